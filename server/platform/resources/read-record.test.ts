import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { findResource, resources } from '#sync/resources/index.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { type Queryable, type Row, toSnake } from '../db/db.ts'
import { APP_ROLE, scopeToTenant } from '../db/tenant-scope.ts'
import { hooksOf } from './hooks.ts'
import { findRecord, linkTitles, readRecord, readRecordJson, selectColumns } from './record-store.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(() => t.close())

/** What detail answered before child rows came in one statement: one query per computed value, link title and child table. */
async function readEachChild(tx: Queryable, resource: ResourceDef, id: string): Promise<Row | undefined> {
  const record = await findRecord(tx, resource, id)
  if (!record) return undefined
  for (const [key, sql] of Object.entries(hooksOf(resource)?.computed ?? {})) {
    const rows = await tx.query(`SELECT (${sql('r')}) AS value FROM ${resource.table} r WHERE r.id = $1`, [id])
    record[key] = rows[0]?.value
  }
  for (const link of linkTitles(resource)) {
    const rows = await tx.query(`SELECT (${link.sql('r')}) AS value FROM ${resource.table} r WHERE r.id = $1`, [id])
    record[`${link.key}Label`] = rows[0]?.value
  }
  for (const [key, child] of Object.entries(resource.children ?? {})) {
    const childResource = findResource(child.resource)
    const table = childResource.table
    const labels = linkTitles(childResource).map((link) => `, (${link.sql(table)}) AS "${link.key}Label"`)
    record[key] = await tx.query(
      `SELECT ${selectColumns(childResource)}${labels.join('')} FROM ${table}
        WHERE ${toSnake(child.foreignKey)} = $1 AND is_deleted = 0 ORDER BY id`,
      [id],
    )
  }
  return record
}

describe('a record with its child tables in one statement', () => {
  const parents = resources.filter((r) => Object.keys(r.children ?? {}).length)

  it.each(parents.map((r) => [r.table, r] as const))(
    '%s reads exactly as one query per child table did (keys, order, types)',
    async (_, resource) => {
      const db = scopeToTenant(t.root, { tenantId: '000000', userId: '0' })
      await db.begin(async (tx) => {
        const ids = new Set<string>()
        for (const child of Object.values(resource.children ?? {})) {
          const rows = await tx.query<{ id: string }>(
            `SELECT DISTINCT ${toSnake(child.foreignKey)} AS id FROM ${findResource(child.resource).table}
              WHERE is_deleted = 0 AND ${toSnake(child.foreignKey)} IS NOT NULL LIMIT 5`,
          )
          for (const r of rows) ids.add(String(r.id))
        }
        // And a record without child rows, if there is one.
        const plain = await tx.query<{ id: string }>(`SELECT id FROM ${resource.table} WHERE is_deleted = 0 LIMIT 3`)
        for (const r of plain) ids.add(String(r.id))
        for (const id of ids) {
          const expected = await readEachChild(tx, resource, id)
          expect(JSON.stringify(await readRecord(tx, resource, id))).toBe(JSON.stringify(expected))
        }
        expect(await readRecord(tx, resource, '1')).toBeUndefined()
        expect(await readRecordJson(tx, resource, '1')).toBeUndefined()
      })
    },
  )

  it('covers products with every kind of child value (ids, decimals, times, integers, text, nulls)', async () => {
    const db = scopeToTenant(t.root, { tenantId: '000000', userId: '0' })
    const product = findResource('erp/baseproduct')
    const withChildren = await db.begin(async (tx) => {
      const rows = await tx.query<{ id: string }>(
        `SELECT product_id AS id FROM erp_base_product_declare WHERE is_deleted = 0 LIMIT 1`,
      )
      return readRecord(tx, product, String(rows[0]?.id))
    })
    const declare = ((withChildren?.declares ?? []) as Row[])[0] ?? {}
    expect(declare.id).toMatch(/^\d+$/)
    expect(declare.productId).toBe(withChildren?.id)
    expect(declare.declarePrice).toMatch(/^\d+\.\d{4}$/)
    expect(declare.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    expect(typeof declare.isPublic).toBe('number')
    expect(typeof declare.version).toBe('number')
  })
})

// A detail PostgreSQL writes as JSON (detail's handler) must answer byte for byte what readRecord's row, written by JSON.stringify, did.
describe('a record written as JSON by PostgreSQL', () => {
  it.each(resources.map((r) => [r.table, r] as const))('%s: the same text as its row', async (_, resource) => {
    const readable = await t.root.query<{ ok: boolean }>(
      `SELECT has_table_privilege('${APP_ROLE}', '${resource.table}', 'SELECT') AS ok`,
    )
    // The demo tenant's records; the platform's own tables (OAuth clients) as the root reads them.
    const db = readable[0]?.ok ? scopeToTenant(t.root, { tenantId: '000000', userId: '0' }) : t.root
    await db.begin(async (tx) => {
      const ids = new Set<string>()
      for (const child of Object.values(resource.children ?? {})) {
        const rows = await tx.query<{ id: string }>(
          `SELECT ${toSnake(child.foreignKey)} AS id FROM ${findResource(child.resource).table}
            WHERE is_deleted = 0 GROUP BY 1 ORDER BY count(*) DESC LIMIT 3`,
        )
        for (const r of rows) ids.add(String(r.id))
      }
      const plain = await tx.query<{ id: string }>(`SELECT id FROM ${resource.table} WHERE is_deleted = 0 LIMIT 3`)
      for (const r of plain) ids.add(String(r.id))
      for (const id of ids) {
        const row = await readRecord(tx, resource, id)
        if (row) expect(await readRecordJson(tx, resource, id)).toBe(JSON.stringify(row))
      }
    })
  })
})
