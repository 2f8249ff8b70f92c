import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { Label } from '#sync/i18n/language.ts'
import type { Field } from '#sync/resources/define-resource.ts'
import { describeIssues } from '#sync/resources/describe-issues.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { RemoteSelect } from '../../ui/inputs/remote-select.tsx'
import { FieldInput } from '../resource/field-input.tsx'
import { loadLinkOptions } from '../resource/link-labels.ts'
import { ORDER_FIELDS } from './order-form.ts'

export type Values = Record<string, unknown>

/** One input of a dialog: a declared order field, a field of the dialog's own, a choice, or an action's own text. */
export type DialogInput = {
  key: string
  /** Drawn as this field rather than the order's field of the same key (a product to replace, a sales SKU). */
  field?: Field
  /** Narrows a link's choices (an FBA warehouse). */
  where?: Readonly<Record<string, string>>
  /** A choice among these, the first chosen when the dialog opens (a kind of label). */
  choices?: readonly { value: string; label: string }[]
  /** Marked required (the default); what is refused is the schema's and `check`'s to say. */
  required?: boolean
}

/** The footer of every order dialog: cancel and OK. */
export function DialogFooter({ onCancel, busy }: { onCancel: () => void; busy?: boolean }) {
  const { t } = useTranslation()
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="default" onClick={onCancel}>
        {t('salesOrder.cancel')}
      </Button>
      <Button type="submit" loading={busy}>
        {t('salesOrder.submit')}
      </Button>
    </Group>
  )
}

/** What was filled in: empty and blank inputs are left out (a required one is then "required"). */
const filledValues = (values: Values): Values =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined && String(v).trim() !== ''))

type FormRules = {
  schema: z.ZodType
  labels: Record<string, Label>
  check?: (filled: Values) => FormErrors
}

/**
 * The dialog's form: `check`'s refusals first (those the schema cannot word), then the schema's,
 * the first of each field in the user's language; a valid form sends what the schema parsed.
 */
function useDeclaredInputForm(
  inputs: readonly DialogInput[],
  { schema, labels, check }: FormRules,
  onSubmit: (values: Values) => Promise<void>,
) {
  const lang = currentLanguage()
  const form = useForm<Values>({
    initialValues: Object.fromEntries(inputs.map((i) => [i.key, i.choices?.[0]?.value ?? null])),
    validate: (values) => {
      const filled = filledValues(values)
      const own = check?.(filled) ?? {}
      if (Object.keys(own).length) return own
      const parsed = schema.safeParse(filled, { reportInput: true })
      const problems: FormErrors = {}
      for (const p of parsed.success ? [] : describeIssues(parsed.error.issues, lang, labels))
        problems[p.field] ??= p.message
      return problems
    },
  })
  const submit = form.onSubmit((values) => onSubmit(schema.parse(filledValues(values)) as Values))
  return { form, submit }
}

/** One input of the dialog, drawn as the order form draws its field (a link as its picker). */
function DialogInputField({
  input,
  label,
  form,
  autofocus,
}: {
  input: DialogInput
  label: string
  form: UseFormReturnType<Values>
  autofocus: boolean
}) {
  const { key, where, choices, required = true } = input
  const field = input.field ?? ORDER_FIELDS[key]
  const { value, onChange, error } = form.getInputProps(key)
  if (choices)
    return (
      <Select
        label={label}
        data={choices}
        value={value}
        allowDeselect={false}
        onChange={onChange}
        error={error}
        comboboxProps={{ withinPortal: true }}
      />
    )
  if (field?.type === 'link' && field.target)
    return (
      <RemoteSelect
        label={label}
        required={required}
        value={value}
        onChange={onChange}
        load={(text) => loadLinkOptions(field.target as string, text, where)}
        error={error}
      />
    )
  if (field && !input.field)
    return (
      <FieldInput fieldKey={key} field={field} value={value} onChange={onChange} error={error} required={required} />
    )
  // A one-line text (a tracking number, a sales SKU), or a reason or remark of a few lines.
  const text = { label, withAsterisk: required, value: value ?? '', error }
  return key === 'trackNumber' || field?.type === 'text' ? (
    <TextInput
      {...text}
      maxLength={field?.max ?? 255}
      data-autofocus={autofocus || undefined}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  ) : (
    <Textarea {...text} autosize minRows={2} maxLength={500} onChange={(e) => onChange(e.currentTarget.value)} />
  )
}

/**
 * A dialog drawn from declared inputs: each key that names an order field is drawn as the order form
 * draws that field (a link as its picker, narrowed by `where`), any other as its own field, choice or
 * text; the values are checked with `check` and `schema` (the action's declared input, or the fields'
 * own rules) before they are sent. An error under `_` is the whole form's (nothing filled in).
 */
export function DeclaredInputDialog({
  title,
  inputs,
  size = 480,
  hint,
  columns = 1,
  onSubmit,
  onClose,
  ...rules
}: FormRules & {
  title: string
  inputs: readonly DialogInput[]
  size?: number
  hint?: string
  columns?: number
  onSubmit: (values: Values) => Promise<void>
  onClose: () => void
}) {
  const lang = currentLanguage()
  const { form, submit } = useDeclaredInputForm(inputs, rules, onSubmit)
  return (
    <Modal opened onClose={onClose} title={title} size={size}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
          <SimpleGrid cols={columns} spacing={12} verticalSpacing="sm">
            {inputs.map((input, i) => (
              <DialogInputField
                key={input.key}
                input={input}
                label={rules.labels[input.key]?.[lang] ?? input.field?.label[lang] ?? input.key}
                form={form}
                autofocus={i === 0}
              />
            ))}
          </SimpleGrid>
          {form.errors._ && (
            <Text size="sm" c="red.8" role="alert">
              {form.errors._}
            </Text>
          )}
          <DialogFooter onCancel={onClose} busy={form.submitting} />
        </Stack>
      </form>
    </Modal>
  )
}
