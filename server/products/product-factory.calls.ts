import { z } from 'zod'
import { translate } from '#sync/i18n/messages.ts'
import { PRODUCT_PERMISSIONS } from '#sync/resources/products/base-product.resource.ts'
import { productFactory } from '#sync/resources/products/product-factory.resource.ts'
import { productSuppliersAnswer } from '#sync/resources/products/products.answers.ts'
import { declaredSkuSuppliersContract } from '#sync/resources/products/products.contracts.ts'
import { createSchema, fieldLabels, idSchema } from '#sync/resources/resource-schemas.ts'
import type { Row } from '../platform/db/db.ts'
import { validationError } from '../platform/http/app-error.ts'
import { LABELS } from '../platform/http/call-input.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { replaceSupplierLists, suppliersBySku } from './product-factory.ts'

const BASE = '/api/erp/productfactory'
const labels = { ...LABELS, ...fieldLabels(productFactory) }
const row = createSchema(productFactory).omit({ productId: true, factoryName: true, sysSku: true })
const addListBody = z.object({ productId: idSchema, list: z.array(row).max(100) })
const batchRow = row.extend({ productId: idSchema })
const batchBody = z.preprocess(
  (v) => (Array.isArray(v) ? { list: v } : v),
  z.object({ list: z.array(batchRow).min(1).max(1000) }),
)
/** Suppliers per product: replace one product's list or several at once, and find them by declared SKU. */
export const productFactoryCalls = [
  defineCall({
    method: 'POST',
    path: `${BASE}/addList`,
    area: 'products',
    summary: "Replaces a product's suppliers (price, lead time, default) in one transaction",
    access: { permission: PRODUCT_PERMISSIONS.edit },
    output: productSuppliersAnswer,
    input: { params: addListBody, labels },
    example: {
      productId: '1000000000000003101',
      list: [{ factoryId: '1000000000000003201', purchasePrice: '58', currency: 'CNY', leadTime: 15, isDefault: 1 }],
    },
    handler: async (c, { params: body }) => {
      const lists = new Map([[body.productId, body.list as Row[]]])
      return ok(c, await c.var.db.begin((tx) => replaceSupplierLists(tx, actorOf(c), lists)))
    },
  }),
  defineCall({
    method: 'POST',
    path: `${BASE}/batchSave`,
    area: 'products',
    summary: 'Replaces the supplier lists of every product named in the rows, in one transaction',
    access: { permission: PRODUCT_PERMISSIONS.edit },
    output: productSuppliersAnswer,
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
      return ok(c, await c.var.db.begin((tx) => replaceSupplierLists(tx, actorOf(c), byProduct)))
    },
  }),
  defineCall({
    ...declaredSkuSuppliersContract,
    alsoOther: true,
    area: 'purchasing',
    summary:
      'Suppliers (price, currency, lead time, minimum order, default first) of the product whose declared SKU, system SKU or further system SKU is declareSku (any case; sku is taken for it too), optionally of one supplier (factoryId); [] when none matches',
    access: { permission: PRODUCT_PERMISSIONS.view },
    readOnly: true,
    example: { declareSku: 'DEMO-KETTLE-17L' },
    handler: async (c, { query }) => {
      const sku = query.declareSku ?? query.sku
      if (!sku) {
        const field = declaredSkuSuppliersContract.input.labels.declareSku[c.var.lang]
        throw validationError([{ field: 'declareSku', message: translate('fieldRequired', c.var.lang, { field }) }])
      }
      return ok(c, await c.var.db.begin((tx) => suppliersBySku(tx, sku, query.factoryId), { readOnly: true }))
    },
  }),
]
