import type { Field } from '#sync/resources/define-resource.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { FIELD_INPUTS, inputKindOf } from './field-input-kinds.tsx'

/** An option of a drop-down built by the screen (tree parents, a dictionary's parents). */
export type ChoiceOption = { value: string; label: string }

type FieldInputProps = {
  fieldKey: string
  field: Field
  value: unknown
  onChange: (value: unknown) => void
  onBlur?: () => void
  error?: string
  readOnly?: boolean
  /** The record exists (secrets then say "leave empty to keep"). */
  editing?: boolean
  /** The label of a link's current value, so the select shows it before any search. */
  linkLabel?: string
  /** For a link declared `dependsOn`: the value of the field it depends on. */
  dependsOnValue?: string
  /** Choices of a tree parent (the tree, flattened and indented). */
  treeOptions?: readonly ChoiceOption[]
  /** Shown without the label (inside a child table's cell). */
  compact?: boolean
  /** A screen's own words for the required mark's message are in `error`; this only marks it. */
  required?: boolean
}

/** The input of one declared field: text, number, choice, link, flag, date, file or long text. */
export function FieldInput({
  fieldKey,
  field,
  value,
  onBlur,
  error,
  readOnly = false,
  editing = false,
  compact = false,
  required,
  ...rest
}: FieldInputProps) {
  const lang = currentLanguage()
  const label = compact ? undefined : field.label[lang]
  const common = {
    label,
    'aria-label': field.label[lang],
    error,
    required: required ?? field.required,
    readOnly,
    onBlur,
    name: fieldKey,
  }
  // Each kind of field has its input (field-input-kinds.tsx), picked by its type or what it is declared as.
  const Kind = FIELD_INPUTS[inputKindOf(field, compact)]
  return (
    <Kind
      {...rest}
      field={field}
      value={value}
      text={value === null || value === undefined ? '' : String(value)}
      onBlur={onBlur}
      error={error}
      readOnly={readOnly}
      editing={editing}
      label={label}
      lang={lang}
      compact={compact}
      common={common}
    />
  )
}
