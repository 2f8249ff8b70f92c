import type { ResourceDef } from '#sync/resources/define-resource.ts'
import type { Queryable } from '../db/db.ts'
import type { Session } from '../http/app-env.ts'

/** Data-rule types of spec 1 §6. */
export const DATA_SCOPE = { all: 1, self: 2, ownDept: 3, ownDeptAndChildren: 4, custom: 5 } as const

const COLUMNS = new Set(['create_user', 'create_dept'])

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
  const scopes = await tx.query<{ scopeType: number; scopeColumn: string; scopeValue: string | null }>(
    `SELECT d.scope_type, d.scope_column, d.scope_value FROM blade_scope_data d
       JOIN blade_role_scope rs ON rs.scope_id = d.id AND rs.scope_category = 1
      WHERE rs.role_id = ANY($1::bigint[]) AND d.resource_code = $2 AND d.is_deleted = 0 AND d.status = 1`,
    [session.roleIds, resource.permissions.view],
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
