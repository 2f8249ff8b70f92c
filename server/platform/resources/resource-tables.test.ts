import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resources } from '#sync/resources/index.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { toSnake } from '../db/db.ts'
import { sqlType } from './ddl.ts'
import { BASE_COLUMNS } from './record-store.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(() => t.close())

/** information_schema spelling of the types ddl.ts writes. */
function normalise(sql: string): string {
  return sql
    .replace(/^varchar\((\d+)\)$/, 'character varying($1)')
    .replace(/^timestamp\(0\)$/, 'timestamp without time zone')
    .replace(/^numeric\((\d+),(\d+)\)$/, 'numeric($1,$2)')
}

describe('declarations match the migrated tables', () => {
  it.each(resources.map((r) => [r.table, r] as const))(
    '%s has every declared column with its type',
    async (_, resource) => {
      const cols = await t.root.query<{ columnName: string; type: string }>(
        `SELECT column_name,
              CASE WHEN data_type = 'character varying' THEN 'character varying(' || character_maximum_length || ')'
                   WHEN data_type = 'numeric' THEN 'numeric(' || numeric_precision || ',' || numeric_scale || ')'
                   ELSE data_type END AS type
         FROM information_schema.columns WHERE table_name = $1 AND table_schema = current_schema()`,
        [resource.table],
      )
      const actual = Object.fromEntries(cols.map((c) => [c.columnName, c.type]))
      for (const base of BASE_COLUMNS) {
        expect(actual, `${resource.table}.${base}`).toHaveProperty(base)
      }
      for (const [key, field] of Object.entries(resource.fields)) {
        const column = toSnake(key)
        const expected = key === 'status' ? 'integer' : field.secret ? 'text' : normalise(sqlType(field))
        expect(actual[column], `${resource.table}.${column}`).toBe(expected)
      }
    },
  )
})
