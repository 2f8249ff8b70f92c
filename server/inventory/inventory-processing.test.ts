import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'
import { stockBookProblems } from './stock-books.ts'

// Issue 10 §2 inventory processing: the kettle set (1 kettle + 2 filters, as the product declares)
// assembled from its parts and taken apart again, value carried over, books balanced.
let t: TestApp
let token: string
const A1 = '1000000000000005021'
const A2 = '1000000000000005022'
const post = (path: string, body: unknown) => t.call('POST', path, { token, body, lang: 'en-US' })
const onHand = async (positionId: string, productId: string) =>
  (
    await t.root.query<{ n: number }>(
      `SELECT coalesce(sum(on_hand), 0)::int AS n FROM erp_store_product_inventory WHERE position_id = $1 AND product_id = $2`,
      [positionId, productId],
    )
  )[0]?.n ?? 0

beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
  for (const [productId, quantity, unitCost] of [
    [P.kettle, 5, '20.0000'],
    [P.filter, 10, '2.5000'],
  ] as const) {
    const r = await post('/api/erp/storeproductinventory/submit', {
      storeId: W.storeLa,
      positionId: A1,
      productId,
      batchNo: 'PARTS',
      inboundDate: '2026-02-01',
      quantity,
      reason: 'Opening',
      unitCost,
    })
    expect(r.json.code, r.text).toBe(200)
  }
})
afterAll(() => t.close())
afterEach(async () => {
  const db = scopeToTenant(t.root, { tenantId: '000000', userId: '1' })
  expect(await db.begin((tx) => stockBookProblems(tx))).toEqual([])
})

async function order(code: string, processType: '1' | '2', quantity: number, from = A1, to = A2) {
  const r = await post('/api/erp/inventoryprocessing/save', {
    code,
    processType,
    storeId: W.storeLa,
    productId: P.kettleSet,
    quantity,
    fromPositionId: from,
    toPositionId: to,
  })
  expect(r.json.code, r.text).toBe(200)
  const [row] = await t.root.query<{ id: string }>(`SELECT id::text FROM erp_inventory_processing WHERE code = $1`, [
    code,
  ])
  return row?.id as string
}

describe('inventory processing', () => {
  it('assembles sets from their parts, costing what the parts cost, once', async () => {
    const id = await order('PR-T-1', '1', 3)
    const done = await post('/api/erp/inventoryprocessing/updateStatus', { ids: id, status: '1' })
    expect(done.json.code, done.text).toBe(200)
    expect(await onHand(A1, P.kettle)).toBe(2)
    expect(await onHand(A1, P.filter)).toBe(4)
    expect(await onHand(A2, P.kettleSet)).toBe(3)
    const [set] = await t.root.query<{ unitCost: string; batchNo: string }>(
      `SELECT unit_cost::text, batch_no FROM erp_store_product_inventory WHERE product_id = $1`,
      [P.kettleSet],
    )
    // One kettle at 20.00 and two filters at 2.50: 25.00 a set.
    expect(set).toEqual({ unitCost: '25.0000', batchNo: 'PR-T-1' })
    const again = await post('/api/erp/inventoryprocessing/updateStatus', { ids: id, status: '1' })
    expect(again.json.code).toBe(400)
    const edit = await post('/api/erp/inventoryprocessing/update', { id, quantity: 9 })
    expect(edit.json.code).toBe(400)
  })

  it('takes sets apart into their parts, and refuses what the position lacks', async () => {
    const id = await order('PR-T-2', '2', 1, A2, A1)
    const done = await post('/api/erp/inventoryprocessing/updateStatus', { ids: id, status: '1' })
    expect(done.json.code, done.text).toBe(200)
    expect(await onHand(A2, P.kettleSet)).toBe(2)
    expect(await onHand(A1, P.kettle)).toBe(3)
    expect(await onHand(A1, P.filter)).toBe(6)
    const tooMany = await order('PR-T-3', '1', 50)
    const refused = await post('/api/erp/inventoryprocessing/updateStatus', { ids: tooMany, status: '1' })
    expect(refused.json.code).toBe(400)
    expect(refused.json.msg).toContain('Insufficient stock: DEMO-KETTLE-17L')
    const abolished = await post('/api/erp/inventoryprocessing/updateStatus', { ids: tooMany, status: '2' })
    expect(abolished.json.code, abolished.text).toBe(200)
  })
})
