import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { AppEnv } from './app-env.ts'
import { onError } from './on-error.ts'
import { readBody, readJson, readQuery } from './read-input.ts'

// Reading a call's input alone, behind the one error handler.
const app = new Hono<AppEnv>()
app.use('*', async (c, next) => {
  c.set('lang', 'en')
  c.set('requestId', 'read-test')
  await next()
})
app.on(['GET', 'POST'], '/api/json', async (c) => c.json({ read: await readJson(c) }))
const named = z.object({ name: z.string().min(2) })
const labels = { name: { zh: '名称', en: 'Name', ja: '名前' } }
app.post('/api/body', async (c) => c.json({ read: await readBody(c, named, labels) }))
app.get('/api/query', (c) => c.json({ read: readQuery(c, named, labels) }))
app.onError(onError)

const post = async (path: string, body: string, contentType?: string) => {
  // Bytes, so that no content type is set where none is given (a string would be text/plain).
  const r = await app.request(path, {
    method: 'POST',
    body: contentType === undefined ? new TextEncoder().encode(body) : body,
    headers: contentType === undefined ? {} : { 'Content-Type': contentType },
  })
  return { status: r.status, json: (await r.json()) as { read?: unknown; msg?: string } }
}

describe('reading a JSON body', () => {
  it('reads the query of a GET, and an empty or blank POST body as {}', async () => {
    expect(await (await app.request('/api/json?a=1&b=x')).json()).toEqual({ read: { a: '1', b: 'x' } })
    expect(await post('/api/json', '', 'text/plain')).toEqual({ status: 200, json: { read: {} } })
    expect(await post('/api/json', ' \r\n ', 'text/plain')).toEqual({ status: 200, json: { read: {} } })
  })

  it('takes application/json and any +json type, and refuses the rest naming the type', async () => {
    for (const type of ['application/json', 'Application/JSON; charset=utf-8', 'application/vnd.api+json']) {
      expect(await post('/api/json', '{"a":1}', type), type).toEqual({ status: 200, json: { read: { a: 1 } } })
    }
    for (const type of ['text/json', 'application/jsonx', 'x-application/json', 'application/+json']) {
      const r = await post('/api/json', '{"a":1}', type)
      expect(r.status, type).toBe(415)
      expect(r.json.msg, type).toContain(type)
    }
    const untyped = await post('/api/json', '{"a":1}')
    expect(untyped.status).toBe(415)
    expect(untyped.json.msg).toBe('Unsupported body type -; send application/json')
  })

  it('refuses JSON it cannot parse with a 400', async () => {
    expect((await post('/api/json', '{"a":', 'application/json')).status).toBe(400)
  })

  it('validates the body and the query with the call’s schema, naming the field by its label', async () => {
    expect(await post('/api/body', '{"name":"Lamp"}', 'application/json')).toEqual({
      status: 200,
      json: { read: { name: 'Lamp' } },
    })
    const bad = await post('/api/body', '{"name":"L"}', 'application/json')
    expect(bad.status).toBe(400)
    expect(bad.json.msg).toContain('Name')
    expect(await (await app.request('/api/query?name=Lamp')).json()).toEqual({ read: { name: 'Lamp' } })
    const badQuery = await app.request('/api/query?name=L')
    expect(badQuery.status).toBe(400)
    expect(((await badQuery.json()) as { msg: string }).msg).toContain('Name')
  })
})
