import { ACCEPT_LANGUAGE, type Language } from '#sync/i18n/language.ts'

/** A moment as the store may hold it: epoch milliseconds, ISO text or a Date. */
export type Moment = number | string | Date | null | undefined

/** The time of the last sync in the person's language: the time alone today, with the date before. */
export function formatSyncTime(at: Moment, lang: Language, now: Date = new Date()): string | null {
  if (at === null || at === undefined || at === '') return null
  const date = at instanceof Date ? at : new Date(at)
  if (Number.isNaN(date.getTime())) return null
  const sameDay = date.toDateString() === now.toDateString()
  return new Intl.DateTimeFormat(ACCEPT_LANGUAGE[lang], {
    ...(sameDay ? {} : { month: '2-digit', day: '2-digit' }),
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date)
}
