import { defineResource, f } from '../define-resource.ts'

/** Who applies to ship purchased goods, and who assigns the applications to shipment plans. */
export const SHIP_APPLY_PERMISSIONS = {
  view: 'shipapply_view',
  add: 'shipapply_add',
  edit: 'shipapply_edit',
  remove: 'shipapply_delete',
}

const quantity = (zh: string, en: string, ja: string, more: { required?: boolean; example?: number } = {}) =>
  f.integer({ label: { zh, en, ja }, min: 0, max: 99_999_999, list: true, ...more })

/**
 * Ship application (发货申请, /api/erp/shipapply; spec 1 §4): a buyer asks to ship quantities of the
 * purchased, quality-passed goods of one approved purchase order (never more than passed quality
 * minus what other live applications hold). Saved as confirmed (1); the shipment plans that take its
 * lines leave it to be assigned (2, in part) or assigned (3, all of it); shipped (5) once every plan
 * holding it departs; obsolete (100) while nothing of it is planned. Each change leaves a log row.
 */
export const shipApply = defineResource({
  area: 'shipping',
  module: 'erp',
  name: 'shipapply',
  table: 'erp_ship_apply',
  label: { zh: '发货申请', en: 'Ship application', ja: '出荷申請' },
  fields: {
    code: f.text({
      label: { zh: '申请单号', en: 'Application no.', ja: '申請番号' },
      numbered: 'shipApply',
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
      sort: true,
      example: 'SA-EXAMPLE-0099',
    }),
    purchaseOrderId: f.link('erp/purchaseorder', {
      label: { zh: '采购订单', en: 'Purchase order', ja: '発注書' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000003521',
    }),
    factoryId: f.link('erp/basefactory', {
      label: { zh: '工厂', en: 'Factory', ja: '工場' },
      list: true,
      search: true,
    }),
    storeId: f.link('erp/basestore', {
      label: { zh: '目的仓库', en: 'Destination warehouse', ja: '入庫先倉庫' },
      list: true,
      search: true,
    }),
    expectedShipDate: f.date({
      label: { zh: '期望发货日期', en: 'Ship by', ja: '出荷希望日' },
      list: true,
      sort: true,
      example: '2027-03-01',
    }),
    totalQuantity: quantity('申请总数', 'Applied quantity', '申請数量'),
    plannedQuantity: quantity('已排计划数', 'Planned', '計画済数'),
    status: f.dict('ship_apply_status', {
      label: { zh: '申请状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['list', 'detail', 'save', 'remove'],
  permissions: SHIP_APPLY_PERMISSIONS,
  children: {
    items: { resource: 'erp/shipapplyitem', foreignKey: 'shipApplyId' },
    files: { resource: 'erp/shipapplyfile', foreignKey: 'shipApplyId' },
  },
  statusDict: 'ship_apply_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'shipping', sort: 10 },
})

/** Ship application line: a purchase order line and how many of its passed units are to ship. */
export const shipApplyItem = defineResource({
  area: 'shipping',
  module: 'erp',
  name: 'shipapplyitem',
  table: 'erp_ship_apply_item',
  label: { zh: '发货申请明细', en: 'Ship application line', ja: '出荷申請明細' },
  fields: {
    shipApplyId: f.link('erp/shipapply', {
      label: { zh: '发货申请', en: 'Ship application', ja: '出荷申請' },
      required: true,
      list: true,
      search: true,
    }),
    purchaseOrderItemId: f.link('erp/purchaseorderitem', {
      label: { zh: '采购订单明细', en: 'Purchase order line', ja: '発注明細' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000003522',
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
    quantity: quantity('申请数量', 'Quantity', '数量', { required: true, example: 40 }),
    plannedQuantity: quantity('已排计划数', 'Planned', '計画済数'),
    boxNum: quantity('箱数', 'Cartons', '箱数'),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['list'],
  permissions: SHIP_APPLY_PERMISSIONS,
  isChild: true,
  defaultOrder: 'ship_apply_id, id',
})

/** One change of a ship application: what was done, from which status to which, by whom and when. */
export const shipApplyLog = defineResource({
  area: 'shipping',
  module: 'erp',
  name: 'shipapplylog',
  table: 'erp_ship_apply_log',
  label: { zh: '发货申请日志', en: 'Ship application log', ja: '出荷申請ログ' },
  fields: {
    // An id, not a link: the log outlives a removed application and never holds it.
    shipApplyId: f.id({
      label: { zh: '发货申请', en: 'Ship application', ja: '出荷申請' },
      required: true,
      list: true,
      search: true,
    }),
    operation: f.text({
      label: { zh: '操作', en: 'Operation', ja: '操作' },
      required: true,
      max: 64,
      title: true,
      list: true,
      search: true,
    }),
    fromStatus: f.dict('ship_apply_status', { label: { zh: '原状态', en: 'From', ja: '変更前' }, list: true }),
    toStatus: f.dict('ship_apply_status', { label: { zh: '新状态', en: 'To', ja: '変更後' }, list: true }),
    content: f.text({ label: { zh: '内容', en: 'Content', ja: '内容' }, max: 1000, list: true }),
  },
  calls: ['list'],
  permissions: SHIP_APPLY_PERMISSIONS,
  isChild: true,
  defaultOrder: 'ship_apply_id, id DESC',
})

/** A file attached to a ship application (packing photos, the factory's packing list). */
export const shipApplyFile = defineResource({
  area: 'shipping',
  module: 'erp',
  name: 'shipapplyfile',
  table: 'erp_ship_apply_file',
  label: { zh: '发货申请附件', en: 'Ship application file', ja: '出荷申請添付' },
  fields: {
    shipApplyId: f.link('erp/shipapply', {
      label: { zh: '发货申请', en: 'Ship application', ja: '出荷申請' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000003601',
    }),
    fileUrl: f.file({
      label: { zh: '文件', en: 'File', ja: 'ファイル' },
      required: true,
      accept: ['pdf', 'jpg', 'jpeg', 'png', 'xlsx', 'xls'],
      list: true,
      example: '/upload/demo/packing-list.pdf',
    }),
    fileName: f.text({
      label: { zh: '文件名', en: 'File name', ja: 'ファイル名' },
      max: 255,
      title: true,
      list: true,
      example: 'packing-list.pdf',
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['list', 'save'],
  permissions: SHIP_APPLY_PERMISSIONS,
  isChild: true,
  defaultOrder: 'ship_apply_id, id',
})
