import type { Db } from '../db/db.ts'
import { forgetTenantReads, READ_CACHE_TTL_MS, ReadCache } from '../db/read-cache.ts'

const granted = new ReadCache<Set<string>>(READ_CACHE_TTL_MS, { tenantKeyed: true })

/**
 * The menu and button codes a user's roles grant (roles removed or disabled grant nothing).
 * Cached for 1 s per tenant and role set, so a grant changed by any process counts within a
 * second; a change made here (roles, menus, scopes, clear-cache) drops the tenant's entries at once.
 */
export function grantedCodes(db: Db, tenantId: string, roleIds: readonly string[]): Promise<Set<string>> {
  return granted.get(`${tenantId}|${[...roleIds].sort().join(',')}`, () => readGrants(db, roleIds))
}

async function readGrants(db: Db, roleIds: readonly string[]): Promise<Set<string>> {
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
  return new Set(rows.map((r) => r.code))
}

/** Drops the cached grants and data scopes of one tenant (this process reads them afresh at once). */
export function forgetGrants(tenantId: string): void {
  forgetTenantReads(tenantId)
}
