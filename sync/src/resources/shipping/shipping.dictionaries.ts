import { type Dictionary, defineDictionary } from '../../dictionaries/define-dictionary.ts'

/** Spec 1 §4 (ship apply): where a ship application stands, from the buyer's request to its departure. */
export const shipApplyStatus = defineDictionary({
  code: 'ship_apply_status',
  name: { zh: '发货申请状态', en: 'Ship application status', ja: '出荷申請ステータス' },
  entries: [
    { key: '1', label: { zh: '已确认', en: 'Confirmed', ja: '確認済み' } },
    {
      key: '2',
      label: { zh: '待分配', en: 'To be assigned', ja: '割当待ち' },
      remark: 'part of it is in shipment plans, the rest waits',
    },
    { key: '3', label: { zh: '已分配', en: 'Assigned', ja: '割当済み' }, remark: 'all of it is in shipment plans' },
    { key: '5', label: { zh: '已发货', en: 'Shipped', ja: '出荷済み' } },
    { key: '100', label: { zh: '已作废', en: 'Obsolete', ja: '廃止' } },
  ],
})

/** Spec 1 §4 (shipment application text statuses): how much of a purchase order's passed goods is applied for. */
export const shipApplyState = defineDictionary({
  code: 'ship_apply_state',
  name: { zh: '发货申请进度', en: 'Application state', ja: '出荷申請状況' },
  entries: [
    { key: '1', label: { zh: '待申请', en: 'Pending application', ja: '申請待ち' } },
    { key: '2', label: { zh: '部分申请', en: 'Partially applied', ja: '一部申請済み' } },
    { key: '3', label: { zh: '已申请', en: 'Applied', ja: '申請済み' } },
  ],
})

/** Spec 1 §4 (ship order): where a shipment plan stands; 80 void is ours (not in spec). */
export const shipOrderStatus = defineDictionary({
  code: 'ship_order_status',
  name: { zh: '发货计划状态', en: 'Shipment plan status', ja: '出荷計画ステータス' },
  entries: [
    { key: '1', label: { zh: '已确认', en: 'Confirmed', ja: '確定済み' } },
    { key: '3', label: { zh: '待验货', en: 'Awaiting inspection', ja: '検品待ち' } },
    { key: '60', label: { zh: '已发货', en: 'Shipped', ja: '出荷済み' } },
    { key: '80', label: { zh: '已作废', en: 'Void', ja: '無効' }, remark: 'not in spec: a void plan, with its reason' },
    { key: '100', label: { zh: '已完成', en: 'Completed', ja: '完了' } },
  ],
})

/** Spec 1 §9 payment types: what a purchase payment pays for. */
export const purchasePaymentType = defineDictionary({
  code: 'purchase_payment_type',
  name: { zh: '付款类型', en: 'Payment type', ja: '支払種別' },
  entries: [
    { key: '1', label: { zh: '货款', en: 'Goods', ja: '代金' } },
    { key: '2', label: { zh: '定金', en: 'Deposit', ja: '手付金' } },
    { key: '3', label: { zh: '长期定金', en: 'Long-term deposit', ja: '長期手付金' } },
    { key: '4', label: { zh: '其他', en: 'Other', ja: 'その他' } },
  ],
})

/** Where a purchase payment stands (ours; the finance area pays it). */
export const purchasePaymentStatus = defineDictionary({
  code: 'purchase_payment_status',
  name: { zh: '付款状态', en: 'Payment status', ja: '支払ステータス' },
  entries: [
    { key: '1', label: { zh: '待付款', en: 'To pay', ja: '支払待ち' } },
    { key: '2', label: { zh: '付款中', en: 'Paying', ja: '支払中' }, remark: 'ours: in the finance approval' },
    { key: '3', label: { zh: '已付款', en: 'Paid', ja: '支払済み' } },
  ],
})

/** The shipping area's vocabularies. */
export const shippingDictionaries: readonly Dictionary[] = [
  shipApplyStatus,
  shipApplyState,
  shipOrderStatus,
  purchasePaymentType,
  purchasePaymentStatus,
]
