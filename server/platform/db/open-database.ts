import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Config } from '../../config.ts'
import type { DbDriver } from './db.ts'
import { openPglite } from './pglite-driver.ts'
import { openPostgres } from './postgres-driver.ts'

/** PostgreSQL at DATABASE_URL when set, else the embedded PGlite under the data directory. */
export async function openDatabase(config: Config): Promise<DbDriver> {
  if (config.databaseUrl) {
    return openPostgres({ url: config.databaseUrl, max: config.databasePoolMax, timeZone: config.timeZone })
  }
  const dataDir = join(config.dataDir, 'pglite')
  mkdirSync(dataDir, { recursive: true })
  return openPglite({ dataDir, timeZone: config.timeZone })
}
