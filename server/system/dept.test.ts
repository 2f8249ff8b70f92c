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

const ancestorsOf = async (id: string) =>
  (await t.root.query<{ ancestors: string }>('SELECT ancestors FROM blade_dept WHERE id = $1', [id]))[0]?.ancestors

describe('departments, posts and scopes', () => {
  it('keeps the ancestors of departments, also below one that moves', async () => {
    const [root] = await t.root.query<{ id: string }>(
      "SELECT id FROM blade_dept WHERE tenant_id = '000000' AND parent_id = 0",
    )
    const a = (
      await t.call('POST', '/api/blade-system/dept/submit', {
        token: admin,
        body: { parentId: ACCESS_IDS.serviceDept, deptName: '售后组' },
      })
    ).json.data
    const b = (
      await t.call('POST', '/api/blade-system/dept/submit', {
        token: admin,
        body: { parentId: a.id, deptName: '退货小组' },
      })
    ).json.data
    expect(a.deptCategory).toBe(2)
    expect(await ancestorsOf(b.id)).toBe(`0,${root?.id},${ACCESS_IDS.serviceDept},${a.id}`)
    const moved = await t.call('POST', '/api/blade-system/dept/submit', {
      token: admin,
      body: { id: a.id, parentId: '0' },
    })
    expect(moved.json.code, moved.text).toBe(200)
    expect(await ancestorsOf(a.id)).toBe('0')
    expect(await ancestorsOf(b.id)).toBe(`0,${a.id}`)
    const cycle = await t.call('POST', '/api/blade-system/dept/submit', {
      token: admin,
      body: { id: a.id, parentId: b.id },
    })
    expect(cycle.status).toBe(400)
    const lazy = await t.call('GET', '/api/blade-system/dept/lazy-tree', { token: admin, query: { parentId: a.id } })
    expect(lazy.json.data).toMatchObject([{ id: b.id, title: '退货小组', hasChildren: false }])
    const lazyList = await t.call('GET', '/api/blade-system/dept/lazy-list', { token: admin, query: { parentId: '0' } })
    expect(lazyList.json.data.find((d: { id: string }) => d.id === a.id)).toMatchObject({ hasChildren: true })
  })

  it('refuses removing a department or a post users still belong to', async () => {
    const user = await t.call('POST', '/api/blade-user/submit', {
      token: admin,
      body: {
        account: 'cs01',
        password: 'Service123',
        name: '小客',
        realName: '客服一号',
        roleId: ACCESS_IDS.warehouseRole,
        deptId: ACCESS_IDS.serviceDept,
        postId: ACCESS_IDS.servicePost,
      },
    })
    expect(user.json.code, user.text).toBe(200)
    const dept = await t.call('POST', '/api/blade-system/dept/remove', {
      token: admin,
      query: { ids: ACCESS_IDS.serviceDept },
    })
    expect(dept.status).toBe(400)
    const post = await t.call('POST', '/api/blade-system/post/remove', {
      token: admin,
      query: { ids: ACCESS_IDS.servicePost },
    })
    expect(post.status).toBe(400)
    expect(
      await t.root.query("SELECT 1 FROM blade_post WHERE id = $1 AND tenant_id = '000000' AND is_deleted = 0", [
        ACCESS_IDS.servicePost,
      ]),
    ).toHaveLength(1)
    const select = await t.call('GET', '/api/blade-system/post/select', { token: admin })
    expect(select.json.data.find((p: { value: string }) => p.value === ACCESS_IDS.servicePost)).toMatchObject({
      label: '客服专员',
    })
  })

  it('refuses a data scope for an unknown resource, and a custom rule without departments', async () => {
    const unknown = await t.call('POST', '/api/blade-system/data-scope/submit', {
      token: admin,
      body: { resourceCode: 'nothing_view', scopeName: '无', scopeType: '2' },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.json.data.errors[0].field).toBe('resourceCode')
    const custom = await t.call('POST', '/api/blade-system/data-scope/submit', {
      token: admin,
      body: { resourceCode: 'notice_view', scopeName: '指定部门', scopeType: '5' },
    })
    expect(custom.status).toBe(400)
    const api = await t.call('POST', '/api/blade-system/api-scope/submit', {
      token: admin,
      body: { resourceCode: 'no_such_button', scopeName: '无' },
    })
    expect(api.status).toBe(400)
    expect(await t.root.query("SELECT 1 FROM blade_scope_data WHERE scope_name IN ('无', '指定部门')")).toHaveLength(0)
  })

  it('takes a removed API scope away from the roles that held it', async () => {
    const granted = await t.call('POST', '/api/blade-system/role/grant', {
      token: admin,
      body: { roleIds: [ACCESS_IDS.warehouseRole], apiScopeIds: [ACCESS_IDS.noticeApiScope] },
    })
    expect(granted.json.code, granted.text).toBe(200)
    const operator = (await t.signIn('000000', 'warehouse', 'Warehouse123')).access_token
    expect((await t.call('GET', '/api/blade-desk/notice/list', { token: operator })).status).toBe(200)
    await t.call('POST', '/api/blade-system/api-scope/remove', {
      token: admin,
      query: { ids: ACCESS_IDS.noticeApiScope },
    })
    expect(
      await t.root.query('SELECT 1 FROM blade_role_scope WHERE scope_id = $1', [ACCESS_IDS.noticeApiScope]),
    ).toHaveLength(0)
    // The grant no longer lists notices: the role lost both its menus (replaced above) and the API scope.
    expect((await t.call('GET', '/api/blade-desk/notice/list', { token: operator })).status).toBe(403)
  })
})
