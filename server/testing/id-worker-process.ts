// One of the server processes of the two-process id test (server/platform/db/next-id.test.ts):
// leases an id worker from the PostgreSQL schema the test made, says "ready <worker>", waits for
// "go" on stdin, then creates notices through the record engine's insertRecord (the path every
// save takes) and writes their ids to a file, one per line.
//   DATABASE_URL=... npx tsx server/testing/id-worker-process.ts <schema> <tenantId> <count> <idsFile>
import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { notice } from '#sync/resources/system/notice.resource.ts'
import { leaseIdWorker, releaseIdWorker } from '../platform/db/next-id.ts'
import { openPostgres } from '../platform/db/postgres-driver.ts'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { type Actor, insertRecord } from '../platform/resources/record-store.ts'

const [schema, tenantId, countText, idsFile] = process.argv.slice(2)
const url = process.env.DATABASE_URL
if (!url || !schema || !tenantId || !countText || !idsFile) {
  throw new Error('usage: DATABASE_URL=... id-worker-process.ts <schema> <tenantId> <count> <idsFile>')
}
const count = Number(countText)
/** Transactions in flight at once, so ids are minted interleaved, several in one millisecond. */
const LANES = 4
const BATCH = 250

const root = openPostgres({ url, max: LANES + 1, timeZone: 'Asia/Shanghai', schema })
// A short lease renewed every second, so renewals run while the ids are minted.
const worker = await leaseIdWorker(root, { leaseSeconds: 15, renewSeconds: 1 })
console.log(`ready ${worker}`)
await new Promise<void>((resolve, reject) => {
  const lines = createInterface({ input: process.stdin })
  let go = false
  lines.on('line', (line) => {
    if (line.trim() !== 'go') return
    go = true
    lines.close()
    resolve()
  })
  // The test went away before saying go: give the worker back and stop.
  lines.on('close', () => {
    if (!go)
      void releaseIdWorker(root)
        .then(() => root.close())
        .finally(() => reject(new Error('no "go" on stdin')))
  })
})

const userId = '1123598821738675201'
const actor: Actor = {
  session: { sid: 'id-test', tenantId, userId, account: 'admin', roleIds: [], deptIds: [], clientId: 'saber' },
  lang: 'en',
  secretKey: randomBytes(32),
}
const db = scopeToTenant(root, { tenantId, userId })
const ids: string[] = []
let next = 0
const t0 = performance.now()
await Promise.all(
  Array.from({ length: LANES }, async () => {
    while (next < count) {
      const size = Math.min(BATCH, count - next)
      next += size
      await db.begin(async (tx) => {
        for (let i = 0; i < size; i++) {
          ids.push(await insertRecord(tx, notice, { title: `Notice ${ids.length}`, category: 1 }, actor))
        }
      })
    }
  }),
)
const ms = Math.round(performance.now() - t0)
writeFileSync(idsFile, ids.join('\n'))
await releaseIdWorker(root)
await root.close()
console.log(`done ${JSON.stringify({ worker, count: ids.length, ms })}`)
