import type { Label } from '../../i18n/language.ts'

/** Messages of the pricing area (keys prefixed `pricing.`), in each language. */
export const pricingMessages = {
  'pricing.currencyUnknown': {
    zh: '{field}：币种 {code} 未在币种管理中设置',
    en: '{field}: the currency {code} is not set up under Currencies',
    ja: '{field}：通貨 {code} は通貨管理に登録されていません',
  },
  'pricing.currencyInUse': {
    zh: '币种 {code} 正被 {count} 条{resource}使用，不能删除',
    en: 'The currency {code} is used by {count} {resource} record(s) and cannot be removed',
    ja: '通貨 {code} は{resource}で {count} 件使用中のため削除できません',
  },
  'pricing.baseCurrencyRemove': {
    zh: '本位币 {code} 不能删除，请先设置其他本位币',
    en: 'The base currency {code} cannot be removed; make another currency the base first',
    ja: '基軸通貨 {code} は削除できません。先に別の通貨を基軸通貨にしてください',
  },
  'pricing.baseCurrencyUnset': {
    zh: '请将其他币种设为本位币，而不是取消本位币',
    en: 'Make another currency the base currency instead of unsetting this one',
    ja: '基軸通貨を解除せず、別の通貨を基軸通貨に設定してください',
  },
  'pricing.expiryBeforeEffective': {
    zh: '失效日期不能早于生效日期',
    en: 'The expiry date cannot be before the effective date',
    ja: '適用終了日は適用開始日より前にできません',
  },
  'pricing.freightFieldNeeded': {
    zh: '按“{mode}”计费时必须填写{field}',
    en: '{field} is needed when charging {mode}',
    ja: '「{mode}」で課金する場合は{field}が必要です',
  },
  'pricing.positiveNeeded': {
    zh: '{field}必须大于 0',
    en: '{field} must be greater than 0',
    ja: '{field}は 0 より大きくしてください',
  },
} as const satisfies Record<string, Label>
