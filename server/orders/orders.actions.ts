import { z } from 'zod'
import { orderActions } from '#sync/resources/orders/order.actions.ts'
import { LABEL_KIND } from '#sync/resources/orders/order-tracking.actions.ts'
import { orderLabelAnswer, reviewAnswer } from '#sync/resources/orders/orders.contracts.ts'
import { cutOffActions, wareOrderActions } from '#sync/resources/orders/warehouse-order.actions.ts'
import { type ActionWork, actionWork, batchAnswer } from '../platform/records/action-calls.ts'
import { markDelivered, setReturned, updateTrackNumber, zeroFbaPrices } from './order-handling.ts'
import { DEMO_HANDLING as D } from './order-handling-seed.ts'
import {
  freezeOrders,
  markProblemOrders,
  reviewOrders,
  turnToReview,
  unfreezeOrders,
  voidOrders,
} from './order-review.ts'
import {
  accomplishCuts,
  applyCuts,
  generateWareOrderLabels,
  pushToWarehouse,
  removeWareOrderLabels,
  shipWareOrders,
  withdrawCuts,
} from './warehouse-order.ts'

/** Demo orders the intake part seeds (pending review). */
const EXAMPLE_IDS = ['1000000000000012001']

const ids = z.array(z.string())

const o = orderActions
const w = wareOrderActions

/** The server's work of the orders area's declared actions; their calls come from the declarations. */
export const ordersActionWorks: ActionWork[] = [
  actionWork(
    o.review,
    async (tx, actor, ids) => {
      const r = await reviewOrders(tx, actor, ids)
      return { done: [...r.reviewed, ...r.outOfStock, ...r.held], ...r }
    },
    {
      summary:
        'Reviews orders pending review: the dividing rules route each, its lines reserve stock in the warehouse and it is reviewed, or goes out of stock, or is held by the rule; answers { done, failed } and each outcome',
      example: { ids: EXAMPLE_IDS },
      output: reviewAnswer.extend({ done: ids }),
    },
  ),
  actionWork(o.backToReview, (tx, actor, ids) => turnToReview(tx, actor, ids), {
    summary:
      'Back to pending review: what the orders hold is released, then the rules run as at intake (rules that review automatically review them again)',
    example: { ids: EXAMPLE_IDS },
    output: batchAnswer.extend({ review: reviewAnswer }),
  }),
  actionWork(o.void, (tx, actor, ids, input) => voidOrders(tx, actor, ids, input.remark), {
    summary: 'Voids orders (the discarded tab); what they hold is released',
    example: { ids: EXAMPLE_IDS, remark: 'Buyer cancelled' },
    output: batchAnswer,
  }),
  actionWork(o.freeze, (tx, actor, ids, input) => freezeOrders(tx, actor, ids, input.remark), {
    summary: 'Freezes orders; what they hold is released',
    example: { ids: EXAMPLE_IDS, remark: 'Address to confirm' },
    output: batchAnswer,
  }),
  actionWork(o.unfreeze, (tx, actor, ids) => unfreezeOrders(tx, actor, ids), {
    summary: 'Unfreezes orders: back to pending review',
    example: { ids: EXAMPLE_IDS },
    output: batchAnswer,
  }),
  actionWork(o.markProblem, (tx, actor, ids, input) => markProblemOrders(tx, actor, ids, input.problemReason), {
    summary: 'Marks orders as problems with a reason; what they hold is released',
    example: { ids: EXAMPLE_IDS, problemReason: 'Address incomplete' },
    output: batchAnswer,
  }),
  actionWork(o.zeroFbaPrices, (tx, actor, ids) => zeroFbaPrices(tx, actor, ids).then(() => true), {
    summary: 'Sets the line prices of FBA orders (ids) to zero: goods and discount 0, the total is the freight',
    example: { ids: [D.fbaOrder] },
  }),
  actionWork(
    o.markShipped,
    (tx, actor, ids, input) => markDelivered(tx, actor, ids, input.trackNumber).then(() => true),
    {
      summary:
        'Marks orders (ids) shipped with a tracking number: a reviewed order ships its reserved stock through the ledger, a pushed one ships its warehouse order',
      example: { ids: [D.shipByHandOrder], trackNumber: '1Z999AA10123456784' },
    },
  ),
  actionWork(
    o.updateTracking,
    (tx, actor, ids, input) => updateTrackNumber(tx, actor, ids, input.trackNumber).then(() => true),
    {
      summary: 'Changes the tracking number of orders (ids) reviewed, pending shipment or shipped',
      example: { ids: [D.shippedOrder], trackNumber: '1Z999AA10123456785' },
    },
  ),
  actionWork(o.markReturned, (tx, actor, ids) => setReturned(tx, actor, ids, true).then(() => true), {
    summary: 'Marks shipped orders (ids) returned',
    example: { ids: [D.shippedOrder] },
  }),
  actionWork(o.unBackhaul, (tx, actor, ids) => setReturned(tx, actor, ids, false).then(() => true), {
    summary: 'Takes the returned mark off shipped orders (ids)',
    example: { ids: [D.shippedOrder] },
  }),
  actionWork(o.applyCut, (tx, actor, ids, input) => applyCuts(tx, actor, ids, input.reason).then(() => true), {
    summary:
      'Applies for cuts of orders pushed to the warehouse (ids, reason): a cut-off order (apply) each, which the warehouse processes and completes or withdraws',
    example: { ids: [D.pendingOrder], reason: 'Buyer cancelled' },
  }),
  actionWork(o.pushToWarehouse, (tx, actor, ids) => pushToWarehouse(tx, actor, ids), {
    summary:
      'Pushes reviewed orders (ids) to their warehouses: a warehouse order and an outbound order each, the reservations moving over; answers { done, failed: [{ id, code, reason }] }',
    example: { ids: [D.auditedOrder] },
    output: batchAnswer,
  }),
  actionWork(w.generateLabels, (tx, actor, ids, input) => generateWareOrderLabels(tx, actor, ids, input.labelType), {
    params: { labelType: z.enum([LABEL_KIND.faceSheet, LABEL_KIND.boxSheet, LABEL_KIND.packingList]).optional() },
    summary:
      'Generates labels of warehouse orders (ids; labelType 1 face sheet, the default, 2 box sheet, 4 packing list) in one batch: a PDF each with its barcodes, the label status generated; answers the labels',
    example: { ids: [D.wareOrder] },
    output: z.array(orderLabelAnswer),
  }),
  actionWork(w.removeLabel, (tx, actor, ids) => removeWareOrderLabels(tx, actor, ids).then(() => true), {
    summary:
      'Deletes the labels of warehouse orders (ids) not labelled yet: the face sheets uploaded for their outbound go, the label status returns to none',
    example: { ids: [D.wareOrder] },
  }),
  actionWork(w.ship, (tx, actor, ids, input) => shipWareOrders(tx, actor, ids, input.trackingNumber).then(() => true), {
    params: { trackingNumber: z.string().trim().min(1).max(255).optional() },
    summary:
      'Posts warehouse orders (ids) in no pick list out: their reserved units leave through the ledger and the sales orders are shipped (trackingNumber, else the one known)',
    example: { ids: [D.wareOrder] },
  }),
  actionWork(cutOffActions.accomplish, (tx, actor, ids) => accomplishCuts(tx, actor, ids).then(() => true), {
    summary:
      'Completes cuts (ids): the outbound is abolished and its units go back, the warehouse order closes, the sales order returns to pending review',
    example: { ids: [D.cut] },
  }),
  actionWork(cutOffActions.backOn, (tx, actor, ids) => withdrawCuts(tx, actor, ids).then(() => true), {
    summary: 'Withdraws cuts (ids): the warehouse orders go on, the cuts are kept as withdrawn',
    example: { ids: [D.cut] },
  }),
]
