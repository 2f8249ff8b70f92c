import {
  PURCHASE_ORDER_PROGRESS,
  PURCHASE_ORDER_STATUS,
  QUALITY_RESULT,
} from '#sync/resources/purchasing/purchase.actions.ts'
import {
  purchaseApplyStateActions,
  SHIP_APPLY_STATE,
  SHIP_APPLY_STATUS,
  shipApplyActions,
} from '#sync/resources/shipping/ship-apply.actions.ts'
import { shipApply, shipApplyItem, shipApplyLog } from '#sync/resources/shipping/ship-apply.resource.ts'
import { SHIP_ORDER_STATUS } from '#sync/resources/shipping/ship-order.actions.ts'
import { wholeBoxes } from '#sync/resources/shipping/ship-order-measure.ts'
import { type Actor, actingForSystem } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { insertRecords, removeRecordsBy, updateEach } from '../platform/records/records.ts'
import { runAction } from '../platform/records/transition.ts'

/**
 * Ship applications (发货申请, issue 31): a buyer applies to ship quantities of the quality-passed
 * lines of an approved purchase order, never more than passed minus what other live applications
 * hold; the shipment plans that take its lines move it (to be assigned, assigned, shipped); each
 * change leaves a log row; the purchase order's application state follows its applications.
 */

const { confirmed, toBeAssigned, assigned, shipped, obsolete } = SHIP_APPLY_STATUS
const PO = PURCHASE_ORDER_PROGRESS

/** Rows of an application written as the application's (its scope checked on the application). */
const OF_APPLY = { scopeChecked: true }

/** A purchase order line as an application sees it: what passed quality and what live applications hold. */
export type ApplicableLine = {
  id: string
  productId: string
  sysSku: string | null
  quantity: number
  boxQuantity: number | null
  passed: number
  applied: number
}

/**
 * The lines of a purchase order with their quality-passed units (the whole line while the newest
 * check of every lot covering it, that of its product or of the whole order, passed, and one does)
 * and the units live applications other than `exceptApplyId` hold.
 */
export async function applicableLines(
  tx: Queryable,
  orderId: string,
  exceptApplyId?: string,
): Promise<ApplicableLine[]> {
  return tx.query<ApplicableLine>(
    `WITH checks AS (
       SELECT DISTINCT ON (lot_no) lot_no, product_id, result FROM erp_purchase_quality_check
        WHERE purchase_order_id = $1 AND is_deleted = 0 ORDER BY lot_no, id DESC)
     SELECT l.id::text, l.product_id::text, p.sys_sku, l.quantity, p.box_quantity,
            CASE WHEN EXISTS (SELECT 1 FROM checks c WHERE c.product_id IS NULL OR c.product_id = l.product_id)
                  AND NOT EXISTS (SELECT 1 FROM checks c WHERE (c.product_id IS NULL OR c.product_id = l.product_id)
                                     AND c.result <> $3)
                 THEN l.quantity ELSE 0 END AS passed,
            coalesce((SELECT sum(ai.quantity) FROM erp_ship_apply_item ai
                        JOIN erp_ship_apply a ON a.id = ai.ship_apply_id AND a.is_deleted = 0 AND a.status <> $4
                       WHERE ai.purchase_order_item_id = l.id AND ai.is_deleted = 0
                         AND ($2::bigint IS NULL OR a.id <> $2)), 0)::int AS applied
       FROM erp_purchase_order_item l
       LEFT JOIN erp_base_product p ON p.id = l.product_id
      WHERE l.purchase_order_id = $1 AND l.is_deleted = 0
      ORDER BY l.id`,
    [orderId, exceptApplyId ?? null, Number(QUALITY_RESULT.pass), Number(obsolete)],
  )
}

type OrderHead = { id: string; code: string; status: number; progressStatus: number | null }

/** Locks a purchase order (applications of one order are counted one after the other) and answers it. */
async function lockOrder(tx: Queryable, orderId: string): Promise<OrderHead & Row> {
  const [order] = await tx.query<OrderHead & Row>(
    `SELECT id::text, code, status, progress_status, factory_id::text, store_id::text FROM erp_purchase_order
      WHERE id = $1 AND is_deleted = 0 FOR UPDATE`,
    [orderId],
  )
  if (!order) throw new AppError('NOT_FOUND', 'recordNotFound')
  return order
}

/**
 * An application's save: only while confirmed with nothing planned; its order approved and not
 * shipped directly; each line a line of the order, once, of a positive quantity no larger than its
 * passed units minus what other live applications hold (400 naming the line, SKU, quantity and
 * what is left); SKU, cartons and totals worked out, the factory the order's.
 */
export async function prepareShipApply(tx: Queryable, _actor: Actor, input: Row, existing: Row | undefined) {
  if (existing && (String(existing.status) !== confirmed || Number(existing.plannedQuantity ?? 0) > 0))
    throw new AppError('VALIDATION', 'shipping.applyNotEditable', { apply: existing.code })
  delete input.plannedQuantity
  delete input.totalQuantity
  const order = await lockOrder(tx, String(input.purchaseOrderId ?? existing?.purchaseOrderId))
  if (String(order.status) !== PURCHASE_ORDER_STATUS.approved)
    throw new AppError('VALIDATION', 'shipping.applyOrderNotApproved', { order: order.code })
  if ([PO.shipped, PO.partlyReceived, PO.received].includes(String(order.progressStatus) as typeof PO.shipped))
    throw new AppError('VALIDATION', 'shipping.applyOrderShipped', { order: order.code })
  input.factoryId = order.factoryId ?? null
  if (!input.storeId && !existing?.storeId) input.storeId = order.storeId ?? null
  // A head saved alone gets its lines later; lines sent are never none.
  if (!Array.isArray(input.items)) return
  const items = input.items as Row[]
  if (!items.length) throw new AppError('VALIDATION', 'shipping.applyNeedsItems')
  const lines = await applicableLines(tx, order.id, existing ? String(existing.id) : undefined)
  const seen = new Set<string>()
  items.forEach((item, i) => {
    const at = i + 1
    const line = lines.find((l) => l.id === String(item.purchaseOrderItemId))
    if (!line) throw new AppError('VALIDATION', 'shipping.applyLineNotOfOrder', { line: at, order: order.code })
    const sku = line.sysSku ?? line.productId
    if (seen.has(line.id)) throw new AppError('VALIDATION', 'shipping.applyLineTwice', { line: at, sku })
    seen.add(line.id)
    const quantity = Number(item.quantity)
    if (!(quantity > 0)) throw new AppError('VALIDATION', 'shipping.lineQuantityPositive', { line: at })
    const left = Math.max(0, line.passed - line.applied)
    if (quantity > left) throw new AppError('VALIDATION', 'shipping.applyOverPassed', { line: at, sku, quantity, left })
    item.productId = line.productId
    item.sysSku = line.sysSku
    item.boxNum = wholeBoxes(quantity, line.boxQuantity)
    item.plannedQuantity = 0
  })
  input.totalQuantity = items.reduce((n, item) => n + Number(item.quantity), 0)
}

/** One log row of an application's change. */
export type ApplyLogEntry = {
  shipApplyId: string
  operation: string
  fromStatus?: unknown
  toStatus?: unknown
  content?: string | null
}

/** Writes log rows of applications' changes (who and when are the rows' own). */
export async function logApplications(tx: Queryable, actor: Actor, entries: readonly ApplyLogEntry[]) {
  if (!entries.length) return
  await insertRecords(
    tx,
    shipApplyLog,
    entries.map((e) => ({
      shipApplyId: e.shipApplyId,
      operation: e.operation,
      fromStatus: e.fromStatus === undefined || e.fromStatus === null ? null : Number(e.fromStatus),
      toStatus: e.toStatus === undefined || e.toStatus === null ? null : Number(e.toStatus),
      content: e.content ? e.content.slice(0, 1000) : null,
    })),
    actor,
  )
}

/** What an application's lines add up to, in words for its log ("KTL-01 × 40"). */
async function linesInWords(tx: Queryable, applyId: string): Promise<string> {
  const rows = await tx.query<{ sku: string; quantity: number }>(
    `SELECT coalesce(sys_sku, product_id::text) AS sku, quantity FROM erp_ship_apply_item
      WHERE ship_apply_id = $1 AND is_deleted = 0 ORDER BY id`,
    [applyId],
  )
  return rows.map((r) => `${r.sku} × ${r.quantity}`).join(', ')
}

/** After an application's save: its log row, and its purchase order's application state. */
export async function afterShipApplySaved(tx: Queryable, actor: Actor, id: string, input: Row, existing?: Row) {
  const [row] = await tx.query<{ purchaseOrderId: string; status: number }>(
    `SELECT purchase_order_id::text, status FROM erp_ship_apply WHERE id = $1`,
    [id],
  )
  await logApplications(tx, actor, [
    {
      shipApplyId: id,
      operation: existing ? 'edit' : 'create',
      toStatus: row?.status ?? confirmed,
      content: Array.isArray(input.items) ? await linesInWords(tx, id) : null,
    },
  ])
  const orders = [row?.purchaseOrderId, existing?.purchaseOrderId].filter(Boolean).map(String)
  await followPurchaseApplyState(tx, actor, orders)
}

/** Applications are removed only while confirmed with nothing planned, or obsolete; their orders follow. */
export async function removeShipApplies(tx: Queryable, actor: Actor, ids: readonly string[]) {
  const rows = await tx.query<{
    id: string
    code: string
    status: number
    plannedQuantity: number
    purchaseOrderId: string
  }>(
    `SELECT id::text, code, status, coalesce(planned_quantity, 0) AS planned_quantity, purchase_order_id::text
       FROM erp_ship_apply WHERE id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY id FOR UPDATE`,
    [ids],
  )
  const kept = rows.find(
    (r) => !(String(r.status) === obsolete || (String(r.status) === confirmed && r.plannedQuantity === 0)),
  )
  if (kept) throw new AppError('VALIDATION', 'shipping.applyNotEditable', { apply: kept.code })
  await logApplications(
    tx,
    actor,
    rows.map((r) => ({ shipApplyId: r.id, operation: 'remove', fromStatus: r.status })),
  )
  // Their lines go first, so the orders' application state reads them as gone.
  await removeRecordsBy(tx, shipApplyItem, 'shipApplyId', ids, actor)
  await followPurchaseApplyState(
    tx,
    actor,
    rows.map((r) => r.purchaseOrderId),
  )
}

/** Makes applications obsolete (while nothing of them is planned): their units are free to apply again. */
export async function obsoleteShipApplies(tx: Queryable, actor: Actor, ids: readonly string[]) {
  const orders = new Set<string>()
  const entries: ApplyLogEntry[] = []
  await runAction(tx, actor, shipApplyActions.obsolete, ids, {}, (_tx, _actor, record) => {
    if (Number(record.plannedQuantity ?? 0) > 0)
      throw new AppError('VALIDATION', 'shipping.applyNotEditable', { apply: record.code })
    orders.add(String(record.purchaseOrderId))
    entries.push({
      shipApplyId: String(record.id),
      operation: 'obsolete',
      fromStatus: record.status,
      toStatus: obsolete,
    })
    return {}
  })
  await logApplications(tx, actor, entries)
  await followPurchaseApplyState(tx, actor, [...orders])
}

type ApplyTotals = {
  id: string
  status: number
  totalQuantity: number
  planned: number
  shippedUnits: number
  plannedQuantity: number
  purchaseOrderId: string
}
type ItemTotals = { id: string; plannedQuantity: number; planned: number }

/**
 * Follows the shipment plans onto applications: each line's and each application's planned units
 * (lines of live plans not void), and its status: confirmed (none planned), to be assigned (part),
 * assigned (all), shipped (all in plans that departed). Obsolete and shipped ones stay. Log rows
 * for each status that moved.
 */
export async function followApplications(tx: Queryable, actor: Actor, applyIds: readonly string[]): Promise<void> {
  const ids = [...new Set(applyIds.filter(Boolean))]
  if (!ids.length) return
  const system = actingForSystem(actor)
  const live = `p.is_deleted = 0 AND oi.is_deleted = 0 AND p.status <> ${Number(SHIP_ORDER_STATUS.void)}`
  const departed = [SHIP_ORDER_STATUS.shipped, SHIP_ORDER_STATUS.completed].map(Number).join(', ')
  const items = await tx.query<ItemTotals>(
    `SELECT ai.id::text, coalesce(ai.planned_quantity, 0) AS planned_quantity,
            coalesce((SELECT sum(oi.quantity) FROM erp_ship_order_item oi JOIN erp_ship_order p ON p.id = oi.ship_order_id
                       WHERE oi.ship_apply_item_id = ai.id AND ${live}), 0)::int AS planned
       FROM erp_ship_apply_item ai WHERE ai.ship_apply_id = ANY($1::bigint[]) AND ai.is_deleted = 0 ORDER BY ai.id`,
    [ids],
  )
  const changedItems = items.filter((i) => i.planned !== i.plannedQuantity)
  if (changedItems.length)
    await updateEach(
      tx,
      shipApplyItem,
      changedItems.map((i) => ({ id: i.id, plannedQuantity: i.planned })),
      system,
      OF_APPLY,
    )
  const applies = await tx.query<ApplyTotals>(
    `SELECT a.id::text, a.status, coalesce(a.total_quantity, 0) AS total_quantity, a.purchase_order_id::text,
            coalesce(a.planned_quantity, 0) AS planned_quantity,
            coalesce((SELECT sum(oi.quantity) FROM erp_ship_order_item oi JOIN erp_ship_order p ON p.id = oi.ship_order_id
                       WHERE oi.ship_apply_id = a.id AND ${live}), 0)::int AS planned,
            coalesce((SELECT sum(oi.quantity) FROM erp_ship_order_item oi JOIN erp_ship_order p ON p.id = oi.ship_order_id
                       WHERE oi.ship_apply_id = a.id AND ${live} AND p.status IN (${departed})), 0)::int AS shipped_units
       FROM erp_ship_apply a WHERE a.id = ANY($1::bigint[]) AND a.is_deleted = 0 ORDER BY a.id`,
    [ids],
  )
  const plannedChanged = applies
    .filter((a) => a.planned !== a.plannedQuantity)
    .map((a) => ({ id: a.id, plannedQuantity: a.planned }))
  if (plannedChanged.length) await updateEach(tx, shipApply, plannedChanged, system, OF_APPLY)
  const entries: ApplyLogEntry[] = []
  const byTarget = new Map<string, string[]>()
  for (const a of applies) {
    const now = String(a.status)
    if (now === obsolete || now === shipped) continue
    const target =
      a.totalQuantity > 0 && a.shippedUnits >= a.totalQuantity
        ? shipped
        : a.planned <= 0
          ? confirmed
          : a.planned < a.totalQuantity
            ? toBeAssigned
            : assigned
    if (target === now) continue
    byTarget.set(target, [...(byTarget.get(target) ?? []), a.id])
    entries.push({
      shipApplyId: a.id,
      operation: target,
      fromStatus: now,
      toStatus: target,
      content: `${a.planned} / ${a.totalQuantity}`,
    })
  }
  const actionOf = {
    [confirmed]: shipApplyActions.unassign,
    [toBeAssigned]: shipApplyActions.assignPart,
    [assigned]: shipApplyActions.assign,
    [shipped]: shipApplyActions.ship,
  } as const
  // Shipped ones pass through assigned first (all of it was planned before it departed).
  const toShip = byTarget.get(shipped) ?? []
  const notYetAssigned = applies.filter((a) => toShip.includes(a.id) && String(a.status) !== assigned).map((a) => a.id)
  if (notYetAssigned.length) await runAction(tx, system, shipApplyActions.assign, notYetAssigned, {})
  for (const [target, targetIds] of byTarget)
    await runAction(tx, system, actionOf[target as keyof typeof actionOf], targetIds, {})
  for (const e of entries) e.operation = actionOf[e.toStatus as keyof typeof actionOf].name
  await logApplications(tx, system, entries)
}

/**
 * Follows applications onto purchase orders: pending application (no live application holds any of
 * its units), partially applied, applied (they hold all its quality-passed units). Moved only when it
 * changes, through its declared steps.
 */
export async function followPurchaseApplyState(tx: Queryable, actor: Actor, orderIds: readonly string[]) {
  const ids = [...new Set(orderIds.filter(Boolean))]
  if (!ids.length) return
  const S = SHIP_APPLY_STATE
  const targets = new Map<string, string[]>()
  for (const id of ids) {
    const [order] = await tx.query<{ shipApplyState: number | null }>(
      `SELECT ship_apply_state FROM erp_purchase_order WHERE id = $1 AND is_deleted = 0`,
      [id],
    )
    if (!order) continue
    const lines = await applicableLines(tx, id)
    const applied = lines.reduce((n, l) => n + l.applied, 0)
    const passed = lines.reduce((n, l) => n + l.passed, 0)
    const target = applied <= 0 ? S.pending : applied < passed ? S.partlyApplied : S.applied
    if (String(order.shipApplyState ?? '0') !== target) targets.set(target, [...(targets.get(target) ?? []), id])
  }
  const actionOf = {
    [S.pending]: purchaseApplyStateActions.applyPending,
    [S.partlyApplied]: purchaseApplyStateActions.applyPartly,
    [S.applied]: purchaseApplyStateActions.applyAll,
  } as const
  const system = actingForSystem(actor)
  for (const [target, orderIdsTo] of targets)
    await runAction(tx, system, actionOf[target as keyof typeof actionOf], orderIdsTo, {})
}
