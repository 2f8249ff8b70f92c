import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { describe, expect, it, vi } from 'vitest'
import type { AppDeps, AppEnv } from './app-env.ts'
import { AppError } from './app-error.ts'
import { apiNotFound, onError } from './on-error.ts'

type Envelope = { code: number; success: boolean; data: unknown; msg: string }
const envelopeOf = async (r: Response) => (await r.json()) as Envelope

// The one error handler alone, with a stand-in database that keeps what the fault log would write.
function appWith(root: { query: (sql: string, params: unknown[]) => Promise<unknown> }) {
  const app = new Hono<AppEnv>()
  app.use('*', async (c, next) => {
    c.set('lang', 'en')
    c.set('requestId', 'req-1')
    c.set('deps', { root } as unknown as AppDeps)
    await next()
  })
  app.get('/api/fault', () => {
    throw new TypeError('boom')
  })
  app.get('/api/refused', () => {
    throw new HTTPException(418, { message: 'short and stout' })
  })
  app.get('/api/refused-quietly', () => {
    throw new HTTPException(409)
  })
  app.get('/api/hono-fault', () => {
    throw new HTTPException(503, { message: 'internals' })
  })
  app.get('/api/invalid', () => {
    throw new AppError('VALIDATION', 'validation', {}, [
      { field: 'a', message: 'A is wrong' },
      { field: 'b', message: 'B is wrong' },
    ])
  })
  app.get('/api/missing', () => {
    throw new AppError('NOT_FOUND', 'recordNotFound')
  })
  app.get('/api/hono-500', () => {
    throw new HTTPException(500, { message: 'internals' })
  })
  app.get('/api/long/*', () => {
    const e = new Error('long')
    e.name = 'N'.repeat(300)
    throw e
  })
  app.all('/api/*', apiNotFound)
  app.onError(onError)
  return app
}

describe('the error handler', () => {
  it('answers an unexpected fault 500 with only the request id, and logs it with what it knows', async () => {
    const query = vi.fn(async () => [])
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {})
    const r = await appWith({ query }).request('/api/fault?x=1', { headers: { 'User-Agent': 'probe' } })
    expect(printed).toHaveBeenCalledWith('[req-1] GET /api/fault', expect.any(TypeError))
    printed.mockRestore()
    expect(r.status).toBe(500)
    const body = await r.json()
    expect(body).toEqual({
      code: 500,
      success: false,
      data: null,
      msg: 'Internal server error, please retry later (reference req-1)',
    })
    expect(query).toHaveBeenCalledOnce()
    const [sql, params] = query.mock.calls[0] as unknown as [string, unknown[]]
    expect(sql).toContain('INSERT INTO blade_log_error')
    expect(params.slice(1)).toEqual([
      '',
      'req-1',
      'GET',
      '/api/fault',
      'probe',
      'TypeError',
      'boom',
      expect.stringContaining('TypeError: boom'),
      '?x=1',
      null,
    ])
  })

  it('still answers when the fault cannot be logged', async () => {
    const query = vi.fn(async () => {
      throw new Error('database down')
    })
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const r = await appWith({ query }).request('/api/fault')
    expect(r.status).toBe(500)
    expect(quiet).toHaveBeenCalledWith('[req-1] could not record the fault', expect.any(Error))
    quiet.mockRestore()
  })

  it("keeps Hono's own refusals below 500, with their message or a plain one", async () => {
    const app = appWith({ query: async () => [] })
    const teapot = await app.request('/api/refused')
    expect(teapot.status).toBe(418)
    expect((await envelopeOf(teapot)).msg).toBe('short and stout')
    const quiet = await app.request('/api/refused-quietly')
    expect(quiet.status).toBe(409)
    expect((await envelopeOf(quiet)).msg).toBe('Unknown error')
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect((await app.request('/api/hono-fault')).status).toBe(500)
    spy.mockRestore()
  })

  it('names every field of a validation failure, and answers a refusal without data', async () => {
    const app = appWith({ query: async () => [] })
    const invalid = await app.request('/api/invalid')
    expect(invalid.status).toBe(400)
    expect(await envelopeOf(invalid)).toMatchObject({
      data: { errors: [{ field: 'a' }, { field: 'b' }] },
      msg: expect.stringContaining('A is wrong; B is wrong'),
    })
    const missing = await app.request('/api/missing')
    expect(missing.status).toBe(404)
    expect((await envelopeOf(missing)).data).toBeNull()
    const unknown = await app.request('/api/nothing-here')
    expect(unknown.status).toBe(404)
    expect((await envelopeOf(unknown)).msg).toBe('No such call: /api/nothing-here')
  })

  it('treats a Hono exception of 500 as a fault: logged, its message not shown', async () => {
    const query = vi.fn(async () => [])
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const r = await appWith({ query }).request('/api/hono-500')
    quiet.mockRestore()
    expect(r.status).toBe(500)
    expect((await envelopeOf(r)).msg).toBe('Internal server error, please retry later (reference req-1)')
    expect(query).toHaveBeenCalledOnce()
  })

  it('logs at most 2,000 characters of the path, 1,000 of the user agent, 255 of the name, 4,000 of the query', async () => {
    const query = vi.fn(async () => [])
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const path = `/api/long/${'p'.repeat(2100)}`
    await appWith({ query }).request(`${path}?q=${'s'.repeat(4100)}`, { headers: { 'User-Agent': 'u'.repeat(1100) } })
    quiet.mockRestore()
    const [, params] = query.mock.calls[0] as unknown as [string, unknown[]]
    expect(params.slice(4, 7)).toEqual([path.slice(0, 2000), 'u'.repeat(1000), 'N'.repeat(255)])
    expect(params[9]).toBe(`?q=${'s'.repeat(3997)}`)
  })

  it('names at most 200 characters of an unknown path, in Chinese when no language was read', async () => {
    const app = new Hono<AppEnv>()
    app.get('/api/refused', () => {
      throw new AppError('NOT_FOUND', 'recordNotFound')
    })
    app.all('/api/*', apiNotFound)
    app.onError(onError)
    const path = `/api/${'z'.repeat(300)}`
    const unknown = await envelopeOf(await app.request(path))
    expect(unknown.msg).toContain(path.slice(0, 200))
    expect(unknown.msg).not.toContain(path.slice(0, 201))
    expect(unknown.msg).toMatch(/[\u4e00-\u9fff]/)
    expect((await envelopeOf(await app.request('/api/refused'))).msg).toMatch(/[\u4e00-\u9fff]/)
  })
})
