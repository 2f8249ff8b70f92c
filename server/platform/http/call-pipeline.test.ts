import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { idSchema } from '#sync/resources/resource-schemas.ts'
import { allCalls } from '../../app.ts'
import type { AppEnv } from './app-env.ts'
import { type CallDef, defineCall, mountCalls } from './calls.ts'
import { onError } from './on-error.ts'

// Issue 8: one call pipeline — every call declares what it takes; the input is parsed once, before the handler.
describe('the call pipeline', () => {
  it('has every mounted call declare its input (or that it takes nothing, or files) and its access', () => {
    const undeclared = allCalls().filter((c) => {
      const input = c.input as CallDef['input'] | undefined
      if (input === 'nothing' || input === 'files') return false
      if (!input || typeof input !== 'object') return true
      return !input.query && !input.body && !input.params
    })
    expect(undeclared.map((c) => `${c.method} ${c.path}`)).toEqual([])
  })

  function appWith(call: CallDef) {
    const app = new Hono<AppEnv>()
    app.use('*', async (c, next) => {
      c.set('lang', 'en')
      c.set('requestId', 'test')
      await next()
    })
    mountCalls(app, [call], () => async (_c, next) => next())
    app.onError(onError)
    return app
  }

  it('hands the handler the parsed, typed input: query, body, and both merged', async () => {
    const seen: unknown[] = []
    const app = appWith(
      defineCall({
        method: 'POST',
        path: '/api/test/echo',
        area: 'other',
        summary: 'echo',
        access: { public: true },
        input: {
          query: z.object({ page: z.coerce.number().int() }),
          params: z.object({ id: idSchema, page: z.coerce.number().int() }),
          labels: { id: { zh: '编号', en: 'Number', ja: '番号' } },
        },
        handler: (c, input) => {
          // The types come from the schemas: a number and a string, no casts.
          const page: number = input.query.page
          const id: string = input.params.id
          seen.push({ page, id, body: input.body })
          return c.json({ ok: true })
        },
      }),
    )
    const r = await app.request('/api/test/echo?page=2', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 123456789 }),
    })
    expect(r.status).toBe(200)
    expect(seen).toEqual([{ page: 2, id: '123456789', body: undefined }])
  })

  it('refuses bad input with a 400 naming the field before the handler runs', async () => {
    let ran = false
    const app = appWith(
      defineCall({
        method: 'POST',
        path: '/api/test/strict',
        area: 'other',
        summary: 'strict',
        access: { public: true },
        input: {
          params: z.object({ id: idSchema }),
          labels: { id: { zh: '编号', en: 'Number', ja: '番号' } },
        },
        handler: (c) => {
          ran = true
          return c.json({ ok: true })
        },
      }),
    )
    const r = await app.request('/api/test/strict?id=abc', { method: 'POST' })
    expect(r.status).toBe(400)
    const body = (await r.json()) as { msg: string; data: { errors: { field: string }[] } }
    expect(body.data.errors[0]?.field).toBe('id')
    expect(body.msg).toContain('Number')
    expect(ran).toBe(false)
  })
})
