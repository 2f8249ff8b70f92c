import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { idSchema } from '#sync/resources/resource-schemas.ts'
import { allCalls } from '../../app.ts'
import type { AppEnv } from './app-env.ts'
import { buildOpenApi, type CallDef, defineCall, mountCalls } from './calls.ts'
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

  it('validates a body that is not an object as it is, not merged with the query', async () => {
    let ran = 0
    const app = appWith(
      defineCall({
        method: 'POST',
        path: '/api/test/merged',
        area: 'other',
        summary: 'merged',
        access: { public: true },
        input: { params: z.object({ id: idSchema }) },
        handler: (c) => {
          ran++
          return c.json({ ok: true })
        },
      }),
    )
    const send = (body: string) =>
      app.request('/api/test/merged?id=5', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
    expect((await send('{}')).status).toBe(200)
    for (const body of ['["123"]', 'null', '"abc"']) expect((await send(body)).status, body).toBe(400)
    expect(ran).toBe(1)
  })

  it('answers another method on a known path with 405, naming at most ten letters of it', async () => {
    const app = appWith(
      defineCall({
        method: 'GET',
        path: '/api/test/only-get',
        area: 'other',
        summary: 'only get',
        access: { public: true },
        input: 'nothing',
        handler: (c) => c.json({ ok: true }),
      }),
    )
    const r = await app.request('/api/test/only-get', { method: 'PROPPATCHXYZ' })
    expect(r.status).toBe(405)
    expect(r.headers.get('allow')).toBe('GET')
    expect(((await r.json()) as { msg: string }).msg).toBe('This call does not answer PROPPATCHX; use GET')
  })
})

describe('the OpenAPI document', () => {
  const doc = buildOpenApi(allCalls()) as {
    paths: Record<string, Record<string, Record<string, unknown>>>
    [key: string]: unknown
  }
  const envelope = { description: 'Envelope {code, success, data, msg}' }
  const invalid = { description: 'Invalid input: msg names each field and why' }

  it('names the API, its servers and its two ways to authenticate', () => {
    expect({ ...doc, paths: undefined }).toEqual({
      openapi: '3.1.0',
      info: { title: 'Cross-border ERP back office API', version: '0.1.0' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bladeAuth: { type: 'apiKey', in: 'header', name: 'Blade-Auth', description: 'bearer <access_token>' },
          client: { type: 'http', scheme: 'basic', description: 'The OAuth client, e.g. saber:saber_secret' },
        },
        // The trees answers refer to (recursive schemas), where OpenAPI resolves references.
        schemas: expect.objectContaining({ MenuTreeNode: expect.objectContaining({ type: 'object' }) }),
      },
      paths: undefined,
    })
  })

  it('describes a signed-in call under both methods it answers, with its query, permission and answers', () => {
    const detail = doc.paths['/api/erp/basebrand/detail']
    const op = (method: string) => ({
      tags: ['products'],
      summary: 'Brand: detail',
      operationId: `${method}ApiErpBasebrandDetail`,
      parameters: [
        { name: 'id', in: 'query', required: true, schema: { type: 'string', pattern: '^[1-9]\\d{0,18}$' } },
      ],
      security: [{ bladeAuth: [] }],
      responses: {
        // The brand as its declaration answers it, inside the envelope.
        '200': {
          ...envelope,
          content: {
            'application/json': {
              schema: expect.objectContaining({
                properties: expect.objectContaining({
                  data: expect.objectContaining({
                    properties: expect.objectContaining({ id: { type: 'string' }, version: { type: 'number' } }),
                  }),
                }),
              }),
            },
          },
        },
        '400': invalid,
        '401': { description: 'No valid token' },
        '403': { description: 'No permission' },
      },
      'x-permission': 'basebrand_view',
    })
    expect(detail).toEqual({ get: op('get'), post: op('post') })
  })

  it('describes a public raw call without security, 401 or 403, its answer outside the envelope', () => {
    const raw = {
      type: 'object',
      properties: { key: { type: 'string' }, image: { type: 'string' } },
      required: ['key', 'image'],
      additionalProperties: false,
    }
    expect(doc.paths['/api/blade-auth/oauth/captcha']).toEqual({
      get: {
        tags: ['auth'],
        summary: 'A captcha image and its key (30 minutes, single use, case-insensitive)',
        operationId: 'getApiBladeAuthOauthCaptcha',
        parameters: [],
        security: [],
        responses: {
          // A raw call's declared output describes the whole answer, not an envelope's data.
          '200': { description: 'Raw answer', content: { 'application/json': { schema: raw } } },
          '400': invalid,
        },
      },
    })
  })

  it('gives a POST its required body schema and example, and a GET none', () => {
    const submit = doc.paths['/api/blade-desk/notice/submit']?.post as {
      requestBody: { required: boolean; content: Record<string, { schema: { properties: object }; example: unknown }> }
      'x-permission': string
    }
    expect(submit.requestBody.required).toBe(true)
    expect(Object.keys(submit.requestBody.content)).toEqual(['application/json'])
    expect(submit.requestBody.content['application/json']?.schema.properties).toHaveProperty('title')
    expect(submit.requestBody.content['application/json']?.example).toMatchObject({ title: expect.any(String) })
    expect(submit['x-permission']).toBe('notice_add | notice_edit')
    expect(doc.paths['/api/erp/basebrand/page']?.get).not.toHaveProperty('requestBody')
  })
})
