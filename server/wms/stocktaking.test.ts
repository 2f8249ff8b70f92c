import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { stockBookProblems } from '../inventory/stock-books.ts'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { decideApproval } from '../testing/approvals.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { STOCKTAKING_IDS } from './stocktaking-seed.ts'
import { WMS_IDS as W } from './wms-seed.ts'

// Issue 10 §2 stocktaking: the freeze, blind counting, a pick during the count that is no shortage,
// submit, reject and recount, approval posting each difference once; books balanced after each test.
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

const A1 = '1000000000000005021'
const A2 = '1000000000000005022'
const NJ_A1 = '1000000000000005025'
const post = (path: string, body: unknown) => t.call('POST', path, { token, body, lang: 'en-US' })
const detail = async (id: string) =>
  (await t.call('GET', '/api/ware/wstocktaking/detail', { token, query: { id } })).json.data
const stock = (positionId: string, productId: string, batchNo: string, quantity: number) =>
  post('/api/erp/storeproductinventory/submit', {
    storeId: W.storeLa,
    positionId,
    productId,
    batchNo,
    inboundDate: '2026-06-01',
    quantity,
    reason: 'Test stock',
  })
const onHand = async (positionId: string, productId: string, batchNo: string) =>
  (
    await t.root.query<{ n: number }>(
      `SELECT coalesce(sum(on_hand), 0)::int AS n FROM erp_store_product_inventory
        WHERE position_id = $1 AND product_id = $2 AND batch_no = $3`,
      [positionId, productId, batchNo],
    )
  )[0]?.n ?? 0

async function newCount(code: string, positionIds: string, blind = 1) {
  const r = await post('/api/ware/wstocktaking/save', { code, storeId: W.storeLa, positionIds, blind, status: 100 })
  expect(r.json.code, r.text).toBe(200)
  const [row] = await t.root.query<{ id: string }>(`SELECT id::text FROM ware_stocktaking WHERE code = $1`, [code])
  return row?.id as string
}

describe('stock counts', () => {
  it('freezes, counts blind, ignores a pick made during the count, and posts the difference once', async () => {
    await stock(A1, P.kettle, 'C1', 10)
    await stock(A1, P.pan, 'C1', 4)
    const id = await newCount('ST-T-1', A1)
    expect((await detail(id)).status).toBe(1)

    const started = await post('/api/ware/wstocktaking/start-taking', { ids: id })
    expect(started.json.code, started.text).toBe(200)
    const frozen = await detail(id)
    const kettle = frozen.items.find((l: { productId: string }) => l.productId === P.kettle)
    const pan = frozen.items.find((l: { productId: string }) => l.productId === P.pan)
    expect(kettle).toBeDefined()
    // Blind: the counters do not see what the books expect.
    expect(kettle.expectedQuantity).toBeNull()
    const again = await post('/api/ware/wstocktaking/start-taking', { ids: id })
    expect(again.json.code).toBe(400)

    // Two kettles leave during the count (a pick): the counter finds 8, which is no shortage.
    await stock(A1, P.kettle, 'C1', -2)
    const counted = await post('/api/ware/wstocktaking/updateAll', {
      id,
      items: [
        { id: kettle.id, countedQuantity: 8 },
        { id: pan.id, countedQuantity: 3 },
      ],
    })
    expect(counted.json.code, counted.text).toBe(200)
    // A lot the freeze did not list, found in the position; and none in a position the count does not cover.
    const found = await post('/api/ware/wstocktakingitem/updateAll', {
      stocktakingId: id,
      items: [{ positionId: A1, productId: P.lantern, batchNo: 'X', inboundDate: '2026-06-01', countedQuantity: 1 }],
    })
    expect(found.json.code, found.text).toBe(200)
    const outside = await post('/api/ware/wstocktakingitem/updateAll', {
      stocktakingId: id,
      items: [{ positionId: NJ_A1, productId: P.lantern, countedQuantity: 1 }],
    })
    expect(outside.json.code).toBe(400)
    // The position is named by its code, not its id.
    expect(outside.text).not.toContain(NJ_A1)

    const submitted = await post('/api/ware/wstocktaking/updateStatus', { ids: id, status: '2' })
    expect(submitted.json.code, submitted.text).toBe(200)
    const audit = await detail(id)
    expect(audit.status).toBe(2)
    expect(audit.lineCount).toBe(3)
    // Now the auditor sees the books: kettle 0, pan -1, lantern +1.
    const byProduct = Object.fromEntries(
      audit.items.map((l: { productId: string; differenceQuantity: number }) => [l.productId, l.differenceQuantity]),
    )
    expect(byProduct).toEqual({ [P.kettle]: 0, [P.pan]: -1, [P.lantern]: 1 })
    const lockedCount = await post('/api/ware/wstocktaking/updateAll', {
      id,
      items: [{ id: kettle.id, countedQuantity: 1 }],
    })
    expect(lockedCount.json.code).toBe(400)

    // It waits for its approval (stock_taking): nothing posts until the flow ends.
    expect(await onHand(A1, P.pan, 'C1')).toBe(4)
    await decideApproval(t, token, 'ware/wstocktaking', id)
    expect((await detail(id)).status).toBe(100)
    expect(await onHand(A1, P.kettle, 'C1')).toBe(8)
    expect(await onHand(A1, P.pan, 'C1')).toBe(3)
    expect(await onHand(A1, P.lantern, 'X')).toBe(1)
    const posted = await t.root.query<{ movementType: number; documentLine: string | null }>(
      `SELECT movement_type, document_line::text FROM erp_store_product_inventory_log WHERE document_id = $1`,
      [id],
    )
    expect(posted).toHaveLength(2)
    expect(posted.every((r) => r.movementType === 7 && r.documentLine)).toBe(true)
    // No approval runs any more: there is nothing left to decide, and nothing posts twice.
    const [running] = await t.root.query(`SELECT 1 FROM wf_instance WHERE business_id = $1 AND state = 'running'`, [id])
    expect(running).toBeUndefined()
    expect(
      await t.root.query(`SELECT 1 FROM erp_store_product_inventory_log WHERE document_id = $1`, [id]),
    ).toHaveLength(2)
  })

  it('refuses to submit an uncounted count, sends one back for a recount, and abolishes one', async () => {
    await stock(A2, P.filter, 'C2', 5)
    const id = await newCount('ST-T-2', A2, 0)
    const early = await post('/api/ware/wstocktaking/updateStatus', { ids: id, status: '2' })
    expect(early.json.code).toBe(400)
    expect(early.json.msg).toContain('has not started')
    await post('/api/ware/wstocktaking/start-taking', { ids: id })
    const open = await detail(id)
    // Not blind: the counter sees what is expected.
    expect(open.items[0].expectedQuantity).toBe(5)
    const uncounted = await post('/api/ware/wstocktaking/updateStatus', { ids: id, status: '2' })
    expect(uncounted.json.code).toBe(400)
    expect(uncounted.json.msg).toBe('The stock count ST-T-2 has 1 line(s) not counted yet')
    await post('/api/ware/wstocktaking/updateAll', { id, items: [{ id: open.items[0].id, countedQuantity: 50 }] })
    await post('/api/ware/wstocktaking/updateStatus', { ids: id, status: '2' })
    // Sending it back is the approver's (the flow's), not a status one may set.
    const direct = await post('/api/ware/wstocktaking/updateStatus', { ids: id, status: '50', reviewRemark: 'x' })
    expect(direct.json.code).toBe(400)
    await decideApproval(t, token, 'ware/wstocktaking', id, { pass: false, comment: 'Recount A-01-02' })
    const sentBack = await detail(id)
    expect(sentBack.status).toBe(50)
    expect(sentBack.reviewRemark).toBe('Recount A-01-02')
    const recount = await post('/api/ware/wstocktaking/updateAll', {
      id,
      items: [{ id: open.items[0].id, countedQuantity: 5 }],
    })
    expect(recount.json.code, recount.text).toBe(200)
    const abolished = await post('/api/ware/wstocktaking/updateStatus', { ids: id, status: '80' })
    expect(abolished.json.code, abolished.text).toBe(200)
    expect(await onHand(A2, P.filter, 'C2')).toBe(5)
    const edit = await post('/api/ware/wstocktaking/update', { id, remark: 'late' })
    expect(edit.json.code).toBe(400)
  })

  it('keeps a count to its own warehouse, and sends the count sheet', async () => {
    const r = await post('/api/ware/wstocktaking/save', { code: 'ST-T-3', storeId: W.storeLa, positionIds: NJ_A1 })
    expect(r.json.code).toBe(400)
    // Among several positions, one of another warehouse refuses the count, named by its code and the warehouse's name.
    const mixed = await post('/api/ware/wstocktaking/save', {
      code: 'ST-T-4',
      storeId: W.storeLa,
      positionIds: `${A1},${NJ_A1}`,
    })
    expect(mixed.json.code).toBe(400)
    expect(mixed.text).not.toContain(NJ_A1)
    expect(mixed.text).not.toContain(W.storeLa)
    const sheet = await t.call('GET', '/api/ware/wstocktaking/downExcel', {
      token,
      query: { id: STOCKTAKING_IDS.planned },
    })
    expect(sheet.status).toBe(200)
    expect(sheet.headers.get('content-disposition')).toContain('filename="ST-2026-0001.xlsx"')
  })
})
