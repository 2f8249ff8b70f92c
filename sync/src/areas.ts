import { registerAreas } from './area-registry.ts'
import { fbaArea } from './resources/fba/fba.area.ts'
import { financeArea } from './resources/finance/finance.area.ts'
import { floorArea } from './resources/floor/floor.area.ts'
import { inventoryArea } from './resources/inventory/inventory.area.ts'
import { ordersArea } from './resources/orders/orders.area.ts'
import { otherArea } from './resources/other/other.area.ts'
import { pricingArea } from './resources/pricing/pricing.area.ts'
import { productsArea } from './resources/products/products.area.ts'
import { purchasingArea } from './resources/purchasing/purchasing.area.ts'
import { shippingArea } from './resources/shipping/shipping.area.ts'
import { shopsArea } from './resources/shops/shops.area.ts'
import { systemArea } from './resources/system/system.area.ts'
import { vendorOrdersArea } from './resources/vendor-orders/vendor-orders.area.ts'
import { wmsArea } from './resources/wms/wms.area.ts'
import { workflowArea } from './resources/workflow/workflow.area.ts'

/**
 * Every business area's shared declarations, once (a new area is its folder and one line here).
 * Resources and actions are read off this list; the dictionary and message lookups read the
 * registration below (area-registry.ts), since every area imports them.
 */
export const syncAreas = [
  systemArea,
  workflowArea,
  otherArea,
  pricingArea,
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
] as const

registerAreas(syncAreas)
