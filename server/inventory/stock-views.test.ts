import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'
import { stockBookProblems } from './stock-books.ts'

// Issue 10 §2 inventory views: every figure read from the ledger's balances, every change an
// audited adjustment through the ledger, corrections as opposite rows; the books balance after each test.
let t: TestApp
let token: string
beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())
afterEach(async () => {
  const db = scopeToTenant(t.root, { tenantId: '000000', userId: '1' })
  expect(await db.begin((tx) => stockBookProblems(tx))).toEqual([])
})

const LA_A1 = '1000000000000005021'
const LA_A2 = '1000000000000005022'
const NJ_A1 = '1000000000000005025'
const post = (path: string, body: unknown) => t.call('POST', path, { token, body, lang: 'en-US' })
const get = (path: string, query: Record<string, string>) => t.call('GET', path, { token, query, lang: 'en-US' })
const lot = (positionId: string, productId: string, batchNo: string, inboundDate: string) => ({
  storeId: positionId === NJ_A1 ? W.storeNj : W.storeLa,
  positionId,
  productId,
  batchNo,
  inboundDate,
})
const ledgerCount = async () =>
  (await t.root.query<{ n: number }>(`SELECT count(*)::int AS n FROM erp_store_product_inventory_log`))[0]?.n ?? 0

describe('stock adjustments', () => {
  it('adds stock by hand with a reason, and sets a counted lot without posting twice', async () => {
    const added = await post('/api/erp/storeproductinventory/submit', {
      ...lot(LA_A1, P.kettle, 'K1', '2026-01-05'),
      quantity: 12,
      reason: 'Opening stock',
      unitCost: '12.5000',
    })
    expect(added.json.code, added.text).toBe(200)
    expect(added.json.data.moved).toBe(12)
    const counted = await post('/api/erp/storeproductinventory/updateInventory', {
      ...lot(LA_A1, P.kettle, 'K1', '2026-01-05'),
      onHand: 10,
      reason: 'Cycle count',
    })
    expect(counted.json.code, counted.text).toBe(200)
    expect(counted.json.data.moved).toBe(-2)
    const before = await ledgerCount()
    const again = await post('/api/erp/storeproductinventory/updateInventory', {
      ...lot(LA_A1, P.kettle, 'K1', '2026-01-05'),
      onHand: 10,
      reason: 'Cycle count',
    })
    expect(again.json.data.moved).toBe(0)
    expect(await ledgerCount()).toBe(before)
    const [row] = await t.root.query<{ reason: string; movementType: number }>(
      `SELECT reason, movement_type FROM erp_store_product_inventory_log ORDER BY id DESC LIMIT 1`,
    )
    expect(row).toEqual({ reason: 'Cycle count', movementType: 6 })
  })

  it('refuses an adjustment without a reason, and one below what is reserved', async () => {
    const noReason = await post('/api/erp/storeproductinventory/updateInventory', {
      ...lot(LA_A2, P.pan, 'P1', '2026-01-06'),
      onHand: 3,
    })
    expect(noReason.json.code).toBe(400)
    expect(noReason.json.data.errors[0].field).toBe('reason')
    const minus = await post('/api/erp/storeproductinventory/submit', {
      ...lot(LA_A2, P.pan, 'P1', '2026-01-06'),
      quantity: -1,
      reason: 'Broken',
    })
    expect(minus.json.code).toBe(400)
    expect(minus.json.msg).toContain('Insufficient stock: DEMO-PAN-28')
  })

  it('voids a ledger row by its opposite, once: the pair leaves the lists and stays in the books', async () => {
    const added = await post('/api/erp/storeproductinventorylog/submit', {
      ...lot(NJ_A1, P.lantern, '', '2026-02-01'),
      quantity: 4,
      reason: 'Found',
      remark: 'Behind the rack',
    })
    expect(added.json.code, added.text).toBe(200)
    expect(added.json.data).toMatchObject({ quantity: 4, onHandAfter: 4, reason: 'Found', remark: 'Behind the rack' })
    const id = added.json.data.id
    const voided = await post('/api/erp/storeproductinventorylog/remove', { ids: id, reason: 'Counted twice' })
    expect(voided.json.code, voided.text).toBe(200)
    expect(voided.json.data[0]).toMatchObject({ quantity: -4, onHandAfter: 0 })
    const twice = await post('/api/erp/storeproductinventorylog/remove', { ids: id })
    expect(twice.json.code).toBe(400)
    expect(twice.json.msg).toContain('corrected already')
    expect((await get('/api/erp/storeproductinventorylog/detail', { id })).json.data ?? {}).not.toHaveProperty('id')
    const listed = await get('/api/erp/storeproductinventorylog/page', { size: '200' })
    expect(listed.json.data.records.map((r: { id: string }) => r.id)).not.toContain(id)
    // Nothing was deleted: the row and its correction are both in the ledger, out of the lists.
    const rows = await t.root.query<{ quantity: number; isDeleted: number }>(
      `SELECT quantity, is_deleted FROM erp_store_product_inventory_log WHERE id = $1 OR document_id = $1 ORDER BY id`,
      [id],
    )
    expect(rows).toEqual([
      { quantity: 4, isDeleted: 1 },
      { quantity: -4, isDeleted: 1 },
    ])
  })

  it("changes a ledger row's remark and nothing else of it", async () => {
    const added = await post('/api/ware/wstoreproductinventorylog/save', {
      ...lot(NJ_A1, P.lantern, 'R1', '2026-02-02'),
      quantity: 2,
      reason: 'Found',
    })
    expect(added.json.code, added.text).toBe(200)
    const id = added.json.data.id
    const noted = await post('/api/ware/wstoreproductinventorylog/update', { id, remark: 'Box dented' })
    expect(noted.json.code, noted.text).toBe(200)
    expect(noted.json.data).toMatchObject({ id, remark: 'Box dented', quantity: 2 })
    const again = await post('/api/erp/storeproductinventorylog/submit', { id, remark: 'Checked' })
    expect(again.json.data.remark).toBe('Checked')
    const before = await ledgerCount()
    const changed = await post('/api/erp/storeproductinventorylog/submit', { id, quantity: 5, reason: 'Typo' })
    expect(changed.json.code).toBe(400)
    expect(changed.json.data.errors.map((e: { field: string }) => e.field)).toEqual(['quantity', 'reason'])
    expect(changed.json.data.errors[0].message).toContain('only its remark can')
    expect(await ledgerCount()).toBe(before)
    const [row] = await t.root.query<{ quantity: number }>(
      `SELECT quantity FROM erp_store_product_inventory_log WHERE id = $1`,
      [id],
    )
    expect(row?.quantity).toBe(2)
    expect((await post('/api/ware/wstoreproductinventorylog/remove', { ids: id })).json.code).toBe(200)
  })

  it('clears a lot through the ledger; the empty lot leaves the lists until units arrive again', async () => {
    await post('/api/erp/storeproductinventory/submit', {
      ...lot(LA_A2, P.filter, 'F1', '2026-03-01'),
      quantity: 7,
      reason: 'Opening',
    })
    const [balance] = await t.root.query<{ id: string }>(
      `SELECT id::text FROM erp_store_product_inventory WHERE product_id = $1 AND batch_no = 'F1'`,
      [P.filter],
    )
    const cleared = await post('/api/erp/storeproductinventory/remove', { ids: balance?.id })
    expect(cleared.json.code, cleared.text).toBe(200)
    expect(cleared.json.data.moved).toBe(-7)
    const [after] = await t.root.query<{ onHand: number; isDeleted: number }>(
      `SELECT on_hand, is_deleted FROM erp_store_product_inventory WHERE id = $1`,
      [balance?.id],
    )
    expect(after).toEqual({ onHand: 0, isDeleted: 1 })
    const back = await post('/api/erp/storeproductinventory/submit', {
      ...lot(LA_A2, P.filter, 'F1', '2026-03-01'),
      quantity: 1,
      reason: 'Found',
    })
    expect(back.json.code, back.text).toBe(200)
    const [again] = await t.root.query<{ isDeleted: number }>(
      `SELECT is_deleted FROM erp_store_product_inventory WHERE id = $1`,
      [balance?.id],
    )
    expect(again?.isDeleted).toBe(0)
  })

  it("serves the floor's addresses as the ERP's: a lot added, a movement posted to the ledger, the lot cleared", async () => {
    const added = await post('/api/ware/wstoreproductinventory/submit', {
      ...lot(LA_A2, P.filter, 'W1', '2026-03-02'),
      quantity: 4,
      reason: 'Opening',
    })
    expect(added.json.code, added.text).toBe(200)
    expect(added.json.data.moved).toBe(4)
    const posted = await post('/api/ware/wstoreproductinventorylog/submit', {
      ...lot(LA_A2, P.filter, 'W1', '2026-03-02'),
      quantity: -1,
      reason: 'Damaged',
      remark: 'Box crushed',
    })
    expect(posted.json.code, posted.text).toBe(200)
    expect(posted.json.data).toMatchObject({ quantity: -1, onHandAfter: 3, remark: 'Box crushed' })
    const cleared = await post('/api/ware/wstoreproductinventory/remove', { ids: added.json.data.ledger[0].balanceId })
    expect(cleared.json.code, cleared.text).toBe(200)
    expect(cleared.json.data.moved).toBe(-3)
  })

  it('moves or renames a whole lot in place, as two ledger rows, within its warehouse', async () => {
    await post('/api/erp/storeproductinventory/submit', {
      ...lot(LA_A1, P.pan, 'R1', '2026-04-01'),
      quantity: 6,
      reason: 'Opening',
    })
    const [balance] = await t.root.query<{ id: string }>(
      `SELECT id::text FROM erp_store_product_inventory WHERE product_id = $1 AND batch_no = 'R1'`,
      [P.pan],
    )
    const id = balance?.id as string
    const renamed = await post('/api/erp/storeproductinventory/submit', { id, batchNo: 'R2', positionId: LA_A2 })
    expect(renamed.json.code, renamed.text).toBe(200)
    expect(renamed.json.data.ledger.map((r: { quantity: number }) => r.quantity)).toEqual([-6, 6])
    const detail = (await t.call('GET', '/api/erp/storeproductinventory/detail', { token, query: { id } })).json.data
    expect(detail).toMatchObject({ batchNo: 'R2', positionId: LA_A2, onHand: 6 })
    const elsewhere = await post('/api/erp/storeproductinventory/submit', { id, positionId: NJ_A1 })
    expect(elsewhere.json.code).toBe(400)
    const missing = await post('/api/erp/storeproductinventory/submit', { batchNo: 'X' })
    expect(missing.json.code).toBe(400)
    expect(missing.json.data.errors.map((e: { field: string }) => e.field)).toEqual([
      'storeId',
      'positionId',
      'productId',
      'quantity',
      'reason',
    ])
  })
})

describe('inventory views', () => {
  beforeAll(async () => {
    await post('/api/erp/storeproductinventory/submit', {
      ...lot(LA_A1, P.lantern, 'L1', '2026-01-01'),
      quantity: 5,
      reason: 'Opening',
      unitCost: '10',
    })
    await post('/api/erp/storeproductinventory/submit', {
      ...lot(LA_A2, P.lantern, 'L2', '2026-02-01'),
      quantity: 3,
      reason: 'Opening',
      unitCost: '20',
    })
    await post('/api/erp/storeproductinventory/submit', {
      ...lot(NJ_A1, P.lantern, 'L3', '2026-03-01'),
      quantity: 2,
      reason: 'Opening',
    })
  })

  it("shows a SKU's lots in a warehouse, oldest first, with the warehouse's totals", async () => {
    const r = await get('/api/erp/storeproductinventory/skuByStoreIdAndSku', {
      storeId: W.storeLa,
      sysSku: 'DEMO-LANTERN',
    })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data).toMatchObject({ onHand: 8, available: 8, reserved: 0 })
    expect(r.json.data.lots.map((l: { batchNo: string; positionCode: string }) => [l.batchNo, l.positionCode])).toEqual(
      [
        ['L1', 'A-01-01'],
        ['L2', 'A-01-02'],
      ],
    )
  })

  it('sums a SKU per warehouse and over all of them, with its value', async () => {
    const detail = await get('/api/erp/storeproductinventory/inventoryDetail', { sysSku: 'DEMO-LANTERN' })
    const stores = detail.json.data.stores.map((s: { storeId: string; onHand: number }) => [s.storeId, s.onHand])
    expect(stores).toEqual([
      [W.storeLa, 8],
      [W.storeNj, 2],
    ])
    const page = await get('/api/erp/storeproductinventory/pageOfStatistic', { sysSku: 'LANTERN', size: '30' })
    expect(page.json.code, page.text).toBe(200)
    expect(page.json.data.total).toBe(2)
    const la = page.json.data.records.find((r: { storeId: string }) => r.storeId === W.storeLa)
    expect(la).toMatchObject({ onHand: 8, stockValue: '110.00', oldestInboundDate: '2026-01-01' })
    const skus = await get('/api/erp/storeproductinventory/skuInventoryStatistical', { sysSku: 'DEMO-LANTERN' })
    expect(skus.json.data.records).toEqual([
      expect.objectContaining({ sysSku: 'DEMO-LANTERN', onHand: 10, storeCount: 2 }),
    ])
    const count = await get('/api/erp/storeproductinventory/skuInventoryStatisticalCount', { storeId: W.storeNj })
    expect(count.json.data).toMatchObject({ storeCount: 1 })
    const bad = await get('/api/erp/storeproductinventory/pageOfStatistic', { size: '100000' })
    expect(bad.json.code).toBe(400)
    expect(bad.json.data.errors[0].field).toBe('size')
  })

  it('answers available stock per SKU in a warehouse, 0 where it has none', async () => {
    const r = await get('/api/erp/storeproductinventory/getInventory', {
      storeId: W.storeNj,
      sysSkus: 'DEMO-LANTERN,DEMO-PAN-28',
    })
    expect(r.json.data.map((x: { sysSku: string; available: number }) => [x.sysSku, x.available])).toEqual([
      ['DEMO-LANTERN', 2],
      ['DEMO-PAN-28', 0],
    ])
  })

  it('lists and counts stock of the domestic warehouses only', async () => {
    const SZ_A1 = '1000000000000005026'
    const counted = await post('/api/erp/domesticInventory/edit', {
      storeId: W.storeSz,
      positionId: SZ_A1,
      productId: P.pan,
      batchNo: 'D1',
      inboundDate: '2026-05-01',
      onHand: 6,
      reason: 'Counted in Shenzhen',
    })
    expect(counted.json.code, counted.text).toBe(200)
    expect(counted.json.data.moved).toBe(6)
    const list = await get('/api/erp/domesticInventory/list', {})
    expect(list.json.data.records.map((r: { storeId: string }) => r.storeId)).toEqual([W.storeSz])
    const abroad = await post('/api/erp/domesticInventory/edit', {
      ...lot(LA_A1, P.pan, 'D1', '2026-05-01'),
      onHand: 1,
      reason: 'Counted',
    })
    expect(abroad.json.code).toBe(400)
    expect(abroad.json.msg).toContain('is not a domestic warehouse')
  })
})
