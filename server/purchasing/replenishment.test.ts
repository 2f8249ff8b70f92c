import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderActions } from '#sync/resources/orders/order.actions.ts'
import { MOVEMENT, postStockMovements } from '../inventory/stock-ledger.ts'
import { insertTestOrder, tenantDb } from '../orders/order-test-helpers.ts'
import type { Actor } from '../platform/actor.ts'
import { nextId } from '../platform/db/next-id.ts'
import { runAction } from '../platform/records/transition.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { adminActor } from '../testing/test-users.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'
import { purchaseQuantity, turnover } from './replenishment.ts'
import { DEMO_FACTORIES } from './seed-purchasing.ts'

// Issue 30: replenishment's figures against a fixture worked out by hand, and every way an order
// ships keeping the daily sales current. Windows end today and include it (7 days = today and the 6
// before). Defaults: stocking 30, safety 7, expected 60, warning 7 days.
let t: TestApp
let admin: string
let actor: Actor
const STORE = W.storeLa
/** The fixture's category and products A-D (made in beforeAll: ids come from the leased worker). */
let ids: Record<'category' | 'a' | 'b' | 'c' | 'd', string>

const get = (path: string, query: Record<string, string | number> = {}) =>
  t.call('GET', path, { token: admin, query, lang: 'en-US' })
const post = (path: string, body: unknown) => t.call('POST', path, { token: admin, body, lang: 'en-US' })

/** 'YYYY-MM-DD 12:00:00' of `days` ago, on the database's calendar. */
async function dayAgo(days: number): Promise<string> {
  const [r] = await t.root.query<{ d: string }>(
    `SELECT to_char(current_date - $1::int, 'YYYY-MM-DD') || ' 12:00:00' AS d`,
    [days],
  )
  return String(r?.d)
}

/** A sales order of one line shipped `days` ago (written straight in, as an import would). */
async function shipped(productId: string, quantity: number, days: number) {
  return insertTestOrder(t, {
    status: 5,
    storeId: STORE,
    shipTime: await dayAgo(days),
    lines: [{ productId, sysSku: `RPL-${productId}`, quantity, price: '10.00' }],
  })
}

/** A product; A has no category, the others share the fixture's. */
async function product(id: string, sku: string, boxQuantity: number | null) {
  await t.root.query(
    `INSERT INTO erp_base_product (id, tenant_id, sys_sku, name, category_id, box_quantity) VALUES ($1, '000000', $2, $2, $3, $4)`,
    [id, sku, id === ids.a ? null : ids.category, boxQuantity],
  )
}

async function stock(productId: string, onHand: number, reserved: number) {
  await t.root.query(
    `INSERT INTO erp_store_product_inventory (id, tenant_id, store_id, position_id, product_id, sys_sku, batch_no, inbound_date, on_hand, reserved, available, in_transit, unit_cost)
     VALUES ($1, '000000', $2, (SELECT min(id) FROM ware_base_store_position WHERE store_id = $2), $3, $4, 'B1',
             current_date - 100, $5::int, $6::int, $5::int - $6::int, 0, 1)`,
    [nextId(), STORE, productId, `RPL-${productId}`, onHand, reserved],
  )
}

beforeAll(async () => {
  t = await openTestApp()
  ids = { category: nextId(), a: nextId(), b: nextId(), c: nextId(), d: nextId() }
  admin = (await t.signIn()).access_token
  actor = await adminActor(t)
  await t.root.query(
    `INSERT INTO erp_base_category (id, tenant_id, category_name, category_code) VALUES ($1, '000000', 'RPL category', 'RPLCAT')`,
    [ids.category],
  )
  await product(ids.a, 'RPLT-A', null)
  await product(ids.b, 'RPLT-B', 12)
  await product(ids.c, 'RPLT-C', null)
  await product(ids.d, 'RPLT-D', null)
  // B is bought from the demo's Kaili factory at 2.50.
  await t.root.query(
    `INSERT INTO erp_product_factory (id, tenant_id, product_id, factory_id, factory_name, sys_sku, purchase_price, currency, is_default)
     VALUES ($1, '000000', $2, $3, 'Kaili', 'RPLT-B', 2.5, 'CNY', 1)`,
    [nextId(), ids.b, DEMO_FACTORIES.kaili],
  )
  await stock(ids.a, 200, 20)
  await stock(ids.b, 10, 0)
  await stock(ids.c, 50, 0)
  await stock(ids.d, 0, 0)
  // A: 7 today, 10 + 4 three days ago (two orders), 30 ten days ago, 15 twenty days ago, 60 at 45, 90 at 80, 50 at 100.
  for (const [q, d] of [
    [7, 0],
    [10, 3],
    [4, 3],
    [30, 10],
    [15, 20],
    [60, 45],
    [90, 80],
    [50, 100],
  ] as const)
    await shipped(ids.a, q, d)
  // B: 20 today, 15 five days ago. C: 100 days ago only. D: 9 three days ago.
  await shipped(ids.b, 20, 0)
  await shipped(ids.b, 15, 5)
  await shipped(ids.c, 40, 100)
  await shipped(ids.d, 9, 3)
  // B's own rule; C and D take their category's.
  for (const body of [
    { productId: ids.b, stockingDays: 10, safetyDays: 5, expectedDays: 30 },
    { categoryId: ids.category, stockingDays: 20, safetyDays: 10, expectedDays: 45 },
  ])
    expect((await post('/api/erp/replenishmentrules/submit', body)).json.code).toBe(200)
  expect(
    (
      await post('/api/erp/replenishmentpurchaserules/submit', {
        productId: ids.b,
        minOrderQuantity: 100,
        boxQuantity: 12,
      })
    ).json.code,
  ).toBe(200)
})
afterAll(() => t.close())

const rowOf = async (productId: string, path = '/api/erp/replenishment/page') => {
  const r = await get(path, { productId, size: 30, suggested: 0 })
  expect(r.json.code, r.text).toBe(200)
  return r.json.data.records[0]
}

describe('replenishment figures', () => {
  it('works out A by the defaults', async () => {
    const a = await rowOf(ids.a)
    // Windows: 7 → 7+14 = 21; 15 → +30 = 51; 30 → +15 = 66; 60 → +60 = 126; 90 → +90 = 216 (100 days ago is out).
    expect([a.sold7, a.sold15, a.sold30, a.sold60, a.sold90]).toEqual([21, 51, 66, 126, 216])
    // 21/7 = 3.00, 51/15 = 3.40, 66/30 = 2.20, 126/60 = 2.10, 216/90 = 2.40.
    expect([a.avg7, a.avg15, a.avg30, a.avg60, a.avg90]).toEqual(['3.00', '3.40', '2.20', '2.10', '2.40'])
    // 0.4×3.00 + 0.3×2.20 + 0.3×2.40 = 1.20 + 0.66 + 0.72 = 2.58.
    expect(a.dailySales).toBe('2.58')
    // Available 200 − 20 = 180; 180 ÷ 2.58 = 69.767… → 69.77; − 30 − 7 = 32.77.
    expect([a.available, a.coverDays, a.stockoutDays]).toEqual([180, '69.77', '32.77'])
    // ⌈(60 − 32.77) × 2.58⌉ = ⌈70.2534⌉ = 71; 32.77 is not under 7: no warning.
    expect([a.suggested, a.warning, a.ruleSource]).toEqual([71, 0, 'default'])
    // Orders in 30 days: 1 + 2 + 1 + 1 = 5. Turnover (30 days, no ledger moves: opening = closing = 200): 2×66/400 = 0.33; 30/0.33 = 90.91 days.
    expect([a.orders30, a.turnover, a.turnoverDays]).toEqual([5, '0.33', '90.91'])
    expect(a.explain.dailySales).toEqual({
      formula: '0.4 × avg7 + 0.3 × avg30 + 0.3 × avg90 (2 decimals)',
      inputs: { avg7: '3.00', avg30: '2.20', avg90: '2.40' },
      value: '2.58',
    })
    expect(a.explain.suggested.inputs).toMatchObject({ expectedDays: 60, stockoutDays: '32.77', dailySales: '2.58' })
    expect(a.explain.turnover.inputs).toEqual({ shipped: 66, openingStock: 200, closingStock: 200, periodDays: 30 })
  })

  it('works out B by its own rule, short of stock', async () => {
    const b = await rowOf(ids.b)
    // 35 in every window: 35/7 = 5.00, 35/15 = 2.33, 35/30 = 1.17, 35/60 = 0.58, 35/90 = 0.39.
    expect([b.avg7, b.avg15, b.avg30, b.avg60, b.avg90]).toEqual(['5.00', '2.33', '1.17', '0.58', '0.39'])
    // 2.00 + 0.351 + 0.117 = 2.468 → 2.47; 10 ÷ 2.47 = 4.048… → 4.05; − 10 − 5 = −10.95.
    expect([b.dailySales, b.coverDays, b.stockoutDays]).toEqual(['2.47', '4.05', '-10.95'])
    // Below 0: ⌈30 × 2.47⌉ = ⌈74.1⌉ = 75; −10.95 < 7: a warning.
    expect([b.suggested, b.warning, b.ruleSource, b.stockingDays]).toEqual([75, 1, 'sku', 10])
    expect(b.explain.suggested.formula).toBe('⌈expectedDays × dailySales⌉')
  })

  it('works out C and D by their category', async () => {
    const c = await rowOf(ids.c)
    // Sold only 100 days ago: no daily sales, so no stockout day, nothing to buy, no warning.
    expect([c.dailySales, c.stockoutDays, c.suggested, c.warning, c.ruleSource]).toEqual([
      '0.00',
      null,
      0,
      0,
      'category',
    ])
    const d = await rowOf(ids.d)
    // 9: 9/7 = 1.29, 9/15 = 0.60, 9/30 = 0.30, 9/60 = 0.15, 9/90 = 0.10; 0.516 + 0.09 + 0.03 = 0.636 → 0.64.
    expect([d.avg7, d.avg15, d.avg30, d.avg60, d.avg90, d.dailySales]).toEqual([
      '1.29',
      '0.60',
      '0.30',
      '0.15',
      '0.10',
      '0.64',
    ])
    // 0 ÷ 0.64 = 0.00; − 20 − 10 = −30.00; ⌈45 × 0.64⌉ = ⌈28.8⌉ = 29.
    expect([d.coverDays, d.stockoutDays, d.suggested, d.warning]).toEqual(['0.00', '-30.00', 29, 1])
  })

  it('orders the purchase: B at least 100, in boxes of 12', async () => {
    // max(75, 100) = 100; ⌈100 / 12⌉ = 9 boxes = 108.
    const b = await rowOf(ids.b, '/api/erp/replenishment/purchasePage')
    expect([b.purchaseQuantity, b.minOrderQuantity, b.boxQuantity]).toEqual([108, 100, 12])
    expect(purchaseQuantity(75, 0, 0)).toBe(75)
    expect(purchaseQuantity(0, 100, 12)).toBe(0)
    expect(turnover(66, 200, 200)).toBe('0.33')
    expect(turnover(5, 0, 0)).toBeNull()
  })

  it('turns a selected suggestion into a draft purchase at its purchase quantity', async () => {
    const r = await post('/api/erp/replenishment/toPurchase', { productIds: [ids.b], storeId: STORE })
    expect(r.json.code, r.text).toBe(200)
    const lines = await t.root.query<{ quantity: number; factoryId: string; price: string }>(
      `SELECT quantity, factory_id::text, price::text FROM erp_purchase_item WHERE purchase_id = $1 AND is_deleted = 0`,
      [r.json.data.id],
    )
    // B: 108 (above), from its default supplier at its price.
    expect(lines).toEqual([{ quantity: 108, factoryId: DEMO_FACTORIES.kaili, price: '2.5000' }])
    // C has nothing to buy: refused, nothing made.
    const none = await post('/api/erp/replenishment/toPurchase', { productIds: [ids.c] })
    expect(none.status).toBe(400)
  })

  it('filters warnings, most urgent first, and watches SKUs', async () => {
    const r = await get('/api/erp/replenishment/page', { sku: 'RPLT-', warning: 1 })
    // Ascending stockout days: D (−30.00) before B (−10.95); A and C have no warning.
    expect(r.json.data.records.map((x: { sysSku: string }) => x.sysSku)).toEqual(['RPLT-D', 'RPLT-B'])
    expect((await post('/api/erp/replenishment/attention', { productIds: [ids.a], attention: 1 })).json.data).toBe(1)
    const watched = await get('/api/erp/replenishment/page', { sku: 'RPLT-', attention: 1 })
    expect(watched.json.data.records.map((x: { sysSku: string }) => x.sysSku)).toEqual(['RPLT-A'])
  })

  it('takes new defaults at once where no rule applies', async () => {
    expect((await post('/api/erp/productInventoryAnalyse/updateConfig', { stockingDays: 40 })).json.code).toBe(200)
    // A: 69.77 − 40 − 7 = 22.77; ⌈(60 − 22.77) × 2.58⌉ = ⌈96.0534⌉ = 97.
    const a = await rowOf(ids.a)
    expect([a.stockoutDays, a.suggested]).toEqual(['22.77', 97])
    expect((await post('/api/erp/productInventoryAnalyse/updateConfig', { stockingDays: 30 })).json.code).toBe(200)
  })

  it('refuses a rule for both a product and a category, and bad input', async () => {
    const r = await post('/api/erp/replenishmentrules/submit', { productId: ids.a, categoryId: ids.category })
    expect(r.status).toBe(400)
    expect((await get('/api/erp/replenishment/page', { warning: 7 })).status).toBe(400)
    expect((await post('/api/erp/replenishment/attention', { productIds: ['x'], attention: 1 })).status).toBe(400)
  })

  it('exports the rows as xlsx and answers the analysis', async () => {
    const r = await get('/api/erp/productInventoryAnalyse/export', { sku: 'RPLT-', warning: 1 })
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(r.bytes as unknown as ArrayBuffer)
    expect(book.worksheets[0]?.rowCount).toBe(3)
    const stat = await get('/api/erp/productInventoryAnalyse/inventoryAnalyseStatistic', { days: 30 })
    expect(stat.json.code, stat.text).toBe(200)
    const warn = await get('/api/erp/productInventoryAnalyse/salesWarning')
    expect(warn.json.data.warning).toBeGreaterThanOrEqual(2)
    const trend = await get('/api/erp/replenishment/trend', { productId: ids.a, storeId: STORE, days: 7 })
    // Today 7, three days ago 14; stock 200 on each day (the fixture moved none through the ledger).
    expect(trend.json.data.at(-1)).toMatchObject({ quantity: 7, stock: 200 })
    expect(trend.json.data.at(-4)).toMatchObject({ quantity: 14 })
  })
})

describe('stock moved through the ledger', () => {
  it('counts on the next read: D receives 64 units', async () => {
    const [position] = await t.root.query<{ id: string }>(
      `SELECT min(id)::text AS id FROM ware_base_store_position WHERE store_id = $1`,
      [STORE],
    )
    await tenantDb(t).begin((tx) =>
      postStockMovements(tx, actor, [
        {
          storeId: STORE,
          positionId: String(position?.id),
          productId: ids.d,
          quantity: 64,
          movementType: MOVEMENT.receipt,
          unitCost: '1',
          document: { type: 'test', id: '1' },
        },
      ]),
    )
    const d = await rowOf(ids.d)
    // Available 0 + 64; 64 ÷ 0.64 = 100.00; − 20 − 10 = 70.00; ⌈(45 − 70) × 0.64⌉ < 0 → 0; no warning.
    expect([d.available, d.coverDays, d.stockoutDays, d.suggested, d.warning]).toEqual([64, '100.00', '70.00', 0, 0])
    // Turnover: opening = 64 on hand − 64 received today = 0, closing 64, 9 shipped: 2×9/64 = 0.28125 → 0.28.
    expect([d.openingStock, d.turnover]).toEqual([0, '0.28'])
  })
})

describe('every way an order ships keeps the daily sales current', () => {
  const todayOf = async (productId: string) => {
    const [r] = await t.root.query<{ quantity: number; orderCount: number }>(
      `SELECT quantity, order_count FROM erp_sales_daily WHERE product_id = $1 AND sale_day = current_date`,
      [productId],
    )
    return r
  }

  it('counts an order marked shipped by hand, one shipped by the warehouse path and one written by SQL', async () => {
    const before = await todayOf(ids.c)
    expect(before).toBeUndefined()
    const audited = () =>
      insertTestOrder(t, {
        status: 3,
        storeId: STORE,
        lines: [{ productId: ids.c, sysSku: 'RPLT-C', quantity: 2, price: '5.00' }],
      })
    const byHand = await audited()
    const r = await post('/api/erp/order/markTheDelivery', { ids: [byHand.id], trackNumber: '1ZRPL0001' })
    expect(r.json.code, r.text).toBe(200)
    expect(await todayOf(ids.c)).toEqual({ quantity: 2, orderCount: 1 })
    // The warehouse order's path runs the action with its own work, not markDelivered.
    const byWarehouse = await audited()
    await tenantDb(t).begin((tx) =>
      runAction(tx, actor, orderActions.markShipped, [byWarehouse.id], { trackNumber: '1ZRPL0002' }, () => ({
        trackNumber: '1ZRPL0002',
      })),
    )
    expect(await todayOf(ids.c)).toEqual({ quantity: 4, orderCount: 2 })
    const bySql = await audited()
    await t.root.query(`UPDATE erp_order SET status = 5, ship_time = localtimestamp(0) WHERE id = $1`, [bySql.id])
    expect(await todayOf(ids.c)).toEqual({ quantity: 6, orderCount: 3 })
    // Shipping is counted once: touching a shipped order again adds nothing.
    await t.root.query(`UPDATE erp_order SET remark = 'again' WHERE id = $1`, [bySql.id])
    expect(await todayOf(ids.c)).toEqual({ quantity: 6, orderCount: 3 })
    const c = await rowOf(ids.c)
    // C now sold 6 today: 6/7 = 0.86, 6/30 = 0.20, 6/90 = 0.07; 0.344 + 0.06 + 0.021 = 0.425 → 0.43.
    expect([c.sold7, c.dailySales]).toEqual([6, '0.43'])
  })
})
