import type { Context } from 'hono'
import { z } from 'zod'
import type { Language } from '#sync/i18n/language.ts'
import { type Field, f } from '#sync/resources/define-resource.ts'
import { PURCHASE_PERMISSIONS } from '#sync/resources/purchasing/purchase.resource.ts'
import {
  attentionBody,
  attentionContract,
  configAnswer,
  configBody,
  inventoryStatisticAnswer,
  replenishmentLabels,
  replenishmentPageAnswer,
  replenishmentPageContract,
  replenishmentQuery,
  replenishmentTrendContract,
  salesWarningAnswer,
  toPurchaseBody,
  toPurchaseContract,
} from '#sync/resources/purchasing/replenishment.contracts.ts'
import { REPLENISHMENT_PERMISSIONS as PERMISSIONS } from '#sync/resources/purchasing/replenishment.resource.ts'
import type { AppEnv } from '../platform/http/app-env.ts'
import { sheetResponse } from '../platform/http/call-input.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import type { SheetColumn } from '../platform/resources/spreadsheet.ts'
import {
  freshen,
  inventoryStatistic,
  periodSales,
  purchasePage,
  replenishmentConfig,
  replenishmentPage,
  salesTrend,
  salesWarning,
  setAttention,
  suggestionsToPurchase,
  updateConfig,
} from './replenishment.ts'

const REPL = '/api/erp/replenishment'
const ANALYSE = '/api/erp/productInventoryAnalyse'
const KETTLE = '1000000000000003101'
const labels = replenishmentLabels
const pageInput = { params: replenishmentQuery, labels }
const view = { permission: PERMISSIONS.view }
const edit = { permission: PERMISSIONS.edit }
const FIGURES =
  '7/15/30/60/90-day daily sales (sold ÷ days, 2 decimals), dynamic daily sales 0.4×avg7 + 0.3×avg30 + 0.3×avg90, available and in-transit stock, stockout days = available ÷ daily sales − stocking − safety days, suggested quantity (spec 1 §9, rounded up to whole units), turnover 2 × shipped ÷ (opening + closing stock), each with `explain` (formula, inputs, value)'

/** Today's windows before a read (the day's first reader rolls them over). */
const fresh = (c: Context<AppEnv>) => freshen(c.var.db, actorOf(c).session.tenantId)

/** A list's query with its turnover period (the configured days unless given), after the day's rollover. */
async function freshQuery(c: Context<AppEnv>, params: unknown) {
  const q = replenishmentQuery.parse(params)
  const config = await fresh(c)
  return { ...q, days: q.days ?? config.turnoverDays }
}

const attentionCall = (path: string, column: 'attention' | 'purchase_attention', what: string) =>
  defineCall({
    ...attentionContract,
    path,
    area: 'purchasing',
    summary: `Marks (attention 1) or unmarks (0) SKUs (productIds, in one warehouse with storeId) ${what}; answers how many rows changed`,
    access: edit,
    example: { productIds: [KETTLE], attention: 1 },
    handler: async (c, { body }) =>
      ok(c, await c.var.db.begin((tx) => setAttention(tx, attentionBody.parse(body), column))),
  })

const sheetField = (type: 'text' | 'integer' | 'decimal', zh: string, en: string, ja: string): Field =>
  type === 'text'
    ? f.text({ label: { zh, en, ja } })
    : type === 'integer'
      ? f.integer({ label: { zh, en, ja } })
      : f.decimal({ label: { zh, en, ja } })

const SHEET: [string, Field][] = [
  ['sysSku', sheetField('text', 'SKU', 'SKU', 'SKU')],
  ['productName', sheetField('text', '产品名称', 'Product', '商品名')],
  ['storeName', sheetField('text', '仓库', 'Warehouse', '倉庫')],
  ['avg7', sheetField('decimal', '7天日均', '7-day average', '7日平均')],
  ['avg15', sheetField('decimal', '15天日均', '15-day average', '15日平均')],
  ['avg30', sheetField('decimal', '30天日均', '30-day average', '30日平均')],
  ['avg60', sheetField('decimal', '60天日均', '60-day average', '60日平均')],
  ['avg90', sheetField('decimal', '90天日均', '90-day average', '90日平均')],
  ['dailySales', sheetField('decimal', '动态日均', 'Daily sales', '動的日販')],
  ['available', sheetField('integer', '可用库存', 'Available', '引当可能')],
  ['inTransit', sheetField('integer', '在途', 'In transit', '輸送中')],
  ['stockoutDays', sheetField('decimal', '断货天数', 'Stockout days', '欠品日数')],
  ['suggested', sheetField('integer', '建议补货量', 'Suggested', '推奨補充数')],
  ['turnover', sheetField('decimal', '周转率', 'Turnover', '回転率')],
]
const sheetColumns = (lang: Language): SheetColumn[] =>
  SHEET.map(([key, field]) => ({ key, field, header: field.label[lang] }))

/** Replenishment and the product inventory analysis (spec 2 §7.5), on the maintained sales aggregate. */
export const replenishmentCalls = [
  defineCall({
    ...replenishmentPageContract,
    area: 'purchasing',
    readOnly: true,
    summary: `Replenishment per SKU and warehouse (sku, storeId, productId, factoryId; warning=1 only rows whose stockout days are under the warning days, suggested=1 only rows to buy, attention=1 watched rows; sort, order; 30 a page): ${FIGURES}`,
    access: view,
    example: { current: 1, size: 30, warning: 1 },
    handler: async (c, { params }) =>
      ok(
        c,
        await fresh(c).then(() =>
          c.var.db.begin((tx) => replenishmentPage(tx, actorOf(c), replenishmentQuery.parse(params))),
        ),
      ),
  }),
  defineCall({
    method: 'GET',
    path: `${REPL}/purchasePage`,
    area: 'purchasing',
    readOnly: true,
    summary:
      'The purchase view of replenishment: rows to buy (suggested > 0 unless suggested=0), by supplier (factoryId), each with its default supplier, price and the quantity to order: at least the minimum order, rounded up to whole boxes (purchase rules per SKU, else per supplier, else the supplier row and product), explained',
    output: replenishmentPageAnswer,
    access: view,
    input: pageInput,
    example: { current: 1, size: 30 },
    handler: async (c, { params }) =>
      ok(
        c,
        await fresh(c).then(() =>
          c.var.db.begin((tx) => purchasePage(tx, actorOf(c), replenishmentQuery.parse(params))),
        ),
      ),
  }),
  attentionCall(`${REPL}/attention`, 'attention', 'to watch on the replenishment page'),
  defineCall({
    method: 'GET',
    path: `${REPL}/purchase_attention`,
    area: 'purchasing',
    readOnly: true,
    summary: "The SKUs watched for purchasing, as the purchase view's rows",
    output: replenishmentPageAnswer,
    access: view,
    input: pageInput,
    example: { current: 1, size: 30 },
    handler: async (c, { params }) =>
      ok(
        c,
        await fresh(c).then(() =>
          c.var.db.begin((tx) => purchasePage(tx, actorOf(c), replenishmentQuery.parse(params), true)),
        ),
      ),
  }),
  attentionCall(`${REPL}/purchase_attention`, 'purchase_attention', 'to watch for purchasing'),
  defineCall({
    ...replenishmentTrendContract,
    area: 'purchasing',
    readOnly: true,
    summary:
      "A SKU's units shipped per day over the last days (7-180, 90 by default) against its stock on hand at each day's end (today's less the ledger's later movements), in one warehouse or all",
    access: view,
    example: { productId: KETTLE, days: 30 },
    handler: async (c, { params }) => {
      await fresh(c)
      return ok(c, await c.var.db.begin((tx) => salesTrend(tx, params)))
    },
  }),
  defineCall({
    ...toPurchaseContract,
    area: 'purchasing',
    summary:
      "Turns selected suggestions (productIds, in one warehouse with storeId) into one draft purchase: each SKU at its purchase quantity (the minimum order, whole boxes) from its default supplier; answers the purchase's id",
    access: { permission: PURCHASE_PERMISSIONS.add },
    example: { productIds: [KETTLE] },
    handler: async (c, { body }) =>
      ok(c, await c.var.db.begin((tx) => suggestionsToPurchase(tx, actorOf(c), toPurchaseBody.parse(body)))),
  }),
  defineCall({
    method: 'GET',
    path: `${ANALYSE}/saleAnalysePage`,
    area: 'purchasing',
    readOnly: true,
    summary:
      'Sales analysis per SKU and warehouse: units in the 7/15/30/60/90-day windows, their daily averages, orders in 30 days and, with startDate/endDate, the units and orders of that period; best sellers first',
    output: replenishmentPageAnswer,
    access: view,
    input: pageInput,
    example: { current: 1, size: 30 },
    handler: async (c, { params }) => {
      const q = await freshQuery(c, params)
      return ok(
        c,
        await c.var.db.begin(async (tx) => {
          const page = await replenishmentPage(tx, actorOf(c), q)
          return { ...page, records: await periodSales(tx, page.records, q.startDate, q.endDate) }
        }),
      )
    },
  }),
  defineCall({
    method: 'GET',
    path: `${ANALYSE}/salesWarning`,
    area: 'purchasing',
    readOnly: true,
    summary:
      'Sales warnings: how many SKUs are under their warning days, out of stock while selling, to buy and watched, the units suggested, and the ten most urgent rows',
    output: salesWarningAnswer,
    access: view,
    input: 'nothing',
    handler: async (c) => {
      await fresh(c)
      return ok(c, await c.var.db.begin((tx) => salesWarning(tx, actorOf(c))))
    },
  }),
  defineCall({
    method: 'GET',
    path: `${ANALYSE}/inventoryAnalysePage`,
    area: 'purchasing',
    readOnly: true,
    summary:
      'Inventory analysis per SKU and warehouse over a period (days, the configured turnover days by default): opening stock (on hand less the ledger movements since), closing stock, units shipped and turnover = 2 × shipped ÷ (opening + closing), with turnover days',
    output: replenishmentPageAnswer,
    access: view,
    input: pageInput,
    example: { current: 1, size: 30, days: 30 },
    handler: async (c, { params }) => {
      const q = await freshQuery(c, params)
      const sorted = { ...q, sort: q.sort ?? ('onHand' as const) }
      return ok(c, await c.var.db.begin((tx) => replenishmentPage(tx, actorOf(c), sorted)))
    },
  }),
  defineCall({
    method: 'GET',
    path: `${ANALYSE}/inventoryAnalyseStatistic`,
    area: 'purchasing',
    readOnly: true,
    summary:
      'Totals over every SKU and warehouse: SKUs, on hand, available, in transit, units suggested, shipped over the period (days) and the overall turnover with its inputs',
    output: inventoryStatisticAnswer,
    access: view,
    input: { params: z.object({ days: z.coerce.number().int().min(1).max(366).optional() }), labels },
    example: { days: 30 },
    handler: async (c, { params }) => {
      await fresh(c)
      return ok(c, await c.var.db.begin((tx) => inventoryStatistic(tx, actorOf(c), params.days)))
    },
  }),
  defineCall({
    method: 'GET',
    path: `${ANALYSE}/config`,
    area: 'purchasing',
    readOnly: true,
    summary: "The tenant's replenishment defaults: stocking, safety, expected sales, warning and turnover days",
    output: configAnswer,
    access: view,
    input: 'nothing',
    handler: async (c) => ok(c, await c.var.db.begin((tx) => replenishmentConfig(tx, actorOf(c).session.tenantId))),
  }),
  defineCall({
    method: 'POST',
    path: `${ANALYSE}/updateConfig`,
    area: 'purchasing',
    summary:
      "Sets the tenant's replenishment defaults (stockingDays, safetyDays, expectedDays, warningDays, turnoverDays; each optional): every SKU without a rule of its own takes them at once",
    output: configAnswer,
    access: edit,
    input: { body: configBody, labels },
    example: { stockingDays: 30, safetyDays: 7, expectedDays: 60, warningDays: 7 },
    handler: async (c, { body }) =>
      ok(c, await c.var.db.begin((tx) => updateConfig(tx, actorOf(c), configBody.parse(body)))),
  }),
  defineCall({
    method: 'GET',
    path: `${ANALYSE}/export`,
    raw: true,
    area: 'purchasing',
    readOnly: true,
    summary: 'The replenishment rows as a spreadsheet (xlsx), with the filters and sort of the page',
    access: view,
    input: { query: replenishmentQuery, labels },
    handler: async (c, { query }) => {
      const q = await freshQuery(c, query)
      async function* batches() {
        for (let current = 1; current <= 10; current++) {
          const page = await c.var.db.begin((tx) => replenishmentPage(tx, actorOf(c), { ...q, current, size: 1000 }))
          if (page.records.length) yield page.records
          if (current >= page.pages) return
        }
      }
      return sheetResponse(c, 'replenishment', 'xlsx', sheetColumns(c.var.lang), batches())
    },
  }),
]
