import { baseProduct } from '#sync/resources/products/base-product.resource.ts'
import { baseProductPart } from '#sync/resources/products/base-product-part.resource.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { saveRecord } from '../platform/records/records.ts'
import type { HookContext } from '../platform/resources/hooks.ts'
import { findRecord, selectColumns } from '../platform/resources/record-store.ts'

/** Updates one product through its business rules (the generic update's path), in the caller's transaction. */
export async function updateProduct(ctx: HookContext, input: Row): Promise<Row> {
  const existing = await findRecord(ctx.tx, baseProduct, String(input.id))
  if (!existing) throw new AppError('NOT_FOUND', 'recordNotFound')
  await saveRecord(ctx.tx, baseProduct, input, ctx.actor)
  return existing
}

/** The parts of a combination with what a screen shows of each part. */
export async function readParts(tx: Queryable, productId: string) {
  return tx.query(
    `SELECT ${selectColumns(baseProductPart, 'pp')}, p.sys_sku, p.name, p.unit_weight, p.unit_price, p.currency, p.image_url
       FROM erp_base_product_part pp JOIN erp_base_product p ON p.id = pp.part_id
      WHERE pp.product_id = $1 AND pp.is_deleted = 0 ORDER BY pp.id`,
    [productId],
  )
}
