import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { productActions } from '#sync/resources/products/base-product.actions.ts'
import { baseProduct } from '#sync/resources/products/base-product.resource.ts'
import { baseProductDeclare } from '#sync/resources/products/base-product-declare.resource.ts'
import { baseProductPart } from '#sync/resources/products/base-product-part.resource.ts'
import { baseProductPush } from '#sync/resources/products/base-product-push.resource.ts'
import { baseSysProduct } from '#sync/resources/products/base-sys-product.resource.ts'
import { productFactory } from '#sync/resources/products/product-factory.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { removeRecords, restoreRecords, saveRecord, updateRecords } from '../platform/records/records.ts'
import { runAction } from '../platform/records/transition.ts'
import type { HookContext } from '../platform/resources/hooks.ts'
import type { ListQuery } from '../platform/resources/list-query.ts'
import { findRecord, selectColumns, updateRecord } from '../platform/resources/record-store.ts'
import { assertSysSkuFree } from './base-product.hooks.ts'
import { recordPriceChanges } from './record-price-changes.ts'

/**
 * Product work beside the product form (base-product.calls.ts): price changes and their history,
 * the shops and warehouses products are pushed to, restoring removed products, declaration reads.
 */

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

/** Sets the shops products are listed in; new shops are queued for pushing. Answers the products' shop pushes. */
export async function setProductShops(tx: Queryable, actor: Actor, ids: string[], shopIds: readonly string[]) {
  const ctx = { tx, actor }
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
}

/** Queues products (enabled ones only) to be pushed to warehouses, one request per product and warehouse; answers how many. */
export async function pushProductsToStores(tx: Queryable, actor: Actor, ids: string[], storeIds: readonly string[]) {
  const ctx = { tx, actor }
  const products = await liveProducts(tx, [...new Set(ids)])
  const disabled = products.find((p) => p.status === 2)
  if (disabled) throw new AppError('INVALID_STATE', 'products.productDisabled', { sku: disabled.sysSku })
  let n = 0
  for (const product of products) {
    for (const storeId of new Set(storeIds)) {
      await queuePush(ctx, product, '2', storeId)
      n++
    }
  }
  return n
}

/**
 * Queues again the pushes of live, enabled products changed since they were pushed, and failed
 * ones (of these products, when named), through the record layer. Answers how many.
 */
export async function requeuePushes(tx: Queryable, actor: Actor, productIds: readonly string[] | undefined) {
  const due = await tx.query<{ id: string; productVersion: number }>(
    `SELECT s.id::text, p.version AS product_version
       FROM erp_base_product_push s JOIN erp_base_product p ON p.id = s.product_id
      WHERE p.is_deleted = 0 AND p.status = 1 AND s.is_deleted = 0
        AND (s.push_status = 3 OR (s.push_status = 2 AND coalesce(s.product_version, 0) < p.version))
        AND ($1::bigint[] IS NULL OR s.product_id = ANY($1::bigint[]))`,
    [productIds ?? null],
  )
  const byVersion = new Map<number, string[]>()
  for (const r of due) byVersion.set(r.productVersion, [...(byVersion.get(r.productVersion) ?? []), r.id])
  const requestTime = await dbNow(tx)
  for (const [productVersion, ids] of byVersion) {
    await updateRecords(
      tx,
      baseProductPush,
      ids,
      { pushStatus: '1', productVersion, requestTime, message: null },
      actor,
    )
  }
  return due.length
}

export type PriceChange = {
  productId?: string
  declareId?: string
  price: unknown
  currency?: unknown
  remark?: string
}

/** Changes a declaration's or a product's price (refused when unchanged), records the change; answers the price history. */
export async function savePrice(tx: Queryable, actor: Actor, body: PriceChange) {
  if (body.declareId) {
    const declare = await findRecord(tx, baseProductDeclare, body.declareId)
    if (!declare) throw new AppError('NOT_FOUND', 'recordNotFound')
    if (Number(declare.declarePrice) === Number(body.price) && (!body.currency || body.currency === declare.currency)) {
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
    if (Number(product.unitPrice) === Number(body.price) && (!body.currency || body.currency === product.currency)) {
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
}

/** Price history of a declaration, or of a product's unit price, newest first. */
export async function priceHistory(tx: Queryable, productId?: string, declareId?: string, priceType?: string) {
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

/** Restores the child rows of a product removed with it (they carry its removal time) that match `also`. */
async function restoreChildren(
  tx: Queryable,
  actor: Actor,
  resource: ResourceDef,
  product: Row,
  also = '',
): Promise<void> {
  const rows = await tx.query<{ id: string }>(
    `SELECT t.id::text FROM ${resource.table} t
      WHERE t.product_id = $1 AND t.is_deleted = 1 AND t.update_time = $2::timestamp ${also}`,
    [String(product.id), product.updateTime],
  )
  if (rows.length)
    await restoreRecords(
      tx,
      resource,
      rows.map((r) => r.id),
      actor,
    )
}

/**
 * Brings a removed product back (the restore action's work, before its status changes): links to
 * masters removed in the meantime are dropped rather than left dangling, and the child rows removed
 * together with it (they carry its removal time) come back where they still fit.
 */
async function restoreProduct(tx: Queryable, actor: Actor, product: Row) {
  const id = String(product.id)
  await assertSysSkuFree(tx, String(product.sysSku), id, actor)
  // Links to masters removed meanwhile are cleared with the restore's own write (the transition's further columns).
  const masters = await tx.query<{ categoryLive: boolean; brandLive: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM erp_base_category c WHERE c.id = p.category_id AND c.is_deleted = 0) AS category_live,
            EXISTS (SELECT 1 FROM erp_base_brand b WHERE b.id = p.brand_id AND b.is_deleted = 0) AS brand_live
       FROM erp_base_product p WHERE p.id = $1`,
    [id],
  )
  const cleared: Row = {}
  if (product.categoryId && !masters[0]?.categoryLive) cleared.categoryId = null
  if (product.brandId && !masters[0]?.brandLive) cleared.brandId = null
  await restoreChildren(
    tx,
    actor,
    baseProductPart,
    product,
    'AND EXISTS (SELECT 1 FROM erp_base_product p WHERE p.id = t.part_id AND p.is_deleted = 0)',
  )
  await restoreChildren(tx, actor, baseProductDeclare, product)
  await restoreChildren(
    tx,
    actor,
    productFactory,
    product,
    'AND EXISTS (SELECT 1 FROM erp_base_factory f WHERE f.id = t.factory_id AND f.is_deleted = 0)',
  )
  await restoreChildren(
    tx,
    actor,
    baseSysProduct,
    product,
    `AND NOT EXISTS (SELECT 1 FROM erp_base_sys_product o WHERE lower(o.sys_sku) = lower(t.sys_sku) AND o.is_deleted = 0)
     AND NOT EXISTS (SELECT 1 FROM erp_base_product o WHERE lower(o.sys_sku) = lower(t.sys_sku) AND o.is_deleted = 0)`,
  )
  return cleared
}

/** Restores removed products (the restore action) with the parts, declarations, suppliers and system SKUs removed with them. */
export function restoreProducts(tx: Queryable, actor: Actor, ids: string[]) {
  return runAction(tx, actor, productActions.restore, ids, {}, restoreProduct)
}

/** One page of the declarations of the products a list's WHERE clause selects (narrowed to `ids` when given). */
export function declareSheetRows(
  tx: Queryable,
  q: ListQuery,
  idList: readonly string[] | undefined,
  limit: number,
  offset: number,
): Promise<Row[]> {
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
}

/** Shared customs declarations whose declared SKU (or product SKU) matches, exact matches first (at most 50). */
export function publicDeclares(db: Queryable, sku: string): Promise<Row[]> {
  const like = `%${sku.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
  return db.query(
    `SELECT ${selectColumns(baseProductDeclare, 'd')}, p.sys_sku AS product_sys_sku, p.name AS product_name
       FROM erp_base_product_declare d JOIN erp_base_product p ON p.id = d.product_id AND p.is_deleted = 0
      WHERE d.is_deleted = 0 AND d.is_public = 1 AND (d.sku ILIKE $1 OR p.sys_sku ILIKE $1)
      ORDER BY (lower(d.sku) = lower($2) OR lower(p.sys_sku) = lower($2)) DESC, d.sku, d.id LIMIT 50`,
    [like, sku],
  )
}
