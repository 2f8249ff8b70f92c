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

// Issue 10 packing: boxes with measures between picking and shipping, packed = picked before packing
// finishes ("box packing not completed"), face sheets uploaded with as many tracking numbers before
// labelling finishes ("label not uploaded"), and shipping only packed and labelled orders; books balanced.
let t: TestApp
let token: string
const A1 = '1000000000000005021'
const A2 = '1000000000000005022'
type Lang = 'zh-CN' | 'en-US' | 'ja-JP'
const post = (path: string, body: unknown, lang: Lang = 'en-US') => t.call('POST', path, { token, body, lang })
const get = (path: string, query: Record<string, string>) => t.call('GET', path, { token, query, lang: 'en-US' })
const stock = (positionId: string, productId: string, quantity: number) =>
  post('/api/erp/storeproductinventory/submit', {
    storeId: W.storeLa,
    positionId,
    productId,
    batchNo: 'P1',
    inboundDate: '2026-02-01',
    quantity,
    reason: 'Opening',
  })
const PDF = new TextEncoder().encode('%PDF-1.4\n% face sheet\n')

beforeAll(async () => {
  t = await openTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'packing-')) })
  token = (await t.signIn()).access_token
  expect((await stock(A1, P.lantern, 20)).json.code).toBe(200)
  expect((await stock(A2, P.kettle, 10)).json.code).toBe(200)
})
afterAll(() => t.close())
afterEach(async () => {
  const db = scopeToTenant(t.root, { tenantId: '000000', userId: '1' })
  expect(await db.begin((tx) => stockBookProblems(tx))).toEqual([])
})

async function newOutbound(code: string, items: { productId: string; quantity: number }[]) {
  const r = await post('/api/ware/woutbound/save', { code, storeId: W.storeLa, transportId: W.transportUps, items })
  expect(r.json.code, r.text).toBe(200)
  const [row] = await t.root.query<{ id: string }>(`SELECT id::text FROM ware_outbound WHERE code = $1`, [code])
  const id = row?.id as string
  expect((await post('/api/ware/woutbound/updateStatus', { ids: id, status: '1' })).json.code).toBe(200)
  await decideApproval(t, token, 'ware/woutbound', id)
  return id
}
const order = async (id: string) => (await get('/api/ware/woutbound/detail', { id })).json.data
const pickList = async (id: string) => (await get('/api/ware/worderpick/detail', { id })).json.data
const boxes = (outboundId: string) =>
  t.root.query<{ id: string; boxNo: number; status: number; packedQuantity: number; weight: string | null }>(
    `SELECT id::text, box_no, status, packed_quantity, weight::text FROM ware_outbound_box
      WHERE outbound_id = $1 AND is_deleted = 0 ORDER BY box_no`,
    [outboundId],
  )
const pack = (id: string, sku: string, quantity: number, more: Record<string, unknown> = {}) =>
  post('/api/ware/woutbound/packBox', { id, opId: randomUUID(), sku, quantity, ...more })
async function upload(name = 'label.pdf') {
  const form = new FormData()
  form.set('file', new File([PDF], name))
  const r = await t.call('POST', '/api/picture/upload', { token, form })
  expect(r.json.code, r.text).toBe(200)
  return r.json.data.attachId as string
}
const lanterns = async () =>
  (
    await t.root.query<{ onHand: number; reserved: number }>(
      `SELECT coalesce(sum(on_hand), 0)::int AS on_hand, coalesce(sum(reserved), 0)::int AS reserved
         FROM erp_store_product_inventory WHERE product_id = $1 AND store_id = $2`,
      [P.lantern, W.storeLa],
    )
  )[0]

describe('packing outbound orders', () => {
  let id: string
  let pickId: string
  const firstOp = randomUUID()

  it('packs only picked units of the order, at most what was picked, and replays an operation id as nothing', async () => {
    id = await newOutbound('OUT-PK-1', [
      { productId: P.lantern, quantity: 3 },
      { productId: P.kettle, quantity: 2 },
    ])
    pickId = (await post('/api/ware/woutbound/start-bound', { ids: [id] })).json.data[0]
    const early = await pack(id, 'DEMO-LANTERN', 1)
    expect(early.json.code).toBe(400)
    expect(early.json.msg).toContain('its picking is not finished')
    expect((await post('/api/ware/worderpick/finishPicking', { id: pickId })).json.code).toBe(200)
    expect(await pickList(pickId)).toMatchObject({ status: 2 })
    expect((await pickList(pickId)).pickedTime).toBeTruthy()
    const twice = await post('/api/ware/worderpick/finishPicking', { id: pickId })
    expect(twice.json.code).toBe(400)
    expect(twice.json.msg).toContain('already finished')

    const stranger = await pack(id, 'DEMO-PAN-28', 1)
    expect(stranger.json.code).toBe(400)
    expect(stranger.json.msg).toBe('SKU DEMO-PAN-28 is not on the outbound order OUT-PK-1')
    const tooMany = await pack(id, 'DEMO-LANTERN', 4)
    expect(tooMany.json.code).toBe(400)
    expect(tooMany.json.msg).toBe('DEMO-LANTERN: packing 4 makes 4 packed, more than the 3 picked')

    const body = { id, opId: firstOp, sku: 'DEMO-LANTERN', quantity: 2, length: '40', width: '30.5', height: 20 }
    const first = await post('/api/ware/woutbound/packBox', body)
    expect(first.json.code, first.text).toBe(200)
    expect(first.json.data).toMatchObject({ boxNo: 1, packedQuantity: 2, replayed: false })
    const replay = await post('/api/ware/woutbound/packBox', body)
    expect(replay.json.code, replay.text).toBe(200)
    expect(replay.json.data).toMatchObject({
      boxId: first.json.data.boxId,
      boxNo: 1,
      packedQuantity: 2,
      replayed: true,
    })
    expect(await boxes(id)).toMatchObject([{ boxNo: 1, packedQuantity: 2, status: 0 }])
    expect(await order(id)).toMatchObject({ packStatus: 1, boxCount: 1, packedQuantity: 2 })

    const gap = await pack(id, 'DEMO-LANTERN', 1, { boxNo: 3 })
    expect(gap.json.code).toBe(400)
    expect(gap.json.msg).toBe('The outbound order OUT-PK-1 has no box 3 (the next box is 2)')
    // Across all boxes: 2 packed already, 2 more would be 4 of 3 picked.
    const across = await pack(id, 'DEMO-LANTERN', 2, { boxNo: 2 })
    expect(across.json.msg).toBe('DEMO-LANTERN: packing 2 makes 4 packed, more than the 3 picked')
    expect((await pack(id, 'DEMO-LANTERN', 1, { boxNo: 2 })).json.data).toMatchObject({ boxNo: 2 })
    expect((await pack(id, 'DEMO-KETTLE-17L', 2)).json.data).toMatchObject({ boxNo: 2, packedQuantity: 5 })
    const badMeasure = await pack(id, 'DEMO-KETTLE-17L', 1, { weight: '0' })
    expect(badMeasure.json.code).toBe(400)
    expect(badMeasure.json.data?.[0]?.field ?? badMeasure.text).toContain('weight')
    expect(await lanterns()).toEqual({ onHand: 20, reserved: 3 })
  })

  it('closes a box only with its measures and weight, and finishes packing only when all is packed and closed', async () => {
    const open = await post('/api/ware/woutbound/finishPacking', { ids: id })
    expect(open.json.code).toBe(400)
    expect(open.json.msg).toBe(
      'box packing not completed: the outbound order OUT-PK-1 has 5 packed of 5, 2 box(es) open',
    )
    const zh = await post('/api/ware/woutbound/finishPacking', { ids: id }, 'zh-CN')
    expect(zh.json.msg).toContain('装箱未完成')
    const ja = await post('/api/ware/woutbound/finishPacking', { ids: id }, 'ja-JP')
    expect(ja.json.msg).toContain('梱包が完了していません')

    const [box1, box2] = await boxes(id)
    const noWeight = await post('/api/ware/woutboundbox/closeBox', { ids: box1?.id })
    expect(noWeight.json.code).toBe(400)
    expect(noWeight.json.msg).toBe('Box 1 of the outbound order OUT-PK-1 needs its Weight (kg) before it is closed')
    const tooHeavy = await post('/api/ware/woutboundbox/closeBox', { ids: box1?.id, weight: '1200' })
    expect(tooHeavy.json.code).toBe(400)
    expect(tooHeavy.text).toContain('weight')
    const notExact = await post('/api/ware/woutboundbox/closeBox', { ids: box1?.id, weight: '1.2345' })
    expect(notExact.json.code).toBe(400)
    expect((await post('/api/ware/woutboundbox/closeBox', { ids: box1?.id, weight: '2.125' })).json.code).toBe(200)
    expect((await boxes(id))[0]).toMatchObject({ status: 1, weight: '2.125' })
    const intoClosed = await pack(id, 'DEMO-LANTERN', -1, { boxNo: 1 })
    expect(intoClosed.json.msg).toBe('Box 1 of the outbound order OUT-PK-1 is closed; reopen it first')
    const measured = { ids: box2?.id, length: '50', width: '40', height: '30', weight: '4.5' }
    expect((await post('/api/ware/woutboundbox/closeBox', measured)).json.code).toBe(200)

    // A kettle comes out of box 2 (reopened): 4 packed of 5 picked is not finished.
    const noBox = await pack(id, 'DEMO-KETTLE-17L', -1)
    expect(noBox.json.code).toBe(400)
    expect(noBox.text).toContain('boxNo')
    expect((await post('/api/ware/woutboundbox/reopenBox', { ids: box2?.id })).json.code).toBe(200)
    const takeTooMany = await pack(id, 'DEMO-KETTLE-17L', -3, { boxNo: 2 })
    expect(takeTooMany.json.msg).toBe('DEMO-KETTLE-17L: box 2 holds 2, fewer than the 3 to take out')
    expect((await pack(id, 'DEMO-KETTLE-17L', -1, { boxNo: 2 })).json.data).toMatchObject({ packedQuantity: 4 })
    expect((await post('/api/ware/woutboundbox/closeBox', { ids: box2?.id })).json.code).toBe(200)
    const short = await post('/api/ware/woutbound/finishPacking', { ids: id })
    expect(short.json.msg).toBe(
      'box packing not completed: the outbound order OUT-PK-1 has 4 packed of 5, 0 box(es) open',
    )
    expect((await post('/api/ware/woutboundbox/reopenBox', { ids: box2?.id })).json.code).toBe(200)
    expect((await pack(id, 'DEMO-KETTLE-17L', 1, { boxNo: 2 })).json.code).toBe(200)
    expect((await post('/api/ware/woutboundbox/closeBox', { ids: box2?.id })).json.code).toBe(200)

    const done = await post('/api/ware/woutbound/finishPacking', { ids: id })
    expect(done.json.code, done.text).toBe(200)
    expect(await order(id)).toMatchObject({ packStatus: 2, boxCount: 2, packedQuantity: 5, faceSheetStatus: 2 })
    const after = await pack(id, 'DEMO-LANTERN', 1)
    expect(after.json.msg).toBe('Packing of the outbound order OUT-PK-1 is finished; reopen it to change its boxes')
    const stillReplayed = await post('/api/ware/woutbound/packBox', {
      id,
      opId: firstOp,
      sku: 'DEMO-LANTERN',
      quantity: 2,
    })
    expect(stillReplayed.json.data).toMatchObject({ boxNo: 1, replayed: true })
    expect((await order(id)).packedQuantity).toBe(5)
    const history = await t.root.query<{ action: string }>(
      `SELECT action FROM blade_record_history WHERE record_id = $1 ORDER BY id`,
      [id],
    )
    expect(history.map((h) => h.action)).toEqual(expect.arrayContaining(['approve', 'startPacking', 'finishPacking']))
  })

  it('finishes labelling only with face sheets and as many tracking numbers, then ships', async () => {
    const early = await post('/api/ware/worderpick/outBound', { id: pickId })
    expect(early.json.code).toBe(400)
    const none = await post('/api/ware/woutbound/finishLabelling', { ids: id })
    expect(none.json.code).toBe(400)
    expect(none.json.msg).toBe('label not uploaded: the outbound order OUT-PK-1 has no face sheet')
    expect((await post('/api/ware/woutbound/finishLabelling', { ids: id }, 'zh-CN')).json.msg).toContain('面单未上传')
    expect((await post('/api/ware/woutbound/finishLabelling', { ids: id }, 'ja-JP')).json.msg).toContain(
      'ラベル未アップロード',
    )

    const first = await upload('box-1.pdf')
    const added = await post('/api/ware/woutbound/uploadLabel', { id, attachId: first, trackingNumber: '1Z999AA10001' })
    expect(added.json.code, added.text).toBe(200)
    const again = await post('/api/ware/woutbound/uploadLabel', { id, attachId: first, trackingNumber: '1Z999AA10009' })
    expect(again.json.msg).toBe('box-1.pdf is already a face sheet of the outbound order OUT-PK-1')
    const second = await upload('box-2.pdf')
    const sameTracking = await post('/api/ware/woutbound/uploadLabel', {
      id,
      attachId: second,
      trackingNumber: '1Z999AA10001',
    })
    expect(sameTracking.json.msg).toBe('1Z999AA10001 is already a face sheet of the outbound order OUT-PK-1')
    const missingFile = await post('/api/ware/woutbound/uploadLabel', { id, attachId: '1999999999999999999' })
    expect(missingFile.json.code).toBe(400)
    expect(missingFile.text).toContain('attachId')
    const untracked = await post('/api/ware/woutbound/uploadLabel', { id, attachId: second })
    expect(untracked.json.code).toBe(200)
    const mismatch = await post('/api/ware/woutbound/finishLabelling', { ids: id })
    expect(mismatch.json.msg).toBe(
      'The outbound order OUT-PK-1 has 2 face sheet(s) but 1 tracking number(s); they must be equal',
    )
    expect((await post('/api/ware/woutbound/removeLabel', { ids: untracked.json.data })).json.code).toBe(200)
    const tracked = await post('/api/ware/woutbound/uploadLabel', {
      id,
      attachId: second,
      trackingNumber: '1Z999AA10002',
    })
    expect(tracked.json.code, tracked.text).toBe(200)
    const labels = await get('/api/ware/woutboundlabel/page', { outboundId: id })
    expect(labels.json.data.records).toHaveLength(2)

    const labelled = await post('/api/ware/woutbound/finishLabelling', { ids: id })
    expect(labelled.json.code, labelled.text).toBe(200)
    expect(await order(id)).toMatchObject({ faceSheetStatus: 3, trackingNumber: '1Z999AA10001' })
    expect(await pickList(pickId)).toMatchObject({ status: 3 })
    const late = await post('/api/ware/woutbound/uploadLabel', { id, attachId: await upload() })
    expect(late.json.msg).toBe(
      'The outbound order OUT-PK-1 is labelled; its boxes and face sheets can no longer change',
    )
    expect((await post('/api/ware/woutbound/reopenPacking', { ids: id })).json.code).toBe(400)

    const shipped = await post('/api/ware/worderpick/outBound', { id: pickId })
    expect(shipped.json.code, shipped.text).toBe(200)
    expect(await lanterns()).toEqual({ onHand: 17, reserved: 0 })
    expect(await order(id)).toMatchObject({ status: 3, faceSheetStatus: 4, packStatus: 2 })
    const afterShip = await pack(id, 'DEMO-LANTERN', 1)
    expect(afterShip.json.msg).toContain('cannot be packed')
  })

  it('lists and shows boxes generically, with their lines', async () => {
    const page = await get('/api/ware/woutboundbox/page', { outboundId: id })
    expect(page.json.code, page.text).toBe(200)
    expect(page.json.data.records.map((b: { boxNo: number }) => b.boxNo)).toEqual([1, 2])
    const box = (await get('/api/ware/woutboundbox/detail', { id: page.json.data.records[0].id })).json.data
    expect(box).toMatchObject({
      boxNo: 1,
      length: '40.00',
      width: '30.50',
      height: '20.00',
      weight: '2.125',
      status: 1,
    })
    expect(box.items.map((l: { sysSku: string; quantity: number }) => [l.sysSku, l.quantity])).toEqual([
      ['DEMO-LANTERN', 2],
    ])
  })

  it('removes a box and renumbers the later ones; an order with nothing picked has nothing to pack and leaves the list', async () => {
    const a = await newOutbound('OUT-PK-2', [{ productId: P.lantern, quantity: 2 }])
    const b = await newOutbound('OUT-PK-3', [{ productId: P.lantern, quantity: 1 }])
    const wave = (await post('/api/ware/woutbound/start-bound', { ids: [a, b] })).json.data
    expect(wave).toHaveLength(1)
    const list = wave[0]
    const lines = (await get('/api/ware/worderpick/getItemList', { id: list })).json.data
    const bLine = lines.find((l: { outboundId: string }) => l.outboundId === b)
    const picked = await post('/api/ware/worderpick/finishPicking', {
      id: list,
      items: [{ id: bLine.id, pickedQuantity: 0, shortReason: 'Missing' }],
    })
    expect(picked.json.code, picked.text).toBe(200)
    const nothing = await post('/api/ware/woutbound/finishPacking', { ids: b })
    expect(nothing.json.msg).toBe('Nothing of the outbound order OUT-PK-3 was picked; there is nothing to pack')

    await pack(a, 'DEMO-LANTERN', 1, { boxNo: 1 })
    await pack(a, 'DEMO-LANTERN', 1, { boxNo: 2 })
    const [first] = await boxes(a)
    expect((await post('/api/ware/woutboundbox/removeBox', { ids: first?.id })).json.code).toBe(200)
    expect(await boxes(a)).toMatchObject([{ boxNo: 1, packedQuantity: 1 }])
    expect(await order(a)).toMatchObject({ boxCount: 1, packedQuantity: 1 })
    // Emptied, the box cannot be closed.
    expect((await pack(a, 'DEMO-LANTERN', -1, { boxNo: 1 })).json.data).toMatchObject({ packedQuantity: 0 })
    const empty = await post('/api/ware/woutboundbox/closeBox', {
      ids: (await boxes(a))[0]?.id,
      length: '10',
      width: '10',
      height: '10',
      weight: '0.5',
    })
    expect(empty.json.msg).toBe('Box 1 of the outbound order OUT-PK-2 is empty and cannot be closed')
    const refill = await pack(a, 'DEMO-LANTERN', 2, { length: '10', width: '10', height: '10', weight: '0.5' })
    expect(refill.json.data).toMatchObject({ boxNo: 1, packedQuantity: 2 })
    await post('/api/ware/woutboundbox/closeBox', { ids: (await boxes(a))[0]?.id })
    expect((await post('/api/ware/woutbound/finishPacking', { ids: a })).json.code).toBe(200)
    // Reopened and finished again: packing may change until labelled.
    expect((await post('/api/ware/woutbound/reopenPacking', { ids: a })).json.code).toBe(200)
    expect((await post('/api/ware/woutbound/finishPacking', { ids: a })).json.code).toBe(200)
    const notPacked = await post('/api/ware/woutbound/uploadLabel', { id: b, attachId: await upload() })
    expect(notPacked.json.msg).toBe('The outbound order OUT-PK-3 must finish packing before its face sheets')
    await post('/api/ware/woutbound/uploadLabel', {
      id: a,
      attachId: await upload(),
      trackingNumber: '9400100000000001',
    })
    expect(await pickList(list)).toMatchObject({ status: 2 })
    expect((await post('/api/ware/woutbound/finishLabelling', { ids: a })).json.code).toBe(200)
    // B picked nothing: A labelled is the whole list labelled.
    expect(await pickList(list)).toMatchObject({ status: 3 })
    const shipped = await post('/api/ware/worderpick/outBound', { id: list })
    expect(shipped.json.code, shipped.text).toBe(200)
    expect(await order(a)).toMatchObject({ status: 3, faceSheetStatus: 4 })
    expect(await order(b)).toMatchObject({ status: 2, faceSheetStatus: 0, packStatus: 0 })
    // B's unit was given back at the short pick: nothing of it stays reserved.
    expect(await lanterns()).toEqual({ onHand: 15, reserved: 0 })
  })

  it('moves a pick list of which nothing was picked straight to labeled', async () => {
    const c = await newOutbound('OUT-PK-4', [{ productId: P.lantern, quantity: 1 }])
    const list = (await post('/api/ware/woutbound/start-bound', { ids: [c] })).json.data[0]
    const [line] = (await get('/api/ware/worderpick/getItemList', { id: list })).json.data
    await post('/api/ware/worderpick/finishPicking', { id: list, items: [{ id: line.id, pickedQuantity: 0 }] })
    expect(await pickList(list)).toMatchObject({ status: 3 })
    expect((await post('/api/ware/worderpick/outBound', { id: list })).json.code).toBe(200)
    expect(await order(c)).toMatchObject({ status: 2, orderPickId: null })
  })
})
