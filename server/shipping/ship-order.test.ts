import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Actor } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { adminActor } from '../testing/test-users.ts'
import { markPlansCompleted, markPlansShipped, planVolumeWeight } from './ship-order.ts'
import { DEMO_SHIPPING as D } from './ship-order-seed.ts'

// Issue 31: shipment plans group applications for one departure, are inspected, shipped and completed.
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

const planRow = (id: string) =>
  one<{ status: number; voidReason: string | null; editedAfterConfirm: number; code: string }>(
    `SELECT status, void_reason, edited_after_confirm, code FROM erp_ship_order WHERE id = $1 AND tenant_id = '000000'`,
    [id],
  )
const applyStatus = async (id: string) =>
  (await one<{ status: number }>(`SELECT status FROM erp_ship_apply WHERE id = $1 AND tenant_id = '000000'`, [id]))
    .status

const submit = (body: Record<string, unknown>) => call('POST', '/api/erp/shiporder/submit', body)

/** Runs server logic as the demo administrator, in the demo tenant. */
async function withActor<T>(work: (tx: Queryable, actor: Actor) => Promise<T>) {
  const actor = await adminActor(t)
  const db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
  return db.begin((tx) => work(tx, actor))
}

describe('planning a shipment', () => {
  it('requires the destination warehouse, the lot and a positive shipment quantity', async () => {
    const bare = await submit({ items: [{ shipApplyItemId: D.applyLine, quantity: 5 }] })
    expect(bare.status).toBe(400)
    const fields = bare.json.data.errors.map((e: { field: string }) => e.field)
    expect(fields).toEqual(expect.arrayContaining(['storeId', 'batchNo']))
    const noQuantity = await submit({
      storeId: D.storeLosAngeles,
      batchNo: 'LOT-X',
      items: [{ shipApplyItemId: D.applyLine }],
    })
    expect(noQuantity.status).toBe(400)
    const zero = await submit({
      storeId: D.storeLosAngeles,
      batchNo: 'LOT-X',
      items: [{ shipApplyItemId: D.applyLine, quantity: 0 }],
    })
    expect(zero.status).toBe(400)
    expect(zero.json.msg).toContain('Line 1')
    const none = await submit({ storeId: D.storeLosAngeles, batchNo: 'LOT-X', items: [] })
    expect(none.status).toBe(400)
  })

  it('refuses more than its application has left to plan, naming the line, SKU, quantity and what is left', async () => {
    const over = await submit({
      storeId: D.storeLosAngeles,
      batchNo: 'LOT-OVER',
      items: [
        { shipApplyItemId: D.applyLine, quantity: 30 },
        { shipApplyItemId: D.applyLine, quantity: 11 },
      ],
    })
    expect(over.status).toBe(400)
    for (const word of ['Line 2', 'DEMO-KETTLE-17L', '11', '(10)']) expect(over.json.msg).toContain(word)
    // An application already assigned in full to the demo plan has nothing left.
    const taken = await submit({
      storeId: D.storeLosAngeles,
      batchNo: 'LOT-OVER',
      items: [{ shipApplyItemId: D.assignedApplyLine, quantity: 1 }],
    })
    expect(taken.status).toBe(400)
    expect(taken.json.msg).toContain('(0)')
  })

  it('works out cartons, m³ and kg from the products’ cartons, and lists it ready to load', async () => {
    // The demo plan: 50 kettles, 6 a carton → 9 cartons of 50x38x56 cm (0.1064 m³) and 9.8 kg.
    const measures = await withActor((tx) => planVolumeWeight(tx, [D.plan]))
    expect(measures.get(D.plan)).toEqual({ boxes: 9, volume: '0.9576', weight: '88.200' })
    const made = await submit({
      storeId: D.storeLosAngeles,
      batchNo: 'LOT-2027-0320',
      shipDate: '2027-03-20',
      items: [{ shipApplyItemId: D.smallApplyLine, quantity: 7 }],
    })
    expect(made.json.code, made.text).toBe(200)
    const detail = await call('GET', '/api/erp/shiporder/detail', { id: made.json.data.id })
    expect(detail.json.data).toMatchObject({ totalQuantity: 7, boxNum: 2, volume: '0.2128', weight: '19.600' })
    expect(detail.json.data.code).toMatch(/^FH-/)
    const load = await call('GET', '/api/erp/shiporder/ship', { storeId: D.storeLosAngeles })
    const codes = load.json.data.map((p: { id: string }) => p.id)
    expect(codes).toEqual(expect.arrayContaining([D.plan, made.json.data.id]))
    const counts = await call('GET', '/api/erp/shiporder/status')
    expect(counts.json.data.find((c: { status: string }) => c.status === '1').count).toBeGreaterThanOrEqual(2)
    expect((await call('POST', '/api/erp/shiporder/remove', { ids: made.json.data.id })).json.code).toBe(200)
    expect(await applyStatus(D.smallApply)).toBe(1)
  })

  it('downloads the plan as a real xlsx sheet', async () => {
    const res = await t.call('GET', '/api/erp/shiporder/downloadExcel', { token: admin, query: { id: D.plan } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toContain('FH-20261206-0001.xlsx')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(res.bytes as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    const values = sheet?.getSheetValues().flat().map(String) ?? []
    expect(values).toEqual(expect.arrayContaining(['DEMO-KETTLE-17L', 'LOT-2027-0301', '50', '9', 'PO-20261201-0001']))
  })
})

describe('a plan’s lifecycle', () => {
  it('goes to inspection, is confirmed again by a passed check and kept waiting by a failed one', async () => {
    const made = await submit({
      storeId: D.storeLosAngeles,
      batchNo: 'LOT-QC',
      items: [{ shipApplyItemId: D.applyLine, quantity: 12 }],
    })
    const id = String(made.json.data.id)
    expect((await call('POST', '/api/erp/shiporder/updateStatus', { ids: id, status: '3' })).json.code).toBe(200)
    expect((await planRow(id)).status).toBe(3)
    const again = await call('POST', '/api/erp/shiporder/updateStatus', { ids: id, status: '3' })
    expect(again.status).toBe(400)
    expect(again.json.msg).toContain('Awaiting inspection')
    const failed = await call('POST', '/api/erp/shipqualitycheck/submit', {
      shipOrderId: id,
      sampledQuantity: 8,
      defectQuantity: 3,
      result: '2',
    })
    expect(failed.json.data).toMatchObject({ defectRate: '0.3750', status: '3' })
    const tooMany = await call('POST', '/api/erp/shipqualitycheck/submit', {
      shipOrderId: id,
      sampledQuantity: 2,
      defectQuantity: 3,
      result: '1',
    })
    expect(tooMany.status).toBe(400)
    const passed = await call('POST', '/api/erp/shipqualitycheck/submit', {
      shipOrderId: id,
      shipApplyId: D.apply,
      sampledQuantity: 8,
      defectQuantity: 0,
      result: '1',
    })
    expect(passed.json.code, passed.text).toBe(200)
    expect((await planRow(id)).status).toBe(1)
    const check = await call('GET', '/api/erp/shipqualitycheck/detail', { id: passed.json.data.id })
    expect(check.json.data.shipApplyId).toBe(D.apply)
    const detail = await call('GET', '/api/erp/shiporder/detail', { id })
    expect(detail.json.data.qualityChecks.length).toBe(2)
  })

  it('is voided only with its reason, and not while on a ship', async () => {
    const made = await submit({
      storeId: D.storeLosAngeles,
      batchNo: 'LOT-VOID',
      items: [{ shipApplyItemId: D.smallApplyLine, quantity: 10 }],
    })
    const id = String(made.json.data.id)
    expect(await applyStatus(D.smallApply)).toBe(3)
    const noReason = await call('POST', '/api/erp/shiporder/updateStatus', { ids: id, status: '80' })
    expect(noReason.status).toBe(400)
    expect(noReason.json.data.errors.map((e: { field: string }) => e.field)).toContain('voidReason')
    await t.root.query(`UPDATE erp_ship_order SET ship_id = 1000000000000031002 WHERE id = $1`, [id])
    const onShip = await call('POST', '/api/erp/shiporder/updateStatus', { ids: id, status: '80', voidReason: 'x' })
    expect(onShip.status).toBe(400)
    expect(onShip.json.msg).toContain((await planRow(id)).code)
    // Its applications go to Los Angeles: the plan cannot be sent elsewhere.
    const elsewhere = await call('POST', '/api/erp/shiporder/update', { id, storeId: '1000000000000004201' })
    expect(elsewhere.status, elsewhere.text).toBe(400)
    expect(elsewhere.json.msg).toContain('SA-20261206-0002')
    // Edited while on a confirmed ship, it is flagged for the ship.
    const edited = await call('POST', '/api/erp/shiporder/update', { id, remark: 'Two more cartons of filters' })
    expect(edited.json.code, edited.text).toBe(200)
    expect((await planRow(id)).editedAfterConfirm).toBe(1)
    await t.root.query(`UPDATE erp_ship_order SET ship_id = NULL WHERE id = $1`, [id])
    const voided = await call('POST', '/api/erp/shiporder/updateStatus', {
      ids: id,
      status: '80',
      voidReason: 'Factory delayed',
    })
    expect(voided.json.code, voided.text).toBe(200)
    expect(await planRow(id)).toMatchObject({ status: 80, voidReason: 'Factory delayed' })
    expect(await applyStatus(D.smallApply)).toBe(1)
    const editVoid = await call('POST', '/api/erp/shiporder/update', { id, remark: 'too late' })
    expect(editVoid.status).toBe(400)
  })

  it('is shipped when its ship departs and completed when received; completing an unshipped plan is refused', async () => {
    const refused = await withActor((tx, actor) => markPlansCompleted(tx, actor, [D.plan]).then(() => 'done')).catch(
      (e: Error) => e.message,
    )
    expect(refused).not.toBe('done')
    await withActor((tx, actor) => markPlansShipped(tx, actor, [D.plan]))
    expect((await planRow(D.plan)).status).toBe(60)
    expect(await applyStatus(D.assignedApply)).toBe(5)
    // Its units count as shipped on the purchase order line and the order.
    const shippedOnOrder = await one<{ line: number; order: number; shipTime: string | null }>(
      `SELECT l.shipped_quantity AS line, o.shipped_quantity AS order, o.ship_time::text
         FROM erp_purchase_order_item l JOIN erp_purchase_order o ON o.id = l.purchase_order_id AND o.tenant_id = l.tenant_id
        WHERE l.id = $1 AND l.tenant_id = '000000'`,
      [D.kailiOrderLine],
    )
    expect(shippedOnOrder).toMatchObject({ line: 50, order: 50 })
    expect(shippedOnOrder.shipTime).not.toBeNull()
    const shippedEdit = await call('POST', '/api/erp/shiporder/update', { id: D.plan, remark: 'late edit' })
    expect(shippedEdit.status).toBe(400)
    await withActor((tx, actor) => markPlansCompleted(tx, actor, [D.plan]))
    expect((await planRow(D.plan)).status).toBe(100)
  })
})

describe('a plan’s purchase payments', () => {
  it('records them with their voucher for orders the plan ships, and shows what was paid', async () => {
    const payment = {
      purchaseOrderId: D.kailiOrder,
      paymentType: '1',
      amount: '297.50',
      currencyCode: 'USD',
      payDate: '2027-03-05',
      voucherUrl: '/upload/demo/goods-voucher.pdf',
    }
    const noVoucher = await call('POST', '/api/erp/purchasepayment/saveAll', {
      shipOrderId: D.plan,
      payments: [{ ...payment, voucherUrl: undefined }],
    })
    expect(noVoucher.status).toBe(400)
    const foreign = await call('POST', '/api/erp/purchasepayment/saveAll', {
      shipOrderId: D.plan,
      payments: [{ ...payment, purchaseOrderId: '1000000000000003551' }],
    })
    expect(foreign.status).toBe(400)
    expect(foreign.json.msg).toContain('Line 1')
    const saved = await call('POST', '/api/erp/purchasepayment/saveAll', {
      shipOrderId: D.plan,
      payments: [{ id: D.payment, ...payment, paymentType: '2', amount: '127.5' }, payment],
    })
    expect(saved.json.code, saved.text).toBe(200)
    expect(saved.json.data[0]).toBe(D.payment)
    const view = await call('GET', '/api/erp/shiporder/payment', { id: D.plan })
    // 50 kettles at 8.5 USD are 425; 127.5 + 297.5 were paid.
    expect(view.json.data.orders).toEqual([
      expect.objectContaining({ purchaseOrderId: D.kailiOrder, quantity: 50, amount: '425.00', paid: '425.00' }),
    ])
    expect(view.json.data.payments.map((p: { paymentType: string }) => p.paymentType)).toEqual(['2', '1'])
    // Saving only the deposit removes the goods payment still to pay.
    await call('POST', '/api/erp/purchasepayment/saveAll', {
      shipOrderId: D.plan,
      payments: [{ id: D.payment, ...payment, paymentType: '2', amount: '127.5' }],
    })
    const after = await call('GET', '/api/erp/shiporder/payment', { id: D.plan })
    expect(after.json.data.payments.length).toBe(1)
    expect(after.json.data.orders[0].paid).toBe('127.50')
  })
})
