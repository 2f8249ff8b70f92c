import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stockBookProblems } from '../inventory/stock-books.ts'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { DEMO as S } from '../shops/seed-shops.ts'
import { type ChainCalls, chainCalls, kettlesPassedAtFactory } from '../testing/purchase-chain.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { DEMO_SHIPS as D } from './ship-seed.ts'

// Issue 31, the whole chain through the calls: a purchase passed at the factory → ship application
// → shipment plan → ship (40HQ) → costs → bill → departure in transit → received overseas at landed
// cost → FBA transfer → checked out → received at FBA; every figure checked at each step.
let t: TestApp
let admin: string
let call: ChainCalls['call']
let ok: ChainCalls['ok']
let one: ChainCalls['one']
beforeAll(async () => {
  t = await openTestApp()
  admin = (await t.signIn()).access_token
  ;({ call, ok, one } = chainCalls(t, admin))
})
afterAll(() => t.close())

const statusOf = async (table: string, id: string, column = 'status') =>
  Number(
    (
      await one<{ value: number }>(`SELECT ${column} AS value FROM ${table} WHERE id = $1 AND tenant_id = '000000'`, [
        id,
      ])
    ).value,
  )
/** Units of the kettle at Los Angeles: on hand, reserved and in transit, in all its lots or one. */
const kettlesAtLosAngeles = (batchNo?: string) =>
  one<{ onHand: number; reserved: number; inTransit: number }>(
    `SELECT coalesce(sum(on_hand), 0)::int AS on_hand, coalesce(sum(reserved), 0)::int AS reserved,
            coalesce(sum(in_transit), 0)::int AS in_transit
       FROM erp_store_product_inventory
      WHERE tenant_id = '000000' AND store_id = $1 AND product_id = $2 AND ($3::text IS NULL OR batch_no = $3)`,
    [D.storeLosAngeles, P.kettle, batchNo ?? null],
  )
const booksBalance = async () => {
  const db = scopeToTenant(t.root, { tenantId: '000000', userId: '1' })
  expect(await db.begin((tx) => stockBookProblems(tx))).toEqual([])
}

/** An approved purchase order of 60 kettles from Kaili at 8.50 USD (rate 7.1), its lot passed at the factory. */
async function purchasePassedAtFactory(): Promise<{ orderId: string; lineId: string }> {
  const { orderId } = await kettlesPassedAtFactory(t, admin, { planName: 'Sea chain plan', storeId: D.storeLosAngeles })
  const order = { id: orderId }
  const line = await one<{ id: string }>(
    `SELECT id::text FROM erp_purchase_order_item WHERE purchase_order_id = $1 AND is_deleted = 0`,
    [order.id],
  )
  return { orderId: order.id, lineId: line.id }
}

describe('the sea chain, from the factory to Amazon', () => {
  it('moves 60 kettles with their cost from a passed purchase to FBA, every document and figure following', async () => {
    const { orderId, lineId } = await purchasePassedAtFactory()
    const before = await kettlesAtLosAngeles()

    // Ship application: more than passed is refused; all 60 applied, the order reads applied (3).
    const over = await call('POST', '/api/erp/shipapply/save', {
      purchaseOrderId: orderId,
      items: [{ purchaseOrderItemId: lineId, quantity: 61 }],
    })
    expect(over.status).toBe(400)
    const apply = await ok('POST', '/api/erp/shipapply/save', {
      purchaseOrderId: orderId,
      items: [{ purchaseOrderItemId: lineId, quantity: 60 }],
    })
    const applyId = String(apply.id)
    expect(await statusOf('erp_ship_apply', applyId)).toBe(1)
    expect(await statusOf('erp_purchase_order', orderId, 'ship_apply_state')).toBe(3)

    // Shipment plan of lot LOT-SEA to Los Angeles: the application is assigned (3).
    const planned = await ok('POST', '/api/erp/shipapply/ship', {
      ids: applyId,
      batchNo: 'LOT-SEA',
      storeId: D.storeLosAngeles,
    })
    const planId = String(planned.shipOrderId)
    expect(await statusOf('erp_ship_apply', applyId)).toBe(3)
    expect(await statusOf('erp_ship_order', planId)).toBe(1)
    const planLine = await one<{ quantity: number; unitCost: string; boxNum: number }>(
      `SELECT quantity, unit_cost::text, box_num FROM erp_ship_order_item WHERE ship_order_id = $1 AND is_deleted = 0`,
      [planId],
    )
    // 8.50 USD × 7.1 = 60.35 CNY a unit; 60 kettles at 6 a carton = 10 cartons.
    expect(planLine).toMatchObject({ quantity: 60, unitCost: '60.3500', boxNum: 10 })

    // Ship: a 40HQ carrying the plan, confirmed.
    const ship = await ok('POST', '/api/erp/ship/save', {
      containerType: '40HQ',
      storeId: D.storeLosAngeles,
      forwarderId: D.forwarder,
      shipOrderIds: [planId],
    })
    const shipId = String(ship.id)
    await ok('POST', '/api/erp/ship/updateConfirm', { ids: shipId })
    expect(await statusOf('erp_ship', shipId)).toBe(2)

    // Costs: freight 1,000.00 USD by volume and customs 600.00 CNY by value, calculated and checked, then billed.
    await ok('POST', '/api/erp/shipcost/save', {
      shipId,
      costType: '1',
      currencyCode: 'USD',
      amount: '1000.00',
      basis: '1',
      partyId: D.forwarder,
    })
    await ok('POST', '/api/erp/shipcost/save', {
      shipId,
      costType: '2',
      currencyCode: 'CNY',
      amount: '600.00',
      basis: '3',
    })
    const noBill = await call('POST', '/api/erp/ship/generateBill', { ids: shipId })
    expect(noBill.status).toBe(400)
    expect(noBill.json.msg).toContain('cost not calculated')
    const costs = await ok('POST', '/api/erp/shipcost/calculate', { shipId })
    // 1,000 USD × 7.1 + 600 CNY = 7,700.00 CNY over 60 units: 128.3333 a unit.
    expect(costs.lines[0]).toMatchObject({ allocated: '7700.00', landedUnitCost: '188.6833' })
    await ok('POST', '/api/erp/shipcost/check', { shipId })
    await ok('POST', '/api/erp/ship/generateBill', { ids: shipId })
    const bills = await t.root.query<{ currencyCode: string; amount: string; status: number }>(
      `SELECT currency_code, amount::text, status FROM erp_ship_bill WHERE ship_id = $1 AND is_deleted = 0 ORDER BY currency_code`,
      [shipId],
    )
    expect(bills.map((b) => [b.currencyCode, Number(b.amount).toFixed(2)])).toEqual([
      ['CNY', '600.00'],
      ['USD', '1000.00'],
    ])

    // Departure: the 60 are in transit to Los Angeles, nothing on hand; the plan shipped, the application shipped.
    await ok('POST', '/api/erp/ship/updateStatus', { ids: shipId, status: '3' })
    expect(await kettlesAtLosAngeles('LOT-SEA')).toEqual({ onHand: 0, reserved: 0, inTransit: 60 })
    expect(await statusOf('erp_ship_order', planId)).toBe(60)
    expect(await statusOf('erp_ship_apply', applyId)).toBe(5)
    await booksBalance()

    // The overseas inbound order at landed cost, received: out of transit, on hand at 188.6833 a unit.
    await ok('POST', '/api/erp/ship/generateInbound', { ids: shipId })
    const inbound = await one<{ inboundOrderId: string }>(`SELECT inbound_order_id::text FROM erp_ship WHERE id = $1`, [
      shipId,
    ])
    const inboundLine = await one<{ id: string; unitCost: string; fromTransit: number }>(
      `SELECT id::text, unit_cost::text, from_transit FROM ware_inbound_batch_item WHERE inbound_order_id = $1`,
      [inbound.inboundOrderId],
    )
    expect(inboundLine).toMatchObject({ unitCost: '188.6833', fromTransit: 1 })
    await ok('POST', '/api/ware/winboundorder/accept', {
      id: inbound.inboundOrderId,
      items: [{ id: inboundLine.id, receivedQuantity: 60 }],
    })
    expect(await kettlesAtLosAngeles('LOT-SEA')).toEqual({ onHand: 60, reserved: 0, inTransit: 0 })
    const lot = await one<{ unitCost: string }>(
      `SELECT unit_cost::text FROM erp_store_product_inventory
        WHERE store_id = $1 AND product_id = $2 AND batch_no = 'LOT-SEA' AND on_hand > 0`,
      [D.storeLosAngeles, P.kettle],
    )
    expect(lot.unitCost).toBe('188.6833')
    expect(await statusOf('erp_ship', shipId)).toBe(5)
    expect(await statusOf('erp_ship_order', planId)).toBe(100)
    const received = await one<{ receivedQuantity: number }>(
      `SELECT received_quantity FROM erp_purchase_order_item WHERE id = $1`,
      [lineId],
    )
    expect(received.receivedQuantity).toBe(60)
    await booksBalance()

    // FBA transfer of 24 from Los Angeles to ONT8: reserved, checked, checked out, received at FBA.
    const atWarehouse = await kettlesAtLosAngeles()
    expect(atWarehouse.onHand).toBe(before.onHand + 60)
    const transfer = await ok('POST', '/api/fbatransfer/createFBATransfer', {
      storeId: D.storeLosAngeles,
      shopId: S.shopAmazonUs,
      fbaCentre: 'ONT8',
      shipmentId: 'FBASEACHAIN1',
      boxes: [{ boxNo: 'B1', length: '60', width: '40', height: '35', weight: '14.2' }],
      items: [{ productId: P.kettle, sellerSku: 'SEA-KETTLE', fnsku: 'X00SEA0001', quantity: 24, boxNo: 'B1' }],
    })
    const transferId = String(transfer.id)
    expect((await kettlesAtLosAngeles()).reserved).toBe(atWarehouse.reserved + 24)
    await ok('POST', '/api/fbatransfer/updateStatus', { ids: transferId, status: '2' })
    await ok('POST', '/api/ware/wfbatransfer/updateStatus', { ids: transferId, status: '3' })
    expect(await kettlesAtLosAngeles()).toMatchObject({
      onHand: atWarehouse.onHand - 24,
      reserved: atWarehouse.reserved,
    })
    const atFba = () =>
      one<{ fulfillable: number; shipped: number }>(
        `SELECT fulfillable_quantity AS fulfillable, inbound_shipped_quantity AS shipped FROM erp_fba_inventory
          WHERE seller_sku = 'SEA-KETTLE' AND fulfillment_center_id = 'ONT8' AND is_deleted = 0`,
      )
    expect(await atFba()).toEqual({ fulfillable: 0, shipped: 24 })
    expect(await statusOf('erp_fba_transfer', transferId)).toBe(3)
    await ok('POST', '/api/fbatransfer/updateStatus', { ids: transferId, status: '4' })
    await ok('POST', '/api/fbatransfer/updateStatus', { ids: transferId, status: '5' })
    expect(await atFba()).toEqual({ fulfillable: 24, shipped: 0 })
    expect(await statusOf('erp_fba_transfer', transferId)).toBe(5)
    await booksBalance()
  })
})
