import type { JSX } from 'react'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { PurchasePage } from './purchase.page.tsx'
import { PurchaseOrderPage } from './purchase-order.page.tsx'
import { SalePlanPage } from './sale-plan.page.tsx'

/** The purchasing area's screens of their own, by resource key. */
export const purchasingScreens: Record<string, (resource: ResourceDef) => JSX.Element> = {
  'erp/saleplan': (resource) => <SalePlanPage resource={resource} />,
  'erp/purchase': (resource) => <PurchasePage resource={resource} />,
  'erp/purchaseorder': (resource) => <PurchaseOrderPage resource={resource} />,
}
