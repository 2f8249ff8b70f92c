import type { z } from 'zod'
import { inventoryAgeQuery } from '#sync/resources/inventory/inventory.contracts.ts'
import { type Queryable, type Row, toSnake } from '../platform/db/db.ts'
import { TRANSIT_MOVEMENTS } from './stock-ledger.ts'

/**
 * Inventory age (库龄, issue 10 §2): what each SKU holds in each warehouse by how long it has been
 * there, lot by lot (FIFO: a lot's age runs from its inbound date), in the buckets finance reads
 * (0-30, 31-60, 61-90, 91-180, 181-365, over 365 days), with quantity and value; and the stock's
 * trend over days, from the ledger.
 */

/** Age buckets in days: [key, lowest, highest]. */
export const AGE_BUCKETS = [
  ['age0to30', 0, 30],
  ['age31to60', 31, 60],
  ['age61to90', 61, 90],
  ['age91to180', 91, 180],
  ['age181to365', 181, 365],
  ['ageOver365', 366, null],
] as const

/** The age list's filters and page. */
export const ageQuery = inventoryAgeQuery

const bucketColumns = AGE_BUCKETS.map(([key, low, high]) => {
  const within = `b.age >= ${low}${high === null ? '' : ` AND b.age <= ${high}`}`
  return `coalesce(sum(b.on_hand) FILTER (WHERE ${within}), 0)::int AS ${toSnake(key)},
          coalesce(sum(b.on_hand * b.unit_cost) FILTER (WHERE ${within}), 0)::numeric(20,2)::text AS ${toSnake(key)}_value`
}).join(',\n')

/** One page of age rows (per SKU and warehouse) and their count. */
export async function agePage(tx: Queryable, q: z.output<typeof ageQuery>) {
  const params: unknown[] = []
  const where = ['b.on_hand > 0', 'b.is_deleted = 0']
  if (q.storeId) where.push(`b.store_id = $${params.push(q.storeId)}`)
  if (q.productId) where.push(`b.product_id = $${params.push(q.productId)}`)
  if (q.sysSku) where.push(`b.sys_sku ILIKE $${params.push(`%${q.sysSku.replace(/[\\%_]/g, '\\$&')}%`)}`)
  const from = `(SELECT *, (current_date - inbound_date) AS age FROM erp_store_product_inventory) b
                LEFT JOIN erp_base_store s ON s.id = b.store_id AND s.tenant_id = b.tenant_id
               WHERE ${where.join(' AND ')}`
  const [count] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} GROUP BY b.store_id, b.product_id) g`,
    params,
  )
  const records = await tx.query<Row>(
    `SELECT b.store_id::text, s.name AS store_name, b.product_id::text, b.sys_sku,
            sum(b.on_hand)::int AS quantity, coalesce(sum(b.on_hand * b.unit_cost), 0)::numeric(20,2)::text AS stock_value,
            to_char(min(b.inbound_date), 'YYYY-MM-DD') AS oldest_inbound_date, max(b.age)::int AS oldest_age,
            ${bucketColumns},
            (SELECT json_build_object('id', a.id::text, 'action', a.action, 'quantity', a.quantity,
                                      'targetDate', to_char(a.target_date, 'YYYY-MM-DD'), 'remark', a.remark)
               FROM erp_inventory_age_plan a
              WHERE a.store_id = b.store_id AND a.product_id = b.product_id AND a.plan_status = 1 AND a.is_deleted = 0
              ORDER BY a.target_date NULLS LAST, a.id LIMIT 1) AS open_plan
       FROM ${from}
      GROUP BY b.store_id, s.name, b.product_id, b.sys_sku
      ORDER BY max(b.age) DESC, b.sys_sku, b.store_id
      LIMIT ${q.size} OFFSET ${(q.current - 1) * q.size}`,
    params,
  )
  const total = count?.n ?? 0
  return { records, total, size: q.size, current: q.current, pages: Math.ceil(total / q.size) }
}

/** The age of one SKU's lots in one warehouse, oldest first, with the plans still open for it. */
export async function lotAges(tx: Queryable, storeId: string, productId: string) {
  const lots = await tx.query<Row>(
    `SELECT b.id::text, b.position_id::text, p.code AS position_code, b.sys_sku, b.batch_no,
            to_char(b.inbound_date, 'YYYY-MM-DD') AS inbound_date, (current_date - b.inbound_date)::int AS age,
            b.on_hand, b.unit_cost::text, (b.on_hand * b.unit_cost)::numeric(20,2)::text AS stock_value
       FROM erp_store_product_inventory b
       LEFT JOIN ware_base_store_position p ON p.id = b.position_id AND p.tenant_id = b.tenant_id
      WHERE b.store_id = $1 AND b.product_id = $2 AND b.on_hand > 0 AND b.is_deleted = 0
      ORDER BY b.inbound_date, b.id`,
    [storeId, productId],
  )
  const plans = await tx.query<Row>(
    `SELECT id::text, action, quantity, to_char(target_date, 'YYYY-MM-DD') AS target_date, remark
       FROM erp_inventory_age_plan
      WHERE store_id = $1 AND product_id = $2 AND plan_status = 1 AND is_deleted = 0
      ORDER BY target_date NULLS LAST, id`,
    [storeId, productId],
  )
  const bucketOf = (age: number) =>
    AGE_BUCKETS.find(([, low, high]) => age >= low && (high === null || age <= high))?.[0]
  return { storeId, productId, lots: lots.map((l) => ({ ...l, bucket: bucketOf(Number(l.age)) })), plans }
}

/** On hand at the end of each of the last days (of a warehouse, a product), from the ledger (units in transit are not on hand). */
export function inventoryTrend(tx: Queryable, q: { days: number; storeId?: string; productId?: string }) {
  return tx.query<{ day: string; onHand: number; moved: number }>(
    `WITH days AS (SELECT (current_date - g)::date AS day FROM generate_series(0, $1::int - 1) g),
                moves AS (
                  SELECT create_time::date AS day, sum(quantity)::int AS moved FROM erp_store_product_inventory_log
                   WHERE ($2::bigint IS NULL OR store_id = $2) AND ($3::bigint IS NULL OR product_id = $3)
                     AND movement_type NOT IN (${TRANSIT_MOVEMENTS.join(', ')})
                   GROUP BY create_time::date)
           SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
                  coalesce((SELECT sum(m.moved) FROM moves m WHERE m.day <= d.day), 0)::int AS on_hand,
                  coalesce((SELECT m.moved FROM moves m WHERE m.day = d.day), 0)::int AS moved
             FROM days d ORDER BY d.day`,
    [q.days, q.storeId ?? null, q.productId ?? null],
  )
}
