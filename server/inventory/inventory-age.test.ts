import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'

// Issue 10 §2 inventory age: lots bucketed by days since their inbound date, with value; the
// trend from the ledger; the books check.
let t: TestApp
let token: string
const A1 = '1000000000000005021'
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)
const get = (path: string, query: Record<string, string>) => t.call('GET', path, { token, query, lang: 'en-US' })

beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
  for (const [batchNo, age, quantity, unitCost] of [
    ['A', 10, 4, '10.0000'],
    ['B', 45, 3, '12.0000'],
    ['C', 400, 2, '8.0000'],
  ] as const) {
    const r = await t.call('POST', '/api/erp/storeproductinventory/submit', {
      token,
      body: {
        storeId: W.storeLa,
        positionId: A1,
        productId: P.lantern,
        batchNo,
        inboundDate: daysAgo(age),
        quantity,
        reason: 'Opening',
        unitCost,
      },
    })
    expect(r.json.code, r.text).toBe(200)
  }
})
afterAll(() => t.close())

describe('inventory age', () => {
  it('puts each lot in its age bucket, with units and value, oldest SKUs first', async () => {
    const r = await get('/api/erp/inventorylibraryage/page', { sysSku: 'LANTERN' })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data.records).toEqual([
      expect.objectContaining({
        sysSku: 'DEMO-LANTERN',
        quantity: 9,
        stockValue: '92.00',
        age0to30: 4,
        age0to30Value: '40.00',
        age31to60: 3,
        ageOver365: 2,
        age91to180: 0,
      }),
    ])
    const floor = await get('/api/ware/winventorylibraryage/page', { storeId: W.storeLa })
    expect(floor.json.data.total).toBeGreaterThanOrEqual(1)
    const lots = await get('/api/erp/inventorylibraryage/detail', { storeId: W.storeLa, productId: P.lantern })
    expect(lots.json.data.lots.map((l: { batchNo: string; bucket: string }) => [l.batchNo, l.bucket])).toEqual([
      ['C', 'ageOver365'],
      ['B', 'age31to60'],
      ['A', 'age0to30'],
    ])
    const floorLots = await get('/api/ware/winventorylibraryage/detail', { storeId: W.storeLa, productId: P.lantern })
    expect(floorLots.json.data.lots).toEqual(lots.json.data.lots)
    const list = await get('/api/erp/inventorylibraryage/list', { sysSku: 'LANTERN' })
    expect(list.json.data).toEqual(r.json.data.records)
    const sheet = await get('/api/erp/inventorylibraryage/export', { storeId: W.storeLa })
    expect(sheet.status).toBe(200)
  })

  it('follows the stock over days from the ledger, and checks the books', async () => {
    const trend = await get('/api/erp/inventorylibraryage/inventoryTrend', { productId: P.lantern, days: '7' })
    expect(trend.json.data).toHaveLength(7)
    expect(trend.json.data.at(-1)).toMatchObject({ onHand: 9, moved: 9 })
    const check = await t.call('POST', '/api/erp/inventorylibraryage/check', { token })
    expect(check.json.data).toEqual({ balanced: true, problems: [] })
    const bad = await get('/api/erp/inventorylibraryage/inventoryTrend', { days: '1000' })
    expect(bad.json.code).toBe(400)
  })

  it('keeps plans for aged stock: the page shows the open one beside the buckets, detail reads one by id', async () => {
    const post = (path: string, body: unknown) => t.call('POST', path, { token, body, lang: 'en-US' })
    const made = await post('/api/erp/inventorylibraryage/submit', {
      storeId: W.storeLa,
      productId: P.lantern,
      action: '1',
      quantity: 2,
      targetDate: daysAgo(-30),
      remark: 'Clear the 400-day lot',
    })
    expect(made.json.code, made.text).toBe(200)
    const id = made.json.data.id
    const page = await get('/api/erp/inventorylibraryage/page', { sysSku: 'LANTERN' })
    expect(page.json.data.records[0].openPlan).toMatchObject({ id, action: 1, quantity: 2 })
    const lots = await get('/api/erp/inventorylibraryage/detail', { storeId: W.storeLa, productId: P.lantern })
    expect(lots.json.data.plans).toEqual([expect.objectContaining({ id, remark: 'Clear the 400-day lot' })])
    const done = await post('/api/ware/winventorylibraryage/update', { id, planStatus: '2' })
    expect(done.json.code, done.text).toBe(200)
    const plan = await get('/api/erp/inventorylibraryage/detail', { id })
    expect(plan.json.data).toMatchObject({ id, planStatus: 2, quantity: 2 })
    const after = await get('/api/erp/inventorylibraryage/page', { sysSku: 'LANTERN' })
    expect(after.json.data.records[0].openPlan).toBeNull()
    const bad = await post('/api/erp/inventorylibraryage/submit', { storeId: W.storeLa, action: '9', quantity: 0 })
    expect(bad.json.code).toBe(400)
    expect(bad.json.data.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'action',
      'productId',
      'quantity',
    ])
    const neither = await get('/api/erp/inventorylibraryage/detail', { storeId: W.storeLa })
    expect(neither.json.code).toBe(400)
    expect(neither.json.data.errors[0].field).toBe('productId')
    expect((await post('/api/erp/inventorylibraryage/remove', { ids: id })).json.code).toBe(200)
    expect((await get('/api/erp/inventorylibraryage/detail', { id })).json.code).toBe(404)
  })
})
