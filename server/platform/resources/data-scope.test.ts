import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { DATA_SCOPE } from './data-scope.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(() => t.close())

const N = '/api/blade-desk/notice'

/** A role holding the notice page and its buttons, with one data scope on notices; and a user with it. */
async function userWithScope(account: string, roleId: number, scopeType: number, deptId: string) {
  await t.root.query(`INSERT INTO blade_role (id, tenant_id, role_name, role_alias) VALUES ($1, '000000', $2, $2)`, [
    roleId,
    account,
  ])
  await t.root.query(
    `INSERT INTO blade_role_menu (id, tenant_id, role_id, menu_id)
     SELECT $1::bigint * 100 + row_number() OVER (), '000000', $1, id FROM blade_menu WHERE code LIKE 'notice%'`,
    [roleId],
  )
  await t.root.query(
    `INSERT INTO blade_scope_data (id, tenant_id, resource_code, scope_name, scope_type) VALUES ($1, '000000', 'notice_view', $2, $3)`,
    [roleId + 1, `${account} scope`, scopeType],
  )
  await t.root.query(
    `INSERT INTO blade_role_scope (id, tenant_id, role_id, scope_id, scope_category) VALUES ($1, '000000', $2, $3, 1)`,
    [roleId + 2, roleId, roleId + 1],
  )
  await t.root.query(
    `INSERT INTO blade_user (id, tenant_id, account, password, role_id, dept_id, status)
     SELECT $1, '000000', $2, password, $3, $4, 1 FROM blade_user WHERE account = 'admin' AND tenant_id = '000000'`,
    [roleId + 3, account, String(roleId), deptId],
  )
  return (await t.signIn('000000', account)).access_token
}

describe('data scope on lists', () => {
  it('shows a "self only" user just the records it created, in lists, details and exports', async () => {
    const depts = await t.root.query<{ id: string }>(
      `SELECT id FROM blade_dept WHERE tenant_id = '000000' ORDER BY sort, id`,
    )
    const self = await userWithScope('selfonly', 91000, DATA_SCOPE.self, depts[1]?.id ?? '')
    const admin = (await t.signIn()).access_token
    const mine = await t.call('POST', `${N}/submit`, { token: self, body: { title: 'mine', category: 1 } })
    expect(mine.json.code).toBe(200)
    const all = await t.call('GET', `${N}/page`, { token: admin, query: { size: 100 } })
    expect(all.json.data.total).toBe(4)
    const seen = await t.call('GET', `${N}/page`, { token: self, query: { size: 100 } })
    expect(seen.json.data.records.map((r: { title: string }) => r.title)).toEqual(['mine'])
    const other = all.json.data.records.find((r: { title: string }) => r.title !== 'mine')
    expect((await t.call('GET', `${N}/detail`, { token: self, query: { id: other.id } })).status).toBe(404)
    const csv = await t.call('GET', `${N}/export`, { token: self, query: { format: 'csv' } })
    expect(csv.bytes.toString('utf8').trim().split('\r\n')).toHaveLength(2)
  })

  it('shows an "own department" user the records created in its department', async () => {
    const depts = await t.root.query<{ id: string }>(
      `SELECT id FROM blade_dept WHERE tenant_id = '000000' ORDER BY sort, id`,
    )
    const ops = depts[1]?.id ?? ''
    const deptUser = await userWithScope('deptonly', 92000, DATA_SCOPE.ownDept, ops)
    // 'selfonly' is in the same department: its notice is visible; the administrator's are not.
    const seen = await t.call('GET', `${N}/page`, { token: deptUser, query: { size: 100 } })
    expect(seen.json.data.records.map((r: { title: string }) => r.title)).toEqual(['mine'])
  })
})
