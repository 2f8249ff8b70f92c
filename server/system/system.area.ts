import { defineArea } from '../platform/area.ts'
import type { Queryable } from '../platform/db/db.ts'
import type { CallDef } from '../platform/http/calls.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { seedSystemAccess, systemAccessHooks } from './access.ts'
import { seedSystemAdmin, systemAdminHooks } from './admin.ts'
import { clientCalls } from './client.calls.ts'
import { codeCalls } from './code.calls.ts'
import { dictCalls } from './dict.calls.ts'
import { dictBizCalls } from './dict-biz.calls.ts'
import { exportCalls } from './export.calls.ts'
import { menuCalls } from './menu.calls.ts'
import { menuManageCalls } from './menu-manage.calls.ts'
import { roleCalls } from './role.calls.ts'
import { systemActionWorks } from './system.actions.ts'
import { templateCalls } from './template.calls.ts'
import { tenantCalls } from './tenant.calls.ts'
import { userCalls } from './user.calls.ts'

/** The system area's hand-written calls (beyond the generic ones of its declared resources). */
export const systemCalls: CallDef[] = [
  // Access: users, roles, menus, departments, posts, clients, scopes.
  ...menuCalls,
  ...menuManageCalls,
  ...roleCalls,
  ...userCalls,
  ...clientCalls,
  // Administration: dictionaries, parameters, tenants, logs, code generator, downloads.
  ...dictCalls,
  ...dictBizCalls,
  ...tenantCalls,
  ...codeCalls,
  ...exportCalls,
  ...templateCalls,
]

/** Business rules of the system area's resources, by resource key. */
export const systemHooks: Record<string, ResourceHooks> = { ...systemAccessHooks, ...systemAdminHooks }

/** Demo records of the system area for one tenant. */
export async function seedSystem(tx: Queryable, tenantId: string): Promise<void> {
  await seedSystemAccess(tx, tenantId)
  await seedSystemAdmin(tx, tenantId)
}

/** The system area: its hand-written calls, the hooks of its resources and its demo data. */
export const systemArea = defineArea({
  name: 'system',
  layer: 1,
  calls: systemCalls,
  actions: systemActionWorks,
  hooks: systemHooks,
  seed: seedSystem,
})
