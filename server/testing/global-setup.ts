import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import type { DbDriver } from '../platform/db/db.ts'
import { migrate } from '../platform/db/migrate.ts'
import { leaseIdWorker, releaseIdWorker } from '../platform/db/next-id.ts'
import { openPglite } from '../platform/db/pglite-driver.ts'
import { openPostgres } from '../platform/db/postgres-driver.ts'
import { seedDemo } from '../platform/seed/seed-demo.ts'
import { syncPlatform } from '../platform/seed/sync-platform.ts'
import { dropStaleTestDatabases, TEST_SCHEMA, testDatabaseUrl } from './test-databases.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string
    postgresTemplate: string
  }
}

/** Migrates the schema, registers the platform's calls and seeds the demo tenants. */
async function buildDemo(db: DbDriver) {
  await migrate(db)
  await leaseIdWorker(db)
  await syncPlatform(db)
  await seedDemo(db)
  // Released before the copy is taken: every test file's copy starts with all workers free.
  await releaseIdWorker(db)
}

type Provided = { pgliteSnapshot: string; postgresTemplate: string }
type Shared = { built: Promise<{ provided: Provided; teardown: () => Promise<void> }>; users: number }

/**
 * Builds one migrated and seeded database for the whole run, and every test file starts from a copy
 * of it instead of migrating and seeding its own (3 s and more each): on PGlite a dump each file
 * loads; on PostgreSQL (DATABASE_URL) a template database each file clones (CREATE DATABASE ...
 * TEMPLATE copies files, well under a second).
 */
async function build(): Promise<{ provided: Provided; teardown: () => Promise<void> }> {
  const url = process.env.DATABASE_URL
  if (url) {
    const template = `erp_tpl_${process.pid}`
    const admin = openPostgres({ url, max: 1, timeZone: 'Asia/Shanghai' })
    await dropStaleTestDatabases(admin)
    await admin.exec(`CREATE DATABASE ${template}`)
    const db = openPostgres({
      url: testDatabaseUrl(url, template),
      max: 4,
      timeZone: 'Asia/Shanghai',
      schema: TEST_SCHEMA,
    })
    await db.exec(`CREATE SCHEMA ${TEST_SCHEMA}`)
    await buildDemo(db)
    await db.close()
    return {
      provided: { pgliteSnapshot: '', postgresTemplate: template },
      teardown: async () => {
        await admin.exec(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`)
        await admin.close()
      },
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'erp-snapshot-'))
  const db = await openPglite({ timeZone: 'Asia/Shanghai' })
  await buildDemo(db)
  const dump = await db.pg.dumpDataDir('gzip')
  const file = join(dir, 'snapshot.tar.gz')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await db.close()
  return {
    provided: { pgliteSnapshot: file, postgresTemplate: '' },
    teardown: async () => rmSync(dir, { recursive: true, force: true }),
  }
}

/** The server's projects (files sharing modules, files with their own) share the one database built first. */
export default async function setup(project: TestProject) {
  const global = globalThis as { erpTestDatabase?: Shared }
  global.erpTestDatabase ??= { built: build(), users: 0 }
  const shared = global.erpTestDatabase
  shared.users++
  const { provided, teardown } = await shared.built
  project.provide('pgliteSnapshot', provided.pgliteSnapshot)
  project.provide('postgresTemplate', provided.postgresTemplate)
  return async () => {
    if (--shared.users === 0) {
      global.erpTestDatabase = undefined
      await teardown()
    }
  }
}
