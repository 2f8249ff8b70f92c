/**
 * The office's time zone: the one the server writes its times in (every API answer names it in
 * `X-Time-Zone`). The console shows every time in it, labelled with its offset (`GMT+8`) where it
 * differs from the browser's, so that times written by the server and times made in the browser
 * read alike on one screen.
 */

/** The answer header naming the zone the server's times are written in. */
export const TIME_ZONE_HEADER = 'X-Time-Zone'

/** Where the zone is kept, so a reload shows the office's times before the first answer. */
const ZONE_KEY = 'erp-office-time-zone'

/** Whether the browser knows a time zone by this name. */
export function isTimeZone(zone: string): boolean {
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

/** The browser's own time zone. */
export function browserTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone
}

/** The office's zone when an answer named it, else the browser's (nothing to label then). */
export function officeTimeZone(): string {
  return officeZone ?? browserTimeZone()
}

/** The office's zone when an answer (or the floor's registration) named it, else null. */
export function knownOfficeZone(): string | null {
  return officeZone
}

/** Remembers the zone an answer named. */
export function rememberOfficeZone(zone: string | null | undefined): void {
  if (!zone || zone === officeZone || !isTimeZone(zone)) return
  officeZone = zone
  try {
    globalThis.localStorage?.setItem(ZONE_KEY, zone)
  } catch {
    // A browser refusing storage learns the zone again from the next answer.
  }
}

/** A zone's offset at a moment, as `GMT+8`, `GMT-7`, `GMT+5:30` or `GMT`. */
export function offsetLabel(zone: string, at: Date): string {
  return (
    new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT'
  )
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/

/** Minutes east of UTC of an offset label (`GMT+5:30` → 330). */
function offsetMinutes(label: string): number {
  const m = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(label)
  if (!m?.[1]) return 0
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0))
}

/** The moment a wall-clock text (`2026-12-06 13:50:00`) of a zone names; null for other texts. */
export function wallClockMoment(text: string, zone: string): Date | null {
  const m = WALL_CLOCK.exec(text.trim())
  if (!m) return null
  const asUtc = Date.UTC(
    Number(m[1]),
    Number(m[2]) - 1,
    Number(m[3]),
    Number(m[4] ?? 0),
    Number(m[5] ?? 0),
    Number(m[6] ?? 0),
  )
  // The zone's offset near that moment; taken again at the corrected moment for days the clock moves.
  const first = asUtc - offsetMinutes(offsetLabel(zone, new Date(asUtc))) * 60_000
  return new Date(asUtc - offsetMinutes(offsetLabel(zone, new Date(first))) * 60_000)
}

/** The label a time of the office's zone carries: its offset where the browser's differs then, else null. */
export function zoneLabel(
  at: Date,
  zone: string = officeTimeZone(),
  browser: string = browserTimeZone(),
): string | null {
  const office = offsetLabel(zone, at)
  return office === offsetLabel(browser, at) ? null : office
}

/**
 * A time the server wrote (wall clock of the office's zone) as the console shows it: as written,
 * followed by the zone's offset where it differs from the browser's (`2026-12-06 13:50:00 GMT+8`).
 */
export function officeTimeText(
  text: string,
  zone: string = officeTimeZone(),
  browser: string = browserTimeZone(),
): string {
  const at = wallClockMoment(text, zone)
  const label = at && zoneLabel(at, zone, browser)
  return label ? `${text} ${label}` : text
}

/** A moment as wall clock of the office's zone, `YYYY-MM-DD HH:mm:ss` (as the server writes times). */
export function officeWallClock(at: Date, zone: string = officeTimeZone()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`
}
