import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PRODUCTS } from '../products/seed-products.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { DEMO_FACTORIES } from './seed-purchasing.ts'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())

describe('suppliers', () => {
  it('renames a supplier on the product supplier rows too', async () => {
    const r = await t.call('POST', '/api/erp/basefactory/submit', {
      token,
      body: { id: DEMO_FACTORIES.hengda, factoryName: '永康恒达炊具有限公司' },
    })
    expect(r.json.code, r.text).toBe(200)
    const rows = await t.call('GET', '/api/erp/productfactory/page', {
      token,
      query: { productId: DEMO_PRODUCTS.pan },
    })
    expect(rows.json.data.records[0]).toMatchObject({ factoryName: '永康恒达炊具有限公司', factoryCode: 'SUP-HENGDA' })
  })

  it('refuses to remove a supplier products still buy from', async () => {
    const r = await t.call('POST', '/api/erp/basefactory/remove', { token, query: { ids: DEMO_FACTORIES.kaili } })
    expect(r.status).toBe(400)
    const live = await t.root.query(`SELECT 1 FROM erp_base_factory WHERE id = $1 AND is_deleted = 0`, [
      DEMO_FACTORIES.kaili,
    ])
    expect(live.length).toBeGreaterThan(0)
  })

  it('selects suppliers by name and type', async () => {
    const r = await t.call('GET', '/api/erp/basefactory/select', {
      token,
      query: { current: 1, size: 100, factoryName: '凯利', type: 2 },
    })
    expect(r.json.data.map((x: { id: string }) => x.id)).toEqual([DEMO_FACTORIES.kaili])
    const none = await t.call('GET', '/api/erp/basefactory/select', { token, query: { type: 1 } })
    expect(none.json.data).toHaveLength(0)
  })

  it('refuses a channel longer than 35 characters', async () => {
    const r = await t.call('POST', '/api/erp/basefactory/submit', {
      token,
      body: { factoryCode: 'SUP-LONG', factoryName: 'Long channel', channel: 'x'.repeat(36) },
    })
    expect(r.status).toBe(400)
    expect(r.json.data.errors[0].field).toBe('channel')
  })
})
