import type { MiddlewareHandler } from 'hono'
import { ANY_TENANT, type ChangeFeed } from '../db/change-feed.ts'
import type { AppEnv } from './app-env.ts'

/** An answer as sent: its UTF-8 bytes, served again without encoding. */
type Answer = { body: Uint8Array<ArrayBuffer>; contentType: string; bytes: number }

/**
 * Answers of read calls (a declared resource's page, list, detail, trees and choices), kept until
 * a committed change of their tenant is announced (change-feed.ts), then never served again: a
 * key carries the tenant's change count when the read began, so an answer read before a change
 * is stored where no later request looks. At most `maxBytes` are kept, least recently used first
 * out; nothing is served while the feed is not live. Frappe's document cache, for whole answers.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Answer>()
  private readonly tenantChanges = new Map<string, number>()
  private anyChanges = 0
  private bytes = 0

  constructor(
    private readonly feed: ChangeFeed,
    private readonly maxBytes: number,
  ) {
    if (maxBytes > 0) feed.subscribe((tenant) => this.changed(tenant))
  }

  /** Whether answers may be served and kept now. */
  get live(): boolean {
    return this.maxBytes > 0 && this.feed.live
  }

  /** The key of an answer for `tenant`, taken before reading: it names the changes seen so far. */
  keyOf(tenant: string, request: string): string {
    return `${this.anyChanges}.${this.tenantChanges.get(tenant) ?? 0}|${tenant}|${request}`
  }

  get(key: string): Answer | undefined {
    const answer = this.entries.get(key)
    if (answer) {
      // Most recently used last: eviction takes the first.
      this.entries.delete(key)
      this.entries.set(key, answer)
    }
    return answer
  }

  /** Keeps an answer, unless its tenant changed since its key was taken (nobody would ask for it). */
  set(key: string, tenant: string, body: Uint8Array<ArrayBuffer>, contentType: string): void {
    if (!this.live || !key.startsWith(this.keyOf(tenant, ''))) return
    const bytes = key.length * 2 + body.byteLength
    if (bytes > this.maxBytes / 8) return
    const old = this.entries.get(key)
    if (old) {
      this.entries.delete(key)
      this.bytes -= old.bytes
    }
    this.entries.set(key, { body, contentType, bytes })
    this.bytes += bytes
    for (const [oldest, answer] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.entries.delete(oldest)
      this.bytes -= answer.bytes
    }
  }

  /** Answers held now (tests and the bench read it). */
  get size(): number {
    return this.entries.size
  }

  private changed(tenant: string): void {
    if (tenant === ANY_TENANT) {
      this.anyChanges++
      this.tenantChanges.clear()
      this.entries.clear()
      this.bytes = 0
      return
    }
    // The tenant's kept answers become unreachable and leave as newer ones push them out.
    this.tenantChanges.set(tenant, (this.tenantChanges.get(tenant) ?? 0) + 1)
  }
}

/**
 * Serves a read call's answer from the cache when the same user, with the same roles, departments
 * and language, asked the same thing since the tenant last changed; otherwise runs the call and keeps
 * its answer. Runs after the call's guard, so access is checked on every request.
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
  const key = cache.keyOf(session.tenantId, request)
  const kept = cache.get(key)
  if (kept) {
    return c.body(kept.body, 200, { 'Content-Type': kept.contentType, 'Content-Length': String(kept.body.byteLength) })
  }
  await next()
  const contentType = c.res.headers.get('content-type') ?? ''
  if (c.res.status === 200 && !c.error && contentType.startsWith('application/json')) {
    cache.set(key, session.tenantId, new Uint8Array(await c.res.clone().arrayBuffer()), contentType)
  }
}
