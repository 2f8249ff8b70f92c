import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { stockBookProblems } from '../inventory/stock-books.ts'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { VC_DEMO as D } from './vendor-orders-seed.ts'

// Spec 2 §7.3 customer side: PO orders through each action from an allowed status and one refused,
// their reservations (books balanced after each test), the tracks, and the PO order's round trip.
let t: TestApp
let token: string
const BASE = '/api/erp/vcCustomerOrder'
const post = (path: string, body: unknown) => t.call('POST', `${BASE}/${path}`, { token, body, lang: 'en-US' })
const get = (path: string, query: Record<string, string>) => t.call('GET', path, { token, query, lang: 'en-US' })
const view = async (id: string) => (await get(`${BASE}/orderView`, { id })).json.data
const held = async (orderId: string) =>
  (
    await t.root.query<{ n: number }>(
      `SELECT coalesce(sum(quantity), 0)::int AS n FROM erp_stock_reservation
        WHERE document_type = 'erp/vcCustomerOrder' AND document_id = $1 AND status = 1 AND tenant_id = '000000'`,
      [orderId],
    )
  )[0]?.n
const onHand = async (productId: string) =>
  (
    await t.root.query<{ n: number }>(
      `SELECT coalesce(sum(on_hand), 0)::int AS n FROM erp_store_product_inventory
        WHERE product_id = $1 AND store_id = $2 AND tenant_id = '000000'`,
      [productId, D.storeVc],
    )
  )[0]?.n ?? 0

beforeAll(async () => {
  t = await openTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'vc-customer-')) })
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())
afterEach(async () => {
  const db = scopeToTenant(t.root, { tenantId: '000000', userId: '1' })
  expect(await db.begin((tx) => stockBookProblems(tx))).toEqual([])
})

async function newOrder(code: string, quantity: number) {
  const r = await post('edit', {
    code,
    customerName: 'Test Buyer',
    currency: 'USD',
    items: [{ productId: P.kettle, orderedQuantity: quantity, unitPrice: '21.3333' }],
  })
  expect(r.json.code, r.text).toBe(200)
  const order = await view(r.json.data.id)
  return { id: order.id as string, line: order.items[0].id as string }
}

describe('customer PO orders', () => {
  it('round-trips a PO order with exact amounts, edited only while to confirm or in review', async () => {
    const { id, line } = await newOrder('CPO-T-RT', 3)
    expect(await view(id)).toMatchObject({ status: 1, totalQuantity: 3, totalAmount: '63.9999' })
    const edited = await post('edit', {
      id,
      remark: 'call first',
      items: [{ id: line, productId: P.kettle, orderedQuantity: 5, unitPrice: '21.3333' }],
    })
    expect(edited.json.code, edited.text).toBe(200)
    const read = (await get(`${BASE}/detail`, { id })).json.data
    expect(read).toMatchObject({ remark: 'call first', totalQuantity: 5, totalAmount: '106.6665' })
    expect((await view(id)).history.map((h: { action: string }) => h.action)).toEqual(['edit', 'create'])
    expect((await post('edit', { id: D.customerConfirmed, remark: 'x' })).status).toBe(400)
    expect((await t.call('POST', `${BASE}/remove`, { token, query: { ids: D.customerConfirmed } })).status).toBe(400)
    expect((await t.call('POST', `${BASE}/remove`, { token, query: { ids: id } })).json.code).toBe(200)
    expect((await get(`${BASE}/orderView`, { id })).status).toBe(404)
  })

  it('confirms from a warehouse (reserving), cuts units off, and ships with a tracking number through the ledger', async () => {
    const { id, line } = await newOrder('CPO-T-FLOW', 10)
    const before = await onHand(P.kettle)
    expect(
      (await post('submitConfirmInfo', { id, storeId: D.storeVc, items: [{ id: line, confirmedQuantity: 11 }] }))
        .status,
    ).toBe(400)
    expect(
      (await post('submitConfirmInfo', { id, storeId: D.storeVc, items: [{ id: line, confirmedQuantity: 0 }] })).status,
    ).toBe(400)
    const fba = await post('submitConfirmInfo', {
      id,
      storeId: '1000000000000004205',
      items: [{ id: line, confirmedQuantity: 8 }],
    })
    expect(fba.status).toBe(400)
    const ok = await post('submitConfirmInfo', {
      id,
      storeId: D.storeVc,
      deliveryDate: '2026-08-01',
      items: [{ id: line, confirmedQuantity: 8 }],
    })
    expect(ok.json.code, ok.text).toBe(200)
    expect(await view(id)).toMatchObject({
      status: 2,
      confirmedQuantity: 8,
      confirmedAmount: '170.6664',
      deliveryDate: '2026-08-01',
    })
    expect(await held(id)).toBe(8)
    expect((await post('submitConfirmInfo', { id, storeId: D.storeVc })).status).toBe(400)
    expect((await post('cutOrder', { id, items: [{ id: line, cutQuantity: 9 }] })).status).toBe(400)
    expect((await post('cutOrder', { id, items: [{ id: line, cutQuantity: 8 }] })).status).toBe(400)
    expect((await post('cutOrder', { id, items: [{ id: line, cutQuantity: 3 }] })).json.code).toBe(200)
    expect(await held(id)).toBe(5)
    expect(await view(id)).toMatchObject({ status: 2, confirmedQuantity: 5, confirmedAmount: '106.6665' })
    expect((await post('markTheDelivery', { ids: id })).status).toBe(400)
    expect((await post('markTheDelivery', { ids: id, trackNumber: '1ZTEST0001', carrier: 'UPS' })).json.code).toBe(200)
    expect(await held(id)).toBe(0)
    expect(await onHand(P.kettle)).toBe(before - 5)
    const shipped = await view(id)
    expect(shipped).toMatchObject({ status: 5, shippedQuantity: 5, trackNumber: '1ZTEST0001' })
    expect(shipped.tracks).toMatchObject([{ trackNumber: '1ZTEST0001', status: 1 }])
    expect((await post('cutOrder', { id, items: [{ id: line, cutQuantity: 1 }] })).status).toBe(400)
    expect((await post('submitArn', { ids: id, arn: 'ARN-555', appointmentTime: '2026-08-03 10:00' })).json.code).toBe(
      200,
    )
    expect(await view(id)).toMatchObject({ arn: 'ARN-555', appointmentTime: '2026-08-03 10:00:00' })
    expect((await post('submitArn', { ids: D.customerToConfirm, arn: 'ARN-1' })).status).toBe(400)
  })

  it('cancels, reviews, reopens and voids, releasing what was reserved', async () => {
    expect(await held(D.customerConfirmed)).toBe(6)
    expect((await post('submitCancelInfo', { ids: D.customerConfirmed })).status).toBe(400)
    expect((await post('turnToReview', { ids: D.customerConfirmed })).json.code).toBe(200)
    expect(await held(D.customerConfirmed)).toBe(0)
    expect(await view(D.customerConfirmed)).toMatchObject({ status: 4, confirmedQuantity: 0 })
    expect((await post('turnToReview', { ids: D.customerConfirmed })).status).toBe(400)
    expect((await post('turnToConfirm', { ids: D.customerConfirmed })).json.code).toBe(200)
    expect((await post('turnToConfirm', { ids: D.customerConfirmed })).status).toBe(400)
    expect((await post('submitConfirmInfo', { id: D.customerConfirmed, storeId: D.storeVc })).json.code).toBe(200)
    expect(await held(D.customerConfirmed)).toBe(6)
    expect((await post('invalid', { ids: D.customerConfirmed })).status).toBe(400)
    const cancelled = await post('submitCancelInfo', { ids: D.customerConfirmed, cancelReason: 'price changed' })
    expect(cancelled.json.code).toBe(200)
    expect(await held(D.customerConfirmed)).toBe(0)
    expect(await view(D.customerConfirmed)).toMatchObject({ status: 3, cancelReason: 'price changed' })
    expect((await post('invalid', { ids: D.customerConfirmed })).json.code).toBe(200)
    expect((await post('turnToConfirm', { ids: D.customerConfirmed })).status).toBe(400)
  })

  it('updates tracks through their declared statuses, remarks them and counts them', async () => {
    const T = '/api/erp/vcCustomerOrderTrack'
    const moved = await t.call('POST', `${T}/update`, {
      token,
      body: { id: D.track, status: '2', lastEvent: 'Departed' },
    })
    expect(moved.json.code, moved.text).toBe(200)
    expect((await t.call('POST', `${T}/update`, { token, body: { id: D.track, status: '1' } })).status).toBe(400)
    expect((await t.call('POST', `${T}/remark`, { token, body: { ids: D.track, remark: 'late' } })).json.code).toBe(200)
    const list = await get(`${T}/list`, { vcCustomerOrderId: D.customerShipped })
    expect(list.json.data.records ?? list.json.data).toMatchObject([
      { id: D.track, status: 2, lastEvent: 'Departed', remark: 'late' },
    ])
    const counts = (await get(`${T}/status`, { vcCustomerOrderId: D.customerShipped })).json.data
    expect(counts).toMatchObject({ all: 1, '2': 1, '1': 0 })
  })

  it('offers VC shops grouped by company and sales SKUs for pickers', async () => {
    const groups = (await get('/api/erp/basestore/selectVcShopParent', {})).json.data
    expect(groups).toMatchObject([
      { companyName: '演示贸易有限公司', baseShopVOList: [{ id: D.shopVcUs, vendorCode: 'DEMOV' }] },
    ])
    const skus = await get('/api/erp/basesalesku/select', {})
    expect(skus.json.code).toBe(200)
    expect(skus.json.data.length).toBeGreaterThan(0)
  })
})
