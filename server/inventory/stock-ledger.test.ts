import { describe, expect, it } from 'vitest'
import { translate } from '#sync/i18n/messages.ts'
import type { Actor } from '../platform/actor.ts'
import type { Db } from '../platform/db/db.ts'
import type { AppError } from '../platform/http/app-error.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import type { TestApp } from '../testing/test-app.ts'
import { quarantinePositionOf } from '../wms/inbound-order.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'
import {
  consumeReservations,
  MOVEMENT,
  postStockMovements,
  releaseReservations,
  reserveStock,
  type StockKey,
  type StockMovement,
} from './stock-ledger.ts'
import { LA_A1, LA_A2, LA_DISABLED, NJ_A1, onDemoLedger, receipts, refusal } from './stock-ledger-test-helpers.ts'

// Issue 10 §1 and §4: the one writer of stock, its refusals, reservations, and books that balance
// after every step, also under concurrent callers (on PostgreSQL in CI, where they truly race).
let t: TestApp
let actor: Actor
let db: Db
onDemoLedger((ground) => {
  ;({ t, actor, db } = ground)
})
const { doc, receipt } = receipts({
  documentType: 'test/stock',
  idBase: 9_000_000_000_000_000_000n,
  batchNo: 'B1',
  unitCost: '12.5000',
})

const post = (movements: StockMovement[]) => db.begin((tx) => postStockMovements(tx, actor, movements))

async function balance(productId: string, positionId: string, batchNo = 'B1', inboundDate = '2026-01-10') {
  const [row] = await t.root.query<{ onHand: number; reserved: number; available: number; unitCost: string }>(
    `SELECT on_hand, reserved, available, unit_cost::text FROM erp_store_product_inventory
      WHERE tenant_id = '000000' AND product_id = $1 AND position_id = $2 AND batch_no = $3 AND inbound_date = $4`,
    [productId, positionId, batchNo, inboundDate],
  )
  return row
}

describe('postStockMovements', () => {
  it('receives into a lot, appends the ledger with before and after, and averages the unit cost', async () => {
    const first = await post([receipt({ productId: P.pan })])
    expect(first).toMatchObject([{ quantity: 10, onHandBefore: 0, onHandAfter: 10, sysSku: expect.any(String) }])
    await post([receipt({ productId: P.pan, quantity: 30, unitCost: '10.5000' })])
    // (10 × 12.5 + 30 × 10.5) / 40 = 11
    expect(await balance(P.pan, LA_A1)).toEqual({ onHand: 40, reserved: 0, available: 40, unitCost: '11.0000' })
    const ledger = await t.root.query<{ quantity: number; onHandBefore: number; onHandAfter: number }>(
      `SELECT quantity, on_hand_before, on_hand_after FROM erp_store_product_inventory_log
        WHERE tenant_id = '000000' AND product_id = $1 ORDER BY id`,
      [P.pan],
    )
    expect(ledger).toEqual([
      { quantity: 10, onHandBefore: 0, onHandAfter: 10 },
      { quantity: 30, onHandBefore: 10, onHandAfter: 40 },
    ])
  })

  it('refuses to take more than is available, naming SKU, warehouse and position, and posts nothing of the batch', async () => {
    await post([receipt({ productId: P.lantern, quantity: 5 })])
    const [sku] = await t.root.query<{ sysSku: string }>('SELECT sys_sku FROM erp_base_product WHERE id = $1', [
      P.lantern,
    ])
    const refused = await post([
      receipt({ productId: P.lantern, positionId: LA_A2, quantity: 3 }),
      receipt({ productId: P.lantern, quantity: -6, movementType: MOVEMENT.shipment }),
    ]).catch((e: unknown) => e)
    expect(refusal(refused)).toEqual([
      'INSUFFICIENT_STOCK',
      'inventory.insufficientStock',
      { sku: sku?.sysSku, store: '洛杉矶自营仓', position: 'A-01-01', available: 5, needed: 6 },
    ])
    expect(translate('inventory.insufficientStock', 'en', (refused as AppError).params)).toBe(
      `Insufficient stock: ${sku?.sysSku} at 洛杉矶自营仓, position A-01-01, has 5 available; 6 needed`,
    )
    // The receipt in the same call was rolled back with it.
    expect(await balance(P.lantern, LA_A2)).toBeUndefined()
    expect(await balance(P.lantern, LA_A1)).toMatchObject({ onHand: 5 })
  })

  it('refuses a position of another warehouse, arrivals in a disabled position, and quantities that are not whole units', async () => {
    const elsewhere = await post([receipt({ positionId: NJ_A1 })]).catch((e: unknown) => e)
    // Named by the position's code and the warehouse's name, never by ids.
    expect(refusal(elsewhere)).toEqual([
      'VALIDATION',
      'inventory.positionNotInStore',
      { position: 'A-01-01', store: '洛杉矶自营仓' },
    ])
    const disabled = await post([receipt({ positionId: LA_DISABLED })]).catch((e: unknown) => e)
    expect(refusal(disabled)).toEqual(['VALIDATION', 'inventory.positionDisabled', { position: 'A-02-01' }])
    for (const quantity of [0, 1.5, Number.NaN]) {
      const bad = await post([receipt({ quantity })]).catch((e: unknown) => e)
      expect(refusal(bad)[1]).toBe('inventory.quantityWhole')
    }
  })

  it('lets stock go below zero only in a warehouse that allows it', async () => {
    await post([receipt({ productId: P.filter, positionId: NJ_A1, storeId: W.storeNj, quantity: 2 })])
    const out = receipt({
      productId: P.filter,
      positionId: NJ_A1,
      storeId: W.storeNj,
      quantity: -5,
      movementType: MOVEMENT.shipment,
    })
    expect(refusal(await post([out]).catch((e: unknown) => e))[0]).toBe('INSUFFICIENT_STOCK')
    await t.root.query(`UPDATE erp_base_store SET allow_negative_stock = 1 WHERE tenant_id = '000000' AND id = $1`, [
      W.storeNj,
    ])
    try {
      await post([out])
      expect(await balance(P.filter, NJ_A1)).toMatchObject({ onHand: -3, available: -3 })
      await post([{ ...out, quantity: 3, movementType: MOVEMENT.adjustment, reason: 'found on the floor' }])
    } finally {
      await t.root.query(`UPDATE erp_base_store SET allow_negative_stock = 0 WHERE tenant_id = '000000' AND id = $1`, [
        W.storeNj,
      ])
    }
    expect(await balance(P.filter, NJ_A1)).toMatchObject({ onHand: 0, available: 0 })
  })
})

describe('reservations', () => {
  it('reserve the oldest lots first, hold units against shipment, and give them back when released', async () => {
    const older = { productId: P.kettleSet, batchNo: 'OLD', inboundDate: '2025-12-01', quantity: 4 }
    const newer = { productId: P.kettleSet, positionId: LA_A2, batchNo: 'NEW', inboundDate: '2026-02-01', quantity: 10 }
    await post([receipt(older), receipt(newer)])
    const order = doc('test/order')
    const taken = await db.begin((tx) =>
      reserveStock(tx, actor, { storeId: W.storeLa, productId: P.kettleSet, quantity: 6, document: order }),
    )
    expect(taken.map((r) => [r.batchNo, r.quantity])).toEqual([
      ['OLD', 4],
      ['NEW', 2],
    ])
    expect(await balance(P.kettleSet, LA_A1, 'OLD', '2025-12-01')).toMatchObject({
      onHand: 4,
      reserved: 4,
      available: 0,
    })
    // Reserved units cannot be shipped by someone else.
    const grab = await post([receipt({ ...older, quantity: -1, movementType: MOVEMENT.shipment })]).catch(
      (e: unknown) => e,
    )
    expect(refusal(grab)[0]).toBe('INSUFFICIENT_STOCK')
    expect(await db.begin((tx) => releaseReservations(tx, order))).toBe(6)
    expect(await balance(P.kettleSet, LA_A2, 'NEW', '2026-02-01')).toMatchObject({ reserved: 0, available: 10 })
    // Released twice gives back nothing more.
    expect(await db.begin((tx) => releaseReservations(tx, order))).toBe(0)
  })

  it('consumed, the reserved units leave through the ledger once', async () => {
    await post([receipt({ productId: P.kettle, batchNo: 'C1', quantity: 8 })])
    const order = doc('test/order')
    await db.begin((tx) =>
      reserveStock(tx, actor, {
        storeId: W.storeLa,
        productId: P.kettle,
        positionId: LA_A1,
        quantity: 3,
        document: order,
      }),
    )
    const shipped = await db.begin((tx) => consumeReservations(tx, actor, order))
    expect(shipped.map((r) => [r.quantity, r.movementType])).toEqual([[-3, MOVEMENT.shipment]])
    expect(await db.begin((tx) => consumeReservations(tx, actor, order))).toEqual([])
    expect(await balance(P.kettle, LA_A1, 'C1')).toMatchObject({ onHand: 5, reserved: 0, available: 5 })
  })

  it('refuse more than is available and reserve nothing', async () => {
    const refused = await db
      .begin((tx) =>
        reserveStock(tx, actor, { storeId: W.storeSz, productId: P.kettle, quantity: 1, document: doc('test/order') }),
      )
      .catch((e: unknown) => e)
    expect(refusal(refused)).toEqual([
      'INSUFFICIENT_STOCK',
      'inventory.insufficientStock',
      expect.objectContaining({ store: '深圳国内仓', available: 0, needed: 1 }),
    ])
  })
})

describe('defective stock', () => {
  it('is never reserved unless its position is named', async () => {
    const held = await db.begin(async (tx) => {
      const position = await quarantinePositionOf(tx, actor, W.storeSz)
      await postStockMovements(tx, actor, [receipt({ storeId: W.storeSz, positionId: position, productId: P.pan })])
      return position
    })
    const order = doc('test/order')
    const reserve = (positionId?: string) =>
      db.begin((tx) =>
        reserveStock(tx, actor, {
          storeId: W.storeSz,
          productId: P.pan,
          quantity: 1,
          document: order,
          ...(positionId ? { positionId } : {}),
        }),
      )
    const refused = await reserve().catch((e: unknown) => e)
    expect(refusal(refused)).toEqual([
      'INSUFFICIENT_STOCK',
      'inventory.insufficientStock',
      expect.objectContaining({ available: 0, needed: 1 }),
    ])
    const named = await reserve(held)
    expect(named).toEqual([expect.objectContaining({ positionId: held, quantity: 1 })])
    expect(await db.begin((tx) => releaseReservations(tx, order))).toBe(1)
  })
})

describe('under concurrent callers', () => {
  it('50 reservations of one unit against 20 available: exactly 20 succeed and 30 are refused', async () => {
    // In a position of its own, so earlier tests' lanterns do not count.
    await post([receipt({ productId: P.lantern, positionId: LA_A2, batchNo: 'RACE', quantity: 20 })])
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        db.begin((tx) =>
          reserveStock(tx, actor, {
            storeId: W.storeLa,
            productId: P.lantern,
            positionId: LA_A2,
            quantity: 1,
            document: doc('test/race'),
          }),
        ),
      ),
    )
    const refused = results.filter((r) => r.status === 'rejected')
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20)
    expect(refused).toHaveLength(30)
    for (const r of refused) expect(refusal((r as PromiseRejectedResult).reason)[0]).toBe('INSUFFICIENT_STOCK')
    const [left] = await t.root.query<{ available: number }>(
      `SELECT sum(available)::int AS available FROM erp_store_product_inventory
        WHERE tenant_id = '000000' AND product_id = $1 AND position_id = $2`,
      [P.lantern, LA_A2],
    )
    expect(left?.available).toBe(0)
  })

  it('transfers racing in opposite directions between two warehouses neither deadlock nor lose a unit', async () => {
    const la: StockKey = {
      storeId: W.storeLa,
      positionId: LA_A1,
      productId: P.pan,
      batchNo: 'T',
      inboundDate: '2026-03-01',
    }
    const nj: StockKey = {
      storeId: W.storeNj,
      positionId: NJ_A1,
      productId: P.pan,
      batchNo: 'T',
      inboundDate: '2026-03-01',
    }
    await post([
      { ...la, quantity: 50, movementType: MOVEMENT.receipt, document: doc() },
      { ...nj, quantity: 50, movementType: MOVEMENT.receipt, document: doc() },
    ])
    const move = (from: StockKey, to: StockKey) => {
      const transfer = doc('test/transfer')
      return post([
        { ...from, quantity: -1, movementType: MOVEMENT.transferOut, document: transfer },
        { ...to, quantity: 1, movementType: MOVEMENT.transferIn, document: transfer },
      ])
    }
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? move(la, nj) : move(nj, la))),
    )
    expect(
      results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason)),
    ).toEqual([])
    expect(await balance(P.pan, LA_A1, 'T', '2026-03-01')).toMatchObject({ onHand: 50 })
    expect(await balance(P.pan, NJ_A1, 'T', '2026-03-01')).toMatchObject({ onHand: 50 })
  })
})
