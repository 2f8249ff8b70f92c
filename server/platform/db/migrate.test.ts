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

  it('applies a new migration with its record, then grants its tables and announces their changes', async () => {
    const before = readMigrations()
    const next = before.length + 1
    const probe = {
      version: next,
      name: 'probe',
      sql: `CREATE TABLE migrate_probe (tenant_id varchar(12) NOT NULL, id bigint NOT NULL);
            SELECT erp_isolate_tenant('migrate_probe');`,
    }
    expect(await migrate(t.root, [...before, probe])).toEqual([next])
    expect(await t.root.query('SELECT name FROM schema_migrations WHERE version = $1', [next])).toEqual([
      { name: 'probe' },
    ])
    expect(await t.root.query(`SELECT has_table_privilege('erp_app', 'migrate_probe', 'INSERT') AS granted`)).toEqual([
      { granted: true },
    ])
    const triggered = await t.root.query<{ relname: string }>(
      `SELECT c.relname FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
        WHERE g.tgname = 'erp_changed' AND c.relname IN ('migrate_probe', 'blade_log_api', 'blade_session')`,
    )
    // The write-hot tables no cached answer reads stay without the trigger.
    expect(triggered).toEqual([{ relname: 'migrate_probe' }])
    await t.root.exec(`DROP TABLE migrate_probe; DELETE FROM schema_migrations WHERE version = ${next}`)
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
    expect(() => readMigrations(dir)).toThrow('migration 0003_c.sql breaks the numbering: expected 2')
  })

  it('reads the numbered SQL files only, in order, named after their number', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mig-'))
    writeFileSync(join(dir, '0002_second-step.sql'), 'SELECT 2')
    writeFileSync(join(dir, '0001_first.sql'), 'SELECT 1')
    for (const other of ['README.md', 'x0003_c.sql', '0003_c.sql.bak', '0003_c.sql~', '003_c.sql']) {
      writeFileSync(join(dir, other), 'SELECT 3')
    }
    expect(readMigrations(dir)).toEqual([
      { version: 1, name: 'first', sql: 'SELECT 1' },
      { version: 2, name: 'second-step', sql: 'SELECT 2' },
    ])
  })
})
