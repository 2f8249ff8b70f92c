import { z } from 'zod'
import { translate } from '#sync/i18n/messages.ts'
import { idSchema } from '#sync/resources/resource-schemas.ts'
import { role } from '#sync/resources/system/role.resource.ts'
import { roleGrantAnswer } from '#sync/resources/system/system.answers.ts'
import { forgetGrants, grantedCodes } from '../platform/auth/permissions.ts'
import { validationError } from '../platform/http/app-error.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { grantRoles, splitIds } from './role-grants.ts'

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
    output: roleGrantAnswer,
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
      const result = await c.var.db.begin((tx) => grantRoles(tx, session, held, { ...input, menuIds }))
      forgetGrants(session.tenantId)
      return ok(c, result)
    },
  }),
]
