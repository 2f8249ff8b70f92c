import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_DOCUMENT } from '#sync/resources/orders/order.actions.ts'
import { stockBookProblems } from '../inventory/stock-books.ts'
import { OUTBOUND_DOCUMENT } from '../inventory/stock-documents.ts'
import { transferReservations } from '../inventory/stock-ledger.ts'
import type { Actor } from '../platform/actor.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { adminActor } from '../testing/test-users.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'
import { releaseOrderStock, reserveOrderStock } from './order-stock.ts'
import { insertTestOrder, linesOutOfStep, tenantDb } from './order-test-helpers.ts'

// Issue 12, the warehouse's side: pushing a reviewed order moves its reservations onto an outbound
// order (same lots); the pick list, picking, packing, labels and shipping move the warehouse order
// on and ship the sales order; a cut gives the units back; marking shipped from reviewed consumes
// the reservation through the ledger. The stock books balance after every step.
let t: TestApp
let token: string
let actor: Actor
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

async function booksBalance() {
  expect(await tenantDb(t).begin((tx) => stockBookProblems(tx))).toEqual([])
}

beforeAll(async () => {
  t = await openTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'warehouse-order-')) })
  token = (await t.signIn()).access_token
  actor = await adminActor(t)
  expect((await stock(A2, P.lantern, 'OLD', '2026-01-01', 4)).json.code).toBe(200)
  expect((await stock(A1, P.lantern, 'NEW', '2026-03-01', 30)).json.code).toBe(200)
  expect((await stock(A1, P.kettle, 'K1', '2026-02-01', 10)).json.code).toBe(200)
})
afterAll(() => t.close())
// Every line carries its order's status, whatever the test did to the order (migration 0036).
afterEach(async () => expect(await linesOutOfStep(t)).toEqual([]))
afterEach(booksBalance)

/** A reviewed order of Los Angeles holding its stock, as review leaves it. */
async function reviewedOrder(lines: { productId?: string; quantity: number }[], more: Record<string, unknown> = {}) {
  const o = await insertTestOrder(t, {
    status: 3,
    storeId: W.storeLa,
    transportId: W.transportUps,
    lines: lines.map((l) => ({
      ...l,
      price: '10.00',
      sysSku: l.productId === P.kettle ? 'DEMO-KETTLE-17L' : undefined,
    })),
    ...more,
  })
  await tenantDb(t).begin((tx) => reserveOrderStock(tx, actor, o.id, W.storeLa))
  await booksBalance()
  return o
}

const reservations = (type: string, id: string) =>
  t.root.query<{ positionId: string; batchNo: string; quantity: number; status: number }>(
    `SELECT position_id::text, batch_no, quantity, status FROM erp_stock_reservation
      WHERE document_type = $1 AND document_id = $2 AND status = 1 ORDER BY batch_no, position_id`,
    [type, id],
  )
const stockOf = async (productId: string) =>
  (
    await t.root.query<{ onHand: number; reserved: number; available: number }>(
      `SELECT coalesce(sum(on_hand), 0)::int AS on_hand, coalesce(sum(reserved), 0)::int AS reserved,
              coalesce(sum(available), 0)::int AS available
         FROM erp_store_product_inventory WHERE product_id = $1 AND store_id = $2`,
      [productId, W.storeLa],
    )
  )[0]
const orderOf = async (id: string) =>
  (
    await t.root.query<{
      status: number
      trackNumber: string | null
      cutStatus: number | null
      shipTime: string | null
    }>(`SELECT status, track_number, cut_status, ship_time::text FROM erp_order WHERE id = $1`, [id])
  )[0]
const wareOrderOf = async (orderId: string) =>
  (
    await t.root.query<{
      id: string
      outboundId: string
      status: number
      labelStatus: number
      trackingNumber: string | null
      cutStatus: number | null
    }>(
      `SELECT id::text, outbound_id::text, status, label_status, tracking_number, cut_status FROM ware_order
        WHERE order_id = $1 ORDER BY id DESC LIMIT 1`,
      [orderId],
    )
  )[0]
const outboundOf = async (id: string) =>
  (
    await t.root.query<{ status: number; referenceCode: string; orderPickId: string | null }>(
      `SELECT status, reference_code, order_pick_id::text FROM ware_outbound WHERE id = $1`,
      [id],
    )
  )[0]

async function push(orderId: string) {
  const r = await post('/api/erp/order/shipmentAudit', { ids: [orderId] })
  expect(r.json.code, r.text).toBe(200)
  expect(r.json.data, r.text).toEqual({ done: [orderId], failed: [] })
  return (await wareOrderOf(orderId)) as NonNullable<Awaited<ReturnType<typeof wareOrderOf>>>
}

/** Packs an outbound's picked units into one box, finishes packing, and labels it with a tracking number. */
async function packAndLabel(outboundId: string, items: [sku: string, quantity: number][], trackingNumber: string) {
  let boxId = ''
  for (const [sku, quantity] of items) {
    const packed = await post('/api/ware/woutbound/packBox', {
      id: outboundId,
      opId: randomUUID(),
      sku,
      quantity,
      length: '30',
      width: '20',
      height: '10',
    })
    expect(packed.json.code, packed.text).toBe(200)
    boxId = packed.json.data.boxId
  }
  const closed = await post('/api/ware/woutboundbox/closeBox', { ids: boxId, weight: '1.5' })
  expect(closed.json.code, closed.text).toBe(200)
  expect((await post('/api/ware/woutbound/finishPacking', { ids: outboundId })).json.code).toBe(200)
  await booksBalance()
  const form = new FormData()
  form.set('file', new File([new TextEncoder().encode('%PDF-1.4\n')], `${outboundId}.pdf`))
  const file = (await t.call('POST', '/api/picture/upload', { token, form })).json.data
  const label = await post('/api/ware/woutbound/uploadLabel', {
    id: outboundId,
    attachId: file.attachId,
    trackingNumber,
  })
  expect(label.json.code, label.text).toBe(200)
  return () => post('/api/ware/woutbound/finishLabelling', { ids: outboundId })
}

describe('transferReservations', () => {
  it('hands a document’s reservations to another lot for lot, reserved unchanged', async () => {
    const o = await reviewedOrder([{ quantity: 6 }])
    const before = await stockOf(P.lantern)
    const held = await reservations(ORDER_DOCUMENT, o.id)
    expect(held.reduce((sum, r) => sum + r.quantity, 0)).toBe(6)
    const moved = await tenantDb(t).begin((tx) =>
      transferReservations(
        tx,
        actor,
        { type: ORDER_DOCUMENT, id: o.id },
        { type: 'test/doc', id: o.id },
        new Map([[o.lineIds[0] as string, '77']]),
      ),
    )
    expect([...moved]).toEqual([['77', 6]])
    expect(await reservations(ORDER_DOCUMENT, o.id)).toEqual([])
    expect((await reservations('test/doc', o.id)).map((r) => [r.batchNo, r.positionId, r.quantity])).toEqual(
      held.map((r) => [r.batchNo, r.positionId, r.quantity]),
    )
    expect(await stockOf(P.lantern)).toEqual(before)
    await booksBalance()
    // And back again: the order holds what it held.
    await tenantDb(t).begin((tx) =>
      transferReservations(
        tx,
        actor,
        { type: 'test/doc', id: o.id },
        { type: ORDER_DOCUMENT, id: o.id },
        new Map([['77', o.lineIds[0] as string]]),
      ),
    )
    expect((await reservations(ORDER_DOCUMENT, o.id)).map((r) => r.quantity)).toEqual(held.map((r) => r.quantity))
    await tenantDb(t).begin((tx) => releaseOrderStock(tx, o.id))
  })
})

describe('push to the warehouse, pick, pack, label, ship', () => {
  it('follows the warehouse work to a shipped order, the books balanced after each step', async () => {
    const o = await reviewedOrder([{ quantity: 5 }, { productId: P.kettle, quantity: 2 }])
    const held = await reservations(ORDER_DOCUMENT, o.id)
    const before = await stockOf(P.lantern)
    const w = await push(o.id)
    await booksBalance()
    expect(w).toMatchObject({ status: 0, labelStatus: 0 })
    expect(await orderOf(o.id)).toMatchObject({ status: 4 })
    expect(await outboundOf(w.outboundId)).toMatchObject({ status: 2, referenceCode: o.code, orderPickId: null })
    // The same lots, now the outbound's; nothing reserved twice.
    expect(await reservations(ORDER_DOCUMENT, o.id)).toEqual([])
    const moved = await reservations(OUTBOUND_DOCUMENT, w.outboundId)
    expect(moved.map((r) => [r.batchNo, r.positionId, r.quantity])).toEqual(
      held.map((r) => [r.batchNo, r.positionId, r.quantity]),
    )
    expect(await stockOf(P.lantern)).toEqual(before)
    const detail = await get('/api/ware/worder/detail', { id: w.id })
    expect(detail.json.code, detail.text).toBe(200)
    expect(detail.json.data).toMatchObject({ code: o.code, orderId: o.id, outboundId: w.outboundId })

    const again = await post('/api/erp/order/shipmentAudit', { ids: [o.id] })
    expect(again.json.data.done).toEqual([])
    expect(again.json.data.failed[0]).toMatchObject({ id: o.id, code: o.code })
    expect(again.json.data.failed[0].reason).toContain('is not allowed')

    const waved = await post('/api/ware/worder/generateOrder', { ids: [w.id] })
    expect(waved.json.code, waved.text).toBe(200)
    const pickId = waved.json.data[0]
    const picking = await get('/api/ware/worder/pickingPage', { current: '1', size: '30', code: o.code })
    expect(picking.json.data.records).toHaveLength(1)
    expect(picking.json.data.records[0]).toMatchObject({ id: w.id, orderPickId: pickId, pickedQuantity: 0 })
    expect(picking.json.data.records[0].pickCode).toMatch(/^PK-/)
    // In a pick list, the warehouse order ships only with its list.
    const sold = await post('/api/ware/worder/sold', { ids: [w.id] })
    expect(sold.json.msg).toContain('is in a pick list')

    expect((await post('/api/ware/worderpick/finishPicking', { id: pickId })).json.code).toBe(200)
    await booksBalance()
    expect(await wareOrderOf(o.id)).toMatchObject({ status: 2 })
    const finishLabelling = await packAndLabel(
      w.outboundId,
      [
        ['DEMO-LANTERN', 5],
        ['DEMO-KETTLE-17L', 2],
      ],
      '1ZWAREHOUSE0001',
    )
    expect(await wareOrderOf(o.id)).toMatchObject({ status: 3 })
    // Before labelling finishes, the warehouse may take the face sheet off again.
    const removed = await post('/api/ware/worder/removeLabel', { ids: [w.id] })
    expect(removed.json.code, removed.text).toBe(200)
    const none = await post('/api/ware/woutbound/finishLabelling', { ids: w.outboundId })
    expect(none.json.msg).toContain('not uploaded')
    const form = new FormData()
    form.set('file', new File([new TextEncoder().encode('%PDF-1.4\n')], 'again.pdf'))
    const file = (await t.call('POST', '/api/picture/upload', { token, form })).json.data
    const relabel = await post('/api/ware/woutbound/uploadLabel', {
      id: w.outboundId,
      attachId: file.attachId,
      trackingNumber: '1ZWAREHOUSE0001',
    })
    expect(relabel.json.code, relabel.text).toBe(200)
    expect((await finishLabelling()).json.code).toBe(200)
    expect(await wareOrderOf(o.id)).toMatchObject({ status: 3, labelStatus: 3, trackingNumber: '1ZWAREHOUSE0001' })
    expect((await post('/api/ware/worder/removeLabel', { ids: [w.id] })).json.code).toBe(400)

    const shipped = await post('/api/ware/worderpick/outBound', { id: pickId })
    expect(shipped.json.code, shipped.text).toBe(200)
    await booksBalance()
    expect(await wareOrderOf(o.id)).toMatchObject({ status: 4, trackingNumber: '1ZWAREHOUSE0001' })
    const order = await orderOf(o.id)
    expect(order).toMatchObject({ status: 5, trackNumber: '1ZWAREHOUSE0001' })
    expect(order?.shipTime).toBeTruthy()
    expect(await stockOf(P.lantern)).toEqual({
      onHand: (before?.onHand ?? 0) - 5,
      reserved: (before?.reserved ?? 0) - 5,
      available: before?.available,
    })
    expect(await reservations(OUTBOUND_DOCUMENT, w.outboundId)).toEqual([])
    const history = await t.root.query<{ action: string }>(
      `SELECT action FROM erp_order_history WHERE order_id = $1 ORDER BY id`,
      [o.id],
    )
    expect(history.map((h) => h.action)).toEqual([
      'pushToWarehouse',
      'warehouse',
      'warehouse',
      'warehouse',
      'warehouse',
      'markShipped',
    ])
  })

  it('generates and deletes the labels of warehouse orders', async () => {
    const o = await reviewedOrder([{ quantity: 1 }], { trackNumber: '1ZLABEL0001' })
    const w = await push(o.id)
    const made = await post('/api/ware/worder/batch', { ids: [w.id] })
    expect(made.json.code, made.text).toBe(200)
    expect(made.json.data).toHaveLength(1)
    expect(made.json.data[0]).toMatchObject({ orderId: o.id, labelType: '1', trackNumber: '1ZLABEL0001' })
    expect(await wareOrderOf(o.id)).toMatchObject({ status: 1, labelStatus: 1 })
    const removed = await post('/api/ware/worder/removeLabel', { ids: [w.id] })
    expect(removed.json.code, removed.text).toBe(200)
    expect(await wareOrderOf(o.id)).toMatchObject({ status: 0, labelStatus: 0 })
    const [labels] = await t.root.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM erp_order_label WHERE order_id = $1 AND is_deleted = 0`,
      [o.id],
    )
    expect(labels?.n).toBe(0)
    expect((await post('/api/erp/order/markTheDelivery', { ids: [o.id], trackNumber: '1ZLABEL0001' })).json.code).toBe(
      200,
    )
    const late = await post('/api/ware/worder/batch', { ids: [w.id] })
    expect(late.json.code).toBe(400)
    expect(late.json.msg).toContain('is not allowed')
  })

  it('answers each order of a push batch on its own', async () => {
    const good = await reviewedOrder([{ quantity: 1 }])
    const noStore = await insertTestOrder(t, { status: 3, lines: [{ quantity: 1, price: '1.00' }] })
    const tooMany = await insertTestOrder(t, {
      status: 3,
      storeId: W.storeLa,
      lines: [{ quantity: 999, price: '1.00' }],
    })
    const r = await post('/api/erp/order/shipmentAudit', { ids: [good.id, noStore.id, tooMany.id] })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data.done).toEqual([good.id])
    expect(r.json.data.failed.map((f: { id: string; reason: string }) => [f.id, f.reason])).toEqual([
      [noStore.id, `${noStore.code} has no warehouse`],
      [tooMany.id, expect.stringContaining('Insufficient stock: DEMO-LANTERN')],
    ])
    expect((await orderOf(tooMany.id))?.status).toBe(3)
    expect(await wareOrderOf(tooMany.id)).toBeUndefined()
    // The pushed one ships without a pick list (sold), with the tracking number given.
    const w = (await wareOrderOf(good.id)) as NonNullable<Awaited<ReturnType<typeof wareOrderOf>>>
    const before = await stockOf(P.lantern)
    const sold = await post('/api/ware/worder/sold', { ids: [w.id], trackingNumber: 'SOLD-1' })
    expect(sold.json.code, sold.text).toBe(200)
    expect(await orderOf(good.id)).toMatchObject({ status: 5, trackNumber: 'SOLD-1' })
    expect(await stockOf(P.lantern)).toMatchObject({ onHand: (before?.onHand ?? 0) - 1 })
    expect((await post('/api/ware/worder/sold', { ids: [w.id] })).json.msg).toContain('is not allowed')
  })
})

describe('cuts', () => {
  it('applies, processes and completes a cut: the outbound is abolished and the stock released', async () => {
    const o = await reviewedOrder([{ quantity: 3 }])
    const before = await stockOf(P.lantern)
    const w = await push(o.id)
    const cut = await post('/api/erp/order/cutSingle', { ids: [o.id], reason: 'Buyer cancelled' })
    expect(cut.json.code, cut.text).toBe(200)
    expect(await orderOf(o.id)).toMatchObject({ status: 4, cutStatus: 1 })
    const twice = await post('/api/erp/order/cutSingle', { ids: [o.id], reason: 'Again' })
    expect(twice.json.msg).toContain('already has a cut in progress')
    // Shipping waits while the cut is open.
    expect((await post('/api/ware/worder/sold', { ids: [w.id], trackingNumber: 'X1' })).json.msg).toContain(
      'already has a cut in progress',
    )
    expect((await post('/api/ware/worder/cut', { ids: [w.id] })).json.code).toBe(200)
    expect(await orderOf(o.id)).toMatchObject({ cutStatus: 2 })
    const [record] = await t.root.query<{ id: string; status: number }>(
      `SELECT id::text, status FROM ware_cut_off_order WHERE order_id = $1`,
      [o.id],
    )
    expect(record?.status).toBe(2)
    const page = await get('/api/ware/wcutofforder/page', { current: '1', size: '10', orderId: o.id })
    expect(page.json.data.records.map((r: { id: string }) => r.id)).toEqual([record?.id])
    const done = await post('/api/ware/wcutofforder/accomplishCut', { ids: [record?.id] })
    expect(done.json.code, done.text).toBe(200)
    await booksBalance()
    expect(await orderOf(o.id)).toMatchObject({ status: 2, cutStatus: 3 })
    expect(await wareOrderOf(o.id)).toMatchObject({ status: 5, cutStatus: 3 })
    expect(await outboundOf(w.outboundId)).toMatchObject({ status: 5 })
    expect(await reservations(OUTBOUND_DOCUMENT, w.outboundId)).toEqual([])
    expect(await reservations(ORDER_DOCUMENT, o.id)).toEqual([])
    expect(await stockOf(P.lantern)).toEqual({
      onHand: before?.onHand,
      reserved: (before?.reserved ?? 0) - 3,
      available: (before?.available ?? 0) + 3,
    })
    const again = await post('/api/ware/wcutofforder/accomplishCut', { ids: [record?.id] })
    expect(again.json.code).toBe(400)
    expect(again.json.msg).toContain('is not allowed')
  })

  it('gives back the units of a picked order cut by the warehouse itself, leaving its pick list', async () => {
    const o = await reviewedOrder([{ quantity: 2 }])
    const other = await reviewedOrder([{ quantity: 1 }])
    const before = await stockOf(P.lantern)
    const w = await push(o.id)
    const w2 = await push(other.id)
    const pickId = (await post('/api/ware/worder/generateOrder', { ids: [w.id, w2.id] })).json.data[0]
    expect((await post('/api/ware/worderpick/finishPicking', { id: pickId })).json.code).toBe(200)
    const selfCut = await post('/api/ware/worder/selfCut', { ids: [w.id], reason: 'Damaged' })
    expect(selfCut.json.code, selfCut.text).toBe(200)
    expect(await orderOf(o.id)).toMatchObject({ cutStatus: 2 })
    const [record] = await t.root.query<{ id: string; isSelfCut: number }>(
      `SELECT id::text, is_self_cut FROM ware_cut_off_order WHERE order_id = $1`,
      [o.id],
    )
    expect(record?.isSelfCut).toBe(1)
    expect((await post('/api/ware/wcutofforder/accomplishCut', { ids: [record?.id] })).json.code).toBe(200)
    await booksBalance()
    expect(await outboundOf(w.outboundId)).toMatchObject({ status: 5, orderPickId: null })
    expect(await orderOf(o.id)).toMatchObject({ status: 2 })
    const [list] = await t.root.query<{ orderCount: number; totalQuantity: number }>(
      `SELECT order_count, total_quantity FROM ware_order_pick WHERE id = $1`,
      [pickId],
    )
    expect(list).toEqual({ orderCount: 1, totalQuantity: 1 })
    expect(await stockOf(P.lantern)).toMatchObject({ reserved: (before?.reserved ?? 0) - 2 })
    // The other order of the list goes on to ship.
    expect((await (await packAndLabel(w2.outboundId, [['DEMO-LANTERN', 1]], 'OTHER-1'))()).json.code).toBe(200)
    expect((await post('/api/ware/worderpick/outBound', { id: pickId })).json.code).toBe(200)
    expect(await orderOf(other.id)).toMatchObject({ status: 5, trackNumber: 'OTHER-1' })
  })

  it('withdraws a cut: the order goes on in the warehouse', async () => {
    const o = await reviewedOrder([{ quantity: 1 }])
    const w = await push(o.id)
    expect((await post('/api/erp/order/cutSingle', { ids: [o.id], reason: 'Maybe' })).json.code).toBe(200)
    const [record] = await t.root.query<{ id: string }>(`SELECT id::text FROM ware_cut_off_order WHERE order_id = $1`, [
      o.id,
    ])
    const back = await post('/api/ware/wcutofforder/backOn', { ids: [record?.id] })
    expect(back.json.code, back.text).toBe(200)
    expect(await orderOf(o.id)).toMatchObject({ status: 4, cutStatus: 4 })
    expect((await get('/api/ware/wcutofforder/detail', { id: record?.id as string })).json.data.status).toBe(4)
    expect((await post('/api/ware/wcutofforder/backOn', { ids: [record?.id] })).json.code).toBe(400)
    expect((await post('/api/ware/worder/cut', { ids: [w.id] })).json.msg).toContain('has no applied cut')
    const sold = await post('/api/ware/worder/sold', { ids: [w.id], trackingNumber: 'GO-ON-1' })
    expect(sold.json.code, sold.text).toBe(200)
    expect(await orderOf(o.id)).toMatchObject({ status: 5 })
  })

  it('refuses a cut of an order not pushed', async () => {
    const o = await insertTestOrder(t, { status: 2, lines: [{ quantity: 1, price: '1.00' }] })
    const r = await post('/api/erp/order/cutSingle', { ids: [o.id], reason: 'No' })
    expect(r.json.code).toBe(400)
    expect(r.json.msg).toContain('is not allowed')
  })
})

describe('the warehouse abolishes an order’s outbound', () => {
  const abolish = (outboundId: string) => post('/api/ware/woutbound/updateStatus', { ids: outboundId, status: '5' })

  it('closes the warehouse order and sends the sales order back to pending review, holding nothing', async () => {
    const o = await reviewedOrder([{ quantity: 2 }])
    const before = await stockOf(P.lantern)
    const w = await push(o.id)
    expect(await orderOf(o.id)).toMatchObject({ status: 4 })
    const r = await abolish(w.outboundId)
    expect(r.json.code, r.text).toBe(200)
    expect(await outboundOf(w.outboundId)).toMatchObject({ status: 5 })
    expect(await wareOrderOf(o.id)).toMatchObject({ status: 5 })
    expect(await orderOf(o.id)).toMatchObject({ status: 2 })
    expect(await reservations(OUTBOUND_DOCUMENT, w.outboundId)).toEqual([])
    expect(await reservations(ORDER_DOCUMENT, o.id)).toEqual([])
    expect(await stockOf(P.lantern)).toEqual({
      onHand: before?.onHand,
      reserved: (before?.reserved ?? 0) - 2,
      available: (before?.available ?? 0) + 2,
    })
    const [outbound] = await t.root.query<{ code: string }>(`SELECT code FROM ware_outbound WHERE id = $1`, [
      w.outboundId,
    ])
    const history = await t.root.query<{ content: string; toStatus: number }>(
      `SELECT content, to_status FROM erp_order_history WHERE order_id = $1 ORDER BY id DESC LIMIT 1`,
      [o.id],
    )
    expect(history).toEqual([
      {
        content: `The warehouse abolished outbound order ${outbound?.code}; the order is back to pending review`,
        toStatus: 2,
      },
    ])
    // Abolished once: a second time is refused, and the order can be reviewed and pushed again.
    expect((await abolish(w.outboundId)).json.code).toBe(400)
    await tenantDb(t).begin((tx) => reserveOrderStock(tx, actor, o.id, W.storeLa))
    await tenantDb(t).begin((tx) => tx.query(`UPDATE erp_order SET status = 3 WHERE id = $1`, [o.id]))
    const again = await push(o.id)
    expect(again.id).not.toBe(w.id)
  })

  it('refuses while the order has a cut in progress, changing nothing', async () => {
    const o = await reviewedOrder([{ quantity: 1 }])
    const w = await push(o.id)
    expect((await post('/api/erp/order/cutSingle', { ids: [o.id], reason: 'Buyer asked' })).json.code).toBe(200)
    const r = await abolish(w.outboundId)
    expect(r.json.code).toBe(400)
    expect(r.json.msg).toContain('has a cut in progress: complete the cut')
    expect(await outboundOf(w.outboundId)).toMatchObject({ status: 2 })
    expect(await wareOrderOf(o.id)).toMatchObject({ status: w.status, cutStatus: 1 })
    expect(await orderOf(o.id)).toMatchObject({ status: 4 })
    expect((await reservations(OUTBOUND_DOCUMENT, w.outboundId)).length).toBeGreaterThan(0)
  })
})

describe('mark shipped', () => {
  it('ships a reviewed order outside the warehouse app: its reservation is consumed through the ledger', async () => {
    const o = await reviewedOrder([{ quantity: 2 }])
    const before = await stockOf(P.lantern)
    const missing = await post('/api/erp/order/markTheDelivery', { ids: [o.id], trackNumber: ' ' })
    expect(missing.json.code).toBe(400)
    const r = await post('/api/erp/order/markTheDelivery', { ids: [o.id], trackNumber: 'HAND-1' })
    expect(r.json.code, r.text).toBe(200)
    await booksBalance()
    expect(await orderOf(o.id)).toMatchObject({ status: 5, trackNumber: 'HAND-1' })
    expect(await stockOf(P.lantern)).toEqual({
      onHand: (before?.onHand ?? 0) - 2,
      reserved: (before?.reserved ?? 0) - 2,
      available: before?.available,
    })
    const log = await t.root.query<{ quantity: number }>(
      `SELECT quantity FROM erp_store_product_inventory_log WHERE document_type = $1 AND document_id = $2`,
      [ORDER_DOCUMENT, o.id],
    )
    expect(log.reduce((s, l) => s + l.quantity, 0)).toBe(-2)
    expect((await post('/api/erp/order/markTheDelivery', { ids: [o.id], trackNumber: 'HAND-2' })).json.code).toBe(400)
  })

  it('ships a pushed order through its warehouse order', async () => {
    const o = await reviewedOrder([{ quantity: 1 }])
    const w = await push(o.id)
    const r = await post('/api/erp/order/markTheDelivery', { ids: [o.id], trackNumber: 'PUSHED-1' })
    expect(r.json.code, r.text).toBe(200)
    expect(await orderOf(o.id)).toMatchObject({ status: 5, trackNumber: 'PUSHED-1' })
    expect(await wareOrderOf(o.id)).toMatchObject({ status: 4 })
    expect(await outboundOf(w.outboundId)).toMatchObject({ status: 3 })
  })

  it('refuses an order pending review', async () => {
    const o = await insertTestOrder(t, { status: 2, lines: [{ quantity: 1, price: '1.00' }] })
    const r = await post('/api/erp/order/markTheDelivery', { ids: [o.id], trackNumber: 'NO-1' })
    expect(r.json.code).toBe(400)
    expect(r.json.msg).toContain('is not allowed')
  })
})
