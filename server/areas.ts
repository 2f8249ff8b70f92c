import { authArea } from './auth/auth.area.ts'
import { fbaArea } from './fba/fba.area.ts'
import { financeArea } from './finance/finance.area.ts'
import { floorArea } from './floor/floor.area.ts'
import { inventoryArea } from './inventory/inventory.area.ts'
import { ordersArea } from './orders/orders.area.ts'
import { otherArea } from './other/other.area.ts'
import type { AreaDef } from './platform/area.ts'
import type { Queryable } from './platform/db/db.ts'
import { registerListeners } from './platform/events.ts'
import type { CallDef } from './platform/http/calls.ts'
import { type ActionWork, registerActionWorks } from './platform/records/action-calls.ts'
import { registerApprovalEngine } from './platform/records/approvals.ts'
import { type ResourceHooks, registerHooks } from './platform/resources/hooks.ts'
import { pricingArea } from './pricing/pricing.area.ts'
import { productsArea } from './products/products.area.ts'
import { purchasingArea } from './purchasing/purchasing.area.ts'
import { shippingArea } from './shipping/shipping.area.ts'
import { shopsArea } from './shops/shops.area.ts'
import { systemArea } from './system/system.area.ts'
import { vendorOrdersArea } from './vendor-orders/vendor-orders.area.ts'
import { wmsArea } from './wms/wms.area.ts'
import { startApproval } from './workflow/engine.ts'
import { workflowArea } from './workflow/workflow.area.ts'

/**
 * Every business area of the server, once, in dependency order (masters before what links to
 * them: their demo data is seeded in this order). A new area is its folder and one line here.
 */
export const areas: readonly AreaDef[] = [
  systemArea,
  authArea,
  workflowArea,
  pricingArea,
  otherArea,
  wmsArea,
  purchasingArea,
  productsArea,
  shopsArea,
  inventoryArea,
  shippingArea,
  fbaArea,
  floorArea,
  ordersArea,
  vendorOrdersArea,
  financeArea,
]

/** The hand-written calls of every area (beyond the generic ones of their declared resources). */
export const areaCalls: CallDef[] = areas.flatMap((a) => a.calls ?? [])

/** The server's work of every area's declared actions (their calls come from the declarations). */
export const areaActionWorks: ActionWork[] = areas.flatMap((a) => a.actions ?? [])

registerActionWorks(areaActionWorks)

/** Approvals start in the record layer's transition and run through the workflow area's engine (wired once, here). */
registerApprovalEngine({ start: async (tx, actor, request) => void (await startApproval(tx, actor, request)) })

/** Business rules every save and remove of a declared resource runs, per resource key (registered at load). */
export const resourceHooks: Record<string, ResourceHooks> = Object.assign({}, ...areas.map((a) => a.hooks ?? {}))
registerHooks(resourceHooks)

/** What each area follows of the events of areas below it (wired once, at load, here alone). */
registerListeners(areas.flatMap((a) => a.listeners ?? []))

/** Demo data of every area for one tenant, in the areas' order. */
export async function seedAreas(tx: Queryable, tenantId: string): Promise<void> {
  for (const area of areas) await area.seed?.(tx, tenantId)
}
