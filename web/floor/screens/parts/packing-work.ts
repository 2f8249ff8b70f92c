import { FLOOR_BOX_STATUS } from '#sync/floor/floor-mutators.ts'
import type { PackingOrderRow, ProductRow } from '#sync/floor/floor-protocol.ts'
import { judged, type ScanJudgement } from './work-types.ts'

export type PackingBox = PackingOrderRow['boxes'][number]

/** Units picked for an order and packed so far. */
export function packTotals(order: PackingOrderRow): { picked: number; packed: number } {
  let picked = 0
  let packed = 0
  for (const line of order.lines) {
    picked += line.pickedQuantity
    packed += line.packedQuantity
  }
  return { picked, packed }
}

export const isBoxClosed = (box: PackingBox) => box.status === FLOOR_BOX_STATUS.closed

/** The next box number after every box the order has. */
export const nextBoxNo = (order: PackingOrderRow) => Math.max(0, ...order.boxes.map((b) => b.boxNo)) + 1

/**
 * The box being filled: the one chosen while it is open (or not yet started), else the last open box,
 * else a new one after the others (box 1 for the first).
 */
export function currentBoxNo(order: PackingOrderRow, chosen: number | null): number {
  const boxes = order.boxes
  if (chosen !== null && chosen >= 1) {
    const box = boxes.find((b) => b.boxNo === chosen)
    if (!box || !isBoxClosed(box)) return chosen
  }
  const open = boxes.filter((b) => !isBoxClosed(b))
  return open.length > 0 ? Math.max(...open.map((b) => b.boxNo)) : nextBoxNo(order)
}

/** Units a box holds (0 for one not yet started). */
export const boxUnits = (order: PackingOrderRow, boxNo: number) =>
  order.boxes.find((b) => b.boxNo === boxNo)?.packedQuantity ?? 0

/** Finish is allowed once everything picked is packed and every box is closed. */
export function canFinishPacking(order: PackingOrderRow): boolean {
  const { picked, packed } = packTotals(order)
  return picked > 0 && packed === picked && order.boxes.length > 0 && order.boxes.every(isBoxClosed)
}

/** `quantity` units of a product into box `boxNo`: not on the order is wrong, beyond what was picked too many. */
export function judgePack(
  order: PackingOrderRow,
  product: Pick<ProductRow, 'id' | 'sysSku'>,
  boxNo: number,
  quantity: number,
): ScanJudgement {
  const lines = order.lines.filter((l) => l.productId === product.id)
  const sku = lines[0]?.sysSku
  if (sku === undefined) return judged('wrong', 'work.packing.notOnOrder', { sku: product.sysSku, code: order.code })
  const picked = lines.reduce((sum, l) => sum + l.pickedQuantity, 0)
  const packed = lines.reduce((sum, l) => sum + l.packedQuantity, 0)
  if (packed + quantity > picked) return judged('tooMany', 'work.packing.tooMany', { sku, picked })
  const command = { name: 'packIntoBox' as const, args: { outboundId: order.id, sku, quantity, boxNo } }
  return judged('ok', 'work.packing.added', { sku, quantity, box: boxNo }, { command })
}

/** The most each measure of a box may be (the protocol's limits: cm, cm, cm, kg). */
export const MEASURE_MAX = { length: 300, width: 300, height: 300, weight: 1000 } as const
export type BoxMeasures = { [K in keyof typeof MEASURE_MAX]: number }

/** Which measures are missing or out of range. */
export function measureProblems(measures: Partial<Record<keyof typeof MEASURE_MAX, number | null>>): string[] {
  return (Object.keys(MEASURE_MAX) as (keyof typeof MEASURE_MAX)[]).filter((k) => {
    const v = measures[k]
    return typeof v !== 'number' || !Number.isFinite(v) || v <= 0 || v > MEASURE_MAX[k]
  })
}
