import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { readConfig } from './config.ts'
import { loadSigningKey } from './platform/auth/signing-key.ts'
import { migrate } from './platform/db/migrate.ts'
import { leaseIdWorker, releaseIdWorker } from './platform/db/next-id.ts'
import { openDatabase } from './platform/db/open-database.ts'
import { deriveSecretKey } from './platform/resources/secret-fields.ts'
import { seedDemo } from './platform/seed/seed-demo.ts'
import { syncPlatform } from './platform/seed/sync-platform.ts'
import { wakeExportRunner } from './system/export-runner.ts'

/** Starts the server: database, migrations, platform rows, demo data, then HTTP. */
async function main() {
  const config = readConfig()
  const root = await openDatabase(config)
  const applied = await migrate(root)
  if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`)
  // Before anything mints an id: the worker number is unique among the processes on this database.
  await leaseIdWorker(root)
  await syncPlatform(root)
  if (config.seedDemo) await seedDemo(root)
  const signingKey = loadSigningKey(config.dataDir, config.jwtSecret)
  if (config.captchaTestCode) console.warn('CAPTCHA_TEST_CODE is set: every captcha answer is fixed. Test use only.')
  const app = createApp({ root, config, signingKey })
  // Exports queued before the last stop resume now.
  void wakeExportRunner({ root, config, signingKey, secretKey: deriveSecretKey(signingKey) })
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}/pglite`
    console.log(`ERP back office on http://localhost:${info.port}  (database: ${where})`)
    console.log('Demo sign-in: tenant 000000, user admin, password Admin123 (second tenant: 100001, admin / Admin123)')
  })
  // Idle keep-alive connections stay longer than clients keep theirs (Node's 5 s closes a socket a
  // client is about to reuse, which it sees as ECONNRESET); headers must then wait a little longer still.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000
    server.headersTimeout = 66_000
  }
  const stop = async () => {
    server.close()
    await releaseIdWorker(root)
    await root.close()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
