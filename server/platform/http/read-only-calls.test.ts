import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { deriveSecretKey } from '../resources/secret-fields.ts'
import type { AppEnv } from './app-env.ts'
import { guardCall } from './authenticate.ts'
import { type CallDef, defineCall, mountCalls } from './calls.ts'
import { onError } from './on-error.ts'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())

/** A call that tries to write a notice through the database the guard handed it, and answers what happened. */
function writer(path: string, readOnly: boolean): CallDef {
  return defineCall({
    method: 'GET',
    path,
    area: 'other',
    summary: 'Tries a write',
    access: { signedIn: true },
    input: 'nothing',
    ...(readOnly ? { readOnly: true as const } : {}),
    handler: async (c) => {
      const outcome = await c.var.db
        .begin((tx) => tx.query(`INSERT INTO blade_notice (id, tenant_id, title) VALUES (990077, '000000', 'written')`))
        .then(
          () => 'written',
          (e: Error) => e.message,
        )
      return c.json({ outcome })
    },
  })
}

describe('a read-only call', () => {
  it('gets a database that refuses every write, whatever its handler tries; other calls write', async () => {
    const app = new Hono<AppEnv>()
    app.use('*', async (c, next) => {
      c.set('lang', 'en')
      c.set('requestId', 'test')
      c.set('deps', {
        root: t.root,
        config: t.config,
        signingKey: t.signingKey,
        secretKey: deriveSecretKey(t.signingKey),
      })
      await next()
    })
    mountCalls(app, [writer('/api/test/reader', true), writer('/api/test/writer', false)], guardCall)
    app.onError(onError)
    const headers = { 'Blade-Auth': `bearer ${token}` }
    const read = (await (await app.request('/api/test/reader', { headers })).json()) as { outcome: string }
    expect(read.outcome).toMatch(/read-only transaction/)
    expect(await t.root.query(`SELECT 1 FROM blade_notice WHERE id = 990077`)).toEqual([])
    const written = (await (await app.request('/api/test/writer', { headers })).json()) as { outcome: string }
    expect(written.outcome).toBe('written')
    expect(await t.root.query(`SELECT title FROM blade_notice WHERE id = 990077`)).toEqual([{ title: 'written' }])
  })
})
