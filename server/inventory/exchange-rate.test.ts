import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../testing/test-app.ts'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())

const USD_CNY = '1000000000000005301'
const USD_JPY = '1000000000000005306'

const historyOf = (id: string) =>
  t.root.query<{ oldRate: string | null; rate: string; source: string }>(
    `SELECT old_rate, rate, source FROM erp_base_exchange_rate_log
      WHERE tenant_id = '000000' AND exchange_rate_id = $1 ORDER BY change_time, id`,
    [id],
  )
const sysRateOf = async (code: string) =>
  (
    await t.root.query<{ sysRate: string }>(
      `SELECT sys_rate FROM erp_base_currency WHERE tenant_id = '000000' AND code = $1 AND is_deleted = 0`,
      [code],
    )
  )[0]?.sysRate

describe('exchange rates and their history', () => {
  it('appends a history row for every rate change through submit, and none when the rate stays', async () => {
    const made = await t.call('POST', '/api/erp/baseexchangerate/submit', {
      token,
      body: { fromCurrency: 'EUR', toCurrency: 'USD', rate: '1.08' },
    })
    expect(made.json.code, made.text).toBe(200)
    const id = made.json.data.id as string
    expect(made.json.data).toMatchObject({ pairCode: 'EUR/USD', rate: '1.080000' })
    const same = await t.call('POST', '/api/erp/baseexchangerate/submit', {
      token,
      body: { id, version: made.json.data.version, rate: '1.080000', remark: 'checked' },
    })
    expect(same.json.code, same.text).toBe(200)
    const changed = await t.call('POST', '/api/erp/baseexchangerate/submit', {
      token,
      body: { id, version: same.json.data.version, rate: '1.0925' },
    })
    expect(changed.json.code, changed.text).toBe(200)
    expect(await historyOf(id)).toEqual([
      { oldRate: null, rate: '1.080000', source: 'create' },
      { oldRate: '1.080000', rate: '1.092500', source: 'submit' },
    ])
  })

  it('sets a new rate with updateExchangeRate, answering the pair with its history, and keeps the system rate', async () => {
    const r = await t.call('POST', '/api/erp/baseexchangerate/updateExchangeRate', {
      token,
      body: { fromCurrency: 'usd', toCurrency: 'CNY', rate: '7.2315', remark: 'month end' },
    })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data).toMatchObject({ id: USD_CNY, rate: '7.231500', inverse: false })
    expect(r.json.data.history[0]).toMatchObject({ oldRate: '7.100000', rate: '7.231500', remark: 'month end' })
    expect(r.json.data.history).toHaveLength(3)
    expect((await historyOf(USD_CNY)).at(-1)).toEqual({
      oldRate: '7.100000',
      rate: '7.231500',
      source: 'updateExchangeRate',
    })
    // USD is one step from the base currency CNY: its system rate follows.
    expect(await sysRateOf('USD')).toBe('7.231500')
  })

  it('creates a pair that does not exist yet through updateExchangeRate', async () => {
    const r = await t.call('POST', '/api/erp/baseexchangerate/updateExchangeRate', {
      token,
      body: { fromCurrency: 'CNY', toCurrency: 'CAD', rate: '0.19' },
    })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data.history).toHaveLength(1)
    expect(await historyOf(r.json.data.id)).toEqual([{ oldRate: null, rate: '0.190000', source: 'updateExchangeRate' }])
    // CNY → CAD at 0.19 makes one CAD worth 1 / 0.19 CNY.
    expect(await sysRateOf('CAD')).toBe('5.263158')
  })

  it('refuses a stale version in updateExchangeRate and keeps the rate', async () => {
    const r = await t.call('POST', '/api/erp/baseexchangerate/updateExchangeRate', {
      token,
      body: { id: USD_JPY, version: 99, rate: '151' },
    })
    expect(r.status).toBe(409)
    const rows = await t.root.query<{ rate: string }>(
      `SELECT rate FROM erp_base_exchange_rate WHERE tenant_id = '000000' AND id = $1`,
      [USD_JPY],
    )
    expect(rows[0]?.rate).toBe('149.500000')
  })

  it('refuses a pair of one currency, and a currency that is not set up', async () => {
    const same = await t.call('POST', '/api/erp/baseexchangerate/submit', {
      token,
      body: { fromCurrency: 'USD', toCurrency: 'USD', rate: '1' },
    })
    expect(same.status).toBe(400)
    expect(same.json.data.errors[0].field).toBe('toCurrency')
    const unknown = await t.call('POST', '/api/erp/baseexchangerate/updateExchangeRate', {
      token,
      lang: 'en-US',
      body: { fromCurrency: 'CHF', toCurrency: 'CNY', rate: '8.1' },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.json.data.errors[0]).toMatchObject({ field: 'fromCurrency' })
    expect(unknown.json.msg).toContain('CHF')
    const rows = await t.root.query(`SELECT 1 FROM erp_base_exchange_rate WHERE from_currency = 'CHF'`)
    expect(rows).toHaveLength(0)
  })
})

describe('exchangeRateDetail', () => {
  it('converts an amount with the target currency digits and rounding mode', async () => {
    // JPY has no digits and rounds down: 10.01 × 149.5 = 1496.495 → 1496
    const r = await t.call('GET', '/api/erp/baseexchangerate/exchangeRateDetail', {
      token,
      query: { fromCurrency: 'USD', toCurrency: 'JPY', amount: '10.01' },
    })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data).toMatchObject({ rate: '149.500000', convertedAmount: '1496', digits: 0, roundingMode: 3 })
    expect(r.json.data.history).toHaveLength(1)
  })

  it('answers the inverted rate of the reverse pair', async () => {
    const r = await t.call('GET', '/api/erp/baseexchangerate/exchangeRateDetail', {
      token,
      query: { fromCurrency: 'CNY', toCurrency: 'EUR', amount: '1000' },
    })
    expect(r.json.code, r.text).toBe(200)
    // 1 / 7.7 = 0.12987012… → 0.129870; 1000 × 0.129870 = 129.87
    expect(r.json.data).toMatchObject({ inverse: true, rate: '0.129870', convertedAmount: '129.87' })
  })

  it('answers by id, refuses a missing pair and a request naming neither', async () => {
    const byId = await t.call('GET', '/api/erp/baseexchangerate/exchangeRateDetail', {
      token,
      query: { id: USD_JPY, historySize: '1' },
    })
    expect(byId.json.data).toMatchObject({ pairCode: 'USD/JPY' })
    const missing = await t.call('GET', '/api/erp/baseexchangerate/exchangeRateDetail', {
      token,
      query: { fromCurrency: 'GBP', toCurrency: 'JPY' },
    })
    expect(missing.status).toBe(404)
    const neither = await t.call('GET', '/api/erp/baseexchangerate/exchangeRateDetail', { token })
    expect(neither.status).toBe(400)
    const badAmount = await t.call('GET', '/api/erp/baseexchangerate/exchangeRateDetail', {
      token,
      query: { id: USD_JPY, amount: '1e5' },
    })
    expect(badAmount.status).toBe(400)
    expect(badAmount.json.data.errors[0].field).toBe('amount')
  })
})

describe('logistics providers', () => {
  it('refuses a settlement currency that is not set up', async () => {
    const r = await t.call('POST', '/api/erp/logisticsproviders/submit', {
      token,
      body: { code: 'YUN', name: 'YunExpress', type: '1', currency: 'HKD' },
    })
    expect(r.status).toBe(400)
    expect(r.json.data.errors[0].field).toBe('currency')
    const rows = await t.root.query(`SELECT 1 FROM erp_logistics_providers WHERE code = 'YUN'`)
    expect(rows).toHaveLength(0)
  })
})
