import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { PRICING_IDS } from './pricing-seed.ts'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())

const FREIGHT = {
  code: 'FR-TEST',
  name: 'Test freight',
  transportId: '1000000000000005112',
  country: 'US',
  currency: 'USD',
}

describe('currencies', () => {
  it('keeps one base currency: choosing a new one clears the old one and fixes its rates at 1', async () => {
    const usd = (await t.call('GET', '/api/erp/basecurrency/detail', { token, query: { id: PRICING_IDS.usd } })).json
      .data
    const r = await t.call('POST', '/api/erp/basecurrency/update', {
      token,
      body: { id: PRICING_IDS.usd, version: usd.version, isBase: 1 },
    })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data).toMatchObject({ isBase: 1, rate: '1.000000', sysRate: '1.000000' })
    const bases = await t.root.query<{ code: string }>(
      `SELECT code FROM erp_base_currency WHERE tenant_id = '000000' AND is_base = 1 AND is_deleted = 0`,
    )
    expect(bases).toEqual([{ code: 'USD' }])
    const unset = await t.call('POST', '/api/erp/basecurrency/update', {
      token,
      body: { id: PRICING_IDS.usd, isBase: 0 },
    })
    expect(unset.status).toBe(400)
    // The other tenant's base currency is untouched.
    const other = await t.root.query<{ code: string }>(
      `SELECT code FROM erp_base_currency WHERE tenant_id = '100001' AND is_base = 1`,
    )
    expect(other).toEqual([{ code: 'CNY' }])
  })

  it('refuses to remove a currency that exchange rates use, or the base currency', async () => {
    const used = await t.call('POST', '/api/erp/basecurrency/remove', {
      token,
      lang: 'en-US',
      query: { ids: PRICING_IDS.gbp },
    })
    expect(used.status).toBe(400)
    expect(used.json.msg).toContain('exchange rate')
    const base = await t.call('POST', '/api/erp/basecurrency/remove', { token, query: { ids: PRICING_IDS.usd } })
    expect(base.status).toBe(400)
    const rows = await t.root.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM erp_base_currency WHERE tenant_id = '000000' AND is_deleted = 0`,
    )
    expect(rows[0]?.n).toBe(6)
  })

  it('refuses a currency code that is not three capital letters', async () => {
    const r = await t.call('POST', '/api/erp/basecurrency/save', { token, body: { code: 'usd1', name: 'Bad' } })
    expect(r.status).toBe(400)
    expect(r.json.data.errors[0].field).toBe('code')
  })
})

describe('freight rates', () => {
  it('refuses a freight rate whose charge basis lacks its prices, naming the fields', async () => {
    const r = await t.call('POST', '/api/erp/basefreight/save', {
      token,
      lang: 'en-US',
      body: { ...FREIGHT, chargeMode: '2', firstWeight: '0', continuePrice: '1.50' },
    })
    expect(r.status).toBe(400)
    const fields = r.json.data.errors.map((e: { field: string }) => e.field)
    expect(fields).toEqual(['firstWeight', 'firstPrice', 'continueWeight', 'volumeDivisor'])
    const perPiece = await t.call('POST', '/api/erp/basefreight/save', { token, body: { ...FREIGHT, chargeMode: '4' } })
    expect(perPiece.json.data.errors.map((e: { field: string }) => e.field)).toEqual(['unitPrice'])
    const rows = await t.root.query(`SELECT 1 FROM erp_base_freight WHERE code = 'FR-TEST'`)
    expect(rows).toHaveLength(0)
  })

  it('refuses an expiry date before the effective date and a currency that is not set up', async () => {
    const dates = await t.call('POST', '/api/erp/basefreight/save', {
      token,
      body: { ...FREIGHT, chargeMode: '4', unitPrice: '3.20', effectiveDate: '2026-06-01', expiryDate: '2026-05-31' },
    })
    expect(dates.status).toBe(400)
    expect(dates.json.data.errors[0].field).toBe('expiryDate')
    const currency = await t.call('POST', '/api/erp/basefreight/save', {
      token,
      body: { ...FREIGHT, chargeMode: '4', unitPrice: '3.20', currency: 'AUD' },
    })
    expect(currency.status).toBe(400)
    expect(currency.json.data.errors[0].field).toBe('currency')
  })

  it('checks an update against the stored rate', async () => {
    const made = await t.call('POST', '/api/erp/basefreight/save', {
      token,
      body: { ...FREIGHT, chargeMode: '4', unitPrice: '3.20' },
    })
    expect(made.json.code, made.text).toBe(200)
    const toWeight = await t.call('POST', '/api/erp/basefreight/update', {
      token,
      body: { id: made.json.data.id, chargeMode: '1' },
    })
    expect(toWeight.status).toBe(400)
    const rows = await t.root.query<{ chargeMode: number }>(
      `SELECT charge_mode FROM erp_base_freight WHERE tenant_id = '000000' AND id = $1`,
      [made.json.data.id],
    )
    expect(rows[0]?.chargeMode).toBe(4)
  })

  it('disables and enables freight rates through updateStatus', async () => {
    const off = await t.call('POST', '/api/erp/basefreight/updateStatus', {
      token,
      body: { ids: '1000000000000005401,1000000000000005402', status: 2 },
    })
    expect(off.json.code, off.text).toBe(200)
    const page = await t.call('GET', '/api/erp/basefreight/page', { token, query: { status_equal: '2', size: 50 } })
    const codes = page.json.data.records.map((r: { code: string }) => r.code).sort()
    expect(codes).toEqual(['FR-FEDEX-NJ-US', 'FR-SEA-SZ-US', 'FR-UPS-LA-US'])
    const missing = await t.call('POST', '/api/erp/basefreight/updateStatus', {
      token,
      body: { ids: '1000000000000005401,1000000000000005999', status: 1 },
    })
    expect(missing.status).toBe(404)
    const rows = await t.root.query<{ status: number }>(
      `SELECT status FROM erp_base_freight WHERE tenant_id = '000000' AND id = '1000000000000005401'`,
    )
    expect(rows[0]?.status).toBe(2)
  })
})
