import { translate } from '#sync/i18n/messages.ts'
import { baseStoreArea } from '#sync/resources/shops/base-store.resource.ts'
import { wBaseStorePosition } from '#sync/resources/wms/w-base-store-position.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { saveRecord } from '../platform/records/records.ts'
import { TRANSIT } from '../shops/work-zones.ts'
import {
  assertWholeUnits,
  compareIds,
  databaseToday,
  type LedgerRow,
  oldestFirst,
  postTransitMovements,
  type StockDocument,
  type StockKey,
  storeNameOf,
  TRANSIT_ZONE,
  takeFromLots,
} from './stock-ledger.ts'

/**
 * Stock in transit (issue 31): from a ship's departure to its receipt overseas, its goods lie on
 * the ledger in their destination warehouse's in-transit position, as lots whose units are in
 * transit: counted (stock views, replenishment's in transit) but never on hand or available, so no
 * order can reserve them. Their arrival takes them out of transit, oldest lot first, in the same
 * transaction as the receipt that brings them on hand (server/wms/inbound-order.ts).
 */

/** Units set on their way to a warehouse: the lot (batch number) they travel as, and what one cost. */
export type TransitDispatch = {
  storeId: string
  productId: string
  batchNo: string
  quantity: number
  /** Cost of one unit (its purchase cost in the base currency, 4 places); null when unknown. */
  unitCost: string | null
  document: StockDocument
}

/** Units that reached their warehouse out of transit: the lot they travelled as. */
export type TransitArrival = {
  storeId: string
  productId: string
  batchNo: string
  quantity: number
  document: StockDocument
}

/** A unit count given must be a whole number above zero (the sign is the function's). */
function assertPositive(lines: readonly { quantity: number }[]): void {
  assertWholeUnits(lines)
  if (lines.some((l) => l.quantity < 0)) throw new AppError('VALIDATION', 'inventory.quantityWhole')
}

async function findTransitPosition(tx: Queryable, storeId: string): Promise<string | undefined> {
  const [position] = await tx.query<{ id: string }>(
    `SELECT p.id::text FROM ware_base_store_position p
       JOIN erp_base_store_area a ON a.id = p.area_id AND a.tenant_id = p.tenant_id
      WHERE p.store_id = $1 AND a.area_type = $2 AND p.status = 0 AND a.status = 0 AND p.is_deleted = 0 AND a.is_deleted = 0
      ORDER BY p.id LIMIT 1`,
    [storeId, TRANSIT_ZONE],
  )
  return position?.id
}

/**
 * A warehouse's in-transit position: the first of its in-transit zone, made (zone TRANSIT and its
 * position) when it has none, as receiving and quarantine are. The warehouse is locked while one is
 * made, so two departures to a new destination make one position, not two.
 */
export async function transitPositionOf(tx: Queryable, actor: Actor, storeId: string): Promise<string> {
  const found = await findTransitPosition(tx, storeId)
  if (found) return found
  const [store] = await tx.query<{ id: string }>(
    `SELECT id::text FROM erp_base_store WHERE id = $1 AND is_deleted = 0 FOR UPDATE`,
    [storeId],
  )
  if (!store) throw new AppError('VALIDATION', 'recordNotFound')
  const madeMeanwhile = await findTransitPosition(tx, storeId)
  if (madeMeanwhile) return madeMeanwhile
  const [area] = await tx.query<{ id: string }>(
    `SELECT id::text FROM erp_base_store_area
      WHERE store_id = $1 AND area_type = $2 AND status = 0 AND is_deleted = 0 ORDER BY id LIMIT 1`,
    [storeId, TRANSIT_ZONE],
  )
  const areaId =
    area?.id ??
    (await saveRecord(
      tx,
      baseStoreArea,
      { storeId, code: TRANSIT.code, name: translate(TRANSIT.zoneName, actor.lang), areaType: TRANSIT.type },
      actor,
    ))
  return saveRecord(
    tx,
    wBaseStorePosition,
    {
      storeId,
      areaId,
      code: TRANSIT.code,
      name: translate(TRANSIT.positionName, actor.lang),
      // A staging position (store_position_type 3), last in any walk: nothing is picked from it.
      type: 3,
      pickOrderNum: 999999,
    },
    actor,
  )
}

/**
 * Sets units on their way to their destination warehouses: each line enters the warehouse's
 * in-transit position as a lot of today under its batch number, its `in_transit` raised and its
 * unit cost the line's (averaged with what is already in transit in that lot); on hand and
 * available do not change. Answers the ledger rows (movement kind 12, dispatched into transit).
 */
export async function dispatchToTransit(
  tx: Queryable,
  actor: Actor,
  lines: readonly TransitDispatch[],
): Promise<LedgerRow[]> {
  if (!lines.length) return []
  assertPositive(lines)
  const positions = new Map<string, string>()
  for (const storeId of [...new Set(lines.map((l) => l.storeId))].sort(compareIds))
    positions.set(storeId, await transitPositionOf(tx, actor, storeId))
  const today = await databaseToday(tx)
  return postTransitMovements(
    tx,
    actor,
    lines.map((l) => ({
      storeId: l.storeId,
      positionId: positions.get(l.storeId) as string,
      productId: l.productId,
      batchNo: l.batchNo ?? '',
      inboundDate: today,
      quantity: l.quantity,
      unitCost: l.unitCost,
      document: l.document,
    })),
  )
}

type TransitLot = Required<StockKey> & { available: number; sysSku: string }

/**
 * Takes units that reached their warehouse out of transit: each line's lot (warehouse, product,
 * batch number) is taken from the warehouse's in-transit lots oldest first, their `in_transit`
 * lowered. The lots are locked in the ledger's key order before any is changed, so concurrent
 * arrivals queue; a line with fewer units in transit than arrive (one that arrived already, say)
 * is refused naming its SKU and lot, and nothing is taken. Answers the ledger rows (movement kind
 * 13, arrived from transit); the receipt that puts the units on hand is the caller's.
 */
export async function arriveFromTransit(
  tx: Queryable,
  actor: Actor,
  lines: readonly TransitArrival[],
): Promise<LedgerRow[]> {
  if (!lines.length) return []
  assertPositive(lines)
  const lots = await tx.query<TransitLot>(
    `SELECT b.store_id::text, b.position_id::text, b.product_id::text, b.batch_no,
            to_char(b.inbound_date, 'YYYY-MM-DD') AS inbound_date, b.in_transit AS available, b.sys_sku
       FROM erp_store_product_inventory b
      WHERE b.store_id = ANY($1::bigint[]) AND b.product_id = ANY($2::bigint[]) AND b.batch_no = ANY($3::text[])
        AND b.in_transit > 0
        AND b.position_id IN (SELECT p.id FROM ware_base_store_position p
                                JOIN erp_base_store_area a ON a.id = p.area_id AND a.tenant_id = p.tenant_id
                               WHERE p.store_id = ANY($1::bigint[]) AND a.area_type = $4)
      ORDER BY b.store_id, b.position_id, b.product_id, b.batch_no, b.inbound_date
      FOR UPDATE OF b`,
    [
      [...new Set(lines.map((l) => l.storeId))],
      [...new Set(lines.map((l) => l.productId))],
      [...new Set(lines.map((l) => l.batchNo ?? ''))],
      TRANSIT_ZONE,
    ],
  )
  const movements = []
  for (const line of lines) {
    const batchNo = line.batchNo ?? ''
    const own = oldestFirst(
      lots.filter((l) => l.storeId === line.storeId && l.productId === line.productId && l.batchNo === batchNo),
    )
    const { taken, left } = takeFromLots(own, line.quantity)
    if (left > 0) throw await notInTransit(tx, line, own)
    for (const { lot, n } of taken) {
      lot.available -= n
      const { available: _, sysSku: __, ...key } = lot
      movements.push({ ...key, quantity: -n, document: line.document })
    }
  }
  return postTransitMovements(tx, actor, movements)
}

/** The refusal of an arrival of more units than its lot has in transit (what is left after earlier lines). */
async function notInTransit(tx: Queryable, line: TransitArrival, lots: readonly TransitLot[]): Promise<AppError> {
  const [product] = await tx.query<{ sysSku: string }>(`SELECT sys_sku FROM erp_base_product WHERE id = $1`, [
    line.productId,
  ])
  return new AppError('VALIDATION', 'inventory.notInTransit', {
    sku: product?.sysSku ?? line.productId,
    batch: line.batchNo || '-',
    store: await storeNameOf(tx, line.storeId),
    inTransit: lots.reduce((sum, l) => sum + l.available, 0),
    needed: line.quantity,
  })
}
