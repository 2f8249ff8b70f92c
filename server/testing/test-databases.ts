import type { DbDriver } from '../platform/db/db.ts'

/** The schema the tables live in, in the template database and so in every copy of it. */
export const TEST_SCHEMA = 'erp_test'

/** Test databases are named after the process that made the template: `erp_tpl_<pid>`, `erp_t_<pid>_<hex>`. */
const TEST_DATABASE = /^erp_t(?:pl)?_(\d+)(?:_[0-9a-f]+)?$/

/** The server URL with another database in it. */
export function testDatabaseUrl(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Drops the test databases a run that ended without cleaning up left behind (its process is gone). */
export async function dropStaleTestDatabases(admin: DbDriver) {
  const rows = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'erp\\_t%'`)
  for (const { datname } of rows) {
    const pid = TEST_DATABASE.exec(datname)?.[1]
    if (pid && !isRunning(Number(pid))) await admin.exec(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
  }
}
