import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { tablesNamed } from './answer-cache.ts'

// The answer cache learns what an answer read from the table names in its statements: a table it
// cannot recognise would keep answers after their rows changed (the approval tables once did).
let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(() => t.close())

describe('table names', () => {
  it('are all recognised by the answer cache', async () => {
    const tables = await t.root.query<{ name: string }>(
      `SELECT relname AS name FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relkind = 'r'`,
    )
    expect(tables.length).toBeGreaterThan(50)
    const unseen = tables.map((r) => r.name).filter((name) => !tablesNamed(`SELECT 1 FROM ${name}`).includes(name))
    // The migrations' own ledger is read by no call.
    expect(unseen.filter((name) => name !== 'schema_migrations')).toEqual([])
  })
})
