import { CURRENCY_CHOICES, defineResource, f, type ResourceDef } from '../define-resource.ts'
import { ORDER_PERMISSIONS } from './order.resource.ts'

/** Track statuses (dictionary track_status) by meaning, as the carrier adapters report them. */
export const TRACK_STATUS = {
  pendingCollection: '1',
  shipping: '2',
  delivered: '3',
  cancelled: '4',
  noTracking: '5',
  abnormal: '6',
} as const

/** Which track status may follow which (a refresh or a person's correction); the same status is always allowed. */
const TRACK_TRANSITIONS: Record<string, readonly string[]> = {
  '1': ['2', '3', '4', '5', '6'],
  '2': ['3', '4', '5', '6'],
  '3': ['6'],
  '4': ['1'],
  '5': ['1', '2', '3', '4', '6'],
  '6': ['1', '2', '3', '4'],
}

const trackStatus = () =>
  f.dict('track_status', {
    label: { zh: '物流状态', en: 'Tracking status', ja: '追跡ステータス' },
    default: 1,
    list: true,
    search: true,
  })
const remark = () => f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500, list: true })

/**
 * Order track (物流轨迹, /api/erp/orderTrack): one tracking number of a sales order as its carrier
 * reports it — status, last event and when — refreshed from the carrier adapter (`updateByOrderId`)
 * and corrected by hand (`updateStatus`, `remark`). Its events are erp/orderTrackDetail.
 */
export const orderTrack = defineResource({
  area: 'orders',
  module: 'erp',
  name: 'orderTrack',
  table: 'erp_order_track',
  label: { zh: '物流轨迹', en: 'Order track', ja: '配送追跡' },
  fields: {
    orderId: f.link('erp/order', { label: { zh: '订单', en: 'Order', ja: '受注' }, list: true, search: true }),
    orderCode: f.text({
      label: { zh: '系统单号', en: 'Order no.', ja: '受注番号' },
      max: 40,
      list: true,
      search: true,
      batchSearch: true,
    }),
    trackNumber: f.text({
      label: { zh: '跟踪号', en: 'Tracking no.', ja: '追跡番号' },
      max: 255,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
      example: '1Z8A4E750312345676',
    }),
    carrier: f.text({
      label: { zh: '承运商', en: 'Carrier', ja: '運送業者' },
      max: 32,
      list: true,
      search: true,
      example: 'UPS',
    }),
    status: trackStatus(),
    lastEvent: f.text({ label: { zh: '最新轨迹', en: 'Last event', ja: '最新イベント' }, max: 500, list: true }),
    lastTime: f.datetime({
      label: { zh: '轨迹时间', en: 'Last event at', ja: 'イベント日時' },
      list: true,
      search: true,
      sort: true,
    }),
    remark: remark(),
  },
  calls: ['page', 'update'],
  handWrittenCalls: ['detail', 'updateStatus'],
  permissions: ORDER_PERMISSIONS,
  statusDict: 'track_status',
  statusTransitions: TRACK_TRANSITIONS,
  defaultOrder: 'id DESC',
})

/** Order track event (物流轨迹明细, /api/erp/orderTrackDetail): when, where and what the carrier reported. */
export const orderTrackDetail = defineResource({
  area: 'orders',
  module: 'erp',
  name: 'orderTrackDetail',
  table: 'erp_order_track_detail',
  label: { zh: '物流轨迹明细', en: 'Track event', ja: '追跡イベント' },
  fields: {
    orderTrackId: f.link('erp/orderTrack', {
      label: { zh: '物流轨迹', en: 'Order track', ja: '配送追跡' },
      list: true,
      search: true,
    }),
    orderId: f.link('erp/order', { label: { zh: '订单', en: 'Order', ja: '受注' }, list: true, search: true }),
    time: f.datetime({ label: { zh: '时间', en: 'Time', ja: '日時' }, list: true, search: true, sort: true }),
    location: f.text({ label: { zh: '地点', en: 'Location', ja: '場所' }, max: 200, list: true, search: true }),
    description: f.text({
      label: { zh: '描述', en: 'Description', ja: '内容' },
      max: 500,
      title: true,
      list: true,
      search: true,
    }),
    status: trackStatus(),
    remark: remark(),
  },
  calls: ['page', 'update'],
  handWrittenCalls: ['detail', 'updateStatus'],
  permissions: ORDER_PERMISSIONS,
  statusDict: 'track_status',
  defaultOrder: 'time DESC, id DESC',
})

/**
 * Carrier booking (物流下单, /api/erp/orderexpress): a shipment of a sales order booked with a
 * carrier through its adapter, with the tracking number it gave and what it costs; cancelling it
 * cancels it with the carrier.
 */
export const orderExpress = defineResource({
  area: 'orders',
  module: 'erp',
  name: 'orderexpress',
  table: 'erp_order_express',
  label: { zh: '物流下单', en: 'Carrier booking', ja: '集荷依頼' },
  fields: {
    orderId: f.link('erp/order', { label: { zh: '订单', en: 'Order', ja: '受注' }, list: true, search: true }),
    orderCode: f.text({ label: { zh: '系统单号', en: 'Order no.', ja: '受注番号' }, max: 40, list: true }),
    carrier: f.text({ label: { zh: '承运商', en: 'Carrier', ja: '運送業者' }, max: 32, list: true, search: true }),
    service: f.text({ label: { zh: '服务', en: 'Service', ja: 'サービス' }, max: 64, list: true }),
    trackingNumber: f.text({
      label: { zh: '跟踪号', en: 'Tracking no.', ja: '追跡番号' },
      max: 255,
      title: true,
      list: true,
      search: true,
    }),
    status: f.dict('order_express_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    source: f.dict('order_express_source', {
      label: { zh: '下单来源', en: 'Booking source', ja: '依頼元' },
      default: 1,
      list: true,
      search: true,
    }),
    cost: f.decimal({ label: { zh: '运费', en: 'Cost', ja: '送料' }, scale: 2, shown: 2, min: 0, list: true }),
    currency: f.text({
      label: { zh: '币种', en: 'Currency', ja: '通貨' },
      max: 3,
      list: true,
      choices: CURRENCY_CHOICES,
    }),
  },
  calls: [],
  handWrittenCalls: ['save', 'remove'],
  permissions: ORDER_PERMISSIONS,
  statusDict: 'order_express_status',
  isChild: true,
  defaultOrder: 'id DESC',
})

/** Carrier quote (物流报价, /api/erp/apiexpressquotation): what a carrier asks for an order's shipment, by service. */
export const apiExpressQuotation = defineResource({
  area: 'orders',
  module: 'erp',
  name: 'apiexpressquotation',
  table: 'erp_api_express_quotation',
  label: { zh: '物流报价', en: 'Carrier quote', ja: '運賃見積' },
  fields: {
    orderId: f.link('erp/order', { label: { zh: '订单', en: 'Order', ja: '受注' }, list: true, search: true }),
    orderCode: f.text({ label: { zh: '系统单号', en: 'Order no.', ja: '受注番号' }, max: 40, list: true }),
    carrier: f.text({ label: { zh: '承运商', en: 'Carrier', ja: '運送業者' }, max: 32, list: true, search: true }),
    service: f.text({ label: { zh: '服务', en: 'Service', ja: 'サービス' }, max: 64, list: true }),
    serviceName: f.text({ label: { zh: '服务名称', en: 'Service name', ja: 'サービス名' }, max: 100, title: true }),
    amount: f.decimal({ label: { zh: '报价', en: 'Quote', ja: '見積額' }, scale: 2, shown: 2, min: 0, list: true }),
    currency: f.text({
      label: { zh: '币种', en: 'Currency', ja: '通貨' },
      max: 3,
      list: true,
      choices: CURRENCY_CHOICES,
    }),
    transitDays: f.integer({ label: { zh: '时效(天)', en: 'Transit days', ja: '日数' }, min: 0, max: 365, list: true }),
  },
  calls: [],
  handWrittenCalls: ['list'],
  permissions: ORDER_PERMISSIONS,
  isChild: true,
  defaultOrder: 'order_id, amount, id',
})

/**
 * Order label (订单标签): a PDF made for a sales order — face sheet (4×6 in), box sheet or packing
 * list (dictionary label_type) — with Code 128 barcodes of its tracking number and order code. The
 * file is kept with the label (`pdf`, server-only: downloaded, never answered) and offered as an
 * uploaded file (`attachId`), so packing can use it.
 */
export const orderLabel = defineResource({
  area: 'orders',
  module: 'erp',
  name: 'orderLabel',
  table: 'erp_order_label',
  label: { zh: '订单标签', en: 'Order label', ja: '受注ラベル' },
  fields: {
    orderId: f.link('erp/order', { label: { zh: '订单', en: 'Order', ja: '受注' }, list: true, search: true }),
    orderCode: f.text({ label: { zh: '系统单号', en: 'Order no.', ja: '受注番号' }, max: 40, list: true }),
    labelType: f.dict('label_type', { label: { zh: '标签类型', en: 'Label type', ja: 'ラベル種別' }, list: true }),
    trackNumber: f.text({ label: { zh: '跟踪号', en: 'Tracking no.', ja: '追跡番号' }, max: 255, list: true }),
    fileName: f.text({ label: { zh: '文件名', en: 'File name', ja: 'ファイル名' }, max: 255, title: true, list: true }),
    attachId: f.link('blade-resource/attach', { label: { zh: '附件', en: 'File', ja: 'ファイル' } }),
    fileSize: f.integer({ label: { zh: '文件大小', en: 'Size (bytes)', ja: 'サイズ(バイト)' }, min: 0 }),
  },
  calls: [],
  permissions: ORDER_PERMISSIONS,
  isChild: true,
  defaultOrder: 'id DESC',
  serverOnly: { pdf: 'bytea' },
})

/** Order tracks and their details, carrier requests (orderexpress, apiexpressquotation, ups) and labels. */
export const orderTrackingResources: readonly ResourceDef[] = [
  orderTrack,
  orderTrackDetail,
  orderExpress,
  apiExpressQuotation,
  orderLabel,
]
