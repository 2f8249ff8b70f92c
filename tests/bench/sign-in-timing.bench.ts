// Sign-in timing: a wrong password for an existing account beside one for an account name nobody
// has, and beside one in a tenant that does not exist, through the whole token call (median of 50
// each, interleaved). Equal times mean the answer's speed tells neither whether an account nor
// whether a tenant exists.
//   npx tsx tests/bench/sign-in-timing.bench.ts [tries]
import { randomBytes } from 'node:crypto'
import { createApp } from '../../server/app.ts'
import { readConfig } from '../../server/config.ts'
import { md5Hex } from '../../server/platform/auth/password.ts'
import { migrate } from '../../server/platform/db/migrate.ts'
import { leaseIdWorker, releaseIdWorker } from '../../server/platform/db/next-id.ts'
import { openPglite } from '../../server/platform/db/pglite-driver.ts'
import { seedDemo } from '../../server/platform/seed/seed-demo.ts'
import { syncPlatform } from '../../server/platform/seed/sync-platform.ts'

const tries = Number(process.argv[2] ?? 50)
const db = await openPglite({ timeZone: 'Asia/Shanghai' })
await migrate(db)
await leaseIdWorker(db)
await syncPlatform(db)
await seedDemo(db)
// The per-address limit is off here: the bench fails a hundred times from one address on purpose.
const config = { ...readConfig({ SIGN_IN_ADDRESS_MAX_FAILURES: '0' }), webDir: '/none' }
const app = createApp({ root: db, config, signingKey: randomBytes(32) })
const basic = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`

/** One wrong-password sign-in, in milliseconds; each starts from no earlier failure. */
async function timeWrongPassword(account: string, tenantId = '000000'): Promise<number> {
  await db.query(`UPDATE blade_user SET failed_login_count = 0, locked_until = NULL WHERE account = $1`, [account])
  await db.query('DELETE FROM blade_sign_in_failure WHERE account = $1', [account])
  const query = `tenantId=${tenantId}&username=${account}&password=${md5Hex('not-the-password')}&grant_type=password`
  const t0 = performance.now()
  const r = await app.request(`/api/blade-auth/oauth/token?${query}`, {
    method: 'POST',
    headers: { Authorization: basic },
  })
  const ms = performance.now() - t0
  const body = (await r.json()) as { error_description?: string }
  if (r.status !== 400 || !body.error_description?.includes('4')) throw new Error(`unexpected: ${JSON.stringify(body)}`)
  return ms
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

const existing: number[] = []
const unknown: number[] = []
const noTenant: number[] = []
for (let i = -5; i < tries; i++) {
  const e = await timeWrongPassword('admin')
  const u = await timeWrongPassword('nobody-here')
  const n = await timeWrongPassword('admin', '999999')
  // The first few warm up the process (JIT, the one-time dummy hash).
  if (i < 0) continue
  existing.push(e)
  unknown.push(u)
  noTenant.push(n)
}
await releaseIdWorker(db)
await db.close()
const [u, e, n] = [median(unknown), median(existing), median(noTenant)]
console.log(
  `BENCH sign-in-unknown-account: ${u.toFixed(1)} ms vs existing-account ${e.toFixed(1)} ms = ${(u / e).toFixed(2)}`,
)
console.log(
  `BENCH sign-in-unknown-tenant: ${n.toFixed(1)} ms vs existing-account ${e.toFixed(1)} ms = ${(n / e).toFixed(2)}`,
)
