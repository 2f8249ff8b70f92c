import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { FloorCommand, PushResponse } from '#sync/floor/floor-protocol.ts'
import { stockBookProblems } from '../inventory/stock-books.ts'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { decideApproval } from '../testing/approvals.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'

// Issue 11 §5: 1,000 commands of 5 devices, interleaved and re-sent, leave the stock, ledger and
// outcomes each sent once would. Apart from floor-sync.test.ts (issue 28 item 10) because it takes
// about 20 s: mutation testing of the floor's apply path runs the quick tests, this one runs in CI.
let t: TestApp
let admin: string
const A1 = '1000000000000005021'
const A2 = '1000000000000005022'

beforeAll(async () => {
  t = await openTestApp()
  admin = (await t.signIn()).access_token
})
afterAll(() => t.close())
afterEach(async () => {
  const db = scopeToTenant(t.root, { tenantId: '000000', userId: '1' })
  expect(await db.begin((tx) => stockBookProblems(tx))).toEqual([])
})

async function push(deviceId: string, commands: FloorCommand[], token = admin): Promise<PushResponse> {
  const r = await t.call('POST', '/api/floor/sync/push', { token, body: { deviceId, commands }, lang: 'en-US' })
  expect(r.json?.code, r.text).toBe(200)
  return r.json.data
}

/** A small seeded generator, so the interleaving is the same on every run. */
function random(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let x = Math.imul(s ^ (s >>> 15), 1 | s)
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x)
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
}

const DEVICES = 5
const PER_DEVICE = 200

/**
 * The work of five devices in one app, each on its own product (FL-1 ... FL-5) in Los Angeles: an
 * inbound order of it, and a line of it on one pick list of five orders (1,000 units reserved at
 * A-01-01). Each device's 200 commands: 24 receipts of 1 to 5 units, 24 putaways of 1 to 4 onto
 * A-01-01 or A-01-02 (every seventh asking for more than waits: rejected), 152 scans of 1 to 3 units
 * of its pick line (every twentieth at the wrong position: rejected). Device ids are fixed, so two
 * apps given the same plan hold the same commands.
 */
async function fiveDevicePlan(app: TestApp, token: string) {
  const call = (path: string, body: unknown) => app.call('POST', path, { token, body, lang: 'en-US' })
  const products: string[] = []
  const orders: string[] = []
  for (let d = 1; d <= DEVICES; d++) {
    const productId = String(2_000_000_000_000_011_100n + BigInt(d))
    products.push(productId)
    await app.root.query(
      `INSERT INTO erp_base_product (id, tenant_id, sys_sku, name, product_type, status)
       VALUES ($1, '000000', $2, $3, 1, 1)`,
      [productId, `FL-${d}`, `Floor test product ${d}`],
    )
    const made = await call('/api/ware/winboundorder/submit', {
      code: `IN-FL-D${d}`,
      storeId: W.storeLa,
      items: [{ productId, plannedQuantity: 1000 }],
    })
    expect(made.json.code, made.text).toBe(200)
    const stocked = await call('/api/erp/storeproductinventory/submit', {
      storeId: W.storeLa,
      positionId: A1,
      productId,
      batchNo: 'PICK',
      inboundDate: '2026-06-01',
      quantity: 1000,
      reason: 'Floor test stock',
    })
    expect(stocked.json.code, stocked.text).toBe(200)
    const outbound = await call('/api/ware/woutbound/save', {
      code: `OUT-FL-D${d}`,
      storeId: W.storeLa,
      transportId: W.transportUps,
      items: [{ productId, quantity: 1000 }],
    })
    expect(outbound.json.code, outbound.text).toBe(200)
    const [order] = await app.root.query<{ id: string }>(
      `SELECT id::text FROM ware_outbound WHERE tenant_id = '000000' AND code = $1`,
      [`OUT-FL-D${d}`],
    )
    orders.push(order?.id as string)
    expect((await call('/api/ware/woutbound/updateStatus', { ids: order?.id, status: '1' })).json.code).toBe(200)
    await decideApproval(app, token, 'ware/woutbound', order?.id as string)
  }
  const wave = await call('/api/ware/woutbound/start-bound', { ids: orders })
  expect(wave.json.data, wave.text).toHaveLength(1)
  const pickId = wave.json.data[0] as string
  const pickLines = await app.root.query<{ id: string; productId: string; positionId: string }>(
    `SELECT id::text, product_id::text, position_id::text FROM ware_order_pick_item WHERE tenant_id = '000000' AND order_pick_id = $1`,
    [pickId],
  )
  const plans: { deviceId: string; commands: FloorCommand[] }[] = []
  for (const [i, productId] of products.entries()) {
    const [line] = await app.root.query<{ orderId: string; lineId: string }>(
      `SELECT inbound_order_id::text AS order_id, id::text AS line_id FROM ware_inbound_batch_item
        WHERE tenant_id = '000000' AND product_id = $1`,
      [productId],
    )
    const pickLine = pickLines.find((l) => l.productId === productId)
    expect(pickLine?.positionId).toBe(A1)
    const commands: FloorCommand[] = []
    const count = { receive: 0, putAway: 0, scan: 0 }
    while (commands.length < PER_DEVICE) {
      const seq = commands.length + 1
      const opId = `0190f5a2-7c3e-7a10-8b42-${String((i + 1) * 100_000 + seq).padStart(12, '0')}`
      const step = commands.length % 25
      if (step === 0 || step === 8 || step === 16) {
        const k = count.receive++
        const args = { opId, inboundOrderId: line?.orderId, lineId: line?.lineId, quantity: (k % 5) + 1 }
        commands.push({ seq, name: 'receiveLine', args })
      } else if (step === 1 || step === 9 || step === 17) {
        const k = count.putAway++
        const quantity = k % 7 === 6 ? 500 : (k % 4) + 1
        const args = { opId, storeId: W.storeLa, productId, positionId: k % 2 ? A1 : A2, quantity }
        commands.push({ seq, name: 'putAway', args })
      } else {
        const k = count.scan++
        const positionId = k % 20 === 19 ? A2 : A1
        const args = { opId, pickId, lineId: pickLine?.id, positionId, quantity: (k % 3) + 1 }
        commands.push({ seq, name: 'scanPick', args })
      }
    }
    plans.push({ deviceId: `0190f5a2-7c3e-7a10-8b42-00000000000${i + 1}`, commands })
  }
  return plans
}

/** What the floor products hold, per position and lot, with the ledger's rows of them. */
const floorStock = (app: TestApp) =>
  app.root.query(
    `SELECT b.sys_sku, p.code AS position, b.batch_no, b.on_hand, b.reserved,
            (SELECT count(*)::int FROM erp_store_product_inventory_log l
              WHERE l.tenant_id = b.tenant_id AND l.store_id = b.store_id AND l.position_id = b.position_id
                AND l.product_id = b.product_id AND l.batch_no = b.batch_no AND l.inbound_date = b.inbound_date) AS ledger_rows
       FROM erp_store_product_inventory b
       JOIN ware_base_store_position p ON p.id = b.position_id AND p.tenant_id = b.tenant_id
      WHERE b.tenant_id = '000000' AND b.sys_sku LIKE 'FL-%' ORDER BY 1, 2, 3`,
  )
/** What each device scanned of its pick line. */
const scanned = (app: TestApp) =>
  app.root.query(
    `SELECT sys_sku, quantity, scanned_quantity FROM ware_order_pick_item
      WHERE tenant_id = '000000' AND sys_sku LIKE 'FL-%' ORDER BY sys_sku`,
  )
const outcomesOf = (app: TestApp) =>
  app.root.query(
    `SELECT device_id, seq, name, status, reason FROM floor_command
      WHERE tenant_id = '000000' AND device_id LIKE '0190f5a2-7c3e-7a10-8b42-0000000000%' ORDER BY device_id, seq`,
  )

describe('five devices, interleaved and re-sent', () => {
  it('apply 1,000 commands once each: the same stock, ledger and outcomes as each sent once', {
    timeout: 240_000,
  }, async () => {
    const started = performance.now()
    const plans = await fiveDevicePlan(t, admin)
    const next = random(11)
    const acked = plans.map(() => 0)
    const lastBatch: (FloorCommand[] | undefined)[] = plans.map(() => undefined)
    let sent = 0
    let resent = 0
    while (acked.some((a) => a < PER_DEVICE)) {
      const open = plans.map((_, i) => i).filter((i) => (acked[i] as number) < PER_DEVICE)
      const d = open[Math.floor(next() * open.length)] as number
      const plan = plans[d] as (typeof plans)[number]
      const roll = next()
      let batch: FloorCommand[]
      if (roll < 0.15 && lastBatch[d]) batch = lastBatch[d] as FloorCommand[]
      else {
        // Sometimes the device did not hear the answer and sends again from a little before.
        const from = roll < 0.35 ? Math.max(0, (acked[d] as number) - Math.floor(next() * 12)) : (acked[d] as number)
        batch = plan.commands.slice(from, from + 1 + Math.floor(next() * 40))
      }
      resent += batch.filter((c) => c.seq <= (acked[d] as number)).length
      sent += batch.length
      const r = await push(plan.deviceId, batch)
      expect(r.refused).toBeUndefined()
      acked[d] = r.lastSeq
      lastBatch[d] = batch
    }
    const mixedMs = performance.now() - started

    // The same commands, each sent once in order, into a fresh app.
    const once = await openTestApp()
    try {
      const onceToken = (await once.signIn()).access_token
      const oncePlans = await fiveDevicePlan(once, onceToken)
      for (const plan of oncePlans) {
        for (let i = 0; i < plan.commands.length; i += 100) {
          const r = await once.call('POST', '/api/floor/sync/push', {
            token: onceToken,
            lang: 'en-US',
            body: { deviceId: plan.deviceId, commands: plan.commands.slice(i, i + 100) },
          })
          expect(r.json.data.outcomes.every((o: { replayed: boolean }) => !o.replayed)).toBe(true)
        }
      }
      const stock = await floorStock(t)
      expect(stock.length).toBeGreaterThanOrEqual(DEVICES * 3)
      expect(stock).toEqual(await floorStock(once))
      const picked = await scanned(t)
      expect(picked).toHaveLength(DEVICES)
      expect(picked).toEqual(await scanned(once))
      const outcomes = await outcomesOf(t)
      expect(outcomes).toHaveLength(DEVICES * PER_DEVICE)
      expect(outcomes).toEqual(await outcomesOf(once))
      const rejected = outcomes.filter((o) => o.status === 2).length
      expect(rejected).toBeGreaterThan(0)
      const onceDb = scopeToTenant(once.root, { tenantId: '000000', userId: '1' })
      expect(await onceDb.begin((tx) => stockBookProblems(tx))).toEqual([])
      console.log(
        `five devices: ${sent} commands sent (${resent} again) in ${Math.round(mixedMs)} ms; ${outcomes.length} taken, ${rejected} rejected`,
      )
    } finally {
      await once.close()
    }
    expect(resent).toBeGreaterThan(100)
    const devices = await t.root.query(
      `SELECT last_seq, applied_count + rejected_count AS taken FROM floor_device
        WHERE tenant_id = '000000' AND device_id LIKE '0190f5a2-7c3e-7a10-8b42-0000000000%'`,
    )
    expect(devices).toEqual(plans.map(() => ({ lastSeq: String(PER_DEVICE), taken: PER_DEVICE })))
  })
})
