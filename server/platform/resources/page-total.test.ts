import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { scopeToTenant } from '../db/tenant-scope.ts'
import { EXACT_TOTAL_MAX, pageTotal } from './page-total.ts'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())

const N = '/api/blade-desk/notice'

describe('page totals', () => {
  it('count exactly up to 10,000 rows, answering totalExact', async () => {
    const live = await t.root.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM blade_notice WHERE tenant_id = '000000' AND is_deleted = 0`,
    )
    const n = live[0]?.n ?? 0
    expect(n).toBeGreaterThanOrEqual(3)
    const page = await t.call('GET', `${N}/page`, { token, query: { size: 2 } })
    expect(page.json.data).toMatchObject({ total: n, totalExact: true, size: 2, pages: Math.ceil(n / 2) })
    // A short page is the last one: its total needs no count, also beyond the first page.
    const last = await t.call('GET', `${N}/page`, { token, query: { size: n - 1, current: 2 } })
    expect(last.json.data).toMatchObject({ total: n, totalExact: true, pages: 2 })
    expect(last.json.data.records).toHaveLength(1)
    const beyond = await t.call('GET', `${N}/page`, { token, query: { size: 3, current: 50 } })
    expect(beyond.json.data).toMatchObject({ records: [], total: n, totalExact: true })
  })

  it('estimate beyond 10,000 rows, without counting them all', async () => {
    await t.root.query(
      `INSERT INTO blade_notice (id, tenant_id, title, category)
       SELECT 7000000000000000000 + g, '000000', 'Bulk notice ' || g, 1 + g % 2 FROM generate_series(1, 12000) g`,
    )
    await t.root.exec('ANALYZE blade_notice')
    const page = await t.call('GET', `${N}/page`, { token, query: { size: 30 } })
    expect(page.json.data.totalExact).toBe(false)
    expect(page.json.data.total).toBeGreaterThan(EXACT_TOTAL_MAX)
    // The planner's estimate of the 12,004 live rows, within its usual error.
    expect(page.json.data.total).toBeGreaterThan(6000)
    expect(page.json.data.total).toBeLessThan(24_000)
    expect(page.json.data.pages).toBe(Math.ceil(page.json.data.total / 30))
    // A filter that matches few rows is counted again.
    const few = await t.call('GET', `${N}/page`, { token, query: { size: 30, title: 'Bulk notice 1234' } })
    expect(few.json.data).toMatchObject({ total: 1, totalExact: true })
  })

  it('pageTotal binds the parameters of the WHERE it is given, under the tenant', async () => {
    const db = scopeToTenant(t.root, { tenantId: '000000', userId: '0' })
    const exact = await db.begin((tx) =>
      pageTotal(tx, 'blade_notice', 'is_deleted = 0 AND title = $1', ['Bulk notice 7']),
    )
    expect(exact).toEqual({ total: 1, totalExact: true })
    const estimated = await db.begin((tx) =>
      pageTotal(tx, 'blade_notice', 'is_deleted = 0 AND title LIKE $1', ['Bulk notice %']),
    )
    expect(estimated.totalExact).toBe(false)
    expect(estimated.total).toBeGreaterThan(EXACT_TOTAL_MAX)
    const other = scopeToTenant(t.root, { tenantId: '100001', userId: '0' })
    expect((await other.begin((tx) => pageTotal(tx, 'blade_notice', 'is_deleted = 0', []))).totalExact).toBe(true)
  })
})
