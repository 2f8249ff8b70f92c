import { forgetGrants } from '../platform/auth/permissions.ts'
import type { Queryable } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { ADMIN_ROLE_ALIAS } from '../platform/seed/sync-platform.ts'

/** How many live users hold any of the ids in a comma-separated column of blade_user. */
export async function usersHolding(tx: Queryable, column: 'role_id' | 'dept_id' | 'post_id', ids: readonly string[]) {
  const rows = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM blade_user
      WHERE is_deleted = 0 AND string_to_array(nullif(${column}, ''), ',') && $1::text[]`,
    [ids],
  )
  return rows[0]?.n ?? 0
}

/** Roles: the administrator role keeps its alias (new menu entries are granted by it); roles in use stay. */
export const roleHooks: ResourceHooks = {
  beforeSave(_ctx, input, existing) {
    if (input.sort === null) input.sort = 0
    if (
      existing?.roleAlias === ADMIN_ROLE_ALIAS &&
      input.roleAlias !== undefined &&
      input.roleAlias !== ADMIN_ROLE_ALIAS
    ) {
      throw new AppError('VALIDATION', 'system.access.adminRoleFixed')
    }
    if (!existing && input.roleAlias === ADMIN_ROLE_ALIAS)
      throw new AppError('VALIDATION', 'system.access.adminRoleFixed')
  },
  afterSave({ actor }) {
    forgetGrants(actor.session.tenantId)
  },
  async beforeRemove({ tx, actor }, ids) {
    const admin = await tx.query(
      'SELECT 1 FROM blade_role WHERE id = ANY($1::bigint[]) AND role_alias = $2 AND is_deleted = 0',
      [ids, ADMIN_ROLE_ALIAS],
    )
    if (admin.length) throw new AppError('VALIDATION', 'system.access.adminRoleFixed')
    const n = await usersHolding(tx, 'role_id', ids)
    if (n > 0) {
      throw new AppError('VALIDATION', 'system.access.inUse', {
        what: { zh: '角色', en: 'The role', ja: 'ロール' }[actor.lang],
        count: n,
      })
    }
    // The grants go with the role.
    await tx.query('DELETE FROM blade_role_menu WHERE role_id = ANY($1::bigint[])', [ids])
    await tx.query('DELETE FROM blade_role_scope WHERE role_id = ANY($1::bigint[])', [ids])
    forgetGrants(actor.session.tenantId)
  },
}
