import postgres from 'postgres'
import { CHANGE_CHANNEL, ChangeFeed } from './change-feed.ts'
import { type Db, type DbDriver, type Queryable, type QueryOptions, type Row, toCamel } from './db.ts'

type Sql = postgres.Sql | postgres.TransactionSql

/** Connections are closed after this many seconds (STACK.md: long-lived postgres.js pools slow down). */
const MAX_LIFETIME_S = 300
/** Most statement texts prepared per lifetime window (see PrepareGate). */
export const PREPARED_MAX = 256

/**
 * Which statements run prepared (named: parsed and planned once per connection, then only bound
 * and executed). postgres.js keeps a connection's prepared statements until the connection closes,
 * with no bound, and texts can vary without end (inlined page offsets, batch filters of 1 to 100
 * values), so the gate prepares a text from its second use on, and at most `max` texts per window
 * of a connection's lifetime; the windows turn over, so one connection, which lives at most one
 * window, holds at most 2 × `max` statements. Other texts run unnamed, as before.
 */
export class PrepareGate {
  private admitted = new Set<string>()
  private previous = new Set<string>()
  private seen = new Set<string>()
  private windowStart: number

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.windowStart = now()
  }

  admit(text: string): boolean {
    if (this.now() - this.windowStart >= this.windowMs) {
      this.previous = this.admitted
      this.admitted = new Set()
      this.seen = new Set()
      this.windowStart = this.now()
    }
    if (this.admitted.has(text)) return true
    if (this.admitted.size >= this.max) return false
    // Hot in the last window, or seen before in this one: worth a named statement.
    if (this.previous.has(text) || this.seen.has(text)) {
      this.admitted.add(text)
      return true
    }
    if (this.seen.size < this.max * 8) this.seen.add(text)
    return false
  }
}

/**
 * Hands one statement to postgres.js now. Statements handed over in one turn go out in that order
 * (an `await` of postgres.js' query would hand it over a turn later, after ones started meanwhile).
 */
function send<T extends Row>(sql: Sql, gate: PrepareGate, text: string, params: readonly unknown[], how: QueryOptions) {
  const prepare = how.prepare === true || gate.admit(text)
  // A prepared statement goes through the extended protocol even without parameters.
  const options = prepare ? { prepare, simple: false } : { prepare }
  const query = sql.unsafe(text, params as postgres.ParameterOrJSON<never>[], options).execute()
  // Keys are camelCase already (the column transform below); a plain array, not postgres.js' result list.
  return query.then((rows) => Array.from(rows) as unknown as T[])
}

function wrap(sql: Sql, gate: PrepareGate): Queryable {
  return {
    query: <T extends Row>(text: string, params: readonly unknown[] = [], how: QueryOptions = {}) =>
      send<T>(sql, gate, text, params, how),
    exec: (script: string) =>
      sql
        .unsafe(script)
        .simple()
        .execute()
        .then(() => {}),
  }
}

/**
 * A transaction's statements once its connection has closed fail at once: postgres.js would write
 * them to the socket it has already let go of, in a later tick, and that throws outside any promise
 * (an uncaught TypeError that ends the process; seen in CI on a slow machine).
 */
function untilClosed(tx: Queryable, gone: () => boolean): Queryable {
  const refuse = () => Promise.reject(new Error('The database connection of this transaction was lost'))
  return {
    query: (text, params, how) => (gone() ? refuse() : tx.query(text, params, how)),
    exec: (script) => (gone() ? refuse() : tx.exec(script)),
  }
}

/** A pool connection as postgres.js hands it to a query's `onexecute`: the pool calls its `onclose` when it closes. */
type PoolConnection = { onclose?: ((e: unknown) => void) | null }

/**
 * Transactions on a reserved connection, written in as few packets as the work allows: BEGIN goes
 * out with the work's first statements (sql.begin waits a round trip for it). Each write to a
 * socket costs more CPU here than parsing a statement (see the list bench).
 */
function transactions(sql: postgres.Sql, gate: PrepareGate): Db['begin'] {
  return async (work, options = {}) => {
    const conn = await sql.reserve()
    // As sql.begin does: a statement sent after the connection closed would wait forever, so the
    // transaction fails as soon as the pool reports the close, and the connection stays with the pool.
    let connection: PoolConnection | undefined
    let gone = false
    let released = false
    let fail: (e: unknown) => void = () => {}
    const closed = new Promise<never>((_, reject) => {
      fail = reject
    })
    closed.catch(() => {})
    const onexecute = (c: PoolConnection) => {
      connection = c
      c.onclose = (e) => {
        gone = true
        fail(e)
      }
      return true
    }
    if (options.readOnly && options.scope) {
      const done = () => release(connection, conn, () => gone)
      return scopedReads(conn, gate, options.scope, { onexecute, closed, gone: () => gone, done }, work)
    }
    const tx = untilClosed(wrap(conn, gate), () => gone)
    const begin = options.readOnly ? 'BEGIN READ ONLY' : 'BEGIN'
    const begun = conn.unsafe(begin, [], { onexecute } as postgres.UnsafeQueryOptions).execute()
    begun.catch(() => {})
    // Handed over right after the BEGIN and written with it and the work's first statement; the
    // connection runs them in order, so nothing of the work runs outside the scope.
    const entered = options.scope && tx.query(options.scope.text, options.scope.params, { prepare: true })
    entered?.catch(() => {})
    try {
      const working = work(tx).then(
        async (result) => {
          await entered
          return result
        },
        async (e) => {
          // A failed scope is the cause of what failed after it.
          await entered
          throw e
        },
      )
      // If the close wins the race, what the work still waits for fails later, with no one to hear it.
      working.catch(() => {})
      const result = await Promise.race([working, closed])
      await Promise.race([begun, closed])
      const committed = Promise.race([conn.unsafe('COMMIT'), closed])
      if (options.readOnly) {
        // A read-only transaction has nothing its COMMIT could lose: its answer goes out at once, a
        // round trip sooner, and the connection goes back to the pool when the COMMIT is answered.
        released = true
        committed.catch(() => {}).finally(() => release(connection, conn, () => gone))
        return result
      }
      // Waited for: a COMMIT the pool had not yet sent (postgres.js holds a reserved connection's
      // statements while its socket is full) would be lost with the release, leaving the connection
      // inside the transaction for its next users.
      await committed
      return result
    } catch (e) {
      if (!gone) await Promise.race([conn.unsafe('ROLLBACK'), closed]).catch(() => {})
      throw e
    } finally {
      if (!released) release(connection, conn, () => gone)
    }
  }
}

/**
 * A read-only transaction in a scope, as one transaction per statement: each of the work's
 * statements goes out in one write with its BEGIN READ ONLY, the scope and its COMMIT, so a read
 * costs one round trip and the connection is free once its answer is in (READ COMMITTED reads
 * take a new snapshot per statement anyway). A scope that fails aborts its statement's
 * transaction, so the statement never runs outside it; the scope's error is the one reported.
 * The answer goes out as soon as the work is done; the connection goes back to the pool when the
 * last COMMIT is answered.
 */
async function scopedReads<T>(
  conn: postgres.ReservedSql,
  gate: PrepareGate,
  scope: { text: string; params: readonly unknown[] },
  connection: {
    onexecute: (c: PoolConnection) => boolean
    closed: Promise<never>
    gone: () => boolean
    /** Gives the connection back (once the last COMMIT is answered). */
    done: () => void
  },
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const { onexecute, closed, gone } = connection
  // Each statement is handed over at once (wrap's send), so the four below keep their order.
  const inner = wrap(conn, gate)
  let last: Promise<unknown> = Promise.resolve()
  const quiet = <P extends Promise<unknown>>(p: P): P => {
    p.catch(() => {})
    return p
  }
  // The four are handed to postgres.js in this order in one turn, which keeps them in this order on the connection.
  const inScope = async <R>(run: () => Promise<R>): Promise<R> => {
    const begun = quiet(conn.unsafe('BEGIN READ ONLY', [], { onexecute } as postgres.UnsafeQueryOptions).execute())
    const entered = quiet(inner.query(scope.text, scope.params, { prepare: true }))
    const ran = quiet(run())
    const committed = quiet(conn.unsafe('COMMIT').execute())
    last = committed
    try {
      return await Promise.race([ran, closed])
    } catch (e) {
      await Promise.race([begun, closed])
      await Promise.race([entered, closed])
      throw e
    }
  }
  const tx = untilClosed(
    {
      query: (text, params, how) => inScope(() => inner.query(text, params, how)),
      exec: (script) => inScope(() => inner.exec(script)),
    },
    gone,
  )
  try {
    const working = quiet(work(tx))
    return await Promise.race([working, closed])
  } finally {
    const ending = last
    Promise.race([ending, closed])
      .catch(() => {})
      .finally(connection.done)
  }
}

/** Gives a transaction's connection back to the pool, unless it closed meanwhile. */
function release(connection: PoolConnection | undefined, conn: postgres.ReservedSql, gone: () => boolean): void {
  if (connection) connection.onclose = null
  // A closed connection is back in the pool's closed list; releasing it would list it as open.
  if (!gone()) conn.release()
}

/** How long to wait before listening again after the listening connection failed. */
const RELISTEN_MS = 1_000

/**
 * Listens for the changes other processes commit, on a connection of its own. While it is down
 * the feed is not live (caches answer nothing from memory); each new LISTEN makes it live again.
 */
function watchChanges(url: string, feed: ChangeFeed, schema = ''): () => Promise<void> {
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  const again = () => {
    if (!stopped && !retry) retry = setTimeout(listen, RELISTEN_MS)
  }
  // onnotify is how postgres.js' own listen() hears notifications; typed options omit it.
  const options = {
    max: 1,
    // Kept open for good, as listen() keeps its own (a close would make the feed not live for a while).
    idle_timeout: null,
    max_lifetime: null,
    fetch_types: false,
    onnotice: () => {},
    onnotify: (_channel: string, tenant: string) => feed.announce(tenant),
    onclose: () => {
      feed.setLive(false)
      again()
    },
    connection: { application_name: `erp-back-office changes ${schema}`.trim().slice(0, 63) },
  }
  const watcher = postgres(url, options as unknown as postgres.Options<Record<string, never>>)
  function listen() {
    retry = undefined
    watcher.unsafe(`LISTEN ${CHANGE_CHANNEL}`).then(() => {
      if (!stopped) feed.setLive(true)
    }, again)
  }
  listen()
  return async () => {
    stopped = true
    clearTimeout(retry)
    feed.setLive(false)
    await watcher.end({ timeout: 5 })
  }
}

/**
 * Connects to a PostgreSQL server with postgres.js. `schema` puts every table in that schema
 * (the test suite uses a fresh one per file). Pool settings follow STACK.md: `max` bounds the
 * concurrency, connections are recycled after 300 s to avoid the slow-down of long-lived pools.
 */
export function openPostgres(options: { url: string; max: number; timeZone: string; schema?: string }): DbDriver {
  let stopWatching = async () => {}
  const changes = new ChangeFeed((feed) => {
    stopWatching = watchChanges(options.url, feed, options.schema)
  })
  const sql = postgres(options.url, {
    max: options.max,
    max_lifetime: MAX_LIFETIME_S,
    idle_timeout: 60,
    // A write of this process is announced at once by a notice, before its COMMIT is answered.
    onnotice: (notice) => {
      if (notice.message === CHANGE_CHANNEL) changes.announce(String(notice.detail ?? '*'))
    },
    // snake_case columns become camelCase keys once per statement, not once per row (db.ts' mapping).
    transform: { column: { from: toCamel } },
    connection: {
      TimeZone: options.timeZone,
      application_name: 'erp-back-office',
      // Requests run side by side on few cores: a parallel plan starts worker processes per statement
      // (the order page's SKU filter: 42 → 70 pages/s at 20 clients without them).
      max_parallel_workers_per_gather: '0',
      'app.observe_changes': 'on',
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
  const gate = new PrepareGate(PREPARED_MAX, MAX_LIFETIME_S * 1000)
  const root = wrap(sql, gate)
  return {
    kind: 'postgres',
    changes,
    query: root.query,
    exec: root.exec,
    begin: transactions(sql, gate),
    close: async () => {
      await stopWatching()
      await sql.end({ timeout: 5 })
    },
  }
}
