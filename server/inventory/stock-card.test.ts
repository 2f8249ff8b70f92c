import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { stockDocumentType } from '#sync/resources/inventory/inventory.dictionaries.ts'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { decideApproval } from '../testing/approvals.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'
import { stockBookProblems } from './stock-books.ts'

// Issue 10 §3 stock card: every movement of a SKU in a warehouse with its running balance and its
// document, voided pairs shown and flagged, open reservations, and each lot's source document.
let t: TestApp
let token: string
const LA_A1 = '1000000000000005021'
const LA_A2 = '1000000000000005022'
const CARD = '/api/erp/storeproductinventorylog/stockCard'
const post = (path: string, body: unknown) => t.call('POST', path, { token, body, lang: 'en-US' })
const get = (path: string, query: Record<string, string>) => t.call('GET', path, { token, query, lang: 'en-US' })
const card = async (query: Record<string, string>) => {
  const r = await get(CARD, { storeId: W.storeLa, productId: P.pan, ...query })
  expect(r.json.code, r.text).toBe(200)
  return r.json.data
}
type CardRow = {
  id: string
  quantity: number
  balance: number
  voided: boolean
  userName: string | null
  document: { type: string; id: string; code: string | null; route: string | null; label: string | null } | null
}
let voidedId = ''

beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
  const pan = { storeId: W.storeLa, positionId: LA_A1, productId: P.pan, batchNo: 'P1', inboundDate: '2026-01-05' }
  expect(
    (await post('/api/erp/storeproductinventory/submit', { ...pan, quantity: 10, reason: 'Opening' })).json.code,
  ).toBe(200)
  expect(
    (await post('/api/erp/storeproductinventory/submit', { ...pan, quantity: -3, reason: 'Broken' })).json.code,
  ).toBe(200)
  // These two happened long ago: the card's opening balance from a later date counts them.
  await t.root.query(
    `UPDATE erp_store_product_inventory_log SET create_time = '2026-01-10 09:00:00' WHERE product_id = $1`,
    [P.pan],
  )
  // A receipt of an inbound order: its lot in the receiving position was brought by that order.
  const submitted = await post('/api/ware/winboundorder/submit', {
    code: 'IN-CARD-1',
    storeId: W.storeLa,
    status: 100,
    items: [{ productId: P.pan, plannedQuantity: 5, unitCost: '8' }],
  })
  expect(submitted.json.code, submitted.text).toBe(200)
  const [order] = await t.root.query<{ id: string }>(`SELECT id::text FROM ware_inbound_order WHERE code = 'IN-CARD-1'`)
  const detail = (await get('/api/ware/winboundorder/detail', { id: order?.id as string })).json.data
  const accepted = await post('/api/ware/winboundorder/accept', {
    id: order?.id,
    items: [{ id: detail.items[0].id, receivedQuantity: 5 }],
  })
  expect(accepted.json.code, accepted.text).toBe(200)
  // A row posted by mistake and voided: both it and its correction stay on the card.
  const found = await post('/api/erp/storeproductinventorylog/submit', { ...pan, quantity: 4, reason: 'Found' })
  expect(found.json.code, found.text).toBe(200)
  voidedId = found.json.data.id
  expect((await post('/api/erp/storeproductinventorylog/remove', { ids: voidedId, reason: 'Twice' })).json.code).toBe(
    200,
  )
  // An approved outbound order reserves two pans.
  const out = await post('/api/ware/woutbound/save', {
    code: 'OUT-CARD-1',
    storeId: W.storeLa,
    transportId: W.transportUps,
    items: [{ productId: P.pan, quantity: 2 }],
  })
  expect(out.json.code, out.text).toBe(200)
  const [outbound] = await t.root.query<{ id: string }>(`SELECT id::text FROM ware_outbound WHERE code = 'OUT-CARD-1'`)
  expect((await post('/api/ware/woutbound/updateStatus', { ids: outbound?.id, status: '1' })).json.code).toBe(200)
  await decideApproval(t, token, 'ware/woutbound', outbound?.id as string)
})
afterAll(() => t.close())
afterEach(async () => {
  const db = scopeToTenant(t.root, { tenantId: '000000', userId: '1' })
  expect(await db.begin((tx) => stockBookProblems(tx))).toEqual([])
})

describe('stock card', () => {
  it('lists every movement oldest first with its running balance, voided pairs flagged', async () => {
    const data = await card({})
    const rows: CardRow[] = data.records
    expect(rows.map((r) => r.quantity)).toEqual([10, -3, 5, 4, -4])
    expect(rows.map((r) => r.balance)).toEqual([10, 7, 12, 16, 12])
    expect(rows.map((r) => r.voided)).toEqual([false, false, false, true, true])
    expect(data).toMatchObject({
      opening: 0,
      closing: 12,
      total: 5,
      inQuantity: 19,
      outQuantity: 7,
      sysSku: 'DEMO-PAN-28',
    })
    expect(rows[3]?.id).toBe(voidedId)
    // The correction names the row it voids.
    expect(rows[4]?.document).toMatchObject({
      type: 'erp/storeproductinventorylog',
      id: voidedId,
      code: `#${voidedId}`,
    })
    expect(rows[0]?.userName).toBeTruthy()
  })

  it("names each movement's document with its own code and the console page that opens it", async () => {
    const rows: CardRow[] = (await card({})).records
    expect(rows[2]?.document).toMatchObject({
      type: 'ware/winboundorder',
      code: 'IN-CARD-1',
      route: '/wms/winboundorder',
      label: 'Inbound order',
    })
    // A hand adjustment is a document of its own, without a code.
    expect(rows[0]?.document).toMatchObject({ type: 'erp/storeproductinventory', code: null, route: null })
  })

  it('starts from the opening balance before from, and keeps the running balance of the whole history', async () => {
    const data = await card({ from: '2026-02-01' })
    expect(data.opening).toBe(7)
    expect(data.records.map((r: CardRow) => r.balance)).toEqual([12, 16, 12])
    expect(data.closing).toBe(12)
    const early = await card({ to: '2026-01-31' })
    expect(early).toMatchObject({ opening: 0, closing: 7, total: 2 })
    const paged = await card({ size: '2', current: '2' })
    expect(paged.records.map((r: CardRow) => r.balance)).toEqual([12, 16])
    expect(paged).toMatchObject({ total: 5, pages: 3 })
  })

  it('is asked by system SKU as well, and narrows to one position', async () => {
    const r = await get(CARD, { storeId: W.storeLa, sysSku: 'DEMO-PAN-28', positionId: LA_A1 })
    expect(r.json.code, r.text).toBe(200)
    // The receipt went to the receiving position, not A-01-01.
    expect(r.json.data.records.map((row: CardRow) => row.balance)).toEqual([10, 7, 11, 7])
  })

  it('shows the reservations now open with their document', async () => {
    const { reservations } = await card({})
    expect(reservations).toHaveLength(1)
    expect(reservations[0]).toMatchObject({
      quantity: 2,
      positionId: LA_A1,
      document: { type: 'ware/woutbound', code: 'OUT-CARD-1', route: '/wms/woutbound' },
    })
  })

  it('reaches, from each lot on hand, the document that brought it', async () => {
    const { lots } = await card({})
    expect(lots.map((l: { onHand: number }) => l.onHand)).toEqual([7, 5])
    expect(lots[0]).toMatchObject({ batchNo: 'P1', reserved: 2, document: { type: 'erp/storeproductinventory' } })
    expect(lots[1]).toMatchObject({ document: { type: 'ware/winboundorder', code: 'IN-CARD-1' }, movementType: 1 })
  })

  it('refuses a card without a product, naming the field', async () => {
    const r = await get(CARD, { storeId: W.storeLa })
    expect(r.json.code).toBe(400)
    expect(r.json.data.errors[0].field).toBe('productId')
    const backwards = await get(CARD, { storeId: W.storeLa, productId: P.pan, from: '2026-03-01', to: '2026-02-01' })
    expect(backwards.json.code).toBe(400)
    expect(backwards.json.data.errors[0].field).toBe('to')
  })
})

// Issue 27, item 9: the ledger named its documents' kinds by keys (ware/woutbound) and its export had no number.
describe('the ledger in words', () => {
  it("lists each row's kind of document in words and its number", async () => {
    const r = await get('/api/erp/storeproductinventorylog/page', { productId: P.pan, size: '50' })
    expect(r.json.code, r.text).toBe(200)
    const receipt = r.json.data.records.find(
      (row: { documentType: string }) => row.documentType === 'ware/winboundorder',
    )
    expect(receipt).toMatchObject({ documentIdLabel: 'IN-CARD-1' })
    // Every kind of document the demo ledger holds has words.
    const all = await get('/api/erp/storeproductinventorylog/page', { size: '500' })
    const kinds = new Set(all.json.data.records.map((row: { documentType: string }) => row.documentType))
    const known = new Set(stockDocumentType.entries.map((e) => e.key))
    expect([...kinds].filter((k) => !known.has(k as string))).toEqual([])
    const byKind = await get('/api/erp/storeproductinventorylog/page', { documentType: 'ware/winboundorder' })
    expect(byKind.json.code, byKind.text).toBe(200)
  })

  it('exports the kind in words and the document number, never the internal id', async () => {
    const r = await t.call('GET', '/api/erp/storeproductinventorylog/export', {
      token,
      query: { productId: P.pan, format: 'csv' },
      lang: 'en-US',
    })
    expect(r.status).toBe(200)
    const [header, ...rows] = r.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    expect(header).toContain('Document type')
    expect(header).toContain('Document no.')
    const receipt = rows.find((row) => row.includes('Inbound order'))
    expect(receipt).toContain('IN-CARD-1')
    expect(rows.filter((row) => /\b(ware|erp)\/\w+/.test(row))).toEqual([])
    // A hand adjustment has no document: a dash, not the id minted for it.
    const adjustment = rows.find((row) => row.includes('Adjustment by hand'))
    expect(adjustment).toContain('—')
    expect(adjustment).not.toMatch(/\d{15,}/)
  })
})

// Issue 27, item 10: a putaway moved units from receiving into storage and the card counted them in and out.
describe('moves inside the warehouse', () => {
  it('counts a putaway neither in nor out on the card of the warehouse, and as in on the card of its position', async () => {
    const before = await card({})
    const [task] = await t.root.query<{ id: string }>(
      `SELECT s.id::text FROM ware_inbound_shelves s JOIN ware_inbound_order o ON o.id = s.inbound_order_id
        WHERE o.code = 'IN-CARD-1' AND s.is_deleted = 0`,
    )
    const put = await post('/api/ware/winboundshelves/putAway', { id: task?.id, positionId: LA_A2, quantity: 5 })
    expect(put.json.code, put.text).toBe(200)
    const after = await card({})
    expect(after).toMatchObject({
      inQuantity: before.inQuantity,
      outQuantity: before.outQuantity,
      closing: before.closing,
    })
    const moved = after.records.filter((r: CardRow & { movedWithin: boolean }) => r.movedWithin)
    expect(moved.map((r: CardRow) => r.quantity).sort()).toEqual([-5, 5])
    const position = await card({ positionId: LA_A2 })
    expect(position).toMatchObject({ inQuantity: 5, outQuantity: 0 })
    expect(position.records.every((r: { movedWithin: boolean }) => !r.movedWithin)).toBe(true)
  })
})
