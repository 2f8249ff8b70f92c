import { Hono, type MiddlewareHandler } from 'hono'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { AppEnv } from './app-env.ts'
import { AppError } from './app-error.ts'
import { buildOpenApi, type CallDef, defineCall, methodsOf, mountCalls, permissionsOf } from './calls.ts'

// The route table and the OpenAPI document both come from the one list of calls: each call answers
// exactly the methods it declares (HEAD only when read-only, 405 naming the others), its guard runs
// on every method, and the document says the same, call by call.

const answer = (name: string) => (c: { json: (v: unknown) => Response }) => c.json({ name })

const publicRead = defineCall({
  method: 'GET',
  path: '/api/t/read-thing',
  area: 'alpha',
  summary: 'Reads a thing',
  access: { public: true },
  readOnly: true,
  input: { query: z.object({ code: z.string(), page: z.number().optional() }) },
  handler: (c) => c.json({ name: 'read' }),
})
const eitherWay = defineCall({
  method: 'POST',
  alsoOther: true,
  path: '/api/t/save',
  area: 'beta',
  summary: 'Saves a thing',
  access: { permission: ['thing_add', 'thing_edit'] },
  input: { params: z.object({ id: z.string().optional(), name: z.string() }) },
  example: { name: 'x' },
  handler: (c) => c.json({ name: 'save' }),
})
const rawFile = defineCall({
  method: 'GET',
  path: '/api/t/file',
  area: 'alpha',
  summary: 'A file',
  access: { signedIn: true },
  readOnly: true,
  raw: true,
  input: 'nothing',
  output: z.object({ name: z.string() }),
  handler: (c) => c.json({ name: 'file' }),
})
const documentedPost = defineCall({
  method: 'POST',
  path: '/api/t/submit',
  area: 'beta',
  summary: 'Submits',
  access: { permission: 'thing_add' },
  input: { params: z.object({ anything: z.unknown() }), documented: z.object({ title: z.string() }) },
  handler: (c) => c.json({ name: 'submit' }),
})

describe('buildOpenApi', () => {
  const doc = buildOpenApi([publicRead, eitherWay, rawFile, documentedPost]) as {
    paths: Record<string, Record<string, Record<string, unknown>>>
    [key: string]: unknown
  }

  it('describes the document and its two security schemes', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info).toEqual({ title: 'Cross-border ERP back office API', version: '0.1.0' })
    expect(doc.servers).toEqual([{ url: '/' }])
    expect(doc.components).toEqual({
      securitySchemes: {
        bladeAuth: { type: 'apiKey', in: 'header', name: 'Blade-Auth', description: 'bearer <access_token>' },
        client: { type: 'http', scheme: 'basic', description: 'The OAuth client, e.g. saber:saber_secret' },
      },
    })
    expect(Object.keys(doc.paths)).toEqual(['/api/t/read-thing', '/api/t/save', '/api/t/file', '/api/t/submit'])
  })

  it('documents a public read: its query parameters, no security, no 401/403', () => {
    expect(doc.paths['/api/t/read-thing']).toEqual({
      get: {
        tags: ['alpha'],
        summary: 'Reads a thing',
        operationId: 'getApiTReadThing',
        parameters: [
          { name: 'code', in: 'query', required: true, schema: { type: 'string' } },
          { name: 'page', in: 'query', required: false, schema: { type: 'number' } },
        ],
        security: [],
        responses: {
          '200': { description: 'Envelope {code, success, data, msg}' },
          '400': { description: 'Invalid input: msg names each field and why' },
        },
      },
    })
  })

  it('documents a call served both ways: the body on POST, the parameters on GET, its permissions', () => {
    const { post, get } = doc.paths['/api/t/save'] as Record<string, Record<string, unknown>>
    expect(Object.keys(doc.paths['/api/t/save'] ?? {})).toEqual(['post', 'get'])
    expect(post).toMatchObject({
      tags: ['beta'],
      operationId: 'postApiTSave',
      parameters: [],
      security: [{ bladeAuth: [] }],
      'x-permission': 'thing_add | thing_edit',
      responses: {
        '200': { description: 'Envelope {code, success, data, msg}' },
        '400': { description: 'Invalid input: msg names each field and why' },
        '401': { description: 'No valid token' },
        '403': { description: 'No permission' },
      },
    })
    expect(post?.requestBody).toEqual({
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: { id: { type: 'string' }, name: { type: 'string' } },
            required: ['name'],
            additionalProperties: false,
          },
          example: { name: 'x' },
        },
      },
    })
    expect(get?.operationId).toBe('getApiTSave')
    expect(get?.requestBody).toBeUndefined()
    expect(get?.parameters).toEqual([
      { name: 'id', in: 'query', required: false, schema: { type: 'string' } },
      { name: 'name', in: 'query', required: true, schema: { type: 'string' } },
    ])
  })

  it('documents a raw answer, a signed-in call without permission, and a documented body without example', () => {
    const file = doc.paths['/api/t/file']?.get as Record<string, unknown>
    expect(file.responses).toMatchObject({ '200': { description: 'Raw answer' } })
    expect(file.security).toEqual([{ bladeAuth: [] }])
    expect(file).not.toHaveProperty('x-permission')
    expect(file.parameters).toEqual([])
    const submit = doc.paths['/api/t/submit']?.post as Record<string, unknown>
    expect(submit['x-permission']).toBe('thing_add')
    expect(submit.requestBody).toEqual({
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: { title: { type: 'string' } },
            required: ['title'],
            additionalProperties: false,
          },
        },
      },
    })
  })
})

describe('buildOpenApi with recursive answers', () => {
  type Node = { id: string; children: Node[] }
  const named: z.ZodType<Node> = z
    .lazy(() => z.object({ id: z.string(), children: z.array(named) }))
    .meta({ id: 'TestTreeNode' })
  const unnamed: z.ZodType<Node> = z.lazy(() => z.object({ id: z.string(), children: z.array(unnamed) }))
  const tree = (path: string, output: z.ZodType) =>
    defineCall({
      method: 'GET',
      path,
      area: 'alpha',
      summary: 'A tree',
      access: { signedIn: true },
      input: 'nothing',
      output,
      handler: (c) => c.json([]),
    })
  const doc = buildOpenApi([tree('/api/t/tree', z.array(named)), tree('/api/t/other', z.array(unnamed))])
  const text = JSON.stringify(doc)

  it('moves the schemas a recursive answer refers to into components.schemas, where OpenAPI resolves them', () => {
    expect(text).not.toContain('#/$defs/')
    const schemas = (doc.components as { schemas: Record<string, unknown> }).schemas
    expect(text).toContain('"items":{"$ref":"#/components/schemas/TestTreeNode"}')
    expect(schemas.TestTreeNode).toMatchObject({
      type: 'object',
      properties: { children: { type: 'array', items: { $ref: '#/components/schemas/TestTreeNode' } } },
    })
    // One without a name is named after its call, so two calls' trees never collide.
    const refs = [...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1] as string)
    expect(refs.filter((r) => r !== 'TestTreeNode').every((r) => r.startsWith('getApiTOtherAnswer'))).toBe(true)
    for (const r of refs) expect(schemas).toHaveProperty([r])
  })
})

describe('methodsOf and permissionsOf', () => {
  it('answers the declared method, both when alsoOther, HEAD only beside a read-only GET', () => {
    expect(methodsOf(publicRead)).toEqual(['GET', 'HEAD'])
    expect(methodsOf(eitherWay)).toEqual(['GET', 'POST'])
    expect(methodsOf({ ...eitherWay, readOnly: true })).toEqual(['GET', 'POST', 'HEAD'])
    expect(methodsOf(documentedPost)).toEqual(['POST'])
    expect(methodsOf({ ...documentedPost, readOnly: true })).toEqual(['POST'])
  })

  it('lists the permission codes a call asks for', () => {
    expect(permissionsOf({ permission: 'a' })).toEqual(['a'])
    expect(permissionsOf({ permission: ['a', 'b'] })).toEqual(['a', 'b'])
    expect(permissionsOf({ public: true })).toEqual([])
    expect(permissionsOf({ signedIn: true })).toEqual([])
  })
})

describe('mountCalls', () => {
  function mounted(calls: CallDef[]) {
    const guarded: string[] = []
    const app = new Hono<AppEnv>()
    app.onError((error, c) => {
      if (error instanceof AppError) {
        return c.json({ kind: error.kind, params: error.params }, error.status as 405)
      }
      throw error
    })
    const guard =
      (call: CallDef): MiddlewareHandler<AppEnv> =>
      async (c, next) => {
        guarded.push(`${c.req.method} ${call.path}`)
        // As the real guard does: Hono serves HEAD through the GET route, the call decides.
        if (!methodsOf(call).includes(c.req.method)) {
          throw new AppError('METHOD_NOT_ALLOWED', 'methodNotAllowed', { method: c.req.method, allow: '-' })
        }
        await next()
      }
    mountCalls(app, calls, guard)
    return { app, guarded }
  }

  it('serves each declared method through the guard, HEAD only for reads, and 405 with Allow for the rest', async () => {
    const { app, guarded } = mounted([publicRead, eitherWay, documentedPost, rawFile])
    const call = (method: string, path: string, body?: unknown) =>
      app.request(path, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
      })

    expect(await (await call('GET', '/api/t/read-thing?code=a')).json()).toEqual({ name: 'read' })
    expect((await call('HEAD', '/api/t/read-thing?code=a')).status).toBe(200)
    const refused = await call('POST', '/api/t/read-thing')
    expect(refused.status).toBe(405)
    expect(refused.headers.get('Allow')).toBe('GET, HEAD')
    expect(await refused.json()).toEqual({ kind: 'METHOD_NOT_ALLOWED', params: { method: 'POST', allow: 'GET, HEAD' } })

    expect(await (await call('POST', '/api/t/save', { name: 'x' })).json()).toEqual({ name: 'save' })
    expect(await (await call('GET', '/api/t/save?name=x')).json()).toEqual({ name: 'save' })
    expect((await call('HEAD', '/api/t/save')).status).toBe(405)
    const put = await call('PUT', '/api/t/save')
    expect(put.status).toBe(405)
    expect(put.headers.get('Allow')).toBe('GET, POST')

    expect((await call('POST', '/api/t/submit', { anything: 1 })).status).toBe(200)
    const get = await call('GET', '/api/t/submit')
    expect(get.status).toBe(405)
    expect(get.headers.get('Allow')).toBe('POST')
    const del = await call('DELETE', '/api/t/submit')
    expect(await del.json()).toEqual({ kind: 'METHOD_NOT_ALLOWED', params: { method: 'DELETE', allow: 'POST' } })
    const long = await call('PROPPATCHXYZ', '/api/t/submit')
    expect(((await long.json()) as { params: { method: string } }).params.method).toBe('PROPPATCHX')

    expect(guarded).toEqual([
      'GET /api/t/read-thing',
      'HEAD /api/t/read-thing',
      'POST /api/t/save',
      'GET /api/t/save',
      'HEAD /api/t/save',
      'POST /api/t/submit',
    ])
  })

  it('hands the handler the parsed input: query, params merged over the query, nothing', async () => {
    const seen: unknown[] = []
    const probe = (call: CallDef): CallDef => ({
      ...call,
      handler: (c, input) => {
        seen.push(input)
        return answer(call.path)(c)
      },
    })
    const { app } = mounted([probe(publicRead), probe(eitherWay), probe(rawFile)])
    await app.request('/api/t/read-thing?code=a')
    await app.request('/api/t/save?id=7', {
      method: 'POST',
      body: JSON.stringify({ name: 'n' }),
      headers: { 'Content-Type': 'application/json' },
    })
    await app.request('/api/t/file')
    expect(seen).toEqual([
      { query: { code: 'a' }, body: undefined, params: undefined },
      { query: undefined, body: undefined, params: { id: '7', name: 'n' } },
      { query: undefined, body: undefined, params: undefined },
    ])
  })
})
