import { alsoServedAt, CURRENCY_CHOICES, defineResource, f } from '../define-resource.ts'

/** Who works purchase orders: audit, deposit, contract, quality checks, shipping. */
export const PURCHASE_ORDER_PERMISSIONS = {
  view: 'purchaseorder_view',
  add: 'purchaseorder_add',
  edit: 'purchaseorder_edit',
  remove: 'purchaseorder_delete',
}

const quantity = (zh: string, en: string, ja: string, more: { required?: boolean; example?: number } = {}) =>
  f.integer({ label: { zh, en, ja }, min: 0, max: 99_999_999, list: true, ...more })

/**
 * Purchase order (采购订单, /api/erp/purchaseorder, its split view /api/purchaseSpilt): one factory's
 * share of a purchase in one currency, with the rate into the tenant's base currency (taken from the
 * exchange rates when made, editable until approved), payment terms, deposit and contract. Audited
 * through the `procurement_audit` approval (spec 1 §4 purchase management: 1 pending, 2 approved,
 * 3 rejected, 4 void; 5 while in approval); its goods then move on `progressStatus`: checked at
 * the factory, shipped into an inbound order of the destination warehouse, received.
 */
export const purchaseOrder = defineResource({
  area: 'purchasing',
  module: 'erp',
  name: 'purchaseorder',
  table: 'erp_purchase_order',
  label: { zh: '采购订单', en: 'Purchase order', ja: '発注書' },
  fields: {
    code: f.text({
      label: { zh: '采购订单号', en: 'Purchase order no.', ja: '発注番号' },
      numbered: 'purchaseOrder',
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
      sort: true,
      example: 'PO-EXAMPLE-0099',
    }),
    purchaseId: f.link('erp/purchase', {
      label: { zh: '采购单', en: 'Purchase', ja: '購買' },
      list: true,
      search: true,
    }),
    factoryId: f.link('erp/basefactory', {
      label: { zh: '工厂', en: 'Factory', ja: '工場' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000003201',
    }),
    currencyCode: f.text({
      label: { zh: '币种', en: 'Currency', ja: '通貨' },
      required: true,
      max: 3,
      pattern: /^[A-Z]{3}$/,
      choices: CURRENCY_CHOICES,
      list: true,
      search: true,
      example: 'USD',
    }),
    exchangeRate: f.decimal({
      label: { zh: '汇率(折本位币)', en: 'Rate to base currency', ja: '基軸通貨レート' },
      scale: 6,
      min: 0,
      list: true,
      example: '7.100000',
    }),
    baseCurrency: f.text({
      label: { zh: '本位币', en: 'Base currency', ja: '基軸通貨' },
      max: 3,
      pattern: /^[A-Z]{3}$/,
      choices: CURRENCY_CHOICES,
      list: true,
    }),
    settlementMethod: f.dict('settlement_method', {
      label: { zh: '结算方式', en: 'Settlement method', ja: '決済条件' },
      list: true,
      search: true,
      example: '4',
    }),
    paymentMethod: f.dict('payment_method', {
      label: { zh: '付款方式', en: 'Payment method', ja: '支払方法' },
      list: true,
      search: true,
      example: '1',
    }),
    totalQuantity: quantity('采购总数', 'Total quantity', '合計数量'),
    amount: f.decimal({
      label: { zh: '采购金额', en: 'Amount', ja: '発注金額' },
      scale: 4,
      shown: 2,
      min: 0,
      list: true,
      sort: true,
    }),
    retainerAmount: f.decimal({
      label: { zh: '定金', en: 'Deposit', ja: '手付金' },
      scale: 4,
      shown: 2,
      min: 0,
      list: true,
    }),
    retainerRatio: f.decimal({
      label: { zh: '定金比例', en: 'Deposit ratio', ja: '手付金比率' },
      scale: 4,
      min: 0,
      max: 1,
      percent: true,
      list: true,
    }),
    contractFile: f.file({
      label: { zh: '合同文件', en: 'Contract file', ja: '契約書' },
      accept: ['pdf', 'jpg', 'jpeg', 'png'],
      maxKb: 2048,
    }),
    contractFileName: f.text({ label: { zh: '合同文件名', en: 'Contract file name', ja: '契約書名' }, max: 255 }),
    storeId: f.link('erp/basestore', {
      label: { zh: '目的仓库', en: 'Destination warehouse', ja: '入庫先倉庫' },
      list: true,
      search: true,
      example: '1000000000000004202',
    }),
    expectedDate: f.date({
      label: { zh: '预计到货日期', en: 'Expected on', ja: '入荷予定日' },
      list: true,
      sort: true,
      example: '2027-02-20',
    }),
    status: f.dict('purchase_order_status', {
      label: { zh: '审核状态', en: 'Audit status', ja: '承認ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    progressStatus: f.dict('purchase_order_progress', {
      label: { zh: '进度', en: 'Progress', ja: '進捗' },
      default: 1,
      list: true,
      search: true,
    }),
    shipApplyState: f.dict('ship_apply_state', {
      label: { zh: '发货申请状态', en: 'Application state', ja: '出荷申請状況' },
      default: 1,
      list: true,
      search: true,
    }),
    auditRemark: f.text({ label: { zh: '审核意见', en: 'Audit remark', ja: '審査コメント' }, max: 255 }),
    inboundOrderId: f.link('ware/winboundorder', {
      label: { zh: '入库单', en: 'Inbound order', ja: '入庫伝票' },
      list: true,
    }),
    shipTime: f.datetime({ label: { zh: '发货时间', en: 'Shipped at', ja: '出荷日時' }, list: true, sort: true }),
    shippedQuantity: quantity('已发货数量', 'Shipped', '出荷済数'),
    receivedQuantity: quantity('已入库数量', 'Received', '入庫済数'),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['page', 'detail', 'submit', 'remove'],
  permissions: PURCHASE_ORDER_PERMISSIONS,
  children: { items: { resource: 'erp/purchaseorderitem', foreignKey: 'purchaseOrderId' } },
  statusDict: 'purchase_order_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'purchase', sort: 30 },
})

/** Purchase order line: a product, how many at what price, and how many were shipped and received. */
export const purchaseOrderItem = defineResource({
  area: 'purchasing',
  module: 'erp',
  name: 'purchaseorderitem',
  table: 'erp_purchase_order_item',
  label: { zh: '采购订单明细', en: 'Purchase order line', ja: '発注明細' },
  fields: {
    purchaseOrderId: f.link('erp/purchaseorder', {
      label: { zh: '采购订单', en: 'Purchase order', ja: '発注書' },
      required: true,
      list: true,
      search: true,
    }),
    purchaseItemId: f.link('erp/purchaseitem', {
      label: { zh: '采购明细', en: 'Purchase line', ja: '購買明細' },
      list: true,
    }),
    salePlanItemId: f.link('erp/saleplanitem', {
      label: { zh: '销售计划明细', en: 'Sales plan line', ja: '販売計画明細' },
      list: true,
    }),
    productId: f.link('erp/baseproduct', {
      label: { zh: '产品', en: 'Product', ja: '商品' },
      required: true,
      title: true,
      list: true,
      search: true,
      example: '1000000000000003101',
    }),
    quantity: quantity('采购数量', 'Quantity', '数量', { required: true, example: 120 }),
    price: f.decimal({
      label: { zh: '采购单价', en: 'Price', ja: '単価' },
      required: true,
      scale: 4,
      shown: 2,
      min: 0,
      list: true,
      example: '8.5000',
    }),
    amount: f.decimal({ label: { zh: '金额', en: 'Amount', ja: '金額' }, scale: 4, shown: 2, min: 0, list: true }),
    shippedQuantity: quantity('已发货数量', 'Shipped', '出荷済数'),
    receivedQuantity: quantity('已入库数量', 'Received', '入庫済数'),
    inboundItemId: f.link('ware/winboundbatchitem', {
      label: { zh: '入库明细', en: 'Inbound line', ja: '入庫明細' },
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: [],
  permissions: PURCHASE_ORDER_PERMISSIONS,
  isChild: true,
  defaultOrder: 'purchase_order_id, id',
})

/**
 * The split view of purchases (采购拆分, /api/purchaseSpilt): the same purchase orders, read through
 * the same declaration (page, detail); its audit, deposit, contract and quality-check calls act on them.
 */
export const purchaseSplit = {
  ...alsoServedAt(purchaseOrder, {
    area: 'purchasing',
    module: 'erp',
    name: 'purchasespilt',
    calls: ['page', 'detail'],
  }),
  basePath: '/api/purchaseSpilt',
}

/**
 * Quality check at the factory (验货记录, spec 1 §9): one lot of a purchase order sampled, its defects
 * counted, defect rate = defect ÷ sampled (exact), passed or failed, with photos. A re-check is a new
 * row: the lot's newest row decides whether the order may ship.
 */
export const purchaseQualityCheck = defineResource({
  area: 'purchasing',
  module: 'erp',
  name: 'purchasequalitycheck',
  table: 'erp_purchase_quality_check',
  label: { zh: '验货记录', en: 'Quality check', ja: '検品記録' },
  fields: {
    purchaseOrderId: f.link('erp/purchaseorder', {
      label: { zh: '采购订单', en: 'Purchase order', ja: '発注書' },
      required: true,
      list: true,
      search: true,
    }),
    lotNo: f.text({
      label: { zh: '批次', en: 'Lot', ja: 'ロット' },
      required: true,
      max: 64,
      title: true,
      list: true,
      search: true,
    }),
    productId: f.link('erp/baseproduct', { label: { zh: '产品', en: 'Product', ja: '商品' }, list: true }),
    sampledQuantity: quantity('抽检数量', 'Sampled', '抜取数', { required: true }),
    defectQuantity: quantity('不良数量', 'Defects', '不良数', { required: true }),
    defectRate: f.decimal({
      label: { zh: '不良率', en: 'Defect rate', ja: '不良率' },
      scale: 4,
      min: 0,
      max: 1,
      percent: true,
      list: true,
    }),
    result: f.dict('quality_check_result', {
      label: { zh: '验货结果', en: 'Result', ja: '検品結果' },
      required: true,
      list: true,
      search: true,
    }),
    photos: f.text({ label: { zh: '照片', en: 'Photos', ja: '写真' }, max: 2000 }),
    checkTime: f.datetime({ label: { zh: '验货时间', en: 'Checked at', ja: '検品日時' }, list: true, sort: true }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: [],
  permissions: PURCHASE_ORDER_PERMISSIONS,
  isChild: true,
  defaultOrder: 'purchase_order_id, id DESC',
})
