import { defineArea } from '../platform/area.ts'
import type { Queryable } from '../platform/db/db.ts'
import type { CallDef } from '../platform/http/calls.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { currencyHooks } from './currency.hooks.ts'
import { freightHooks } from './freight.hooks.ts'
import { seedPricingMasters } from './pricing-seed.ts'

/** The pricing area's hand-written calls (beyond the generic ones of its declared resources). */
export const pricingCalls: CallDef[] = []

/** Business rules of the pricing area's resources, by resource key. */
export const pricingHooks: Record<string, ResourceHooks> = {
  'erp/basecurrency': currencyHooks,
  'erp/basefreight': freightHooks,
}

/** Demo records of the pricing area for one tenant (fixed ids where examples link to them). */
export async function seedPricing(tx: Queryable, tenantId: string): Promise<void> {
  await seedPricingMasters(tx, tenantId)
}

/** The pricing area: its hand-written calls, the hooks of its resources and its demo data. */
export const pricingArea = defineArea({
  name: 'pricing',
  layer: 3,
  calls: pricingCalls,
  hooks: pricingHooks,
  seed: seedPricing,
})
