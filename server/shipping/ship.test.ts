import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { divideDecimal, multiplyDecimal, sumDecimal } from '#sync/money/round-money.ts'
import { nextId } from '../platform/db/next-id.ts'
import { insertSeedRows } from '../platform/seed/insert-seed-rows.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { DEMO_SHIPS as D } from './ship-seed.ts'

// Issue 31: ships — loading plans into a container, costs allocated exactly, bills, departure in
// transit, the overseas inbound order at landed cost, and its receipt moving everything on.
let t: TestApp
let admin: string
beforeAll(async () => {
  t = await openTestApp()
  admin = (await t.signIn()).access_token
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST', path: string, params: Record<string, unknown> = {}, lang: Lang = 'en-US') =>
  method === 'GET'
    ? t.call('GET', path, { token: admin, query: params as Record<string, string>, lang })
    : t.call('POST', path, { token: admin, body: params, lang })

type Lang = 'en-US' | 'zh-CN' | 'ja-JP'

const one = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await t.root.query<T & Record<string, unknown>>(sql, params))[0] as T

const ANVIL = '1000000000000031951'
let planNumber = 100

/** A confirmed plan to Los Angeles of `quantity` units of a product (kettles: 6 a carton, 0.1064 m³, 9.8 kg). */
async function makePlan(quantity: number, productId: string = D.kettle, unitCost = '60.3500') {
  const id = nextId()
  const lineId = nextId()
  planNumber += 1
  await insertSeedRows(t.root, 'erp_ship_order', '000000', [
    {
      id,
      code: `FH-TEST-${planNumber}`,
      storeId: D.storeLosAngeles,
      batchNo: `LOT-TEST-${planNumber}`,
      totalQuantity: quantity,
      status: 1,
      editedAfterConfirm: 0,
    },
  ])
  await insertSeedRows(t.root, 'erp_ship_order_item', '000000', [
    {
      id: lineId,
      shipOrderId: id,
      purchaseOrderId: D.kailiOrder,
      purchaseOrderItemId: D.kailiOrderLine,
      productId,
      factoryId: D.kaili,
      quantity,
      unitCost,
    },
  ])
  return { id, lineId, code: `FH-TEST-${planNumber}`, lot: `LOT-TEST-${planNumber}` }
}

/** A draft ship of a container type to Los Angeles carrying plans. */
async function makeShip(containerType: string, shipOrderIds: string[], lang: Lang = 'en-US') {
  return call(
    'POST',
    '/api/erp/ship/save',
    { containerType, storeId: D.storeLosAngeles, forwarderId: D.forwarder, shipOrderIds },
    lang,
  )
}

const shipRow = (id: string) =>
  one<{
    status: number
    costStatus: number
    code: string
    volume: string
    weight: string
    inboundOrderId: string | null
  }>(
    `SELECT status, cost_status, code, volume::text, weight::text, inbound_order_id::text FROM erp_ship WHERE id = $1`,
    [id],
  )
const planStatus = async (id: string) =>
  await one<{ status: number; shipId: string | null }>(
    `SELECT status, ship_id::text FROM erp_ship_order WHERE id = $1`,
    [id],
  )

describe('loading plans into a container', () => {
  it('works out the load from the cartons and refuses a load over the container, saying the overflow in m³ and kg', async () => {
    const fits = await makePlan(60)
    const made = await makeShip('20GP', [fits.id])
    expect(made.json.code, made.text).toBe(200)
    // 10 cartons of 50x38x56 cm and 9.8 kg.
    expect(await shipRow(made.json.data.id)).toMatchObject({ volume: '1.0640', weight: '98.000' })
    expect((await planStatus(fits.id)).shipId).toBe(made.json.data.id)
    expect(made.json.data.shipOrders.map((p: { id: string }) => p.id)).toEqual([fits.id])

    // 313 cartons take 33.3032 m³ of a 20GP's 33.2.
    const big = await makePlan(313 * 6)
    const over = await makeShip('20GP', [big.id])
    expect(over.status).toBe(400)
    expect(over.json.msg).toMatch(/^Ship "SH-[\w-]+" \(20GP\) cannot hold the load: volume 33\.3032 m³ of 33\.2 m³/)
    expect(over.json.msg).toContain('0.1032 m³ over')
    expect(over.json.msg).toContain('0 kg over')
    const zh = await makeShip('20GP', [big.id], 'zh-CN')
    expect(zh.json.msg).toContain('超出 0.1032 m³')
    expect((await planStatus(big.id)).shipId).toBeNull()
    // The same load fits a 40HQ.
    expect((await makeShip('40HQ', [big.id])).json.code).toBe(200)
  })

  it('refuses a load too heavy for the container, saying the kilograms over', async () => {
    await insertSeedRows(t.root, 'erp_base_product', '000000', [
      { id: ANVIL, sysSku: 'TEST-ANVIL', boxGauge: '40x40x40', singleBoxWeight: '500.000', boxQuantity: 1, status: 1 },
    ])
    const heavy = await makePlan(60, ANVIL, '100.0000')
    const res = await makeShip('20GP', [heavy.id], 'ja-JP')
    expect(res.status).toBe(400)
    // 60 × 500 kg = 30,000 kg of a 20GP's 28,200; 60 × 0.064 m³ = 3.84 m³ fits.
    expect(res.json.msg).toContain('1800.000 kg 超過')
    expect(res.json.msg).toContain('0.0000 m³ 超過')
  })

  it('refuses a plan on another ship and a container change past the draft', async () => {
    const res = await makeShip('40HQ', [D.planOnConfirmed])
    expect(res.status).toBe(400)
    expect(res.json.msg).toContain('SH-20261206-0002')
    const change = await call('POST', '/api/erp/ship/update', { id: D.confirmed, containerType: '20GP' })
    expect(change.status).toBe(400)
  })
})

describe('costs', () => {
  it('allocates each cost by its basis exactly to the cent and works out rates per m³, per kg and of value', async () => {
    const plans = [await makePlan(7), await makePlan(13), await makePlan(100)]
    const made = await makeShip(
      '40HQ',
      plans.map((p) => p.id),
    )
    const shipId = String(made.json.data.id)
    const save = (row: Record<string, unknown>) => call('POST', '/api/erp/shipcost/save', { shipId, ...row })
    const freight = await save({
      costType: '1',
      currencyCode: 'USD',
      partyId: D.forwarder,
      basis: '1',
      priceUnit: '1',
      unitPrice: '2800',
    })
    expect(freight.json.code, freight.text).toBe(200)
    const customs = await save({ costType: '2', currencyCode: 'CNY', amount: '333.33', basis: '2' })
    const insurance = await save({ costType: '3', currencyCode: 'CNY', basis: '3', priceUnit: '3', unitPrice: '0.3' })
    const trucking = await save({ costType: '5', currencyCode: 'CNY', amount: '100.00', basis: '1' })
    expect([customs, insurance, trucking].map((r) => r.json.code)).toEqual([200, 200, 200])

    const res = await call('POST', '/api/erp/shipcost/calculate', { shipId })
    expect(res.json.code, res.text).toBe(200)
    const detail = res.json.data
    expect(detail.costStatus).toBe(1)
    // 2 + 3 + 17 cartons = 22 × 0.1064 m³ = 2.3408 m³ × 2800 = 6554.24 USD.
    const byType = (type: number) => detail.costs.find((c: { costType: number }) => c.costType === type)
    expect(byType(1).amount).toBe('6554.24')
    expect(byType(1).baseAmount).toBe('46535.10')
    // 0.3% of 120 × 60.35 = 7242.00 → 21.73 (21.726 half up).
    expect(byType(3).amount).toBe('21.73')
    for (const cost of detail.costs) {
      const parts = cost.allocations.map((a: { amount: string }) => a.amount)
      expect(sumDecimal('0', ...parts), `cost ${cost.costType}`).toBe(cost.amount)
      const base = cost.allocations.map((a: { baseAmount: string }) => a.baseAmount)
      expect(sumDecimal('0', ...base), `cost ${cost.costType} in CNY`).toBe(cost.baseAmount)
    }
    // Weight (and volume) by cartons 2:3:17 of 333.33 → 30.3027…, 45.4540…, 257.5731… → one cent left, to the largest remainder (.409).
    expect(byType(2).allocations.map((a: { amount: string }) => a.amount)).toEqual(['30.30', '45.46', '257.57'])
    // Value by units 7:13:100 of 21.73 → 1.2675…, 2.3540…, 18.1083… → 1.27, 2.35, 18.11.
    expect(byType(3).allocations.map((a: { amount: string }) => a.amount)).toEqual(['1.27', '2.35', '18.11'])
    // Each line's landed unit cost: its purchase cost plus what it carries ÷ units, four places.
    const line = detail.lines.find((l: { shipOrderItemId: string }) => l.shipOrderItemId === plans[0]?.lineId)
    const carried = sumDecimal(
      '0',
      ...detail.costs.map(
        (c: { allocations: { shipOrderItemId: string; baseAmount: string }[] }) =>
          c.allocations.find((a) => a.shipOrderItemId === plans[0]?.lineId)?.baseAmount ?? '0',
      ),
    )
    expect(line.allocated).toBe(carried.replace(/(\.\d\d)0+$/, '$1'))
    expect(line.landedUnitCost).toBe(divideDecimal(sumDecimal(multiplyDecimal('60.35', '7'), carried), '7', 4, 1))
  })

  it('takes the forwarder’s last rate when none is given, and refuses a cost with no basis to share by', async () => {
    const plan = await makePlan(6)
    const shipId = String((await makeShip('40HQ', [plan.id])).json.data.id)
    await call('POST', '/api/erp/shipcost/save', {
      shipId,
      costType: '1',
      currencyCode: 'USD',
      partyId: D.forwarder,
      basis: '1',
      priceUnit: '1',
    })
    const res = await call('POST', '/api/erp/shipcost/calculate', { shipId })
    expect(res.json.code, res.text).toBe(200)
    // The forwarder's last freight per m³ (2800 USD, the test above) × 0.1064 m³.
    expect(res.json.data.costs[0]).toMatchObject({ unitPrice: '2800.0000', amount: '297.92' })

    const free = await makePlan(6, D.kettle, '0')
    const freeShip = String((await makeShip('40HQ', [free.id])).json.data.id)
    await call('POST', '/api/erp/shipcost/save', {
      shipId: freeShip,
      costType: '3',
      currencyCode: 'CNY',
      amount: '5.00',
      basis: '3',
    })
    const zero = await call('POST', '/api/erp/shipcost/calculate', { shipId: freeShip })
    expect(zero.status).toBe(400)
    expect(zero.json.msg).toContain('By value')
  })

  it('blocks the bill until the costs are calculated and checked, then bills each party and currency unpaid', async () => {
    const plan = await makePlan(12)
    const shipId = String((await makeShip('40HQ', [plan.id])).json.data.id)
    await call('POST', '/api/erp/shipcost/save', {
      shipId,
      costType: '1',
      currencyCode: 'USD',
      partyId: D.forwarder,
      amount: '900.00',
      basis: '1',
    })
    await call('POST', '/api/erp/shipcost/save', {
      shipId,
      costType: '4',
      currencyCode: 'USD',
      partyId: D.forwarder,
      amount: '150.50',
      basis: '2',
    })
    await call('POST', '/api/erp/shipcost/save', {
      shipId,
      costType: '2',
      currencyCode: 'CNY',
      amount: '600.00',
      basis: '3',
    })
    const early = await call('POST', '/api/erp/ship/generateBill', { ids: shipId })
    expect(early.status).toBe(400)
    expect(early.json.msg).toContain('cost not calculated')
    expect((await call('POST', '/api/erp/shipcost/calculate', { shipId })).json.code).toBe(200)
    expect((await call('POST', '/api/erp/ship/generateBill', { ids: shipId })).status).toBe(400)
    expect((await call('POST', '/api/erp/shipcost/check', { shipId })).json.data.costStatus).toBe(2)
    // Checked costs are locked: no new line, no recalculation.
    expect(
      (
        await call('POST', '/api/erp/shipcost/save', {
          shipId,
          costType: '5',
          currencyCode: 'CNY',
          amount: '1',
          basis: '1',
        })
      ).status,
    ).toBe(400)
    expect((await call('POST', '/api/erp/ship/generateBill', { ids: shipId })).json.code).toBe(200)
    const bills = await t.root.query<{
      partyId: string | null
      currencyCode: string
      amount: string
      status: number
      lines: number
    }>(
      `SELECT b.party_id::text, b.currency_code, b.amount::text, b.status,
              (SELECT count(*)::int FROM erp_ship_bill_item i WHERE i.bill_id = b.id) AS lines
         FROM erp_ship_bill b WHERE b.ship_id = $1 ORDER BY b.currency_code`,
      [shipId],
    )
    expect(bills).toEqual([
      { partyId: null, currencyCode: 'CNY', amount: '600.00', status: 1, lines: 1 },
      { partyId: D.forwarder, currencyCode: 'USD', amount: '1050.50', status: 1, lines: 2 },
    ])
    expect((await shipRow(shipId)).costStatus).toBe(3)
    // Billed costs are not cleared.
    expect((await call('POST', '/api/erp/shipcost/clean', { shipId })).status).toBe(400)
  })
})

describe('changing calculated costs', () => {
  it('clears the allocation when a cost line changes or the calculation is cleaned', async () => {
    const plan = await makePlan(6)
    const shipId = String((await makeShip('40HQ', [plan.id])).json.data.id)
    const saved = await call('POST', '/api/erp/shipcost/save', {
      shipId,
      costType: '1',
      currencyCode: 'USD',
      amount: '10.00',
      basis: '1',
    })
    expect((await call('POST', '/api/erp/shipcost/calculate', { shipId })).json.data.costStatus).toBe(1)
    const allocations = async () =>
      (
        await one<{ n: number }>(
          `SELECT count(*)::int AS n FROM erp_ship_cost_allocation WHERE ship_id = $1 AND is_deleted = 0`,
          [shipId],
        )
      ).n
    expect(await allocations()).toBe(1)
    const version = (
      await one<{ version: number }>(`SELECT version FROM erp_ship_cost WHERE id = $1`, [saved.json.data.id])
    ).version
    const updated = await call('POST', '/api/erp/shipcost/update', { id: saved.json.data.id, version, amount: '12.50' })
    expect(updated.json.code, updated.text).toBe(200)
    // 12.50 USD × 7.1 in the base currency.
    expect(updated.json.data.baseAmount).toBe('88.75')
    expect(await allocations()).toBe(0)
    expect((await shipRow(shipId)).costStatus).toBe(0)
    expect((await call('POST', '/api/erp/shipcost/calculate', { shipId })).json.code).toBe(200)
    const cleaned = await call('POST', '/api/erp/shipcost/clean', { shipId })
    expect(cleaned.json.data.costStatus).toBe(0)
    expect(await allocations()).toBe(0)
    const zh = await call('POST', '/api/erp/ship/generateBill', { ids: shipId }, 'zh-CN')
    expect(zh.json.msg).toContain('费用未计算')
  })
})

describe('a ship’s lifecycle', () => {
  it('confirms, reopens, refuses to depart a changed shipment, departs into transit, arrives at landed cost and is received', async () => {
    const plan = await makePlan(30)
    const shipId = String((await makeShip('40HQ', [plan.id])).json.data.id)
    const code = (await shipRow(shipId)).code

    // A draft cannot depart: refused naming the ship, its status and the action.
    const early = await call('POST', '/api/erp/ship/updateStatus', { ids: shipId, status: '3' })
    expect(early.status).toBe(400)
    expect(early.json.msg).toContain(code)
    expect(early.json.msg).toContain('Draft')

    expect((await call('POST', '/api/erp/ship/updateConfirm', { ids: shipId })).json.code).toBe(200)
    expect((await shipRow(shipId)).status).toBe(2)
    expect((await call('POST', '/api/erp/ship/updateStatus', { ids: shipId, status: '1' })).json.code).toBe(200)
    expect((await call('POST', '/api/erp/ship/updateConfirm', { ids: shipId })).json.code).toBe(200)

    // The plan edited after the confirmation: shipment changed.
    const edited = await call('POST', '/api/erp/shiporder/update', { id: plan.id, remark: 'two more pallets' })
    expect(edited.json.code, edited.text).toBe(200)
    expect((await call('GET', '/api/erp/ship/detail', { id: shipId })).json.data.changed).toBe(1)
    const changed = await call('POST', '/api/erp/ship/updateStatus', { ids: shipId, status: '3' })
    expect(changed.status).toBe(400)
    expect(changed.json.msg).toContain('Shipment changed')
    expect(changed.json.msg).toContain(plan.code)
    // Reopened and confirmed again, it departs: the units in transit to Los Angeles, the plan shipped.
    await call('POST', '/api/erp/ship/updateStatus', { ids: shipId, status: '1' })
    expect((await call('POST', '/api/erp/ship/updateConfirm', { ids: shipId })).json.code).toBe(200)
    const depart = await call('POST', '/api/erp/ship/updateStatus', { ids: shipId, status: '3' })
    expect(depart.json.code, depart.text).toBe(200)
    const transit = await one<{ inTransit: number; onHand: number }>(
      `SELECT coalesce(sum(in_transit), 0)::int AS in_transit, coalesce(sum(on_hand), 0)::int AS on_hand
         FROM erp_store_product_inventory WHERE store_id = $1 AND batch_no = $2`,
      [D.storeLosAngeles, plan.lot],
    )
    expect(transit).toEqual({ inTransit: 30, onHand: 0 })
    expect((await planStatus(plan.id)).status).toBe(60)
    // Departed: no void.
    expect((await call('POST', '/api/erp/ship/updateStatus', { ids: shipId, status: '80' })).status).toBe(400)

    // No inbound before the costs are calculated.
    const noCost = await call('POST', '/api/erp/ship/generateInbound', { ids: shipId })
    expect(noCost.status).toBe(400)
    expect(noCost.json.msg).toContain('cost not calculated')
    await call('POST', '/api/erp/shipcost/save', {
      shipId,
      costType: '1',
      currencyCode: 'USD',
      amount: '100.00',
      basis: '1',
    })
    await call('POST', '/api/erp/shipcost/save', {
      shipId,
      costType: '4',
      currencyCode: 'CNY',
      amount: '31.00',
      basis: '2',
    })
    expect((await call('POST', '/api/erp/shipcost/calculate', { shipId })).json.code).toBe(200)
    const made = await call('POST', '/api/erp/ship/generateInbound', { ids: shipId })
    expect(made.json.code, made.text).toBe(200)
    const ship = await shipRow(shipId)
    expect(ship.status).toBe(4)
    const line = await one<{
      id: string
      unitCost: string
      batchNo: string
      plannedQuantity: number
      fromTransit: number
    }>(
      `SELECT id::text, unit_cost::text, batch_no, planned_quantity, from_transit FROM ware_inbound_batch_item
        WHERE inbound_order_id = $1`,
      [ship.inboundOrderId],
    )
    // Landed: 60.35 + (100 USD × 7.1 + 31 CNY) ÷ 30 = 60.35 + 24.70 = 85.05 CNY a unit.
    expect(line).toMatchObject({ unitCost: '85.0500', batchNo: plan.lot, plannedQuantity: 30, fromTransit: 1 })
    const before = await one<{ receivedQuantity: number }>(
      `SELECT coalesce(received_quantity, 0)::int AS received_quantity FROM erp_purchase_order_item WHERE id = $1 AND tenant_id = '000000'`,
      [D.kailiOrderLine],
    )

    // Received in part: the purchase order counts it; in full: the ship is received and the plan completed.
    const receive = (receivedQuantity: number) =>
      call('POST', '/api/ware/winboundorder/accept', {
        id: ship.inboundOrderId,
        items: [{ id: line.id, receivedQuantity }],
      })
    expect((await receive(10)).json.code).toBe(200)
    expect((await shipRow(shipId)).status).toBe(4)
    expect((await receive(30)).json.code).toBe(200)
    expect((await shipRow(shipId)).status).toBe(5)
    expect((await planStatus(plan.id)).status).toBe(100)
    const after = await one<{ receivedQuantity: number }>(
      `SELECT received_quantity FROM erp_purchase_order_item WHERE id = $1 AND tenant_id = '000000'`,
      [D.kailiOrderLine],
    )
    expect(after.receivedQuantity - before.receivedQuantity).toBe(30)
    const arrived = await one<{ inTransit: number; onHand: number; unitCost: string }>(
      `SELECT coalesce(sum(in_transit), 0)::int AS in_transit, coalesce(sum(on_hand), 0)::int AS on_hand,
              max(unit_cost)::text AS unit_cost
         FROM erp_store_product_inventory WHERE store_id = $1 AND batch_no = $2`,
      [D.storeLosAngeles, plan.lot],
    )
    expect(arrived).toMatchObject({ inTransit: 0, onHand: 30 })
  })

  it('voids a draft and lets its plans go; refuses to confirm an empty ship', async () => {
    const plan = await makePlan(6)
    const shipId = String((await makeShip('40GP', [plan.id])).json.data.id)
    expect((await call('POST', '/api/erp/ship/updateStatus', { ids: shipId, status: '80' })).json.code).toBe(200)
    expect(await planStatus(plan.id)).toMatchObject({ status: 1, shipId: null })
    const empty = String((await makeShip('LCL', [])).json.data.id)
    const res = await call('POST', '/api/erp/ship/updateConfirm', { ids: empty })
    expect(res.status).toBe(400)
    expect(res.json.msg).toContain('no shipment plans')
  })

  it('merges drafts into one container when they fit together, and records ticket codes', async () => {
    const a = await makePlan(60)
    const b = await makePlan(120)
    const target = String((await makeShip('20GP', [a.id])).json.data.id)
    const other = String((await makeShip('40GP', [b.id])).json.data.id)
    const candidates = await call('GET', '/api/erp/ship/detailMerge', { id: target })
    expect(candidates.json.data.candidates.map((s: { id: string }) => s.id)).toContain(other)
    const merged = await call('POST', '/api/erp/ship/updateMerge', { id: target, ids: other })
    expect(merged.json.code, merged.text).toBe(200)
    expect((await planStatus(b.id)).shipId).toBe(target)
    expect(await shipRow(target)).toMatchObject({ volume: '3.1920', weight: '294.000' })
    expect(await one(`SELECT status, merged_into_id::text FROM erp_ship WHERE id = $1`, [other])).toEqual({
      status: 80,
      mergedIntoId: target,
    })
    expect(
      (await call('POST', '/api/erp/ship/updateTicketCode', { ids: target, ticketCode: 'TK-MERGED-1' })).json.code,
    ).toBe(200)
    const codes = await call('GET', '/api/erp/ship/listTicketCode', { ticketCode: 'TK-MERGED' })
    expect(codes.json.data.map((r: { shipId: string }) => r.shipId)).toEqual([target])
  })

  it('makes the factories’ invoice notices of a ship once, at the purchase prices', async () => {
    const res = await call('POST', '/api/erp/financialinvoice/createInvoice', { shipId: D.checked })
    expect(res.json.code, res.text).toBe(200)
    // Six kettles from Kaili at 8.5 USD.
    expect(res.json.data).toMatchObject([{ factoryId: D.kaili, currencyCode: 'USD', amount: '51.00' }])
    expect(await one(`SELECT status FROM erp_financial_invoice WHERE id = $1`, [res.json.data[0].id])).toEqual({
      status: 1,
    })
    expect((await call('POST', '/api/erp/financialinvoice/createInvoice', { shipId: D.checked })).status).toBe(400)
  })
})
