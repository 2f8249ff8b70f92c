import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { DATA_SCOPE } from '../resources/data-scope.ts'

/**
 * The session check, the grants and the data scopes are cached for at most a second. Each change
 * below is made straight in the database, as another server process would make it, so nothing in
 * this process forgets the cached answer: it must still count within a second.
 */
let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(() => t.close())

const N = '/api/blade-desk/notice'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A role holding the notice page and its buttons, and a user with it. */
async function noticeUser(account: string, roleId: number) {
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
    `INSERT INTO blade_user (id, tenant_id, account, password, role_id, dept_id, status)
     SELECT $1, '000000', $2, password, $3, dept_id, 1 FROM blade_user WHERE account = 'admin' AND tenant_id = '000000'`,
    [roleId + 3, account, String(roleId)],
  )
  return (await t.signIn('000000', account)).access_token
}

describe('cached checks take a change made elsewhere within a second', () => {
  it('a session ended in the database', async () => {
    const token = await noticeUser('endedelsewhere', 93000)
    expect((await t.call('GET', `${N}/page`, { token })).status).toBe(200)
    await t.root.query(
      `UPDATE blade_session SET revoked_at = localtimestamp(0) WHERE user_id = $1 AND revoked_at IS NULL`,
      [93003],
    )
    await sleep(1100)
    expect((await t.call('GET', `${N}/page`, { token })).status).toBe(401)
  })

  it('a grant taken away in the database', async () => {
    const token = await noticeUser('revokedelsewhere', 94000)
    expect((await t.call('GET', `${N}/page`, { token })).status).toBe(200)
    await t.root.query('DELETE FROM blade_role_menu WHERE role_id = $1', [94000])
    await sleep(1100)
    expect((await t.call('GET', `${N}/page`, { token })).status).toBe(403)
  })

  it('a data scope given in the database', async () => {
    const token = await noticeUser('scopedelsewhere', 95000)
    const before = await t.call('GET', `${N}/page`, { token, query: { size: 100 } })
    expect(before.json.data.total).toBeGreaterThan(0)
    await t.root.query(
      `INSERT INTO blade_scope_data (id, tenant_id, resource_code, scope_name, scope_type) VALUES (95001, '000000', 'notice_view', 'own', $1)`,
      [DATA_SCOPE.self],
    )
    await t.root.query(
      `INSERT INTO blade_role_scope (id, tenant_id, role_id, scope_id, scope_category) VALUES (95002, '000000', 95000, 95001, 1)`,
    )
    await sleep(1100)
    // The user created none of the notices: with "self only" it sees none.
    const after = await t.call('GET', `${N}/page`, { token, query: { size: 100 } })
    expect(after.json.data).toMatchObject({ total: 0, records: [] })
  })

  it('while a change made in this process counts at once', async () => {
    const token = await noticeUser('loggedouthere', 96000)
    expect((await t.call('GET', `${N}/page`, { token })).status).toBe(200)
    await t.call('POST', '/api/blade-auth/oauth/logout', { token, body: [] })
    expect((await t.call('GET', `${N}/page`, { token })).status).toBe(401)
  })
})
