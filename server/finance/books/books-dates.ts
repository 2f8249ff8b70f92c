import type { Queryable } from '../../platform/db/db.ts'

/**
 * Dates of the books' reports: days as `yyyy-MM-dd`, accounting periods as `yyyy-MM`, and how a
 * range of days splits into whole periods (read from the kept balances) and the days of the months
 * it only partly covers (read from the lines of those days).
 */

const asDate = (day: string) => new Date(`${day}T00:00:00Z`)
const asDay = (date: Date) => date.toISOString().slice(0, 10)

/** The period (month) of a day. */
export const periodOf = (day: string): string => day.slice(0, 7)

/** The first day of a day's month. */
export const firstOfMonth = (day: string): string => `${day.slice(0, 7)}-01`

/** The last day of a day's month. */
export function lastOfMonth(day: string): string {
  const d = asDate(firstOfMonth(day))
  return asDay(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)))
}

/** The day `n` days after `day` (before it when negative). */
export function addDays(day: string, n: number): string {
  const d = asDate(day)
  d.setUTCDate(d.getUTCDate() + n)
  return asDay(d)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((asDate(to).getTime() - asDate(from).getTime()) / 86_400_000)

const shiftPeriod = (period: string, months: number): string => {
  const d = asDate(`${period}-01`)
  return asDay(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1))).slice(0, 7)
}

/** The database's today (the books' days are the database's, like the postings' default date). */
export async function todayOf(tx: Queryable): Promise<string> {
  const [row] = await tx.query<{ today: string }>(`SELECT to_char(current_date, 'YYYY-MM-DD') AS today`)
  return row?.today ?? asDay(new Date())
}

/** A range of days split: whole periods (inclusive, null for none) and ranges of single days. */
export type SplitRange = { periods: [string, string] | null; days: [string, string][] }

/** The earliest period there is: a range from the beginning starts here. */
const FIRST_PERIOD = '0000-01'

/**
 * Splits [from, to] (from null: since the beginning) into whole months and the loose days of the
 * months at either end that it covers only in part.
 */
export function splitRange(from: string | null, to: string): SplitRange {
  const toIsWhole = to === lastOfMonth(to)
  if (from && periodOf(from) === periodOf(to)) {
    if (from === firstOfMonth(from) && toIsWhole) return { periods: [periodOf(from), periodOf(to)], days: [] }
    return { periods: null, days: [[from, to]] }
  }
  const days: [string, string][] = []
  let first = FIRST_PERIOD
  if (from) {
    if (from === firstOfMonth(from)) first = periodOf(from)
    else {
      days.push([from, lastOfMonth(from)])
      first = shiftPeriod(periodOf(from), 1)
    }
  }
  let last = periodOf(to)
  if (!toIsWhole) {
    days.push([firstOfMonth(to), to])
    last = shiftPeriod(last, -1)
  }
  return { periods: first <= last ? [first, last] : null, days }
}
