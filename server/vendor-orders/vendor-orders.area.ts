import { defineArea } from '../platform/area.ts'
import type { CallDef } from '../platform/http/calls.ts'
import { vcAdminOrderCalls } from './vc-admin-order.calls.ts'
import { vcCustomerOrderCalls } from './vc-customer-order.calls.ts'
import { vendorOrdersActionWorks } from './vendor-orders.actions.ts'
import { vcAdminOrderHooks, vcCustomerOrderHooks } from './vendor-orders.hooks.ts'
import { seedVendorOrders } from './vendor-orders-seed.ts'

/** The vendor-orders area's hand-written calls. */
export const vendorOrdersCalls: CallDef[] = [...vcAdminOrderCalls, ...vcCustomerOrderCalls]

/** The vendor-orders area: vendor-central orders (admin and customer side), B2B wholesale calls and their tracks. */
export const vendorOrdersArea = defineArea({
  name: 'vendor-orders',
  layer: 11,
  calls: vendorOrdersCalls,
  actions: vendorOrdersActionWorks,
  hooks: { ...vcAdminOrderHooks, ...vcCustomerOrderHooks },
  seed: seedVendorOrders,
})
