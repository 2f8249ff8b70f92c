import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from './app-env.ts'
import { ok } from './respond.ts'

describe('a successful answer', () => {
  it('is the envelope in the caller’s language, typed as UTF-8 JSON, its length in bytes stated', async () => {
    const app = new Hono<AppEnv>()
    app.use('*', async (c, next) => {
      c.set('lang', 'en')
      await next()
    })
    app.get('/api/ok', (c) => ok(c, { name: '台灯' }))
    const r = await app.request('/api/ok')
    const text = await r.text()
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toBe('application/json; charset=UTF-8')
    expect(r.headers.get('content-length')).toBe(String(Buffer.byteLength(text)))
    expect(Buffer.byteLength(text)).toBeGreaterThan(text.length)
    expect(JSON.parse(text)).toEqual({ code: 200, success: true, data: { name: '台灯' }, msg: 'Operation succeeded' })
  })
})
