import { PGlite, types } from '@electric-sql/pglite'
import { CHANGE_CHANNEL, ChangeFeed } from './change-feed.ts'
import { camelRow, type DbDriver, type Queryable, type Row } from './db.ts'

/** Values come back as text where JSON would lose them: 64-bit ids, exact decimals, times as written. */
const textParsers = {
  [types.INT8]: (v: string) => v,
  [types.NUMERIC]: (v: string) => v,
  [types.TIMESTAMP]: (v: string) => v.slice(0, 19),
  [types.TIMESTAMPTZ]: (v: string) => v.slice(0, 19),
  [types.DATE]: (v: string) => v,
}

type PgliteLike = Pick<PGlite, 'query' | 'exec'>

function wrap(pg: PgliteLike): Queryable {
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pg.query<Record<string, unknown>>(sql, params as unknown[])
      return result.rows.map((r) => camelRow<T>(r))
    },
    async exec(script: string) {
      await pg.exec(script)
    },
  }
}

/**
 * Opens the embedded PostgreSQL (PGlite): `dataDir` on disk, or in memory when omitted.
 * `loadDataDir` starts from a dump of another instance (a migrated snapshot, in tests).
 */
export async function openPglite(options: {
  dataDir?: string
  loadDataDir?: Blob | File
  timeZone: string
}): Promise<DbDriver & { pg: PGlite }> {
  const pg = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    parsers: textParsers,
  })
  await pg.exec(`SET TIME ZONE '${options.timeZone.replace(/'/g, '')}'`)
  const root = wrap(pg)
  // PGlite hands a notification to its listeners as the COMMIT is answered, before the writer resumes.
  const changes = new ChangeFeed((feed) => {
    pg.listen(CHANGE_CHANNEL, (tenant) => feed.announce(tenant)).then(
      () => feed.setLive(true),
      () => feed.setLive(false),
    )
  })
  return {
    kind: 'pglite',
    pg,
    changes,
    query: root.query,
    exec: root.exec,
    begin: (work, options) =>
      pg.transaction(async (tx) => {
        if (options?.readOnly) await tx.query('SET TRANSACTION READ ONLY')
        if (options?.scope) await tx.query(options.scope.text, [...options.scope.params])
        return work(wrap(tx))
      }),
    close: () => pg.close(),
  }
}
