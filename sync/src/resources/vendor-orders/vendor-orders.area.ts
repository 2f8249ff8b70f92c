import { defineSyncArea, type SyncAreaDef } from '../../define-area.ts'
import type { ResourceDef } from '../define-resource.ts'
import { vcAdminOrderActions } from './vc-admin-order.actions.ts'
import { vcAdminOrder, vcAdminOrderItem, vcCarton, vcCartonItem } from './vc-admin-order.resource.ts'
import { vcCustomerLineActions, vcCustomerOrderActions } from './vc-customer-order.actions.ts'
import { vcCustomerOrder, vcCustomerOrderItem, vcCustomerOrderTrack } from './vc-customer-order.resource.ts'
import { vendorOrdersDictionaries } from './vendor-orders.dictionaries.ts'
import { vendorOrdersMessages } from './vendor-orders.messages.ts'

/** The vendor-orders area's resources: vendor-central admin and customer (PO) orders and their tracks. */
export const vendorOrdersResources: readonly ResourceDef[] = [
  vcAdminOrder,
  vcAdminOrderItem,
  vcCarton,
  vcCartonItem,
  vcCustomerOrder,
  vcCustomerOrderItem,
  vcCustomerOrderTrack,
]

/** The vendor-orders area's shared declarations (sync/src/areas.ts lists it). */
export const vendorOrdersArea: SyncAreaDef<typeof vendorOrdersMessages> = defineSyncArea({
  name: 'vendor-orders',
  resources: vendorOrdersResources,
  dictionaries: vendorOrdersDictionaries,
  messages: vendorOrdersMessages,
  actions: [
    ...Object.values(vcAdminOrderActions),
    ...Object.values(vcCustomerOrderActions),
    ...Object.values(vcCustomerLineActions),
  ],
})
