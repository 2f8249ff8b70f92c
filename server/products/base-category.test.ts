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

const call = (method: 'GET' | 'POST', path: string, o: { query?: Record<string, string>; body?: unknown } = {}) =>
  t.call(method, `/api/erp/basecategory/${path}`, { token, ...o })

describe('categories', () => {
  it('refuses two sibling categories with the same name, whatever the case', async () => {
    const r = await call('POST', 'submit', { body: { parentId: D.categoryHome, categoryName: '锅具' } })
    expect(r.status).toBe(400)
    expect(r.json.data.errors[0].field).toBe('categoryName')
    const outdoor = await call('POST', 'submit', { body: { parentId: D.categoryAppliances, categoryName: 'Kettles ' } })
    expect(outdoor.json.code, outdoor.text).toBe(200)
    const again = await call('POST', 'submit', { body: { parentId: D.categoryAppliances, categoryName: 'kettles' } })
    expect(again.status).toBe(400)
    // The same name under another parent is fine.
    const elsewhere = await call('POST', 'submit', { body: { parentId: D.categoryOutdoor, categoryName: 'Kettles' } })
    expect(elsewhere.json.code, elsewhere.text).toBe(200)
  })

  it('answers the category tree', async () => {
    const r = await call('GET', 'category')
    const home = r.json.data.find((n: { id: string }) => n.id === D.categoryHome)
    expect(home.children.map((n: { id: string }) => n.id)).toEqual([D.categoryAppliances, D.categoryCookware])
  })

  it('finds categories by name with their full path', async () => {
    const r = await call('GET', 'categorySearch', { query: { categoryName: '电热' } })
    expect(r.json.data).toHaveLength(1)
    expect(r.json.data[0].fullName).toBe('家居厨房 / 厨房电器 / 电热水壶')
  })

  it('moves a category to a new parent and position and renumbers its siblings', async () => {
    const r = await call('POST', 'slither', {
      body: { id: D.categoryCookware, parentId: D.categoryOutdoor, sort: 1 },
    })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data).toMatchObject({ parentId: D.categoryOutdoor, sort: 1 })
    const rows = await t.root.query<{ id: string; sort: number }>(
      `SELECT id, sort FROM erp_base_category WHERE parent_id = $1 AND is_deleted = 0 AND tenant_id = '000000' ORDER BY sort`,
      [D.categoryOutdoor],
    )
    expect(rows[0]?.id).toBe(D.categoryCookware)
    expect(rows.map((x) => x.sort)).toEqual(rows.map((_, i) => i + 1))
  })

  it('refuses to move a category below itself', async () => {
    const r = await call('POST', 'slither', { body: { id: D.categoryHome, parentId: D.categoryKettles } })
    expect(r.status).toBe(400)
    const row = await t.root.query<{ parentId: string }>(
      `SELECT parent_id FROM erp_base_category WHERE id = $1 AND tenant_id = '000000'`,
      [D.categoryHome],
    )
    expect(row[0]?.parentId).toBe('0')
  })

  it('refuses to remove a category that has sub-categories or products', async () => {
    expect((await call('POST', 'remove', { query: { ids: D.categoryAppliances } })).status).toBe(400)
    expect((await call('POST', 'remove', { query: { ids: D.categoryKettles } })).status).toBe(400)
  })
})
