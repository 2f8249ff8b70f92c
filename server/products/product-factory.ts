import { productFactory } from '#sync/resources/products/product-factory.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { selectColumns } from '../platform/resources/record-store.ts'
import { updateProduct } from './base-product.ts'

/** A product's suppliers with the supplier's code, contact and state (of one supplier, given `factoryId`). */
export async function readProductFactories(tx: Queryable, productIds: string[], factoryId?: string) {
  return tx.query(
    `SELECT ${selectColumns(productFactory, 'pf')}, f.factory_code, f.contact, f.phone, f.status AS factory_status,
            p.name AS product_name
       FROM erp_product_factory pf
       JOIN erp_base_factory f ON f.id = pf.factory_id
       JOIN erp_base_product p ON p.id = pf.product_id
      WHERE pf.product_id = ANY($1::bigint[]) AND pf.is_deleted = 0 AND ($2::bigint IS NULL OR pf.factory_id = $2)
      ORDER BY pf.product_id, pf.is_default DESC, pf.id`,
    [productIds, factoryId ?? null],
  )
}

/** Product and supplier names on listed supplier rows. */
export const productFactoryHooks: ResourceHooks = {
  decorate: async ({ tx }, records) => {
    const rows = await tx.query<{ id: string; factoryCode: string; productName: string }>(
      `SELECT pf.id, f.factory_code, p.name AS product_name FROM erp_product_factory pf
         JOIN erp_base_factory f ON f.id = pf.factory_id JOIN erp_base_product p ON p.id = pf.product_id
        WHERE pf.id = ANY($1::bigint[])`,
      [records.map((r) => String(r.id))],
    )
    const byId = new Map(rows.map((r) => [r.id, r]))
    for (const record of records) {
      record.factoryCode = byId.get(String(record.id))?.factoryCode ?? null
      record.productName = byId.get(String(record.id))?.productName ?? null
    }
  },
}

/** Replaces the supplier lists of the products given (product → its list), each through the product's rules; answers the lists. */
export async function replaceSupplierLists(tx: Queryable, actor: Actor, lists: ReadonlyMap<string, Row[]>) {
  for (const [productId, factories] of lists) await updateProduct({ tx, actor }, { id: productId, factories })
  return readProductFactories(tx, [...lists.keys()])
}

/** Suppliers of the product whose system SKU, further system SKU or declared SKU is `sku` (of one supplier, given `factoryId`). */
export async function suppliersBySku(tx: Queryable, sku: string, factoryId?: string) {
  const products = await tx.query<{ id: string }>(
    `SELECT id FROM erp_base_product WHERE lower(sys_sku) = lower($1) AND is_deleted = 0
     UNION SELECT product_id FROM erp_base_sys_product WHERE lower(sys_sku) = lower($1) AND is_deleted = 0
     UNION SELECT product_id FROM erp_base_product_declare WHERE lower(sku) = lower($1) AND is_deleted = 0`,
    [sku],
  )
  return products.length
    ? readProductFactories(
        tx,
        products.map((p) => p.id),
        factoryId,
      )
    : []
}
