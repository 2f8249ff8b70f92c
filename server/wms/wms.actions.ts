import { z } from 'zod'
import { idSchema } from '#sync/resources/resource-schemas.ts'
import { transferActions } from '#sync/resources/wms/transfer-order.actions.ts'
import { inboundOrderActions } from '#sync/resources/wms/w-inbound-order.actions.ts'
import {
  boxActions,
  orderPickActions,
  outboundActions,
  packingActions,
} from '#sync/resources/wms/w-outbound.actions.ts'
import { STOCKTAKING_STATUS, stocktakingActions } from '#sync/resources/wms/w-stocktaking.actions.ts'
import { AppError } from '../platform/http/app-error.ts'
import { type ActionWork, actionWork } from '../platform/records/action-calls.ts'
import { runAction } from '../platform/records/transition.ts'
import { abolishOutbound, approveOutbound, finishPicking, shipOutbound, shipPickList } from './outbound.ts'
import { closeBoxes, finishLabelling, finishPacking, reopenBoxes, reopenPacking } from './packing.ts'
import { completeCount, startTaking, submitCount } from './stocktaking.ts'
import { abolishTransfer, confirmTransfer, dispatchTransfer } from './transfer-order.ts'

/** A pick list's line as picked: its quantity, and why less where less. */
const pickedLine = z.object({
  id: idSchema,
  pickedQuantity: z.coerce.number().int().min(0).max(99_999_999),
  shortReason: z.string().trim().max(255).optional(),
})

/** The status change to be written with the remark a rejection gives. */
const withRemark = (input: { reviewRemark: string }) => ({ reviewRemark: input.reviewRemark })

const STATUS_SUMMARY =
  'Moves outbound orders on (ids, status): 1 submits for review, 2 approves and reserves the stock, 4 rejects (reviewRemark), 5 abolishes and releases it'
const COUNT_STATUS_SUMMARY =
  'Moves counts on: 2 submits for audit (all lines counted), 50 rejects (reviewRemark), 80 abolishes, 100 approves and posts the differences'
const TRANSFER_SUMMARY =
  "Moves transfers on (ids, status): 1 confirms and reserves the goods at the source, 2 dispatches them and opens the destination's inbound order, 3 abolishes"

/** The server's work of the wms area's declared actions; their calls come from the declarations. */
export const wmsActionWorks: ActionWork[] = [
  actionWork(
    inboundOrderActions.applyInbound,
    (tx, actor, ids) => runAction(tx, actor, inboundOrderActions.applyInbound, ids, {}).then(() => true),
    {
      summary: 'Marks inbound orders complete (status 100): only the status changes, no stock is posted (spec 1 §4)',
      example: { ids: '1000000000000010002' },
    },
  ),
  // Outbound orders: review, ship outside a pick list, abolish.
  actionWork(
    outboundActions.submitReview,
    (tx, actor, ids, input) => runAction(tx, actor, outboundActions.submitReview, ids, input).then(() => true),
    {
      summary: STATUS_SUMMARY,
    },
  ),
  actionWork(outboundActions.approve, (tx, actor, ids) => approveOutbound(tx, actor, ids)),
  actionWork(outboundActions.reject, (tx, actor, ids, input) =>
    runAction(tx, actor, outboundActions.reject, ids, input, (_t, _a, _r, i) => withRemark(i)).then(() => true),
  ),
  actionWork(outboundActions.abolish, (tx, actor, ids) => abolishOutbound(tx, actor, ids)),
  actionWork(outboundActions.ship, (tx, actor, ids) => shipOutbound(tx, actor, ids), {
    summary:
      'Ships approved outbound orders that are in no pick list (ids): their reserved units leave through the ledger',
  }),
  // Pick lists.
  actionWork(
    orderPickActions.finishPicking,
    async (tx, actor, ids, input) => {
      if (input.items?.length && ids.length > 1) throw new AppError('VALIDATION', 'wms.pickOneListWithLines')
      for (const id of ids) await finishPicking(tx, actor, id, input.items ?? [])
    },
    {
      params: { items: z.array(pickedLine).max(5000).optional() },
      summary:
        'Finishes picking a pick list (id): each line named gets its picked quantity, the others are picked in full; missing units go back to available and the list is flagged short',
    },
  ),
  actionWork(
    orderPickActions.outBound,
    async (tx, actor, ids) => {
      for (const id of ids) await shipPickList(tx, actor, id)
    },
    { summary: 'Ships labelled pick lists (id or ids): every order its picked units, through the ledger' },
  ),
  // Packing and labels.
  actionWork(packingActions.finishPacking, (tx, actor, ids) => finishPacking(tx, actor, ids), {
    summary:
      'Finishes packing outbound orders (ids): every box closed and the packed quantity equal to the picked total, else "box packing not completed"',
  }),
  actionWork(packingActions.reopenPacking, (tx, actor, ids) => reopenPacking(tx, actor, ids), {
    summary: 'Reopens the packing of outbound orders (ids) not yet labelled, so their boxes may change',
  }),
  actionWork(packingActions.finishLabelling, (tx, actor, ids) => finishLabelling(tx, actor, ids), {
    summary:
      'Finishes labelling packed outbound orders (ids): at least one face sheet ("label not uploaded") and as many tracking numbers as face sheets; face sheet status 3 labeled',
  }),
  actionWork(boxActions.closeBox, (tx, actor, ids, input) => closeBoxes(tx, actor, ids, input), {
    summary:
      'Closes boxes (ids) with their measures (length, width, height cm, weight kg; those given replace the stored ones): a closed box has all four and at least one unit',
  }),
  actionWork(boxActions.reopenBox, (tx, actor, ids) => reopenBoxes(tx, actor, ids), {
    summary: 'Reopens closed boxes (ids) of outbound orders whose packing is not finished',
  }),
  // Stock counts.
  actionWork(stocktakingActions.startTaking, (tx, actor, ids) => startTaking(tx, actor, ids), {
    summary:
      "Starts counts (ids): what their positions hold is frozen as the count's lines, expected quantities hidden while blind",
    example: { ids: '1000000000000010101' },
  }),
  actionWork(stocktakingActions.submit, (tx, actor, ids, input) => submitCount(tx, actor, ids, input), {
    summary: COUNT_STATUS_SUMMARY,
  }),
  actionWork(stocktakingActions.reject, (tx, actor, ids, input) =>
    runAction(tx, actor, stocktakingActions.reject, ids, input, (_t, _a, _r, i) => withRemark(i)).then(() => true),
  ),
  // Approval is also status 100 of updateStatus (the count page sends it so).
  actionWork(stocktakingActions.complete, (tx, actor, ids) => completeCount(tx, actor, ids), {
    summary:
      "Approves counts submitted for audit (ids): each line's difference is posted to its lot through the ledger, once",
    alsoOn: { path: 'updateStatus', fixed: { status: STOCKTAKING_STATUS.done } },
  }),
  // Transfers, also at the floor's address.
  actionWork(transferActions.confirm, (tx, actor, ids) => confirmTransfer(tx, actor, ids), {
    summary: TRANSFER_SUMMARY,
    alsoAt: ['/api/ware/wtransferorder'],
  }),
  actionWork(transferActions.dispatch, (tx, actor, ids) => dispatchTransfer(tx, actor, ids)),
  actionWork(transferActions.abolish, (tx, actor, ids) => abolishTransfer(tx, actor, ids)),
]
