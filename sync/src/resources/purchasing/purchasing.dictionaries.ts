import { type Dictionary, defineDictionary } from '../../dictionaries/define-dictionary.ts'
import { SALE_PLAN_HINT } from './sale-plan.actions.ts'

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

/** Spec 1 §4 (sales plan): where a plan stands, from its draft to what purchases have bought of it. */
export const salePlanStatus = defineDictionary({
  code: 'sale_plan_status',
  name: { zh: '销售计划状态', en: 'Sales plan status', ja: '販売計画ステータス' },
  entries: [
    { key: '1', label: { zh: '待确认', en: 'Pending confirmation', ja: '確認待ち' } },
    { key: '2', label: { zh: '待审核', en: 'Pending review', ja: '審査待ち' } },
    { key: '3', label: { zh: '审核通过', en: 'Approved', ja: '承認済み' } },
    { key: '4', label: { zh: '部分采购', en: 'Partly purchased', ja: '一部購買済み' } },
    { key: '5', label: { zh: '已采购', en: 'Purchased', ja: '購買済み' } },
    { key: '6', label: { zh: '审核驳回', en: 'Review rejected', ja: '審査却下' } },
    { key: '7', label: { zh: '已作废', en: 'Invalidated', ja: '無効' } },
  ],
})

/** Spec 1 §3 (sales plan): how the plan's goods are settled with the factory. */
export const salePlanSettlementWay = defineDictionary({
  code: 'sale_plan_settlement_way',
  name: { zh: '结算方式', en: 'Settlement way', ja: '決済方法' },
  entries: [
    { key: '1', label: { zh: 'FOB', en: 'FOB', ja: 'FOB' } },
    { key: '2', label: { zh: 'EXW', en: 'EXW', ja: 'EXW' } },
    { key: '3', label: { zh: 'CIF', en: 'CIF', ja: 'CIF' } },
    { key: '4', label: { zh: 'DDP', en: 'DDP', ja: 'DDP' } },
  ],
})

/** Spec 1 §5 plan hints: what a plan's list shows beside a plan that needs attention (its `planHint`). */
export const salePlanHint = defineDictionary({
  code: SALE_PLAN_HINT.dictionary,
  name: { zh: '销售计划提醒', en: 'Sales plan hint', ja: '販売計画の通知' },
  entries: [
    {
      key: '1',
      label: {
        zh: '创建已超 25 天仍未审核通过',
        en: 'Not approved 25 days after it was made',
        ja: '作成から 25 日経っても未承認',
      },
    },
    {
      key: SALE_PLAN_HINT.factoryDateNear,
      label: { zh: '距预计出厂日不足 10 天', en: 'Factory date within 10 days', ja: '出荷予定日まで 10 日以内' },
    },
  ],
})

/** Spec 1 §4 purchase status list: where a purchase stands. */
export const purchaseStatus = defineDictionary({
  code: 'purchase_status',
  name: { zh: '采购单状态', en: 'Purchase status', ja: '購買ステータス' },
  entries: [
    { key: '1', label: { zh: '待确定', en: 'To be determined', ja: '未確定' } },
    { key: '3', label: { zh: '已确定', en: 'Determined', ja: '確定済み' } },
    { key: '80', label: { zh: '已作废', en: 'Abolished', ja: '廃止' } },
    { key: '100', label: { zh: '已完成', en: 'Marked complete', ja: '完了' } },
  ],
})

/** Spec 1 §4 purchase management: a purchase order's audit (5 while its approval runs). */
export const purchaseOrderStatus = defineDictionary({
  code: 'purchase_order_status',
  name: { zh: '采购订单审核状态', en: 'Purchase order audit status', ja: '発注書承認ステータス' },
  entries: [
    { key: '1', label: { zh: '待审核', en: 'Pending', ja: '審査待ち' } },
    { key: '5', label: { zh: '审批中', en: 'In approval', ja: '承認中' } },
    { key: '2', label: { zh: '审核通过', en: 'Approved', ja: '承認済み' } },
    { key: '3', label: { zh: '审核驳回', en: 'Rejected', ja: '却下' } },
    { key: '4', label: { zh: '已作废', en: 'Void', ja: '無効' } },
  ],
})

/** Where a purchase order's goods are: checked at the factory, shipped, received. */
export const purchaseOrderProgress = defineDictionary({
  code: 'purchase_order_progress',
  name: { zh: '采购订单进度', en: 'Purchase order progress', ja: '発注書進捗' },
  entries: [
    { key: '1', label: { zh: '待验货', en: 'Awaiting inspection', ja: '検品待ち' } },
    { key: '2', label: { zh: '验货通过', en: 'Inspected', ja: '検品合格' } },
    { key: '3', label: { zh: '验货不合格', en: 'Inspection failed', ja: '検品不合格' } },
    { key: '4', label: { zh: '已发货', en: 'Shipped', ja: '出荷済み' } },
    { key: '5', label: { zh: '部分入库', en: 'Partly received', ja: '一部入庫' } },
    { key: '6', label: { zh: '已入库', en: 'Received', ja: '入庫済み' } },
  ],
})

/** A quality check's verdict on a lot. */
export const qualityCheckResult = defineDictionary({
  code: 'quality_check_result',
  name: { zh: '验货结果', en: 'Quality check result', ja: '検品結果' },
  entries: [
    { key: '1', label: { zh: '合格', en: 'Passed', ja: '合格' } },
    { key: '2', label: { zh: '不合格', en: 'Failed', ja: '不合格' } },
  ],
})

/** Vocabularies of the purchasing area beyond spec 1 §4 and §9. */
export const purchasingDictionaries: readonly Dictionary[] = [
  purchaseStatus,
  purchaseOrderStatus,
  purchaseOrderProgress,
  qualityCheckResult,
  settlementMethod,
  paymentMethod,
  salePlanStatus,
  salePlanSettlementWay,
  salePlanHint,
]
