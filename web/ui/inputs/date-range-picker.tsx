import { Group, Select } from '@mantine/core'
import { DatePickerInput, MonthPickerInput, YearPickerInput } from '@mantine/dates'
import { useTranslation } from 'react-i18next'
import { type DateRange, formatForGranularity, type Granularity, normalizeRange } from './date-range.ts'

/** Props of the date-range picker; values are 'YYYY-MM-DD', 'YYYY-MM' or 'YYYY' by granularity. */
export type DateRangePickerProps = {
  label?: string
  value: DateRange
  onChange: (value: DateRange) => void
  granularity?: Granularity
  onGranularityChange?: (granularity: Granularity) => void
  withGranularity?: boolean
  clearable?: boolean
  placeholder?: string
}

/** Mantine's pickers take full days: 'YYYY' and 'YYYY-MM' become their first day. */
function toPickerValue(value: DateRange): [string | null, string | null] {
  return [formatForGranularity(value[0], '1'), formatForGranularity(value[1], '1')]
}

/**
 * A date range by day, month or year; switching granularity reformats both ends, and a reversed
 * range is swapped.
 */
export function DateRangePicker({
  label,
  value,
  onChange,
  granularity = '1',
  onGranularityChange,
  withGranularity = false,
  clearable = true,
  placeholder,
}: DateRangePickerProps) {
  const { t } = useTranslation()
  const pick = (v: [string | null, string | null]) => {
    // While only the start is chosen, hand it on as is; the finished range is normalised.
    onChange(v[1] === null ? [formatForGranularity(v[0], granularity), null] : normalizeRange(v, granularity))
  }
  const common = {
    type: 'range' as const,
    label,
    placeholder: placeholder ?? `${t('inputs.dateRange.start')} – ${t('inputs.dateRange.end')}`,
    'aria-label': label ?? placeholder ?? t('inputs.dateRange.start'),
    value: toPickerValue(value),
    onChange: pick,
    clearable,
    allowSingleDateInRange: true,
    style: { flex: 1, minWidth: 0 },
    popoverProps: { withinPortal: true },
  }
  const picker =
    granularity === '3' ? (
      <YearPickerInput {...common} valueFormat="YYYY" />
    ) : granularity === '2' ? (
      <MonthPickerInput {...common} valueFormat="YYYY-MM" />
    ) : (
      <DatePickerInput {...common} valueFormat="YYYY-MM-DD" />
    )
  if (!withGranularity) return picker
  return (
    <Group gap={4} wrap="nowrap" align="flex-end">
      <Select
        aria-label={t('inputs.dateRange.granularity')}
        data={[
          { value: '1', label: t('inputs.dateRange.day') },
          { value: '2', label: t('inputs.dateRange.month') },
          { value: '3', label: t('inputs.dateRange.year') },
        ]}
        value={granularity}
        allowDeselect={false}
        w={72}
        onChange={(g) => {
          if (!g || g === granularity) return
          const next = g as Granularity
          onGranularityChange?.(next)
          onChange(normalizeRange(value, next))
        }}
      />
      {picker}
    </Group>
  )
}
