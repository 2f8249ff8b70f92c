import { alsoServedAt, defineResource, f } from '../define-resource.ts'
import { boxMeasures } from '../wms/w-outbound-packing.resource.ts'

/** Who plans FBA turnovers in the office (ERP side). */
export const FBA_TURNOVER_PERMISSIONS = {
  view: 'fbaturnover_view',
  add: 'fbaturnover_add',
  edit: 'fbaturnover_edit',
  remove: 'fbaturnover_delete',
}

/** Who works FBA turnovers in the warehouse (allocation, encasement, labels, outbound): warehouse work. */
export const WFBA_TURNOVER_PERMISSIONS = {
  view: 'wfbaturnover_view',
  add: 'wfbaturnover_add',
  edit: 'wfbaturnover_edit',
  remove: 'wfbaturnover_delete',
}

const turnoverLink = f.link('erp/fbaturnover', {
  label: { zh: 'FBA周转单', en: 'FBA turnover', ja: 'FBA中継' },
  list: true,
})

/**
 * FBA turnover (FBA周转单, /api/erp/fbaturnover; warehouse side /api/ware/wfbaturnover): an overseas
 * warehouse's stock sent to an Amazon fulfilment centre for one shop's FBA shipment. The office
 * writes its lines and submits it; the warehouse allocates (reserves, oldest lot first: the picking
 * list), packs it into measured boxes (encasement, packed equal to the total before it is
 * confirmed), uploads the box and FBA labels, and ships it out through the ledger to the centre;
 * cancelling releases what was reserved. Statuses: dictionary fba_turnover_status.
 */
export const fbaTurnover = defineResource({
  area: 'fba',
  module: 'erp',
  name: 'fbaturnover',
  table: 'erp_fba_turnover',
  label: { zh: 'FBA周转单', en: 'FBA turnover', ja: 'FBA中継' },
  fields: {
    code: f.text({
      label: { zh: '周转单号', en: 'Turnover no.', ja: '中継番号' },
      numbered: 'fbaTurnover',
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      title: true,
      list: true,
      search: true,
      sort: true,
      batchSearch: true,
      example: 'FZ-20261206-0001',
    }),
    storeId: f.link('erp/basestore', {
      label: { zh: '发货仓库', en: 'From warehouse', ja: '出荷倉庫' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000004202',
    }),
    shopId: f.link('erp/baseshop', {
      label: { zh: '店铺', en: 'Shop', ja: 'ショップ' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000004101',
    }),
    centre: f.text({
      label: { zh: '目的FBA仓', en: 'Fulfilment centre', ja: 'フルフィルメントセンター' },
      required: true,
      max: 16,
      pattern: /^[A-Za-z0-9]+$/,
      list: true,
      search: true,
      example: 'ONT8',
    }),
    shipmentId: f.text({
      label: { zh: 'FBA货件号', en: 'FBA shipment ID', ja: 'FBA納品ID' },
      required: true,
      max: 32,
      pattern: /^[A-Za-z0-9-]+$/,
      list: true,
      search: true,
      batchSearch: true,
      example: 'FBA17ABCDE12',
    }),
    referenceId: f.text({
      label: { zh: '追踪编号', en: 'Reference ID', ja: '参照ID' },
      max: 32,
      pattern: /^[A-Za-z0-9-]+$/,
      list: true,
      example: '3K8ZQ2LV',
    }),
    status: f.dict('fba_turnover_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 0,
      list: true,
      search: true,
    }),
    totalQuantity: f.integer({
      workedOut: true,
      label: { zh: '总数量', en: 'Total quantity', ja: '合計数量' },
      min: 0,
      list: true,
    }),
    packedQuantity: f.integer({
      workedOut: true,
      label: { zh: '已装箱数量', en: 'Packed', ja: '梱包済数' },
      min: 0,
      list: true,
    }),
    boxCount: f.integer({ workedOut: true, label: { zh: '箱数', en: 'Boxes', ja: '箱数' }, min: 0, list: true }),
    allocationTime: f.datetime({
      workedOut: true,
      label: { zh: '分配时间', en: 'Allocated at', ja: '引当日時' },
      list: true,
    }),
    outboundTime: f.datetime({
      workedOut: true,
      label: { zh: '出库时间', en: 'Shipped at', ja: '出庫日時' },
      list: true,
      sort: true,
    }),
    cancelReason: f.text({ workedOut: true, label: { zh: '取消原因', en: 'Cancel reason', ja: '取消理由' }, max: 255 }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['page', 'detail', 'save', 'update', { op: 'remove', path: 'deleteById' }],
  permissions: FBA_TURNOVER_PERMISSIONS,
  children: {
    items: { resource: 'erp/fbaturnoveritem', foreignKey: 'turnoverId' },
    boxes: { resource: 'erp/fbaturnoverbox', foreignKey: 'turnoverId' },
    boxItems: { resource: 'erp/fbaturnoverboxitem', foreignKey: 'turnoverId' },
    files: { resource: 'erp/fbaturnoverfile', foreignKey: 'turnoverId' },
  },
  statusDict: 'fba_turnover_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'shops', sort: 176 },
})

/** A turnover's line: a SKU and how many units go to the centre (its seller SKU / FNSKU as Amazon knows it). */
export const fbaTurnoverItem = defineResource({
  area: 'fba',
  module: 'erp',
  name: 'fbaturnoveritem',
  table: 'erp_fba_turnover_item',
  label: { zh: 'FBA周转明细', en: 'FBA turnover line', ja: 'FBA中継明細' },
  fields: {
    turnoverId: turnoverLink,
    productId: f.link('erp/baseproduct', {
      label: { zh: '产品', en: 'Product', ja: '商品' },
      required: true,
      list: true,
      example: '1000000000000003101',
    }),
    sysSku: f.text({ label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' }, max: 64, title: true, list: true }),
    sellerSku: f.text({ label: { zh: '销售SKU', en: 'Seller SKU', ja: '出品者SKU' }, max: 64, list: true }),
    fnsku: f.text({
      label: { zh: 'FNSKU', en: 'FNSKU', ja: 'FNSKU' },
      max: 16,
      pattern: /^[A-Za-z0-9]+$/,
      list: true,
      example: 'X001ABCDEF',
    }),
    quantity: f.integer({
      label: { zh: '数量', en: 'Quantity', ja: '数量' },
      required: true,
      min: 1,
      max: 99_999_999,
      list: true,
      example: 10,
    }),
    packedQuantity: f.integer({ label: { zh: '已装箱', en: 'Packed', ja: '梱包済' }, min: 0, list: true }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 255 }),
  },
  calls: [],
  permissions: FBA_TURNOVER_PERMISSIONS,
  isChild: true,
  defaultOrder: 'turnover_id, id',
})

/**
 * A box of a turnover (装箱): numbered 1, 2, ... per turnover, made whole by one encasement (its
 * measures in cm and kg and the units of each line in it). `opId` is the floor's id of the
 * operation that made it, so a replayed encasement makes nothing.
 */
export const fbaTurnoverBox = defineResource({
  area: 'fba',
  module: 'erp',
  name: 'fbaturnoverbox',
  table: 'erp_fba_turnover_box',
  label: { zh: 'FBA周转装箱', en: 'FBA turnover box', ja: 'FBA中継箱' },
  fields: {
    turnoverId: turnoverLink,
    boxNo: f.integer({
      label: { zh: '箱号', en: 'Box no.', ja: '箱番号' },
      min: 1,
      max: 9999,
      title: true,
      list: true,
    }),
    ...boxMeasures,
    quantity: f.integer({ label: { zh: '装箱数量', en: 'Units', ja: '数量' }, min: 0, list: true }),
    opId: f.text({ label: { zh: '操作号', en: 'Operation id', ja: '操作ID' }, max: 36, unique: true }),
  },
  calls: [],
  permissions: FBA_TURNOVER_PERMISSIONS,
  isChild: true,
  defaultOrder: 'turnover_id, box_no',
})

/** How many units of a turnover line a box holds. */
export const fbaTurnoverBoxItem = defineResource({
  area: 'fba',
  module: 'erp',
  name: 'fbaturnoverboxitem',
  table: 'erp_fba_turnover_box_item',
  label: { zh: 'FBA周转装箱明细', en: 'FBA turnover box line', ja: 'FBA中継箱明細' },
  fields: {
    turnoverId: turnoverLink,
    boxId: f.link('erp/fbaturnoverbox', { label: { zh: '箱', en: 'Box', ja: '箱' }, list: true }),
    itemId: f.link('erp/fbaturnoveritem', {
      label: { zh: '周转明细', en: 'Turnover line', ja: '中継明細' },
      list: true,
    }),
    productId: f.link('erp/baseproduct', { label: { zh: '产品', en: 'Product', ja: '商品' }, list: true }),
    sysSku: f.text({ label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' }, max: 64, title: true, list: true }),
    quantity: f.integer({ label: { zh: '数量', en: 'Quantity', ja: '数量' }, min: 1, list: true }),
  },
  calls: [],
  permissions: FBA_TURNOVER_PERMISSIONS,
  isChild: true,
  defaultOrder: 'turnover_id, box_id, id',
})

/** A file of a turnover: a box label or an FBA label sheet (uploaded through /api/picture/upload), or another document. */
export const fbaTurnoverFile = defineResource({
  area: 'fba',
  module: 'erp',
  name: 'fbaturnoverfile',
  table: 'erp_fba_turnover_file',
  label: { zh: 'FBA周转附件', en: 'FBA turnover file', ja: 'FBA中継ファイル' },
  fields: {
    turnoverId: turnoverLink,
    fileType: f.dict('fba_turnover_file_type', {
      label: { zh: '文件类型', en: 'File type', ja: 'ファイル種別' },
      required: true,
      list: true,
      example: '1',
    }),
    attachId: f.link('blade-resource/attach', {
      label: { zh: '文件', en: 'File', ja: 'ファイル' },
      required: true,
      list: true,
    }),
    fileUrl: f.file({ label: { zh: '文件地址', en: 'URL', ja: 'URL' }, list: true }),
    fileName: f.text({ label: { zh: '文件名', en: 'File name', ja: 'ファイル名' }, max: 255, title: true, list: true }),
  },
  calls: [],
  permissions: FBA_TURNOVER_PERMISSIONS,
  isChild: true,
  defaultOrder: 'turnover_id, id',
})

/** The warehouse's address of the same turnovers (/api/ware/wfbaturnover), with the warehouse's permissions. */
export const wFbaTurnover = {
  ...alsoServedAt(fbaTurnover, { area: 'fba', module: 'ware', name: 'wfbaturnover', calls: ['page', 'detail'] }),
  permissions: WFBA_TURNOVER_PERMISSIONS,
  menu: { parent: 'warehouses', sort: 175 },
}
