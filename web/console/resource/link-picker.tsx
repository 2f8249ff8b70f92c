import { Loader, MultiSelect, Select } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Field } from '#sync/resources/define-resource.ts'
import { findResource } from '#sync/resources/index.ts'
import { getJson } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { type RemoteOption, RemoteSelect } from '../../ui/inputs/remote-select.tsx'
import { loadLinkOptions } from './link-labels.ts'
import { operationUrl, titleKey } from './resource-meta.ts'
import { treeChoices } from './tree-choices.ts'

/** How a `links` row label lists its titles (the server joins them so). */
export const TITLE_SEPARATOR = ', '

type LinkPickerProps = {
  field: Field
  value: string
  onChange: (value: string | null) => void
  label?: string
  /** The title(s) the record carries for its current value (`<field>Label`). */
  initialLabel?: string
  /** The value of the field a `dependsOn` link depends on: only its records are offered. */
  within?: string
  /** Records never offered here (a putaway's own receiving position). */
  omit?: readonly string[]
  error?: string
  required?: boolean
  readOnly?: boolean
  placeholder?: string
}

const SEARCH_DELAY_MS = 300

/** The filter of a dependent link's options: the target's field equal to the parent's value. */
export function dependentFilter(field: Field, within: string | undefined): Record<string, string> {
  return field.dependsOn && within ? { [field.dependsOn.targetField]: within } : {}
}

/** The chosen ids of a `links` value with the titles the record carries, in order. */
export function chosenOptions(value: string, initialLabel: string | undefined): RemoteOption[] {
  if (!value) return []
  const ids = value.split(',')
  const titles = initialLabel ? initialLabel.split(TITLE_SEPARATOR) : []
  return ids.map((id, i) => ({ value: id, label: titles.length === ids.length ? (titles[i] ?? id) : id }))
}

/**
 * The input of a field that points at other records: a searchable picker showing their titles,
 * never a box for raw ids. Targets kept as a tree (departments, categories) are picked from the
 * indented tree; others are searched on the server as the person types. `links` fields pick several.
 */
export function LinkPicker(props: LinkPickerProps) {
  const target = findResource(props.field.target ?? '')
  const tree = operationUrl(target, 'tree')
  if (tree) return <TreePicker {...props} treeUrl={tree} />
  if (props.field.type === 'links') return <RemoteMultiPicker {...props} />
  const { field, value, onChange, label, initialLabel, error, required, readOnly, placeholder, within, omit } = props
  return (
    <RemoteSelect
      label={label}
      value={value === '' ? null : value}
      initialLabel={initialLabel}
      onChange={(v) => onChange(v)}
      load={async (search) => {
        const options = await loadLinkOptions(field.target ?? '', search, dependentFilter(field, within))
        return omit?.length ? options.filter((o) => !omit.includes(o.value)) : options
      }}
      error={error}
      required={required}
      clearable={!field.required}
      readOnly={readOnly}
      placeholder={placeholder}
    />
  )
}

function TreePicker({
  field,
  value,
  onChange,
  label,
  error,
  required,
  readOnly,
  placeholder,
  treeUrl,
}: LinkPickerProps & { treeUrl: string }) {
  const { t } = useTranslation()
  const target = findResource(field.target ?? '')
  const nodes = useQuery({
    queryKey: ['link-tree', field.target, currentLanguage()],
    queryFn: () => getJson<Record<string, unknown>[]>(treeUrl, {}, { silent: true }),
    staleTime: 60_000,
  })
  const data = treeChoices(nodes.data ?? [], titleKey(target) ?? 'id', null)
  const common = {
    label,
    'aria-label': label ?? placeholder,
    placeholder: placeholder ?? t('inputs.remote.typeToSearch'),
    data,
    searchable: !readOnly,
    error,
    required,
    readOnly,
    nothingFoundMessage: nodes.isPending ? t('inputs.remote.loading') : t('inputs.remote.nothingFound'),
    rightSection: nodes.isPending ? <Loader size={14} /> : undefined,
    comboboxProps: { withinPortal: true },
  }
  if (field.type === 'links') {
    return (
      <MultiSelect
        {...common}
        value={value ? value.split(',') : []}
        onChange={(ids) => onChange(ids.length ? ids.join(',') : null)}
        clearable={!readOnly}
      />
    )
  }
  return (
    <Select
      {...common}
      value={value === '' ? null : value}
      onChange={(v) => onChange(v)}
      clearable={!field.required && !readOnly}
    />
  )
}

function RemoteMultiPicker({
  field,
  value,
  onChange,
  label,
  initialLabel,
  error,
  required,
  readOnly,
  placeholder,
  within,
}: LinkPickerProps) {
  const { t } = useTranslation()
  const [found, setFound] = useState<RemoteOption[]>([])
  const [known, setKnown] = useState<RemoteOption[]>(() => chosenOptions(value, initialLabel))
  const [loading, setLoading] = useState(false)
  const latest = useRef(0)
  const run = (text: string) => {
    const ticket = ++latest.current
    setLoading(true)
    loadLinkOptions(field.target ?? '', text, dependentFilter(field, within)).then(
      (options) => {
        if (ticket !== latest.current) return
        setFound(options)
        setLoading(false)
      },
      () => {
        if (ticket === latest.current) setLoading(false)
      },
    )
  }
  const runDebounced = useDebouncedCallback(run, SEARCH_DELAY_MS)
  const ids = value ? value.split(',') : []
  // Chosen options stay listed (with their titles) whatever the latest search found.
  const chosen = ids.map(
    (id) => found.find((o) => o.value === id) ?? known.find((o) => o.value === id) ?? { value: id, label: id },
  )
  const data = [...chosen, ...found.filter((o) => !ids.includes(o.value))]
  return (
    <MultiSelect
      label={label}
      aria-label={label ?? placeholder}
      placeholder={placeholder ?? t('inputs.remote.typeToSearch')}
      data={data}
      value={ids}
      searchable={!readOnly}
      onSearchChange={(text) => runDebounced(text)}
      onDropdownOpen={() => run('')}
      filter={({ options }) => options}
      onChange={(next) => {
        setKnown(data.filter((o) => next.includes(o.value)))
        onChange(next.length ? next.join(',') : null)
      }}
      nothingFoundMessage={loading ? t('inputs.remote.loading') : t('inputs.remote.nothingFound')}
      rightSection={loading ? <Loader size={14} /> : undefined}
      error={error}
      required={required}
      readOnly={readOnly}
      clearable={!readOnly}
      comboboxProps={{ withinPortal: true }}
    />
  )
}
