// Reads while orders arrive (issue 28): one tenant with 100,000 products on PostgreSQL, the real app
// over HTTP, orders taken in through the order form's call (/api/erp/order/save) at 20 a second, by
// a process of their own (support/order-arrivals.ts), while 10 clients read product pages (plain, by category, by status) and order pages. The same
// reads through the same app with its answer cache, and without it (every read from the database),
// in turns in the same run: requests per second of each, and how many reads the cache served from
// memory while the orders came in, beside the same reads with no orders coming in. The cache
// empties only the answers that read a table that changed, so the product pages stay kept.
//   DATABASE_URL=postgres://... npm run bench      (default postgres://postgres@127.0.0.1:5432/test)
//   npx tsx tests/bench/mixed-read-write.bench.ts [products] [seconds per turn] [orders per second]
// The bench works in a fresh schema and drops it at the end.
import { fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { createApp } from '../../server/app.ts'
import { readConfig } from '../../server/config.ts'
import { md5Hex } from '../../server/platform/auth/password.ts'
import { migrate } from '../../server/platform/db/migrate.ts'
import { leaseIdWorker, releaseIdWorker } from '../../server/platform/db/next-id.ts'
import { openPostgres } from '../../server/platform/db/postgres-driver.ts'
import { AnswerCache } from '../../server/platform/http/answer-cache.ts'
import { seedDemo } from '../../server/platform/seed/seed-demo.ts'
import { syncPlatform } from '../../server/platform/seed/sync-platform.ts'
import { httpLoad, listen, type Target } from './support/http-load.ts'
import type { Arrivals } from './support/order-arrivals.ts'

const PRODUCTS = Number(process.argv[2] ?? 100_000)
const SECONDS = Number(process.argv[3] ?? 6)
const ORDERS_PER_SECOND = Number(process.argv[4] ?? 20)
const ROUNDS = 3
const CLIENTS = 10
const CATEGORIES = 50
const TENANT = '000000'
const PRODUCT_BASE = 2_000_000_000_000_000_000n
const CATEGORY_BASE = 3_000_000_000_000_000_000n
const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const schema = `bench_${process.pid}_${randomBytes(3).toString('hex')}`

const started = performance.now()
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`
const admin = openPostgres({ url, max: 1, timeZone: 'Asia/Shanghai' })
await admin.exec(`CREATE SCHEMA ${schema}`)
const root = openPostgres({ url, max: 10, timeZone: 'Asia/Shanghai', schema })
const closers: (() => Promise<unknown>)[] = []

/** Categories, then the products in one INSERT ... SELECT. */
async function seed() {
  await root.query(
    `INSERT INTO erp_base_category (id, tenant_id, parent_id, category_name, category_code, sort)
     SELECT $1::bigint + g, $2, 0, 'Bench category ' || g, 'BENCH-' || g, g FROM generate_series(1, $3::int) g`,
    [String(CATEGORY_BASE), TENANT, CATEGORIES],
  )
  await root.query(
    `INSERT INTO erp_base_product (id, tenant_id, sys_sku, name, wh_sku, product_type, product_role, category_id,
            model, unit, color, currency, unit_price, unit_weight, status, create_user, update_user,
            create_time, update_time)
     SELECT $1::bigint + g, $2, 'BENCH-' || g, 'Bench product ' || g || ' stainless kettle', 'WH-' || g, 1, 1,
            $3::bigint + 1 + g % $4::int, 'M-' || (g % 1000), 'pcs', 'Silver', 'CNY',
            (10 + g % 90)::numeric(20,4), 1.250, CASE WHEN g % 10 = 0 THEN 2 ELSE 1 END, 1, 1,
            timestamp '2024-01-01' + g * interval '1 minute', timestamp '2024-01-01' + g * interval '1 minute'
       FROM generate_series(1, $5::int) g`,
    [String(PRODUCT_BASE), TENANT, String(CATEGORY_BASE), CATEGORIES, PRODUCTS],
  )
}

/**
 * Orders sent at a steady rate by a process of their own (support/order-arrivals.ts: its own app and
 * pool, as a marketplace pull or a second server); `stop` ends it and says how many went in. In the
 * readers' process they waited behind ten saturating readers for its event loop and its ten
 * connections, 34 statements each, and arrived at under one a second instead of 20.
 */
async function ordersArriving(perSecond: number) {
  const arrivals = fork(
    fileURLToPath(new URL('./support/order-arrivals.ts', import.meta.url)),
    [url, schema, String(perSecond)],
    {
      execArgv: ['--import', 'tsx'],
    },
  )
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      arrivals.once('message', (m) => resolve(m as T))
      arrivals.once('exit', (code) => reject(new Error(`order arrivals ended (${code})`)))
    })
  await next<'ready'>()
  return {
    start: () => arrivals.send('start'),
    /** Stops the orders and waits for the process to end (its connections closed before the schema is dropped). */
    stop: async () => {
      const counted = next<Arrivals>()
      const ended = new Promise((resolve) => arrivals.once('exit', resolve))
      arrivals.send('stop')
      const arrived = await counted
      await ended
      return arrived
    },
  }
}

async function run() {
  const config = { ...readConfig({ DATABASE_URL: url }), webDir: '/none' }
  const signingKey = randomBytes(32)
  const answers = new AnswerCache(root.changes, config.answerCacheBytes)
  const cachedApp = createApp({ root, config, signingKey, answers })
  const cached = await listen(cachedApp.fetch)
  closers.push(cached.close)
  const uncachedApp = createApp({ root, config: { ...config, answerCacheBytes: 0 }, signingKey })
  const uncached = await listen(uncachedApp.fetch)
  closers.push(uncached.close)

  const basic = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`
  const signIn = await fetch(
    `${cached.url}/api/blade-auth/oauth/token?tenantId=${TENANT}&username=admin&password=${md5Hex('Admin123')}&grant_type=password`,
    { method: 'POST', headers: { Authorization: basic, 'Tenant-Id': TENANT } },
  )
  const token = ((await signIn.json()) as { access_token: string }).access_token
  const headers = { Authorization: basic, 'Blade-Auth': `bearer ${token}`, 'Accept-Language': 'en-US' }

  const productPage = '/api/erp/baseproduct/page?size=30'
  const paths = [
    ...[1, 2, 3].map((n) => `${productPage}&current=${n}`),
    ...Array.from(
      { length: 10 },
      (_, i) => `${productPage}&current=1&categoryId_equal=${CATEGORY_BASE + BigInt(1 + i)}`,
    ),
    `${productPage}&current=1&status=2`,
    ...[1, 2].map((n) => `/api/erp/order/page?size=30&current=${n}`),
  ]
  const target = (base: string): Target => ({ base, paths, headers })
  const load = httpLoad(CLIENTS)
  closers.push(load.close)
  const ms = (v: number) => `${v.toFixed(1)} ms`

  // The same reads with no orders coming in: what the cache serves when nothing changes.
  await load.slice(target(cached.url), 1)
  const quiet = { hits: answers.hits, misses: answers.misses }
  const still = await load.slice(target(cached.url), SECONDS / ROUNDS)
  const quietRate = (answers.hits - quiet.hits) / (answers.hits - quiet.hits + answers.misses - quiet.misses)

  const writes = await ordersArriving(ORDERS_PER_SECOND)
  writes.start()
  const before = { hits: answers.hits, misses: answers.misses }
  const [withCache, withoutCache] = await load.compare('mixed-read-write', target(cached.url), target(uncached.url), {
    baseName: 'cache-off',
    seconds: SECONDS,
    rounds: ROUNDS,
  })
  const arrived = await writes.stop()
  const hits = answers.hits - before.hits
  const misses = answers.misses - before.misses
  const rate = hits / (hits + misses)
  const ordersPerSecond = arrived.taken / arrived.seconds

  console.log(
    `BENCH mixed-read-write: ${withCache.rps.toFixed(0)} req/s vs cache-off ${withoutCache.rps.toFixed(0)} req/s = ` +
      `${(withCache.rps / withoutCache.rps).toFixed(2)} (p50 ${ms(withCache.p50)} vs ${ms(withoutCache.p50)}, ` +
      `p95 ${ms(withCache.p95)} vs ${ms(withoutCache.p95)}; product and order pages while ` +
      `${ordersPerSecond.toFixed(1)} orders a second came in)`,
  )
  console.log(
    `BENCH mixed-hit-rate: ${(rate * 100).toFixed(1)} % vs no-orders-arriving ${(quietRate * 100).toFixed(1)} % = ` +
      `${(rate / quietRate).toFixed(2)} (${hits} of ${hits + misses} reads from memory while orders came in; ` +
      `${still.times.length} reads with none)`,
  )
  let failed = false
  for (const r of [withCache, withoutCache]) {
    if (!r.errors) continue
    failed = true
    console.log(`  ${r.name}: ${r.errors} failed answers, e.g. ${r.sample}`)
  }
  if (arrived.failed || arrived.taken === 0) {
    failed = true
    console.log(`  orders: ${arrived.taken} taken in, ${arrived.failed} refused, e.g. ${arrived.sample}`)
  }
  if (failed) process.exitCode = 1
}

try {
  await migrate(root)
  await leaseIdWorker(root)
  await syncPlatform(root)
  await seedDemo(root)
  await seed()
  await root.exec('VACUUM ANALYZE erp_base_product, erp_base_category')
  console.log(`seeded ${PRODUCTS.toLocaleString('en')} products (${elapsed()})`)
  await run()
} finally {
  for (const close of closers) await close().catch(() => {})
  await releaseIdWorker(root)
  await root.close()
  await admin.exec(`DROP SCHEMA ${schema} CASCADE`)
  await admin.close()
  console.log(`done (${elapsed()})`)
}
