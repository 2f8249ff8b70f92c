import { z } from 'zod'
import { f } from '#sync/resources/define-resource.ts'
import { productActions } from '#sync/resources/products/base-product.actions.ts'
import { baseProduct, PRODUCT_PERMISSIONS } from '#sync/resources/products/base-product.resource.ts'
import { baseProductDeclare } from '#sync/resources/products/base-product-declare.resource.ts'
import { baseProductPart } from '#sync/resources/products/base-product-part.resource.ts'
import { baseProductPush } from '#sync/resources/products/base-product-push.resource.ts'
import {
  createSchema,
  fieldLabels,
  fieldValueSchema,
  idListSchema,
  idSchema,
  updateSchema,
} from '#sync/resources/resource-schemas.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
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
import { removeRecords, saveRecord } from '../platform/records/records.ts'
import { runAction } from '../platform/records/transition.ts'
import type { HookContext } from '../platform/resources/hooks.ts'
import { findRecord, selectColumns, updateRecord } from '../platform/resources/record-store.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { assertSysSkuFree } from './base-product.hooks.ts'
import { readParts, updateProduct } from './base-product.ts'
import { recordPriceChanges } from './record-price-changes.ts'

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

/** Live products by id, all of them or a 404. */
async function liveProducts(tx: Queryable, ids: string[]) {
  const rows = await tx.query<{ id: string; sysSku: string; status: number; version: number }>(
    `SELECT id, sys_sku, status, version FROM erp_base_product WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
    [ids],
  )
  if (rows.length !== new Set(ids).size) throw new AppError('NOT_FOUND', 'recordNotFound')
  return rows
}

/** The database's local time as the API writes times. */
async function dbNow(tx: Queryable): Promise<string> {
  const rows = await tx.query<{ now: string }>(`SELECT to_char(localtimestamp(0), 'YYYY-MM-DD HH24:MI:SS') AS now`)
  return rows[0]?.now ?? ''
}

/** Puts (or puts back) a push request of a product to a shop or warehouse in the queue. */
async function queuePush(
  ctx: HookContext,
  product: { id: string; version: number },
  targetType: '1' | '2',
  targetId: string,
) {
  const live = await ctx.tx.query<{ id: string }>(
    `SELECT id FROM erp_base_product_push WHERE product_id = $1 AND target_type = $2 AND target_id = $3 AND is_deleted = 0`,
    [product.id, Number(targetType), targetId],
  )
  const values = {
    productId: product.id,
    targetType,
    targetId,
    pushStatus: '1',
    productVersion: product.version,
    requestTime: await dbNow(ctx.tx),
    message: null,
  }
  await saveRecord(ctx.tx, baseProductPush, { ...values, id: live[0]?.id }, ctx.actor)
}

/**
 * Brings a removed product back (the restore action's work, before its status changes): links to
 * masters removed in the meantime are dropped rather than left dangling, and the child rows removed
 * together with it (they carry its removal time) come back where they still fit.
 */
async function restoreProduct(tx: Queryable, actor: Actor, product: Row) {
  const id = String(product.id)
  await assertSysSkuFree(tx, String(product.sysSku), id, actor)
  await tx.query(
    `UPDATE erp_base_product p
        SET category_id = CASE WHEN EXISTS (SELECT 1 FROM erp_base_category c WHERE c.id = p.category_id AND c.is_deleted = 0)
                               THEN category_id END,
            brand_id = CASE WHEN EXISTS (SELECT 1 FROM erp_base_brand b WHERE b.id = p.brand_id AND b.is_deleted = 0)
                            THEN brand_id END
      WHERE id = $1`,
    [id],
  )
  const restore = (table: string, extra = '') =>
    tx.query(
      `UPDATE ${table} t SET is_deleted = 0, version = version + 1, update_user = $3, update_time = localtimestamp(0)
        WHERE product_id = $1 AND is_deleted = 1 AND update_time = $2::timestamp ${extra}`,
      [id, product.updateTime, actor.session.userId],
    )
  await restore(
    'erp_base_product_part',
    'AND EXISTS (SELECT 1 FROM erp_base_product p WHERE p.id = t.part_id AND p.is_deleted = 0)',
  )
  await restore('erp_base_product_declare')
  await restore(
    'erp_product_factory',
    'AND EXISTS (SELECT 1 FROM erp_base_factory f WHERE f.id = t.factory_id AND f.is_deleted = 0)',
  )
  await restore(
    'erp_base_sys_product',
    `AND NOT EXISTS (SELECT 1 FROM erp_base_sys_product o WHERE lower(o.sys_sku) = lower(t.sys_sku) AND o.is_deleted = 0)
     AND NOT EXISTS (SELECT 1 FROM erp_base_product o WHERE lower(o.sys_sku) = lower(t.sys_sku) AND o.is_deleted = 0)`,
  )
  return undefined
}

/** Hand-written product calls: parts, batch edits, price history, shops and pushes, restore, declarations. */
export const baseProductCalls = [
  defineCall({
    method: 'POST',
    path: `${BASE}/associateParts`,
    area: 'products',
    summary: 'Replaces the parts (with quantities) of a combination product',
    access: { permission: PRODUCT_PERMISSIONS.edit },
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
    input: { params: priceBody, labels: productLabels },
    example: { productId: '1000000000000003101', price: '70.5', currency: 'CNY', remark: 'Supplier raised prices' },
    handler: async (c, { params: body }) => {
      if (!body.productId && !body.declareId) throw new AppError('VALIDATION', 'products.priceTarget')
      const saved = await c.var.db.begin(async (tx) => {
        const actor = actorOf(c)
        if (body.declareId) {
          const declare = await findRecord(tx, baseProductDeclare, body.declareId)
          if (!declare) throw new AppError('NOT_FOUND', 'recordNotFound')
          if (
            Number(declare.declarePrice) === Number(body.price) &&
            (!body.currency || body.currency === declare.currency)
          ) {
            throw new AppError('INVALID_STATE', 'products.priceUnchanged')
          }
          await saveRecord(
            tx,
            baseProductDeclare,
            { id: body.declareId, declarePrice: body.price, ...(body.currency ? { currency: body.currency } : {}) },
            actor,
          )
          await recordPriceChanges(tx, String(declare.productId), actor, body.remark)
        } else {
          const product = await findRecord(tx, baseProduct, body.productId as string)
          if (!product) throw new AppError('NOT_FOUND', 'recordNotFound')
          if (
            Number(product.unitPrice) === Number(body.price) &&
            (!body.currency || body.currency === product.currency)
          ) {
            throw new AppError('INVALID_STATE', 'products.priceUnchanged')
          }
          // Not saveRecord: the product's afterSave would log the change without this call's remark (below).
          await updateRecord(
            tx,
            baseProduct,
            { id: product.id, unitPrice: body.price, ...(body.currency ? { currency: body.currency } : {}) },
            actor,
          )
          await recordPriceChanges(tx, String(product.id), actor, body.remark)
        }
        return priceHistory(tx, body.productId, body.declareId)
      })
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
    input: { params: shopBody, labels: productLabels },
    example: { productIds: ['1000000000000003101'], shopIds: ['1000000000000004101'] },
    handler: async (c, { params: body }) => {
      const ids = requireValue(c, 'productIds', productIdsOf(body))
      const shopIds = [...new Set(body.shopIds as string[])]
      const rows = await c.var.db.begin(async (tx) => {
        const ctx = { tx, actor: actorOf(c) }
        const products = await liveProducts(tx, ids)
        for (const product of products) {
          const live = await tx.query<{ id: string; targetId: string }>(
            `SELECT id, target_id FROM erp_base_product_push WHERE product_id = $1 AND target_type = 1 AND is_deleted = 0`,
            [product.id],
          )
          const gone = live.filter((r) => !shopIds.includes(r.targetId)).map((r) => r.id)
          if (gone.length) await removeRecords(tx, baseProductPush, gone, ctx.actor)
          for (const shopId of shopIds) {
            if (!live.some((r) => r.targetId === shopId)) await queuePush(ctx, product, '1', shopId)
          }
        }
        return tx.query(
          `SELECT ${selectColumns(baseProductPush)} FROM erp_base_product_push
            WHERE product_id = ANY($1::bigint[]) AND target_type = 1 AND is_deleted = 0 ORDER BY product_id, id`,
          [ids],
        )
      })
      return ok(c, rows)
    },
  }),
  defineCall({
    method: 'POST',
    path: `${BASE}/pushProductToStore`,
    area: 'products',
    summary: 'Queues products to be pushed to warehouses (their product master), one request per product and warehouse',
    access: { permission: PRODUCT_PERMISSIONS.edit },
    input: { params: pushBody, labels: productLabels },
    example: { ids: ['1000000000000003101'], storeIds: ['1000000000000004202'] },
    handler: async (c, { params: body }) => {
      const queued = await c.var.db.begin(async (tx) => {
        const ctx = { tx, actor: actorOf(c) }
        const products = await liveProducts(tx, [...new Set(body.ids)])
        const disabled = products.find((p) => p.status === 2)
        if (disabled) throw new AppError('INVALID_STATE', 'products.productDisabled', { sku: disabled.sysSku })
        let n = 0
        for (const product of products) {
          for (const storeId of new Set(body.storeIds)) {
            await queuePush(ctx, product, '2', storeId)
            n++
          }
        }
        return n
      })
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
    input: { params: syncQuery, labels: LABELS },
    handler: async (c, { params: q }) => {
      const rows = await c.var.db.begin((tx) =>
        tx.query<{ id: string }>(
          `UPDATE erp_base_product_push s
              SET push_status = 1, product_version = p.version, request_time = localtimestamp(0), message = NULL,
                  version = s.version + 1, update_user = $2, update_time = localtimestamp(0)
             FROM erp_base_product p
            WHERE p.id = s.product_id AND p.is_deleted = 0 AND p.status = 1 AND s.is_deleted = 0
              AND (s.push_status = 3 OR (s.push_status = 2 AND coalesce(s.product_version, 0) < p.version))
              AND ($1::bigint[] IS NULL OR s.product_id = ANY($1::bigint[]))
           RETURNING s.id`,
          [q.ids ?? null, c.var.session.userId],
        ),
      )
      return ok(c, { queued: rows.length })
    },
  }),
  defineCall({
    method: 'POST',
    path: `${BASE}/restores`,
    area: 'products',
    summary: 'Restores removed products with the parts, declarations, suppliers and system SKUs removed with them',
    access: { permission: PRODUCT_PERMISSIONS.remove },
    input: { params: idsBody, labels: LABELS },
    example: { ids: ['1000000000000003101'] },
    handler: async (c, { params }) => {
      await c.var.db.begin((tx) => runAction(tx, actorOf(c), productActions.restore, params.ids, {}, restoreProduct))
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
        if (idList) {
          q.params.push(idList)
          q.where.push(`id = ANY($${q.params.length}::bigint[])`)
        }
        return tx.query(
          `SELECT ${selectColumns(baseProductDeclare, 'd')}, p.sys_sku AS product_sys_sku, p.name AS product_name
             FROM erp_base_product_declare d JOIN erp_base_product p ON p.id = d.product_id
            WHERE d.is_deleted = 0 AND d.product_id IN (SELECT id FROM erp_base_product WHERE ${q.where.join(' AND ')})
            ORDER BY p.sys_sku, d.id LIMIT ${limit} OFFSET ${offset}`,
          q.params,
        )
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
    input: { query: declareSearch, labels: LABELS },
    handler: async (c, { query }) => {
      const { sku } = query
      const like = `%${sku.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
      const rows = await c.var.db.query(
        `SELECT ${selectColumns(baseProductDeclare, 'd')}, p.sys_sku AS product_sys_sku, p.name AS product_name
           FROM erp_base_product_declare d JOIN erp_base_product p ON p.id = d.product_id AND p.is_deleted = 0
          WHERE d.is_deleted = 0 AND d.is_public = 1 AND (d.sku ILIKE $1 OR p.sys_sku ILIKE $1)
          ORDER BY (lower(d.sku) = lower($2) OR lower(p.sys_sku) = lower($2)) DESC, d.sku, d.id LIMIT 50`,
        [like, sku],
      )
      return ok(c, rows)
    },
  }),
]

function readRow(c: Parameters<typeof parseInput>[0], row: Record<string, unknown>): Row {
  // The grid edits the product's own fields; child lists are edited on the product form.
  const { parts: _p, declares: _d, factories: _f, sysSkus: _s, ...plain } = row
  return parseInput(c, editorRow, plain, productLabels) as Row
}

/** Price history of a declaration, or of a product's unit price, newest first. */
async function priceHistory(tx: Queryable, productId?: string, declareId?: string, priceType?: string) {
  const params: unknown[] = [declareId ?? productId]
  const where = declareId ? 'declare_id = $1' : 'product_id = $1'
  if (priceType) params.push(Number(priceType))
  return tx.query(
    `SELECT id, product_id, declare_id, price_type, old_price, new_price, currency, remark, create_user, create_time
       FROM erp_base_product_price_his WHERE ${where} AND is_deleted = 0 ${priceType ? 'AND price_type = $2' : ''}
      ORDER BY create_time DESC, id DESC LIMIT 500`,
    params,
  )
}
