import { defineResource, f } from '../define-resource.ts'

/** Who plans shipments, records their inspection and pays the factories for them. */
export const SHIP_ORDER_PERMISSIONS = {
  view: 'shiporder_view',
  add: 'shiporder_add',
  edit: 'shiporder_edit',
  remove: 'shiporder_delete',
}

const quantity = (zh: string, en: string, ja: string, more: { required?: boolean; example?: number } = {}) =>
  f.integer({ label: { zh, en, ja }, min: 0, max: 99_999_999, list: true, ...more })

/**
 * Shipment plan (发货计划, /api/erp/shiporder; spec 1 §4, §5): lines of ship applications that leave
 * together for one destination warehouse as one lot (`batchNo`), loaded on a ship (`shipId`, the
 * ship's). Confirmed (1), awaiting inspection (3) until its check passes, shipped (60) when its ship
 * departs, completed (100) when received; voided (80, not in spec) with its reason. Shipment
 * quantity, destination warehouse and lot are required; volume (m³) and weight (kg) come from the
 * products' carton size, carton weight and units per carton (whole cartons). A plan edited once its
 * ship was confirmed is flagged (`editedAfterConfirm`) for the ship to read as "shipment changed".
 */
export const shipOrder = defineResource({
  area: 'shipping',
  module: 'erp',
  name: 'shiporder',
  table: 'erp_ship_order',
  label: { zh: '发货计划', en: 'Shipment plan', ja: '出荷計画' },
  fields: {
    code: f.text({
      label: { zh: '计划单号', en: 'Plan no.', ja: '計画番号' },
      numbered: 'shipOrder',
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
      sort: true,
      example: 'FH-EXAMPLE-0099',
    }),
    storeId: f.link('erp/basestore', {
      label: { zh: '目的仓库', en: 'Destination warehouse', ja: '入庫先倉庫' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000004202',
    }),
    batchNo: f.text({
      label: { zh: '批次号', en: 'Lot', ja: 'ロット' },
      required: true,
      max: 64,
      pattern: /^[A-Za-z0-9_.-]+$/,
      list: true,
      search: true,
      example: 'LOT-2027-0301',
    }),
    shipId: f.link('erp/ship', {
      workedOut: true,
      label: { zh: '船次', en: 'Ship', ja: '船便' },
      list: true,
      search: true,
    }),
    shipDate: f.date({
      label: { zh: '计划发货日期', en: 'Departs on', ja: '出荷予定日' },
      list: true,
      sort: true,
      example: '2027-03-10',
    }),
    totalQuantity: { ...quantity('发货总数', 'Shipment quantity', '出荷数量'), workedOut: true },
    boxNum: { ...quantity('总箱数', 'Cartons', '箱数'), workedOut: true },
    volume: f.decimal({
      workedOut: true,
      label: { zh: '体积(m³)', en: 'Volume (m³)', ja: '容積(m³)' },
      scale: 4,
      min: 0,
      list: true,
    }),
    weight: f.decimal({
      workedOut: true,
      label: { zh: '重量(kg)', en: 'Weight (kg)', ja: '重量(kg)' },
      scale: 3,
      min: 0,
      list: true,
    }),
    status: f.dict('ship_order_status', {
      label: { zh: '计划状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    voidReason: f.text({
      workedOut: true,
      label: { zh: '作废原因', en: 'Void reason', ja: '無効化の理由' },
      max: 255,
      list: true,
    }),
    editedAfterConfirm: f.integer({
      workedOut: true,
      label: { zh: '确认后已修改', en: 'Changed after confirmation', ja: '確定後に変更' },
      min: 0,
      max: 1,
      default: 0,
      list: true,
      search: true,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['page', 'list', 'detail', 'submit', 'update', 'remove'],
  permissions: SHIP_ORDER_PERMISSIONS,
  children: {
    items: { resource: 'erp/shiporderitem', foreignKey: 'shipOrderId' },
    files: { resource: 'erp/shiporderfile', foreignKey: 'shipOrderId' },
  },
  statusDict: 'ship_order_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'shipping', sort: 20 },
})

/**
 * Shipment plan line: units of one ship application line (its purchase order line, product and
 * factory), their cartons, and the unit cost (purchase price × the order's rate into the base
 * currency, four places) the goods carry onto the ledger.
 */
export const shipOrderItem = defineResource({
  area: 'shipping',
  module: 'erp',
  name: 'shiporderitem',
  table: 'erp_ship_order_item',
  label: { zh: '发货计划明细', en: 'Shipment plan line', ja: '出荷計画明細' },
  fields: {
    shipOrderId: f.link('erp/shiporder', {
      label: { zh: '发货计划', en: 'Shipment plan', ja: '出荷計画' },
      required: true,
      list: true,
      search: true,
    }),
    shipApplyId: f.link('erp/shipapply', {
      label: { zh: '发货申请', en: 'Ship application', ja: '出荷申請' },
      list: true,
      search: true,
    }),
    shipApplyItemId: f.link('erp/shipapplyitem', {
      label: { zh: '发货申请明细', en: 'Ship application line', ja: '出荷申請明細' },
      required: true,
      list: true,
      example: '1000000000000003612',
    }),
    purchaseOrderId: f.link('erp/purchaseorder', {
      label: { zh: '采购订单', en: 'Purchase order', ja: '発注書' },
      list: true,
      search: true,
    }),
    purchaseOrderItemId: f.link('erp/purchaseorderitem', {
      label: { zh: '采购订单明细', en: 'Purchase order line', ja: '発注明細' },
      list: true,
    }),
    productId: f.link('erp/baseproduct', {
      label: { zh: '产品', en: 'Product', ja: '商品' },
      title: true,
      list: true,
      search: true,
    }),
    sysSku: f.text({
      label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' },
      max: 64,
      list: true,
      search: true,
    }),
    factoryId: f.link('erp/basefactory', {
      label: { zh: '工厂', en: 'Factory', ja: '工場' },
      list: true,
      search: true,
    }),
    quantity: quantity('发货数量', 'Shipment quantity', '出荷数量', { required: true, example: 20 }),
    boxNum: quantity('箱数', 'Cartons', '箱数'),
    unitCost: f.decimal({
      label: { zh: '采购单价(本位币)', en: 'Unit cost (base currency)', ja: '仕入単価(基軸通貨)' },
      scale: 4,
      min: 0,
      list: true,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: [],
  permissions: SHIP_ORDER_PERMISSIONS,
  isChild: true,
  defaultOrder: 'ship_order_id, id',
})

/** A file attached to a shipment plan (booking, inspection report, payment voucher). */
export const shipOrderFile = defineResource({
  area: 'shipping',
  module: 'erp',
  name: 'shiporderfile',
  table: 'erp_ship_order_file',
  label: { zh: '发货计划附件', en: 'Shipment plan file', ja: '出荷計画添付' },
  fields: {
    shipOrderId: f.link('erp/shiporder', {
      label: { zh: '发货计划', en: 'Shipment plan', ja: '出荷計画' },
      required: true,
      list: true,
      search: true,
    }),
    fileUrl: f.file({
      label: { zh: '文件', en: 'File', ja: 'ファイル' },
      required: true,
      accept: ['pdf', 'jpg', 'jpeg', 'png', 'xlsx', 'xls'],
      list: true,
    }),
    fileName: f.text({ label: { zh: '文件名', en: 'File name', ja: 'ファイル名' }, max: 255, title: true, list: true }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: [],
  permissions: SHIP_ORDER_PERMISSIONS,
  isChild: true,
  defaultOrder: 'ship_order_id, id',
})

/**
 * Inspection of a shipment plan's goods before loading (出货验货, /api/erp/shipqualitycheck): sampled,
 * defects, defect rate = defect ÷ sampled (exact), passed or failed, with photos; optionally of one of
 * its applications. A failed check leaves the plan awaiting inspection, a passed one confirms it again.
 */
export const shipQualityCheck = defineResource({
  area: 'shipping',
  module: 'erp',
  name: 'shipqualitycheck',
  table: 'erp_ship_quality_check',
  label: { zh: '出货验货', en: 'Pre-shipment inspection', ja: '出荷前検品' },
  fields: {
    shipOrderId: f.link('erp/shiporder', {
      label: { zh: '发货计划', en: 'Shipment plan', ja: '出荷計画' },
      required: true,
      title: true,
      list: true,
      search: true,
    }),
    shipApplyId: f.link('erp/shipapply', {
      label: { zh: '发货申请', en: 'Ship application', ja: '出荷申請' },
      list: true,
      search: true,
    }),
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
    inspector: f.text({ label: { zh: '验货员', en: 'Inspector', ja: '検品者' }, max: 64, list: true }),
    photos: f.text({ label: { zh: '照片', en: 'Photos', ja: '写真' }, max: 2000 }),
    checkTime: f.datetime({ label: { zh: '验货时间', en: 'Checked at', ja: '検品日時' }, list: true, sort: true }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['detail'],
  permissions: SHIP_ORDER_PERMISSIONS,
  isChild: true,
  defaultOrder: 'ship_order_id, id DESC',
})
