// Floor replay benchmark (issue 11 §6): one device's 10,000 queued commands replayed end to end on
// PostgreSQL: the device's own outbox (web/floor/store, Dexie over fake-indexeddb) sends them to the
// real app served over HTTP (POST /api/floor/sync/push, batches of 500) and records each answer
// (every command applied and acknowledged on the device), as commands per second, beside single-row
// inserts per second into a plain table (one INSERT per statement, one client) in the same run.
//   DATABASE_URL=postgres://... npx tsx tests/bench/floor-replay.bench.ts [commands]
//   (default postgres://postgres@127.0.0.1:5432/test and 10,000 commands)
// The commands are pick scans (scanPick: one unit of a line at its position) over a pick list of 50
// lines of 1,000 units. Works in a fresh schema, dropped at the end.
import { randomBytes, randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import 'fake-indexeddb/auto'
import { type DeviceRegistration, PUSH_BATCH_MAX, type PushResponse } from '#sync/floor/floor-protocol.ts'
import { createApp } from '../../server/app.ts'
import { readConfig } from '../../server/config.ts'
import { md5Hex } from '../../server/platform/auth/password.ts'
import { migrate } from '../../server/platform/db/migrate.ts'
import { leaseIdWorker, releaseIdWorker } from '../../server/platform/db/next-id.ts'
import { openPostgres } from '../../server/platform/db/postgres-driver.ts'
import { seedDemo } from '../../server/platform/seed/seed-demo.ts'
import { syncPlatform } from '../../server/platform/seed/sync-platform.ts'
import { FloorDb } from '../../web/floor/store/floor-db.ts'
import { type FloorTransport, Outbox } from '../../web/floor/store/outbox.ts'

const COMMANDS = Number(process.argv[2] ?? 10_000)
const LINES = 50
const UNITS_PER_LINE = 1_000
const TENANT = '000000'
const STORE_LA = '1000000000000004202'
const POSITION = '1000000000000005021'
const TRANSPORT = '1000000000000005111'
const PRODUCT_BASE = 2_000_000_000_000_000_000n
const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const schema = `bench_floor_${randomBytes(4).toString('hex')}`
const basic = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`

const admin = openPostgres({ url, max: 1, timeZone: 'Asia/Shanghai' })
await admin.exec(`CREATE SCHEMA ${schema}`)
const root = openPostgres({ url, max: 10, timeZone: 'Asia/Shanghai', schema })
let close = async () => {}

try {
  await migrate(root)
  await leaseIdWorker(root)
  await syncPlatform(root)
  await seedDemo(root)
  await root.query(
    `INSERT INTO erp_base_product (id, tenant_id, sys_sku, name, product_type, status)
     SELECT $1::bigint + g, $2, 'BENCH-' || g, 'Bench product ' || g, 1, 1 FROM generate_series(1, $3::int) g`,
    [String(PRODUCT_BASE), TENANT, LINES],
  )

  const config = { ...readConfig({ DATABASE_URL: url }), webDir: '/none' }
  const app = createApp({ root, config, signingKey: randomBytes(32) })
  const base = await new Promise<string>((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(`http://127.0.0.1:${info.port}`),
    )
    close = () => new Promise((done) => server.close(() => done()))
  })
  const signIn = await fetch(
    `${base}/api/blade-auth/oauth/token?tenantId=${TENANT}&username=admin&password=${md5Hex('Admin123')}&grant_type=password`,
    { method: 'POST', headers: { Authorization: basic, 'Tenant-Id': TENANT } },
  )
  const token = ((await signIn.json()) as { access_token: string }).access_token
  const headers = {
    Authorization: basic,
    'Blade-Auth': `bearer ${token}`,
    'Accept-Language': 'en-US',
    'Content-Type': 'application/json',
  }
  const post = async (path: string, body: unknown) => {
    const r = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
    const json = (await r.json()) as { code: number; data: unknown; msg: string }
    if (json.code !== 200) throw new Error(`${path}: ${json.msg}`)
    return json.data
  }

  // The pick list: 50 products of 1,000 units each at A-01-01, one order of them approved and waved.
  const products = Array.from({ length: LINES }, (_, i) => String(PRODUCT_BASE + BigInt(i + 1)))
  for (const productId of products) {
    await post('/api/erp/storeproductinventory/submit', {
      storeId: STORE_LA,
      positionId: POSITION,
      productId,
      batchNo: 'BENCH',
      inboundDate: '2026-01-01',
      quantity: UNITS_PER_LINE,
      reason: 'Bench stock',
    })
  }
  await post('/api/ware/woutbound/save', {
    code: 'OUT-BENCH-1',
    storeId: STORE_LA,
    transportId: TRANSPORT,
    items: products.map((productId) => ({ productId, quantity: UNITS_PER_LINE })),
  })
  const [order] = await root.query<{ id: string }>(
    `SELECT id::text FROM ware_outbound WHERE tenant_id = $1 AND code = 'OUT-BENCH-1'`,
    [TENANT],
  )
  for (const status of ['1', '2']) await post('/api/ware/woutbound/updateStatus', { ids: order?.id, status })
  const [pickId] = (await post('/api/ware/woutbound/start-bound', { ids: [order?.id] })) as string[]
  const lines = await root.query<{ id: string; positionId: string }>(
    `SELECT id::text, position_id::text FROM ware_order_pick_item WHERE tenant_id = $1 AND order_pick_id = $2 ORDER BY pick_order`,
    [TENANT, pickId],
  )
  if (lines.length !== LINES) throw new Error(`the pick list has ${lines.length} lines, not ${LINES}`)

  // The device's queue, in its own outbox (Dexie over fake-indexeddb here): one unit scanned at a
  // time, walking the lines round and round; then one replay sends it all and settles every answer.
  const db = new FloorDb(`bench-floor-${randomUUID()}`)
  const transport: FloorTransport = {
    register: async (body) => (await post('/api/floor/device/register', body)) as DeviceRegistration,
    push: async (body) => (await post('/api/floor/sync/push', body)) as PushResponse,
    pull: async () => {
      throw new Error('the replay benchmark does not pull')
    },
  }
  const outbox = new Outbox({ db, transport, pollMs: 0 })
  const deviceId = await outbox.device()
  for (let i = 0; i < COMMANDS; i++) {
    const line = lines[i % LINES] as { id: string; positionId: string }
    await outbox.enqueue('scanPick', { pickId, lineId: line.id, positionId: line.positionId, quantity: 1 })
  }
  const queue = await db.outbox.orderBy('seq').toArray()

  const replayStarted = performance.now()
  const report = await outbox.replay()
  if (report.outcome !== 'done' || report.applied !== COMMANDS)
    throw new Error(`replay did not apply every command: ${JSON.stringify(report)}`)
  const acknowledged = (await db.outbox.toArray()).filter((e) => e.status === 'applied').length
  if (acknowledged !== COMMANDS) throw new Error(`${acknowledged} of ${COMMANDS} commands acknowledged on the device`)
  const replaySeconds = (performance.now() - replayStarted) / 1000
  const commandsPerSecond = COMMANDS / replaySeconds
  const [scanned] = await root.query<{ units: number; commands: number }>(
    `SELECT (SELECT sum(scanned_quantity)::int FROM ware_order_pick_item WHERE tenant_id = $1 AND order_pick_id = $2) AS units,
            (SELECT count(*)::int FROM floor_command WHERE tenant_id = $1 AND device_id = $3) AS commands`,
    [TENANT, pickId, deviceId],
  )
  if (scanned?.units !== COMMANDS || scanned?.commands !== COMMANDS)
    throw new Error(`expected ${COMMANDS} units and commands, found ${JSON.stringify(scanned)}`)

  // The same queue from a second device pushed straight over HTTP (batches of 500, every answer
  // checked): the server's side of the replay alone, without the device's IndexedDB.
  const wireDevice = randomUUID()
  await post('/api/floor/device/register', { deviceId: wireDevice, name: 'Bench wire', storeId: STORE_LA })
  const wireStarted = performance.now()
  for (let done = 0; done < COMMANDS; ) {
    const commands = queue.slice(done, done + PUSH_BATCH_MAX).map((e) => ({
      seq: e.seq,
      name: e.name,
      args: { ...e.args, opId: randomUUID() },
      at: e.createdAt,
    }))
    const answer = (await post('/api/floor/sync/push', { deviceId: wireDevice, commands })) as PushResponse
    if (
      answer.refused ||
      answer.lastSeq !== done + commands.length ||
      answer.outcomes.some((o) => o.status !== 'applied')
    )
      throw new Error(`wire push refused or short: ${JSON.stringify(answer.refused ?? answer.lastSeq)}`)
    done = answer.lastSeq
  }
  const wirePerSecond = COMMANDS / ((performance.now() - wireStarted) / 1000)

  // The baseline: the same number of single-row inserts into a plain table, one statement each.
  await root.exec('CREATE TABLE bench_plain (id bigint PRIMARY KEY, device_id varchar(36), seq bigint, body text)')
  const plainStarted = performance.now()
  for (let i = 0; i < COMMANDS; i++) {
    await root.query('INSERT INTO bench_plain (id, device_id, seq, body) VALUES ($1, $2, $3, $4)', [
      i + 1,
      deviceId,
      i + 1,
      JSON.stringify(queue[i]?.args),
    ])
  }
  const insertsPerSecond = COMMANDS / ((performance.now() - plainStarted) / 1000)

  console.log(
    `  (${COMMANDS.toLocaleString('en')} commands in ${Math.ceil(COMMANDS / PUSH_BATCH_MAX)} pushes: ${replaySeconds.toFixed(2)} s)`,
  )
  console.log(
    `BENCH floor-replay-${COMMANDS}-commands: ${commandsPerSecond.toFixed(0)} commands/s vs plain-table-single-row-insert ${insertsPerSecond.toFixed(0)} inserts/s = ${(commandsPerSecond / insertsPerSecond).toFixed(2)}`,
  )
  // fake-indexeddb keeps each index as a sorted array: a status change moves it, so the outbox side
  // grows with the square of the queue here, where a browser's IndexedDB (a B-tree) does not.
  console.log(
    `BENCH floor-replay-${COMMANDS}-commands-server-side: ${wirePerSecond.toFixed(0)} commands/s vs plain-table-single-row-insert ${insertsPerSecond.toFixed(0)} inserts/s = ${(wirePerSecond / insertsPerSecond).toFixed(2)}`,
  )
} finally {
  await close()
  await releaseIdWorker(root).catch(() => undefined)
  await root.close()
  await admin.exec(`DROP SCHEMA ${schema} CASCADE`)
  await admin.close()
}
