import type { Label } from '#sync/i18n/language.ts'

/** Texts of the FBA screens: transfers, turnovers and the FBA inventory by fulfilment centre. */
export const FBA_TEXT = {
  'fbaPage.tabs': { zh: '按状态', en: 'By status', ja: 'ステータス別' },
} as const satisfies Record<string, Label>
