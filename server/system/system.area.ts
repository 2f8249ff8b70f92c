import { defineArea } from '../platform/area.ts'
import type { Queryable } from '../platform/db/db.ts'
import type { CallDef } from '../platform/http/calls.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { seedSystemAccess, systemAccessCalls, systemAccessHooks } from './access.ts'
import { seedSystemAdmin, systemAdminCalls, systemAdminHooks } from './admin.ts'
import { systemActionWorks } from './system.actions.ts'

/** The system area's hand-written calls (beyond the generic ones of its declared resources). */
export const systemCalls: CallDef[] = [...systemAccessCalls, ...systemAdminCalls]

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
  calls: systemCalls,
  actions: systemActionWorks,
  hooks: systemHooks,
  seed: seedSystem,
})
