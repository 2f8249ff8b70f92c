import { type Dictionary, defineDictionary } from '../../dictionaries/define-dictionary.ts'

/** Spec 1 §3 (supplier): how a supplier is settled. */
export const settlementMethod = defineDictionary({
  code: 'settlement_method',
  name: { zh: '结算方式', en: 'Settlement method', ja: '決済条件' },
  entries: [
    { key: '1', label: { zh: '款到发货', en: 'Payment before shipment', ja: '前払い' } },
    { key: '2', label: { zh: '货到付款', en: 'Payment on delivery', ja: '着払い' } },
    { key: '3', label: { zh: '月结', en: 'Monthly settlement', ja: '月末締め' } },
    { key: '4', label: { zh: '定金加尾款', en: 'Deposit and balance', ja: '手付金と残金' } },
  ],
})

/** Spec 1 §3 (supplier): how a supplier is paid. */
export const paymentMethod = defineDictionary({
  code: 'payment_method',
  name: { zh: '付款方式', en: 'Payment method', ja: '支払方法' },
  entries: [
    { key: '1', label: { zh: '银行转账', en: 'Bank transfer', ja: '銀行振込' } },
    { key: '2', label: { zh: '支付宝', en: 'Alipay', ja: 'Alipay' } },
    { key: '3', label: { zh: '微信支付', en: 'WeChat Pay', ja: 'WeChat Pay' } },
    { key: '4', label: { zh: '现金', en: 'Cash', ja: '現金' } },
    { key: '5', label: { zh: '承兑汇票', en: 'Bank acceptance bill', ja: '銀行引受手形' } },
  ],
})

/** Vocabularies of the purchasing area beyond spec 1 §4 and §9. */
export const purchasingDictionaries: readonly Dictionary[] = [settlementMethod, paymentMethod]
