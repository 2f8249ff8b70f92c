import type { Actor } from '../platform/actor.ts'
import type { TestApp } from './test-app.ts'

/**
 * A user of tenant 000000 whose role grants nothing at all (password Admin123), for permission
 * tests; answers its access token.
 */
export async function signInWithoutGrants(t: TestApp, account: string, roleId: number, userId: number) {
  await t.root.query(`INSERT INTO blade_role (id, tenant_id, role_name, role_alias) VALUES ($1, '000000', $2, $2)`, [
    roleId,
    `${account}-role`,
  ])
  await t.root.query(
    `INSERT INTO blade_user (id, tenant_id, account, password, role_id, status)
     SELECT $1, '000000', $2, password, $3, 1 FROM blade_user WHERE account = 'admin' AND tenant_id = '000000'`,
    [userId, account, String(roleId)],
  )
  return (await t.signIn('000000', account)).access_token
}

/** The demo administrator of tenant 000000 as an actor, for calling business logic without a request. */
export async function adminActor(t: TestApp): Promise<Actor> {
  const rows = await t.root.query<{ id: string; roleId: string; deptId: string }>(
    `SELECT id, role_id, dept_id FROM blade_user WHERE tenant_id = '000000' AND account = 'admin'`,
  )
  const admin = rows[0]
  if (!admin) throw new Error('no demo administrator')
  return {
    session: {
      sid: 'direct',
      tenantId: '000000',
      userId: admin.id,
      account: 'admin',
      roleIds: admin.roleId.split(','),
      deptIds: admin.deptId.split(','),
      clientId: 'none',
    },
    lang: 'en',
    secretKey: new Uint8Array(32),
  }
}
