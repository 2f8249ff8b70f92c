import type { Label } from '../../i18n/language.ts'

/** Messages of the fba area (keys prefixed `fba.`), in each language. */
export const fbaMessages = {} as const satisfies Record<string, Label>
