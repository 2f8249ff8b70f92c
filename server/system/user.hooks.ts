import { user } from '#sync/resources/system/user.resource.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { withServerOnly } from '../platform/records/server-only.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { assertLiveIds, assertRolesWithinOwn, splitIds } from './role-grants.ts'
import { checkNewPassword, storedPassword } from './user-password.ts'

/** Store types of blade_user_store. */
export const STORE_TYPE = { shop: 1, warehouse: 2 } as const

/** The tenant's account quota (blade_tenant.account_number, -1 unlimited) limits new users. */
export async function assertQuotaLeft(tx: Queryable, tenantId: string, adding = 1) {
  const rows = await tx.query<{ accountNumber: number; used: number }>(
    `SELECT t.account_number, (SELECT count(*)::int FROM blade_user WHERE is_deleted = 0) AS used
       FROM blade_tenant t WHERE t.tenant_id = $1`,
    [tenantId],
  )
  const q = rows[0]
  if (q && q.accountNumber >= 0 && q.used + adding > q.accountNumber) {
    throw new AppError('VALIDATION', 'tenantQuotaReached')
  }
}

/** Names of the roles, departments and posts of each user, and the shops and warehouses assigned. */
async function decorateUsers(tx: Queryable, records: Row[]) {
  const ids = (key: string) => [...new Set(records.flatMap((r) => splitIds(r[key])))]
  const names = async (sql: string, list: string[]) =>
    new Map(list.length ? (await tx.query<{ id: string; name: string }>(sql, [list])).map((r) => [r.id, r.name]) : [])
  const roles = await names('SELECT id, role_name AS name FROM blade_role WHERE id = ANY($1::bigint[])', ids('roleId'))
  const depts = await names('SELECT id, dept_name AS name FROM blade_dept WHERE id = ANY($1::bigint[])', ids('deptId'))
  const posts = await names('SELECT id, post_name AS name FROM blade_post WHERE id = ANY($1::bigint[])', ids('postId'))
  const stores = await tx.query<{ userId: string; storeType: number; ids: string }>(
    `SELECT user_id, store_type, string_agg(store_id::text, ',' ORDER BY store_id) AS ids FROM blade_user_store
      WHERE user_id = ANY($1::bigint[]) GROUP BY user_id, store_type`,
    [records.map((r) => r.id)],
  )
  const join = (key: string, map: Map<string, string>, r: Row) =>
    splitIds(r[key])
      .map((id) => map.get(id))
      .filter(Boolean)
      .join(',')
  for (const r of records) {
    r.roleName = join('roleId', roles, r)
    r.deptName = join('deptId', depts, r)
    r.postName = join('postId', posts, r)
    const mine = (type: number) => stores.find((s) => s.userId === r.id && s.storeType === type)?.ids ?? ''
    r.shopIds = mine(STORE_TYPE.shop)
    r.warehouseIds = mine(STORE_TYPE.warehouse)
  }
}

/** Users: password rules and hashing, quota, existing roles/departments/posts, no self-lockout. */
export const userHooks: ResourceHooks = {
  async beforeSave({ tx, actor, raw }, input, existing) {
    const { session } = actor
    for (const key of ['roleId', 'deptId', 'postId']) {
      if (typeof input[key] === 'string') input[key] = splitIds(input[key]).join(',')
    }
    // Columns without NULL: a cleared value is stored as the column default.
    if (input.postId === null) input.postId = ''
    if (input.status === null) input.status = undefined
    const roleIds = input.roleId === undefined ? undefined : splitIds(input.roleId)
    await assertLiveIds(tx, 'blade_role', roleIds ?? [], 'roleId')
    await assertLiveIds(tx, 'blade_dept', splitIds(input.deptId), 'deptId')
    await assertLiveIds(tx, 'blade_post', splitIds(input.postId), 'postId')
    if (roleIds) {
      const before = new Set(splitIds(existing?.roleId))
      await assertRolesWithinOwn(
        tx,
        session,
        roleIds.filter((id) => !before.has(id)),
      )
    }
    if (!existing) await assertQuotaLeft(tx, session.tenantId)
    if (typeof input.password === 'string') {
      // Setting someone's password takes over their account: only for users within the caller's own grants.
      if (existing) await assertRolesWithinOwn(tx, session, splitIds(existing.roleId))
      checkNewPassword(actor.lang, input.password, 'password', raw?.password2)
      // The hash is stored in the typed password's place (a server-only column), and a lock-out ends with it.
      const hash = await storedPassword(input.password)
      input.password = undefined
      withServerOnly(user, input, { password: hash, failedLoginCount: 0, lockedUntil: null })
    }
    const status = Number(input.status ?? existing?.status ?? 1)
    if (existing && existing.id === session.userId && status !== 1) {
      throw new AppError('VALIDATION', 'system.access.disableSelf')
    }
    const merged = { ...existing, ...input }
    if (status === 1 && (!splitIds(merged.roleId).length || !splitIds(merged.deptId).length)) {
      throw new AppError('VALIDATION', 'system.access.approveNeedsRole')
    }
  },
  async beforeRemove({ tx, actor }, ids) {
    if (ids.includes(actor.session.userId)) throw new AppError('VALIDATION', 'system.access.removeSelf')
    const rows = await tx.query<{ roleId: string }>(
      'SELECT role_id FROM blade_user WHERE id = ANY($1::bigint[]) AND is_deleted = 0',
      [ids],
    )
    await assertRolesWithinOwn(
      tx,
      actor.session,
      rows.flatMap((r) => splitIds(r.roleId)),
    )
  },
  decorate: ({ tx }, records) => decorateUsers(tx, records),
}
