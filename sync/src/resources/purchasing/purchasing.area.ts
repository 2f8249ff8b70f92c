import { defineSyncArea, type SyncAreaDef } from '../../define-area.ts'
import type { ResourceDef } from '../define-resource.ts'
import { baseFactory } from './base-factory.resource.ts'
import { purchaseActions, purchaseOrderActions } from './purchase.actions.ts'
import { purchase, purchaseItem } from './purchase.resource.ts'
import { purchaseOrder, purchaseOrderItem, purchaseQualityCheck, purchaseSplit } from './purchase-order.resource.ts'
import { purchasingDictionaries } from './purchasing.dictionaries.ts'
import { purchasingMessages } from './purchasing.messages.ts'
import { replenishmentPurchaseRule, replenishmentRule } from './replenishment.resource.ts'
import { salePlanActions } from './sale-plan.actions.ts'
import { salePlan, salePlanItem } from './sale-plan.resource.ts'

/** The purchasing area's resources. */
export const purchasingResources: readonly ResourceDef[] = [
  baseFactory,
  salePlan,
  salePlanItem,
  purchase,
  purchaseItem,
  purchaseOrder,
  purchaseOrderItem,
  purchaseSplit,
  purchaseQualityCheck,
  replenishmentRule,
  replenishmentPurchaseRule,
]

/** The purchasing area's shared declarations (sync/src/areas.ts lists it). */
export const purchasingArea: SyncAreaDef<typeof purchasingMessages> = defineSyncArea({
  name: 'purchasing',
  resources: purchasingResources,
  dictionaries: purchasingDictionaries,
  messages: purchasingMessages,
  actions: [
    ...Object.values(salePlanActions),
    ...Object.values(purchaseActions),
    ...Object.values(purchaseOrderActions),
  ],
})
