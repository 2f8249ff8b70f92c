import type { Context } from 'hono'
import { z } from 'zod'
import { translate } from '#sync/i18n/messages.ts'
import { ORDER_STATUS } from '#sync/resources/orders/order.actions.ts'
import { ORDER_PERMISSIONS, order, orderHistory } from '#sync/resources/orders/order.resource.ts'
import {
  createB2BOrderContract,
  importOrdersContract,
  orderDetailAnswer,
  orderDetailContract,
  orderHistoryStep,
  orderLabels,
  orderPageAnswer,
  orderPageContract,
  orderRow,
  orderTemplateContract,
  reviewAnswer,
  submitOrderContract,
  tabCountsContract,
} from '#sync/resources/orders/orders.contracts.ts'
import { recordAnswer } from '#sync/resources/resource-contracts.ts'
import { exampleBody, fieldLabels, idListSchema, idSchema } from '#sync/resources/resource-schemas.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import type { AppEnv } from '../platform/http/app-env.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { requirePermission } from '../platform/http/authenticate.ts'
import { sheetResponse } from '../platform/http/call-input.ts'
import { type CallDef, defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { afterCommit, decorateRecords, saveRecord } from '../platform/records/records.ts'
import { listQuery } from '../platform/resources/list-query.ts'
import { readRecord } from '../platform/resources/record-store.ts'
import { actorOf, readUploadedSheet, unknownId } from '../platform/resources/resource-calls.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { DEMO } from '../shops/seed-shops.ts'
import { createB2BOrder, invoiceWorkbook, shippingListWorkbook } from './order-b2b.ts'
import { intakeOrder, LINES, parseOrderInput, pullOrders } from './order-intake.ts'
import {
  countByStatus,
  countOrders,
  findOrderId,
  historyOf,
  orderDetail,
  orderPage,
  orderQuery,
  tabCounts,
} from './order-read.ts'
import {
  fbaSheetRows,
  historySkus,
  leaveOrderWord,
  orderExists,
  orderedSysSkus,
  orderProductStock,
  orderSkuQuantities,
  ordersOfSellerOrder,
  overstockPage,
} from './order-screens.ts'
import { ORDER_DEMO } from './order-seed.ts'
import { fbaColumns, importOrders, orderTemplate, skuNumColumns } from './order-sheets.ts'

const BASE = '/api/erp/order'
const { view, add, edit } = ORDER_PERMISSIONS
const labels = orderLabels
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const _codeSchema = z.string().trim().min(1).max(40)
const byIdOrCode = orderDetailContract.input.query
const idsBody = z.object({ ids: idListSchema })

/** A line of the examples: a demo product the buyer saw under a sales SKU. */
const exampleLine = { productId: P.kettle, sellerSku: 'HM-KETTLE-17-US', quantity: 1, price: '39.90' }
/** The B2C form's example: a new order of the demo shop with one line. */
const formExample = {
  ...exampleBody(order),
  sellerOrderId: 'AMZ-113-0000001',
  // As the detail answers money (two places), so a round trip compares equal.
  freightAmount: '0.00',
  discountAmount: '0.00',
  [LINES]: [exampleLine],
}

/** The id or code of one order from a parsed query (one of the two is required). */
function oneOrder(c: Context<AppEnv>, q: { id?: string; code?: string }) {
  if (q.id || q.code) return q
  throw validationError([
    { field: 'code', message: translate('fieldRequired', c.var.lang, { field: order.fields.code.label[c.var.lang] }) },
  ])
}

/** Reads one order as the detail answers it, in a read transaction. */
const detailOf = (c: Context<AppEnv>, id: string) => c.var.db.begin((tx) => orderDetail(tx, actorOf(c), id))

/** Saves an order through the record path (update) and answers it as the detail shows it. */
async function updateAndAnswer(c: Context<AppEnv>, raw: Row) {
  const actor = actorOf(c)
  const body = parseOrderInput(c.var.lang, raw, 'update')
  const id = await c.var.db.begin((tx) => saveRecord(tx, order, body, actor, raw))
  await afterCommit(c.var.deps.root, order, actor, { op: 'save', ids: [id] })
  return ok(c, await detailOf(c, id))
}

/** Takes in a form's new order (the one intake path: idempotent on the marketplace order no.) and answers it. */
async function intakeAndAnswer(c: Context<AppEnv>, raw: Row) {
  const actor = actorOf(c)
  const made = await c.var.db.begin(async (tx) => {
    const r = await intakeOrder(tx, actor, raw, 'form')
    const record = (await readRecord(tx, order, r.id)) as Row
    await decorateRecords(tx, order, actor, [record])
    return record
  })
  await afterCommit(c.var.deps.root, order, actor, { op: 'save', ids: [String(made.id)] })
  return ok(c, made)
}

/** A page of orders under fixed filters (a tab or a kind of order), the request's filters beside them. */
function fixedPage(
  path: string,
  area: string,
  summary: string,
  fixed: Record<string, string>,
  alsoOther = false,
): CallDef {
  return defineCall({
    method: 'GET',
    alsoOther,
    path: `${BASE}/${path}`,
    area,
    summary,
    access: { permission: view },
    readOnly: true,
    cachedAnswer: true,
    input: { query: listQuery, labels },
    output: orderPageAnswer,
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => orderPage(tx, actorOf(c), query, fixed))),
  })
}

/** Streams rows read in id order, newest first, a thousand per short transaction (keyset: no OFFSET over a million rows). */
async function* byIdDesc(
  db: { begin<T>(work: (tx: Queryable) => Promise<T>): Promise<T> },
  read: (tx: Queryable, before: string | null, limit: number) => Promise<Row[]>,
): AsyncIterable<Row[]> {
  let before: string | null = null
  for (;;) {
    const rows = await db.begin((tx) => read(tx, before, 1000))
    if (rows.length) yield rows
    if (rows.length < 1000) return
    before = String(rows[rows.length - 1]?.id)
  }
}

/** Order intake, reading, import and export calls (spec 2 §7.1), and the B2B calls of vendor-orders that live on erp/order. */
export const orderIntakeCalls: CallDef[] = [
  defineCall({
    ...orderPageContract,
    alsoOther: true,
    area: 'orders',
    summary:
      'Sales orders, newest first: tab (status), batch codes, marketplace order and tracking numbers and SKUs (_in exact, _likeany contains), shop, warehouse, platform, country, type, FBA, dates; with names and the tab',
    access: { permission: view },
    readOnly: true,
    cachedAnswer: true,
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => orderPage(tx, actorOf(c), query))),
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/list`,
    area: 'orders',
    summary: 'Sales orders as the page answers them (same filters)',
    access: { permission: view },
    readOnly: true,
    cachedAnswer: true,
    input: { query: listQuery, labels },
    output: orderPageAnswer,
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => orderPage(tx, actorOf(c), query))),
  }),
  defineCall({
    ...orderDetailContract,
    alsoOther: true,
    area: 'orders',
    summary:
      'One order (id or code) with its lines, history (newest first, with who), reservations, the rule that routed it and why, tracks and labels',
    access: { permission: view },
    readOnly: true,
    handler: async (c, { query }) => {
      const by = oneOrder(c, query)
      const id = await c.var.db.begin((tx) => findOrderId(tx, by))
      return ok(c, await detailOf(c, id))
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/save`,
    area: 'orders',
    summary:
      'Takes in a B2C order from the form (shop, buyer, address, orderSkuVOS lines with product, quantity and unit price): code, totals and status by the order rules; a marketplace order no. already taken in answers that order',
    access: { permission: add },
    input: submitOrderContract.input,
    output: orderRow,
    example: formExample,
    handler: async (c, { body }) => intakeAndAnswer(c, body),
  }),
  defineCall({
    ...submitOrderContract,
    alsoOther: true,
    area: 'orders',
    summary: 'Saves an order from the form: without id a new one (as save), with id an update (as edit)',
    access: { permission: [add, edit] },
    example: formExample,
    handler: async (c, { body }) => {
      const raw = body as Row
      if (raw.id === undefined || raw.id === null || raw.id === '') {
        await requirePermission(c, add)
        return intakeAndAnswer(c, raw)
      }
      await requirePermission(c, edit)
      const found = idSchema.safeParse(String(raw.id))
      if (!found.success) throw unknownId(c)
      const exists = await c.var.db.begin((tx) => orderExists(tx, found.data))
      if (!exists) throw unknownId(c)
      return updateAndAnswer(c, raw)
    },
  }),
  defineCall({
    method: 'POST',
    path: `${BASE}/edit`,
    area: 'orders',
    summary:
      'Changes an order (id, version, the fields to change, orderSkuVOS to replace the lines): only before it goes to the warehouse; a reviewed order keeps its lines and warehouse',
    access: { permission: edit },
    input: {
      body: z.object({ id: idSchema }).catchall(z.unknown()),
      labels,
    },
    output: orderDetailAnswer,
    example: { id: ORDER_DEMO.toAuditCa, remark: 'Call before delivery' },
    handler: async (c, { body }) => updateAndAnswer(c, body as Row),
  }),
  defineCall({
    method: 'POST',
    path: `${BASE}/leaveWord`,
    area: 'orders',
    summary:
      'Adds a note to orders (ids, leaveWord and/or remark): the remark is kept on the order, both go into its history',
    access: { permission: edit },
    input: {
      body: idsBody.extend({
        leaveWord: z.string().trim().max(1000).optional(),
        remark: z.string().trim().max(1000).optional(),
      }),
      labels,
    },
    output: z.literal(true),
    example: { ids: [ORDER_DEMO.toAuditCa], remark: 'Customer asked for a gift receipt' },
    handler: async (c, { body }) => {
      if (!body.leaveWord && !body.remark) throw new AppError('VALIDATION', 'orders.wordRequired')
      await c.var.db.begin((tx) => leaveOrderWord(tx, actorOf(c), body))
      return ok(c, true)
    },
  }),
  defineCall({
    method: 'POST',
    path: `${BASE}/pullOrder`,
    area: 'orders',
    summary:
      "Takes in a marketplace's orders of one shop (shopId, orders: order fields and orderSkuVOS lines by productId, sysSku or the shop's sales SKU); an order already taken in is answered, not doubled; refused orders are listed with why",
    access: { permission: add },
    input: {
      body: z.object({ shopId: idSchema, orders: z.array(z.record(z.string(), z.unknown())).min(1).max(500) }),
      labels,
    },
    /** What was taken in, what was there already, and each refused order with its fields' problems. */
    output: z.object({
      created: z.number(),
      existing: z.number(),
      createdIds: z.array(z.string()),
      existingIds: z.array(z.string()),
      failed: z.array(
        z.object({
          index: z.number(),
          sellerOrderId: z.string().nullable(),
          errors: z.array(z.object({ field: z.string(), message: z.string() })),
          message: z.string(),
        }),
      ),
      review: reviewAnswer,
    }),
    example: {
      shopId: DEMO.shopAmazonUs,
      orders: [
        {
          sellerOrderId: '113-7000001-0000001',
          buyerName: 'Jamie Lee',
          addressName: 'Jamie Lee',
          addressCountryCode: 'US',
          addressStateOrRegion: 'CA',
          addressCity: 'San Diego',
          addressPostalCode: '92101',
          addressLine1: '500 Harbor Dr',
          fobCurrency: 'USD',
          [LINES]: [{ sellerSku: 'HM-KETTLE-17-US', quantity: 1, price: '39.99' }],
        },
      ],
    },
    handler: async (c, { body }) => {
      const r = await c.var.db.begin((tx) => pullOrders(tx, actorOf(c), body.shopId, body.orders as Row[]))
      return ok(c, r)
    },
  }),
  defineCall({
    ...tabCountsContract,
    area: 'orders',
    summary:
      "The tabs' counts (all, noPay, toAudit, audited, pending, shipped, freeze, stockout, ltlPedding, issue, rendscr) under the page's filters but the tab",
    access: { permission: view },
    readOnly: true,
    cachedAnswer: true,
    handler: async (c, { query }) =>
      ok(c, tabCounts(await c.var.db.begin((tx) => countByStatus(tx, actorOf(c), query)))),
  }),
  defineCall({
    method: 'GET',
    path: `${BASE}/orderNum`,
    area: 'orders',
    summary:
      "How many orders the page's filters find, the tab included, counted exactly (the page total is capped at 10,000)",
    access: { permission: view },
    readOnly: true,
    cachedAnswer: true,
    input: { query: listQuery, labels },
    output: z.number(),
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => countOrders(tx, actorOf(c), query))),
  }),
  fixedPage('auditList', 'orders', "Orders pending review (the toAudit tab), with the page's filters", {
    status: ORDER_STATUS.toAudit,
  }),
  fixedPage('cancelOrderPage', 'orders', "Discarded orders (the rendscr tab), with the page's filters", {
    status: ORDER_STATUS.discarded,
  }),
  fixedPage('fbaOrders', 'orders', "Orders to be delivered by FBA (isFba), with the page's filters", { isFba: '1' }),
  defineCall({
    method: 'GET',
    path: `${BASE}/getOverstockOriginOrder`,
    area: 'orders',
    summary:
      "Out-of-stock orders (a page, with the page's filters), each with its lines and what its warehouse has available of them: shortSkus lists the lines it cannot fill",
    access: { permission: view },
    readOnly: true,
    input: { query: listQuery, labels },
    output: orderPageAnswer,
    handler: async (c, { query }) => {
      const page = await c.var.db.begin((tx) => overstockPage(tx, actorOf(c), query))
      return ok(c, page)
    },
  }),
  defineCall({
    method: 'GET',
    path: `${BASE}/getTemuOrder`,
    area: 'orders',
    summary: 'The orders of a marketplace order no. (sellerOrderId), temu-style channels included, with their lines',
    access: { permission: view },
    readOnly: true,
    cachedAnswer: true,
    input: { query: z.object({ sellerOrderId: z.string().trim().min(1).max(64) }), labels },
    output: z.array(orderRow),
    handler: async (c, { query }) => {
      const found = await c.var.db.begin((tx) => ordersOfSellerOrder(tx, actorOf(c), query.sellerOrderId))
      return ok(c, found)
    },
  }),
  defineCall({
    method: 'GET',
    path: `${BASE}/skuInventoryLibrary`,
    area: 'orders',
    summary:
      "What each warehouse holds of the orders' products (ids): on hand, reserved and available per product and warehouse",
    access: { permission: view },
    readOnly: true,
    input: { query: idsBody, labels },
    output: z.array(
      z.object({
        productId: z.string(),
        sysSku: z.string().nullable(),
        productName: z.string().nullable(),
        storeId: z.string(),
        storeName: z.string().nullable(),
        onHand: z.number(),
        reserved: z.number(),
        available: z.number(),
      }),
    ),
    handler: async (c, { query }) => {
      const rows = await c.var.db.begin((tx) => orderProductStock(tx, query.ids))
      return ok(c, rows)
    },
  }),
  defineCall({
    method: 'GET',
    path: `${BASE}/sysSkuList`,
    area: 'orders',
    summary: "System SKUs that appear on orders (search: part of the SKU or name), for the filters' pickers",
    access: { permission: view },
    readOnly: true,
    cachedAnswer: true,
    input: { query: z.object({ search: z.string().trim().max(100).optional() }), labels },
    output: z.array(z.object({ productId: z.string(), sysSku: z.string(), productName: z.string().nullable() })),
    handler: async (c, { query }) => {
      const rows = await c.var.db.begin((tx) => orderedSysSkus(tx, query.search))
      return ok(c, rows)
    },
  }),
  defineCall({
    method: 'GET',
    path: `${BASE}/orderHistory`,
    area: 'orders',
    summary: "An order's history (code or id), newest first, with who did each step",
    access: { permission: view },
    readOnly: true,
    cachedAnswer: true,
    input: { query: byIdOrCode, labels },
    output: z.array(orderHistoryStep),
    handler: async (c, { query }) => {
      const by = oneOrder(c, query)
      return ok(
        c,
        await c.var.db.begin((tx) => historyOf(tx, by.id ? { orderId: by.id } : { code: by.code }, c.var.lang)),
      )
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/erp/orderHistory/detail',
    area: 'orders',
    summary: 'The history rows of an order (code), newest first; with id, that one history row',
    access: { permission: view },
    readOnly: true,
    cachedAnswer: true,
    input: { query: byIdOrCode, labels: { ...labels, ...fieldLabels(orderHistory) } },
    /** The steps of an order named by code, or one step by id. */
    output: z.union([z.array(orderHistoryStep), recordAnswer(orderHistory)]),
    handler: async (c, { query }) => {
      const by = oneOrder(c, query)
      if (by.code) return ok(c, await c.var.db.begin((tx) => historyOf(tx, { code: by.code }, c.var.lang)))
      const row = await c.var.db.begin((tx) => readRecord(tx, orderHistory, String(by.id)))
      if (!row) throw new AppError('NOT_FOUND', 'recordNotFound')
      return ok(c, row)
    },
  }),
  defineCall({
    ...orderTemplateContract,
    area: 'orders',
    summary: "The order import template (xlsx): one row per line, headers in the caller's language, an example row",
    access: { permission: view },
    readOnly: true,
    raw: true,
    handler: async (c) =>
      new Response(new Uint8Array(await orderTemplate(c.var.lang)), {
        headers: { 'Content-Type': XLSX, 'Content-Disposition': 'attachment; filename="order-template.xlsx"' },
      }),
  }),
  defineCall({
    ...importOrdersContract,
    area: 'orders',
    summary:
      'Imports orders from the template (multipart file, xlsx or csv, up to 5,000 rows): all or nothing, 400 with data.errors [{row, field, message}]',
    access: { permission: add },
    handler: async (c) => {
      const sheet = await readUploadedSheet(c)
      const actor = actorOf(c)
      const done = await c.var.db.begin((tx) => importOrders(tx, actor, sheet))
      return ok(c, done, 'importDone')
    },
  }),
  defineCall({
    method: 'GET',
    path: `${BASE}/exportOrderSkuNum`,
    area: 'orders',
    summary: "SKU × quantity over the orders the page's filters find (xlsx): units and orders per SKU",
    access: { permission: view },
    readOnly: true,
    raw: true,
    input: { query: listQuery, labels },
    handler: async (c, { query }) => {
      const actor = actorOf(c)
      // One aggregate (as many rows as SKUs, however many orders), read before the file starts.
      const rows = await c.var.db.begin((tx) => orderSkuQuantities(tx, actor, query))
      async function* once() {
        yield rows
      }
      return sheetResponse(c, 'order-sku-quantity', 'xlsx', skuNumColumns(c.var.lang), once())
    },
  }),
  defineCall({
    method: 'GET',
    path: `${BASE}/fbaExportExcel`,
    area: 'orders',
    summary:
      "FBA orders (xlsx) under the page's filters, with their SKUs and quantities; streamed, a thousand at a time",
    access: { permission: view },
    readOnly: true,
    raw: true,
    input: { query: listQuery, labels },
    handler: async (c, { query }) => {
      const actor = actorOf(c)
      const filters = { ...query, isFba: '1', current: '1', size: '1' }
      // Checked before the download starts, so a bad filter is a 400, not a broken file.
      await c.var.db.begin((tx) => orderQuery(tx, actor, filters))
      const batches = byIdDesc(c.var.db, (tx, before, limit) => fbaSheetRows(tx, actor, filters, before, limit))
      return sheetResponse(c, 'fba-orders', 'xlsx', fbaColumns(c.var.lang), batches)
    },
  }),
  // vendor-orders: the B2B wholesale calls, on erp/order.
  defineCall({
    ...createB2BOrderContract,
    alsoOther: true,
    area: 'vendor-orders',
    summary:
      'Takes in a B2B wholesale order (orderSkuVOS lines with supplyPrice and retailPrice, deliveryDate, isShippingList): supply and retail amounts kept exactly',
    access: { permission: add },
    example: {
      shopId: DEMO.shopShopify,
      buyerName: 'Harbor Home Goods LLC',
      company: 'Harbor Home Goods LLC',
      addressName: 'Receiving Dept.',
      addressCountryCode: 'US',
      addressStateOrRegion: 'NJ',
      addressCity: 'Edison',
      addressPostalCode: '08817',
      addressLine1: '200 Raritan Center Pkwy',
      fobCurrency: 'USD',
      deliveryDate: '2026-12-15',
      isShippingList: 1,
      [LINES]: [{ productId: P.pan, quantity: 20, supplyPrice: '12.50', retailPrice: '29.99' }],
    },
    handler: async (c, { body }) => {
      const actor = actorOf(c)
      const made = await c.var.db.begin(async (tx) => {
        const r = await createB2BOrder(tx, actor, body as Row)
        return orderDetail(tx, actor, r.id)
      })
      await afterCommit(c.var.deps.root, order, actor, { op: 'save', ids: [String(made.id)] })
      return ok(c, made)
    },
  }),
  fixedPage(
    'wholesaleOrderPage',
    'vendor-orders',
    "B2B wholesale orders (orderType 2), with the page's filters",
    { orderType: '2' },
    true,
  ),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/selectHistorySKu`,
    area: 'vendor-orders',
    summary:
      'SKUs a shop or buyer ordered before (shopId, buyerId, buyerName; orderType, 2 for wholesale), each with its last prices and how often, from the latest 500 orders',
    access: { permission: view },
    readOnly: true,
    cachedAnswer: true,
    input: {
      query: z.object({
        shopId: idSchema.optional(),
        buyerId: z.string().trim().max(100).optional(),
        buyerName: z.string().trim().max(100).optional(),
        orderType: z.enum(['1', '2', '3']).optional(),
      }),
      labels,
    },
    output: z.array(
      z.object({
        productId: z.string().nullable(),
        sysSku: z.string().nullable(),
        sellerSku: z.string().nullable(),
        productName: z.string().nullable(),
        lastPrice: z.string().nullable(),
        supplyPrice: z.string().nullable(),
        retailPrice: z.string().nullable(),
        orders: z.number(),
        quantity: z.number(),
      }),
    ),
    handler: async (c, { query }) => {
      const rows = await c.var.db.begin((tx) => historySkus(tx, query))
      return ok(c, rows)
    },
  }),
  defineCall({
    method: 'GET',
    path: `${BASE}/downShippingList`,
    area: 'vendor-orders',
    summary:
      'The packing list of B2B orders (ids) as an xlsx, a sheet per order: ship-to, delivery date, lines with quantity and weight',
    access: { permission: view },
    readOnly: true,
    raw: true,
    input: { query: idsBody, labels },
    handler: async (c, { query }) => {
      const body = await c.var.db.begin((tx) => shippingListWorkbook(tx, actorOf(c), query.ids))
      return new Response(new Uint8Array(body), {
        headers: { 'Content-Type': XLSX, 'Content-Disposition': 'attachment; filename="shipping-list.xlsx"' },
      })
    },
  }),
  defineCall({
    method: 'POST',
    path: `${BASE}/downInvoice`,
    area: 'vendor-orders',
    summary:
      "A B2B order's invoice (id in the body) as an xlsx: seller, buyer, lines with prices and amounts, goods, freight, discount and total",
    access: { permission: view },
    raw: true,
    input: { body: z.object({ id: idSchema }), labels },
    example: { id: ORDER_DEMO.b2b },
    handler: async (c, { body }) => {
      const invoice = await c.var.db.begin((tx) => invoiceWorkbook(tx, actorOf(c), body.id))
      return new Response(new Uint8Array(invoice.body), {
        headers: { 'Content-Type': XLSX, 'Content-Disposition': `attachment; filename="invoice-${invoice.code}.xlsx"` },
      })
    },
  }),
]
