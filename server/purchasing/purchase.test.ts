import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { DEMO as S } from '../shops/seed-shops.ts'
import { decideApproval } from '../testing/approvals.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { adminActor } from '../testing/test-users.ts'
import { createDraftPurchase } from './purchase.ts'
import { DEMO_PURCHASE as D, DEMO_FACTORIES as F } from './seed-purchasing.ts'

// Issue 30: the purchase chain — plan → purchase → split per factory → audit → quality check → ship → receipt.
let t: TestApp
let admin: string
beforeAll(async () => {
  t = await openTestApp()
  admin = (await t.signIn()).access_token
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST', path: string, params: Record<string, unknown> = {}) =>
  method === 'GET'
    ? t.call('GET', path, { token: admin, query: params as Record<string, string>, lang: 'en-US' })
    : t.call('POST', path, { token: admin, body: params, lang: 'en-US' })

const one = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await t.root.query<T & Record<string, unknown>>(sql, params))[0] as T

/** An approved plan of the Amazon US shop from Kaili: 10 boxes of 12 kettles at 8.5 USD. */
async function approvedPlan(): Promise<{ planId: string; lineId: string }> {
  const r = await call('POST', '/api/erp/saleplan/save', {
    planName: 'Chain plan',
    platformId: S.amazon,
    shopId: S.shopAmazonUs,
    factoryId: F.kaili,
    currencyCode: 'USD',
    buildOrderDay: '2027-01-05',
    deliveryTime: '2027-02-20',
    items: [{ productId: P.kettle, fobPrice: '8.5', boxRate: 12, boxNum: '10' }],
  })
  expect(r.json.code, r.text).toBe(200)
  const planId = String(r.json.data.id)
  expect((await call('POST', '/api/erp/saleplan/start-sale', { ids: planId })).json.code).toBe(200)
  await decideApproval(t, admin, 'erp/saleplan', planId)
  const line = await one<{ id: string }>(`SELECT id::text FROM erp_sale_plan_item WHERE plan_id = $1`, [planId])
  return { planId, lineId: line.id }
}

/** A plan submitted and waiting for its approval. */
async function approvedPlanPending(): Promise<{ planId: string }> {
  const r = await call('POST', '/api/erp/saleplan/save', {
    planName: 'Waiting plan',
    platformId: S.amazon,
    shopId: S.shopAmazonUs,
    factoryId: F.kaili,
    currencyCode: 'USD',
    items: [{ productId: P.kettle, fobPrice: '8.5', boxRate: 12, boxNum: '1' }],
  })
  const planId = String(r.json.data.id)
  expect((await call('POST', '/api/erp/saleplan/start-sale', { ids: planId })).json.code).toBe(200)
  return { planId }
}

const planStatus = async (id: string) =>
  (await one<{ status: number }>(`SELECT status FROM erp_sale_plan WHERE id = $1`, [id])).status
const purchaseStatus = async (id: string) =>
  (await one<{ status: number }>(`SELECT status FROM erp_purchase WHERE id = $1 AND tenant_id = '000000'`, [id])).status
const orderRow = (id: string) =>
  one<{
    status: number
    progressStatus: number
    inboundOrderId: string | null
    code: string
    receivedQuantity: number
  }>(
    `SELECT status, progress_status, inbound_order_id::text, code, received_quantity FROM erp_purchase_order WHERE id = $1 AND tenant_id = '000000'`,
    [id],
  )

describe('entering a purchase', () => {
  it('draws lines from an approved plan, works out amounts exactly, and refuses more than is left', async () => {
    const { lineId } = await approvedPlan()
    const over = await call('POST', '/api/purchase/insert', {
      items: [
        {
          salePlanItemId: lineId,
          productId: P.kettle,
          factoryId: F.kaili,
          quantity: 121,
          price: '8.5',
          currencyCode: 'USD',
        },
      ],
    })
    expect(over.json.code).toBe(400)
    expect(over.json.msg).toBe('Invalid input: Line 1: quantity 121 is more than the 120 left to buy on the sales plan')
    const r = await call('POST', '/api/purchase/insert', {
      items: [
        {
          salePlanItemId: lineId,
          productId: P.kettle,
          factoryId: F.kaili,
          quantity: 7,
          price: '8.1234',
          currencyCode: 'USD',
        },
      ],
    })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data.code).toMatch(/^CG-\d{8}-\d{4}$/)
    const line = await one<{ amount: string }>(`SELECT amount::text FROM erp_purchase_item WHERE purchase_id = $1`, [
      r.json.data.id,
    ])
    expect(line.amount).toBe('56.8638')
  })

  it('refuses a line of a plan that is not approved, and a product that is not the plan line’s', async () => {
    const pending = await call('POST', '/api/purchase/insert', {
      items: [
        {
          salePlanItemId: '1000000000000003402',
          productId: P.kettle,
          factoryId: F.kaili,
          quantity: 1,
          price: '1',
          currencyCode: 'USD',
        },
      ],
    })
    expect(pending.json.msg).toBe(
      'Invalid input: Line 1: sales plan "SP-20261201-0001" is not approved and cannot be bought against',
    )
    const other = await call('POST', '/api/purchase/insert', {
      items: [
        {
          salePlanItemId: D.planLine,
          productId: P.pan,
          factoryId: F.kaili,
          quantity: 1,
          price: '1',
          currencyCode: 'USD',
        },
      ],
    })
    expect(other.json.msg).toBe("Invalid input: Line 1: the product is not the sales plan line's product")
  })

  it('createDraftPurchase makes a purchase to be determined at the default supplier’s price', async () => {
    const actor = await adminActor(t)
    const db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
    const id = await db.begin((tx) => createDraftPurchase(tx, actor, [{ productId: P.pan, quantity: 30 }]))
    const line = await one<{ factoryId: string; price: string; quantity: number }>(
      `SELECT factory_id::text, price::text, quantity FROM erp_purchase_item WHERE purchase_id = $1`,
      [id],
    )
    expect(line).toMatchObject({ factoryId: F.hengda, quantity: 30 })
    expect(await purchaseStatus(id)).toBe(1)
  })
})

describe('the chain from plan to stock', () => {
  it('plan → purchase → split → audit → quality check (failed, re-checked) → ship → receipt, costed at the rate', async () => {
    const { planId, lineId } = await approvedPlan()
    // Two factories: the plan's kettles from Kaili, frying pans from Hengda in CNY.
    const r = await call('POST', '/api/purchase/insert', {
      storeId: D.storeLosAngeles,
      expectedDate: '2027-03-01',
      items: [
        {
          salePlanItemId: lineId,
          productId: P.kettle,
          factoryId: F.kaili,
          quantity: 60,
          price: '8.5',
          currencyCode: 'USD',
        },
        { productId: P.pan, factoryId: F.hengda, quantity: 20, price: '58', currencyCode: 'CNY' },
      ],
    })
    expect(r.json.code, r.text).toBe(200)
    const purchaseId = String(r.json.data.id)
    const totals = await call('GET', '/api/purchase/listTotal', { code: r.json.data.code })
    expect(totals.json.data).toMatchObject({
      count: 1,
      totalQuantity: 80,
      amounts: [
        { currencyCode: 'CNY', amount: '1160.00' },
        { currencyCode: 'USD', amount: '510.00' },
      ],
    })

    const determined = await call('POST', '/api/purchase/updateStatus', { ids: purchaseId, status: '3' })
    expect(determined.json.code, determined.text).toBe(200)
    expect(await purchaseStatus(purchaseId)).toBe(3)
    expect(await planStatus(planId)).toBe(4)
    const orders = await t.root.query<{ id: string; factoryId: string; exchangeRate: string; amount: string }>(
      `SELECT id::text, factory_id::text, exchange_rate::text, amount::text FROM erp_purchase_order WHERE purchase_id = $1 ORDER BY factory_id`,
      [purchaseId],
    )
    expect(orders.map((o) => [o.factoryId, o.exchangeRate, o.amount])).toEqual([
      [F.kaili, '7.100000', '510.0000'],
      [F.hengda, '1.000000', '1160.0000'],
    ])
    const kaili = orders[0]?.id as string
    // Determined purchases cannot be edited; the order cannot be shipped before its approval.
    const edit = await call('POST', '/api/purchase/edit', { id: purchaseId, remark: 'late' })
    expect(edit.json.code).toBe(400)
    const early = await call('POST', '/api/erp/purchaseorder/ship', { ids: kaili })
    expect(early.json.msg).toContain('is not approved')

    const deposit = await call('POST', '/api/purchaseSpilt/editRetainer', { id: kaili, retainerRatio: '0.3' })
    expect(deposit.json.data).toMatchObject({ retainerAmount: '153.0000', retainerRatio: '0.3000' })

    const audit = await call('POST', '/api/purchaseSpilt/audit', { ids: kaili })
    expect(audit.json.code, audit.text).toBe(200)
    expect((await orderRow(kaili)).status).toBe(5)
    await decideApproval(t, admin, 'erp/purchaseorder', kaili)
    expect((await orderRow(kaili)).status).toBe(2)

    const noCheck = await call('POST', '/api/erp/purchaseorder/ship', { ids: kaili })
    expect(noCheck.json.msg).toMatch(/has no passed quality check/)
    const check = (lotNo: string, defectQuantity: number, result: '1' | '2') =>
      call('POST', '/api/purchaseSpilt/qualityCheck', {
        purchaseOrderId: kaili,
        lotNo,
        sampledQuantity: 30,
        defectQuantity,
        result,
        photos: ['/api/picture/file/a.png'],
      })
    const passed = await check('A', 0, '1')
    expect(passed.json.data).toMatchObject({ defectRate: '0.0000', progressStatus: '2' })
    const failed = await check('B', 4, '2')
    expect(failed.json.data).toMatchObject({ defectRate: '0.1333', progressStatus: '3' })
    const blocked = await call('POST', '/api/erp/purchaseorder/ship', { ids: kaili })
    expect(blocked.json.code).toBe(400)
    expect(blocked.json.msg).toContain('Lot "B"')
    const recheck = await check('B', 1, '1')
    expect(recheck.json.data).toMatchObject({ defectRate: '0.0333', progressStatus: '2' })
    const history = await t.root.query(`SELECT 1 FROM erp_purchase_quality_check WHERE purchase_order_id = $1`, [kaili])
    expect(history).toHaveLength(3)

    const shipped = await call('GET', '/api/erp/purchaseorder/ship', { ids: kaili })
    expect(shipped.json.code, shipped.text).toBe(200)
    const order = await orderRow(kaili)
    expect(order.progressStatus).toBe(4)
    const inbound = await one<{ id: string; sourceCode: string; status: number; storeId: string }>(
      `SELECT id::text, source_code, status, store_id::text FROM ware_inbound_order WHERE id = $1`,
      [order.inboundOrderId],
    )
    expect(inbound).toMatchObject({ sourceCode: order.code, status: 1, storeId: D.storeLosAngeles })
    const inboundLine = await one<{ id: string; unitCost: string; plannedQuantity: number; batchNo: string }>(
      `SELECT id::text, unit_cost::text, planned_quantity, batch_no FROM ware_inbound_batch_item WHERE inbound_order_id = $1`,
      [inbound.id],
    )
    expect(inboundLine).toMatchObject({ unitCost: '60.3500', plannedQuantity: 60, batchNo: order.code })
    const ship = await call('GET', '/api/purchase/searchShip', { code: order.code })
    expect(ship.json.data.records.map((x: { id: string }) => x.id)).toEqual([kaili])

    const receive = (receivedQuantity: number) =>
      call('POST', '/api/ware/winboundorder/accept', {
        id: inbound.id,
        items: [{ id: inboundLine.id, receivedQuantity }],
      })
    expect((await receive(25)).json.code).toBe(200)
    expect(await orderRow(kaili)).toMatchObject({ progressStatus: 5, receivedQuantity: 25 })
    expect((await receive(60)).json.code).toBe(200)
    expect(await orderRow(kaili)).toMatchObject({ progressStatus: 6, receivedQuantity: 60 })
    expect(
      (await one<{ status: number }>(`SELECT status FROM ware_inbound_order WHERE id = $1`, [inbound.id])).status,
    ).toBe(100)
    const lots = await t.root.query<{ quantity: number; unitCost: string }>(
      `SELECT quantity, unit_cost::text FROM erp_store_product_inventory_log WHERE document_id = $1 ORDER BY id`,
      [inbound.id],
    )
    expect(lots).toEqual([
      { quantity: 25, unitCost: '60.3500' },
      { quantity: 35, unitCost: '60.3500' },
    ])
    // The Hengda order is not received yet: the purchase stays determined, then the last price is offered.
    expect(await purchaseStatus(purchaseId)).toBe(3)
    const price = await call('GET', '/api/erp/financialproceeds/getPrice', { productId: P.kettle, factoryId: F.kaili })
    expect(price.json.data).toMatchObject({ price: '8.50', currencyCode: 'USD', purchaseOrderId: kaili })
    const none = await call('GET', '/api/erp/financialproceeds/getPrice', {
      productId: P.kettle,
      factoryId: F.brightway,
    })
    expect(none.json.data).toBeNull()
  })

  it('a purchase is complete once all its orders are received', async () => {
    // The demo purchase's only order is approved and checked: ship and receive it all.
    const shipped = await call('POST', '/api/erp/purchaseorder/ship', { ids: D.kailiOrder })
    expect(shipped.json.code, shipped.text).toBe(200)
    const { inboundOrderId } = await orderRow(D.kailiOrder)
    const line = await one<{ id: string }>(
      `SELECT id::text FROM ware_inbound_batch_item WHERE inbound_order_id = $1 AND tenant_id = '000000'`,
      [inboundOrderId],
    )
    const r = await call('POST', '/api/ware/winboundorder/accept', {
      id: inboundOrderId,
      items: [{ id: line.id, receivedQuantity: 120 }],
    })
    expect(r.json.code, r.text).toBe(200)
    expect(await purchaseStatus(D.purchase)).toBe(100)
  })
})

describe('transitions allowed and refused', () => {
  it('abolishes a draft, refuses to determine it then; a determined purchase with an approved order cannot be abolished', async () => {
    const draft = await call('POST', '/api/purchase/insert', {
      items: [{ productId: P.pan, factoryId: F.hengda, quantity: 5, price: '58', currencyCode: 'CNY' }],
    })
    const id = String(draft.json.data.id)
    expect((await call('POST', '/api/purchase/updateStatus', { ids: id, status: '80' })).json.code).toBe(200)
    const again = await call('POST', '/api/purchase/updateStatus', { ids: id, status: '3' })
    expect(again.json.code).toBe(400)
    const demo = await call('POST', '/api/purchase/updateStatus', { ids: D.purchase, status: '80' })
    expect(demo.json.code).toBe(400)
  })

  it('a determined purchase may be marked complete by hand; a draft may not', async () => {
    const r = await call('POST', '/api/purchase/insert', {
      items: [{ productId: P.pan, factoryId: F.hengda, quantity: 1, price: '58', currencyCode: 'CNY' }],
    })
    const id = String(r.json.data.id)
    const early = await call('POST', '/api/purchase/updateStatus', { ids: id, status: '100' })
    expect(early.json.code).toBe(400)
    await call('POST', '/api/purchase/updateStatus', { ids: id, status: '3' })
    expect((await call('POST', '/api/purchase/updateStatus', { ids: id, status: '100' })).json.code).toBe(200)
    expect(await purchaseStatus(id)).toBe(100)
  })

  it('abolishing a determined purchase voids its orders and gives its plan quantities back', async () => {
    const { planId, lineId } = await approvedPlan()
    const r = await call('POST', '/api/purchase/insert', {
      items: [
        {
          salePlanItemId: lineId,
          productId: P.kettle,
          factoryId: F.kaili,
          quantity: 120,
          price: '8.5',
          currencyCode: 'USD',
        },
      ],
    })
    const id = String(r.json.data.id)
    await call('POST', '/api/purchase/updateStatus', { ids: id, status: '3' })
    expect(await planStatus(planId)).toBe(5)
    const abolished = await call('POST', '/api/purchase/updateStatus', { ids: id, status: '80' })
    expect(abolished.json.code, abolished.text).toBe(200)
    expect(await planStatus(planId)).toBe(3)
    const orders = await t.root.query<{ status: number }>(
      `SELECT status FROM erp_purchase_order WHERE purchase_id = $1`,
      [id],
    )
    expect(orders.map((o) => o.status)).toEqual([4])
    // Bought in two halves, then one abolished: purchased, then partly purchased again.
    const half = async () => {
      const h = await call('POST', '/api/purchase/insert', {
        items: [
          {
            salePlanItemId: lineId,
            productId: P.kettle,
            factoryId: F.kaili,
            quantity: 60,
            price: '8.5',
            currencyCode: 'USD',
          },
        ],
      })
      await call('POST', '/api/purchase/updateStatus', { ids: h.json.data.id, status: '3' })
      return String(h.json.data.id)
    }
    const first = await half()
    expect(await planStatus(planId)).toBe(4)
    await half()
    expect(await planStatus(planId)).toBe(5)
    expect((await call('POST', '/api/purchase/updateStatus', { ids: first, status: '80' })).json.code).toBe(200)
    expect(await planStatus(planId)).toBe(4)
  })

  it('a rejected audit keeps the comment; a rejected order may be audited again; void orders refuse it', async () => {
    const audit = await call('POST', '/api/erp/purchaseorder/audit', { ids: D.pendingOrder })
    expect(audit.json.code, audit.text).toBe(200)
    await decideApproval(t, admin, 'erp/purchaseorder', D.pendingOrder, { pass: false, comment: 'Price too high' })
    expect(
      await one(`SELECT status, audit_remark FROM erp_purchase_order WHERE id = $1 AND tenant_id = '000000'`, [
        D.pendingOrder,
      ]),
    ).toEqual({
      status: 3,
      auditRemark: 'Price too high',
    })
    const edited = await call('POST', '/api/erp/purchaseorder/submit', { id: D.pendingOrder, exchangeRate: '1' })
    expect(edited.json.code, edited.text).toBe(200)
    const approvedEdit = await call('POST', '/api/erp/purchaseorder/submit', { id: D.kailiOrder, remark: 'x' })
    expect(approvedEdit.json.code).toBe(400)
  })

  it("complete-purchase decides a purchase order's task and refuses a sales plan's", async () => {
    const order = await call('POST', '/api/erp/purchaseorder/submit', {
      factoryId: F.hengda,
      currencyCode: 'CNY',
      items: [{ productId: P.pan, quantity: 4, price: '58' }],
    })
    const id = String(order.json.data.id)
    expect((await call('POST', '/api/erp/purchaseorder/audit', { ids: id })).json.code).toBe(200)
    const task = await one<{ id: string }>(
      `SELECT t.id::text FROM wf_task t JOIN wf_instance i ON i.id = t.instance_id AND i.tenant_id = t.tenant_id
        WHERE i.business_resource = 'erp/purchaseorder' AND i.business_id = $1 AND t.state = 'open'`,
      [id],
    )
    const done = await call('POST', '/api/erp/purchaseorder/complete-purchase', { taskId: task.id, flag: 'ok' })
    expect(done.json.code, done.text).toBe(200)
    expect((await orderRow(id)).status).toBe(2)
    const { planId } = await approvedPlanPending()
    const planTask = await one<{ id: string }>(
      `SELECT t.id::text FROM wf_task t JOIN wf_instance i ON i.id = t.instance_id AND i.tenant_id = t.tenant_id
        WHERE i.business_resource = 'erp/saleplan' AND i.business_id = $1 AND t.state = 'open'`,
      [planId],
    )
    const refused = await call('POST', '/api/erp/purchaseorder/complete-purchase', { taskId: planTask.id, flag: 'ok' })
    expect(refused.json.msg).toBe('This task is not an approval of a purchase order')
  })

  it('refuses a check with more defects than sampled, and a deposit above the amount', async () => {
    const bad = await call('POST', '/api/purchaseSpilt/qualityCheck', {
      purchaseOrderId: D.checkOrder,
      lotNo: 'X',
      sampledQuantity: 5,
      defectQuantity: 6,
      result: '2',
    })
    expect(bad.json.msg).toBe('Defects (6) cannot be more than the units sampled (5)')
    const deposit = await call('POST', '/api/purchaseSpilt/editRetainer', { id: D.checkOrder, retainerAmount: '3000' })
    expect(deposit.json.msg).toBe('The deposit 3000.00 cannot exceed the order amount 2900.00')
  })

  it('reads the split view through the same records, with totals per currency', async () => {
    const page = await call('GET', '/api/purchaseSpilt/page', { code: 'PO-20261201-0003' })
    expect(page.json.data.records.map((x: { id: string }) => x.id)).toEqual([D.checkOrder])
    const detail = await call('GET', '/api/purchaseSpilt/detail', { id: D.checkOrder })
    expect(detail.json.data.items).toHaveLength(1)
    const total = await call('GET', '/api/purchaseSpilt/listTotal', { code: 'PO-20261201-0003' })
    expect(total.json.data).toMatchObject({
      count: 1,
      totalQuantity: 50,
      amounts: [{ currencyCode: 'CNY', amount: '2900.00' }],
      baseAmount: '2900.00',
      baseCurrency: 'CNY',
    })
    const list = await call('GET', '/api/purchase/productList', { salePlanId: D.plan })
    expect(list.json.data.records[0]).toMatchObject({ salePlanItemId: D.planLine, remainingQuantity: 120 })
  })
})

describe('each rule with its message', () => {
  it('a determined purchase cannot be edited; an empty one cannot be determined', async () => {
    const edit = await call('POST', '/api/purchase/edit', { id: D.purchase, remark: 'late' })
    expect(edit.json.msg).toBe(
      'Purchase "CG-20261201-0001" is determined or abolished and can no longer be changed or removed',
    )
    const removed = await call('GET', '/api/purchase/delete', { id: D.purchase })
    expect(removed.json.code).toBe(400)
    const empty = await call('POST', '/api/purchase/insert', { remark: 'nothing yet' })
    const determine = await call('POST', '/api/purchase/updateStatus', { ids: empty.json.data.id, status: '3' })
    expect(determine.json.msg).toMatch(/Purchase "CG-\d{8}-\d{4}" has no lines/)
    expect(await purchaseStatus(empty.json.data.id)).toBe(1)
  })

  it('names the order that stops a purchase from being abolished, and a complete one refuses it', async () => {
    const r = await call('POST', '/api/purchase/insert', {
      items: [{ productId: P.pan, factoryId: F.hengda, quantity: 2, price: '58', currencyCode: 'CNY' }],
    })
    const id = String(r.json.data.id)
    await call('POST', '/api/purchase/updateStatus', { ids: id, status: '3' })
    const order = await one<{ id: string; code: string }>(
      `SELECT id::text, code FROM erp_purchase_order WHERE purchase_id = $1`,
      [id],
    )
    expect((await call('POST', '/api/purchaseSpilt/audit', { ids: order.id })).json.code).toBe(200)
    const refused = await call('POST', '/api/purchase/updateStatus', { ids: id, status: '80' })
    expect(refused.json.msg).toBe(
      `Purchase order "${order.code}" of purchase "${r.json.data.code}" is in approval or approved; the purchase cannot be abolished`,
    )
    const complete = await call('POST', '/api/purchase/updateStatus', { ids: D.purchase, status: '80' })
    expect(complete.json.msg).toBe('"Abolish" is not allowed: CG-20261201-0001 is "Marked complete"')
  })

  it('refuses a currency without a rate into the base currency', async () => {
    await t.root.query(`UPDATE erp_base_currency SET sys_rate = NULL WHERE code = 'JPY' AND tenant_id = '000000'`)
    await t.root.query(
      `DELETE FROM erp_base_exchange_rate WHERE tenant_id = '000000' AND (from_currency = 'JPY' OR to_currency = 'JPY')`,
    )
    const r = await call('POST', '/api/erp/purchaseorder/submit', {
      factoryId: F.kaili,
      currencyCode: 'JPY',
      items: [{ productId: P.kettle, quantity: 1, price: '100' }],
    })
    expect(r.json.msg).toBe('No exchange rate from JPY to CNY: set one up or enter the rate')
    const typed = await call('POST', '/api/erp/purchaseorder/submit', {
      factoryId: F.kaili,
      currencyCode: 'JPY',
      exchangeRate: '0.05',
      items: [{ productId: P.kettle, quantity: 3, price: '100.5' }],
    })
    expect(typed.json.code, typed.text).toBe(200)
    expect(typed.json.data).toMatchObject({ amount: '301.5000', totalQuantity: 3, exchangeRate: '0.050000' })
    // A standalone pending order may be removed; one made from a purchase may not.
    expect((await call('POST', '/api/erp/purchaseorder/remove', { ids: typed.json.data.id })).json.code).toBe(200)
    const kept = await call('POST', '/api/erp/purchaseorder/remove', { ids: D.kailiOrder })
    expect(kept.json.msg).toBe(
      'Purchase order "PO-20261201-0001" comes from a purchase or went to audit and cannot be removed (abolish the purchase)',
    )
  })

  it('deposits: one value needed, both must agree', async () => {
    const none = await call('POST', '/api/purchaseSpilt/editRetainer', { id: D.checkOrder })
    expect(none.json.msg).toBe('Enter the deposit or the deposit ratio')
    const mismatch = await call('POST', '/api/purchaseSpilt/editRetainer', {
      id: D.checkOrder,
      retainerAmount: '100',
      retainerRatio: '0.5',
    })
    expect(mismatch.json.msg).toBe('The deposit 100 does not match the ratio 0.5000 of the amount 2900.0000')
    const amount = await call('POST', '/api/purchaseSpilt/editRetainer', { id: D.checkOrder, retainerAmount: '870' })
    expect(amount.json.data).toMatchObject({ retainerAmount: '870.0000', retainerRatio: '0.3000' })
  })

  it('quality checks: something sampled, on approved orders only', async () => {
    const none = await call('POST', '/api/purchaseSpilt/qualityCheck', {
      purchaseOrderId: D.checkOrder,
      lotNo: 'Z',
      sampledQuantity: 0,
      defectQuantity: 0,
      result: '1',
    })
    expect(none.json.msg).toBe('The units sampled must be more than 0')
    const pendingOrder = await call('POST', '/api/purchaseSpilt/qualityCheck', {
      purchaseOrderId: D.pendingOrder,
      lotNo: 'Z',
      sampledQuantity: 5,
      defectQuantity: 0,
      result: '1',
    })
    expect(pendingOrder.json.msg).toBe(
      'Purchase order "PO-20261201-0002" is not approved: it cannot be checked or shipped',
    )
    const history = await call('GET', '/api/purchaseSpilt/detail', { id: D.kailiOrder })
    expect(history.json.data.qualityChecks[0]).toMatchObject({ lotNo: 'LOT-1', result: 1, defectRate: '0.0000' })
  })

  it('ships only to a destination warehouse, and a shipped order is not shipped again', async () => {
    await t.root.query(`UPDATE erp_purchase_order SET store_id = NULL WHERE id = $1 AND tenant_id = '000000'`, [
      D.checkOrder,
    ])
    await call('POST', '/api/purchaseSpilt/qualityCheck', {
      purchaseOrderId: D.checkOrder,
      lotNo: 'P1',
      sampledQuantity: 10,
      defectQuantity: 0,
      result: '1',
    })
    const r = await call('POST', '/api/erp/purchaseorder/ship', { ids: D.checkOrder })
    expect(r.json.msg).toBe('Purchase order "PO-20261201-0003" has no destination warehouse and cannot ship')
    const again = await call('POST', '/api/erp/purchaseorder/ship', { ids: D.kailiOrder })
    expect(again.json.code).toBe(400)
  })

  it('getPrice needs a product; the contract upload keeps a pdf of at most 2 MB', async () => {
    const price = await call('GET', '/api/erp/financialproceeds/getPrice', { factoryId: F.kaili })
    expect(price.json.msg).toBe('Name a product (productId) or a SKU (sku)')
    const upload = (bytes: Uint8Array, name: string) => {
      const form = new FormData()
      form.set('id', D.checkOrder)
      form.set('file', new File([bytes], name))
      return t.call('POST', '/api/purchaseSpilt/uploadContractFile', { token: admin, form, lang: 'en-US' })
    }
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a])
    const ok = await upload(pdf, 'contract.pdf')
    expect(ok.json.code, ok.text).toBe(200)
    expect(ok.json.data).toMatchObject({ contractFileName: 'contract.pdf' })
    const stored = await one<{ contractFile: string }>(
      `SELECT contract_file FROM erp_purchase_order WHERE id = $1 AND tenant_id = '000000'`,
      [D.checkOrder],
    )
    expect(stored.contractFile).toBe(ok.json.data.contractFile)
    const big = await upload(new Uint8Array(2 * 1024 * 1024 + 1), 'big.pdf')
    expect(big.json.msg).toBe('The contract file cannot be larger than 2 MB')
    const none = await t.call('POST', '/api/purchaseSpilt/uploadContractFile', {
      token: admin,
      form: (() => {
        const f = new FormData()
        f.set('id', D.checkOrder)
        return f
      })(),
      lang: 'en-US',
    })
    expect(none.json.msg).toBe('Upload the contract file')
  })
})
