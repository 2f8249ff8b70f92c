import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from './app-env.ts'
import { inputGuard, MAX_JSON_DEPTH } from './input-guard.ts'
import { onError } from './on-error.ts'

// The guard alone: the resource schemas refuse control characters in their fields too, so the API
// tests would pass without it; here nothing stands behind it.
const app = new Hono<AppEnv>()
app.use('*', async (c, next) => {
  c.set('lang', 'en')
  c.set('requestId', 'guard-test')
  await next()
})
app.use('*', inputGuard())
app.all('*', async (c) => c.json({ code: 200, seen: c.req.method === 'POST' ? await c.req.text() : '' }))
app.onError(onError)

type Answer = { status: number; json: { data?: { errors: { field: string; message: string }[] } } }

const answer = async (r: Response): Promise<Answer> => ({ status: r.status, json: (await r.json()) as Answer['json'] })

const post = async (body: string, type = 'application/json') =>
  answer(await app.request('/api/x', { method: 'POST', body, headers: { 'Content-Type': type } }))

const fields = (r: Answer) => r.json.data?.errors.map((e) => e.field)

describe('input guard', () => {
  it('names each dirty string of a JSON body by its path, keys included, and keeps the body for the call', async () => {
    const r = await post(
      JSON.stringify({
        a: 'ok',
        b: 'x\u0000',
        list: [{ c: 'fine' }, { d: 'y\u0007' }],
        'k\u0001ey': 1,
        n: null,
        t: 1,
      }),
    )
    expect(r.status).toBe(400)
    expect(fields(r)).toEqual(['b', 'list.1.d', 'k?ey'])
    expect(r.json.data?.errors[0]?.message).toContain('control characters')
    const clean = await post(JSON.stringify({ a: 'tab\tand\nline', list: ['x', 2, null] }))
    expect(clean).toMatchObject({ status: 200, json: { seen: '{"a":"tab\\tand\\nline","list":["x",2,null]}' } })
  })

  it('names a bare dirty string "body" and the items of a top-level list by their index', async () => {
    expect(fields(await post(JSON.stringify('a\u0000')))).toEqual(['body'])
    expect(fields(await post(JSON.stringify(['ok', 'b\u0000'])))).toEqual(['1'])
  })

  it('stops at 20 problems', async () => {
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, '\u0000']))
    expect(fields(await post(JSON.stringify(many)))).toHaveLength(20)
    const query = Array.from({ length: 25 }, (_, i) => `q${i}=%00`).join('&')
    const dirtyEverywhere = await app.request(`/api/a%00b?${query}`)
    expect(fields(await answer(dirtyEverywhere))).toEqual(['path', ...Array.from({ length: 19 }, (_, i) => `q${i}`)])
  })

  it('names the field in its message', async () => {
    const r = await post(JSON.stringify({ note: 'x\u0000' }))
    expect(r.json.data?.errors).toEqual([
      { field: 'note', message: 'note contains control characters (such as a null byte), which are not allowed' },
    ])
  })

  it('reads JSON and +json bodies of POSTs only, and leaves broken JSON to the call', async () => {
    expect((await post(JSON.stringify({ a: '\u0000' }), 'application/vnd.api+json; charset=utf-8')).status).toBe(400)
    expect((await post(JSON.stringify({ a: '\u0000' }), 'text/plain')).status).toBe(200)
    expect((await post('{"a":', 'application/json')).status).toBe(200)
    const put = await app.request('/api/x', {
      method: 'PUT',
      body: JSON.stringify({ a: '\u0000' }),
      headers: { 'Content-Type': 'application/json' },
    })
    expect(put.status).toBe(200)
  })

  it('names a dirty query key or value, and a dirty path', async () => {
    const query = await app.request('/api/x?ok=1&name=a%00b&k%07y=1')
    expect(fields(await answer(query))).toEqual(['name', 'k?y'])
    const path = await app.request('/api/a%00b')
    expect(fields(await answer(path))).toEqual(['path'])
  })

  it('refuses JSON nested deeper than 64 levels with a 400, however deep, without overflowing the stack', async () => {
    const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`
    expect((await post(nested(MAX_JSON_DEPTH))).status).toBe(200)
    for (const depth of [MAX_JSON_DEPTH + 1, 5_000, 100_000]) {
      const r = await post(nested(depth))
      expect(r.status, `depth ${depth}`).toBe(400)
      expect(fields(r)).toEqual(['body'])
      expect(r.json.data?.errors[0]?.message).toBe(
        `The request body nests JSON more than ${MAX_JSON_DEPTH} levels deep`,
      )
    }
    const objects = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`
    expect((await post(objects)).status).toBe(400)
  })
})
