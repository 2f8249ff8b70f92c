import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { ACCESS_IDS } from './access.ts'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await openTestApp()
  admin = (await t.signIn()).access_token
})
afterAll(() => t.close())

type Node = { id: string; code?: string; title: string; children: Node[] }
const codes = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.code ?? '', ...codes(n.children)])
const menuId = async (code: string) =>
  ((await t.root.query<{ id: string }>('SELECT id FROM blade_menu WHERE code = $1', [code]))[0]?.id ?? '') as string

describe('roles and grants', () => {
  it('gives the warehouse operator 403 on a system call the administrator can make', async () => {
    const operator = (await t.signIn('000000', 'warehouse', 'Warehouse123')).access_token
    expect((await t.call('GET', '/api/blade-system/role/list', { token: admin })).status).toBe(200)
    const denied = await t.call('GET', '/api/blade-system/role/list', { token: operator })
    expect(denied.status).toBe(403)
    expect((await t.call('GET', '/api/blade-user/page', { token: operator })).status).toBe(403)
    const routes = (await t.call('GET', '/api/blade-system/menu/routes', { token: operator })).json.data as Node[]
    expect(codes(routes)).toContain('desk')
    expect(codes(routes)).not.toContain('folder_system')
    const buttons = codes((await t.call('GET', '/api/blade-system/menu/buttons', { token: operator })).json.data)
    expect(buttons).toContain('notice_view')
    expect(buttons).not.toContain('notice_add')
  })

  it('lets the finance clerk read products but neither change nor remove them', async () => {
    const finance = (await t.signIn('000000', 'finance', 'Finance123')).access_token
    const page = await t.call('GET', '/api/erp/baseproduct/page', { token: finance })
    expect(page.status).toBe(200)
    expect(page.json.data.total).toBeGreaterThan(0)
    expect((await t.call('GET', '/api/erp/basebrand/page', { token: finance })).status).toBe(200)
    const buttons = codes((await t.call('GET', '/api/blade-system/menu/buttons', { token: finance })).json.data)
    expect(buttons).toContain('baseproduct_view')
    expect(buttons.filter((c) => c.startsWith('baseproduct_') && c !== 'baseproduct_view')).toEqual([])
    const id = page.json.data.records[0].id
    const removed = await t.call('POST', '/api/erp/baseproduct/remove', { token: finance, query: { ids: id } })
    expect(removed.status).toBe(403)
    const still = await t.call('GET', '/api/erp/baseproduct/detail', { token: admin, query: { id } })
    expect(still.json.data.id).toBe(id)
  })

  it('replaces the grants of a role, which the role holders then hold', async () => {
    const ids = await Promise.all(['desk', 'notice', 'notice_view', 'notice_add'].map(menuId))
    const r = await t.call('POST', '/api/blade-system/role/grant', {
      token: admin,
      body: {
        roleIds: [ACCESS_IDS.financeRole],
        menuIds: ids,
        dataScopeIds: [ACCESS_IDS.ownNoticesScope],
        apiScopeIds: [ACCESS_IDS.noticeApiScope],
      },
    })
    expect(r.json.data, r.text).toEqual({ roles: 1, menus: 4, dataScopes: 1, apiScopes: 1 })
    const keys = await t.call('GET', '/api/blade-system/menu/role-tree-keys', {
      token: admin,
      query: { roleIds: ACCESS_IDS.financeRole },
    })
    expect(keys.json.data).toEqual({
      menu: [...ids].sort(),
      dataScope: [ACCESS_IDS.ownNoticesScope],
      apiScope: [ACCESS_IDS.noticeApiScope],
    })
    const finance = (await t.signIn('000000', 'finance', 'Finance123')).access_token
    const made = await t.call('POST', '/api/blade-desk/notice/save', {
      token: finance,
      body: { title: '对账提醒', category: '1' },
    })
    expect(made.json.code, made.text).toBe(200)
    // The data scope "own notices only" now narrows the finance clerk's notice list.
    const list = await t.call('GET', '/api/blade-desk/notice/list', { token: finance, query: { size: 100 } })
    expect(list.json.data.records.map((n: { title: string }) => n.title)).toEqual(['对账提醒'])
  })

  it('refuses granting menus the caller does not hold', async () => {
    await t.root.query(
      `INSERT INTO blade_role_menu (id, tenant_id, role_id, menu_id)
       SELECT 1000000000000001950 + row_number() OVER (), '000000', $1, id FROM blade_menu
        WHERE code IN ('folder_system', 'role', 'role_view', 'role_edit') ON CONFLICT DO NOTHING`,
      [ACCESS_IDS.warehouseRole],
    )
    const operator = (await t.signIn('000000', 'warehouse', 'Warehouse123')).access_token
    const r = await t.call('POST', '/api/blade-system/role/grant', {
      token: operator,
      body: { roleIds: [ACCESS_IDS.warehouseRole], menuIds: [await menuId('user_delete')] },
    })
    expect(r.status).toBe(403)
    const tree = (await t.call('GET', '/api/blade-system/menu/grant-tree', { token: operator })).json.data
    expect(codes(tree.menu)).not.toContain('user_delete')
    expect(codes(tree.menu)).toContain('role_edit')
    expect(tree.dataScope[0].children[0]).toMatchObject({
      id: ACCESS_IDS.ownNoticesScope,
      key: ACCESS_IDS.ownNoticesScope,
    })
    const held = await t.root.query(
      `SELECT 1 FROM blade_role_menu rm JOIN blade_menu m ON m.id = rm.menu_id WHERE rm.role_id = $1 AND m.code = 'role_edit'`,
      [ACCESS_IDS.warehouseRole],
    )
    expect(held).toHaveLength(1)
  })

  it('refuses removing a role users hold, and the administrator role', async () => {
    const held = await t.call('POST', '/api/blade-system/role/remove', {
      token: admin,
      query: { ids: ACCESS_IDS.warehouseRole },
    })
    expect(held.status).toBe(400)
    const [adminRole] = await t.root.query<{ id: string; version: number }>(
      "SELECT id, version FROM blade_role WHERE tenant_id = '000000' AND role_alias = 'administrator'",
    )
    expect(
      (await t.call('POST', '/api/blade-system/role/remove', { token: admin, query: { ids: adminRole?.id ?? '' } }))
        .status,
    ).toBe(400)
    const rename = await t.call('POST', '/api/blade-system/role/submit', {
      token: admin,
      body: { id: adminRole?.id, roleAlias: 'boss' },
    })
    expect(rename.status).toBe(400)
    expect(
      await t.root.query("SELECT 1 FROM blade_role WHERE id = $1 AND tenant_id = '000000' AND is_deleted = 0", [
        ACCESS_IDS.warehouseRole,
      ]),
    ).toHaveLength(1)
  })

  it('answers the role tree as BladeX tree nodes', async () => {
    const child = await t.call('POST', '/api/blade-system/role/submit', {
      token: admin,
      body: { parentId: ACCESS_IDS.warehouseRole, roleName: '拣货员', roleAlias: 'picker' },
    })
    expect(child.json.code, child.text).toBe(200)
    const tree = (await t.call('GET', '/api/blade-system/role/tree', { token: admin, query: { tenantId: '000000' } }))
      .json.data as Node[]
    const parent = tree.find((n) => n.id === ACCESS_IDS.warehouseRole)
    expect(parent).toMatchObject({
      title: '仓库操作员',
      key: ACCESS_IDS.warehouseRole,
      value: ACCESS_IDS.warehouseRole,
    })
    expect(parent?.children.map((n) => n.title)).toEqual(['拣货员'])
  })
})
