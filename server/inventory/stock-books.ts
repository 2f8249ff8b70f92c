import type { Queryable } from '../platform/db/db.ts'
import { TRANSIT_MOVEMENTS } from './stock-ledger.ts'

const TRANSIT = TRANSIT_MOVEMENTS.join(', ')

/**
 * Whether the stock books balance (under the caller's tenant scope): for every lot in every
 * position, the ledger's sum is on hand (its transit kinds' sum, in transit), the open reservations
 * are what is reserved, available is on hand less reserved, and nothing is below zero where the
 * warehouse does not allow it. Returns one line per discrepancy; none means the books balance.
 * Tests run it after every business step.
 */
export async function stockBookProblems(tx: Queryable): Promise<string[]> {
  const rows = await tx.query<{ problem: string }>(
    `WITH ledger AS (
       SELECT store_id, position_id, product_id, batch_no, inbound_date,
              coalesce(sum(quantity) FILTER (WHERE movement_type NOT IN (${TRANSIT})), 0)::int AS moved,
              coalesce(sum(quantity) FILTER (WHERE movement_type IN (${TRANSIT})), 0)::int AS carried
         FROM erp_store_product_inventory_log
        GROUP BY store_id, position_id, product_id, batch_no, inbound_date),
     claims AS (
       SELECT balance_id, sum(quantity)::int AS claimed FROM erp_stock_reservation WHERE status = 1 GROUP BY balance_id)
     SELECT format('%s @%s/%s lot %s %s: %s', coalesce(b.sys_sku, l.product_id::text),
                   coalesce(b.store_id, l.store_id), coalesce(b.position_id, l.position_id),
                   coalesce(b.batch_no, l.batch_no), coalesce(b.inbound_date, l.inbound_date),
                   concat_ws('; ',
                     CASE WHEN coalesce(l.moved, 0) <> coalesce(b.on_hand, 0)
                          THEN format('ledger sums to %s, on hand is %s', coalesce(l.moved, 0), coalesce(b.on_hand, 0)) END,
                     CASE WHEN coalesce(l.carried, 0) <> coalesce(b.in_transit, 0)
                          THEN format('ledger carries %s in transit, in transit is %s', coalesce(l.carried, 0), coalesce(b.in_transit, 0)) END,
                     CASE WHEN coalesce(c.claimed, 0) <> coalesce(b.reserved, 0)
                          THEN format('open reservations are %s, reserved is %s', coalesce(c.claimed, 0), coalesce(b.reserved, 0)) END,
                     CASE WHEN b.available <> b.on_hand - b.reserved
                          THEN format('available %s is not on hand less reserved', b.available) END,
                     CASE WHEN s.allow_negative_stock = 0 AND (b.on_hand < 0 OR b.available < 0)
                          THEN format('below zero: on hand %s, available %s', b.on_hand, b.available) END)) AS problem
       FROM erp_store_product_inventory b
       FULL JOIN ledger l ON l.store_id = b.store_id AND l.position_id = b.position_id AND l.product_id = b.product_id
                         AND l.batch_no = b.batch_no AND l.inbound_date = b.inbound_date
       LEFT JOIN claims c ON c.balance_id = b.id
       LEFT JOIN erp_base_store s ON s.id = coalesce(b.store_id, l.store_id)
      WHERE coalesce(l.moved, 0) <> coalesce(b.on_hand, 0)
         OR coalesce(l.carried, 0) <> coalesce(b.in_transit, 0)
         OR coalesce(c.claimed, 0) <> coalesce(b.reserved, 0)
         OR b.available <> b.on_hand - b.reserved
         OR (s.allow_negative_stock = 0 AND (b.on_hand < 0 OR b.available < 0))
     UNION ALL
     SELECT format('reservation %s claims balance %s, which does not exist', r.id, r.balance_id)
       FROM erp_stock_reservation r
      WHERE r.status = 1 AND NOT EXISTS (SELECT 1 FROM erp_store_product_inventory b WHERE b.id = r.balance_id)`,
  )
  return rows.map((r) => r.problem)
}
