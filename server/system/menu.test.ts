import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menus } from '#sync/menus/index.ts'
import { syncMenus } from '../platform/seed/sync-platform.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())

type Node = { code: string; name: string; path: string | null; category: number; children: Node[] }
const codes = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.code, ...codes(n.children)])

describe('menus of the signed-in user', () => {
  it('answers the menu tree in the caller language', async () => {
    const zh = (await t.call('GET', '/api/blade-system/menu/routes', { token })).json.data as Node[]
    expect(zh[0]).toMatchObject({ code: 'desk', name: '工作台', path: '/desk', parentId: '0', category: 1 })
    expect(zh[0]?.children[0]).toMatchObject({ code: 'notice', name: '通知公告', path: '/desk/notice' })
    const ja = (await t.call('GET', '/api/blade-system/menu/routes', { token, lang: 'ja-JP' })).json.data as Node[]
    expect(ja[0]?.name).toBe('ワークスペース')
    expect(codes(zh)).not.toContain('notice_add')
  })

  it('answers the buttons under their pages', async () => {
    const tree = (await t.call('GET', '/api/blade-system/menu/buttons', { token })).json.data as Node[]
    const desk = tree.find((n) => n.code === 'desk') as Node
    expect(codes([desk])).toEqual(['desk', 'notice', 'notice_view', 'notice_add', 'notice_edit', 'notice_delete'])
    // Every node of the button tree leads to buttons.
    const leaves = (nodes: Node[]): Node[] => nodes.flatMap((n) => (n.children.length ? leaves(n.children) : [n]))
    expect(leaves(tree).every((n) => n.category === 2)).toBe(true)
  })

  it('answers the top menus, and the routes under one of them', async () => {
    const top = (await t.call('GET', '/api/blade-system/menu/top-menu', { token })).json.data
    expect(top).toMatchObject([{ code: 'desk', name: '工作台' }])
    // In the caller's language, as the side menu is.
    for (const [lang, name] of [
      ['en-US', 'Workbench'],
      ['ja-JP', 'ワークベンチ'],
    ] as const) {
      const named = (await t.call('GET', '/api/blade-system/menu/top-menu', { token, lang })).json.data
      expect(named).toMatchObject([{ code: 'desk', name }])
    }
    const routes = await t.call('GET', '/api/blade-system/menu/routes', { token, query: { topMenuId: top[0].id } })
    expect(codes(routes.json.data)).toEqual(['desk', 'notice'])
    expect((await t.call('GET', '/api/blade-system/menu/routes', { token, query: { topMenuId: 'x' } })).status).toBe(
      400,
    )
  })

  it('grants menu entries new to the database to every administrator role, once', async () => {
    const withNew = [
      ...menus,
      {
        area: 'test',
        entries: [
          {
            code: 'test_page',
            name: { zh: '测试', en: 'Test', ja: 'テスト' },
            path: '/test',
            sort: 9,
            category: 1 as const,
          },
        ],
      },
    ]
    await t.root.begin((tx) => syncMenus(tx, withNew))
    const grants = await t.root.query<{ tenantId: string }>(
      `SELECT rm.tenant_id FROM blade_role_menu rm JOIN blade_menu m ON m.id = rm.menu_id WHERE m.code = 'test_page' ORDER BY 1`,
    )
    expect(grants.map((g) => g.tenantId)).toEqual(['000000', '100001'])
    // An administrator who revokes it keeps it revoked on the next start.
    await t.root.query(
      `DELETE FROM blade_role_menu WHERE tenant_id = '100001' AND menu_id = (SELECT id FROM blade_menu WHERE code = 'test_page')`,
    )
    await t.root.begin((tx) => syncMenus(tx, withNew))
    const after = await t.root.query(
      `SELECT 1 FROM blade_role_menu rm JOIN blade_menu m ON m.id = rm.menu_id WHERE m.code = 'test_page'`,
    )
    expect(after.length).toBe(1)
    // Entries no longer declared disappear from every menu.
    await t.root.begin((tx) => syncMenus(tx, menus))
    const routes = (await t.call('GET', '/api/blade-system/menu/routes', { token })).json.data as Node[]
    expect(codes(routes)).not.toContain('test_page')
  })
})

describe('dictionaries', () => {
  it('answers a vocabulary in the caller language', async () => {
    const zh = (await t.call('GET', '/api/blade-system/dict/dictionary', { token, query: { code: 'rounding_mode' } }))
      .json.data
    expect(zh.map((e: { dictKey: string }) => e.dictKey)).toEqual(['1', '2', '3'])
    const en = (
      await t.call('GET', '/api/blade-system/dict/dictionary', { token, query: { code: 'currency' }, lang: 'en-US' })
    ).json.data
    expect(en.map((e: { dictKey: string }) => e.dictKey)).toEqual(['USD', 'CNY'])
    expect(en[0]).toHaveProperty('dictValue')
    expect((await t.call('GET', '/api/blade-system/dict/dictionary', { token })).status).toBe(400)
  })
})
