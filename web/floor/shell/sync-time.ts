import { ACCEPT_LANGUAGE, type Language } from '#sync/i18n/language.ts'

/** A moment as the store may hold it: epoch milliseconds, ISO text or a Date. */
export type Moment = number | string | Date | null | undefined

/** Where the office's time zone is kept on the device, from one registration to the next start. */
const ZONE_KEY = 'erp-floor-office-time-zone'

/** Whether the browser knows a time zone by this name. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

function storedZone(): string | null {
  try {
    const zone = globalThis.localStorage?.getItem(ZONE_KEY) ?? null
    return zone && isTimeZone(zone) ? zone : null
  } catch {
    return null
  }
}

let officeZone: string | null = storedZone()

/**
 * Remembers the time zone the office's console shows times in (the device's registration answers it),
 * so the floor shows its times in the same zone as the console, labelled with it.
 */
export function rememberOfficeTimeZone(zone: string | null | undefined): void {
  if (!zone || !isTimeZone(zone) || zone === officeZone) return
  officeZone = zone
  try {
    globalThis.localStorage?.setItem(ZONE_KEY, zone)
  } catch {
    // A browser refusing storage shows the office's zone until the page is left.
  }
}

/**
 * A time in the person's language: the time alone today, with the date before. In the office's time
 * zone when known (the zone the console shows), labelled with its offset (`GMT+8`), so the times on
 * the device and in the console read alike; else the device's own, unlabelled.
 */
export function formatSyncTime(
  at: Moment,
  lang: Language,
  now: Date = new Date(),
  timeZone: string | null = officeZone,
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
  const offset = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName')?.value
  return offset ? `${time} ${offset}` : time
}
