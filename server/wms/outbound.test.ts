import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { stockBookProblems } from '../inventory/stock-books.ts'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { decideApproval } from '../testing/approvals.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { WMS_IDS as W } from './wms-seed.ts'

// Issue 10 §2 outbound: approval reserves, waves make pick lists in pick order, a short pick gives
// the missing units back and flags the list, shipping consumes what was picked once packed and
// labelled (packing.test.ts has the rules of those); books balanced.
let t: TestApp
let token: string
const A1 = '1000000000000005021'
const A2 = '1000000000000005022'
const post = (path: string, body: unknown) => t.call('POST', path, { token, body, lang: 'en-US' })
const get = (path: string, query: Record<string, string>) => t.call('GET', path, { token, query, lang: 'en-US' })
const stock = (positionId: string, productId: string, batchNo: string, inboundDate: string, quantity: number) =>
  post('/api/erp/storeproductinventory/submit', {
    storeId: W.storeLa,
    positionId,
    productId,
    batchNo,
    inboundDate,
    quantity,
    reason: 'Opening',
  })
const lanterns = async () =>
  (
    await t.root.query<{ onHand: number; reserved: number; available: number }>(
      `SELECT coalesce(sum(on_hand), 0)::int AS on_hand, coalesce(sum(reserved), 0)::int AS reserved,
              coalesce(sum(available), 0)::int AS available
         FROM erp_store_product_inventory WHERE product_id = $1 AND store_id = $2`,
      [P.lantern, W.storeLa],
    )
  )[0]

beforeAll(async () => {
  t = await openTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'outbound-')) })
  token = (await t.signIn()).access_token
  // Older lanterns in A-01-02, newer in A-01-01: reservations take the old lot first.
  expect((await stock(A2, P.lantern, 'OLD', '2026-01-01', 3)).json.code).toBe(200)
  expect((await stock(A1, P.lantern, 'NEW', '2026-03-01', 10)).json.code).toBe(200)
})
afterAll(() => t.close())
afterEach(async () => {
  const db = scopeToTenant(t.root, { tenantId: '000000', userId: '1' })
  expect(await db.begin((tx) => stockBookProblems(tx))).toEqual([])
})

async function newOutbound(code: string, quantity: number) {
  const r = await post('/api/ware/woutbound/save', {
    code,
    storeId: W.storeLa,
    transportId: W.transportUps,
    items: [{ productId: P.lantern, quantity }],
  })
  expect(r.json.code, r.text).toBe(200)
  const [row] = await t.root.query<{ id: string }>(`SELECT id::text FROM ware_outbound WHERE code = $1`, [code])
  return row?.id as string
}
const submitForReview = async (id: string) => {
  const r = await post('/api/ware/woutbound/updateStatus', { ids: id, status: '1' })
  expect(r.json.code, r.text).toBe(200)
}
/** Submits an order for review and approves it through its approval (out_bound), which reserves its stock. */
const approve = async (id: string) => {
  await submitForReview(id)
  await decideApproval(t, token, 'ware/woutbound', id)
}
/** The open tasks of an order's running approval. */
const openTasks = (id: string) =>
  t.root.query<{ id: string }>(
    `SELECT t.id::text FROM wf_task t JOIN wf_instance i ON i.id = t.instance_id AND i.tenant_id = t.tenant_id
      WHERE i.business_resource = 'ware/woutbound' AND i.business_id = $1 AND i.state = 'running' AND t.state = 'open'`,
    [id],
  )

/** Packs an order's picked lanterns into one box, closes it and labels the order. */
async function packAndLabel(id: string, picked: number) {
  const box = { id, opId: randomUUID(), sku: 'DEMO-LANTERN', quantity: picked }
  const packed = await post('/api/ware/woutbound/packBox', { ...box, length: '30', width: '20', height: '10' })
  expect(packed.json.code, packed.text).toBe(200)
  const closed = await post('/api/ware/woutboundbox/closeBox', { ids: packed.json.data.boxId, weight: '1.5' })
  expect(closed.json.code, closed.text).toBe(200)
  expect((await post('/api/ware/woutbound/finishPacking', { ids: id })).json.code).toBe(200)
  const form = new FormData()
  form.set('file', new File([new TextEncoder().encode('%PDF-1.4\n')], `${id}.pdf`))
  const file = (await t.call('POST', '/api/picture/upload', { token, form })).json.data
  const label = await post('/api/ware/woutbound/uploadLabel', {
    id,
    attachId: file.attachId,
    trackingNumber: `1Z${id}`,
  })
  expect(label.json.code, label.text).toBe(200)
  expect((await post('/api/ware/woutbound/finishLabelling', { ids: id })).json.code).toBe(200)
}

describe('outbound orders and pick lists', () => {
  it('reserves on approval, picks in waves, short-picks, and ships what was picked', async () => {
    const first = await newOutbound('OUT-T-1', 4)
    const second = await newOutbound('OUT-T-2', 2)
    await submitForReview(first)
    // Approving is the flow's end, not a status one may post: nothing is reserved until it ends.
    const posted = await post('/api/ware/woutbound/updateStatus', { ids: first, status: '2' })
    expect(posted.json.code).toBe(400)
    expect(await lanterns()).toEqual({ onHand: 13, reserved: 0, available: 13 })
    await decideApproval(t, token, 'ware/woutbound', first)
    await approve(second)
    expect((await get('/api/ware/woutbound/detail', { id: first })).json.data.status).toBe(2)
    expect(await lanterns()).toEqual({ onHand: 13, reserved: 6, available: 7 })
    const edit = await post('/api/ware/woutbound/update', { id: first, remark: 'late' })
    expect(edit.json.code).toBe(400)

    const ready = await get('/api/ware/worderpick/outBoundSelect', { storeId: W.storeLa })
    expect(ready.json.data.map((o: { code: string }) => o.code)).toEqual(['OUT-T-1', 'OUT-T-2'])
    const wave = await post('/api/ware/woutbound/start-bound', { ids: [first, second] })
    expect(wave.json.code, wave.text).toBe(200)
    expect(wave.json.data).toHaveLength(1)
    const pickId = wave.json.data[0]
    const lines = (await get('/api/ware/worderpick/getItemList', { id: pickId })).json.data
    // The old lot (A-01-02, pick order 102) goes to the first order; lines follow the pick order.
    expect(
      lines.map((l: { positionCode: string; batchNo: string; quantity: number }) => [
        l.positionCode,
        l.batchNo,
        l.quantity,
      ]),
    ).toEqual([
      ['A-01-01', 'NEW', 1],
      ['A-01-01', 'NEW', 2],
      ['A-01-02', 'OLD', 3],
    ])
    const direct = await post('/api/ware/woutbound/complete-taking', { ids: first })
    expect(direct.json.code).toBe(400)
    expect(direct.json.msg).toContain('is in a pick list')

    // One lantern is missing from A-01-02: picked 2 of 3.
    const old = lines.find((l: { batchNo: string }) => l.batchNo === 'OLD')
    const early = await post('/api/ware/worderpick/outBound', { id: pickId })
    expect(early.json.code).toBe(400)
    const picked = await post('/api/ware/worderpick/finishPicking', {
      id: pickId,
      items: [{ id: old.id, pickedQuantity: 2, shortReason: 'Not on the shelf' }],
    })
    expect(picked.json.code, picked.text).toBe(200)
    expect(await lanterns()).toEqual({ onHand: 13, reserved: 5, available: 8 })
    // Picked, the list stays "pick list generated" (its picked time set) until its orders are labelled.
    const list = (await get('/api/ware/worderpick/detail', { id: pickId })).json.data
    expect(list).toMatchObject({ status: 2, shortQuantity: 1 })
    expect(list.pickedTime).toBeTruthy()
    expect((await post('/api/ware/worderpick/outBound', { id: pickId })).json.code).toBe(400)
    await packAndLabel(first, 3)
    await packAndLabel(second, 2)
    expect((await get('/api/ware/worderpick/detail', { id: pickId })).json.data.status).toBe(3)

    const shipped = await post('/api/ware/worderpick/outBound', { id: pickId })
    expect(shipped.json.code, shipped.text).toBe(200)
    expect(await lanterns()).toEqual({ onHand: 8, reserved: 0, available: 8 })
    const order = (await get('/api/ware/woutbound/detail', { id: first })).json.data
    expect(order).toMatchObject({ status: 3, faceSheetStatus: 4, shortQuantity: 1 })
    expect(order.items[0]).toMatchObject({ quantity: 4, pickedQuantity: 3, shippedQuantity: 3 })
    const log = (await get('/api/ware/woutbound/outboundLog', { id: first })).json.data
    expect(log.reduce((sum: number, r: { quantity: number }) => sum + r.quantity, 0)).toBe(-3)
    const again = await post('/api/ware/worderpick/outBound', { id: pickId })
    expect(again.json.code).toBe(400)
  })

  it('ships an order without a pick list, and releases an abolished one', async () => {
    const direct = await newOutbound('OUT-T-3', 2)
    await approve(direct)
    const shipped = await post('/api/ware/woutbound/complete-taking', { ids: direct })
    expect(shipped.json.code, shipped.text).toBe(200)
    const before = await lanterns()
    const dropped = await newOutbound('OUT-T-4', 1)
    await approve(dropped)
    expect((await lanterns())?.available).toBe((before?.available ?? 0) - 1)
    const abolished = await post('/api/ware/woutbound/updateStatus', { ids: dropped, status: '5' })
    expect(abolished.json.code, abolished.text).toBe(200)
    expect(await lanterns()).toEqual(before)
  })

  it('refuses approval without the stock, reserving nothing', async () => {
    const big = await newOutbound('OUT-T-5', 1000)
    const before = await lanterns()
    await submitForReview(big)
    // Completing the approval's task runs the approval in its transaction: it refuses, and the task stays open.
    const [task] = await openTasks(big)
    const r = await t.call('POST', '/api/blade-flow/work/complete-task', {
      token,
      body: { taskId: task?.id, pass: true },
      lang: 'en-US',
    })
    expect(r.json.code).toBe(400)
    expect(r.json.msg).toContain('Insufficient stock: DEMO-LANTERN')
    expect((await get('/api/ware/woutbound/detail', { id: big })).json.data.status).toBe(1)
    expect(await openTasks(big)).toEqual([{ id: task?.id }])
    expect(await lanterns()).toEqual(before)
  })
})
