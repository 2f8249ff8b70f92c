import type { Label } from '#sync/i18n/language.ts'

/** Texts of the dictionary and parameter screens. */
export const SYSTEM_TEXT = {} as const satisfies Record<string, Label>
