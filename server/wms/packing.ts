import { translate } from '#sync/i18n/messages.ts'
import { type ActionDef, statusLabel } from '#sync/resources/define-action.ts'
import {
  BOX_STATUS,
  boxActions,
  FACE_SHEET,
  OUTBOUND_STATUS,
  orderPickActions,
  PACK_STATUS,
  packingActions,
} from '#sync/resources/wms/w-outbound.actions.ts'
import { wOutbound } from '#sync/resources/wms/w-outbound.resource.ts'
import {
  boxMeasures,
  wOutboundBox,
  wOutboundBoxItem,
  wOutboundLabel,
  wOutboundPackOp,
} from '#sync/resources/wms/w-outbound-packing.resource.ts'
import { type Actor, actingForSystem } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { defineEvent, emit } from '../platform/events.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import {
  increment,
  insertRecords,
  removeRecords,
  saveRecord,
  updateEach,
  updateRecords,
  upsertRecords,
} from '../platform/records/records.ts'
import { runAction } from '../platform/records/transition.ts'
import { assertInScope } from '../platform/resources/data-scope.ts'

/**
 * Packing and labelling of outbound orders (issue 10), between picking and shipping: the picked
 * units go into numbered boxes (measured and weighed when closed), packing finishes when every box
 * is closed and every picked unit packed, then the face sheets are uploaded with their tracking
 * numbers and labelling finishes (face sheet 3). Nothing here moves stock: the units stay reserved
 * in their positions until the pick list ships through the ledger.
 *
 * Every operation on an order's boxes first locks the order's row, so operations on one order queue
 * and a replayed packing operation finds the first one's record.
 */

/** A step of an outbound order's work that other areas follow (a sales order's warehouse order). */
export type OutboundProgress = 'picked' | 'packed' | 'unpacked' | 'labelled' | 'shipped' | 'abolished'
/** A step done on outbound orders: areas above follow it on their `listeners` (a sales order's warehouse order). */
export const outboundProgress = defineEvent<{ step: OutboundProgress; outboundIds: readonly string[] }>(
  'wms.outboundProgress',
)

/** Tells the listeners of a step done, in the step's transaction: a listener's refusal undoes the step. */
export async function outboundProgressed(
  tx: Queryable,
  actor: Actor,
  step: OutboundProgress,
  outboundIds: readonly string[],
): Promise<void> {
  if (!outboundIds.length) return
  // The documents that follow the outbound move in consequence: the actor's data scope held for the step itself.
  await emit(tx, actingForSystem(actor), outboundProgress, { step, outboundIds })
}

/** A box's measures as parsed (exact decimals as text). */
export type Measures = Partial<Record<'length' | 'width' | 'height' | 'weight', unknown>>
const MEASURE_KEYS = ['length', 'width', 'height', 'weight'] as const

type Order = {
  id: string
  code: string
  status: number
  packStatus: number | null
  faceSheetStatus: number | null
  orderPickId: string | null
  pickStatus: number | null
  pickedTime: string | null
}

/**
 * Locks an outbound order's row and reads where its picking, packing and labelling stand; an order
 * outside the actor's data scope is not found, as its detail answers (every packing step starts here).
 */
async function lockOrder(tx: Queryable, actor: Actor, id: string): Promise<Order> {
  await assertInScope(tx, actor, wOutbound, [id])
  const rows = await tx.query<Order>(
    `SELECT o.id::text, o.code, o.status, o.pack_status, o.face_sheet_status, o.order_pick_id::text,
            p.status AS pick_status, p.picked_time::text
       FROM ware_outbound o
       LEFT JOIN ware_order_pick p ON p.id = o.order_pick_id AND p.tenant_id = o.tenant_id AND p.is_deleted = 0
      WHERE o.id = $1 AND o.is_deleted = 0 FOR UPDATE OF o`,
    [id],
  )
  const order = rows[0]
  if (!order) throw new AppError('NOT_FOUND', 'recordNotFound')
  return order
}

/** The order is picked (its pick list finished picking), not shipped, and not labelled yet. */
function assertPicked(order: Order): void {
  const approved = String(order.status) === OUTBOUND_STATUS.toBeStocked
  if (approved && String(order.faceSheetStatus) === FACE_SHEET.labeled) {
    throw new AppError('VALIDATION', 'wms.labellingFinished', { code: order.code })
  }
  const picked =
    approved &&
    order.orderPickId !== null &&
    order.pickedTime !== null &&
    String(order.pickStatus) === FACE_SHEET.picking
  if (!picked) throw new AppError('VALIDATION', 'wms.packNotPicked', { code: order.code })
}

/**
 * A packing action refused on the order's own state (picking, labelling) before its status: the
 * refusal names the record, where the action's status stands and the action, as transition's does,
 * with the order's reason after them.
 */
function refusedAs(action: ActionDef, order: Order, actor: Actor, check: (order: Order) => void): void {
  try {
    check(order)
  } catch (e) {
    if (!(e instanceof AppError) || e.status !== 400) throw e
    const status = String((action.statusField === 'packStatus' ? order.packStatus : order.faceSheetStatus) ?? 0)
    throw new AppError('INVALID_STATE', 'wms.packingActionRefused', {
      record: order.code,
      status: statusLabel(wOutbound, action.statusField, status, actor.lang),
      action: action.label[actor.lang],
      reason: translate(e.messageKey, actor.lang, e.params),
    })
  }
}

/** The order's boxes may change: picked, not labelled, packing not finished. */
function assertPacking(order: Order): void {
  assertPicked(order)
  if (String(order.packStatus ?? 0) === PACK_STATUS.packed) {
    throw new AppError('VALIDATION', 'wms.packingFinished', { code: order.code })
  }
}

type Line = { id: string; productId: string; sysSku: string; picked: number; packed: number }

/** The order's lines with what was picked of each and what its live boxes hold. */
const linesOf = (tx: Queryable, orderId: string) =>
  tx.query<Line>(
    `SELECT i.id::text, i.product_id::text, i.sys_sku, coalesce(i.picked_quantity, 0) AS picked,
            coalesce((SELECT sum(b.quantity) FROM ware_outbound_box_item b
                       WHERE b.outbound_item_id = i.id AND b.is_deleted = 0), 0)::int AS packed
       FROM ware_outbound_item i WHERE i.outbound_id = $1 AND i.is_deleted = 0 ORDER BY i.id`,
    [orderId],
  )

/**
 * The rows of an order's packing are written as the order's: every step locked the order and checked
 * the actor's data scope on it, so a box another packer opened is written too (see SetWriteOptions).
 */
const OF_ORDER = { scopeChecked: true }

/** Recounts the packed units of the order's boxes (those whose count changed), and the order's boxes and packed units. */
async function recount(tx: Queryable, actor: Actor, orderId: string): Promise<void> {
  const boxes = await tx.query<{ id: string; packedQuantity: number; counted: number }>(
    `SELECT x.id::text, x.packed_quantity,
            coalesce((SELECT sum(b.quantity) FROM ware_outbound_box_item b
                       WHERE b.box_id = x.id AND b.is_deleted = 0), 0)::int AS counted
       FROM ware_outbound_box x WHERE x.outbound_id = $1 AND x.is_deleted = 0`,
    [orderId],
  )
  const changed = boxes.filter((b) => b.packedQuantity !== b.counted)
  await updateEach(
    tx,
    wOutboundBox,
    changed.map((b) => ({ id: b.id, packedQuantity: b.counted })),
    actor,
    OF_ORDER,
  )
  const [order] = await tx.query<{ packed: number }>(
    `SELECT coalesce(sum(b.quantity), 0)::int AS packed FROM ware_outbound_box_item b
      WHERE b.outbound_id = $1 AND b.is_deleted = 0`,
    [orderId],
  )
  await updateRecords(
    tx,
    wOutbound,
    [orderId],
    { boxCount: boxes.length, packedQuantity: order?.packed ?? 0 },
    actor,
    OF_ORDER,
  )
}

/** Writes the measures given onto a box (the others stay). */
async function setMeasures(tx: Queryable, actor: Actor, boxId: string, m: Measures): Promise<void> {
  const given = Object.fromEntries(MEASURE_KEYS.filter((k) => m[k] !== undefined).map((k) => [k, m[k]]))
  await updateRecords(tx, wOutboundBox, [boxId], given, actor, OF_ORDER)
}

export type PackInput = Measures & {
  /** The outbound order. */
  id: string
  /** The client's id of this operation (a uuid): a repeat with the same one changes nothing. */
  opId: string
  sku: string
  /** Units put in (positive) or taken out (negative) of the box. */
  quantity: number
  /** The box (the next number opens a new one); by default the last open box, or a new one. */
  boxNo?: number
}
export type PackResult = { boxId: string; boxNo: number; packedQuantity: number; replayed: boolean }

/**
 * Packs units of a SKU of an order into one of its boxes (or takes them out, with a negative
 * quantity), never more of a line than was picked across all boxes. A repeat of an operation id
 * already done answers the first one's box and changes nothing.
 */
export async function packBox(tx: Queryable, actor: Actor, input: PackInput): Promise<PackResult> {
  const order = await lockOrder(tx, actor, input.id)
  // The operation is recorded before anything changes, by its unique operation id in one statement:
  // a repeat (even a concurrent one, which waits on the record) makes nothing and answers the first one's box.
  const recorded = await upsertRecords(
    tx,
    wOutboundPackOp,
    [{ outboundId: order.id, opId: input.opId, sysSku: input.sku, quantity: input.quantity }],
    actor,
    { key: 'opId' },
  )
  const opRowId = recorded.find((r) => r.inserted)?.id
  if (!opRowId) {
    const [done] = await tx.query<{ outboundId: string; boxNo: number }>(
      `SELECT outbound_id::text, box_no FROM ware_outbound_pack_op WHERE op_id = $1`,
      [input.opId],
    )
    return { ...(await boxAnswer(tx, done?.outboundId ?? order.id, done?.boxNo ?? 0)), replayed: true }
  }
  assertPacking(order)
  const lines = (await linesOf(tx, order.id)).filter((l) => l.sysSku === input.sku)
  if (!lines.length) throw new AppError('VALIDATION', 'wms.packSkuNotOnOrder', { sku: input.sku, code: order.code })
  const picked = lines.reduce((s, l) => s + l.picked, 0)
  const packed = lines.reduce((s, l) => s + l.packed, 0)
  if (input.quantity > 0 && packed + input.quantity > picked) {
    throw new AppError('VALIDATION', 'wms.packTooMany', {
      sku: input.sku,
      quantity: input.quantity,
      packed: packed + input.quantity,
      picked,
    })
  }
  const box = await boxFor(tx, actor, order, input)
  if (String(box.status) !== BOX_STATUS.open) {
    throw new AppError('VALIDATION', 'wms.boxClosed', { code: order.code, box: box.boxNo })
  }
  await setMeasures(tx, actor, box.id, input)
  if (input.quantity > 0) await putIn(tx, actor, order.id, box.id, lines, input.quantity)
  else await takeOut(tx, actor, box, lines, -input.quantity, input.sku)
  await recount(tx, actor, order.id)
  if (String(order.packStatus ?? 0) === PACK_STATUS.none) {
    await runAction(tx, actor, packingActions.startPacking, [order.id], {})
  }
  await updateRecords(tx, wOutboundPackOp, [opRowId], { boxNo: box.boxNo }, actor, OF_ORDER)
  return { ...(await boxAnswer(tx, order.id, box.boxNo)), replayed: false }
}

type Box = { id: string; boxNo: number; status: number }

/** The box an operation names, the next number making a new one; by default the last open box or a new one. */
async function boxFor(tx: Queryable, actor: Actor, order: Order, input: PackInput): Promise<Box> {
  const boxes = await tx.query<Box>(
    `SELECT id::text, box_no, status FROM ware_outbound_box WHERE outbound_id = $1 AND is_deleted = 0 ORDER BY box_no`,
    [order.id],
  )
  const next = (boxes[boxes.length - 1]?.boxNo ?? 0) + 1
  if (input.boxNo === undefined) {
    const open = boxes.filter((b) => String(b.status) === BOX_STATUS.open).pop()
    if (open) return open
  } else {
    const named = boxes.find((b) => b.boxNo === input.boxNo)
    if (named) return named
    if (input.boxNo !== next || input.quantity < 0) {
      throw new AppError('VALIDATION', 'wms.boxNotFound', { code: order.code, box: input.boxNo, next })
    }
  }
  // A new box starts open (its status's declared default).
  const [id] = await insertRecords(tx, wOutboundBox, [{ outboundId: order.id, boxNo: next, packedQuantity: 0 }], actor)
  return { id: id as string, boxNo: next, status: Number(BOX_STATUS.open) }
}

/** Puts units into a box, line by line (a SKU on several lines fills the first first). */
async function putIn(
  tx: Queryable,
  actor: Actor,
  orderId: string,
  boxId: string,
  lines: readonly Line[],
  quantity: number,
): Promise<void> {
  let left = quantity
  for (const line of lines) {
    const n = Math.min(left, line.picked - line.packed)
    if (n <= 0) continue
    left -= n
    const held = await tx.query<{ id: string }>(
      `SELECT id::text FROM ware_outbound_box_item WHERE box_id = $1 AND outbound_item_id = $2 AND is_deleted = 0`,
      [boxId, line.id],
    )
    if (held.length) {
      const ids = held.map((h) => h.id)
      await updateRecords(tx, wOutboundBoxItem, ids, { quantity: increment(n) }, actor, OF_ORDER)
    } else {
      await insertRecords(
        tx,
        wOutboundBoxItem,
        [
          {
            boxId,
            outboundId: orderId,
            outboundItemId: line.id,
            productId: line.productId,
            sysSku: line.sysSku,
            quantity: n,
          },
        ],
        actor,
        { partOf: 'boxId' },
      )
    }
    if (!left) return
  }
}

/** Takes units of a SKU out of a box (refused when the box holds fewer). */
async function takeOut(
  tx: Queryable,
  actor: Actor,
  box: Box,
  lines: readonly Line[],
  quantity: number,
  sku: string,
): Promise<void> {
  const held = await tx.query<{ id: string; quantity: number }>(
    `SELECT id::text, quantity FROM ware_outbound_box_item
      WHERE box_id = $1 AND outbound_item_id = ANY($2::bigint[]) AND is_deleted = 0 ORDER BY id DESC`,
    [box.id, lines.map((l) => l.id)],
  )
  const inBox = held.reduce((s, h) => s + h.quantity, 0)
  if (inBox < quantity)
    throw new AppError('VALIDATION', 'wms.unpackTooMany', { sku, box: box.boxNo, packed: inBox, quantity })
  let left = quantity
  for (const row of held) {
    const n = Math.min(left, row.quantity)
    left -= n
    // A line taken out whole leaves the box; otherwise it holds fewer.
    if (n === row.quantity) await removeRecords(tx, wOutboundBoxItem, [row.id], actor, OF_ORDER)
    else await updateRecords(tx, wOutboundBoxItem, [row.id], { quantity: increment(-n) }, actor, OF_ORDER)
    if (!left) return
  }
}

async function boxAnswer(tx: Queryable, orderId: string, boxNo: number): Promise<Omit<PackResult, 'replayed'>> {
  const rows = await tx.query<{ id: string; packedQuantity: number }>(
    `SELECT x.id::text, coalesce(o.packed_quantity, 0) AS packed_quantity
       FROM ware_outbound o
       LEFT JOIN ware_outbound_box x ON x.outbound_id = o.id AND x.box_no = $2 AND x.is_deleted = 0
      WHERE o.id = $1`,
    [orderId, boxNo],
  )
  return { boxId: rows[0]?.id ?? '', boxNo, packedQuantity: rows[0]?.packedQuantity ?? 0 }
}

/** The order of a box (live), locked with its order. */
async function orderOfBox(tx: Queryable, actor: Actor, boxId: string): Promise<{ order: Order; box: Box }> {
  const rows = await tx.query<{ outboundId: string }>(
    `SELECT outbound_id::text FROM ware_outbound_box WHERE id = $1 AND is_deleted = 0`,
    [boxId],
  )
  if (!rows[0]) throw new AppError('NOT_FOUND', 'recordNotFound')
  const order = await lockOrder(tx, actor, rows[0].outboundId)
  const [box] = await tx.query<Box>(
    `SELECT id::text, box_no, status FROM ware_outbound_box WHERE id = $1 AND is_deleted = 0`,
    [boxId],
  )
  if (!box) throw new AppError('NOT_FOUND', 'recordNotFound')
  return { order, box }
}

/** Closes boxes: the measures given are kept, and a closed box has all four and at least one unit. */
export async function closeBoxes(tx: Queryable, actor: Actor, ids: readonly string[], m: Measures): Promise<void> {
  for (const id of ids) {
    const { order, box } = await orderOfBox(tx, actor, id)
    assertPacking(order)
    await runAction(tx, actor, boxActions.closeBox, [id], m, (_tx, _actor, record, given) => {
      const values: Record<string, unknown> = {}
      const missing: string[] = []
      for (const key of MEASURE_KEYS) {
        const value = given[key] ?? record[key]
        if (value === undefined || value === null) missing.push(boxMeasures[key].label[actor.lang])
        values[key] = value
      }
      if (!Number(record.packedQuantity)) {
        throw new AppError('VALIDATION', 'wms.boxEmpty', { code: order.code, box: box.boxNo })
      }
      if (missing.length) {
        throw new AppError('VALIDATION', 'wms.boxMeasuresMissing', {
          code: order.code,
          box: box.boxNo,
          fields: missing.join(', '),
        })
      }
      return values
    })
  }
}

/** Reopens closed boxes of orders whose packing is not finished. */
export async function reopenBoxes(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const { order } = await orderOfBox(tx, actor, id)
    assertPacking(order)
    await runAction(tx, actor, boxActions.reopenBox, [id], {})
  }
}

/** Removes boxes (open or closed) with their lines; the later boxes of the order move up a number. */
export async function removeBoxes(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const { order, box } = await orderOfBox(tx, actor, id)
    assertPacking(order)
    // The box goes with its lines (its child rows).
    await removeRecords(tx, wOutboundBox, [id], actor, OF_ORDER)
    const later = await tx.query<{ id: string }>(
      `SELECT id::text FROM ware_outbound_box WHERE outbound_id = $1 AND box_no > $2 AND is_deleted = 0 ORDER BY box_no`,
      [order.id, box.boxNo],
    )
    // One box at a time, lowest first: a box's number is unique within its order at every step.
    for (const next of later) {
      await updateRecords(tx, wOutboundBox, [next.id], { boxNo: increment(-1) }, actor, OF_ORDER)
    }
    await recount(tx, actor, order.id)
  }
}

/**
 * Finishes packing orders: every box closed and the packed units equal to the picked ones, else
 * "box packing not completed" naming both totals.
 */
export async function finishPacking(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const order = await lockOrder(tx, actor, id)
    refusedAs(packingActions.finishPacking, order, actor, assertPacking)
    const lines = await linesOf(tx, id)
    const expected = lines.reduce((s, l) => s + l.picked, 0)
    if (!expected) throw new AppError('VALIDATION', 'wms.packNothingPicked', { code: order.code })
    const packed = lines.reduce((s, l) => s + l.packed, 0)
    const [open] = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ware_outbound_box WHERE outbound_id = $1 AND status = 0 AND is_deleted = 0`,
      [id],
    )
    if (packed !== expected || open?.n) {
      throw new AppError('VALIDATION', 'wms.packingIncomplete', {
        code: order.code,
        packed,
        expected,
        open: open?.n ?? 0,
      })
    }
    await runAction(tx, actor, packingActions.finishPacking, [id], {})
    await outboundProgressed(tx, actor, 'packed', [id])
  }
}

/** Reopens the packing of orders not yet labelled. */
export async function reopenPacking(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    refusedAs(packingActions.reopenPacking, await lockOrder(tx, actor, id), actor, assertPicked)
    await runAction(tx, actor, packingActions.reopenPacking, [id], {})
    await outboundProgressed(tx, actor, 'unpacked', [id])
  }
}

/** Labels may change: the order is picked, packed, and not labelled yet. */
function assertLabelling(order: Order): void {
  assertPicked(order)
  if (String(order.packStatus ?? 0) !== PACK_STATUS.packed) {
    throw new AppError('VALIDATION', 'wms.labelNotPacked', { code: order.code })
  }
}

const LABEL_TYPES = new Set(['pdf', 'png', 'jpg', 'jpeg'])

export type LabelInput = { id: string; attachId: string; trackingNumber?: string }

/**
 * Adds an uploaded file (POST /api/picture/upload; pdf, png or jpg) as a face sheet of a packed
 * order, with its tracking number when known; the same file or tracking number twice is refused.
 */
export async function uploadLabel(tx: Queryable, actor: Actor, input: LabelInput): Promise<string> {
  const order = await lockOrder(tx, actor, input.id)
  assertLabelling(order)
  const [file] = await tx.query<{ extension: string | null; link: string | null; originalName: string | null }>(
    `SELECT extension, link, original_name FROM blade_attach WHERE id = $1 AND is_deleted = 0`,
    [input.attachId],
  )
  if (!file) {
    const field = wOutboundLabel.fields.attachId.label[actor.lang]
    throw validationError([{ field: 'attachId', message: translate('linkMissing', actor.lang, { field }) }])
  }
  if (!LABEL_TYPES.has(String(file.extension ?? '').toLowerCase()))
    throw new AppError('VALIDATION', 'wms.labelFileType')
  const same = await tx.query<{ attachId: string; trackingNumber: string | null }>(
    `SELECT attach_id::text, tracking_number FROM ware_outbound_label
      WHERE outbound_id = $1 AND is_deleted = 0 AND (attach_id = $2 OR tracking_number = $3)`,
    [order.id, input.attachId, input.trackingNumber ?? null],
  )
  if (same[0]) {
    const value = same[0].attachId === input.attachId ? (file.originalName ?? input.attachId) : input.trackingNumber
    throw new AppError('VALIDATION', 'wms.labelDuplicate', { value, code: order.code })
  }
  return saveRecord(
    tx,
    wOutboundLabel,
    {
      outboundId: order.id,
      attachId: input.attachId,
      fileUrl: file.link,
      fileName: file.originalName,
      trackingNumber: input.trackingNumber ?? null,
    },
    actor,
  )
}

/** Removes face sheets of orders not labelled yet. */
export async function removeLabels(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const [label] = await tx.query<{ outboundId: string }>(
      `SELECT outbound_id::text FROM ware_outbound_label WHERE id = $1 AND is_deleted = 0`,
      [id],
    )
    if (!label) throw new AppError('NOT_FOUND', 'recordNotFound')
    assertLabelling(await lockOrder(tx, actor, label.outboundId))
    await removeRecords(tx, wOutboundLabel, [id], actor, OF_ORDER)
  }
}

/**
 * Finishes labelling packed orders: at least one face sheet ("label not uploaded" otherwise) and as
 * many tracking numbers as face sheets; the order is then face sheet 3 labeled, carrying its first
 * tracking number, and its pick list is labeled once all its orders are.
 */
export async function finishLabelling(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  const lists = new Set<string>()
  for (const id of ids) {
    const order = await lockOrder(tx, actor, id)
    refusedAs(packingActions.finishLabelling, order, actor, assertLabelling)
    const labels = await tx.query<{ trackingNumber: string | null }>(
      `SELECT tracking_number FROM ware_outbound_label WHERE outbound_id = $1 AND is_deleted = 0 ORDER BY id`,
      [id],
    )
    if (!labels.length) throw new AppError('VALIDATION', 'wms.labelNotUploaded', { code: order.code })
    const tracking = [...new Set(labels.map((l) => l.trackingNumber).filter((t): t is string => Boolean(t)))]
    if (tracking.length !== labels.length) {
      throw new AppError('VALIDATION', 'wms.labelCountMismatch', {
        code: order.code,
        labels: labels.length,
        tracking: tracking.length,
      })
    }
    await runAction(tx, actor, packingActions.finishLabelling, [id], {}, () => ({ trackingNumber: tracking[0] }))
    await outboundProgressed(tx, actor, 'labelled', [id])
    if (order.orderPickId) lists.add(order.orderPickId)
  }
  for (const pickId of lists) await promotePickList(tx, actor, pickId)
}

/**
 * Marks a picked pick list labeled once every order of it with picked units is labelled (at once
 * when nothing of it was picked).
 */
export async function promotePickList(tx: Queryable, actor: Actor, pickId: string): Promise<void> {
  const [ready] = await tx.query<{ ready: boolean }>(
    `SELECT p.status = $2 AND p.picked_time IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM ware_outbound o
                             WHERE o.order_pick_id = p.id AND o.is_deleted = 0 AND coalesce(o.face_sheet_status, 0) <> $3
                               AND EXISTS (SELECT 1 FROM ware_outbound_item i
                                            WHERE i.outbound_id = o.id AND i.is_deleted = 0 AND i.picked_quantity > 0)) AS ready
       FROM ware_order_pick p WHERE p.id = $1 AND p.is_deleted = 0`,
    [pickId, Number(FACE_SHEET.picking), Number(FACE_SHEET.labeled)],
  )
  if (ready?.ready) await runAction(tx, actor, orderPickActions.labelled, [pickId], {})
}
