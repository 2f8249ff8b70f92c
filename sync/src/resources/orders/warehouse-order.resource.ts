import { defineResource, f, type ResourceDef } from '../define-resource.ts'

/** Who works warehouse orders (the warehouse's copy of pushed sales orders). */
export const WARE_ORDER_PERMISSIONS = {
  view: 'worder_view',
  add: 'worder_add',
  edit: 'worder_edit',
  remove: 'worder_delete',
}

/** Who applies for, processes and withdraws order cuts. */
export const CUT_OFF_PERMISSIONS = {
  view: 'wcutofforder_view',
  add: 'wcutofforder_add',
  edit: 'wcutofforder_edit',
  remove: 'wcutofforder_delete',
}

/**
 * Warehouse order (仓库订单, /api/ware/worder; spec 1 §4 order status 0 submitted, 1 label
 * generation, 2 picked, 3 packaged): a sales order pushed to its warehouse (`shipmentAudit`). It
 * carries the outbound order that does the work: the sales order's reservations move onto it, pick
 * lists pick it, packing and labels follow, and shipping the outbound ships the sales order.
 */
export const wareOrder = defineResource({
  area: 'orders',
  module: 'ware',
  name: 'worder',
  table: 'ware_order',
  label: { zh: '仓库订单', en: 'Warehouse order', ja: '倉庫オーダー' },
  fields: {
    code: f.text({
      label: { zh: '订单号', en: 'Order no.', ja: '受注番号' },
      max: 40,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
      sort: true,
    }),
    orderId: f.link('erp/order', {
      label: { zh: '销售订单', en: 'Sales order', ja: '受注' },
      list: true,
      search: true,
    }),
    outboundId: f.link('ware/woutbound', {
      label: { zh: '出库单', en: 'Outbound order', ja: '出庫伝票' },
      list: true,
      search: true,
    }),
    storeId: f.link('erp/basestore', { label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' }, list: true, search: true }),
    transportId: f.link('erp/basetransport', {
      label: { zh: '物流方式', en: 'Transport', ja: '配送方法' },
      list: true,
      search: true,
    }),
    status: f.dict('order_status', {
      label: { zh: '订单状态', en: 'Status', ja: 'ステータス' },
      default: 0,
      list: true,
      search: true,
    }),
    labelStatus: f.dict('face_sheet_status', {
      label: { zh: '面单状态', en: 'Label', ja: '送り状' },
      default: 0,
      list: true,
      search: true,
    }),
    trackingNumber: f.text({
      label: { zh: '跟踪号', en: 'Tracking no.', ja: '追跡番号' },
      max: 255,
      list: true,
      search: true,
      batchSearch: true,
    }),
    totalQuantity: f.integer({ label: { zh: '商品数量', en: 'Quantity', ja: '数量' }, min: 0, list: true }),
    cutStatus: f.dict('order_cut_status', {
      label: { zh: '截单状态', en: 'Cut', ja: 'カット' },
      list: true,
      search: true,
    }),
    shipTime: f.datetime({ label: { zh: '发货时间', en: 'Shipped at', ja: '出荷日時' }, list: true, sort: true }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['page', 'detail'],
  permissions: WARE_ORDER_PERMISSIONS,
  statusDict: 'order_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'warehouses', sort: 150 },
})

/**
 * Cut-off order (截单, /api/ware/wcutofforder; spec 1 §4 order cut 1 apply, 2 processing,
 * 3 complete): the office asks the warehouse to stop a pushed order (`cutSingle`), or the warehouse
 * stops one itself (`selfCut`); the warehouse takes it (`worder/cut`) and completes it
 * (`accomplishCut`: the outbound's units go back, the sales order returns to pending review) or the
 * cut is withdrawn (`backOn`) and the order goes on.
 */
export const cutOffOrder = defineResource({
  area: 'orders',
  module: 'ware',
  name: 'wcutofforder',
  table: 'ware_cut_off_order',
  label: { zh: '截单', en: 'Order cut', ja: 'オーダーカット' },
  fields: {
    code: f.text({
      label: { zh: '订单号', en: 'Order no.', ja: '受注番号' },
      max: 40,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
    }),
    orderId: f.link('erp/order', {
      label: { zh: '销售订单', en: 'Sales order', ja: '受注' },
      list: true,
      search: true,
    }),
    wareOrderId: f.link('ware/worder', {
      label: { zh: '仓库订单', en: 'Warehouse order', ja: '倉庫オーダー' },
      list: true,
      search: true,
    }),
    storeId: f.link('erp/basestore', { label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' }, list: true, search: true }),
    reason: f.text({ label: { zh: '截单原因', en: 'Reason', ja: '理由' }, max: 500, list: true }),
    status: f.dict('order_cut_status', {
      label: { zh: '截单状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    isSelfCut: f.bool({ label: { zh: '仓库自截', en: 'Cut by the warehouse', ja: '倉庫によるカット' }, list: true }),
    finishTime: f.datetime({ label: { zh: '完成时间', en: 'Completed at', ja: '完了日時' }, list: true, sort: true }),
  },
  calls: ['page', 'detail'],
  permissions: CUT_OFF_PERMISSIONS,
  statusDict: 'order_cut_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'warehouses', sort: 155 },
})

/** The warehouse's side of sales orders: warehouse orders (ware/worder) and cut-off orders (ware/wcutofforder). */
export const warehouseOrderResources: readonly ResourceDef[] = [wareOrder, cutOffOrder]
