import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FLOOR_COLLECTIONS, FLOOR_PATHS, type PullResponse } from '#sync/floor/floor-protocol.ts'
import { uuidV7 } from '#sync/floor/uuid-v7.ts'
import { baseProduct } from '#sync/resources/products/base-product.resource.ts'
import { wStocktaking } from '#sync/resources/wms/w-stocktaking.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Db } from '../platform/db/db.ts'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { removeRecords, saveRecord } from '../platform/records/records.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { decideApproval } from '../testing/approvals.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { adminActor, signInWithoutGrants } from '../testing/test-users.ts'
import { receiveInbound } from '../wms/inbound-order.ts'
import { INBOUND_IDS as I } from '../wms/inbound-seed.ts'
import { finishPicking } from '../wms/outbound.ts'
import { startTaking } from '../wms/stocktaking.ts'
import { STOCKTAKING_IDS } from '../wms/stocktaking-seed.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'

// Issue 11: the floor app's pull. The first pull of a warehouse gives everything its work needs; a
// pull with the cursor it got gives only what the console changed since, removals included; an
// unknown cursor starts over; another tenant's rows never appear.
let t: TestApp
let token: string
let actor: Actor
let db: Db
const A1 = '1000000000000005021'
const A2 = '1000000000000005022'
const A_DISABLED = '1000000000000005023'
const B1 = '1000000000000005024'
const NJ_A1 = '1000000000000005025'
const device = uuidV7()

type Lang = 'zh-CN' | 'en-US' | 'ja-JP'
const post = (path: string, body: unknown) => t.call('POST', path, { token, body, lang: 'en-US' })
async function pull(query: Record<string, string>, as = token, lang: Lang = 'en-US') {
  const r = await t.call('GET', FLOOR_PATHS.pull, { token: as, query, lang })
  return r
}
async function pulled(query: Record<string, string>, as = token): Promise<PullResponse> {
  const r = await pull(query, as)
  expect(r.json?.code, r.text).toBe(200)
  return r.json.data as PullResponse
}
/** Only the collections an answer touches: ids upserted and removed. */
function touched(answer: PullResponse) {
  const out: Record<string, { upserts: string[]; removals: string[] }> = {}
  for (const c of FLOOR_COLLECTIONS) {
    const { upserts, removals } = answer.changes[c]
    if (upserts.length || removals.length)
      out[c] = { upserts: upserts.map((r) => r.id).sort(), removals: [...removals].sort() }
  }
  return out
}
const idOf = async (sql: string, params: unknown[]) => (await t.root.query<{ id: string }>(sql, params))[0]?.id ?? ''

let pickingList: string
let pickedList: string
let packingOrder: string
let pickingOrder: string
let blindCount: string
let openCount: string
let firstTask: string

async function newOutbound(code: string, items: { productId: string; quantity: number }[]) {
  const r = await post('/api/ware/woutbound/save', { code, storeId: W.storeLa, transportId: W.transportUps, items })
  expect(r.json.code, r.text).toBe(200)
  const id = await idOf(`SELECT id::text FROM ware_outbound WHERE code = $1 AND tenant_id = '000000'`, [code])
  expect((await post('/api/ware/woutbound/updateStatus', { ids: id, status: '1' })).json.code).toBe(200)
  await decideApproval(t, token, 'ware/woutbound', id)
  return id
}
async function newCount(code: string, positionId: string, blind: 0 | 1) {
  return db.begin(async (tx) => {
    const id = await saveRecord(tx, wStocktaking, { code, storeId: W.storeLa, positionIds: positionId, blind }, actor)
    await startTaking(tx, actor, [id])
    return id
  })
}

beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
  actor = await adminActor(t)
  db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
  const stock = (positionId: string, productId: string, quantity: number) =>
    post('/api/erp/storeproductinventory/submit', {
      storeId: W.storeLa,
      positionId,
      productId,
      batchNo: 'P1',
      inboundDate: '2026-02-01',
      quantity,
      reason: 'Opening',
    })
  expect((await stock(A1, P.lantern, 20)).json.code).toBe(200)
  expect((await stock(A2, P.kettle, 10)).json.code).toBe(200)
  // One order picked and partly packed, one pick list still being picked.
  packingOrder = await newOutbound('OUT-FP-1', [{ productId: P.lantern, quantity: 2 }])
  pickedList = (await post('/api/ware/woutbound/start-bound', { ids: [packingOrder] })).json.data[0]
  expect((await post('/api/ware/worderpick/finishPicking', { id: pickedList })).json.code).toBe(200)
  const packed = await post('/api/ware/woutbound/packBox', {
    id: packingOrder,
    opId: randomUUID(),
    sku: 'DEMO-LANTERN',
    quantity: 1,
  })
  expect(packed.json.code, packed.text).toBe(200)
  pickingOrder = await newOutbound('OUT-FP-2', [
    { productId: P.kettle, quantity: 3 },
    { productId: P.lantern, quantity: 1 },
  ])
  pickingList = (await post('/api/ware/woutbound/start-bound', { ids: [pickingOrder] })).json.data[0]
  // A first receipt makes the receiving position and a putaway task.
  firstTask = (
    await db.begin((tx) => receiveInbound(tx, actor, I.orderLa, [{ id: I.lineLaKettle, receivedQuantity: 5 }]))
  )[0] as string
  blindCount = await newCount('ST-FP-BLIND', A2, 1)
  openCount = await newCount('ST-FP-OPEN', A1, 0)
})
afterAll(() => t.close())

describe('the floor pull', () => {
  let cursor: string
  let lostCursor: string

  it('gives a first pull everything the warehouse’s work needs, with reset', async () => {
    const answer = await pulled({ deviceId: device, storeId: W.storeLa })
    expect(answer).toMatchObject({ reset: true, deviceLastSeq: 0 })
    expect(answer.cursor).toMatch(/^\S{8,80}$/)
    expect(Date.parse(answer.serverTime)).not.toBeNaN()
    for (const c of FLOOR_COLLECTIONS) expect(answer.changes[c].removals, c).toEqual([])
    const { inboundOrders, putawayTasks, pickLists, packingOrders, stocktakes, products, positions } = answer.changes

    // The Los Angeles order only (New Jersey's is another warehouse), with the codes on its paper.
    expect(inboundOrders.upserts).toEqual([
      {
        id: I.orderLa,
        code: 'IN-2026-0001',
        status: 2,
        codes: ['IN-2026-0001', 'PO-2026-0001'],
        lines: [
          {
            id: I.lineLaKettle,
            productId: P.kettle,
            sysSku: 'DEMO-KETTLE-17L',
            batchNo: null,
            plannedQuantity: 20,
            receivedQuantity: 5,
            maxQuantity: 22,
            inspect: false,
          },
          {
            id: I.lineLaPan,
            productId: P.pan,
            sysSku: 'DEMO-PAN-28',
            batchNo: null,
            plannedQuantity: 10,
            receivedQuantity: 0,
            maxQuantity: 11,
            inspect: false,
          },
        ],
      },
    ])
    expect(putawayTasks.upserts).toEqual([
      {
        id: firstTask,
        inboundOrderId: I.orderLa,
        productId: P.kettle,
        sysSku: 'DEMO-KETTLE-17L',
        batchNo: null,
        quantity: 5,
        putAwayQuantity: 0,
        positionId: null,
      },
    ])

    // The list being picked, in walking order (A-01-01 before A-01-02); the finished one has left.
    expect(pickLists.upserts.map((l) => l.id)).toEqual([pickingList])
    const [list] = pickLists.upserts
    expect(list).toMatchObject({ status: 2, pickedTime: null })
    expect(list?.code).toMatch(/^PK-/)
    expect(list?.lines.map((l) => [l.positionCode, l.sysSku, l.quantity, l.scannedQuantity, l.shortReason])).toEqual([
      ['A-01-01', 'DEMO-LANTERN', 1, 0, null],
      ['A-01-02', 'DEMO-KETTLE-17L', 3, 0, null],
    ])
    expect(list?.lines.map((l) => l.pickOrder)).toEqual([1, 2])
    expect(list?.lines.every((l) => l.outboundId === pickingOrder && l.outboundCode === 'OUT-FP-2')).toBe(true)
    expect(list?.lines.map((l) => l.positionId)).toEqual([A1, A2])

    // The picked order waits for packing, its first box labelled with the order's code.
    expect(packingOrders.upserts).toEqual([
      {
        id: packingOrder,
        code: 'OUT-FP-1',
        pickId: pickedList,
        pickCode: expect.stringMatching(/^PK-/),
        status: 1,
        lines: [{ productId: P.lantern, sysSku: 'DEMO-LANTERN', pickedQuantity: 2, packedQuantity: 1 }],
        boxes: [
          {
            boxNo: 1,
            code: 'OUT-FP-1-1',
            status: 0,
            packedQuantity: 1,
            length: null,
            width: null,
            height: null,
            weight: null,
          },
        ],
      },
    ])

    // Started counts only (the planned one is not frozen); a blind count never carries the books.
    expect(stocktakes.upserts.map((s) => s.id).sort()).toEqual([STOCKTAKING_IDS.counting, blindCount, openCount].sort())
    const blind = stocktakes.upserts.find((s) => s.id === blindCount)
    expect(blind).toMatchObject({ code: 'ST-FP-BLIND', status: 1, blind: true, positionIds: [A2] })
    expect(blind?.lines).toHaveLength(1)
    expect(blind?.lines[0]).toEqual({
      id: expect.any(String),
      positionId: A2,
      productId: P.kettle,
      sysSku: 'DEMO-KETTLE-17L',
      batchNo: 'P1',
      countedQuantity: null,
      lineStatus: 1,
    })
    expect(blind?.lines.some((l) => 'expectedQuantity' in l)).toBe(false)
    const open = stocktakes.upserts.find((s) => s.id === openCount)
    expect(open).toMatchObject({ blind: false, positionIds: [A1] })
    expect(open?.lines.map((l) => [l.sysSku, l.expectedQuantity])).toEqual([['DEMO-LANTERN', 20]])

    // Every enabled product, named by each of its codes.
    const kettle = products.upserts.find((p) => p.id === P.kettle)
    expect(kettle).toEqual({
      id: P.kettle,
      sysSku: 'DEMO-KETTLE-17L',
      name: expect.any(String),
      codes: ['DEMO-KETTLE-17L', 'WH-KETTLE-17L', '6901234567892', '081234000011', 'HM-KETTLE-17-US', 'X00DEMO001'],
    })
    expect(products.upserts.map((p) => p.sysSku)).toEqual(
      expect.arrayContaining(['DEMO-KETTLE-FILTER', 'DEMO-PAN-28', 'DEMO-LANTERN']),
    )

    // Available positions of the warehouse, in walking order, with their zone's type.
    const codes = positions.upserts.map((p) => p.code)
    expect(codes).toEqual(expect.arrayContaining(['A-01-01', 'A-01-02', 'B-01-01', 'RECV']))
    expect(positions.upserts.map((p) => p.id)).not.toContain(A_DISABLED)
    expect(positions.upserts.map((p) => p.id)).not.toContain(NJ_A1)
    expect(positions.upserts.find((p) => p.id === B1)).toEqual({
      id: B1,
      code: 'B-01-01',
      name: '拣货位1',
      areaId: W.areaLaPicking,
      zone: 2,
    })
    cursor = answer.cursor
    // What was answered is kept per device and warehouse, as digests by collection and id.
    const [state] = await t.root.query<{ kind: string; products: number }>(
      `SELECT jsonb_typeof(digests) AS kind, (SELECT count(*) FROM jsonb_object_keys(digests -> 'products'))::int AS products
         FROM floor_pull_state WHERE tenant_id = '000000' AND device_id = $1 AND store_id = $2`,
      [device, W.storeLa],
    )
    expect(state).toEqual({ kind: 'object', products: products.upserts.length })
  })

  it('gives a pull with its cursor nothing when nothing changed', async () => {
    const answer = await pulled({ deviceId: device, storeId: W.storeLa, cursor })
    expect(answer).toMatchObject({ reset: false, cursor })
    expect(touched(answer)).toEqual({})
  })

  it('gives a receipt in the console as the order changed and its new putaway task', async () => {
    const [task] = await db.begin((tx) =>
      receiveInbound(tx, actor, I.orderLa, [{ id: I.lineLaPan, receivedQuantity: 4, batchNo: 'B7' }]),
    )
    const answer = await pulled({ deviceId: device, storeId: W.storeLa, cursor })
    expect(touched(answer)).toEqual({
      inboundOrders: { upserts: [I.orderLa], removals: [] },
      putawayTasks: { upserts: [task], removals: [] },
    })
    const pan = answer.changes.inboundOrders.upserts[0]?.lines.find((l) => l.id === I.lineLaPan)
    expect(pan).toMatchObject({ receivedQuantity: 4, batchNo: 'B7' })
    expect(answer.changes.putawayTasks.upserts[0]).toMatchObject({ quantity: 4, batchNo: 'B7', sysSku: 'DEMO-PAN-28' })
    expect(answer.cursor).not.toBe(cursor)
    lostCursor = cursor
    cursor = answer.cursor
  })

  it('answers the cursor before the last again, when that answer was lost on the way', async () => {
    const again = await pulled({ deviceId: device, storeId: W.storeLa, cursor: lostCursor })
    expect(again.reset).toBe(false)
    expect(touched(again)).toEqual({
      inboundOrders: { upserts: [I.orderLa], removals: [] },
      putawayTasks: { upserts: [expect.any(String)], removals: [] },
    })
    // Nothing changed since: the answer names the state the last one named.
    expect(again.cursor).toBe(cursor)
    expect(touched(await pulled({ deviceId: device, storeId: W.storeLa, cursor }))).toEqual({})
  })

  it('gives a pick list whose picking finished as removed, and its order as waiting for packing', async () => {
    await db.begin((tx) => finishPicking(tx, actor, pickingList, []))
    const answer = await pulled({ deviceId: device, storeId: W.storeLa, cursor })
    expect(touched(answer)).toEqual({
      pickLists: { upserts: [], removals: [pickingList] },
      packingOrders: { upserts: [pickingOrder], removals: [] },
    })
    expect(answer.changes.packingOrders.upserts[0]?.lines).toEqual([
      { productId: P.kettle, sysSku: 'DEMO-KETTLE-17L', pickedQuantity: 3, packedQuantity: 0 },
      { productId: P.lantern, sysSku: 'DEMO-LANTERN', pickedQuantity: 1, packedQuantity: 0 },
    ])
    cursor = answer.cursor
  })

  it('gives a product a UPC was added to, and a removed product as removed', async () => {
    const made = await post('/api/erp/baseproductupc/createUpc', {
      manufacturerCode: '81234',
      flagCode: '0',
      productId: P.lantern,
    })
    expect(made.json.code, made.text).toBe(200)
    const upc = made.json.data[0].upc as string
    const spare = await db.begin((tx) => saveRecord(tx, baseProduct, { sysSku: 'FP-SPARE', name: 'Spare part' }, actor))
    const added = await pulled({ deviceId: device, storeId: W.storeLa, cursor })
    expect(touched(added)).toEqual({ products: { upserts: [P.lantern, spare].sort(), removals: [] } })
    expect(added.changes.products.upserts.find((p) => p.id === P.lantern)?.codes).toContain(upc)

    await db.begin((tx) => removeRecords(tx, baseProduct, [spare], actor))
    const removed = await pulled({ deviceId: device, storeId: W.storeLa, cursor: added.cursor })
    expect(touched(removed)).toEqual({ products: { upserts: [], removals: [spare] } })
    cursor = removed.cursor
  })

  it('gives a disabled position as removed', async () => {
    const r = await post('/api/ware/wbasestoreposition/submit', { id: B1, status: '1' })
    expect(r.json.code, r.text).toBe(200)
    const answer = await pulled({ deviceId: device, storeId: W.storeLa, cursor })
    expect(touched(answer)).toEqual({ positions: { upserts: [], removals: [B1] } })
    cursor = answer.cursor
  })

  it('answers two pulls of one device with the same cursor the same changes and one cursor', async () => {
    await db.begin((tx) => receiveInbound(tx, actor, I.orderLa, [{ id: I.lineLaKettle, receivedQuantity: 6 }]))
    const [a, b] = await Promise.all([
      pulled({ deviceId: device, storeId: W.storeLa, cursor }),
      pulled({ deviceId: device, storeId: W.storeLa, cursor }),
    ])
    expect(touched(a)).toEqual(touched(b))
    expect(touched(a).inboundOrders?.upserts).toEqual([I.orderLa])
    expect(a.cursor).toBe(b.cursor)
    expect(touched(await pulled({ deviceId: device, storeId: W.storeLa, cursor: a.cursor }))).toEqual({})
    cursor = a.cursor
  })

  it('starts over with everything when the cursor is unknown, or of another warehouse', async () => {
    const unknown = await pulled({ deviceId: device, storeId: W.storeLa, cursor: 'c1.not-a-cursor-of-ours' })
    expect(unknown.reset).toBe(true)
    expect(unknown.changes.inboundOrders.upserts.map((o) => o.id)).toEqual([I.orderLa])
    expect(unknown.changes.products.upserts.length).toBeGreaterThanOrEqual(5)
    // Nothing changed: the state answered is the one already named, so the cursor stays valid.
    expect(unknown.cursor).toBe(cursor)

    const nj = await pulled({ deviceId: device, storeId: W.storeNj, cursor })
    expect(nj.reset).toBe(true)
    expect(nj.changes.inboundOrders.upserts.map((o) => o.code)).toEqual(['IN-2026-0002'])
    expect(nj.changes.positions.upserts.map((p) => p.id)).toEqual([NJ_A1])
    expect(touched(await pulled({ deviceId: device, storeId: W.storeNj, cursor: nj.cursor }))).toEqual({})
    // Each warehouse keeps its own cursor.
    expect(touched(await pulled({ deviceId: device, storeId: W.storeLa, cursor }))).toEqual({})
  })

  it('never shows another tenant’s rows, even under the same ids and device', async () => {
    const other = (await t.signIn('100001')).access_token
    await t.root.query(
      `INSERT INTO erp_base_product (id, tenant_id, sys_sku, name, status) VALUES (9100000000000000001, '100001', 'T2-ONLY', 'Tenant two only', 1)`,
    )
    const mine = await pulled({ deviceId: device, storeId: W.storeLa })
    expect(mine.changes.products.upserts.map((p) => p.sysSku)).not.toContain('T2-ONLY')
    expect(mine.cursor).toBe(cursor)

    const theirs = await pulled({ deviceId: device, storeId: W.storeLa, cursor }, other)
    expect(theirs.reset).toBe(true)
    expect(theirs.changes.products.upserts.map((p) => p.sysSku)).toContain('T2-ONLY')
    // Their Los Angeles order was never received, and none of this tenant's work shows.
    expect(theirs.changes.inboundOrders.upserts[0]?.lines.map((l) => l.receivedQuantity)).toEqual([0, 0])
    expect(theirs.changes.pickLists.upserts).toEqual([])
    expect(theirs.changes.packingOrders.upserts).toEqual([])
    expect(theirs.changes.putawayTasks.upserts).toEqual([])
    expect(theirs.changes.stocktakes.upserts.map((s) => s.id)).toEqual([STOCKTAKING_IDS.counting])
    expect(theirs.changes.positions.upserts.map((p) => p.id)).toContain(B1)
    expect(theirs.changes.products.upserts.find((p) => p.id === P.kettle)?.codes).toHaveLength(6)
  })

  it('answers the device’s last applied command, and refuses a device another user registered', async () => {
    const mine = uuidV7()
    const theirs = uuidV7()
    await t.root.query(
      `INSERT INTO floor_device (id, tenant_id, device_id, user_id, last_seq)
       VALUES (9100000000000000011, '000000', $1, $2, 7), (9100000000000000012, '000000', $3, 990399, 3)`,
      [mine, actor.session.userId, theirs],
    )
    const answer = await pulled({ deviceId: mine, storeId: W.storeLa })
    expect(answer).toMatchObject({ deviceLastSeq: 7, reset: true })
    const taken = await pull({ deviceId: theirs, storeId: W.storeLa })
    expect(taken.status, taken.text).toBe(409)
    expect(taken.json.msg).toContain('registered to another user')
  })

  it('refuses bad input with a 400 naming the field', async () => {
    const bad = async (query: Record<string, string>, field: string, text: string) => {
      const r = await pull(query)
      expect(r.status, r.text).toBe(400)
      expect(r.json.code).toBe(400)
      expect(r.json.msg).toContain(text)
      expect(r.json.data.errors.map((e: { field: string }) => e.field)).toEqual([field])
    }
    await bad({ deviceId: 'not-a-uuid', storeId: W.storeLa }, 'deviceId', 'Device')
    await bad({ storeId: W.storeLa }, 'deviceId', 'Device')
    await bad({ deviceId: device, storeId: 'LA-01' }, 'storeId', 'Warehouse')
    await bad({ deviceId: device, storeId: '99999999999999999999999' }, 'storeId', 'Warehouse')
    await bad({ deviceId: device, storeId: W.storeLa, cursor: 'x'.repeat(81) }, 'cursor', 'Sync cursor')
    // A warehouse that is not one to work in (FBA, unknown) names the warehouse too.
    await bad({ deviceId: device, storeId: W.storeFba }, 'storeId', 'Warehouse')
    await bad({ deviceId: device, storeId: '1000000000000009999' }, 'storeId', 'Warehouse')
    const zh = await pull({ deviceId: device, storeId: 'x' }, token, 'zh-CN')
    expect(zh.json.msg).toContain('仓库')
  })

  it('is a GET that writes, so HEAD is refused; it needs the floor permission', async () => {
    const head = await t.call('HEAD', `${FLOOR_PATHS.pull}?deviceId=${device}&storeId=${W.storeLa}`, { token })
    expect(head.status).toBe(405)
    const nobody = await signInWithoutGrants(t, 'floor-nobody', 990301, 990302)
    expect((await pull({ deviceId: device, storeId: W.storeLa }, nobody)).status).toBe(403)
    expect((await t.call('GET', FLOOR_PATHS.warehouses, { token: nobody })).status).toBe(403)
  })
})

describe('the floor warehouses', () => {
  it('lists the available warehouses to work in, without FBA ones', async () => {
    const r = await t.call('GET', FLOOR_PATHS.warehouses, { token, lang: 'en-US' })
    expect(r.json.code, r.text).toBe(200)
    const codes = (r.json.data as { id: string; code: string; name: string }[]).map((w) => w.code)
    expect(codes).toEqual(expect.arrayContaining(['SZ-01', 'LA-01', 'NJ-3PL']))
    expect(codes).not.toContain('FBA-ONT8')
    expect(codes).not.toContain('FBA-US')
    expect(r.json.data.find((w: { code: string }) => w.code === 'LA-01')).toEqual({
      id: W.storeLa,
      code: 'LA-01',
      name: '洛杉矶自营仓',
    })
    expect((await t.call('HEAD', FLOOR_PATHS.warehouses, { token })).status).toBe(200)
  })
})

describe('a catalogue of ten thousand products', () => {
  it('pulls whole, then unchanged as nothing, then one changed product as one row', async () => {
    await t.root.query(
      `INSERT INTO erp_base_product (id, tenant_id, sys_sku, name, bar_code, status)
       SELECT 8200000000000000000 + n, '000000', 'BULK-' || lpad(n::text, 5, '0'), 'Bulk product ' || n,
              '20' || lpad(n::text, 11, '0'), 1
         FROM generate_series(1, 10000) AS n`,
    )
    await t.root.query(
      `INSERT INTO erp_base_product_upc (id, tenant_id, upc, product_id)
       SELECT 8300000000000000000 + n, '000000', '7' || lpad(n::text, 11, '0'), 8200000000000000000 + n
         FROM generate_series(1, 10000, 2) AS n`,
    )
    const bulkDevice = uuidV7()
    const timed = async (query: Record<string, string>) => {
      const started = performance.now()
      const answer = await pulled(query)
      return { answer, ms: Math.round(performance.now() - started) }
    }
    const first = await timed({ deviceId: bulkDevice, storeId: W.storeLa })
    expect(first.answer.changes.products.upserts.length).toBeGreaterThan(10_000)
    expect(first.answer.changes.products.upserts.find((p) => p.sysSku === 'BULK-00001')?.codes).toEqual([
      'BULK-00001',
      '2000000000001',
      '700000000001',
    ])
    const unchanged = await timed({ deviceId: bulkDevice, storeId: W.storeLa, cursor: first.answer.cursor })
    expect(touched(unchanged.answer)).toEqual({})
    await t.root.query(`UPDATE erp_base_product SET name = 'Renamed' WHERE id = 8200000000000004242`)
    const one = await timed({ deviceId: bulkDevice, storeId: W.storeLa, cursor: unchanged.answer.cursor })
    expect(touched(one.answer)).toEqual({ products: { upserts: ['8200000000000004242'], removals: [] } })
    console.info(`floor pull of ${first.answer.changes.products.upserts.length} products on ${t.root.kind}:`, {
      firstMs: first.ms,
      unchangedMs: unchanged.ms,
      oneChangedMs: one.ms,
    })
  })
})
