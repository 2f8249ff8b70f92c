import { Hono } from 'hono'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PRODUCTS as D } from '../../products/seed-products.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { ANY_TENANT, ChangeFeed } from '../db/change-feed.ts'
import { AnswerCache, cachedAnswer, type Reading, tablesNamed } from './answer-cache.ts'
import type { AppDeps, AppEnv, Session } from './app-env.ts'

const utf8 = (text: string) => new TextEncoder().encode(text)
const text = (body: Uint8Array | undefined) => (body ? new TextDecoder().decode(body) : undefined)

/** A read of `tenant` beginning now, its statements having named `tables`. */
function read(cache: AnswerCache, tenant: string, ...tables: string[]): Reading {
  const reading = cache.startRead(tenant)
  for (const table of tables) reading.tables.add(table)
  return reading
}

function liveCache(maxBytes = 1_000_000) {
  const feed = new ChangeFeed()
  const cache = new AnswerCache(feed, maxBytes)
  feed.setLive(true)
  return { feed, cache }
}

describe('the answer cache', () => {
  it('keeps nothing and serves nothing while the change feed is not live', () => {
    const feed = new ChangeFeed()
    const cache = new AnswerCache(feed, 1_000_000)
    expect(cache.live).toBe(false)
    cache.set(cache.keyOf('A', 'x'), read(cache, 'A'), utf8('{}'), 'application/json')
    expect(cache.size).toBe(0)
    feed.setLive(true)
    expect(cache.live).toBe(true)
    feed.setLive(false)
    expect(cache.live).toBe(false)
  })

  it('keeps none at all with no memory given, and does not listen', () => {
    let started = false
    const feed = new ChangeFeed(() => {
      started = true
    })
    const cache = new AnswerCache(feed, 0)
    feed.live = true
    expect(cache.live).toBe(false)
    expect(started).toBe(false)
  })

  it('finds an answer under the key it was kept under, until its tenant changes', () => {
    const { feed, cache } = liveCache()
    const key = cache.keyOf('A', 'u|r|d|zh|/page')
    cache.set(key, read(cache, 'A'), utf8('{"a":1}'), 'application/json')
    expect(text(cache.get(cache.keyOf('A', 'u|r|d|zh|/page'))?.body)).toBe('{"a":1}')
    const otherTenant = cache.keyOf('B', 'u|r|d|zh|/page')
    cache.set(otherTenant, read(cache, 'B'), utf8('{"b":1}'), 'application/json')
    feed.announce('A')
    expect(cache.get(cache.keyOf('A', 'u|r|d|zh|/page'))).toBeUndefined()
    // Another tenant's change leaves B's answer where it was.
    expect(cache.keyOf('B', 'u|r|d|zh|/page')).toBe(otherTenant)
    expect(text(cache.get(otherTenant)?.body)).toBe('{"b":1}')
  })

  it('does not keep an answer whose read began before its tenant changed', () => {
    const { feed, cache } = liveCache()
    const key = cache.keyOf('A', '/detail')
    const reading = read(cache, 'A')
    feed.announce('A')
    cache.set(key, reading, utf8('{"stale":true}'), 'application/json')
    expect(cache.size).toBe(0)
    expect(cache.get(key)).toBeUndefined()
  })

  it('forgets an answer when a table it read changes, and keeps it when another table does', () => {
    const { feed, cache } = liveCache()
    const products = cache.keyOf('A', '/product/page')
    const orders = cache.keyOf('A', '/order/page')
    cache.set(products, read(cache, 'A', 'erp_base_product', 'erp_base_category'), utf8('p'), 'application/json')
    cache.set(orders, read(cache, 'A', 'erp_order'), utf8('o'), 'application/json')
    // Orders arrive: the product page stays kept, the order page goes.
    feed.announce('A|erp_order')
    expect(text(cache.get(products)?.body)).toBe('p')
    expect(cache.get(orders)).toBeUndefined()
    // Another tenant's category changes: A's product page stays.
    feed.announce('B|erp_base_category')
    expect(text(cache.get(products)?.body)).toBe('p')
    // A change of a table it read with no tenant (any tenant's rows) makes it go.
    feed.announce('*|erp_base_category')
    expect(cache.get(products)).toBeUndefined()
  })

  it('does not keep an answer when a table it read changed while it was read', () => {
    const { feed, cache } = liveCache()
    const reading = read(cache, 'A', 'erp_order')
    feed.announce('A|erp_base_product')
    cache.set(cache.keyOf('A', '/1'), reading, utf8('1'), 'application/json')
    expect(cache.size).toBe(1)
    const stale = read(cache, 'A', 'erp_order')
    feed.announce('A|erp_order')
    cache.set(cache.keyOf('A', '/2'), stale, utf8('2'), 'application/json')
    expect(cache.get(cache.keyOf('A', '/2'))).toBeUndefined()
  })

  it("forgets all of a tenant's answers when who may see what changes, or a change names no table", () => {
    const { feed, cache } = liveCache()
    const key = cache.keyOf('A', '/product/page')
    cache.set(key, read(cache, 'A', 'erp_base_product'), utf8('p'), 'application/json')
    feed.announce('A|blade_role_scope')
    expect(cache.get(key)).toBeUndefined()
    cache.set(key, read(cache, 'A', 'erp_base_product'), utf8('p'), 'application/json')
    feed.announce('A')
    expect(cache.get(key)).toBeUndefined()
  })

  it('takes an answer whose read named no table as reading every table of its tenant', () => {
    const { feed, cache } = liveCache()
    const key = cache.keyOf('A', '/menu')
    cache.set(key, read(cache, 'A'), utf8('m'), 'application/json')
    feed.announce('B|erp_order')
    expect(text(cache.get(key)?.body)).toBe('m')
    feed.announce('A|erp_order')
    expect(cache.get(key)).toBeUndefined()
  })

  it('names the tables a statement reads', () => {
    expect(
      tablesNamed(
        `SELECT p.id, (SELECT c.category_name FROM erp_base_category c WHERE c.id = p.category_id) FROM erp_base_product p
          JOIN blade_user u ON u.id = p.create_user WHERE p.tenant_id = $1`,
      ),
    ).toEqual(['erp_base_category', 'erp_base_product', 'blade_user'])
  })

  it('forgets every tenant on a change of any tenant, and when the feed goes live again', () => {
    const { feed, cache } = liveCache()
    cache.set(cache.keyOf('A', '/1'), read(cache, 'A'), utf8('1'), 'application/json')
    cache.set(cache.keyOf('B', '/1'), read(cache, 'B'), utf8('2'), 'application/json')
    expect(cache.size).toBe(2)
    feed.announce('*')
    expect(cache.size).toBe(0)
    cache.set(cache.keyOf('A', '/1'), read(cache, 'A'), utf8('1'), 'application/json')
    feed.setLive(true)
    expect(cache.size).toBe(0)
  })

  it('holds at most its memory, the least recently used going first', () => {
    // Each answer below weighs its key × 2 + its body = 118 bytes: eight fit in 1,010, not nine.
    const { cache } = liveCache(1_010)
    const body = 'x'.repeat(100)
    const keys = [1, 2, 3, 4, 5, 6, 7, 8].map((i) => cache.keyOf('A', `/page/${i}`))
    for (const key of keys) cache.set(key, read(cache, 'A'), utf8(body), 'application/json')
    expect(cache.size).toBe(8)
    cache.get(keys[0] as string)
    cache.set(cache.keyOf('A', '/page/9'), read(cache, 'A'), utf8(body), 'application/json')
    expect(cache.size).toBe(8)
    expect(cache.get(keys[1] as string)).toBeUndefined()
    expect(text(cache.get(keys[0] as string)?.body)).toBe(body)
    // An answer larger than an eighth of the memory is not kept at all.
    cache.set(cache.keyOf('A', '/big'), read(cache, 'A'), utf8('y'.repeat(200)), 'application/json')
    expect(cache.get(cache.keyOf('A', '/big'))).toBeUndefined()
  })

  it('keeps an answer of exactly an eighth of its memory, and fills its memory to the byte', () => {
    const { cache } = liveCache(800)
    // Key 'A|/n' weighs 4 × 2 = 8 bytes: with 92 bytes of body, an answer weighs 100.
    const keys = [1, 2, 3, 4, 5, 6, 7, 8].map((i) => cache.keyOf('A', `/${i}`))
    for (const key of keys) cache.set(key, read(cache, 'A'), utf8('b'.repeat(92)), 'application/json')
    expect(cache.size).toBe(8)
    for (const key of keys) expect(cache.get(key)?.body.byteLength).toBe(92)
  })

  it('looking up an answer it does not hold keeps nothing', () => {
    const { cache } = liveCache()
    expect(cache.get(cache.keyOf('A', '/none'))).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('counts an answer kept again under its key as used last', () => {
    const { cache } = liveCache(1_010)
    const body = utf8('x'.repeat(100))
    const keys = [1, 2, 3, 4, 5, 6, 7, 8].map((i) => cache.keyOf('A', `/page/${i}`))
    for (const key of keys) cache.set(key, read(cache, 'A'), body, 'application/json')
    cache.set(keys[0] as string, read(cache, 'A'), utf8('y'.repeat(100)), 'application/json')
    cache.set(cache.keyOf('A', '/page/9'), read(cache, 'A'), body, 'application/json')
    expect(cache.get(keys[1] as string)).toBeUndefined()
    expect(text(cache.get(keys[0] as string)?.body)).toBe('y'.repeat(100))
  })

  it('replaces an answer kept again under the same key without counting it twice', () => {
    const { cache } = liveCache(1_010)
    const key = cache.keyOf('A', '/page/0')
    for (let i = 0; i < 10; i++) cache.set(key, read(cache, 'A'), utf8('z'.repeat(100)), 'application/json')
    for (const i of [1, 2, 3, 4, 5, 6, 7]) {
      cache.set(cache.keyOf('A', `/page/${i}`), read(cache, 'A'), utf8('z'.repeat(100)), 'application/json')
    }
    expect(cache.size).toBe(8)
  })
})

describe('serving a read call from memory', () => {
  const signedIn: Session = {
    sid: 's1',
    tenantId: 'A',
    userId: '1',
    account: 'admin',
    roleIds: ['1', '23'],
    deptIds: ['4', '56'],
    clientId: 'saber',
  }

  /** A call behind the middleware that counts its runs; headers stand in for the session and language. */
  function appWith(cache: AnswerCache | undefined) {
    let runs = 0
    const app = new Hono<AppEnv>()
    app.onError((_, c) => c.json({ code: 200, runs }, 200))
    app.use('*', async (c, next) => {
      const list = (name: string, fallback: string[]) => c.req.header(name)?.split(' ') ?? fallback
      c.set('deps', { answers: cache } as AppDeps)
      c.set('lang', c.req.header('x-lang') === 'en' ? 'en' : 'zh')
      c.set('session', {
        ...signedIn,
        userId: c.req.header('x-user') ?? signedIn.userId,
        roleIds: list('x-roles', signedIn.roleIds),
        deptIds: list('x-depts', signedIn.deptIds),
      })
      await next()
    })
    app.on(['GET', 'HEAD', 'POST'], '/api/json', cachedAnswer, (c) => c.json({ runs: ++runs }))
    app.get('/api/missing', cachedAnswer, (c) => c.json({ runs: ++runs }, 404))
    app.get('/api/text', cachedAnswer, (c) => c.text(`runs ${++runs}`))
    app.get('/api/fails', cachedAnswer, () => {
      runs++
      throw new Error('boom')
    })
    const ask = (url: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
      app.request(url, init)
    return { ask, runs: () => runs }
  }

  it('answers the same request again from memory, with its type and length', async () => {
    const { cache } = liveCache()
    const { ask, runs } = appWith(cache)
    const first = await ask('http://test/api/json?q=1')
    const again = await ask('http://test/api/json?q=1')
    expect(runs()).toBe(1)
    expect(await again.text()).toBe(await first.text())
    expect(again.status).toBe(200)
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'))
    expect(again.headers.get('content-length')).toBe('10')
    // A HEAD is answered from the same memory.
    expect((await ask('http://test/api/json?q=1', { method: 'HEAD' })).status).toBe(200)
    expect(runs()).toBe(1)
  })

  it('keys an answer by the path and query, whatever host name the request came through', async () => {
    const { cache } = liveCache()
    const { ask, runs } = appWith(cache)
    await ask('http://one.test/api/json?q=1')
    await ask('http://two.test:8080/api/json?q=1')
    expect(runs()).toBe(1)
    await ask('http://one.test/api/json?q=2')
    expect(runs()).toBe(2)
  })

  it('keeps apart users, role sets, department sets and languages', async () => {
    const { cache } = liveCache()
    const { ask, runs } = appWith(cache)
    await ask('http://test/api/json')
    const differing: Record<string, string>[] = [
      { 'x-roles': '12 3' },
      { 'x-depts': '45 6' },
      { 'x-lang': 'en' },
      // User 12 without roles must not meet user 1 of role 2.
      { 'x-user': '12', 'x-roles': '' },
      { 'x-user': '1', 'x-roles': '2' },
    ]
    for (const headers of differing) await ask('http://test/api/json', { headers })
    expect(runs()).toBe(1 + differing.length)
  })

  it('runs every call that is not a read, and every call when there is no cache or it cannot hear changes', async () => {
    const { feed, cache } = liveCache()
    const cached = appWith(cache)
    await cached.ask('http://test/api/json', { method: 'POST' })
    await cached.ask('http://test/api/json', { method: 'POST' })
    expect(cached.runs()).toBe(2)
    await cached.ask('http://test/api/json')
    feed.live = false
    await cached.ask('http://test/api/json')
    expect(cached.runs()).toBe(4)

    const uncached = appWith(undefined)
    expect(await (await uncached.ask('http://test/api/json')).json()).toEqual({ runs: 1 })
    expect(await (await uncached.ask('http://test/api/json')).json()).toEqual({ runs: 2 })
  })

  it('keeps only successful JSON answers', async () => {
    const { cache } = liveCache()
    const { ask, runs } = appWith(cache)
    for (const path of ['/api/missing', '/api/text', '/api/fails']) {
      await ask(`http://test${path}`)
      await ask(`http://test${path}`)
    }
    expect(runs()).toBe(6)
    expect(cache.size).toBe(0)
  })
})

describe('answers of read calls', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await openTestApp()
    token = (await t.signIn()).access_token
  })
  afterAll(() => t.close())

  const detail = () => t.call('GET', '/api/erp/baseproduct/detail', { token, query: { id: D.lantern } })
  const remark = async () => (await detail()).json.data.remark as string | null
  /** Resolves at the app's change feed's next announcement that `matches` (what the cache hears). */
  const heard = (matches: (tenant: string, table?: string) => boolean) =>
    new Promise<void>((resolve) => {
      const off = t.root.changes.subscribe((tenant, table) => {
        if (!matches(tenant, table)) return
        off()
        resolve()
      })
    })
  /** Resolves once the feed is (or becomes) live or not: going either way announces `*`. */
  const feedIs = (live: boolean) =>
    t.root.changes.live === live ? Promise.resolve() : heard(() => t.root.changes.live === live)
  /** The app's feed starts listening when the app is built; the LISTEN takes a round trip. */
  const live = () => feedIs(true)
  const setRemarkUnannounced = async (text: string) => {
    await t.root.exec('ALTER TABLE erp_base_product DISABLE TRIGGER erp_changed')
    await t.root.query(`UPDATE erp_base_product SET remark = $1 WHERE tenant_id = '000000' AND id = $2`, [
      text,
      D.lantern,
    ])
    await t.root.exec('ALTER TABLE erp_base_product ENABLE TRIGGER erp_changed')
  }

  it('serves the kept answer while nothing is announced, and a fresh one once a change is', async () => {
    await live()
    // The announcement arrives on its own connection: it is heard before the read, so it cannot drop what that read keeps.
    const first = heard((_tenant, table) => table === 'erp_base_product')
    await t.root.query(`UPDATE erp_base_product SET remark = 'first' WHERE tenant_id = '000000' AND id = $1`, [
      D.lantern,
    ])
    await first
    expect(await remark()).toBe('first')
    // A change the trigger does not announce is not seen: the answer comes from memory.
    await setRemarkUnannounced('unannounced')
    expect(await remark()).toBe('first')
    expect((await t.call('HEAD', '/api/erp/baseproduct/detail', { token, query: { id: D.lantern } })).status).toBe(200)
    // A change of a table the answer did not read leaves it kept; one of a table it read makes the next read fresh.
    await t.root.query(`UPDATE blade_notice SET title = title WHERE tenant_id = '000000'`)
    expect(await remark()).toBe('first')
    const announced = heard((_tenant, table) => table === 'erp_base_product')
    await t.root.query(`UPDATE erp_base_product SET remark = remark WHERE id = 0`)
    await announced
    expect(await remark()).toBe('unannounced')
  })

  it('reads back a change made through the API at once', async () => {
    const before = (await detail()).json.data
    const saved = await t.call('POST', '/api/erp/baseproduct/update', {
      token,
      body: { id: D.lantern, version: before.version, remark: 'saved through the API' },
    })
    expect(saved.json.code, saved.text).toBe(200)
    expect(await remark()).toBe('saved through the API')
  })

  it('checks access before answering from memory', async () => {
    expect((await detail()).status).toBe(200)
    const r = await t.call('GET', '/api/erp/baseproduct/detail', { query: { id: D.lantern } })
    expect(r.status).toBe(401)
  })

  it('keeps each language apart', async () => {
    const page = (lang: 'zh-CN' | 'en-US') =>
      t.call('GET', '/api/erp/baseproduct/page', { token, lang, query: { size: 1 } })
    const zh = await page('zh-CN')
    const en = await page('en-US')
    expect(zh.json.msg).not.toBe(en.json.msg)
    expect((await page('zh-CN')).json.msg).toBe(zh.json.msg)
  })

  it.runIf(process.env.DATABASE_URL)('forgets its answers when another process commits a change', async () => {
    const other = postgres(t.url as string, {
      max: 1,
      onnotice: () => {},
      connection: { search_path: t.schema as string },
    })
    try {
      await live()
      expect(await remark()).not.toBe('from another process')
      // The other process's commit reaches this one only as the NOTIFY its trigger sends (`*`: it
      // writes outside any tenant's scope).
      const notified = heard((tenant) => tenant === '000000' || tenant === ANY_TENANT)
      await other`UPDATE erp_base_product SET remark = 'from another process' WHERE tenant_id = '000000' AND id = ${D.lantern}`
      await notified
      expect(await remark()).toBe('from another process')
    } finally {
      await other.end()
    }
  })

  it.runIf(process.env.DATABASE_URL)('serves nothing from memory while it cannot hear changes', async () => {
    expect(await remark()).toBe('from another process')
    await t.root.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
      [`erp-back-office changes ${t.schema}`.slice(0, 63)],
    )
    // The listening connection's close makes the feed not live; it listens again after RELISTEN_MS.
    await feedIs(false)
    await setRemarkUnannounced('while deaf')
    expect(await remark()).toBe('while deaf')
    await feedIs(true)
    expect(await remark()).toBe('while deaf')
    await setRemarkUnannounced('unannounced again')
    expect(await remark()).toBe('while deaf')
  })
})
