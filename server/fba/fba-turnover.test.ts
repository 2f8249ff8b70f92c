import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { stockBookProblems } from '../inventory/stock-books.ts'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { DEMO } from '../shops/seed-shops.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { DEMO_FBA_TURNOVER as D } from './fba-turnover-seed.ts'

// Issue 31: FBA turnovers. Allocation reserves (oldest lot first), packing must equal the total
// before it is confirmed, labelling needs the box and FBA labels, outbound issues through the
// ledger, cancelling releases; every status change is a declared action. Books balanced after each.
let t: TestApp
let token: string
beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
  // An older lot than the demo's: allocation must take it first.
  const r = await post('/api/erp/storeproductinventory/submit', {
    storeId: DEMO.storeLosAngeles,
    positionId: D.position,
    productId: D.product,
    batchNo: 'OLDEST',
    inboundDate: '2025-01-01',
    quantity: 3,
    reason: 'Opening',
    unitCost: '18.0000',
  })
  expect(r.json.code, r.text).toBe(200)
})
afterAll(() => t.close())
afterEach(async () => {
  const db = scopeToTenant(t.root, { tenantId: '000000', userId: '1' })
  expect(await db.begin((tx) => stockBookProblems(tx))).toEqual([])
})

const WARE = '/api/ware/wfbaturnover'
const ERP = '/api/erp/fbaturnover'
const post = (path: string, body: unknown) => t.call('POST', path, { token, body, lang: 'en-US' })
const get = (path: string, query: Record<string, string>) => t.call('GET', path, { token, query, lang: 'en-US' })
const detail = async (id: string) => (await get(`${ERP}/detail`, { id })).json.data
const bottle = async () =>
  (
    await t.root.query<{ onHand: number; reserved: number; available: number }>(
      `SELECT sum(on_hand)::int AS on_hand, sum(reserved)::int AS reserved, sum(available)::int AS available
         FROM erp_store_product_inventory WHERE product_id = $1 AND tenant_id = '000000'`,
      [D.product],
    )
  )[0]
const measures = { length: '50.00', width: 40, height: '30.5', weight: '9.800' }

async function newTurnover(quantity: number, shipmentId: string) {
  const r = await post(`${ERP}/save`, {
    storeId: DEMO.storeLosAngeles,
    shopId: DEMO.shopAmazonUs,
    centre: 'ONT8',
    shipmentId,
    items: [{ productId: D.product, sellerSku: 'HOMELY-BOTTLE-750', fnsku: 'X00TESTFBA1', quantity }],
  })
  expect(r.json.code, r.text).toBe(200)
  const [row] = await t.root.query<{ id: string }>(`SELECT id::text FROM erp_fba_turnover WHERE shipment_id = $1`, [
    shipmentId,
  ])
  return row?.id as string
}

describe('FBA turnovers', () => {
  it('goes from draft to shipped: allocated oldest lot first, packed equal to the total, labelled, issued through the ledger', async () => {
    const id = await newTurnover(5, 'FBA17TEST01')
    const created = await detail(id)
    expect(created).toMatchObject({ status: 0, totalQuantity: 5 })
    expect(created.code).toMatch(/^FZ-\d{8}-\d{4}$/)
    expect(created.items[0]).toMatchObject({ sysSku: 'HM-FBA-BOTTLE', quantity: 5 })

    // Submitted by the office, allocated by the warehouse: five units reserved, the oldest lot first.
    expect((await post(`${ERP}/updateStatus`, { ids: [id], status: '1' })).json.code).toBe(200)
    const before = await bottle()
    const allocated = await post(`${WARE}/allocation`, { ids: [id] })
    expect(allocated.json.code, allocated.text).toBe(200)
    const b = before as { onHand: number; reserved: number; available: number }
    expect(await bottle()).toEqual({ ...b, reserved: b.reserved + 5, available: b.available - 5 })
    const picking = (await get(`${WARE}/pickingList`, { id })).json.data
    expect(picking.map((l: { batchNo: string; quantity: number }) => [l.batchNo, l.quantity])).toEqual([
      ['OLDEST', 3],
      ['FBA-DEMO-2', 2],
    ])
    expect(picking[0]).toMatchObject({ positionCode: 'A-09-01', sysSku: 'HM-FBA-BOTTLE' })
    // The office can no longer change it.
    const edit = await post(`${ERP}/update`, { id, remark: 'late change' })
    expect(edit.status).toBe(400)
    expect(edit.json.msg).toContain('Allocated')

    // Packing: never more than the turnover asks; confirmed only when packed equals the total.
    const tooMany = await post(`${WARE}/encasement`, {
      id,
      ...measures,
      items: [{ sku: 'HM-FBA-BOTTLE', quantity: 6 }],
    })
    expect(tooMany.status).toBe(400)
    expect(tooMany.json.msg).toContain('6 packed would exceed the 5')
    const first = await post(`${WARE}/encasement`, { id, ...measures, items: [{ sku: 'x00testfba1', quantity: 3 }] })
    expect(first.json.data).toMatchObject({ boxNo: 1, quantity: 3, packedQuantity: 3, replayed: false })
    const short = await post(`${WARE}/confirmMencasement`, { ids: [id] })
    expect(short.status).toBe(400)
    expect(short.json.msg).toContain('3 of the 5 units')
    const second = await post(`${WARE}/encasement`, { id, ...measures, items: [{ sku: 'HM-FBA-BOTTLE', quantity: 1 }] })
    expect(second.json.data).toMatchObject({ boxNo: 2, packedQuantity: 4 })
    const grown = await post(`${WARE}/updateEncasement`, {
      boxId: second.json.data.boxId,
      weight: '4.5',
      items: [{ sku: 'HOMELY-BOTTLE-750', quantity: 2 }],
    })
    expect(grown.json.data, grown.text).toMatchObject({ boxNo: 2, quantity: 2, packedQuantity: 5 })
    const skus = (await get(`${WARE}/skuList`, { id })).json.data
    expect(skus[0]).toMatchObject({ quantity: 5, packed: 5, left: 0 })
    expect((await post(`${WARE}/confirmMencasement`, { ids: [id] })).json.code).toBe(200)
    const encased = await detail(id)
    expect(encased).toMatchObject({ status: 3, packedQuantity: 5, boxCount: 2 })
    expect(encased.boxes.map((b: { boxNo: number; weight: string }) => [b.boxNo, b.weight])).toEqual([
      [1, '9.800'],
      [2, '4.500'],
    ])

    // Labelling: refused while the labels are not uploaded; the files given with it count.
    const noLabels = await post(`${WARE}/labelling`, { ids: [id] })
    expect(noLabels.status).toBe(400)
    expect(noLabels.json.msg).toContain('Box label')
    expect(noLabels.json.msg).toContain('not uploaded')
    const onlyBox = await post(`${WARE}/labelling`, { ids: [id], files: [{ attachId: D.boxLabel, fileType: '1' }] })
    expect(onlyBox.status).toBe(400)
    expect(onlyBox.json.msg).toContain('FBA label')
    const labelled = await post(`${WARE}/labelling`, {
      ids: [id],
      files: [
        { attachId: D.boxLabel, fileType: '1' },
        { attachId: D.fbaLabel, fileType: '2' },
      ],
    })
    expect(labelled.json.code, labelled.text).toBe(200)
    expect((await detail(id)).files).toHaveLength(2)

    // Outbound: the reserved units leave Los Angeles through the ledger, under the turnover's number.
    const held = (await bottle()) as { onHand: number; reserved: number; available: number }
    const shipped = await post(`${WARE}/outbound`, { ids: [id] })
    expect(shipped.json.code, shipped.text).toBe(200)
    expect(await bottle()).toEqual({ onHand: held.onHand - 5, reserved: held.reserved - 5, available: held.available })
    const ledger = await t.root.query<{ quantity: number; batchNo: string }>(
      `SELECT quantity, batch_no FROM erp_store_product_inventory_log
        WHERE document_type = 'erp/fbaturnover' AND document_id = $1 ORDER BY batch_no`,
      [id],
    )
    expect(ledger.map((l) => [l.batchNo, l.quantity])).toEqual([
      ['FBA-DEMO-2', -2],
      ['OLDEST', -3],
    ])
    // Taken in as the shop's inbound shipment to ONT8: what left is shipped under its seller SKU.
    const inbound = await t.root.query<{ sellerSku: string; quantityShipped: number }>(
      `SELECT seller_sku, quantity_shipped FROM erp_fba_inbound_shipment_item
        WHERE tenant_id = '000000' AND shipment_id = 'FBA17TEST01' AND is_deleted = 0`,
    )
    expect(inbound).toEqual([{ sellerSku: 'HOMELY-BOTTLE-750', quantityShipped: 5 }])
    expect(await detail(id)).toMatchObject({ status: 5 })
    expect((await detail(id)).outboundTime).toBeTruthy()
  })

  it('refuses a step its status does not allow, naming the turnover, its status and the step', async () => {
    const res = await post(`${WARE}/outbound`, { ids: [D.allocated] })
    expect(res.status).toBe(400)
    expect(res.json.msg).toContain('FZ-20261201-0002')
    expect(res.json.msg).toContain('Allocated')
    expect(res.json.msg).toContain('Ship out')
    const draftAllocated = await post(`${WARE}/allocation`, { ids: [D.draft] })
    expect(draftAllocated.status).toBe(400)
    expect(draftAllocated.json.msg).toContain('Draft')
  })

  it('releases what allocation reserved when cancelled', async () => {
    const id = await newTurnover(2, 'FBA17TEST02')
    await post(`${ERP}/updateStatus`, { ids: [id], status: '1' })
    const before = await bottle()
    expect((await post(`${WARE}/allocation`, { ids: [id] })).json.code).toBe(200)
    expect((await bottle())?.available).toBe((before?.available ?? 0) - 2)
    const res = await post(`${WARE}/cancellation`, { ids: [id], cancelReason: 'Shipment closed by Amazon' })
    expect(res.json.code, res.text).toBe(200)
    expect(await bottle()).toEqual(before)
    expect(await detail(id)).toMatchObject({ status: 6, cancelReason: 'Shipment closed by Amazon' })
    const open = await t.root.query(
      `SELECT 1 FROM erp_stock_reservation WHERE document_type = 'erp/fbaturnover' AND document_id = $1 AND status = 1`,
      [id],
    )
    expect(open).toHaveLength(0)
  })

  it('keeps lines and files to the office before allocation, and boxes to the warehouse after it', async () => {
    const id = await newTurnover(3, 'FBA17TEST03')
    const twice = await post(`${ERP}/update`, {
      id,
      items: [
        { productId: D.product, quantity: 1 },
        { productId: D.product, quantity: 2 },
      ],
    })
    expect(twice.status).toBe(400)
    expect(twice.json.msg).toContain('HM-FBA-BOTTLE')
    const early = await post(`${WARE}/encasement`, { id, ...measures, items: [{ sku: 'HM-FBA-BOTTLE', quantity: 1 }] })
    expect(early.status).toBe(400)
    expect(early.json.msg).toContain('Draft')
    const [line] = (await detail(id)).items
    expect((await post(`${ERP}/deleteFbaTurnoverItemById`, { ids: [line.id] })).json.code).toBe(200)
    expect(await detail(id)).toMatchObject({ totalQuantity: 0, items: [] })
    expect((await post(`${ERP}/deleteById`, { ids: [id] })).json.code).toBe(200)
  })

  it('lets the warehouse work turnovers but not plan them', async () => {
    const clerk = (await t.signIn('000000', 'warehouse', 'Warehouse123')).access_token
    const page = await t.call('GET', `${WARE}/page`, { token: clerk })
    expect(page.json.code, page.text).toBe(200)
    expect(page.json.data.records.length).toBeGreaterThan(0)
    const save = await t.call('POST', `${ERP}/save`, { token: clerk, body: { centre: 'ONT8' } })
    expect(save.status).toBe(403)
  })
})
