import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_TAB_OF_STATUS } from '#sync/resources/orders/order.actions.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { DEMO } from '../shops/seed-shops.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'
import { ORDER_DEMO } from './order-seed.ts'
import { linesOutOfStep } from './order-test-helpers.ts'

// Issue 12 reading: the order page's filters, the tabs' counts (kept by the counter of migration
// 0030, checked against a real count after every kind of write), the detail and the history.
let t: TestApp
let token: string
const get = (path: string, query: Record<string, string>) => t.call('GET', path, { token, query, lang: 'en-US' })
const post = (path: string, body: unknown) => t.call('POST', path, { token, body, lang: 'en-US' })
/** The ids of this part's demo orders on a page, sorted (other parts seed orders of their own). */
const MINE = new Set<string>(Object.values(ORDER_DEMO))
const ids = (r: { json: { data: { records: { id: string }[] } } }) =>
  r.json.data.records
    .map((o) => o.id)
    .filter((id) => MINE.has(id))
    .sort()
/** Every record of a page meets the condition. */
const every = (
  r: { json: { data: { records: Record<string, unknown>[] } } },
  test: (o: Record<string, unknown>) => boolean,
) => expect(r.json.data.records.every(test)).toBe(true)
const page = (query: Record<string, string>) => get('/api/erp/order/page', { size: '200', ...query })

beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())
// Every line carries its order's status, whatever the test did to the order (migration 0036).
afterEach(async () => expect(await linesOutOfStep(t)).toEqual([]))

/** The tabs' counts as a count of the orders themselves. */
async function realCounts(where = 'TRUE', params: unknown[] = []) {
  const rows = await t.root.query<{ status: number; n: string }>(
    `SELECT status, count(*)::text AS n FROM erp_order WHERE tenant_id = '000000' AND is_deleted = 0 AND ${where} GROUP BY status`,
    params,
  )
  const out: Record<string, number> = { all: 0 }
  for (const tab of Object.values(ORDER_TAB_OF_STATUS)) out[tab] = 0
  for (const r of rows) {
    out[ORDER_TAB_OF_STATUS[String(r.status)] as string] = Number(r.n)
    out.all = (out.all as number) + Number(r.n)
  }
  return out
}

describe('the order page', () => {
  it('filters by tab and names the shop, warehouse, transport and tab', async () => {
    const r = await page({ status: '3' })
    expect(r.json.code, r.text).toBe(200)
    expect(ids(r)).toEqual([ORDER_DEMO.audited])
    expect(r.json.data.records.find((o: { id: string }) => o.id === ORDER_DEMO.audited)).toMatchObject({
      tab: 'audited',
      shopName: 'Amazon美国站主店',
      storeName: expect.any(String),
      transportName: expect.any(String),
      ruleName: '美西订单就近发货',
    })
    every(r, (o) => o.status === 3 && o.tab === 'audited')
    expect(r.json.data.total).toBe((await realCounts()).audited)
    expect((await page({ status: '99' })).status).toBe(400)
  })

  it('finds batch codes exactly and by part, comma or newline separated, and names the unmatched', async () => {
    const exact = await page({ code_in: 'AU26112000001\nEB26112100001,NOPE' })
    expect(ids(exact)).toEqual([ORDER_DEMO.toAuditCa, ORDER_DEMO.toAuditNj])
    expect(exact.json.data.unmatched).toEqual({ code_in: ['NOPE'] })
    const fuzzy = await page({ code_likeany: '2611200,2611210' })
    expect(ids(fuzzy)).toEqual([ORDER_DEMO.toAuditCa, ORDER_DEMO.toAuditNj])
    // Issue 27, item 10: a code the tab filtered out is in another tab, not unknown.
    const reviewedTab = await page({ code_in: 'AU26112000001,NOPE', status: '3' })
    expect(ids(reviewedTab)).toEqual([])
    expect(reviewedTab.json.data.unmatched).toEqual({ code_in: ['NOPE'] })
    const sellers = await page({ sellerOrderId_in: '503-1234567-7654321' })
    expect(ids(sellers)).toEqual([ORDER_DEMO.japan])
  })

  it('finds orders by the SKUs of their lines, sales or system, exact or by part', async () => {
    const mugs = await page({ sku_in: 'WM-MUG-350' })
    expect(ids(mugs)).toEqual([ORDER_DEMO.stockout])
    const bySales = await page({ sku_in: 'EB-PAN-28,NO-SKU' })
    expect(ids(bySales)).toEqual([ORDER_DEMO.toAuditNj])
    expect(bySales.json.data.unmatched).toEqual({ sku_in: ['NO-SKU'] })
    const part = await page({ sku_likeany: 'FILTER', status: '5' })
    expect(ids(part)).toEqual([ORDER_DEMO.shipped])
    const filters = await page({ sku_likeany: 'filter' })
    expect(ids(filters)).toEqual([ORDER_DEMO.toAuditCa, ORDER_DEMO.shipped].sort())
    // Paged one by one, an exact SKU's orders are counted as the page is cut from them: each page
    // tells the same exact total, and carries nothing of the count in its rows.
    const whole = (await page({ sku_in: 'DEMO-KETTLE-FILTER' })).json.data.records.map((o: { id: string }) => o.id)
    expect(whole.length).toBeGreaterThan(2)
    const [first, second, past] = await Promise.all(
      [1, 2, whole.length + 1].map((current) =>
        page({ sku_in: 'DEMO-KETTLE-FILTER', size: '1', current: String(current) }).then((r) => r.json.data),
      ),
    )
    const total = whole.length
    for (const p of [first, second]) expect(p).toMatchObject({ total, totalExact: true, pages: total })
    expect([...first.records, ...second.records].map((o: { id: string }) => o.id)).toEqual(whole.slice(0, 2))
    expect(Object.keys(first.records[0])).not.toContain('matched')
    expect(past).toMatchObject({ total, records: [] })
  })

  it('filters by shop, country, warehouse, type, FBA and dates', async () => {
    const jp = await page({ shopId: DEMO.shopAmazonJp })
    expect(ids(jp)).toEqual([ORDER_DEMO.japan])
    every(jp, (o) => o.shopId === DEMO.shopAmazonJp)
    const country = await page({ addressCountryCode: 'JP' })
    expect(ids(country)).toEqual([ORDER_DEMO.japan])
    every(country, (o) => o.addressCountryCode === 'JP')
    const nj = await page({ storeId: W.storeNj })
    expect(ids(nj)).toEqual([ORDER_DEMO.shipped])
    every(nj, (o) => o.storeId === W.storeNj)
    expect(ids(await page({ orderType: '2' }))).toEqual([ORDER_DEMO.b2b])
    const fba = await page({ isFba: '1' })
    expect(ids(fba)).toEqual([ORDER_DEMO.fba])
    every(fba, (o) => o.isFba === 1)
    const days = await page({ orderTime_datege: '2026-11-24', orderTime_datele: '2026-11-24' })
    expect(ids(days)).toEqual([ORDER_DEMO.stockout, ORDER_DEMO.frozen, ORDER_DEMO.problem].sort())
    const shopAndTab = await page({ shopId: DEMO.shopAmazonUs, status: '2' })
    expect(ids(shopAndTab)).toEqual([ORDER_DEMO.toAuditCa, ORDER_DEMO.fba].sort())
    every(shopAndTab, (o) => o.shopId === DEMO.shopAmazonUs && o.status === 2)
    const created = await page({ createTime_datege: '2000-01-01', status: '10' })
    expect(ids(created)).toEqual([ORDER_DEMO.discarded])
    // A creation-time range reads newest first, as the page without one does.
    const since = await page({ createTime_datege: '2000-01-01' })
    const unfiltered = await page({})
    expect(since.json.data.records.map((o: { id: string }) => o.id)).toEqual(
      unfiltered.json.data.records.map((o: { id: string }) => o.id),
    )
    expect((await page({ createTime_datege: '2026-02-30' })).status).toBe(400)
  })

  it('answers the special pages: pending review, discarded, FBA, out of stock with what is short', async () => {
    expect(ids(await get('/api/erp/order/auditList', { size: '100', shopId: DEMO.shopEbayUs }))).toEqual([
      ORDER_DEMO.toAuditNj,
    ])
    expect(ids(await get('/api/erp/order/cancelOrderPage', {}))).toEqual([ORDER_DEMO.discarded])
    expect(ids(await get('/api/erp/order/fbaOrders', {}))).toEqual([ORDER_DEMO.fba])
    const short = await get('/api/erp/order/getOverstockOriginOrder', { size: '100' })
    every(short, (o) => o.status === 7)
    expect(short.json.data.records.find((o: { id: string }) => o.id === ORDER_DEMO.stockout)).toMatchObject({
      id: ORDER_DEMO.stockout,
      shortSkus: [{ sysSku: 'DEMO-MUG-350', quantity: 12, available: 8, short: 4 }],
    })
    const temu = await get('/api/erp/order/getTemuOrder', { sellerOrderId: '200011223344' })
    expect(temu.json.data[0]).toMatchObject({
      id: ORDER_DEMO.stockout,
      orderSkuVOS: [expect.objectContaining({ quantity: 12 })],
    })
    const stock = await get('/api/erp/order/skuInventoryLibrary', { ids: ORDER_DEMO.audited })
    expect(stock.json.data).toContainEqual(
      expect.objectContaining({ sysSku: 'DEMO-MUG-350', storeId: W.storeLa, onHand: 10, reserved: 2, available: 8 }),
    )
    const skus = await get('/api/erp/order/sysSkuList', { search: 'pan' })
    expect(skus.json.data).toEqual([expect.objectContaining({ sysSku: 'DEMO-PAN-28', productId: P.pan })])
  })
})

describe("the tabs' counts", () => {
  it('answer every tab from the counter, and the filtered ones by counting', async () => {
    const all = await get('/api/erp/order/stateOrderNum', {})
    expect(all.json.data).toEqual(await realCounts())
    const us = await get('/api/erp/order/stateOrderNum', { shopId: DEMO.shopAmazonUs, status: '3' })
    expect(us.json.data).toEqual(await realCounts('shop_id = $1', [DEMO.shopAmazonUs]))
    expect((await get('/api/erp/order/orderNum', { status: '2' })).json.data).toBe((await realCounts()).toAudit)
    const us23 = await realCounts('shop_id = $1 AND status IN (2, 3)', [DEMO.shopAmazonUs])
    expect((await get('/api/erp/order/orderNum', { status_in: '2,3', shopId: DEMO.shopAmazonUs })).json.data).toBe(
      us23.all,
    )
  })

  it('stay equal to a real count after intake, edits, status changes and removes', async () => {
    const made = await post('/api/erp/order/pullOrder', {
      shopId: DEMO.shopEbayUs,
      orders: [1, 2, 3].map((n) => ({
        sellerOrderId: `COUNT-${n}`,
        addressName: 'Count Buyer',
        addressCountryCode: 'US',
        addressStateOrRegion: 'NJ',
        orderSkuVOS: [{ productId: P.pan, quantity: 1, price: '1.00' }],
      })),
    })
    expect(made.json.data.created, made.text).toBe(3)
    const [a, b] = made.json.data.createdIds as [string, string, string]
    expect((await get('/api/erp/order/stateOrderNum', {})).json.data).toEqual(await realCounts())
    await post('/api/erp/order/edit', { id: a, remark: 'no status change' })
    // A status change as transition() writes it, and the removal of another order.
    await t.root.query(`UPDATE erp_order SET status = 10 WHERE id = $1`, [a])
    expect((await t.call('POST', '/api/erp/order/remove', { token, query: { ids: b } })).json.code).toBe(200)
    const counts = (await get('/api/erp/order/stateOrderNum', {})).json.data
    expect(counts).toEqual(await realCounts())
    const tab = await page({ status: '10' })
    expect(tab.json.data.total).toBe(counts.rendscr)
    expect(tab.json.data.records).toHaveLength(counts.rendscr)
  })

  it('fold their deltas without changing the sums', async () => {
    await t.root.query(`SELECT erp_order_count_fold('000000')`)
    const rows = await t.root.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM erp_order_status_count WHERE tenant_id = '000000'`,
    )
    // One row per combination of status, shop, platform, warehouse, country, type and FBA in use.
    const combos = await t.root.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT DISTINCT status, shop_id, platform_id, store_id, address_country_code,
              order_type, is_fba FROM erp_order WHERE tenant_id = '000000' AND is_deleted = 0) c`,
    )
    expect(rows[0]?.n).toBe(combos[0]?.n)
    expect((await get('/api/erp/order/stateOrderNum', {})).json.data).toEqual(await realCounts())
  })

  it("count only the caller's tenant", async () => {
    const other = (await t.signIn('100001')).access_token
    const r = await t.call('GET', '/api/erp/order/stateOrderNum', { token: other })
    const [row] = await t.root.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM erp_order WHERE tenant_id = '100001' AND is_deleted = 0`,
    )
    expect(r.json.data.all).toBe(Number(row?.n))
  })
})

describe('the detail and history', () => {
  it('reads an order by code with its lines, history, reservations, rule and names', async () => {
    const r = await get('/api/erp/order/detail', { code: 'AU26112200001' })
    expect(r.json.code, r.text).toBe(200)
    const d = r.json.data
    expect(d).toMatchObject({
      id: ORDER_DEMO.audited,
      tab: 'audited',
      rule: { id: DEMO.ruleWestCoast, ruleName: '美西订单就近发货' },
      ruleExplanation: expect.stringContaining('West coast'),
      orderSkuVOS: [expect.objectContaining({ sysSku: 'DEMO-MUG-350', quantity: 2, amount: '29.98' })],
      reservations: [expect.objectContaining({ quantity: 2, positionCode: 'B-01-01' })],
      tracks: expect.any(Array),
      labels: expect.any(Array),
    })
    expect(d.history[0]).toMatchObject({ action: 'review', createUserName: expect.any(String) })
    expect((await get('/api/erp/order/detail', { code: 'NOPE' })).status).toBe(404)
    expect((await get('/api/erp/order/detail', {})).status).toBe(400)
  })

  it('answers the history by code at both addresses', async () => {
    const a = await get('/api/erp/order/orderHistory', { code: 'EB26111800001' })
    const b = await get('/api/erp/orderHistory/detail', { code: 'EB26111800001' })
    expect(a.json.data.map((h: { action: string }) => h.action)).toEqual(['markShipped', 'review', 'create'])
    expect(a.json.data.every((h: { orderCode: string }) => h.orderCode === 'EB26111800001')).toBe(true)
    expect(b.json.data).toEqual(a.json.data)
    const one = await get('/api/erp/orderHistory/detail', { id: a.json.data[0].id })
    expect(one.json.data).toMatchObject({ orderCode: 'EB26111800001', action: 'markShipped' })
    const generic = await get('/api/erp/orderHistory/page', { orderCode: 'EB26111800001' })
    expect(generic.json.data.total).toBe(3)
  })
})

describe('exports', () => {
  it('sums SKUs over the filtered orders, and lists FBA orders', async () => {
    const skus = await get('/api/erp/order/exportOrderSkuNum', { shopId: DEMO.shopShopify })
    expect(skus.status).toBe(200)
    expect(skus.headers.get('content-type')).toMatch(/spreadsheet/)
    const fba = await get('/api/erp/order/fbaExportExcel', {})
    expect(fba.status).toBe(200)
    expect((await get('/api/erp/order/fbaExportExcel', { status: 'x' })).status).toBe(400)
  })
})
