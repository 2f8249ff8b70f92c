import { defineResource, f } from '../define-resource.ts'

/** Who packs outbound orders into boxes and labels them (the packing station). */
export const PACK_PERMISSIONS = {
  view: 'woutboundbox_view',
  add: 'woutboundbox_add',
  edit: 'woutboundbox_edit',
  remove: 'woutboundbox_delete',
}

/** Largest side of a box in cm and its largest weight in kg (a pallet-sized carton at most). */
export const BOX_MAX_CM = 300
export const BOX_MAX_KG = 1000

const cm = (zh: string, en: string, ja: string, example: string) =>
  f.decimal({ label: { zh, en, ja }, scale: 2, min: 0.01, max: BOX_MAX_CM, list: true, example })

/** The measures a box needs before it is closed (exact decimals, > 0). */
export const boxMeasures = {
  length: cm('长(cm)', 'Length (cm)', '長さ(cm)', '40.00'),
  width: cm('宽(cm)', 'Width (cm)', '幅(cm)', '30.00'),
  height: cm('高(cm)', 'Height (cm)', '高さ(cm)', '20.50'),
  weight: f.decimal({
    label: { zh: '重量(kg)', en: 'Weight (kg)', ja: '重量(kg)' },
    scale: 3,
    min: 0.001,
    max: BOX_MAX_KG,
    list: true,
    example: '3.250',
  }),
}

/**
 * Box (装箱) of an outbound order (issue 10): numbered 1, 2, ... per order, its measures and weight,
 * open or closed, its lines the picked units packed in it. Boxes are made and filled by `packBox`
 * between picking and labelling; a closed box has all four measures.
 */
export const wOutboundBox = defineResource({
  area: 'wms',
  module: 'ware',
  name: 'woutboundbox',
  table: 'ware_outbound_box',
  label: { zh: '出库装箱', en: 'Outbound box', ja: '出庫梱包' },
  fields: {
    outboundId: f.link('ware/woutbound', {
      label: { zh: '出库单', en: 'Outbound order', ja: '出庫伝票' },
      list: true,
      search: true,
    }),
    boxNo: f.integer({
      label: { zh: '箱号', en: 'Box no.', ja: '箱番号' },
      min: 1,
      max: 9999,
      title: true,
      list: true,
      sort: true,
    }),
    ...boxMeasures,
    packedQuantity: f.integer({ label: { zh: '装箱数量', en: 'Packed', ja: '梱包数' }, min: 0, list: true }),
    status: f.dict('outbound_box_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 0,
      list: true,
      search: true,
    }),
  },
  calls: ['page', 'detail'],
  permissions: PACK_PERMISSIONS,
  children: { items: { resource: 'ware/woutboundboxitem', foreignKey: 'boxId' } },
  statusDict: 'outbound_box_status',
  defaultOrder: 'outbound_id DESC, box_no',
  menu: { parent: 'warehouses', sort: 165 },
})

/** Box line: how many units of one outbound line are packed in a box. */
export const wOutboundBoxItem = defineResource({
  area: 'wms',
  module: 'ware',
  name: 'woutboundboxitem',
  table: 'ware_outbound_box_item',
  label: { zh: '装箱明细', en: 'Box line', ja: '梱包明細' },
  fields: {
    boxId: f.link('ware/woutboundbox', { label: { zh: '箱', en: 'Box', ja: '箱' }, list: true }),
    outboundId: f.link('ware/woutbound', { label: { zh: '出库单', en: 'Outbound order', ja: '出庫伝票' }, list: true }),
    outboundItemId: f.id({ label: { zh: '出库明细', en: 'Outbound line', ja: '出庫明細' } }),
    productId: f.link('erp/baseproduct', { label: { zh: '产品', en: 'Product', ja: '商品' }, list: true }),
    sysSku: f.text({ label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' }, max: 64, title: true, list: true }),
    quantity: f.integer({ label: { zh: '装箱数量', en: 'Packed', ja: '梱包数' }, min: 0, list: true }),
  },
  calls: [],
  permissions: PACK_PERMISSIONS,
  isChild: true,
  defaultOrder: 'box_id, id',
})

/**
 * One packing operation as the floor sent it (client-made `opId`, a uuid): kept so a replay of the
 * same operation changes nothing, and as the packing log (who packed what into which box, when).
 */
export const wOutboundPackOp = defineResource({
  area: 'wms',
  module: 'ware',
  name: 'woutboundpackop',
  table: 'ware_outbound_pack_op',
  label: { zh: '装箱记录', en: 'Packing operation', ja: '梱包記録' },
  fields: {
    outboundId: f.link('ware/woutbound', { label: { zh: '出库单', en: 'Outbound order', ja: '出庫伝票' }, list: true }),
    // One record per operation id (removed ones too: a replay never runs twice).
    opId: f.text({
      label: { zh: '操作号', en: 'Operation id', ja: '操作ID' },
      max: 36,
      title: true,
      list: true,
      unique: true,
    }),
    boxNo: f.integer({ label: { zh: '箱号', en: 'Box no.', ja: '箱番号' }, list: true }),
    sysSku: f.text({ label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' }, max: 64, list: true }),
    quantity: f.integer({ label: { zh: '数量', en: 'Quantity', ja: '数量' }, list: true }),
  },
  calls: [],
  permissions: PACK_PERMISSIONS,
  isChild: true,
  defaultOrder: 'outbound_id, id',
})

/**
 * Face sheet (面单) of an outbound order: an uploaded shipping label (a file of /api/picture/upload,
 * pdf, png or jpg) and its tracking number. Labelling finishes when the order has at least one and
 * as many tracking numbers as face sheets.
 */
export const wOutboundLabel = defineResource({
  area: 'wms',
  module: 'ware',
  name: 'woutboundlabel',
  table: 'ware_outbound_label',
  label: { zh: '出库面单', en: 'Face sheet', ja: '送り状' },
  fields: {
    outboundId: f.link('ware/woutbound', {
      label: { zh: '出库单', en: 'Outbound order', ja: '出庫伝票' },
      required: true,
      list: true,
      search: true,
    }),
    attachId: f.link('blade-resource/attach', {
      label: { zh: '面单文件', en: 'Label file', ja: 'ラベルファイル' },
      required: true,
      list: true,
    }),
    fileUrl: f.file({ label: { zh: '文件地址', en: 'URL', ja: 'URL' }, list: true }),
    fileName: f.text({ label: { zh: '文件名', en: 'File name', ja: 'ファイル名' }, max: 255, list: true }),
    trackingNumber: f.text({
      label: { zh: '跟踪号', en: 'Tracking no.', ja: '追跡番号' },
      max: 64,
      pattern: /^[A-Za-z0-9-]+$/,
      title: true,
      list: true,
      search: true,
    }),
  },
  calls: ['page', 'detail'],
  permissions: PACK_PERMISSIONS,
  defaultOrder: 'outbound_id DESC, id',
})
