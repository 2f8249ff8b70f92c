import { stockArrived } from '../inventory/stock-ledger.ts'
import { defineArea } from '../platform/area.ts'
import type { Queryable } from '../platform/db/db.ts'
import { listen } from '../platform/events.ts'
import type { CallDef } from '../platform/http/calls.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { outboundProgress } from '../wms/packing.ts'
import { orderHooks } from './order.hooks.ts'
import { orderHandlingCalls } from './order-handling.calls.ts'
import { seedOrderHandling } from './order-handling-seed.ts'
import { orderIntakeCalls } from './order-intake.calls.ts'
import { orderReviewCalls } from './order-review.calls.ts'
import { retryOnArrival } from './order-review.ts'
import { seedOrders } from './order-seed.ts'
import { orderSupportCalls } from './order-support.calls.ts'
import { orderTrackingCalls } from './order-tracking.calls.ts'
import { orderTrackingHooks } from './order-tracking.hooks.ts'
import { seedOrderTracking } from './order-tracking-seed.ts'
import { ordersActionWorks } from './orders.actions.ts'
import { warehouseOrderCalls } from './warehouse-order.calls.ts'
import { warehouseOrderHooks } from './warehouse-order.hooks.ts'
import { followOutbound } from './warehouse-order.ts'

/** The orders area's hand-written calls (beyond the generic ones of its declared resources). */
export const ordersCalls: CallDef[] = [
  ...orderIntakeCalls,
  ...orderReviewCalls,
  ...orderHandlingCalls,
  ...warehouseOrderCalls,
  ...orderTrackingCalls,
  ...orderSupportCalls,
]

/** Business rules of the orders area's resources, by resource key. */
export const ordersHooks: Record<string, ResourceHooks> = {
  ...orderHooks,
  ...warehouseOrderHooks,
  ...orderTrackingHooks,
}

/** Demo records of the orders area for one tenant. */
export async function seedOrdersArea(tx: Queryable, tenantId: string): Promise<void> {
  await seedOrders(tx, tenantId)
  await seedOrderTracking(tx, tenantId)
  await seedOrderHandling(tx, tenantId)
}

/** The orders area: sales orders from intake to shipped, the warehouse's side, tracks and labels. */
export const ordersArea = defineArea({
  name: 'orders',
  layer: 10,
  calls: ordersCalls,
  actions: ordersActionWorks,
  hooks: ordersHooks,
  seed: seedOrdersArea,
  listeners: [
    // Orders out of stock are reviewed again when units arrive in their warehouse.
    listen(stockArrived, retryOnArrival),
    // A sales order's warehouse order follows its outbound order's picking, packing, labels and shipping.
    listen(outboundProgress, followOutbound),
  ],
})
