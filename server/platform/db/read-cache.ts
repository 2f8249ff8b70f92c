/**
 * Reads that every request repeats (the session's open check, the grants of a role set, the data
 * scopes of a resource) kept for at most `ttlMs`, counted from when the read started, so a change
 * committed by any process is seen within that time. Concurrent misses of one key share one read;
 * a failed read is not kept. At most `maxEntries` keys (the oldest go first).
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>()

  /** `tenantKeyed`: keys start with `<tenant id>|`, and forgetTenantReads clears them. */
  constructor(
    private readonly ttlMs: number,
    options: { maxEntries?: number; tenantKeyed?: boolean; now?: () => number } = {},
  ) {
    this.maxEntries = options.maxEntries ?? 10_000
    this.now = options.now ?? (() => performance.now())
    if (options.tenantKeyed) tenantCaches.add(this as ReadCache<unknown>)
  }

  private readonly maxEntries: number
  private readonly now: () => number

  get(key: string, read: () => Promise<V>): Promise<V> {
    const at = this.now()
    const hit = this.entries.get(key)
    if (hit && at - hit.at < this.ttlMs) return hit.value
    if (hit) this.entries.delete(key)
    const value = read()
    this.entries.set(key, { at, value })
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key)
    })
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    return value
  }

  /** Forgets one key, or every key that `matches`; this process then reads afresh at once. */
  forget(key: string): void {
    this.entries.delete(key)
  }

  forgetWhere(matches: (key: string) => boolean): void {
    for (const key of this.entries.keys()) if (matches(key)) this.entries.delete(key)
  }
}

/** How long a cached session check, grant or data scope may lag behind the database. */
export const READ_CACHE_TTL_MS = 1_000

const tenantCaches = new Set<ReadCache<unknown>>()

/** Drops every tenant-keyed read of one tenant (`*`: of every tenant) after its grants or scopes changed. */
export function forgetTenantReads(tenantId: string): void {
  for (const cache of tenantCaches) {
    cache.forgetWhere(tenantId === '*' ? () => true : (key) => key.startsWith(`${tenantId}|`))
  }
}
