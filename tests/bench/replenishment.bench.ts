// Replenishment benchmark (issue 30, scale): one tenant with 100,000 SKUs and 2,500,000 shipped order
// lines over 120 days on PostgreSQL, the real app over HTTP, 10 concurrent clients: the replenishment
// page (30 rows, the warning filter) p95 beside the app's primary-key read (a product's detail) in the
// same run; then shipping 10,000 order lines through markDelivered with the daily aggregate kept in the
// same transactions (lines per second), beside the same shipping with the aggregate's triggers off.
//   DATABASE_URL=postgres://... npx tsx tests/bench/replenishment.bench.ts [skus] [lines] [seconds]
// The bench works in a fresh schema and drops it at the end (BENCH_STOP=1: seeds it without the
// backfill, keeps it and stops, for looking at plans by hand).
import { randomBytes } from 'node:crypto'
import { createApp } from '../../server/app.ts'
import { readConfig } from '../../server/config.ts'
import { markDelivered } from '../../server/orders/order-handling.ts'
import type { Actor } from '../../server/platform/actor.ts'
import { md5Hex } from '../../server/platform/auth/password.ts'
import { migrate } from '../../server/platform/db/migrate.ts'
import { leaseIdWorker, releaseIdWorker } from '../../server/platform/db/next-id.ts'
import { openPostgres } from '../../server/platform/db/postgres-driver.ts'
import { scopeToTenant } from '../../server/platform/db/tenant-scope.ts'
import { seedDemo } from '../../server/platform/seed/seed-demo.ts'
import { syncPlatform } from '../../server/platform/seed/sync-platform.ts'
import { httpLoad, listen, type Result, type Target } from './support/http-load.ts'

const SKUS = Number(process.argv[2] ?? 100_000)
const LINES = Number(process.argv[3] ?? 2_500_000)
const SECONDS = Number(process.argv[4] ?? 6)
const DAYS = 120
const LINES_PER_ORDER = 5
const SHIPPED_LINES = Math.min(10_000, Math.max(100, Math.floor(LINES / 250)))
const SHIP_BATCH = 200
const CLIENTS = 10
const ROUNDS = 3
const TENANT = '000000'
const PRODUCT_BASE = 2_000_000_000_000_000_000n
const STOCK_BASE = 4_000_000_000_000_000_000n
const ORDER_BASE = 5_000_000_000_000_000_000n
const LINE_BASE = 6_000_000_000_000_000_000n
const STORE_LA = '1000000000000004202'
const POSITION_LA = '1000000000000005021'
const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const schema = `bench_replenishment_${process.pid}_${randomBytes(3).toString('hex')}`
const ORDERS = Math.ceil(LINES / LINES_PER_ORDER)

const started = performance.now()
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`
const admin = openPostgres({ url, max: 1, timeZone: 'Asia/Shanghai' })
await admin.exec(`CREATE SCHEMA ${schema}`)
const root = openPostgres({ url, max: CLIENTS, timeZone: 'Asia/Shanghai', schema })
const closers: (() => Promise<unknown>)[] = []
const load = httpLoad(CLIENTS)
const TRIGGERS = [
  ['erp_order', 'erp_order_shipped_sales_insert'],
  ['erp_order', 'erp_order_shipped_sales_update'],
  ['erp_order_item', 'erp_order_item_shipped_sales'],
  ['erp_order_item', 'erp_order_item_status_insert'],
  ['erp_store_product_inventory', 'erp_replenishment_stock'],
]
const triggers = (on: boolean, which = TRIGGERS) =>
  Promise.all(which.map(([t, n]) => root.exec(`ALTER TABLE ${t} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${n}`)))

/**
 * SKUs with stock (0-59 units, so some run short), shipped orders of five lines over the last 120
 * days (a line 1-3 units of a SKU spread evenly), written set-based with the aggregate's triggers
 * paused, then the one-time backfill (migration 0046's `erp_replenishment_rebuild`) as a migration runs it.
 */
async function seed() {
  await root.query(
    `INSERT INTO erp_base_product (id, tenant_id, sys_sku, name, product_type, unit_weight, box_quantity, status)
     SELECT $1::bigint + g, $2, 'RB-' || g, 'Bench product ' || g, 1, 0.500, 12, 1 FROM generate_series(1, $3::int) g`,
    [String(PRODUCT_BASE), TENANT, SKUS],
  )
  await triggers(false)
  await root.query(
    `INSERT INTO erp_store_product_inventory (id, tenant_id, store_id, position_id, product_id, sys_sku, batch_no,
            inbound_date, on_hand, reserved, available, in_transit, unit_cost, create_user, update_user)
     SELECT $1::bigint + g, $2, $3, $4, $5::bigint + g, 'RB-' || g, 'B', date '2025-01-01', (g * 37) % 60, 0,
            (g * 37) % 60, 0, 12.5, 1, 1
       FROM generate_series(1, $6::int) g`,
    [String(STOCK_BASE), TENANT, STORE_LA, POSITION_LA, String(PRODUCT_BASE), SKUS],
  )
  await root.query(
    `INSERT INTO erp_order (id, tenant_id, code, seller_order_id, order_type, shop_id, platform_id, buyer_name,
            fob_currency, goods_amount, freight_amount, discount_amount, order_total_money, order_time, store_id,
            status, ship_time, total_quantity, create_user, update_user)
     SELECT $1::bigint + g, $2, 'RB' || lpad(g::text, 8, '0'), 'S-' || g, 1, 1000000000000004101, 1000000000000004001,
            'Buyer', 'USD', 50, 0, 0, 50, localtimestamp(0) - (g % $4::int) * interval '1 day', $3, 5,
            current_date - (g % $4::int) + time '10:00', 5, 1, 1
       FROM generate_series(1, $5::int) g`,
    [String(ORDER_BASE), TENANT, STORE_LA, DAYS, ORDERS],
  )
  await root.query(
    `INSERT INTO erp_order_item (id, tenant_id, order_id, product_id, sys_sku, quantity, price, amount, order_status,
            create_user, update_user)
     SELECT $1::bigint + g * 8 + k, $2, $3::bigint + g, $4::bigint + 1 + (g::bigint * 7919 + k * 104729) % $5::int,
            'RB-' || (1 + (g::bigint * 7919 + k * 104729) % $5::int), 1 + (g + k) % 3, 10, 10, 5, 1, 1
       FROM generate_series(1, $6::int) g, generate_series(1, $7::int) k`,
    [String(LINE_BASE), TENANT, String(ORDER_BASE), String(PRODUCT_BASE), SKUS, ORDERS, LINES_PER_ORDER],
  )
  await triggers(true)
  if (process.env.BENCH_STOP) return
  // As autovacuum would before long: the backfill joins orders to their lines by the planner's counts.
  await root.exec('ANALYZE erp_order, erp_order_item, erp_store_product_inventory, erp_base_product')
  const t0 = performance.now()
  await root.query('SELECT erp_replenishment_rebuild($1)', [TENANT])
  console.log(
    `backfill of ${LINES.toLocaleString('en')} shipped lines: ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  )
}

async function signedInHeaders(base: string): Promise<Record<string, string>> {
  const basic = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`
  const signIn = await fetch(
    `${base}/api/blade-auth/oauth/token?tenantId=${TENANT}&username=admin&password=${md5Hex('Admin123')}&grant_type=password`,
    { method: 'POST', headers: { Authorization: basic, 'Tenant-Id': TENANT } },
  )
  const token = ((await signIn.json()) as { access_token: string }).access_token
  return { Authorization: basic, 'Blade-Auth': `bearer ${token}`, 'Accept-Language': 'en-US' }
}

const ms = (v: number) => `${v.toFixed(1)} ms`

function report([r, base]: [Result, Result], p95: number): boolean {
  const met = r.p95 < p95
  console.log(
    `BENCH ${r.name}: ${ms(r.p95)} p95 vs ${base.name} ${ms(base.p95)} p95 = ${(r.p95 / base.p95).toFixed(2)}` +
      ` (${r.rps.toFixed(0)} vs ${base.rps.toFixed(0)} req/s, p50 ${ms(r.p50)} vs ${ms(base.p50)}; ${CLIENTS} clients;` +
      ` target p95 < ${p95} ms: ${met ? 'met' : 'short'})`,
  )
  for (const x of [r, base]) if (x.errors) console.log(`  ${x.name}: ${x.errors} failed answers, e.g. ${x.sample}`)
  return met && !r.errors && !base.errors
}

async function pages(): Promise<boolean> {
  const config = { ...readConfig({ DATABASE_URL: url }), webDir: '/none', answerCacheBytes: 0 }
  const { url: appUrl, close } = await listen(createApp({ root, config, signingKey: randomBytes(32) }).fetch)
  closers.push(close)
  const headers = await signedInHeaders(appUrl)
  const pk: Target = {
    base: appUrl,
    paths: ['/api/erp/baseproduct/detail?id={id}'],
    headers,
    ids: { lo: PRODUCT_BASE, count: SKUS },
  }
  const page = '/api/erp/replenishment/page?size=30&warning=1'
  const shapes: [string, string[]][] = [
    ['replenishment-page-warning', [1, 2, 3, 4, 5].map((n) => `${page}&current=${n}`)],
    ['replenishment-page-warning-store', [1, 2, 3].map((n) => `${page}&current=${n}&storeId=${STORE_LA}`)],
    [
      'replenishment-page-suggested',
      [1, 2, 3].map((n) => `/api/erp/replenishment/page?size=30&suggested=1&current=${n}`),
    ],
  ]
  let ok = true
  for (const [name, paths] of shapes) {
    const result = await load.compare(name, { base: appUrl, paths, headers }, pk, {
      baseName: 'pk-select',
      seconds: SECONDS,
      rounds: ROUNDS,
    })
    ok = report(result, 100) && ok
  }
  return ok
}

/** Audited orders of five lines each, `count` lines in all, from `offset` on, ready to ship. */
async function auditedOrders(offset: number, lines: number): Promise<string[]> {
  const orders = Math.ceil(lines / LINES_PER_ORDER)
  await root.query(
    `INSERT INTO erp_order (id, tenant_id, code, seller_order_id, order_type, shop_id, platform_id, buyer_name,
            fob_currency, goods_amount, freight_amount, discount_amount, order_total_money, order_time, store_id,
            status, total_quantity, create_user, update_user)
     SELECT $1::bigint + $3::int + g, $2, 'RS' || ($3::int + g), 'RS-' || ($3::int + g), 1, 1000000000000004101,
            1000000000000004001, 'Buyer', 'USD', 50, 0, 0, 50, localtimestamp(0), $4, 3, 5, 1, 1
       FROM generate_series(1, $5::int) g`,
    [String(ORDER_BASE), TENANT, offset, STORE_LA, orders],
  )
  await root.query(
    `INSERT INTO erp_order_item (id, tenant_id, order_id, product_id, sys_sku, quantity, price, amount, create_user, update_user)
     SELECT $1::bigint + ($3::int + g) * 8 + k, $2, $4::bigint + $3::int + g, $5::bigint + 1 + (g * 31 + k * 7) % $6::int,
            'RB-' || (1 + (g * 31 + k * 7) % $6::int), 1, 10, 10, 1, 1
       FROM generate_series(1, $7::int) g, generate_series(1, $8::int) k`,
    [String(LINE_BASE), TENANT, offset, String(ORDER_BASE), String(PRODUCT_BASE), SKUS, orders, LINES_PER_ORDER],
  )
  return Array.from({ length: orders }, (_, i) => String(ORDER_BASE + BigInt(offset + i + 1)))
}

/** Ships orders through markDelivered in batches; answers lines per second. */
async function shipAll(db: ReturnType<typeof scopeToTenant>, actor: Actor, ids: string[]): Promise<number> {
  const t0 = performance.now()
  for (let i = 0; i < ids.length; i += SHIP_BATCH) {
    await db.begin((tx) => markDelivered(tx, actor, ids.slice(i, i + SHIP_BATCH), '1ZBENCH'))
  }
  return (ids.length * LINES_PER_ORDER) / ((performance.now() - t0) / 1000)
}

async function shipping(): Promise<boolean> {
  const [user] = await root.query<{ id: string }>(
    `SELECT id::text FROM blade_user WHERE tenant_id = $1 AND account = 'admin'`,
    [TENANT],
  )
  const actor: Actor = {
    session: {
      sid: 'bench',
      tenantId: TENANT,
      userId: user?.id ?? '1',
      account: 'admin',
      roleIds: [],
      deptIds: [],
      clientId: 'bench',
    },
    lang: 'en',
    secretKey: new Uint8Array(32),
  }
  const db = scopeToTenant(root, { tenantId: TENANT, userId: actor.session.userId })
  const kept = await auditedOrders(ORDERS, SHIPPED_LINES)
  const bare = await auditedOrders(ORDERS + kept.length, SHIPPED_LINES)
  await root.exec('ANALYZE erp_order, erp_order_item')
  const [before] = await root.query<{ n: number }>(
    `SELECT coalesce(sum(quantity), 0)::int AS n FROM erp_sales_daily WHERE sale_day = current_date`,
  )
  const rate = await shipAll(db, actor, kept)
  const [after] = await root.query<{ n: number; sold: number }>(
    `SELECT (SELECT coalesce(sum(quantity), 0)::int FROM erp_sales_daily WHERE sale_day = current_date) AS n,
            (SELECT coalesce(sum(sold7), 0)::int FROM erp_replenishment_sku) AS sold`,
  )
  const current = (after?.n ?? 0) - (before?.n ?? 0) === SHIPPED_LINES
  // The baseline: the same shipping with the aggregate's triggers off (what keeping it costs).
  await triggers(false, TRIGGERS.slice(0, 3))
  const baseRate = await shipAll(db, actor, bare)
  await triggers(true, TRIGGERS.slice(0, 3))
  const met = rate >= 2000 && current
  console.log(
    `BENCH ship-keeps-daily-sales: ${rate.toFixed(0)} lines/s vs ship-without-aggregate ${baseRate.toFixed(0)} lines/s = ` +
      `${(rate / baseRate).toFixed(2)} (${SHIPPED_LINES.toLocaleString('en')} lines in orders of ${LINES_PER_ORDER}, ` +
      `${SHIP_BATCH} orders a transaction; today's aggregate ${current ? 'current' : 'NOT current'}; target ≥ 2,000 lines/s: ${met ? 'met' : 'short'})`,
  )
  const t0 = performance.now()
  await root.query('SELECT erp_replenishment_roll($1, true)', [TENANT])
  console.log(`day rollover of ${SKUS.toLocaleString('en')} SKUs: ${((performance.now() - t0) / 1000).toFixed(1)} s`)
  return met
}

try {
  await migrate(root)
  await leaseIdWorker(root)
  await syncPlatform(root)
  await seedDemo(root)
  await seed()
  if (process.env.BENCH_STOP) throw new Error(`stopped: schema ${schema} kept`)
  console.log(
    `seeded ${SKUS.toLocaleString('en')} SKUs, ${LINES.toLocaleString('en')} shipped lines over ${DAYS} days (${elapsed()})`,
  )
  await root.exec('VACUUM ANALYZE erp_sales_daily, erp_replenishment_sku, erp_base_product, erp_order, erp_order_item')
  const [warn] = await root.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM erp_replenishment_sku WHERE warning = 1`,
  )
  console.log(`vacuumed and analysed; ${warn?.n.toLocaleString('en')} rows under the warning (${elapsed()})`)
  const pagesOk = await pages()
  const shipOk = await shipping()
  if (!pagesOk || !shipOk) process.exitCode = 1
} finally {
  await load.close()
  for (const close of closers) await close().catch(() => {})
  await releaseIdWorker(root)
  await root.close()
  if (!process.env.BENCH_STOP) await admin.exec(`DROP SCHEMA ${schema} CASCADE`)
  await admin.close()
  console.log(`done (${elapsed()})`)
}
