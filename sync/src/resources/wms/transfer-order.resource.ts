import { alsoServedAt, defineResource, f } from '../define-resource.ts'

/** Who moves stock between warehouses. */
export const TRANSFER_PERMISSIONS = {
  view: 'transferorder_view',
  add: 'transferorder_add',
  edit: 'transferorder_edit',
  remove: 'transferorder_delete',
}

/**
 * Transfer order (调拨单, /api/erp/transferorder; spec 1 §4: 0 draft, 1 to be stocked, 2 out of
 * stock, 3 abolished): goods from one warehouse to another. Confirming reserves them at the source;
 * dispatching ships them (out of the source through the ledger) and opens an inbound order at the
 * destination, where they are received like any arrival; abolishing releases what was reserved.
 */
export const transferOrder = defineResource({
  area: 'wms',
  module: 'erp',
  name: 'transferorder',
  table: 'erp_transfer_order',
  label: { zh: '调拨单', en: 'Transfer order', ja: '移動伝票' },
  fields: {
    code: f.text({
      label: { zh: '调拨单号', en: 'Transfer no.', ja: '移動番号' },
      required: true,
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      title: true,
      list: true,
      search: true,
      sort: true,
      example: 'TR-2026-0099',
    }),
    fromStoreId: f.link('erp/basestore', {
      label: { zh: '调出仓库', en: 'From warehouse', ja: '出庫倉庫' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000004202',
    }),
    toStoreId: f.link('erp/basestore', {
      label: { zh: '调入仓库', en: 'To warehouse', ja: '入庫倉庫' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000004203',
    }),
    status: f.dict('transfer_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 0,
      list: true,
      search: true,
    }),
    expectedDate: f.date({
      label: { zh: '预计到货日期', en: 'Expected on', ja: '到着予定日' },
      list: true,
      sort: true,
    }),
    totalQuantity: f.integer({ workedOut: true, label: { zh: '调拨数量', en: 'Quantity', ja: '数量' }, list: true }),
    inboundOrderId: f.link('ware/winboundorder', {
      workedOut: true,
      label: { zh: '调入入库单', en: 'Inbound order at destination', ja: '入庫伝票' },
      list: true,
    }),
    dispatchTime: f.datetime({
      workedOut: true,
      label: { zh: '出库时间', en: 'Dispatched at', ja: '出庫日時' },
      list: true,
      sort: true,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: [
    'page',
    'detail',
    'save',
    'update',
    'remove',
    'export',
    { op: 'submit', path: 'saveTransferOrderAndItem' },
    { op: 'remove', path: 'deleteById' },
  ],
  permissions: TRANSFER_PERMISSIONS,
  children: { items: { resource: 'erp/transferorderitem', foreignKey: 'transferOrderId' } },
  statusDict: 'transfer_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'warehouses', sort: 150 },
})

/** Transfer order line (调拨明细): a product, how many, and optionally the source position to take them from. */
export const transferOrderItem = defineResource({
  area: 'wms',
  module: 'erp',
  name: 'transferorderitem',
  table: 'erp_transfer_order_item',
  label: { zh: '调拨明细', en: 'Transfer line', ja: '移動明細' },
  fields: {
    transferOrderId: f.link('erp/transferorder', {
      label: { zh: '调拨单', en: 'Transfer order', ja: '移動伝票' },
      required: true,
      list: true,
    }),
    productId: f.link('erp/baseproduct', {
      label: { zh: '产品', en: 'Product', ja: '商品' },
      required: true,
      list: true,
      example: '1000000000000003101',
    }),
    sysSku: f.text({ label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' }, max: 64, title: true, list: true }),
    quantity: f.integer({
      label: { zh: '调拨数量', en: 'Quantity', ja: '数量' },
      required: true,
      min: 1,
      max: 99_999_999,
      list: true,
      example: 2,
    }),
    fromPositionId: f.link('ware/wbasestoreposition', {
      label: { zh: '调出库位', en: 'From position', ja: '出庫ロケーション' },
      list: true,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: [],
  permissions: TRANSFER_PERMISSIONS,
  isChild: true,
  defaultOrder: 'transfer_order_id, id',
})

/** The warehouse floor's address of the same transfer orders (/api/ware/wtransferorder). */
export const wTransferOrder = alsoServedAt(transferOrder, {
  area: 'wms',
  module: 'ware',
  name: 'wtransferorder',
  calls: ['detail'],
})
