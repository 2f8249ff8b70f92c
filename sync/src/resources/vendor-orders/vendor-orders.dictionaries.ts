import { type Dictionary, defineDictionary } from '../../dictionaries/define-dictionary.ts'

/**
 * Vendor-central purchase order status (a PO the retailer sent, e.g. Amazon VC): confirmed to the
 * retailer, given warehouses, packed into cartons (a shipment), its ASN confirmed, shipped,
 * invoiced; or cancelled, rejected, split into parts, merged into another PO.
 */
export const vcAdminOrderStatus = defineDictionary({
  code: 'vc_admin_order_status',
  name: { zh: 'VC订单状态', en: 'VC order status', ja: 'VC発注ステータス' },
  entries: [
    { key: '1', label: { zh: '待确认', en: 'To confirm', ja: '確認待ち' } },
    { key: '2', label: { zh: '待分配', en: 'To distribute', ja: '割当待ち' } },
    { key: '3', label: { zh: '已分配', en: 'Distributed', ja: '割当済み' } },
    { key: '4', label: { zh: '装箱中', en: 'Packing', ja: '梱包中' } },
    { key: '5', label: { zh: 'ASN已确认', en: 'ASN confirmed', ja: 'ASN確定済み' } },
    { key: '6', label: { zh: '已发货', en: 'Shipped', ja: '出荷済み' } },
    { key: '7', label: { zh: '已开票', en: 'Invoiced', ja: '請求済み' } },
    { key: '8', label: { zh: '已取消', en: 'Cancelled', ja: 'キャンセル' } },
    { key: '9', label: { zh: '已拒绝', en: 'Rejected', ja: '拒否' } },
    { key: '10', label: { zh: '已拆分', en: 'Split', ja: '分割済み' } },
    { key: '11', label: { zh: '已合并', en: 'Merged', ja: '統合済み' } },
  ],
})

/**
 * Customer PO order status: spec 1 §4 PO order (1 to confirm, 2 confirmed, 3 cancelled), then the
 * states the customer side's actions reach (pending review, shipped, void).
 */
export const vcCustomerOrderStatus = defineDictionary({
  code: 'vc_customer_order_status',
  name: { zh: 'PO订单状态', en: 'PO order status', ja: 'POオーダーステータス' },
  entries: [
    { key: '1', label: { zh: '待确认', en: 'To confirm', ja: '確認待ち' } },
    { key: '2', label: { zh: '已确认', en: 'Confirmed', ja: '確認済み' } },
    { key: '3', label: { zh: '已取消', en: 'Cancelled', ja: 'キャンセル' } },
    { key: '4', label: { zh: '待审核', en: 'Pending review', ja: '審査待ち' } },
    { key: '5', label: { zh: '已发货', en: 'Shipped', ja: '出荷済み' } },
    { key: '6', label: { zh: '已作废', en: 'Void', ja: '無効' } },
  ],
})

/** Where a VC order's carton labels came from. */
export const vcLabelSource = defineDictionary({
  code: 'vc_label_source',
  name: { zh: '箱标来源', en: 'Carton label source', ja: '箱ラベルの出所' },
  entries: [
    { key: '1', label: { zh: '系统生成', en: 'Generated', ja: 'システム生成' } },
    { key: '2', label: { zh: '上传', en: 'Uploaded', ja: 'アップロード' } },
  ],
})

/** The vendor-orders area's vocabularies. */
export const vendorOrdersDictionaries: Dictionary[] = [vcAdminOrderStatus, vcCustomerOrderStatus, vcLabelSource]
