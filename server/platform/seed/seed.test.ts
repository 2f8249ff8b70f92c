import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menus } from '#sync/menus/index.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { verifySecret } from '../auth/password.ts'
import { createTenant } from './create-tenant.ts'
import { DEMO_TENANTS, seedDemo } from './seed-demo.ts'
import { ADMIN_ROLE_ALIAS, syncDictionaries, syncMenus, syncPlatform, WEB_CLIENT } from './sync-platform.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(() => t.close())

const count = async (sql: string, params: unknown[] = []) =>
  Number((await t.root.query<{ n: string }>(`SELECT count(*) AS n FROM (${sql}) x`, params))[0]?.n)

const label = (zh: string) => ({ zh, en: `${zh}-en`, ja: `${zh}-ja` })

describe('platform sync at each start', () => {
  it('changes nothing when run again on a synced database', async () => {
    const tables = ['blade_client', 'blade_dict', 'blade_menu', 'blade_role_menu']
    const before = await Promise.all(tables.map((name) => count(`SELECT * FROM ${name}`)))
    const menusBefore = await t.root.query('SELECT * FROM blade_menu ORDER BY id')
    await syncPlatform(t.root)
    expect(await Promise.all(tables.map((name) => count(`SELECT * FROM ${name}`)))).toEqual(before)
    expect(await t.root.query('SELECT * FROM blade_menu ORDER BY id')).toEqual(menusBefore)
  })

  it('stores the web client with its grants and a hashed secret', async () => {
    const [client] = await t.root.query<{ clientSecret: string; authorizedGrantTypes: string }>(
      'SELECT client_secret, authorized_grant_types FROM blade_client WHERE client_id = $1',
      [WEB_CLIENT.clientId],
    )
    expect(client?.authorizedGrantTypes).toBe('captcha,password,refresh_token')
    expect(client?.clientSecret).not.toBe(WEB_CLIENT.secret)
    expect(await verifySecret(client?.clientSecret ?? '', WEB_CLIENT.secret)).toBe(true)
  })

  it('adds a new vocabulary with its values in order, and updates a changed label in place', async () => {
    const dictionary = {
      code: 'seed_test_kind',
      name: label('种类'),
      entries: [
        { key: 'a', label: label('甲') },
        { key: 'b', label: label('乙'), remark: 'second' },
      ],
    }
    await t.root.begin((tx) => syncDictionaries(tx, [dictionary]))
    const read = () =>
      t.root.query<Record<string, string | number | null>>(
        `SELECT id, parent_id, dict_key, dict_value, dict_value_en, dict_value_ja, sort, remark, is_sealed
         FROM blade_dict WHERE code = 'seed_test_kind' ORDER BY parent_id, sort`,
      )
    const rows = await read()
    expect(rows.map((r) => [r.dictKey, r.dictValue, r.dictValueEn, r.dictValueJa, r.sort, r.remark])).toEqual([
      ['-1', '种类', '种类-en', '种类-ja', 1, null],
      ['a', '甲', '甲-en', '甲-ja', 1, null],
      ['b', '乙', '乙-en', '乙-ja', 2, 'second'],
    ])
    const parent = rows[0]
    expect(String(parent?.parentId)).toBe('0')
    expect(rows.slice(1).every((r) => String(r.parentId) === String(parent?.id))).toBe(true)
    expect(rows.every((r) => Number(r.isSealed) === 1)).toBe(true)

    await t.root.begin((tx) =>
      syncDictionaries(tx, [
        {
          ...dictionary,
          entries: [
            { key: 'b', label: label('乙二') },
            { key: 'a', label: label('甲') },
            { key: 'c', label: label('丙') },
          ],
        },
      ]),
    )
    const after = await read()
    expect(after.map((r) => [r.dictKey, r.dictValue, r.sort, r.remark])).toEqual([
      ['-1', '种类', 1, null],
      ['b', '乙二', 1, null],
      ['a', '甲', 2, null],
      ['c', '丙', 3, null],
    ])
    // Values keep their ids: records and grants that point at them stay valid.
    expect(after.find((r) => r.dictKey === 'a')?.id).toBe(rows.find((r) => r.dictKey === 'a')?.id)
  })

  it('grants a newly declared menu entry to every administrator role, and hides entries no longer declared', async () => {
    const custom = '9100000000000000001'
    await t.root.query(
      `INSERT INTO blade_menu (id, code, parent_id, name, name_en, name_ja, sort, category, area)
       VALUES ($1, 'my_link', 0, '外链', 'Link', 'リンク', 99, 1, 'custom')`,
      [custom],
    )
    const extra = {
      area: 'seedtest',
      entries: [
        {
          code: 'seedtest',
          name: label('测试'),
          path: '/seedtest',
          source: 'box',
          sort: 90,
          category: 1 as const,
          children: [{ code: 'seedtest_add', name: label('新增'), sort: 1, category: 2 as const, alias: 'add' }],
        },
      ],
    }
    const added = await t.root.begin((tx) => syncMenus(tx, [...menus, extra]))
    expect(added).toHaveLength(2)
    const rows = await t.root.query<Record<string, string | number>>(
      `SELECT id, code, parent_id, name, name_en, name_ja, alias, path, source, sort, category, area
       FROM blade_menu WHERE code LIKE 'seedtest%' ORDER BY code`,
    )
    const [page, button] = rows
    expect(page).toMatchObject({
      code: 'seedtest',
      name: '测试',
      nameEn: '测试-en',
      nameJa: '测试-ja',
      alias: 'seedtest',
    })
    expect(page).toMatchObject({ path: '/seedtest', source: 'box', sort: 90, category: 1, area: 'seedtest' })
    expect(String(page?.parentId)).toBe('0')
    expect(button).toMatchObject({ code: 'seedtest_add', alias: 'add', category: 2, path: null })
    expect(String(button?.parentId)).toBe(String(page?.id))
    const admins = await t.root.query<{ id: string }>('SELECT id FROM blade_role WHERE role_alias = $1', [
      ADMIN_ROLE_ALIAS,
    ])
    expect(admins.length).toBe(DEMO_TENANTS.length)
    expect(await count('SELECT 1 FROM blade_role_menu WHERE menu_id = ANY($1::bigint[])', [added])).toBe(
      admins.length * 2,
    )
    // Other roles get nothing on their own.
    expect(
      await count(
        `SELECT 1 FROM blade_role_menu rm JOIN blade_role r ON r.id = rm.role_id
         WHERE rm.menu_id = ANY($1::bigint[]) AND r.role_alias <> $2`,
        [added, ADMIN_ROLE_ALIAS],
      ),
    ).toBe(0)

    // An administrator's revocation stands at the next start; a dropped declaration is hidden.
    await t.root.query('DELETE FROM blade_role_menu WHERE menu_id = $1 AND role_id = $2', [button?.id, admins[0]?.id])
    expect(await t.root.begin((tx) => syncMenus(tx, [...menus, extra]))).toEqual([])
    expect(await count('SELECT 1 FROM blade_role_menu WHERE menu_id = $1', [button?.id])).toBe(admins.length - 1)
    await syncPlatform(t.root)
    const hidden = await t.root.query<{ code: string; isDeleted: number }>(
      `SELECT code, is_deleted FROM blade_menu WHERE code LIKE 'seedtest%' OR code = 'my_link' ORDER BY code`,
    )
    expect(hidden.map((r) => [r.code, Number(r.isDeleted)])).toEqual([
      ['my_link', 0],
      ['seedtest', 1],
      ['seedtest_add', 1],
    ])
    // Declared again: shown again, under the same id, without a second grant.
    expect(await t.root.begin((tx) => syncMenus(tx, [...menus, extra]))).toEqual([])
    expect(await count(`SELECT 1 FROM blade_menu WHERE code LIKE 'seedtest%' AND is_deleted = 0`)).toBe(2)
  })
})

describe('a retired model', () => {
  it('moves roles holding its permission codes onto the codes that replaced them, once', async () => {
    // A role that held the floor's own warehouse buttons before the two models became one.
    const role = '1000000000000097001'
    await t.root.query(
      `INSERT INTO blade_role (id, tenant_id, role_name, role_alias) VALUES ($1, '000000', 'floor lead', 'floorlead')`,
      [role],
    )
    await t.root.query(
      `INSERT INTO blade_menu (id, code, parent_id, name, name_en, name_ja, alias, sort, category, area, is_deleted)
       VALUES (1000000000000097002, 'wbasestore_edit', 0, '修改', 'Edit', '編集', 'edit', 3, 2, 'wms', 1)`,
    )
    await t.root.query(
      `INSERT INTO blade_role_menu (id, tenant_id, role_id, menu_id) VALUES (1000000000000097003, '000000', $1, 1000000000000097002)`,
      [role],
    )
    await syncPlatform(t.root)
    const held = async () =>
      (
        await t.root.query<{ code: string }>(
          `SELECT m.code FROM blade_role_menu rm JOIN blade_menu m ON m.id = rm.menu_id WHERE rm.role_id = $1 ORDER BY 1`,
          [role],
        )
      ).map((r) => r.code)
    expect(await held()).toEqual(['basestore_edit'])
    // Taken away afterwards, it stays away at the next start.
    await t.root.query('DELETE FROM blade_role_menu WHERE role_id = $1', [role])
    await syncPlatform(t.root)
    expect(await held()).toEqual([])
  })
})

describe('tenants', () => {
  const tenant = {
    tenantId: '200002',
    tenantName: 'Seed Test Ltd.',
    adminAccount: 'boss',
    adminName: 'Boss',
    adminPassword: 'Boss1234',
    departments: { root: 'Seed Test Ltd.', children: ['Sales', 'Stock'] },
  }

  it('creates a tenant with its department tree, an administrator role holding every menu, and its administrator', async () => {
    expect(await t.root.begin((tx) => createTenant(tx, tenant))).toBe(true)
    const [row] = await t.root.query<{ tenantName: string }>(
      'SELECT tenant_name FROM blade_tenant WHERE tenant_id = $1',
      [tenant.tenantId],
    )
    expect(row?.tenantName).toBe('Seed Test Ltd.')
    const depts = await t.root.query<Record<string, string | number>>(
      'SELECT id, parent_id, ancestors, dept_name, full_name, sort FROM blade_dept WHERE tenant_id = $1 ORDER BY parent_id, sort',
      [tenant.tenantId],
    )
    const [root, ...children] = depts
    expect(root).toMatchObject({ ancestors: '0', deptName: 'Seed Test Ltd.', fullName: 'Seed Test Ltd.', sort: 1 })
    expect(String(root?.parentId)).toBe('0')
    expect(children.map((d) => [d.deptName, d.fullName, d.sort, d.ancestors, String(d.parentId)])).toEqual([
      ['Sales', 'Sales', 1, `0,${root?.id}`, String(root?.id)],
      ['Stock', 'Stock', 2, `0,${root?.id}`, String(root?.id)],
    ])
    const roles = await t.root.query<{ id: string; roleName: string; roleAlias: string }>(
      'SELECT id, role_name, role_alias FROM blade_role WHERE tenant_id = $1',
      [tenant.tenantId],
    )
    expect(roles.map((r) => [r.roleName, r.roleAlias])).toEqual([['超级管理员', ADMIN_ROLE_ALIAS]])
    expect(await count('SELECT 1 FROM blade_role_menu WHERE role_id = $1', [roles[0]?.id])).toBe(
      await count('SELECT 1 FROM blade_menu WHERE is_deleted = 0'),
    )
    const top = await t.root.query<{ id: string; code: string; path: string }>(
      'SELECT id, code, path FROM blade_top_menu WHERE tenant_id = $1',
      [tenant.tenantId],
    )
    expect(top.map((m) => [m.code, m.path])).toEqual([['desk', '/desk']])
    expect(
      await count(
        `SELECT 1 FROM blade_top_menu_setting s JOIN blade_menu m ON m.id = s.menu_id
         WHERE s.tenant_id = $1 AND s.top_menu_id = $2 AND m.code = 'desk'`,
        [tenant.tenantId, top[0]?.id],
      ),
    ).toBe(1)
    const users = await t.root.query<Record<string, string | number>>(
      'SELECT account, name, real_name, code, role_id, dept_id, status FROM blade_user WHERE tenant_id = $1',
      [tenant.tenantId],
    )
    expect(users).toEqual([
      {
        account: 'boss',
        name: 'Boss',
        realName: 'Boss',
        code: 'A0001',
        roleId: String(roles[0]?.id),
        deptId: String(root?.id),
        status: 1,
      },
    ])
    // The administrator signs in with the password given, and reaches the menus.
    const session = await t.signIn(tenant.tenantId, 'boss', 'Boss1234')
    expect(session.tenant_id).toBe(tenant.tenantId)
  })

  it('leaves an existing tenant alone', async () => {
    const before = await count('SELECT 1 FROM blade_dept WHERE tenant_id = $1', [tenant.tenantId])
    expect(
      await t.root.begin((tx) => createTenant(tx, { ...tenant, departments: { root: 'x', children: ['y'] } })),
    ).toBe(false)
    expect(await count('SELECT 1 FROM blade_dept WHERE tenant_id = $1', [tenant.tenantId])).toBe(before)
    expect(await count('SELECT 1 FROM blade_user WHERE tenant_id = $1', [tenant.tenantId])).toBe(1)
  })

  it('seeds the demo tenants once, with their notices, and keeps what people changed', async () => {
    const notices = await t.root.query<{ tenantId: string; title: string; category: number; days: number }>(
      `SELECT tenant_id, title, category, (localtimestamp(0)::date - release_time::date) AS days
       FROM blade_notice WHERE tenant_id = ANY($1::text[]) ORDER BY tenant_id, release_time DESC`,
      [DEMO_TENANTS.map((d) => d.tenantId)],
    )
    expect(notices.map((n) => [n.tenantId, n.title, Number(n.category), Number(n.days)])).toEqual([
      ['000000', '系统上线通知', 1, 0],
      ['000000', '洛杉矶仓周一盘点暂停发货', 4, 1],
      ['000000', '黑色星期五备货安排', 1, 2],
      ['100001', 'Welcome to Pacific Crossborder', 1, 0],
    ])
    await t.root.query(`UPDATE blade_notice SET title = 'changed' WHERE title = '系统上线通知'`)
    const total = await count('SELECT 1 FROM blade_notice')
    await seedDemo(t.root)
    expect(await count('SELECT 1 FROM blade_notice')).toBe(total)
    expect(await count(`SELECT 1 FROM blade_notice WHERE title = 'changed'`)).toBe(1)
    for (const demo of DEMO_TENANTS) {
      expect(await count('SELECT 1 FROM blade_dept WHERE tenant_id = $1', [demo.tenantId])).toBeGreaterThanOrEqual(
        demo.departments.children.length + 1,
      )
    }
  })
})
