import type { Queryable } from '../platform/db/db.ts'
import { nextId } from '../platform/db/next-id.ts'
import type { Session } from '../platform/http/app-env.ts'
import { AppError } from '../platform/http/app-error.ts'

/** Splits a comma-separated id list, as the grant calls' contracts read them. */
export { splitIds } from '#sync/resources/system/system.contracts.ts'

/**
 * Refuses ids of `table` that are not live records of the tenant, naming them under `field`.
 * The table name comes from code, never from input.
 */
export async function assertLiveIds(tx: Queryable, table: string, ids: readonly string[], field: string) {
  if (!ids.length) return
  const rows = await tx.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
    [ids],
  )
  const found = new Set(rows.map((r) => r.id))
  const missing = ids.filter((id) => !found.has(id))
  if (missing.length) {
    throw new AppError('VALIDATION', 'system.access.idsMissing', { field, ids: missing.join(', ') }, [
      { field, message: missing.join(', ') },
    ])
  }
}

/**
 * Nobody hands out more than they hold: every menu or button in `menuIds` must be granted to one
 * of the caller's own (live, enabled) roles. Administrators hold every entry, so they may grant all.
 */
export async function assertMenusHeld(tx: Queryable, session: Session, menuIds: readonly string[]) {
  if (!menuIds.length) return
  const rows = await tx.query<{ code: string }>(
    `SELECT m.code FROM blade_menu m
      WHERE m.id = ANY($1::bigint[]) AND NOT EXISTS (
        SELECT 1 FROM blade_role_menu rm JOIN blade_role r ON r.id = rm.role_id AND r.is_deleted = 0 AND r.status = 1
         WHERE rm.menu_id = m.id AND rm.role_id = ANY($2::bigint[]))
      ORDER BY m.sort, m.id LIMIT 10`,
    [menuIds, session.roleIds],
  )
  if (rows.length) {
    throw new AppError('FORBIDDEN', 'system.access.grantBeyondOwn', { codes: rows.map((r) => r.code).join(', ') })
  }
}

/** Assigning roles to users (or resetting their passwords) is limited to roles within the caller's own grants. */
export async function assertRolesWithinOwn(tx: Queryable, session: Session, roleIds: readonly string[]) {
  if (!roleIds.length) return
  const rows = await tx.query<{ menuId: string }>(
    'SELECT DISTINCT menu_id FROM blade_role_menu WHERE role_id = ANY($1::bigint[])',
    [roleIds],
  )
  await assertMenusHeld(
    tx,
    session,
    rows.map((r) => r.menuId),
  )
}

/** Checks menu ids a role grant names and that the caller holds them. */
export async function checkGrantedMenus(tx: Queryable, session: Session, menuIds: readonly string[]) {
  await assertLiveIds(tx, 'blade_menu', menuIds, 'menuIds')
  await assertMenusHeld(tx, session, menuIds)
}

/**
 * The scope ids of one kind among `ids`. Grant dialogs also send the page nodes the scopes hang
 * under (menu ids); those are skipped, anything else is refused.
 */
async function scopeIds(tx: Queryable, table: string, ids: string[], field: string) {
  if (!ids.length) return []
  const rows = await tx.query<{ id: string; isScope: boolean }>(
    `SELECT id, true AS is_scope FROM ${table} WHERE id = ANY($1::bigint[]) AND is_deleted = 0
     UNION ALL SELECT id, false FROM blade_menu WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
    [ids],
  )
  const known = new Set(rows.map((r) => r.id))
  const missing = ids.filter((id) => !known.has(id))
  if (missing.length) throw new AppError('VALIDATION', 'system.access.idsMissing', { field, ids: missing.join(', ') })
  return rows.filter((r) => r.isScope).map((r) => r.id)
}

export type RoleGrant = { roleIds: string[]; menuIds: string[]; dataScopeIds?: string[]; apiScopeIds?: string[] }

/**
 * Replaces the menus, data scopes and API scopes of roles (spec 1 §6): only roles the caller could
 * hold, menus it holds and API scopes among the codes it holds (`held`). Answers how many of each.
 */
export async function grantRoles(tx: Queryable, session: Session, held: ReadonlySet<string>, input: RoleGrant) {
  const { menuIds } = input
  await assertLiveIds(tx, 'blade_role', input.roleIds, 'roleIds')
  // Someone who could not hold a role cannot rewrite it either.
  await assertRolesWithinOwn(tx, session, input.roleIds)
  await checkGrantedMenus(tx, session, menuIds)
  const data = await scopeIds(tx, 'blade_scope_data', input.dataScopeIds ?? [], 'dataScopeIds')
  const api = await scopeIds(tx, 'blade_scope_api', input.apiScopeIds ?? [], 'apiScopeIds')
  if (api.length) {
    const codes = await tx.query<{ resourceCode: string }>(
      'SELECT resource_code FROM blade_scope_api WHERE id = ANY($1::bigint[])',
      [api],
    )
    const beyond = codes.map((r) => r.resourceCode).filter((code) => !held.has(code))
    if (beyond.length) throw new AppError('FORBIDDEN', 'system.access.grantBeyondOwn', { codes: beyond.join(', ') })
  }
  await tx.query('DELETE FROM blade_role_menu WHERE role_id = ANY($1::bigint[])', [input.roleIds])
  await tx.query('DELETE FROM blade_role_scope WHERE role_id = ANY($1::bigint[])', [input.roleIds])
  const menuPairs = input.roleIds.flatMap((r) => menuIds.map((m) => [r, m] as const))
  if (menuPairs.length) {
    await tx.query(
      `INSERT INTO blade_role_menu (id, tenant_id, role_id, menu_id)
       SELECT i, $1, r, m FROM unnest($2::bigint[], $3::bigint[], $4::bigint[]) AS x(i, r, m)`,
      [session.tenantId, menuPairs.map(() => nextId()), menuPairs.map((p) => p[0]), menuPairs.map((p) => p[1])],
    )
  }
  const scopes = [...data.map((id) => [id, 1] as const), ...api.map((id) => [id, 2] as const)]
  const scopePairs = input.roleIds.flatMap((r) => scopes.map(([s, kind]) => [r, s, kind] as const))
  if (scopePairs.length) {
    await tx.query(
      `INSERT INTO blade_role_scope (id, tenant_id, role_id, scope_id, scope_category)
       SELECT i, $1, r, s, k FROM unnest($2::bigint[], $3::bigint[], $4::bigint[], $5::int[]) AS x(i, r, s, k)`,
      [
        session.tenantId,
        scopePairs.map(() => nextId()),
        scopePairs.map((p) => p[0]),
        scopePairs.map((p) => p[1]),
        scopePairs.map((p) => p[2]),
      ],
    )
  }
  return { roles: input.roleIds.length, menus: menuIds.length, dataScopes: data.length, apiScopes: api.length }
}
