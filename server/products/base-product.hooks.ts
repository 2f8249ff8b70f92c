import { translate } from '#sync/i18n/messages.ts'
import type { RowOf } from '#sync/resources/define-resource.ts'
import { baseProduct } from '#sync/resources/products/base-product.resource.ts'
import { baseProductDeclare } from '#sync/resources/products/base-product-declare.resource.ts'
import { baseProductPart } from '#sync/resources/products/base-product-part.resource.ts'
import { productFactory } from '#sync/resources/products/product-factory.resource.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { updateRecordsBy } from '../platform/records/update-by.ts'
import type { HookContext, ResourceHooks } from '../platform/resources/hooks.ts'
import { type Actor, computedTogether, liveTitleOf } from '../platform/resources/record-store.ts'
import { recordPriceChanges } from './record-price-changes.ts'

const COMBINATION = '2'

type ChildRow = Row & { id?: string }

/**
 * Rows of a child list sent without an id take the id of the live row they replace (same key),
 * so replacing a list never trips the uniqueness of the rows it keeps.
 */
export async function keepChildIds(
  tx: Queryable,
  table: string,
  parentColumn: string,
  parentId: string | undefined,
  keyColumn: string,
  keyField: string,
  rows: ChildRow[],
): Promise<void> {
  if (!parentId) return
  const live = await tx.query<{ id: string; key: string }>(
    `SELECT id, ${keyColumn}::text AS key FROM ${table} WHERE ${parentColumn} = $1 AND is_deleted = 0`,
    [parentId],
  )
  const byKey = new Map(live.map((r) => [r.key, r.id]))
  for (const row of rows) {
    if (!row.id && row[keyField] !== undefined && row[keyField] !== null) {
      const id = byKey.get(String(row[keyField]))
      if (id) row.id = id
    }
  }
}

/** A system SKU must be unique across products' own SKUs and their further system SKUs. */
export async function assertSysSkuFree(
  tx: Queryable,
  sku: string,
  productId: string | undefined,
  actor: Actor,
  field = 'sysSku',
) {
  const rows = await tx.query(
    `SELECT 1 FROM erp_base_product WHERE lower(sys_sku) = lower($1) AND is_deleted = 0 AND id IS DISTINCT FROM $2::bigint
     UNION ALL
     SELECT 1 FROM erp_base_sys_product s WHERE lower(s.sys_sku) = lower($1) AND s.is_deleted = 0
        AND s.product_id IS DISTINCT FROM $2::bigint
     LIMIT 1`,
    [sku, productId ?? null],
  )
  if (rows.length) {
    throw validationError([{ field, message: translate('products.sysSkuTaken', actor.lang, { sku }) }])
  }
}

/** Parts: only a combination has them, never itself, only individual products, each once. */
export async function checkParts(
  tx: Queryable,
  productId: string | undefined,
  productType: string,
  parts: ChildRow[],
): Promise<void> {
  if (parts.length && productType !== COMBINATION) throw new AppError('VALIDATION', 'products.partsOnlyCombination')
  const ids = parts.map((p) => String(p.partId))
  if (productId && ids.includes(productId)) throw new AppError('VALIDATION', 'products.partSelf')
  const found = await tx.query<{ id: string; sysSku: string; productType: number | null }>(
    `SELECT id, sys_sku, product_type FROM erp_base_product WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
    [ids],
  )
  const byId = new Map(found.map((r) => [r.id, r]))
  const seen = new Set<string>()
  for (const id of ids) {
    const part = byId.get(id)
    if (!part) continue // the engine's link check names the missing part
    if (seen.has(id)) throw new AppError('VALIDATION', 'products.partDuplicate', { sku: part.sysSku })
    seen.add(id)
    if (String(part.productType ?? '1') === COMBINATION) {
      throw new AppError('VALIDATION', 'products.partNotIndividual', { sku: part.sysSku })
    }
  }
}

/** Supplier rows: each supplier once, enabled, at most one default (the first when none is marked). */
export async function prepareFactories(tx: Queryable, rows: ChildRow[], sysSku: unknown): Promise<void> {
  const ids = rows.map((r) => String(r.factoryId))
  const found = await tx.query<{ id: string; factoryName: string; status: number }>(
    `SELECT id, factory_name, status FROM erp_base_factory WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
    [ids],
  )
  const byId = new Map(found.map((r) => [r.id, r]))
  const seen = new Set<string>()
  for (const row of rows) {
    const factory = byId.get(String(row.factoryId))
    if (!factory) continue // the engine's link check names the missing supplier
    if (seen.has(factory.id))
      throw new AppError('VALIDATION', 'products.factoryDuplicate', { factory: factory.factoryName })
    seen.add(factory.id)
    if (factory.status === 2)
      throw new AppError('VALIDATION', 'purchasing.factoryDisabled', { factory: factory.factoryName })
    row.factoryName = factory.factoryName
    row.sysSku = sysSku
  }
  const defaults = rows.filter((r) => Number(r.isDefault) === 1).length
  if (defaults > 1) throw new AppError('VALIDATION', 'products.factoryDefaultMany')
  rows.forEach((r, i) => {
    r.isDefault = defaults === 0 ? (i === 0 ? 1 : 0) : Number(r.isDefault) === 1 ? 1 : 0
  })
}

async function beforeSave(ctx: HookContext, input: Row, existing: Product | undefined) {
  const { tx, actor } = ctx
  const id = existing?.id
  const merged = { ...existing, ...input }
  if (typeof input.sysSku === 'string') await assertSysSkuFree(tx, input.sysSku, id, actor)

  const productType = String(merged.productType ?? '1')
  if (Array.isArray(input.parts)) {
    const parts = input.parts as ChildRow[]
    await keepChildIds(tx, baseProductPart.table, 'product_id', id, 'part_id', 'partId', parts)
    await checkParts(tx, id, productType, parts)
  } else if (id && productType !== COMBINATION) {
    const live = await tx.query(
      `SELECT 1 FROM erp_base_product_part WHERE product_id = $1 AND is_deleted = 0 LIMIT 1`,
      [id],
    )
    if (live.length) throw new AppError('VALIDATION', 'products.partsOnlyCombination')
  }

  if (Array.isArray(input.declares)) {
    const rows = input.declares as ChildRow[]
    const countries = new Set<string>()
    for (const row of rows) {
      const country = String(row.country ?? '')
      if (countries.has(country)) {
        throw new AppError('VALIDATION', 'products.declareCountryDuplicate', { country: country || '-' })
      }
      countries.add(country)
      if (row.sku === undefined || row.sku === null) row.sku = merged.sysSku
      if (row.isPublic === undefined || row.isPublic === null) row.isPublic = 0
    }
    await keepChildIds(tx, baseProductDeclare.table, 'product_id', id, "coalesce(country, '')", 'country', rows)
  }

  if (Array.isArray(input.factories)) {
    const rows = input.factories as ChildRow[]
    await keepChildIds(tx, 'erp_product_factory', 'product_id', id, 'factory_id', 'factoryId', rows)
    await prepareFactories(tx, rows, merged.sysSku)
  }

  if (Array.isArray(input.sysSkus)) {
    const rows = input.sysSkus as ChildRow[]
    const seen = new Set<string>()
    for (const row of rows) {
      const sku = String(row.sysSku ?? '')
      if (sku.toLowerCase() === String(merged.sysSku ?? '').toLowerCase() || seen.has(sku.toLowerCase())) {
        throw validationError([{ field: 'sysSkus', message: translate('products.sysSkuTaken', actor.lang, { sku }) }])
      }
      seen.add(sku.toLowerCase())
      await assertSysSkuFree(tx, sku, id, actor, 'sysSkus')
      if (row.quantity === undefined || row.quantity === null) row.quantity = 1
    }
    await keepChildIds(tx, 'erp_base_sys_product', 'product_id', id, 'sys_sku', 'sysSku', rows)
  }
}

async function afterSave(ctx: HookContext, id: string, input: Row, existing: Product | undefined) {
  const { tx, actor } = ctx
  if (existing && input.sysSku !== undefined && input.sysSku !== existing.sysSku) {
    // The product's supplier links show its SKU: they follow the product the actor was allowed to change.
    await updateRecordsBy(tx, productFactory, { productId: id }, { sysSku: input.sysSku }, actor, {
      scopeChecked: true,
    })
  }
  await recordPriceChanges(tx, id, actor)
}

/** Names of what a product links to, its UPC and where it is listed, for lists and details. */
const computed: ResourceHooks['computed'] = {
  categoryName: liveTitleOf(baseProduct, 'categoryId'),
  brandName: liveTitleOf(baseProduct, 'brandId'),
  upc: (p) => `SELECT u.upc FROM erp_base_product_upc u WHERE u.product_id = ${p}.id AND u.is_deleted = 0 LIMIT 1`,
  // Where a product is listed (1 shops, 2 warehouses), as text ids in the order they were added: one read of its listings.
  ...computedTogether(
    ['shopIds', 'storeIds'],
    (p) => `SELECT coalesce(array_agg(s.target_id::text ORDER BY s.id) FILTER (WHERE s.target_type = 1), '{}'),
                   coalesce(array_agg(s.target_id::text ORDER BY s.id) FILTER (WHERE s.target_type = 2), '{}')
              FROM erp_base_product_push s WHERE s.product_id = ${p}.id AND s.is_deleted = 0`,
  ),
}

/** A stored product, typed from its declaration. */
type Product = RowOf<typeof baseProduct>

/** Business rules of products (erp/baseproduct). */
export const baseProductHooks: ResourceHooks<Product> = { beforeSave, afterSave, computed }
