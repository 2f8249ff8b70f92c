import type { PickListRow, PositionRow, ProductRow } from '#sync/floor/floor-protocol.ts'
import { judged, type ScanJudgement, type WorkMessage } from './work-types.ts'

export type PickLine = PickListRow['lines'][number]

/** The lines in walking order through the warehouse. */
export function linesInWalkingOrder(pick: PickListRow): PickLine[] {
  return [...pick.lines].sort((a, b) => a.pickOrder - b.pickOrder || a.positionCode.localeCompare(b.positionCode))
}

/** A line needs nothing more: scanned to its quantity, or closed short. */
export const isLineDone = (line: PickLine) => line.scannedQuantity >= line.quantity || line.shortReason !== null

/** Finish is allowed once every line is scanned to its quantity or short. */
export const canFinishPicking = (pick: PickListRow) => pick.pickedTime === null && pick.lines.every(isLineDone)

/** The line to pick now: the one chosen while it needs units, else the first in walking order that does. */
export function currentPickLine(pick: PickListRow, chosenLineId: string | null): PickLine | undefined {
  const lines = linesInWalkingOrder(pick)
  const chosen = lines.find((l) => l.id === chosenLineId)
  return chosen && !isLineDone(chosen) ? chosen : lines.find((l) => !isLineDone(l))
}

/** What the screen asks for on a chosen list: nothing once picked or done, else the line's position, then its SKU. */
export function pickListPrompt(pick: PickListRow, line: PickLine | undefined, atPosition: boolean): WorkMessage {
  if (pick.pickedTime !== null) return { key: 'work.picking.alreadyPicked' }
  if (!line) return { key: 'work.picking.allDone' }
  return atPosition
    ? { key: 'work.picking.scanSku', values: { sku: line.sysSku } }
    : { key: 'work.picking.scanPosition', values: { code: line.positionCode } }
}

/** A position scanned for the current line: its own is right, any other is the wrong one. */
export function judgePickPosition(line: PickLine, position: Pick<PositionRow, 'id' | 'code'>): ScanJudgement {
  return position.id === line.positionId
    ? judged('ok', 'work.picking.positionOk', { code: position.code })
    : judged('wrong', 'work.picking.wrongPosition', { code: position.code, expected: line.positionCode })
}

/**
 * `quantity` units of a product scanned at the confirmed position. A line of that SKU still open
 * there counts them (the current line, or another at the same position); beyond its quantity, or
 * when every line of it there is done, they are too many. Before the current line's position is
 * confirmed, or any other SKU, is wrong. Answers the line that took them.
 */
export function judgePickProduct(
  pick: PickListRow,
  line: PickLine | undefined,
  confirmedPositionId: string | null,
  product: Pick<ProductRow, 'id' | 'sysSku'>,
  quantity: number,
): ScanJudgement & { line?: PickLine } {
  const here = confirmedPositionId
    ? pick.lines.filter((l) => l.positionId === confirmedPositionId && l.productId === product.id)
    : []
  const target = here.find((l) => l.id === line?.id && !isLineDone(l)) ?? here.find((l) => !isLineDone(l))
  if (target) {
    const scanned = target.scannedQuantity + quantity
    if (scanned > target.quantity)
      return judged('tooMany', 'work.picking.tooMany', { sku: target.sysSku, quantity: target.quantity })
    const command = {
      name: 'scanPick' as const,
      args: { pickId: pick.id, lineId: target.id, positionId: target.positionId, quantity },
    }
    return {
      ...judged('ok', 'work.picking.picked', { sku: target.sysSku, scanned, quantity: target.quantity }, { command }),
      line: target,
    }
  }
  if (here.length > 0) {
    const ordered = here.reduce((sum, l) => sum + l.quantity, 0)
    return judged('tooMany', 'work.picking.tooMany', { sku: product.sysSku, quantity: ordered })
  }
  if (!line) return judged('wrong', 'work.picking.allDone')
  if (confirmedPositionId !== line.positionId)
    return judged('wrong', 'work.picking.positionFirst', { code: line.positionCode })
  return judged('wrong', 'work.picking.wrongSku', { sku: product.sysSku, expected: line.sysSku })
}

/** The reasons offered for a short pick, as message keys; the chosen one's text (and the note) is stored. */
export const SHORT_REASONS = [
  'work.picking.reasonEmpty',
  'work.picking.reasonDamaged',
  'work.picking.reasonNotFound',
  'work.picking.reasonOther',
] as const

/** The reason text a short pick records: the choice, then the person's note. */
export function shortReasonText(choice: string, note: string): string {
  const extra = note.trim()
  return (extra ? `${choice}: ${extra}` : choice).slice(0, 255)
}
