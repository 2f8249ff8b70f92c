// Import benchmark: N rows through the import call (xlsx parse, validation of every row, unique and
// link checks, batched insert) beside a plain multi-row INSERT of the same rows, in the same run.
//   npm run bench -- [resourceKey] [rows]      (default: erp/baseproduct, else the notice; 5000 rows)
import { randomBytes } from 'node:crypto'
import ExcelJS from 'exceljs'
import { type ResourceDef, resourceBasePath, resourceOperations } from '#sync/resources/define-resource.ts'
import { findResource, resources } from '#sync/resources/index.ts'
import { createSchema, exampleBody } from '#sync/resources/resource-schemas.ts'
import { createApp } from '../../server/app.ts'
import { readConfig } from '../../server/config.ts'
import { md5Hex } from '../../server/platform/auth/password.ts'
import { toSnake } from '../../server/platform/db/db.ts'
import { migrate } from '../../server/platform/db/migrate.ts'
import { leaseIdWorker, nextId, releaseIdWorker } from '../../server/platform/db/next-id.ts'
import { openPglite } from '../../server/platform/db/pglite-driver.ts'
import { importColumns } from '../../server/platform/resources/spreadsheet.ts'
import { seedDemo } from '../../server/platform/seed/seed-demo.ts'
import { syncPlatform } from '../../server/platform/seed/sync-platform.ts'

const wanted = process.argv[2] ?? 'erp/baseproduct'
const rowCount = Number(process.argv[3] ?? 5000)
const resource: ResourceDef = resources.some((r) => `${r.module}/${r.name}` === wanted)
  ? findResource(wanted)
  : findResource('blade-desk/notice')
if (!resourceOperations(resource).some((o) => o.op === 'import')) throw new Error(`${resource.name} has no import`)

/** Example values, with text made unique per row so unique rules hold. */
function rows(): Record<string, unknown>[] {
  const example = exampleBody(resource)
  return Array.from({ length: rowCount }, (_, i) => {
    const row: Record<string, unknown> = {}
    for (const c of importColumns(resource, 'zh')) {
      const v = example[c.key]
      if (v === undefined) continue
      if (c.field.type !== 'text') {
        row[c.key] = v
        continue
      }
      // Text is made unique per row where its pattern allows (unique codes such as SKUs).
      const base = String(v).slice(0, Math.max(1, (c.field.max ?? 255) - 8))
      const fits = [`${base}-${i}`, `${base}${i}`].find(
        (candidate) => !c.field.pattern || c.field.pattern.test(candidate),
      )
      row[c.key] = fits ?? v
    }
    return row
  })
}

async function freshApp() {
  const db = await openPglite({ timeZone: 'Asia/Shanghai' })
  await migrate(db)
  await leaseIdWorker(db)
  await syncPlatform(db)
  await seedDemo(db)
  const app = createApp({ root: db, config: { ...readConfig({}), webDir: '/none' }, signingKey: randomBytes(32) })
  return { db, app }
}

const data = rows()
const columns = importColumns(resource, 'zh')
const wb = new ExcelJS.Workbook()
const sheet = wb.addWorksheet('data')
sheet.addRow(columns.map((c) => c.header))
for (const r of data) sheet.addRow(columns.map((c) => (r[c.key] ?? '') as string))
const file = new Uint8Array(await wb.xlsx.writeBuffer())

// The import call, through the whole stack.
const a = await freshApp()
const basic = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`
const login = await a.app.request(
  `/api/blade-auth/oauth/token?tenantId=000000&username=admin&password=${md5Hex('Admin123')}&grant_type=password`,
  { method: 'POST', headers: { Authorization: basic } },
)
const token = ((await login.json()) as { access_token: string }).access_token
const path = `${resourceBasePath(resource)}/${resourceOperations(resource).find((o) => o.op === 'import')?.path}`
const form = new FormData()
form.set('file', new File([file], 'bench.xlsx'))
let t0 = performance.now()
const answer = await a.app.request(path, {
  method: 'POST',
  body: form,
  headers: { Authorization: basic, 'Blade-Auth': `bearer ${token}` },
})
const importMs = performance.now() - t0
const body = (await answer.json()) as { code: number; msg: string }
if (body.code !== 200) throw new Error(`import failed: ${body.msg}`)
await releaseIdWorker(a.db)
await a.db.close()

// Baseline: the same rows, already valid, as plain multi-row INSERTs of 500.
const b = await freshApp()
const schema = createSchema(resource)
const parsed = data.map((r) => schema.parse(r) as Record<string, unknown>)
const keys = Object.keys(resource.fields).filter((k) => parsed.some((r) => r[k] !== undefined))
t0 = performance.now()
await b.db.begin(async (tx) => {
  for (let start = 0; start < parsed.length; start += 500) {
    const params: unknown[] = []
    const tuples = parsed.slice(start, start + 500).map((r) => {
      const values = [nextId(), '000000', ...keys.map((k) => r[k] ?? null)]
      return `(${values.map((v) => params.push(v) && `$${params.length}`).join(', ')})`
    })
    await tx.query(
      `INSERT INTO ${resource.table} (id, tenant_id, ${keys.map(toSnake).join(', ')}) VALUES ${tuples.join(', ')}`,
      params,
    )
  }
})
const insertMs = performance.now() - t0
await releaseIdWorker(b.db)
await b.db.close()

console.log(`import of ${rowCount} ${resource.name} rows (${(file.length / 1024).toFixed(0)} KB xlsx):`)
console.log(`  import call     ${importMs.toFixed(0)} ms  (${Math.round((rowCount / importMs) * 1000)} rows/s)`)
console.log(`  plain INSERT    ${insertMs.toFixed(0)} ms  (baseline, same rows, same run)`)
console.log(`  ratio           ${(importMs / insertMs).toFixed(1)}x the plain INSERT`)
