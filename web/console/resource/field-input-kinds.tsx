import { Input, Loader, PasswordInput, Select, Switch, Textarea, TextInput } from '@mantine/core'
import { DatePickerInput, DateTimePicker } from '@mantine/dates'
import { type ComponentType, lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { Language } from '#sync/i18n/language.ts'
import { trimZeros } from '#sync/money/shown-decimal.ts'
import type { Field, FieldType } from '#sync/resources/define-resource.ts'
import { pictureUploadContract } from '#sync/resources/other/other.contracts.ts'
import { uploadTo } from '../../api/client.ts'
import { zoneLabel } from '../../api/office-zone.ts'
import { NumberField } from '../../ui/inputs/number-field.tsx'
import { RemoteSelect } from '../../ui/inputs/remote-select.tsx'
import { withUploadName } from '../../ui/widgets/image-files.ts'
import { ImageUpload } from '../../ui/widgets/image-upload.tsx'
import { RichTextView } from '../../ui/widgets/rich-text-view.tsx'
import type { ChoiceOption } from './field-input.tsx'
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

/** The props every Mantine input of a field takes alike (label, aria label, error, required, name). */
type CommonProps = {
  label: string | undefined
  'aria-label': string
  error: string | undefined
  required: boolean | undefined
  readOnly: boolean
  onBlur: (() => void) | undefined
  name: string
}

/** What the input of one kind is given: the field, its value (and as text), and the common props. */
export type FieldKindProps = {
  field: Field
  value: unknown
  /** The value as text ('' for none). */
  text: string
  onChange: (value: unknown) => void
  onBlur?: () => void
  error?: string
  readOnly: boolean
  editing: boolean
  /** The field's label, none inside a child table's cell. */
  label: string | undefined
  lang: Language
  compact: boolean
  linkLabel?: string
  dependsOnValue?: string
  treeOptions?: readonly ChoiceOption[]
  common: CommonProps
}

/** The kinds of input a field is drawn with: its type, or what it is declared as within one. */
export type InputKind = FieldType | 'choice' | 'secret' | 'richText'

/** Which input draws a field: a text chosen among records, a secret, a rich text, else its type's. */
export function inputKindOf(field: Field, compact: boolean): InputKind {
  if (field.choices && field.type === 'text') return 'choice'
  if (field.secret && (field.type === 'text' || field.type === 'id')) return 'secret'
  if (field.rich && field.type === 'longText' && !compact) return 'richText'
  return field.type
}

/** Chosen among another resource's records (a currency's code, a company), never typed freely. */
function ChoiceKind({ field, text, onChange, label, lang, error, readOnly, compact, common }: FieldKindProps) {
  const choices = field.choices
  if (!choices) return null
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

/** An integer or a decimal, exact, at the field's scale. */
function NumberKind({ field, text, onChange, label, lang, error, readOnly, compact, common }: FieldKindProps) {
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
}

/** One entry of the field's vocabulary. */
function DictKind({ field, text, onChange, lang, readOnly, common }: FieldKindProps) {
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
}

/** A link (or links) to another resource's records, searched as typed. */
function LinkKind(props: FieldKindProps) {
  const { field, text, onChange, label, lang, error, readOnly, compact, common } = props
  return (
    <LinkPicker
      field={field}
      label={label}
      value={text}
      initialLabel={props.linkLabel}
      within={props.dependsOnValue}
      onChange={(v) => onChange(v)}
      error={error}
      required={common.required}
      readOnly={readOnly}
      placeholder={compact ? field.label[lang] : undefined}
    />
  )
}

/** A tree's parent: the root or one of the tree's records. */
function TreeParentKind({ text, onChange, readOnly, treeOptions, common }: FieldKindProps) {
  const { t } = useTranslation()
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
}

/** A 0/1 flag as a switch. */
function BoolKind({ field, value, onChange, onBlur, label, lang, error, readOnly, compact }: FieldKindProps) {
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
}

/** A day. */
function DateKind({ field, text, onChange, readOnly, common }: FieldKindProps) {
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
}

/** A moment, in the office's time: the label names the zone where the browser's differs. */
function DateTimeKind({ field, text, onChange, label, readOnly, common }: FieldKindProps) {
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

/** A rich text: the editor, or the text as it shows when read only. */
function RichTextKind({ text, onChange, label, error, readOnly, common }: FieldKindProps) {
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

/** A long plain text. */
function LongTextKind({ field, text, onChange, common }: FieldKindProps) {
  return (
    <Textarea
      {...common}
      value={text}
      onChange={(e) => onChange(e.currentTarget.value)}
      rows={4}
      maxLength={field.max}
    />
  )
}

/** Images and PDFs through the shared upload widget: checks, paste, previews fetched with the session. */
function FileKind({ field, text, onChange, label, error, readOnly, common }: FieldKindProps) {
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
}

/** A secret (a password): never shown; when editing, left empty keeps the one saved. */
function SecretKind({ text, onChange, editing, common }: FieldKindProps) {
  const { t } = useTranslation()
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

/** A line of text (or an id typed in). */
function TextKind({ field, text, onChange, lang, editing, compact, common }: FieldKindProps) {
  const { t } = useTranslation()
  return (
    <TextInput
      {...common}
      value={text}
      onChange={(e) => onChange(e.currentTarget.value)}
      maxLength={field.max}
      // A new document's number is given by the server when left empty.
      placeholder={compact ? field.label[lang] : field.numbered && !editing ? t('resource.numberedAuto') : undefined}
    />
  )
}

/** The input of each kind of field. */
export const FIELD_INPUTS: Record<InputKind, ComponentType<FieldKindProps>> = {
  choice: ChoiceKind,
  secret: SecretKind,
  richText: RichTextKind,
  text: TextKind,
  id: TextKind,
  longText: LongTextKind,
  integer: NumberKind,
  decimal: NumberKind,
  bool: BoolKind,
  date: DateKind,
  datetime: DateTimeKind,
  dict: DictKind,
  link: LinkKind,
  links: LinkKind,
  treeParent: TreeParentKind,
  file: FileKind,
}
