import { CURRENCY_CHOICES, defineResource, f } from '../define-resource.ts'

/** Who works sales orders (the order page and its actions). */
export const ORDER_PERMISSIONS = {
  view: 'order_view',
  add: 'order_add',
  edit: 'order_edit',
  remove: 'order_delete',
}

const money = (zh: string, en: string, ja: string, more: { example?: string; list?: boolean } = {}) =>
  f.decimal({ label: { zh, en, ja }, scale: 2, shown: 2, min: 0, max: 999_999_999, ...more })

const units = (zh: string, en: string, ja: string, more: { required?: boolean; min?: number; example?: number } = {}) =>
  f.integer({ label: { zh, en, ja }, min: 0, max: 99_999_999, list: true, ...more })

/**
 * The address fields of an order an address edit may change (the server's updateAddress and the
 * console's address dialog read this one list).
 */
export const ORDER_ADDRESS_FIELDS = [
  'addressName',
  'addressPhone',
  'addressEmail',
  'addressCountryCode',
  'addressStateOrRegion',
  'addressCity',
  'addressPostalCode',
  'addressLine1',
  'addressLine2',
  'company',
  'addressType',
] as const

/**
 * Sales order (销售订单, /api/erp/order; spec 1 §3, §4 tabs): a marketplace, B2C form, B2B wholesale
 * or PO order with its buyer, address, lines and money. It enters pending review (or unpaid); the
 * dividing rules (erp/baseorderrules) give it a warehouse and transport and say why
 * (`ruleId`, `ruleExplanation`); reviewed, its lines reserve stock in the warehouse (else it waits
 * out of stock); pushed, it becomes warehouse work (ware/worder → an outbound order in pick lists);
 * shipped with a tracking number. Every change is a row of its history (erp/orderHistory).
 */
export const order = defineResource({
  area: 'orders',
  module: 'erp',
  name: 'order',
  table: 'erp_order',
  label: { zh: '销售订单', en: 'Sales order', ja: '受注' },
  fields: {
    code: f.text({
      label: { zh: '系统单号', en: 'Order no.', ja: '受注番号' },
      numbered: 'salesOrder',
      max: 40,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
      sort: true,
    }),
    sellerOrderId: f.text({
      label: { zh: '平台单号', en: 'Marketplace order no.', ja: 'モール注文番号' },
      max: 64,
      list: true,
      search: true,
      batchSearch: true,
      example: 'AMZ-113-0000001',
    }),
    orderType: f.dict('sale_order_type', {
      label: { zh: '订单类型', en: 'Order type', ja: '受注種別' },
      default: 1,
      list: true,
      search: true,
      example: '1',
    }),
    shopId: f.link('erp/baseshop', {
      label: { zh: '店铺', en: 'Shop', ja: 'ショップ' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000004101',
    }),
    platformId: f.link('erp/baseplatform', {
      label: { zh: '平台', en: 'Platform', ja: 'プラットフォーム' },
      list: true,
      search: true,
    }),
    buyerId: f.text({ label: { zh: '买家ID', en: 'Buyer ID', ja: '購入者ID' }, max: 100, search: true }),
    buyerName: f.text({ label: { zh: '买家', en: 'Buyer', ja: '購入者' }, max: 100, list: true, search: true }),
    buyerEmail: f.text({
      label: { zh: '买家邮箱', en: 'Buyer e-mail', ja: '購入者メール' },
      max: 200,
      pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
      rule: { zh: '有效的邮箱地址', en: 'a valid e-mail address', ja: '有効なメールアドレス' },
      search: true,
      example: 'buyer@example.com',
    }),
    addressName: f.text({
      label: { zh: '收件人', en: 'Recipient', ja: '受取人' },
      max: 100,
      list: true,
      search: true,
      example: 'Alex Doe',
    }),
    addressPhone: f.text({
      label: { zh: '电话', en: 'Phone', ja: '電話' },
      max: 40,
      search: true,
      example: '+1 213 555 0100',
    }),
    addressEmail: f.text({
      label: { zh: '收件邮箱', en: 'Recipient e-mail', ja: '受取人メール' },
      max: 200,
      pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
      rule: { zh: '有效的邮箱地址', en: 'a valid e-mail address', ja: '有効なメールアドレス' },
    }),
    addressCountryCode: f.text({
      label: { zh: '国家', en: 'Country', ja: '国' },
      max: 2,
      pattern: /^[A-Z]{2}$/,
      rule: { zh: '两位大写国家代码', en: 'a two-letter country code', ja: '2文字の国コード' },
      list: true,
      search: true,
      example: 'US',
    }),
    addressStateOrRegion: f.text({
      label: { zh: '州/省', en: 'State or region', ja: '州・地域' },
      max: 100,
      list: true,
      search: true,
      example: 'CA',
    }),
    addressCity: f.text({
      label: { zh: '城市', en: 'City', ja: '市区町村' },
      max: 100,
      search: true,
      example: 'Los Angeles',
    }),
    addressPostalCode: f.text({
      label: { zh: '邮编', en: 'Postal code', ja: '郵便番号' },
      max: 20,
      search: true,
      example: '90001',
    }),
    addressLine1: f.text({ label: { zh: '地址1', en: 'Address line 1', ja: '住所1' }, max: 255, example: '1 Main St' }),
    addressLine2: f.text({ label: { zh: '地址2', en: 'Address line 2', ja: '住所2' }, max: 255 }),
    company: f.text({ label: { zh: '公司', en: 'Company', ja: '会社' }, max: 200 }),
    addressType: f.dict('address_type', {
      label: { zh: '地址类型', en: 'Address type', ja: '住所種別' },
    }),
    fobCurrency: f.text({
      label: { zh: '币种', en: 'Currency', ja: '通貨' },
      max: 3,
      choices: CURRENCY_CHOICES,
      list: true,
      search: true,
      example: 'USD',
    }),
    goodsAmount: money('商品金额', 'Goods amount', '商品金額'),
    freightAmount: money('运费', 'Freight', '送料', { example: '0' }),
    discountAmount: money('优惠', 'Discount', '値引き', { example: '0' }),
    orderTotalMoney: money('订单金额', 'Order total', '受注金額', { list: true }),
    payType: f.text({ label: { zh: '付款方式', en: 'Pay type', ja: '支払方法' }, max: 40 }),
    payAccount: f.text({ label: { zh: '付款账号', en: 'Pay account', ja: '支払口座' }, max: 100 }),
    payTime: f.datetime({ label: { zh: '付款时间', en: 'Paid at', ja: '支払日時' } }),
    orderTime: f.datetime({
      label: { zh: '下单时间', en: 'Ordered at', ja: '注文日時' },
      list: true,
      search: true,
      sort: true,
    }),
    shippingMark: f.text({ label: { zh: '唛头', en: 'Shipping mark', ja: '荷印' }, max: 255 }),
    clientOrderNumber: f.text({
      label: { zh: '客户单号', en: 'Client order no.', ja: '顧客注文番号' },
      max: 64,
      search: true,
      batchSearch: true,
    }),
    storeId: f.link('erp/basestore', {
      label: { zh: '发货仓库', en: 'Warehouse', ja: '出荷倉庫' },
      list: true,
      search: true,
      example: '1000000000000004202',
    }),
    transportId: f.link('erp/basetransport', {
      label: { zh: '物流方式', en: 'Transport', ja: '配送方法' },
      list: true,
      search: true,
      example: '1000000000000005111',
    }),
    channel: f.text({
      label: { zh: '物流渠道', en: 'Channel', ja: '配送チャネル' },
      max: 64,
      list: true,
      search: true,
    }),
    trackNumber: f.text({
      label: { zh: '跟踪号', en: 'Tracking no.', ja: '追跡番号' },
      max: 255,
      list: true,
      search: true,
      batchSearch: true,
    }),
    trackPushStatus: f.dict('track_push_status', {
      label: { zh: '跟踪号回传', en: 'Tracking push', ja: '追跡番号連携' },
    }),
    trackPushTime: f.datetime({ label: { zh: '回传时间', en: 'Pushed at', ja: '連携日時' } }),
    leaveWord: f.text({ label: { zh: '买家留言', en: 'Buyer message', ja: '購入者メッセージ' }, max: 1000 }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 1000 }),
    status: f.dict('sale_order_status', {
      label: { zh: '订单状态', en: 'Status', ja: 'ステータス' },
      default: 2,
      list: true,
      search: true,
    }),
    problemReason: f.text({ label: { zh: '问题原因', en: 'Problem', ja: '問題' }, max: 500, list: true }),
    ruleId: f.link('erp/baseorderrules', {
      label: { zh: '命中规则', en: 'Matched rule', ja: '適用ルール' },
      list: true,
    }),
    ruleExplanation: f.text({ label: { zh: '分仓说明', en: 'Why this routing', ja: '振り分け理由' }, max: 1000 }),
    totalQuantity: units('商品数量', 'Quantity', '数量'),
    totalWeight: f.decimal({
      label: { zh: '总重量(kg)', en: 'Weight (kg)', ja: '重量(kg)' },
      scale: 3,
      min: 0,
      max: 9_999_999,
    }),
    reviewTime: f.datetime({ label: { zh: '审核时间', en: 'Reviewed at', ja: '審査日時' } }),
    shipTime: f.datetime({ label: { zh: '发货时间', en: 'Shipped at', ja: '出荷日時' }, list: true, sort: true }),
    deliveryDate: f.date({ label: { zh: '交货日期', en: 'Delivery date', ja: '納期' } }),
    supplyAmount: money('供货金额', 'Supply amount', '供給金額'),
    retailAmount: money('零售金额', 'Retail amount', '小売金額'),
    isShippingList: f.bool({ label: { zh: '需要发货清单', en: 'Packing list', ja: '出荷明細' } }),
    poStatus: f.dict('po_order_status', { label: { zh: 'PO状态', en: 'PO status', ja: 'POステータス' } }),
    parentOrderId: f.link('erp/order', { label: { zh: '拆自订单', en: 'Split from', ja: '分割元' } }),
    mergedIntoId: f.link('erp/order', { label: { zh: '合并到', en: 'Merged into', ja: '統合先' } }),
    isReturned: f.bool({ label: { zh: '已退回', en: 'Returned', ja: '返送済' }, search: true }),
    isFba: f.bool({ label: { zh: 'FBA发货', en: 'FBA delivery', ja: 'FBA出荷' }, search: true }),
    isLtl: f.bool({ label: { zh: 'LTL', en: 'LTL', ja: 'LTL' }, search: true }),
    cutStatus: f.dict('order_cut_status', { label: { zh: '截单状态', en: 'Cut', ja: 'カット' } }),
    labelStatus: f.dict('face_sheet_status', {
      label: { zh: '面单状态', en: 'Label', ja: '送り状' },
      default: 0,
    }),
    refundAmount: money('退款金额', 'Refund', '返金額'),
  },
  calls: ['update', 'remove', 'export'],
  // Intake (save, submit, import) runs the one idempotent intake path; the page counts its tabs from
  // a counter table and filters by SKU through the lines (server/orders/order-intake.calls.ts).
  handWrittenCalls: [
    'page',
    'list',
    'detail',
    'submit',
    'save',
    'import',
    { op: 'template', path: 'downOrderTemplate' },
  ],
  permissions: ORDER_PERMISSIONS,
  children: { orderSkuVOS: { resource: 'erp/orderitem', foreignKey: 'orderId' } },
  statusDict: 'sale_order_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'orders', sort: 10, path: '/erp/saleOrder/index' },
})

/** Order line: a system SKU (product), the sales SKU the buyer saw, quantity, price and weight. */
export const orderItem = defineResource({
  area: 'orders',
  module: 'erp',
  name: 'orderitem',
  table: 'erp_order_item',
  label: { zh: '订单明细', en: 'Order line', ja: '受注明細' },
  fields: {
    orderId: f.link('erp/order', { label: { zh: '订单', en: 'Order', ja: '受注' }, required: true, list: true }),
    productId: f.link('erp/baseproduct', {
      label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' },
      required: true,
      list: true,
      example: '1000000000000003101',
    }),
    sysSku: f.text({ label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' }, max: 64, title: true, list: true }),
    sellerSku: f.text({
      label: { zh: '销售SKU', en: 'Sales SKU', ja: '販売SKU' },
      max: 100,
      list: true,
      search: true,
      batchSearch: true,
      example: 'KETTLE-US-01',
    }),
    productName: f.text({ label: { zh: '品名', en: 'Product', ja: '品名' }, max: 255, list: true }),
    quantity: units('数量', 'Quantity', '数量', { required: true, min: 1, example: 1 }),
    price: f.decimal({
      label: { zh: '单价', en: 'Unit price', ja: '単価' },
      required: true,
      scale: 2,
      shown: 2,
      min: 0,
      max: 99_999_999,
      list: true,
      example: '39.90',
    }),
    amount: money('金额', 'Amount', '金額', { list: true }),
    weight: f.decimal({
      label: { zh: '单重(kg)', en: 'Unit weight (kg)', ja: '単重(kg)' },
      scale: 3,
      min: 0,
      max: 99_999,
    }),
    supplyPrice: f.decimal({
      label: { zh: '供货价', en: 'Supply price', ja: '供給価格' },
      scale: 2,
      shown: 2,
      min: 0,
      max: 99_999_999,
    }),
    supplyAmount: money('供货金额', 'Supply amount', '供給金額'),
    retailPrice: f.decimal({
      label: { zh: '零售价', en: 'Retail price', ja: '小売価格' },
      scale: 2,
      shown: 2,
      min: 0,
      max: 99_999_999,
    }),
    retailAmount: money('零售金额', 'Retail amount', '小売金額'),
  },
  calls: [],
  permissions: ORDER_PERMISSIONS,
  isChild: true,
  defaultOrder: 'order_id, id',
})

/** Order history (订单日志, /api/erp/orderHistory): who did what to an order, when, from which status to which. */
export const orderHistory = defineResource({
  area: 'orders',
  module: 'erp',
  name: 'orderHistory',
  table: 'erp_order_history',
  label: { zh: '订单日志', en: 'Order history', ja: '受注履歴' },
  fields: {
    orderId: f.link('erp/order', { label: { zh: '订单', en: 'Order', ja: '受注' }, list: true, search: true }),
    orderCode: f.text({
      label: { zh: '系统单号', en: 'Order no.', ja: '受注番号' },
      max: 40,
      title: true,
      list: true,
      search: true,
    }),
    action: f.text({ label: { zh: '操作', en: 'Action', ja: '操作' }, max: 64, list: true, search: true }),
    content: f.text({ label: { zh: '内容', en: 'What changed', ja: '内容' }, max: 2000, list: true }),
    fromStatus: f.dict('sale_order_status', { label: { zh: '原状态', en: 'From', ja: '変更前' }, list: true }),
    toStatus: f.dict('sale_order_status', { label: { zh: '新状态', en: 'To', ja: '変更後' }, list: true }),
  },
  calls: ['page'],
  handWrittenCalls: ['detail'],
  permissions: ORDER_PERMISSIONS,
  isChild: true,
  defaultOrder: 'id DESC',
})
