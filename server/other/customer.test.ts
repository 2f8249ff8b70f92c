import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../testing/test-app.ts'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await openTestApp()
  admin = (await t.signIn()).access_token
})
afterAll(() => t.close())

const customer = {
  customerCode: 'CUS-0200',
  customerName: 'Sakura Living K.K.',
  country: 'JP',
  currency: 'USD',
  creditLimit: '120000.50',
}

describe('customers', () => {
  it('takes the grade from the business dictionary customer_grade', async () => {
    const bad = await t.call('POST', '/api/erp/basecustomer/save', {
      token: admin,
      body: { ...customer, customerGrade: 'Z' },
    })
    expect(bad.status).toBe(400)
    expect(bad.json.data.errors[0].field).toBe('customerGrade')
    const good = await t.call('POST', '/api/erp/basecustomer/save', {
      token: admin,
      body: { ...customer, customerGrade: 'B' },
    })
    expect(good.json.code, good.text).toBe(200)
    const stored = await t.root.query(
      'SELECT customer_grade, credit_limit, status FROM erp_base_customer WHERE id = $1',
      [good.json.data.id],
    )
    expect(stored[0]).toEqual({ customerGrade: 'B', creditLimit: '120000.50', status: 1 })
  })

  it('refuses a repeated customer code within the tenant but not in another tenant', async () => {
    const again = await t.call('POST', '/api/erp/basecustomer/save', {
      token: admin,
      body: { ...customer, customerCode: 'CUS-0101' },
    })
    expect(again.status).toBe(400)
    expect(again.json.data.errors[0].field).toBe('customerCode')
    const other = (await t.signIn('100001')).access_token
    const elsewhere = await t.call('POST', '/api/erp/basecustomer/save', {
      token: other,
      body: { ...customer, customerCode: 'CUS-0200' },
    })
    expect(elsewhere.json.code, elsewhere.text).toBe(200)
  })

  it('stores the default status when an update clears it', async () => {
    const id = '1000000000000002101'
    const r = await t.call('POST', '/api/erp/basecustomer/update', {
      token: admin,
      body: { id, status: '', shortName: 'Maple' },
    })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data).toMatchObject({ status: 1, shortName: 'Maple' })
  })

  it('lists customers in pages with filters', async () => {
    const r = await t.call('GET', '/api/erp/basecustomer/list', {
      token: admin,
      query: { country: 'CA', current: 1, size: 30 },
    })
    expect(r.json.data.records.map((c: { customerCode: string }) => c.customerCode)).toEqual(['CUS-0102'])
  })
})
