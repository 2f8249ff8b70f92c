import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { AppEnv } from './app-env.ts'
import { defineCall, mountCalls } from './calls.ts'

// Under the tests a call's answer is checked against its declared output, so a schema that no
// longer says what the handler answers fails the test that made the call.

const call = (data: unknown) =>
  defineCall({
    method: 'GET',
    path: '/api/t/answer',
    area: 'alpha',
    summary: 'Answers',
    access: { public: true },
    readOnly: true,
    input: 'nothing',
    output: z.object({ id: z.string(), qty: z.number().int() }),
    handler: (c) => c.json({ code: 200, success: true, data, msg: 'ok' }),
  })

function appWith(data: unknown) {
  const app = new Hono<AppEnv>()
  app.onError((e, c) => c.text(e.message, 500))
  mountCalls(app, [call(data)], () => async (_c, next) => next())
  return app
}

describe('declared answers', () => {
  it('passes an answer that matches its output schema', async () => {
    const res = await appWith({ id: '1', qty: 2 }).request('/api/t/answer')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ data: { id: '1', qty: 2 } })
  })

  it('fails an answer outside its output schema, naming the call and the field', async () => {
    const res = await appWith({ id: 1, qty: 2 }).request('/api/t/answer')
    expect(res.status).toBe(500)
    expect(await res.text()).toMatch(/GET \/api\/t\/answer answered outside its declared output: id: /)
  })
})
