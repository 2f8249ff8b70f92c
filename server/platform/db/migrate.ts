import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { observeChanges } from './change-feed.ts'
import type { DbDriver } from './db.ts'

/** The numbered SQL files, applied in order: `NNNN_name.sql`. */
export const MIGRATIONS_DIR = join(import.meta.dirname, '../../migrations')

/** Serialises concurrent starts against one PostgreSQL server. */
const MIGRATION_LOCK = 7301_0001

export type Migration = { version: number; name: string; sql: string }

/** Reads the migration files; a gap or a duplicate number is a programming error. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
  return files.map((file, i) => {
    const version = Number(file.slice(0, 4))
    if (version !== i + 1) throw new Error(`migration ${file} breaks the numbering: expected ${i + 1}`)
    return { version, name: file.slice(5, -4), sql: readFileSync(join(dir, file), 'utf8') }
  })
}

/**
 * Applies every migration not yet recorded, each in its own transaction with its record,
 * then grants the application role its tables and announces their changes (0012). Safe to run at every start.
 */
export async function migrate(db: DbDriver, migrations = readMigrations()): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name varchar(255) NOT NULL,
    applied_at timestamp(0) NOT NULL DEFAULT localtimestamp(0)
  )`)
  const applied: number[] = []
  for (const m of migrations) {
    const ran = await db.begin(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version])
      if (done.length > 0) return false
      await tx.exec(m.sql)
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name])
      return true
    })
    if (ran) applied.push(m.version)
  }
  await db.query('SELECT erp_grant_app_role()')
  await observeChanges(db)
  return applied
}
