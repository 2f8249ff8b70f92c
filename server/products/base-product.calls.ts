import { z } from 'zod'
import { f } from '#sync/resources/define-resource.ts'
import { baseProduct, PRODUCT_PERMISSIONS } from '#sync/resources/products/base-product.resource.ts'
import { baseProductDeclare } from '#sync/resources/products/base-product-declare.resource.ts'
import { baseProductPart } from '#sync/resources/products/base-product-part.resource.ts'
import {
  changedCountAnswer,
  priceHistoryAnswer,
  priceSavedAnswer,
  productPartsAnswer,
  productShopsAnswer,
  publicDeclaresAnswer,
  pushesQueuedAnswer,
} from '#sync/resources/products/products.answers.ts'
import {
  createSchema,
  fieldLabels,
  fieldValueSchema,
  idListSchema,
  idSchema,
  updateSchema,
} from '#sync/resources/resource-schemas.ts'
import type { Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import {
  column,
  LABELS,
  listWhere,
  pagedRows,
  requireValue,
  sheetQuery,
  sheetResponse,
} from '../platform/http/call-input.ts'
import { defineCall } from '../platform/http/calls.ts'
import { parseInput } from '../platform/http/read-input.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { readParts, updateProduct } from './base-product.ts'
import {
  declareSheetRows,
  priceHistory,
  publicDeclares,
  pushProductsToStores,
  requeuePushes,
  restoreProducts,
  savePrice,
  setProductShops,
} from './product-admin.ts'

const BASE = '/api/erp/baseproduct'
const productLabels = { ...LABELS, ...fieldLabels(baseProduct) }

const partRow = z.object({
  partId: fieldValueSchema(baseProductPart.fields.partId as never),
  quantity: fieldValueSchema(baseProductPart.fields.quantity as never),
})
const associateBody = z.object({ productId: idSchema, parts: z.array(partRow).max(200) })
const productIdQuery = z.object({ productId: idSchema.optional(), id: idSchema.optional() })

/** Writable fields a batch change may set on many products at once (not the codes that identify one). */
const batchFields = createSchema(baseProduct).partial().omit({ sysSku: true, whSku: true, barCode: true, name: true })
const batchUpdateBody = batchFields.extend({ ids: idListSchema })
const editorRow = updateSchema(baseProduct)
const editorBody = z.preprocess(
  (v) => (Array.isArray(v) ? { list: v } : v),
  z.object({ list: z.array(z.record(z.string(), z.unknown())).min(1).max(500) }),
)

const priceBody = z.object({
  productId: idSchema.optional(),
  declareId: idSchema.optional(),
  price: fieldValueSchema(f.decimal({ label: LABELS.price as never, scale: 4, min: 0 })),
  currency: fieldValueSchema(f.dict('currency', { label: LABELS.currency as never })).optional(),
  remark: z.string().trim().max(255).optional(),
})
const priceQuery = z.object({
  productId: idSchema.optional(),
  declareId: idSchema.optional(),
  priceType: z.enum(['1', '2']).optional(),
})

const shopBody = z.object({
  productIds: idListSchema.optional(),
  ids: idListSchema.optional(),
  productId: idSchema.optional(),
  shopIds: z.preprocess((v) => (v === '' ? [] : v), idListSchema.or(z.array(z.never()).max(0))),
})
const pushBody = z.object({ ids: idListSchema, storeIds: idListSchema })
const syncQuery = z.object({ ids: idListSchema.optional() })
const idsBody = z.object({ ids: idListSchema })
const declareSearch = z.object({ sku: z.string().trim().min(1).max(64) })

function productIdsOf(body: { productIds?: string[]; ids?: string[]; productId?: string }): string[] {
  const ids = [...(body.productIds ?? []), ...(body.ids ?? []), ...(body.productId ? [body.productId] : [])]
  return [...new Set(ids)]
}

/** Hand-written product calls: parts, batch edits, price history, shops and pushes, restore, declarations. */
export const baseProductCalls = [
  defineCall({
    method: 'POST',
    path: `${BASE}/associateParts`,
    area: 'products',
    summary: 'Replaces the parts (with quantities) of a combination product',
    access: { permission: PRODUCT_PERMISSIONS.edit },
    output: productPartsAnswer,
    input: { params: associateBody, labels: productLabels },
    example: { productId: '1000000000000003103', parts: [{ partId: '1000000000000003101', quantity: 2 }] },
    handler: async (c, { params: body }) => {
      const parts = await c.var.db.begin(async (tx) => {
        await updateProduct({ tx, actor: actorOf(c) }, { id: body.productId, parts: body.parts as Row[] })
        return readParts(tx, body.productId)
      })
      return ok(c, parts)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/productPartList`,
    area: 'products',
    summary: 'The parts of a combination product (productId)',
    access: { permission: PRODUCT_PERMISSIONS.view },
    output: productPartsAnswer,
    input: { query: productIdQuery, labels: LABELS },
    handler: async (c, { query: q }) => {
      const id = requireValue(c, 'productId', q.productId ?? q.id)
      return ok(c, await c.var.db.begin((tx) => readParts(tx, id)))
    },
  }),
  defineCall({
    method: 'POST',
    path: `${BASE}/batchUpdateProduct`,
    area: 'products',
    summary: 'Sets the same fields (category, brand, purchaser, price ...) on many products at once',
    access: { permission: PRODUCT_PERMISSIONS.edit },
    output: changedCountAnswer,
    input: { params: batchUpdateBody, labels: productLabels },
    example: { ids: ['1000000000000003101'], tariff: '2.7' },
    handler: async (c, { params }) => {
      const { ids: rawIds, ...fields } = params
      const ids = rawIds as string[]
      const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined))
      if (!Object.keys(changes).length) throw new AppError('VALIDATION', 'products.batchFieldsRequired')
      await c.var.db.begin(async (tx) => {
        const ctx = { tx, actor: actorOf(c) }
        for (const id of new Set(ids)) await updateProduct(ctx, { ...changes, id })
      })
      return ok(c, { count: new Set(ids).size })
    },
  }),
  defineCall({
    method: 'POST',
    path: `${BASE}/theBatchEditor`,
    area: 'products',
    summary: 'Saves a grid of product edits (each row its own id, version and fields) in one transaction',
    access: { permission: PRODUCT_PERMISSIONS.edit },
    output: changedCountAnswer,
    // Each row is checked in a second step, so its problems are named by its place in the list.
    input: { params: editorBody, labels: productLabels },
    example: { list: [{ id: '1000000000000003101', unitPrice: '69.5' }] },
    handler: async (c, { params }) => {
      const rows = params.list.map((row, i) => {
        try {
          return readRow(c, row)
        } catch (e) {
          if (e instanceof AppError) {
            for (const p of e.problems) p.field = `list.${i}.${p.field}`
          }
          throw e
        }
      })
      await c.var.db.begin(async (tx) => {
        const ctx = { tx, actor: actorOf(c) }
        for (const row of rows) await updateProduct(ctx, row)
      })
      return ok(c, { count: rows.length })
    },
  }),
  defineCall({
    method: 'POST',
    path: `${BASE}/priceHisSave`,
    area: 'products',
    summary: "Changes a product's unit price or a declaration's price and records the change",
    access: { permission: PRODUCT_PERMISSIONS.edit },
    output: priceSavedAnswer,
    input: { params: priceBody, labels: productLabels },
    example: { productId: '1000000000000003101', price: '70.5', currency: 'CNY', remark: 'Supplier raised prices' },
    handler: async (c, { params: body }) => {
      if (!body.productId && !body.declareId) throw new AppError('VALIDATION', 'products.priceTarget')
      const saved = await c.var.db.begin((tx) => savePrice(tx, actorOf(c), body))
      return ok(c, saved[0] ?? null)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/priceHisList`,
    area: 'products',
    summary: 'Price changes of a declaration (declareId) or of a product (productId), newest first',
    access: { permission: PRODUCT_PERMISSIONS.view },
    output: priceHistoryAnswer,
    input: { query: priceQuery, labels: LABELS },
    handler: async (c, { query: q }) => {
      if (!q.productId && !q.declareId) throw new AppError('VALIDATION', 'products.priceTarget')
      return ok(c, await c.var.db.begin((tx) => priceHistory(tx, q.productId, q.declareId, q.priceType)))
    },
  }),
  defineCall({
    method: 'POST',
    path: `${BASE}/productShop`,
    area: 'products',
    summary: 'Sets the shops products are listed in; new shops are queued for pushing',
    access: { permission: PRODUCT_PERMISSIONS.edit },
    output: productShopsAnswer,
    input: { params: shopBody, labels: productLabels },
    example: { productIds: ['1000000000000003101'], shopIds: ['1000000000000004101'] },
    handler: async (c, { params: body }) => {
      const ids = requireValue(c, 'productIds', productIdsOf(body))
      const shopIds = [...new Set(body.shopIds as string[])]
      const rows = await c.var.db.begin((tx) => setProductShops(tx, actorOf(c), ids, shopIds))
      return ok(c, rows)
    },
  }),
  defineCall({
    method: 'POST',
    path: `${BASE}/pushProductToStore`,
    area: 'products',
    summary: 'Queues products to be pushed to warehouses (their product master), one request per product and warehouse',
    access: { permission: PRODUCT_PERMISSIONS.edit },
    output: pushesQueuedAnswer,
    input: { params: pushBody, labels: productLabels },
    example: { ids: ['1000000000000003101'], storeIds: ['1000000000000004202'] },
    handler: async (c, { params: body }) => {
      const queued = await c.var.db.begin((tx) => pushProductsToStores(tx, actorOf(c), body.ids, body.storeIds))
      return ok(c, { queued })
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/synchronous`,
    area: 'products',
    summary: 'Queues again the pushes of products changed since they were pushed, and failed ones (ids optional)',
    access: { permission: PRODUCT_PERMISSIONS.edit },
    output: pushesQueuedAnswer,
    input: { params: syncQuery, labels: LABELS },
    handler: async (c, { params: q }) => {
      const queued = await c.var.db.begin((tx) => requeuePushes(tx, actorOf(c), q.ids))
      return ok(c, { queued })
    },
  }),
  defineCall({
    method: 'POST',
    path: `${BASE}/restores`,
    area: 'products',
    summary: 'Restores removed products with the parts, declarations, suppliers and system SKUs removed with them',
    access: { permission: PRODUCT_PERMISSIONS.remove },
    output: z.literal(true),
    input: { params: idsBody, labels: LABELS },
    example: { ids: ['1000000000000003101'] },
    handler: async (c, { params }) => {
      await c.var.db.begin((tx) => restoreProducts(tx, actorOf(c), params.ids))
      return ok(c, true)
    },
  }),
  defineCall({
    method: 'GET',
    path: `${BASE}/exportDeclareInfo`,
    area: 'products',
    summary: "Customs declarations of the listed products (the product list's filters, or ids), as xlsx",
    access: { permission: PRODUCT_PERMISSIONS.view },
    raw: true,
    input: { query: sheetQuery, labels: LABELS },
    handler: async (c, { query }) => {
      const { ids: idList, ...filters } = query
      // Check the filters before the download starts, so a bad one is a 400, not a broken file.
      await c.var.db.begin((tx) => listWhere(tx, c, baseProduct, filters, { current: '1', size: '1', ids: '' }))
      const fields = baseProductDeclare.fields
      const columns = [
        column('productSysSku', baseProduct.fields.sysSku as never, c),
        column('productName', baseProduct.fields.name as never, c),
        ...Object.entries(fields)
          .filter(([key]) => key !== 'productId')
          .map(([key, field]) => column(key, field, c)),
      ]
      const db = c.var.db
      const batches = pagedRows(db, async (tx, limit, offset) => {
        const q = await listWhere(tx, c, baseProduct, filters, { current: '1', size: '1', ids: '' })
        return declareSheetRows(tx, q, idList, limit, offset)
      })
      return sheetResponse(c, 'declare-info', 'xlsx', columns, batches)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/erp/baseProductDeclare/searchPublicDeclare',
    area: 'products',
    summary: 'Shared customs declarations whose declared SKU (or product SKU) matches sku, exact matches first',
    access: { permission: PRODUCT_PERMISSIONS.view },
    output: publicDeclaresAnswer,
    input: { query: declareSearch, labels: LABELS },
    handler: async (c, { query }) => {
      const { sku } = query
      const rows = await publicDeclares(c.var.db, sku)
      return ok(c, rows)
    },
  }),
]

function readRow(c: Parameters<typeof parseInput>[0], row: Record<string, unknown>): Row {
  // The grid edits the product's own fields; child lists are edited on the product form.
  const { parts: _p, declares: _d, factories: _f, sysSkus: _s, ...plain } = row
  return parseInput(c, editorRow, plain, productLabels) as Row
}
