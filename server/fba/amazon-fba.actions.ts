import { fbaInboundActions } from '#sync/resources/fba/fba-inbound.actions.ts'
import { type ActionWork, actionWork } from '../platform/records/action-calls.ts'
import { NOW, runAction } from '../platform/records/transition.ts'

/** A shipment's discrepancy confirmed: when, and the note given. */
export const amazonFbaActionWorks: ActionWork[] = [
  actionWork(
    fbaInboundActions.confirm,
    (tx, actor, ids, input) =>
      runAction(tx, actor, fbaInboundActions.confirm, ids, input, (_t, _a, _r, i) => ({
        confirmTime: NOW,
        confirmRemark: i.confirmRemark ?? null,
      })).then(() => true),
    {
      summary:
        'Confirms what Amazon received of inbound shipments (ids, confirmRemark): the discrepancy is accepted, once',
      example: { ids: '1000000000000051501', confirmRemark: 'Reconciled with Amazon' },
    },
  ),
]
