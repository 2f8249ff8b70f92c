import { statusLabel } from '#sync/resources/define-action.ts'
import { wInboundBatchItem, wInboundOrder, wInboundShelves } from '#sync/resources/wms/w-inbound-order.resource.ts'
import { SHELVES_DOCUMENT } from '../inventory/stock-documents.ts'
import { databaseToday, MOVEMENT } from '../inventory/stock-ledger.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { updateEach } from '../platform/records/records.ts'
import { hooksFor } from '../platform/resources/hooks.ts'
import { inboundEditable, receivingPositionOf } from './inbound-order.ts'

/** Refuses a change to orders that have started receiving (their lines now carry received stock). */
async function assertEditable(tx: Queryable, actor: Actor, orderIds: readonly string[]): Promise<void> {
  if (!orderIds.length) return
  const rows = await tx.query<{ code: string; status: number }>(
    `SELECT code, status FROM ware_inbound_order WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
    [[...new Set(orderIds)]],
  )
  const locked = rows.find((r) => !inboundEditable(r.status))
  if (locked) {
    throw new AppError('VALIDATION', 'wms.inboundLocked', {
      code: locked.code,
      status: statusLabel(wInboundOrder, 'status', String(locked.status), actor.lang),
    })
  }
}

/** Each line's system SKU from its product (what pickers, labels and the ledger show). */
async function fillSkus(tx: Queryable, lines: Row[]): Promise<void> {
  const ids = lines.map((l) => l.productId).filter((id): id is string => typeof id === 'string' && id !== '')
  if (!ids.length) return
  const skus = await tx.query<{ id: string; sysSku: string }>(
    `SELECT id::text, sys_sku FROM erp_base_product WHERE id = ANY($1::bigint[])`,
    [ids],
  )
  const byId = new Map(skus.map((s) => [s.id, s.sysSku]))
  for (const line of lines) line.sysSku = byId.get(String(line.productId)) ?? line.sysSku ?? null
}

/**
 * Whether a line's goods were in transit is fixed when the line is made (a ship's inbound order):
 * an edit of the order or the line keeps it, so its receipt never forgets to clear the transit, nor
 * clears a transit that was never there. Lines that already exist get their own value back.
 */
async function keepFromTransit(tx: Queryable, lines: Row[]): Promise<void> {
  const ids = lines.map((l) => l.id).filter((id): id is string => typeof id === 'string' && id !== '')
  if (!ids.length) return
  const kept = await tx.query<{ id: string; fromTransit: number }>(
    `SELECT id::text, from_transit FROM ware_inbound_batch_item WHERE id = ANY($1::bigint[])`,
    [ids],
  )
  const byId = new Map(kept.map((k) => [k.id, k.fromTransit]))
  for (const line of lines) if (byId.has(String(line.id))) line.fromTransit = byId.get(String(line.id))
}

/**
 * The orders' planned totals, from their live lines (but those `leaving`, removed as this runs);
 * only a total that changed is written, as the order's (its save or its lines' was checked in scope).
 */
async function recountPlanned(
  tx: Queryable,
  actor: Actor,
  orderIds: readonly string[],
  leaving: readonly string[] = [],
): Promise<void> {
  const totals = await tx.query<{ id: string; planned: string }>(
    `SELECT o.id::text, s.planned::text FROM ware_inbound_order o,
            LATERAL (SELECT coalesce(sum(i.planned_quantity), 0) AS planned FROM ware_inbound_batch_item i
                      WHERE i.inbound_order_id = o.id AND i.is_deleted = 0 AND NOT (i.id = ANY($2::bigint[]))) s
      WHERE o.id = ANY($1::bigint[]) AND o.is_deleted = 0 AND o.planned_quantity IS DISTINCT FROM s.planned`,
    [[...new Set(orderIds)], leaving],
  )
  const changed = totals.map((t) => ({ id: t.id, plannedQuantity: t.planned }))
  await updateEach(tx, wInboundOrder, changed, actor, { scopeChecked: true })
}

/**
 * An inbound order is edited, with its lines, only while in transit: received and put-away
 * quantities are the ledger's to write, never the form's.
 */
const inboundOrderHooks = hooksFor(wInboundOrder, {
  async beforeSave({ tx, actor }, input, existing) {
    if (existing) await assertEditable(tx, actor, [existing.id])
    input.receivedQuantity = 0
    input.receiveTime = null
    input.confirmTime = null
    input.confirmUser = null
    if (Array.isArray(input.items)) {
      const lines = input.items as Row[]
      for (const line of lines) line.receivedQuantity = 0
      await fillSkus(tx, lines)
      if (existing) await keepFromTransit(tx, lines)
    }
  },
  async afterSave({ tx, actor }, id) {
    await recountPlanned(tx, actor, [id])
  },
  async beforeRemove({ tx, actor }, ids) {
    await assertEditable(tx, actor, ids)
  },
})

/** A line saved or removed on its own follows its order's rule, and the order's total follows it. */
const inboundLineHooks = hooksFor(wInboundBatchItem, {
  async beforeSave({ tx, actor }, input, existing) {
    const orderId = String(input.inboundOrderId ?? existing?.inboundOrderId ?? '')
    await assertEditable(tx, actor, [orderId, ...(existing ? [existing.inboundOrderId as string] : [])])
    input.receivedQuantity = 0
    if (input.productId !== undefined) await fillSkus(tx, [input])
    // The stored line as it is: whether its goods were in transit stays (see keepFromTransit).
    if (existing) input.fromTransit = existing.fromTransit ?? 0
  },
  async afterSave({ tx, actor }, _id, input, existing) {
    await recountPlanned(tx, actor, [String(input.inboundOrderId ?? existing?.inboundOrderId)])
  },
  async beforeRemove({ tx, actor }, ids) {
    const rows = await tx.query<{ inboundOrderId: string }>(
      `SELECT inbound_order_id::text FROM ware_inbound_batch_item WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
      [ids],
    )
    const orders = rows.map((r) => r.inboundOrderId)
    await assertEditable(tx, actor, orders)
    await recountPlanned(tx, actor, orders, ids)
  },
})

/**
 * A putaway task made by hand takes what it moves from its inbound line (warehouse, product, batch)
 * and starts in the warehouse's receiving position; afterwards only its target position changes.
 * One with units already put away stays.
 */
const inboundShelvesHooks = hooksFor(wInboundShelves, {
  async beforeSave({ tx, actor }, input, existing) {
    if (existing) {
      for (const key of Object.keys(input)) if (!['id', 'version', 'positionId'].includes(key)) delete input[key]
      return
    }
    const [line] = await tx.query<{ productId: string; sysSku: string; batchNo: string | null; storeId: string }>(
      `SELECT i.product_id::text, i.sys_sku, i.batch_no, o.store_id::text
         FROM ware_inbound_batch_item i JOIN ware_inbound_order o ON o.id = i.inbound_order_id AND o.tenant_id = i.tenant_id
        WHERE i.id = $1 AND i.is_deleted = 0`,
      [input.itemId],
    )
    if (!line) return // the link check names the missing line
    Object.assign(input, {
      storeId: line.storeId,
      productId: line.productId,
      sysSku: line.sysSku,
      batchNo: input.batchNo ?? line.batchNo ?? '',
      fromPositionId: await receivingPositionOf(tx, actor, line.storeId),
      putAwayQuantity: 0,
      completeTime: null,
    })
    if (!input.inboundDate) input.inboundDate = await databaseToday(tx)
  },
  // A task put away in parts into several positions shows each with its units, not only the last.
  async decorate({ tx }, records) {
    if (!records.length) return
    const arrivals = await tx.query<{ taskId: string; name: string; quantity: number }>(
      `SELECT l.document_id::text AS task_id, coalesce(p.name, p.code) AS name, sum(l.quantity)::int AS quantity
         FROM erp_store_product_inventory_log l
         JOIN ware_base_store_position p ON p.id = l.position_id AND p.tenant_id = l.tenant_id
        WHERE l.document_type = $2 AND l.document_id = ANY($1::bigint[]) AND l.movement_type = $3
          AND l.quantity > 0 AND l.is_deleted = 0
        GROUP BY l.document_id, p.id, p.name, p.code
        ORDER BY min(l.id)`,
      [records.map((r) => String(r.id)), SHELVES_DOCUMENT, MOVEMENT.putaway],
    )
    for (const record of records) {
      const into = arrivals.filter((a) => a.taskId === String(record.id))
      record.putAwayPositions = into.map(({ name, quantity }) => ({ name, quantity }))
      if (into.length > 1) record.positionIdLabel = into.map((a) => `${a.name} × ${a.quantity}`).join(', ')
    }
  },
  async beforeRemove({ tx }, ids) {
    const [started] = await tx.query<{ sysSku: string; putAwayQuantity: number }>(
      `SELECT sys_sku, put_away_quantity FROM ware_inbound_shelves
        WHERE id = ANY($1::bigint[]) AND is_deleted = 0 AND (put_away_quantity > 0 OR status <> 0) LIMIT 1`,
      [ids],
    )
    if (started)
      throw new AppError('VALIDATION', 'wms.shelvesStarted', { sku: started.sysSku, quantity: started.putAwayQuantity })
  },
})

/** The inbound documents' rules, by resource key. */
export const inboundHooks = { ...inboundOrderHooks, ...inboundLineHooks, ...inboundShelvesHooks }
