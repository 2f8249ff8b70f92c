import postgres from 'postgres'
import { camelRow, type DbDriver, type Queryable, type Row } from './db.ts'

type Sql = postgres.Sql | postgres.TransactionSql

function wrap(sql: Sql): Queryable {
  return {
    async query<T extends Row>(text: string, params: readonly unknown[] = []) {
      const rows = await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[])
      return rows.map((r) => camelRow<T>(r as Record<string, unknown>))
    },
    async exec(script: string) {
      await sql.unsafe(script).simple()
    },
  }
}

/**
 * Connects to a PostgreSQL server with postgres.js. `schema` puts every table in that schema
 * (the test suite uses a fresh one per file). Pool settings follow STACK.md: `max` bounds the
 * concurrency, connections are recycled after 300 s to avoid the slow-down of long-lived pools.
 */
export function openPostgres(options: { url: string; max: number; timeZone: string; schema?: string }): DbDriver {
  const sql = postgres(options.url, {
    max: options.max,
    max_lifetime: 300,
    idle_timeout: 60,
    onnotice: () => {},
    connection: {
      TimeZone: options.timeZone,
      application_name: 'erp-back-office',
      ...(options.schema ? { search_path: options.schema } : {}),
    },
    types: {
      // 64-bit ids and exact decimals stay text; times come back as written.
      bigint: { to: 20, from: [20], serialize: (v: unknown) => String(v), parse: (v: string) => v },
      numeric: { to: 1700, from: [1700], serialize: (v: unknown) => String(v), parse: (v: string) => v },
      timestamp: {
        to: 1114,
        from: [1114, 1184],
        serialize: (v: unknown) => String(v),
        parse: (v: string) => v.slice(0, 19),
      },
      date: { to: 1082, from: [1082], serialize: (v: unknown) => String(v), parse: (v: string) => v },
    },
  })
  const root = wrap(sql)
  return {
    kind: 'postgres',
    query: root.query,
    exec: root.exec,
    begin: (work) => sql.begin((tx) => work(wrap(tx))) as Promise<never>,
    close: () => sql.end({ timeout: 5 }),
  }
}
