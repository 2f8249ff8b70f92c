import { storeProductInventoryLog } from '#sync/resources/inventory/stock-ledger.resource.ts'
import { groupWaves } from '#sync/resources/wms/pick-waves.ts'
import {
  FACE_SHEET,
  orderPickActions,
  outboundActions,
  PACK_STATUS,
  packingActions,
} from '#sync/resources/wms/w-outbound.actions.ts'
import { wOrderPick, wOrderPickItem, wOutbound, wOutboundItem } from '#sync/resources/wms/w-outbound.resource.ts'
import { OUTBOUND_DOCUMENT } from '../inventory/stock-documents.ts'
import {
  consumeReservations,
  MOVEMENT,
  releaseReservations,
  reserveStock,
  shrinkReservation,
} from '../inventory/stock-ledger.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { insertRecords, saveRecord, updateEach, updateRecords } from '../platform/records/records.ts'
import { NOW, runAction } from '../platform/records/transition.ts'
import { outboundProgressed, promotePickList } from './packing.ts'
import { type WaveFilter, waveCandidates } from './pick-waves.ts'

/**
 * Outbound orders and pick lists (issue 10 §2): approval reserves each line (oldest lot first);
 * `startBound` groups approved orders of one warehouse and transport into pick lists whose lines are
 * the reserved lots in pick order; a short pick gives the missing units back; shipping consumes
 * what was picked through the ledger once packed and labelled (`packing.ts`).
 */

/**
 * The order a picker walks the warehouse in (positions `p` in zones `a`): the zones' pick order,
 * then the positions' pick order, then their codes (zone, row, level as the codes spell them).
 */
export const WALKING_ORDER =
  'a.pick_order_num NULLS LAST, a.code NULLS LAST, p.pick_order_num NULLS LAST, p.code NULLS LAST'

type OutboundLine = { id: string; productId: string; quantity: number }

const linesOf = (tx: Queryable, outboundId: string) =>
  tx.query<OutboundLine>(
    `SELECT id::text, product_id::text, quantity FROM ware_outbound_item
      WHERE outbound_id = $1 AND is_deleted = 0 ORDER BY id`,
    [outboundId],
  )

/** Approves outbound orders: every line's units are reserved in the order's warehouse, or none (insufficient stock). */
export async function approveOutbound(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, outboundActions.approve, ids, {}, async (_tx, _actor, order) => {
    const lines = await linesOf(tx, String(order.id))
    if (!lines.length) throw new AppError('VALIDATION', 'wms.outboundEmpty', { code: order.code })
    for (const line of lines) {
      await reserveStock(tx, actor, {
        storeId: String(order.storeId),
        productId: line.productId,
        quantity: line.quantity,
        document: { type: OUTBOUND_DOCUMENT, id: String(order.id), line: line.id },
      })
    }
    return { reviewRemark: null }
  })
}

/** Refuses orders that are in a pick list: the list decides what happens to them. */
function assertNotPicking(order: Row): void {
  if (order.orderPickId) throw new AppError('VALIDATION', 'wms.outboundInPickList', { code: order.code })
}

/**
 * Abolishes outbound orders (not in a pick list); what an approved one reserved is available again,
 * and the areas that follow outbound work hear of it (a sales order's goes back to pending review).
 */
export async function abolishOutbound(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, outboundActions.abolish, ids, {}, async (_tx, _actor, order) => {
    assertNotPicking(order)
    await releaseReservations(tx, { type: OUTBOUND_DOCUMENT, id: String(order.id) })
    return undefined
  })
  await outboundProgressed(tx, actor, 'abolished', ids)
}

/**
 * The lines of an outbound order and of its pick list are written as the document's: each step
 * here runs on a document whose data scope `transition` checked (see SetWriteOptions).
 */
const OF_DOCUMENT = { scopeChecked: true }

/**
 * Ships one order's reserved (or picked) units through the ledger and records them on its lines
 * (what the ledger shipped of each; `picked` too: an order outside any pick list is picked as it ships).
 */
async function shipReserved(tx: Queryable, actor: Actor, orderId: string, { picked = false } = {}): Promise<number> {
  const rows = await consumeReservations(tx, actor, { type: OUTBOUND_DOCUMENT, id: orderId }, MOVEMENT.shipment)
  const lines = await tx.query<{ id: string; shipped: number }>(
    `SELECT i.id::text, coalesce((SELECT -sum(l.quantity) FROM erp_store_product_inventory_log l
                                   WHERE l.document_type = $2 AND l.document_id = i.outbound_id
                                     AND l.document_line = i.id), 0)::int AS shipped
       FROM ware_outbound_item i WHERE i.outbound_id = $1 AND i.is_deleted = 0`,
    [orderId, OUTBOUND_DOCUMENT],
  )
  await updateEach(
    tx,
    wOutboundItem,
    lines.map((l) => ({ id: l.id, shippedQuantity: l.shipped, ...(picked ? { pickedQuantity: l.shipped } : {}) })),
    actor,
    OF_DOCUMENT,
  )
  return rows.reduce((sum, r) => sum - r.quantity, 0)
}

/** Ships approved orders that are not in a pick list (a small warehouse picks from the order itself). */
export async function shipOutbound(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, outboundActions.ship, ids, {}, async (_tx, _actor, order) => {
    assertNotPicking(order)
    await shipReserved(tx, actor, String(order.id), { picked: true })
    return { outboundTime: NOW }
  })
  await runAction(tx, actor, packingActions.faceSheetShipped, ids, {})
  await outboundProgressed(tx, actor, 'shipped', ids)
}

/**
 * Puts approved orders that are in no pick list (those named, or all matching the wave's filters)
 * into pick lists grouped by the wave's rule (`groupWaves`: per warehouse and transport by default)
 * and at most `WAVE_SIZE` orders: each line of a list is one reserved lot of one order line, in
 * walking order (the zone's pick order, then the position's). Answers the pick lists made.
 */
export async function startBound(tx: Queryable, actor: Actor, filter: WaveFilter): Promise<string[]> {
  const orders = await waveCandidates(tx, actor, filter, { lock: true })
  const waves = groupWaves(orders, filter.rule).map((group) => group.orders)
  const made: string[] = []
  for (const wave of waves) {
    const first = wave[0]
    if (!first) continue
    // A list keeps a transport only when all its orders share it (the zone rule mixes them).
    const transportId = wave.every((o) => o.transportId === first.transportId) ? first.transportId : null
    const pickId = await saveRecord(
      tx,
      wOrderPick,
      { storeId: first.storeId, transportId, orderCount: wave.length },
      actor,
    )
    const reserved = await tx.query<Row>(
      `SELECT r.id::text AS reservation_id, r.document_id::text AS outbound_id, r.document_line::text AS outbound_item_id,
              r.position_id::text, r.product_id::text, r.sys_sku, r.batch_no, to_char(r.inbound_date, 'YYYY-MM-DD') AS inbound_date,
              r.quantity, p.pick_order_num
         FROM erp_stock_reservation r
         LEFT JOIN ware_base_store_position p ON p.id = r.position_id AND p.tenant_id = r.tenant_id
         LEFT JOIN erp_base_store_area a ON a.id = p.area_id AND a.tenant_id = p.tenant_id
        WHERE r.document_type = $1 AND r.document_id = ANY($2::bigint[]) AND r.status = 1
        ORDER BY ${WALKING_ORDER}, r.sys_sku, r.id`,
      [OUTBOUND_DOCUMENT, wave.map((o) => o.id)],
    )
    await insertRecords(
      tx,
      wOrderPickItem,
      reserved.map((line, i) => ({
        orderPickId: pickId,
        outboundId: line.outboundId,
        outboundItemId: line.outboundItemId,
        reservationId: line.reservationId,
        positionId: line.positionId,
        productId: line.productId,
        sysSku: line.sysSku,
        batchNo: line.batchNo,
        inboundDate: line.inboundDate,
        quantity: line.quantity,
        pickedQuantity: 0,
        shortQuantity: 0,
        pickOrder: i + 1,
      })),
      actor,
      { partOf: 'orderPickId' },
    )
    const totalQuantity = reserved.reduce((sum, l) => sum + Number(l.quantity), 0)
    await updateRecords(tx, wOrderPick, [pickId], { totalQuantity }, actor, OF_DOCUMENT)
    await runAction(
      tx,
      actor,
      packingActions.joinPickList,
      wave.map((o) => o.id),
      {},
      () => ({ orderPickId: pickId }),
    )
    made.push(pickId)
  }
  return made
}

export type PickedLine = { id: string; pickedQuantity: number; shortReason?: string }

/**
 * Finishes picking: each line named gets its picked quantity (the others are picked in full); a
 * line picked short keeps only the picked units reserved and gives the rest back, and the list and
 * its orders carry the short quantity.
 */
export async function finishPicking(
  tx: Queryable,
  actor: Actor,
  pickId: string,
  picked: readonly PickedLine[],
): Promise<void> {
  await runAction(tx, actor, orderPickActions.finishPicking, [pickId], {}, async (_tx, _actor, list) => {
    if (list.pickedTime) throw new AppError('VALIDATION', 'wms.pickingFinished', { code: list.code })
    const lines = await tx.query<{ id: string; quantity: number; reservationId: string; sysSku: string }>(
      `SELECT id::text, quantity, reservation_id::text, sys_sku FROM ware_order_pick_item
        WHERE order_pick_id = $1 AND is_deleted = 0 ORDER BY id FOR UPDATE`,
      [pickId],
    )
    const given = new Map(picked.map((p) => [p.id, p]))
    for (const p of picked) {
      if (!lines.some((l) => l.id === p.id)) throw new AppError('VALIDATION', 'wms.lineNotInPickList', { line: p.id })
    }
    let short = 0
    const counted: Row[] = []
    for (const line of lines) {
      const entry = given.get(line.id)
      const count = entry?.pickedQuantity ?? line.quantity
      if (count > line.quantity)
        throw new AppError('VALIDATION', 'wms.pickedTooMany', {
          sku: line.sysSku,
          picked: count,
          quantity: line.quantity,
        })
      const missing = line.quantity - count
      short += missing
      const reservationId = missing ? await shrinkReservation(tx, actor, line.reservationId, count) : line.reservationId
      counted.push({
        id: line.id,
        pickedQuantity: count,
        shortQuantity: missing,
        shortReason: missing ? (entry?.shortReason ?? null) : null,
        reservationId,
      })
    }
    await updateEach(tx, wOrderPickItem, counted, actor, OF_DOCUMENT)
    const outboundLines = await tx.query<{ id: string; picked: number }>(
      `SELECT i.id::text, coalesce((SELECT sum(p.picked_quantity) FROM ware_order_pick_item p
                                     WHERE p.outbound_item_id = i.id AND p.order_pick_id = $1 AND p.is_deleted = 0), 0)::int AS picked
         FROM ware_outbound_item i
        WHERE i.outbound_id IN (SELECT id FROM ware_outbound WHERE order_pick_id = $1) AND i.is_deleted = 0`,
      [pickId],
    )
    await updateEach(
      tx,
      wOutboundItem,
      outboundLines.map((l) => ({ id: l.id, pickedQuantity: l.picked })),
      actor,
      OF_DOCUMENT,
    )
    const orders = await tx.query<{ id: string; short: number }>(
      `SELECT o.id::text, coalesce((SELECT sum(p.short_quantity) FROM ware_order_pick_item p
                                     WHERE p.outbound_id = o.id AND p.order_pick_id = $1), 0)::int AS short
         FROM ware_outbound o WHERE o.order_pick_id = $1 AND o.is_deleted = 0`,
      [pickId],
    )
    await updateEach(
      tx,
      wOutbound,
      orders.map((o) => ({ id: o.id, shortQuantity: o.short })),
      actor,
      OF_DOCUMENT,
    )
    return { shortQuantity: short, pickedTime: NOW }
  })
  // A list of which nothing could be picked has nothing to pack or label.
  await promotePickList(tx, actor, pickId)
  const listed = await tx.query<{ id: string }>(
    `SELECT id::text FROM ware_outbound WHERE order_pick_id = $1 AND is_deleted = 0 ORDER BY id`,
    [pickId],
  )
  await outboundProgressed(
    tx,
    actor,
    'picked',
    listed.map((o) => o.id),
  )
}

/**
 * Ships a labelled list: each order's picked units (packed and labelled) leave through the ledger
 * and the order is shipped; an order of which nothing could be picked leaves the list, approved,
 * for a later wave.
 */
export async function shipPickList(tx: Queryable, actor: Actor, pickId: string): Promise<void> {
  const shippedOrders: string[] = []
  await runAction(tx, actor, orderPickActions.outBound, [pickId], {}, async () => {
    const orders = await tx.query<{
      id: string
      code: string
      picked: number
      packStatus: number
      faceSheetStatus: number
    }>(
      `SELECT o.id::text, o.code, o.pack_status, o.face_sheet_status,
              coalesce((SELECT sum(i.picked_quantity) FROM ware_outbound_item i
                         WHERE i.outbound_id = o.id AND i.is_deleted = 0), 0)::int AS picked
         FROM ware_outbound o WHERE o.order_pick_id = $1 AND o.is_deleted = 0 ORDER BY o.id`,
      [pickId],
    )
    for (const order of orders) {
      if (
        order.picked > 0 &&
        (String(order.packStatus) !== PACK_STATUS.packed || String(order.faceSheetStatus) !== FACE_SHEET.labeled)
      ) {
        throw new AppError('VALIDATION', 'wms.shipNotLabelled', { code: order.code })
      }
    }
    const unpicked = orders.filter((order) => order.picked === 0).map((order) => order.id)
    await runAction(tx, actor, packingActions.leavePickList, unpicked, {}, () => ({ orderPickId: null }))
    for (const order of orders) {
      if (order.picked === 0) continue
      await shipReserved(tx, actor, order.id)
      shippedOrders.push(order.id)
    }
    return { outboundTime: NOW }
  })
  if (!shippedOrders.length) return
  await runAction(tx, actor, outboundActions.ship, shippedOrders, {}, () => ({ outboundTime: NOW }))
  await runAction(tx, actor, packingActions.faceSheetShipped, shippedOrders, {})
  await outboundProgressed(tx, actor, 'shipped', shippedOrders)
}

/** A pick list's lines in pick order, with their positions' codes. */
export const pickLines = (tx: Queryable, id: string, limit = 5000, offset = 0) =>
  tx.query<Row>(
    `SELECT i.*, p.code AS position_code, p.code AS position_id_label, o.code AS outbound_id_label,
            i.sys_sku AS product_id_label
       FROM ware_order_pick_item i
       LEFT JOIN ware_base_store_position p ON p.id = i.position_id AND p.tenant_id = i.tenant_id
       LEFT JOIN ware_outbound o ON o.id = i.outbound_id AND o.tenant_id = i.tenant_id
      WHERE i.order_pick_id = $1 AND i.is_deleted = 0 ORDER BY i.pick_order, i.id LIMIT $2 OFFSET $3`,
    [id, limit, offset],
  )

/** The ledger rows an outbound order posted, with their positions' codes. */
export function outboundLedgerRows(tx: Queryable, id: string): Promise<Row[]> {
  return tx.query<Row>(
    `SELECT l.*, p.code AS position_code FROM ${storeProductInventoryLog.table} l
       LEFT JOIN ware_base_store_position p ON p.id = l.position_id AND p.tenant_id = l.tenant_id
      WHERE l.document_type = $1 AND l.document_id = $2 ORDER BY l.id`,
    [OUTBOUND_DOCUMENT, id],
  )
}

/** Approved outbound orders in no pick list yet (of a warehouse, a carrier): what the next wave would take. */
export function outboundsForNextWave(tx: Queryable, q: { storeId?: string; transportId?: string }): Promise<Row[]> {
  return tx.query<Row>(
    `SELECT id::text, code, store_id::text, transport_id::text, reference_code, total_quantity FROM ware_outbound
      WHERE status = 2 AND order_pick_id IS NULL AND is_deleted = 0
        AND ($1::bigint IS NULL OR store_id = $1) AND ($2::bigint IS NULL OR transport_id = $2)
      ORDER BY id LIMIT 500`,
    [q.storeId ?? null, q.transportId ?? null],
  )
}
