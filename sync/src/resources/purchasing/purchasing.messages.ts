import type { Label } from '../../i18n/language.ts'

/** Messages of the purchasing area (keys prefixed `purchasing.`), in each language. */
export const purchasingMessages = {
  'purchasing.factoryDisabled': {
    zh: '供应商“{factory}”已禁用',
    en: 'Supplier "{factory}" is disabled',
    ja: 'サプライヤー「{factory}」は無効です',
  },
} as const satisfies Record<string, Label>
