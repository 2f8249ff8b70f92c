import { baseProductPriceHis } from '#sync/resources/products/base-product-price-his.resource.ts'
import type { Queryable } from '../platform/db/db.ts'
import { saveRecord } from '../platform/records/records.ts'
import type { Actor } from '../platform/resources/record-store.ts'

const UNIT_PRICE = '1'
const DECLARED_PRICE = '2'

type Current = { declareId: string | null; price: string | null; currency: string | null; last: string | null }

/**
 * Appends a price-history row for the product's unit price and for each of its declarations whose
 * price differs from the last recorded one (the first price counts as a change from nothing).
 */
export async function recordPriceChanges(tx: Queryable, productId: string, actor: Actor, remark?: string) {
  const rows = await tx.query<Current>(
    `SELECT NULL::text AS declare_id, p.unit_price::text AS price, p.currency,
            (SELECT h.new_price::text FROM erp_base_product_price_his h
              WHERE h.product_id = p.id AND h.declare_id IS NULL AND h.price_type = 1 AND h.is_deleted = 0
              ORDER BY h.create_time DESC, h.id DESC LIMIT 1) AS last
       FROM erp_base_product p WHERE p.id = $1 AND p.is_deleted = 0
     UNION ALL
     SELECT d.id::text, d.declare_price::text, d.currency,
            (SELECT h.new_price::text FROM erp_base_product_price_his h
              WHERE h.declare_id = d.id AND h.price_type = 2 AND h.is_deleted = 0
              ORDER BY h.create_time DESC, h.id DESC LIMIT 1)
       FROM erp_base_product_declare d WHERE d.product_id = $1 AND d.is_deleted = 0`,
    [productId],
  )
  for (const row of rows) {
    if (row.price === null || (row.last !== null && Number(row.last) === Number(row.price))) continue
    await saveRecord(
      tx,
      baseProductPriceHis,
      {
        productId,
        declareId: row.declareId,
        priceType: row.declareId ? DECLARED_PRICE : UNIT_PRICE,
        oldPrice: row.last,
        newPrice: row.price,
        currency: row.currency,
        remark: remark ?? null,
      },
      actor,
    )
  }
}
