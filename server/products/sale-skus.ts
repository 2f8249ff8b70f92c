import { baseSaleSku } from '#sync/resources/products/base-sale-sku.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { saveRecord, updateRecords } from '../platform/records/records.ts'
import type { ListQuery } from '../platform/resources/list-query.ts'
import { pageTotal } from '../platform/resources/page-total.ts'
import { selectColumns } from '../platform/resources/record-store.ts'
import { refreshMapping } from './base-sale-sku.hooks.ts'
import { availableStock, liveShops } from './linked-areas.ts'

/**
 * Sales SKU work beside the record form (base-sale-sku.calls.ts): mappings to system SKUs, UPC
 * labels and FBA freight in batch, stock per sales SKU, the shop sync, and the sheets' rows.
 */

/** A mapping row as sent: a product, or a system SKU (its own or a further one), and how many. */
export type MapRow = { productId?: string; sysSku?: string; quantity: unknown }

/** Sales SKUs with their mapping rows (system SKU, name, quantity). */
export async function withMappings(tx: Queryable, ids: string[]) {
  const skus = await tx.query(
    `SELECT ${selectColumns(baseSaleSku)} FROM erp_base_sale_sku WHERE id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY id`,
    [ids],
  )
  const maps = await tx.query<Row & { saleSkuId: string }>(
    `SELECT a.id, a.sale_sku_id, a.product_id, a.quantity, p.sys_sku, p.name, p.unit_price, p.currency, p.unit_weight
       FROM erp_base_sale_sku_associated a JOIN erp_base_product p ON p.id = a.product_id
      WHERE a.sale_sku_id = ANY($1::bigint[]) AND a.is_deleted = 0 ORDER BY a.id`,
    [ids],
  )
  return skus.map((s) => ({ ...s, associations: maps.filter((m) => m.saleSkuId === s.id) }))
}

/** Resolves mapping rows sent by system SKU (a further system SKU multiplies the quantity). */
async function resolveRows(tx: Queryable, rows: readonly MapRow[]): Promise<Row[]> {
  const out: Row[] = []
  for (const row of rows) {
    if (row.productId) {
      out.push({ productId: row.productId, quantity: row.quantity })
      continue
    }
    const sku = row.sysSku ?? ''
    const found = await tx.query<{ productId: string; units: number }>(
      `SELECT id AS product_id, 1 AS units FROM erp_base_product WHERE lower(sys_sku) = lower($1) AND is_deleted = 0
       UNION ALL SELECT product_id, quantity FROM erp_base_sys_product WHERE lower(sys_sku) = lower($1) AND is_deleted = 0
       LIMIT 1`,
      [sku],
    )
    if (!found[0]) throw new AppError('VALIDATION', 'products.sysSkuUnknown', { sku: sku || '-' })
    out.push({ productId: found[0].productId, quantity: Number(row.quantity) * found[0].units })
  }
  return out
}

/** Replaces the mapping rows of a sales SKU through its business rules. */
async function replaceMappings(tx: Queryable, actor: Actor, saleSkuId: string, rows: Row[]) {
  // The hooks check the rows and refresh the mapping (afterSave), as for any save of the SKU.
  await saveRecord(tx, baseSaleSku, { id: saleSkuId, associations: rows }, actor)
}

/** Replaces a sales SKU's mapping rows (sent by product or system SKU); answers the SKU with its mappings. */
export async function addMappings(tx: Queryable, actor: Actor, saleSkuId: string, list: readonly MapRow[]) {
  const rows = await resolveRows(tx, list)
  await replaceMappings(tx, actor, saleSkuId, rows)
  return (await withMappings(tx, [saleSkuId]))[0]
}

/** Saves the UPC label file of many sales SKUs. */
export async function saveUpcUrls(tx: Queryable, actor: Actor, list: readonly { id: string; upcUrl: unknown }[]) {
  for (const row of list) await saveRecord(tx, baseSaleSku, { id: row.id, upcUrl: row.upcUrl }, actor)
}

/** Sets the FBA freight (and its currency, when given) of sales SKUs. */
export async function setFbaFreight(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  fbaFreight: unknown,
  fbaFreightCurrency: unknown,
) {
  for (const id of ids) {
    await saveRecord(tx, baseSaleSku, { id, fbaFreight, ...(fbaFreightCurrency ? { fbaFreightCurrency } : {}) }, actor)
  }
}

/** A page of sales SKUs' FBA freight under a list's WHERE clause. */
export async function fbaFreightPage(tx: Queryable, q: ListQuery, tenantId: string) {
  const where = q.where.join(' AND ')
  const records = await tx.query(
    `SELECT id, shop_id, sale_sku, asin, fnsku, is_fba, fba_freight, fba_freight_currency, update_time, version
       FROM erp_base_sale_sku WHERE ${where} ORDER BY ${q.orderBy} LIMIT ${q.size} OFFSET ${(q.current - 1) * q.size}`,
    q.params,
  )
  const read = {
    offset: (q.current - 1) * q.size,
    rows: records.length,
    size: q.size,
    scope: tenantId,
  }
  const { total, totalExact } = await pageTotal(tx, 'erp_base_sale_sku', where, q.params, read)
  return { records, total, totalExact, size: q.size, current: q.current, pages: Math.ceil(total / q.size) }
}

export const SYS_SKUS_SQL = `(SELECT string_agg(p.sys_sku || '*' || a.quantity, ', ' ORDER BY a.id)
   FROM erp_base_sale_sku_associated a JOIN erp_base_product p ON p.id = a.product_id
  WHERE a.sale_sku_id = s.id AND a.is_deleted = 0) AS sys_sku_text`

/** One page of a sales SKU sheet under a list's WHERE clause (narrowed to `ids` when given), `extraSql` beside each row. */
export function saleSkuSheetRows(
  tx: Queryable,
  q: ListQuery,
  idList: readonly string[] | undefined,
  extraSql: string,
  limit: number,
  offset: number,
): Promise<Row[]> {
  if (idList) {
    q.params.push(idList)
    q.where.push(`id = ANY($${q.params.length}::bigint[])`)
  }
  return tx.query(
    `SELECT s.*, ${extraSql || 'NULL AS extra'} FROM (
       SELECT ${selectColumns(baseSaleSku)} FROM erp_base_sale_sku WHERE ${q.where.join(' AND ')}
        ORDER BY ${q.orderBy} LIMIT ${limit} OFFSET ${offset}) s`,
    q.params,
  )
}

/** One page of the mapping sheet: each sales SKU with each of its mapped system SKUs. */
export function mapRelationRows(tx: Queryable, q: ListQuery, limit: number, offset: number): Promise<Row[]> {
  return tx.query(
    `SELECT s.shop_id, s.sale_sku, s.asin, s.mapping_status, p.sys_sku, p.name AS product_name, a.quantity
       FROM erp_base_sale_sku s
       LEFT JOIN erp_base_sale_sku_associated a ON a.sale_sku_id = s.id AND a.is_deleted = 0
       LEFT JOIN erp_base_product p ON p.id = a.product_id
      WHERE s.id IN (SELECT id FROM erp_base_sale_sku WHERE ${q.where.join(' AND ')})
      ORDER BY s.shop_id, s.sale_sku, a.id LIMIT ${limit} OFFSET ${offset}`,
    q.params,
  )
}

/** What the mapped system SKUs of sales SKUs (one, or all up to 500 rows) have available, and how many units can be sold. */
export async function saleSkuInventory(tx: Queryable, id: string | undefined) {
  const params: unknown[] = []
  let where = 'a.is_deleted = 0'
  if (id) {
    params.push(id)
    where += ' AND a.sale_sku_id = $1'
  }
  const rows = await tx.query<{ saleSkuId: string; productId: string; sysSku: string; quantity: number }>(
    `SELECT a.sale_sku_id, a.product_id, p.sys_sku, p.name, a.quantity
       FROM erp_base_sale_sku_associated a JOIN erp_base_product p ON p.id = a.product_id
      WHERE ${where} ORDER BY a.sale_sku_id, a.id LIMIT 500`,
    params,
  )
  const stock = await availableStock(
    tx,
    rows.map((r) => ({ id: r.productId, sysSku: r.sysSku })),
  )
  const items = rows.map((r) => ({
    ...r,
    available: stock ? (stock.get(r.productId) ?? 0) : null,
    sellable: stock ? Math.floor((stock.get(r.productId) ?? 0) / r.quantity) : null,
  }))
  const bySku = new Map<string, typeof items>()
  for (const item of items) bySku.set(item.saleSkuId, [...(bySku.get(item.saleSkuId) ?? []), item])
  return [...bySku.entries()].map(([saleSkuId, list]) => ({
    saleSkuId,
    items: list,
    // A sales unit needs every mapped system SKU, so the scarcest one decides.
    sellable: stock ? Math.min(...list.map((i) => i.sellable ?? 0)) : null,
    inventoryConnected: Boolean(stock),
  }))
}

/** Shops with how many sales SKUs each has. */
export async function saleSkuShops(tx: Queryable) {
  const counts = await tx.query<{ shopId: string; n: number }>(
    `SELECT shop_id, count(*)::int AS n FROM erp_base_sale_sku WHERE is_deleted = 0 GROUP BY shop_id`,
  )
  const count = new Map(counts.map((r) => [r.shopId, r.n]))
  const shops = (await liveShops(tx)) ?? counts.map((r) => ({ id: r.shopId, name: r.shopId }))
  return shops.map((s) => ({ id: s.id, label: s.name, value: s.id, saleSkuCount: count.get(s.id) ?? 0 }))
}

/** Enabled system SKUs (own or further ones) matching a term, for pickers (at most 100). */
export async function sysSkuPicks(db: Queryable, term: string) {
  const like = `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
  const rows = await db.query(
    `SELECT * FROM (
       SELECT p.id AS product_id, p.sys_sku, p.name, 1 AS quantity, p.image_url FROM erp_base_product p
        WHERE p.is_deleted = 0 AND p.status = 1 AND (p.sys_sku ILIKE $1 OR p.name ILIKE $1)
       UNION ALL
       SELECT s.product_id, s.sys_sku, p.name, s.quantity, p.image_url FROM erp_base_sys_product s
         JOIN erp_base_product p ON p.id = s.product_id AND p.is_deleted = 0 AND p.status = 1
        WHERE s.is_deleted = 0 AND (s.sys_sku ILIKE $1 OR p.name ILIKE $1)) x
      ORDER BY sys_sku LIMIT 100`,
    [like],
  )
  return rows.map((r) => ({ ...r, label: `${r.sysSku} ${r.name}`, value: r.productId }))
}

/**
 * Syncs shops' sales SKUs: their mapping is worked out again, unmapped ones whose SKU is a system
 * SKU are mapped to it, and each is stamped as synced. Answers the counts.
 */
export async function syncShopSaleSkus(tx: Queryable, actor: Actor, shopIds: readonly string[]) {
  const skus = await tx.query<{ id: string; saleSku: string; mappingStatus: number | null }>(
    `SELECT id, sale_sku, mapping_status FROM erp_base_sale_sku
      WHERE shop_id = ANY($1::bigint[]) AND is_deleted = 0 FOR UPDATE`,
    [shopIds],
  )
  await refreshMapping(
    tx,
    actor,
    skus.map((s) => s.id),
  )
  const unmapped = await tx.query<{ id: string; saleSku: string }>(
    `SELECT id, sale_sku FROM erp_base_sale_sku WHERE id = ANY($1::bigint[]) AND mapping_status = 2`,
    [skus.map((s) => s.id)],
  )
  let autoMapped = 0
  for (const sku of unmapped) {
    const match = await tx.query<{ productId: string; units: number }>(
      `SELECT id AS product_id, 1 AS units FROM erp_base_product
        WHERE lower(sys_sku) = lower($1) AND is_deleted = 0 AND status = 1
       UNION ALL SELECT s.product_id, s.quantity FROM erp_base_sys_product s
         JOIN erp_base_product p ON p.id = s.product_id AND p.is_deleted = 0 AND p.status = 1
        WHERE lower(s.sys_sku) = lower($1) AND s.is_deleted = 0
       LIMIT 1`,
      [sku.saleSku],
    )
    if (!match[0]) continue
    await replaceMappings(tx, actor, sku.id, [{ productId: match[0].productId, quantity: match[0].units }])
    autoMapped++
  }
  const [now] = await tx.query<{ at: string }>(`SELECT to_char(localtimestamp(0), 'YYYY-MM-DD HH24:MI:SS') AS at`)
  await updateRecords(
    tx,
    baseSaleSku,
    skus.map((s) => s.id),
    { syncTime: now?.at },
    actor,
  )
  const mapped = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM erp_base_sale_sku WHERE id = ANY($1::bigint[]) AND mapping_status = 1`,
    [skus.map((s) => s.id)],
  )
  return { shopIds, total: skus.length, mapped: mapped[0]?.n ?? 0, autoMapped }
}
