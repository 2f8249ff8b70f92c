import { eccTransferActions } from '#sync/resources/fba/ecc-transfer-order.actions.ts'
import { type ActionWork, actionWork } from '../platform/records/action-calls.ts'
import { runAction } from '../platform/records/transition.ts'

/** A warehouse-system transfer moves on by status; shipped, it keeps the tracking number given. */
export const eccTransferActionWorks: ActionWork[] = [
  actionWork(
    eccTransferActions.ship,
    (tx, actor, ids, input) =>
      runAction(tx, actor, eccTransferActions.ship, ids, input, (_t, _a, record, i) => ({
        trackingNo: i.trackingNo || record.trackingNo || null,
      })).then(() => true),
    {
      summary:
        'Moves warehouse-system transfers on (ids, status): 2 submitted to the warehouse, 3 shipped (trackingNo), 4 cancelled',
    },
  ),
]
