import type { JSX } from 'react'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { fbaScreens } from './fba/fba.screens.tsx'
import { financeScreens } from './finance/finance.screens.tsx'
import { inventoryScreens } from './inventory/inventory.screens.tsx'
import { ordersScreens } from './orders/orders.screens.tsx'
import { purchasingScreens } from './purchasing/purchasing.screens.tsx'
import { shippingScreens } from './shipping/shipping.screens.tsx'
import { systemScreens } from './system/system.screens.tsx'
import { outboundScreens } from './wms/outbound.screens.tsx'
import { wmsScreens } from './wms/wms.screens.tsx'
import { designerScreens } from './workflow/designer.screens.tsx'

/**
 * Resources with a screen of their own, from each area's `web/console/<area>/<area>.screens.tsx`;
 * an area adds its screens here. Every other resource gets the generic page.
 */
export const areaScreens: Record<string, (resource: ResourceDef) => JSX.Element> = {
  ...systemScreens,
  ...inventoryScreens,
  ...outboundScreens,
  ...wmsScreens,
  ...ordersScreens,
  ...purchasingScreens,
  ...shippingScreens,
  ...fbaScreens,
  ...financeScreens,
  ...designerScreens,
}
