import { isContainerType } from '#sync/resources/shipping/containers.ts'
import { SHIP_COST_STATUS, SHIP_DOCUMENT, SHIP_STATUS, shipActions } from '#sync/resources/shipping/ship.actions.ts'
import { ship } from '#sync/resources/shipping/ship.resource.ts'
import { SHIP_ORDER_STATUS } from '#sync/resources/shipping/ship-order.actions.ts'
import { shipOrder } from '#sync/resources/shipping/ship-order.resource.ts'
import { dispatchToTransit } from '../inventory/stock-transit.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { nextDocumentNumber } from '../platform/records/document-number.ts'
import { updateRecords } from '../platform/records/records.ts'
import { writeServerOnly } from '../platform/records/server-only.ts'
import { NOW, runAction } from '../platform/records/transition.ts'
import type { ListQuery } from '../platform/resources/list-query.ts'
import { findRecord } from '../platform/resources/record-store.ts'
import { assertLoadFits } from './ship-capacity.ts'
import { loadTotals, planLines, plansOnShips, type ShipLine } from './ship-load.ts'
import { clearPlanEdits, markPlansShipped } from './ship-order.ts'

/**
 * Ships (货柜, issue 31): shipment plans loaded into a container of a type whose capacity bounds
 * their volume and weight, confirmed, departed (the goods in transit on the ledger to the
 * destination warehouse, the plans shipped), merged, voided. Costs, bills and the inbound order
 * live in `ship-cost.ts` and `ship-inbound.ts`.
 */

/** The plans' rows as the ship's own step writes them (its scope checked by the step on the ship). */
const OF_SHIP = { scopeChecked: true }

/** Plans a ship may load: confirmed, or awaiting their pre-shipment check. */
const LOADABLE = new Set<string>([SHIP_ORDER_STATUS.confirmed, SHIP_ORDER_STATUS.awaitingInspection])

/** A ship the actor may see, or a 404. */
export async function shipOf(tx: Queryable, actor: Actor, id: string): Promise<Row> {
  const found = await findRecord(tx, ship, id, { actor })
  if (!found) throw new AppError('NOT_FOUND', 'recordNotFound')
  return found
}

/** Plan ids as a save sends them (`shipOrderIds`: an array or `1,2,3`); undefined when not sent. */
export function sentPlanIds(raw: Row | undefined): string[] | undefined {
  const value = raw?.shipOrderIds
  if (value === undefined || value === null) return undefined
  const list = Array.isArray(value) ? value.map(String) : String(value).split(',')
  const ids = [...new Set(list.map((v) => v.trim()).filter(Boolean))]
  for (const id of ids)
    if (!/^[1-9]\d{0,18}$/.test(id)) throw new AppError('VALIDATION', 'shipping.planNotFound', { plan: id })
  return ids
}

type PlanRow = { id: string; code: string; status: number; shipId: string | null; storeId: string | null }

/**
 * Checks plans a ship is to carry: each live, confirmed or awaiting inspection, on no other ship,
 * bound for the ship's warehouse. Answers them in id order.
 */
async function loadablePlans(
  tx: Queryable,
  planIds: readonly string[],
  shipId: string | undefined,
  storeId: string,
): Promise<PlanRow[]> {
  const plans = await tx.query<PlanRow>(
    `SELECT id::text, code, status, ship_id::text, store_id::text FROM erp_ship_order
      WHERE id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY id FOR UPDATE`,
    [planIds],
  )
  // Locked in id order: of two ships taking the same plan at once, the second sees it taken.
  for (const id of planIds)
    if (!plans.some((p) => p.id === id)) throw new AppError('VALIDATION', 'shipping.planNotFound', { plan: id })
  for (const plan of plans) {
    if (plan.shipId && plan.shipId !== shipId) {
      const [other] = await tx.query<{ code: string }>(`SELECT code FROM erp_ship WHERE id = $1`, [plan.shipId])
      throw new AppError('VALIDATION', 'shipping.planOnOtherShip', {
        plan: plan.code,
        ship: other?.code ?? plan.shipId,
      })
    }
    if (!LOADABLE.has(String(plan.status)))
      throw new AppError('VALIDATION', 'shipping.planNotLoadable', { plan: plan.code })
    if (plan.storeId && plan.storeId !== storeId)
      throw new AppError('VALIDATION', 'shipping.planOtherStore', { plan: plan.code })
  }
  return plans
}

/** The totals a ship's record keeps of its load. */
function totalsOf(lines: readonly ShipLine[]) {
  const t = loadTotals(lines)
  return {
    volume: t.volume,
    weight: t.weight,
    totalQuantity: t.totalQuantity,
    totalBoxes: t.totalBoxes,
    goodsValue: t.goodsValue,
    exactVolume: t.exactVolume,
    exactWeight: t.exactWeight,
  }
}

/**
 * A ship's save (`erp/ship/save`, `update`): its load (`shipOrderIds`, the plans it carries) and
 * container type change only while a draft; the plans must be loadable and fit the container (a
 * 400 with the overflow in m³ and kg); the totals are worked out from them.
 */
export async function prepareShip(tx: Queryable, actor: Actor, input: Row, existing: Row | undefined, raw?: Row) {
  const planIds = sentPlanIds(raw)
  const type = String(input.containerType ?? existing?.containerType ?? '')
  const storeId = String(input.storeId ?? existing?.storeId ?? '')
  const draft = !existing || String(existing.status) === SHIP_STATUS.draft
  const typeChanged = existing && input.containerType !== undefined && input.containerType !== existing.containerType
  const storeChanged = existing && input.storeId !== undefined && input.storeId !== existing.storeId
  if (!draft && (planIds || typeChanged || storeChanged))
    throw new AppError('VALIDATION', 'shipping.shipNotEditable', { ship: existing?.code })
  if (!planIds && !typeChanged && !storeChanged) return
  // A new ship takes its number now, so a refusal of its load can name it.
  if (!existing && !input.code) input.code = await nextDocumentNumber(tx, actor, 'ship')
  const ids =
    planIds ?? (existing ? ((await plansOnShips(tx, [String(existing.id)])).get(String(existing.id)) ?? []) : [])
  await loadablePlans(tx, ids, existing ? String(existing.id) : undefined, storeId)
  const totals = totalsOf(await planLines(tx, ids))
  if (isContainerType(type))
    assertLoadFits(String(input.code ?? existing?.code ?? ''), type, totals.exactVolume, totals.exactWeight)
  const { exactVolume: _v, exactWeight: _w, ...kept } = totals
  Object.assign(input, kept)
}

/** After a ship's save: the plans sent are the ones it carries (others it held are let go). */
export async function afterShipSaved(tx: Queryable, actor: Actor, id: string, raw?: Row) {
  const planIds = sentPlanIds(raw)
  if (!planIds) return
  const held = (await plansOnShips(tx, [id])).get(id) ?? []
  const letGo = held.filter((p) => !planIds.includes(p))
  const taken = planIds.filter((p) => !held.includes(p))
  await updateRecords(tx, shipOrder, letGo, { shipId: null }, actor)
  await updateRecords(tx, shipOrder, taken, { shipId: id }, actor)
}

/** A ship is removed only while a draft or void: its plans are let go. */
export async function beforeShipsRemoved(tx: Queryable, actor: Actor, ids: readonly string[]) {
  const rows = await tx.query<{ id: string; code: string; status: number }>(
    `SELECT id::text, code, status FROM erp_ship WHERE id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY id`,
    [ids],
  )
  const kept = rows.find((r) => ![SHIP_STATUS.draft, SHIP_STATUS.void].includes(String(r.status) as '1'))
  if (kept) throw new AppError('VALIDATION', 'shipping.shipNotEditable', { ship: kept.code })
  const plans = [...(await plansOnShips(tx, ids)).values()].flat()
  await updateRecords(tx, shipOrder, plans, { shipId: null }, actor)
}

/** Each plan's version and its lines' versions, as a ship is confirmed with them. */
async function loadVersionsOf(tx: Queryable, planIds: readonly string[]): Promise<Record<string, string>> {
  const rows = await tx.query<{ id: string; versions: string }>(
    `SELECT o.id::text, o.version || ':' || coalesce(string_agg(i.id || '.' || i.version, ',' ORDER BY i.id), '') AS versions
       FROM erp_ship_order o LEFT JOIN erp_ship_order_item i ON i.ship_order_id = o.id AND i.is_deleted = 0
      WHERE o.id = ANY($1::bigint[]) GROUP BY o.id, o.version ORDER BY o.id`,
    [planIds],
  )
  return Object.fromEntries(rows.map((r) => [r.id, r.versions]))
}

/**
 * Confirms ships (`updateConfirm`): each carries plans, every one confirmed (its check passed) and
 * the load within the container (400 with the overflow); what it was confirmed with is kept, so a
 * plan edited since is told at departure ("shipment changed"); the plans' edit flags are cleared.
 */
export async function confirmShips(tx: Queryable, actor: Actor, ids: readonly string[]) {
  await runAction(tx, actor, shipActions.confirm, ids, {}, async (_tx, _actor, record) => {
    const shipId = String(record.id)
    const planIds = (await plansOnShips(tx, [shipId])).get(shipId) ?? []
    if (!planIds.length) throw new AppError('VALIDATION', 'shipping.shipWithoutPlans', { ship: record.code })
    const plans = await loadablePlans(tx, planIds, shipId, String(record.storeId))
    const waiting = plans.find((p) => String(p.status) !== SHIP_ORDER_STATUS.confirmed)
    if (waiting) throw new AppError('VALIDATION', 'shipping.planNotLoadable', { plan: waiting.code })
    const totals = totalsOf(await planLines(tx, planIds))
    const type = String(record.containerType)
    if (isContainerType(type)) assertLoadFits(String(record.code), type, totals.exactVolume, totals.exactWeight)
    await clearPlanEdits(tx, actor, planIds)
    const loadVersions = JSON.stringify(await loadVersionsOf(tx, planIds))
    await writeServerOnly(tx, ship, [{ id: shipId, loadVersions }], actor, OF_SHIP)
    const { exactVolume: _v, exactWeight: _w, ...kept } = totals
    return { ...kept, changed: 0, confirmTime: NOW }
  })
  return true
}

/** The first plan of a ship changed since its confirmation (edited, or its lines), if any. */
async function changedPlan(tx: Queryable, shipId: string, planIds: readonly string[]): Promise<string | undefined> {
  const [stored] = await tx.query<{ loadVersions: Record<string, string> | string | null }>(
    `SELECT load_versions FROM erp_ship WHERE id = $1`,
    [shipId],
  )
  const raw = stored?.loadVersions
  const confirmed: Record<string, string> = typeof raw === 'string' ? JSON.parse(raw) : (raw ?? {})
  const now = await loadVersionsOf(tx, planIds)
  const edited = await tx.query<{ id: string }>(
    `SELECT id::text FROM erp_ship_order WHERE id = ANY($1::bigint[]) AND edited_after_confirm = 1 ORDER BY id`,
    [planIds],
  )
  const ids = [...new Set([...planIds, ...Object.keys(confirmed)])].sort()
  return ids.find((id) => confirmed[id] !== now[id] || edited.some((e) => e.id === id))
}

/**
 * Departs confirmed ships: refused while a plan changed since the confirmation ("shipment
 * changed"); every plan line's units go in transit to the destination warehouse as the plan's lot
 * at the line's purchase unit cost (the ledger's `dispatchToTransit`), and the plans read shipped.
 */
export async function departShips(tx: Queryable, actor: Actor, ids: readonly string[]) {
  await runAction(tx, actor, shipActions.depart, ids, {}, async (_tx, _actor, record) => {
    const shipId = String(record.id)
    const planIds = (await plansOnShips(tx, [shipId])).get(shipId) ?? []
    if (!planIds.length) throw new AppError('VALIDATION', 'shipping.shipWithoutPlans', { ship: record.code })
    const changed = await changedPlan(tx, shipId, planIds)
    if (changed) {
      const [plan] = await tx.query<{ code: string }>(`SELECT code FROM erp_ship_order WHERE id = $1`, [changed])
      throw new AppError('VALIDATION', 'shipping.shipmentChanged', { plan: plan?.code ?? changed, ship: record.code })
    }
    const lines = await planLines(tx, planIds)
    await dispatchToTransit(
      tx,
      actor,
      lines.map((l) => ({
        storeId: String(record.storeId),
        productId: l.productId,
        batchNo: l.batchNo,
        quantity: l.quantity,
        unitCost: l.unitCost,
        document: { type: SHIP_DOCUMENT, id: shipId, line: l.id },
      })),
    )
    await markPlansShipped(tx, actor, planIds)
    return { departTime: NOW }
  })
  return true
}

/** Voids ships not yet departed: their plans are let go (free to load on another ship). */
export async function voidShips(tx: Queryable, actor: Actor, ids: readonly string[]) {
  await runAction(tx, actor, shipActions.void, ids, {}, async (_tx, _actor, record) => {
    if (![SHIP_COST_STATUS.notCalculated, SHIP_COST_STATUS.calculated].includes(String(record.costStatus) as '0'))
      throw new AppError('VALIDATION', 'shipping.costsLocked', { ship: record.code })
    const planIds = (await plansOnShips(tx, [String(record.id)])).get(String(record.id)) ?? []
    await updateRecords(tx, shipOrder, planIds, { shipId: null }, actor, OF_SHIP)
    return {}
  })
  return true
}

/** Records a ship's ticket code (票号) at any status but void; the history keeps the change. */
export async function recordTicketCode(tx: Queryable, actor: Actor, ids: readonly string[], ticketCode: string) {
  await runAction(tx, actor, shipActions.recordTicketCode, ids, { ticketCode }, () => ({ ticketCode }))
  return true
}

/** Ships holding a ticket code under the list's filters (the ticket code picker), newest first, at most 500. */
export async function listTicketCodes(tx: Queryable, q: ListQuery) {
  return tx.query<{
    shipId: string
    code: string
    ticketCode: string
    containerType: string | null
    status: number
    storeId: string | null
  }>(
    `SELECT id::text AS ship_id, code, ticket_code, container_type, status, store_id::text FROM erp_ship
      WHERE ${q.where.join(' AND ')} AND ticket_code IS NOT NULL AND ticket_code <> '' ORDER BY id DESC LIMIT 500`,
    q.params,
  )
}

/** The plans ships carry, by ship id: code, lot, status, units, cartons, volume and weight. */
export async function shipPlansOf(tx: Queryable, shipIds: readonly string[]): Promise<Map<string, Row[]>> {
  const rows = await tx.query<Row & { shipId: string }>(
    `SELECT id::text, ship_id::text, code, batch_no, status, store_id::text, total_quantity, box_num,
            volume::text, weight::text, edited_after_confirm
       FROM erp_ship_order WHERE ship_id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY id`,
    [shipIds],
  )
  const byShip = new Map<string, Row[]>()
  for (const { shipId, ...plan } of rows) byShip.set(shipId, [...(byShip.get(shipId) ?? []), plan])
  return byShip
}

/** The files of ships, by ship id, in the order they were added. */
export async function shipFilesOf(tx: Queryable, shipIds: readonly string[]): Promise<Map<string, Row[]>> {
  const rows = await tx.query<Row & { shipId: string }>(
    `SELECT id::text, ship_id::text, file_name, url, file_type, remark FROM erp_ship_file
      WHERE ship_id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY id`,
    [shipIds],
  )
  const byShip = new Map<string, Row[]>()
  for (const { shipId, ...file } of rows) byShip.set(shipId, [...(byShip.get(shipId) ?? []), file])
  return byShip
}
