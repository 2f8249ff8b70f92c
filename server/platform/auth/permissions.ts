import type { Db } from '../db/db.ts'

const TTL_MS = 30_000
const granted = new Map<string, { codes: Set<string>; at: number }>()

/**
 * The menu and button codes a user's roles grant (roles removed or disabled grant nothing).
 * Cached for 30 s per tenant and role set; clear-cache drops a tenant's entries at once.
 */
export async function grantedCodes(db: Db, tenantId: string, roleIds: readonly string[]): Promise<Set<string>> {
  const key = `${tenantId}|${[...roleIds].sort().join(',')}`
  const hit = granted.get(key)
  if (hit && Date.now() - hit.at < TTL_MS) return hit.codes
  // Menus and buttons granted to the roles, plus the API scopes granted to them.
  const rows = roleIds.length
    ? await db.query<{ code: string }>(
        `SELECT m.code FROM blade_role_menu rm
           JOIN blade_role r ON r.id = rm.role_id AND r.is_deleted = 0 AND r.status = 1
           JOIN blade_menu m ON m.id = rm.menu_id AND m.is_deleted = 0
          WHERE rm.role_id = ANY($1::bigint[])
         UNION
         SELECT a.resource_code FROM blade_role_scope rs
           JOIN blade_role r ON r.id = rs.role_id AND r.is_deleted = 0 AND r.status = 1
           JOIN blade_scope_api a ON a.id = rs.scope_id AND a.is_deleted = 0 AND a.status = 1
          WHERE rs.role_id = ANY($1::bigint[]) AND rs.scope_category = 2`,
        [roleIds],
      )
    : []
  const codes = new Set(rows.map((r) => r.code))
  granted.set(key, { codes, at: Date.now() })
  return codes
}

/** Drops the cached grants of one tenant. */
export function forgetGrants(tenantId: string): void {
  for (const key of granted.keys()) if (key.startsWith(`${tenantId}|`)) granted.delete(key)
}
