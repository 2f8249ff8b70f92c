import { defineResource, f } from '../define-resource.ts'

/** Who ships goods out of a warehouse and picks them. */
export const OUTBOUND_PERMISSIONS = {
  view: 'woutbound_view',
  add: 'woutbound_add',
  edit: 'woutbound_edit',
  remove: 'woutbound_delete',
}

/** Who picks and ships pick lists. */
export const PICK_PERMISSIONS = {
  view: 'worderpick_view',
  add: 'worderpick_add',
  edit: 'worderpick_edit',
  remove: 'worderpick_delete',
}

const units = (zh: string, en: string, ja: string, more: { required?: boolean; min?: number; example?: number } = {}) =>
  f.integer({ label: { zh, en, ja }, min: 0, max: 99_999_999, list: true, ...more })

/**
 * Outbound order (出库单, /api/ware/woutbound; spec 1 §4: 0 to be determined, 1 pending review,
 * 2 to be stocked, 3 out of stock, 4 rejected, 5 abolished): goods to leave a warehouse. Approved,
 * its lines are reserved (oldest lot first); `start-bound` puts approved orders of one warehouse
 * and transport into pick lists; once picked, its units are packed into boxes (`packStatus`), its
 * face sheets uploaded (face sheet 3 labeled), and shipping consumes what was picked through the
 * ledger.
 */
export const wOutbound = defineResource({
  area: 'wms',
  module: 'ware',
  name: 'woutbound',
  table: 'ware_outbound',
  label: { zh: '出库单', en: 'Outbound order', ja: '出庫伝票' },
  fields: {
    code: f.text({
      label: { zh: '出库单号', en: 'Outbound no.', ja: '出庫番号' },
      numbered: 'outbound',
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
      sort: true,
      example: 'OUT-2026-0099',
    }),
    storeId: f.link('erp/basestore', {
      label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' },
      required: true,
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
    referenceCode: f.text({
      label: { zh: '参考单号', en: 'Reference', ja: '参照番号' },
      max: 64,
      list: true,
      search: true,
      example: 'SO-2026-0001',
    }),
    recipient: f.text({ label: { zh: '收件人', en: 'Recipient', ja: '受取人' }, max: 100, list: true }),
    address: f.text({ label: { zh: '收件地址', en: 'Address', ja: '住所' }, max: 500 }),
    status: f.dict('outbound_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 0,
      list: true,
      search: true,
    }),
    faceSheetStatus: f.dict('face_sheet_status', {
      label: { zh: '面单状态', en: 'Face sheet', ja: '送り状' },
      default: 0,
      list: true,
      search: true,
    }),
    orderPickId: f.link('ware/worderpick', {
      workedOut: true,
      label: { zh: '拣货单', en: 'Pick list', ja: 'ピッキングリスト' },
      list: true,
    }),
    packStatus: f.dict('outbound_pack_status', {
      label: { zh: '装箱状态', en: 'Packing', ja: '梱包状況' },
      default: 0,
      list: true,
      search: true,
    }),
    boxCount: { ...units('箱数', 'Boxes', '箱数'), workedOut: true },
    packedQuantity: { ...units('装箱数量', 'Packed', '梱包数'), workedOut: true },
    totalQuantity: { ...units('出库数量', 'Quantity', '数量'), workedOut: true },
    shortQuantity: { ...units('缺货数量', 'Short', '欠品数'), workedOut: true },
    trackingNumber: f.text({
      label: { zh: '跟踪号', en: 'Tracking no.', ja: '追跡番号' },
      max: 64,
      list: true,
      search: true,
    }),
    outboundTime: f.datetime({
      workedOut: true,
      label: { zh: '出库时间', en: 'Shipped at', ja: '出庫日時' },
      list: true,
      sort: true,
    }),
    reviewRemark: f.text({
      workedOut: true,
      label: { zh: '审核意见', en: 'Review remark', ja: '審査コメント' },
      max: 255,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['page', 'detail', 'save', 'update', { op: 'remove', path: 'deleteById' }],
  permissions: OUTBOUND_PERMISSIONS,
  children: { items: { resource: 'ware/woutbounditem', foreignKey: 'outboundId' } },
  statusDict: 'outbound_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'warehouses', sort: 160 },
})

/** Outbound line (出库明细): a product and how many leave; picked and shipped follow the work. */
export const wOutboundItem = defineResource({
  area: 'wms',
  module: 'ware',
  name: 'woutbounditem',
  table: 'ware_outbound_item',
  label: { zh: '出库明细', en: 'Outbound line', ja: '出庫明細' },
  fields: {
    outboundId: f.link('ware/woutbound', {
      label: { zh: '出库单', en: 'Outbound order', ja: '出庫伝票' },
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
    quantity: units('出库数量', 'Quantity', '数量', { required: true, min: 1, example: 1 }),
    pickedQuantity: units('已拣数量', 'Picked', 'ピッキング済'),
    shippedQuantity: units('已出库数量', 'Shipped', '出庫済'),
  },
  calls: [],
  permissions: OUTBOUND_PERMISSIONS,
  isChild: true,
  defaultOrder: 'outbound_id, id',
})

/**
 * Pick list (拣货单, /api/ware/worderpick; face-sheet statuses): a wave of approved outbound orders
 * of one warehouse and transport, its lines the reserved lots in the positions' pick order. It stays
 * 2 (pick list generated) while picked (`pickedTime` marks picking finished; a short pick releases
 * the missing units and flags the list), packed and labelled; it is 3 labeled once every order of
 * it with picked units is labelled, then 4 when shipped.
 */
export const wOrderPick = defineResource({
  area: 'wms',
  module: 'ware',
  name: 'worderpick',
  table: 'ware_order_pick',
  label: { zh: '拣货单', en: 'Pick list', ja: 'ピッキングリスト' },
  fields: {
    code: f.text({
      label: { zh: '拣货单号', en: 'Pick list no.', ja: 'ピッキング番号' },
      numbered: 'pickList',
      max: 40,
      unique: true,
      title: true,
      list: true,
      search: true,
    }),
    storeId: f.link('erp/basestore', { label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' }, list: true, search: true }),
    transportId: f.link('erp/basetransport', {
      label: { zh: '物流方式', en: 'Transport', ja: '配送方法' },
      list: true,
    }),
    status: f.dict('face_sheet_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 2,
      list: true,
      search: true,
    }),
    orderCount: units('订单数', 'Orders', '伝票数'),
    totalQuantity: units('拣货数量', 'Quantity', '数量'),
    shortQuantity: units('缺货数量', 'Short', '欠品数'),
    pickedTime: f.datetime({ label: { zh: '拣货完成时间', en: 'Picked at', ja: 'ピッキング完了' }, list: true }),
    outboundTime: f.datetime({ label: { zh: '出库时间', en: 'Shipped at', ja: '出庫日時' }, list: true, sort: true }),
    /** The floor device working on the list (issue 27): its user, its name, since when; the id of the device. */
    claimedBy: f.link('blade-user/user', { label: { zh: '拣货人', en: 'Picker', ja: 'ピッキング担当' }, list: true }),
    claimDevice: f.text({
      label: { zh: '拣货设备', en: 'Picking device', ja: 'ピッキング端末' },
      max: 100,
      list: true,
    }),
    claimTime: f.datetime({ label: { zh: '开始拣货时间', en: 'On it since', ja: '作業開始' }, list: true }),
    claimDeviceId: f.text({ label: { zh: '拣货设备标识', en: 'Picking device id', ja: 'ピッキング端末ID' }, max: 36 }),
  },
  calls: ['page', 'detail'],
  permissions: PICK_PERMISSIONS,
  children: { items: { resource: 'ware/worderpickitem', foreignKey: 'orderPickId' } },
  statusDict: 'face_sheet_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'warehouses', sort: 170 },
})

/** Pick list line: one reserved lot of one outbound line, in one position. */
export const wOrderPickItem = defineResource({
  area: 'wms',
  module: 'ware',
  name: 'worderpickitem',
  table: 'ware_order_pick_item',
  label: { zh: '拣货明细', en: 'Pick line', ja: 'ピッキング明細' },
  fields: {
    orderPickId: f.link('ware/worderpick', {
      label: { zh: '拣货单', en: 'Pick list', ja: 'ピッキングリスト' },
      list: true,
    }),
    outboundId: f.link('ware/woutbound', { label: { zh: '出库单', en: 'Outbound order', ja: '出庫伝票' }, list: true }),
    outboundItemId: f.id({ label: { zh: '出库明细', en: 'Outbound line', ja: '出庫明細' } }),
    reservationId: f.id({ label: { zh: '库存占用', en: 'Reservation', ja: '引当' } }),
    positionId: f.link('ware/wbasestoreposition', {
      label: { zh: '库位', en: 'Position', ja: 'ロケーション' },
      list: true,
    }),
    productId: f.link('erp/baseproduct', { label: { zh: '产品', en: 'Product', ja: '商品' }, list: true }),
    sysSku: f.text({ label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' }, max: 64, title: true, list: true }),
    batchNo: f.text({ label: { zh: '批次号', en: 'Batch', ja: 'ロット番号' }, max: 64, list: true }),
    inboundDate: f.date({ label: { zh: '入库日期', en: 'Inbound date', ja: '入庫日' }, list: true }),
    quantity: units('应拣数量', 'To pick', 'ピッキング数'),
    pickedQuantity: units('已拣数量', 'Picked', 'ピッキング済'),
    /** Units scanned at the position on the floor so far; finishing the list takes them as picked. */
    scannedQuantity: units('已扫数量', 'Scanned', 'スキャン済'),
    shortQuantity: units('缺货数量', 'Short', '欠品数'),
    shortReason: f.text({ label: { zh: '缺货原因', en: 'Short reason', ja: '欠品理由' }, max: 255, list: true }),
    pickOrder: f.integer({ label: { zh: '拣货顺序', en: 'Pick order', ja: 'ピッキング順' }, list: true }),
  },
  calls: [],
  permissions: PICK_PERMISSIONS,
  isChild: true,
  defaultOrder: 'order_pick_id, pick_order, id',
})
