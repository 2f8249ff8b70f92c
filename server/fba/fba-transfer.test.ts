import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { stockBookProblems } from '../inventory/stock-books.ts'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { FBA_DEMO } from './fba-transfer-seed.ts'

// Issue 31, FBA transfers: reserved when made, checked (SKU and box number on every line), checked
// out through the ledger into FBA inbound, received into fulfillable or with an exception recording
// each line's difference, voided with the reservation released; the books balance after each test.
let t: TestApp
let token: string
const LA = '1000000000000004202'
const LA_A1 = '1000000000000005021'
const SHOP = '1000000000000004101'

beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
  const r = await post('/api/erp/storeproductinventory/submit', {
    storeId: LA,
    positionId: LA_A1,
    productId: P.kettle,
    batchNo: 'FT1',
    inboundDate: '2026-05-01',
    quantity: 60,
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

const post = (path: string, body: unknown) => t.call('POST', path, { token, body, lang: 'en-US' })
const status = (ids: string, s: string, more: object = {}) =>
  post('/api/fbatransfer/updateStatus', { ids, status: s, ...more })
const detail = async (id: string) =>
  (await t.call('GET', '/api/fbatransfer/detail', { token, query: { id } })).json.data
const kettleLot = async () =>
  (
    await t.root.query<{ onHand: number; reserved: number; available: number }>(
      `SELECT on_hand, reserved, available FROM erp_store_product_inventory WHERE product_id = $1 AND batch_no = 'FT1'`,
      [P.kettle],
    )
  )[0]
const fba = async (sellerSku: string) =>
  (
    await t.root.query<Record<string, number>>(
      `SELECT fulfillable_quantity AS fulfillable, inbound_shipped_quantity AS shipped,
              inbound_receiving_quantity AS receiving, unfulfillable_quantity AS unfulfillable, total_quantity AS total
         FROM erp_fba_inventory WHERE seller_sku = $1 AND fulfillment_center_id = 'ONT8' AND is_deleted = 0`,
      [sellerSku],
    )
  )[0]

/** A transfer of kettles from Los Angeles to ONT8, its lines as given. */
async function newTransfer(code: string, items: object[], more: object = {}) {
  const r = await post('/api/fbatransfer/createFBATransfer', {
    code,
    storeId: LA,
    shopId: SHOP,
    fbaCentre: 'ONT8',
    shipmentId: `FBA${code.replace(/-/g, '')}`,
    boxes: [
      { boxNo: 'B1', length: '60', width: '40', height: '35', weight: '12.5' },
      { boxNo: 'B2', length: '50', width: '40', height: '30', weight: '8.25' },
    ],
    items,
    ...more,
  })
  expect(r.json.code, r.text).toBe(200)
  return r.json.data.id as string
}
const kettles = (sellerSku: string, quantity: number, boxNo: string | null = 'B1') => ({
  productId: P.kettle,
  sellerSku,
  fnsku: 'X00TEST001',
  quantity,
  boxNo,
})

describe('FBA transfers', () => {
  it('reserves on creation, follows its lines when one is removed, and releases when voided', async () => {
    const before = await kettleLot()
    const id = await newTransfer('FT-T-RES', [kettles('T-RES', 5), kettles('T-RES', 3, 'B2')])
    const made = await detail(id)
    expect(made).toMatchObject({ status: 1, totalQuantity: 8, boxCount: 2 })
    expect(made.items[0]).toMatchObject({ sysSku: 'DEMO-KETTLE-17L', quantity: 5 })
    expect(await kettleLot()).toMatchObject({ onHand: before?.onHand, reserved: (before?.reserved ?? 0) + 8 })
    // A box that holds a line is refused; the line removed, its reservation follows.
    const box = made.boxes.find((b: { boxNo: string }) => b.boxNo === 'B2')
    expect((await post('/api/fbatransfer/deleteBox', { ids: box.id })).status).toBe(400)
    const line = made.items.find((i: { boxNo: string }) => i.boxNo === 'B2')
    expect((await post('/api/fbatransfer/deleteItem', { ids: line.id })).json.code).toBe(200)
    expect((await post('/api/fbatransfer/deleteBox', { ids: box.id })).json.code).toBe(200)
    expect(await detail(id)).toMatchObject({ totalQuantity: 5, boxCount: 1 })
    expect((await kettleLot())?.reserved).toBe((before?.reserved ?? 0) + 5)
    // Voided: released, and no further change is taken.
    expect((await status(id, '7')).json.code).toBe(200)
    expect(await kettleLot()).toEqual(before)
    expect((await detail(id)).status).toBe(7)
    const edit = await post('/api/fbatransfer/update', { id, remark: 'late' })
    expect(edit.status).toBe(400)
    expect(edit.json.msg).toContain('Voided')
  })

  it('refuses more than is available, reserving nothing', async () => {
    const before = await kettleLot()
    const r = await post('/api/fbatransfer/createFBATransfer', {
      code: 'FT-T-SHORT',
      storeId: LA,
      shopId: SHOP,
      fbaCentre: 'ONT8',
      items: [kettles('T-SHORT', 100_000)],
    })
    expect(r.status).toBe(400)
    expect(await kettleLot()).toEqual(before)
  })

  it('checks a batch only when every line has its SKU and box number, naming what is missing', async () => {
    const good = await newTransfer('FT-T-OK', [kettles('T-OK', 1)])
    const noBox = await newTransfer('FT-T-NOBOX', [kettles('T-OK', 1), kettles('T-OK', 1, null)])
    const noSku = await newTransfer('FT-T-NOSKU', [{ ...kettles('', 1), sellerSku: null }])
    const refusedBox = await status(`${good},${noBox}`, '2')
    expect(refusedBox.status).toBe(400)
    expect(refusedBox.json.msg).toContain('FT-T-NOBOX')
    expect(refusedBox.json.msg).toContain('line 2')
    expect(refusedBox.json.msg).toContain('Box number')
    // All or nothing: the good one is still pending its label.
    expect((await detail(good)).status).toBe(1)
    const refusedSku = await status(noSku, '2')
    expect(refusedSku.status).toBe(400)
    expect(refusedSku.json.msg).toContain('SKU')
    expect((await status(good, '2')).json.code).toBe(200)
    expect((await detail(good)).status).toBe(2)
    // Checked, its lines stay as checked: no edit, though it may still be voided.
    const edit = await post('/api/fbatransfer/update', { id: good, remark: 'late' })
    expect(edit.status).toBe(400)
    expect(edit.json.msg).toContain('Pending check-out')
    for (const id of [good, noBox, noSku]) expect((await status(id, '7')).json.code).toBe(200)
  })

  it('checks out through the ledger into FBA inbound, then receives into fulfillable (every step of the way)', async () => {
    const before = await kettleLot()
    const id = await newTransfer('FT-T-FLOW', [kettles('T-FLOW', 4), kettles('T-FLOW', 2, 'B2')])
    // One refused: a transfer pending its label cannot be received.
    const early = await status(id, '5')
    expect(early.status).toBe(400)
    expect(early.json.msg).toContain('FT-T-FLOW')
    expect(early.json.msg).toContain('Pending label')
    expect(early.json.msg).toContain('Received at centre')
    expect((await status(id, '2')).json.code).toBe(200)
    // The warehouse checks it out at its own address.
    const out = await t.call('POST', '/api/ware/wfbatransfer/updateStatus', {
      token,
      body: { ids: id, status: '3', trackingNo: '1Z999AA10123456784' },
    })
    expect(out.json.code, out.text).toBe(200)
    expect(await kettleLot()).toEqual({
      onHand: (before?.onHand ?? 0) - 6,
      reserved: before?.reserved,
      available: (before?.available ?? 0) - 6,
    })
    const ledger = await t.root.query<{ quantity: number; movementType: number }>(
      `SELECT quantity, movement_type FROM erp_store_product_inventory_log WHERE document_type = 'erp/fbatransfer' AND document_id = $1`,
      [id],
    )
    expect(ledger.reduce((s, r) => s + r.quantity, 0)).toBe(-6)
    // The ledger's list names the movement's document by the transfer's number.
    const listed = await t.call('GET', '/api/erp/storeproductinventorylog/page', {
      token,
      query: { documentType: 'erp/fbatransfer', documentId: id },
    })
    expect(listed.json.data.records[0], listed.text).toMatchObject({ documentIdLabel: 'FT-T-FLOW' })
    expect(await fba('T-FLOW')).toEqual({ fulfillable: 0, shipped: 6, receiving: 0, unfulfillable: 0, total: 6 })
    const moved = await detail(id)
    expect(moved).toMatchObject({ status: 3, shipmentId: 'FBAFTTFLOW', trackingNo: '1Z999AA10123456784' })
    expect(moved.checkOutTime).toBeTruthy()
    const shipment = (
      await t.call('GET', '/api/erp/fbainboundmain/list', { token, query: { shipmentId_equal: 'FBAFTTFLOW' } })
    ).json.data.records
    expect(shipment[0]).toMatchObject({ shipmentStatus: 'SHIPPED', quantityShipped: 6, fbaTransferId: id })

    expect((await status(id, '4')).json.code).toBe(200)
    expect(await fba('T-FLOW')).toMatchObject({ shipped: 0, receiving: 6 })
    expect((await status(id, '5')).json.code).toBe(200)
    expect(await fba('T-FLOW')).toEqual({ fulfillable: 6, shipped: 0, receiving: 0, unfulfillable: 0, total: 6 })
    expect(await detail(id)).toMatchObject({ status: 5, receivedQuantity: 6, differenceQuantity: 0 })
    // Past check-out nothing is changed or voided.
    expect((await status(id, '7')).status).toBe(400)
    expect((await post('/api/fbatransfer/deleteById', { ids: id })).status).toBe(400)
  })

  it('records an exception: the difference per line, good units fulfillable, damaged unfulfillable', async () => {
    const id = await newTransfer('FT-T-EXC', [kettles('T-EXC', 5), kettles('T-EXC2', 3, 'B2')])
    expect((await status(id, '2')).json.code).toBe(200)
    expect((await status(id, '3')).json.code).toBe(200)
    const lines = (await detail(id)).items as { id: string; sellerSku: string }[]
    const first = lines.find((l) => l.sellerSku === 'T-EXC')?.id as string
    const tooMany = await status(id, '6', {
      exceptionRemark: 'Short at ONT8',
      items: [{ id: first, receivedQuantity: 3, damagedQuantity: 4 }],
    })
    expect(tooMany.status).toBe(400)
    const r = await status(id, '6', {
      exceptionRemark: 'Short at ONT8',
      items: [{ id: first, receivedQuantity: 3, damagedQuantity: 1, remark: 'case 42' }],
    })
    expect(r.json.code, r.text).toBe(200)
    const done = await detail(id)
    expect(done).toMatchObject({
      status: 6,
      receivedQuantity: 6,
      differenceQuantity: -2,
      exceptionRemark: 'Short at ONT8',
    })
    const line = done.items.find((l: { id: string }) => l.id === first)
    expect(line).toMatchObject({ receivedQuantity: 3, damagedQuantity: 1, differenceQuantity: -2, exceptionType: 3 })
    expect(done.items.find((l: { id: string }) => l.id !== first)).toMatchObject({ differenceQuantity: 0 })
    // Two good units fulfillable, one damaged unfulfillable, nothing left inbound.
    expect(await fba('T-EXC')).toEqual({ fulfillable: 2, shipped: 0, receiving: 0, unfulfillable: 1, total: 3 })
    expect(await fba('T-EXC2')).toMatchObject({ fulfillable: 3, shipped: 0 })
    const [shipment] = await t.root.query<{ discrepancyQuantity: number; shipmentStatus: string }>(
      `SELECT discrepancy_quantity, shipment_status FROM erp_fba_inbound_main WHERE shipment_id = 'FBAFTTEXC'`,
    )
    expect(shipment).toEqual({ discrepancyQuantity: -2, shipmentStatus: 'CLOSED' })
  })

  it('needs a shipment id to check out, and the warehouse finds a transfer by its code', async () => {
    const id = await newTransfer('FT-T-NOSHIP', [kettles('T-NOSHIP', 1)], { shipmentId: null })
    expect((await status(id, '2')).json.code).toBe(200)
    const r = await status(id, '3')
    expect(r.status).toBe(400)
    expect(r.json.msg).toContain('Shipment ID')
    expect((await status(id, '3', { shipmentId: 'FBA17NOSHIP' })).json.code).toBe(200)
    const found = await t.call('GET', '/api/ware/wfbatransfer/selectByCode', { token, query: { code: 'FT-T-NOSHIP' } })
    expect(found.json.data).toMatchObject({ id, status: 3, shipmentId: 'FBA17NOSHIP' })
    expect(found.json.data.items).toHaveLength(1)
    expect(
      (await t.call('GET', '/api/ware/wfbatransfer/selectByCode', { token, query: { code: 'NONE' } })).status,
    ).toBe(404)
  })

  it('offers the warehouses goods may leave from, and refuses an FBA warehouse as the source', async () => {
    const stores = (await t.call('GET', '/api/fbatransfer/basestore/select', { token })).json.data as { id: string }[]
    expect(stores.map((s) => s.id)).toContain(LA)
    expect(stores.map((s) => s.id)).not.toContain('1000000000000004205')
    const r = await post('/api/fbatransfer/createFBATransfer', {
      storeId: '1000000000000004205',
      shopId: SHOP,
      fbaCentre: 'ONT8',
    })
    expect(r.status).toBe(400)
  })

  it('makes a warehouse-system transfer from an FBA transfer, edited only as a draft', async () => {
    const bare = await post('/api/eccTransferOrder/saveOrUpdate', { referenceNo: 'ECC-T-BARE' })
    expect(bare.status).toBe(400)
    expect(bare.json.msg).toContain('From warehouse')
    const made = await post('/api/eccTransferOrder/saveOrUpdate', {
      referenceNo: 'ECC-T-1',
      fbaTransferId: FBA_DEMO.transferCheckOut,
    })
    expect(made.json.code, made.text).toBe(200)
    const id = made.json.data.id as string
    const read = (await t.call('GET', '/api/eccTransferOrder/detail', { token, query: { id } })).json.data
    expect(read).toMatchObject({
      storeId: LA,
      fbaAddressCode: 'ONT8',
      transportCode: 'UPS-GROUND',
      shipmentId: 'FBA17DEMO002',
      totalQuantity: 5,
      status: 1,
    })
    const submitted = await t.call('POST', '/api/eccTransferOrder/updateStatus', {
      token,
      body: { ids: id, status: '2' },
    })
    expect(submitted.json.code, submitted.text).toBe(200)
    const edit = await post('/api/eccTransferOrder/saveOrUpdate', { id, version: read.version + 1, remark: 'late' })
    expect(edit.status).toBe(400)
  })

  it('seeds a transfer in transit whose units are inbound at ONT8', async () => {
    expect((await detail(FBA_DEMO.transferInTransit)).status).toBe(3)
    expect((await fba('HM-TKETTLE-08-FBA'))?.shipped).toBeGreaterThanOrEqual(8)
  })
})
