import { translate } from '#sync/i18n/messages.ts'
import { type ActionDef, actionAllowed, statusLabel } from '#sync/resources/define-action.ts'
import { ORDER_DOCUMENT, ORDER_STATUS, orderActions } from '#sync/resources/orders/order.actions.ts'
import { LABEL_KIND, orderTrackingActions } from '#sync/resources/orders/order-tracking.actions.ts'
import { CUT_STATUS, cutOffActions, wareOrderActions } from '#sync/resources/orders/warehouse-order.actions.ts'
import { cutOffOrder, wareOrder } from '#sync/resources/orders/warehouse-order.resource.ts'
import { outboundActions, type WaveRule } from '#sync/resources/wms/w-outbound.actions.ts'
import { wOrderPick, wOrderPickItem, wOutbound } from '#sync/resources/wms/w-outbound.resource.ts'
import { OUTBOUND_DOCUMENT } from '../inventory/stock-documents.ts'
import { releaseReservations, reserveStock, transferReservations } from '../inventory/stock-ledger.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { inSavepoint } from '../platform/db/savepoint.ts'
import { AppError } from '../platform/http/app-error.ts'
import { removeRecordsBy, saveRecord, updateRecords } from '../platform/records/records.ts'
import { actionStep, NOW, runAction, transition } from '../platform/records/transition.ts'
import { assertInScope } from '../platform/resources/data-scope.ts'
import { shipOutbound, startBound } from '../wms/outbound.ts'
import { type OutboundProgress, promotePickList, removeLabels } from '../wms/packing.ts'
import { recordOrderHistory } from './order-history.ts'
import {
  faceSheetsForPacked,
  generateOrderLabels,
  type LabelKind,
  type OrderLabelInfo,
  removeOrderLabels,
} from './order-labels.ts'
import { orderStockLines, releaseOrderStock } from './order-stock.ts'

/**
 * The warehouse's side of sales orders (spec 2 §7.2 ware/worder, ware/wcutofforder). Pushing an
 * audited order makes a warehouse order and an outbound order to be stocked, and moves the order's
 * reservations onto the outbound lot for lot; the outbound then goes the warehouse's way (pick
 * lists, picking, packing, labels, shipping) and the warehouse order follows each step, until the
 * outbound ships and the sales order is shipped in the same transaction. A cut stops it: applied
 * by the office, taken by the warehouse, completed (the outbound's units go back and the order
 * returns to pending review) or withdrawn.
 */

/** A batch whose orders succeed or fail one by one: what was done, and why each other one was refused. */
export type BatchAnswer = { done: string[]; failed: { id: string; code: string | null; reason: string }[] }

/** The words of a refusal, as the error handler would answer it. */
export function refusalText(e: AppError, actor: Actor): string {
  const details = e.problems.map((p) => p.message).join('; ')
  return translate(e.messageKey, actor.lang, { details, ...e.params })
}

/**
 * Runs `work` on each id in its own savepoint: a business refusal (an AppError) undoes that one
 * only and is answered with its reason; anything else fails the whole batch.
 */
export async function eachInBatch(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  work: (id: string) => Promise<void>,
): Promise<BatchAnswer> {
  const answer: BatchAnswer = { done: [], failed: [] }
  for (const id of [...new Set(ids)]) {
    try {
      await inSavepoint(tx, 'order_batch', () => work(id))
      answer.done.push(id)
    } catch (e) {
      if (!(e instanceof AppError)) throw e
      // An order not found (or outside the caller's data scope) is not named by its code either.
      const [row] =
        e.kind === 'NOT_FOUND' ? [] : await tx.query<{ code: string }>(`SELECT code FROM erp_order WHERE id = $1`, [id])
      answer.failed.push({ id, code: row?.code ?? null, reason: refusalText(e, actor) })
    }
  }
  return answer
}

/** Refuses a record whose status does not allow an action, as `transition` would. */
export function assertAllowed(action: ActionDef, record: Row, actor: Actor): void {
  const status = record[action.statusField]
  if (actionAllowed(action, status)) return
  const say = (key: string) => statusLabel(action.resource, action.statusField, key, actor.lang)
  const from = status === null || status === undefined ? '0' : String(status)
  throw new AppError('INVALID_STATE', 'actionNotAllowed', {
    id: record.id,
    record: record.code ?? record.id,
    status: say(from),
    from: say(from),
    to: action.to === undefined ? say(from) : say(action.to),
    action: action.label[actor.lang],
  })
}

type WareOrderRow = {
  id: string
  code: string
  orderId: string
  outboundId: string
  storeId: string
  status: number
  labelStatus: number | null
  trackingNumber: string | null
  cutStatus: number | null
  orderPickId: string | null
  outboundStatus: number
  outboundTracking: string | null
  picked: number
}

const WARE_ORDER_SELECT = `SELECT w.id::text, w.code, w.order_id::text, w.outbound_id::text, w.store_id::text, w.status,
            w.label_status, w.tracking_number, w.cut_status, o.order_pick_id::text, o.status AS outbound_status,
            o.tracking_number AS outbound_tracking,
            coalesce((SELECT sum(i.picked_quantity) FROM ware_outbound_item i
                       WHERE i.outbound_id = o.id AND i.is_deleted = 0), 0)::int AS picked
       FROM ware_order w JOIN ware_outbound o ON o.id = w.outbound_id AND o.tenant_id = w.tenant_id`

/** Warehouse orders by id (live), each with where its outbound stands; a missing one is a 404. */
async function wareOrders(tx: Queryable, ids: readonly string[], actor?: Actor): Promise<WareOrderRow[]> {
  const unique = [...new Set(ids)]
  // The warehouse orders a caller names hold to its data scope; one followed from a cut does not.
  if (actor) await assertInScope(tx, actor, wareOrder, unique)
  const rows = await tx.query<WareOrderRow>(
    `${WARE_ORDER_SELECT} WHERE w.id = ANY($1::bigint[]) AND w.is_deleted = 0 ORDER BY w.id`,
    [unique],
  )
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND', 'recordNotFound')
  return rows
}

/** The open warehouse order of a sales order (neither shipped nor closed), if any. */
async function openWareOrderOf(tx: Queryable, orderId: string): Promise<WareOrderRow | undefined> {
  const [row] = await tx.query<WareOrderRow>(
    `${WARE_ORDER_SELECT} WHERE w.order_id = $1 AND w.is_deleted = 0 AND w.status NOT IN (4, 5) ORDER BY w.id DESC LIMIT 1`,
    [orderId],
  )
  return row
}

const stepWords = (action: ActionDef, actor: Actor) => action.label[actor.lang]

/** Writes a line of the sales order's history about its warehouse order. */
async function warehouseHistory(tx: Queryable, actor: Actor, w: { orderId: string; code: string }, step: string) {
  await recordOrderHistory(tx, actor, [
    {
      orderId: w.orderId,
      orderCode: w.code,
      action: 'warehouse',
      content: translate('orders.history.warehouse', actor.lang, { step }),
    },
  ])
}

/**
 * Pushes one audited order to its warehouse: an outbound order (to be stocked, its lines the
 * order's, reference = the order's code) takes over the order's reservations lot for lot, what the
 * order did not hold is reserved now (oldest lot first, or the push is refused as insufficient
 * stock), and a warehouse order (submitted) links the two. The order becomes pending shipment.
 */
async function pushOne(tx: Queryable, actor: Actor, orderId: string): Promise<void> {
  await runAction(tx, actor, orderActions.pushToWarehouse, [orderId], {}, async (_tx, _actor, record) => {
    const code = String(record.code)
    if (!record.storeId) throw new AppError('VALIDATION', 'orders.storeRequired', { code })
    const storeId = String(record.storeId)
    const lines = await orderStockLines(tx, orderId)
    if (!lines.length) throw new AppError('VALIDATION', 'orders.linesRequired')
    const address = [
      record.addressLine1,
      record.addressLine2,
      record.addressCity,
      record.addressStateOrRegion,
      record.addressPostalCode,
      record.addressCountryCode,
    ]
      .filter((v) => v !== null && v !== undefined && v !== '')
      .join(', ')
    const outboundId = await saveRecord(
      tx,
      wOutbound,
      {
        storeId,
        transportId: record.transportId ?? null,
        referenceCode: code,
        recipient: record.addressName ? String(record.addressName).slice(0, 100) : null,
        address: address.slice(0, 500) || null,
        items: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
      },
      actor,
    )
    const items = await tx.query<{ id: string; productId: string; quantity: number }>(
      `SELECT id::text, product_id::text, quantity FROM ware_outbound_item WHERE outbound_id = $1 AND is_deleted = 0 ORDER BY id`,
      [outboundId],
    )
    // Each order line becomes one outbound line of the same product and quantity.
    const free = [...items]
    const lineMap = new Map<string, string>()
    for (const line of lines) {
      const at = free.findIndex((i) => i.productId === line.productId && i.quantity === line.quantity)
      const [item] = free.splice(at, 1)
      if (item) lineMap.set(line.id, item.id)
    }
    // The sales order was reviewed already: its outbound order is reviewed and approved in one go,
    // without the out_bound approval a warehouse's own outbound order goes through.
    await transition(tx, actor, actionStep(outboundActions.submitReview), [outboundId])
    await runAction(tx, actor, outboundActions.approve, [outboundId], {}, async () => {
      // Stock held in another warehouse (the warehouse was changed) goes back; the rest moves over.
      const elsewhere = await tx.query(
        `SELECT 1 FROM erp_stock_reservation
          WHERE document_type = $1 AND document_id = $2 AND status = 1 AND store_id <> $3 LIMIT 1`,
        [ORDER_DOCUMENT, orderId, storeId],
      )
      if (elsewhere.length) await releaseOrderStock(tx, orderId)
      const moved = await transferReservations(
        tx,
        actor,
        { type: ORDER_DOCUMENT, id: orderId },
        { type: OUTBOUND_DOCUMENT, id: outboundId },
        lineMap,
      )
      for (const line of lines) {
        const item = lineMap.get(line.id) as string
        const missing = line.quantity - (moved.get(item) ?? 0)
        if (missing > 0) {
          await reserveStock(tx, actor, {
            storeId,
            productId: line.productId,
            quantity: missing,
            document: { type: OUTBOUND_DOCUMENT, id: outboundId, line: item },
          })
        }
      }
      // Whatever the order still holds (more than its lines ask) is not the warehouse's.
      await releaseOrderStock(tx, orderId)
      return { reviewRemark: null }
    })
    await saveRecord(
      tx,
      wareOrder,
      {
        code,
        orderId,
        outboundId,
        storeId,
        transportId: record.transportId ?? null,
        trackingNumber: record.trackNumber ?? null,
        totalQuantity: lines.reduce((s, l) => s + l.quantity, 0),
      },
      actor,
    )
    const [outbound] = await tx.query<{ code: string }>(`SELECT code FROM ware_outbound WHERE id = $1`, [outboundId])
    await recordOrderHistory(tx, actor, [
      {
        orderId,
        orderCode: code,
        action: 'pushToWarehouse',
        content: translate('orders.history.pushWarehouse', actor.lang, { outbound: outbound?.code ?? outboundId }),
        fromStatus: record.status as number,
        toStatus: ORDER_STATUS.pending,
      },
    ])
    return undefined
  })
}

/** Pushes audited orders to their warehouses (shipmentAudit), each on its own: one refused order does not stop the others. */
export function pushToWarehouse(tx: Queryable, actor: Actor, orderIds: readonly string[]): Promise<BatchAnswer> {
  return eachInBatch(tx, actor, orderIds, (id) => pushOne(tx, actor, id))
}

/**
 * Puts submitted warehouse orders into pick lists grouped by the wave's rule (per warehouse and
 * transport by default, at most 50 orders each); answers the pick lists.
 */
export async function generatePickLists(
  tx: Queryable,
  actor: Actor,
  wareOrderIds: readonly string[],
  rule?: WaveRule,
): Promise<string[]> {
  const rows = await wareOrders(tx, wareOrderIds, actor)
  for (const w of rows) assertAllowed(wareOrderActions.picked, w as unknown as Row, actor)
  return startBound(tx, actor, { ids: rows.filter((w) => !w.orderPickId).map((w) => w.outboundId), rule })
}

/** The tracking number a warehouse order ships with: its face sheet's, its own, or the sales order's. */
async function shippingTrackingNumber(tx: Queryable, w: WareOrderRow): Promise<string> {
  if (w.outboundTracking) return w.outboundTracking
  if (w.trackingNumber) return w.trackingNumber
  const [order] = await tx.query<{ trackNumber: string | null }>(`SELECT track_number FROM erp_order WHERE id = $1`, [
    w.orderId,
  ])
  if (order?.trackNumber) return order.trackNumber
  throw new AppError('VALIDATION', 'orders.trackNumberRequired', { code: w.code })
}

/** Whether a warehouse order has a cut applied or being processed. */
const cutOpen = (w: { cutStatus: number | null }) =>
  w.cutStatus !== null && [CUT_STATUS.apply, CUT_STATUS.processing].includes(String(w.cutStatus) as '1')

/**
 * Sends a warehouse order's sales order back to pending review through `action`, releasing what it
 * held, and records the step in its history (a completed cut, an abolished outbound).
 */
async function backToReview(
  tx: Queryable,
  actor: Actor,
  w: WareOrderRow,
  action: ActionDef,
  content: string,
  changes: Row | undefined,
): Promise<void> {
  const [order] = await tx.query<{ status: number }>(`SELECT status FROM erp_order WHERE id = $1`, [w.orderId])
  await runAction(tx, actor, action, [w.orderId], {}, async () => {
    await releaseOrderStock(tx, w.orderId)
    return changes
  })
  await recordOrderHistory(tx, actor, [
    {
      orderId: w.orderId,
      orderCode: w.code,
      action: action.name,
      content,
      fromStatus: order?.status,
      toStatus: ORDER_STATUS.toAudit,
    },
  ])
}

/**
 * Follows an outbound order's work on its warehouse order (and the sales order's history): picked
 * (when units were picked), packaged, packing reopened, labelled (with the face sheet's tracking
 * number), shipped, which ships the sales order with that tracking number.
 */
export async function followOutbound(
  tx: Queryable,
  actor: Actor,
  { step, outboundIds }: { step: OutboundProgress; outboundIds: readonly string[] },
): Promise<void> {
  const rows = await tx.query<WareOrderRow>(
    `${WARE_ORDER_SELECT} WHERE w.outbound_id = ANY($1::bigint[]) AND w.is_deleted = 0 AND w.status NOT IN (4, 5) ORDER BY w.id`,
    [[...outboundIds]],
  )
  for (const w of rows) {
    const record = w as unknown as Row
    if (step === 'picked' && w.picked > 0 && actionAllowed(wareOrderActions.picked, w.status)) {
      await runAction(tx, actor, wareOrderActions.picked, [w.id], {})
      await warehouseHistory(tx, actor, w, stepWords(wareOrderActions.picked, actor))
    } else if (step === 'packed' && actionAllowed(wareOrderActions.packaged, w.status)) {
      await runAction(tx, actor, wareOrderActions.packaged, [w.id], {})
      await warehouseHistory(tx, actor, w, stepWords(wareOrderActions.packaged, actor))
      // A booked order's face sheet is remade with the weighed boxes and becomes the outbound's: nothing to upload.
      await faceSheetsForPacked(tx, actor, [w.orderId])
    } else if (step === 'unpacked' && actionAllowed(wareOrderActions.unpack, w.status)) {
      await runAction(tx, actor, wareOrderActions.unpack, [w.id], {})
    } else if (step === 'labelled' && actionAllowed(wareOrderActions.labelled, w.labelStatus ?? 0)) {
      await runAction(tx, actor, wareOrderActions.labelled, [w.id], {}, () => ({
        trackingNumber: w.outboundTracking ?? w.trackingNumber,
      }))
      await warehouseHistory(tx, actor, w, stepWords(wareOrderActions.labelled, actor))
    } else if (step === 'abolished') {
      await outboundAbolished(tx, actor, w)
    } else if (step === 'shipped') {
      if (cutOpen(w)) {
        throw new AppError('VALIDATION', 'orders.cutOpen', { code: w.code })
      }
      assertAllowed(wareOrderActions.ship, record, actor)
      const trackNumber = await shippingTrackingNumber(tx, w)
      await runAction(tx, actor, wareOrderActions.ship, [w.id], {}, () => ({
        trackingNumber: trackNumber,
        shipTime: NOW,
      }))
      const [order] = await tx.query<{ status: number }>(`SELECT status FROM erp_order WHERE id = $1`, [w.orderId])
      await runAction(tx, actor, orderActions.markShipped, [w.orderId], { trackNumber }, () => ({
        trackNumber,
        shipTime: NOW,
      }))
      await recordOrderHistory(tx, actor, [
        {
          orderId: w.orderId,
          orderCode: w.code,
          action: 'markShipped',
          content: translate('orders.history.shipped', actor.lang, { trackNumber }),
          fromStatus: order?.status,
          toStatus: ORDER_STATUS.shipped,
        },
      ])
    }
  }
}

/**
 * The warehouse abolished a warehouse order's outbound (its units are back in their positions):
 * the warehouse order closes and the sales order returns to pending review, holding nothing, to be
 * reviewed and pushed again. An open cut is finished through the cut, never around it.
 */
async function outboundAbolished(tx: Queryable, actor: Actor, w: WareOrderRow): Promise<void> {
  if (cutOpen(w)) {
    throw new AppError('VALIDATION', 'orders.abolishCutOpen', { code: w.code })
  }
  await runAction(tx, actor, wareOrderActions.outboundAbolished, [w.id], {})
  const [outbound] = await tx.query<{ code: string }>(`SELECT code FROM ware_outbound WHERE id = $1`, [w.outboundId])
  const words = translate('orders.history.outboundAbolished', actor.lang, { outbound: outbound?.code ?? w.outboundId })
  await backToReview(tx, actor, w, orderActions.outboundAbolished, words, undefined)
}

/**
 * Ships warehouse orders that are in no pick list (sold): the outbound's reserved units leave
 * through the ledger and the sales order is shipped, with the tracking number given (else the face
 * sheet's, the warehouse order's or the sales order's; one is required).
 */
export async function shipWareOrders(
  tx: Queryable,
  actor: Actor,
  wareOrderIds: readonly string[],
  trackingNumber?: string,
): Promise<void> {
  for (const w of await wareOrders(tx, wareOrderIds, actor)) {
    assertAllowed(wareOrderActions.ship, w as unknown as Row, actor)
    if (w.orderPickId) throw new AppError('VALIDATION', 'wms.outboundInPickList', { code: w.code })
    if (trackingNumber) {
      await updateRecords(tx, wareOrder, [w.id], { trackingNumber }, actor)
    } else await shippingTrackingNumber(tx, w)
    await shipOutbound(tx, actor, [w.outboundId])
  }
}

/** Ships the open warehouse order of pushed sales orders (mark shipped from pending shipment). */
export async function shipPushedOrder(tx: Queryable, actor: Actor, orderId: string, trackNumber: string) {
  const w = await openWareOrderOf(tx, orderId)
  if (!w) {
    const [order] = await tx.query<{ code: string }>(`SELECT code FROM erp_order WHERE id = $1`, [orderId])
    throw new AppError('VALIDATION', 'orders.noWarehouseOrder', { code: order?.code ?? orderId })
  }
  await shipWareOrders(tx, actor, [w.id], trackNumber)
}

/**
 * Generates labels of warehouse orders (worder/batch; face sheets unless another kind is asked):
 * each sales order gets its label PDF (order-labels.ts: tracking-number barcode, address, lines),
 * the warehouse order's label status becomes generated and, before picking, its work is at label
 * generation. All or nothing; answers the labels made (their files are offered to packing).
 */
export async function generateWareOrderLabels(
  tx: Queryable,
  actor: Actor,
  wareOrderIds: readonly string[],
  kind: LabelKind = LABEL_KIND.faceSheet,
): Promise<OrderLabelInfo[]> {
  const rows = await wareOrders(tx, wareOrderIds, actor)
  for (const w of rows) assertAllowed(wareOrderActions.close, w as unknown as Row, actor)
  const labels = await generateOrderLabels(
    tx,
    actor,
    rows.map((w) => w.orderId),
    kind,
  )
  await runAction(
    tx,
    actor,
    wareOrderActions.generateLabels,
    rows.map((w) => w.id),
    {},
  )
  const submitted = rows.filter((w) => actionAllowed(wareOrderActions.labelStage, w.status)).map((w) => w.id)
  if (submitted.length) await runAction(tx, actor, wareOrderActions.labelStage, submitted, {})
  return labels
}

/**
 * Deletes the labels of warehouse orders not labelled yet: the generated label PDFs of their sales
 * orders and the face sheets uploaded for their outbound (packed, labelling not finished) go, the
 * label status returns to none and an order at label generation is submitted again.
 */
export async function removeWareOrderLabels(tx: Queryable, actor: Actor, wareOrderIds: readonly string[]) {
  const staged: string[] = []
  await runAction(tx, actor, wareOrderActions.removeLabel, wareOrderIds, {}, async (_tx, _actor, record) => {
    const labels = await tx.query<{ id: string }>(
      `SELECT id::text FROM ware_outbound_label WHERE outbound_id = $1 AND is_deleted = 0 ORDER BY id`,
      [record.outboundId],
    )
    if (labels.length)
      await removeLabels(
        tx,
        actor,
        labels.map((l) => l.id),
      )
    const [order] = await tx.query<{ labelStatus: number | null }>(`SELECT label_status FROM erp_order WHERE id = $1`, [
      record.orderId,
    ])
    if (actionAllowed(orderTrackingActions.deleteLabel, order?.labelStatus)) {
      await removeOrderLabels(tx, actor, [String(record.orderId)])
    }
    if (actionAllowed(wareOrderActions.labelStageUndone, record.status)) staged.push(String(record.id))
    await warehouseHistory(
      tx,
      actor,
      { orderId: String(record.orderId), code: String(record.code) },
      stepWords(wareOrderActions.removeLabel, actor),
    )
    return { trackingNumber: null }
  })
  if (staged.length) await runAction(tx, actor, wareOrderActions.labelStageUndone, staged, {})
}

type CutRow = { id: string; code: string; orderId: string; wareOrderId: string; status: number; reason: string | null }

async function openCutOf(tx: Queryable, wareOrderId: string): Promise<CutRow | undefined> {
  const [cut] = await tx.query<CutRow>(
    `SELECT id::text, code, order_id::text, ware_order_id::text, status, reason FROM ware_cut_off_order
      WHERE ware_order_id = $1 AND is_deleted = 0 AND status IN (1, 2)`,
    [wareOrderId],
  )
  return cut
}

/** The warehouse order's step for each status its cut takes. */
const WARE_CUT_STEP = {
  [CUT_STATUS.processing]: wareOrderActions.cutTaken,
  [CUT_STATUS.complete]: wareOrderActions.cutCompleted,
  [CUT_STATUS.withdrawn]: wareOrderActions.cutWithdrawn,
} as const

/** Sets where a cut stands on its warehouse order and sales order (cutStatus), with the order's history. */
async function cutStep(
  tx: Queryable,
  actor: Actor,
  cut: { orderId: string; wareOrderId: string; code: string; reason?: string | null },
  status: keyof typeof WARE_CUT_STEP,
  step: ActionDef,
): Promise<void> {
  await runAction(tx, actor, WARE_CUT_STEP[status], [cut.wareOrderId], {})
  if (status !== CUT_STATUS.complete) {
    await runAction(tx, actor, orderActions.cutProgress, [cut.orderId], {}, () => ({ cutStatus: Number(status) }))
  }
  await recordOrderHistory(tx, actor, [
    {
      orderId: cut.orderId,
      orderCode: cut.code,
      action: 'cut',
      content: translate('orders.history.cut', actor.lang, { step: step.label[actor.lang], reason: cut.reason ?? '' }),
    },
  ])
}

/**
 * Applies for cuts of pushed orders (cutSingle): each needs an open warehouse order without a cut
 * in progress; a cut-off order (apply) is made and the order's cutStatus follows it.
 */
export async function applyCuts(tx: Queryable, actor: Actor, orderIds: readonly string[], reason: string) {
  await runAction(tx, actor, orderActions.applyCut, orderIds, { reason }, async (_tx, _actor, record, input) => {
    const code = String(record.code)
    const w = await openWareOrderOf(tx, String(record.id))
    if (!w) throw new AppError('VALIDATION', 'orders.noWarehouseOrder', { code })
    if (await openCutOf(tx, w.id)) throw new AppError('VALIDATION', 'orders.cutOpen', { code })
    await saveRecord(
      tx,
      cutOffOrder,
      { code, orderId: w.orderId, wareOrderId: w.id, storeId: w.storeId, reason: input.reason, isSelfCut: 0 },
      actor,
    )
    await runAction(tx, actor, wareOrderActions.cutApplied, [w.id], {})
    await recordOrderHistory(tx, actor, [
      {
        orderId: w.orderId,
        orderCode: code,
        action: 'cut',
        content: translate('orders.history.cut', actor.lang, {
          step: orderActions.applyCut.label[actor.lang],
          reason: input.reason,
        }),
      },
    ])
    return { cutStatus: Number(CUT_STATUS.apply) }
  })
}

/** The warehouse takes the applied cuts of warehouse orders (worder/cut): each cut goes to processing. */
export async function processCuts(tx: Queryable, actor: Actor, wareOrderIds: readonly string[]) {
  for (const w of await wareOrders(tx, wareOrderIds, actor)) {
    const cut = await openCutOf(tx, w.id)
    if (!cut || String(cut.status) !== CUT_STATUS.apply) {
      throw new AppError('VALIDATION', 'orders.noCutApplied', { code: w.code })
    }
    await runAction(tx, actor, cutOffActions.process, [cut.id], {})
    await cutStep(tx, actor, cut, CUT_STATUS.processing, cutOffActions.process)
  }
}

/** The warehouse cuts warehouse orders itself (selfCut): a cut-off order made and taken at once (processing). */
export async function selfCut(tx: Queryable, actor: Actor, wareOrderIds: readonly string[], reason: string | null) {
  for (const w of await wareOrders(tx, wareOrderIds, actor)) {
    assertAllowed(wareOrderActions.close, w as unknown as Row, actor)
    if (await openCutOf(tx, w.id)) throw new AppError('VALIDATION', 'orders.cutOpen', { code: w.code })
    const cutId = await saveRecord(
      tx,
      cutOffOrder,
      { code: w.code, orderId: w.orderId, wareOrderId: w.id, storeId: w.storeId, reason, isSelfCut: 1 },
      actor,
    )
    await runAction(tx, actor, cutOffActions.process, [cutId], {})
    await cutStep(tx, actor, { ...w, wareOrderId: w.id, reason }, CUT_STATUS.processing, cutOffActions.process)
  }
}

/**
 * Takes an outbound order back out of the warehouse's work: its reserved (or picked) units are
 * released in their positions, its pick-list lines leave the list (which may then be ready to
 * ship), and it is abolished.
 */
async function withdrawOutbound(tx: Queryable, actor: Actor, w: WareOrderRow): Promise<void> {
  // Abolished here, not through abolishOutbound: the cut itself closes the warehouse order.
  await releaseReservations(tx, { type: OUTBOUND_DOCUMENT, id: w.outboundId })
  if (!w.orderPickId) {
    await runAction(tx, actor, outboundActions.abolish, [w.outboundId], {})
    return
  }
  // The outbound, its pick lines and its pick list follow the warehouse order the cut was checked on.
  const followed = { scopeChecked: true }
  await removeRecordsBy(tx, wOrderPickItem, 'outboundId', [w.outboundId], actor, {
    also: 'AND order_pick_id = $3',
    params: [w.orderPickId],
  })
  await updateRecords(tx, wOutbound, [w.outboundId], { orderPickId: null }, actor, followed)
  const [left] = await tx.query<{ orderCount: number; totalQuantity: number; shortQuantity: number }>(
    `SELECT (SELECT count(*) FROM ware_outbound o WHERE o.order_pick_id = p.id AND o.is_deleted = 0)::int AS order_count,
            coalesce((SELECT sum(i.quantity) FROM ware_order_pick_item i
                       WHERE i.order_pick_id = p.id AND i.is_deleted = 0), 0)::int AS total_quantity,
            coalesce((SELECT sum(i.short_quantity) FROM ware_order_pick_item i
                       WHERE i.order_pick_id = p.id AND i.is_deleted = 0), 0)::int AS short_quantity
       FROM ware_order_pick p WHERE p.id = $1 AND p.is_deleted = 0`,
    [w.orderPickId],
  )
  if (left) await updateRecords(tx, wOrderPick, [w.orderPickId], { ...left }, actor, followed)
  await runAction(tx, actor, outboundActions.abolish, [w.outboundId], {})
  await promotePickList(tx, actor, w.orderPickId)
}

/**
 * Completes cuts (accomplishCut): the outbound is abolished and its units go back, the warehouse
 * order closes, and the sales order returns to pending review holding nothing.
 */
export async function accomplishCuts(tx: Queryable, actor: Actor, cutIds: readonly string[]) {
  await runAction(tx, actor, cutOffActions.accomplish, cutIds, {}, async (_tx, _actor, cut) => {
    const [w] = await wareOrders(tx, [String(cut.wareOrderId)])
    if (!w) throw new AppError('NOT_FOUND', 'recordNotFound')
    await runAction(tx, actor, wareOrderActions.close, [w.id], {}, async () => {
      await withdrawOutbound(tx, actor, w)
      return undefined
    })
    await runAction(tx, actor, wareOrderActions.cutCompleted, [w.id], {})
    const words = translate('orders.history.cut', actor.lang, {
      step: cutOffActions.accomplish.label[actor.lang],
      reason: cut.reason ?? '',
    })
    await backToReview(tx, actor, w, orderActions.cutComplete, words, { cutStatus: Number(CUT_STATUS.complete) })
    return { finishTime: NOW }
  })
}

/** Withdraws cuts (backOn): the warehouse order goes on as before, the cut is kept as withdrawn. */
export async function withdrawCuts(tx: Queryable, actor: Actor, cutIds: readonly string[]) {
  await runAction(tx, actor, cutOffActions.backOn, cutIds, {}, async (_tx, _actor, cut) => {
    await cutStep(
      tx,
      actor,
      { orderId: String(cut.orderId), wareOrderId: String(cut.wareOrderId), code: String(cut.code), reason: null },
      CUT_STATUS.withdrawn,
      cutOffActions.backOn,
    )
    return { finishTime: NOW }
  })
}

/** Warehouse orders in pick lists with the list's code and how far picking, packing and labelling are. */
export function pickingPage(tx: Queryable, query: { current: number; size: number; code?: string; storeId?: string }) {
  const params: unknown[] = [query.code ? `%${query.code.replace(/[\\%_]/g, '\\$&')}%` : null, query.storeId ?? null]
  const where = `w.is_deleted = 0 AND o.order_pick_id IS NOT NULL AND w.status NOT IN (4, 5)
     AND ($1::text IS NULL OR w.code ILIKE $1) AND ($2::bigint IS NULL OR w.store_id = $2)`
  const from = `FROM ware_order w
     JOIN ware_outbound o ON o.id = w.outbound_id AND o.tenant_id = w.tenant_id
     JOIN ware_order_pick p ON p.id = o.order_pick_id AND p.tenant_id = o.tenant_id`
  return Promise.all([
    tx.query<Row>(
      `SELECT w.id::text, w.code, w.order_id::text, w.outbound_id::text, w.store_id::text, w.transport_id::text,
              w.status, w.label_status, w.tracking_number, w.cut_status, o.code AS outbound_code,
              p.id::text AS order_pick_id, p.code AS pick_code, p.status AS pick_status, p.picked_time,
              o.pack_status, o.face_sheet_status, o.total_quantity, o.packed_quantity, o.short_quantity,
              coalesce((SELECT sum(i.picked_quantity) FROM ware_outbound_item i
                         WHERE i.outbound_id = o.id AND i.is_deleted = 0), 0)::int AS picked_quantity
         ${from} WHERE ${where} ORDER BY w.id DESC LIMIT $3 OFFSET $4`,
      [...params, query.size, (query.current - 1) * query.size],
    ),
    tx.query<{ n: number }>(`SELECT count(*)::int AS n ${from} WHERE ${where}`, params),
  ]).then(([records, [total]]) => ({
    records,
    total: total?.n ?? 0,
    size: query.size,
    current: query.current,
    pages: Math.ceil((total?.n ?? 0) / query.size),
  }))
}
