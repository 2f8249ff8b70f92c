import { type Dictionary, defineDictionary } from '../../dictionaries/define-dictionary.ts'
import { containerTypeDictionary } from './containers.ts'

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

const NOT_IN_SPEC = 'not in spec (ours)'

/** Issue 31 (ours, not in the spec): where a ship (container) stands. */
export const shipStatus = defineDictionary({
  code: 'ship_status',
  name: { zh: '货柜状态', en: 'Ship status', ja: 'コンテナステータス' },
  entries: [
    { key: '1', label: { zh: '草稿', en: 'Draft', ja: '下書き' }, remark: NOT_IN_SPEC },
    { key: '2', label: { zh: '已确认', en: 'Confirmed', ja: '確定済み' }, remark: NOT_IN_SPEC },
    {
      key: '3',
      label: { zh: '已开船(在途)', en: 'Departed (in transit)', ja: '出港済み(輸送中)' },
      remark: NOT_IN_SPEC,
    },
    { key: '4', label: { zh: '到港待入库', en: 'Arriving', ja: '入港・入庫待ち' }, remark: NOT_IN_SPEC },
    { key: '5', label: { zh: '已入库', en: 'Received', ja: '入庫済み' }, remark: NOT_IN_SPEC },
    { key: '80', label: { zh: '已作废', en: 'Void', ja: '無効' }, remark: NOT_IN_SPEC },
  ],
})

/** Issue 31 (spec 1 §5 "cost not calculated"): where a ship's costs stand. */
export const shipCostStatus = defineDictionary({
  code: 'ship_cost_status',
  name: { zh: '费用状态', en: 'Cost status', ja: '費用ステータス' },
  entries: [
    { key: '0', label: { zh: '未计算', en: 'Not calculated', ja: '未計算' } },
    { key: '1', label: { zh: '已计算', en: 'Calculated', ja: '計算済み' } },
    { key: '2', label: { zh: '已核对', en: 'Checked', ja: '確認済み' } },
    { key: '3', label: { zh: '已生成账单', en: 'Billed', ja: '請求済み' } },
  ],
})

/** The costs of shipping a container across the sea. */
export const shipCostType = defineDictionary({
  code: 'ship_cost_type',
  name: { zh: '货柜费用类型', en: 'Ship cost type', ja: 'コンテナ費用種別' },
  entries: [
    { key: '1', label: { zh: '海运费', en: 'Ocean freight', ja: '海上運賃' } },
    { key: '2', label: { zh: '报关清关费', en: 'Customs', ja: '通関費' } },
    { key: '3', label: { zh: '保险费', en: 'Insurance', ja: '保険料' } },
    { key: '4', label: { zh: '港杂费', en: 'Port charges', ja: '港湾費用' } },
    { key: '5', label: { zh: '拖车费', en: 'Trucking', ja: 'ドレージ費' } },
  ],
})

/** What a cost is shared among the plan lines by. */
export const shipCostBasis = defineDictionary({
  code: 'ship_cost_basis',
  name: { zh: '分摊方式', en: 'Allocation basis', ja: '配賦基準' },
  entries: [
    { key: '1', label: { zh: '按体积', en: 'By volume', ja: '容積按分' } },
    { key: '2', label: { zh: '按重量', en: 'By weight', ja: '重量按分' } },
    { key: '3', label: { zh: '按货值', en: 'By value', ja: '価額按分' } },
  ],
})

/** How a cost's amount is worked out. */
export const shipCostPriceUnit = defineDictionary({
  code: 'ship_cost_price_unit',
  name: { zh: '计价方式', en: 'Pricing', ja: '計算方法' },
  entries: [
    { key: '1', label: { zh: '每立方米', en: 'Per m³', ja: '1m³あたり' } },
    { key: '2', label: { zh: '每公斤', en: 'Per kg', ja: '1kgあたり' } },
    { key: '3', label: { zh: '货值百分比', en: '% of goods value', ja: '貨物価額の%' } },
    { key: '4', label: { zh: '固定金额', en: 'Fixed amount', ja: '固定額' } },
  ],
})

/** A ship bill's payment (the finance issue pays it). */
export const shipBillStatus = defineDictionary({
  code: 'ship_bill_status',
  name: { zh: '账单付款状态', en: 'Bill payment status', ja: '請求支払ステータス' },
  entries: [
    { key: '1', label: { zh: '未付款', en: 'Unpaid', ja: '未払い' } },
    { key: '2', label: { zh: '部分付款', en: 'Partly paid', ja: '一部支払済み' } },
    { key: '3', label: { zh: '已付款', en: 'Paid', ja: '支払済み' } },
    { key: '80', label: { zh: '已作废', en: 'Void', ja: '無効' }, remark: NOT_IN_SPEC },
  ],
})

/** What a ship's file is. */
export const shipFileType = defineDictionary({
  code: 'ship_file_type',
  name: { zh: '货柜附件类型', en: 'Ship file type', ja: 'コンテナ添付種類' },
  entries: [
    { key: '1', label: { zh: '提单', en: 'Bill of lading', ja: '船荷証券' } },
    { key: '2', label: { zh: '报关单', en: 'Customs declaration', ja: '輸出申告書' } },
    { key: '3', label: { zh: '装柜照片', en: 'Loading photo', ja: '積込写真' } },
    { key: '9', label: { zh: '其他', en: 'Other', ja: 'その他' } },
  ],
})

/** Spec 3 §4: invoice notice statuses. */
export const financialInvoiceStatus = defineDictionary({
  code: 'financial_invoice_status',
  name: { zh: '开票通知状态', en: 'Invoice notice status', ja: '請求書発行依頼ステータス' },
  entries: [
    { key: '1', label: { zh: '待确认', en: 'To confirm', ja: '確認待ち' } },
    { key: '3', label: { zh: '已确认', en: 'Confirmed', ja: '確認済み' } },
    { key: '100', label: { zh: '已开票', en: 'Invoiced', ja: '発行済み' } },
  ],
})

/** The shipping area's vocabularies. */
export const shippingDictionaries: readonly Dictionary[] = [
  shipApplyStatus,
  shipApplyState,
  shipOrderStatus,
  purchasePaymentType,
  purchasePaymentStatus,
  containerTypeDictionary,
  shipStatus,
  shipCostStatus,
  shipCostType,
  shipCostBasis,
  shipCostPriceUnit,
  shipBillStatus,
  shipFileType,
  financialInvoiceStatus,
]
