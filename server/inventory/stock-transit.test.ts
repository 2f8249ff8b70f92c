import { describe, expect, it } from 'vitest'
import type { Actor } from '../platform/actor.ts'
import type { Db } from '../platform/db/db.ts'
import { listen, registerListeners } from '../platform/events.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import type { TestApp } from '../testing/test-app.ts'
import { inboundReceived } from '../wms/inbound-order.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'
import { voidLedgerRows } from './stock-adjustment.ts'
import { readStockCard } from './stock-card.ts'
import { MOVEMENT, postStockMovements, reserveStock, reserveStockGroups } from './stock-ledger.ts'
import { onDemoLedger, refusal } from './stock-ledger-test-helpers.ts'
import { arriveFromTransit, dispatchToTransit, transitPositionOf } from './stock-transit.ts'
import { lotsOf, perStoreAndSku } from './stock-views.ts'

// Issue 31: goods shipped across the sea are in transit on the one ledger, to their destination
// warehouse, from departure to receipt: in transit rises and falls, on hand and available never move
// while they travel, no order can take them, and the receipt lands them at the line's (landed) cost.
// The books (ledger = on hand, transit kinds = in transit) balance after every test.
let t: TestApp
let actor: Actor
let db: Db
let token = ''
onDemoLedger((ground) => {
  ;({ t, actor, db } = ground)
})

const SHIP = { type: 'erp/ship', id: '9100000000000000001' }
const received: { inboundOrderId: string; complete: boolean }[] = []
registerListeners([listen(inboundReceived, async (_tx, _actor, payload) => void received.push(payload))])

const signedIn = async () => {
  token ||= (await t.signIn()).access_token
  return token
}
const call = async (method: 'GET' | 'POST', path: string, input: Record<string, unknown>) =>
  t.call(method, path, {
    token: await signedIn(),
    lang: 'en-US',
    ...(method === 'GET' ? { query: input as Record<string, string> } : { body: input }),
  })

/** A product's units in a warehouse: on hand, available and in transit, summed over its lots. */
async function figures(storeId: string, productId: string) {
  const [row] = await t.root.query<{ onHand: number; available: number; inTransit: number }>(
    `SELECT coalesce(sum(on_hand), 0)::int AS on_hand, coalesce(sum(available), 0)::int AS available,
            coalesce(sum(in_transit), 0)::int AS in_transit
       FROM erp_store_product_inventory WHERE tenant_id = '000000' AND store_id = $1 AND product_id = $2`,
    [storeId, productId],
  )
  return row
}

/** An inbound order of the warehouse (a ship's, as generateInbound makes it), its lines from transit. */
async function shipInbound(code: string, storeId: string, items: Record<string, unknown>[]) {
  const r = await call('POST', '/api/ware/winboundorder/submit', { code, storeId, status: 100, items })
  expect(r.json.code, r.text).toBe(200)
  const [row] = await t.root.query<{ id: string }>(
    `SELECT id::text FROM ware_inbound_order WHERE tenant_id = '000000' AND code = $1 AND is_deleted = 0`,
    [code],
  )
  const detail = await call('GET', '/api/ware/winboundorder/detail', { id: row?.id as string })
  return detail.json.data as { id: string; items: { id: string; fromTransit: number }[] }
}
const receive = (id: string, items: { id: string; receivedQuantity: number }[]) =>
  call('POST', '/api/ware/winboundorder/accept', { id, items })

describe('dispatchToTransit', () => {
  it('raises in transit in the warehouse in-transit lot only, with its own kind and in transit before and after', async () => {
    const before = await figures(W.storeNj, P.lantern)
    const rows = await db.begin((tx) =>
      dispatchToTransit(tx, actor, [
        {
          storeId: W.storeNj,
          productId: P.lantern,
          batchNo: 'SH-D1',
          quantity: 6,
          unitCost: '10.0000',
          document: SHIP,
        },
        {
          storeId: W.storeNj,
          productId: P.lantern,
          batchNo: 'SH-D1',
          quantity: 4,
          unitCost: '12.5000',
          document: SHIP,
        },
      ]),
    )
    expect(rows).toMatchObject([
      { movementType: MOVEMENT.dispatchedToTransit, quantity: 6, onHandBefore: 0, onHandAfter: 0, inTransitBefore: 0 },
      { movementType: MOVEMENT.dispatchedToTransit, quantity: 4, inTransitBefore: 6, inTransitAfter: 10 },
    ])
    expect(await figures(W.storeNj, P.lantern)).toEqual({
      onHand: before?.onHand,
      available: before?.available,
      inTransit: (before?.inTransit ?? 0) + 10,
    })
    // The warehouse had no in-transit zone: it got one (type 7) with its TRANSIT position, made once.
    const [position] = await t.root.query<{ id: string; code: string; areaType: number }>(
      `SELECT p.id::text, p.code, a.area_type FROM ware_base_store_position p JOIN erp_base_store_area a ON a.id = p.area_id
        WHERE p.id = $1`,
      [rows[0]?.positionId],
    )
    expect(position).toMatchObject({ code: 'TRANSIT', areaType: 7 })
    expect(await db.begin((tx) => transitPositionOf(tx, actor, W.storeNj))).toBe(position?.id)
    // The lot's cost is the average of what travels in it: (6 × 10 + 4 × 12.5) ÷ 10 = 11.
    const [lot] = await t.root.query<{ unitCost: string; onHand: number; inTransit: number }>(
      `SELECT unit_cost::text, on_hand, in_transit FROM erp_store_product_inventory WHERE id = $1`,
      [rows[0]?.balanceId],
    )
    expect(lot).toEqual({ unitCost: '11.0000', onHand: 0, inTransit: 10 })
  })

  it('is shown as in transit by the stock views and the stock card, not as stock on hand', async () => {
    await db.begin((tx) =>
      dispatchToTransit(tx, actor, [
        { storeId: W.storeNj, productId: P.filter, batchNo: 'SH-V1', quantity: 7, unitCost: '3.0000', document: SHIP },
      ]),
    )
    const [sku] = await t.root.query<{ sysSku: string }>(`SELECT sys_sku FROM erp_base_product WHERE id = $1`, [
      P.filter,
    ])
    const lots = await db.begin((tx) => lotsOf(tx, String(sku?.sysSku), W.storeNj))
    const transitLots = lots.filter((l) => l.inTransitLot)
    expect(transitLots).toMatchObject([{ batchNo: 'SH-V1', onHand: 0, available: 0, inTransit: 7 }])
    const page = await db.begin((tx) =>
      perStoreAndSku(tx, { current: 1, size: 10, storeId: W.storeNj, productId: P.filter }),
    )
    expect(page.records[0]).toMatchObject({ inTransit: 7 })
    const card = await db.begin((tx) =>
      readStockCard(tx, { storeId: W.storeNj, productId: P.filter, current: 1, size: 50 }, 'en'),
    )
    const moved = (card.records as Record<string, unknown>[]).filter((r) => r.inTransit)
    expect(moved).toMatchObject([
      {
        movementType: MOVEMENT.dispatchedToTransit,
        quantity: 7,
        inTransitBefore: 0,
        inTransitAfter: 7,
        document: { type: 'erp/ship', id: SHIP.id, label: 'Ship (container)' },
      },
    ])
    // The on-hand balance and the card's in and out ignore the transit row; the card says what travels.
    expect(moved[0]?.balance).toBe(card.closing)
    expect(card.inTransit).toBe(7)
    expect(card.lots).toEqual(
      expect.arrayContaining([expect.objectContaining({ batchNo: 'SH-V1', onHand: 0, inTransit: 7 })]),
    )
    const api = await call('GET', '/api/erp/storeproductinventorylog/stockCard', {
      storeId: W.storeNj,
      productId: P.filter,
    })
    expect(api.json.code, api.text).toBe(200)
    expect(api.json.data.inTransit).toBe(7)
  })

  it('refuses a part of a unit, none, or a negative count, naming nothing posted', async () => {
    for (const quantity of [0, 1.5, -2]) {
      const e = await db
        .begin((tx) =>
          dispatchToTransit(tx, actor, [
            { storeId: W.storeNj, productId: P.pan, batchNo: 'SH-X', quantity, unitCost: null, document: SHIP },
          ]),
        )
        .catch((x: unknown) => x)
      expect(refusal(e)).toEqual(['VALIDATION', 'inventory.quantityWhole', {}])
    }
  })
})

describe('units in transit are never available', () => {
  it('cannot be reserved by an order, alone or in groups, nor moved by an ordinary movement', async () => {
    await db.begin((tx) =>
      dispatchToTransit(tx, actor, [
        { storeId: W.storeNj, productId: P.pan, batchNo: 'SH-R1', quantity: 50, unitCost: '2.0000', document: SHIP },
      ]),
    )
    const { available } = (await figures(W.storeNj, P.pan)) ?? { available: 0 }
    const order = { type: 'test/order', id: '9100000000000000101', line: '9100000000000000102' }
    const e = await db
      .begin((tx) =>
        reserveStock(tx, actor, { storeId: W.storeNj, productId: P.pan, quantity: available + 1, document: order }),
      )
      .catch((x: unknown) => x)
    expect(refusal(e)).toMatchObject([
      'INSUFFICIENT_STOCK',
      'inventory.insufficientStock',
      { available, needed: available + 1 },
    ])
    const short = await db.begin((tx) =>
      reserveStockGroups(tx, actor, [
        {
          storeId: W.storeNj,
          document: order,
          lines: [{ productId: P.pan, quantity: available + 1, line: order.line }],
        },
      ]),
    )
    expect(short.get(order.id)).toMatchObject([{ productId: P.pan, available }])
    // Neither a receipt into the in-transit position nor an issue out of it: only arrival takes units out.
    const transit = await db.begin((tx) => transitPositionOf(tx, actor, W.storeNj))
    const lot = { storeId: W.storeNj, positionId: transit, productId: P.pan, batchNo: 'SH-R1' }
    for (const quantity of [5, -5]) {
      const moved = await db
        .begin(async (tx) => {
          const [row] = await tx.query<{ inboundDate: string }>(
            `SELECT to_char(inbound_date, 'YYYY-MM-DD') AS inbound_date FROM erp_store_product_inventory
              WHERE position_id = $1 AND product_id = $2 AND batch_no = 'SH-R1'`,
            [transit, P.pan],
          )
          return postStockMovements(tx, actor, [
            { ...lot, inboundDate: row?.inboundDate, quantity, movementType: MOVEMENT.adjustment, document: order },
          ])
        })
        .catch((x: unknown) => x)
      expect(refusal(moved)).toEqual(['VALIDATION', 'inventory.transitPosition', { position: 'TRANSIT' }])
    }
    // Nor can a dispatch be voided by hand: what travels leaves transit only by arriving.
    const [dispatched] = await t.root.query<{ id: string }>(
      `SELECT id::text FROM erp_store_product_inventory_log WHERE position_id = $1 AND batch_no = 'SH-R1'`,
      [transit],
    )
    const voided = await db
      .begin((tx) => voidLedgerRows(tx, actor, [dispatched?.id as string], 'wrong'))
      .catch((x: unknown) => x)
    expect(refusal(voided)).toEqual(['VALIDATION', 'inventory.transitPosition', { position: 'TRANSIT' }])
  })
})

describe('arrival from transit', () => {
  it('clears the transit as a ship inbound line is received, and lands the receipt at the line (landed) cost', async () => {
    await db.begin((tx) =>
      dispatchToTransit(tx, actor, [
        { storeId: W.storeLa, productId: P.kettle, batchNo: 'SH-A1', quantity: 5, unitCost: '10.0000', document: SHIP },
      ]),
    )
    const before = await figures(W.storeLa, P.kettle)
    const order = await shipInbound('IN-SHIP-A1', W.storeLa, [
      { productId: P.kettle, plannedQuantity: 5, unitCost: '13.2500', batchNo: 'SH-A1', fromTransit: 1 },
    ])
    const line = order.items[0]?.id as string
    expect(order.items[0]?.fromTransit).toBe(1)
    // An edit of the order (its lines sent with it) cannot make the receipt forget the transit.
    const edited = await call('POST', '/api/ware/winboundorder/submit', {
      ...order,
      items: order.items.map((i) => ({ ...i, fromTransit: 0 })),
    })
    expect(edited.json.code, edited.text).toBe(200)
    const kept = await t.root.query<{ id: string; fromTransit: number }>(
      `SELECT id::text, from_transit FROM ware_inbound_batch_item WHERE inbound_order_id = $1 AND is_deleted = 0`,
      [order.id],
    )
    expect(kept).toEqual([{ id: line, fromTransit: 1 }])
    received.length = 0
    const first = await receive(order.id, [{ id: line, receivedQuantity: 3 }])
    expect(first.json.code, first.text).toBe(200)
    expect(await figures(W.storeLa, P.kettle)).toEqual({
      onHand: (before?.onHand ?? 0) + 3,
      available: (before?.available ?? 0) + 3,
      inTransit: (before?.inTransit ?? 0) - 3,
    })
    const ledger = () =>
      t.root.query<{ movementType: number; quantity: number; unitCost: string; inTransitAfter: number | null }>(
        `SELECT movement_type, quantity, unit_cost::text, in_transit_after FROM erp_store_product_inventory_log
          WHERE document_type = 'ware/winboundorder' AND document_id = $1 ORDER BY id`,
        [order.id],
      )
    // Out of transit first, then on hand in receiving at the landed cost (13.25: purchase 10 + allocated costs).
    expect(await ledger()).toEqual([
      { movementType: MOVEMENT.arrivedFromTransit, quantity: -3, unitCost: '10.0000', inTransitAfter: 2 },
      { movementType: MOVEMENT.receipt, quantity: 3, unitCost: '13.2500', inTransitAfter: null },
    ])
    expect(received).toEqual([{ inboundOrderId: order.id, complete: false }])
    // The same receipt again posts nothing and clears nothing more.
    expect((await receive(order.id, [{ id: line, receivedQuantity: 3 }])).json.code).toBe(200)
    expect(await ledger()).toHaveLength(2)
    expect((await receive(order.id, [{ id: line, receivedQuantity: 5 }])).json.code).toBe(200)
    expect((await figures(W.storeLa, P.kettle))?.inTransit).toBe((before?.inTransit ?? 0) - 5)
    expect(received.at(-1)).toEqual({ inboundOrderId: order.id, complete: true })
  })

  it('refuses a double arrival, naming the SKU and lot, and rolls the whole receipt back', async () => {
    await db.begin((tx) =>
      dispatchToTransit(tx, actor, [
        { storeId: W.storeLa, productId: P.pan, batchNo: 'SH-B1', quantity: 4, unitCost: '5.0000', document: SHIP },
      ]),
    )
    const arrival = { storeId: W.storeLa, productId: P.pan, batchNo: 'SH-B1', quantity: 4, document: SHIP }
    await db.begin((tx) => arriveFromTransit(tx, actor, [arrival]))
    const again = await db.begin((tx) => arriveFromTransit(tx, actor, [arrival])).catch((x: unknown) => x)
    expect(refusal(again)).toEqual([
      'VALIDATION',
      'inventory.notInTransit',
      { sku: 'DEMO-PAN-28', batch: 'SH-B1', store: expect.any(String), inTransit: 0, needed: 4 },
    ])
    // A second inbound order for the same shipment: its receipt is refused and receives nothing.
    const before = await figures(W.storeLa, P.pan)
    const order = await shipInbound('IN-SHIP-B2', W.storeLa, [
      { productId: P.pan, plannedQuantity: 4, unitCost: '6.0000', batchNo: 'SH-B1', fromTransit: 1 },
    ])
    const r = await receive(order.id, [{ id: order.items[0]?.id as string, receivedQuantity: 4 }])
    expect(r.json.code).toBe(400)
    expect(r.json.msg).toContain('DEMO-PAN-28')
    expect(r.json.msg).toContain('SH-B1')
    expect(await figures(W.storeLa, P.pan)).toEqual(before)
  })

  it('takes the oldest transit lot first and receives beyond the plan without transit', async () => {
    const transit = await db.begin((tx) => transitPositionOf(tx, actor, W.storeLa))
    // Two lots of the same batch, dispatched on different days (the older one backdated).
    const rows = await db.begin((tx) =>
      dispatchToTransit(tx, actor, [
        { storeId: W.storeLa, productId: P.lantern, batchNo: 'SH-O1', quantity: 2, unitCost: '1.0000', document: SHIP },
      ]),
    )
    await t.root.query(`UPDATE erp_store_product_inventory SET inbound_date = inbound_date - 3 WHERE id = $1`, [
      rows[0]?.balanceId,
    ])
    await t.root.query(`UPDATE erp_store_product_inventory_log SET inbound_date = inbound_date - 3 WHERE id = $1`, [
      rows[0]?.id,
    ])
    await db.begin((tx) =>
      dispatchToTransit(tx, actor, [
        { storeId: W.storeLa, productId: P.lantern, batchNo: 'SH-O1', quantity: 3, unitCost: '1.0000', document: SHIP },
      ]),
    )
    const arrived = await db.begin((tx) =>
      arriveFromTransit(tx, actor, [
        { storeId: W.storeLa, productId: P.lantern, batchNo: 'SH-O1', quantity: 3, document: SHIP },
      ]),
    )
    expect(arrived.map((r) => [r.positionId, r.quantity, r.inTransitAfter])).toEqual([
      [transit, -2, 0],
      [transit, -1, 2],
    ])
    const old = await db.begin((tx) =>
      arriveFromTransit(tx, actor, [
        { storeId: W.storeLa, productId: P.lantern, batchNo: 'SH-O1', quantity: 2, document: SHIP },
      ]),
    )
    expect(old.map((r) => r.inTransitAfter)).toEqual([0])
    // A line received beyond its plan (its tolerance): only the planned units were in transit.
    await db.begin((tx) =>
      dispatchToTransit(tx, actor, [
        { storeId: W.storeLa, productId: P.lantern, batchNo: 'SH-O2', quantity: 2, unitCost: '1.0000', document: SHIP },
      ]),
    )
    const order = await shipInbound('IN-SHIP-O2', W.storeLa, [
      {
        productId: P.lantern,
        plannedQuantity: 2,
        overReceiptPercent: 50,
        unitCost: '1.5000',
        batchNo: 'SH-O2',
        fromTransit: 1,
      },
    ])
    const r = await receive(order.id, [{ id: order.items[0]?.id as string, receivedQuantity: 3 }])
    expect(r.json.code, r.text).toBe(200)
    const moved = await t.root.query<{ movementType: number; quantity: number }>(
      `SELECT movement_type, quantity FROM erp_store_product_inventory_log
        WHERE document_type = 'ware/winboundorder' AND document_id = $1 ORDER BY id`,
      [order.id],
    )
    expect(moved).toEqual([
      { movementType: MOVEMENT.arrivedFromTransit, quantity: -2 },
      { movementType: MOVEMENT.receipt, quantity: 3 },
    ])
  })
})

describe('replenishment', () => {
  it('follows units in transit: up at departure, down at arrival', async () => {
    const row = async () => {
      const r = await call('GET', '/api/erp/replenishment/page', { productId: P.kettle, storeId: W.storeNj, size: 30 })
      expect(r.json.code, r.text).toBe(200)
      const found = (r.json.data.records as { storeId: string; inTransit: number; onHand: number }[]).find(
        (x) => x.storeId === W.storeNj,
      )
      return { inTransit: found?.inTransit ?? 0, onHand: found?.onHand ?? 0 }
    }
    const before = await row()
    await db.begin((tx) =>
      dispatchToTransit(tx, actor, [
        { storeId: W.storeNj, productId: P.kettle, batchNo: 'SH-P1', quantity: 12, unitCost: '9.0000', document: SHIP },
      ]),
    )
    expect(await row()).toEqual({ inTransit: before.inTransit + 12, onHand: before.onHand })
    await db.begin((tx) =>
      arriveFromTransit(tx, actor, [
        { storeId: W.storeNj, productId: P.kettle, batchNo: 'SH-P1', quantity: 12, document: SHIP },
      ]),
    )
    expect(await row()).toEqual(before)
  })
})

describe('under concurrent callers', () => {
  it('arrivals of the same units queue: one takes them, the other is refused, none below zero', async () => {
    await db.begin((tx) =>
      dispatchToTransit(tx, actor, [
        { storeId: W.storeNj, productId: P.kettleSet, batchNo: 'SH-C1', quantity: 5, unitCost: null, document: SHIP },
      ]),
    )
    const arrive = () =>
      db
        .begin((tx) =>
          arriveFromTransit(tx, actor, [
            { storeId: W.storeNj, productId: P.kettleSet, batchNo: 'SH-C1', quantity: 4, document: SHIP },
          ]),
        )
        .then(
          () => 'arrived',
          (e: unknown) => refusal(e)[1],
        )
    const outcomes = await Promise.all([arrive(), arrive()])
    expect(outcomes.sort()).toEqual(['arrived', 'inventory.notInTransit'])
    const [lot] = await t.root.query<{ n: number }>(
      `SELECT sum(in_transit)::int AS n FROM erp_store_product_inventory WHERE product_id = $1 AND batch_no = 'SH-C1'`,
      [P.kettleSet],
    )
    expect(lot?.n).toBe(1)
  })

  it('dispatches and arrivals naming lots in opposite orders neither deadlock nor lose a unit', async () => {
    const lines = (batches: string[]) =>
      batches.map((batchNo) => ({ storeId: W.storeNj, productId: P.kettleSet, batchNo, quantity: 1, document: SHIP }))
    await db.begin((tx) =>
      dispatchToTransit(
        tx,
        actor,
        lines(['SH-E1', 'SH-E2']).map((l) => ({ ...l, quantity: 20, unitCost: null })),
      ),
    )
    const rounds = Array.from({ length: 10 }, (_, i) =>
      db.begin((tx) =>
        i % 2
          ? arriveFromTransit(tx, actor, lines(['SH-E1', 'SH-E2']))
          : dispatchToTransit(
              tx,
              actor,
              lines(['SH-E2', 'SH-E1']).map((l) => ({ ...l, unitCost: null })),
            ).then(() => arriveFromTransit(tx, actor, lines(['SH-E2', 'SH-E1', 'SH-E2']))),
      ),
    )
    await Promise.all(rounds)
    const rows = await t.root.query<{ batchNo: string; n: number }>(
      `SELECT batch_no, sum(in_transit)::int AS n FROM erp_store_product_inventory
        WHERE product_id = $1 AND batch_no IN ('SH-E1', 'SH-E2') GROUP BY batch_no ORDER BY batch_no`,
      [P.kettleSet],
    )
    // 5 rounds take 1 of each; 5 rounds add 1 of each and take 1 of E1 and 2 of E2.
    expect(rows).toEqual([
      { batchNo: 'SH-E1', n: 20 - 5 },
      { batchNo: 'SH-E2', n: 20 - 5 - 5 },
    ])
  })
})
