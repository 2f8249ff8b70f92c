import type { MiddlewareHandler } from 'hono'
import { ANY_TENANT, type ChangeFeed, isPolicyTable } from '../db/change-feed.ts'
import type { Db, DbDriver, Queryable } from '../db/db.ts'
import type { AppEnv } from './app-env.ts'

/** An answer as sent: its UTF-8 bytes, served again without encoding. */
type Answer = { body: Uint8Array<ArrayBuffer>; contentType: string; bytes: number }

/**
 * One read of an answer in progress: whose it is, the change number it began at, and the tables
 * its statements named so far. No table named means it may depend on any table of its tenant.
 */
export type Reading = { tenant: string; since: number; tables: Set<string> }

type Kept = Answer & { tenant: string; since: number; tables: readonly string[] | undefined }

/**
 * Answers of read calls (a declared resource's page, list, detail, trees and choices), kept until
 * a committed change of a table they read is announced (change-feed.ts), then never served again.
 * Each answer records the tables its statements named and the change number its read began at;
 * every announcement takes the next number and marks its tenant's table (or, for a table of the
 * tenant's permissions and scopes, an announcement naming no table, or one of any tenant, the whole
 * tenant or everything) as changed at it. An answer is served while nothing it read changed after
 * its read began, so orders arriving every second leave the product pages kept. At most
 * `maxBytes` are kept, least recently used first out; nothing is served while the feed is not
 * live. Frappe's document cache, for whole answers.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Kept>()
  /** The number of the last announcement, and when each table (`<tenant>|<table>`, `*|<table>`) last changed. */
  private changes = 0
  private everything = 0
  private readonly tenantWide = new Map<string, number>()
  private readonly tenantAnyTable = new Map<string, number>()
  private readonly tableChanged = new Map<string, number>()
  private bytes = 0
  /** Lookups that found a kept answer, and those that did not (the bench reads them). */
  hits = 0
  misses = 0

  constructor(
    private readonly feed: ChangeFeed,
    private readonly maxBytes: number,
  ) {
    if (maxBytes > 0) feed.subscribe((tenant, table) => this.changed(tenant, table))
  }

  /** Whether answers may be served and kept now. */
  get live(): boolean {
    return this.maxBytes > 0 && this.feed.live
  }

  /** The key of an answer for `tenant`: the same request of the same tenant finds it. */
  keyOf(tenant: string, request: string): string {
    return `${tenant}|${request}`
  }

  /** Begins a read for `tenant`: taken before its first statement, it names the changes seen so far. */
  startRead(tenant: string): Reading {
    return { tenant, since: this.changes, tables: new Set() }
  }

  get(key: string): Answer | undefined {
    const answer = this.entries.get(key)
    if (!answer || this.stale(answer)) {
      if (answer) this.drop(key, answer)
      this.misses++
      return undefined
    }
    this.hits++
    // Most recently used last: eviction takes the first.
    this.entries.delete(key)
    this.entries.set(key, answer)
    return answer
  }

  /** Keeps an answer, unless a table it read changed since its read began (nobody would be served it). */
  set(key: string, reading: Reading, body: Uint8Array<ArrayBuffer>, contentType: string): void {
    if (!this.live) return
    const tables = reading.tables.size ? [...reading.tables] : undefined
    const kept: Kept = { body, contentType, bytes: key.length * 2 + body.byteLength, ...reading, tables }
    if (kept.bytes > this.maxBytes / 8 || this.stale(kept)) return
    const old = this.entries.get(key)
    if (old) this.drop(key, old)
    this.entries.set(key, kept)
    this.bytes += kept.bytes
    for (const [oldest, answer] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.drop(oldest, answer)
    }
  }

  /** Answers held now (tests and the bench read it). */
  get size(): number {
    return this.entries.size
  }

  private drop(key: string, answer: Kept): void {
    this.entries.delete(key)
    this.bytes -= answer.bytes
  }

  /** Whether anything the answer read changed after its read began. */
  private stale({ tenant, since, tables }: Kept): boolean {
    if (this.everything > since || (this.tenantWide.get(tenant) ?? 0) > since) return true
    if (!tables) {
      return (this.tenantAnyTable.get(tenant) ?? 0) > since || (this.tenantAnyTable.get(ANY_TENANT) ?? 0) > since
    }
    for (const table of tables) {
      if ((this.tableChanged.get(`${tenant}|${table}`) ?? 0) > since) return true
      if ((this.tableChanged.get(`${ANY_TENANT}|${table}`) ?? 0) > since) return true
    }
    return false
  }

  private changed(tenant: string, table: string | undefined): void {
    const at = ++this.changes
    if (table === undefined || isPolicyTable(table)) {
      if (tenant !== ANY_TENANT) {
        this.tenantWide.set(tenant, at)
        return
      }
      // Any tenant's anything: no kept answer can be trusted.
      this.everything = at
      this.entries.clear()
      this.bytes = 0
      return
    }
    this.tableChanged.set(`${tenant}|${table}`, at)
    this.tenantAnyTable.set(tenant, at)
  }
}

/** Table names as the schema spells them (every table of the app has one of these prefixes). */
const TABLE_NAME = /\b(?:blade|erp|ware|floor|wf|fin)_[a-z0-9_]+/g
const tablesOfText = new Map<string, readonly string[]>()

/** The tables a statement names (its text's table-like names), worked out once per text. */
export function tablesNamed(text: string): readonly string[] {
  let tables = tablesOfText.get(text)
  if (!tables) {
    tables = [...new Set(text.match(TABLE_NAME) ?? [])]
    if (tablesOfText.size >= 5_000) tablesOfText.clear()
    tablesOfText.set(text, tables)
  }
  return tables
}

function noting(q: Queryable, tables: Set<string>): Queryable {
  return {
    query: (text, params, how) => {
      for (const t of tablesNamed(text)) tables.add(t)
      return q.query(text, params, how)
    },
    exec: (script) => {
      for (const t of tablesNamed(script)) tables.add(t)
      return q.exec(script)
    },
  }
}

/** A view of `db` that notes in `tables` the tables every statement run through it names. */
export function notingTables<D extends Db>(db: D, tables: Set<string>): D {
  return {
    ...db,
    ...noting(db, tables),
    begin: (work, options) => db.begin((tx) => work(noting(tx, tables)), options),
  }
}

/**
 * Serves a read call's answer from the cache when the same user, with the same roles, departments
 * and language, asked the same thing since the tables its answer read last changed; otherwise runs
 * the call, noting the tables its statements name, and keeps its answer. Runs after the call's
 * guard, so access is checked on every request.
 */
export const cachedAnswer: MiddlewareHandler<AppEnv> = async (c, next) => {
  const cache = c.var.deps.answers
  if (!cache?.live || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next()
  const session = c.var.session
  const url = c.req.url
  const request = [
    session.userId,
    session.roleIds.join(','),
    session.deptIds.join(','),
    c.var.lang,
    url.slice(url.indexOf('/', url.indexOf('//') + 2)),
  ].join('|')
  const reading = cache.startRead(session.tenantId)
  const key = cache.keyOf(session.tenantId, request)
  const kept = cache.get(key)
  if (kept) {
    return c.body(kept.body, 200, { 'Content-Type': kept.contentType, 'Content-Length': String(kept.body.byteLength) })
  }
  const deps = c.var.deps
  c.set('db', notingTables(c.var.db, reading.tables))
  c.set('deps', { ...deps, root: notingTables<DbDriver>(deps.root, reading.tables) })
  try {
    await next()
  } finally {
    // What runs after the call (the API log's queue, keyed by the root) sees the root itself again.
    c.set('deps', deps)
  }
  const contentType = c.res.headers.get('content-type') ?? ''
  if (c.res.status === 200 && !c.error && contentType.startsWith('application/json')) {
    cache.set(key, reading, new Uint8Array(await c.res.clone().arrayBuffer()), contentType)
  }
}
