import { BOX_STATUS, FACE_SHEET, OUTBOUND_STATUS, PACK_STATUS } from '#sync/resources/wms/w-outbound.actions.ts'
import { BOX_MAX_CM, BOX_MAX_KG } from '#sync/resources/wms/w-outbound-packing.resource.ts'

/**
 * The pure parts of the picking and packing screens (issue 10 §3): what a pick list's lines were
 * picked and how short, the bodies of the picking, packing, closing and labelling calls, and what a
 * row's status allows.
 */

/** A pick list line as getItemList answers it. */
export type PickLine = {
  id: string
  positionCode?: string | null
  outboundIdLabel?: string | null
  sysSku?: string | null
  batchNo?: string | null
  quantity: number
  pickedQuantity?: number | null
  shortQuantity?: number | null
  shortReason?: string | null
  pickOrder?: number | null
}

/** What the picker typed for a line: the picked count as typed, and why less. */
export type PickEntry = { picked: string; reason: string }

/** Every line picked in full, no reason: the dialog's start. */
export function fullPick(lines: readonly PickLine[]): Record<string, PickEntry> {
  return Object.fromEntries(lines.map((l) => [String(l.id), { picked: String(l.quantity), reason: '' }]))
}

/** The picked count typed for a line, or null when it is not a whole number from 0 to the line's quantity. */
export function pickedCount(line: PickLine, entry: PickEntry | undefined): number | null {
  const text = (entry?.picked ?? String(line.quantity)).trim()
  if (!/^\d{1,8}$/.test(text)) return null
  const n = Number(text)
  return n <= line.quantity ? n : null
}

/** Units a line is short (0 when the count is not valid). */
export function shortOf(line: PickLine, entry: PickEntry | undefined): number {
  const n = pickedCount(line, entry)
  return n === null ? 0 : line.quantity - n
}

/** Units short across the list. */
export function shortTotal(lines: readonly PickLine[], entries: Record<string, PickEntry>): number {
  return lines.reduce((sum, l) => sum + shortOf(l, entries[String(l.id)]), 0)
}

export type PickProblem = 'count' | 'reason'

/** What keeps a line from being sent: a count out of range, or a short pick without its reason. */
export function pickProblems(
  lines: readonly PickLine[],
  entries: Record<string, PickEntry>,
): Record<string, PickProblem> {
  const problems: Record<string, PickProblem> = {}
  for (const line of lines) {
    const entry = entries[String(line.id)]
    if (pickedCount(line, entry) === null) problems[String(line.id)] = 'count'
    else if (shortOf(line, entry) > 0 && !entry?.reason.trim()) problems[String(line.id)] = 'reason'
  }
  return problems
}

/** The body of POST /api/ware/worderpick/finishPicking: every line with its count, a reason where short. */
export function finishPickingBody(
  id: string,
  lines: readonly PickLine[],
  entries: Record<string, PickEntry>,
): { id: string; items: { id: string; pickedQuantity: number; shortReason?: string }[] } {
  return {
    id,
    items: lines.map((line) => {
      const entry = entries[String(line.id)]
      const pickedQuantity = pickedCount(line, entry) ?? line.quantity
      const reason = entry?.reason.trim() ?? ''
      return pickedQuantity < line.quantity && reason
        ? { id: String(line.id), pickedQuantity, shortReason: reason.slice(0, 255) }
        : { id: String(line.id), pickedQuantity }
    }),
  }
}

/** A pick list row as its list shows it. */
export type PickListRow = { status?: unknown; pickedTime?: unknown }

/** Picking may be finished: the list is generated and not picked yet. */
export function canPick(row: PickListRow): boolean {
  return String(row.status ?? '') === FACE_SHEET.picking && !row.pickedTime
}

/** Shipping may be asked: picking is finished and the list is not shipped (the server says what is missing). */
export function canShip(row: PickListRow): boolean {
  const status = String(row.status ?? '')
  return Boolean(row.pickedTime) && (status === FACE_SHEET.picking || status === FACE_SHEET.labeled)
}

/** An outbound order line (its detail's items). */
export type OrderLine = { id: string; sysSku?: string | null; quantity: number; pickedQuantity?: number | null }
/** A box line (a box detail's items). */
export type BoxLine = { outboundItemId?: string | null; sysSku?: string | null; quantity?: number | null }
/** A line with what was picked of it and what the boxes hold. */
export type PackLine = { id: string; sku: string; quantity: number; picked: number; packed: number; left: number }

/** The order's lines with picked, packed (across every box) and still to pack. */
export function packLines(lines: readonly OrderLine[], boxLines: readonly BoxLine[]): PackLine[] {
  const packed = new Map<string, number>()
  for (const b of boxLines) {
    const key = String(b.outboundItemId ?? '')
    packed.set(key, (packed.get(key) ?? 0) + Number(b.quantity ?? 0))
  }
  return lines.map((l) => {
    const picked = Number(l.pickedQuantity ?? 0)
    const inBoxes = packed.get(String(l.id)) ?? 0
    return {
      id: String(l.id),
      sku: String(l.sysSku ?? ''),
      quantity: Number(l.quantity),
      picked,
      packed: inBoxes,
      left: picked - inBoxes,
    }
  })
}

/** A box as its list answers it. */
export type BoxRow = {
  id: string
  boxNo: number
  status?: unknown
  packedQuantity?: number | null
  length?: string | null
  width?: string | null
  height?: string | null
  weight?: string | null
}

export const isOpenBox = (box: BoxRow) => String(box.status ?? '0') === BOX_STATUS.open

/** Where units go: the last open box, else the next number (a new box). */
export function currentBoxNo(boxes: readonly BoxRow[]): number {
  const open = boxes.filter(isOpenBox).map((b) => Number(b.boxNo))
  return open.length ? Math.max(...open) : nextBoxNo(boxes)
}

/** The number a new box gets. */
export function nextBoxNo(boxes: readonly BoxRow[]): number {
  return boxes.reduce((max, b) => Math.max(max, Number(b.boxNo)), 0) + 1
}

/** The body of POST /api/ware/woutbound/packBox: `opId` fresh per operation so a replay changes nothing. */
export function packBoxBody(
  orderId: string,
  sku: string,
  quantity: number,
  boxNo: number,
  opId: string,
): { id: string; opId: string; sku: string; quantity: number; boxNo: number } {
  return { id: orderId, opId, sku, quantity, boxNo }
}

export type Measures = { length: string; width: string; height: string; weight: string }
export const MEASURE_KEYS = ['length', 'width', 'height', 'weight'] as const

/** A box's stored measures as the close form starts with them. */
export function measuresOf(box: BoxRow): Measures {
  const text = (v: string | null | undefined) => (v === null || v === undefined ? '' : String(v))
  return { length: text(box.length), width: text(box.width), height: text(box.height), weight: text(box.weight) }
}

/** A measure that is not a positive exact decimal within the box's bounds (cm 2 places, kg 3). */
export function measureProblems(m: Measures): (keyof Measures)[] {
  return MEASURE_KEYS.filter((key) => {
    const text = m[key].trim()
    const scale = key === 'weight' ? 3 : 2
    if (!new RegExp(`^\\d{1,4}(\\.\\d{1,${scale}})?$`).test(text)) return true
    const n = Number(text)
    return n <= 0 || n > (key === 'weight' ? BOX_MAX_KG : BOX_MAX_CM)
  })
}

/** The body of POST /api/ware/woutboundbox/closeBox: the box and its four measures as exact text. */
export function closeBoxBody(boxId: string, m: Measures): { ids: string } & Measures {
  return {
    ids: boxId,
    length: m.length.trim(),
    width: m.width.trim(),
    height: m.height.trim(),
    weight: m.weight.trim(),
  }
}

/** The body of POST /api/ware/woutbound/uploadLabel. */
export function uploadLabelBody(
  orderId: string,
  attachId: string,
  trackingNumber: string,
): { id: string; attachId: string; trackingNumber?: string } {
  const tracking = trackingNumber.trim()
  return tracking ? { id: orderId, attachId, trackingNumber: tracking } : { id: orderId, attachId }
}

/** A tracking number the server takes (letters, digits, dashes; at most 64). */
export const trackingValid = (text: string) => /^[A-Za-z0-9-]{1,64}$/.test(text.trim())

/** An outbound order row and its pick list, as the packing dialog reads them. */
export type OrderState = {
  status?: unknown
  packStatus?: unknown
  faceSheetStatus?: unknown
  orderPickId?: unknown
}

/** Where an order stands for packing: not picked yet, packing, packed (labelling), labelled, shipped, or out of it. */
export type PackStage = 'notPicked' | 'packing' | 'labelling' | 'labelled' | 'shipped' | 'closed'

export function packStage(order: OrderState, pickedTime: unknown): PackStage {
  const status = String(order.status ?? '0')
  if (status === OUTBOUND_STATUS.shipped) return 'shipped'
  if (status !== OUTBOUND_STATUS.toBeStocked) return 'closed'
  if (!order.orderPickId || !pickedTime) return 'notPicked'
  if (String(order.faceSheetStatus ?? '0') === FACE_SHEET.labeled) return 'labelled'
  return String(order.packStatus ?? '0') === PACK_STATUS.packed ? 'labelling' : 'packing'
}
