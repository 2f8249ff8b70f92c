import { defineArea } from '../platform/area.ts'
import type { Queryable } from '../platform/db/db.ts'
import { listen } from '../platform/events.ts'
import type { CallDef } from '../platform/http/calls.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { inboundReceived } from '../wms/inbound-order.ts'
import { shipActionWorks } from './ship.actions.ts'
import { shipCalls } from './ship.calls.ts'
import { shipHooks } from './ship.hooks.ts'
import { shipApplyActionWorks } from './ship-apply.actions.ts'
import { shipApplyCalls } from './ship-apply.calls.ts'
import { shipApplyHooks } from './ship-apply.hooks.ts'
import { shipDocumentCalls } from './ship-documents/ship-documents.calls.ts'
import { followShipInbound } from './ship-inbound.ts'
import { shipOrderCalls } from './ship-order.calls.ts'
import { shipOrderHooks } from './ship-order.hooks.ts'
import { seedShipApplications } from './ship-order-seed.ts'
import { seedShips } from './ship-seed.ts'

/** The shipping area's hand-written calls (beyond the generic ones of its declared resources). */
export const shippingCalls: CallDef[] = [...shipApplyCalls, ...shipOrderCalls, ...shipCalls, ...shipDocumentCalls]

/** Business rules of the shipping area's resources, by resource key. */
export const shippingHooks: Record<string, ResourceHooks> = {
  ...shipApplyHooks,
  ...shipOrderHooks,
  ...shipHooks,
}

/** Demo records of the shipping area for one tenant (fixed ids where examples link to them). */
export async function seedShipping(tx: Queryable, tenantId: string): Promise<void> {
  await seedShipApplications(tx, tenantId)
  await seedShips(tx, tenantId)
}

/** The shipping area: its hand-written calls, action work, hooks and demo data. */
export const shippingArea = defineArea({
  name: 'shipping',
  layer: 8,
  calls: shippingCalls,
  actions: [...shipApplyActionWorks, ...shipActionWorks],
  hooks: shippingHooks,
  // A ship's inbound order received moves the ship, its plans and the purchase orders on.
  listeners: [listen(inboundReceived, followShipInbound)],
  seed: seedShipping,
})
