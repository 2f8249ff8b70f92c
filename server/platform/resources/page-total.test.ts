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

describe('pageTotal, on a stand-in database', () => {
  /** Answers the count with `n` and the plan with `plan`, keeping the statements it was asked. */
  function database(n: number | undefined, plan: Record<string, unknown>[] = []) {
    const asked: string[] = []
    const tx = {
      query: async <T>(sql: string) => {
        asked.push(sql.startsWith('EXPLAIN') ? 'explain' : 'count')
        return (sql.startsWith('EXPLAIN') ? plan : n === undefined ? [] : [{ n }]) as T[]
      },
      exec: async () => {},
    }
    return { tx, asked }
  }
  const planOf = (rows: unknown) => [{ 'QUERY PLAN': [{ Plan: { 'Node Type': 'Seq Scan', 'Plan Rows': rows } }] }]

  it('needs no count for a short page that has rows, or is the first one', async () => {
    const { tx, asked } = database(99)
    expect(await pageTotal(tx, 't', 'true', [], { offset: 20, rows: 3, size: 10 })).toEqual({
      total: 23,
      totalExact: true,
    })
    expect(await pageTotal(tx, 't', 'true', [], { offset: 0, rows: 0, size: 10 })).toEqual({
      total: 0,
      totalExact: true,
    })
    expect(asked).toEqual([])
    // A full page, or an empty one beyond the first, says nothing of the total: it is counted.
    expect(await pageTotal(tx, 't', 'true', [], { offset: 0, rows: 10, size: 10 })).toEqual({
      total: 99,
      totalExact: true,
    })
    expect(await pageTotal(tx, 't', 'true', [], { offset: 30, rows: 0, size: 10 })).toEqual({
      total: 99,
      totalExact: true,
    })
    expect(asked).toEqual(['count', 'count'])
  })

  it('counts exactly up to and with 10,000 rows, and answers 0 when the count returns no row', async () => {
    expect(await pageTotal(database(EXACT_TOTAL_MAX).tx, 't', 'true', [])).toEqual({
      total: EXACT_TOTAL_MAX,
      totalExact: true,
    })
    expect(await pageTotal(database(undefined).tx, 't', 'true', [])).toEqual({ total: 0, totalExact: true })
  })

  it('takes the planner’s estimate beyond, never below what it counted', async () => {
    const over = EXACT_TOTAL_MAX + 1
    const estimate = async (plan: Record<string, unknown>[]) => pageTotal(database(over, plan).tx, 't', 'true', [])
    expect(await estimate(planOf(52_345.4))).toEqual({ total: 52_345, totalExact: false })
    expect(await estimate(planOf(3_000))).toEqual({ total: over, totalExact: false })
    // postgres.js hands the plan over as text.
    expect(await estimate([{ 'QUERY PLAN': JSON.stringify(planOf(60_000)[0]?.['QUERY PLAN']) }])).toEqual({
      total: 60_000,
      totalExact: false,
    })
    // No plan, or one without a numeric estimate: what was counted.
    for (const plan of [[], [{ 'QUERY PLAN': [] }], [{ 'QUERY PLAN': [{}] }], planOf('60000'), planOf(undefined)]) {
      expect(await estimate(plan), JSON.stringify(plan)).toEqual({ total: over, totalExact: false })
    }
  })

  it('reuses an estimate for the same list of the same tenant, and counts exact totals afresh', async () => {
    const big = database(EXACT_TOTAL_MAX + 1, planOf(20_000))
    const read = (scope: string, table = 'estimate_probe') =>
      pageTotal(big.tx, table, 'title = $1', ['x'], { offset: 0, rows: 10, size: 10, scope })
    expect(await read('A')).toEqual({ total: 20_000, totalExact: false })
    expect(await read('A')).toEqual({ total: 20_000, totalExact: false })
    expect(big.asked).toEqual(['count', 'explain'])
    // Another tenant, another table, other parameters: estimated on their own.
    await read('B')
    await read('A', 'estimate_probe_2')
    await pageTotal(big.tx, 'estimate_probe', 'title = $1', ['y'], { offset: 0, rows: 10, size: 10, scope: 'A' })
    expect(big.asked).toHaveLength(8)

    const small = database(12)
    const exact = () => pageTotal(small.tx, 'exact_probe', 'true', [], { offset: 0, rows: 10, size: 10, scope: 'A' })
    expect(await exact()).toEqual({ total: 12, totalExact: true })
    expect(await exact()).toEqual({ total: 12, totalExact: true })
    expect(small.asked).toEqual(['count', 'count'])
  })
})
