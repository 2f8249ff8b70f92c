import type { Label } from '#sync/i18n/language.ts'

/** Texts of the form inputs: batch search, date range, number input, remote select, long text. */
export const INPUTS_TEXT = {} as const satisfies Record<string, Label>
