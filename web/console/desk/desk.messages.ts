import type { Label } from '#sync/i18n/language.ts'

/** Texts of the desk: home dashboard, download centre, message and news centres. */
export const DESK_TEXT = {} as const satisfies Record<string, Label>
