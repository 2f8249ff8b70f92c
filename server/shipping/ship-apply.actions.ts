import { z } from 'zod'
import { shipApplyActions } from '#sync/resources/shipping/ship-apply.actions.ts'
import { shipOrderActions } from '#sync/resources/shipping/ship-order.actions.ts'
import { type ActionWork, actionWork } from '../platform/records/action-calls.ts'
import { obsoleteShipApplies } from './ship-apply.ts'
import { planApplications, voidPlans } from './ship-order.ts'
import { DEMO_SHIPPING } from './ship-order-seed.ts'

/** The server's work of the ship applications' and shipment plans' declared actions. */
export const shipApplyActionWorks: ActionWork[] = [
  actionWork(
    shipApplyActions.makePlan,
    async (tx, actor, ids, input) => ({ shipOrderId: await planApplications(tx, actor, ids, input) }),
    {
      summary:
        'Makes one shipment plan of ship applications (ids, confirmed or to be assigned): what each of their lines has left to plan, to their common destination warehouse (or storeId) as lot batchNo, departing shipDate; the applications read assigned',
      example: { ids: DEMO_SHIPPING.apply, batchNo: 'LOT-2027-0315', shipDate: '2027-03-15' },
      output: z.object({ shipOrderId: z.string() }),
    },
  ),
  actionWork(shipApplyActions.obsolete, (tx, actor, ids) => obsoleteShipApplies(tx, actor, ids).then(() => true), {
    summary:
      'Makes ship applications obsolete (ids; status 100) while nothing of them is planned: their units are free to apply for again and their purchase orders’ application state follows',
    example: { ids: DEMO_SHIPPING.smallApply, status: '100' },
  }),
  actionWork(shipOrderActions.void, (tx, actor, ids, input) => voidPlans(tx, actor, ids, input), {
    summary:
      'Voids shipment plans (ids; status 80, voidReason required) while confirmed or awaiting inspection and on no ship: their applications are free to plan again',
    example: { ids: DEMO_SHIPPING.plan, status: '80', voidReason: 'Factory delayed the goods' },
  }),
]
