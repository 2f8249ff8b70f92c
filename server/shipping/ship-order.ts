import type { z } from 'zod'
import { divideDecimal, multiplyDecimal, roundMoney } from '#sync/money/round-money.ts'
import { QUALITY_RESULT } from '#sync/resources/purchasing/purchase.actions.ts'
import { purchaseOrder, purchaseOrderItem } from '#sync/resources/purchasing/purchase-order.resource.ts'
import { SHIP_STATUS } from '#sync/resources/shipping/ship.actions.ts'
import { SHIP_APPLY_STATUS, shipApplyActions } from '#sync/resources/shipping/ship-apply.actions.ts'
import { SHIP_ORDER_STATUS, shipOrderActions } from '#sync/resources/shipping/ship-order.actions.ts'
import type { shipCheckContract, shipPlanFromApplies } from '#sync/resources/shipping/ship-order.contracts.ts'
import { shipOrder, shipOrderItem, shipQualityCheck } from '#sync/resources/shipping/ship-order.resource.ts'
import { addLoads } from '#sync/resources/shipping/ship-order-measure.ts'
import { type Actor, actingForSystem } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { increment, removeRecordsBy, saveRecord, transactionTime, updateRecords } from '../platform/records/records.ts'
import { runAction } from '../platform/records/transition.ts'
import { findRecord } from '../platform/resources/record-store.ts'
import { type ApplyLogEntry, followApplications, logApplications } from './ship-apply.ts'
import { lineLoad } from './ship-capacity.ts'

/**
 * Shipment plans (发货计划, issue 31): lines of ship applications leaving together for one
 * destination warehouse as one lot; their cartons, volume and weight from the products' cartons;
 * inspected before loading; shipped and completed by the ship that carries them.
 */

const HALF_UP = 1
const { confirmed, awaitingInspection } = SHIP_ORDER_STATUS
const OPEN = [confirmed, awaitingInspection] as const

/** Rows of a purchase order written as consequences of a plan's departure (its scope checked on the plan). */
const OF_ORDER = { scopeChecked: true }

const isOpen = (status: unknown) => (OPEN as readonly string[]).includes(String(status))

type ApplyLine = {
  id: string
  shipApplyId: string
  applyCode: string
  applyStatus: number
  applyStoreId: string | null
  quantity: number
  plannedElsewhere: number
  purchaseOrderId: string
  purchaseOrderItemId: string
  productId: string
  sysSku: string | null
  factoryId: string | null
  price: string
  exchangeRate: string | null
  boxGauge: string | null
  singleBoxWeight: string | null
  boxQuantity: number | null
  packageLength: string | null
  packageWidth: string | null
  packageHeight: string | null
  unitWeight: string | null
}

/** The application lines a plan names, locked by their applications, with what other live plans hold of each. */
async function applyLinesOf(tx: Queryable, itemIds: readonly string[], planId: string | undefined) {
  await tx.query(
    `SELECT a.id FROM erp_ship_apply a WHERE a.id IN (SELECT ship_apply_id FROM erp_ship_apply_item WHERE id = ANY($1::bigint[]))
      ORDER BY a.id FOR UPDATE`,
    [itemIds],
  )
  return tx.query<ApplyLine>(
    `SELECT ai.id::text, ai.ship_apply_id::text, a.code AS apply_code, a.status AS apply_status,
            a.store_id::text AS apply_store_id, ai.quantity,
            coalesce((SELECT sum(oi.quantity) FROM erp_ship_order_item oi JOIN erp_ship_order p ON p.id = oi.ship_order_id
                       WHERE oi.ship_apply_item_id = ai.id AND oi.is_deleted = 0 AND p.is_deleted = 0
                         AND p.status <> $2 AND ($3::bigint IS NULL OR p.id <> $3)), 0)::int AS planned_elsewhere,
            l.purchase_order_id::text, l.id::text AS purchase_order_item_id, l.product_id::text, pr.sys_sku,
            o.factory_id::text, l.price::text, o.exchange_rate::text, pr.box_gauge,
            pr.single_box_weight::text, pr.box_quantity, pr.package_length::text, pr.package_width::text,
            pr.package_height::text, pr.unit_weight::text
       FROM erp_ship_apply_item ai
       JOIN erp_ship_apply a ON a.id = ai.ship_apply_id AND a.is_deleted = 0
       JOIN erp_purchase_order_item l ON l.id = ai.purchase_order_item_id
       JOIN erp_purchase_order o ON o.id = l.purchase_order_id
       LEFT JOIN erp_base_product pr ON pr.id = l.product_id
      WHERE ai.id = ANY($1::bigint[]) AND ai.is_deleted = 0`,
    [itemIds, Number(SHIP_ORDER_STATUS.void), planId ?? null],
  )
}

/** Whether a ship counts as confirmed: past its draft and not void. */
async function shipConfirmed(tx: Queryable, shipId: string): Promise<boolean> {
  const [ship] = await tx.query<{ status: number }>(`SELECT status FROM erp_ship WHERE id = $1 AND is_deleted = 0`, [
    shipId,
  ])
  return Boolean(ship) && ![SHIP_STATUS.draft, SHIP_STATUS.void].includes(String(ship?.status) as '1')
}

/**
 * A plan's save: only while confirmed or awaiting inspection; at least one line, each of an
 * application neither obsolete nor shipped, going to the plan's warehouse, of a positive quantity
 * no larger than what its application line has left to plan (400 naming the line, SKU, quantity
 * and what is left); each line's application, purchase order, product, factory, cartons and unit
 * cost (price × the order's rate, four places) filled, the plan's totals, volume and weight worked
 * out. Its ship and void reason are never the form's. Edited while on a confirmed ship, it is
 * flagged `editedAfterConfirm` for the ship to show "shipment changed".
 */
export async function preparePlan(tx: Queryable, _actor: Actor, input: Row, existing: Row | undefined) {
  if (existing && !isOpen(existing.status))
    throw new AppError('VALIDATION', 'shipping.planNotEditable', { plan: existing.code })
  if (existing?.shipId && (await shipConfirmed(tx, String(existing.shipId)))) input.editedAfterConfirm = 1
  // A head saved alone gets its lines later (it cannot be loaded or shipped without); lines sent are never none.
  if (!Array.isArray(input.items)) {
    if (existing && input.storeId && String(input.storeId) !== String(existing.storeId))
      await assertPlanStore(tx, String(existing.id), String(input.storeId))
    return
  }
  const items = input.items as Row[]
  if (!items.length) throw new AppError('VALIDATION', 'shipping.planNeedsItems')
  const storeId = String(input.storeId ?? existing?.storeId ?? '')
  const lines = await applyLinesOf(
    tx,
    items.map((i) => String(i.shipApplyItemId)),
    existing ? String(existing.id) : undefined,
  )
  const takenHere = new Map<string, number>()
  const measures = items.map((item, i) => {
    const at = i + 1
    const line = lines.find((l) => l.id === String(item.shipApplyItemId))
    if (!line || [SHIP_APPLY_STATUS.obsolete, SHIP_APPLY_STATUS.shipped].includes(String(line.applyStatus) as '5'))
      throw new AppError('VALIDATION', 'shipping.planApplyNotOpen', {
        line: at,
        apply: line?.applyCode ?? String(item.shipApplyItemId),
      })
    if (line.applyStoreId && storeId && line.applyStoreId !== storeId)
      throw new AppError('VALIDATION', 'shipping.planStoreMismatch', { line: at, apply: line.applyCode })
    const quantity = Number(item.quantity)
    if (!(quantity > 0)) throw new AppError('VALIDATION', 'shipping.lineQuantityPositive', { line: at })
    const left = Math.max(0, line.quantity - line.plannedElsewhere - (takenHere.get(line.id) ?? 0))
    const sku = line.sysSku ?? line.productId
    if (quantity > left) throw new AppError('VALIDATION', 'shipping.planOverApplied', { line: at, sku, quantity, left })
    takenHere.set(line.id, (takenHere.get(line.id) ?? 0) + quantity)
    const measure = lineLoad({ ...line, sku, quantity })
    Object.assign(item, {
      shipApplyId: line.shipApplyId,
      purchaseOrderId: line.purchaseOrderId,
      purchaseOrderItemId: line.purchaseOrderItemId,
      productId: line.productId,
      sysSku: line.sysSku,
      factoryId: line.factoryId,
      boxNum: measure.cartons,
      unitCost: roundMoney(multiplyDecimal(line.price, line.exchangeRate ?? '1'), 4, HALF_UP),
    })
    return measure
  })
  const total = addLoads(measures)
  input.totalQuantity = items.reduce((n, item) => n + Number(item.quantity), 0)
  input.boxNum = total.cartons
  input.volume = total.volume
  input.weight = total.weight
}

/** A plan's new warehouse is the one its applications go to (those that name one). */
async function assertPlanStore(tx: Queryable, planId: string, storeId: string) {
  const [other] = await tx.query<{ code: string; line: number }>(
    `SELECT a.code, (SELECT count(*)::int FROM erp_ship_order_item x
                      WHERE x.ship_order_id = oi.ship_order_id AND x.is_deleted = 0 AND x.id <= oi.id) AS line
       FROM erp_ship_order_item oi JOIN erp_ship_apply a ON a.id = oi.ship_apply_id
      WHERE oi.ship_order_id = $1 AND oi.is_deleted = 0 AND a.store_id IS NOT NULL AND a.store_id <> $2
      ORDER BY oi.id LIMIT 1`,
    [planId, storeId],
  )
  if (other) throw new AppError('VALIDATION', 'shipping.planStoreMismatch', { line: other.line, apply: other.code })
}

/** The applications a plan's lines name, those it no longer holds included. */
async function appliesOfPlans(tx: Queryable, planIds: readonly string[]): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `SELECT DISTINCT ship_apply_id::text AS id FROM erp_ship_order_item
      WHERE ship_order_id = ANY($1::bigint[]) AND ship_apply_id IS NOT NULL`,
    [planIds],
  )
  return rows.map((r) => r.id)
}

/** After a plan's save: the applications it takes (or gave back) follow. */
export async function afterPlanSaved(tx: Queryable, actor: Actor, id: string) {
  await followApplications(tx, actor, await appliesOfPlans(tx, [id]))
}

/**
 * Plans are removed only while confirmed or awaiting inspection and on no ship; their lines go
 * with them and their applications are free to plan again.
 */
export async function removePlans(tx: Queryable, actor: Actor, ids: readonly string[]) {
  const rows = await tx.query<{ id: string; code: string; status: number; shipId: string | null }>(
    `SELECT id::text, code, status, ship_id::text FROM erp_ship_order
      WHERE id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY id FOR UPDATE`,
    [ids],
  )
  const closed = rows.find((r) => !isOpen(r.status) && String(r.status) !== SHIP_ORDER_STATUS.void)
  if (closed) throw new AppError('VALIDATION', 'shipping.planNotEditable', { plan: closed.code })
  const loaded = rows.find((r) => r.shipId)
  if (loaded) throw new AppError('VALIDATION', 'shipping.planOnShip', { plan: loaded.code })
  const applies = await appliesOfPlans(tx, ids)
  await removeRecordsBy(tx, shipOrderItem, 'shipOrderId', ids, actor)
  await followApplications(tx, actor, applies)
}

/** Voids plans (with the reason) while on no ship: their applications are free to plan again. */
export async function voidPlans(tx: Queryable, actor: Actor, ids: readonly string[], input: { voidReason: string }) {
  await runAction(tx, actor, shipOrderActions.void, ids, input, (_tx, _actor, record, value) => {
    if (record.shipId) throw new AppError('VALIDATION', 'shipping.planOnShip', { plan: record.code })
    return { voidReason: value.voidReason }
  })
  await followApplications(tx, actor, await appliesOfPlans(tx, ids))
  return true
}

/**
 * Plans whose ship departed (helper B's departure calls it): shipped (60), and their applications
 * shipped once every plan holding them departed.
 */
export async function markPlansShipped(tx: Queryable, actor: Actor, planIds: readonly string[]) {
  if (!planIds.length) return
  await runAction(tx, actor, shipOrderActions.ship, planIds, {}, (_tx, _actor, record) => {
    if (!(Number(record.totalQuantity ?? 0) > 0)) throw new AppError('VALIDATION', 'shipping.planNeedsItems')
    return {}
  })
  await followApplications(tx, actor, await appliesOfPlans(tx, planIds))
  await followShippedOntoOrders(tx, actor, planIds)
}

/** The units of departed plans count as shipped on their purchase order lines and orders (with the time). */
async function followShippedOntoOrders(tx: Queryable, actor: Actor, planIds: readonly string[]) {
  const lines = await tx.query<{ purchaseOrderItemId: string; purchaseOrderId: string; quantity: number }>(
    `SELECT purchase_order_item_id::text, purchase_order_id::text, sum(quantity)::int AS quantity
       FROM erp_ship_order_item WHERE ship_order_id = ANY($1::bigint[]) AND is_deleted = 0
        AND purchase_order_item_id IS NOT NULL
      GROUP BY purchase_order_item_id, purchase_order_id ORDER BY purchase_order_item_id`,
    [planIds],
  )
  const system = actingForSystem(actor)
  const byOrder = new Map<string, number>()
  for (const line of lines) {
    await updateRecords(
      tx,
      purchaseOrderItem,
      [line.purchaseOrderItemId],
      { shippedQuantity: increment(line.quantity) },
      system,
      OF_ORDER,
    )
    byOrder.set(line.purchaseOrderId, (byOrder.get(line.purchaseOrderId) ?? 0) + line.quantity)
  }
  const now = await transactionTime(tx)
  for (const [orderId, quantity] of byOrder)
    await updateRecords(
      tx,
      purchaseOrder,
      [orderId],
      { shippedQuantity: increment(quantity), shipTime: now },
      system,
      OF_ORDER,
    )
}

/** Plans whose goods were received at the destination (helper B calls it): completed (100). */
export async function markPlansCompleted(tx: Queryable, actor: Actor, planIds: readonly string[]) {
  if (!planIds.length) return
  await runAction(tx, actor, shipOrderActions.complete, planIds, {})
}

/** Clears the "edited after its ship's confirmation" flag of plans (helper B, once the ship is saved again). */
export async function clearPlanEdits(tx: Queryable, actor: Actor, planIds: readonly string[]) {
  if (!planIds.length) return
  await updateRecords(tx, shipOrder, planIds, { editedAfterConfirm: 0 }, actor, { scopeChecked: true })
}

type PlanFromApplies = z.output<typeof shipPlanFromApplies>

/**
 * Makes one shipment plan of applications (`shipapply/ship`): what each of their lines has left to
 * plan, to their common destination warehouse (or the one given) as the given lot. The
 * applications read assigned; answers the plan's id.
 */
export async function planApplications(tx: Queryable, actor: Actor, ids: readonly string[], input: PlanFromApplies) {
  const applies: Row[] = []
  await runAction(tx, actor, shipApplyActions.makePlan, ids, input, (_tx, _actor, record) => {
    applies.push(record)
    return {}
  })
  const stores = new Set(
    applies
      .map((a) => a.storeId)
      .filter(Boolean)
      .map(String),
  )
  if (!input.storeId && stores.size > 1) throw new AppError('VALIDATION', 'shipping.planAppliesElsewhere')
  const storeId = input.storeId ?? [...stores][0]
  if (!storeId) throw new AppError('VALIDATION', 'shipping.planNeedsStore', { apply: applies[0]?.code ?? '' })
  const items: Row[] = []
  for (const apply of applies) {
    const lines = await tx.query<{ id: string; left: number }>(
      `SELECT ai.id::text, ai.quantity - coalesce((SELECT sum(oi.quantity) FROM erp_ship_order_item oi
                JOIN erp_ship_order p ON p.id = oi.ship_order_id
               WHERE oi.ship_apply_item_id = ai.id AND oi.is_deleted = 0 AND p.is_deleted = 0 AND p.status <> $2), 0)::int AS left
         FROM erp_ship_apply_item ai WHERE ai.ship_apply_id = $1 AND ai.is_deleted = 0 ORDER BY ai.id`,
      [apply.id, Number(SHIP_ORDER_STATUS.void)],
    )
    const open = lines.filter((l) => l.left > 0)
    if (!open.length) throw new AppError('VALIDATION', 'shipping.nothingLeftToPlan', { apply: apply.code })
    items.push(...open.map((l) => ({ shipApplyItemId: l.id, quantity: l.left })))
  }
  const planId = await saveRecord(
    tx,
    shipOrder,
    {
      storeId,
      batchNo: input.batchNo,
      shipDate: input.shipDate ?? null,
      remark: input.remark ?? null,
      items,
    },
    actor,
  )
  const [plan] = await tx.query<{ code: string }>(`SELECT code FROM erp_ship_order WHERE id = $1`, [planId])
  const entries: ApplyLogEntry[] = applies.map((a) => ({
    shipApplyId: String(a.id),
    operation: shipApplyActions.makePlan.name,
    fromStatus: a.status,
    toStatus: SHIP_APPLY_STATUS.assigned,
    content: plan?.code ?? planId,
  }))
  await logApplications(tx, actor, entries)
  return planId
}

type CheckInput = z.output<typeof shipCheckContract.input.params>

/**
 * Records a pre-shipment inspection of a plan (confirmed or awaiting inspection): defect rate =
 * defect ÷ sampled (four places, half up); a pass confirms the plan, a failure leaves it awaiting
 * inspection. An application named must be one of the plan's.
 */
export async function submitShipCheck(tx: Queryable, actor: Actor, input: CheckInput) {
  const plan = await findRecord(tx, shipOrder, input.shipOrderId, { actor })
  if (!plan) throw new AppError('NOT_FOUND', 'recordNotFound')
  if (!isOpen(plan.status)) throw new AppError('VALIDATION', 'shipping.checkPlanNotOpen', { plan: plan.code })
  if (input.sampledQuantity <= 0) throw new AppError('VALIDATION', 'shipping.checkSampledPositive')
  if (input.defectQuantity > input.sampledQuantity)
    throw new AppError('VALIDATION', 'shipping.checkDefectsOverSampled', {
      defect: input.defectQuantity,
      sampled: input.sampledQuantity,
    })
  if (input.shipApplyId) {
    const [held] = await tx.query<{ code: string | null; held: boolean }>(
      `SELECT (SELECT code FROM erp_ship_apply WHERE id = $2) AS code,
              EXISTS (SELECT 1 FROM erp_ship_order_item WHERE ship_order_id = $1 AND ship_apply_id = $2 AND is_deleted = 0) AS held`,
      [input.shipOrderId, input.shipApplyId],
    )
    if (!held?.held)
      throw new AppError('VALIDATION', 'shipping.checkApplyNotInPlan', {
        apply: held?.code ?? input.shipApplyId,
        plan: plan.code,
      })
  }
  const defectRate = divideDecimal(String(input.defectQuantity), String(input.sampledQuantity), 4, HALF_UP)
  const passed = input.result === QUALITY_RESULT.pass
  let id = ''
  await runAction(
    tx,
    actor,
    passed ? shipOrderActions.inspectionPassed : shipOrderActions.inspectionFailed,
    [input.shipOrderId],
    {},
    async () => {
      id = await saveRecord(
        tx,
        shipQualityCheck,
        {
          shipOrderId: input.shipOrderId,
          shipApplyId: input.shipApplyId ?? null,
          sampledQuantity: input.sampledQuantity,
          defectQuantity: input.defectQuantity,
          defectRate,
          result: input.result,
          inspector: input.inspector ?? null,
          photos: input.photos || null,
          checkTime: await transactionTime(tx),
          remark: input.remark ?? null,
        },
        actor,
      )
      return {}
    },
  )
  return {
    id,
    shipOrderId: input.shipOrderId,
    defectRate,
    result: input.result,
    status: passed ? confirmed : awaitingInspection,
  }
}

/** The inspections of plans, newest first, by plan id. */
export async function planChecks(tx: Queryable, planIds: readonly string[]): Promise<Map<string, Row[]>> {
  const checks = await tx.query<Row & { shipOrderId: string }>(
    `SELECT id::text, ship_order_id::text, ship_apply_id::text, sampled_quantity, defect_quantity, defect_rate::text,
            result, inspector, photos, to_char(check_time, 'YYYY-MM-DD HH24:MI:SS') AS check_time, remark
       FROM erp_ship_quality_check WHERE ship_order_id = ANY($1::bigint[]) AND is_deleted = 0
      ORDER BY ship_order_id, id DESC`,
    [planIds],
  )
  const by = new Map<string, Row[]>()
  for (const row of checks) by.set(row.shipOrderId, [...(by.get(row.shipOrderId) ?? []), row])
  return by
}
