import { statusLabel } from '#sync/resources/define-action.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import {
  VC_ADMIN_DOCUMENT,
  VC_ADMIN_STATUS,
  vcAdminOrderActions,
} from '#sync/resources/vendor-orders/vc-admin-order.actions.ts'
import {
  vcAdminOrder,
  vcAdminOrderItem,
  vcCarton,
  vcCartonItem,
} from '#sync/resources/vendor-orders/vc-admin-order.resource.ts'
import { consumeReservations, MOVEMENT, releaseReservations, reserveStock } from '../inventory/stock-ledger.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { copyRecord, insertRecords, removeRecordsBy, updateEach, updateRecords } from '../platform/records/records.ts'
import { NOW, runAction } from '../platform/records/transition.ts'
import {
  type BatchResult,
  eachInSavepoint,
  OF_PO,
  refreshTotals,
  refusal,
  shippingStores,
  vcHistory,
} from './vc-order-shared.ts'

/** What a part of a split purchase order takes from its PO: the header (totals are worked out again, the rest starts empty). */
const PART_HEADER = [
  'poNumber',
  'shopId',
  'vendorCode',
  'shipToFc',
  'shipToAddress',
  'shipWindowStart',
  'shipWindowEnd',
  'orderDate',
  'currency',
  'status',
  'poSendStatus',
  'storeId',
  'parentOrderId',
  'upcUrl',
  'remark',
]
/** What a part's line takes from the PO's line (amounts are worked out again). */
const PART_LINE = [
  'orderId',
  'productId',
  'sysSku',
  'asin',
  'upc',
  'vendorSku',
  'productName',
  'orderedQuantity',
  'acceptedQuantity',
  'unitCost',
  'storeId',
]
/** What a merged PO's line takes from the line it is copied from (amounts are worked out again). */
const MERGED_LINE = [...PART_LINE, 'rejectReason']
/** The declared fields of `resource` not in `kept`. */
const notIn = (resource: ResourceDef, kept: readonly string[]) =>
  Object.keys(resource.fields).filter((k) => !kept.includes(k))

/**
 * Vendor-central purchase orders (spec 2 §7.3 admin side): confirming answers the retailer per line
 * (accepted or rejected units); distributing gives the accepted units warehouses and reserves them
 * through the ledger; a PO splits into parts (every accepted unit in exactly one part, each part
 * from one warehouse) or merges with POs of the same vendor, FC and ship window; its shipment is
 * cartons that hold every accepted unit, its ASN is confirmed, shipping consumes the reservations,
 * the invoice closes it.
 */

const S = VC_ADMIN_STATUS
const doc = (id: string) => ({ type: VC_ADMIN_DOCUMENT, id })

/** A PO line as the lifecycle needs it. */
export type VcLine = {
  id: string
  productId: string
  sysSku: string | null
  asin: string | null
  upc: string | null
  vendorSku: string | null
  orderedQuantity: number
  acceptedQuantity: number | null
  unitCost: string
  storeId: string | null
}

/** The lines of a PO, in id order. */
export const vcLines = (tx: Queryable, orderId: string) =>
  tx.query<VcLine>(
    `SELECT id::text, product_id::text, sys_sku, asin, upc, vendor_sku, ordered_quantity, accepted_quantity,
            unit_cost::text, store_id::text
       FROM erp_vc_admin_order_item WHERE order_id = $1 AND is_deleted = 0 ORDER BY id`,
    [orderId],
  )

const skuOf = (line: VcLine) => line.sysSku ?? line.vendorSku ?? line.asin ?? line.id

/** The PO number of an order (for batch refusals); the id when it is not found. */
export async function poNumberOf(tx: Queryable, id: string): Promise<string> {
  const [row] = await tx.query<{ poNumber: string }>(`SELECT po_number FROM erp_vc_admin_order WHERE id = $1`, [id])
  return row?.poNumber ?? id
}

/** Works out each line's amounts and the PO's totals from its live lines (only what changed is written). */
export const refreshVcTotals = (tx: Queryable, actor: Actor, orderId: string): Promise<void> =>
  refreshTotals(tx, actor, orderId, {
    order: vcAdminOrder,
    line: vcAdminOrderItem,
    price: 'unitCost',
    answered: 'acceptedQuantity',
    answeredAmount: 'acceptedAmount',
    total: 'totalCost',
    answeredTotal: 'acceptedCost',
  })

const words = (actor: Actor, key: string) => statusLabel(vcAdminOrder, 'status', key, actor.lang)
const history = (
  tx: Queryable,
  actor: Actor,
  order: Row,
  action: string,
  content: string,
  to?: string,
): Promise<void> =>
  vcHistory(tx, actor, vcAdminOrder, [
    { id: String(order.id), code: String(order.poNumber), action, content, from: String(order.status), to },
  ])

/** One line's answer to the retailer: accepted units (the rest rejected) and why. */
export type LineAnswer = { id: string; acceptedQuantity: number; rejectReason?: string }

/**
 * Confirms POs to the retailer: each named line accepts the units given (at most those ordered),
 * the others all they ordered. A PO with units accepted is confirmed (PO answer: accepted); one
 * with none is rejected (PO answer: rejected).
 */
export async function confirmVcOrders(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  answers: readonly LineAnswer[] = [],
): Promise<{ confirmed: string[]; rejected: string[] }> {
  const given = new Map(answers.map((a) => [a.id, a]))
  const confirmed: string[] = []
  const rejected: string[] = []
  const plans = new Map<string, { line: VcLine; accepted: number; reason: string | null }[]>()
  for (const id of ids) {
    const lines = await vcLines(tx, id)
    if (!lines.length) throw refusal('vendorOrders.linesRequired', { code: await poNumberOf(tx, id) })
    const plan = lines.map((line) => {
      const answer = given.get(line.id)
      const accepted = answer ? answer.acceptedQuantity : line.orderedQuantity
      if (accepted > line.orderedQuantity)
        throw refusal('vendorOrders.acceptedTooMany', {
          sku: skuOf(line),
          accepted,
          ordered: line.orderedQuantity,
        })
      return { line, accepted, reason: accepted < line.orderedQuantity ? (answer?.rejectReason ?? null) : null }
    })
    for (const a of answers) {
      if (ids.length === 1 && !lines.some((l) => l.id === a.id))
        throw refusal('vendorOrders.lineUnknown', { line: a.id, code: await poNumberOf(tx, id) })
    }
    plans.set(id, plan)
    ;(plan.some((p) => p.accepted > 0) ? confirmed : rejected).push(id)
  }
  const answer = async (order: Row, sendStatus: number, action: string, to: string) => {
    const plan = plans.get(String(order.id)) ?? []
    await updateEach(
      tx,
      vcAdminOrderItem,
      plan.map((p) => ({ id: p.line.id, acceptedQuantity: p.accepted, rejectReason: p.reason })),
      actor,
      OF_PO,
    )
    await refreshVcTotals(tx, actor, String(order.id))
    const accepted = (plans.get(String(order.id)) ?? []).reduce((sum, p) => sum + p.accepted, 0)
    await history(tx, actor, order, action, `accepted ${accepted}`, to)
    return { poSendStatus: sendStatus }
  }
  if (confirmed.length)
    await runAction(tx, actor, vcAdminOrderActions.confirm, confirmed, {}, (_t, _a, order) =>
      answer(order, 1, 'confirmOrder', S.confirmed),
    )
  if (rejected.length)
    await runAction(tx, actor, vcAdminOrderActions.reject, rejected, {}, (_t, _a, order) =>
      answer(order, 2, 'rejectOrder', S.rejected),
    )
  return { confirmed, rejected }
}

/** Reserves every accepted unit of a PO in its line's warehouse (oldest lot first), or throws naming what is short. */
async function reserveVcLines(tx: Queryable, actor: Actor, orderId: string): Promise<void> {
  for (const line of await vcLines(tx, orderId)) {
    if (!line.acceptedQuantity) continue
    if (!line.storeId) throw refusal('vendorOrders.storeRequired', { sku: skuOf(line) })
    await reserveStock(tx, actor, {
      storeId: line.storeId,
      productId: line.productId,
      quantity: line.acceptedQuantity,
      document: { ...doc(orderId), line: line.id },
    })
  }
}

/** The warehouse of the whole PO when all its accepted lines ship from one, else none. */
async function soleStore(tx: Queryable, orderId: string): Promise<string | null> {
  const stores = new Set((await vcLines(tx, orderId)).filter((l) => l.acceptedQuantity).map((l) => l.storeId ?? ''))
  const [only] = [...stores]
  return stores.size === 1 && only ? only : null
}

/** Which warehouse ships each line: one for the whole PO, or per line (`items`), else what the line already names. */
export type Distribution = { storeId?: string; items?: readonly { id: string; storeId: string }[] }

/**
 * Distributes confirmed POs: every accepted line gets its warehouse and its units are reserved
 * there. Each PO is distributed or refused on its own (insufficient stock, a line without a
 * warehouse): answers which were and why the others were not.
 */
export async function distributeVcOrders(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  how: Distribution,
): Promise<BatchResult> {
  const named = [...(how.storeId ? [how.storeId] : []), ...(how.items ?? []).map((i) => i.storeId)]
  return eachInSavepoint(
    tx,
    actor,
    ids,
    (id) => poNumberOf(tx, id),
    async (id) => {
      await shippingStores(tx, named)
      await runAction(tx, actor, vcAdminOrderActions.distribute, [id], {}, async (_t, _a, order) => {
        const lines = await vcLines(tx, id)
        for (const item of how.items ?? []) {
          if (!lines.some((l) => l.id === item.id))
            throw refusal('vendorOrders.lineUnknown', { line: item.id, code: order.poNumber })
        }
        const perLine = new Map((how.items ?? []).map((i) => [i.id, i.storeId]))
        const moved = lines
          .map((line) => ({ line, storeId: perLine.get(line.id) ?? how.storeId ?? line.storeId }))
          .filter(({ line, storeId }) => storeId !== line.storeId)
        await updateEach(
          tx,
          vcAdminOrderItem,
          moved.map(({ line, storeId }) => ({ id: line.id, storeId })),
          actor,
          OF_PO,
        )
        await shippingStores(
          tx,
          (await vcLines(tx, id)).filter((l) => l.acceptedQuantity && l.storeId).map((l) => l.storeId as string),
        )
        await reserveVcLines(tx, actor, id)
        await history(tx, actor, order, 'distributeOrder', 'warehouses assigned, stock reserved', S.distributed)
        return { storeId: await soleStore(tx, id) }
      })
    },
  )
}

/** Sends distributed POs back to distribution: what they reserved is available again, their warehouses cleared. */
export async function undistributeVcOrders(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, vcAdminOrderActions.undistribute, ids, {}, async (_t, _a, order) => {
    const released = await releaseReservations(tx, doc(String(order.id)))
    const lines = (await vcLines(tx, String(order.id))).map((l) => l.id)
    await updateRecords(tx, vcAdminOrderItem, lines, { storeId: null }, actor, OF_PO)
    await history(tx, actor, order, 'turnDistribute', `released ${released}`, S.confirmed)
    return { storeId: null }
  })
}

/** One part of a split: the warehouse it ships from and the units of each line it takes. */
export type SplitPart = { storeId: string; items: readonly { id: string; quantity: number }[] }

/**
 * Splits a confirmed or distributed PO into parts (`<PO>-1`, `<PO>-2` ...), each from one
 * warehouse: every accepted unit goes to exactly one part, and each part's lines carry the line's
 * exact unit cost, so the parts' costs add up to the PO's. A distributed PO's reservations move to
 * its parts (released, then reserved in each part's warehouse). The PO itself is closed as split.
 * Answers the parts' ids.
 */
export async function splitVcOrder(
  tx: Queryable,
  actor: Actor,
  id: string,
  parts: readonly SplitPart[],
): Promise<string[]> {
  const made: string[] = []
  await runAction(tx, actor, vcAdminOrderActions.split, [id], {}, async (_t, _a, order) => {
    const lines = (await vcLines(tx, id)).filter((l) => l.acceptedQuantity)
    if (parts.length < 2 || parts.some((p) => !p.items.some((i) => i.quantity > 0)))
      throw refusal('vendorOrders.splitParts')
    const byLine = new Map(lines.map((l) => [l.id, 0]))
    for (const part of parts) {
      for (const item of part.items) {
        const sum = byLine.get(item.id)
        if (sum === undefined) throw refusal('vendorOrders.lineUnknown', { line: item.id, code: order.poNumber })
        byLine.set(item.id, sum + item.quantity)
      }
    }
    for (const line of lines) {
      const split = byLine.get(line.id) ?? 0
      if (split !== line.acceptedQuantity)
        throw refusal('vendorOrders.splitNotFull', { sku: skuOf(line), split, accepted: line.acceptedQuantity })
    }
    await shippingStores(
      tx,
      parts.map((p) => p.storeId),
    )
    const distributed = String(order.status) === S.distributed
    if (distributed) await releaseReservations(tx, doc(id))
    let n = 0
    for (const part of parts) {
      const poNumber = `${order.poNumber}-${++n}`
      if (poNumber.length > 40) throw refusal('vendorOrders.splitParts')
      // The part is born in the PO's status with its header: a new record, not a change of one.
      const childId = await copyRecord(
        tx,
        vcAdminOrder,
        id,
        { poNumber, storeId: part.storeId, parentOrderId: id },
        actor,
        { omit: notIn(vcAdminOrder, PART_HEADER), sameStatus: true },
      )
      for (const item of part.items) {
        if (item.quantity <= 0) continue
        await copyRecord(
          tx,
          vcAdminOrderItem,
          item.id,
          { orderId: childId, orderedQuantity: item.quantity, acceptedQuantity: item.quantity, storeId: part.storeId },
          actor,
          { omit: notIn(vcAdminOrderItem, PART_LINE) },
        )
      }
      await refreshVcTotals(tx, actor, childId)
      if (distributed) await reserveVcLines(tx, actor, childId)
      await vcHistory(tx, actor, vcAdminOrder, [
        { id: childId, code: poNumber, action: 'split', content: `split from ${order.poNumber}` },
      ])
      made.push(childId)
    }
    await history(tx, actor, order, 'split', `split into ${made.length} parts`, S.split)
    return undefined
  })
  return made
}

/**
 * Splits POs by the warehouses their lines already name (one part per warehouse, all of each
 * line's accepted units): each PO is split or refused on its own.
 */
export async function splitVcOrdersByStore(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<BatchResult> {
  return eachInSavepoint(
    tx,
    actor,
    ids,
    (id) => poNumberOf(tx, id),
    async (id) => {
      const lines = (await vcLines(tx, id)).filter((l) => l.acceptedQuantity)
      const missing = lines.find((l) => !l.storeId)
      if (missing) throw refusal('vendorOrders.storeRequired', { sku: skuOf(missing) })
      const groups = new Map<string, { id: string; quantity: number }[]>()
      for (const line of lines) {
        const store = line.storeId as string
        groups.set(store, [...(groups.get(store) ?? []), { id: line.id, quantity: line.acceptedQuantity as number }])
      }
      if (groups.size < 2) throw refusal('vendorOrders.splitOneStore', { code: await poNumberOf(tx, id) })
      await splitVcOrder(
        tx,
        actor,
        id,
        [...groups].map(([storeId, items]) => ({ storeId, items })),
      )
    },
  )
}

/** The header fields POs must share to be merged, with how each is named in the refusal. */
const MERGE_KEYS = [
  'status',
  'shopId',
  'vendorCode',
  'shipToFc',
  'shipWindowStart',
  'shipWindowEnd',
  'currency',
] as const

/**
 * Merges POs of the same shop, vendor code, FC, ship window, currency and status (to confirm or
 * confirmed) into the oldest: the others' lines are copied onto it and they are closed as merged
 * into it. Refused ("order unable to be merged") naming the PO and the field that differs.
 */
export async function mergeVcOrders(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
): Promise<{ id: string; merged: string[] }> {
  const unique = [...new Set(ids)].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))
  if (unique.length < 2) throw refusal('vendorOrders.mergeCount')
  const orders = await tx.query<Row>(
    `SELECT id::text, po_number, status::text, shop_id::text, vendor_code, ship_to_fc,
            to_char(ship_window_start, 'YYYY-MM-DD') AS ship_window_start,
            to_char(ship_window_end, 'YYYY-MM-DD') AS ship_window_end, currency
       FROM erp_vc_admin_order WHERE id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY id`,
    [unique],
  )
  const [target, ...others] = orders
  if (!target || orders.length !== unique.length) throw refusal('recordNotFound')
  for (const other of others) {
    const differs = MERGE_KEYS.find((k) => (other[k] ?? null) !== (target[k] ?? null))
    if (differs) {
      throw refusal('vendorOrders.mergeMismatch', {
        code: other.poNumber,
        field: vcAdminOrder.fields[differs].label[actor.lang],
      })
    }
  }
  const targetId = String(target.id)
  await runAction(
    tx,
    actor,
    vcAdminOrderActions.mergeAway,
    others.map((o) => String(o.id)),
    {},
    async (_t, _a, order) => {
      for (const line of await vcLines(tx, String(order.id))) {
        await copyRecord(tx, vcAdminOrderItem, line.id, { orderId: targetId }, actor, {
          omit: notIn(vcAdminOrderItem, MERGED_LINE),
        })
      }
      await history(tx, actor, order, 'mergeOrder', `merged into ${target.poNumber}`, S.merged)
      return { mergedIntoId: targetId }
    },
  )
  await runAction(tx, actor, vcAdminOrderActions.mergeInto, [targetId], {}, async (_t, _a, order) => {
    await refreshVcTotals(tx, actor, targetId)
    await history(tx, actor, order, 'mergeOrder', `merged ${others.map((o) => o.poNumber).join(', ')}`)
    return undefined
  })
  return { id: targetId, merged: others.map((o) => String(o.id)) }
}

/** Cancels POs not yet packed: what a distributed one reserved is available again. */
export async function cancelVcOrders(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  input: { cancelReason?: string },
): Promise<void> {
  await runAction(tx, actor, vcAdminOrderActions.cancel, ids, input, async (_t, _a, order, i) => {
    const released = await releaseReservations(tx, doc(String(order.id)))
    await history(tx, actor, order, 'cancelOrder', `${i.cancelReason ?? ''} released ${released}`, S.cancelled)
    return { cancelReason: i.cancelReason ?? null }
  })
}

/** Back to confirmation (the only change `updateStatus` declares): the lines' answers are cleared. */
export async function reopenVcOrders(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, vcAdminOrderActions.reopen, ids, {}, async (_t, _a, order) => {
    const lines = (await vcLines(tx, String(order.id))).map((l) => l.id)
    const cleared = { acceptedQuantity: null, rejectReason: null, storeId: null }
    await updateRecords(tx, vcAdminOrderItem, lines, cleared, actor, OF_PO)
    await refreshVcTotals(tx, actor, String(order.id))
    await history(tx, actor, order, 'updateStatus', words(actor, S.toConfirm), S.toConfirm)
    return { poSendStatus: null }
  })
}

/** A carton as packed: its number (made when absent), measures and what it holds of which line. */
export type CartonInput = {
  cartonNo?: string
  weight?: string
  length?: string
  width?: string
  height?: string
  items: readonly { itemId?: string; sku?: string; quantity: number }[]
}

/** Finds the PO line a carton row names: by line id, else by system SKU, vendor SKU, ASIN or UPC. */
function lineFor(lines: readonly VcLine[], item: { itemId?: string; sku?: string }): VcLine | undefined {
  if (item.itemId) return lines.find((l) => l.id === item.itemId)
  const sku = item.sku?.trim().toUpperCase()
  if (!sku) return undefined
  return lines.find((l) => [l.sysSku, l.vendorSku, l.asin, l.upc].some((v) => v && v.toUpperCase() === sku))
}

/**
 * Creates (or replaces, while packing) a distributed PO's shipment: its cartons must hold every
 * accepted unit of every line, no more and no less; each carton gets its number (`<PO>-C001` ...)
 * and the barcode its label carries. The PO is then packing, with its ASN number.
 */
export async function createVcShipment(
  tx: Queryable,
  actor: Actor,
  id: string,
  input: { asnNumber?: string; cartons: readonly CartonInput[] },
): Promise<{ asnNumber: string; cartons: number }> {
  let asnNumber = ''
  await runAction(tx, actor, vcAdminOrderActions.createShipment, [id], {}, async (_t, _a, order) => {
    const lines = (await vcLines(tx, id)).filter((l) => l.acceptedQuantity)
    const packed = new Map(lines.map((l) => [l.id, 0]))
    const numbers = new Set<string>()
    const cartons = input.cartons.map((carton, i) => {
      const cartonNo = carton.cartonNo?.trim() || `${order.poNumber}-C${String(i + 1).padStart(3, '0')}`
      if (numbers.has(cartonNo)) throw refusal('vendorOrders.cartonDuplicate', { carton: cartonNo })
      numbers.add(cartonNo)
      const items = carton.items.map((item) => {
        const line = lineFor(lines, item)
        if (!line)
          throw refusal('vendorOrders.lineUnknown', { line: item.itemId ?? item.sku ?? '', code: order.poNumber })
        packed.set(line.id, (packed.get(line.id) ?? 0) + item.quantity)
        return { line, quantity: item.quantity }
      })
      return { ...carton, cartonNo, items }
    })
    for (const line of lines) {
      const count = packed.get(line.id) ?? 0
      if (count !== line.acceptedQuantity)
        throw refusal('vendorOrders.packedMismatch', {
          sku: skuOf(line),
          packed: count,
          accepted: line.acceptedQuantity,
        })
    }
    // A shipment created again while packing replaces the cartons given before.
    const before = await tx.query<{ id: string }>(
      `SELECT id::text FROM erp_vc_carton WHERE order_id = $1 AND is_deleted = 0`,
      [id],
    )
    await removeRecordsBy(
      tx,
      vcCartonItem,
      'cartonId',
      before.map((c) => c.id),
      actor,
    )
    await removeRecordsBy(tx, vcCarton, 'orderId', [id], actor)
    const cartonIds = await insertRecords(
      tx,
      vcCarton,
      cartons.map((carton) => ({
        orderId: id,
        cartonNo: carton.cartonNo,
        barcode: carton.cartonNo.toUpperCase(),
        totalQuantity: carton.items.reduce((sum, i) => sum + i.quantity, 0),
        weight: carton.weight ?? null,
        length: carton.length ?? null,
        width: carton.width ?? null,
        height: carton.height ?? null,
      })),
      actor,
      { partOf: 'orderId' },
    )
    await insertRecords(
      tx,
      vcCartonItem,
      cartons.flatMap((carton, i) =>
        carton.items.map((item) => ({
          cartonId: cartonIds[i],
          orderItemId: item.line.id,
          sysSku: item.line.sysSku,
          quantity: item.quantity,
        })),
      ),
      actor,
      { partOf: 'cartonId' },
    )
    asnNumber = input.asnNumber ?? (order.asnNumber ? String(order.asnNumber) : `ASN-${order.poNumber}`).slice(0, 40)
    await history(tx, actor, order, 'createShipment', `${asnNumber}: ${cartons.length} cartons`, S.packing)
    return { asnNumber }
  })
  return { asnNumber, cartons: input.cartons.length }
}

/** Confirms the ASN of packed POs (each must have its cartons). */
export async function confirmVcShipments(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, vcAdminOrderActions.confirmShipment, ids, {}, async (_t, _a, order) => {
    const [count] = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM erp_vc_carton WHERE order_id = $1 AND is_deleted = 0`,
      [order.id],
    )
    if (!count?.n) throw refusal('vendorOrders.noCartons', { code: order.poNumber })
    await history(tx, actor, order, 'createShipmentConfirm', String(order.asnNumber ?? ''), S.asnConfirmed)
    return { shipmentTime: NOW }
  })
}

/**
 * Ships POs whose ASN is confirmed: what they reserved leaves through the ledger (a shipment
 * movement per lot), and every accepted unit counts as shipped.
 */
export async function shipVcOrders(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  input: { trackNumber?: string; carrier?: string },
): Promise<void> {
  await runAction(tx, actor, vcAdminOrderActions.markShipment, ids, input, async (_t, _a, order, i) => {
    const rows = await consumeReservations(tx, actor, doc(String(order.id)), MOVEMENT.shipment)
    const shipped = (await vcLines(tx, String(order.id))).map((l) => ({
      id: l.id,
      shippedQuantity: l.acceptedQuantity ?? 0,
    }))
    await updateEach(tx, vcAdminOrderItem, shipped, actor, OF_PO)
    await refreshVcTotals(tx, actor, String(order.id))
    const left = rows.reduce((sum, r) => sum - r.quantity, 0)
    await history(
      tx,
      actor,
      order,
      'markShipment',
      `${i.trackNumber ?? ''} ${left} units left the warehouse`,
      S.shipped,
    )
    return { shipTime: NOW, trackNumber: i.trackNumber ?? order.trackNumber ?? null, carrier: i.carrier ?? null }
  })
}

/**
 * Submits a shipped PO's invoice (spec 1 §3 VC invoice detail: invoiceNumber, paymentNumber): its
 * amount is the shipped units at their exact unit costs, and it waits for the retailer's check.
 */
export async function submitVcInvoice(
  tx: Queryable,
  actor: Actor,
  id: string,
  input: { invoiceNumber: string; paymentNumber?: string },
): Promise<void> {
  await runAction(tx, actor, vcAdminOrderActions.submitInvoice, [id], input, async (_t, _a, order, i) => {
    const [sum] = await tx.query<{ amount: string }>(
      `SELECT coalesce(sum(coalesce(shipped_quantity, 0) * unit_cost), 0)::text AS amount
         FROM erp_vc_admin_order_item WHERE order_id = $1 AND is_deleted = 0`,
      [id],
    )
    await history(tx, actor, order, 'submitInvoice', `${i.invoiceNumber} ${sum?.amount ?? '0'}`, S.invoiced)
    return {
      invoiceNumber: i.invoiceNumber,
      paymentNumber: i.paymentNumber ?? null,
      invoiceAmount: sum?.amount ?? '0',
      invoiceStatus: 2,
      invoiceTime: NOW,
    }
  })
}

/** Sets the UPC labels of a PO not yet shipped. */
export async function updateVcUpcUrl(tx: Queryable, actor: Actor, id: string, upcUrl: string): Promise<void> {
  await runAction(tx, actor, vcAdminOrderActions.updateUpcUrl, [id], {}, async (_t, _a, order) => {
    await history(tx, actor, order, 'updateUpcUrl', upcUrl)
    return { upcUrl }
  })
}

/** The tab counts of the PO page: every status by its key, and all. */
export async function vcStatusCounts(tx: Queryable, where: string, params: unknown[]): Promise<Record<string, number>> {
  const rows = await tx.query<{ status: string; n: number }>(
    `SELECT status::text, count(*)::int AS n FROM erp_vc_admin_order WHERE ${where} GROUP BY status`,
    params,
  )
  const counts: Record<string, number> = { all: 0 }
  for (const [name, key] of Object.entries(S)) {
    const n = rows.find((r) => r.status === key)?.n ?? 0
    counts[name] = n
    counts.all = (counts.all ?? 0) + n
  }
  return counts
}
