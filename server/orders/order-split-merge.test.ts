import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { DEMO as S } from '../shops/seed-shops.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'
import { type SimulatedMarketplace, trackingPushOf } from './marketplace-tracking.ts'
import { fromUnits, shareByWeights, toUnits } from './order-shares.ts'
import { marketplaceNumbers } from './order-split-merge.ts'
import { insertTestOrder, linesOutOfStep } from './order-test-helpers.ts'

// Issue 12: split and merge keep quantities and money exact to the cent; split needs one order,
// every line fully split, warehouse, transport and quantity; merge is refused naming the field
// (shop, buyer, address, currency) that differs.
let t: TestApp
let token: string
const post = (path: string, body: unknown) => t.call('POST', path, { token, body, lang: 'en-US' })
const get = (path: string, query: Record<string, string>) => t.call('GET', path, { token, query, lang: 'en-US' })

beforeAll(async () => {
  t = await openTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'split-merge-')) })
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())
// Every line carries its order's status, whatever the test did to the order (migration 0036).
afterEach(async () => expect(await linesOutOfStep(t)).toEqual([]))

type OrderRow = {
  id: string
  code: string
  status: number
  parentOrderId: string | null
  mergedIntoId: string | null
  goodsAmount: string
  freightAmount: string
  discountAmount: string
  orderTotalMoney: string
  totalQuantity: number
  totalWeight: string | null
  storeId: string | null
  transportId: string | null
}
const orderRows = (where: string, params: unknown[]) =>
  t.root.query<OrderRow>(
    `SELECT id::text, code, status, parent_order_id::text, merged_into_id::text, goods_amount::text,
            freight_amount::text, discount_amount::text, order_total_money::text, total_quantity, total_weight::text,
            store_id::text, transport_id::text
       FROM erp_order WHERE ${where} ORDER BY code`,
    params,
  )
const linesOf = (orderId: string) =>
  t.root.query<{ productId: string; quantity: number; price: string; amount: string }>(
    `SELECT product_id::text, quantity, price::text, amount::text FROM erp_order_item WHERE order_id = $1 ORDER BY id`,
    [orderId],
  )
const sum = (values: string[]) => fromUnits(values.reduce((s, v) => s + toUnits(v), 0n))

describe('exact shares', () => {
  it('shares 10.00 three ways as 3.33, 3.33 and 3.34', () => {
    expect(shareByWeights(1000n, [1n, 1n, 1n]).map((u) => fromUnits(u))).toEqual(['3.33', '3.33', '3.34'])
    expect(shareByWeights(1000n, [0n, 2n, 0n])).toEqual([0n, 1000n, 0n])
    expect(shareByWeights(1n, [0n, 0n])).toEqual([0n, 1n])
  })
})

describe('split', () => {
  it('answers the split form: lines, warehouses and transports', async () => {
    const o = await insertTestOrder(t, { status: 2, lines: [{ quantity: 3, price: '3.34' }] })
    const r = await get('/api/erp/order/orderSplitNew', { id: o.id })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data.lines).toHaveLength(1)
    expect(r.json.data.lines[0]).toMatchObject({ id: o.lineIds[0], quantity: 3 })
    expect(r.json.data.stores.some((s: { id: string }) => s.id === W.storeLa)).toBe(true)
    expect(r.json.data.transports.some((x: { id: string }) => x.id === W.transportUps)).toBe(true)
  })

  it('splits 10.00 of goods three ways, freight and discount shared, the totals kept to the cent', async () => {
    const o = await insertTestOrder(t, {
      status: 2,
      storeId: W.storeLa,
      freight: '1.00',
      discount: '0.10',
      lines: [
        { quantity: 3, price: '3.33', amount: '10.00', weight: '0.333' },
        { productId: P.kettle, sysSku: 'DEMO-KETTLE-17L', quantity: 2, price: '0.01' },
      ],
    })
    const [lantern, kettle] = o.lineIds as [string, string]
    const part = (storeId: string, lines: { itemId: string; quantity: number }[]) => ({
      storeId,
      transportId: W.transportUps,
      lines,
    })
    const r = await post('/api/erp/order/orderSplitNew', {
      id: o.id,
      parts: [
        part(W.storeLa, [{ itemId: lantern, quantity: 1 }]),
        part(W.storeNj, [
          { itemId: lantern, quantity: 1 },
          { itemId: kettle, quantity: 1 },
        ]),
        part(W.storeSz, [
          { itemId: lantern, quantity: 1 },
          { itemId: kettle, quantity: 1 },
        ]),
      ],
    })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data.map((p: { code: string }) => p.code)).toEqual([`${o.code}-1`, `${o.code}-2`, `${o.code}-3`])
    const [original] = await orderRows('id = $1', [o.id])
    // Issue 27, item 10: a split's source is split (replaced by its parts), not discarded.
    expect(original?.status).toBe(11)
    const parts = await orderRows('parent_order_id = $1', [o.id])
    expect(parts.map((p) => [p.status, p.storeId, p.totalQuantity])).toEqual([
      [2, W.storeLa, 1],
      [2, W.storeNj, 2],
      [2, W.storeSz, 2],
    ])
    // Goods 10.02: lantern 10.00 by quantity 3.33 / 3.33 / 3.34, kettle 0.02 as 0.01 / 0.01.
    expect(parts.map((p) => p.goodsAmount)).toEqual(['3.33', '3.34', '3.35'])
    for (const key of ['goodsAmount', 'freightAmount', 'discountAmount', 'orderTotalMoney'] as const) {
      expect(sum(parts.map((p) => p[key])), key).toBe(original?.[key])
    }
    for (const p of parts) {
      expect(toUnits(p.orderTotalMoney)).toBe(
        toUnits(p.goodsAmount) + toUnits(p.freightAmount) - toUnits(p.discountAmount),
      )
      const lines = await linesOf(p.id)
      expect(sum(lines.map((l) => l.amount))).toBe(p.goodsAmount)
    }
    const allLines = (await Promise.all(parts.map((p) => linesOf(p.id)))).flat()
    expect(allLines.filter((l) => l.productId === P.lantern).reduce((s, l) => s + l.quantity, 0)).toBe(3)
    expect(sum(allLines.filter((l) => l.productId === P.lantern).map((l) => l.amount))).toBe('10.00')
    expect(parts.map((p) => p.totalWeight)).toEqual(['0.333', '1.333', '1.333'])
    const history = await t.root.query<{ content: string }>(
      `SELECT content FROM erp_order_history WHERE order_id = $1`,
      [o.id],
    )
    expect(history.map((h) => h.content)).toEqual([`Split into ${o.code}-1, ${o.code}-2, ${o.code}-3`])
  })

  it('refuses a split that is not full, of one part, without a warehouse, or of a reviewed order', async () => {
    const o = await insertTestOrder(t, { status: 2, lines: [{ quantity: 3, price: '1.00' }] })
    const line = o.lineIds[0] as string
    const part = (quantity: number, more: Record<string, unknown> = {}) => ({
      storeId: W.storeLa,
      transportId: W.transportUps,
      lines: [{ itemId: line, quantity }],
      ...more,
    })
    const short = await post('/api/erp/order/orderSplitNew', { id: o.id, parts: [part(1), part(1)] })
    expect(short.json.code).toBe(400)
    expect(short.json.msg).toContain('must be fully split')
    const one = await post('/api/erp/order/orderSplitNew', { id: o.id, parts: [part(3)] })
    expect(one.json.msg).toContain('at least two parts')
    const noStore = await post('/api/erp/order/orderSplitNew', {
      id: o.id,
      parts: [part(1, { storeId: undefined }), part(2)],
    })
    expect(noStore.json.code).toBe(400)
    expect(noStore.json.data.errors[0].field).toBe('parts.0.storeId')
    const unknownStore = await post('/api/erp/order/orderSplitNew', {
      id: o.id,
      parts: [part(1), part(2, { transportId: W.storeLa })],
    })
    expect(unknownStore.json.data?.errors?.[0]?.field, unknownStore.text).toBe('parts.1.transportId')
    const empty = await post('/api/erp/order/orderSplitNew', { id: o.id, parts: [part(0), part(3)] })
    expect(empty.json.msg).toContain('Part 1 of the split has no quantity')
    const foreign = await post('/api/erp/order/orderSplitNew', {
      id: o.id,
      parts: [part(1), { ...part(2), lines: [{ itemId: W.storeLa, quantity: 2 }] }],
    })
    expect(foreign.json.code).toBe(400)
    const reviewed = await insertTestOrder(t, { status: 3, lines: [{ quantity: 2, price: '1.00' }] })
    const refused = await post('/api/erp/order/orderSplitNew', {
      id: reviewed.id,
      parts: [
        { storeId: W.storeLa, transportId: W.transportUps, lines: [{ itemId: reviewed.lineIds[0], quantity: 1 }] },
        { storeId: W.storeLa, transportId: W.transportUps, lines: [{ itemId: reviewed.lineIds[0], quantity: 1 }] },
      ],
    })
    expect(refused.json.code).toBe(400)
    expect(refused.json.msg).toContain('is not allowed')
    expect((await orderRows('id = $1', [o.id]))[0]?.status).toBe(2)
  })
})

describe('merge', () => {
  it('merges orders exactly: same product, sales SKU and price become one line, money summed', async () => {
    const a = await insertTestOrder(t, {
      status: 2,
      sellerOrderId: `MA-${Date.now()}`,
      freight: '0.01',
      lines: [
        { quantity: 1, price: '3.33', sellerSku: 'L1' },
        { productId: P.kettle, quantity: 1, price: '10.00', sellerSku: 'K1' },
      ],
    })
    const b = await insertTestOrder(t, {
      status: 7,
      sellerOrderId: `MB-${Date.now()}`,
      freight: '0.02',
      discount: '0.05',
      lines: [
        { quantity: 2, price: '3.33', sellerSku: 'L1' },
        { quantity: 1, price: '3.34', sellerSku: 'L1' },
      ],
    })
    const preview = await get('/api/erp/order/mergeOrder', { ids: `${a.id},${b.id}` })
    expect(preview.json.code, preview.text).toBe(200)
    expect(preview.json.data).toMatchObject({ mergeable: true, goodsAmount: '23.33', orderTotalMoney: '23.31' })
    const r = await post('/api/erp/order/mergeOrder', { ids: [a.id, b.id] })
    expect(r.json.code, r.text).toBe(200)
    const [merged] = await orderRows('id = $1', [r.json.data.id])
    expect(merged).toMatchObject({
      code: `${a.code}-M1`,
      status: 2,
      goodsAmount: '23.33',
      freightAmount: '0.03',
      discountAmount: '0.05',
      orderTotalMoney: '23.31',
      totalQuantity: 5,
    })
    const lines = await linesOf(r.json.data.id)
    expect(lines.map((l) => [l.productId, l.quantity, l.price, l.amount])).toEqual([
      [P.lantern, 3, '3.33', '9.99'],
      [P.kettle, 1, '10.00', '10.00'],
      [P.lantern, 1, '3.34', '3.34'],
    ])
    const sources = await orderRows('id = ANY($1::bigint[])', [[a.id, b.id]])
    // Issue 27, item 10: the sources are merged, not discarded, and the merged order keeps both marketplace numbers.
    expect(sources.map((s) => [s.status, s.mergedIntoId])).toEqual([
      [12, merged?.id],
      [12, merged?.id],
    ])
    const [seller] = await t.root.query<{ sellerOrderId: string }>(
      `SELECT seller_order_id FROM erp_order WHERE id = $1`,
      [merged?.id],
    )
    expect(seller?.sellerOrderId).toMatch(/^MA-\d+, MB-\d+$/)
    const history = await t.root.query<{ orderId: string }>(
      `SELECT order_id::text FROM erp_order_history WHERE order_id = ANY($1::bigint[])`,
      [[a.id, b.id, merged?.id]],
    )
    expect(history).toHaveLength(3)
  })

  it.each([
    ['shop', { shopId: S.shopEbayUs }, 'Shop'],
    ['buyer', { buyerName: 'Someone Else' }, 'Buyer'],
    ['address', { addressPostalCode: '10001' }, 'address'],
    ['currency', { fobCurrency: 'CAD' }, 'Currency'],
  ])('refuses to merge orders whose %s differs', async (_, differs, field) => {
    const a = await insertTestOrder(t, { status: 2, lines: [{ quantity: 1, price: '1.00' }] })
    const b = await insertTestOrder(t, { status: 2, lines: [{ quantity: 1, price: '1.00' }], ...differs })
    for (const r of [
      await get('/api/erp/order/mergeOrder', { ids: `${a.id},${b.id}` }),
      await post('/api/erp/order/mergeOrder', { ids: [a.id, b.id] }),
    ]) {
      expect(r.json.code).toBe(400)
      expect(r.json.msg).toBe(`Order unable to be merged: the ${field} of ${a.code}, ${b.code} differs`)
    }
    const zh = await t.call('POST', '/api/erp/order/mergeOrder', { token, body: { ids: [a.id, b.id] } })
    expect(zh.json.msg).toContain('订单无法合并')
    expect((await orderRows('id = ANY($1::bigint[])', [[a.id, b.id]])).map((o) => o.status)).toEqual([2, 2])
  })

  it('refuses one order, and orders already shipped', async () => {
    const a = await insertTestOrder(t, { status: 2, lines: [{ quantity: 1, price: '1.00' }] })
    const b = await insertTestOrder(t, { status: 5, lines: [{ quantity: 1, price: '1.00' }] })
    expect((await post('/api/erp/order/mergeOrder', { ids: [a.id] })).json.msg).toContain('at least two orders')
    const shipped = await post('/api/erp/order/mergeOrder', { ids: [a.id, b.id] })
    expect(shipped.json.code).toBe(400)
    expect(shipped.json.msg).toContain('is not allowed')
  })
})

// Issue 27, item 10: the order page's discarded tab counted the orders a split or a merge replaced.
describe('replaced orders', () => {
  it('counts split and merged sources in no tab but all, and never as discarded', async () => {
    const counts = async () => (await get('/api/erp/order/stateOrderNum', {})).json.data
    const before = await counts()
    const o = await insertTestOrder(t, { status: 2, lines: [{ quantity: 2, price: '1.00' }] })
    const a = await insertTestOrder(t, { status: 2, lines: [{ quantity: 1, price: '1.00' }] })
    const b = await insertTestOrder(t, { status: 2, lines: [{ quantity: 1, price: '1.00' }] })
    const one = (storeId: string) => ({
      storeId,
      transportId: W.transportUps,
      lines: [{ itemId: o.lineIds[0] as string, quantity: 1 }],
    })
    const split = await post('/api/erp/order/orderSplitNew', { id: o.id, parts: [one(W.storeLa), one(W.storeNj)] })
    expect(split.json.code, split.text).toBe(200)
    expect((await post('/api/erp/order/mergeOrder', { ids: [a.id, b.id] })).json.code).toBe(200)
    const after = await counts()
    expect(after.rendscr).toBe(before.rendscr)
    // Pending review holds the three new orders (two parts, one merged) in place of the three replaced.
    expect(after.toAudit).toBe(before.toAudit + 3)
    expect(after.all).toBe(before.all + 6)
  })

  it("pushes a merged order's tracking number to each marketplace order it replaced", async () => {
    const shop = { shopId: S.shopAmazonUs }
    const a = await insertTestOrder(t, {
      status: 2,
      sellerOrderId: 'MRG-A',
      lines: [{ quantity: 1, price: '1.00' }],
      ...shop,
    })
    const b = await insertTestOrder(t, {
      status: 2,
      sellerOrderId: 'MRG-B',
      lines: [{ quantity: 1, price: '1.00' }],
      ...shop,
    })
    const r = await post('/api/erp/order/mergeOrder', { ids: [a.id, b.id] })
    expect(r.json.code, r.text).toBe(200)
    // Shipped in the warehouse meanwhile (the outbound flow is another test's).
    await t.root.query(`UPDATE erp_order SET status = 5, track_number = 'MRG-TRACK' WHERE id = $1`, [r.json.data.id])
    const pushed = await post('/api/erp/order/pushTrackNum', { ids: [r.json.data.id] })
    expect(pushed.json.data).toEqual({ done: [r.json.data.id], failed: [] })
    const amazon = trackingPushOf('amazon') as SimulatedMarketplace
    const told = amazon.received.filter((x) => x.trackNumber === 'MRG-TRACK').map((x) => x.sellerOrderId)
    expect(told).toEqual(['MRG-A', 'MRG-B'])
  })

  it('shows every marketplace number of a merged order, past the width as +N', () => {
    expect(marketplaceNumbers(['A-1', ' A-1 ', null, '', 'B-2'])).toBe('A-1, B-2')
    expect(marketplaceNumbers([null, ''])).toBeNull()
    const long = Array.from({ length: 5 }, (_, i) => `123-4567890-12345${i}`)
    expect(marketplaceNumbers(long)).toBe('123-4567890-123450, 123-4567890-123451, 123-4567890-123452 +2')
  })
})
