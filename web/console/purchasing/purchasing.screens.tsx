import type { JSX } from 'react'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { lazyPage } from '../../app/shell/lazy-page.ts'
import { PurchasePage } from './purchase.page.tsx'
import { PurchaseOrderPage } from './purchase-order.page.tsx'
import { SalePlanPage } from './sale-plan.page.tsx'

// The replenishment screen draws its chart with recharts: a chunk of its own, loaded when the page opens.
const ReplenishmentPage = lazyPage(() => import('./replenishment.page.tsx').then((m) => m.ReplenishmentPage))

/** The purchasing area's screens of their own, by resource key. */
export const purchasingScreens: Record<string, (resource: ResourceDef) => JSX.Element> = {
  'erp/saleplan': (resource) => <SalePlanPage resource={resource} />,
  'erp/purchase': (resource) => <PurchasePage resource={resource} />,
  'erp/purchaseorder': (resource) => <PurchaseOrderPage resource={resource} />,
  'erp/replenishmentrules': () => <ReplenishmentPage />,
}
