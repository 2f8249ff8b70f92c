import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { DEMO_PURCHASE as PO } from '../purchasing/seed-purchasing.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { adminActor } from '../testing/test-users.ts'
import { markPlansShipped } from './ship-order.ts'
import { DEMO_SHIPPING as D } from './ship-order-seed.ts'

// Issue 31: buyers apply to ship the quality-passed goods of approved purchase orders.
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

const applyRow = (id: string) =>
  one<{ status: number; plannedQuantity: number; totalQuantity: number; code: string }>(
    `SELECT status, planned_quantity, total_quantity, code FROM erp_ship_apply WHERE id = $1 AND tenant_id = '000000'`,
    [id],
  )
const orderState = async (id: string) =>
  (
    await one<{ shipApplyState: number }>(
      `SELECT ship_apply_state FROM erp_purchase_order WHERE id = $1 AND tenant_id = '000000'`,
      [id],
    )
  ).shipApplyState
const logOf = (id: string) =>
  t.root.query<{ operation: string; fromStatus: number | null; toStatus: number | null }>(
    `SELECT operation, from_status, to_status FROM erp_ship_apply_log WHERE ship_apply_id = $1 AND tenant_id = '000000' ORDER BY id`,
    [id],
  )

const save = (quantity: number, order: string = PO.kailiOrder, line: string = PO.kailiOrderLine) =>
  call('POST', '/api/erp/shipapply/save', {
    purchaseOrderId: order,
    expectedShipDate: '2027-03-20',
    items: [{ purchaseOrderItemId: line, quantity }],
  })

describe('applying to ship', () => {
  it('refuses more than the passed units other live applications leave, naming the line, SKU, quantity and what is left', async () => {
    // The demo holds 100 of the Kaili order's 120 passed kettles.
    expect(await orderState(PO.kailiOrder)).toBe(2)
    const over = await save(21)
    expect(over.status, over.text).toBe(400)
    for (const word of ['Line 1', 'DEMO-KETTLE-17L', '21', '(20)']) expect(over.json.msg).toContain(word)
    const made = await save(20)
    expect(made.json.code, made.text).toBe(200)
    const id = String(made.json.data.id)
    const row = await applyRow(id)
    expect(row).toMatchObject({ status: 1, totalQuantity: 20, plannedQuantity: 0 })
    expect(row.code).toMatch(/^SA-/)
    // All 120 are applied for now; the order reads applied, and nothing more can be applied.
    expect(await orderState(PO.kailiOrder)).toBe(3)
    const none = await save(1)
    expect(none.status).toBe(400)
    expect(none.json.msg).toContain('(0)')
    expect(await logOf(id)).toEqual([{ operation: 'create', fromStatus: null, toStatus: 1 }])
    // Making it obsolete frees its units: the order is partially applied again, and 20 can be applied anew.
    expect((await call('POST', '/api/erp/shipapply/updateStatus', { ids: id, status: '100' })).json.code).toBe(200)
    expect((await applyRow(id)).status).toBe(100)
    expect(await orderState(PO.kailiOrder)).toBe(2)
    expect((await logOf(id)).map((l) => [l.operation, l.fromStatus, l.toStatus])).toEqual([
      ['create', null, 1],
      ['obsolete', 1, 100],
    ])
    const again = await save(20)
    expect(again.json.code, again.text).toBe(200)
    // Removing a confirmed application frees its units too, and the order follows.
    const removed = await call('POST', '/api/erp/shipapply/remove', { ids: again.json.data.id })
    expect(removed.json.code, removed.text).toBe(200)
    expect(await orderState(PO.kailiOrder)).toBe(2)
  })

  it('takes only approved orders, and only units whose lots passed their check', async () => {
    const pending = await save(1, PO.pendingOrder, PO.pendingOrderLine)
    expect(pending.status).toBe(400)
    expect(pending.json.msg).toContain('PO-20261201-0002')
    // The Hengda order is approved but its pans were never checked: nothing has passed.
    const unchecked = await save(1, PO.checkOrder, PO.checkOrderLine)
    expect(unchecked.status).toBe(400)
    expect(unchecked.json.msg).toContain('(0)')
    // A line of another order is refused naming the line.
    const foreign = await save(1, PO.kailiOrder, PO.checkOrderLine)
    expect(foreign.status).toBe(400)
    expect(foreign.json.msg).toContain('Line 1')
    const zero = await save(0)
    expect(zero.status).toBe(400)
  })
})

describe('an application moves with the plans that take it', () => {
  it('is to be assigned while part of it is planned, assigned when all is, and confirmed again when its plan is voided', async () => {
    // The 40-kettle application: 30 of it planned, then the rest.
    const part = await call('POST', '/api/erp/shiporder/submit', {
      storeId: D.storeLosAngeles,
      batchNo: 'LOT-PART',
      items: [{ shipApplyItemId: D.applyLine, quantity: 30 }],
    })
    expect(part.json.code, part.text).toBe(200)
    expect(await applyRow(D.apply)).toMatchObject({ status: 2, plannedQuantity: 30 })
    const rest = await call('POST', '/api/erp/shipapply/ship', { ids: D.apply, batchNo: 'LOT-REST' })
    expect(rest.json.code, rest.text).toBe(200)
    const restPlan = String(rest.json.data.shipOrderId)
    expect(await applyRow(D.apply)).toMatchObject({ status: 3, plannedQuantity: 40 })
    const planLine = await one<{ quantity: number; unitCost: string; boxNum: number }>(
      `SELECT quantity, unit_cost::text, box_num FROM erp_ship_order_item WHERE ship_order_id = $1 AND is_deleted = 0`,
      [restPlan],
    )
    // 8.5 USD × 7.1 into CNY; 10 kettles at 6 a carton are 2 cartons.
    expect(planLine).toEqual({ quantity: 10, unitCost: '60.3500', boxNum: 2 })
    // Assigned in full: nothing is left to plan, and it can no longer be made obsolete.
    const nothingLeft = await call('POST', '/api/erp/shiporder/submit', {
      storeId: D.storeLosAngeles,
      batchNo: 'LOT-MORE',
      items: [{ shipApplyItemId: D.applyLine, quantity: 1 }],
    })
    expect(nothingLeft.status).toBe(400)
    expect(nothingLeft.json.msg).toContain('(0)')
    const refused = await call('POST', '/api/erp/shipapply/updateStatus', { ids: D.apply, status: '100' })
    expect(refused.status).toBe(400)
    expect(refused.json.msg).toContain('SA-20261206-0001')
    expect(refused.json.msg).toContain('Assigned')
    // Voiding the rest's plan gives its 10 back: to be assigned again.
    const voided = await call('POST', '/api/erp/shiporder/updateStatus', {
      ids: restPlan,
      status: '80',
      voidReason: 'Container full',
    })
    expect(voided.json.code, voided.text).toBe(200)
    expect(await applyRow(D.apply)).toMatchObject({ status: 2, plannedQuantity: 30 })
    // Removing the part plan leaves it confirmed, nothing planned.
    expect((await call('POST', '/api/erp/shiporder/remove', { ids: part.json.data.id })).json.code).toBe(200)
    expect(await applyRow(D.apply)).toMatchObject({ status: 1, plannedQuantity: 0 })
    expect((await logOf(D.apply)).map((l) => l.operation)).toEqual([
      'create',
      'assignPart',
      'makePlan',
      'assignPart',
      'unassign',
    ])
  })

  it('is shipped once the plan holding it departs, and an assigned one cannot be removed', async () => {
    const removal = await call('POST', '/api/erp/shipapply/remove', { ids: D.assignedApply })
    expect(removal.status).toBe(400)
    expect(removal.json.msg).toContain('SA-20261206-0003')
    const actor = await adminActor(t)
    const db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
    await db.begin((tx) => markPlansShipped(tx, actor, [D.plan]))
    expect((await applyRow(D.assignedApply)).status).toBe(5)
    const log = await logOf(D.assignedApply)
    expect(log.at(-1)).toEqual({ operation: 'ship', fromStatus: 3, toStatus: 5 })
    // Lists of the lines and the log are the catalogue's.
    const items = await call('GET', '/api/erp/shipapplyitem/list', { shipApplyId_equal: D.assignedApply })
    expect(items.json.data.records.map((r: { plannedQuantity: number }) => r.plannedQuantity)).toEqual([50])
    const logs = await call('GET', '/api/erp/shipapplylog/list', { shipApplyId_equal: D.assignedApply })
    expect(logs.json.data.records.length).toBe(log.length)
  })

  it('keeps files added at once', async () => {
    const added = await call('POST', '/api/erp/shipapplyfile/addList', [
      { shipApplyId: D.smallApply, fileUrl: '/upload/demo/a.pdf', fileName: 'a.pdf' },
      { shipApplyId: D.smallApply, fileUrl: '/upload/demo/b.jpg', fileName: 'b.jpg' },
    ] as unknown as Record<string, unknown>)
    expect(added.json.code, added.text).toBe(200)
    const files = await call('GET', '/api/erp/shipapplyfile/list', { shipApplyId_equal: D.smallApply })
    expect(files.json.data.records.map((r: { fileName: string }) => r.fileName).sort()).toEqual(['a.pdf', 'b.jpg'])
  })
})
