import type { Label } from '#sync/i18n/language.ts'

/** Texts of the shared widgets: quarter picker, image preview, PDF viewer, rich text, crop, cascader, uploads. */
export const WIDGETS_TEXT = {} as const satisfies Record<string, Label>
