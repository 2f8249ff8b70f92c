import { Loader, Select } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Page } from '#sync/http/envelope.ts'
import { getJson, getPage } from '../../api/client.ts'

/** Suppliers and factories (sync/src/resources/purchasing/base-factory.resource.ts). */
export const FACTORY_BASE_PATH = '/api/erp/basefactory'
/** business_party_type 2: factory. */
const FACTORY_TYPE = '2'
/** enable_status 1: enabled. */
const ENABLED = '1'
const STALE_MS = 5 * 60_000

type FactoryRow = { id: string; factoryName: string; factoryCode: string }

export type FactorySelectProps = {
  /** The chosen factory id. */
  value: string | null
  onChange: (id: string | null, name?: string) => void
  label?: string
  placeholder?: string
  error?: string
  required?: boolean
  disabled?: boolean
  clearable?: boolean
}

/**
 * Factory drop-down (spec 1 §2.5): the enabled factories, page 1 of 100, searchable by name or code.
 * A chosen factory outside that page (disabled since, or beyond 100) is read on its own so its name shows.
 */
export function FactorySelect({
  value,
  onChange,
  label,
  placeholder,
  error,
  required,
  disabled,
  clearable = true,
}: FactorySelectProps) {
  const { t } = useTranslation()
  const list = useQuery({
    queryKey: ['widgets', 'factories'],
    queryFn: () =>
      getPage<FactoryRow>(`${FACTORY_BASE_PATH}/page`, {
        current: 1,
        size: 100,
        type_equal: FACTORY_TYPE,
        status_equal: ENABLED,
      }),
    staleTime: STALE_MS,
  })
  const rows = useMemo<Page<FactoryRow>['records']>(() => list.data?.records ?? [], [list.data])
  const missing = Boolean(value) && list.isSuccess && !rows.some((r) => r.id === value)
  const chosen = useQuery({
    queryKey: ['widgets', 'factory', value],
    queryFn: () => getJson<FactoryRow>(`${FACTORY_BASE_PATH}/detail`, { id: value }, { silent: true }),
    enabled: missing,
    staleTime: STALE_MS,
  })

  const data = useMemo(() => {
    const all = chosen.data && !rows.some((r) => r.id === chosen.data.id) ? [...rows, chosen.data] : rows
    return all.map((r) => ({ value: r.id, label: r.factoryName, code: r.factoryCode }))
  }, [rows, chosen.data])

  return (
    <Select
      label={label}
      aria-label={label ? undefined : t('widgets.factory.label')}
      placeholder={placeholder ?? t('widgets.factory.placeholder')}
      data={data}
      value={value}
      onChange={(id, option) => onChange(id, option?.label)}
      searchable
      clearable={clearable}
      // A factory is found by its code too, which people often know better than the full name.
      filter={({ options, search }) => {
        const q = search.trim().toLowerCase()
        if (!q) return options
        return options.filter((o) => {
          if (!('value' in o)) return false
          const code = data.find((d) => d.value === o.value)?.code ?? ''
          return o.label.toLowerCase().includes(q) || code.toLowerCase().includes(q)
        })
      }}
      nothingFoundMessage={t('widgets.factory.nothingFound')}
      error={error}
      required={required}
      disabled={disabled}
      rightSection={list.isLoading ? <Loader size="xs" /> : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  )
}
