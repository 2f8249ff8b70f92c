import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { DEMO as S } from '../shops/seed-shops.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'
import { type SimulatedMarketplace, trackingPushOf } from './marketplace-tracking.ts'
import { DEMO_HANDLING as D } from './order-handling-seed.ts'
import { insertTestOrder, linesOutOfStep } from './order-test-helpers.ts'

// Issue 12 order handling: each edit and shipping action from an allowed state and from one that is
// not, with its history; tracking numbers pushed to a simulated marketplace; the refundable amount exact.
let t: TestApp
let token: string
const post = (path: string, body: unknown) => t.call('POST', path, { token, body, lang: 'en-US' })
const get = (path: string, query: Record<string, string>) => t.call('GET', path, { token, query, lang: 'en-US' })

beforeAll(async () => {
  t = await openTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'order-handling-')) })
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())
// Every line carries its order's status, whatever the test did to the order (migration 0036).
afterEach(async () => expect(await linesOutOfStep(t)).toEqual([]))

const orderOf = async (id: string) =>
  (await t.root.query<Record<string, unknown>>(`SELECT * FROM erp_order WHERE id = $1`, [id]))[0] as Record<
    string,
    unknown
  >
const historyOf = (id: string) =>
  t.root.query<{ action: string; content: string }>(
    `SELECT action, content FROM erp_order_history WHERE order_id = $1 ORDER BY id`,
    [id],
  )
const line = { quantity: 2, price: '10.00' }
const order = (status: number, more: Record<string, unknown> = {}) =>
  insertTestOrder(t, { status, lines: [line], ...more })

describe('address and SKU edits', () => {
  it('changes the address of several orders, checked as the form checks it', async () => {
    const a = await order(2)
    const b = await order(6)
    const r = await post('/api/erp/order/updateAddress', {
      ids: [a.id, b.id],
      addressLine1: '9 Harbor Blvd',
      addressCity: 'Long Beach',
      addressLine2: '',
    })
    expect(r.json.code, r.text).toBe(200)
    for (const id of [a.id, b.id]) {
      expect(await orderOf(id)).toMatchObject({
        addressLine1: '9 Harbor Blvd',
        addressCity: 'Long Beach',
        addressLine2: null,
      })
      expect((await historyOf(id))[0]?.content).toContain('Address line 1: 9 Harbor Blvd')
    }
    const bad = await post('/api/erp/order/updateAddress', { ids: [a.id], addressCountryCode: 'usa' })
    expect(bad.json.code).toBe(400)
    expect(bad.json.data.errors[0].field).toBe('addressCountryCode')
    const blank = await post('/api/erp/order/updateAddress', { ids: [a.id], addressName: '' })
    expect(blank.json.data.errors[0].field).toBe('addressName')
    expect((await post('/api/erp/order/updateAddress', { ids: [a.id] })).json.msg).toBe(
      'Give at least one address field',
    )
    const shipped = await order(5)
    const refused = await post('/api/erp/order/updateAddress', { ids: [shipped.id], addressCity: 'X' })
    expect(refused.json.code).toBe(400)
    expect(refused.json.msg).toContain('is not allowed')
  })

  it('replaces a SKU on the matching lines, the weight worked out again', async () => {
    const o = await insertTestOrder(t, {
      status: 2,
      lines: [
        { quantity: 3, price: '5.00', sellerSku: 'LAMP-1', weight: '0.500' },
        { productId: P.kettle, sysSku: 'DEMO-KETTLE-17L', quantity: 1, price: '9.00', weight: '2.000' },
      ],
    })
    const r = await post('/api/erp/order/updateSku', { ids: [o.id], sellerSku: 'lamp-1', toProductId: P.pan })
    expect(r.json.code, r.text).toBe(200)
    const lines = await t.root.query<{ productId: string; sysSku: string; weight: string | null; amount: string }>(
      `SELECT product_id::text, sys_sku, weight::text, amount::text FROM erp_order_item WHERE order_id = $1 ORDER BY id`,
      [o.id],
    )
    const [pan] = await t.root.query<{ unitWeight: string | null }>(
      `SELECT unit_weight::text FROM erp_base_product WHERE id = $1`,
      [P.pan],
    )
    expect(lines[0]).toMatchObject({ productId: P.pan, sysSku: 'DEMO-PAN-28', amount: '15.00' })
    const weight = (await orderOf(o.id)).totalWeight
    const expected = (Number(pan?.unitWeight ?? 0) * 3 + 2).toFixed(3)
    expect(String(weight)).toBe(expected)
    const none = await post('/api/erp/order/updateSku', { ids: [o.id], fromProductId: P.lantern, toProductId: P.pan })
    expect(none.json.msg).toContain('has no line of')
    const noFrom = await post('/api/erp/order/updateSku', { ids: [o.id], toProductId: P.pan })
    expect(noFrom.json.data.errors[0].field).toBe('fromProductId')
    const reviewed = await order(3)
    const refused = await post('/api/erp/order/updateSku', {
      ids: [reviewed.id],
      fromProductId: P.lantern,
      toProductId: P.pan,
    })
    expect(refused.json.msg).toContain('is not allowed')
  })
})

describe('FBA and freight forwarding', () => {
  it('converts orders to FBA delivery from an FBA warehouse only', async () => {
    const o = await order(2, { storeId: W.storeLa })
    const notFba = await post('/api/erp/order/transferFBA', { ids: [o.id], storeId: W.storeLa })
    expect(notFba.json.data.errors[0].field).toBe('storeId')
    const r = await post('/api/erp/order/transferFBA', { ids: [o.id], storeId: S.storeFbaUs })
    expect(r.json.code, r.text).toBe(200)
    expect(await orderOf(o.id)).toMatchObject({ isFba: 1, storeId: S.storeFbaUs })
    const shipped = await order(5)
    expect((await post('/api/erp/order/transferFBA', { ids: [shipped.id], storeId: S.storeFbaUs })).json.code).toBe(400)
  })

  it('sets FBA prices to zero with the totals', async () => {
    const o = await order(2, { isFba: 1, freight: '4.50', discount: '1.00' })
    const r = await post('/api/erp/order/updateFbaPriceToZero', { ids: [o.id] })
    expect(r.json.code, r.text).toBe(200)
    expect(await orderOf(o.id)).toMatchObject({
      goodsAmount: '0.00',
      discountAmount: '0.00',
      freightAmount: '4.50',
      orderTotalMoney: '4.50',
    })
    const lines = await t.root.query<{ price: string; amount: string }>(
      `SELECT price::text, amount::text FROM erp_order_item WHERE order_id = $1`,
      [o.id],
    )
    expect(lines).toEqual([{ price: '0.00', amount: '0.00' }])
    const plain = await order(2)
    expect((await post('/api/erp/order/updateFbaPriceToZero', { ids: [plain.id] })).json.msg).toContain(
      'is not an FBA delivery order',
    )
    const shipped = await order(5, { isFba: 1 })
    expect((await post('/api/erp/order/updateFbaPriceToZero', { ids: [shipped.id] })).json.msg).toContain(
      'is not allowed',
    )
  })

  it('hands orders to a freight forwarder: LTL pending, flagged', async () => {
    const o = await order(3)
    const r = await post('/api/erp/order/forwardingCargo', { ids: [o.id], remark: 'Pallet' })
    expect(r.json.code, r.text).toBe(200)
    expect(await orderOf(o.id)).toMatchObject({ status: 8, isLtl: 1 })
    expect((await historyOf(o.id))[0]?.content).toBe('Handed to a freight forwarder (LTL) Pallet')
    const shipped = await order(5)
    expect((await post('/api/erp/order/forwardingCargo', { ids: [shipped.id] })).json.code).toBe(400)
  })
})

describe('refund amount, tracking numbers and returns', () => {
  it('answers the refundable amount of a shipped order exactly', async () => {
    const o = await insertTestOrder(t, {
      status: 5,
      lines: [{ quantity: 3, price: '33.33' }],
      freight: '0.02',
      refundAmount: '10.01',
    })
    const r = await get('/api/erp/order/calculateRefundAmount', { id: o.id })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data).toMatchObject({ orderTotalMoney: '100.01', refundedAmount: '10.01', refundableAmount: '90.00' })
    const open = await order(2)
    expect((await get('/api/erp/order/calculateRefundAmount', { id: open.id })).json.msg).toContain('has not shipped')
  })

  it('updates tracking numbers by batch and one by one', async () => {
    const a = await order(3, { trackNumber: 'OLD-1' })
    const b = await order(5)
    const r = await post('/api/erp/order/updateTrackNo', { ids: [a.id, b.id], trackNumber: 'NEW-1' })
    expect(r.json.code, r.text).toBe(200)
    expect((await orderOf(a.id)).trackNumber).toBe('NEW-1')
    expect((await historyOf(a.id))[0]?.content).toBe('Tracking no. OLD-1 → NEW-1')
    const one = await get('/api/erp/order/updateTrackNum', { id: b.id, trackNumber: 'NEW-2' })
    expect(one.json.code, one.text).toBe(200)
    expect((await orderOf(b.id)).trackNumber).toBe('NEW-2')
    const open = await order(2)
    expect((await post('/api/erp/order/updateTrackNo', { ids: [open.id], trackNumber: 'X' })).json.msg).toContain(
      'is not allowed',
    )
    expect((await post('/api/erp/order/updateTrackNo', { ids: [a.id] })).json.code).toBe(400)
  })

  it('pushes tracking numbers to the marketplaces, refusing orders without one', async () => {
    const shipped = await order(5, { trackNumber: 'PUSH-1', sellerOrderId: 'AMZ-PUSH-1' })
    const bare = await order(5)
    const r = await post('/api/erp/order/pushTrackNum', { ids: [shipped.id, bare.id] })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data.done).toEqual([shipped.id])
    expect(r.json.data.failed).toEqual([
      { id: bare.id, code: bare.code, reason: `${bare.code} has no tracking number` },
    ])
    const amazon = trackingPushOf('amazon') as SimulatedMarketplace
    expect(amazon.received.map((s) => [s.sellerOrderId, s.trackNumber])).toContainEqual(['AMZ-PUSH-1', 'PUSH-1'])
    expect(await orderOf(shipped.id)).toMatchObject({ trackPushStatus: 1 })
    expect((await orderOf(shipped.id)).trackPushTime).toBeTruthy()
    expect((await historyOf(shipped.id)).at(-1)?.content).toBe('Tracking no. PUSH-1 pushed to amazon')
    for (const [path, marketplace] of [
      ['pushTrackWayfair', 'wayfair'],
      ['pushTrackTarget', 'target'],
    ] as const) {
      const pushed = await post(`/api/erp/order/${path}`, { ids: [shipped.id] })
      expect(pushed.json.data.done).toEqual([shipped.id])
      expect((trackingPushOf(marketplace) as SimulatedMarketplace).received.at(-1)?.orderCode).toBe(shipped.code)
    }
    // The simulated marketplace refuses a shipment naming none of its orders.
    const noSeller = await order(5, { trackNumber: 'PUSH-2', sellerOrderId: null })
    const refused = await post('/api/erp/order/pushTrackWayfair', { ids: [noSeller.id] })
    expect(refused.json.data.failed[0].reason).toContain('wayfair refused the tracking number')
    expect(await orderOf(noSeller.id)).toMatchObject({ trackPushStatus: 2 })
    const open = await order(2, { trackNumber: 'T-1' })
    expect((await post('/api/erp/order/pushTrackNum', { ids: [open.id] })).json.data.failed[0].reason).toContain(
      'is not allowed',
    )
  })

  it('marks a shipped order returned and takes the mark back', async () => {
    const o = await order(5)
    expect((await post('/api/erp/order/markReturned', { ids: [o.id] })).json.code).toBe(200)
    expect((await orderOf(o.id)).isReturned).toBe(1)
    expect((await post('/api/erp/order/markReturned', { ids: [o.id] })).json.msg).toContain('already marked returned')
    expect((await post('/api/erp/order/unBackhaul', { ids: [o.id] })).json.code).toBe(200)
    expect((await orderOf(o.id)).isReturned).toBe(0)
    expect((await post('/api/erp/order/unBackhaul', { ids: [o.id] })).json.msg).toContain('is not marked returned')
    const open = await order(3)
    expect((await post('/api/erp/order/markReturned', { ids: [open.id] })).json.msg).toContain('is not allowed')
    expect((await historyOf(o.id)).map((h) => h.action)).toEqual(['markReturned', 'unBackhaul'])
  })
})

describe('the demo data behind the examples', () => {
  it('answers the split form and the merge preview of the demo orders', async () => {
    expect((await get('/api/erp/order/orderSplitNew', { id: D.splitOrder })).json.data.lines).toHaveLength(2)
    const merge = await get('/api/erp/order/mergeOrder', { ids: `${D.mergeA},${D.mergeB}` })
    expect(merge.json.code, merge.text).toBe(200)
    expect((await get('/api/ware/worder/page', { current: '1', size: '10' })).json.data.total).toBeGreaterThanOrEqual(2)
    expect((await get('/api/erp/order/calculateRefundAmount', { id: D.shippedOrder })).json.data.refundableAmount).toBe(
      '29.90',
    )
  })
})
