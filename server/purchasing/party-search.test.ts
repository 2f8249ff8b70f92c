import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CUSTOMER_IDS } from '../other/other.area.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { DEMO_FACTORIES } from './seed-purchasing.ts'

// Issue 30: the pickers' lookups — business parties by type and name, a declared SKU's suppliers.
let t: TestApp
let admin: string
beforeAll(async () => {
  t = await openTestApp()
  admin = (await t.signIn()).access_token
  // Another tenant's rows that match every search below: none may show.
  await t.root.query(
    `UPDATE erp_base_factory SET factory_name = '凯利电器（外租户）' WHERE tenant_id = '100001' AND id = $1`,
    [DEMO_FACTORIES.kaili],
  )
  await t.root.query(
    `UPDATE erp_base_customer SET customer_name = 'Blue Harbor Foreign' WHERE tenant_id = '100001' AND id = $1`,
    [DEMO_CUSTOMER_IDS[0]],
  )
})
afterAll(() => t.close())

const get = (path: string, query: Record<string, string>) => t.call('GET', path, { token: admin, query, lang: 'en-US' })
const SEARCH = '/api/erp/basecustomer/search'
const BY_SKU = '/api/erp/productfactory/listByDeclareSku'

describe('business party search', () => {
  it('finds enabled factories of a type by a part of the name', async () => {
    const r = await get(SEARCH, { type: '2', customerName: '凯利' })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data).toEqual([
      {
        id: DEMO_FACTORIES.kaili,
        type: '2',
        code: 'SUP-KAILI',
        name: '宁波凯利电器有限公司',
        contact: '陈凯',
        phone: '13957488001',
      },
    ])
    // The disabled supplier is not offered.
    const disabled = await get(SEARCH, { type: '2', customerName: 'Brightway' })
    expect(disabled.json.data).toEqual([])
  })

  it('finds customers as type 1, any case, and both kinds by name without a type', async () => {
    const customers = await get(SEARCH, { type: '1', customerName: 'blue harbor' })
    expect(customers.json.data.map((p: { id: string; type: string }) => [p.id, p.type])).toEqual([
      [DEMO_CUSTOMER_IDS[0], '1'],
    ])
    const all = await get(SEARCH, {})
    const names: string[] = all.json.data.map((p: { name: string }) => p.name)
    expect(names).toContain('Blue Harbor Distribution LLC')
    expect(names).toContain('永康恒达炊具厂')
    expect(names).not.toContain('Blue Harbor Foreign')
    expect(names).not.toContain('凯利电器（外租户）')
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
  })

  it('answers nothing when nothing matches, and takes % and _ as themselves', async () => {
    // The demo's one forwarder (the ships' Oceanlink) is found by its type, and no other name matches it.
    expect((await get(SEARCH, { type: '3' })).json.data.map((p: { code: string }) => p.code)).toEqual(['FWD-OCEANLINK'])
    expect((await get(SEARCH, { type: '3', customerName: 'Kaili' })).json.data).toEqual([])
    expect((await get(SEARCH, { customerName: 'no such party' })).json.data).toEqual([])
    expect((await get(SEARCH, { customerName: '%' })).json.data).toEqual([])
  })

  it('refuses a type outside the dictionary and an overlong name with a 400 naming the field', async () => {
    const type = await get(SEARCH, { type: '9' })
    expect(type.status).toBe(400)
    expect(type.json.data.errors[0].field).toBe('type')
    const name = await get(SEARCH, { customerName: 'x'.repeat(101) })
    expect(name.status).toBe(400)
    expect(name.json.data.errors[0].field).toBe('customerName')
  })
})

describe('suppliers by declared SKU', () => {
  it("answers the product's suppliers, default first, and one supplier's given factoryId", async () => {
    const r = await get(BY_SKU, { declareSku: 'demo-kettle-17l' })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data.map((row: { factoryId: string }) => row.factoryId)).toEqual([
      DEMO_FACTORIES.kaili,
      DEMO_FACTORIES.hengda,
    ])
    expect(r.json.data[0]).toMatchObject({ purchasePrice: '58.0000', currency: 'CNY', isDefault: 1 })
    const one = await get(BY_SKU, { declareSku: 'DEMO-KETTLE-17L', factoryId: DEMO_FACTORIES.hengda })
    expect(one.json.data.map((row: { factoryCode: string }) => row.factoryCode)).toEqual(['SUP-HENGDA'])
  })

  it('answers [] for a SKU nobody declared, and 400 naming declareSku when none is given', async () => {
    expect((await get(BY_SKU, { declareSku: 'NO-SUCH-SKU' })).json.data).toEqual([])
    const missing = await get(BY_SKU, {})
    expect(missing.status).toBe(400)
    expect(missing.json.data.errors[0].field).toBe('declareSku')
    const badFactory = await get(BY_SKU, { declareSku: 'DEMO-KETTLE-17L', factoryId: 'abc' })
    expect(badFactory.status).toBe(400)
    expect(badFactory.json.data.errors[0].field).toBe('factoryId')
  })

  it("never answers another tenant's declarations or suppliers", async () => {
    await t.root.query(
      `INSERT INTO erp_base_product_declare (id, tenant_id, product_id, sku, declare_name_zh, declare_name_en, declare_price, currency)
       VALUES (1000000000000093900, '100001', 1000000000000003101, 'FOREIGN-ONLY-SKU', '外', 'Foreign', '1', 'USD')`,
    )
    expect((await get(BY_SKU, { declareSku: 'FOREIGN-ONLY-SKU' })).json.data).toEqual([])
  })
})
