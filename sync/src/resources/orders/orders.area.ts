import { defineSyncArea, type SyncAreaDef } from '../../define-area.ts'
import type { ResourceDef } from '../define-resource.ts'
import { orderActions } from './order.actions.ts'
import { order, orderHistory, orderItem } from './order.resource.ts'
import { orderTrackingActions } from './order-tracking.actions.ts'
import { orderTrackingDictionaries } from './order-tracking.dictionaries.ts'
import { orderTrackingResources } from './order-tracking.resource.ts'
import { ordersDictionaries } from './orders.dictionaries.ts'
import { ordersMessages } from './orders.messages.ts'
import { warehouseOrderActions } from './warehouse-order.actions.ts'
import { warehouseOrderResources } from './warehouse-order.resource.ts'

/** The orders area's resources: sales orders, their lines and history, warehouse orders, cuts, tracks and labels. */
export const ordersResources: readonly ResourceDef[] = [
  order,
  orderItem,
  orderHistory,
  ...warehouseOrderResources,
  ...orderTrackingResources,
]

/** The orders area's shared declarations (sync/src/areas.ts lists it). */
export const ordersArea: SyncAreaDef<typeof ordersMessages> = defineSyncArea({
  name: 'orders',
  resources: ordersResources,
  dictionaries: [...ordersDictionaries, ...orderTrackingDictionaries],
  messages: ordersMessages,
  actions: [
    ...Object.values(orderActions),
    ...Object.values(warehouseOrderActions),
    ...Object.values(orderTrackingActions),
  ],
})
