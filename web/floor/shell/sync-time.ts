import { ACCEPT_LANGUAGE, type Language } from '#sync/i18n/language.ts'
import { knownOfficeZone, offsetLabel } from '../../api/office-zone.ts'

/** A moment as the store may hold it: epoch milliseconds, ISO text or a Date. */
export type Moment = number | string | Date | null | undefined

/**
 * A time in the person's language: the time alone today, with the date before. In the office's time
 * zone when known (the zone the console shows), labelled with its offset (`GMT+8`), so the times on
 * the device and in the console read alike; else the device's own, unlabelled.
 */
export function formatSyncTime(
  at: Moment,
  lang: Language,
  now: Date = new Date(),
  timeZone: string | null = knownOfficeZone(),
): string | null {
  if (at === null || at === undefined || at === '') return null
  const date = at instanceof Date ? at : new Date(at)
  if (Number.isNaN(date.getTime())) return null
  const zone = timeZone ? { timeZone } : {}
  const day = new Intl.DateTimeFormat('en-CA', { ...zone, year: 'numeric', month: '2-digit', day: '2-digit' })
  const sameDay = day.format(date) === day.format(now)
  const time = new Intl.DateTimeFormat(ACCEPT_LANGUAGE[lang], {
    ...zone,
    ...(sameDay ? {} : { month: '2-digit', day: '2-digit' }),
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date)
  if (!timeZone) return time
  // The zone after the time in every language (zh would put it first).
  return `${time} ${offsetLabel(timeZone, date)}`
}
