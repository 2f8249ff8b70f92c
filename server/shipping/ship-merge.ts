import { sumDecimal } from '#sync/money/round-money.ts'
import { containerCapacity, isContainerType } from '#sync/resources/shipping/containers.ts'
import { SHIP_COST_STATUS, SHIP_STATUS, shipActions, shipCostActions } from '#sync/resources/shipping/ship.actions.ts'
import { ship } from '#sync/resources/shipping/ship.resource.ts'
import { shipCost, shipCostAllocation } from '#sync/resources/shipping/ship-cost.resource.ts'
import { shipOrder } from '#sync/resources/shipping/ship-order.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { removeRecordsBy, updateRecords } from '../platform/records/records.ts'
import { runAction } from '../platform/records/transition.ts'
import { shipOf } from './ship.ts'
import { assertLoadFits, loadOverflow } from './ship-capacity.ts'
import { loadTotals, planLines, plansOnShips } from './ship-load.ts'

/**
 * Merging ships (`detailMerge`, `updateMerge`): the plans of draft ships bound for the same
 * warehouse moved onto one of them, whose container must hold them all; the others are voided,
 * pointing at the ship they went into, and their cost lines follow.
 */

type ShipSummary = {
  id: string
  code: string
  containerType: string
  status: number
  costStatus: number
  storeId: string
  volume: string
  weight: string
  totalQuantity: number
  totalBoxes: number
  plans: { id: string; code: string; batchNo: string | null; status: number }[]
}

async function summaries(tx: Queryable, where: string, params: unknown[]): Promise<ShipSummary[]> {
  const ships = await tx.query<Omit<ShipSummary, 'plans'>>(
    `SELECT id::text, code, container_type, status, cost_status, store_id::text,
            coalesce(volume, 0)::text AS volume, coalesce(weight, 0)::text AS weight,
            coalesce(total_quantity, 0) AS total_quantity, coalesce(total_boxes, 0) AS total_boxes
       FROM erp_ship WHERE is_deleted = 0 AND ${where} ORDER BY id`,
    params,
  )
  const plans = await tx.query<ShipSummary['plans'][number] & { shipId: string }>(
    `SELECT id::text, code, batch_no, status, ship_id::text FROM erp_ship_order
      WHERE ship_id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY id`,
    [ships.map((s) => s.id)],
  )
  return ships.map((s) => ({
    ...s,
    plans: plans.filter((p) => p.shipId === s.id).map(({ shipId: _s, ...p }) => p),
  }))
}

/**
 * What a ship may be merged with (`detailMerge?id=`): the ship, the other draft ships bound for its
 * warehouse with their plans, its container's capacity and what all of them together would take.
 */
export async function mergeCandidates(tx: Queryable, actor: Actor, id: string) {
  const target = await shipOf(tx, actor, id)
  const [self] = await summaries(tx, 'id = $1', [id])
  const others = await summaries(tx, 'id <> $1 AND store_id = $2 AND status = $3', [
    id,
    target.storeId,
    Number(SHIP_STATUS.draft),
  ])
  const type = String(target.containerType)
  const capacity = isContainerType(type) ? containerCapacity(type) : null
  const volume = sumDecimal('0', ...[self, ...others].map((s) => s?.volume ?? '0'))
  const weight = sumDecimal('0', ...[self, ...others].map((s) => s?.weight ?? '0'))
  const over = isContainerType(type) ? loadOverflow(type, volume, weight) : null
  return {
    ship: self ?? null,
    candidates: others,
    capacity: capacity && { volume: capacity.volumeM3, weight: capacity.weightKg },
    together: { volume, weight, fits: !over, overVolume: over?.overVolume ?? '0', overWeight: over?.overWeight ?? '0' },
  }
}

const OPEN_COSTS = new Set<string>([SHIP_COST_STATUS.notCalculated, SHIP_COST_STATUS.calculated])

/**
 * Merges ships into one (`updateMerge`: `id` the ship kept, `ids` those merged into it): all drafts
 * bound for the same warehouse, their costs neither checked nor billed; the plans together must fit
 * the kept ship's container (400 with the overflow). The merged ships are voided (`mergedIntoId`),
 * their cost lines move over, and the kept ship's calculation, if any, is cleared.
 */
export async function mergeShips(tx: Queryable, actor: Actor, input: { id: string; ids: readonly string[] }) {
  const sources = [...new Set(input.ids)].filter((s) => s !== input.id)
  if (!sources.length) throw new AppError('VALIDATION', 'shipping.mergeNeedsShips')
  const target = await shipOf(tx, actor, input.id)
  const all = [target, ...(await Promise.all(sources.map((s) => shipOf(tx, actor, s))))]
  for (const s of all) {
    if (String(s.status) !== SHIP_STATUS.draft)
      throw new AppError('VALIDATION', 'shipping.mergeNotDraft', { ship: s.code })
    if (String(s.storeId) !== String(target.storeId))
      throw new AppError('VALIDATION', 'shipping.mergeOtherStore', { ship: s.code })
    if (!OPEN_COSTS.has(String(s.costStatus)))
      throw new AppError('VALIDATION', 'shipping.costsLocked', { ship: s.code })
  }
  const byShip = await plansOnShips(tx, [input.id, ...sources])
  const moving = sources.flatMap((s) => byShip.get(s) ?? [])
  const planIds = [...(byShip.get(input.id) ?? []), ...moving]
  const totals = loadTotals(await planLines(tx, planIds))
  const type = String(target.containerType)
  if (isContainerType(type)) assertLoadFits(String(target.code), type, totals.exactVolume, totals.exactWeight)
  await updateRecords(tx, shipOrder, moving, { shipId: input.id }, actor)
  await runAction(tx, actor, shipActions.mergeAway, sources, {}, () => ({ mergedIntoId: input.id }))
  const costs = await tx.query<{ id: string }>(
    `SELECT id::text FROM erp_ship_cost WHERE ship_id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY id`,
    [sources],
  )
  await updateRecords(
    tx,
    shipCost,
    costs.map((c) => c.id),
    { shipId: input.id },
    actor,
  )
  const calculated = all.filter((s) => String(s.costStatus) === SHIP_COST_STATUS.calculated).map((s) => String(s.id))
  if (calculated.length) {
    await removeRecordsBy(tx, shipCostAllocation, 'shipId', calculated, actor)
    await runAction(tx, actor, shipCostActions.clean, calculated, {})
  }
  await updateRecords(
    tx,
    ship,
    [input.id],
    {
      volume: totals.volume,
      weight: totals.weight,
      totalQuantity: totals.totalQuantity,
      totalBoxes: totals.totalBoxes,
      goodsValue: totals.goodsValue,
    },
    actor,
  )
  return true
}
