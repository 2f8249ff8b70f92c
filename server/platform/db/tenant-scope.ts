import type { Db, Queryable } from './db.ts'

/** The database role request traffic runs as: no superuser, no BYPASSRLS, so the policies hold. */
export const APP_ROLE = 'erp_app'

/** Who a transaction acts for; RLS policies read these settings. */
export type TenantScope = { tenantId: string; userId: string }

const ENTER_SCOPE = `SELECT set_config('role', '${APP_ROLE}', true), set_config('app.tenant_id', $1, true), set_config('app.user_id', $2, true)`

/** Enters a tenant's scope inside a transaction the owner began (a job picking work across tenants). */
export async function enterScope(tx: Queryable, scope: TenantScope): Promise<void> {
  await tx.query(ENTER_SCOPE, [scope.tenantId, scope.userId])
}

/**
 * A view of `db` that runs every statement as the application role with the tenant set, each
 * in a transaction, so a query that forgets `WHERE tenant_id` still sees only this tenant's rows.
 * The driver enters the scope (TransactionOptions.scope) before the work's statements: on
 * PostgreSQL, read-only work enters it again with each statement, sent in the same write.
 */
export function scopeToTenant(db: Db, scope: TenantScope): Db {
  const entry = { text: ENTER_SCOPE, params: [scope.tenantId, scope.userId] }
  const begin: Db['begin'] = (work, options) => db.begin(work, { ...options, scope: entry })
  return {
    begin,
    query: (sql, params, how) => begin((tx) => tx.query(sql, params, how)),
    exec: (script) => begin((tx) => tx.exec(script)),
  }
}
