import type { Actor } from '../platform/actor.ts'
import { DATA_SCOPE } from '../platform/resources/data-scope.ts'
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

/**
 * A user of tenant 000000 holding every grant of the administrator's role, whose data scope on each
 * of `codes` (view permission codes) is "self only": every record someone else made is outside it.
 * Answers its access token and the same user as an actor (user id roleId + 3, password Admin123).
 */
export async function selfScopedUser(t: TestApp, account: string, roleId: number, codes: readonly string[]) {
  const TENANT = '000000'
  await t.root.query(`INSERT INTO blade_role (id, tenant_id, role_name, role_alias) VALUES ($1, $2, $3, $3)`, [
    roleId,
    TENANT,
    account,
  ])
  await t.root.query(
    `INSERT INTO blade_role_menu (id, tenant_id, role_id, menu_id)
     SELECT $1::bigint * 10000 + row_number() OVER (), $2::text, $1::bigint, rm.menu_id
       FROM (SELECT DISTINCT menu_id FROM blade_role_menu
              WHERE tenant_id = $2::text AND role_id::text = split_part((SELECT role_id::text FROM blade_user
                    WHERE tenant_id = $2::text AND account = 'admin'), ',', 1)) rm`,
    [roleId, TENANT],
  )
  for (const [i, code] of codes.entries()) {
    await t.root.query(
      `INSERT INTO blade_scope_data (id, tenant_id, resource_code, scope_name, scope_type) VALUES ($1, $2, $3, $4, $5)`,
      [roleId * 1000 + i * 2, TENANT, code, `${account} ${code}`, DATA_SCOPE.self],
    )
    await t.root.query(
      `INSERT INTO blade_role_scope (id, tenant_id, role_id, scope_id, scope_category) VALUES ($1, $2, $3, $4, 1)`,
      [roleId * 1000 + i * 2 + 1, TENANT, roleId, roleId * 1000 + i * 2],
    )
  }
  const userId = String(roleId + 3)
  const [user] = await t.root.query<{ deptId: string }>(
    `INSERT INTO blade_user (id, tenant_id, account, password, role_id, dept_id, status)
     SELECT $1, $2::text, $3, password, $4, dept_id, 1 FROM blade_user WHERE account = 'admin' AND tenant_id = $2::text
     RETURNING dept_id::text`,
    [userId, TENANT, account, String(roleId)],
  )
  const token = (await t.signIn(TENANT, account)).access_token
  const actor: Actor = {
    session: {
      sid: 'scoped',
      tenantId: TENANT,
      userId,
      account,
      roleIds: [String(roleId)],
      deptIds: String(user?.deptId ?? '').split(','),
      clientId: 'saber',
    },
    lang: 'en',
    secretKey: new Uint8Array(32),
  }
  return { token, actor }
}
