import { Loader, Select } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** One choice of a remote select. */
export type RemoteOption = { value: string; label: string }

/** Props of the remote-search select: `load` answers the options matching what the person typed. */
export type RemoteSelectProps = {
  label?: string
  value: string | null
  onChange: (value: string | null, label?: string) => void
  load: (search: string) => Promise<RemoteOption[]>
  initialLabel?: string
  error?: string
  required?: boolean
  clearable?: boolean
  disabled?: boolean
  placeholder?: string
  readOnly?: boolean
}

const SEARCH_DELAY_MS = 300

/**
 * A select whose options come from the server as the person types (debounced); the chosen option's
 * label stays shown even when the latest search no longer lists it.
 */
export function RemoteSelect({
  label,
  value,
  onChange,
  load,
  initialLabel,
  error,
  required,
  clearable = true,
  disabled,
  placeholder,
  readOnly,
}: RemoteSelectProps) {
  const { t } = useTranslation()
  const [options, setOptions] = useState<RemoteOption[]>([])
  const [chosen, setChosen] = useState<RemoteOption | null>(
    value !== null && initialLabel !== undefined ? { value, label: initialLabel } : null,
  )
  const [search, setSearch] = useState(chosen?.label ?? '')
  const [loading, setLoading] = useState(false)
  // Only the newest search may fill the list: older answers arriving late are dropped.
  const latest = useRef(0)
  const loadRef = useRef(load)
  loadRef.current = load

  const run = (text: string) => {
    const ticket = ++latest.current
    setLoading(true)
    loadRef.current(text).then(
      (found) => {
        if (ticket !== latest.current) return
        setOptions(found)
        setLoading(false)
      },
      () => {
        if (ticket === latest.current) setLoading(false)
      },
    )
  }
  const runDebounced = useDebouncedCallback(run, SEARCH_DELAY_MS)

  // A value set from outside (a record loaded into the form) brings its label along.
  useEffect(() => {
    if (value === null) {
      setChosen(null)
      return
    }
    setChosen((prev) => {
      if (prev?.value === value) return prev
      const known = options.find((o) => o.value === value)
      if (known) return known
      return initialLabel !== undefined ? { value, label: initialLabel } : { value, label: value }
    })
  }, [value, initialLabel, options])
  useEffect(() => {
    setSearch(chosen?.label ?? '')
  }, [chosen])

  const data = chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : options

  return (
    <Select
      label={label}
      placeholder={placeholder ?? t('inputs.remote.typeToSearch')}
      aria-label={label ?? placeholder ?? t('inputs.remote.typeToSearch')}
      data={data}
      value={value}
      searchable
      searchValue={search}
      onSearchChange={(text) => {
        setSearch(text)
        // Showing the chosen label is not a search.
        if (text !== (chosen?.label ?? '')) runDebounced(text)
      }}
      onDropdownOpen={() => run('')}
      filter={({ options: all }) => all}
      onChange={(v, option) => {
        const picked = v === null || option === null ? null : { value: v, label: option.label }
        setChosen(picked)
        onChange(v, picked?.label)
      }}
      nothingFoundMessage={loading ? t('inputs.remote.loading') : t('inputs.remote.nothingFound')}
      rightSection={loading ? <Loader size={14} /> : undefined}
      error={error}
      required={required}
      clearable={clearable && !readOnly}
      disabled={disabled}
      readOnly={readOnly}
      comboboxProps={{ withinPortal: true }}
    />
  )
}
