import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_FACTORIES } from '../purchasing/seed-purchasing.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { DEMO_PRODUCTS as D } from './seed-products.ts'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())

const get = (path: string, query: Record<string, string | number> = {}) =>
  t.call('GET', `/api/erp/${path}`, { token, query })
const post = (path: string, body: unknown, query: Record<string, string | number> = {}) =>
  t.call('POST', `/api/erp/${path}`, { token, body, query })

describe('products', () => {
  it('records each unit price change in the price history', async () => {
    const before = await get('baseproduct/detail', { id: D.lantern })
    const r = await post('baseproduct/update', { id: D.lantern, version: before.json.data.version, unitPrice: '36.5' })
    expect(r.json.code, r.text).toBe(200)
    const his = await get('baseproduct/priceHisList', { productId: D.lantern })
    expect(his.json.data[0]).toMatchObject({ priceType: 1 })
    expect(Number(his.json.data[0].oldPrice)).toBe(35)
    expect(Number(his.json.data[0].newPrice)).toBe(36.5)
    // Saving without a price change adds nothing.
    await post('baseproduct/update', { id: D.lantern, remark: 'no price change' })
    expect((await get('baseproduct/priceHisList', { productId: D.lantern })).json.data).toHaveLength(
      his.json.data.length,
    )
  })

  it('changes a declared price through priceHisSave and lists it by declareId', async () => {
    const r = await post('baseproduct/priceHisSave', { declareId: D.declarePan, price: '8.4', remark: 'New invoice' })
    expect(r.json.code, r.text).toBe(200)
    const list = await get('baseproduct/priceHisList', { declareId: D.declarePan })
    expect(list.json.data[0]).toMatchObject({ remark: 'New invoice', priceType: 2 })
    expect(Number(list.json.data[0].newPrice)).toBe(8.4)
    const rows = await t.root.query<{ declarePrice: string }>(
      `SELECT declare_price FROM erp_base_product_declare WHERE id = $1 AND tenant_id = '000000'`,
      [D.declarePan],
    )
    expect(Number(rows[0]?.declarePrice)).toBe(8.4)
    const same = await post('baseproduct/priceHisSave', { declareId: D.declarePan, price: '8.4' })
    expect(same.status).toBe(400)
  })

  it('refuses parts on an individual product', async () => {
    const r = await post('baseproduct/associateParts', { productId: D.pan, parts: [{ partId: D.filter, quantity: 1 }] })
    expect(r.status).toBe(400)
    expect(r.json.msg).toContain('组合')
  })

  it('replaces the parts of a combination and refuses itself or another combination as a part', async () => {
    const r = await post('baseproduct/associateParts', {
      productId: D.kettleSet,
      parts: [
        { partId: D.kettle, quantity: 1 },
        { partId: D.filter, quantity: 3 },
      ],
    })
    expect(r.json.code, r.text).toBe(200)
    const parts = await get('baseproduct/productPartList', { productId: D.kettleSet })
    expect(parts.json.data.map((p: { sysSku: string; quantity: number }) => `${p.sysSku}*${p.quantity}`)).toEqual([
      'DEMO-KETTLE-17L*1',
      'DEMO-KETTLE-FILTER*3',
    ])
    const self = await post('baseproduct/associateParts', {
      productId: D.kettleSet,
      parts: [{ partId: D.kettleSet, quantity: 1 }],
    })
    expect(self.status).toBe(400)
    const bundle = await post('baseproduct/submit', {
      sysSku: 'DEMO-BUNDLE-2',
      name: 'Kettle set and pan',
      productType: '2',
      parts: [{ partId: D.kettleSet, quantity: 1 }],
    })
    expect(bundle.status).toBe(400)
    expect(bundle.json.msg).toContain('DEMO-KETTLE-SET')
  })

  it('refuses a system SKU that is already a further system SKU of another product, whatever the case', async () => {
    const r = await post('baseproduct/submit', { sysSku: 'demo-kettle-17l-2pk', name: 'Clash' })
    expect(r.status).toBe(400)
    expect(r.json.data.errors[0].field).toBe('sysSku')
  })

  it('replaces a product supplier list with addList and finds it by declared SKU', async () => {
    const r = await post('productfactory/addList', {
      productId: D.pan,
      list: [
        { factoryId: DEMO_FACTORIES.kaili, purchasePrice: '35.5', currency: 'CNY', leadTime: 12 },
        { factoryId: DEMO_FACTORIES.hengda, purchasePrice: '36', currency: 'CNY', leadTime: 25, isDefault: 1 },
      ],
    })
    expect(r.json.code, r.text).toBe(200)
    const found = await get('productfactory/listByDeclareSku', { sku: 'DEMO-PAN-28' })
    expect(found.json.data).toHaveLength(2)
    expect(found.json.data[0]).toMatchObject({
      factoryId: DEMO_FACTORIES.hengda,
      isDefault: 1,
      factoryCode: 'SUP-HENGDA',
    })
    const disabled = await post('productfactory/addList', {
      productId: D.pan,
      list: [{ factoryId: DEMO_FACTORIES.brightway, purchasePrice: '30', currency: 'CNY' }],
    })
    expect(disabled.status).toBe(400)
    const twoDefaults = await post('productfactory/addList', {
      productId: D.pan,
      list: [
        { factoryId: DEMO_FACTORIES.kaili, purchasePrice: '35', currency: 'CNY', isDefault: 1 },
        { factoryId: DEMO_FACTORIES.hengda, purchasePrice: '36', currency: 'CNY', isDefault: 1 },
      ],
    })
    expect(twoDefaults.status).toBe(400)
    const rows = await t.root.query(
      `SELECT 1 FROM erp_product_factory WHERE product_id = $1 AND is_deleted = 0 AND tenant_id = '000000'`,
      [D.pan],
    )
    expect(rows).toHaveLength(2)
  })

  it('replaces the supplier lists of several products at once with batchSave, rows grouped by product', async () => {
    const r = await post('productfactory/batchSave', [
      { productId: D.pan, factoryId: DEMO_FACTORIES.kaili, purchasePrice: '34', currency: 'CNY', isDefault: 1 },
      { productId: D.lantern, factoryId: DEMO_FACTORIES.hengda, purchasePrice: '21.5', currency: 'CNY' },
      { productId: D.lantern, factoryId: DEMO_FACTORIES.kaili, purchasePrice: '22', currency: 'CNY' },
    ])
    expect(r.json.code, r.text).toBe(200)
    const byProduct = (id: string) => r.json.data.filter((row: { productId: string }) => row.productId === id)
    expect(byProduct(D.pan)).toEqual([expect.objectContaining({ factoryId: DEMO_FACTORIES.kaili, isDefault: 1 })])
    expect(Number(byProduct(D.pan)[0].purchasePrice)).toBe(34)
    expect(byProduct(D.lantern)).toHaveLength(2)
  })

  it('removes a product with its children and restores them together', async () => {
    const made = await post('baseproduct/submit', {
      sysSku: 'DEMO-RESTORE-1',
      name: 'Restorable',
      declares: [{ country: 'US', declareNameZh: '测试', declareNameEn: 'Test', declarePrice: '3', currency: 'USD' }],
      factories: [{ factoryId: DEMO_FACTORIES.kaili, purchasePrice: '2', currency: 'CNY' }],
    })
    expect(made.json.code, made.text).toBe(200)
    const id = made.json.data.id as string
    expect(made.json.data.declares[0].sku).toBe('DEMO-RESTORE-1')
    expect(made.json.data.factories[0]).toMatchObject({ isDefault: 1, factoryName: '宁波凯利电器有限公司' })
    expect((await post('baseproduct/remove', undefined, { ids: id })).json.code).toBe(200)
    expect((await get('baseproduct/detail', { id })).status).toBe(404)
    const restored = await post('baseproduct/restores', { ids: [id] })
    expect(restored.json.code, restored.text).toBe(200)
    const detail = await get('baseproduct/detail', { id })
    expect(detail.json.data.declares).toHaveLength(1)
    expect(detail.json.data.factories).toHaveLength(1)
    // Restore is the declared action: its history row names it; a live product is refused by name.
    const history = await t.root.query<{ action: string; fromStatus: string; toStatus: string }>(
      `SELECT action, from_status, to_status FROM blade_record_history WHERE record_id = $1`,
      [id],
    )
    expect(history).toEqual([{ action: 'restore', fromStatus: '1', toStatus: '0' }])
    const again = await post('baseproduct/restores', { ids: [id] })
    expect(again.status).toBe(400)
    // Named by its SKU, not its id.
    expect(again.json.msg).toContain('DEMO-RESTORE-1')
    expect(again.json.msg).not.toContain(id)
  })

  it('drops, in the restore itself, the links to a category and a brand removed while the product was', async () => {
    const category = await post('basecategory/submit', { categoryName: 'Gone meanwhile' })
    const brand = await post('basebrand/save', { brandName: 'Gone meanwhile' })
    expect(category.json.code, category.text).toBe(200)
    expect(brand.json.code, brand.text).toBe(200)
    const made = await post('baseproduct/submit', {
      sysSku: 'DEMO-RESTORE-2',
      name: 'Restorable without masters',
      categoryId: category.json.data.id,
      brandId: brand.json.data.id,
    })
    expect(made.json.code, made.text).toBe(200)
    const id = made.json.data.id as string
    expect((await post('baseproduct/remove', undefined, { ids: id })).json.code).toBe(200)
    expect((await post('basecategory/remove', undefined, { ids: category.json.data.id })).json.code).toBe(200)
    expect((await post('basebrand/remove', undefined, { ids: brand.json.data.id })).json.code).toBe(200)
    const restored = await post('baseproduct/restores', { ids: [id] })
    expect(restored.json.code, restored.text).toBe(200)
    const detail = await get('baseproduct/detail', { id })
    expect(detail.json.data).toMatchObject({ categoryId: null, brandId: null })
    // One write: the remove's version bump and the restore's, nothing besides.
    expect(detail.json.data.version).toBe(made.json.data.version + 2)
  })

  it('refuses to remove a product another combination uses as a part', async () => {
    const r = await post('baseproduct/remove', undefined, { ids: D.filter })
    expect(r.status).toBe(400)
  })

  it('sets fields on many products at once and saves a grid all or nothing', async () => {
    const r = await post('baseproduct/batchUpdateProduct', { ids: `${D.pan},${D.lantern}`, brandId: D.brandTrailGlow })
    expect(r.json.code, r.text).toBe(200)
    const brands = await t.root.query<{ brandId: string }>(
      `SELECT brand_id FROM erp_base_product WHERE id = ANY($1::bigint[]) AND tenant_id = '000000'`,
      [[D.pan, D.lantern]],
    )
    expect(brands.map((b) => b.brandId)).toEqual([D.brandTrailGlow, D.brandTrailGlow])
    const bad = await post('baseproduct/theBatchEditor', {
      list: [
        { id: D.pan, color: 'Black' },
        { id: D.lantern, tariff: '500' },
      ],
    })
    expect(bad.status).toBe(400)
    expect(bad.json.data.errors[0].field).toBe('list.1.tariff')
    const good = await post('baseproduct/theBatchEditor', [
      { id: D.pan, color: 'Black' },
      { id: D.lantern, color: 'Green' },
    ])
    expect(good.json.code, good.text).toBe(200)
    const colors = await t.root.query<{ color: string }>(
      `SELECT color FROM erp_base_product WHERE id = ANY($1::bigint[]) AND tenant_id = '000000' ORDER BY id`,
      [[D.pan, D.lantern]],
    )
    expect(colors.map((c) => c.color)).toEqual(['Black', 'Green'])
  })

  it('queues shop listings and warehouse pushes, and re-queues products changed since', async () => {
    const shops = await post('baseproduct/productShop', { productIds: [D.lantern], shopIds: ['1000000000000004101'] })
    expect(shops.json.code, shops.text).toBe(200)
    expect(shops.json.data).toHaveLength(1)
    const detail = await get('baseproduct/detail', { id: D.lantern })
    expect(detail.json.data.shopIds).toEqual(['1000000000000004101'])
    const push = await post('baseproduct/pushProductToStore', { ids: [D.lantern], storeIds: ['1000000000000004202'] })
    expect(push.json.data.queued).toBe(1)
    await t.root.query(`UPDATE erp_base_product_push SET push_status = 2 WHERE product_id = $1`, [D.lantern])
    expect((await get('baseproduct/synchronous', { ids: D.lantern })).json.data.queued).toBe(0)
    await post('baseproduct/update', { id: D.lantern, remark: 'changed after the push' })
    expect((await get('baseproduct/synchronous', { ids: D.lantern })).json.data.queued).toBe(2)
    const states = await t.root.query<{ pushStatus: number }>(
      `SELECT push_status FROM erp_base_product_push WHERE product_id = $1 AND is_deleted = 0`,
      [D.lantern],
    )
    expect(states.every((s) => s.pushStatus === 1)).toBe(true)
  })

  it('answers the names of its category and brand, its UPC and listings with each product, in pages as in details', async () => {
    const detail = (await get('baseproduct/detail', { id: D.lantern })).json.data
    const names = await t.root.query<{ categoryName: string; brandName: string }>(
      `SELECT c.category_name, b.brand_name FROM erp_base_product p
         JOIN erp_base_category c ON c.id = p.category_id AND c.tenant_id = p.tenant_id
         JOIN erp_base_brand b ON b.id = p.brand_id AND b.tenant_id = p.tenant_id
        WHERE p.id = $1 AND p.tenant_id = '000000'`,
      [D.lantern],
    )
    expect(names).toHaveLength(1)
    expect(detail).toMatchObject(names[0] ?? {})
    const page = await get('baseproduct/page', { sysSku_in: detail.sysSku })
    const row = page.json.data.records[0]
    for (const key of ['categoryName', 'brandName', 'upc', 'shopIds', 'storeIds']) expect(row[key]).toEqual(detail[key])
    expect(Array.isArray(row.storeIds)).toBe(true)
  })

  it('finds shared declarations by SKU and exports declarations as xlsx', async () => {
    const found = await get('baseProductDeclare/searchPublicDeclare', { sku: 'demo-kettle' })
    expect(found.json.data.map((d: { country: string }) => d.country)).toEqual(['US'])
    const file = await get('baseproduct/exportDeclareInfo', { sysSku: 'DEMO-KETTLE-17L' })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toContain('spreadsheetml')
  })
})
