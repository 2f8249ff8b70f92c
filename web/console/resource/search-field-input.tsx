import { Select, TextInput } from '@mantine/core'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { FieldType } from '#sync/resources/define-resource.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { BatchSearchInput } from '../../ui/inputs/batch-search-input.tsx'
import type { DateRange, Granularity } from '../../ui/inputs/date-range.ts'
import { DateRangePicker } from '../../ui/inputs/date-range-picker.tsx'
import { RemoteSelect } from '../../ui/inputs/remote-select.tsx'
import { loadLinkOptions } from './link-labels.ts'
import type { BatchValue, SearchValues } from './list-params.ts'
import type { KeyedField } from './resource-meta.ts'

const EMPTY_RANGE: DateRange = [null, null]

/** Props of one filter's input; no field is the createTime range. */
export type SearchFieldInputProps = {
  field: KeyedField['field'] | null
  label: string
  value: SearchValues[string] | undefined
  onChange: (value: SearchValues[string]) => void
  linkLabel: string | undefined
  onLinkLabel: (label: string) => void
  granularity: Granularity
  onGranularity: (granularity: Granularity) => void
  onEnter: () => void
}

/** What the input of one kind of filter is given: the filter's props and its value as text. */
type SearchKindProps = SearchFieldInputProps & { text: string | null }

/** SKUs and codes are searched with the batch input (several pasted values, fuzzy or exact). */
function BatchSearch({ label, value, onChange }: SearchKindProps) {
  const batch: BatchValue = (value as BatchValue | undefined) ?? { values: [], mode: 0 }
  return (
    <BatchSearchInput
      placeholder={label}
      value={batch.values}
      mode={batch.mode}
      onChange={(values) => onChange({ ...batch, values })}
      onModeChange={(mode) => onChange({ ...batch, mode })}
    />
  )
}

/** One entry of the field's vocabulary. */
function DictSearch({ field, label, text, onChange }: SearchKindProps) {
  const lang = currentLanguage()
  return (
    <Select
      aria-label={label}
      placeholder={label}
      data={findDictionary(field?.dict ?? '').entries.map((e) => ({ value: e.key, label: e.label[lang] }))}
      value={text}
      onChange={onChange}
      clearable
      searchable
    />
  )
}

/** Yes or no. */
function BoolSearch({ label, text, onChange }: SearchKindProps) {
  const { t } = useTranslation()
  return (
    <Select
      aria-label={label}
      placeholder={label}
      data={[
        { value: '1', label: t('resource.yes') },
        { value: '0', label: t('resource.no') },
      ]}
      value={text}
      onChange={onChange}
      clearable
    />
  )
}

/** One record of the linked resource, searched as typed; its name kept so the select shows it again. */
function LinkSearch({ field, label, text, onChange, linkLabel, onLinkLabel }: SearchKindProps) {
  return (
    <RemoteSelect
      placeholder={label}
      value={text}
      initialLabel={text ? linkLabel : undefined}
      onChange={(v, l) => {
        onChange(v)
        onLinkLabel(l ?? '')
      }}
      load={(search) => loadLinkOptions(field?.target ?? '', search)}
    />
  )
}

/** A date range at a day, month or year granularity (spec 1 §2.5); a month or year means all its days. */
function DateSearch({ label, value, onChange, granularity, onGranularity }: SearchKindProps) {
  return (
    <DateRangePicker
      placeholder={label}
      withGranularity
      granularity={granularity}
      onGranularityChange={onGranularity}
      value={Array.isArray(value) ? (value as DateRange) : EMPTY_RANGE}
      onChange={onChange}
    />
  )
}

/** Typed text; Enter searches. */
function TextSearch({ label, text, onChange, onEnter }: SearchKindProps) {
  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      value={text ?? ''}
      onChange={(e) => onChange(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onEnter()
      }}
    />
  )
}

/** The filter input of each field type, and of fields searched in batches. */
const SEARCH_INPUTS: Record<FieldType | 'batch', ComponentType<SearchKindProps>> = {
  batch: BatchSearch,
  dict: DictSearch,
  bool: BoolSearch,
  link: LinkSearch,
  links: LinkSearch,
  date: DateSearch,
  datetime: DateSearch,
  text: TextSearch,
  longText: TextSearch,
  integer: TextSearch,
  decimal: TextSearch,
  id: TextSearch,
  file: TextSearch,
  treeParent: TextSearch,
}

/** One filter's input: by its field's type (the batch input for SKUs and codes); no field is the createTime range. */
export function SearchFieldInput(props: SearchFieldInputProps) {
  const { field, value } = props
  const Kind = SEARCH_INPUTS[field?.batchSearch ? 'batch' : (field?.type ?? 'date')]
  return <Kind {...props} text={typeof value === 'string' ? value : null} />
}
