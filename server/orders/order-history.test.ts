import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isOrderHistoryStep, orderHistoryStep } from '#sync/resources/orders/order-history-steps.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { insertTestOrder } from './order-test-helpers.ts'

// Issue 27, item 9: the order history showed its steps as keys (route, create, pushToWarehouse).
let t: TestApp
let token: string

beforeAll(async () => {
  t = await openTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'order-history-')) })
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())

/** The steps the orders area writes by name: `action: 'x'` in an entry, or the fourth argument of a `history(...)` helper. */
function stepsWrittenInCode(): string[] {
  const dir = import.meta.dirname
  const steps = new Set<string>()
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const text = readFileSync(join(dir, file), 'utf8')
    for (const m of text.matchAll(/\baction: '(\w+)'/g)) steps.add(m[1] as string)
    for (const m of text.matchAll(/\bhistory\(\s*\w+,\s*\w+,\s*\w+,\s*'(\w+)'/g)) steps.add(m[1] as string)
  }
  return [...steps].sort()
}

describe('order history steps in words', () => {
  it('has words for every step the orders area writes', () => {
    const steps = stepsWrittenInCode()
    expect(steps).toEqual(expect.arrayContaining(['create', 'route', 'pushToWarehouse', 'split', 'merge', 'cut']))
    expect(steps.filter((s) => !isOrderHistoryStep(s))).toEqual([])
  })

  it("names a declared action's step by the action and keeps words already written", () => {
    expect(orderHistoryStep('pushToWarehouse', 'en')).not.toBe('pushToWarehouse')
    expect(orderHistoryStep('route', 'zh')).toBe('分仓')
    expect(orderHistoryStep('修改', 'en')).toBe('修改')
  })

  it("answers each step in the reader's language beside its key", async () => {
    const o = await insertTestOrder(t, { status: 2, lines: [{ quantity: 1, price: '5.00' }] })
    const edit = await t.call('POST', '/api/erp/order/updateAddress', {
      token,
      body: { ids: [o.id], addressCity: 'Long Beach' },
      lang: 'en-US',
    })
    expect(edit.json.code, edit.text).toBe(200)
    const read = (lang: 'en-US' | 'ja-JP' | 'zh-CN') =>
      t.call('GET', '/api/erp/order/orderHistory', { token, query: { id: o.id }, lang })
    const en = (await read('en-US')).json.data as { action: string; actionLabel: string }[]
    expect(en[0]).toMatchObject({ action: 'editAddress', actionLabel: 'Edit address' })
    const ja = (await read('ja-JP')).json.data as { actionLabel: string }[]
    expect(ja[0]?.actionLabel).toBe('住所変更')
    const detail = await t.call('GET', '/api/erp/order/detail', { token, query: { id: o.id }, lang: 'zh-CN' })
    expect(detail.json.data.history[0]).toMatchObject({ action: 'editAddress', actionLabel: '修改地址' })
  })
})
