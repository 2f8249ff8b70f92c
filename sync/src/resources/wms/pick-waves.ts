import { type SKU_COUNT, WAVE_RULE, type WaveRule } from './w-outbound.actions.ts'

/**
 * How a wave puts outbound orders into pick lists (issue 27 item 1), one rule for the server that
 * makes the lists and the console that previews them.
 */

/** Orders per pick list at most (a wave). */
export const WAVE_SIZE = 50

/** An order a wave may take, with what its grouping reads. */
export type WaveOrder = {
  id: string
  code: string
  referenceCode: string | null
  storeId: string
  storeName: string | null
  transportId: string | null
  transportName: string | null
  shopId: string | null
  shopName: string | null
  totalQuantity: number
  createTime: string
  skuCount: number
  /** The zone its reserved goods lie in, when they lie in one only. */
  zoneId: string | null
  zoneName: string | null
  zoneCount: number
  zoneOrder: number | null
}

/** One pick list a wave makes: its warehouse, transport (when its orders share one), group and orders. */
export type WaveGroup = {
  storeId: string
  storeName: string | null
  transportId: string | null
  transportName: string | null
  /** single or multi under the single-SKU rule. */
  skuCount: keyof typeof SKU_COUNT | null
  /** The zone under the zone rule (null: orders over several zones). */
  zoneId: string | null
  zoneName: string | null
  orders: WaveOrder[]
}

/** What puts two orders in one pick list under a rule (besides the list's size). */
function groupKey(order: WaveOrder, rule: WaveRule): string {
  if (rule === WAVE_RULE.zone) return `${order.storeId}|${order.zoneId ?? ''}`
  const transport = `${order.storeId}|${order.transportId ?? ''}`
  return rule === WAVE_RULE.singleSku ? `${transport}|${order.skuCount <= 1 ? 'single' : 'multi'}` : transport
}

/**
 * Groups wave orders into pick lists by the rule (transport by default), at most `WAVE_SIZE`
 * orders each: per warehouse and transport; the single-SKU rule also keeps single-SKU orders apart
 * from multi-SKU ones; the zone rule groups by the one zone an order's goods lie in (walking order
 * of the zones, orders over several zones last). A list keeps a transport only when its orders share one.
 */
export function groupWaves(orders: readonly WaveOrder[], rule: WaveRule = WAVE_RULE.transport): WaveGroup[] {
  const sorted =
    rule === WAVE_RULE.zone
      ? [...orders].sort(
          (a, b) =>
            a.storeId.localeCompare(b.storeId) ||
            (a.zoneId === null ? 1 : 0) - (b.zoneId === null ? 1 : 0) ||
            (a.zoneOrder ?? Number.MAX_SAFE_INTEGER) - (b.zoneOrder ?? Number.MAX_SAFE_INTEGER) ||
            (a.zoneName ?? '').localeCompare(b.zoneName ?? ''),
        )
      : orders
  const open = new Map<string, WaveGroup>()
  const groups: WaveGroup[] = []
  for (const order of sorted) {
    const key = groupKey(order, rule)
    let group = open.get(key)
    if (!group || group.orders.length >= WAVE_SIZE) {
      group = {
        storeId: order.storeId,
        storeName: order.storeName,
        transportId: order.transportId,
        transportName: order.transportName,
        skuCount: rule === WAVE_RULE.singleSku ? (order.skuCount <= 1 ? 'single' : 'multi') : null,
        zoneId: rule === WAVE_RULE.zone ? order.zoneId : null,
        zoneName: rule === WAVE_RULE.zone ? order.zoneName : null,
        orders: [],
      }
      open.set(key, group)
      groups.push(group)
    }
    if (group.orders.length && group.transportId !== order.transportId) {
      group.transportId = null
      group.transportName = null
    }
    group.orders.push(order)
  }
  return groups
}
