import { Input, Loader, PasswordInput, Select, Switch, Textarea, TextInput } from '@mantine/core'
import { DatePickerInput, DateTimePicker } from '@mantine/dates'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import { trimZeros } from '#sync/money/shown-decimal.ts'
import type { Field } from '#sync/resources/define-resource.ts'
import { pictureUploadContract } from '#sync/resources/other/other.contracts.ts'
import { uploadTo } from '../../api/client.ts'
import { zoneLabel } from '../../api/office-zone.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { NumberField } from '../../ui/inputs/number-field.tsx'
import { RemoteSelect } from '../../ui/inputs/remote-select.tsx'
import { withUploadName } from '../../ui/widgets/image-files.ts'
import { ImageUpload } from '../../ui/widgets/image-upload.tsx'
import { RichTextView } from '../../ui/widgets/rich-text-view.tsx'
import { loadChoiceOptions } from './link-labels.ts'
import { LinkPicker } from './link-picker.tsx'

/** The rich-text editor (tiptap), loaded with the first form that has a rich field. */
const RichTextEditor = lazy(() =>
  import('../../ui/widgets/rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })),
)

/** Uploads an image put into a rich text (the picture call) and answers its address. */
async function uploadRichTextImage(file: File): Promise<string> {
  return (await uploadTo(pictureUploadContract, withUploadName(file))).url
}

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
  onChange,
  onBlur,
  error,
  readOnly = false,
  editing = false,
  linkLabel,
  dependsOnValue,
  treeOptions,
  compact = false,
  required,
}: FieldInputProps) {
  const { t } = useTranslation()
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
  const text = value === null || value === undefined ? '' : String(value)

  const choices = field.choices
  if (choices && field.type === 'text') {
    // Chosen among another resource's records (a currency's code, a company), never typed freely.
    return (
      <RemoteSelect
        label={label}
        value={text === '' ? null : text}
        initialLabel={text || undefined}
        onChange={(v) => onChange(v)}
        load={(search) => loadChoiceOptions(choices, search)}
        error={error}
        required={common.required}
        clearable={!field.required}
        readOnly={readOnly}
        placeholder={compact ? field.label[lang] : undefined}
      />
    )
  }

  switch (field.type) {
    case 'integer':
    case 'decimal':
      return (
        <NumberField
          label={label}
          // Exact, without zeros past the places the field shows (35.0000 → 35.00; 0.850 → 0.85).
          value={text === '' ? null : trimZeros(text, field.shown ?? 0)}
          onChange={(v) => onChange(v === null || field.type === 'integer' ? v : trimZeros(v, field.shown ?? 0))}
          min={field.min}
          max={field.max}
          precision={field.type === 'integer' ? 0 : (field.scale ?? 2)}
          allowNull={!field.required}
          error={error}
          required={common.required}
          readOnly={readOnly}
          placeholder={compact ? field.label[lang] : undefined}
        />
      )
    case 'dict':
      return (
        <Select
          {...common}
          data={findDictionary(field.dict ?? '').entries.map((e) => ({ value: e.key, label: e.label[lang] }))}
          value={text === '' ? null : text}
          onChange={(v) => onChange(v)}
          clearable={!field.required && !readOnly}
          searchable={!readOnly}
          comboboxProps={{ withinPortal: true }}
        />
      )
    case 'link':
    case 'links':
      return (
        <LinkPicker
          field={field}
          label={label}
          value={text}
          initialLabel={linkLabel}
          within={dependsOnValue}
          onChange={(v) => onChange(v)}
          error={error}
          required={common.required}
          readOnly={readOnly}
          placeholder={compact ? field.label[lang] : undefined}
        />
      )
    case 'treeParent':
      return (
        <Select
          {...common}
          data={[{ value: '0', label: t('resource.rootParent') }, ...(treeOptions ?? [])]}
          value={text === '' ? '0' : text}
          onChange={(v) => onChange(v ?? '0')}
          searchable={!readOnly}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      )
    case 'bool':
      return (
        <Switch
          label={label}
          aria-label={field.label[lang]}
          checked={Number(value) === 1}
          onChange={(e) => {
            if (!readOnly) onChange(e.currentTarget.checked ? 1 : 0)
          }}
          disabled={readOnly}
          error={error}
          mt={compact ? 0 : 'xs'}
          onBlur={onBlur}
        />
      )
    case 'date':
      return (
        <DatePickerInput
          {...common}
          value={text === '' ? null : text.slice(0, 10)}
          onChange={(v) => onChange(v)}
          valueFormat="YYYY-MM-DD"
          clearable={!field.required && !readOnly}
          popoverProps={{ withinPortal: true }}
        />
      )
    case 'datetime': {
      // Its times are the office's: the label names the zone where the browser's differs.
      const zone = zoneLabel(new Date())
      return (
        <DateTimePicker
          {...common}
          label={label && zone ? `${label} (${zone})` : label}
          value={text === '' ? null : text}
          onChange={(v) => onChange(v)}
          valueFormat="YYYY-MM-DD HH:mm:ss"
          withSeconds
          clearable={!field.required && !readOnly}
          popoverProps={{ withinPortal: true }}
        />
      )
    }
    case 'longText':
      if (field.rich && !compact) {
        return (
          <Input.Wrapper label={label} error={error} required={common.required}>
            {readOnly ? (
              <RichTextView html={text} />
            ) : (
              <Suspense fallback={<Loader size="sm" />}>
                <RichTextEditor value={text} onChange={onChange} uploadImage={uploadRichTextImage} />
              </Suspense>
            )}
          </Input.Wrapper>
        )
      }
      return (
        <Textarea
          {...common}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          rows={4}
          maxLength={field.max}
        />
      )
    case 'file':
      // Images and PDFs through the shared upload widget: checks, paste, previews fetched with the session.
      return (
        <ImageUpload
          label={label}
          value={text ? [text] : []}
          onChange={(urls) => onChange(urls[0] ?? '')}
          accept={field.accept?.filter((x) => x !== 'pdf')}
          allowPdf={!field.accept || field.accept.includes('pdf')}
          maxSizeKb={field.maxKb}
          pasteUpload
          limit={1}
          error={error}
          required={common.required}
          disabled={readOnly}
        />
      )
    default:
      if (field.secret) {
        return (
          <PasswordInput
            {...common}
            required={common.required && !editing}
            value={text}
            onChange={(e) => onChange(e.currentTarget.value)}
            placeholder={editing ? t('resource.secretKeep') : undefined}
            autoComplete="new-password"
          />
        )
      }
      return (
        <TextInput
          {...common}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          maxLength={field.max}
          // A new document's number is given by the server when left empty.
          placeholder={
            compact ? field.label[lang] : field.numbered && !editing ? t('resource.numberedAuto') : undefined
          }
        />
      )
  }
}
