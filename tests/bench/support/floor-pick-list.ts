// The floor replay benchmarks' ground (tests/bench/floor-replay.bench.ts in Node, floor-outbox-chromium.bench.ts
// in Chromium): the real app served over HTTP on PostgreSQL, in a fresh schema dropped at the end, signed
// in as the demo admin, with one pick list of 50 lines of 1,000 units each at A-01-01, ready to be
// scanned one unit per command.
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from '../../../server/app.ts'
import { readConfig } from '../../../server/config.ts'
import { md5Hex } from '../../../server/platform/auth/password.ts'
import type { Db } from '../../../server/platform/db/db.ts'
import { migrate } from '../../../server/platform/db/migrate.ts'
import { leaseIdWorker, releaseIdWorker } from '../../../server/platform/db/next-id.ts'
import { openPostgres } from '../../../server/platform/db/postgres-driver.ts'
import { seedDemo } from '../../../server/platform/seed/seed-demo.ts'
import { syncPlatform } from '../../../server/platform/seed/sync-platform.ts'
import { approveThroughFlow } from '../../e2e/support/approvals.ts'

export const LINES = 50
export const UNITS_PER_LINE = 1_000
export const TENANT = '000000'
const STORE_LA = '1000000000000004202'
const POSITION = '1000000000000005021'
const TRANSPORT = '1000000000000005111'
const PRODUCT_BASE = 2_000_000_000_000_000_000n

/** One line of the pick list: what a scanPick command names. */
export type PickLine = { id: string; positionId: string }

/** The ground a benchmark runs on. */
export type PickBench = {
  /** The app's address (http://127.0.0.1:port). */
  base: string
  root: Db
  /** The headers of the signed-in admin (Blade-Auth, Basic client, JSON). */
  headers: Record<string, string>
  /** POSTs a call as the admin; answers the envelope's data, throws on any other code. */
  post: (path: string, body: unknown) => Promise<unknown>
  pickId: string
  lines: PickLine[]
  /** Units scanned on the pick list and commands stored for a device, as the server holds them. */
  scannedBy: (deviceId: string) => Promise<{ units: number; commands: number }>
  close: () => Promise<void>
}

/** Starts the app on a fresh PostgreSQL schema and makes the pick list. */
export async function preparePickBench(url: string, schemaPrefix: string): Promise<PickBench> {
  const schema = `${schemaPrefix}_${randomBytes(4).toString('hex')}`
  const basic = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`
  const admin = openPostgres({ url, max: 1, timeZone: 'Asia/Shanghai' })
  await admin.exec(`CREATE SCHEMA ${schema}`)
  const root = openPostgres({ url, max: 10, timeZone: 'Asia/Shanghai', schema })
  let stopServer = async () => {}
  const close = async () => {
    await stopServer()
    await releaseIdWorker(root).catch(() => undefined)
    await root.close()
    await admin.exec(`DROP SCHEMA ${schema} CASCADE`)
    await admin.close()
  }
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
      stopServer = () => new Promise((done) => server.close(() => done()))
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
    const answer = async <T>(path: string, r: Response) => {
      const json = (await r.json()) as { code: number; data: T; msg: string }
      if (json.code !== 200) throw new Error(`${path}: ${json.msg}`)
      return json.data
    }
    const post = async <T>(path: string, body: unknown) =>
      answer<T>(path, await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }))
    const get = async <T>(path: string, query: Record<string, string>) =>
      answer<T>(path, await fetch(`${base}${path}?${new URLSearchParams(query)}`, { headers }))

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
    await post('/api/ware/woutbound/updateStatus', { ids: order?.id, status: '1' })
    await approveThroughFlow({ get, post }, 'ware/woutbound', order?.id as string)
    const [pickId] = (await post('/api/ware/woutbound/start-bound', { ids: [order?.id] })) as string[]
    if (!pickId) throw new Error('start-bound made no pick list')
    const lines = await root.query<PickLine>(
      `SELECT id::text, position_id::text FROM ware_order_pick_item WHERE tenant_id = $1 AND order_pick_id = $2 ORDER BY pick_order`,
      [TENANT, pickId],
    )
    if (lines.length !== LINES) throw new Error(`the pick list has ${lines.length} lines, not ${LINES}`)
    const scannedBy = async (deviceId: string) => {
      const [row] = await root.query<{ units: number; commands: number }>(
        `SELECT (SELECT sum(scanned_quantity)::int FROM ware_order_pick_item WHERE tenant_id = $1 AND order_pick_id = $2) AS units,
                (SELECT count(*)::int FROM floor_command WHERE tenant_id = $1 AND device_id = $3) AS commands`,
        [TENANT, pickId, deviceId],
      )
      return { units: row?.units ?? 0, commands: row?.commands ?? 0 }
    }
    return { base, root, headers, post, pickId, lines, scannedBy, close }
  } catch (e) {
    await close()
    throw e
  }
}
