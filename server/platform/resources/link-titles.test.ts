import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isLinkField } from '#sync/resources/define-resource.ts'
import { findResource, resources } from '#sync/resources/index.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { linkTitles, shownFrom } from './record-store.ts'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await openTestApp()
  admin = (await t.signIn()).access_token
})
afterAll(() => t.close())

type Row = Record<string, string | null>

describe('link titles read with the row', () => {
  it('name every link field whose target has a title, once per field', () => {
    const product = findResource('erp/baseproduct')
    const keys = linkTitles(product).map((l) => l.key)
    expect(keys).toEqual(
      Object.keys(product.fields).filter((k) =>
        isLinkField(product.fields[k] ?? { type: 'text', label: product.label }),
      ),
    )
    expect(keys).toEqual(expect.arrayContaining(['categoryId', 'brandId']))
    for (const resource of resources) {
      for (const link of linkTitles(resource)) expect(['link', 'links']).toContain(resource.fields[link.key]?.type)
    }
  })

  it("come with a page's rows and a detail, as the target's title", async () => {
    const page = await t.call('GET', '/api/erp/baseproduct/page', { token: admin, query: { current: 1, size: 50 } })
    const rows = page.json.data.records as Row[]
    const linked = rows.find((r) => r.categoryId && r.brandId)
    expect(linked).toBeDefined()
    const [category] = await t.root.query<{ categoryName: string }>(
      'SELECT category_name FROM erp_base_category WHERE id = $1',
      [linked?.categoryId],
    )
    const [brand] = await t.root.query<{ brandName: string }>('SELECT brand_name FROM erp_base_brand WHERE id = $1', [
      linked?.brandId,
    ])
    expect(linked?.categoryIdLabel).toBe(category?.categoryName)
    expect(linked?.brandIdLabel).toBe(brand?.brandName)
    const detail = await t.call('GET', '/api/erp/baseproduct/detail', {
      token: admin,
      query: { id: String(linked?.id) },
    })
    expect(detail.json.data).toMatchObject({ categoryIdLabel: category?.categoryName, brandIdLabel: brand?.brandName })
    // No link, no label.
    const unlinked = rows.find((r) => !r.brandId)
    if (unlinked) expect(unlinked.brandIdLabel).toBeNull()
  })

  it("read the linked row once for its title and a computed value showing it while live (a product's category name)", async () => {
    const product = findResource('erp/baseproduct')
    const from = shownFrom(product).from
    expect(from.match(/erp_base_category/g)).toHaveLength(1)
    expect(from.match(/erp_base_brand/g)).toHaveLength(1)
    const page = await t.call('GET', '/api/erp/baseproduct/page', { token: admin, query: { current: 1, size: 50 } })
    const linked = (page.json.data.records as Row[]).find((r) => r.categoryId)
    expect(linked?.categoryName).toBe(linked?.categoryIdLabel)
    const detail = (id: string) => t.call('GET', '/api/erp/baseproduct/detail', { token: admin, query: { id } })
    // A removed category: no longer the product's category name, still the link's title.
    await t.root.query('UPDATE erp_base_category SET is_deleted = 1 WHERE id = $1', [linked?.categoryId])
    try {
      const removed = (await detail(String(linked?.id))).json.data
      expect(removed.categoryName).toBeNull()
      expect(removed.categoryIdLabel).toBe(linked?.categoryIdLabel)
    } finally {
      await t.root.query('UPDATE erp_base_category SET is_deleted = 0 WHERE id = $1', [linked?.categoryId])
    }
  })

  it('show a link to a record the viewer may not browse (the warehouse operator and third-party systems)', async () => {
    const warehouse = (await t.signIn('000000', 'warehouse', 'Warehouse123')).access_token
    const systems = await t.call('GET', '/api/erp/thirdstoresystem/select', { token: warehouse })
    expect(systems.status).toBe(403)
    const [linked] = await t.root.query<{ id: string; systemName: string }>(
      `SELECT s.id, t.system_name FROM erp_base_store s JOIN erp_third_store_system t ON t.id = s.third_store_system_id
        WHERE s.tenant_id = '000000' AND s.is_deleted = 0 LIMIT 1`,
    )
    expect(linked).toBeDefined()
    const detail = await t.call('GET', '/api/erp/basestore/detail', {
      token: warehouse,
      query: { id: String(linked?.id) },
    })
    expect(detail.status).toBe(200)
    expect(detail.json.data.thirdStoreSystemIdLabel).toBe(linked?.systemName)
  })

  it("never show another tenant's title, even for a link that points across (written behind the rules' back)", async () => {
    // The demo seeds both tenants with the same ids, so the category is one tenant 100001 lacks.
    const foreign = { id: '9100000000000000077' }
    await t.root.query(
      `INSERT INTO erp_base_category (id, tenant_id, parent_id, category_name) VALUES ($1, '000000', 0, 'Only-000000')`,
      [foreign.id],
    )
    const [product] = await t.root.query<{ id: string }>(
      `SELECT id FROM erp_base_product WHERE tenant_id = '100001' AND is_deleted = 0 LIMIT 1`,
    )
    expect(product).toBeDefined()
    await t.root.query('UPDATE erp_base_product SET category_id = $1 WHERE id = $2', [foreign.id, product?.id])
    const other = (await t.signIn('100001')).access_token
    const detail = await t.call('GET', '/api/erp/baseproduct/detail', {
      token: other,
      query: { id: String(product?.id) },
    })
    expect(detail.json.data.categoryId).toBe(foreign.id)
    expect(detail.json.data.categoryIdLabel).toBeNull()
  })
})

describe('several links in one field (a user’s roles, departments and posts)', () => {
  it('carry their titles in the order of the ids, and refuse an id that names no record', async () => {
    const roles = await t.root.query<{ id: string; roleName: string }>(
      `SELECT id, role_name FROM blade_role WHERE tenant_id = '000000' AND is_deleted = 0 ORDER BY id DESC LIMIT 2`,
    )
    const [dept] = await t.root.query<{ id: string; deptName: string }>(
      `SELECT id, dept_name FROM blade_dept WHERE tenant_id = '000000' AND is_deleted = 0 ORDER BY id LIMIT 1`,
    )
    const body = {
      account: 'two-roles',
      name: 'Two',
      realName: 'Two Roles',
      password: 'Abcdef12',
      password2: 'Abcdef12',
      roleId: roles.map((r) => r.id),
      deptId: dept?.id,
    }
    const bad = await t.call('POST', '/api/blade-user/submit', {
      token: admin,
      body: { ...body, roleId: `${roles[0]?.id},1999999999999999999` },
    })
    expect(bad.status).toBe(400)
    expect(bad.json.data.errors.map((e: { field: string }) => e.field)).toEqual(['roleId'])
    const saved = await t.call('POST', '/api/blade-user/submit', { token: admin, body })
    expect(saved.status, saved.text).toBe(200)
    const page = await t.call('GET', '/api/blade-user/page', { token: admin, query: { account: 'two-roles' } })
    const [row] = page.json.data.records as Row[]
    expect(row?.roleId).toBe(roles.map((r) => r.id).join(','))
    expect(row?.roleIdLabel).toBe(roles.map((r) => r.roleName).join(', '))
    expect(row?.deptIdLabel).toBe(dept?.deptName)
    // A filter by one of the ids finds the user.
    const byRole = await t.call('GET', '/api/blade-user/page', {
      token: admin,
      query: { roleId: String(roles[1]?.id), account: 'two-roles' },
    })
    expect((byRole.json.data.records as Row[]).map((r) => r.account)).toEqual(['two-roles'])
  })
})
