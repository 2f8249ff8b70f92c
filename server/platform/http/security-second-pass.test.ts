import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allCalls } from '../../app.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { MAX_JSON_DEPTH } from './input-guard.ts'

// The findings of the second security pass (issue 26), one describe each, through the whole app:
// 4 (sign-in) lives in server/auth/sign-in-guard.test.ts.
let t: TestApp
let admin: string
beforeAll(async () => {
  t = await openTestApp()
  admin = (await t.signIn()).access_token
})
afterAll(() => t.close())

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

describe('finding 3: JSON nested deeper than 64 levels is a 400, never a fault', () => {
  it('refuses 5,000 levels on a declared save, a hand-written call and a floor push, and changes nothing', async () => {
    const before = await t.root.query(`SELECT count(*)::int AS n FROM erp_base_brand WHERE tenant_id = '000000'`)
    for (const path of ['/api/erp/basebrand/save', '/api/erp/order/leaveWord', '/api/floor/sync/push']) {
      const r = await t.call('POST', path, { token: admin, raw: nested(5_000), lang: 'en-US' })
      expect(r.status, path).toBe(400)
      expect(r.json.data.errors, path).toEqual([
        { field: 'body', message: `The request body nests JSON more than ${MAX_JSON_DEPTH} levels deep` },
      ])
    }
    expect(await t.root.query(`SELECT count(*)::int AS n FROM erp_base_brand WHERE tenant_id = '000000'`)).toEqual(
      before,
    )
  })

  it('takes a body at the limit to the call, which answers it as usual', async () => {
    const r = await t.call('POST', '/api/erp/basebrand/save', { token: admin, raw: nested(MAX_JSON_DEPTH - 1) })
    expect(r.status).toBe(400)
    expect(r.text).not.toContain('levels deep')
  })
})

describe('finding 5: API answers with a tenant data are kept by no cache', () => {
  it('marks reads, writes, refusals and files private, no-store', async () => {
    const answers = [
      await t.call('GET', '/api/erp/baseproduct/page', { token: admin }),
      await t.call('HEAD', '/api/erp/baseproduct/page', { token: admin }),
      await t.call('GET', '/api/erp/baseproduct/detail', { token: admin, query: { id: '1' } }),
      await t.call('POST', '/api/erp/basebrand/save', { token: admin, body: {} }),
      await t.call('GET', '/api/erp/baseproduct/page'),
      await t.call('GET', '/api/erp/basebrand/template', { token: admin }),
      await t.call('GET', '/api/no/such/call', { token: admin }),
    ]
    for (const r of answers) expect(r.headers.get('Cache-Control')).toBe('private, no-store')
    // The same answer again, from the answer cache, carries it too.
    const again = await t.call('GET', '/api/erp/baseproduct/page', { token: admin })
    expect(again.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('names the zone its times are written in on every answer, refusals too (the console shows its times in it)', async () => {
    const answers = [
      await t.call('GET', '/api/erp/baseproduct/page', { token: admin }),
      await t.call('GET', '/api/erp/baseproduct/page'),
      await t.call('GET', '/api/no/such/call', { token: admin }),
    ]
    for (const r of answers) expect(r.headers.get('X-Time-Zone')).toBe(t.config.timeZone)
  })
})

describe('finding 6: a record that is not there is a 404', () => {
  it('answers every remove of an id that names no record 404, and removes nothing of a batch naming one', async () => {
    const removes = allCalls().filter((c) => c.method === 'POST' && c.path.endsWith('/remove'))
    expect(removes.length).toBeGreaterThan(60)
    const answered: string[] = []
    for (const call of removes) {
      const r = await t.call('POST', call.path, { token: admin, query: { ids: '1234567' }, body: {} })
      answered.push(`${call.path} ${r.status}`)
    }
    expect(answered.filter((a) => !a.endsWith(' 404'))).toEqual([])
    const [brand] = await t.root.query<{ id: string }>(
      `SELECT id::text FROM erp_base_brand WHERE tenant_id = '000000' AND is_deleted = 0 LIMIT 1`,
    )
    const both = await t.call('POST', '/api/erp/basebrand/remove', {
      token: admin,
      query: { ids: `${brand?.id},1234567` },
    })
    expect(both.status).toBe(404)
    const kept = await t.root.query(`SELECT is_deleted FROM erp_base_brand WHERE tenant_id = '000000' AND id = $1`, [
      brand?.id,
    ])
    expect(kept).toEqual([{ isDeleted: 0 }])
  })

  it('answers an unknown pick list sheet 404 instead of an empty sheet', async () => {
    const r = await t.call('GET', '/api/ware/worderpick/printOrderPick', { token: admin, query: { id: '1234567' } })
    expect(r.status).toBe(404)
    expect(r.json.code).toBe(404)
  })
})
