import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { stockBookProblems } from '../inventory/stock-books.ts'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { pdfText } from '../platform/pdf/pdf-text.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { DEMO as S } from '../shops/seed-shops.ts'
import { decideApproval } from '../testing/approvals.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { WMS_IDS as W } from './wms-seed.ts'

// Issue 27 item 1, the wave screen's server side: filters choose approved outbound orders in no
// pick list, each grouping rule (transport, single-SKU orders apart, zone) makes the lists the
// preview shows, lines follow the walking order, and the pick sheet prints as a PDF in that order
// with the list's number as a Code 128 barcode.
let t: TestApp
let token: string
const A1 = '1000000000000005021'
const B1 = '1000000000000005024'
const post = (path: string, body: unknown) => t.call('POST', path, { token, body, lang: 'en-US' })
const get = (path: string, query: Record<string, string>) => t.call('GET', path, { token, query, lang: 'en-US' })

type PlanOrder = { id: string; code: string; skuCount: number; zoneName: string | null; zoneCount: number }
type PlanList = {
  transportId: string | null
  skuCount: string | null
  zoneName: string | null
  orderIds: string[]
  quantity: number
}
type Plan = { orders: PlanOrder[]; lists: PlanList[]; limited: boolean }

const ids: Record<string, string> = {}
const codesOf = (list: PlanList) => list.orderIds.map((id) => Object.keys(ids).find((k) => ids[k] === id))

async function plan(query: Record<string, string>): Promise<Plan> {
  const r = await get('/api/ware/woutbound/wavePlan', query)
  expect(r.json.code, r.text).toBe(200)
  return r.json.data
}

async function approvedOutbound(code: string, transportId: string, items: { productId: string; quantity: number }[]) {
  const saved = await post('/api/ware/woutbound/save', { code, storeId: W.storeLa, transportId, items })
  expect(saved.json.code, saved.text).toBe(200)
  const [row] = await t.root.query<{ id: string }>(`SELECT id::text FROM ware_outbound WHERE code = $1`, [code])
  const id = row?.id as string
  expect((await post('/api/ware/woutbound/updateStatus', { ids: id, status: '1' })).json.code).toBe(200)
  await decideApproval(t, token, 'ware/woutbound', id)
  ids[code] = id
}

beforeAll(async () => {
  t = await openTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'waves-')) })
  token = (await t.signIn()).access_token
  // The oldest lots, so every reservation takes them: lanterns in zone A (storage), pans in zone B (picking).
  for (const [positionId, productId] of [
    [A1, P.lantern],
    [B1, P.pan],
  ] as const) {
    const r = await post('/api/erp/storeproductinventory/submit', {
      storeId: W.storeLa,
      positionId,
      productId,
      batchNo: 'WAVE',
      inboundDate: '2000-01-01',
      quantity: 20,
      reason: 'Opening',
    })
    expect(r.json.code, r.text).toBe(200)
  }
  const lantern = (quantity: number) => ({ productId: P.lantern, quantity })
  const pan = (quantity: number) => ({ productId: P.pan, quantity })
  await approvedOutbound('WAVE-1', W.transportUps, [lantern(1)])
  await approvedOutbound('WAVE-2', W.transportUps, [lantern(2)])
  await approvedOutbound('WAVE-3', W.transportFedex, [pan(1)])
  await approvedOutbound('WAVE-4', W.transportUps, [lantern(1), pan(1)])
  await approvedOutbound('WAVE-5', W.transportFedex, [lantern(1)])
})
afterAll(() => t.close())
afterEach(async () => {
  const db = scopeToTenant(t.root, { tenantId: '000000', userId: '1' })
  expect(await db.begin((tx) => stockBookProblems(tx))).toEqual([])
})

describe('the wave screen', () => {
  it('previews the lists of each grouping rule', async () => {
    const byTransport = await plan({ storeId: W.storeLa })
    expect(byTransport.orders.map((o) => o.code)).toEqual(['WAVE-1', 'WAVE-2', 'WAVE-4', 'WAVE-3', 'WAVE-5'])
    expect(byTransport.orders.find((o) => o.code === 'WAVE-4')).toMatchObject({ skuCount: 2, zoneCount: 2 })
    expect(byTransport.orders.find((o) => o.code === 'WAVE-1')).toMatchObject({ skuCount: 1, zoneName: '存储区A' })
    expect(byTransport.lists.map(codesOf)).toEqual([
      ['WAVE-1', 'WAVE-2', 'WAVE-4'],
      ['WAVE-3', 'WAVE-5'],
    ])
    expect(byTransport.lists.map((l) => l.transportId)).toEqual([W.transportUps, W.transportFedex])
    expect(byTransport.lists.map((l) => l.quantity)).toEqual([5, 2])

    const bySkuCount = await plan({ storeId: W.storeLa, rule: 'singleSku' })
    expect(bySkuCount.lists.map((l) => [l.skuCount, codesOf(l)])).toEqual([
      ['single', ['WAVE-1', 'WAVE-2']],
      ['multi', ['WAVE-4']],
      ['single', ['WAVE-3', 'WAVE-5']],
    ])

    // Zone A first (its pick order is 1), then B, then the order over both; transports mixed in A.
    const byZone = await plan({ storeId: W.storeLa, rule: 'zone' })
    expect(byZone.lists.map((l) => [l.zoneName, l.transportId, codesOf(l)])).toEqual([
      ['存储区A', null, ['WAVE-1', 'WAVE-2', 'WAVE-5']],
      ['拣货区B', W.transportFedex, ['WAVE-3']],
      [null, W.transportUps, ['WAVE-4']],
    ])
  })

  it('filters by transport, SKU count, shop and cut-off, and names a bad cut-off', async () => {
    const codes = async (query: Record<string, string>) => (await plan(query)).orders.map((o) => o.code)
    expect(await codes({ storeId: W.storeLa, transportId: W.transportFedex })).toEqual(['WAVE-3', 'WAVE-5'])
    expect(await codes({ storeId: W.storeLa, skuCount: 'multi' })).toEqual(['WAVE-4'])
    expect(await codes({ storeId: W.storeLa, skuCount: 'single' })).toEqual(['WAVE-1', 'WAVE-2', 'WAVE-3', 'WAVE-5'])
    expect(await codes({ storeId: W.storeLa, cutOff: '2000-01-01 00:00' })).toEqual([])
    expect(await codes({ storeId: W.storeLa, cutOff: '2999-12-31 23:59:59' })).toHaveLength(5)
    // Only the demo's pushed sales orders come from a shop (New Jersey, Amazon US).
    expect(await codes({ shopId: S.shopAmazonUs })).toEqual(['OB-20260301-0001', 'OB-20260301-0002'])
    expect(await codes({ storeId: W.storeLa, shopId: S.shopAmazonUs })).toEqual([])
    for (const cutOff of ['2026-13-45 99:99', '2026-02-30 10:00', 'tomorrow']) {
      const bad = await get('/api/ware/woutbound/wavePlan', { cutOff })
      expect(bad.json.code, cutOff).toBe(400)
      expect(bad.json.msg).toContain('Cut-off')
    }
    const rule = await post('/api/ware/woutbound/start-bound', { storeId: W.storeLa, rule: 'byColour' })
    expect(rule.json.code).toBe(400)
    expect(rule.json.msg).toContain('Grouping rule')
  })

  it('makes the lists the preview showed, their lines in walking order, and prints the sheet as a PDF', async () => {
    const preview = await plan({ storeId: W.storeLa, rule: 'zone' })
    const made = await post('/api/ware/woutbound/start-bound', { storeId: W.storeLa, rule: 'zone' })
    expect(made.json.code, made.text).toBe(200)
    expect(made.json.data).toHaveLength(preview.lists.length)
    const lists = await Promise.all(
      (made.json.data as string[]).map(async (id) => (await get('/api/ware/worderpick/detail', { id })).json.data),
    )
    expect(lists.map((l) => [l.orderCount, l.totalQuantity, l.transportId ?? null])).toEqual([
      [3, 4, null],
      [1, 1, W.transportFedex],
      [1, 2, W.transportUps],
    ])
    expect((await plan({ storeId: W.storeLa })).orders).toEqual([])

    // The order over both zones: zone A's position is walked before zone B's.
    const mixed = lists[2]
    const lines = (await get('/api/ware/worderpick/getItemList', { id: mixed.id })).json.data
    expect(lines.map((l: { positionCode: string }) => l.positionCode)).toEqual(['A-01-01', 'B-01-01'])

    const sheet = await get('/api/ware/worderpick/printOrderPick', { id: mixed.id, format: 'pdf' })
    expect(sheet.status).toBe(200)
    expect(sheet.headers.get('content-type')).toBe('application/pdf')
    expect(sheet.headers.get('content-disposition')).toContain(`${mixed.code}.pdf`)
    expect(sheet.bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const [text] = await pdfText(sheet.bytes)
    expect(text).toContain('Pick list')
    expect(text).toContain(mixed.code)
    expect(text).toContain('WAVE-4')
    expect(text?.indexOf('A-01-01')).toBeLessThan(text?.indexOf('B-01-01') ?? -1)
    expect(text?.indexOf('DEMO-LANTERN')).toBeLessThan(text?.indexOf('B-01-01') ?? -1)
    // The list's number is drawn as a barcode image: wide and short.
    const doc = await PDFDocument.load(sheet.bytes)
    const images = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter(
        (o): o is PDFRawStream =>
          o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
      )
    expect(images.length).toBeGreaterThan(0)
    const size = (o: PDFRawStream, key: string) => Number(o.dict.get(PDFName.of(key))?.toString())
    expect(images.some((i) => size(i, 'Width') > 3 * size(i, 'Height'))).toBe(true)

    // The zone A list of three orders sums each position's lines: one row of 4 lanterns for three orders.
    const zoneA = await get('/api/ware/worderpick/printOrderPick', { id: lists[0].id, format: 'pdf' })
    const [zoneText] = await pdfText(zoneA.bytes)
    expect(zoneText).toMatch(/A-01-01.*DEMO-LANTERN.*WAVE.*4.*WAVE-1 WAVE-2 WAVE-5/)

    const xlsx = await get('/api/ware/worderpick/printOrderPick', { id: mixed.id })
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml')
    expect(xlsx.headers.get('content-disposition')).toContain(mixed.code)
    const missing = await get('/api/ware/worderpick/printOrderPick', { id: '1234567', format: 'pdf' })
    expect(missing.status).toBe(404)
  })
})
