import type { z } from 'zod'
import {
  type confirmInfoInput,
  VC_CUSTOMER_DOCUMENT,
  VC_CUSTOMER_STATUS,
  vcCustomerLineActions,
  vcCustomerOrderActions,
} from '#sync/resources/vendor-orders/vc-customer-order.actions.ts'
import {
  vcCustomerOrder,
  vcCustomerOrderItem,
  vcCustomerOrderTrack,
} from '#sync/resources/vendor-orders/vc-customer-order.resource.ts'
import { consumeReservations, MOVEMENT, releaseReservations, reserveStock } from '../inventory/stock-ledger.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { insertRecords, saveRecord, updateEach } from '../platform/records/records.ts'
import { changeStatus, NOW, runAction } from '../platform/records/transition.ts'
import { OF_PO, refreshTotals, refusal, shippingStores, vcHistory } from './vc-order-shared.ts'

/**
 * Customer PO orders (spec 2 §7.3 customer side): the confirm info says how many units of each
 * line we supply from which warehouse and reserves them there; cancelling, voiding and sending
 * back to review release them; cutting lowers what a confirmed order supplies (its reservations
 * follow); marking the delivery (tracking number required) consumes them through the ledger and
 * opens the order's track; the ARN books the delivery into the customer's FC.
 */

const S = VC_CUSTOMER_STATUS
const A = vcCustomerOrderActions
const doc = (id: string) => ({ type: VC_CUSTOMER_DOCUMENT, id })

type CustomerLine = {
  id: string
  productId: string
  sysSku: string | null
  orderedQuantity: number
  confirmedQuantity: number | null
}

const linesOf = (tx: Queryable, orderId: string) =>
  tx.query<CustomerLine>(
    `SELECT id::text, product_id::text, sys_sku, ordered_quantity, confirmed_quantity
       FROM erp_vc_customer_order_item WHERE order_id = $1 AND is_deleted = 0 ORDER BY id`,
    [orderId],
  )

/** Works out each line's amounts and the order's totals from its live lines (only what changed is written). */
export const refreshCustomerTotals = (tx: Queryable, actor: Actor, orderId: string): Promise<void> =>
  refreshTotals(tx, actor, orderId, {
    order: vcCustomerOrder,
    line: vcCustomerOrderItem,
    price: 'unitPrice',
    answered: 'confirmedQuantity',
    answeredAmount: 'confirmedAmount',
    total: 'totalAmount',
    answeredTotal: 'confirmedAmount',
  })

const history = (tx: Queryable, actor: Actor, order: Row, action: string, content: string, to?: string) =>
  vcHistory(tx, actor, vcCustomerOrder, [
    { id: String(order.id), code: String(order.code), action, content, from: String(order.status), to },
  ])

/** Reserves each line's confirmed units in the order's warehouse (oldest lot first), or throws naming what is short. */
async function reserveConfirmed(tx: Queryable, actor: Actor, orderId: string, storeId: string): Promise<void> {
  for (const line of await linesOf(tx, orderId)) {
    if (!line.confirmedQuantity) continue
    await reserveStock(tx, actor, {
      storeId,
      productId: line.productId,
      quantity: line.confirmedQuantity,
      document: { ...doc(orderId), line: line.id },
    })
  }
}

/** Clears what a confirmation said (units and answers per line). */
async function clearConfirmation(tx: Queryable, actor: Actor, orderId: string): Promise<void> {
  const lines = await linesOf(tx, orderId)
  await runAction(
    tx,
    actor,
    vcCustomerLineActions.clearAnswer,
    lines.map((l) => l.id),
    {},
    () => ({ confirmedQuantity: null }),
  )
  await refreshCustomerTotals(tx, actor, orderId)
}

/**
 * Answers lines with their confirmed units: those with units left are accepted, those with none
 * rejected, each answer one step of the line (two set-based steps for the order).
 */
async function answerLines(tx: Queryable, actor: Actor, confirmed: ReadonlyMap<string, number>): Promise<void> {
  const units = (line: Row) => ({ confirmedQuantity: confirmed.get(String(line.id)) ?? 0 })
  const ids = [...confirmed.keys()]
  const accepted = ids.filter((id) => (confirmed.get(id) ?? 0) > 0)
  const rejected = ids.filter((id) => (confirmed.get(id) ?? 0) === 0)
  await runAction(tx, actor, vcCustomerLineActions.acceptLine, accepted, {}, (_t, _a, line) => units(line))
  await runAction(tx, actor, vcCustomerLineActions.rejectLine, rejected, {}, (_t, _a, line) => units(line))
}

/**
 * Submits the confirm info of a PO order: each named line supplies the units given (at most those
 * ordered; 0 rejects it), the others all they ordered, from the warehouse given, where the units
 * are reserved. Nothing confirmed at all is refused (that is a cancellation).
 */
export async function submitConfirmInfo(
  tx: Queryable,
  actor: Actor,
  id: string,
  input: z.input<typeof confirmInfoInput>,
): Promise<void> {
  await runAction(tx, actor, A.submitConfirmInfo, [id], input, async (_t, _a, order, i) => {
    await shippingStores(tx, [i.storeId])
    const lines = await linesOf(tx, id)
    if (!lines.length) throw refusal('vendorOrders.linesRequired', { code: order.code })
    const given = new Map((i.items ?? []).map((item) => [item.id, item.confirmedQuantity]))
    for (const item of i.items ?? []) {
      if (!lines.some((l) => l.id === item.id))
        throw refusal('vendorOrders.lineUnknown', { line: item.id, code: order.code })
    }
    let total = 0
    const answers = new Map<string, number>()
    for (const line of lines) {
      const confirmed = given.get(line.id) ?? line.orderedQuantity
      if (confirmed > line.orderedQuantity)
        throw refusal('vendorOrders.acceptedTooMany', {
          sku: line.sysSku ?? line.id,
          accepted: confirmed,
          ordered: line.orderedQuantity,
        })
      total += confirmed
      answers.set(line.id, confirmed)
    }
    if (total === 0) throw refusal('vendorOrders.confirmNothing')
    await answerLines(tx, actor, answers)
    await refreshCustomerTotals(tx, actor, id)
    await reserveConfirmed(tx, actor, id, i.storeId)
    await history(tx, actor, order, 'submitConfirmInfo', `confirmed ${total}`, S.confirmed)
    return { storeId: i.storeId, deliveryDate: i.deliveryDate ?? order.deliveryDate ?? null, confirmTime: NOW }
  })
}

/** Cancels PO orders (reason required): what a confirmed one reserved is available again. */
export async function submitCancelInfo(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  input: { cancelReason?: string },
): Promise<void> {
  await runAction(tx, actor, A.submitCancelInfo, ids, input, async (_t, _a, order, i) => {
    const released = await releaseReservations(tx, doc(String(order.id)))
    await history(tx, actor, order, 'submitCancelInfo', `${i.cancelReason} (released ${released})`, S.cancelled)
    return { cancelReason: i.cancelReason }
  })
}

/** Sends PO orders (pending review, or cancelled) back to confirmation, their answers cleared. */
export async function turnToConfirm(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, A.turnToConfirm, ids, {}, async (_t, _a, order) => {
    await clearConfirmation(tx, actor, String(order.id))
    await history(tx, actor, order, 'turnToConfirm', '', S.toConfirm)
    return { cancelReason: null, confirmTime: null }
  })
}

/** Holds PO orders for review: what a confirmed one reserved is released and its answers cleared. */
export async function turnToReview(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, A.turnToReview, ids, {}, async (_t, _a, order) => {
    const released = await releaseReservations(tx, doc(String(order.id)))
    await clearConfirmation(tx, actor, String(order.id))
    await history(tx, actor, order, 'turnToReview', `released ${released}`, S.review)
    return { confirmTime: null }
  })
}

/** Voids PO orders that hold nothing. */
export async function invalidate(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, A.invalid, ids, {}, async (_t, _a, order) => {
    await history(tx, actor, order, 'invalid', '', S.void)
    return undefined
  })
}

/**
 * Cuts units off a confirmed PO order's lines (each at most what the line confirmed); the
 * reservations follow the new quantities. Cutting everything is refused (that is a cancellation).
 */
export async function cutOrder(
  tx: Queryable,
  actor: Actor,
  id: string,
  input: { items: readonly { id: string; cutQuantity: number }[] },
): Promise<void> {
  await runAction(tx, actor, A.cutOrder, [id], input, async (_t, _a, order, i) => {
    const lines = await linesOf(tx, id)
    const cuts = new Map<string, number>()
    for (const item of i.items) {
      if (!lines.some((l) => l.id === item.id))
        throw refusal('vendorOrders.lineUnknown', { line: item.id, code: order.code })
      cuts.set(item.id, (cuts.get(item.id) ?? 0) + item.cutQuantity)
    }
    let left = 0
    let cut = 0
    const answers = new Map<string, number>()
    for (const line of lines) {
      const confirmed = line.confirmedQuantity ?? 0
      const n = cuts.get(line.id) ?? 0
      if (n > confirmed) throw refusal('vendorOrders.cutTooMany', { sku: line.sysSku ?? line.id, cut: n, confirmed })
      left += confirmed - n
      cut += n
      if (n) answers.set(line.id, confirmed - n)
    }
    if (left === 0) throw refusal('vendorOrders.confirmNothing')
    await answerLines(tx, actor, answers)
    // The units cut are given back: the order's reservations are taken again for what is left.
    await releaseReservations(tx, doc(id))
    await reserveConfirmed(tx, actor, id, String(order.storeId))
    await refreshCustomerTotals(tx, actor, id)
    await history(tx, actor, order, 'cutOrder', `cut ${cut}, ${left} left`)
    return undefined
  })
}

/**
 * Marks PO orders delivered to the carrier (tracking number required): their reserved units leave
 * through the ledger, every confirmed unit counts as shipped, and a track is opened (pending collection).
 */
export async function markTheDelivery(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  input: { trackNumber?: string; carrier?: string },
): Promise<void> {
  await runAction(tx, actor, A.markTheDelivery, ids, input, async (_t, _a, order, i) => {
    const rows = await consumeReservations(tx, actor, doc(String(order.id)), MOVEMENT.shipment)
    const shipped = (await linesOf(tx, String(order.id))).map((l) => ({
      id: l.id,
      shippedQuantity: l.confirmedQuantity ?? 0,
    }))
    await updateEach(tx, vcCustomerOrderItem, shipped, actor, OF_PO)
    await refreshCustomerTotals(tx, actor, String(order.id))
    // A track opens pending collection (its status's first value).
    const track = {
      vcCustomerOrderId: order.id,
      orderCode: order.code,
      trackNumber: i.trackNumber,
      carrier: i.carrier ?? null,
      status: 1,
    }
    await insertRecords(tx, vcCustomerOrderTrack, [track], actor, { partOf: 'vcCustomerOrderId' })
    const left = rows.reduce((sum, r) => sum - r.quantity, 0)
    await history(tx, actor, order, 'markTheDelivery', `${i.trackNumber}: ${left} units left the warehouse`, S.shipped)
    return { trackNumber: i.trackNumber, carrier: i.carrier ?? null, shipTime: NOW }
  })
}

/** Records the ARN (and appointment) of confirmed or shipped PO orders. */
export async function submitArn(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  input: { arn?: string; appointmentTime?: string },
): Promise<void> {
  await runAction(tx, actor, A.submitArn, ids, input, async (_t, _a, order, i) => {
    await history(tx, actor, order, 'submitArn', `ARN ${i.arn}`)
    const at = i.appointmentTime
    return { arn: i.arn, appointmentTime: at ? (at.length === 10 ? `${at} 00:00:00` : at) : null }
  })
}

/** The fields a track update may change besides its status. */
export type TrackUpdate = {
  id: string
  status?: string
  trackNumber?: string
  carrier?: string
  lastEvent?: string
  eventTime?: string
  remark?: string
}

/** Updates a track: its fields through the record path, its status through the declared transitions. */
export async function updateTrack(tx: Queryable, actor: Actor, input: TrackUpdate): Promise<void> {
  const { status, ...fields } = input
  await saveRecord(tx, vcCustomerOrderTrack, fields, actor)
  const [track] = await tx.query<{ status: number }>(`SELECT status FROM erp_vc_customer_order_track WHERE id = $1`, [
    input.id,
  ])
  if (status !== undefined && String(track?.status) !== status)
    await changeStatus(tx, actor, vcCustomerOrderTrack, [input.id], status)
}

/** Sets the remark of tracks. */
export async function remarkTracks(tx: Queryable, actor: Actor, ids: readonly string[], remark: string): Promise<void> {
  for (const id of ids) await saveRecord(tx, vcCustomerOrderTrack, { id, remark }, actor)
}

/** How many tracks are in each tracking status (of one PO order, or all): by status key, and all. */
export async function trackStatusCounts(tx: Queryable, orderId?: string): Promise<Record<string, number>> {
  const rows = await tx.query<{ status: string; n: number }>(
    `SELECT status::text, count(*)::int AS n FROM erp_vc_customer_order_track
      WHERE is_deleted = 0 AND ($1::bigint IS NULL OR vc_customer_order_id = $1) GROUP BY status`,
    [orderId ?? null],
  )
  const counts: Record<string, number> = { all: rows.reduce((sum, r) => sum + r.n, 0) }
  for (const key of ['1', '2', '3', '4', '5', '6']) counts[key] = rows.find((r) => r.status === key)?.n ?? 0
  return counts
}
