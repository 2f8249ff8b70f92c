import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CommandOutcome, FloorCommand, PushResponse } from '#sync/floor/floor-protocol.ts'
import { stockBookProblems } from '../inventory/stock-books.ts'
import { md5Hex } from '../platform/auth/password.ts'
import type { DbDriver } from '../platform/db/db.ts'
import { openPostgres } from '../platform/db/postgres-driver.ts'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { BASIC } from '../testing/test-app.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'

// Issue 11 §5 on PostgreSQL: real server processes (server/main.ts) on one fresh database. Two of
// them receiving the same device's commands at once take each exactly once; one killed with SIGKILL
// in the middle of a push loses nothing and doubles nothing once restarted and sent everything again.
const url = process.env.DATABASE_URL as string
const MAIN = join(import.meta.dirname, '../main.ts')
/** Commands per push in the kill test (the most a push takes): receipts that run for a second or more. */
const BATCH = 500

type Server = { child: ChildProcess; base: string; output: () => string; exited: Promise<number | null> }

/** Starts `server/main.ts` on a free port against the database; resolves once it listens. */
function startServer(databaseUrl: string, dataDir: string, jwtSecret: string): Promise<Server> {
  // node itself, not npx: SIGKILL must reach the server, not a launcher in front of it.
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: join(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: '4',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      SEED_DEMO: '1',
      WEB_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout?.on('data', (d) => {
    out += d
  })
  child.stderr?.on('data', (d) => {
    out += d
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  return new Promise((resolve, reject) => {
    const check = () => {
      const port = /on http:\/\/localhost:(\d+)/.exec(out)?.[1]
      if (port) return resolve({ child, base: `http://127.0.0.1:${port}`, output: () => out, exited })
      setTimeout(check, 50)
    }
    exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${out}`)))
    check()
  })
}

async function signIn(base: string): Promise<string> {
  const query = new URLSearchParams({
    tenantId: '000000',
    username: 'admin',
    password: md5Hex('Admin123'),
    grant_type: 'password',
    scope: 'all',
    type: 'account',
  })
  const r = await fetch(`${base}/api/blade-auth/oauth/token?${query}`, {
    method: 'POST',
    headers: { Authorization: BASIC, 'Tenant-Id': '000000' },
  })
  const json = (await r.json()) as { access_token?: string }
  if (!json.access_token) throw new Error(`sign-in failed: ${JSON.stringify(json)}`)
  return json.access_token
}

async function call(base: string, token: string, path: string, body: unknown) {
  const r = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      Authorization: BASIC,
      'Blade-Auth': `bearer ${token}`,
      'Content-Type': 'application/json',
      'Accept-Language': 'en-US',
    },
    body: JSON.stringify(body),
  })
  return { status: r.status, json: (await r.json()) as { code: number; data: unknown; msg: string } }
}

describe.skipIf(!url)('floor sync across server processes on one PostgreSQL database', () => {
  const database = `floor_${process.pid}_${randomBytes(4).toString('hex')}`
  const databaseUrl = (() => {
    const u = new URL(url ?? 'postgres://localhost/x')
    u.pathname = `/${database}`
    return u.toString()
  })()
  const jwtSecret = randomBytes(32).toString('hex')
  let admin: DbDriver
  let root: DbDriver
  let dirs: string[] = []
  const servers: Server[] = []
  let token = ''

  beforeAll(async () => {
    admin = openPostgres({ url, max: 1, timeZone: 'Asia/Shanghai' })
    await admin.exec(`CREATE DATABASE ${database}`)
    dirs = [mkdtempSync(join(tmpdir(), 'floor-a-')), mkdtempSync(join(tmpdir(), 'floor-b-'))]
    // One after the other: the first migrates and seeds the fresh database (erp_grant_app_role, which
    // migrate runs outside its lock, fails with "tuple concurrently updated" when two run it at once).
    const t0 = performance.now()
    for (const dir of dirs) servers.push(await startServer(databaseUrl, dir, jwtSecret))
    console.log(`two servers started on a fresh database in ${Math.round(performance.now() - t0)} ms`)
    root = openPostgres({ url: databaseUrl, max: 2, timeZone: 'Asia/Shanghai' })
    token = await signIn((servers[0] as Server).base)
  }, 120_000)

  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM')
    await Promise.all(servers.map((s) => s.exited))
    await root?.close()
    await admin.exec(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    await admin.close()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  }, 60_000)

  /** A new inbound order in Los Angeles with one line of pans, planned far beyond what the tests receive. */
  async function inboundLine(code: string) {
    const made = await call((servers[0] as Server).base, token, '/api/ware/winboundorder/submit', {
      code,
      storeId: W.storeLa,
      items: [{ productId: P.pan, plannedQuantity: 100_000 }],
    })
    expect(made.json.code, made.json.msg).toBe(200)
    const [line] = await root.query<{ orderId: string; lineId: string }>(
      `SELECT o.id::text AS order_id, i.id::text AS line_id FROM ware_inbound_order o
         JOIN ware_inbound_batch_item i ON i.inbound_order_id = o.id AND i.tenant_id = o.tenant_id
        WHERE o.tenant_id = '000000' AND o.code = $1`,
      [code],
    )
    return line as { orderId: string; lineId: string }
  }

  /** `count` receipts of 1 to 3 units of the line, numbered from 1. */
  const receipts = (line: { orderId: string; lineId: string }, count: number): FloorCommand[] =>
    Array.from({ length: count }, (_, i) => ({
      seq: i + 1,
      name: 'receiveLine',
      args: { opId: randomUUID(), inboundOrderId: line.orderId, lineId: line.lineId, quantity: (i % 3) + 1 },
    }))
  const unitsOf = (commands: FloorCommand[]) => commands.reduce((sum, c) => sum + Number(c.args.quantity), 0)

  async function push(server: Server, deviceId: string, commands: FloorCommand[]): Promise<PushResponse> {
    const r = await call(server.base, token, '/api/floor/sync/push', { deviceId, commands })
    expect(r.json.code, r.json.msg).toBe(200)
    return r.json.data as PushResponse
  }

  /** What the database holds of the device and its line: commands (distinct numbers), units received, ledger rows. */
  async function books(deviceId: string, line: { orderId: string; lineId: string }) {
    const [state] = await root.query<{
      commands: number
      distinct: number
      lastSeq: string
      received: number
      ledger: number
    }>(
      `SELECT (SELECT count(*)::int FROM floor_command WHERE tenant_id = '000000' AND device_id = $1) AS commands,
              (SELECT count(DISTINCT seq)::int FROM floor_command WHERE tenant_id = '000000' AND device_id = $1) AS distinct,
              (SELECT last_seq FROM floor_device WHERE tenant_id = '000000' AND device_id = $1) AS last_seq,
              (SELECT received_quantity FROM ware_inbound_batch_item WHERE tenant_id = '000000' AND id = $2) AS received,
              (SELECT count(*)::int FROM erp_store_product_inventory_log
                WHERE tenant_id = '000000' AND document_id = $3 AND document_line = $2) AS ledger`,
      [deviceId, line.lineId, line.orderId],
    )
    const scoped = scopeToTenant(root, { tenantId: '000000', userId: '1' })
    expect(await scoped.begin((tx) => stockBookProblems(tx))).toEqual([])
    return state
  }

  it('takes each command once when two processes receive the same device’s commands at once', async () => {
    const [a, b] = servers as [Server, Server]
    const line = await inboundLine('IN-FL-P2')
    const deviceId = randomUUID()
    const commands = receipts(line, 240)
    const answers: CommandOutcome[] = []
    // Each round both processes get the round's commands (one also the previous round's) at the same moment;
    // the device was never registered, so the first round also races its first contact.
    for (let from = 0; from < commands.length; from += 40) {
      const round = commands.slice(from, from + 40)
      const withPrevious = commands.slice(Math.max(0, from - 40), from + 40)
      const [ra, rb] = await Promise.all([push(a, deviceId, withPrevious), push(b, deviceId, round)])
      for (const r of [ra, rb]) {
        expect(r.refused).toBeUndefined()
        expect(r.lastSeq).toBe(from + round.length)
        answers.push(...r.outcomes)
      }
    }
    const firstTimes = answers.filter((o) => !o.replayed).map((o) => o.seq)
    expect(firstTimes.sort((x, y) => x - y)).toEqual(commands.map((c) => c.seq))
    expect(answers.every((o) => o.status === 'applied')).toBe(true)
    expect(answers.length).toBeGreaterThan(commands.length + 200)
    expect(await books(deviceId, line)).toEqual({
      commands: 240,
      distinct: 240,
      lastSeq: '240',
      received: unitsOf(commands),
      ledger: 240,
    })
  })

  it('loses nothing and doubles nothing when a process is killed (SIGKILL) in the middle of a push', async () => {
    const line = await inboundLine('IN-FL-KILL')
    const deviceId = randomUUID()
    const commands = receipts(line, 3 * BATCH)
    const first = commands.slice(0, BATCH)
    const a = servers[0] as Server
    expect((await push(a, deviceId, first)).lastSeq).toBe(BATCH)

    // The second batch is under way (its transaction older than a quarter second) when the process dies.
    const inFlight = call(a.base, token, '/api/floor/sync/push', {
      deviceId,
      commands: commands.slice(BATCH, 2 * BATCH),
    })
    inFlight.catch(() => {})
    const until = Date.now() + 20_000
    for (;;) {
      const [busy] = await root.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = $1 AND application_name = 'erp-back-office' AND xact_start < now() - interval '250 milliseconds'
            AND state <> 'idle'`,
        [database],
      )
      if (busy?.n) break
      if (Date.now() > until) throw new Error('the push never got under way')
      await new Promise((r) => setTimeout(r, 20))
    }
    a.child.kill('SIGKILL')
    expect(await a.exited).toBeNull()
    await expect(inFlight).rejects.toThrow()
    // What the killed push did is rolled back once its connection is gone; the first batch stands.
    const rolledBack = Date.now() + 20_000
    while (
      (
        await root.query(`SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND state = 'idle in transaction'`, [
          database,
        ])
      ).length
    ) {
      if (Date.now() > rolledBack) throw new Error('the killed push still holds its transaction')
      await new Promise((r) => setTimeout(r, 20))
    }
    expect(await books(deviceId, line)).toEqual({
      commands: BATCH,
      distinct: BATCH,
      lastSeq: String(BATCH),
      received: unitsOf(first),
      ledger: BATCH,
    })

    // Restarted, and the device sends everything again, from its first command.
    const t0 = performance.now()
    const restarted = await startServer(databaseUrl, dirs[0] as string, jwtSecret)
    const startMs = performance.now() - t0
    servers[0] = restarted
    const answers: CommandOutcome[] = []
    let lastSeq = 0
    for (let from = 0; from < commands.length; from += BATCH) {
      const r = await push(restarted, deviceId, commands.slice(from, from + BATCH))
      expect(r.refused).toBeUndefined()
      answers.push(...r.outcomes)
      lastSeq = r.lastSeq
    }
    expect(lastSeq).toBe(commands.length)
    console.log(
      `killed mid-push; restarted in ${Math.round(startMs)} ms, ${commands.length} commands sent again in ${Math.round(performance.now() - t0 - startMs)} ms`,
    )
    expect(answers.filter((o) => o.replayed).map((o) => o.seq)).toEqual(first.map((c) => c.seq))
    expect(await books(deviceId, line)).toEqual({
      commands: commands.length,
      distinct: commands.length,
      lastSeq: String(commands.length),
      received: unitsOf(commands),
      ledger: commands.length,
    })
  })
})
