import type { Label, Language } from '../../i18n/language.ts'
import { orderActions } from './order.actions.ts'
import { orderTrackingActions } from './order-tracking.actions.ts'

/**
 * The steps of an order's history that are no declared action (a declared action's step is named
 * by the action, so it carries the action's own label).
 */
export const ORDER_HISTORY_STEPS: Readonly<Record<string, Label>> = {
  create: { zh: '创建订单', en: 'Order created', ja: '受注作成' },
  update: { zh: '修改订单', en: 'Order edited', ja: '受注編集' },
  remove: { zh: '删除订单', en: 'Order deleted', ja: '受注削除' },
  route: { zh: '分仓', en: 'Warehouse assigned', ja: '倉庫割当' },
  warehouse: { zh: '仓库作业', en: 'Warehouse step', ja: '倉庫作業' },
  cut: { zh: '截单', en: 'Order cut', ja: 'オーダーカット' },
  forwardingCargo: { zh: '转货代发货', en: 'Handed to freight forwarder', ja: 'フォワーダー出荷に変更' },
  bookShipment: { zh: '物流下单', en: 'Carrier booked', ja: '配送手配' },
  bookOutside: { zh: '外部物流下单', en: 'Booked outside', ja: '外部で配送手配' },
  cancelShipment: { zh: '取消物流下单', en: 'Carrier booking cancelled', ja: '配送手配取消' },
  trackRefresh: { zh: '刷新轨迹', en: 'Tracking refreshed', ja: '追跡更新' },
  trackRemark: { zh: '轨迹备注', en: 'Tracking remark', ja: '追跡備考' },
  trackStatus: { zh: '轨迹状态', en: 'Tracking status', ja: '追跡ステータス' },
  leaveWord: { zh: '买家留言', en: 'Buyer message', ja: '購入者メッセージ' },
}

const declaredSteps: ReadonlyMap<string, Label> = new Map(
  [...Object.values(orderActions), ...Object.values(orderTrackingActions)]
    .filter((action) => action.resource.name === 'order')
    .map((action) => [action.name, action.label]),
)

/**
 * A step of an order's history in words: its own word, the declared action's label, or the step as
 * stored when it was written in words already (vendor orders write theirs so).
 */
export function orderHistoryStep(action: string, lang: Language): string {
  return (ORDER_HISTORY_STEPS[action] ?? declaredSteps.get(action))?.[lang] ?? action
}

/** The keys that have words (each step the server writes must be one). */
export function isOrderHistoryStep(action: string): boolean {
  return action in ORDER_HISTORY_STEPS || declaredSteps.has(action)
}
