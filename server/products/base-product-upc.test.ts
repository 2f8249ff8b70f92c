import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { DEMO_PRODUCTS as D } from './seed-products.ts'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())

const post = (path: string, body: unknown, query: Record<string, string> = {}) =>
  t.call('POST', `/api/erp/baseproductupc/${path}`, { token, body, query })

describe('virtual UPCs', () => {
  it('computes the UPC with its GS1 check digit from the three codes', async () => {
    const r = await post('submit', { flagCode: '0', manufacturerCode: '12345', commodityCode: '67890' })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data.upc).toBe('012345678905')
  })

  it('refuses a UPC whose check digit is wrong', async () => {
    const r = await post('save', {
      flagCode: '0',
      manufacturerCode: '12345',
      commodityCode: '67891',
      upc: '012345678910',
    })
    expect(r.status).toBe(400)
    expect(r.json.msg).toContain('2')
  })

  it('refuses codes that do not add up to eleven digits', async () => {
    const r = await post('save', { flagCode: '0', manufacturerCode: '123456', commodityCode: '67890' })
    expect(r.status).toBe(400)
  })

  it('refuses the same UPC twice in a tenant', async () => {
    const r = await post('save', { flagCode: '0', manufacturerCode: '81234', commodityCode: '00001' })
    expect(r.status).toBe(400)
    expect(r.json.data.errors[0].field).toBe('upc')
  })

  it('issues the next free commodity codes of a manufacturer code, never reusing a removed one', async () => {
    const first = await post('createUpc', { manufacturerCode: '81234', count: 2 })
    expect(first.json.code, first.text).toBe(200)
    expect(first.json.data.map((u: { upc: string }) => u.upc)).toEqual(['081234000042', '081234000059'])
    await post('remove', undefined, { ids: first.json.data[1].id })
    const next = await post('createUpc', { manufacturerCode: '81234', productId: D.lantern })
    expect(next.json.data[0]).toMatchObject({ commodityCode: '00006', productId: D.lantern })
    const product = await t.call('GET', '/api/erp/baseproduct/detail', { token, query: { id: D.lantern } })
    expect(product.json.data.upc).toBe(next.json.data[0].upc)
    const many = await post('createUpc', { manufacturerCode: '81234', count: 2, productId: D.lantern })
    expect(many.status).toBe(400)
  })

  it('tells when a manufacturer code has no commodity codes left', async () => {
    const first = await post('createUpc', { manufacturerCode: '123456789', count: 9 })
    expect(first.json.data).toHaveLength(9)
    const r = await post('createUpc', { manufacturerCode: '123456789' })
    expect(r.status).toBe(400)
  })
})
