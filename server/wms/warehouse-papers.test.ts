import ExcelJS from 'exceljs'
import { unzipSync } from 'fflate'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { stockBookProblems } from '../inventory/stock-books.ts'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { decideApproval } from '../testing/approvals.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { INBOUND_IDS as I } from './inbound-seed.ts'
import { WMS_IDS as W } from './wms-seed.ts'

// Issue 10 §2: receipt confirmation, a count line sent back for recount, a pick list's invoices,
// and counted stock imported from a sheet (all rows or none); the books balance after each test.
let t: TestApp
let token: string
const A1 = '1000000000000005021'
const post = (path: string, body: unknown) => t.call('POST', path, { token, body, lang: 'en-US' })
const get = (path: string, query: Record<string, string>) => t.call('GET', path, { token, query, lang: 'en-US' })
const stock = (positionId: string, productId: string, batchNo: string, quantity: number) =>
  post('/api/erp/storeproductinventory/submit', {
    storeId: W.storeLa,
    positionId,
    productId,
    batchNo,
    inboundDate: '2026-01-05',
    quantity,
    reason: 'Opening',
  })

beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())
afterEach(async () => {
  const db = scopeToTenant(t.root, { tenantId: '000000', userId: '1' })
  expect(await db.begin((tx) => stockBookProblems(tx))).toEqual([])
})

async function sheetRows(bytes: Uint8Array): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer)
  const rows: unknown[][] = []
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1))
  })
  return rows
}

describe('receipt confirmation', () => {
  it('confirms a short receipt as the result, once; refuses an order that received nothing', async () => {
    const nothing = await post('/api/ware/winboundorderconfirm/apply', { ids: I.orderLa })
    expect(nothing.json.code).toBe(400)
    expect(nothing.json.msg).toContain('IN-2026-0001')
    const received = await post('/api/ware/winboundorder/accept', {
      id: I.orderLa,
      items: [{ id: I.lineLaKettle, receivedQuantity: 7 }],
    })
    expect(received.json.code, received.text).toBe(200)
    const waiting = await get('/api/ware/winboundorderconfirm/page', { confirmed: '0' })
    expect(waiting.json.data.records).toEqual([
      expect.objectContaining({ id: I.orderLa, status: 2, receivedQuantity: 7, confirmTime: null }),
    ])
    const ledgerBefore = await t.root.query(`SELECT 1 FROM erp_store_product_inventory_log`)
    const confirmed = await post('/api/ware/winboundorderconfirm/apply', { ids: I.orderLa })
    expect(confirmed.json.code, confirmed.text).toBe(200)
    const [receipt] = confirmed.json.data
    expect(receipt).toMatchObject({ id: I.orderLa, status: 100, confirmUserName: expect.any(String) })
    expect(receipt.confirmUser).toMatch(/^\d+$/)
    expect(receipt.lines.find((l: { id: string }) => l.id === I.lineLaKettle)).toMatchObject({
      receivedQuantity: 7,
      difference: 7 - Number(receipt.lines.find((l: { id: string }) => l.id === I.lineLaKettle).plannedQuantity),
    })
    expect(receipt.ledger).toEqual([expect.objectContaining({ quantity: 7, movementType: 1 })])
    // No stock moved, and a repeat changes nothing.
    expect(await t.root.query(`SELECT 1 FROM erp_store_product_inventory_log`)).toHaveLength(ledgerBefore.length)
    const again = await post('/api/ware/winboundorderconfirm/apply', { ids: I.orderLa })
    expect(again.json.data[0].confirmTime).toBe(receipt.confirmTime)
    const detail = await get('/api/ware/winboundorderconfirm/detail', { id: I.orderLa })
    expect(detail.json.data.confirmTime).toBe(receipt.confirmTime)
    expect((await get('/api/ware/winboundorderconfirm/page', { confirmed: '0' })).json.data.total).toBe(0)
  })
})

describe('count lines', () => {
  it('sends a counted line back for a recount: the count is cleared and submit waits for it', async () => {
    await stock(A1, P.kettle, 'RC', 5)
    const saved = await post('/api/ware/wstocktaking/save', {
      code: 'ST-RC-1',
      storeId: W.storeLa,
      positionIds: A1,
      blind: 0,
    })
    expect(saved.json.code, saved.text).toBe(200)
    const [count] = await t.root.query<{ id: string }>(`SELECT id::text FROM ware_stocktaking WHERE code = 'ST-RC-1'`)
    const id = count?.id as string
    expect((await post('/api/ware/wstocktaking/start-taking', { ids: id })).json.code).toBe(200)
    const lines = await t.root.query<{ id: string }>(
      `SELECT id::text FROM ware_stocktaking_item WHERE stocktaking_id = $1 ORDER BY id`,
      [id],
    )
    const items = lines.map((l) => ({ id: l.id, countedQuantity: 5 }))
    expect((await post('/api/ware/wstocktaking/updateAll', { id, items })).json.code).toBe(200)
    const line = lines[0]?.id as string
    const [counted] = await t.root.query<{ lineStatus: number }>(
      `SELECT line_status FROM ware_stocktaking_item WHERE id = $1`,
      [line],
    )
    expect(counted?.lineStatus).toBe(2)
    const bad = await post('/api/ware/wstocktakingitem/updateStatus', { ids: line, status: '2' })
    expect(bad.json.code).toBe(400)
    expect(bad.json.data.errors[0].field).toBe('status')
    const back = await post('/api/ware/wstocktakingitem/updateStatus', { ids: line, status: '3' })
    expect(back.json.code, back.text).toBe(200)
    const [recount] = await t.root.query<{ lineStatus: number; countedQuantity: number | null }>(
      `SELECT line_status, counted_quantity FROM ware_stocktaking_item WHERE id = $1`,
      [line],
    )
    expect(recount).toEqual({ lineStatus: 3, countedQuantity: null })
    const submit = await post('/api/ware/wstocktaking/updateStatus', { ids: id, status: '2' })
    expect(submit.json.code).toBe(400)
    expect(
      (await post('/api/ware/wstocktaking/updateAll', { id, items: [{ id: line, countedQuantity: 5 }] })).json.code,
    ).toBe(200)
    expect((await post('/api/ware/wstocktaking/updateStatus', { ids: id, status: '2' })).json.code).toBe(200)
    // Submitted: no more recounts.
    const late = await post('/api/ware/wstocktakingitem/updateStatus', { ids: line, status: '3' })
    expect(late.json.code).toBe(400)
    await post('/api/ware/wstocktaking/updateStatus', { ids: id, status: '80' })
  })
})

describe('pick list invoices', () => {
  it('zips one commercial invoice per outbound order, with declared values and exact amounts', async () => {
    await stock(A1, P.lantern, 'INV', 6)
    await t.root.query(
      `INSERT INTO erp_base_product_declare (id, tenant_id, product_id, sku, country, declare_name_en, declare_name_zh,
              customs_code, declare_price, currency, declare_unit, is_public)
       VALUES (1000000000000099901, '000000', $1, 'DEMO-LANTERN', 'CN', 'Camping lantern', '露营灯', '9405409000',
               3.3333, 'USD', 'pcs', 1)`,
      [P.lantern],
    )
    const ids: string[] = []
    for (const [code, quantity] of [
      ['OUT-INV-1', 3],
      ['OUT-INV-2', 1],
    ] as const) {
      const r = await post('/api/ware/woutbound/save', {
        code,
        storeId: W.storeLa,
        transportId: W.transportUps,
        recipient: 'Ada',
        address: '1 Main St',
        items: [{ productId: P.lantern, quantity }],
      })
      expect(r.json.code, r.text).toBe(200)
      const [row] = await t.root.query<{ id: string }>(`SELECT id::text FROM ware_outbound WHERE code = $1`, [code])
      ids.push(row?.id as string)
    }
    expect((await post('/api/ware/woutbound/updateStatus', { ids, status: '1' })).json.code).toBe(200)
    for (const id of ids) await decideApproval(t, token, 'ware/woutbound', id)
    const wave = await post('/api/ware/woutbound/start-bound', { ids })
    expect(wave.json.code, wave.text).toBe(200)
    // The list's row button sends ids: every line picked in full.
    const picked = await post('/api/ware/worderpick/finishPicking', { ids: [wave.json.data[0]] })
    expect(picked.json.code, picked.text).toBe(200)
    const zip = await t.call('GET', '/api/ware/worderpick/downInvoice', {
      token,
      query: { id: wave.json.data[0] },
      lang: 'en-US',
    })
    expect(zip.status).toBe(200)
    expect(zip.headers.get('content-type')).toBe('application/zip')
    const files = unzipSync(new Uint8Array(zip.bytes))
    expect(Object.keys(files).sort()).toEqual(['invoice-OUT-INV-1.xlsx', 'invoice-OUT-INV-2.xlsx'])
    const rows = await sheetRows(files['invoice-OUT-INV-1.xlsx'] as Uint8Array)
    expect(rows[0]).toEqual(['COMMERCIAL INVOICE'])
    expect(rows).toContainEqual(['Recipient', 'Ada'])
    expect(rows).toContainEqual([
      'DEMO-LANTERN',
      'Camping lantern',
      '露营灯',
      '9405409000',
      'CN',
      3,
      'pcs',
      '3.33',
      '10.00',
      'USD',
    ])
    expect(rows).toContainEqual(['Total', '', '', '', '', '', '', '', '10.00', 'USD'])
    const missing = await t.call('GET', '/api/ware/worderpick/downInvoice', {
      token,
      query: { id: '1' },
      lang: 'en-US',
    })
    expect(missing.json.code).toBe(404)
    await post('/api/ware/woutbound/updateStatus', { ids, status: '5' })
  })
})

describe('stock sheets', () => {
  const csv = (text: string) => {
    const form = new FormData()
    form.append('file', new File([text], 'count.csv', { type: 'text/csv' }))
    return form
  }
  const upload = (path: string, text: string) => t.call('POST', path, { token, form: csv(text), lang: 'en-US' })
  const HEADER = 'Warehouse,Position,System SKU,Batch,Inbound date,Counted on hand,Unit cost,Reason'

  it('imports counted stock as adjustments, all rows or none, each problem named with its row', async () => {
    const template = await t.call('GET', '/api/erp/storeproductinventory/downTemplate', { token, lang: 'en-US' })
    expect((await sheetRows(new Uint8Array(template.bytes)))[0]).toEqual(HEADER.split(','))
    const [store] = await t.root.query<{ name: string }>(`SELECT name FROM erp_base_store WHERE id = $1`, [W.storeLa])
    const [position] = await t.root.query<{ code: string }>(`SELECT code FROM ware_base_store_position WHERE id = $1`, [
      A1,
    ])
    const at = `${store?.name},${position?.code}`
    const ledger = async () => (await t.root.query(`SELECT 1 FROM erp_store_product_inventory_log`)).length
    const before = await ledger()
    const bad = await upload(
      '/api/erp/storeproductinventory/importInventoryExcel',
      `${HEADER}\n${at},DEMO-PAN-28,IMP,2026-02-01,4,9.5,Count\n${at},NO-SUCH-SKU,IMP,2026-02-01,x,,`,
    )
    expect(bad.json.code).toBe(400)
    expect(bad.json.data.errors.map((e: { field: string }) => e.field)).toEqual(['3.sysSku', '3.onHand', '3.reason'])
    expect(bad.json.data.errors[0].message).toContain('row 3')
    expect(await ledger()).toBe(before)
    const good = await upload(
      '/api/ware/wstoreproductinventory/importExcel',
      `${HEADER}\n${at},DEMO-PAN-28,IMP,2026-02-01,4,9.5,Count\n${at},DEMO-KETTLE-17L,IMP,2026-02-01,2,,Count`,
    )
    expect(good.json.code, good.text).toBe(200)
    expect(good.json.data).toEqual({ count: 2, moved: 6 })
    const again = await upload(
      '/api/erp/storeproductinventory/importInventoryExcel',
      `${HEADER}\n${at},DEMO-PAN-28,IMP,2026-02-01,1,,Recount`,
    )
    expect(again.json.data).toEqual({ count: 1, moved: -3 })

    const lots = await t.call('GET', '/api/erp/storeproductinventory/exportRealInventory', {
      token,
      query: { storeId: W.storeLa },
      lang: 'en-US',
    })
    const lotRows = await sheetRows(new Uint8Array(lots.bytes))
    const panLot = lotRows.find((r) => r[2] === 'DEMO-PAN-28' && r[3] === 'IMP')
    expect(panLot?.slice(0, 4)).toEqual([store?.name, position?.code, 'DEMO-PAN-28', 'IMP'])
    expect(panLot?.slice(5)).toEqual([1, 0, 1, 9.5])
    const perStore = await sheetRows(
      new Uint8Array(
        (await t.call('GET', '/api/erp/storeproductinventory/exportSysInventory', { token, lang: 'en-US' })).bytes,
      ),
    )
    expect(perStore[0]).toContain('Available')
    const perSku = await sheetRows(
      new Uint8Array(
        (await t.call('GET', '/api/erp/storeproductinventory/exportInventoryStatistic', { token, lang: 'en-US' }))
          .bytes,
      ),
    )
    expect(perSku.find((r) => r[0] === 'DEMO-PAN-28')).toBeDefined()
    const floor = await t.call('GET', '/api/ware/wstoreproductinventory/exportExcel', { token, lang: 'en-US' })
    expect(floor.status).toBe(200)
    const ledgerSheet = await t.call('GET', '/api/erp/storeproductinventorylog/export', { token, lang: 'en-US' })
    expect(ledgerSheet.status).toBe(200)
  })
})
