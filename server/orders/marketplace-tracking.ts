import { translate } from '#sync/i18n/messages.ts'
import { actionAllowed, statusLabel } from '#sync/resources/define-action.ts'
import { orderActions } from '#sync/resources/orders/order.actions.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { NOW, runAction } from '../platform/records/transition.ts'
import { recordOrderHistory } from './order-history.ts'
import type { BatchAnswer } from './warehouse-order.ts'

/**
 * Pushing tracking numbers to the marketplaces (pushTrackNum to the order's own marketplace,
 * pushTrackWayfair, pushTrackTarget). Each marketplace is an adapter behind
 * `MarketplaceTrackingPush`; until a real connector is registered (`useTrackingPush`), a simulated
 * marketplace inside the project takes the pushes and keeps what it received. The pushes run
 * between two transactions (read, then record), never holding one open while a marketplace answers.
 */

/** What a marketplace is told: which of its orders shipped, with which tracking number and carrier. */
export type TrackingShipment = {
  orderId: string
  orderCode: string
  sellerOrderId: string | null
  shopId: string | null
  marketplace: string
  trackNumber: string
  carrier: string | null
  shipTime: string | null
}

/** A marketplace's answer: taken (with its reference) or refused (with its reason). */
export type TrackingPushResult = { accepted: true; reference: string } | { accepted: false; reason: string }

/** A marketplace connector's side of tracking numbers. */
export interface MarketplaceTrackingPush {
  readonly marketplace: string
  push(shipment: TrackingShipment): Promise<TrackingPushResult>
}

/**
 * A marketplace inside the project: it takes every shipment naming one of its orders (a marketplace
 * order number) and keeps what it received, as a real marketplace would show it.
 */
export class SimulatedMarketplace implements MarketplaceTrackingPush {
  readonly received: TrackingShipment[] = []
  constructor(readonly marketplace: string) {}

  async push(shipment: TrackingShipment): Promise<TrackingPushResult> {
    if (!shipment.sellerOrderId) return { accepted: false, reason: 'no marketplace order number' }
    this.received.push(shipment)
    return { accepted: true, reference: `${this.marketplace}-${this.received.length}` }
  }
}

const connectors = new Map<string, MarketplaceTrackingPush>()

/** Registers a marketplace's real connector in place of the simulated one. */
export function useTrackingPush(connector: MarketplaceTrackingPush): void {
  connectors.set(connector.marketplace.toLowerCase(), connector)
}

/** The connector of a marketplace (its simulated one until a real one is registered). */
export function trackingPushOf(marketplace: string): MarketplaceTrackingPush {
  const key = marketplace.toLowerCase()
  let connector = connectors.get(key)
  if (!connector) {
    connector = new SimulatedMarketplace(key)
    connectors.set(key, connector)
  }
  return connector
}

/** What `readPushes` found: the shipments to send, and the orders refused before sending (no tracking number). */
export type PushPlan = { shipments: TrackingShipment[]; refused: BatchAnswer['failed'] }

/**
 * Reads what to push for orders: to `marketplace`, or to each order's own (its platform's code).
 * An order without a tracking number is refused; an unknown id is a 404.
 */
export async function readPushes(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  marketplace?: string,
): Promise<PushPlan> {
  const unique = [...new Set(ids)]
  const rows = await tx.query<{
    id: string
    code: string
    status: number
    sellerOrderId: string | null
    mergedNumbers: string[] | null
    shopId: string | null
    trackNumber: string | null
    platform: string | null
    carrier: string | null
    shipTime: string | null
  }>(
    `SELECT o.id::text, o.code, o.status, o.seller_order_id, o.shop_id::text, o.track_number, o.ship_time::text,
            (SELECT array_agg(DISTINCT s.seller_order_id ORDER BY s.seller_order_id) FROM erp_order s
              WHERE s.merged_into_id = o.id AND s.seller_order_id IS NOT NULL) AS merged_numbers,
            (SELECT lower(coalesce(p.code, p.name)) FROM erp_base_platform p WHERE p.id = o.platform_id) AS platform,
            (SELECT t.name FROM erp_base_transport t WHERE t.id = o.transport_id) AS carrier
       FROM erp_order o WHERE o.id = ANY($1::bigint[]) AND o.is_deleted = 0 ORDER BY o.id`,
    [unique],
  )
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND', 'recordNotFound')
  const plan: PushPlan = { shipments: [], refused: [] }
  const action = orderActions.pushTracking
  for (const r of rows) {
    if (!actionAllowed(action, r.status)) {
      const status = statusLabel(action.resource, 'status', String(r.status), actor.lang)
      plan.refused.push({
        id: r.id,
        code: r.code,
        reason: translate('actionNotAllowed', actor.lang, { record: r.code, status, action: action.label[actor.lang] }),
      })
      continue
    }
    if (!r.trackNumber) {
      plan.refused.push({
        id: r.id,
        code: r.code,
        reason: translate('orders.trackNumberRequired', actor.lang, { code: r.code }),
      })
      continue
    }
    // A merged order ships each of its sources' marketplace orders: each is told on its own.
    for (const sellerOrderId of r.mergedNumbers?.length ? r.mergedNumbers : [r.sellerOrderId]) {
      plan.shipments.push({
        orderId: r.id,
        orderCode: r.code,
        sellerOrderId,
        shopId: r.shopId,
        marketplace: marketplace ?? r.platform ?? 'marketplace',
        trackNumber: r.trackNumber,
        carrier: r.carrier,
        shipTime: r.shipTime,
      })
    }
  }
  return plan
}

/** Sends each shipment to its marketplace's connector; a connector that throws counts as a refusal. */
export async function sendPushes(
  shipments: readonly TrackingShipment[],
): Promise<{ shipment: TrackingShipment; result: TrackingPushResult }[]> {
  const results: { shipment: TrackingShipment; result: TrackingPushResult }[] = []
  for (const shipment of shipments) {
    const result = await trackingPushOf(shipment.marketplace)
      .push(shipment)
      .catch(
        (e: unknown): TrackingPushResult => ({ accepted: false, reason: e instanceof Error ? e.message : String(e) }),
      )
    results.push({ shipment, result })
  }
  return results
}

/** Push status of an order (erp_order.track_push_status): pushed, or refused by the marketplace. */
export const TRACK_PUSH = { pushed: 1, refused: 2 } as const

/**
 * Records the marketplaces' answers on the orders (push status and time, through the pushTracking
 * action) and in their history; answers which were pushed and which refused, and why.
 */
export async function recordPushes(
  tx: Queryable,
  actor: Actor,
  plan: PushPlan,
  results: readonly { shipment: TrackingShipment; result: TrackingPushResult }[],
): Promise<BatchAnswer> {
  const answer: BatchAnswer = { done: [], failed: [...plan.refused] }
  for (const { shipment, result } of results) {
    const accepted = result.accepted
    const reason = result.accepted
      ? ''
      : translate('orders.pushRefused', actor.lang, {
          marketplace: shipment.marketplace,
          code: shipment.orderCode,
          reason: result.reason,
        })
    await runAction(tx, actor, orderActions.pushTracking, [shipment.orderId], {}, () => ({
      trackPushStatus: accepted ? TRACK_PUSH.pushed : TRACK_PUSH.refused,
      trackPushTime: NOW,
    }))
    await recordOrderHistory(tx, actor, [
      {
        orderId: shipment.orderId,
        orderCode: shipment.orderCode,
        action: 'pushTracking',
        content: accepted
          ? translate('orders.history.pushed', actor.lang, {
              trackNumber: shipment.trackNumber,
              marketplace: shipment.marketplace,
            })
          : reason,
      },
    ])
    if (accepted) {
      if (!answer.done.includes(shipment.orderId)) answer.done.push(shipment.orderId)
    } else answer.failed.push({ id: shipment.orderId, code: shipment.orderCode, reason })
  }
  return answer
}
