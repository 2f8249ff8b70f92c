import type { Context } from 'hono'
import { z } from 'zod'
import { f } from '#sync/resources/define-resource.ts'
import { baseSaleSku, SALE_SKU_PERMISSIONS } from '#sync/resources/products/base-sale-sku.resource.ts'
import { baseSaleSkuAssociated } from '#sync/resources/products/base-sale-sku-associated.resource.ts'
import { fieldLabels, fieldValueSchema, idListSchema, idSchema } from '#sync/resources/resource-schemas.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import type { AppEnv } from '../platform/http/app-env.ts'
import { AppError } from '../platform/http/app-error.ts'
import {
  column,
  LABELS,
  listWhere,
  pagedRows,
  requireValue,
  searchSchema,
  sheetQuery,
  sheetResponse,
} from '../platform/http/call-input.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { saveRecord } from '../platform/records/records.ts'
import { listQuery } from '../platform/resources/list-query.ts'
import { pageTotal } from '../platform/resources/page-total.ts'
import { selectColumns } from '../platform/resources/record-store.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { refreshMapping } from './base-sale-sku.hooks.ts'
import { availableStock, liveShops } from './linked-areas.ts'

const BASE = '/api/erp/basesalesku'
const fields = baseSaleSku.fields
const labels = { ...LABELS, ...fieldLabels(baseSaleSku) }

const upcRow = z.object({ id: idSchema, upcUrl: fieldValueSchema(fields.upcUrl as never) })
const upcBody = z.preprocess(
  (v) => (Array.isArray(v) ? { list: v } : v),
  z.object({ list: z.array(upcRow).min(1).max(1000) }),
)
const freightBody = z.object({
  ids: idListSchema.optional(),
  id: idSchema.optional(),
  fbaFreight: fieldValueSchema(fields.fbaFreight as never),
  fbaFreightCurrency: fieldValueSchema(fields.fbaFreightCurrency as never).optional(),
})
const reviewQuery = z.object({ saleSkuIds: idListSchema })
const inventoryQuery = z.object({ saleSkuId: idSchema.optional(), id: idSchema.optional() })
const sysSkuQuery = z.object({ search: searchSchema, sysSku: searchSchema, name: searchSchema })
const syncBody = z.object({ shopId: idSchema.optional(), shopIds: idListSchema.optional() })
const mapRow = z.object({
  productId: idSchema.optional(),
  sysSku: z.string().trim().min(1).max(64).optional(),
  quantity: fieldValueSchema(baseSaleSkuAssociated.fields.quantity as never),
})
const addListBody = z.object({ saleSkuId: idSchema, list: z.array(mapRow).max(100) })

/** Sales SKUs with their mapping rows (system SKU, name, quantity). */
async function withMappings(tx: Queryable, ids: string[]) {
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
async function resolveRows(tx: Queryable, rows: z.output<typeof mapRow>[]): Promise<Row[]> {
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
async function replaceMappings(c: Context<AppEnv>, tx: Queryable, saleSkuId: string, rows: Row[]) {
  const actor = actorOf(c)
  // The hooks check the rows and refresh the mapping (afterSave), as for any save of the SKU.
  await saveRecord(tx, baseSaleSku, { id: saleSkuId, associations: rows }, actor)
}

/** A download of sales SKUs (the list's filters, or ids) with the columns given. */
function saleSkuSheet(c: Context<AppEnv>, query: z.output<typeof sheetQuery>, extraSql = '') {
  const { ids: idList, ...filters } = query
  return pagedRows(c.var.db, async (tx, limit, offset) => {
    const q = await listWhere(tx, c, baseSaleSku, filters, { current: '1', size: '1', ids: '' })
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
  })
}

const sysSkusSql = `(SELECT string_agg(p.sys_sku || '*' || a.quantity, ', ' ORDER BY a.id)
   FROM erp_base_sale_sku_associated a JOIN erp_base_product p ON p.id = a.product_id
  WHERE a.sale_sku_id = s.id AND a.is_deleted = 0) AS sys_sku_text`

const textField = (zh: string, en: string, ja: string) => f.text({ label: { zh, en, ja } })

/** Hand-written sales SKU calls: review flow, UPC labels, FBA freight, look-ups, exports, shop sync. */
export const baseSaleSkuCalls = [
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/batchSaveUpcUrl`,
    area: 'products',
    summary: 'Saves the UPC label file of many sales SKUs ({list: [{id, upcUrl}]})',
    access: { permission: SALE_SKU_PERMISSIONS.edit },
    input: { params: upcBody, labels },
    example: { list: [{ id: '1000000000000003801', upcUrl: 'https://files.example.com/upc/EX-1.pdf' }] },
    handler: async (c, { params }) => {
      const { list } = params
      await c.var.db.begin(async (tx) => {
        const actor = actorOf(c)
        for (const row of list) await saveRecord(tx, baseSaleSku, { id: row.id, upcUrl: row.upcUrl }, actor)
      })
      return ok(c, { count: list.length })
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/editFbaFreight`,
    area: 'products',
    summary: 'Sets the FBA first-leg freight of one or many sales SKUs',
    access: { permission: SALE_SKU_PERMISSIONS.edit },
    input: { params: freightBody, labels },
    example: { id: '1000000000000003801', fbaFreight: '2.8', fbaFreightCurrency: 'USD' },
    handler: async (c, { params: body }) => {
      const ids = requireValue(c, 'ids', [...new Set([...(body.ids ?? []), ...(body.id ? [body.id] : [])])])
      await c.var.db.begin(async (tx) => {
        const actor = actorOf(c)
        for (const id of ids) {
          await saveRecord(
            tx,
            baseSaleSku,
            {
              id,
              fbaFreight: body.fbaFreight,
              ...(body.fbaFreightCurrency ? { fbaFreightCurrency: body.fbaFreightCurrency } : {}),
            },
            actor,
          )
        }
      })
      return ok(c, { count: ids.length })
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/fbaFreightList`,
    area: 'products',
    summary: 'A page of sales SKUs with their FBA freight (the list filters apply)',
    access: { permission: SALE_SKU_PERMISSIONS.view },
    input: { query: listQuery },
    handler: async (c, { query }) => {
      const page = await c.var.db.begin(async (tx) => {
        const q = await listWhere(tx, c, baseSaleSku, query)
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
          scope: c.var.session.tenantId,
        }
        const { total, totalExact } = await pageTotal(tx, 'erp_base_sale_sku', where, q.params, read)
        return { records, total, totalExact, size: q.size, current: q.current, pages: Math.ceil(total / q.size) }
      })
      return ok(c, page)
    },
  }),
  defineCall({
    method: 'GET',
    path: `${BASE}/importFbaFreightList`,
    area: 'products',
    summary: 'The FBA freight sheet of the listed sales SKUs (xlsx), to fill in and send back',
    access: { permission: SALE_SKU_PERMISSIONS.view },
    raw: true,
    input: { query: sheetQuery, labels: LABELS },
    handler: async (c, { query }) => {
      const { ids: _ids, ...filters } = query
      await c.var.db.begin((tx) => listWhere(tx, c, baseSaleSku, filters, { current: '1', size: '1', ids: '' }))
      const columns = ['id', 'shopId', 'saleSku', 'asin', 'fnsku', 'fbaFreight', 'fbaFreightCurrency'].map((k) =>
        column(k, k === 'id' ? f.id({ label: LABELS.id as never }) : (fields[k as keyof typeof fields] as never), c),
      )
      return sheetResponse(c, 'fba-freight', 'xlsx', columns, saleSkuSheet(c, query))
    },
  }),
  defineCall({
    method: 'GET',
    path: `${BASE}/exportFile`,
    area: 'products',
    summary: 'Sales SKUs with their mapping, review state, UPC label and FBA freight (xlsx)',
    access: { permission: SALE_SKU_PERMISSIONS.view },
    raw: true,
    input: { query: sheetQuery, labels: LABELS },
    handler: async (c, { query }) => {
      const { ids: _ids, ...filters } = query
      await c.var.db.begin((tx) => listWhere(tx, c, baseSaleSku, filters, { current: '1', size: '1', ids: '' }))
      const keys = ['shopId', 'saleSku', 'asin', 'fnsku', 'listingTitle', 'isFba', 'mappingStatus', 'reviewStatus']
      const columns = [
        ...keys.map((k) => column(k, fields[k as keyof typeof fields] as never, c)),
        column('sysSkuText', textField('系统SKU*数量', 'System SKUs * quantity', 'システムSKU*数量'), c),
        ...['reviewRemark', 'upcUrl', 'fbaFreight', 'fbaFreightCurrency', 'price', 'currency'].map((k) =>
          column(k, fields[k as keyof typeof fields] as never, c),
        ),
      ]
      return sheetResponse(c, 'sale-sku', 'xlsx', columns, saleSkuSheet(c, query, sysSkusSql))
    },
  }),
  defineCall({
    method: 'GET',
    path: `${BASE}/exportMapRelation`,
    area: 'products',
    summary: 'One row per sales SKU and mapped system SKU with the quantity (xlsx)',
    access: { permission: SALE_SKU_PERMISSIONS.view },
    raw: true,
    input: { query: listQuery },
    handler: async (c, { query }) => {
      await c.var.db.begin((tx) => listWhere(tx, c, baseSaleSku, query, { current: '1', size: '1', ids: '' }))
      const columns = [
        column('shopId', fields.shopId as never, c),
        column('saleSku', fields.saleSku as never, c),
        column('asin', fields.asin as never, c),
        column('sysSku', textField('系统SKU', 'System SKU', 'システムSKU'), c),
        column('productName', textField('产品名称', 'Product name', '商品名'), c),
        column('quantity', baseSaleSkuAssociated.fields.quantity as never, c),
        column('mappingStatus', fields.mappingStatus as never, c),
      ]
      const db = c.var.db
      const batches = pagedRows(db, async (tx, limit, offset) => {
        const q = await listWhere(tx, c, baseSaleSku, query, { current: '1', size: '1', ids: '' })
        return tx.query(
          `SELECT s.shop_id, s.sale_sku, s.asin, s.mapping_status, p.sys_sku, p.name AS product_name, a.quantity
             FROM erp_base_sale_sku s
             LEFT JOIN erp_base_sale_sku_associated a ON a.sale_sku_id = s.id AND a.is_deleted = 0
             LEFT JOIN erp_base_product p ON p.id = a.product_id
            WHERE s.id IN (SELECT id FROM erp_base_sale_sku WHERE ${q.where.join(' AND ')})
            ORDER BY s.shop_id, s.sale_sku, a.id LIMIT ${limit} OFFSET ${offset}`,
          q.params,
        )
      })
      return sheetResponse(c, 'sale-sku-mapping', 'xlsx', columns, batches)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/reviewDetail`,
    area: 'products',
    summary: 'Sales SKUs to review (saleSkuIds) with their mapped system SKUs',
    access: { permission: SALE_SKU_PERMISSIONS.view },
    input: { params: reviewQuery, labels },
    handler: async (c, { params }) => {
      const { saleSkuIds } = params
      return ok(c, await c.var.db.begin((tx) => withMappings(tx, saleSkuIds)))
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/selectInventory`,
    area: 'products',
    summary: "A sales SKU's system SKUs with available stock and how many sales units it makes",
    access: { permission: SALE_SKU_PERMISSIONS.view },
    input: { query: inventoryQuery, labels },
    handler: async (c, { query: q }) => {
      const id = q.saleSkuId ?? q.id
      const answer = await c.var.db.begin(async (tx) => {
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
      })
      return ok(c, answer)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/selectShop`,
    area: 'products',
    summary: 'Shops to filter sales SKUs by, with how many sales SKUs each has',
    access: { permission: SALE_SKU_PERMISSIONS.view },
    input: 'nothing',
    handler: async (c) => {
      const answer = await c.var.db.begin(async (tx) => {
        const counts = await tx.query<{ shopId: string; n: number }>(
          `SELECT shop_id, count(*)::int AS n FROM erp_base_sale_sku WHERE is_deleted = 0 GROUP BY shop_id`,
        )
        const count = new Map(counts.map((r) => [r.shopId, r.n]))
        const shops = (await liveShops(tx)) ?? counts.map((r) => ({ id: r.shopId, name: r.shopId }))
        return shops.map((s) => ({ id: s.id, label: s.name, value: s.id, saleSkuCount: count.get(s.id) ?? 0 }))
      })
      return ok(c, answer)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/selectSysSku`,
    area: 'products',
    summary: 'System SKUs (products and their further system SKUs) to map a sales SKU to (search)',
    access: { permission: SALE_SKU_PERMISSIONS.view },
    input: { query: sysSkuQuery, labels },
    handler: async (c, { query: q }) => {
      const term = q.search || q.sysSku || q.name || ''
      const like = `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
      const rows = await c.var.db.query(
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
      return ok(
        c,
        rows.map((r) => ({ ...r, label: `${r.sysSku} ${r.name}`, value: r.productId })),
      )
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/syncShopSaleSku`,
    area: 'products',
    summary: "Re-checks a shop's sales SKUs: maps unmapped ones whose SKU equals a system SKU, stamps the sync time",
    access: { permission: SALE_SKU_PERMISSIONS.edit },
    input: { params: syncBody, labels },
    example: { shopId: '1000000000000004101' },
    handler: async (c, { params: body }) => {
      const shopIds = requireValue(c, 'shopId', [
        ...new Set([...(body.shopIds ?? []), ...(body.shopId ? [body.shopId] : [])]),
      ])
      const answer = await c.var.db.begin(async (tx) => {
        const skus = await tx.query<{ id: string; saleSku: string; mappingStatus: number | null }>(
          `SELECT id, sale_sku, mapping_status FROM erp_base_sale_sku
            WHERE shop_id = ANY($1::bigint[]) AND is_deleted = 0 FOR UPDATE`,
          [shopIds],
        )
        await refreshMapping(
          tx,
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
          await replaceMappings(c, tx, sku.id, [{ productId: match[0].productId, quantity: match[0].units }])
          autoMapped++
        }
        await tx.query(`UPDATE erp_base_sale_sku SET sync_time = localtimestamp(0) WHERE id = ANY($1::bigint[])`, [
          skus.map((s) => s.id),
        ])
        const mapped = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM erp_base_sale_sku WHERE id = ANY($1::bigint[]) AND mapping_status = 1`,
          [skus.map((s) => s.id)],
        )
        return { shopIds, total: skus.length, mapped: mapped[0]?.n ?? 0, autoMapped }
      })
      return ok(c, answer)
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: '/api/erp/basesaleskuassociated/addList',
    area: 'products',
    summary: "Replaces a sales SKU's mapped system SKUs (productId or sysSku, quantity) in one transaction",
    access: { permission: SALE_SKU_PERMISSIONS.edit },
    input: { params: addListBody, labels: { ...labels, ...fieldLabels(baseSaleSkuAssociated) } },
    example: { saleSkuId: '1000000000000003802', list: [{ sysSku: 'DEMO-KETTLE-17L-2PK', quantity: 1 }] },
    handler: async (c, { params: body }) => {
      const answer = await c.var.db.begin(async (tx) => {
        const rows = await resolveRows(tx, body.list)
        await replaceMappings(c, tx, body.saleSkuId, rows)
        return (await withMappings(tx, [body.saleSkuId]))[0]
      })
      return ok(c, answer)
    },
  }),
]
