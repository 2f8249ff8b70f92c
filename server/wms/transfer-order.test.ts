import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { stockBookProblems } from '../inventory/stock-books.ts'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { WMS_IDS as W } from './wms-seed.ts'

// Issue 10 §2 transfers: reserved at the source when confirmed, shipped through the ledger and awaited
// by an inbound order at the destination when dispatched, released when abolished; books balanced.
let t: TestApp
let token: string
beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
  const r = await post('/api/erp/storeproductinventory/submit', {
    storeId: W.storeLa,
    positionId: LA_A1,
    productId: P.kettle,
    batchNo: 'T1',
    inboundDate: '2026-05-01',
    quantity: 10,
    reason: 'Opening',
    unitCost: '12.0000',
  })
  expect(r.json.code, r.text).toBe(200)
})
afterAll(() => t.close())
afterEach(async () => {
  const db = scopeToTenant(t.root, { tenantId: '000000', userId: '1' })
  expect(await db.begin((tx) => stockBookProblems(tx))).toEqual([])
})

const LA_A1 = '1000000000000005021'
const post = (path: string, body: unknown) => t.call('POST', path, { token, body, lang: 'en-US' })
const detail = async (id: string) =>
  (await t.call('GET', '/api/erp/transferorder/detail', { token, query: { id } })).json.data
const kettleAtLa = async () =>
  (
    await t.root.query<{ onHand: number; available: number }>(
      `SELECT on_hand, available FROM erp_store_product_inventory WHERE product_id = $1 AND batch_no = 'T1'`,
      [P.kettle],
    )
  )[0]

async function newTransfer(code: string, quantity: number) {
  const r = await post('/api/erp/transferorder/saveTransferOrderAndItem', {
    code,
    fromStoreId: W.storeLa,
    toStoreId: W.storeNj,
    items: [{ productId: P.kettle, quantity }],
  })
  expect(r.json.code, r.text).toBe(200)
  const [row] = await t.root.query<{ id: string }>(`SELECT id::text FROM erp_transfer_order WHERE code = $1`, [code])
  return row?.id as string
}

describe('transfer orders', () => {
  it('never takes what the server works out from the caller: its total, its inbound order, its dispatch time', async () => {
    const r = await post('/api/erp/transferorder/saveTransferOrderAndItem', {
      code: 'TR-T-WORKED',
      fromStoreId: W.storeLa,
      toStoreId: W.storeNj,
      totalQuantity: 999,
      inboundOrderId: '1000000000000000001',
      dispatchTime: '2020-01-01 00:00:00',
      items: [{ productId: P.kettle, quantity: 3 }],
    })
    expect(r.json.code, r.text).toBe(200)
    const [row] = await t.root.query<{ id: string }>(`SELECT id::text FROM erp_transfer_order WHERE code = $1`, [
      'TR-T-WORKED',
    ])
    expect(await detail(String(row?.id))).toMatchObject({ totalQuantity: 3, inboundOrderId: null, dispatchTime: null })
  })

  it('reserves at the source, ships through the ledger, and is received at the destination', async () => {
    const id = await newTransfer('TR-T-1', 4)
    expect(await detail(id)).toMatchObject({ status: 0, totalQuantity: 4 })
    const confirmed = await post('/api/erp/transferorder/updateStatus', { ids: id, status: '1' })
    expect(confirmed.json.code, confirmed.text).toBe(200)
    expect(await kettleAtLa()).toEqual({ onHand: 10, available: 6 })
    const edit = await post('/api/erp/transferorder/update', { id, remark: 'late' })
    expect(edit.json.code).toBe(400)

    const shipped = await post('/api/ware/wtransferorder/updateStatus', { ids: id, status: '2' })
    expect(shipped.json.code, shipped.text).toBe(200)
    expect(await kettleAtLa()).toEqual({ onHand: 6, available: 6 })
    const order = await detail(id)
    expect(order.status).toBe(2)
    const inbound = (
      await t.call('GET', '/api/ware/winboundorder/detail', { token, query: { id: order.inboundOrderId } })
    ).json.data
    expect(inbound).toMatchObject({ storeId: W.storeNj, sourceCode: 'TR-T-1', status: 1, plannedQuantity: 4 })
    expect(inbound.items[0]).toMatchObject({ productId: P.kettle, plannedQuantity: 4, unitCost: '12.0000' })
    const received = await post('/api/ware/winboundorder/accept', {
      id: inbound.id,
      items: [{ id: inbound.items[0].id, receivedQuantity: 4 }],
    })
    expect(received.json.code, received.text).toBe(200)
    const again = await post('/api/erp/transferorder/updateStatus', { ids: id, status: '2' })
    expect(again.json.code).toBe(400)
    const listed = await t.call('GET', '/api/erp/transferorder/selectTransferOrderAndItemList', {
      token,
      query: { code: 'TR-T-1' },
    })
    expect(listed.json.data[0].items.map((l: { sysSku: string }) => l.sysSku)).toEqual(['DEMO-KETTLE-17L'])
  })

  it('releases the reservation when abolished, and reserves nothing when stock is short', async () => {
    const id = await newTransfer('TR-T-2', 3)
    await post('/api/erp/transferorder/updateStatus', { ids: id, status: '1' })
    const before = await kettleAtLa()
    const abolished = await post('/api/erp/transferorder/updateStatus', { ids: id, status: '3' })
    expect(abolished.json.code, abolished.text).toBe(200)
    expect((await kettleAtLa())?.available).toBe((before?.available ?? 0) + 3)
    const short = await newTransfer('TR-T-3', 500)
    const refused = await post('/api/erp/transferorder/updateStatus', { ids: short, status: '1' })
    expect(refused.json.code).toBe(400)
    expect(refused.json.msg).toContain('Insufficient stock: DEMO-KETTLE-17L')
    expect((await detail(short)).status).toBe(0)
  })

  it('refuses a transfer within one warehouse', async () => {
    const r = await post('/api/erp/transferorder/save', {
      code: 'TR-T-4',
      fromStoreId: W.storeLa,
      toStoreId: W.storeLa,
    })
    expect(r.json.code).toBe(400)
    expect(r.json.msg).toBe('The from and to warehouses must differ')
  })
})
