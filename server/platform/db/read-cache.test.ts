import { describe, expect, it } from 'vitest'
import { forgetTenantReads, ReadCache } from './read-cache.ts'

describe('read cache', () => {
  it('keeps a read for the time-to-live, counted from when the read started', async () => {
    let now = 0
    let reads = 0
    const cache = new ReadCache<number>(1000, { now: () => now })
    const read = async () => ++reads
    expect(await cache.get('k', read)).toBe(1)
    now = 999
    expect(await cache.get('k', read)).toBe(1)
    now = 1000
    expect(await cache.get('k', read)).toBe(2)
  })

  it('shares one read among concurrent misses and keeps no failure', async () => {
    let reads = 0
    const cache = new ReadCache<number>(1000)
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++reads), 10))
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual([1, 1])
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.get('bad', async () => 7)).toBe(7)
  })

  it('holds at most maxEntries keys and forgets a tenant at once', async () => {
    const cache = new ReadCache<string>(60_000, { maxEntries: 2, tenantKeyed: true })
    await cache.get('000000|a', async () => 'a1')
    await cache.get('000000|b', async () => 'b1')
    await cache.get('100001|c', async () => 'c1')
    // 'a' was the oldest and went; 'b' and 'c' stay.
    expect(await cache.get('000000|a', async () => 'a2')).toBe('a2')
    expect(await cache.get('100001|c', async () => 'c2')).toBe('c1')
    forgetTenantReads('100001')
    expect(await cache.get('100001|c', async () => 'c3')).toBe('c3')
  })

  it('counts a read made again after its time as the newest, for holding at most maxEntries', async () => {
    let now = 0
    const cache = new ReadCache<string>(1000, { maxEntries: 2, now: () => now })
    await cache.get('a', async () => 'a1')
    await cache.get('b', async () => 'b1')
    now = 1000
    expect(await cache.get('a', async () => 'a2')).toBe('a2')
    await cache.get('c', async () => 'c1')
    // 'b' was the oldest read and went; the renewed 'a' stays.
    expect(await cache.get('a', async () => 'a3')).toBe('a2')
    expect(await cache.get('b', async () => 'b2')).toBe('b2')
  })

  it('a failed read forgets only itself, not a newer read of its key', async () => {
    let now = 0
    const cache = new ReadCache<string>(1000, { now: () => now })
    let fail: (e: Error) => void = () => {}
    const failing = cache.get('k', () => new Promise<string>((_, reject) => (fail = reject)))
    now = 1000
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh')
    fail(new Error('down'))
    await expect(failing).rejects.toThrow('down')
    expect(await cache.get('k', async () => 'again')).toBe('fresh')
    // A failure whose key was forgotten meanwhile is simply dropped.
    const forgotten = cache.get('f', () => new Promise<string>((_, reject) => (fail = reject)))
    cache.forget('f')
    fail(new Error('down'))
    await expect(forgotten).rejects.toThrow('down')
    expect(await cache.get('f', async () => 'read')).toBe('read')
  })
})
