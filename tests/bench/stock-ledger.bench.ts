// Ledger benchmark (issue 10 §5): stock postings per second through postStockMovements with 8
// concurrent callers on PostgreSQL, spread over 10,000 SKUs and all on one hot SKU, beside pgbench's
// tpcb-like transactions per second at 8 clients measured in the same run (the baseline).
//   DATABASE_URL=postgres://... npm run bench      (default postgres://postgres@127.0.0.1:5432/test)
//   npx tsx tests/bench/stock-ledger.bench.ts [seconds per measure]
// Works in a fresh schema (and pgbench's own tables in a fresh database), dropped at the end.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { MOVEMENT, postStockMovements } from '../../server/inventory/stock-ledger.ts'
import type { Actor } from '../../server/platform/actor.ts'
import { migrate } from '../../server/platform/db/migrate.ts'
import { leaseIdWorker, releaseIdWorker } from '../../server/platform/db/next-id.ts'
import { openPostgres } from '../../server/platform/db/postgres-driver.ts'
import { scopeToTenant } from '../../server/platform/db/tenant-scope.ts'
import { seedDemo } from '../../server/platform/seed/seed-demo.ts'
import { syncPlatform } from '../../server/platform/seed/sync-platform.ts'

const SECONDS = Number(process.argv[2] ?? 10)
const CALLERS = 8
const SKUS = 10_000
const TENANT = '000000'
const STORE = '1000000000000004202'
const POSITION = '1000000000000005021'
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

const schema = `bench_ledger_${randomBytes(4).toString('hex')}`
const admin = openPostgres({ url, max: 1, timeZone: 'Asia/Shanghai' })
await admin.exec(`CREATE SCHEMA ${schema}`)
const root = openPostgres({ url, max: CALLERS + 2, timeZone: 'Asia/Shanghai', schema })
const pgbenchDb = `bench_pgbench_${randomBytes(4).toString('hex')}`

try {
  await migrate(root)
  await leaseIdWorker(root)
  await syncPlatform(root)
  await seedDemo(root)
  // 10,000 products to spread the postings over.
  await root.exec(
    `INSERT INTO erp_base_product (id, tenant_id, sys_sku, name, product_type, status)
     SELECT 2000000000000000000 + g, '${TENANT}', 'BENCH-' || g, 'Bench product ' || g, 1, 1
       FROM generate_series(1, ${SKUS}) g`,
  )
  const [user] = await root.query<{ id: string }>(
    `SELECT id::text FROM blade_user WHERE tenant_id = '${TENANT}' AND account = 'admin'`,
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
  let document = 0

  /** Postings per second: CALLERS loops each posting one receipt (one movement, one transaction) until time is up. */
  async function postings(product: () => string): Promise<number> {
    const until = Date.now() + SECONDS * 1000
    let done = 0
    await Promise.all(
      Array.from({ length: CALLERS }, async () => {
        while (Date.now() < until) {
          await db.begin((tx) =>
            postStockMovements(tx, actor, [
              {
                storeId: STORE,
                positionId: POSITION,
                productId: product(),
                batchNo: 'BENCH',
                inboundDate: '2026-01-01',
                quantity: 1,
                movementType: MOVEMENT.receipt,
                unitCost: '1.0000',
                document: { type: 'bench', id: String(3_000_000_000_000_000_000n + BigInt(++document)) },
              },
            ]),
          )
          done++
        }
      }),
    )
    return done / SECONDS
  }

  /** pgbench tpcb-like at 8 clients on its own database (scale 8: one branch per client). */
  function pgbench(): number {
    const base = new URL(url)
    const args = ['-h', base.hostname, '-p', base.port || '5432', '-U', decodeURIComponent(base.username) || 'postgres']
    execFileSync('psql', [...args, '-d', base.pathname.slice(1) || 'postgres', '-qc', `CREATE DATABASE ${pgbenchDb}`])
    execFileSync('pgbench', [...args, '-i', '-q', '-s', '8', pgbenchDb], { stdio: 'ignore' })
    const out = execFileSync('pgbench', [
      ...args,
      '-c',
      String(CALLERS),
      '-j',
      '2',
      '-T',
      String(SECONDS),
      '-b',
      'tpcb-like',
      pgbenchDb,
    ]).toString()
    const tps = /tps = ([\d.]+)/.exec(out)
    if (!tps) throw new Error(`pgbench printed no tps:\n${out}`)
    return Number(tps[1])
  }

  const baseline = pgbench()
  const spread = await postings(() => String(2_000_000_000_000_000_000n + BigInt(1 + Math.floor(Math.random() * SKUS))))
  const hot = await postings(() => '2000000000000000001')
  const line = (name: string, value: number) =>
    console.log(
      `BENCH ${name}: ${value.toFixed(0)} postings/s vs pgbench-tpcb-8 ${baseline.toFixed(0)} tps = ${(value / baseline).toFixed(2)}`,
    )
  line('ledger-spread-10000-skus', spread)
  line('ledger-hot-sku', hot)
} finally {
  await releaseIdWorker(root).catch(() => undefined)
  await root.close()
  await admin.exec(`DROP SCHEMA ${schema} CASCADE`)
  await admin.exec(`DROP DATABASE IF EXISTS ${pgbenchDb}`).catch(() => undefined)
  await admin.close()
}
