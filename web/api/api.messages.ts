import type { Label } from '#sync/i18n/language.ts'

/** Texts of the API client: time-outs, network errors, upload and download failures. */
export const API_TEXT = {} as const satisfies Record<string, Label>
