import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nextId } from '../platform/db/next-id.ts'
import { DEMO_PRODUCTS as P, DEMO_SHOPS as S } from '../products/seed-products.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'
import { PLATFORM_STOCK_IDS as L } from './platform-inventory-seed.ts'

// Issue 10 platform inventory: listings' reported stock (CRUD, one row per listing and channel),
// marketplace reports imported all or nothing and synced onto the listings, corrections by hand
// with a reason and a history, and the platform stock per system SKU through the sales SKU mapping.
let t: TestApp
let token: string
const post = (path: string, body: unknown) => t.call('POST', path, { token, body, lang: 'en-US' })
const get = (path: string, query: Record<string, string>) => t.call('GET', path, { token, query, lang: 'en-US' })

beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())

const csvFile = (lines: string[]) => {
  const form = new FormData()
  form.set('file', new File([lines.join('\n')], 'report.csv', { type: 'text/csv' }))
  return form
}
const importReport = (lines: string[]) =>
  t.call('POST', '/api/erp/platformInventory/importFile', { token, form: csvFile(lines), lang: 'en-US' })
const listing = async (saleSkuId: string, channel: number) =>
  (
    await t.root.query<{ id: string; fulfillable: number; inbound: number; source: number }>(
      `SELECT id::text, fulfillable, inbound, source FROM erp_platform_sale_sku
        WHERE tenant_id = '000000' AND sale_sku_id = $1 AND fulfilment_channel = $2 AND is_deleted = 0`,
      [saleSkuId, channel],
    )
  )[0]
const history = (id: string) =>
  t.root.query<{ source: number; reason: string | null; fulfillableBefore: number | null; fulfillable: number }>(
    `SELECT source, reason, fulfillable_before, fulfillable FROM erp_platform_sale_sku_log
      WHERE tenant_id = '000000' AND platform_sale_sku_id = $1 ORDER BY id`,
    [id],
  )

describe('platform listing stock (CRUD)', () => {
  it('keeps a listing with the sales SKU’s own seller SKU, refuses a second row of it, and records the figures entered', async () => {
    const made = await post('/api/erp/platformsalesku/submit', {
      shopId: S.amazonUs,
      saleSkuId: P.saleSet,
      fulfilmentChannel: '1',
      fulfillable: 4,
      remark: 'FBM stock',
    })
    expect(made.json.code, made.text).toBe(200)
    const id = made.json.data.id as string
    const detail = await get('/api/erp/platformsalesku/detail', { id })
    expect(detail.json.data).toMatchObject({
      saleSku: 'HM-KETTLE-SET-US',
      fulfillable: 4,
      inbound: 0,
      source: 1,
      remark: 'FBM stock',
    })
    expect(detail.json.data.reportedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)

    const twice = await post('/api/erp/platformsalesku/save', {
      shopId: S.amazonUs,
      saleSkuId: P.saleSet,
      fulfilmentChannel: '1',
    })
    expect(twice.status).toBe(400)
    expect(twice.json.data.errors[0].field).toBe('saleSkuId')
    // The same sales SKU through another channel is another listing.
    const fba = await post('/api/erp/platformsalesku/save', {
      shopId: S.amazonUs,
      saleSkuId: P.saleSet,
      fulfilmentChannel: '2',
    })
    expect(fba.json.code, fba.text).toBe(200)

    const wrongSku = await post('/api/erp/platformsalesku/update', { id, saleSku: 'SOMETHING-ELSE' })
    expect(wrongSku.status).toBe(400)
    expect(wrongSku.json.data.errors[0].field).toBe('saleSku')
    const otherShop = await post('/api/erp/platformsalesku/save', {
      shopId: S.amazonUs,
      saleSkuId: P.salePan,
      fulfilmentChannel: '2',
    })
    expect(otherShop.status).toBe(400)
    expect(otherShop.json.data.errors[0].field).toBe('saleSkuId')

    const edited = await post('/api/erp/platformsalesku/update', { id, fulfillable: 6, source: 3 })
    expect(edited.json.code, edited.text).toBe(200)
    expect(await history(id)).toEqual([
      { source: 1, reason: null, fulfillableBefore: null, fulfillable: 4 },
      { source: 1, reason: null, fulfillableBefore: 4, fulfillable: 6 },
    ])
    expect((await get('/api/erp/platformsalesku/detail', { id })).json.data.source).toBe(1)

    const removed = await post(`/api/erp/platformsalesku/remove?ids=${id},${fba.json.data.id}`, {})
    expect(removed.json.code, removed.text).toBe(200)
    const gone = await get('/api/erp/platformsalesku/detail', { id })
    expect(gone.json.code).not.toBe(200)
    const page = await get('/api/erp/platformsalesku/page', { shopId: S.amazonUs, current: '1', size: '50' })
    expect(page.json.data.records.map((r: { id: string }) => r.id)).not.toContain(id)
  })
})

describe('stock reports', () => {
  const header = 'Shop code,Seller SKU,FNSKU,Fulfilment channel,Fulfillable,Inbound,Reserved,Unfulfillable,Report date'

  it('imports nothing when one row is wrong, naming the row and the field', async () => {
    const count = `SELECT count(*)::int AS n FROM erp_platform_inventory WHERE tenant_id = '000000'`
    const before = await t.root.query<{ n: number }>(count)
    const bad = await importReport([
      header,
      'AMZ-US-01,HM-KETTLE-17-US,X00DEMO001,FBA,50,0,2,0,2099-01-01',
      'AMZ-US-01,NO-SUCH-SKU,,FBA,1,0,0,0,2099-01-01',
      'AMZ-US-01,HM-KETTLE-17-2PK,,FBA,-3,0,0,0,2099-01-01',
      'NO-SHOP,HM-KETTLE-17-US,,FBA,1,0,0,0,2099-01-01',
    ])
    expect(bad.status).toBe(400)
    const fields = bad.json.data.errors.map((e: { field: string }) => e.field)
    expect(fields).toEqual(['3.saleSku', '4.fulfillable', '5.shop'])
    expect(bad.json.msg).toContain('row 3: the shop AMZ-US-01 has no sales SKU NO-SUCH-SKU')
    const after = await t.root.query<{ n: number }>(count)
    expect(after).toEqual(before)
  })

  it('syncs the latest lines onto the listings: creating one, updating one, leaving the rest', async () => {
    const first = await importReport([
      header,
      'AMZ-US-01,HM-KETTLE-17-US,X00DEMO001,FBA,50,4,2,0,2099-01-01',
      'AMZ-US-01,HM-KETTLE-17-US,X00DEMO001,FBA,47,4,2,0,2098-12-31',
      'AMZ-US-01,HM-KETTLE-SET-US,,FBM,8,0,0,0,2099-01-01',
      'Amazon美国站主店,HM-KETTLE-17-2PK,,FBA,15,0,1,0,2000-01-01',
    ])
    expect(first.json.code, first.text).toBe(200)
    expect(first.json.data.count).toBe(4)
    const lines = await get('/api/erp/platformInventory/list', { saleSku: 'HM-KETTLE-17-US', current: '1', size: '10' })
    expect(lines.json.data.records.map((r: { fulfillable: number }) => r.fulfillable)).toEqual([50, 47, 42])

    const synced = await post('/api/erp/platformInventory/syncToSysInventory', { shopIds: S.amazonUs })
    expect(synced.json.code, synced.text).toBe(200)
    // Kettle updated from its latest line, the set's FBM listing created, the two-pack's old line left.
    expect(synced.json.data).toEqual({ inserted: 1, updated: 1, unchanged: 1 })
    expect(await listing(P.saleKettle, 2)).toMatchObject({ id: L.kettleUs, fulfillable: 50, inbound: 4, source: 2 })
    expect(await listing(P.saleSet, 1)).toMatchObject({ fulfillable: 8, source: 2 })
    expect(await listing(P.saleKettle2pk, 2)).toMatchObject({ fulfillable: 15 })
    expect((await history(L.kettleUs)).at(-1)).toEqual({
      source: 2,
      reason: null,
      fulfillableBefore: 42,
      fulfillable: 50,
    })

    const again = await post('/api/erp/platformInventory/syncToSysInventory', { shopIds: S.amazonUs })
    expect(again.json.data).toEqual({ inserted: 0, updated: 0, unchanged: 3 })
    const none = await post('/api/erp/platformInventory/syncToSysInventory', {})
    expect(none.status).toBe(400)
  })
})

describe('corrections by hand', () => {
  it('requires a reason and records who corrected what', async () => {
    const noReason = await post('/api/erp/platformsalesku/manualUpdate', { items: [{ id: L.panJp, fulfillable: 28 }] })
    expect(noReason.status).toBe(400)
    expect(noReason.json.data.errors[0].field).toBe('reason')
    const noFigure = await post('/api/erp/platformsalesku/manualUpdate', { items: [{ id: L.panJp }], reason: 'x' })
    expect(noFigure.status).toBe(400)

    const done = await post('/api/erp/platformsalesku/manualUpdate', {
      items: [{ id: L.panJp, fulfillable: 28, unfulfillable: 4 }],
      reason: 'Two damaged in the FC',
    })
    expect(done.json.code, done.text).toBe(200)
    expect(done.json.data).toEqual({ updated: 1, unchanged: 0 })
    const [row] = await t.root.query<Record<string, unknown>>(
      `SELECT fulfillable, inbound, unfulfillable, source, update_user::text FROM erp_platform_sale_sku WHERE tenant_id = '000000' AND id = $1`,
      [L.panJp],
    )
    expect(row).toEqual({ fulfillable: 28, inbound: 5, unfulfillable: 4, source: 3, updateUser: expect.any(String) })
    const [log] = await t.root.query<Record<string, unknown>>(
      `SELECT reason, source, fulfillable_before, fulfillable, unfulfillable_before, unfulfillable, create_user::text
         FROM erp_platform_sale_sku_log WHERE tenant_id = '000000' AND platform_sale_sku_id = $1 ORDER BY id DESC LIMIT 1`,
      [L.panJp],
    )
    expect(log).toEqual({
      reason: 'Two damaged in the FC',
      source: 3,
      fulfillableBefore: 30,
      fulfillable: 28,
      unfulfillableBefore: 2,
      unfulfillable: 4,
      createUser: row?.updateUser,
    })
    // A report older than the correction does not overwrite it.
    await importReport(['Shop code,Seller SKU,Fulfillable,Report date', 'AMZ-JP-01,HM-PAN-28-JP,30,2001-01-01'])
    const synced = await post('/api/erp/platformInventory/syncToSysInventory', { shopIds: S.amazonJp })
    expect(synced.json.data).toEqual({ inserted: 0, updated: 0, unchanged: 1 })
    expect(await listing(P.salePan, 2)).toMatchObject({ fulfillable: 28, source: 3 })
  })
})

describe('platform stock per system SKU', () => {
  it('counts a two-pack listing as two units of its system SKU, beside the warehouse stock', async () => {
    // The two-pack ships two kettles.
    await t.root.query(
      `INSERT INTO erp_base_sale_sku_associated (id, tenant_id, sale_sku_id, product_id, quantity) VALUES ($1, '000000', $2, $3, 2)`,
      [nextId(), P.saleKettle2pk, P.kettle],
    )
    const stocked = await post('/api/erp/storeproductinventory/submit', {
      storeId: W.storeLa,
      positionId: '1000000000000005021',
      productId: P.kettle,
      batchNo: 'PLAT',
      inboundDate: '2026-01-05',
      quantity: 7,
      reason: 'Opening stock',
    })
    expect(stocked.json.code, stocked.text).toBe(200)
    const page = await get('/api/erp/sysPlatformInventory/list', {
      sysSku: 'DEMO-KETTLE-17L',
      current: '1',
      size: '10',
    })
    expect(page.json.code, page.text).toBe(200)
    const kettle = page.json.data.records.find((r: { sysSku: string }) => r.sysSku === 'DEMO-KETTLE-17L')
    // The kettle listing (50 fulfillable, 4 inbound, 2 reserved after the sync) plus 2 × the two-pack (15, 0, 1, 0).
    expect(kettle).toMatchObject({
      productId: P.kettle,
      fulfillable: 80,
      inbound: 4,
      reserved: 4,
      unfulfillable: 0,
      platformTotal: 88,
      shopCount: 1,
      listingCount: 2,
      warehouseOnHand: expect.any(Number),
    })
    const [stock] = await t.root.query<{ n: number }>(
      `SELECT sum(on_hand)::int AS n FROM erp_store_product_inventory WHERE tenant_id = '000000' AND product_id = $1`,
      [P.kettle],
    )
    expect(kettle.warehouseOnHand).toBe(stock?.n)

    const japan = await get('/api/erp/sysPlatformInventory/list', { shopId: S.amazonJp })
    expect(japan.json.data.records.map((r: { sysSku: string }) => r.sysSku)).toEqual(['DEMO-PAN-28'])

    const sheet = await t.call('GET', '/api/erp/sysPlatformInventory/export', {
      token,
      query: { sysSku: 'DEMO-KETTLE-17L' },
      lang: 'en-US',
    })
    expect(sheet.status).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(sheet.bytes as unknown as ArrayBuffer)
    const rows = wb.worksheets[0]?.getSheetValues() as unknown[][]
    expect(rows[1]?.slice(1, 4)).toEqual(['System SKU', 'Product name', 'Fulfillable'])
    expect(rows[2]?.[1]).toBe('DEMO-KETTLE-17L')
    expect(rows[2]?.[3]).toBe(80)
  })
})

describe('tenants', () => {
  it('shows another tenant none of these rows and lets it change none', async () => {
    const other = (await t.signIn('100001')).access_token
    const mine = await t.root.query<{ id: string }>(
      `SELECT id::text FROM erp_platform_sale_sku WHERE tenant_id = '000000' AND is_deleted = 0`,
    )
    const page = await t.call('GET', '/api/erp/platformsalesku/page', {
      token: other,
      query: { current: 1, size: 200 },
    })
    expect(page.json.code, page.text).toBe(200)
    const seen = page.json.data.records.map((r: { tenantId: string }) => r.tenantId)
    expect(seen.every((tenant: string) => tenant === '100001')).toBe(true)
    const created = mine.find((r) => !Object.values(L).includes(r.id as never))
    expect(created).toBeDefined()
    expect(page.json.data.records.map((r: { id: string }) => r.id)).not.toContain(created?.id)
    const lines = await t.call('GET', '/api/erp/platformInventory/list', { token: other, query: { batchNo: 'PI' } })
    expect(lines.json.data.records.filter((r: { tenantId: string }) => r.tenantId !== '100001')).toEqual([])
    const foreign = await t.call('POST', '/api/erp/platformsalesku/manualUpdate', {
      token: other,
      body: { items: [{ id: created?.id, fulfillable: 1 }], reason: 'Not mine' },
      lang: 'en-US',
    })
    expect(foreign.status).toBe(400)
    expect((await listing(P.saleSet, 1))?.fulfillable).toBe(8)
  })
})
