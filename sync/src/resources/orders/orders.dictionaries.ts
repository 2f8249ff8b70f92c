import { type Dictionary, defineDictionary } from '../../dictionaries/define-dictionary.ts'

/**
 * Sales order status (spec 1 §4 sale order tabs, stored as numbers so the order page's tab filter
 * and counts run on one index; each entry's remark is the tab key the screens and stateOrderNum use).
 */
export const saleOrderStatus = defineDictionary({
  code: 'sale_order_status',
  name: { zh: '销售订单状态', en: 'Sales order status', ja: '受注ステータス' },
  entries: [
    { key: '1', label: { zh: '未付款', en: 'Unpaid', ja: '未払い' }, remark: 'noPay' },
    { key: '2', label: { zh: '待审核', en: 'Pending review', ja: '審査待ち' }, remark: 'toAudit' },
    { key: '3', label: { zh: '已审核', en: 'Reviewed', ja: '審査済み' }, remark: 'audited' },
    { key: '4', label: { zh: '待发货', en: 'Pending shipment', ja: '出荷待ち' }, remark: 'pending' },
    { key: '5', label: { zh: '已发货', en: 'Shipped', ja: '出荷済み' }, remark: 'shipped' },
    { key: '6', label: { zh: '冻结', en: 'Frozen', ja: '凍結' }, remark: 'freeze' },
    { key: '7', label: { zh: '缺货', en: 'Out of stock', ja: '在庫切れ' }, remark: 'stockout' },
    { key: '8', label: { zh: 'LTL待处理', en: 'LTL pending', ja: 'LTL保留中' }, remark: 'ltlPedding' },
    { key: '9', label: { zh: '问题件', en: 'Problem', ja: '問題あり' }, remark: 'issue' },
    { key: '10', label: { zh: '已作废', en: 'Discarded', ja: '破棄' }, remark: 'rendscr' },
    // Replaced by a split's parts or by a merged order: no tab (only "all"), never counted as discarded.
    { key: '11', label: { zh: '已拆分', en: 'Split', ja: '分割済み' } },
    { key: '12', label: { zh: '已合并', en: 'Merged', ja: '統合済み' } },
  ],
})

/** Kind of sales order (spec 2 §1: B2C, B2B wholesale, PO orders). */
export const saleOrderType = defineDictionary({
  code: 'sale_order_type',
  name: { zh: '订单类型', en: 'Order type', ja: '受注種別' },
  entries: [
    { key: '1', label: { zh: 'B2C订单', en: 'B2C', ja: 'B2C' } },
    { key: '2', label: { zh: 'B2B批发订单', en: 'B2B wholesale', ja: 'B2B卸売' } },
    { key: '3', label: { zh: 'PO订单', en: 'PO order', ja: 'PO注文' } },
  ],
})

/** Whether an order's tracking number reached its marketplace (pushTrackNum and the like). */
export const trackPushStatus = defineDictionary({
  code: 'track_push_status',
  name: { zh: '跟踪号回传', en: 'Tracking push', ja: '追跡番号連携' },
  entries: [
    { key: '1', label: { zh: '已回传', en: 'Pushed', ja: '連携済み' }, remark: 'Not in spec' },
    { key: '2', label: { zh: '平台拒绝', en: 'Refused by the marketplace', ja: 'モールが拒否' } },
  ],
})

/** The orders area's vocabularies (the order cut, warehouse order, track and PO ones are platform-wide: status.dictionaries.ts). */
export const ordersDictionaries: readonly Dictionary[] = [saleOrderStatus, saleOrderType, trackPushStatus]
