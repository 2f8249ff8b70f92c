import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { DEMO_PRODUCTS as D, DEMO_SHOPS } from './seed-products.ts'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())

const get = (path: string, query: Record<string, string> = {}) => t.call('GET', `/api/erp/${path}`, { token, query })
const post = (path: string, body: unknown, query: Record<string, string> = {}) =>
  t.call('POST', `/api/erp/${path}`, { token, body, query })
const stateOf = async (id: string) =>
  (
    await t.root.query<{ mappingStatus: number; reviewStatus: number; reviewRemark: string | null }>(
      `SELECT mapping_status, review_status, review_remark FROM erp_base_sale_sku WHERE id = $1 AND tenant_id = '000000'`,
      [id],
    )
  )[0]

describe('sales SKUs', () => {
  it('refuses to submit an unmapped sales SKU for review', async () => {
    const r = await post('basesalesku/submitReview', { ids: [D.saleKettle2pk] })
    expect(r.status).toBe(400)
    expect((await stateOf(D.saleKettle2pk))?.reviewStatus).toBe(0)
  })

  it('maps a sales SKU by a further system SKU, multiplying its quantity, and marks it mapped', async () => {
    const r = await post('basesaleskuassociated/addList', {
      saleSkuId: D.saleKettle2pk,
      list: [{ sysSku: 'DEMO-KETTLE-17L-2PK', quantity: 1 }],
    })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data.associations[0]).toMatchObject({ productId: D.kettle, quantity: 2 })
    expect((await stateOf(D.saleKettle2pk))?.mappingStatus).toBe(1)
    const page = await get('basesaleskuassociated/page', { saleSkuId: D.saleKettle2pk })
    expect(page.json.data.records[0]).toMatchObject({ sysSku: 'DEMO-KETTLE-17L', quantity: 2 })
  })

  it('takes a mapped sales SKU through review: submit, reject with a remark, submit, approve', async () => {
    expect((await post('basesalesku/submitReview', { ids: [D.saleKettle2pk] })).json.code).toBe(200)
    expect((await stateOf(D.saleKettle2pk))?.reviewStatus).toBe(1)
    const noRemark = await post('basesalesku/review', { ids: [D.saleKettle2pk], reviewStatus: '3' })
    expect(noRemark.status).toBe(400)
    expect(
      (await post('basesalesku/review', { ids: [D.saleKettle2pk], reviewStatus: 3, reviewRemark: 'Wrong pack' })).json
        .code,
    ).toBe(200)
    expect(await stateOf(D.saleKettle2pk)).toMatchObject({ reviewStatus: 3, reviewRemark: 'Wrong pack' })
    expect((await post('basesalesku/submitReview', { ids: D.saleKettle2pk })).json.code).toBe(200)
    const detail = await get('basesalesku/reviewDetail', { saleSkuIds: D.saleKettle2pk })
    expect(detail.json.data[0].associations[0].sysSku).toBe('DEMO-KETTLE-17L')
    expect((await post('basesalesku/review', { ids: [D.saleKettle2pk], reviewStatus: '2' })).json.code).toBe(200)
    expect((await stateOf(D.saleKettle2pk))?.reviewStatus).toBe(2)
    const twice = await post('basesalesku/review', { ids: [D.saleKettle2pk], reviewStatus: '2' })
    expect(twice.status).toBe(400)
  })

  it('sends an approved sales SKU back to not submitted when its mapping changes', async () => {
    const r = await post('basesalesku/submit', {
      id: D.saleKettle,
      associations: [{ productId: D.kettle, quantity: 2 }],
    })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data.reviewStatus).toBe(0)
    // A client cannot approve a sales SKU by saving it.
    await post('basesalesku/submit', { id: D.saleKettle, reviewStatus: '2' })
    expect((await stateOf(D.saleKettle))?.reviewStatus).toBe(0)
  })

  it('maps unmapped sales SKUs that equal a system SKU when a shop is synchronised', async () => {
    const made = await post('basesalesku/submit', { shopId: DEMO_SHOPS.amazonJp, saleSku: 'demo-lantern' })
    expect(made.json.data.mappingStatus).toBe(2)
    const r = await post('basesalesku/syncShopSaleSku', { shopId: DEMO_SHOPS.amazonJp })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data.autoMapped).toBe(1)
    const state = await stateOf(made.json.data.id)
    expect(state?.mappingStatus).toBe(1)
  })

  it('edits FBA freight and lists it', async () => {
    const r = await post('basesalesku/editFbaFreight', {
      ids: [D.saleSet, D.salePan],
      fbaFreight: '3.1',
      fbaFreightCurrency: 'USD',
    })
    expect(r.json.code, r.text).toBe(200)
    const list = await get('basesalesku/fbaFreightList', { shopId: DEMO_SHOPS.amazonJp, size: '50' })
    const pan = list.json.data.records.find((x: { id: string }) => x.id === D.salePan)
    expect(Number(pan.fbaFreight)).toBe(3.1)
  })

  it('saves UPC label files in a batch', async () => {
    const r = await post('basesalesku/batchSaveUpcUrl', [
      { id: D.salePan, upcUrl: 'https://files.example.com/upc/pan.pdf' },
    ])
    expect(r.json.code, r.text).toBe(200)
    expect((await get('basesalesku/detail', { id: D.salePan })).json.data.upcUrl).toBe(
      'https://files.example.com/upc/pan.pdf',
    )
  })

  it('offers system SKUs, shops and stock to pick from, and downloads the mapping', async () => {
    const skus = await get('basesalesku/selectSysSku', { search: 'kettle-17l' })
    expect(skus.json.data.map((s: { sysSku: string }) => s.sysSku)).toEqual(['DEMO-KETTLE-17L', 'DEMO-KETTLE-17L-2PK'])
    const shops = await get('basesalesku/selectShop')
    expect(shops.json.code).toBe(200)
    expect(shops.json.data.length).toBeGreaterThan(0)
    const stock = await get('basesalesku/selectInventory', { saleSkuId: D.salePan })
    expect(stock.json.data[0].items[0].sysSku).toBe('DEMO-PAN-28')
    for (const file of ['exportMapRelation', 'exportFile', 'importFbaFreightList', 'exportExcel']) {
      const r = await get(`basesalesku/${file}`)
      expect(r.status, file).toBe(200)
      expect(r.headers.get('content-disposition'), file).toContain('attachment')
    }
  })
})
