import type { ChangeFeed } from './change-feed.ts'

/** A result row with camelCase keys (snake_case columns are mapped in the driver, in one place). */
export type Row = Record<string, unknown>

/** How one statement runs. */
export type QueryOptions = {
  /**
   * A statement of fixed text run again and again with other parameters (a read by key): always a
   * prepared statement, whatever the driver's budget for others, so PostgreSQL plans it once.
   */
  prepare?: boolean
}

/** Anything that runs one parameterised SQL statement ($1, $2 ... placeholders). */
export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>
  /** Runs a script of several statements without parameters (migrations, seeds). */
  exec(script: string): Promise<void>
}

/**
 * How a transaction runs. A `readOnly` one refuses every write (PostgreSQL's READ ONLY). `scope` is a
 * statement that enters the transaction's scope (tenant-scope.ts), run before any of the work's.
 */
export type TransactionOptions = {
  readOnly?: boolean
  /**
   * In a read-only transaction a driver may run the scope again before each of the work's statements,
   * each then a transaction of its own sent in one write with its BEGIN and COMMIT (PostgreSQL's
   * driver does: one round trip per statement, the COMMIT's included). READ COMMITTED reads take a
   * new snapshot per statement anyway; what a read-only work must not rely on is state kept between
   * its statements (SET LOCAL, savepoints, cursors).
   */
  scope?: { text: string; params: readonly unknown[] }
}

/** A database: one statement at a time, or several in one transaction. */
export interface Db extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  begin<T>(work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>
}

/** A driver also runs multi-statement scripts (migrations), announces committed changes, and can be closed. */
export interface DbDriver extends Db {
  readonly kind: 'pglite' | 'postgres'
  readonly changes: ChangeFeed
  close(): Promise<void>
}

const camelCache = new Map<string, string>()

/** snake_case to camelCase, cached: column names repeat on every row. */
export function toCamel(name: string): string {
  let out = camelCache.get(name)
  if (out === undefined) {
    out = name.replace(/_([a-z0-9])/g, (_, ch: string) => ch.toUpperCase())
    camelCache.set(name, out)
  }
  return out
}

/** camelCase to snake_case, for column names that come from declarations. */
export function toSnake(name: string): string {
  return name.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`)
}

/** Maps a driver row's keys to camelCase. */
export function camelRow<T extends Row>(row: Record<string, unknown>): T {
  const out: Row = {}
  for (const key in row) out[toCamel(key)] = row[key]
  return out as T
}
