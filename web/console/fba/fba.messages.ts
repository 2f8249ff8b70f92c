import type { Label } from '#sync/i18n/language.ts'

/** Texts of the FBA screens: transfers, turnovers and the FBA inventory by fulfilment centre. */
export const FBA_TEXT = {
  'fbaPage.centres': { zh: '按FBA仓汇总', en: 'By fulfilment centre', ja: 'FBA倉庫別' },
  'fbaPage.centre': { zh: 'FBA仓', en: 'Fulfilment centre', ja: 'FBA倉庫' },
  'fbaPage.centre.skus': { zh: 'SKU数', en: 'SKUs', ja: 'SKU数' },
  'fbaPage.centre.fulfillable': { zh: '可售', en: 'Fulfillable', ja: '販売可能' },
  'fbaPage.centre.inbound': { zh: '入库中', en: 'Inbound', ja: '納品中' },
  'fbaPage.centre.reserved': { zh: '预留', en: 'Reserved', ja: '予約済み' },
  'fbaPage.centre.unfulfillable': { zh: '不可售', en: 'Unfulfillable', ja: '販売不可' },
  'fbaPage.centre.total': { zh: '总数', en: 'Total', ja: '合計' },
} as const satisfies Record<string, Label>
