import { translate } from '#sync/i18n/messages.ts'
import { user } from '#sync/resources/system/user.resource.ts'
import type { Actor } from '../platform/actor.ts'
import { verifySecret } from '../platform/auth/password.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { nextId } from '../platform/db/next-id.ts'
import type { Session } from '../platform/http/app-env.ts'
import { validationError } from '../platform/http/app-error.ts'
import { updateRecords } from '../platform/records/records.ts'
import { writeServerOnly } from '../platform/records/server-only.ts'
import { assertLiveIds, assertRolesWithinOwn, splitIds } from './role-grants.ts'
import { STORE_TYPE } from './user.hooks.ts'
import { randomPassword, storedPassword } from './user-password.ts'

/**
 * A user's account beyond its record (user.calls.ts): roles given, passwords reset and changed, the
 * signed-in user's profile, the shops and warehouses a user works with, the users of a department.
 * Password hashes and the sign-in counters are the user's server-only columns (never answered).
 */

/** Gives users exactly these roles; neither the roles given nor the ones taken away may reach beyond the caller's. */
export async function grantUserRoles(
  tx: Queryable,
  actor: Actor,
  userIds: readonly string[],
  roleIds: readonly string[],
): Promise<void> {
  const { session } = actor
  await assertLiveIds(tx, 'blade_user', userIds, 'userIds')
  await assertLiveIds(tx, 'blade_role', roleIds, 'roleIds')
  const current = await tx.query<{ roleId: string }>('SELECT role_id FROM blade_user WHERE id = ANY($1::bigint[])', [
    userIds,
  ])
  await assertRolesWithinOwn(tx, session, [...roleIds, ...current.flatMap((r) => splitIds(r.roleId))])
  await updateRecords(tx, user, userIds, { roleId: roleIds.join(',') }, actor)
}

/** Sets a new random password for users (answered once, by account) and unlocks them. */
export async function resetPasswords(tx: Queryable, actor: Actor, userIds: readonly string[]) {
  const { session } = actor
  await assertLiveIds(tx, 'blade_user', userIds, 'userIds')
  const users = await tx.query<{ id: string; account: string; roleId: string }>(
    'SELECT id, account, role_id FROM blade_user WHERE id = ANY($1::bigint[]) ORDER BY account',
    [userIds],
  )
  await assertRolesWithinOwn(
    tx,
    session,
    users.flatMap((u) => splitIds(u.roleId)),
  )
  const out: { userId: string; account: string; password: string }[] = []
  const stored: Row[] = []
  for (const u of users) {
    const password = randomPassword()
    // A reset also ends a lock-out.
    stored.push({ id: u.id, password: await storedPassword(password), failedLoginCount: 0, lockedUntil: null })
    out.push({ userId: u.id, account: u.account, password })
  }
  await writeServerOnly(tx, user, stored, actor)
  return out
}

/** Changes the signed-in user's password to `hash` when `oldMd5` matches the stored one (else a 400 on oldPassword). */
export async function changeOwnPassword(tx: Queryable, actor: Actor, oldMd5: string, hash: string): Promise<void> {
  const { session, lang } = actor
  const rows = await tx.query<{ password: string }>(
    'SELECT password FROM blade_user WHERE id = $1 AND is_deleted = 0 FOR UPDATE',
    [session.userId],
  )
  const stored = rows[0]?.password
  if (!stored || !(await verifySecret(stored, oldMd5))) {
    throw validationError([{ field: 'oldPassword', message: translate('system.access.oldPasswordWrong', lang) }])
  }
  // The user's own record, whatever the users' data scope covers.
  await writeServerOnly(tx, user, [{ id: session.userId, password: hash }], actor, { scopeChecked: true })
}

/** Sets fields of the signed-in user's own profile (checked by the caller) and answers the profile. */
export async function updateOwnProfile(
  tx: Queryable,
  actor: Actor,
  input: Row,
  sets: readonly string[],
): Promise<Row | undefined> {
  const { session } = actor
  // The user's own record, whatever the users' data scope covers.
  if (sets.length)
    await updateRecords(tx, user, [session.userId], Object.fromEntries(sets.map((k) => [k, input[k]])), actor, {
      scopeChecked: true,
    })
  const rows = await tx.query(
    `SELECT id, tenant_id, account, code, name, real_name, avatar, email, phone, sex, birthday, version
       FROM blade_user WHERE id = $1 AND is_deleted = 0`,
    [session.userId],
  )
  return rows[0]
}

export type UserStores = { userId: string; shopIds?: readonly string[]; warehouseIds?: readonly string[] }

/** Replaces the shops and/or warehouses a user works with (a kind not given is kept); answers both lists. */
export async function setUserStores(tx: Queryable, session: Session, input: UserStores) {
  await assertLiveIds(tx, 'blade_user', [input.userId], 'userId')
  const kinds = [
    [STORE_TYPE.shop, input.shopIds],
    [STORE_TYPE.warehouse, input.warehouseIds],
  ] as const
  for (const [type, ids] of kinds) {
    if (!ids) continue
    await tx.query('DELETE FROM blade_user_store WHERE user_id = $1 AND store_type = $2', [input.userId, type])
    const unique = [...new Set(ids)]
    if (unique.length) {
      await tx.query(
        `INSERT INTO blade_user_store (id, tenant_id, user_id, store_type, store_id, create_user)
         SELECT i, $1, $2, $3, s, $4 FROM unnest($5::bigint[], $6::bigint[]) AS x(i, s)`,
        [session.tenantId, input.userId, type, session.userId, unique.map(() => nextId()), unique],
      )
    }
  }
  const rows = await tx.query<{ storeType: number; storeId: string }>(
    'SELECT store_type, store_id FROM blade_user_store WHERE user_id = $1 ORDER BY store_type, store_id',
    [input.userId],
  )
  return {
    userId: input.userId,
    shopIds: rows.filter((r) => r.storeType === STORE_TYPE.shop).map((r) => r.storeId),
    warehouseIds: rows.filter((r) => r.storeType === STORE_TYPE.warehouse).map((r) => r.storeId),
  }
}

/** Users for pickers in a status (1 active by default), of a department and those below it when given (at most 2,000). */
export function deptUsers(db: Queryable, status: number, deptId: string | undefined): Promise<Row[]> {
  const params: unknown[] = [status]
  let byDept = ''
  if (deptId) {
    params.push(deptId)
    byDept = `AND string_to_array(nullif(u.dept_id, ''), ',')::bigint[] && ARRAY(
      SELECT id FROM blade_dept WHERE is_deleted = 0 AND (id = $2 OR (',' || ancestors || ',') LIKE '%,' || $2 || ',%'))`
  }
  return db.query(
    `SELECT u.id, u.account, u.code, u.name, u.real_name, u.dept_id, u.status,
            (SELECT string_agg(d.dept_name, ',' ORDER BY d.sort) FROM blade_dept d
              WHERE d.id = ANY(string_to_array(nullif(u.dept_id, ''), ',')::bigint[]) AND d.is_deleted = 0) AS dept_name
       FROM blade_user u WHERE u.is_deleted = 0 AND u.status = $1 ${byDept}
      ORDER BY u.real_name, u.id LIMIT 2000`,
    params,
  )
}
