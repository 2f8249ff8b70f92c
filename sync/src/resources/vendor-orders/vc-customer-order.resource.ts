import { CURRENCY_CHOICES, defineResource, f } from '../define-resource.ts'

/** Who works customer PO orders. */
export const VC_CUSTOMER_ORDER_PERMISSIONS = {
  view: 'vc_customer_order_view',
  add: 'vc_customer_order_add',
  edit: 'vc_customer_order_edit',
  remove: 'vc_customer_order_delete',
} as const

/** Who reads and updates the tracks of customer PO orders. */
export const VC_TRACK_PERMISSIONS = {
  view: 'vc_customer_order_track_view',
  add: 'vc_customer_order_track_add',
  edit: 'vc_customer_order_track_edit',
  remove: 'vc_customer_order_track_delete',
} as const

const units = (zh: string, en: string, ja: string, more: { required?: boolean; min?: number; example?: number } = {}) =>
  f.integer({ label: { zh, en, ja }, min: 0, max: 99_999_999, list: true, ...more })
const money = (zh: string, en: string, ja: string, more: { required?: boolean; example?: string } = {}) =>
  f.decimal({ label: { zh, en, ja }, scale: 4, shown: 2, min: 0, max: 9_999_999_999, list: true, ...more })

/**
 * Customer PO order (PO订单, /api/erp/vcCustomerOrder; spec 1 §4 PO order: to confirm, confirmed,
 * cancelled): a customer's purchase order we answer with what we can supply (the confirm info:
 * units per line and the warehouse, which reserves them) or cancel (the cancel info), review, cut
 * short, ship with a tracking number (the units leave through the ledger) and book into the
 * customer's fulfilment centre with an ARN (appointment request number).
 */
export const vcCustomerOrder = defineResource({
  area: 'vendor-orders',
  module: 'erp',
  name: 'vcCustomerOrder',
  table: 'erp_vc_customer_order',
  label: { zh: 'PO订单', en: 'PO order', ja: 'POオーダー' },
  fields: {
    code: f.text({
      label: { zh: 'PO单号', en: 'PO number', ja: 'PO番号' },
      required: true,
      max: 40,
      pattern: /^[A-Za-z0-9_-]+$/,
      rule: { zh: '字母、数字、- 或 _', en: 'letters, digits, - or _', ja: '英数字、- または _' },
      unique: true,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
      sort: true,
      example: 'CPO-EXAMPLE-01',
    }),
    customerName: f.text({
      label: { zh: '客户', en: 'Customer', ja: '顧客' },
      required: true,
      max: 100,
      list: true,
      search: true,
      example: 'Demo Retail Buyer',
    }),
    shopId: f.link('erp/baseshop', { label: { zh: '店铺', en: 'Shop', ja: 'ショップ' }, list: true, search: true }),
    vcAdminOrderId: f.link('erp/vcAdminOrder', {
      label: { zh: 'VC订单', en: 'VC order', ja: 'VC発注' },
      search: true,
    }),
    storeId: f.link('erp/basestore', {
      label: { zh: '发货仓库', en: 'Warehouse', ja: '出荷倉庫' },
      list: true,
      search: true,
      example: '1000000000000004202',
    }),
    currency: f.text({
      label: { zh: '币种', en: 'Currency', ja: '通貨' },
      max: 3,
      choices: CURRENCY_CHOICES,
      list: true,
      example: 'USD',
    }),
    deliveryDate: f.date({
      label: { zh: '交货日期', en: 'Delivery date', ja: '納期' },
      list: true,
      search: true,
      sort: true,
      example: '2026-07-15',
    }),
    shipToFc: f.text({
      label: { zh: '目的仓(FC)', en: 'Ship-to FC', ja: '納品先FC' },
      max: 20,
      pattern: /^[A-Za-z0-9_-]+$/,
      list: true,
      search: true,
      example: 'LGB8',
    }),
    shipToAddress: f.text({ label: { zh: '收货地址', en: 'Ship-to address', ja: '納品先住所' }, max: 255 }),
    totalQuantity: units('订购数量', 'Ordered', '発注数'),
    confirmedQuantity: units('确认数量', 'Confirmed', '確認数'),
    shippedQuantity: units('发货数量', 'Shipped', '出荷数'),
    totalAmount: money('订单金额', 'Order amount', '注文金額'),
    confirmedAmount: money('确认金额', 'Confirmed amount', '確認金額'),
    status: f.dict('vc_customer_order_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    confirmTime: f.datetime({ label: { zh: '确认时间', en: 'Confirmed at', ja: '確認日時' } }),
    carrier: f.text({ label: { zh: '承运商', en: 'Carrier', ja: '運送会社' }, max: 64 }),
    trackNumber: f.text({
      label: { zh: '跟踪号', en: 'Tracking no.', ja: '追跡番号' },
      max: 255,
      list: true,
      search: true,
      batchSearch: true,
    }),
    shipTime: f.datetime({ label: { zh: '发货时间', en: 'Shipped at', ja: '出荷日時' }, list: true, sort: true }),
    arn: f.text({ label: { zh: 'ARN预约号', en: 'ARN', ja: 'ARN予約番号' }, max: 40, list: true, search: true }),
    appointmentTime: f.datetime({ label: { zh: '预约送仓时间', en: 'Delivery appointment', ja: '納品予約日時' } }),
    cancelReason: f.text({ label: { zh: '取消原因', en: 'Cancel reason', ja: 'キャンセル理由' }, max: 500 }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 1000, example: 'Back-to-school order' }),
  },
  calls: ['page', 'detail', { op: 'submit', path: 'edit' }, 'save', 'remove'],
  permissions: VC_CUSTOMER_ORDER_PERMISSIONS,
  children: { items: { resource: 'erp/vcCustomerOrderItem', foreignKey: 'orderId' } },
  statusDict: 'vc_customer_order_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'orders', sort: 70 },
})

/** A PO order line: product, units ordered, confirmed and shipped, exact unit price, the answer per line (accepted or rejected). */
export const vcCustomerOrderItem = defineResource({
  area: 'vendor-orders',
  module: 'erp',
  name: 'vcCustomerOrderItem',
  table: 'erp_vc_customer_order_item',
  label: { zh: 'PO订单明细', en: 'PO order line', ja: 'POオーダー明細' },
  fields: {
    orderId: f.link('erp/vcCustomerOrder', {
      label: { zh: 'PO订单', en: 'PO order', ja: 'POオーダー' },
      required: true,
      list: true,
    }),
    productId: f.link('erp/baseproduct', {
      label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' },
      required: true,
      list: true,
      example: '1000000000000003101',
    }),
    sysSku: f.text({ label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' }, max: 64, title: true, list: true }),
    asin: f.text({
      label: { zh: 'ASIN', en: 'ASIN', ja: 'ASIN' },
      max: 10,
      pattern: /^[A-Z0-9]{10}$/,
      rule: { zh: '10位大写字母或数字', en: '10 capital letters or digits', ja: '英大文字または数字10桁' },
      list: true,
    }),
    vendorSku: f.text({ label: { zh: '客户SKU', en: 'Customer SKU', ja: '顧客SKU' }, max: 64, list: true }),
    productName: f.text({ label: { zh: '品名', en: 'Product', ja: '品名' }, max: 255, list: true }),
    orderedQuantity: units('订购数量', 'Ordered', '発注数', { required: true, min: 1, example: 10 }),
    confirmedQuantity: units('确认数量', 'Confirmed', '確認数'),
    shippedQuantity: units('发货数量', 'Shipped', '出荷数'),
    unitPrice: money('单价', 'Unit price', '単価', { required: true, example: '21.9000' }),
    amount: money('金额', 'Amount', '金額'),
    confirmedAmount: money('确认金额', 'Confirmed amount', '確認金額'),
    sendStatus: f.dict('po_send_status', { label: { zh: '回复', en: 'Answer', ja: '回答' }, list: true }),
  },
  calls: [],
  permissions: VC_CUSTOMER_ORDER_PERMISSIONS,
  isChild: true,
  defaultOrder: 'order_id, id',
})

/** Track of a shipped PO order (erp/vcCustomerOrderTrack): the carrier's number, its status (track_status) and last event. */
export const vcCustomerOrderTrack = defineResource({
  area: 'vendor-orders',
  module: 'erp',
  name: 'vcCustomerOrderTrack',
  table: 'erp_vc_customer_order_track',
  label: { zh: 'PO订单物流', en: 'PO order tracking', ja: 'POオーダー追跡' },
  fields: {
    vcCustomerOrderId: f.link('erp/vcCustomerOrder', {
      label: { zh: 'PO订单', en: 'PO order', ja: 'POオーダー' },
      required: true,
      list: true,
      search: true,
    }),
    orderCode: f.text({ label: { zh: 'PO单号', en: 'PO number', ja: 'PO番号' }, max: 40, list: true, search: true }),
    trackNumber: f.text({
      label: { zh: '跟踪号', en: 'Tracking no.', ja: '追跡番号' },
      required: true,
      max: 255,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
    }),
    carrier: f.text({ label: { zh: '承运商', en: 'Carrier', ja: '運送会社' }, max: 64, list: true, search: true }),
    status: f.dict('track_status', {
      label: { zh: '物流状态', en: 'Tracking status', ja: '追跡ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    lastEvent: f.text({ label: { zh: '最新轨迹', en: 'Last event', ja: '最新イベント' }, max: 500, list: true }),
    eventTime: f.datetime({ label: { zh: '轨迹时间', en: 'Event time', ja: 'イベント日時' }, list: true, sort: true }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500, list: true }),
  },
  calls: ['page', 'list', 'detail'],
  handWrittenCalls: ['update'],
  permissions: VC_TRACK_PERMISSIONS,
  statusDict: 'track_status',
  /** A carrier's status moves on; a cancelled track stays cancelled. */
  statusTransitions: {
    '1': ['2', '3', '4', '5', '6'],
    '2': ['3', '4', '5', '6'],
    '3': ['6'],
    '5': ['2', '3', '4', '6'],
    '6': ['2', '3', '4'],
  },
  defaultOrder: 'id DESC',
  menu: { parent: 'orders', sort: 80 },
})
