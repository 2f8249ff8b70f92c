import { z } from 'zod'
import { PRODUCT_PERMISSIONS } from '#sync/resources/products/base-product.resource.ts'
import { productFactory } from '#sync/resources/products/product-factory.resource.ts'
import { createSchema, fieldLabels, idSchema } from '#sync/resources/resource-schemas.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { LABELS } from '../platform/http/call-input.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { selectColumns } from '../platform/resources/record-store.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { updateProduct } from './base-product.calls.ts'

const BASE = '/api/erp/productfactory'
const labels = { ...LABELS, ...fieldLabels(productFactory) }
const row = createSchema(productFactory).omit({ productId: true, factoryName: true, sysSku: true })
const addListBody = z.object({ productId: idSchema, list: z.array(row).max(100) })
const batchRow = row.extend({ productId: idSchema })
const batchBody = z.preprocess(
  (v) => (Array.isArray(v) ? { list: v } : v),
  z.object({ list: z.array(batchRow).min(1).max(1000) }),
)
const skuQuery = z.object({ sku: z.string().trim().min(1).max(64) })

/** A product's suppliers with the supplier's code, contact and state. */
export async function readProductFactories(tx: Queryable, productIds: string[]) {
  return tx.query(
    `SELECT ${selectColumns(productFactory, 'pf')}, f.factory_code, f.contact, f.phone, f.status AS factory_status,
            p.name AS product_name
       FROM erp_product_factory pf
       JOIN erp_base_factory f ON f.id = pf.factory_id
       JOIN erp_base_product p ON p.id = pf.product_id
      WHERE pf.product_id = ANY($1::bigint[]) AND pf.is_deleted = 0
      ORDER BY pf.product_id, pf.is_default DESC, pf.id`,
    [productIds],
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

/** Suppliers per product: replace one product's list or several at once, and find them by declared SKU. */
export const productFactoryCalls = [
  defineCall({
    method: 'POST',
    path: `${BASE}/addList`,
    area: 'products',
    summary: "Replaces a product's suppliers (price, lead time, default) in one transaction",
    access: { permission: PRODUCT_PERMISSIONS.edit },
    input: { params: addListBody, labels },
    example: {
      productId: '1000000000000003101',
      list: [{ factoryId: '1000000000000003201', purchasePrice: '58', currency: 'CNY', leadTime: 15, isDefault: 1 }],
    },
    handler: async (c, { params: body }) => {
      const rows = await c.var.db.begin(async (tx) => {
        await updateProduct({ tx, actor: actorOf(c) }, { id: body.productId, factories: body.list as Row[] })
        return readProductFactories(tx, [body.productId])
      })
      return ok(c, rows)
    },
  }),
  defineCall({
    method: 'POST',
    path: `${BASE}/batchSave`,
    area: 'products',
    summary: 'Replaces the supplier lists of every product named in the rows, in one transaction',
    access: { permission: PRODUCT_PERMISSIONS.edit },
    input: { params: batchBody, labels },
    example: {
      list: [
        { productId: '1000000000000003101', factoryId: '1000000000000003201', purchasePrice: '58', currency: 'CNY' },
      ],
    },
    handler: async (c, { params }) => {
      const { list } = params
      const byProduct = new Map<string, Row[]>()
      for (const { productId, ...rest } of list) {
        const id = productId as string
        byProduct.set(id, [...(byProduct.get(id) ?? []), rest])
      }
      const rows = await c.var.db.begin(async (tx) => {
        const ctx = { tx, actor: actorOf(c) }
        for (const [productId, factories] of byProduct) await updateProduct(ctx, { id: productId, factories })
        return readProductFactories(tx, [...byProduct.keys()])
      })
      return ok(c, rows)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/listByDeclareSku`,
    area: 'purchasing',
    summary: 'Suppliers of the product whose system SKU, further system SKU or declared SKU is sku',
    access: { permission: PRODUCT_PERMISSIONS.view },
    input: { query: skuQuery, labels },
    handler: async (c, { query }) => {
      const { sku } = query
      const rows = await c.var.db.begin(async (tx) => {
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
            )
          : []
      })
      return ok(c, rows)
    },
  }),
]
