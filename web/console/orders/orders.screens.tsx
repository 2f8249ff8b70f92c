import type { JSX } from 'react'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { OrderPage } from './order.page.tsx'
import { OrderRulesScreen } from './order-rules.page.tsx'

/** The orders' screens of their own (issue 12), by resource key: the order page and the dividing rules with their dry run. */
export const ordersScreens: Record<string, (resource: ResourceDef) => JSX.Element> = {
  'erp/order': (resource) => <OrderPage resource={resource} />,
  'erp/baseorderrules': (resource) => <OrderRulesScreen resource={resource} />,
}
