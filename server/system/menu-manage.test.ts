import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menus } from '#sync/menus/index.ts'
import { syncMenus } from '../platform/seed/sync-platform.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'

let t: TestApp
let admin: string
let other: string
beforeAll(async () => {
  t = await openTestApp()
  admin = (await t.signIn()).access_token
  other = (await t.signIn('100001')).access_token
})
afterAll(() => t.close())

type Node = { id: string; code: string; title: string; hasChildren: boolean; children: Node[] }
const link = {
  code: 'help_link',
  name: '帮助中心',
  nameEn: 'Help',
  path: 'https://help.example.com',
  category: 1,
  sort: 99,
}

describe('menu management', () => {
  it('creates a custom entry that administrators of every tenant hold and that survives the menu sync', async () => {
    const made = await t.call('POST', '/api/blade-system/menu/submit', { token: admin, body: link })
    expect(made.json.code, made.text).toBe(200)
    expect(made.json.data).toMatchObject({ code: 'help_link', area: 'custom', nameEn: 'Help', nameJa: '帮助中心' })
    await t.root.begin((tx) => syncMenus(tx, menus))
    const routes = (await t.call('GET', '/api/blade-system/menu/routes', { token: other, lang: 'en-US' })).json
      .data as Node[]
    expect(routes.map((n) => n.code)).toContain('help_link')
    const detail = await t.call('GET', '/api/blade-system/menu/detail', {
      token: admin,
      query: { id: made.json.data.id },
    })
    expect(detail.json.data.isDeleted).toBe(0)
  })

  it('lets only the platform tenant change menus', async () => {
    const r = await t.call('POST', '/api/blade-system/menu/submit', { token: other, body: { ...link, code: 'x_link' } })
    expect(r.status).toBe(403)
    expect(await t.root.query("SELECT 1 FROM blade_menu WHERE code = 'x_link'")).toHaveLength(0)
    expect((await t.call('GET', '/api/blade-system/menu/tree', { token: other })).status).toBe(200)
  })

  it('refuses changing or removing entries that come from code', async () => {
    const [desk] = await t.root.query<{ id: string }>("SELECT id FROM blade_menu WHERE code = 'desk'")
    expect(
      (await t.call('POST', '/api/blade-system/menu/remove', { token: admin, query: { ids: desk?.id ?? '' } })).status,
    ).toBe(400)
    const rename = await t.call('POST', '/api/blade-system/menu/submit', {
      token: admin,
      body: { id: desk?.id, name: '首页' },
    })
    expect(rename.status).toBe(400)
    expect(
      await t.root.query("SELECT 1 FROM blade_menu WHERE code = 'desk' AND name = '工作台' AND is_deleted = 0"),
    ).toHaveLength(1)
  })

  it('removes a custom entry with its grants, and a second one may take its code again', async () => {
    const [entry] = await t.root.query<{ id: string }>("SELECT id FROM blade_menu WHERE code = 'help_link'")
    const r = await t.call('POST', '/api/blade-system/menu/remove', { token: admin, query: { ids: entry?.id ?? '' } })
    expect(r.json.code, r.text).toBe(200)
    expect(await t.root.query('SELECT 1 FROM blade_role_menu WHERE menu_id = $1', [entry?.id])).toHaveLength(0)
    const again = await t.call('POST', '/api/blade-system/menu/submit', { token: admin, body: link })
    expect(again.json.data.id).toBe(entry?.id)
  })

  it('answers lazy lists and trees with the BladeX node shape, in the caller language', async () => {
    const top = (await t.call('GET', '/api/blade-system/menu/lazy-list', { token: admin, lang: 'en-US' })).json
      .data as Node[]
    const desk = top.find((n) => n.code === 'desk')
    expect(desk).toMatchObject({ title: 'Desk', parentId: '0', hasChildren: true, key: desk?.id, value: desk?.id })
    const under = (
      await t.call('GET', '/api/blade-system/menu/lazy-list', { token: admin, query: { parentId: desk?.id ?? '' } })
    ).json.data as Node[]
    expect(under.map((n) => n.code)).toEqual(['notice'])
    const notice = under[0] as Node
    const buttons = (
      await t.call('GET', '/api/blade-system/menu/lazy-list', { token: admin, query: { parentId: notice.id } })
    ).json.data as Node[]
    expect(buttons.map((n) => n.code)).toContain('notice_add')
    const menusOnly = (
      await t.call('GET', '/api/blade-system/menu/lazy-menu-list', { token: admin, query: { parentId: notice.id } })
    ).json.data
    expect(menusOnly).toEqual([])
    const deskMenus = (
      await t.call('GET', '/api/blade-system/menu/lazy-menu-list', {
        token: admin,
        query: { parentId: desk?.id ?? '' },
      })
    ).json.data as Node[]
    expect(deskMenus.map((n) => [n.code, n.hasChildren])).toEqual([['notice', false]])
    const tree = (await t.call('GET', '/api/blade-system/menu/tree', { token: admin })).json.data as Node[]
    expect(tree.find((n) => n.code === 'desk')?.children.map((n) => n.code)).toEqual(['notice'])
    const list = (await t.call('GET', '/api/blade-system/menu/menu-list', { token: admin })).json.data as Node[]
    expect(list.find((n) => n.code === 'desk')?.children.map((n) => n.code)).toEqual(['notice'])
    expect(
      (await t.call('GET', '/api/blade-system/menu/lazy-list', { token: admin, query: { parentId: 'x' } })).status,
    ).toBe(400)
  })

  it('sets the menus a top menu shows', async () => {
    const made = await t.call('POST', '/api/blade-system/topmenu/submit', {
      token: admin,
      body: { code: 'system', name: '系统', sort: 2 },
    })
    const topId = made.json.data.id as string
    const [folder] = await t.root.query<{ id: string }>("SELECT id FROM blade_menu WHERE code = 'folder_system'")
    const r = await t.call('POST', '/api/blade-system/topmenu/grant', {
      token: admin,
      body: { topMenuIds: [topId], menuIds: [folder?.id] },
    })
    expect(r.json.code, r.text).toBe(200)
    const keys = await t.call('GET', '/api/blade-system/menu/top-tree-keys', {
      token: admin,
      query: { topMenuIds: topId },
    })
    expect(keys.json.data).toEqual([folder?.id])
    const routes = (await t.call('GET', '/api/blade-system/menu/routes', { token: admin, query: { topMenuId: topId } }))
      .json.data as Node[]
    expect(routes.map((n) => n.code)).toEqual(['folder_system'])
    const grantTree = (await t.call('GET', '/api/blade-system/menu/grant-top-tree', { token: admin })).json
      .data as Node[]
    expect(grantTree.map((n) => n.code)).toContain('folder_system')
    await t.call('POST', '/api/blade-system/topmenu/remove', { token: admin, query: { ids: topId } })
    expect(await t.root.query('SELECT 1 FROM blade_top_menu_setting WHERE top_menu_id = $1', [topId])).toHaveLength(0)
  })
})
