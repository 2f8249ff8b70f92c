import type { ResourceDef } from '#sync/resources/define-resource.ts'
import type { Actor } from '../actor.ts'
import type { Queryable } from '../db/db.ts'
import { READ_CACHE_TTL_MS, ReadCache } from '../db/read-cache.ts'
import type { Session } from '../http/app-env.ts'
import { AppError } from '../http/app-error.ts'

/** Data-rule types of spec 1 §6. */
export const DATA_SCOPE = { all: 1, self: 2, ownDept: 3, ownDeptAndChildren: 4, custom: 5 } as const

const COLUMNS = new Set(['create_user', 'create_dept'])

type Scope = { scopeType: number; scopeColumn: string; scopeValue: string | null }

/**
 * The data scopes of a role set on a resource, kept 1 s (a change by any process counts within a
 * second; one made in this process drops the tenant's entries at once, see forgetGrants).
 */
const dataScopes = new ReadCache<Scope[]>(READ_CACHE_TTL_MS, { tenantKeyed: true })

/**
 * The rows of a resource the user's roles may see, as one SQL condition (params appended), or null
 * when nothing restricts them. No data scope for the resource means all rows (BladeX's default);
 * several scopes widen each other.
 */
export async function dataScopeCondition(
  tx: Queryable,
  session: Session,
  resource: ResourceDef,
  params: unknown[],
): Promise<string | null> {
  if (!session.roleIds.length) return null
  const code = resource.permissions.view
  const key = `${session.tenantId}|${[...session.roleIds].sort().join(',')}|${code}`
  const scopes = await dataScopes.get(key, () =>
    tx.query<Scope>(
      `SELECT d.scope_type, d.scope_column, d.scope_value FROM blade_scope_data d
         JOIN blade_role_scope rs ON rs.scope_id = d.id AND rs.scope_category = 1
        WHERE rs.role_id = ANY($1::bigint[]) AND d.resource_code = $2 AND d.is_deleted = 0 AND d.status = 1`,
      [session.roleIds, code],
    ),
  )
  if (!scopes.length || scopes.some((s) => s.scopeType === DATA_SCOPE.all)) return null
  const parts: string[] = []
  const param = (v: unknown) => {
    params.push(v)
    return `$${params.length}`
  }
  for (const s of scopes) {
    const column = COLUMNS.has(s.scopeColumn) ? s.scopeColumn : 'create_user'
    if (s.scopeType === DATA_SCOPE.self) parts.push(`create_user = ${param(session.userId)}`)
    if (s.scopeType === DATA_SCOPE.ownDept) parts.push(`create_dept = ANY(${param(session.deptIds)}::bigint[])`)
    if (s.scopeType === DATA_SCOPE.ownDeptAndChildren) {
      const depts = param(session.deptIds)
      parts.push(
        `create_dept IN (SELECT id FROM blade_dept WHERE is_deleted = 0 AND (id = ANY(${depts}::bigint[])
           OR EXISTS (SELECT 1 FROM unnest(${depts}::bigint[]) AS d(id) WHERE (',' || ancestors || ',') LIKE '%,' || d.id || ',%')))`,
      )
    }
    if (s.scopeType === DATA_SCOPE.custom) {
      const ids = (s.scopeValue ?? '').split(',').filter((v) => /^\d+$/.test(v))
      parts.push(`${column === 'create_user' ? 'create_dept' : column} = ANY(${param(ids)}::bigint[])`)
    }
  }
  return parts.length ? `(${parts.join(' OR ')})` : 'false'
}

/**
 * The rows of a resource the actor may see, as a condition to AND into a statement over its table
 * (params appended): the data scope, or `true` when none restricts the actor. What a write may
 * touch is what a read shows.
 */
export async function scopeOf(tx: Queryable, actor: Actor, resource: ResourceDef, params: unknown[]): Promise<string> {
  return (await dataScopeCondition(tx, actor.session, resource, params)) ?? 'true'
}

/**
 * The one rule of writes (issue 26, finding 2): records outside the actor's data scope on the
 * resource are refused as if they did not exist (404 `recordNotFound`), exactly as their detail
 * answers. The record functions and `transition` apply it to every save, remove and action; a
 * hand-written call or floor command that writes a declared table by id calls it at its entry.
 * Ids that name no record at all are left to the caller (its own refusal names them); without a
 * scope (all rows, or a system actor without roles) it reads nothing.
 */
export async function assertInScope(
  tx: Queryable,
  actor: Actor,
  resource: ResourceDef,
  ids: readonly (string | number | null | undefined)[],
): Promise<void> {
  if ((await idsOutOfScope(tx, actor, resource, ids)).size) throw new AppError('NOT_FOUND', 'recordNotFound')
}

/**
 * Which of `ids` name records of the resource outside the actor's data scope, for a batch that
 * answers each record on its own (a hidden one as not found, like a missing one). Empty without a scope.
 */
export async function idsOutOfScope(
  tx: Queryable,
  actor: Actor,
  resource: ResourceDef,
  ids: readonly (string | number | null | undefined)[],
): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter((id) => id !== null && id !== undefined && id !== '').map(String))]
  if (!wanted.length) return new Set()
  const params: unknown[] = [wanted]
  const scope = await dataScopeCondition(tx, actor.session, resource, params)
  if (!scope) return new Set()
  const hidden = await tx.query<{ id: string }>(
    `SELECT id::text FROM ${resource.table} WHERE id = ANY($1::bigint[]) AND (${scope}) IS NOT TRUE`,
    params,
  )
  return new Set(hidden.map((h) => h.id))
}
