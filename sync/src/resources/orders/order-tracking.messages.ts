import type { Label } from '../../i18n/language.ts'

/** Messages of the orders area's tracking part (keys prefixed `orders.`). */
export const orderTrackingMessages = {
  'orders.noTrackingNumber': {
    zh: '订单 {code} 没有跟踪号',
    en: 'Order {code} has no tracking number',
    ja: '受注 {code} に追跡番号がありません',
  },
  'orders.noCarrier': {
    zh: '订单 {code} 没有可下单的承运商：请先设置物流方式',
    en: 'Order {code} has no carrier to book with: set its transport first',
    ja: '受注 {code} に依頼できる運送業者がありません。先に配送方法を設定してください',
  },
  'orders.unknownCarrier': {
    zh: '没有承运商 {carrier} 的接口',
    en: 'No carrier {carrier} is connected',
    ja: '運送業者 {carrier} は接続されていません',
  },
  'orders.alreadyBooked': {
    zh: '订单 {code} 已在 {carrier} 下单，跟踪号 {trackingNumber}',
    en: 'Order {code} is already booked with {carrier}: {trackingNumber}',
    ja: '受注 {code} は {carrier} に依頼済みです（追跡番号 {trackingNumber}）',
  },
  'orders.notBookable': {
    zh: '订单 {code} 为“{status}”：只有已审核或待发货的订单可以物流下单',
    en: 'Order {code} is "{status}": only reviewed or pending-shipment orders can be booked',
    ja: '受注 {code} は「{status}」です。審査済みまたは出荷待ちの受注のみ依頼できます',
  },
  'orders.labelOrderStatus': {
    zh: '订单 {code} 为“{status}”：只有已审核、待发货或已发货的订单可以生成标签',
    en: 'Order {code} is "{status}": labels are made for reviewed, pending-shipment or shipped orders',
    ja: '受注 {code} は「{status}」です。ラベルは審査済み・出荷待ち・出荷済みの受注のみ作成できます',
  },
  'orders.faceSheetNeedsTracking': {
    zh: '订单 {code} 没有跟踪号：请先物流下单再生成面单',
    en: 'Order {code} has no tracking number: book a shipment before printing its face sheet',
    ja: '受注 {code} に追跡番号がありません。送り状の前に集荷依頼をしてください',
  },
  'orders.labelsNotFound': {
    zh: '没有找到标签',
    en: 'No labels were found',
    ja: 'ラベルが見つかりません',
  },
  'orders.carrierRefused': {
    zh: '承运商 {carrier} 拒绝了订单 {code}：{reason}',
    en: 'Carrier {carrier} refused order {code}: {reason}',
    ja: '運送業者 {carrier} が受注 {code} を拒否しました：{reason}',
  },
  'orders.notTemuOrder': {
    zh: '订单 {code} 不是 Temu 订单',
    en: 'Order {code} is not a Temu order',
    ja: '受注 {code} は Temu の受注ではありません',
  },
  'orders.tooManyOrders': {
    zh: '一次最多处理{max}个订单',
    en: 'At most {max} orders at a time',
    ja: '一度に処理できる受注は{max}件までです',
  },
  'orders.productSkuUnknown': {
    zh: '找不到SKU {sku}',
    en: 'No product has SKU {sku}',
    ja: 'SKU {sku} の商品はありません',
  },
} as const satisfies Record<string, Label>
