import { SHIP_COST_STATUS, SHIP_STATUS, shipActions } from '#sync/resources/shipping/ship.actions.ts'
import { ship } from '#sync/resources/shipping/ship.resource.ts'
import { wInboundOrder } from '#sync/resources/wms/w-inbound-order.resource.ts'
import { type Actor, actingForSystem } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { saveRecord } from '../platform/records/records.ts'
import { writeServerOnly } from '../platform/records/server-only.ts'
import { NOW, runAction } from '../platform/records/transition.ts'
import { followShippedReceipts } from '../purchasing/purchase-order.ts'
import { allocatedByLine, landedUnitCost } from './ship-cost.ts'
import { planLines, plansOnShips } from './ship-load.ts'
import { markPlansCompleted } from './ship-order.ts'

/**
 * A departed ship's arrival: the destination warehouse's inbound order (`generateInbound`), whose
 * lines arrive from transit at their landed unit cost, and the ship, its plans and the purchase
 * orders following that order's receipt (wms's `inboundReceived`).
 */

const OF_SHIP = { scopeChecked: true }

/** Ship statuses whose costs allocate (a landed cost needs them calculated). */
const CALCULATED = new Set<string>([SHIP_COST_STATUS.calculated, SHIP_COST_STATUS.checked, SHIP_COST_STATUS.billed])

/**
 * Makes departed ships' inbound orders (`generateInbound`), once their costs are calculated ("cost
 * not calculated" otherwise): the destination warehouse's order, source = the ship's code, one line
 * per plan line as the plan's lot, arriving from transit (`fromTransit`), at the landed unit cost
 * (purchase unit cost + allocated cost ÷ units, four places half up). The ship reads arriving.
 */
export async function generateShipInbound(tx: Queryable, actor: Actor, ids: readonly string[]) {
  const made: string[] = []
  await runAction(tx, actor, shipActions.generateInbound, ids, {}, async (_tx, _actor, record) => {
    const shipId = String(record.id)
    if (!CALCULATED.has(String(record.costStatus)))
      throw new AppError('VALIDATION', 'shipping.costNotCalculated', {
        record: record.code,
        action: shipActions.generateInbound.label[actor.lang],
      })
    const planIds = (await plansOnShips(tx, [shipId])).get(shipId) ?? []
    if (!planIds.length) throw new AppError('VALIDATION', 'shipping.shipWithoutPlans', { ship: record.code })
    const lines = await planLines(tx, planIds)
    const allocated = await allocatedByLine(tx, shipId)
    const inboundOrderId = await saveRecord(
      tx,
      wInboundOrder,
      {
        storeId: record.storeId,
        sourceCode: record.code,
        expectedDate: record.arrivalDate ?? null,
        ticketCode: record.ticketCode ?? null,
        remark: record.remark ?? null,
        items: lines.map((l) => ({
          productId: l.productId,
          batchNo: l.batchNo,
          plannedQuantity: l.quantity,
          unitCost: landedUnitCost(l.unitCost, allocated.get(l.id) ?? '0', l.quantity),
          fromTransit: 1,
        })),
      },
      actor,
    )
    const inboundLines = await tx.query<{ id: string }>(
      `SELECT id::text FROM ware_inbound_batch_item WHERE inbound_order_id = $1 AND is_deleted = 0 ORDER BY id`,
      [inboundOrderId],
    )
    // The inbound lines were saved in the plan lines' order: each carries one plan line.
    const map = Object.fromEntries(lines.map((l, i) => [l.id, inboundLines[i]?.id ?? null]))
    await writeServerOnly(tx, ship, [{ id: shipId, inboundLines: JSON.stringify(map) }], actor, OF_SHIP)
    made.push(inboundOrderId)
    return { inboundOrderId }
  })
  return made
}

/**
 * Follows an inbound order's receipt onto the ship it was made for (if any): the purchase orders'
 * lines count what arrived of them (over every ship that carried them); once the order is received
 * in full, the ship reads received and its plans completed.
 */
export async function followShipInbound(
  tx: Queryable,
  actor: Actor,
  event: { inboundOrderId: string; complete: boolean },
): Promise<void> {
  const [found] = await tx.query<{ id: string; status: number }>(
    `SELECT id::text, status FROM erp_ship WHERE inbound_order_id = $1 AND is_deleted = 0 ORDER BY id LIMIT 1`,
    [event.inboundOrderId],
  )
  if (!found) return
  const system = actingForSystem(actor)
  const received = await tx.query<{ purchaseOrderItemId: string; received: number }>(
    `WITH touched AS (
       SELECT DISTINCT pi.purchase_order_item_id
         FROM erp_ship s, jsonb_each_text(s.inbound_lines) m
         JOIN erp_ship_order_item pi ON pi.id = m.key::bigint
        WHERE s.id = $1 AND pi.purchase_order_item_id IS NOT NULL)
     SELECT pi.purchase_order_item_id::text, coalesce(sum(b.received_quantity), 0)::int AS received
       FROM erp_ship s, jsonb_each_text(s.inbound_lines) m
       JOIN erp_ship_order_item pi ON pi.id = m.key::bigint
       JOIN ware_inbound_batch_item b ON b.id = m.value::bigint AND b.is_deleted = 0
      WHERE s.is_deleted = 0 AND pi.purchase_order_item_id IN (SELECT purchase_order_item_id FROM touched)
      GROUP BY pi.purchase_order_item_id ORDER BY 1`,
    [found.id],
  )
  await followShippedReceipts(tx, system, received)
  if (!event.complete || String(found.status) !== SHIP_STATUS.arriving) return
  await runAction(tx, system, shipActions.receive, [found.id], {}, () => ({ receiveTime: NOW }))
  const planIds = (await plansOnShips(tx, [found.id])).get(found.id) ?? []
  await markPlansCompleted(tx, system, planIds)
}
