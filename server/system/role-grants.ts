import type { Queryable } from '../platform/db/db.ts'
import type { Session } from '../platform/http/app-env.ts'
import { AppError } from '../platform/http/app-error.ts'

/** Splits a comma-separated id list ('' gives none), keeping the first of each id. */
export function splitIds(raw: unknown): string[] {
  if (Array.isArray(raw)) return [...new Set(raw.map((v) => String(v).trim()).filter(Boolean))]
  return [
    ...new Set(
      String(raw ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ]
}

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
