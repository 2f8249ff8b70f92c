import { alsoServedAt, defineResource, f } from '../define-resource.ts'

/** Who plans FBA transfers (the office) and who works them (the warehouse, through the same codes). */
export const FBA_TRANSFER_PERMISSIONS = {
  view: 'fbatransfer_view',
  add: 'fbatransfer_add',
  edit: 'fbatransfer_edit',
  remove: 'fbatransfer_delete',
}

const quantity = (zh: string, en: string, ja: string, more: { required?: boolean; example?: number } = {}) =>
  f.integer({ label: { zh, en, ja }, min: 0, max: 99_999_999, list: true, ...more })

const BOX_NO = { zh: '箱号', en: 'Box number', ja: '箱番号' }

/**
 * FBA transfer (FBA调拨, /api/fbatransfer; spec 1 §4: 1 pending label, 2 pending check-out,
 * 3 destination in transit, 4 destination receiving, 5 destination received, 6 exception, 7 voided):
 * goods of an overseas warehouse sent to an Amazon fulfilment centre in labelled boxes. Saved, its
 * lines are reserved at the warehouse; checked out, they leave it through the ledger and are inbound
 * to the centre in the shop's FBA inventory; received, they are fulfillable there.
 */
export const fbaTransfer = defineResource({
  area: 'fba',
  module: 'erp',
  name: 'fbatransfer',
  basePath: '/api/fbatransfer',
  table: 'erp_fba_transfer',
  label: { zh: 'FBA调拨单', en: 'FBA transfer', ja: 'FBA移動' },
  fields: {
    code: f.text({
      label: { zh: '调拨单号', en: 'Transfer no.', ja: '移動番号' },
      numbered: 'fbaTransfer',
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
      sort: true,
      example: 'FT-EXAMPLE-0099',
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
    fbaCentre: f.text({
      label: { zh: '目的FBA仓', en: 'Fulfilment centre', ja: '納品先FBA倉庫' },
      required: true,
      max: 16,
      choices: { from: 'erp/eccfbaaddress', value: 'code' },
      list: true,
      search: true,
      example: 'ONT8',
    }),
    shipmentId: f.text({
      label: { zh: '货件编号', en: 'Shipment ID', ja: '納品プランID' },
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      list: true,
      search: true,
      batchSearch: true,
      example: 'FBA17EXAMPLE',
    }),
    transportCode: f.text({
      label: { zh: '运输方式', en: 'Transport', ja: '輸送方法' },
      max: 64,
      choices: { from: 'erp/ecctransport', value: 'code' },
      list: true,
      example: 'UPS-GROUND',
    }),
    trackingNo: f.text({
      label: { zh: '跟踪号', en: 'Tracking no.', ja: '追跡番号' },
      max: 64,
      list: true,
      search: true,
    }),
    status: f.dict('fba_transfer_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    totalQuantity: quantity('调拨总数', 'Total quantity', '合計数量'),
    boxCount: quantity('箱数', 'Boxes', '箱数'),
    receivedQuantity: quantity('已收货数', 'Received', '受領数'),
    differenceQuantity: f.integer({
      label: { zh: '差异数', en: 'Difference', ja: '差異数' },
      min: -99_999_999,
      max: 99_999_999,
      list: true,
    }),
    checkOutTime: f.datetime({
      label: { zh: '出库时间', en: 'Checked out at', ja: '出庫日時' },
      list: true,
      sort: true,
    }),
    receivedTime: f.datetime({ label: { zh: '签收时间', en: 'Received at', ja: '受領日時' }, list: true, sort: true }),
    exceptionRemark: f.text({ label: { zh: '异常说明', en: 'Exception', ja: '異常内容' }, max: 500 }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500, example: 'Prime Day stock' }),
  },
  calls: ['page', 'detail', { op: 'save', path: 'createFBATransfer' }, 'update', { op: 'remove', path: 'deleteById' }],
  permissions: FBA_TRANSFER_PERMISSIONS,
  children: {
    boxes: { resource: 'erp/fbatransferbox', foreignKey: 'fbaTransferId' },
    items: { resource: 'erp/fbatransferitem', foreignKey: 'fbaTransferId' },
  },
  statusDict: 'fba_transfer_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'warehouses', sort: 170 },
})

/** A box of an FBA transfer: its number (as on the label), outer dimensions in cm and weight in kg. */
export const fbaTransferBox = defineResource({
  area: 'fba',
  module: 'erp',
  name: 'fbatransferbox',
  table: 'erp_fba_transfer_box',
  label: { zh: 'FBA调拨箱', en: 'FBA transfer box', ja: 'FBA移動の箱' },
  fields: {
    fbaTransferId: f.link('erp/fbatransfer', {
      label: { zh: 'FBA调拨单', en: 'FBA transfer', ja: 'FBA移動' },
      required: true,
      list: true,
    }),
    boxNo: f.text({
      label: BOX_NO,
      required: true,
      max: 32,
      unique: true,
      uniqueWith: ['fbaTransferId'],
      title: true,
      list: true,
      example: 'U001',
    }),
    length: f.decimal({
      label: { zh: '长(cm)', en: 'Length (cm)', ja: '長さ(cm)' },
      min: 0,
      list: true,
      example: '60',
    }),
    width: f.decimal({ label: { zh: '宽(cm)', en: 'Width (cm)', ja: '幅(cm)' }, min: 0, list: true, example: '40' }),
    height: f.decimal({
      label: { zh: '高(cm)', en: 'Height (cm)', ja: '高さ(cm)' },
      min: 0,
      list: true,
      example: '35',
    }),
    weight: f.decimal({
      label: { zh: '重量(kg)', en: 'Weight (kg)', ja: '重量(kg)' },
      scale: 3,
      min: 0,
      list: true,
      example: '18.5',
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: [],
  permissions: FBA_TRANSFER_PERMISSIONS,
  isChild: true,
  defaultOrder: 'fba_transfer_id, id',
})

/** A line of an FBA transfer: the product, its seller SKU and FNSKU at Amazon, how many, in which box. */
export const fbaTransferItem = defineResource({
  area: 'fba',
  module: 'erp',
  name: 'fbatransferitem',
  table: 'erp_fba_transfer_item',
  label: { zh: 'FBA调拨明细', en: 'FBA transfer line', ja: 'FBA移動明細' },
  fields: {
    fbaTransferId: f.link('erp/fbatransfer', {
      label: { zh: 'FBA调拨单', en: 'FBA transfer', ja: 'FBA移動' },
      required: true,
      list: true,
    }),
    productId: f.link('erp/baseproduct', {
      label: { zh: '产品', en: 'Product', ja: '商品' },
      required: true,
      list: true,
      example: '1000000000000003101',
    }),
    sysSku: f.text({ label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' }, max: 64, list: true }),
    sellerSku: f.text({
      label: { zh: 'SKU', en: 'SKU', ja: 'SKU' },
      max: 64,
      title: true,
      list: true,
      example: 'HM-KETTLE-17-US',
    }),
    fnsku: f.text({ label: { zh: 'FNSKU', en: 'FNSKU', ja: 'FNSKU' }, max: 32, list: true, example: 'X00DEMO001' }),
    quantity: quantity('数量', 'Quantity', '数量', { required: true, example: 4 }),
    boxNo: f.text({ label: BOX_NO, max: 32, list: true, example: 'U001' }),
    receivedQuantity: quantity('签收数', 'Received', '受領数'),
    damagedQuantity: quantity('破损数', 'Damaged', '破損数'),
    differenceQuantity: f.integer({
      label: { zh: '差异数', en: 'Difference', ja: '差異数' },
      min: -99_999_999,
      max: 99_999_999,
      list: true,
    }),
    exceptionType: f.dict('fba_exception_type', {
      label: { zh: '异常类型', en: 'Exception', ja: '異常種別' },
      list: true,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: [],
  permissions: FBA_TRANSFER_PERMISSIONS,
  isChild: true,
  defaultOrder: 'fba_transfer_id, id',
})

/** The warehouse's address of the same transfers (/api/ware/wfbatransfer): read, found by code, moved on. */
export const wFbaTransfer = {
  ...alsoServedAt(fbaTransfer, { area: 'fba', module: 'ware', name: 'wfbatransfer', calls: ['page', 'detail'] }),
  basePath: '/api/ware/wfbatransfer',
}
