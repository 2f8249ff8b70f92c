import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from './app-env.ts'
import { requestInfo } from './request-info.ts'

// What actors and logs keep of a request, from app.request() (no socket) and from a served one.
function appWith() {
  const app = new Hono<AppEnv>()
  app.use('*', async (c, next) => {
    c.set('requestId', 'req-9')
    await next()
  })
  app.all('*', (c) => c.json(requestInfo(c)))
  return app
}

describe('the origin of a request', () => {
  it('keeps the method, the path without its query, the first forwarded address and the user agent', async () => {
    const r = await appWith().request('/api/x/page?secret=1', {
      method: 'POST',
      headers: { 'X-Forwarded-For': ' 203.0.113.9 , 10.0.0.1', 'User-Agent': 'probe/1.0' },
    })
    expect(await r.json()).toEqual({
      method: 'POST',
      uri: '/api/x/page',
      ip: '203.0.113.9',
      userAgent: 'probe/1.0',
      requestId: 'req-9',
    })
  })

  it('bounds what it keeps, and keeps null for what the request does not say', async () => {
    const path = `/api/${'p'.repeat(2100)}`
    const long = await appWith().request(path, {
      headers: { 'X-Forwarded-For': `${'1'.repeat(70)}, 2`, 'User-Agent': 'u'.repeat(1100) },
    })
    expect(await long.json()).toMatchObject({
      uri: path.slice(0, 2000),
      ip: '1'.repeat(64),
      userAgent: 'u'.repeat(1000),
    })
    expect(await (await appWith().request('/api/x')).json()).toMatchObject({ ip: null, userAgent: null })
  })

  it('takes the socket’s peer when served, whatever the request claims', async () => {
    const server = serve({ fetch: appWith().fetch, port: 0, hostname: '127.0.0.1' })
    await once(server, 'listening')
    try {
      const { port } = server.address() as AddressInfo
      const r = await fetch(`http://127.0.0.1:${port}/api/x`, { headers: { 'X-Forwarded-For': '203.0.113.9' } })
      expect(((await r.json()) as { ip: string }).ip).toBe('127.0.0.1')
    } finally {
      server.close()
    }
  })
})
