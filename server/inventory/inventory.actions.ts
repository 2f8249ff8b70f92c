import { inventoryProcessingActions } from '#sync/resources/inventory/inventory-processing.actions.ts'
import { realInventoryActions } from '#sync/resources/inventory/inventory-push.actions.ts'
import { type ActionWork, actionWork } from '../platform/records/action-calls.ts'
import { completeProcessing } from './inventory-processing.ts'
import { recordRealInventory } from './inventory-push.ts'

/** The server's work of the inventory area's declared actions; their calls come from the declarations. */
export const inventoryActionWorks: ActionWork[] = [
  // Abolishing a processing order is its declared transition alone (plain runAction).
  actionWork(inventoryProcessingActions.complete, (tx, actor, ids) => completeProcessing(tx, actor, ids), {
    summary:
      'Completes processing orders (ids, status 1: parts into sets or sets into parts, through the ledger) or abolishes them (status 2)',
  }),
  actionWork(
    realInventoryActions.updateInventory,
    (tx, actor, ids, input) => recordRealInventory(tx, actor, ids, input),
    {
      summary:
        'Records a recount a warehouse reports (id, realQuantity, countDate, reason): the reported quantity changes, with old and new figures and the reason in the record history; system stock never changes',
    },
  ),
]
