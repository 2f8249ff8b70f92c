import { translate } from '#sync/i18n/messages.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import type { Actor } from '../platform/resources/record-store.ts'
import { type Adjustment, adjustStock } from './stock-adjustment.ts'
import { hideEmptyLots, TRANSIT_ZONE } from './stock-ledger.ts'

/** Inventory views read from the ledger's balances (stock-views.calls.ts), and the lot clearing and domestic counts they offer. */

/** The filters and page of a stock view. */
export type StockFilter = { current: number; size: number; storeId?: string; sysSku?: string; productId?: string }

/** The stock of each SKU in each warehouse: summed over positions and lots, with its value and oldest lot. */
const TOTALS = `sum(b.on_hand)::int AS on_hand, sum(b.reserved)::int AS reserved, sum(b.available)::int AS available,
                sum(b.in_transit)::int AS in_transit, coalesce(sum(b.on_hand * b.unit_cost), 0)::numeric(20,2)::text AS stock_value,
                to_char(min(b.inbound_date) FILTER (WHERE b.on_hand > 0), 'YYYY-MM-DD') AS oldest_inbound_date`

/** Domestic warehouses (dictionary store_type). */
export const DOMESTIC_STORE_TYPE = 4

/** Balances with their warehouse's name. */
const GROUPED_FROM = `erp_store_product_inventory b
  LEFT JOIN erp_base_store s ON s.id = b.store_id AND s.tenant_id = b.tenant_id`

function statisticWhere(q: StockFilter): { where: string; params: unknown[] } {
  const where = ['b.is_deleted = 0']
  const params: unknown[] = []
  if (q.storeId) where.push(`b.store_id = $${params.push(q.storeId)}`)
  if (q.productId) where.push(`b.product_id = $${params.push(q.productId)}`)
  if (q.sysSku) where.push(`b.sys_sku ILIKE $${params.push(`%${q.sysSku.replace(/[\\%_]/g, '\\$&')}%`)}`)
  return { where: where.join(' AND '), params }
}

/** One page of grouped stock: rows and the count of groups. */
export async function groupedPage(
  tx: Queryable,
  q: StockFilter,
  groupBy: string,
  columns: string,
  order: string,
  onlyStoreType?: number,
) {
  const { where: filtered, params } = statisticWhere(q)
  const where = onlyStoreType === undefined ? filtered : `${filtered} AND s.store_type = ${onlyStoreType}`
  const [count] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${GROUPED_FROM} WHERE ${where} GROUP BY ${groupBy}) g`,
    params,
  )
  const records = await tx.query<Row>(
    `SELECT ${columns}, ${TOTALS} FROM ${GROUPED_FROM}
     WHERE ${where} GROUP BY ${groupBy} ORDER BY ${order}
     LIMIT ${q.size} OFFSET ${(q.current - 1) * q.size}`,
    params,
  )
  const total = count?.n ?? 0
  return { records, total, size: q.size, current: q.current, pages: Math.ceil(total / q.size) }
}

/** One page of stock per SKU and warehouse (of one warehouse type, when given). */
export const perStoreAndSku = (tx: Queryable, q: StockFilter, storeType?: number) =>
  groupedPage(
    tx,
    q,
    'b.store_id, s.name, b.product_id, b.sys_sku',
    `b.store_id::text, s.name AS store_name, b.product_id::text, b.sys_sku`,
    'b.sys_sku, s.name, b.store_id',
    storeType,
  )

/** Lots of a SKU (in one warehouse or all), with their positions, oldest first; a lot in transit says so. */
export function lotsOf(tx: Queryable, sysSku: string, storeId?: string) {
  return tx.query<Row>(
    `SELECT b.id::text, b.store_id::text, s.name AS store_name, b.position_id::text, p.code AS position_code,
            b.product_id::text, b.sys_sku, b.batch_no, to_char(b.inbound_date, 'YYYY-MM-DD') AS inbound_date,
            b.on_hand, b.reserved, b.available, b.in_transit, b.unit_cost::text,
            coalesce(a.area_type = ${TRANSIT_ZONE}, false) AS in_transit_lot
       FROM erp_store_product_inventory b
       LEFT JOIN erp_base_store s ON s.id = b.store_id AND s.tenant_id = b.tenant_id
       LEFT JOIN ware_base_store_position p ON p.id = b.position_id AND p.tenant_id = b.tenant_id
       LEFT JOIN erp_base_store_area a ON a.id = p.area_id AND a.tenant_id = p.tenant_id
      WHERE b.sys_sku = $1 AND ($2::bigint IS NULL OR b.store_id = $2) AND b.is_deleted = 0
        AND (b.on_hand <> 0 OR b.reserved <> 0 OR b.in_transit <> 0)
      ORDER BY b.inbound_date, b.store_id, p.pick_order_num NULLS LAST, p.code, b.id`,
    [sysSku, storeId ?? null],
  )
}

/** Totals of the stock the filters select: SKUs and warehouses holding stock, units and value. */
export async function stockTotals(tx: Queryable, q: StockFilter): Promise<Row | undefined> {
  const { where, params } = statisticWhere(q)
  const [totals] = await tx.query<Row>(
    `SELECT count(DISTINCT b.product_id) FILTER (WHERE b.on_hand > 0)::int AS sku_count,
              count(DISTINCT b.store_id) FILTER (WHERE b.on_hand > 0)::int AS store_count,
              coalesce(sum(b.on_hand), 0)::int AS on_hand, coalesce(sum(b.reserved), 0)::int AS reserved,
              coalesce(sum(b.available), 0)::int AS available, coalesce(sum(b.in_transit), 0)::int AS in_transit,
              coalesce(sum(b.on_hand * b.unit_cost), 0)::numeric(20,2)::text AS stock_value
         FROM erp_store_product_inventory b WHERE ${where}`,
    params,
  )
  return totals
}

/**
 * Clears lots: each lot still holding units is counted down to zero through the ledger (refused
 * while units are reserved), then the empty lots leave the lists. Answers the units moved.
 */
export async function clearLots(tx: Queryable, actor: Actor, ids: string[]): Promise<number> {
  const lots = await tx.query<Row>(
    `SELECT store_id::text, position_id::text, product_id::text, batch_no, to_char(inbound_date, 'YYYY-MM-DD') AS inbound_date
     FROM erp_store_product_inventory WHERE id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY id`,
    [ids],
  )
  if (lots.length < new Set(ids).size) throw new AppError('NOT_FOUND', 'recordNotFound')
  let total = 0
  for (const lot of lots) {
    const rows = await adjustStock(tx, actor, {
      storeId: String(lot.storeId),
      positionId: String(lot.positionId),
      productId: String(lot.productId),
      batchNo: String(lot.batchNo),
      inboundDate: String(lot.inboundDate),
      onHand: 0,
      reason: translate('inventory.clearedReason', actor.lang),
    })
    total += rows.reduce((sum, r) => sum + r.quantity, 0)
  }
  await hideEmptyLots(tx, ids)
  return total
}

/** Available stock in a warehouse per SKU (by system SKU or product), 0 for SKUs it lacks. */
export function availableInStore(
  tx: Queryable,
  storeId: string,
  skus: readonly string[],
  productIds: readonly string[],
): Promise<Row[]> {
  return tx.query<Row>(
    `SELECT p.id::text AS product_id, p.sys_sku,
            coalesce(sum(b.on_hand), 0)::int AS on_hand, coalesce(sum(b.reserved), 0)::int AS reserved,
            coalesce(sum(b.available), 0)::int AS available, coalesce(sum(b.in_transit), 0)::int AS in_transit
       FROM erp_base_product p
       LEFT JOIN erp_store_product_inventory b
              ON b.product_id = p.id AND b.tenant_id = p.tenant_id AND b.store_id = $1 AND b.is_deleted = 0
      WHERE p.is_deleted = 0 AND (p.sys_sku = ANY($2::text[]) OR p.id = ANY($3::bigint[]))
        AND (cardinality($2::text[]) > 0 OR cardinality($3::bigint[]) > 0)
      GROUP BY p.id, p.sys_sku ORDER BY p.sys_sku`,
    [storeId, skus, productIds],
  )
}

/** Sets a lot's on hand in a domestic warehouse as counted (refused for any other warehouse). */
export async function adjustDomesticStock(tx: Queryable, actor: Actor, adjustment: Adjustment) {
  const [store] = await tx.query<{ storeType: number; name: string }>(
    `SELECT store_type, name FROM erp_base_store WHERE id = $1 AND is_deleted = 0`,
    [adjustment.storeId],
  )
  if (!store || Number(store.storeType) !== DOMESTIC_STORE_TYPE) {
    throw new AppError('VALIDATION', 'inventory.notDomesticStore', { store: store?.name ?? adjustment.storeId })
  }
  return adjustStock(tx, actor, adjustment)
}
