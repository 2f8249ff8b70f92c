/** Date-range granularity codes of spec 1 §5: '1' day, '2' month, '3' year. */
export type Granularity = '1' | '2' | '3'

/** A range of date strings; either end may be open. */
export type DateRange = [string | null, string | null]

const LENGTH: Record<Granularity, number> = { '1': 10, '2': 7, '3': 4 }
const DATE_START = /^\d{4}(-\d{2}(-\d{2})?)?/

/**
 * Writes a date string ('YYYY', 'YYYY-MM', 'YYYY-MM-DD', or longer) in the granularity's format:
 * 'YYYY-MM-DD', 'YYYY-MM' or 'YYYY'; a coarser date gains the first month/day. Pure text, so no time
 * zone can move the day.
 */
export function formatForGranularity(value: string | null, granularity: Granularity): string | null {
  if (!value) return null
  const m = DATE_START.exec(value.trim())
  if (!m) return null
  const full = `${m[0]}${'-01-01'.slice(m[0].length - 4)}`
  return full.slice(0, LENGTH[granularity])
}

/** Both ends reformatted to the granularity, and a start later than the end swapped. */
export function normalizeRange(range: DateRange, granularity: Granularity): DateRange {
  const start = formatForGranularity(range[0], granularity)
  const end = formatForGranularity(range[1], granularity)
  return start && end && start > end ? [end, start] : [start, end]
}

/** The range as the full days it covers, for a search: 'YYYY-MM-DD 00:00:00' to 'YYYY-MM-DD 23:59:59'. */
export function rangeToDayBounds(range: DateRange): [string | null, string | null] {
  const [start, end] = range
  const from = formatForGranularity(start, '1')
  let to: string | null = null
  if (end) {
    const day = formatForGranularity(end, '1') as string
    const precision = end.trim().length >= 10 ? 10 : end.trim().length >= 7 ? 7 : 4
    // A month or year end means its last day.
    to = precision === 10 ? day : lastDayOf(day, precision === 7 ? 'month' : 'year')
  }
  return [from ? `${from} 00:00:00` : null, to ? `${to} 23:59:59` : null]
}

function lastDayOf(day: string, unit: 'month' | 'year'): string {
  const year = Number(day.slice(0, 4))
  if (unit === 'year') return `${year}-12-31`
  const month = Number(day.slice(5, 7))
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${day.slice(0, 7)}-${String(last).padStart(2, '0')}`
}
