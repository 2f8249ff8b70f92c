import { CURRENCY_CHOICES, defineResource, f } from '../define-resource.ts'

/** Who works inbound orders, their lines and putaway tasks. */
export const INBOUND_PERMISSIONS = {
  view: 'winboundorder_view',
  add: 'winboundorder_add',
  edit: 'winboundorder_edit',
  remove: 'winboundorder_delete',
}

const quantity = (
  zh: string,
  en: string,
  ja: string,
  more: { required?: boolean; min?: number; example?: number } = {},
) => f.integer({ label: { zh, en, ja }, min: 0, max: 99_999_999, list: true, ...more })

/**
 * Inbound order (入库单, /api/ware/winboundorder): goods on their way into a warehouse, line by line
 * (spec 1 §4: 1 in transit, 2 receiving, 100 received; push status 1-4). Receiving (`accept`)
 * records each line's received total and posts the difference into the warehouse's receiving
 * position through the stock ledger; marking it complete (`applyInbound`) changes only the status.
 */
export const wInboundOrder = defineResource({
  area: 'wms',
  module: 'ware',
  name: 'winboundorder',
  table: 'ware_inbound_order',
  label: { zh: '入库单', en: 'Inbound order', ja: '入庫伝票' },
  fields: {
    code: f.text({
      label: { zh: '入库单号', en: 'Inbound order no.', ja: '入庫番号' },
      numbered: 'inbound',
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
      sort: true,
      example: 'IN-2026-0099',
    }),
    storeId: f.link('erp/basestore', {
      label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000004202',
    }),
    sourceCode: f.text({
      label: { zh: '来源单号', en: 'Source document', ja: '元伝票番号' },
      max: 64,
      list: true,
      search: true,
      example: 'PO-2026-0001',
    }),
    expectedDate: f.date({
      label: { zh: '预计到货日期', en: 'Expected on', ja: '入荷予定日' },
      list: true,
      search: true,
      sort: true,
    }),
    status: f.dict('inbound_order_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    pushStatus: f.dict('inbound_push_status', {
      label: { zh: '推送状态', en: 'Push status', ja: '連携ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    plannedQuantity: quantity('预报数量', 'Planned', '予定数'),
    receivedQuantity: quantity('已收数量', 'Received', '入荷済数'),
    receiveTime: f.datetime({ label: { zh: '收货时间', en: 'Received at', ja: '入荷日時' }, list: true, sort: true }),
    /** When the receipt was confirmed (winboundorderconfirm/apply), and by whom: set by the action only. */
    confirmTime: f.datetime({ label: { zh: '确认时间', en: 'Confirmed at', ja: '確認日時' }, list: true }),
    confirmUser: f.link('blade-user/user', { label: { zh: '确认人', en: 'Confirmed by', ja: '確認者' } }),
    realFee: f.decimal({
      label: { zh: '实际费用', en: 'Actual fee', ja: '実費' },
      scale: 2,
      shown: 2,
      min: 0,
      list: true,
    }),
    feeCurrency: f.text({
      label: { zh: '费用币种', en: 'Fee currency', ja: '費用通貨' },
      max: 3,
      pattern: /^[A-Z]{3}$/,
      choices: CURRENCY_CHOICES,
      list: true,
    }),
    ticketCode: f.text({
      label: { zh: '票据号', en: 'Ticket code', ja: '伝票コード' },
      max: 64,
      list: true,
      search: true,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['page', 'detail', { op: 'detail', path: 'selectById' }, 'submit', 'update', 'remove'],
  permissions: INBOUND_PERMISSIONS,
  children: { items: { resource: 'ware/winboundbatchitem', foreignKey: 'inboundOrderId' } },
  statusDict: 'inbound_order_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'warehouses', sort: 120 },
})

/**
 * Inbound order line (入库明细, /api/ware/winboundbatchitem): a product, its batch, how many are
 * expected and how many were received so far. Received units beyond the plan are refused past the
 * line's over-receipt tolerance (a percentage of the plan).
 */
export const wInboundBatchItem = defineResource({
  area: 'wms',
  module: 'ware',
  name: 'winboundbatchitem',
  table: 'ware_inbound_batch_item',
  label: { zh: '入库明细', en: 'Inbound line', ja: '入庫明細' },
  fields: {
    inboundOrderId: f.link('ware/winboundorder', {
      label: { zh: '入库单', en: 'Inbound order', ja: '入庫伝票' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000010001',
    }),
    productId: f.link('erp/baseproduct', {
      label: { zh: '产品', en: 'Product', ja: '商品' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000003101',
    }),
    sysSku: f.text({
      label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' },
      max: 64,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
    }),
    batchNo: f.text({ label: { zh: '批次号', en: 'Batch', ja: 'ロット番号' }, max: 64, list: true, search: true }),
    plannedQuantity: quantity('预报数量', 'Planned', '予定数', { required: true, min: 1, example: 5 }),
    receivedQuantity: quantity('已收数量', 'Received', '入荷済数'),
    overReceiptPercent: f.integer({
      label: { zh: '超收比例(%)', en: 'Over-receipt allowed (%)', ja: '過剰入荷許容(%)' },
      min: 0,
      max: 100,
      default: 0,
      list: true,
    }),
    unitCost: f.decimal({
      label: { zh: '单位成本', en: 'Unit cost', ja: '単価' },
      scale: 4,
      shown: 2,
      min: 0,
      list: true,
      example: '12.5000',
    }),
    inspect: f.bool({ label: { zh: '需质检', en: 'Quality check', ja: '品質検査' }, default: 0, list: true }),
    /**
     * The line's goods were in transit to this warehouse (a ship's inbound order, issue 31): its
     * receipt takes them out of transit (the lot its batch number names) as it puts them on hand.
     */
    fromTransit: f.bool({ label: { zh: '在途到货', en: 'From transit', ja: '輸送中から' }, default: 0, list: true }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['page', 'detail', 'save', 'remove'],
  permissions: INBOUND_PERMISSIONS,
  isChild: true,
  defaultOrder: 'inbound_order_id, id',
})

/**
 * Putaway task (上架单, /api/ware/winboundshelves): received units of one inbound line waiting in the
 * receiving position (spec 1 §4: 0 on shelf, 1 completed); `putAway` moves them to a storage
 * position of the same warehouse through the stock ledger, all at once or in parts.
 */
export const wInboundShelves = defineResource({
  area: 'wms',
  module: 'ware',
  name: 'winboundshelves',
  table: 'ware_inbound_shelves',
  label: { zh: '上架单', en: 'Putaway task', ja: '棚入れ作業' },
  fields: {
    inboundOrderId: f.link('ware/winboundorder', {
      label: { zh: '入库单', en: 'Inbound order', ja: '入庫伝票' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000010001',
    }),
    itemId: f.link('ware/winboundbatchitem', {
      label: { zh: '入库明细', en: 'Inbound line', ja: '入庫明細' },
      required: true,
      dependsOn: { field: 'inboundOrderId', targetField: 'inboundOrderId' },
      example: '1000000000000010011',
    }),
    // Warehouse, product, batch and receiving position follow from the line (the hook fills them).
    storeId: f.link('erp/basestore', { label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' }, list: true, search: true }),
    productId: f.link('erp/baseproduct', { label: { zh: '产品', en: 'Product', ja: '商品' } }),
    sysSku: f.text({
      label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' },
      max: 64,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
    }),
    batchNo: f.text({ label: { zh: '批次号', en: 'Batch', ja: 'ロット番号' }, max: 64, list: true }),
    inboundDate: f.date({ label: { zh: '入库日期', en: 'Inbound date', ja: '入庫日' }, list: true, sort: true }),
    fromPositionId: f.link('ware/wbasestoreposition', {
      label: { zh: '收货库位', en: 'Receiving position', ja: '入荷ロケーション' },
      dependsOn: { field: 'storeId', targetField: 'storeId' },
      list: true,
    }),
    positionId: f.link('ware/wbasestoreposition', {
      label: { zh: '上架库位', en: 'Putaway position', ja: '棚入れロケーション' },
      dependsOn: { field: 'storeId', targetField: 'storeId' },
      list: true,
      search: true,
    }),
    quantity: quantity('上架数量', 'Quantity', '数量', { required: true, min: 1, example: 1 }),
    putAwayQuantity: quantity('已上架数量', 'Put away', '棚入れ済数'),
    status: f.dict('shelf_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 0,
      list: true,
      search: true,
    }),
    completeTime: f.datetime({ label: { zh: '完成时间', en: 'Completed at', ja: '完了日時' }, list: true }),
  },
  calls: ['page', 'detail', 'submit', 'remove'],
  permissions: {
    view: 'winboundshelves_view',
    add: 'winboundshelves_add',
    edit: 'winboundshelves_edit',
    remove: 'winboundshelves_delete',
  },
  statusDict: 'shelf_status',
  defaultOrder: 'status, id DESC',
  menu: { parent: 'warehouses', sort: 130 },
})

/**
 * Quality inspection (质检单, /api/ware/wqualityinspection; spec 1 §4: pending check, shelved): the
 * units of a receipt whose line asks for a check wait in the receiving position until inspected;
 * defective units move to a quarantine position, the rest go on to putaway. Defect rate = defect ÷
 * sampled (spec 1 §9).
 */
export const wQualityInspection = defineResource({
  area: 'wms',
  module: 'ware',
  name: 'wqualityinspection',
  table: 'ware_quality_inspection',
  label: { zh: '质检单', en: 'Quality inspection', ja: '品質検査' },
  fields: {
    code: f.text({
      label: { zh: '质检单号', en: 'Inspection no.', ja: '検査番号' },
      numbered: 'quality',
      max: 40,
      unique: true,
      title: true,
      list: true,
      search: true,
      sort: true,
    }),
    inboundOrderId: f.link('ware/winboundorder', {
      label: { zh: '入库单', en: 'Inbound order', ja: '入庫伝票' },
      list: true,
      search: true,
    }),
    shelvesId: f.link('ware/winboundshelves', { label: { zh: '上架单', en: 'Putaway task', ja: '棚入れ作業' } }),
    storeId: f.link('erp/basestore', { label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' }, list: true, search: true }),
    productId: f.link('erp/baseproduct', { label: { zh: '产品', en: 'Product', ja: '商品' } }),
    sysSku: f.text({
      label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' },
      max: 64,
      list: true,
      search: true,
      batchSearch: true,
    }),
    quantity: quantity('质检数量', 'Quantity', '検査数'),
    sampledQuantity: quantity('抽检数量', 'Sampled', '抜取数'),
    defectQuantity: quantity('次品数量', 'Defective', '不良数'),
    defectRate: f.decimal({
      label: { zh: '次品率', en: 'Defect rate', ja: '不良率' },
      scale: 4,
      percent: true,
      min: 0,
      max: 1,
      list: true,
    }),
    quarantinePositionId: f.link('ware/wbasestoreposition', {
      label: { zh: '次品库位', en: 'Quarantine position', ja: '不良品ロケーション' },
      dependsOn: { field: 'storeId', targetField: 'storeId' },
      list: true,
    }),
    status: f.dict('quality_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    inspectTime: f.datetime({ label: { zh: '质检时间', en: 'Inspected at', ja: '検査日時' }, list: true, sort: true }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['page', 'detail'],
  permissions: {
    view: 'wqualityinspection_view',
    add: 'wqualityinspection_add',
    edit: 'wqualityinspection_edit',
    remove: 'wqualityinspection_delete',
  },
  statusDict: 'quality_status',
  defaultOrder: 'status, id DESC',
  menu: { parent: 'warehouses', sort: 135 },
})
