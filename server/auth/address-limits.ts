import { isIPv6 } from 'node:net'
import type { Config } from '../config.ts'
import type { AppDeps } from '../platform/http/app-env.ts'

/** Most client addresses each limit remembers; past it, ended entries go first, then the oldest. */
const MAX_ADDRESSES = 10_000

/**
 * The key an address is limited under: IPv4 as is (also when IPv4-mapped), IPv6 by its /64, since
 * one subscriber usually holds a whole /64. No address (tests without a socket) is one key.
 */
export function addressKey(ip: string | null): string {
  if (!ip) return ''
  const plain = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  if (!isIPv6(plain)) return plain
  const [head = '', tail = ''] = plain.split('%')[0]?.split('::') ?? []
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = plain.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/** A Map that holds at most MAX_ADDRESSES keys, dropping ended entries and then the oldest. */
function boundedSet<T>(map: Map<string, T>, key: string, value: T, isEnded: (v: T) => boolean): void {
  if (!map.has(key) && map.size >= MAX_ADDRESSES) {
    for (const [k, v] of map) if (isEnded(v)) map.delete(k)
    const oldest = map.keys().next()
    if (map.size >= MAX_ADDRESSES && !oldest.done) map.delete(oldest.value)
  }
  map.set(key, value)
}

/**
 * Failed attempts per address within a sliding window. `retryAfter` answers the seconds until the
 * address may try again (0 while under the limit); a limit of 0 turns it off.
 */
export class FailureWindow {
  private readonly failures = new Map<string, number[]>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one failure of the address. */
  record(key: string, now = Date.now()): void {
    if (this.limit === 0) return
    const kept = this.live(key, now)
    kept.push(now)
    // Only the newest `limit` failures matter: the oldest of them decides when the address may retry.
    if (kept.length > this.limit) kept.splice(0, kept.length - this.limit)
    boundedSet(this.failures, key, kept, (times) => (times.at(-1) ?? 0) <= now - this.windowMs)
  }

  /** Seconds until the address may try again; 0 when it may now. */
  retryAfter(key: string, now = Date.now()): number {
    if (this.limit === 0) return 0
    const kept = this.live(key, now)
    const oldest = kept[0]
    if (kept.length < this.limit || oldest === undefined) return 0
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000))
  }

  /** The failures of the address within the window (at most the limit). */
  count(key: string, now = Date.now()): number {
    return this.limit === 0 ? 0 : this.live(key, now).length
  }

  /** From this many failures of an address in the window on, its password grants must carry a captcha. */
  get captchaAfter(): number {
    return this.limit === 0 ? Number.POSITIVE_INFINITY : Math.max(1, Math.ceil(this.limit / 2))
  }

  private live(key: string, now: number): number[] {
    const times = this.failures.get(key) ?? []
    const since = now - this.windowMs
    const first = times.findIndex((t) => t > since)
    return first < 0 ? [] : times.slice(first)
  }
}

/**
 * A token bucket per address: `burst` tokens, refilled at `perMinute`. `take` spends one and answers
 * 0, or answers the seconds until one is there. A burst of 0 turns it off.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>()

  constructor(
    private readonly burst: number,
    private readonly perMinute: number,
  ) {}

  /** Spends a token of the address: 0 when it had one, else the seconds to wait. */
  take(key: string, now = Date.now()): number {
    if (this.burst === 0) return 0
    const rate = this.perMinute / 60_000
    const bucket = this.buckets.get(key)
    const tokens = bucket ? Math.min(this.burst, bucket.tokens + (now - bucket.at) * rate) : this.burst
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now })
      return rate > 0 ? Math.max(1, Math.ceil((1 - tokens) / rate / 1000)) : 3600
    }
    // A bucket that has filled up again is the same as none: those are the entries dropped first.
    boundedSet(this.buckets, key, { tokens: tokens - 1, at: now }, (b) => b.tokens + (now - b.at) * rate >= this.burst)
    return 0
  }
}

/** The limits of one app. */
export type AddressLimits = { signInFailures: FailureWindow; captchas: TokenBuckets }

// Kept in memory per process, not in the database: a refused flood then costs no database write,
// and one process serves one database here (several processes would each allow the full limit).
const limitsByApp = new WeakMap<AppDeps, AddressLimits>()

/** The per-address limits of the app built with `deps` (made on first use from its settings). */
export function addressLimitsOf(deps: AppDeps): AddressLimits {
  let limits = limitsByApp.get(deps)
  if (!limits) {
    limits = makeAddressLimits(deps.config)
    limitsByApp.set(deps, limits)
  }
  return limits
}

function makeAddressLimits(config: Config): AddressLimits {
  return {
    signInFailures: new FailureWindow(config.signInAddressMaxFailures, config.signInAddressWindowSeconds * 1000),
    captchas: new TokenBuckets(config.captchaAddressBurst, config.captchaAddressPerMinute),
  }
}
