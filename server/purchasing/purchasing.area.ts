import { defineArea } from '../platform/area.ts'
import type { Queryable } from '../platform/db/db.ts'
import type { CallDef } from '../platform/http/calls.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { baseFactoryHooks } from './base-factory.hooks.ts'
import { contractCalls } from './contracts/contracts.calls.ts'
import { partySearchCalls } from './party-search.calls.ts'
import { purchaseCalls } from './purchase.calls.ts'
import { purchaseHooks } from './purchase.hooks.ts'
import { purchasingActionWorks } from './purchasing.actions.ts'
import { replenishmentCalls } from './replenishment.calls.ts'
import { replenishmentHooks } from './replenishment.hooks.ts'
import { salePlanCalls } from './sale-plan.calls.ts'
import { salePlanHooks } from './sale-plan.hooks.ts'
import { seedFactories, seedPurchases, seedSalePlans } from './seed-purchasing.ts'

/** The purchasing area's hand-written calls (beyond the generic ones of its declared resources). */
export const purchasingCalls: CallDef[] = [
  ...salePlanCalls,
  ...purchaseCalls,
  ...contractCalls,
  ...partySearchCalls,
  ...replenishmentCalls,
]

/** Business rules of the purchasing area's resources, by resource key. */
export const purchasingHooks: Record<string, ResourceHooks> = {
  'erp/basefactory': baseFactoryHooks,
  ...salePlanHooks,
  ...purchaseHooks,
  ...replenishmentHooks,
}

/** Demo records of the purchasing area for one tenant (fixed ids where examples link to them). */
export async function seedPurchasing(tx: Queryable, tenantId: string): Promise<void> {
  await seedFactories(tx, tenantId)
  await seedSalePlans(tx, tenantId)
  await seedPurchases(tx, tenantId)
}

/** The purchasing area: its hand-written calls, the hooks of its resources and its demo data. */
export const purchasingArea = defineArea({
  name: 'purchasing',
  layer: 3,
  calls: purchasingCalls,
  actions: purchasingActionWorks,
  hooks: purchasingHooks,
  seed: seedPurchasing,
})
