import { describe, expect, it } from 'vitest'
import type { Actor } from '../platform/actor.ts'
import type { Db } from '../platform/db/db.ts'
import { listen, registerListeners } from '../platform/events.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import type { TestApp } from '../testing/test-app.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'
import {
  hideEmptyLots,
  issueOldestFirst,
  lotUnitCost,
  MOVEMENT,
  postStockMovements,
  relabelLot,
  reserveStock,
  reserveStockGroups,
  type StockArrival,
  type StockMovement,
  shrinkReservation,
  stockArrived,
  transferReservations,
} from './stock-ledger.ts'
import { LA_A1, LA_A2, LA_DISABLED, NJ_A1, onDemoLedger, receipts, refusal } from './stock-ledger-test-helpers.ts'

// Issue 28 item 10: the ledger's work on lots and reservations besides posting (stock-ledger.test.ts):
// many orders reserved at once, a lot moved or renamed, empty lots hidden, a reservation shrunk or
// handed to another document, units issued oldest first with their value, and arrivals announced.
// Each on the database, books balanced after every test.
let t: TestApp
let actor: Actor
let db: Db
onDemoLedger((ground) => {
  ;({ t, actor, db } = ground)
})
const { doc, receipt } = receipts({
  documentType: 'test/lots',
  idBase: 9_100_000_000_000_000_000n,
  batchNo: 'L1',
  unitCost: '2.0000',
})
const post = (movements: StockMovement[]) => db.begin((tx) => postStockMovements(tx, actor, movements))

type Lot = {
  id: string
  positionId: string
  batchNo: string
  inboundDate: string
  onHand: number
  reserved: number
  available: number
  isDeleted: number
}
const lots = (productId: string) =>
  t.root.query<Lot>(
    `SELECT id::text, position_id::text, batch_no, to_char(inbound_date, 'YYYY-MM-DD') AS inbound_date, on_hand, reserved,
            available, is_deleted
       FROM erp_store_product_inventory WHERE tenant_id = '000000' AND product_id = $1 ORDER BY inbound_date, batch_no, position_id`,
    [productId],
  )
const openReservations = (documentId: string) =>
  t.root.query<{ balanceId: string; quantity: number; documentType: string; documentLine: string | null }>(
    `SELECT balance_id::text, quantity, document_type, document_line::text FROM erp_stock_reservation
      WHERE tenant_id = '000000' AND document_id = $1 AND status = 1 ORDER BY id`,
    [documentId],
  )

describe('reserving many orders at once', () => {
  it('serves each order all or nothing, oldest lot first, and answers the shortages of those it could not serve', async () => {
    await post([
      receipt({ productId: P.pan, batchNo: 'NEW', inboundDate: '2026-03-01', quantity: 3 }),
      receipt({ productId: P.pan, positionId: LA_A2, batchNo: 'OLD', inboundDate: '2026-01-01', quantity: 2 }),
      receipt({ productId: P.lantern, batchNo: 'G', quantity: 1 }),
    ])
    const [a, b, c] = [doc('test/order'), doc('test/order'), doc('test/order')]
    const short = await db.begin((tx) =>
      reserveStockGroups(tx, actor, [
        { storeId: W.storeLa, document: a, lines: [{ productId: P.pan, quantity: 3, line: '11' }] },
        { storeId: W.storeLa, document: b, lines: [{ productId: P.pan, quantity: 3, line: '21' }] },
        {
          storeId: W.storeLa,
          document: c,
          lines: [
            { productId: P.lantern, quantity: 1, line: '31' },
            { productId: P.pan, quantity: 2, line: '32' },
          ],
        },
      ]),
    )
    expect(short).toEqual(new Map([[b.id, [{ productId: P.pan, sysSku: null, needed: 3, available: 2 }]]]))
    const pans = await lots(P.pan)
    expect(pans.map((l) => [l.batchNo, l.reserved, l.available])).toEqual([
      ['OLD', 2, 0],
      ['NEW', 3, 0],
    ])
    const [old, fresh] = pans
    expect(await openReservations(a.id)).toEqual([
      { balanceId: old?.id, quantity: 2, documentType: 'test/order', documentLine: '11' },
      { balanceId: fresh?.id, quantity: 1, documentType: 'test/order', documentLine: '11' },
    ])
    expect(await openReservations(b.id)).toEqual([])
    expect((await openReservations(c.id)).map((r) => [r.documentLine, r.quantity])).toEqual([
      ['31', 1],
      ['32', 2],
    ])
    const [sku] = await t.root.query<{ sysSku: string }>(
      `SELECT sys_sku FROM erp_stock_reservation WHERE tenant_id = '000000' AND document_id = $1 AND document_line = 31`,
      [c.id],
    )
    expect(sku?.sysSku).toBeTruthy()
    // Nothing to reserve, or no lines: nothing happens.
    expect(await db.begin((tx) => reserveStockGroups(tx, actor, []))).toEqual(new Map())
    expect(
      await db.begin((tx) => reserveStockGroups(tx, actor, [{ storeId: W.storeLa, document: doc(), lines: [] }])),
    ).toEqual(new Map())
  })

  it('refuses a line of no units or a part of one', async () => {
    for (const quantity of [0, -1, 1.5]) {
      const refused = await db
        .begin((tx) =>
          reserveStockGroups(tx, actor, [
            { storeId: W.storeLa, document: doc(), lines: [{ productId: P.pan, quantity, line: '1' }] },
          ]),
        )
        .catch((e: unknown) => e)
      expect(refusal(refused)[1]).toBe('inventory.quantityWhole')
    }
  })

  it('an order nothing can serve reserves nothing and leaves the books as they were', async () => {
    const d = doc('test/order')
    const short = await db.begin((tx) =>
      reserveStockGroups(tx, actor, [
        { storeId: W.storeSz, document: d, lines: [{ productId: P.filter, quantity: 1, line: '1' }] },
      ]),
    )
    expect(short.get(d.id)).toEqual([{ productId: P.filter, sysSku: null, needed: 1, available: 0 }])
    expect(await openReservations(d.id)).toEqual([])
  })
})

describe('a reservation shrunk or handed on', () => {
  it('shrinks to what is kept as a new reservation of the same line, or releases it all', async () => {
    await post([receipt({ productId: P.filter, batchNo: 'SH', quantity: 5 })])
    const order = { ...doc('test/order'), line: '7' }
    const [r] = await db.begin((tx) =>
      reserveStock(tx, actor, { storeId: W.storeLa, productId: P.filter, quantity: 4, document: order }),
    )
    const id = r?.id as string
    // Keeping all of it changes nothing.
    expect(await db.begin((tx) => shrinkReservation(tx, actor, id, 4))).toBe(id)
    const kept = await db.begin((tx) => shrinkReservation(tx, actor, id, 1))
    expect(kept).not.toBe(id)
    expect(await openReservations(order.id)).toEqual([
      { balanceId: r?.balanceId, quantity: 1, documentType: 'test/order', documentLine: '7' },
    ])
    const [lot] = (await lots(P.filter)).filter((l) => l.batchNo === 'SH')
    expect([lot?.reserved, lot?.available]).toEqual([1, 4])
    expect(await db.begin((tx) => shrinkReservation(tx, actor, kept as string, 0))).toBeNull()
    expect(await openReservations(order.id)).toEqual([])
    const [after] = (await lots(P.filter)).filter((l) => l.batchNo === 'SH')
    expect([after?.reserved, after?.available]).toEqual([0, 5])
  })

  it('refuses to keep more than reserved, less than none, or of a reservation no longer open', async () => {
    await post([receipt({ productId: P.filter, batchNo: 'SH2', quantity: 2 })])
    const [r] = await db.begin((tx) =>
      reserveStock(tx, actor, {
        storeId: W.storeLa,
        productId: P.filter,
        positionId: LA_A1,
        quantity: 2,
        document: doc('test/order'),
      }),
    )
    const id = r?.id as string
    for (const keep of [3, -1, 0.5]) {
      const refused = await db.begin((tx) => shrinkReservation(tx, actor, id, keep)).catch((e: unknown) => e)
      expect(refusal(refused)[1]).toBe('inventory.quantityWhole')
    }
    await db.begin((tx) => shrinkReservation(tx, actor, id, 0))
    const gone = await db.begin((tx) => shrinkReservation(tx, actor, id, 0)).catch((e: unknown) => e)
    expect(refusal(gone)).toEqual(['NOT_FOUND', 'recordNotFound', {}])
  })

  it('hands the lines the map names to another document, lot for lot, and leaves the others', async () => {
    await post([
      receipt({ productId: P.kettleSet, batchNo: 'T1', inboundDate: '2026-01-01', quantity: 2 }),
      receipt({ productId: P.kettleSet, batchNo: 'T2', inboundDate: '2026-02-01', quantity: 5 }),
    ])
    const order = doc('test/order')
    const reserve = (line: string, quantity: number) =>
      db.begin((tx) =>
        reserveStock(tx, actor, {
          storeId: W.storeLa,
          productId: P.kettleSet,
          quantity,
          document: { ...order, line },
        }),
      )
    await reserve('1', 3)
    await reserve('2', 1)
    await reserve('3', 1)
    const outbound = doc('test/outbound')
    const moved = await db.begin((tx) =>
      transferReservations(
        tx,
        actor,
        order,
        outbound,
        new Map([
          ['1', '101'],
          ['3', '101'],
        ]),
      ),
    )
    expect(moved).toEqual(new Map([['101', 4]]))
    expect((await openReservations(order.id)).map((r) => [r.documentLine, r.quantity])).toEqual([['2', 1]])
    expect((await openReservations(outbound.id)).map((r) => [r.documentType, r.documentLine, r.quantity])).toEqual([
      ['test/outbound', '101', 2],
      ['test/outbound', '101', 1],
      ['test/outbound', '101', 1],
    ])
    expect((await lots(P.kettleSet)).map((l) => l.reserved)).toEqual([2, 3])
    expect(await db.begin((tx) => transferReservations(tx, actor, order, outbound, new Map()))).toEqual(new Map())
  })
})

describe('a lot moved or renamed', () => {
  it('moves its units to the new key as two ledger rows, keeping the balance’s id', async () => {
    await post([receipt({ productId: P.lantern, batchNo: 'MV', quantity: 6 })])
    const [lot] = (await lots(P.lantern)).filter((l) => l.batchNo === 'MV')
    const id = lot?.id as string
    const rows = await db.begin((tx) =>
      relabelLot(tx, actor, id, { positionId: LA_A2, batchNo: 'MV2', inboundDate: '2026-01-11' }, 'moved by hand'),
    )
    expect(
      rows.map((r) => [r.positionId, r.batchNo, r.inboundDate, r.quantity, r.onHandBefore, r.onHandAfter]),
    ).toEqual([
      [LA_A1, 'MV', '2026-01-10', -6, 6, 0],
      [LA_A2, 'MV2', '2026-01-11', 6, 0, 6],
    ])
    expect(rows.every((r) => r.balanceId === id && r.movementType === MOVEMENT.move && r.sysSku)).toBe(true)
    const [moved] = await t.root.query<{ positionId: string; batchNo: string; reason: string }>(
      `SELECT b.position_id::text, b.batch_no, l.reason FROM erp_store_product_inventory b
         JOIN erp_store_product_inventory_log l ON l.document_id = b.id AND l.tenant_id = b.tenant_id
        WHERE b.id = $1 ORDER BY l.id DESC LIMIT 1`,
      [id],
    )
    expect(moved).toEqual({ positionId: LA_A2, batchNo: 'MV2', reason: 'moved by hand' })
    const key = {
      storeId: W.storeLa,
      positionId: LA_A2,
      productId: P.lantern,
      batchNo: 'MV2',
      inboundDate: '2026-01-11',
    }
    expect(await db.begin((tx) => lotUnitCost(tx, key))).toBe('2.0000')
    expect(await db.begin((tx) => lotUnitCost(tx, { ...key, batchNo: 'none' }))).toBeNull()
    // To the key it has: nothing to do.
    expect(await db.begin((tx) => relabelLot(tx, actor, id, { positionId: LA_A2 }, null))).toEqual([])
    // Only the batch changes: the rest of the key stays.
    const renamed = await db.begin((tx) => relabelLot(tx, actor, id, { batchNo: 'MV3' }, null))
    expect(renamed.map((r) => [r.positionId, r.batchNo, r.inboundDate])).toEqual([
      [LA_A2, 'MV2', '2026-01-11'],
      [LA_A2, 'MV3', '2026-01-11'],
    ])
  })

  it('refuses while reserved, into a disabled position or another warehouse’s, onto a key taken, or a lot gone', async () => {
    await post([
      receipt({ productId: P.pan, batchNo: 'R1', quantity: 2 }),
      receipt({ productId: P.pan, batchNo: 'R2', quantity: 2 }),
    ])
    const [r1, r2] = (await lots(P.pan)).filter((l) => l.batchNo === 'R1' || l.batchNo === 'R2')
    const relabel = (id: string, change: Parameters<typeof relabelLot>[3]) =>
      db.begin((tx) => relabelLot(tx, actor, id, change, null)).catch((e: unknown) => e)
    expect(refusal(await relabel(r1?.id as string, { positionId: LA_DISABLED }))).toEqual([
      'VALIDATION',
      'inventory.positionDisabled',
      { position: 'A-02-01' },
    ])
    expect(refusal(await relabel(r1?.id as string, { positionId: NJ_A1 }))[1]).toBe('inventory.positionNotInStore')
    expect(refusal(await relabel(r1?.id as string, { batchNo: 'R2' }))[1]).toBe('inventory.lotTaken')
    const order = doc('test/order')
    await db.begin((tx) =>
      reserveStock(tx, actor, {
        storeId: W.storeLa,
        productId: P.pan,
        positionId: LA_A1,
        quantity: 3,
        document: order,
      }),
    )
    const reserved = await relabel(r2?.id as string, { batchNo: 'R9' })
    expect(refusal(reserved)[1]).toBe('inventory.lotReserved')
    expect(refusal(await relabel('1', { batchNo: 'X' }))).toEqual(['NOT_FOUND', 'recordNotFound', {}])
  })

  it('an empty lot is renamed without ledger rows, and hidden from the lists until units arrive again', async () => {
    await post([receipt({ productId: P.kettle, batchNo: 'E1', quantity: 1 })])
    await post([receipt({ productId: P.kettle, batchNo: 'E1', quantity: -1, movementType: MOVEMENT.shipment })])
    await post([receipt({ productId: P.kettle, batchNo: 'E2', quantity: 1 })])
    const [empty, full] = (await lots(P.kettle)).filter((l) => l.batchNo === 'E1' || l.batchNo === 'E2')
    expect(await db.begin((tx) => relabelLot(tx, actor, empty?.id as string, { batchNo: 'E0' }, null))).toEqual([])
    expect(await db.begin((tx) => hideEmptyLots(tx, [empty?.id as string, full?.id as string]))).toBe(1)
    expect(await db.begin((tx) => hideEmptyLots(tx, [empty?.id as string]))).toBe(0)
    const hidden = (await lots(P.kettle)).filter((l) => l.id === empty?.id || l.id === full?.id)
    expect(hidden.map((l) => [l.batchNo, l.isDeleted])).toEqual([
      ['E0', 1],
      ['E2', 0],
    ])
    await post([receipt({ productId: P.kettle, batchNo: 'E0', quantity: 2 })])
    expect((await lots(P.kettle)).find((l) => l.id === empty?.id)).toMatchObject({ isDeleted: 0, onHand: 2 })
  })
})

describe('issuing oldest first', () => {
  it('takes the position’s oldest lots first and values what left at their costs', async () => {
    await post([
      receipt({
        productId: P.filter,
        positionId: LA_A2,
        batchNo: 'I2',
        inboundDate: '2026-02-01',
        quantity: 5,
        unitCost: '1.2500',
      }),
      receipt({
        productId: P.filter,
        positionId: LA_A2,
        batchNo: 'I1',
        inboundDate: '2026-01-01',
        quantity: 2,
        unitCost: '3.0000',
      }),
      receipt({
        productId: P.filter,
        positionId: LA_A2,
        batchNo: 'I3',
        inboundDate: '2026-03-01',
        quantity: 9,
        unitCost: null,
      }),
    ])
    const out = await db.begin((tx) =>
      issueOldestFirst(tx, actor, {
        storeId: W.storeLa,
        positionId: LA_A2,
        productId: P.filter,
        quantity: 4,
        movementType: MOVEMENT.assembly,
        document: doc('test/processing'),
        reason: 'kit',
      }),
    )
    expect(out.rows.map((r) => [r.batchNo, r.quantity, r.movementType])).toEqual([
      ['I1', -2, MOVEMENT.assembly],
      ['I2', -2, MOVEMENT.assembly],
    ])
    // 2 × 3 + 2 × 1.25
    expect(out.value).toBe('8.5000')
    const uncosted = await db.begin((tx) =>
      issueOldestFirst(tx, actor, {
        storeId: W.storeLa,
        positionId: LA_A2,
        productId: P.filter,
        quantity: 4,
        movementType: MOVEMENT.assembly,
        document: doc('test/processing'),
      }),
    )
    expect(uncosted.value).toBe('3.7500')
    expect(uncosted.rows.map((r) => [r.batchNo, r.quantity])).toEqual([
      ['I2', -3],
      ['I3', -1],
    ])
  })

  it('refuses more than the position has, naming SKU, warehouse and position, and issues nothing', async () => {
    await post([receipt({ productId: P.lantern, positionId: LA_A2, batchNo: 'Q', quantity: 3 })])
    const before = await lots(P.lantern)
    const refused = await db
      .begin((tx) =>
        issueOldestFirst(tx, actor, {
          storeId: W.storeLa,
          positionId: LA_A2,
          productId: P.lantern,
          quantity: 100,
          movementType: MOVEMENT.adjustment,
          document: doc(),
        }),
      )
      .catch((e: unknown) => e)
    expect(refusal(refused)).toEqual([
      'INSUFFICIENT_STOCK',
      'inventory.insufficientStock',
      // 3 here and the 6 the lot moved here earlier.
      { sku: expect.any(String), store: '洛杉矶自营仓', position: 'A-01-02', available: 9, needed: 100 },
    ])
    expect(await lots(P.lantern)).toEqual(before)
  })
})

describe('arrivals', () => {
  it('are announced once per warehouse and product that received units, in the posting’s transaction', async () => {
    const heard: StockArrival[][] = []
    let listening = true
    const listener = async (_tx: unknown, _actor: Actor, arrivals: readonly StockArrival[]) => {
      if (listening) heard.push([...arrivals])
    }
    // Wiring the same listener twice wires it once.
    registerListeners([listen(stockArrived, listener), listen(stockArrived, listener)])
    try {
      await post([
        receipt({ productId: P.pan, batchNo: 'A1', quantity: 1 }),
        receipt({ productId: P.pan, batchNo: 'A2', quantity: 1 }),
        receipt({ productId: P.pan, positionId: NJ_A1, storeId: W.storeNj, batchNo: 'A3', quantity: 1 }),
      ])
      await post([receipt({ productId: P.pan, batchNo: 'A1', quantity: -1, movementType: MOVEMENT.shipment })])
    } finally {
      listening = false
    }
    expect(heard).toHaveLength(1)
    expect([...(heard[0] ?? [])].sort((a, b) => a.storeId.localeCompare(b.storeId))).toEqual(
      [
        { storeId: W.storeLa, productId: P.pan },
        { storeId: W.storeNj, productId: P.pan },
      ].sort((a, b) => a.storeId.localeCompare(b.storeId)),
    )
  })
})
