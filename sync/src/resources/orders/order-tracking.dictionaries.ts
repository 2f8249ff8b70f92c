import { type Dictionary, defineDictionary } from '../../dictionaries/define-dictionary.ts'

/** A carrier booking's state (erp/orderexpress): booked with the carrier, or cancelled there. */
export const orderExpressStatus = defineDictionary({
  code: 'order_express_status',
  name: { zh: '物流下单状态', en: 'Carrier booking status', ja: '集荷依頼ステータス' },
  entries: [
    { key: '1', label: { zh: '已下单', en: 'Booked', ja: '依頼済み' } },
    { key: '2', label: { zh: '已取消', en: 'Cancelled', ja: 'キャンセル' } },
  ],
})

/** The tracking part's vocabularies (listed on the orders area). */
export const orderTrackingDictionaries: readonly Dictionary[] = [orderExpressStatus]
