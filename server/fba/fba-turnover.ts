import { translate } from '#sync/i18n/messages.ts'
import { statusLabel } from '#sync/resources/define-action.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { fbaTurnoverFileType } from '#sync/resources/fba/fba.dictionaries.ts'
import {
  FBA_TURNOVER_DOCUMENT,
  FBA_TURNOVER_FILE,
  FBA_TURNOVER_STATUS,
  fbaTurnoverActions,
} from '#sync/resources/fba/fba-turnover.actions.ts'
import {
  fbaTurnover,
  fbaTurnoverBox,
  fbaTurnoverBoxItem,
  fbaTurnoverFile,
  fbaTurnoverItem,
  wFbaTurnover,
} from '#sync/resources/fba/fba-turnover.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { increment, insertRecords, removeRecords, updateEach, updateRecords } from '../platform/records/records.ts'
import { NOW, runAction } from '../platform/records/transition.ts'
import { assertInScope } from '../platform/resources/data-scope.ts'
import { WALKING_ORDER } from '../wms/outbound.ts'
import { checkOutToFba, releaseFbaReservation, reserveForFba } from './fba-stock.ts'

/**
 * FBA turnovers (issue 31): an overseas warehouse's stock sent to an Amazon fulfilment centre for a
 * shop's FBA shipment. Allocation reserves each line's units through the ledger, oldest lot first
 * (the picking list is those reservations in walking order); encasement packs them into measured
 * boxes, each made whole by one operation (a floor's operation id makes a replay change nothing),
 * never more of a line than it asks; packing is confirmed only when packed equals the total; the
 * box labels and FBA labels are uploaded before labelling finishes; outbound issues the reserved
 * units to the centre through the FBA check-out (fba-stock.ts); cancelling releases what was reserved.
 */

const S = FBA_TURNOVER_STATUS
const documentOf = (id: string, line?: string) => ({ type: FBA_TURNOVER_DOCUMENT, id, line: line ?? null })

type Turnover = { id: string; code: string; status: number; storeId: string }

/**
 * Locks a turnover's row and reads where it stands; one outside the actor's data scope (on the
 * address the caller works at) is not found, as its detail answers.
 */
export async function lockTurnover(
  tx: Queryable,
  actor: Actor,
  id: string,
  resource: ResourceDef = wFbaTurnover,
): Promise<Turnover> {
  await assertInScope(tx, actor, resource, [id])
  const [row] = await tx.query<Turnover>(
    `SELECT id::text, code, status, store_id::text FROM erp_fba_turnover WHERE id = $1 AND is_deleted = 0 FOR UPDATE`,
    [id],
  )
  if (!row) throw new AppError('NOT_FOUND', 'recordNotFound')
  return row
}

const statusOf = (t: Turnover, actor: Actor) => statusLabel(fbaTurnover, 'status', String(t.status), actor.lang)

/** Boxes change only between allocation and the confirmation of packing. */
function assertEncasing(t: Turnover, actor: Actor): void {
  if (String(t.status) !== S.allocated) {
    throw new AppError('VALIDATION', 'fba.turnoverNotEncasing', { code: t.code, status: statusOf(t, actor) })
  }
}

/** A turnover's lines are changed by the office only before allocation (draft or pending allocation). */
export function assertEditable(t: Pick<Turnover, 'code' | 'status'>, actor: Actor): void {
  if (![S.draft, S.pendingAllocation].includes(String(t.status) as '0')) {
    throw new AppError('VALIDATION', 'fba.turnoverNotEditable', {
      code: t.code,
      status: statusLabel(fbaTurnover, 'status', String(t.status), actor.lang),
    })
  }
}

export type TurnoverLine = {
  id: string
  productId: string
  sysSku: string
  sellerSku: string | null
  fnsku: string | null
  quantity: number
  packed: number
}

/** A turnover's lines with what its live boxes hold of each. */
export const linesOf = (tx: Queryable, turnoverId: string) =>
  tx.query<TurnoverLine>(
    `SELECT i.id::text, i.product_id::text, i.sys_sku, i.seller_sku, i.fnsku, i.quantity,
            coalesce((SELECT sum(b.quantity) FROM erp_fba_turnover_box_item b
                       WHERE b.item_id = i.id AND b.is_deleted = 0), 0)::int AS packed
       FROM erp_fba_turnover_item i WHERE i.turnover_id = $1 AND i.is_deleted = 0 ORDER BY i.id`,
    [turnoverId],
  )

/** The rows of a turnover's boxes are written as the turnover's: each step locked it and checked the scope on it. */
const OF_TURNOVER = { scopeChecked: true }

/** Allocates turnovers: each line's units are reserved in the turnover's warehouse, oldest lot first. */
export async function allocateTurnovers(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, fbaTurnoverActions.allocate, ids, {}, async (_tx, _actor, record) => {
    const id = String(record.id)
    const lines = await linesOf(tx, id)
    if (!lines.length) throw new AppError('VALIDATION', 'fba.turnoverEmpty', { code: record.code })
    await reserveForFba(
      tx,
      actor,
      documentOf(id),
      String(record.storeId),
      lines.map((l) => ({ productId: l.productId, quantity: l.quantity, line: l.id })),
    )
    return { allocationTime: NOW }
  })
}

/** One lot to pick for a turnover: where, what, which lot, how many. */
export type PickingLine = {
  itemId: string
  positionId: string
  positionCode: string | null
  areaCode: string | null
  productId: string
  sysSku: string | null
  batchNo: string
  inboundDate: string
  quantity: number
}

/** The picking list of an allocated turnover: its reservations (oldest lots, as allocated) in walking order. */
export async function pickingList(tx: Queryable, actor: Actor, id: string): Promise<PickingLine[]> {
  await assertInScope(tx, actor, wFbaTurnover, [id])
  return tx.query<PickingLine>(
    `SELECT r.document_line::text AS item_id, r.position_id::text, p.code AS position_code, a.code AS area_code,
            r.product_id::text, r.sys_sku, r.batch_no, to_char(r.inbound_date, 'YYYY-MM-DD') AS inbound_date, r.quantity
       FROM erp_stock_reservation r
       LEFT JOIN ware_base_store_position p ON p.id = r.position_id AND p.tenant_id = r.tenant_id
       LEFT JOIN erp_base_store_area a ON a.id = p.area_id AND a.tenant_id = p.tenant_id
      WHERE r.document_type = $1 AND r.document_id = $2 AND r.status = 1
      ORDER BY ${WALKING_ORDER}, r.sys_sku, r.inbound_date, r.id`,
    [FBA_TURNOVER_DOCUMENT, id],
  )
}

/** A turnover's lines for packing: what each asks, what is packed and what is left. */
export async function skuList(tx: Queryable, actor: Actor, id: string) {
  await assertInScope(tx, actor, wFbaTurnover, [id])
  return (await linesOf(tx, id)).map((l) => ({ ...l, left: l.quantity - l.packed }))
}

/** The line a scanned code names on a turnover (its system SKU, seller SKU or FNSKU), or a refusal naming the code. */
export async function selectSku(tx: Queryable, actor: Actor, id: string, code: string) {
  const [turnover] = await tx.query<{ code: string }>(
    `SELECT code FROM erp_fba_turnover WHERE id = $1 AND is_deleted = 0`,
    [id],
  )
  if (!turnover) throw new AppError('NOT_FOUND', 'recordNotFound')
  const line = lineOfCode(await skuList(tx, actor, id), code)
  if (!line) throw new AppError('VALIDATION', 'fba.turnoverSkuNotOnTurnover', { sku: code, code: turnover.code })
  return line
}

const sameCode = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.trim().toLowerCase()
const lineOfCode = <L extends TurnoverLine>(lines: readonly L[], code: string) =>
  lines.find((l) => sameCode(l.sysSku, code)) ??
  lines.find((l) => sameCode(l.sellerSku, code) || sameCode(l.fnsku, code))

/** A box's measures (cm, kg) as exact decimals or numbers. */
export type BoxMeasures = {
  length: string | number
  width: string | number
  height: string | number
  weight: string | number
}
/** Units of a line in a box: the line by its id, or by a code naming it (system SKU, seller SKU, FNSKU). */
export type BoxLine = { itemId?: string; sku?: string; quantity: number }

export type EncaseInput = BoxMeasures & {
  /** The turnover. */
  id: string
  /** The client's id of this operation (a uuid): a repeat with the same one changes nothing. */
  opId?: string
  items: readonly BoxLine[]
}
export type EncaseResult = { boxId: string; boxNo: number; quantity: number; packedQuantity: number; replayed: boolean }

/** The units a box's lines put on each turnover line (several of one line added up), checked against what is left. */
function unitsByLine(
  t: Turnover,
  lines: readonly TurnoverLine[],
  items: readonly BoxLine[],
  without = new Map<string, number>(),
) {
  const units = new Map<string, number>()
  for (const item of items) {
    const line = item.itemId ? lines.find((l) => l.id === item.itemId) : lineOfCode(lines, item.sku ?? '')
    if (!line) {
      throw new AppError('VALIDATION', 'fba.turnoverSkuNotOnTurnover', { sku: item.sku ?? item.itemId, code: t.code })
    }
    units.set(line.id, (units.get(line.id) ?? 0) + item.quantity)
  }
  if (![...units.values()].some((n) => n > 0)) throw new AppError('VALIDATION', 'fba.turnoverBoxEmpty')
  for (const [lineId, n] of units) {
    const line = lines.find((l) => l.id === lineId) as TurnoverLine
    const packed = line.packed - (without.get(lineId) ?? 0) + n
    if (packed > line.quantity) {
      throw new AppError('VALIDATION', 'fba.turnoverPackTooMany', { sku: line.sysSku, packed, quantity: line.quantity })
    }
  }
  return units
}

/** Writes a box's lines: one per turnover line, its units. */
async function putLines(
  tx: Queryable,
  actor: Actor,
  turnoverId: string,
  boxId: string,
  lines: readonly TurnoverLine[],
  units: Map<string, number>,
) {
  const rows = [...units].flatMap(([lineId, quantity]) => {
    const line = lines.find((l) => l.id === lineId) as TurnoverLine
    return quantity > 0
      ? [{ turnoverId, boxId, itemId: lineId, productId: line.productId, sysSku: line.sysSku, quantity }]
      : []
  })
  await insertRecords(tx, fbaTurnoverBoxItem, rows, actor, { partOf: 'boxId' })
}

/** Recounts each line's packed units, each box's units, and the turnover's packed units and boxes. */
async function recount(tx: Queryable, actor: Actor, turnoverId: string): Promise<number> {
  const lines = await tx.query<{ id: string; packedQuantity: number | null; counted: number }>(
    `SELECT i.id::text, i.packed_quantity,
            coalesce((SELECT sum(b.quantity) FROM erp_fba_turnover_box_item b WHERE b.item_id = i.id AND b.is_deleted = 0), 0)::int AS counted
       FROM erp_fba_turnover_item i WHERE i.turnover_id = $1 AND i.is_deleted = 0`,
    [turnoverId],
  )
  const changedLines = lines.filter((l) => l.packedQuantity !== l.counted)
  await updateEach(
    tx,
    fbaTurnoverItem,
    changedLines.map((l) => ({ id: l.id, packedQuantity: l.counted })),
    actor,
    OF_TURNOVER,
  )
  const boxes = await tx.query<{ id: string; quantity: number | null; counted: number }>(
    `SELECT x.id::text, x.quantity,
            coalesce((SELECT sum(b.quantity) FROM erp_fba_turnover_box_item b WHERE b.box_id = x.id AND b.is_deleted = 0), 0)::int AS counted
       FROM erp_fba_turnover_box x WHERE x.turnover_id = $1 AND x.is_deleted = 0`,
    [turnoverId],
  )
  const changedBoxes = boxes.filter((b) => b.quantity !== b.counted)
  await updateEach(
    tx,
    fbaTurnoverBox,
    changedBoxes.map((b) => ({ id: b.id, quantity: b.counted })),
    actor,
    OF_TURNOVER,
  )
  const packed = lines.reduce((s, l) => s + l.counted, 0)
  await updateRecords(
    tx,
    fbaTurnover,
    [turnoverId],
    { packedQuantity: packed, boxCount: boxes.length },
    actor,
    OF_TURNOVER,
  )
  return packed
}

const measuresOf = (m: Partial<BoxMeasures>) =>
  Object.fromEntries(
    (['length', 'width', 'height', 'weight'] as const).filter((k) => m[k] !== undefined).map((k) => [k, String(m[k])]),
  )

/**
 * Packs a box of an allocated turnover (encasement): its measures and the units of each line in it,
 * under the next box number; never more of a line than the turnover asks across all its boxes. A
 * repeat of an operation id already done answers the first one's box and changes nothing.
 */
export async function encaseBox(tx: Queryable, actor: Actor, input: EncaseInput): Promise<EncaseResult> {
  const t = await lockTurnover(tx, actor, input.id)
  if (input.opId) {
    // Removed boxes too: an operation done once never runs again.
    const [done] = await tx.query<{ id: string; boxNo: number; quantity: number }>(
      `SELECT id::text, box_no, quantity FROM erp_fba_turnover_box WHERE op_id = $1`,
      [input.opId],
    )
    if (done)
      return {
        boxId: done.id,
        boxNo: done.boxNo,
        quantity: done.quantity,
        packedQuantity: await packedOf(tx, t.id),
        replayed: true,
      }
  }
  assertEncasing(t, actor)
  const lines = await linesOf(tx, t.id)
  const units = unitsByLine(t, lines, input.items)
  const [last] = await tx.query<{ n: number }>(
    `SELECT coalesce(max(box_no), 0)::int AS n FROM erp_fba_turnover_box WHERE turnover_id = $1 AND is_deleted = 0`,
    [t.id],
  )
  const boxNo = (last?.n ?? 0) + 1
  const quantity = [...units.values()].reduce((s, n) => s + n, 0)
  const [boxId] = await insertRecords(
    tx,
    fbaTurnoverBox,
    [{ turnoverId: t.id, boxNo, quantity, opId: input.opId ?? null, ...measuresOf(input) }],
    actor,
    { partOf: 'turnoverId' },
  )
  await putLines(tx, actor, t.id, boxId as string, lines, units)
  const packedQuantity = await recount(tx, actor, t.id)
  return { boxId: boxId as string, boxNo, quantity, packedQuantity, replayed: false }
}

const packedOf = async (tx: Queryable, turnoverId: string) =>
  (
    await tx.query<{ n: number }>(`SELECT coalesce(packed_quantity, 0)::int AS n FROM erp_fba_turnover WHERE id = $1`, [
      turnoverId,
    ])
  )[0]?.n ?? 0

/** The turnover of a live box, locked. */
async function turnoverOfBox(tx: Queryable, actor: Actor, boxId: string) {
  const [box] = await tx.query<{ turnoverId: string; boxNo: number }>(
    `SELECT turnover_id::text, box_no FROM erp_fba_turnover_box WHERE id = $1 AND is_deleted = 0`,
    [boxId],
  )
  if (!box) throw new AppError('NOT_FOUND', 'recordNotFound')
  return { turnover: await lockTurnover(tx, actor, box.turnoverId), boxNo: box.boxNo }
}

export type UpdateBoxInput = Partial<BoxMeasures> & { boxId: string; items?: readonly BoxLine[] }

/** Changes a box of an allocated turnover: the measures given, and its lines when given (they replace the box's). */
export async function updateBox(tx: Queryable, actor: Actor, input: UpdateBoxInput): Promise<EncaseResult> {
  const { turnover: t, boxNo } = await turnoverOfBox(tx, actor, input.boxId)
  assertEncasing(t, actor)
  const measures = measuresOf(input)
  if (Object.keys(measures).length) await updateRecords(tx, fbaTurnoverBox, [input.boxId], measures, actor, OF_TURNOVER)
  if (input.items) {
    const lines = await linesOf(tx, t.id)
    const held = await tx.query<{ id: string; itemId: string; quantity: number }>(
      `SELECT id::text, item_id::text, quantity FROM erp_fba_turnover_box_item WHERE box_id = $1 AND is_deleted = 0`,
      [input.boxId],
    )
    const inBox = new Map<string, number>()
    for (const h of held) inBox.set(h.itemId, (inBox.get(h.itemId) ?? 0) + h.quantity)
    const units = unitsByLine(t, lines, input.items, inBox)
    if (held.length)
      await removeRecords(
        tx,
        fbaTurnoverBoxItem,
        held.map((h) => h.id),
        actor,
        OF_TURNOVER,
      )
    await putLines(tx, actor, t.id, input.boxId, lines, units)
  }
  const packedQuantity = await recount(tx, actor, t.id)
  const [box] = await tx.query<{ quantity: number }>(`SELECT quantity FROM erp_fba_turnover_box WHERE id = $1`, [
    input.boxId,
  ])
  return { boxId: input.boxId, boxNo, quantity: box?.quantity ?? 0, packedQuantity, replayed: false }
}

/** Removes boxes of allocated turnovers with their lines; the later boxes of the turnover move up a number. */
export async function removeBoxes(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const { turnover: t, boxNo } = await turnoverOfBox(tx, actor, id)
    assertEncasing(t, actor)
    const held = await tx.query<{ id: string }>(
      `SELECT id::text FROM erp_fba_turnover_box_item WHERE box_id = $1 AND is_deleted = 0`,
      [id],
    )
    if (held.length)
      await removeRecords(
        tx,
        fbaTurnoverBoxItem,
        held.map((h) => h.id),
        actor,
        OF_TURNOVER,
      )
    await removeRecords(tx, fbaTurnoverBox, [id], actor, OF_TURNOVER)
    const later = await tx.query<{ id: string }>(
      `SELECT id::text FROM erp_fba_turnover_box WHERE turnover_id = $1 AND box_no > $2 AND is_deleted = 0 ORDER BY box_no`,
      [t.id, boxNo],
    )
    // One box at a time, lowest first: a box number stays unique within its turnover at every step.
    for (const next of later) {
      await updateRecords(tx, fbaTurnoverBox, [next.id], { boxNo: increment(-1) }, actor, OF_TURNOVER)
    }
    await recount(tx, actor, t.id)
  }
}

/**
 * Confirms the packing of allocated turnovers: every line packed exactly (packed equal to the total,
 * spec 1 §5), else "packing not completed" naming both totals.
 */
export async function confirmEncasement(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, fbaTurnoverActions.confirmEncasement, ids, {}, async (_tx, _actor, record) => {
    const lines = await linesOf(tx, String(record.id))
    const total = lines.reduce((s, l) => s + l.quantity, 0)
    const packed = lines.reduce((s, l) => s + l.packed, 0)
    if (!total || packed !== total || lines.some((l) => l.packed !== l.quantity)) {
      throw new AppError('VALIDATION', 'fba.turnoverPackIncomplete', { code: record.code, packed, total })
    }
    return undefined
  })
}

const LABEL_TYPES = new Set(['pdf', 'png', 'jpg', 'jpeg'])

export type TurnoverFileInput = { attachId: string; fileType: string }

/** Uploaded files (POST /api/picture/upload) described for a turnover: each a pdf, png or jpg, with its address and name. */
export async function describeFiles(tx: Queryable, actor: Actor, files: readonly TurnoverFileInput[]) {
  const attaches = await tx.query<{
    id: string
    extension: string | null
    link: string | null
    originalName: string | null
  }>(
    `SELECT id::text, extension, link, original_name FROM blade_attach WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
    [files.map((f) => f.attachId)],
  )
  return files.map((f) => {
    const attach = attaches.find((a) => a.id === String(f.attachId))
    if (!attach) {
      const field = fbaTurnoverFile.fields.attachId.label[actor.lang]
      throw validationError([{ field: 'attachId', message: translate('linkMissing', actor.lang, { field }) }])
    }
    if (!LABEL_TYPES.has(String(attach.extension ?? '').toLowerCase()))
      throw new AppError('VALIDATION', 'fba.turnoverFileType')
    return { fileType: f.fileType, attachId: attach.id, fileUrl: attach.link, fileName: attach.originalName }
  })
}

/** Adds uploaded files to a turnover; a file it already holds is kept once. */
export async function addTurnoverFiles(
  tx: Queryable,
  actor: Actor,
  turnoverId: string,
  files: readonly TurnoverFileInput[],
): Promise<void> {
  if (!files.length) return
  const held = await tx.query<{ attachId: string }>(
    `SELECT attach_id::text FROM erp_fba_turnover_file WHERE turnover_id = $1 AND is_deleted = 0`,
    [turnoverId],
  )
  const seen = new Set(held.map((h) => h.attachId))
  const rows = (await describeFiles(tx, actor, files)).filter((f) => !seen.has(f.attachId) && seen.add(f.attachId))
  await insertRecords(
    tx,
    fbaTurnoverFile,
    rows.map((f) => ({ ...f, turnoverId })),
    actor,
    { partOf: 'turnoverId' },
  )
}

/**
 * Finishes labelling encased turnovers, adding the files given first: a box label and an FBA label
 * must be uploaded ("not uploaded" naming the one missing otherwise).
 */
export async function labelTurnovers(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  input: { files?: readonly TurnoverFileInput[] },
): Promise<void> {
  await runAction(tx, actor, fbaTurnoverActions.label, ids, input, async (_tx, _actor, record) => {
    const id = String(record.id)
    await addTurnoverFiles(tx, actor, id, input.files ?? [])
    const kinds = await tx.query<{ fileType: number }>(
      `SELECT DISTINCT file_type FROM erp_fba_turnover_file WHERE turnover_id = $1 AND is_deleted = 0`,
      [id],
    )
    for (const kind of [FBA_TURNOVER_FILE.boxLabel, FBA_TURNOVER_FILE.fbaLabel]) {
      if (!kinds.some((k) => String(k.fileType) === kind)) {
        const label = fbaTurnoverFileType.entries.find((e) => e.key === kind)?.label[actor.lang] ?? kind
        throw new AppError('VALIDATION', 'fba.turnoverLabelNotUploaded', { code: record.code, kind: label })
      }
    }
    return undefined
  })
}

/** Ships labelled turnovers out to their centre: the reserved units are issued through the ledger and taken in as the shop's inbound shipment to the centre (fba-stock.ts). */
export async function shipTurnovers(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, fbaTurnoverActions.ship, ids, {}, async (_tx, _actor, record) => {
    const id = String(record.id)
    // The shop's seller SKU of a line; a line without one is sold under its system SKU.
    await checkOutToFba(tx, actor, {
      document: { ...documentOf(id), code: String(record.code) },
      storeId: String(record.storeId),
      shopId: String(record.shopId),
      centre: String(record.centre),
      shipmentId: String(record.shipmentId),
      lines: (await linesOf(tx, id)).map((l) => ({
        productId: l.productId,
        sellerSku: l.sellerSku ?? l.sysSku,
        fnsku: l.fnsku,
        quantity: l.quantity,
      })),
    })
    return { outboundTime: NOW }
  })
}

/** Cancels turnovers in the office before the warehouse allocated them (nothing is reserved yet). */
export async function cancelTurnovers(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  input: { cancelReason?: string },
): Promise<void> {
  await runAction(tx, actor, fbaTurnoverActions.cancel, ids, input, () => ({
    cancelReason: input.cancelReason ?? null,
  }))
}

/** Cancels turnovers in the warehouse before they ship: what allocation reserved is available again. */
export async function cancellation(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  input: { cancelReason?: string },
): Promise<void> {
  await runAction(tx, actor, fbaTurnoverActions.cancellation, ids, input, async (_tx, _actor, record) => {
    await releaseFbaReservation(tx, documentOf(String(record.id)))
    return { cancelReason: input.cancelReason ?? null }
  })
}

/** Removes lines (ids) of turnovers the office may still change; the turnover's total follows. */
export async function removeTurnoverLines(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const [line] = await tx.query<{ turnoverId: string }>(
      `SELECT turnover_id::text FROM erp_fba_turnover_item WHERE id = $1 AND is_deleted = 0`,
      [id],
    )
    if (!line) throw new AppError('NOT_FOUND', 'recordNotFound')
    const t = await lockTurnover(tx, actor, line.turnoverId, fbaTurnover)
    assertEditable(t, actor)
    await removeRecords(tx, fbaTurnoverItem, [id], actor, OF_TURNOVER)
    const [sum] = await tx.query<{ n: number }>(
      `SELECT coalesce(sum(quantity), 0)::int AS n FROM erp_fba_turnover_item WHERE turnover_id = $1 AND is_deleted = 0`,
      [t.id],
    )
    await updateRecords(tx, fbaTurnover, [t.id], { totalQuantity: sum?.n ?? 0 }, actor, OF_TURNOVER)
  }
}

/** Removes files (ids) of turnovers not yet labelled. */
export async function removeTurnoverFiles(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const [file] = await tx.query<{ turnoverId: string }>(
      `SELECT turnover_id::text FROM erp_fba_turnover_file WHERE id = $1 AND is_deleted = 0`,
      [id],
    )
    if (!file) throw new AppError('NOT_FOUND', 'recordNotFound')
    const t = await lockTurnover(tx, actor, file.turnoverId, fbaTurnover)
    if ([S.labelled, S.shipped, S.cancelled].includes(String(t.status) as '4')) {
      throw new AppError('VALIDATION', 'fba.turnoverFileLocked', { code: t.code, status: statusOf(t, actor) })
    }
    await removeRecords(tx, fbaTurnoverFile, [id], actor, OF_TURNOVER)
  }
}
