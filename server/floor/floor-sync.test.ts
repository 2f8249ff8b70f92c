import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { FloorCommand, FloorCommandArgs, FloorCommandName, PushResponse } from '#sync/floor/floor-protocol.ts'
import { stockBookProblems } from '../inventory/stock-books.ts'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { ACCESS_IDS } from '../system/access.ts'
import { decideApproval } from '../testing/approvals.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'
import { floorCommandHandlers } from './floor-commands.ts'
import { FLOOR_IDS } from './floor-seed.ts'
import { floorSyncCalls } from './floor-sync.calls.ts'

// Issue 11 §1/§5: the server side of the floor sync. A command sent three times posts once; a gap
// is refused until the missing command arrives; a used number with another body is a conflict; a
// command its rules refuse is recorded, advances the sequence and says why and what to do; every
// command kind goes through the console's business functions (1,000 commands of 5 devices: in
// floor-sync-soak.test.ts). Books balanced after each test.
let t: TestApp
let admin: string
let operator: string
const A1 = '1000000000000005021'
const A2 = '1000000000000005022'
const B1 = '1000000000000005024'
const NJ_A1 = '1000000000000005025'

beforeAll(async () => {
  t = await openTestApp()
  admin = (await t.signIn()).access_token
  operator = (await t.signIn('000000', 'warehouse', 'Warehouse123')).access_token
})
afterAll(() => t.close())
afterEach(async () => {
  const db = scopeToTenant(t.root, { tenantId: '000000', userId: '1' })
  expect(await db.begin((tx) => stockBookProblems(tx))).toEqual([])
})

const post = (path: string, body: unknown, token = admin, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  t.call('POST', path, { token, body, lang })
const get = (path: string, query: Record<string, string>, token = admin) =>
  t.call('GET', path, { token, query, lang: 'en-US' })

/** A command of a device's queue, its opId made on the device. */
function command<N extends FloorCommandName>(
  seq: number,
  name: N,
  args: Omit<FloorCommandArgs<N>, 'opId'> & { opId?: string },
): FloorCommand {
  return { seq, name, args: { opId: randomUUID(), ...args }, at: new Date().toISOString() }
}

async function push(deviceId: string, commands: FloorCommand[], token = admin): Promise<PushResponse> {
  const r = await post('/api/floor/sync/push', { deviceId, commands }, token)
  expect(r.json?.code, r.text).toBe(200)
  return r.json.data
}

const ledgerRows = async (documentId: string) =>
  (
    await t.root.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM erp_store_product_inventory_log WHERE tenant_id = '000000' AND document_id = $1`,
      [documentId],
    )
  )[0]?.n ?? 0

const onHand = async (storeId: string, positionId: string | null, productId: string) =>
  (
    await t.root.query<{ n: number }>(
      `SELECT coalesce(sum(on_hand), 0)::int AS n FROM erp_store_product_inventory
        WHERE tenant_id = '000000' AND store_id = $1 AND ($2::bigint IS NULL OR position_id = $2) AND product_id = $3`,
      [storeId, positionId, productId],
    )
  )[0]?.n ?? 0

/** A new inbound order of the warehouse, in transit, with one line per product; answers its id and line ids by product. */
async function newInbound(code: string, storeId: string, lines: { productId: string; plannedQuantity: number }[]) {
  const r = await post('/api/ware/winboundorder/submit', { code, storeId, status: 100, items: lines })
  expect(r.json.code, r.text).toBe(200)
  const rows = await t.root.query<{ orderId: string; lineId: string; productId: string }>(
    `SELECT o.id::text AS order_id, i.id::text AS line_id, i.product_id::text
       FROM ware_inbound_order o JOIN ware_inbound_batch_item i ON i.inbound_order_id = o.id AND i.tenant_id = o.tenant_id
      WHERE o.tenant_id = '000000' AND o.code = $1 AND i.is_deleted = 0`,
    [code],
  )
  return {
    id: rows[0]?.orderId as string,
    line: Object.fromEntries(rows.map((r) => [r.productId, r.lineId])) as Record<string, string>,
  }
}

/** Stock put in by hand (an opening balance through the console's stock call). */
async function stockIn(storeId: string, positionId: string, productId: string, quantity: number, batchNo = 'FLOOR') {
  const r = await post('/api/erp/storeproductinventory/submit', {
    storeId,
    positionId,
    productId,
    batchNo,
    inboundDate: '2026-06-01',
    quantity,
    reason: 'Floor test stock',
  })
  expect(r.json.code, r.text).toBe(200)
}

/** An approved outbound order of lanterns in a pick list; answers the order, the pick list and its lines. */
async function pickList(code: string, quantity: number) {
  const made = await post('/api/ware/woutbound/save', {
    code,
    storeId: W.storeLa,
    transportId: W.transportUps,
    items: [{ productId: P.lantern, quantity }],
  })
  expect(made.json.code, made.text).toBe(200)
  const [order] = await t.root.query<{ id: string }>(
    `SELECT id::text FROM ware_outbound WHERE tenant_id = '000000' AND code = $1`,
    [code],
  )
  const outboundId = order?.id as string
  expect((await post('/api/ware/woutbound/updateStatus', { ids: outboundId, status: '1' })).json.code).toBe(200)
  await decideApproval(t, admin, 'ware/woutbound', outboundId)
  const wave = await post('/api/ware/woutbound/start-bound', { ids: [outboundId] })
  expect(wave.json.code, wave.text).toBe(200)
  const pickId = wave.json.data[0] as string
  const lines = (await get('/api/ware/worderpick/getItemList', { id: pickId })).json.data as {
    id: string
    positionId: string
    quantity: number
  }[]
  return { outboundId, pickId, lines }
}

describe('registering a device', () => {
  it('registers a device for its user, answers its last sequence, and refuses it to another user', async () => {
    const deviceId = randomUUID()
    const first = await post('/api/floor/device/register', { deviceId, name: 'Scanner A', storeId: W.storeLa })
    expect(first.json.code, first.text).toBe(200)
    expect(first.json.data).toEqual({
      deviceId,
      lastSeq: 0,
      userId: expect.any(String),
      storeId: W.storeLa,
      // The zone the console's times are in, for the device to show its times alike.
      timeZone: expect.stringMatching(/^[A-Za-z_]+(\/[A-Za-z_+-]+)*$/),
    })
    const again = await post('/api/floor/device/register', { deviceId, pending: 4 })
    expect(again.json.data.storeId).toBe(W.storeLa)
    const taken = await post('/api/floor/device/register', { deviceId }, operator)
    expect(taken.status).toBe(409)
    expect(taken.json.msg).toContain('registered to another user')
    const pushed = await post(
      '/api/floor/sync/push',
      {
        deviceId,
        commands: [
          command(1, 'shortPick', {
            pickId: '1',
            lineId: '1',
            reason: 'x',
          }),
        ],
      },
      operator,
    )
    expect(pushed.status).toBe(403)
    const badStore = await post('/api/floor/device/register', { deviceId: randomUUID(), storeId: '1' })
    expect(badStore.status).toBe(400)
    expect(badStore.json.data.errors[0].field).toBe('storeId')
  })

  it('refuses a device to a user without the floor work permission (issue 27, item 11)', async () => {
    const finance = (await t.signIn('000000', 'finance', 'Finance123')).access_token
    const deviceId = randomUUID()
    const refused = await post('/api/floor/device/register', { deviceId }, finance)
    expect(refused.status).toBe(403)
    const [row] = await t.root.query(`SELECT 1 FROM floor_device WHERE device_id = $1`, [deviceId])
    expect(row).toBeUndefined()
  })

  it('answers the examples of its calls (the OpenAPI bodies) against the demo data', async () => {
    for (const call of floorSyncCalls) {
      const r = await post(call.path, call.example)
      expect(r.json?.code, `${call.path}: ${r.text}`).toBe(200)
      if (call.path === '/api/floor/sync/push') expect(r.json.data.outcomes[0]).toMatchObject({ status: 'applied' })
    }
  })

  it('shows the seeded device and its commands on the console pages, a rejected one with its reason', async () => {
    const devices = await get('/api/floor/floordevice/page', { deviceId: FLOOR_IDS.deviceId })
    expect(devices.json.code, devices.text).toBe(200)
    expect(devices.json.data.records).toEqual([
      expect.objectContaining({ userId: ACCESS_IDS.warehouseUser, storeId: W.storeLa, lastSeq: '3', rejectedCount: 2 }),
    ])
    const rejected = await get('/api/floor/floorcommand/page', { deviceId: FLOOR_IDS.deviceId, status: '2' })
    expect(rejected.json.data.records).toHaveLength(2)
    expect(rejected.json.data.records[0].reason).toBeTruthy()
    expect(rejected.json.data.records[0].hint).toBeTruthy()
    const [applied] = await t.root.query(
      `SELECT jsonb_typeof(result) AS kind, result FROM floor_command WHERE tenant_id = '000000' AND device_id = $1 AND seq = 1`,
      [FLOOR_IDS.deviceId],
    )
    expect(applied).toEqual({ kind: 'object', result: { lines: [{ id: FLOOR_IDS.countLine, countedQuantity: 0 }] } })
    // The warehouse operator reads them too, and may work on the floor.
    expect((await get('/api/floor/floorcommand/page', {}, operator)).json.code).toBe(200)
  })
})

describe('claiming a pick list (issue 27, item 14)', () => {
  it('tells a second device who is on a list, lets it take the list over on purpose, and shows the claim on the console page', async () => {
    await stockIn(W.storeLa, A1, P.lantern, 10)
    const { pickId } = await pickList('OUT-FL-CLAIM', 1)
    const [first, second] = [randomUUID(), randomUUID()]
    for (const [deviceId, name] of [
      [first, 'Scanner A'],
      [second, 'Scanner B'],
    ]) {
      expect((await post('/api/floor/device/register', { deviceId, name }, operator)).json.code).toBe(200)
    }
    const claim = async (deviceId: string, takeOver?: boolean) => {
      const r = await post('/api/floor/task/claim', { deviceId, kind: 'picking', id: pickId, takeOver }, operator)
      expect(r.json?.code, r.text).toBe(200)
      return r.json.data
    }
    expect(await claim(first)).toEqual({ claimed: true, holder: null, takenFrom: null })
    expect(await claim(first)).toEqual({ claimed: true, holder: null, takenFrom: null })
    const told = await claim(second)
    expect(told).toMatchObject({
      claimed: false,
      holder: {
        deviceId: first,
        deviceName: 'Scanner A',
        userId: ACCESS_IDS.warehouseUser,
        userName: expect.any(String),
      },
    })
    expect(told.holder.since).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    const taken = await claim(second, true)
    expect(taken).toMatchObject({
      claimed: true,
      holder: null,
      takenFrom: { deviceId: first, deviceName: 'Scanner A' },
    })
    expect((await claim(first)).holder).toMatchObject({ deviceId: second, deviceName: 'Scanner B' })
    const page = await get('/api/ware/worderpick/page', { current: '1', size: '50' })
    const listed = (page.json.data.records as { id: string }[]).find((r) => r.id === pickId)
    expect(listed).toMatchObject({ claimedBy: ACCESS_IDS.warehouseUser, claimDevice: 'Scanner B' })
    // Another user's device is not the operator's to claim with.
    const notYours = await post('/api/floor/task/claim', { deviceId: second, kind: 'picking', id: pickId })
    expect(notYours.status).toBe(403)
  })
})

describe('pushing commands', () => {
  it('posts a command sent three times once, answering the stored outcome to the repeats', async () => {
    const order = await newInbound('IN-FL-1', W.storeLa, [{ productId: P.kettle, plannedQuantity: 10 }])
    const deviceId = randomUUID()
    const receive = {
      ...command(1, 'receiveLine', { inboundOrderId: order.id, lineId: order.line[P.kettle] as string, quantity: 4 }),
      at: '2026-03-01T02:00:00.000Z',
    }
    const first = await push(deviceId, [receive])
    expect(first.outcomes).toEqual([
      expect.objectContaining({
        seq: 1,
        status: 'applied',
        replayed: false,
        result: expect.objectContaining({ receivedQuantity: 4 }),
      }),
    ])
    const second = await push(deviceId, [receive])
    const third = await push(deviceId, [receive])
    for (const again of [second, third]) {
      expect(again.lastSeq).toBe(1)
      expect(again.outcomes).toEqual([{ ...first.outcomes[0], replayed: true }])
    }
    expect(await ledgerRows(order.id)).toBe(1)
    expect(await onHand(W.storeLa, null, P.kettle)).toBeGreaterThanOrEqual(4)
    const [line] = await t.root.query<{ receivedQuantity: number }>(
      `SELECT received_quantity FROM ware_inbound_batch_item WHERE tenant_id = '000000' AND id = $1`,
      [order.line[P.kettle]],
    )
    expect(line?.receivedQuantity).toBe(4)
    const rows = await t.root.query<{ id: string; deviceTime: string; kind: string; received: number }>(
      `SELECT id::text, device_time, jsonb_typeof(result) AS kind, (result->>'receivedQuantity')::int AS received
         FROM floor_command WHERE tenant_id = '000000' AND device_id = $1`,
      [deviceId],
    )
    // The device's clock in the database's zone (Asia/Shanghai); the answer kept as JSON, never shown.
    expect(rows).toEqual([{ id: expect.any(String), deviceTime: '2026-03-01 10:00:00', kind: 'object', received: 4 }])
    const shown = await get('/api/floor/floorcommand/detail', { id: rows[0]?.id as string })
    expect(shown.json.data).toMatchObject({ deviceId, seq: '1', deviceTime: '2026-03-01 10:00:00' })
    expect(shown.json.data).not.toHaveProperty('result')
  })
})

describe('refusals and rejections', () => {
  it('refuses a gap until the missing command arrives', async () => {
    const order = await newInbound('IN-FL-2', W.storeLa, [{ productId: P.pan, plannedQuantity: 10 }])
    const lineId = order.line[P.pan] as string
    const deviceId = randomUUID()
    const [c1, c2, c3] = [1, 2, 3].map((seq) =>
      command(seq, 'receiveLine', { inboundOrderId: order.id, lineId, quantity: 1 }),
    ) as [FloorCommand, FloorCommand, FloorCommand]
    expect((await push(deviceId, [c1])).lastSeq).toBe(1)
    const early = await push(deviceId, [c3])
    expect(early).toMatchObject({ outcomes: [], lastSeq: 1, refused: { seq: 3, code: 'gap' } })
    expect(early.refused?.message).toContain('expects command 2')
    expect(await ledgerRows(order.id)).toBe(1)
    const filled = await push(deviceId, [c2, c3])
    expect(filled.refused).toBeUndefined()
    expect(filled.outcomes.map((o) => [o.seq, o.status, o.replayed])).toEqual([
      [2, 'applied', false],
      [3, 'applied', false],
    ])
    expect(filled.lastSeq).toBe(3)
    expect(await ledgerRows(order.id)).toBe(3)
  })

  it('refuses a used sequence number with another body (conflict), keeping what came before it', async () => {
    const order = await newInbound('IN-FL-3', W.storeLa, [{ productId: P.pan, plannedQuantity: 10 }])
    const lineId = order.line[P.pan] as string
    const deviceId = randomUUID()
    const c1 = command(1, 'receiveLine', { inboundOrderId: order.id, lineId, quantity: 2 })
    const c2 = command(2, 'receiveLine', { inboundOrderId: order.id, lineId, quantity: 3 })
    await push(deviceId, [c1])
    const changed = { ...c1, args: { ...c1.args, quantity: 5 } }
    const refused = await push(deviceId, [changed, c2])
    expect(refused).toMatchObject({ outcomes: [], lastSeq: 1, refused: { seq: 1, code: 'conflict' } })
    // The same command with its keys in another order is the same command.
    const reordered = { ...c1, args: Object.fromEntries(Object.entries(c1.args).reverse()) }
    const mixed = await push(deviceId, [reordered, c2, { ...c2, args: { ...c2.args, quantity: 4 } }])
    expect(mixed.outcomes.map((o) => [o.seq, o.status, o.replayed])).toEqual([
      [1, 'applied', true],
      [2, 'applied', false],
    ])
    expect(mixed.refused).toMatchObject({ seq: 2, code: 'conflict' })
    expect(mixed.lastSeq).toBe(2)
    expect(await ledgerRows(order.id)).toBe(2)
  })

  it('records an over-receipt as rejected with reason and hint, advances the sequence, and goes on', async () => {
    const order = await newInbound('IN-FL-4', W.storeLa, [{ productId: P.filter, plannedQuantity: 10 }])
    const lineId = order.line[P.filter] as string
    const deviceId = randomUUID()
    const over = command(1, 'receiveLine', { inboundOrderId: order.id, lineId, quantity: 12 })
    const fine = command(2, 'receiveLine', { inboundOrderId: order.id, lineId, quantity: 10 })
    const r = await push(deviceId, [over, fine])
    expect(r.lastSeq).toBe(2)
    expect(r.outcomes[0]).toMatchObject({ seq: 1, status: 'rejected', replayed: false })
    expect(r.outcomes[0]?.reason).toContain('exceeds what the plan of 10 allows')
    expect(r.outcomes[0]?.hint).toContain('Count the units again')
    expect(r.outcomes[1]).toMatchObject({ seq: 2, status: 'applied' })
    // Answered again as it was, in the language it was first said in.
    const again = await post('/api/floor/sync/push', { deviceId, commands: [over] }, admin, 'zh-CN')
    expect(again.json.data.outcomes[0]).toEqual({ ...r.outcomes[0], replayed: true })
    const [device] = await t.root.query(
      `SELECT last_seq, applied_count, rejected_count, last_sync_time IS NOT NULL AS synced FROM floor_device
        WHERE tenant_id = '000000' AND device_id = $1`,
      [deviceId],
    )
    expect(device).toEqual({ lastSeq: '2', appliedCount: 1, rejectedCount: 1, synced: true })
    const [row] = await t.root.query(
      `SELECT status, reason, hint, op_id, length(request_hash) AS hash_length FROM floor_command
        WHERE tenant_id = '000000' AND device_id = $1 AND seq = 1`,
      [deviceId],
    )
    expect(row).toEqual({
      status: 2,
      reason: r.outcomes[0]?.reason,
      hint: r.outcomes[0]?.hint,
      opId: over.args.opId,
      hashLength: 64,
    })
    expect(await ledgerRows(order.id)).toBe(1)
  })

  it('fails the whole push on an error that is no refusal, recording nothing, so the device sends it again', async () => {
    const order = await newInbound('IN-FL-5', W.storeLa, [{ productId: P.pan, plannedQuantity: 10 }])
    const lineId = order.line[P.pan] as string
    const deviceId = randomUUID()
    const c1 = command(1, 'receiveLine', { inboundOrderId: order.id, lineId, quantity: 1 })
    const c2 = command(2, 'shortPick', { pickId: '1', lineId: '1', reason: 'Gone' })
    const shortPick = floorCommandHandlers.shortPick
    floorCommandHandlers.shortPick = async () => {
      throw new Error('the database went away')
    }
    try {
      const failed = await post('/api/floor/sync/push', { deviceId, commands: [c1, c2] })
      expect(failed.status).toBe(500)
    } finally {
      floorCommandHandlers.shortPick = shortPick
    }
    expect(await ledgerRows(order.id)).toBe(0)
    const kept = await t.root.query(`SELECT 1 FROM floor_command WHERE tenant_id = '000000' AND device_id = $1`, [
      deviceId,
    ])
    expect(kept).toEqual([])
    const again = await push(deviceId, [c1, c2])
    expect(again.outcomes.map((o) => [o.seq, o.status, o.replayed])).toEqual([
      [1, 'applied', false],
      [2, 'rejected', false],
    ])
    expect(await ledgerRows(order.id)).toBe(1)
  })

  it('rejects scans of a pick list the office finished while the device was offline, in the device user’s language', async () => {
    await stockIn(W.storeLa, A1, P.lantern, 10)
    const { pickId, lines } = await pickList('OUT-FL-1', 3)
    const line = lines[0] as (typeof lines)[number]
    const deviceId = randomUUID()
    const scan = (seq: number, quantity: number) =>
      command(seq, 'scanPick', { pickId, lineId: line.id, positionId: line.positionId, quantity })
    expect((await push(deviceId, [scan(1, 1)], operator)).outcomes[0]?.status).toBe('applied')
    // Offline now; meanwhile the office finishes the picking in the console.
    const finished = await post('/api/ware/worderpick/finishPicking', { id: pickId })
    expect(finished.json.code, finished.text).toBe(200)
    const later = await post(
      '/api/floor/sync/push',
      { deviceId, commands: [scan(2, 1), command(3, 'finishTask', { kind: 'picking', id: pickId })] },
      operator,
      'zh-CN',
    )
    const outcomes = later.json.data.outcomes
    expect(outcomes.map((o: { status: string }) => o.status)).toEqual(['rejected', 'rejected'])
    expect(outcomes[0].reason).toContain('已完成拣货')
    // The office, not a device, closed it; the scanned unit goes back where it came from, the hint says where.
    expect(outcomes[0].reason).toMatch(/^办公室已完成拣货单 /)
    expect(outcomes[0].hint).toMatch(/^把 1 件 .+ 放回 /)
    expect(outcomes[1].reason).toMatch(/^办公室已完成拣货单 /)
    expect(later.json.data.lastSeq).toBe(3)
  })

  it('tells a worker whose list was finished by their other device, or by another worker, which one it was (issue 27, item 12)', async () => {
    await stockIn(W.storeLa, A1, P.lantern, 10)
    const { pickId, lines } = await pickList('OUT-FL-WHO', 2)
    const first = lines[0] as (typeof lines)[number]
    const [phone, scanner, office] = [randomUUID(), randomUUID(), randomUUID()]
    const named = await post('/api/floor/device/register', { deviceId: scanner, name: 'Scanner B' }, operator)
    expect(named.json.code, named.text).toBe(200)
    const scan = (seq: number, line: (typeof lines)[number], quantity: number) =>
      command(seq, 'scanPick', { pickId, lineId: line.id, positionId: line.positionId, quantity })
    expect((await push(phone, [scan(1, first, 1)], operator)).outcomes[0]?.status).toBe('applied')
    // The scanner picks the rest of the list and finishes it.
    const rest = lines
      .map((line) => ({ line, quantity: line === first ? line.quantity - 1 : line.quantity }))
      .filter((r) => r.quantity > 0)
      .map((r, i) => scan(i + 1, r.line, r.quantity))
    const finish = command(rest.length + 1, 'finishTask', { kind: 'picking', id: pickId })
    const onScanner = await push(scanner, [...rest, finish], operator)
    expect(
      onScanner.outcomes.every((o) => o.status === 'applied'),
      JSON.stringify(onScanner),
    ).toBe(true)
    // The phone, offline meanwhile, scans one more unit of the first line.
    const [mine] = (await push(phone, [scan(2, first, 1)], operator)).outcomes
    expect(mine).toMatchObject({ status: 'rejected' })
    expect(mine?.reason).toMatch(/^Your other device Scanner B finished pick list \S+$/)
    expect(mine?.hint).toMatch(/^Put 1 × .+ back on \S+$/)
    const [theirs] = (await push(office, [scan(1, first, 1)])).outcomes
    expect(theirs?.reason).toMatch(/^.+ finished pick list \S+ on device Scanner B$/)
  })

  it('rejects a scan at another position, beyond the line, and arguments its schema refuses, never failing the push', async () => {
    await stockIn(W.storeLa, A1, P.lantern, 5)
    const { pickId, lines } = await pickList('OUT-FL-2', 2)
    const line = lines[0] as (typeof lines)[number]
    const deviceId = randomUUID()
    const other = line.positionId === A1 ? A2 : A1
    const r = await push(deviceId, [
      command(1, 'scanPick', { pickId, lineId: line.id, positionId: other, quantity: 1 }),
      command(2, 'scanPick', { pickId, lineId: line.id, positionId: line.positionId, quantity: line.quantity + 1 }),
      { seq: 3, name: 'scanPick', args: { opId: randomUUID(), pickId, quantity: 'many' } },
      command(4, 'scanPick', { pickId, lineId: line.id, positionId: line.positionId, quantity: 1 }),
    ])
    expect(r.outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected', 'applied'])
    expect(r.outcomes[0]?.reason).toContain('is picked at')
    expect(r.outcomes[1]?.reason).toContain(`the line asks for ${line.quantity}`)
    expect(r.outcomes[2]?.reason).toMatch(/lineId/)
    expect(r.outcomes[2]?.hint).toContain('Update the floor app')
    expect(r.outcomes[3]?.result).toMatchObject({ scannedQuantity: 1 })
    // A command the protocol does not know is refused before anything runs, naming the field.
    const unknown = await post('/api/floor/sync/push', {
      deviceId,
      commands: [{ seq: 5, name: 'teleport', args: {} }],
    })
    expect(unknown.status).toBe(400)
    expect(unknown.json.data.errors[0].field).toBe('commands.0.name')
  })
})

describe('every command kind', () => {
  it('receives, puts away, picks short, packs, closes, counts and finishes each task through the console’s functions', async () => {
    const deviceId = randomUUID()
    let seq = 0
    const next = <N extends FloorCommandName>(name: N, args: Omit<FloorCommandArgs<N>, 'opId'>) =>
      command(++seq, name, args)
    const applied = async (commands: FloorCommand[]) => {
      const r = await push(deviceId, commands)
      expect(r.refused).toBeUndefined()
      for (const o of r.outcomes) expect(o, JSON.stringify(o)).toMatchObject({ status: 'applied', replayed: false })
      return r.outcomes.map((o) => o.result as Record<string, unknown>)
    }

    // Receiving in New Jersey: the line received in full, the receipt confirmed, the units put away.
    const inbound = await newInbound('IN-FL-K', W.storeNj, [{ productId: P.lantern, plannedQuantity: 5 }])
    const before = await onHand(W.storeNj, NJ_A1, P.lantern)
    const [received, , placed] = await applied([
      next('receiveLine', { inboundOrderId: inbound.id, lineId: inbound.line[P.lantern] as string, quantity: 5 }),
      next('finishTask', { kind: 'receiving', id: inbound.id }),
      next('putAway', { storeId: W.storeNj, productId: P.lantern, positionId: NJ_A1, quantity: 5 }),
    ])
    expect(received).toMatchObject({ receivedQuantity: 5, putawayTasks: [expect.any(String)] })
    const [task] = (received?.putawayTasks ?? []) as string[]
    expect(placed).toEqual({ placed: [{ taskId: task, quantity: 5 }] })
    expect(await onHand(W.storeNj, NJ_A1, P.lantern)).toBe(before + 5)
    const order = (await get('/api/ware/winboundorder/detail', { id: inbound.id })).json.data
    expect(order).toMatchObject({ status: 100, receivedQuantity: 5 })
    expect(order.confirmTime).toBeTruthy()

    // Picking in Los Angeles: every line scanned, the last one short by one with a reason.
    await stockIn(W.storeLa, A1, P.lantern, 4)
    const { outboundId, pickId, lines } = await pickList('OUT-FL-K', 3)
    const scans = lines.flatMap((l, i) => {
      const n = l.quantity - (i === lines.length - 1 ? 1 : 0)
      return n > 0 ? [next('scanPick', { pickId, lineId: l.id, positionId: l.positionId, quantity: n })] : []
    })
    const last = lines[lines.length - 1] as (typeof lines)[number]
    const picked = await applied([
      ...scans,
      next('shortPick', { pickId, lineId: last.id, reason: 'Torn box' }),
      next('finishTask', { kind: 'picking', id: pickId }),
    ])
    expect(picked[picked.length - 1]).toEqual({ pickId, picked: 2, short: 1 })
    const list = (await get('/api/ware/worderpick/detail', { id: pickId })).json.data
    expect(list).toMatchObject({ shortQuantity: 1 })
    expect(list.pickedTime).toBeTruthy()
    const shortLine = (await get('/api/ware/worderpick/getItemList', { id: pickId })).json.data.find(
      (l: { id: string }) => l.id === last.id,
    )
    expect(shortLine).toMatchObject({ shortReason: 'Torn box', pickedQuantity: last.quantity - 1 })

    // Packing: the two picked lanterns into box 1, closed with its measures, packing finished.
    const [packed, closed] = await applied([
      next('packIntoBox', { outboundId, sku: 'DEMO-LANTERN', quantity: 2, boxNo: 1 }),
      next('closeBox', { outboundId, boxNo: 1, length: 30, width: 20, height: 10.5, weight: 1.25 }),
      next('finishTask', { kind: 'packing', id: outboundId }),
    ])
    expect(packed).toMatchObject({ boxNo: 1, packedQuantity: 2, replayed: false })
    expect(closed).toEqual({ boxId: packed?.boxId, boxNo: 1 })
    const outbound = (await get('/api/ware/woutbound/detail', { id: outboundId })).json.data
    expect(outbound).toMatchObject({ packStatus: 2, packedQuantity: 2, boxCount: 1 })

    // Counting: two frozen lots of kettles (7 and 3) counted 9 together: the first filled up to what it
    // expected, the rest (one short) on the last; a lot found that the freeze did not list; the count submitted.
    await stockIn(W.storeLa, B1, P.kettle, 7)
    await stockIn(W.storeLa, B1, P.kettle, 3, 'FLOOR-2')
    const made = await post('/api/ware/wstocktaking/save', { code: 'ST-FL-K', storeId: W.storeLa, positionIds: B1 })
    expect(made.json.code, made.text).toBe(200)
    const [count] = await t.root.query<{ id: string }>(
      `SELECT id::text FROM ware_stocktaking WHERE tenant_id = '000000' AND code = 'ST-FL-K'`,
    )
    const countId = count?.id as string
    expect((await post('/api/ware/wstocktaking/start-taking', { ids: countId })).json.code).toBe(200)
    const frozen = (await get('/api/ware/wstocktaking/detail', { id: countId })).json.data.items as {
      productId: string
    }[]
    const [kettle, found] = await applied([
      ...frozen
        .filter((l) => l.productId !== P.kettle)
        .map((l) =>
          next('countPosition', { stocktakingId: countId, positionId: B1, productId: l.productId, quantity: 0 }),
        ),
      next('countPosition', { stocktakingId: countId, positionId: B1, productId: P.kettle, quantity: 9 }),
      next('countPosition', { stocktakingId: countId, positionId: B1, productId: P.pan, quantity: 2 }),
      next('finishTask', { kind: 'stocktaking', id: countId }),
    ]).then((results) => results.slice(-3))
    expect(kettle).toMatchObject({ lines: [{ countedQuantity: 7 }, { countedQuantity: 2 }] })
    expect(found).toMatchObject({ lines: [{ countedQuantity: 2 }] })
    const submitted = (await get('/api/ware/wstocktaking/detail', { id: countId })).json.data
    expect(submitted.status).toBe(2)
    const counted = submitted.items.filter((l: { productId: string }) =>
      [P.kettle as string, P.pan].includes(l.productId),
    )
    expect(
      counted.map((l: { productId: string; batchNo: string; countedQuantity: number; differenceQuantity: number }) => [
        l.productId,
        l.batchNo,
        l.countedQuantity,
        l.differenceQuantity,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [P.kettle, 'FLOOR', 7, 0],
        [P.kettle, 'FLOOR-2', 2, -1],
        [P.pan, '', 2, 2],
      ]),
    )

    const [device] = await t.root.query(
      `SELECT last_seq, applied_count, rejected_count FROM floor_device WHERE tenant_id = '000000' AND device_id = $1`,
      [deviceId],
    )
    expect(device).toEqual({ lastSeq: String(seq), appliedCount: seq, rejectedCount: 0 })
  })
})
