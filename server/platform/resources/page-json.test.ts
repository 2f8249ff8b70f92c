import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resources } from '#sync/resources/index.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import type { Queryable } from '../db/db.ts'
import { APP_ROLE, scopeToTenant } from '../db/tenant-scope.ts'
import { asDriverJson, shownFrom, shownJsonColumns } from './record-store.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(() => t.close())

const demo = () => scopeToTenant(t.root, { tenantId: '000000', userId: '0' })

// A page PostgreSQL writes as JSON (listPage) must answer byte for byte what its rows, written by JSON.stringify, did.
describe('a page written as JSON by PostgreSQL', () => {
  it.each(resources.map((r) => [r.table, r] as const))('%s: the same text as its rows', async (_, resource) => {
    const shown = shownFrom(resource)
    const select = `SELECT ${shown.columns} FROM ${shown.from} WHERE is_deleted = 0 ORDER BY id DESC LIMIT 20`
    const compare = async (tx: Queryable) => {
      const rows = await tx.query(select)
      const [built] = await tx.query<{ records: string }>(
        `SELECT '[' || coalesce(string_agg(row_to_json(p)::text, ','), '') || ']' AS records
           FROM (SELECT ${shownJsonColumns(resource, 't')} FROM (${select}) t) p`,
      )
      expect(built?.records).toBe(JSON.stringify(rows))
    }
    // The demo tenant's rows; the platform's own tables (OAuth clients) as the root reads them.
    const tenants = await demo().query(`SELECT has_table_privilege('${APP_ROLE}', '${resource.table}', 'SELECT') AS ok`)
    await (tenants[0]?.ok ? demo() : t.root).begin(compare)
  })

  it('writes a computed value of any type as the driver answers it', async () => {
    const values = [
      `'9007199254740993'::bigint`,
      `12.3400::numeric(20,4)`,
      `timestamp '2024-05-06 07:08:09'`,
      `timestamptz '2024-05-06 07:08:09+08'`,
      `date '2024-05-06'`,
      `42::integer`,
      `7::smallint`,
      `true`,
      `'a "quoted" \\ text, with
a line'::text`,
      `'x'::varchar(3)`,
      `ARRAY['1', '2']::text[]`,
      `ARRAY[9007199254740993, 2]::bigint[]`,
      `ARRAY[1.50, 2]::numeric[]`,
      `'{"a": [1, "b"]}'::jsonb`,
      `NULL::bigint`,
      `NULL::text`,
    ]
    await demo().begin(async (tx) => {
      for (const value of values) {
        const rows = await tx.query(`SELECT ${value} AS v`)
        const [built] = await tx.query<{ row: string }>(
          `SELECT row_to_json(p)::text AS row FROM (SELECT ${asDriverJson('t.v')} AS v FROM (SELECT ${value} AS v) t) p`,
        )
        expect(JSON.parse(built?.row ?? '{}'), value).toEqual(rows[0])
        // jsonb keeps its own spacing (`{"a": 1}`): the same value, a few more bytes.
        if (!value.endsWith('jsonb')) expect(built?.row, value).toBe(JSON.stringify(rows[0]))
      }
    })
  })
})
