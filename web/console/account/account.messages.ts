import type { Label } from '#sync/i18n/language.ts'

/** Texts of the account screens: sign-in extras, registration, profile, password, lock. */
export const ACCOUNT_TEXT = {} as const satisfies Record<string, Label>
