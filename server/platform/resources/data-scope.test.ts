import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notice } from '#sync/resources/system/notice.resource.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import type { Queryable } from '../db/db.ts'
import type { Session } from '../http/app-env.ts'
import { DATA_SCOPE, dataScopeCondition } from './data-scope.ts'

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

describe('the data scope condition', () => {
  const session = (tenantId: string, roleIds = ['7', '3']): Session => ({
    sid: 's',
    tenantId,
    userId: '501',
    account: 'scoped',
    roleIds,
    deptIds: ['61', '62'],
    clientId: 'saber',
  })
  /** A stand-in database answering `scopes`, keeping what it was asked. */
  function scopesOf(...scopes: { scopeType: number; scopeColumn?: string; scopeValue?: string | null }[]) {
    const asked: unknown[][] = []
    const tx = {
      query: async <T>(_: string, params: readonly unknown[] = []) => {
        asked.push([...params])
        return scopes.map((s) => ({ scopeColumn: 'create_user', scopeValue: null, ...s })) as T[]
      },
      exec: async () => {},
    }
    return { tx, asked }
  }
  let tenants = 0
  /** Each case under a tenant of its own: the scopes read are kept a second per tenant and role set. */
  const condition = (tx: Queryable, params: unknown[] = [], roleIds?: string[]) =>
    dataScopeCondition(tx, session(`scope-${++tenants}`, roleIds), notice, params)

  it('restricts nothing for a user without roles, without a scope, or with an "all" scope among others', async () => {
    const none = scopesOf()
    expect(await condition(none.tx, [], [])).toBeNull()
    expect(none.asked).toEqual([])
    expect(await condition(none.tx)).toBeNull()
    expect(none.asked).toEqual([[['7', '3'], 'notice_view']])
    expect(await condition(scopesOf({ scopeType: DATA_SCOPE.self }, { scopeType: DATA_SCOPE.all }).tx)).toBeNull()
  })

  it('turns each scope into its condition, the values appended to the parameters, several ORed', async () => {
    const params: unknown[] = ['before']
    const sql = await condition(scopesOf({ scopeType: DATA_SCOPE.self }, { scopeType: DATA_SCOPE.ownDept }).tx, params)
    expect(sql).toBe('(create_user = $2 OR create_dept = ANY($3::bigint[]))')
    expect(params).toEqual(['before', '501', ['61', '62']])
  })

  it('takes a department’s sub-departments along, by their ancestors', async () => {
    const params: unknown[] = []
    const sql = await condition(scopesOf({ scopeType: DATA_SCOPE.ownDeptAndChildren }).tx, params)
    expect(params).toEqual([['61', '62']])
    expect(sql?.replace(/\s+/g, ' ')).toBe(
      '(create_dept IN (SELECT id FROM blade_dept WHERE is_deleted = 0 AND (id = ANY($1::bigint[]) ' +
        "OR EXISTS (SELECT 1 FROM unnest($1::bigint[]) AS d(id) WHERE (',' || ancestors || ',') LIKE '%,' || d.id || ',%'))))",
    )
  })

  it('reads a custom scope’s listed departments, whole numbers only', async () => {
    const params: unknown[] = []
    const custom = scopesOf(
      { scopeType: DATA_SCOPE.custom, scopeColumn: 'create_dept', scopeValue: '11,abc,22, 33,4x,' },
      { scopeType: DATA_SCOPE.custom, scopeColumn: 'create_dept', scopeValue: null },
    )
    expect(await condition(custom.tx, params)).toBe(
      '(create_dept = ANY($1::bigint[]) OR create_dept = ANY($2::bigint[]))',
    )
    expect(params).toEqual([['11', '22'], []])
  })

  it('lets no row through for a scope of an unknown type', async () => {
    expect(await condition(scopesOf({ scopeType: 99 }).tx)).toBe('false')
  })

  it('keeps the scopes read for a role set, in whatever order its roles come', async () => {
    const kept = scopesOf({ scopeType: DATA_SCOPE.self })
    const tenant = session('scope-kept', ['7', '3'])
    await dataScopeCondition(kept.tx, tenant, notice, [])
    await dataScopeCondition(kept.tx, { ...tenant, roleIds: ['3', '7'] }, notice, [])
    expect(kept.asked).toHaveLength(1)
  })
})
