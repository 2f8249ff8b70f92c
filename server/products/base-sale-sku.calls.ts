import type { Context } from 'hono'
import { z } from 'zod'
import { f } from '#sync/resources/define-resource.ts'
import { baseSaleSku, SALE_SKU_PERMISSIONS } from '#sync/resources/products/base-sale-sku.resource.ts'
import { baseSaleSkuAssociated } from '#sync/resources/products/base-sale-sku-associated.resource.ts'
import {
  changedCountAnswer,
  fbaFreightPageAnswer,
  saleSkuInventoryAnswer,
  saleSkuShopsAnswer,
  saleSkuSyncAnswer,
  saleSkusWithMappingsAnswer,
  saleSkuWithMappingsAnswer,
  sysSkuPicksAnswer,
} from '#sync/resources/products/products.answers.ts'
import { fieldLabels, fieldValueSchema, idListSchema, idSchema } from '#sync/resources/resource-schemas.ts'
import type { AppEnv } from '../platform/http/app-env.ts'
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
import { listQuery } from '../platform/resources/list-query.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import {
  addMappings,
  fbaFreightPage,
  mapRelationRows,
  SYS_SKUS_SQL,
  saleSkuInventory,
  saleSkuSheetRows,
  saleSkuShops,
  saveUpcUrls,
  setFbaFreight,
  syncShopSaleSkus,
  sysSkuPicks,
  withMappings,
} from './sale-skus.ts'

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

/** A download of sales SKUs (the list's filters, or ids) with the columns given. */
function saleSkuSheet(c: Context<AppEnv>, query: z.output<typeof sheetQuery>, extraSql = '') {
  const { ids: idList, ...filters } = query
  return pagedRows(c.var.db, async (tx, limit, offset) => {
    const q = await listWhere(tx, c, baseSaleSku, filters, { current: '1', size: '1', ids: '' })
    return saleSkuSheetRows(tx, q, idList, extraSql, limit, offset)
  })
}

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
    output: changedCountAnswer,
    input: { params: upcBody, labels },
    example: { list: [{ id: '1000000000000003801', upcUrl: 'https://files.example.com/upc/EX-1.pdf' }] },
    handler: async (c, { params }) => {
      const { list } = params
      await c.var.db.begin((tx) => saveUpcUrls(tx, actorOf(c), list))
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
    output: changedCountAnswer,
    input: { params: freightBody, labels },
    example: { id: '1000000000000003801', fbaFreight: '2.8', fbaFreightCurrency: 'USD' },
    handler: async (c, { params: body }) => {
      const ids = requireValue(c, 'ids', [...new Set([...(body.ids ?? []), ...(body.id ? [body.id] : [])])])
      await c.var.db.begin((tx) => setFbaFreight(tx, actorOf(c), ids, body.fbaFreight, body.fbaFreightCurrency))
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
    output: fbaFreightPageAnswer,
    input: { query: listQuery },
    handler: async (c, { query }) => {
      const page = await c.var.db.begin(async (tx) =>
        fbaFreightPage(tx, await listWhere(tx, c, baseSaleSku, query), c.var.session.tenantId),
      )
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
      return sheetResponse(c, 'sale-sku', 'xlsx', columns, saleSkuSheet(c, query, SYS_SKUS_SQL))
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
        return mapRelationRows(tx, q, limit, offset)
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
    output: saleSkusWithMappingsAnswer,
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
    output: saleSkuInventoryAnswer,
    input: { query: inventoryQuery, labels },
    handler: async (c, { query: q }) => {
      const id = q.saleSkuId ?? q.id
      const answer = await c.var.db.begin((tx) => saleSkuInventory(tx, id))
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
    output: saleSkuShopsAnswer,
    input: 'nothing',
    handler: async (c) => {
      const answer = await c.var.db.begin((tx) => saleSkuShops(tx))
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
    output: sysSkuPicksAnswer,
    input: { query: sysSkuQuery, labels },
    handler: async (c, { query: q }) => {
      const term = q.search || q.sysSku || q.name || ''
      return ok(c, await sysSkuPicks(c.var.db, term))
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/syncShopSaleSku`,
    area: 'products',
    summary: "Re-checks a shop's sales SKUs: maps unmapped ones whose SKU equals a system SKU, stamps the sync time",
    access: { permission: SALE_SKU_PERMISSIONS.edit },
    output: saleSkuSyncAnswer,
    input: { params: syncBody, labels },
    example: { shopId: '1000000000000004101' },
    handler: async (c, { params: body }) => {
      const shopIds = requireValue(c, 'shopId', [
        ...new Set([...(body.shopIds ?? []), ...(body.shopId ? [body.shopId] : [])]),
      ])
      const answer = await c.var.db.begin((tx) => syncShopSaleSkus(tx, actorOf(c), shopIds))
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
    output: saleSkuWithMappingsAnswer,
    input: { params: addListBody, labels: { ...labels, ...fieldLabels(baseSaleSkuAssociated) } },
    example: { saleSkuId: '1000000000000003802', list: [{ sysSku: 'DEMO-KETTLE-17L-2PK', quantity: 1 }] },
    handler: async (c, { params: body }) => {
      const answer = await c.var.db.begin((tx) => addMappings(tx, actorOf(c), body.saleSkuId, body.list))
      return ok(c, answer)
    },
  }),
]
