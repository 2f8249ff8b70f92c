import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { migrate, readMigrations } from './migrate.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(() => t.close())

describe('migrations', () => {
  it('records every migration and applies nothing twice', async () => {
    const recorded = await t.root.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')
    expect(recorded.map((r) => r.version)).toEqual(readMigrations().map((m) => m.version))
    expect(await migrate(t.root)).toEqual([])
  })

  it('rolls a failing migration back whole and leaves it unrecorded', async () => {
    const migrations = [
      ...readMigrations(),
      { version: 999, name: 'broken', sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();' },
    ]
    await expect(migrate(t.root, migrations)).rejects.toThrow()
    expect(await t.root.query(`SELECT 1 FROM pg_class WHERE relname = 'half_done'`)).toEqual([])
    expect(await t.root.query('SELECT 1 FROM schema_migrations WHERE version = 999')).toEqual([])
  })

  it('refuses a gap in the numbering', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mig-'))
    writeFileSync(join(dir, '0001_a.sql'), 'SELECT 1')
    writeFileSync(join(dir, '0003_c.sql'), 'SELECT 1')
    expect(() => readMigrations(dir)).toThrow(/numbering/)
  })
})
