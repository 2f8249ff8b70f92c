import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { stockBookProblems } from '../inventory/stock-books.ts'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { INBOUND_IDS as I } from './inbound-seed.ts'
import { WMS_IDS as W } from './wms-seed.ts'

// Issue 10 §2: inbound orders received line by line into the receiving position, put away through
// tasks, marked complete without stock; every unit through the ledger, the books balanced after each test.
let t: TestApp
let token: string
beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())
afterEach(async () => {
  const db = scopeToTenant(t.root, { tenantId: '000000', userId: '1' })
  expect(await db.begin((tx) => stockBookProblems(tx))).toEqual([])
})

const LA_A1 = '1000000000000005021'
const LA_A2 = '1000000000000005022'
const LA_DISABLED = '1000000000000005023'
const NJ_A1 = '1000000000000005025'

const post = (path: string, body: unknown, lang: 'zh-CN' | 'en-US' = 'en-US') =>
  t.call('POST', path, { token, body, lang })
const detail = async (id: string) =>
  (await t.call('GET', '/api/ware/winboundorder/detail', { token, query: { id } })).json.data
const ledgerOf = (documentId: string) =>
  t.root.query<{ positionId: string; quantity: number; movementType: number; documentLine: string }>(
    `SELECT position_id::text, quantity, movement_type, document_line::text FROM erp_store_product_inventory_log
      WHERE tenant_id = '000000' AND document_id = $1 ORDER BY id`,
    [documentId],
  )
const onHand = async (positionId: string, productId: string) => {
  const [row] = await t.root.query<{ n: number }>(
    `SELECT coalesce(sum(on_hand), 0)::int AS n FROM erp_store_product_inventory
      WHERE tenant_id = '000000' AND position_id = $1 AND product_id = $2`,
    [positionId, productId],
  )
  return row?.n ?? 0
}
const tasksOf = (orderId: string) =>
  t.root.query<{ id: string; quantity: number; putAwayQuantity: number; status: number; fromPositionId: string }>(
    `SELECT id::text, quantity, put_away_quantity, status, from_position_id::text FROM ware_inbound_shelves
      WHERE tenant_id = '000000' AND inbound_order_id = $1 AND is_deleted = 0 ORDER BY id`,
    [orderId],
  )

async function newOrder(
  code: string,
  items: { productId: string; plannedQuantity: number; unitCost?: string; inspect?: number }[],
) {
  const r = await post('/api/ware/winboundorder/submit', { code, storeId: W.storeLa, status: 100, items })
  expect(r.json.code, r.text).toBe(200)
  const [row] = await t.root.query<{ id: string }>(
    `SELECT id::text FROM ware_inbound_order WHERE tenant_id = '000000' AND code = $1 AND is_deleted = 0`,
    [code],
  )
  return detail(row?.id as string)
}

describe('inbound orders', () => {
  it('is made with its lines; the status comes from the actions, the SKUs and planned total from the lines', async () => {
    const order = await newOrder('IN-T-1', [
      { productId: P.kettle, plannedQuantity: 4, unitCost: '10' },
      { productId: P.pan, plannedQuantity: 6 },
    ])
    expect(order.status).toBe(1)
    expect(order.plannedQuantity).toBe(10)
    expect(order.items.map((l: { sysSku: string }) => l.sysSku)).toEqual(['DEMO-KETTLE-17L', 'DEMO-PAN-28'])
  })

  it('receives in parts into the receiving position, a repeat posting nothing, then completes', async () => {
    const order = await newOrder('IN-T-2', [{ productId: P.kettle, plannedQuantity: 10, unitCost: '12.5' }])
    const line = order.items[0].id
    const first = await post('/api/ware/winboundorder/accept', {
      id: order.id,
      items: [{ id: line, receivedQuantity: 4 }],
    })
    expect(first.json.code, first.text).toBe(200)
    expect((await detail(order.id)).status).toBe(2)
    const [receipt] = await ledgerOf(order.id)
    expect(receipt).toMatchObject({ quantity: 4, movementType: 1, documentLine: line })
    // Los Angeles had no receiving zone: it got one, with a RECV position, where the goods wait.
    const [recv] = await t.root.query<{ code: string; areaType: number }>(
      `SELECT p.code, a.area_type FROM ware_base_store_position p JOIN erp_base_store_area a ON a.id = p.area_id
        WHERE p.id = $1`,
      [receipt?.positionId],
    )
    expect(recv).toEqual({ code: 'RECV', areaType: 3 })
    // Issue 27, item 9: made by an English request, it is named in each reader's language.
    const named = async (path: string, id: string, lang: 'zh-CN' | 'en-US' | 'ja-JP') =>
      (await t.call('GET', path, { token, query: { id }, lang })).json.data
    const position = await named('/api/ware/wbasestoreposition/detail', receipt?.positionId as string, 'zh-CN')
    expect(position.name).toBe('收货暂存位')
    expect((await named('/api/ware/wbasestoreposition/detail', position.id, 'ja-JP')).name).toBe('入荷仮置き')
    expect((await named('/api/erp/basestorearea/detail', position.areaId, 'zh-CN')).name).toBe('收货区')
    expect((await named('/api/erp/basestorearea/detail', position.areaId, 'en-US')).name).toBe('Receiving')
    expect(await onHand(receipt?.positionId as string, P.kettle)).toBe(4)

    // The same receipt again (a retry): nothing more is posted.
    const again = await post('/api/ware/winboundorder/accept', {
      id: order.id,
      items: [{ id: line, receivedQuantity: 4 }],
    })
    expect(again.json.code, again.text).toBe(200)
    expect(await ledgerOf(order.id)).toHaveLength(1)
    expect(await tasksOf(order.id)).toHaveLength(1)

    const rest = await post('/api/ware/winboundorder/accept', {
      id: order.id,
      items: [{ id: line, receivedQuantity: 10 }],
    })
    expect(rest.json.code, rest.text).toBe(200)
    const done = await detail(order.id)
    expect(done.status).toBe(100)
    expect(done.receivedQuantity).toBe(10)
    expect((await ledgerOf(order.id)).map((r) => r.quantity)).toEqual([4, 6])
    // The second receipt joins the task still waiting: one putaway row for the SKU, not one per receipt.
    expect((await tasksOf(order.id)).map((task) => task.quantity)).toEqual([10])

    // Received: no further receipt, no edit, no removal.
    const late = await post('/api/ware/winboundorder/accept', {
      id: order.id,
      items: [{ id: line, receivedQuantity: 10 }],
    })
    expect(late.json.code).toBe(400)
    expect(late.json.msg).toContain('Received')
    const edit = await post('/api/ware/winboundorder/update', { id: order.id, remark: 'late edit' })
    expect(edit.json.code).toBe(400)
    expect(edit.json.msg).toContain('IN-T-2')
  })

  it('refuses over-receipt beyond the tolerance, a lower total, and a line of another order', async () => {
    // The seeded Los Angeles order allows 10 % over its plan: 22 of 20 kettles, not 23.
    const over = await post('/api/ware/winboundorder/accept', {
      id: I.orderLa,
      items: [{ id: I.lineLaKettle, receivedQuantity: 23 }],
    })
    expect(over.json.code).toBe(400)
    expect(over.json.msg).toBe('DEMO-KETTLE-17L: receiving 23 exceeds what the plan of 20 allows (22 at most)')
    const ok = await post('/api/ware/winboundorder/accept', {
      id: I.orderLa,
      items: [{ id: I.lineLaKettle, receivedQuantity: 22 }],
    })
    expect(ok.json.code, ok.text).toBe(200)
    const lower = await post(
      '/api/ware/winboundorder/accept',
      { id: I.orderLa, items: [{ id: I.lineLaKettle, receivedQuantity: 3 }] },
      'zh-CN',
    )
    expect(lower.json.code).toBe(400)
    expect(lower.json.msg).toContain('已收 22')
    const foreign = await post('/api/ware/winboundorder/accept', {
      id: I.orderLa,
      items: [{ id: I.lineNjLantern, receivedQuantity: 1 }],
    })
    expect(foreign.json.code).toBe(400)
    expect(foreign.json.msg).toContain('IN-2026-0001')
    // Nothing of the refused calls was kept.
    expect((await ledgerOf(I.orderLa)).map((r) => r.quantity)).toEqual([22])
  })

  it('puts away in parts; refuses a position of another warehouse, a disabled one, and a finished task', async () => {
    const order = await newOrder('IN-T-3', [{ productId: P.pan, plannedQuantity: 5, unitCost: '7.25' }])
    await post('/api/ware/winboundorder/accept', {
      id: order.id,
      items: [{ id: order.items[0].id, receivedQuantity: 5 }],
    })
    const [task] = await tasksOf(order.id)
    const id = task?.id as string

    const elsewhere = await post('/api/ware/winboundshelves/putAway', { id, positionId: NJ_A1 })
    expect(elsewhere.json.code).toBe(400)
    const disabled = await post('/api/ware/winboundshelves/putAway', { id, positionId: LA_DISABLED })
    expect(disabled.json.code).toBe(400)
    expect(disabled.json.msg).toContain('unavailable')
    const tooMany = await post('/api/ware/winboundshelves/putAway', { id, positionId: LA_A1, quantity: 6 })
    expect(tooMany.json.code).toBe(400)

    const part = await post('/api/ware/winboundshelves/putAway', { id, positionId: LA_A1, quantity: 2 })
    expect(part.json.code, part.text).toBe(200)
    expect((await tasksOf(order.id))[0]).toMatchObject({ putAwayQuantity: 2, status: 0 })
    const rest = await post('/api/ware/winboundshelves/putAway', { id, positionId: LA_A2 })
    expect(rest.json.code, rest.text).toBe(200)
    expect((await tasksOf(order.id))[0]).toMatchObject({ putAwayQuantity: 5, status: 1 })
    // Issue 27, item 10: the list names both positions with their units, not only the last one.
    const names = await t.root.query<{ name: string }>(
      `SELECT coalesce(name, code) AS name FROM ware_base_store_position
        WHERE tenant_id = '000000' AND id = ANY($1::bigint[]) ORDER BY id`,
      [[LA_A1, LA_A2]],
    )
    const listed = await t.call('GET', '/api/ware/winboundshelves/page', {
      token,
      query: { inboundOrderId: order.id },
    })
    expect(listed.json.data.records[0].positionIdLabel).toBe(`${names[0]?.name} × 2, ${names[1]?.name} × 3`)
    expect(await onHand(task?.fromPositionId as string, P.pan)).toBe(0)
    expect(await onHand(LA_A2, P.pan)).toBeGreaterThanOrEqual(3)

    const repeat = await post('/api/ware/winboundshelves/putAway', { id, positionId: LA_A2 })
    expect(repeat.json.code).toBe(400)
    expect(repeat.json.msg).toContain('Completed')
    const moves = await t.root.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM erp_store_product_inventory_log WHERE document_id = $1`,
      [id],
    )
    expect(moves[0]?.n).toBe(4)
    // The units keep their lot's cost where they land.
    const landed = await t.root.query<{ unitCost: string }>(
      `SELECT DISTINCT unit_cost::text FROM erp_store_product_inventory_log WHERE document_id = $1 AND quantity > 0`,
      [id],
    )
    expect(landed).toEqual([{ unitCost: '7.2500' }])
    const remove = await post('/api/ware/winboundshelves/remove', { ids: id })
    expect(remove.json.code).toBe(400)
  })

  it('keeps a receipt after the putaway began as a task of its own', async () => {
    const order = await newOrder('IN-T-2B', [{ productId: P.pan, plannedQuantity: 6, unitCost: '7.25' }])
    const line = order.items[0].id
    await post('/api/ware/winboundorder/accept', { id: order.id, items: [{ id: line, receivedQuantity: 2 }] })
    const [first] = await tasksOf(order.id)
    const part = await post('/api/ware/winboundshelves/putAway', { id: first?.id, positionId: LA_A1, quantity: 1 })
    expect(part.json.code, part.text).toBe(200)
    await post('/api/ware/winboundorder/accept', { id: order.id, items: [{ id: line, receivedQuantity: 6 }] })
    expect((await tasksOf(order.id)).map((t) => [t.quantity, t.putAwayQuantity])).toEqual([
      [2, 1],
      [4, 0],
    ])
  })

  it('receives and puts away in one step', async () => {
    const order = await newOrder('IN-T-4', [{ productId: P.lantern, plannedQuantity: 3 }])
    const r = await post('/api/ware/winboundorder/acceptAndPutAway', {
      id: order.id,
      items: [{ id: order.items[0].id, receivedQuantity: 3, positionId: LA_A1 }],
    })
    expect(r.json.code, r.text).toBe(200)
    expect((await detail(order.id)).status).toBe(100)
    expect((await tasksOf(order.id))[0]).toMatchObject({ status: 1, putAwayQuantity: 3 })
    expect(await onHand(LA_A1, P.lantern)).toBe(3)
    const noPosition = await newOrder('IN-T-5', [{ productId: P.lantern, plannedQuantity: 1 }])
    const refused = await post('/api/ware/winboundorder/acceptAndPutAway', {
      id: noPosition.id,
      items: [{ id: noPosition.items[0].id, receivedQuantity: 1 }],
    })
    expect(refused.json.code).toBe(400)
    expect(refused.json.msg).toBe('Choose the position to put DEMO-LANTERN away in')
  })

  it('marks an order complete without posting stock, once', async () => {
    const r = await post('/api/ware/winboundorder/applyInbound', { ids: I.orderNj })
    expect(r.json.code, r.text).toBe(200)
    expect((await detail(I.orderNj)).status).toBe(100)
    expect(await ledgerOf(I.orderNj)).toEqual([])
    const again = await post('/api/ware/winboundorder/applyInbound', { ids: I.orderNj })
    expect(again.json.code).toBe(400)
  })

  it('lets lines change only while the order is in transit, keeping its planned total', async () => {
    const order = await newOrder('IN-T-6', [{ productId: P.kettle, plannedQuantity: 2 }])
    const add = await post('/api/ware/winboundbatchitem/save', {
      inboundOrderId: order.id,
      productId: P.pan,
      plannedQuantity: 3,
      receivedQuantity: 99,
    })
    expect(add.json.code, add.text).toBe(200)
    const after = await detail(order.id)
    expect(after.plannedQuantity).toBe(5)
    expect(after.items.map((l: { receivedQuantity: number }) => l.receivedQuantity)).toEqual([0, 0])
    const pan = after.items.find((l: { productId: string }) => l.productId === P.pan)
    const removed = await post('/api/ware/winboundbatchitem/remove', { ids: pan.id })
    expect(removed.json.code, removed.text).toBe(200)
    expect((await detail(order.id)).plannedQuantity).toBe(2)
    await post('/api/ware/winboundorder/accept', {
      id: order.id,
      items: [{ id: order.items[0].id, receivedQuantity: 1 }],
    })
    const late = await post('/api/ware/winboundbatchitem/save', {
      inboundOrderId: order.id,
      productId: P.pan,
      plannedQuantity: 1,
    })
    expect(late.json.code).toBe(400)
    const drop = await post('/api/ware/winboundorder/remove', { ids: order.id })
    expect(drop.json.code).toBe(400)
  })

  it('sends the lines as a spreadsheet', async () => {
    const r = await t.call('GET', '/api/ware/winboundorder/downExcel', { token, query: { id: I.orderLa } })
    expect(r.status).toBe(200)
    expect(r.headers.get('content-disposition')).toContain('filename="IN-2026-0001.xlsx"')
    expect(r.bytes.length).toBeGreaterThan(1000)
  })

  it('holds units that need a check until inspected, quarantines the defects, and releases the rest', async () => {
    const order = await newOrder('IN-T-7', [{ productId: P.kettle, plannedQuantity: 10, inspect: 1 }])
    const line = order.items[0].id
    const r = await post('/api/ware/winboundorder/accept', {
      id: order.id,
      items: [{ id: line, receivedQuantity: 10 }],
    })
    expect(r.json.code, r.text).toBe(200)
    const [task] = await tasksOf(order.id)
    const held = await post('/api/ware/winboundshelves/putAway', { id: task?.id, positionId: LA_A1 })
    expect(held.json.code).toBe(400)
    expect(held.json.msg).toBe('DEMO-KETTLE-17L awaits its quality inspection and can be put away after it')
    const [inspection] = await t.root.query<{ id: string }>(
      `SELECT id::text FROM ware_quality_inspection WHERE shelves_id = $1`,
      [task?.id],
    )
    const id = inspection?.id as string
    const tooMany = await post('/api/ware/wqualityinspection/submitInspection', {
      id,
      sampledQuantity: 5,
      defectQuantity: 6,
    })
    expect(tooMany.json.code).toBe(400)
    const ok = await post('/api/ware/wqualityinspection/submitInspection', {
      id,
      sampledQuantity: 5,
      defectQuantity: 2,
    })
    expect(ok.json.code, ok.text).toBe(200)
    const checked = (await t.call('GET', '/api/ware/wqualityinspection/detail', { token, query: { id } })).json.data
    expect(checked).toMatchObject({ status: 2, sampledQuantity: 5, defectQuantity: 2, defectRate: '0.4000' })
    // Two units went to the warehouse's quarantine position; eight wait for putaway.
    expect(await onHand(checked.quarantinePositionId, P.kettle)).toBe(2)
    expect((await tasksOf(order.id))[0]).toMatchObject({ quantity: 8 })
    const away = await post('/api/ware/winboundshelves/putAway', { id: task?.id, positionId: LA_A1 })
    expect(away.json.code, away.text).toBe(200)
    expect((await tasksOf(order.id))[0]).toMatchObject({ status: 1, putAwayQuantity: 8 })
    const again = await post('/api/ware/wqualityinspection/submitInspection', {
      id,
      sampledQuantity: 5,
      defectQuantity: 0,
    })
    expect(again.json.code).toBe(400)
  })
})
