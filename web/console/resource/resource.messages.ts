import type { Label } from '#sync/i18n/language.ts'

/** Texts of the generic list and form pages of declared resources. */
export const RESOURCE_TEXT = {} as const satisfies Record<string, Label>
