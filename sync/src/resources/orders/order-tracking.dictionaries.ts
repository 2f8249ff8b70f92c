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

/** Where a booking's tracking number came from: the carrier's adapter, or typed for a parcel booked outside. */
export const orderExpressSource = defineDictionary({
  code: 'order_express_source',
  name: { zh: '下单来源', en: 'Booking source', ja: '依頼元' },
  entries: [
    { key: '1', label: { zh: '系统下单', en: 'Booked with carrier', ja: 'システム依頼' } },
    { key: '2', label: { zh: '外部下单', en: 'Booked outside', ja: '外部依頼' } },
  ],
})

/** Booking sources by meaning (dictionary order_express_source). */
export const BOOKING_SOURCE = { carrier: '1', outside: '2' } as const

/** The tracking part's vocabularies (listed on the orders area). */
export const orderTrackingDictionaries: readonly Dictionary[] = [orderExpressStatus, orderExpressSource]
