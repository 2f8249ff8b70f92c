import { defineArea } from '../platform/area.ts'
import type { Queryable } from '../platform/db/db.ts'
import type { CallDef } from '../platform/http/calls.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { shipApplyActionWorks } from './ship-apply.actions.ts'
import { shipApplyCalls } from './ship-apply.calls.ts'
import { shipApplyHooks } from './ship-apply.hooks.ts'
import { shipDocumentCalls } from './ship-documents/ship-documents.calls.ts'
import { shipOrderCalls } from './ship-order.calls.ts'
import { shipOrderHooks } from './ship-order.hooks.ts'
import { seedShipApplications } from './ship-order-seed.ts'

/** The shipping area's hand-written calls (beyond the generic ones of its declared resources). */
export const shippingCalls: CallDef[] = [...shipApplyCalls, ...shipOrderCalls, ...shipDocumentCalls]

/** Business rules of the shipping area's resources, by resource key. */
export const shippingHooks: Record<string, ResourceHooks> = {
  ...shipApplyHooks,
  ...shipOrderHooks,
}

/** Demo records of the shipping area for one tenant (fixed ids where examples link to them). */
export async function seedShipping(tx: Queryable, tenantId: string): Promise<void> {
  await seedShipApplications(tx, tenantId)
}

/** The shipping area: its hand-written calls, action work, hooks and demo data. */
export const shippingArea = defineArea({
  name: 'shipping',
  layer: 8,
  calls: shippingCalls,
  actions: [...shipApplyActionWorks],
  hooks: shippingHooks,
  seed: seedShipping,
})
