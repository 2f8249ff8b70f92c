import { z } from 'zod'
import { translate } from '#sync/i18n/messages.ts'
import { idSchema } from '#sync/resources/resource-schemas.ts'
import { role } from '#sync/resources/system/role.resource.ts'
import { forgetGrants, grantedCodes } from '../platform/auth/permissions.ts'
import type { Queryable } from '../platform/db/db.ts'
import { nextId } from '../platform/db/next-id.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { checkGrantedMenus } from './menu-manage.calls.ts'
import { assertLiveIds, assertRolesWithinOwn, splitIds } from './role-grants.ts'

const idList = z.preprocess(
  (v) => (typeof v === 'string' ? splitIds(v) : Array.isArray(v) ? v.map((x) => String(x).trim()) : v),
  z.array(idSchema).max(5000),
)
const grantBody = z.object({
  roleIds: idList,
  menuIds: idList.optional(),
  dataScopeIds: idList.optional(),
  apiScopeIds: idList.optional(),
})
const GRANT_LABELS = {
  roleIds: { zh: '角色', en: 'Roles', ja: 'ロール' },
  menuIds: { zh: '菜单权限', en: 'Menu permissions', ja: 'メニュー権限' },
  dataScopeIds: { zh: '数据权限', en: 'Data scopes', ja: 'データ権限' },
  apiScopeIds: { zh: '接口权限', en: 'API scopes', ja: 'API権限' },
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

/** Role grant (spec 1 §6): replaces the menus, data scopes and API scopes of roles in one transaction. */
export const roleCalls = [
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: '/api/blade-system/role/grant',
    area: 'system',
    summary: 'Replaces the grants of roles (roleIds) with menuIds, dataScopeIds and apiScopeIds',
    access: { permission: role.permissions.edit },
    input: { params: grantBody, labels: GRANT_LABELS },
    example: {
      roleIds: ['1000000000000001002'],
      menuIds: [],
      dataScopeIds: [],
      apiScopeIds: ['1000000000000001501'],
    },
    handler: async (c, { params: input }) => {
      const lang = c.var.lang
      if (!input.roleIds.length) {
        throw validationError([
          { field: 'roleIds', message: translate('fieldRequired', lang, { field: GRANT_LABELS.roleIds[lang] }) },
        ])
      }
      const { session } = c.var
      const held = await grantedCodes(c.var.db, session.tenantId, session.roleIds)
      const menuIds = [...new Set(input.menuIds ?? [])]
      const result = await c.var.db.begin(async (tx) => {
        await assertLiveIds(tx, 'blade_role', input.roleIds, 'roleIds')
        // Someone who could not hold a role cannot rewrite it either.
        await assertRolesWithinOwn(tx, session, input.roleIds)
        await checkGrantedMenus(tx, c, menuIds)
        const data = await scopeIds(tx, 'blade_scope_data', input.dataScopeIds ?? [], 'dataScopeIds')
        const api = await scopeIds(tx, 'blade_scope_api', input.apiScopeIds ?? [], 'apiScopeIds')
        if (api.length) {
          const codes = await tx.query<{ resourceCode: string }>(
            'SELECT resource_code FROM blade_scope_api WHERE id = ANY($1::bigint[])',
            [api],
          )
          const beyond = codes.map((r) => r.resourceCode).filter((code) => !held.has(code))
          if (beyond.length)
            throw new AppError('FORBIDDEN', 'system.access.grantBeyondOwn', { codes: beyond.join(', ') })
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
      })
      forgetGrants(session.tenantId)
      return ok(c, result)
    },
  }),
]
