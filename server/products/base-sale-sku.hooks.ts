import { baseSaleSku } from '#sync/resources/products/base-sale-sku.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { updateEach } from '../platform/records/records.ts'
import type { HookContext, ResourceHooks } from '../platform/resources/hooks.ts'
import { keepChildIds } from './base-product.hooks.ts'
import { shopNames } from './linked-areas.ts'

const NOT_SUBMITTED = '0'
/** Review fields only the review flow writes. */
const REVIEW_FIELDS = ['mappingStatus', 'reviewStatus', 'reviewRemark', 'reviewUser', 'reviewTime'] as const

/**
 * Sets mapped (1) or unmapped (2) from the live mapping rows of these sales SKUs, writing only those
 * whose status changes; the SKUs follow the save or sync the actor was allowed.
 */
export async function refreshMapping(tx: Queryable, actor: Actor, ids: string[]): Promise<void> {
  const rows = await tx.query<{ id: string; mappingStatus: number | null; mapped: number }>(
    `SELECT s.id, s.mapping_status, CASE WHEN EXISTS (
        SELECT 1 FROM erp_base_sale_sku_associated a WHERE a.sale_sku_id = s.id AND a.is_deleted = 0) THEN 1 ELSE 2 END AS mapped
       FROM erp_base_sale_sku s WHERE s.id = ANY($1::bigint[]) AND s.is_deleted = 0`,
    [ids],
  )
  const changed = rows
    .filter((r) => String(r.mappingStatus ?? '') !== String(r.mapped))
    .map((r) => ({ id: r.id, mappingStatus: String(r.mapped) }))
  await updateEach(tx, baseSaleSku, changed, actor, { scopeChecked: true })
}

async function beforeSave(ctx: HookContext, input: Row, existing: Row | undefined) {
  for (const key of REVIEW_FIELDS) delete input[key]
  if (!existing) input.reviewStatus = NOT_SUBMITTED
  const rows = input.associations
  if (!Array.isArray(rows)) return
  const ids = rows.map((r: Row) => String(r.productId))
  const products = await ctx.tx.query<{ id: string; sysSku: string }>(
    `SELECT id, sys_sku FROM erp_base_product WHERE id = ANY($1::bigint[])`,
    [ids],
  )
  const seen = new Set<string>()
  for (const id of ids) {
    if (seen.has(id)) {
      const sku = products.find((p) => p.id === id)?.sysSku ?? id
      throw new AppError('VALIDATION', 'products.associationDuplicate', { sku })
    }
    seen.add(id)
  }
  if (!existing) return
  const id = String(existing.id)
  await keepChildIds(ctx.tx, 'erp_base_sale_sku_associated', 'sale_sku_id', id, 'product_id', 'productId', rows)
  // A changed mapping of a sales SKU under or after review has to be reviewed again.
  const live = await ctx.tx.query<{ productId: string; quantity: number }>(
    `SELECT product_id, quantity FROM erp_base_sale_sku_associated WHERE sale_sku_id = $1 AND is_deleted = 0`,
    [id],
  )
  const key = (list: { productId: unknown; quantity: unknown }[]) =>
    list
      .map((r) => `${r.productId}*${r.quantity}`)
      .sort()
      .join(',')
  if (key(live) !== key(rows as Row[] as never) && String(existing.reviewStatus) !== NOT_SUBMITTED) {
    input.reviewStatus = NOT_SUBMITTED
    input.reviewRemark = null
  }
}

/** The mapping of each listed sales SKU as text (`SKU*qty, ...`) and its shop's name. */
async function decorate(ctx: { tx: Queryable }, records: Row[]) {
  const ids = records.map((r) => String(r.id))
  const rows = await ctx.tx.query<{ saleSkuId: string; mapping: string }>(
    `SELECT a.sale_sku_id, string_agg(p.sys_sku || '*' || a.quantity, ', ' ORDER BY a.id) AS mapping
       FROM erp_base_sale_sku_associated a JOIN erp_base_product p ON p.id = a.product_id
      WHERE a.sale_sku_id = ANY($1::bigint[]) AND a.is_deleted = 0 GROUP BY a.sale_sku_id`,
    [ids],
  )
  const mapping = new Map(rows.map((r) => [r.saleSkuId, r.mapping]))
  const shops = await shopNames(ctx.tx, [...new Set(records.map((r) => String(r.shopId)))])
  for (const record of records) {
    record.sysSkuText = mapping.get(String(record.id)) ?? ''
    record.shopName = shops.get(String(record.shopId)) ?? null
  }
}

/** Business rules of sales SKUs (erp/basesalesku). */
export const baseSaleSkuHooks: ResourceHooks = {
  beforeSave,
  afterSave: (ctx, id) => refreshMapping(ctx.tx, ctx.actor, [id]),
  decorate,
}

/** Product names on listed mapping rows (erp/basesaleskuassociated). */
export const baseSaleSkuAssociatedHooks: ResourceHooks = {
  decorate: async ({ tx }, records) => {
    const rows = await tx.query<{ id: string; sysSku: string; name: string }>(
      `SELECT id, sys_sku, name FROM erp_base_product WHERE id = ANY($1::bigint[])`,
      [records.map((r) => String(r.productId))],
    )
    const byId = new Map(rows.map((r) => [r.id, r]))
    for (const record of records) {
      record.sysSku = byId.get(String(record.productId))?.sysSku ?? null
      record.productName = byId.get(String(record.productId))?.name ?? null
    }
  },
}
