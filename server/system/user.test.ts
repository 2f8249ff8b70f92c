import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { md5Hex } from '../platform/auth/password.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { ACCESS_IDS } from './access.ts'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await openTestApp()
  admin = (await t.signIn()).access_token
})
afterAll(() => t.close())

const newUser = (account: string, extra: Record<string, unknown> = {}) => ({
  account,
  password: 'Service123',
  password2: 'Service123',
  name: '小王',
  realName: '王小明',
  roleId: ACCESS_IDS.warehouseRole,
  deptId: ACCESS_IDS.serviceDept,
  ...extra,
})

async function tryToken(account: string, password: string, tenantId = '000000') {
  return t.call('POST', '/api/blade-auth/oauth/token', {
    query: { tenantId, username: account, password: md5Hex(password), grant_type: 'password', scope: 'all' },
  })
}

describe('users', () => {
  it('stores the password as argon2id of its md5, never answers it, and the user can sign in', async () => {
    const made = await t.call('POST', '/api/blade-user/submit', { token: admin, body: newUser('wang01') })
    expect(made.json.code, made.text).toBe(200)
    expect(made.json.data).not.toHaveProperty('password')
    expect(made.json.data).toMatchObject({ roleName: '仓库操作员', deptName: '客服部' })
    const page = await t.call('GET', '/api/blade-user/page', { token: admin, query: { account: 'wang01' } })
    expect(page.json.data.records).toHaveLength(1)
    expect(page.json.data.records[0]).not.toHaveProperty('password')
    const [row] = await t.root.query<{ password: string }>("SELECT password FROM blade_user WHERE account = 'wang01'")
    expect(row?.password).toMatch(/^\$argon2id\$/)
    expect((await tryToken('wang01', 'Service123')).json.access_token).toBeTruthy()
  })

  it('refuses a weak password, a confirmation that differs and a phone that is not a mobile number', async () => {
    const weak = await t.call('POST', '/api/blade-user/submit', {
      token: admin,
      body: newUser('wang02', { password: 'abcdefgh', password2: 'abcdefgh' }),
    })
    expect(weak.status).toBe(400)
    expect(weak.json.data.errors[0].field).toBe('password')
    const differs = await t.call('POST', '/api/blade-user/submit', {
      token: admin,
      body: newUser('wang02', { password2: 'Service124' }),
    })
    expect(differs.status).toBe(400)
    expect(differs.json.msg).toContain('两次输入的密码不一致')
    const phone = await t.call('POST', '/api/blade-user/submit', {
      token: admin,
      body: newUser('wang02', { phone: '0755-123456' }),
    })
    expect(phone.status).toBe(400)
    expect(phone.json.data.errors[0].field).toBe('phone')
    expect(await t.root.query("SELECT 1 FROM blade_user WHERE account = 'wang02'")).toHaveLength(0)
  })

  it('refuses a new user beyond the tenant account quota', async () => {
    const [{ n }] = (await t.root.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM blade_user WHERE tenant_id = '000000' AND is_deleted = 0",
    )) as [{ n: number }]
    await t.root.query("UPDATE blade_tenant SET account_number = $1 WHERE tenant_id = '000000'", [n])
    const r = await t.call('POST', '/api/blade-user/submit', { token: admin, body: newUser('wang03') })
    await t.root.query("UPDATE blade_tenant SET account_number = -1 WHERE tenant_id = '000000'")
    expect(r.status).toBe(400)
    expect(await t.root.query("SELECT 1 FROM blade_user WHERE account = 'wang03'")).toHaveLength(0)
  })

  it('approves a registered guest through update once a role and a department are assigned', async () => {
    const reg = await t.call('POST', '/api/blade-user/register-guest', {
      body: { tenantId: '000000', name: '访客', account: 'guest01', password: 'Guest1234' },
    })
    expect(reg.json.code, reg.text).toBe(200)
    expect((await tryToken('guest01', 'Guest1234')).status).toBe(400)
    const [guest] = await t.root.query<{ id: string }>("SELECT id FROM blade_user WHERE account = 'guest01'")
    const bare = await t.call('POST', '/api/blade-user/update', { token: admin, body: { id: guest?.id, status: 1 } })
    expect(bare.status).toBe(400)
    const approved = await t.call('POST', '/api/blade-user/update', {
      token: admin,
      body: { id: guest?.id, status: 1, roleId: ACCESS_IDS.financeRole, deptId: ACCESS_IDS.serviceDept },
    })
    expect(approved.json.code, approved.text).toBe(200)
    expect(approved.json.data.status).toBe(1)
    expect((await tryToken('guest01', 'Guest1234')).json.access_token).toBeTruthy()
  })

  it('resets passwords to a random one meeting the rules, answered once, and ends the sessions', async () => {
    const before = (await t.signIn('000000', 'finance', 'Finance123')).access_token
    const r = await t.call('POST', '/api/blade-user/reset-password', {
      token: admin,
      query: { userIds: ACCESS_IDS.financeUser },
    })
    expect(r.json.code, r.text).toBe(200)
    const [{ password }] = r.json.data
    expect(password).toMatch(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,16}$/)
    expect((await t.call('GET', '/api/blade-user/info', { token: before })).status).toBe(401)
    expect((await tryToken('finance', 'Finance123')).status).toBe(400)
    // The old password's failure asks for a captcha, which signIn solves.
    expect((await tryToken('finance', password)).status).toBe(400)
    expect((await t.signIn('000000', 'finance', password)).access_token).toBeTruthy()
  })

  it('changes the own password only with the right current password', async () => {
    const me = (await t.signIn('000000', 'warehouse', 'Warehouse123')).access_token
    const wrong = await t.call('POST', '/api/blade-user/update-password', {
      token: me,
      body: { oldPassword: 'Nope12345', newPassword: 'Depot2026x', newPassword1: 'Depot2026x' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.json.data.errors[0].field).toBe('oldPassword')
    const weak = await t.call('POST', '/api/blade-user/update-password', {
      token: me,
      body: { oldPassword: 'Warehouse123', newPassword: 'depot', newPassword1: 'depot' },
    })
    expect(weak.json.msg).toContain('8-16')
    const done = await t.call('POST', '/api/blade-user/update-password', {
      token: me,
      query: { oldPassword: md5Hex('Warehouse123'), newPassword: 'Depot2026x', newPassword1: 'Depot2026x' },
    })
    expect(done.json.code, done.text).toBe(200)
    expect((await t.call('GET', '/api/blade-user/info', { token: me })).status).toBe(200)
    expect((await tryToken('warehouse', 'Depot2026x')).json.access_token).toBeTruthy()
    expect((await tryToken('warehouse', 'Warehouse123')).status).toBe(400)
  })

  it('updates the own profile but not the account or roles', async () => {
    const me = (await t.signIn('000000', 'warehouse', 'Depot2026x')).access_token
    const r = await t.call('POST', '/api/blade-user/update-info', {
      token: me,
      body: { realName: '李大仓', phone: '13900001111', account: 'hijack', roleId: '1' },
    })
    expect(r.json.code, r.text).toBe(200)
    const [row] = await t.root.query<{ account: string; realName: string; phone: string; roleId: string }>(
      "SELECT account, real_name, phone, role_id FROM blade_user WHERE id = $1 AND tenant_id = '000000'",
      [ACCESS_IDS.warehouseUser],
    )
    expect(row).toEqual({
      account: 'warehouse',
      realName: '李大仓',
      phone: '13900001111',
      roleId: ACCESS_IDS.warehouseRole,
    })
  })

  it('gives users roles, but never roles beyond the caller own grants', async () => {
    const ok = await t.call('POST', '/api/blade-user/grant', {
      token: admin,
      body: { userIds: [ACCESS_IDS.warehouseUser], roleIds: [ACCESS_IDS.warehouseRole, ACCESS_IDS.financeRole] },
    })
    expect(ok.json.code, ok.text).toBe(200)
    const [row] = await t.root.query<{ roleId: string }>(
      "SELECT role_id FROM blade_user WHERE id = $1 AND tenant_id = '000000'",
      [ACCESS_IDS.warehouseUser],
    )
    expect(row?.roleId).toBe(`${ACCESS_IDS.warehouseRole},${ACCESS_IDS.financeRole}`)
    // A user manager who holds only the user pages cannot hand out the administrator role.
    await t.root.query(
      `INSERT INTO blade_role (id, tenant_id, role_name, role_alias) VALUES (1000000000000001901, '000000', '用户管理员', 'user_manager')`,
    )
    await t.root.query(
      `INSERT INTO blade_role_menu (id, tenant_id, role_id, menu_id)
         SELECT 1000000000000001910 + row_number() OVER (), '000000', 1000000000000001901, id FROM blade_menu
          WHERE code IN ('folder_system', 'user', 'user_view', 'user_edit')`,
    )
    await t.call('POST', '/api/blade-user/grant', {
      token: admin,
      body: { userIds: [ACCESS_IDS.financeUser], roleIds: ['1000000000000001901'] },
    })
    const reset = await t.call('POST', '/api/blade-user/reset-password', {
      token: admin,
      body: { userIds: [ACCESS_IDS.financeUser] },
    })
    const manager = (await t.signIn('000000', 'finance', reset.json.data[0].password)).access_token
    const [adminRole] = await t.root.query<{ id: string }>(
      "SELECT id FROM blade_role WHERE tenant_id = '000000' AND role_alias = 'administrator'",
    )
    const beyond = await t.call('POST', '/api/blade-user/grant', {
      token: manager,
      body: { userIds: [ACCESS_IDS.financeUser], roleIds: [adminRole?.id] },
    })
    expect(beyond.status).toBe(403)
    const [after] = await t.root.query<{ roleId: string }>(
      "SELECT role_id FROM blade_user WHERE id = $1 AND tenant_id = '000000'",
      [ACCESS_IDS.financeUser],
    )
    expect(after?.roleId).toBe('1000000000000001901')
  })

  it('keeps the shops and warehouses of a user and answers them with the user', async () => {
    const r = await t.call('POST', '/api/blade-user/update-platform', {
      token: admin,
      body: { userId: ACCESS_IDS.warehouseUser, shopIds: '11,12', warehouseIds: ['21'] },
    })
    expect(r.json.data).toEqual({ userId: ACCESS_IDS.warehouseUser, shopIds: ['11', '12'], warehouseIds: ['21'] })
    const again = await t.call('POST', '/api/blade-user/update-platform', {
      token: admin,
      body: { userId: ACCESS_IDS.warehouseUser, shopIds: [] },
    })
    expect(again.json.data).toMatchObject({ shopIds: [], warehouseIds: ['21'] })
    const detail = await t.call('GET', '/api/blade-user/detail', {
      token: admin,
      query: { id: ACCESS_IDS.warehouseUser },
    })
    expect(detail.json.data).toMatchObject({ shopIds: '', warehouseIds: '21' })
  })

  it('lists the active users of a department and those below it', async () => {
    const [root] = await t.root.query<{ id: string }>(
      "SELECT id FROM blade_dept WHERE tenant_id = '000000' AND parent_id = 0",
    )
    const all = await t.call('GET', '/api/blade-user/deptUser', {
      token: admin,
      query: { status: 1, deptId: root?.id ?? '' },
    })
    const accounts = all.json.data.map((u: { account: string }) => u.account)
    expect(accounts).toEqual(expect.arrayContaining(['admin', 'warehouse', 'wang01']))
    await t.call('POST', '/api/blade-user/register-guest', {
      body: { tenantId: '000000', name: '访客二', account: 'guest02', password: 'Guest1234' },
    })
    const active = await t.call('GET', '/api/blade-user/deptUser', { token: admin })
    expect(active.json.data.map((u: { account: string }) => u.account)).not.toContain('guest02')
    const pending = await t.call('GET', '/api/blade-user/deptUser', { token: admin, query: { status: 0 } })
    expect(pending.json.data.map((u: { account: string }) => u.account)).toEqual(['guest02'])
    const service = await t.call('GET', '/api/blade-user/deptUser', {
      token: admin,
      query: { deptId: ACCESS_IDS.serviceDept },
    })
    expect(service.json.data.map((u: { account: string }) => u.account)).not.toContain('warehouse')
    expect(service.json.data[0]).not.toHaveProperty('password')
  })

  it('refuses removing or disabling the signed-in account', async () => {
    const [me] = await t.root.query<{ id: string }>(
      "SELECT id FROM blade_user WHERE tenant_id = '000000' AND account = 'admin'",
    )
    expect(
      (await t.call('POST', '/api/blade-user/remove', { token: admin, query: { ids: me?.id ?? '' } })).status,
    ).toBe(400)
    expect(
      (await t.call('POST', '/api/blade-user/update', { token: admin, body: { id: me?.id, status: 2 } })).status,
    ).toBe(400)
    expect(
      await t.root.query('SELECT 1 FROM blade_user WHERE id = $1 AND is_deleted = 0 AND status = 1', [me?.id]),
    ).toHaveLength(1)
  })
})
