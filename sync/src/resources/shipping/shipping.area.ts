import { defineSyncArea, type SyncAreaDef } from '../../define-area.ts'
import type { ResourceDef } from '../define-resource.ts'
import { shipActions, shipBillActions, shipCostActions } from './ship.actions.ts'
import { ship, shipFile } from './ship.resource.ts'
import { purchaseApplyStateActions, shipApplyActions } from './ship-apply.actions.ts'
import { shipApply, shipApplyFile, shipApplyItem, shipApplyLog } from './ship-apply.resource.ts'
import { shipBill, shipBillItem } from './ship-bill.resource.ts'
import { shipCost, shipCostAllocation } from './ship-cost.resource.ts'
import { shipOrderActions } from './ship-order.actions.ts'
import { shipOrder, shipOrderFile, shipOrderItem, shipQualityCheck } from './ship-order.resource.ts'
import { shippingDictionaries } from './shipping.dictionaries.ts'
import { shippingMessages } from './shipping.messages.ts'

/** The shipping area's resources. */
export const shippingResources: readonly ResourceDef[] = [
  shipApply,
  shipApplyItem,
  shipApplyLog,
  shipApplyFile,
  shipOrder,
  shipOrderItem,
  shipOrderFile,
  shipQualityCheck,
  ship,
  shipFile,
  shipCost,
  shipCostAllocation,
  shipBill,
  shipBillItem,
]

/** The shipping area's shared declarations (sync/src/areas.ts lists it). */
export const shippingArea: SyncAreaDef<typeof shippingMessages> = defineSyncArea({
  name: 'shipping',
  resources: shippingResources,
  dictionaries: shippingDictionaries,
  messages: shippingMessages,
  actions: [
    ...Object.values(shipApplyActions),
    ...Object.values(shipOrderActions),
    ...Object.values(purchaseApplyStateActions),
    ...Object.values(shipActions),
    ...Object.values(shipCostActions),
    ...Object.values(shipBillActions),
  ],
})
