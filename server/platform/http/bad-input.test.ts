import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await openTestApp({ BODY_LIMIT_BYTES: '65536' })
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())

const N = '/api/blade-desk/notice'
const SAVE_CALLS = [
  `${N}/submit`,
  `${N}/save`,
  `${N}/update`,
  '/api/blade-log/error/send-logs',
  '/api/blade-user/register-guest',
]

async function noticeCount() {
  const rows = await t.root.query<{ n: number }>('SELECT count(*)::int AS n FROM blade_notice')
  return rows[0]?.n
}

describe('bad input answers 400 (or 413), never 500, and changes nothing', () => {
  it('refuses malformed JSON', async () => {
    const before = await noticeCount()
    for (const path of SAVE_CALLS) {
      const r = await t.call('POST', path, { token, raw: '{"title":', lang: 'en-US' })
      expect(r.status, path).toBe(400)
      expect(r.json.msg, path).toBe('The request body is not valid JSON')
    }
    expect(await noticeCount()).toBe(before)
  })

  it('refuses arrays where objects belong, and objects where lists belong', async () => {
    for (const path of [`${N}/submit`, `${N}/save`, `${N}/update`, '/api/blade-user/register-guest']) {
      const r = await t.call('POST', path, { token, raw: '[{"id":1}]' })
      expect(r.status, `${path}: ${r.text}`).toBe(400)
    }
    const logs = await t.call('POST', '/api/blade-log/error/send-logs', { token, body: { type: 'x', message: 'y' } })
    expect(logs.status).toBe(400)
  })

  it('refuses 10,000-character strings with the field and its limit', async () => {
    const long = 'x'.repeat(10_000)
    const r = await t.call('POST', `${N}/submit`, { token, body: { title: long, category: 1 }, lang: 'en-US' })
    expect(r.status).toBe(400)
    expect(r.json.msg).toBe('Invalid input: Title must be at most 255 characters')
    const f = await t.call('GET', `${N}/page`, { token, query: { title: long } })
    expect(f.status).toBe(400)
  })

  it('refuses nested objects in place of values', async () => {
    const r = await t.call('POST', `${N}/submit`, { token, body: { title: { a: { b: [1] } }, category: [1] } })
    expect(r.status).toBe(400)
    expect(r.json.data.errors.map((e: { field: string }) => e.field)).toEqual(['title', 'category'])
  })

  it('refuses current=-1&size=abc naming both', async () => {
    const r = await t.call('GET', `${N}/page`, { token, query: { current: -1, size: 'abc' }, lang: 'en-US' })
    expect(r.status).toBe(400)
    expect(r.json.msg).toBe('Invalid input: Page number must be a whole number')
    const big = await t.call('GET', `${N}/page`, { token, query: { size: 100000 }, lang: 'en-US' })
    expect(big.json.msg).toBe('Invalid input: Page size must be at most 1000')
  })

  it('treats SQL in filters as plain values', async () => {
    const before = await noticeCount()
    const r = await t.call('GET', `${N}/page`, { token, query: { title: "' OR 1=1; DROP TABLE blade_notice; --" } })
    expect(r.json.data.total).toBe(0)
    expect((await t.call('GET', `${N}/page`, { token, query: { category: '1 or 1=1' } })).status).toBe(400)
    expect((await t.call('GET', `${N}/detail`, { token, query: { id: "1' or '1'='1" } })).status).toBe(400)
    expect((await t.call('GET', `${N}/page`, { token, query: { releaseTime_datege: "2026-01-01' --" } })).status).toBe(
      400,
    )
    expect(await noticeCount()).toBe(before)
  })

  it('refuses a body that is not JSON by content type', async () => {
    const r = await t.call('POST', `${N}/submit`, {
      token,
      raw: 'title=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      lang: 'en-US',
    })
    expect(r.status).toBe(415)
    expect(r.json.msg).toBe('Unsupported body type application/x-www-form-urlencoded; send application/json')
  })

  it('answers 413 to a body over the limit', async () => {
    const r = await t.call('POST', `${N}/submit`, { token, body: { title: 'x', content: 'y'.repeat(70_000) } })
    expect(r.status).toBe(413)
    expect(r.json).toMatchObject({ code: 413, success: false })
  })

  it('refuses bad token-call parameters with an OAuth error, not a fault', async () => {
    const r = await t.call('POST', '/api/blade-auth/oauth/token', { query: { grant_type: 'magic' } })
    expect(r.status).toBe(400)
    expect(r.json.error_description).toContain('grant_type')
  })

  it('records an unexpected fault in the error log and answers 500 without internals', async () => {
    // A fresh app built the same way, with one route that fails unexpectedly.
    const { createApp } = await import('../../app.ts')
    const fresh = createApp({ root: t.root, config: t.config, signingKey: t.signingKey })
    fresh.get('/boom', () => {
      throw new Error('secret internals')
    })
    const res = await fresh.request('/boom')
    const body = (await res.json()) as { msg: string }
    expect(res.status).toBe(500)
    expect(body.msg).not.toContain('secret')
    expect(body.msg).toMatch(/编号 [\w-]+/)
    const logged = await t.root.query<{ message: string }>(
      `SELECT message FROM blade_log_error WHERE source = 'server'`,
    )
    expect(logged.map((l) => l.message)).toContain('secret internals')
  })
})
