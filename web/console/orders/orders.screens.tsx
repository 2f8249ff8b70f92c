import type { JSX } from 'react'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { OrderPage } from './order.page.tsx'
import { OrderRulesScreen } from './order-rules.page.tsx'
import { WareOrderScreen } from './ware-order.page.tsx'

/** The orders' screens of their own (issues 12, 27), by resource key: the order page, the dividing rules with their dry run, 仓库订单 with 物流下单. */
export const ordersScreens: Record<string, (resource: ResourceDef) => JSX.Element> = {
  'erp/order': (resource) => <OrderPage resource={resource} />,
  'erp/baseorderrules': (resource) => <OrderRulesScreen resource={resource} />,
  'ware/worder': (resource) => <WareOrderScreen resource={resource} />,
}
