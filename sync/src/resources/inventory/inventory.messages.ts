import type { Label } from '../../i18n/language.ts'

/** Messages of the inventory area (keys prefixed `inventory.`), in each language. */
export const inventoryMessages = {
  'inventory.sameCurrency': {
    zh: '原币种和目标币种不能相同',
    en: 'The from and to currencies must differ',
    ja: '換算元と換算先の通貨は異なる必要があります',
  },
  'inventory.rateNotFound': {
    zh: '没有 {from} 兑 {to} 的汇率',
    en: 'There is no exchange rate from {from} to {to}',
    ja: '{from} から {to} への為替レートがありません',
  },
  'inventory.ratePairRequired': {
    zh: '请指定汇率记录，或原币种和目标币种',
    en: 'Name the exchange rate (id) or its from and to currencies',
    ja: '為替レート（id）または換算元・換算先通貨を指定してください',
  },
} as const satisfies Record<string, Label>
