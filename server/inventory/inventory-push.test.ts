import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { readSheet } from '../platform/resources/spreadsheet.ts'
import { DEMO_PRODUCTS as P, DEMO_SHOPS as S } from '../products/seed-products.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'
import { pushQuantityOf } from './inventory-push.ts'
import { stockBookProblems } from './stock-books.ts'

// Issue 10 §3 inventory push: what each shop may sell, computed from the ledger's available stock
// by its settings (bundle parts, safety, ratio rounded down, cap, pre-sale), recorded "to be sent";
// imports all or nothing; reported stock beside the system's on hand. The books balance after each test.
let t: TestApp
let token: string
let bundleId: string
const LA_A1 = '1000000000000005021'
const NJ_A1 = '1000000000000005025'
const CONFIG = '/api/storeProInventoryConfig'
const REAL = '/api/erp/storeRealInventory'
const post = (path: string, body: unknown) => t.call('POST', path, { token, body, lang: 'en-US' })
const get = (path: string, query: Record<string, string>) => t.call('GET', path, { token, query, lang: 'en-US' })
const upload = (path: string, name: string, text: string) => {
  const form = new FormData()
  form.append('file', new File([text], name, { type: 'text/csv' }))
  return t.call('POST', path, { token, form, lang: 'en-US' })
}
const settingOf = async (saleSkuId: string) =>
  (
    await t.root.query<{ id: string; pushRatio: string; preSaleQuantity: number; pushQuantity: number | null }>(
      `SELECT id::text, push_ratio::text, pre_sale_quantity, push_quantity, push_status, is_update
         FROM erp_store_pro_inventory_config WHERE sale_sku_id = $1 AND is_deleted = 0`,
      [saleSkuId],
    )
  )[0]
const ledgerCount = async () =>
  (await t.root.query<{ n: number }>(`SELECT count(*)::int AS n FROM erp_store_product_inventory_log`))[0]?.n ?? 0

beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
  for (const [storeId, positionId, productId, quantity] of [
    [W.storeLa, LA_A1, P.kettle, 25],
    [W.storeLa, LA_A1, P.filter, 9],
    [W.storeNj, NJ_A1, P.kettle, 5],
  ] as const) {
    const r = await post('/api/erp/storeproductinventory/submit', {
      storeId,
      positionId,
      productId,
      batchNo: 'PUSH',
      inboundDate: '2026-02-01',
      quantity,
      reason: 'Opening',
      unitCost: '10.0000',
    })
    expect(r.json.code, r.text).toBe(200)
  }
  // A bundle: one kettle and two filters.
  const bundle = await post('/api/erp/basesalesku/submit', {
    shopId: S.amazonUs,
    saleSku: 'HM-KETTLE-FILTER-BUNDLE',
    associations: [
      { productId: P.kettle, quantity: 1 },
      { productId: P.filter, quantity: 2 },
    ],
  })
  expect(bundle.json.code, bundle.text).toBe(200)
  bundleId = bundle.json.data.id
})
afterAll(() => t.close())
afterEach(async () => {
  const db = scopeToTenant(t.root, { tenantId: '000000', userId: '1' })
  expect(await db.begin((tx) => stockBookProblems(tx))).toEqual([])
})

describe('the push formula', () => {
  it('rounds the ratio down exactly, holds back the safety stock, caps, then adds pre-sale', () => {
    const base = { sellable: 100, safetyQuantity: 0, pushRatio: '33.33', maxQuantity: null, preSaleQuantity: 0 }
    expect(pushQuantityOf(base).pushQuantity).toBe(33)
    expect(pushQuantityOf({ ...base, pushRatio: '99.99' }).pushQuantity).toBe(99)
    expect(pushQuantityOf({ ...base, pushRatio: '100' }).pushQuantity).toBe(100)
    expect(pushQuantityOf({ ...base, safetyQuantity: 150, preSaleQuantity: 4 })).toEqual({
      afterSafety: 0,
      afterRatio: 0,
      pushQuantity: 4,
    })
    expect(pushQuantityOf({ ...base, pushRatio: '50', maxQuantity: 10, preSaleQuantity: 3 }).pushQuantity).toBe(13)
  })
})

describe('push settings', () => {
  it('refuses a ratio over 100, naming the field, and keeps nothing of a list with one bad row', async () => {
    const bad = await post(`${CONFIG}/updateConfig`, {
      shopId: S.amazonUs,
      saleSkuId: P.saleKettle,
      storeIds: W.storeLa,
      pushRatio: 150,
    })
    expect(bad.status).toBe(400)
    expect(bad.json.data.errors.map((e: { field: string }) => e.field)).toEqual(['pushRatio'])
    const list = await post(`${CONFIG}/updateConfig`, [
      { shopId: S.amazonUs, saleSkuId: P.saleKettle, storeIds: W.storeLa },
      { shopId: S.amazonUs, saleSkuId: bundleId, storeIds: W.storeLa, pushRatio: '150' },
    ])
    expect(list.status).toBe(400)
    expect(list.json.data.errors[0].field).toBe('1.pushRatio')
    expect(await settingOf(P.saleKettle)).toBeUndefined()
  })

  it('computes what each shop may sell from the ledger, bundles by their scarcest part, and records it to be sent', async () => {
    const saved = await post(`${CONFIG}/updateConfig`, [
      {
        shopId: S.amazonUs,
        saleSkuId: P.saleKettle,
        storeIds: `${W.storeLa},${W.storeNj}`,
        pushRatio: '80',
        safetyQuantity: 3,
        maxQuantity: 20,
        preSaleQuantity: 5,
      },
      { shopId: S.amazonUs, saleSkuId: bundleId, storeIds: W.storeLa, pushRatio: '50', safetyQuantity: 1 },
    ])
    expect(saved.json.code, saved.text).toBe(200)
    const ids = saved.json.data.map((r: { id: string }) => r.id) as string[]
    expect(saved.json.data[0]).toMatchObject({ pushRatio: '80.00', storeIds: `${W.storeLa},${W.storeNj}` })
    const before = await ledgerCount()
    const pushed = await post(`${CONFIG}/pushInventory`, { ids: ids.join(',') })
    expect(pushed.json.code, pushed.text).toBe(200)
    const byId = new Map(pushed.json.data.map((f: { id: string }) => [f.id, f]))
    // Kettle: 25 + 5 available − 3 safety = 27; × 80% = 21.6 → 21; capped at 20; + 5 pre-sale.
    expect(byId.get(ids[0] as string)).toMatchObject({
      sellable: 30,
      afterSafety: 27,
      afterRatio: 21,
      maxQuantity: 20,
      preSaleQuantity: 5,
      pushQuantity: 25,
      pushStatus: 1,
    })
    // Bundle: 25 kettles allow 25, 9 filters two at a time allow 4; − 1 = 3; × 50% = 1.5 → 1.
    const bundle = byId.get(ids[1] as string) as { parts: unknown[]; sellable: number; pushQuantity: number }
    expect(bundle.parts).toEqual([
      { productId: P.kettle, sysSku: 'DEMO-KETTLE-17L', perUnit: 1, available: 25, units: 25 },
      expect.objectContaining({ productId: P.filter, perUnit: 2, available: 9, units: 4 }),
    ])
    expect(bundle).toMatchObject({ sellable: 4, afterSafety: 3, afterRatio: 1, pushQuantity: 1 })
    expect(await settingOf(P.saleKettle)).toMatchObject({ pushQuantity: 25, pushStatus: 1 })
    const log = await t.root.query<{ pushQuantity: number; pushStatus: number; pushSource: number; inputs: string }>(
      `SELECT push_quantity, push_status, push_source, inputs FROM erp_store_pro_inventory_push_log
        WHERE config_id = $1`,
      [ids[0]],
    )
    expect(log).toHaveLength(1)
    expect(log[0]).toMatchObject({ pushQuantity: 25, pushStatus: 1, pushSource: 1 })
    expect(JSON.parse(log[0]?.inputs ?? '{}')).toMatchObject({ sellable: 30, pushRatio: '80.00', maxQuantity: 20 })
    // Pushing reads stock, never moves it.
    expect(await ledgerCount()).toBe(before)

    const file = await get(`${CONFIG}/exportPushInventory`, { ids: ids.join(',') })
    expect(file.status).toBe(200)
    const sheet = await readSheet({ name: 'push.xlsx', bytes: file.bytes })
    const at = (sheet[0] as string[]).indexOf('Quantity to push')
    expect(sheet.slice(1).map((r) => r[at])).toEqual(['25', '1'])
  })

  it('switches auto update off, so a shop-wide push passes the setting over', async () => {
    const bundle = (await settingOf(bundleId))?.id as string
    const off = await post(`${CONFIG}/patchUpdateIsUpdateStatus`, { ids: bundle, isUpdate: 0 })
    expect(off.json.code, off.text).toBe(200)
    expect(await settingOf(bundleId)).toMatchObject({ isUpdate: 0 })
    const pushed = await post(`${CONFIG}/pushInventory`, { shopIds: S.amazonUs })
    expect(pushed.json.code, pushed.text).toBe(200)
    expect(pushed.json.data.map((f: { saleSkuId: string }) => f.saleSkuId)).toEqual([P.saleKettle])
    const bad = await post(`${CONFIG}/patchUpdateIsUpdateStatus`, { ids: bundle, isUpdate: 5 })
    expect(bad.status).toBe(400)
    expect(bad.json.data.errors[0].field).toBe('isUpdate')
  })

  it('sets the quantity to push by hand with a reason, recorded in the push log', async () => {
    const id = (await settingOf(P.saleKettle))?.id as string
    const noReason = await post(`${CONFIG}/updateInventory`, { id, pushQuantity: 7 })
    expect(noReason.json.data.errors[0].field).toBe('reason')
    const r = await post(`${CONFIG}/updateInventory`, { id, pushQuantity: 7, reason: 'Hold for a promotion' })
    expect(r.json.code, r.text).toBe(200)
    expect(await settingOf(P.saleKettle)).toMatchObject({ pushQuantity: 7, pushStatus: 1 })
    const [last] = await t.root.query<{ pushQuantity: number; pushSource: number; reason: string }>(
      `SELECT push_quantity, push_source, reason FROM erp_store_pro_inventory_push_log WHERE config_id = $1 ORDER BY id DESC LIMIT 1`,
      [id],
    )
    expect(last).toEqual({ pushQuantity: 7, pushSource: 2, reason: 'Hold for a promotion' })
  })
})

describe('imports', () => {
  it('imports settings all or nothing, naming the bad row and field', async () => {
    const header = 'Shop,Sales SKU,Warehouses pushed from,Push ratio (%),Safety stock,Auto update\n'
    const bad = await upload(
      `${CONFIG}/importConfig`,
      'push.csv',
      `${header}AMZ-US-01,HM-KETTLE-SET-US,LA-01,60,0,yes\nAMZ-US-01,HM-KETTLE-17-2PK,LA-01,150,0,no\n`,
    )
    expect(bad.status).toBe(400)
    expect(bad.json.data.errors.map((e: { field: string }) => e.field)).toEqual(['3.pushRatio'])
    expect(bad.json.msg).toContain('row 3')
    expect(await settingOf(P.saleSet)).toBeUndefined()
    const unknown = await upload(
      `${CONFIG}/importConfig`,
      'push.csv',
      `${header}AMZ-US-01,NO-SUCH-SKU,LA-01,60,0,yes\n`,
    )
    expect(unknown.json.data.errors[0].field).toBe('2.saleSku')
    const good = await upload(
      `${CONFIG}/importConfig`,
      'push.csv',
      `${header}AMZ-US-01,HM-KETTLE-SET-US,LA-01,60,0,yes\nAMZ-US-01,HM-KETTLE-17-US,洛杉矶自营仓,90,1,no\n`,
    )
    expect(good.json.code, good.text).toBe(200)
    expect(await settingOf(P.saleSet)).toMatchObject({ pushRatio: '60.00', isUpdate: 1 })
    // An existing setting is changed, not doubled.
    expect(await settingOf(P.saleKettle)).toMatchObject({ pushRatio: '90.00', isUpdate: 0 })
  })

  it('imports pre-sale quantities of existing settings only, all or nothing', async () => {
    const header = 'Shop,Sales SKU,Pre-sale quantity\n'
    const bad = await upload(
      `${CONFIG}/importPreSaleInventory`,
      'presale.csv',
      `${header}AMZ-US-01,HM-KETTLE-17-US,9\nAMZ-JP-01,HM-PAN-28-JP,4\n`,
    )
    expect(bad.status).toBe(400)
    expect(bad.json.data.errors.map((e: { field: string }) => e.field)).toEqual(['3.saleSku'])
    expect(await settingOf(P.saleKettle)).toMatchObject({ preSaleQuantity: 5 })
    const good = await upload(
      `${CONFIG}/importPreSaleInventory`,
      'presale.csv',
      `${header}AMZ-US-01,HM-KETTLE-17-US,9\n`,
    )
    expect(good.json.code, good.text).toBe(200)
    expect(await settingOf(P.saleKettle)).toMatchObject({ preSaleQuantity: 9 })
  })
})

describe('VC push settings', () => {
  it('takes only Amazon Vendor Central shops', async () => {
    const wrong = await post('/api/storeProInventoryVcConfig/updateConfig', {
      shopId: S.amazonUs,
      storeIds: W.storeLa,
      pushRatio: '90',
    })
    expect(wrong.status).toBe(400)
    expect(wrong.json.data.errors[0].field).toBe('shopId')
    const vcShop = '1000000000000004105'
    await t.root.query(`UPDATE erp_base_shop SET shop_type = 10 WHERE id = $1`, [vcShop])
    const r = await post('/api/storeProInventoryVcConfig/updateConfig', {
      shopId: vcShop,
      storeIds: W.storeLa,
      pushRatio: '90',
      safetyQuantity: 2,
    })
    expect(r.json.code, r.text).toBe(200)
    const page = await get('/api/storeProInventoryVcConfig/page', { shopId: vcShop })
    expect(page.json.data.records[0]).toMatchObject({ shopId: vcShop, pushRatio: '90.00', safetyQuantity: 2 })
  })
})

describe('reported stock', () => {
  it('shows what a warehouse reports beside the system on hand, and never moves stock', async () => {
    const before = await ledgerCount()
    const saved = await post(`${REAL}/save`, {
      storeId: W.storeNj,
      productId: P.kettle,
      realQuantity: 7,
      countDate: '2026-03-01',
    })
    expect(saved.json.code, saved.text).toBe(200)
    const id = saved.json.data.id
    const twice = await post(`${REAL}/save`, {
      storeId: W.storeNj,
      productId: P.kettle,
      realQuantity: 8,
      countDate: '2026-03-02',
    })
    expect(twice.json.code).not.toBe(200)
    const page = async () => (await get(`${REAL}/page`, { storeId: W.storeNj })).json.data.records
    expect((await page())[0]).toMatchObject({
      id,
      sysSku: 'DEMO-KETTLE-17L',
      realQuantity: 7,
      systemOnHand: 5,
      difference: 2,
    })

    const recount = await post(`${REAL}/updateInventory`, { id, realQuantity: 4, reason: 'Recount by the 3PL' })
    expect(recount.json.code, recount.text).toBe(200)
    expect((await page())[0]).toMatchObject({ realQuantity: 4, systemOnHand: 5, difference: -1 })
    const [history] = await t.root.query<{ action: string; remark: string }>(
      `SELECT action, remark FROM blade_record_history WHERE record_id = $1`,
      [id],
    )
    expect(history).toEqual({ action: 'updateInventory', remark: '7 → 4: Recount by the 3PL' })
    const noReason = await post(`${REAL}/updateInventory`, { id, realQuantity: 3 })
    expect(noReason.status).toBe(400)
    expect(await ledgerCount()).toBe(before)

    const removed = await post(`${REAL}/delete`, { id })
    expect(removed.json.code, removed.text).toBe(200)
    expect(await page()).toEqual([])
  })
})
