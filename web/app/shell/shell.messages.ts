import type { Label } from '#sync/i18n/language.ts'

/** Texts of the console shell: menus, tabs, top bar, themes, drawers, error log. */
export const SHELL_TEXT = {} as const satisfies Record<string, Label>
