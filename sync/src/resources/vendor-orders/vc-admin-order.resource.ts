import { CURRENCY_CHOICES, defineResource, f } from '../define-resource.ts'

/** Who works vendor-central purchase orders (the admin side). */
export const VC_ADMIN_ORDER_PERMISSIONS = {
  view: 'vc_admin_order_view',
  add: 'vc_admin_order_add',
  edit: 'vc_admin_order_edit',
  remove: 'vc_admin_order_delete',
} as const

const units = (zh: string, en: string, ja: string, more: { required?: boolean; min?: number; example?: number } = {}) =>
  f.integer({ label: { zh, en, ja }, min: 0, max: 99_999_999, list: true, ...more })

/** Cost money of a VC order: exact to 4 places (retailers quote unit costs beyond the cent), shown to 2. */
const cost = (zh: string, en: string, ja: string, more: { required?: boolean; example?: string } = {}) =>
  f.decimal({ label: { zh, en, ja }, scale: 4, shown: 2, min: 0, max: 9_999_999_999, list: true, ...more })

/**
 * Vendor-central purchase order (VC订单, /api/erp/vcAdminOrder; spec 2 §7.3): a PO the retailer
 * (Amazon Vendor Central) sent to one of our VC shops — PO number, vendor code, ship window and the
 * fulfilment centre to deliver to, lines with ASIN/UPC and exact unit costs. We confirm it
 * (accepting or rejecting units per line), give its lines warehouses (which reserves the units),
 * split or merge it, pack it into cartons (a shipment with labels), confirm the ASN, ship it
 * (the reserved units leave through the ledger) and invoice it.
 */
export const vcAdminOrder = defineResource({
  area: 'vendor-orders',
  module: 'erp',
  name: 'vcAdminOrder',
  table: 'erp_vc_admin_order',
  label: { zh: 'VC订单', en: 'VC purchase order', ja: 'VC発注' },
  fields: {
    poNumber: f.text({
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
      example: 'PO-EXAMPLE-01',
    }),
    shopId: f.link('erp/baseshop', {
      label: { zh: 'VC店铺', en: 'VC shop', ja: 'VCショップ' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000013001',
    }),
    vendorCode: f.text({
      label: { zh: '供应商编码', en: 'Vendor code', ja: 'ベンダーコード' },
      max: 20,
      pattern: /^[A-Za-z0-9_-]+$/,
      list: true,
      search: true,
      example: 'DEMOV',
    }),
    shipToFc: f.text({
      label: { zh: '目的仓(FC)', en: 'Ship-to FC', ja: '納品先FC' },
      max: 20,
      pattern: /^[A-Za-z0-9_-]+$/,
      list: true,
      search: true,
      example: 'ONT8',
    }),
    shipToAddress: f.text({ label: { zh: '收货地址', en: 'Ship-to address', ja: '納品先住所' }, max: 255 }),
    shipWindowStart: f.date({
      label: { zh: '发货窗口开始', en: 'Ship window from', ja: '出荷期間開始' },
      list: true,
      search: true,
      sort: true,
      example: '2026-07-01',
    }),
    shipWindowEnd: f.date({
      label: { zh: '发货窗口结束', en: 'Ship window to', ja: '出荷期間終了' },
      list: true,
      search: true,
      example: '2026-07-07',
    }),
    orderDate: f.date({
      label: { zh: '下单日期', en: 'Ordered on', ja: '発注日' },
      list: true,
      search: true,
      sort: true,
    }),
    currency: f.text({
      label: { zh: '币种', en: 'Currency', ja: '通貨' },
      max: 3,
      choices: CURRENCY_CHOICES,
      list: true,
      example: 'USD',
    }),
    totalQuantity: units('订购数量', 'Ordered', '発注数'),
    acceptedQuantity: units('接受数量', 'Accepted', '受諾数'),
    shippedQuantity: units('发货数量', 'Shipped', '出荷数'),
    totalCost: cost('订购金额', 'Ordered cost', '発注金額'),
    acceptedCost: cost('接受金额', 'Accepted cost', '受諾金額'),
    status: f.dict('vc_admin_order_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    poSendStatus: f.dict('po_send_status', {
      label: { zh: 'PO回复', en: 'PO answer', ja: 'PO回答' },
      list: true,
      search: true,
    }),
    storeId: f.link('erp/basestore', {
      label: { zh: '发货仓库', en: 'Warehouse', ja: '出荷倉庫' },
      list: true,
      search: true,
    }),
    parentOrderId: f.link('erp/vcAdminOrder', { label: { zh: '拆自', en: 'Split from', ja: '分割元' }, search: true }),
    mergedIntoId: f.link('erp/vcAdminOrder', {
      label: { zh: '合并到', en: 'Merged into', ja: '統合先' },
      search: true,
    }),
    asnNumber: f.text({ label: { zh: 'ASN单号', en: 'ASN number', ja: 'ASN番号' }, max: 40, list: true, search: true }),
    shipmentTime: f.datetime({ label: { zh: 'ASN确认时间', en: 'ASN confirmed at', ja: 'ASN確定日時' } }),
    carrier: f.text({ label: { zh: '承运商', en: 'Carrier', ja: '運送会社' }, max: 64 }),
    trackNumber: f.text({
      label: { zh: '跟踪号/BOL', en: 'Tracking no. / BOL', ja: '追跡番号/BOL' },
      max: 255,
      list: true,
      search: true,
    }),
    shipTime: f.datetime({ label: { zh: '发货时间', en: 'Shipped at', ja: '出荷日時' }, list: true, sort: true }),
    labelUrl: f.file({ label: { zh: '箱标', en: 'Carton labels', ja: '箱ラベル' }, accept: ['pdf'] }),
    labelAttachId: f.link('blade-resource/attach', {
      label: { zh: '箱标附件', en: 'Carton label file', ja: '箱ラベルファイル' },
    }),
    labelSource: f.dict('vc_label_source', { label: { zh: '箱标来源', en: 'Label source', ja: 'ラベルの出所' } }),
    upcUrl: f.file({ label: { zh: 'UPC标签', en: 'UPC labels', ja: 'UPCラベル' }, accept: ['pdf', 'png', 'jpg'] }),
    invoiceNumber: f.text({
      label: { zh: '发票号', en: 'Invoice number', ja: '請求書番号' },
      max: 64,
      list: true,
      search: true,
    }),
    paymentNumber: f.text({ label: { zh: '付款单号', en: 'Payment number', ja: '支払番号' }, max: 64, search: true }),
    invoiceAmount: cost('发票金额', 'Invoice amount', '請求金額'),
    invoiceStatus: f.dict('vc_check_status', {
      label: { zh: '发票审核', en: 'Invoice check', ja: '請求審査' },
      list: true,
      search: true,
    }),
    invoiceTime: f.datetime({ label: { zh: '开票时间', en: 'Invoiced at', ja: '請求日時' } }),
    cancelReason: f.text({ label: { zh: '取消原因', en: 'Cancel reason', ja: 'キャンセル理由' }, max: 500 }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 1000, example: 'Summer replenishment' }),
  },
  calls: ['page', { op: 'submit', path: 'saveOrUpdateOrder' }, 'remove'],
  handWrittenCalls: ['detail'],
  permissions: VC_ADMIN_ORDER_PERMISSIONS,
  children: { items: { resource: 'erp/vcAdminOrderItem', foreignKey: 'orderId' } },
  statusDict: 'vc_admin_order_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'orders', sort: 60 },
})

/** A VC PO line: the product, its ASIN/UPC, what was ordered, accepted and shipped, at an exact unit cost, from which warehouse. */
export const vcAdminOrderItem = defineResource({
  area: 'vendor-orders',
  module: 'erp',
  name: 'vcAdminOrderItem',
  table: 'erp_vc_admin_order_item',
  label: { zh: 'VC订单明细', en: 'VC order line', ja: 'VC発注明細' },
  fields: {
    orderId: f.link('erp/vcAdminOrder', {
      label: { zh: 'VC订单', en: 'VC order', ja: 'VC発注' },
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
      search: true,
      example: 'B0DEMO0001',
    }),
    upc: f.text({
      label: { zh: 'UPC', en: 'UPC', ja: 'UPC' },
      max: 14,
      pattern: /^\d{12,14}$/,
      rule: { zh: '12到14位数字', en: '12 to 14 digits', ja: '12〜14桁の数字' },
      list: true,
      search: true,
      example: '012345678905',
    }),
    vendorSku: f.text({
      label: { zh: '供应商SKU', en: 'Vendor SKU', ja: 'ベンダーSKU' },
      max: 64,
      list: true,
      search: true,
    }),
    productName: f.text({ label: { zh: '品名', en: 'Product', ja: '品名' }, max: 255, list: true }),
    orderedQuantity: units('订购数量', 'Ordered', '発注数', { required: true, min: 1, example: 10 }),
    acceptedQuantity: units('接受数量', 'Accepted', '受諾数'),
    shippedQuantity: units('发货数量', 'Shipped', '出荷数'),
    unitCost: cost('单位成本', 'Unit cost', '単価', { required: true, example: '18.5000' }),
    amount: cost('订购金额', 'Ordered cost', '発注金額'),
    acceptedAmount: cost('接受金额', 'Accepted cost', '受諾金額'),
    storeId: f.link('erp/basestore', { label: { zh: '发货仓库', en: 'Warehouse', ja: '出荷倉庫' }, list: true }),
    rejectReason: f.text({ label: { zh: '拒绝原因', en: 'Reject reason', ja: '拒否理由' }, max: 255 }),
  },
  calls: [],
  permissions: VC_ADMIN_ORDER_PERMISSIONS,
  isChild: true,
  defaultOrder: 'order_id, id',
})

/** A carton of a VC shipment: its number and barcode (on the carton label), weight and measures. */
export const vcCarton = defineResource({
  area: 'vendor-orders',
  module: 'erp',
  name: 'vcCarton',
  table: 'erp_vc_carton',
  label: { zh: 'VC箱子', en: 'VC carton', ja: 'VCカートン' },
  fields: {
    orderId: f.link('erp/vcAdminOrder', { label: { zh: 'VC订单', en: 'VC order', ja: 'VC発注' }, required: true }),
    cartonNo: f.text({
      label: { zh: '箱号', en: 'Carton no.', ja: 'カートン番号' },
      required: true,
      max: 40,
      title: true,
      list: true,
    }),
    barcode: f.text({ label: { zh: '箱标条码', en: 'Label barcode', ja: 'ラベルバーコード' }, max: 64, list: true }),
    totalQuantity: units('件数', 'Units', '数量'),
    weight: f.decimal({ label: { zh: '重量(kg)', en: 'Weight (kg)', ja: '重量(kg)' }, scale: 3, min: 0, max: 99_999 }),
    length: f.decimal({ label: { zh: '长(cm)', en: 'Length (cm)', ja: '長さ(cm)' }, scale: 2, min: 0, max: 99_999 }),
    width: f.decimal({ label: { zh: '宽(cm)', en: 'Width (cm)', ja: '幅(cm)' }, scale: 2, min: 0, max: 99_999 }),
    height: f.decimal({ label: { zh: '高(cm)', en: 'Height (cm)', ja: '高さ(cm)' }, scale: 2, min: 0, max: 99_999 }),
  },
  calls: [],
  permissions: VC_ADMIN_ORDER_PERMISSIONS,
  children: { items: { resource: 'erp/vcCartonItem', foreignKey: 'cartonId' } },
  isChild: true,
  defaultOrder: 'order_id, carton_no',
})

/** What one carton holds of one PO line. */
export const vcCartonItem = defineResource({
  area: 'vendor-orders',
  module: 'erp',
  name: 'vcCartonItem',
  table: 'erp_vc_carton_item',
  label: { zh: '箱内明细', en: 'Carton content', ja: 'カートン内容' },
  fields: {
    cartonId: f.link('erp/vcCarton', { label: { zh: '箱子', en: 'Carton', ja: 'カートン' }, required: true }),
    orderItemId: f.link('erp/vcAdminOrderItem', {
      label: { zh: 'VC订单明细', en: 'VC order line', ja: 'VC発注明細' },
      required: true,
    }),
    sysSku: f.text({ label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' }, max: 64, title: true, list: true }),
    quantity: units('数量', 'Quantity', '数量', { required: true, min: 1 }),
  },
  calls: [],
  permissions: VC_ADMIN_ORDER_PERMISSIONS,
  isChild: true,
  defaultOrder: 'carton_id, id',
})
