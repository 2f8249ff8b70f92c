import { translate } from '#sync/i18n/messages.ts'
import { role } from '#sync/resources/system/role.resource.ts'
import { roleGrantContract, roleGrantLabels } from '#sync/resources/system/system.contracts.ts'
import { forgetGrants, grantedCodes } from '../platform/auth/permissions.ts'
import { validationError } from '../platform/http/app-error.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { grantRoles } from './role-grants.ts'

const GRANT_LABELS = roleGrantLabels

/** Role grant (spec 1 §6): replaces the menus, data scopes and API scopes of roles in one transaction. */
export const roleCalls = [
  defineCall({
    ...roleGrantContract,
    alsoOther: true,
    area: 'system',
    summary: 'Replaces the grants of roles (roleIds) with menuIds, dataScopeIds and apiScopeIds',
    access: { permission: role.permissions.edit },
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
      const result = await c.var.db.begin((tx) => grantRoles(tx, session, held, { ...input, menuIds }))
      forgetGrants(session.tenantId)
      return ok(c, result)
    },
  }),
]
