import { defineArea } from '../platform/area.ts'
import type { Queryable } from '../platform/db/db.ts'
import type { CallDef } from '../platform/http/calls.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { baseFactoryHooks } from './base-factory.hooks.ts'
import { seedFactories } from './seed-purchasing.ts'

/** The purchasing area's hand-written calls (beyond the generic ones of its declared resources). */
export const purchasingCalls: CallDef[] = []

/** Business rules of the purchasing area's resources, by resource key. */
export const purchasingHooks: Record<string, ResourceHooks> = { 'erp/basefactory': baseFactoryHooks }

/** Demo records of the purchasing area for one tenant (fixed ids where examples link to them). */
export async function seedPurchasing(tx: Queryable, tenantId: string): Promise<void> {
  await seedFactories(tx, tenantId)
}

/** The purchasing area: its hand-written calls, the hooks of its resources and its demo data. */
export const purchasingArea = defineArea({
  name: 'purchasing',
  layer: 3,
  calls: purchasingCalls,
  hooks: purchasingHooks,
  seed: seedPurchasing,
})
