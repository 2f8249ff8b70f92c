import type { FbaTurnoverRow } from '#sync/floor/floor-protocol.ts'
import { normalizeCode } from '../../scan/resolve-code.ts'
import { judged, type ScanJudgement } from './work-types.ts'

export type TurnoverLine = FbaTurnoverRow['lines'][number]
/** The box being filled on the device: units per turnover line, sent whole when the box is closed. */
export type DraftBox = Readonly<Record<string, number>>
export const EMPTY_BOX: DraftBox = {}

/** Units a turnover asks and units in its boxes. */
export function turnoverTotals(turnover: FbaTurnoverRow): { total: number; packed: number } {
  let total = 0
  let packed = 0
  for (const line of turnover.lines) {
    total += line.quantity
    packed += line.packedQuantity
  }
  return { total, packed }
}

/** Units in the box being filled. */
export const draftUnits = (draft: DraftBox) => Object.values(draft).reduce((s, n) => s + n, 0)

/** The next box number after the turnover's boxes. */
export const nextTurnoverBoxNo = (turnover: FbaTurnoverRow) => Math.max(0, ...turnover.boxes.map((b) => b.boxNo)) + 1

/** The line a scan names: the product found, else the code as its system SKU, seller SKU or FNSKU. */
export function lineOfScan(turnover: FbaTurnoverRow, productId: string | null, code: string): TurnoverLine | undefined {
  const key = normalizeCode(code)
  const same = (value: string | null) => value !== null && normalizeCode(value) === key
  return (
    (productId ? turnover.lines.find((l) => l.productId === productId) : undefined) ??
    turnover.lines.find((l) => same(l.sysSku) || same(l.sellerSku) || same(l.fnsku))
  )
}

/** Units left of a line beyond its boxes and the box being filled. */
export const leftOf = (line: TurnoverLine, draft: DraftBox) =>
  line.quantity - line.packedQuantity - (draft[line.id] ?? 0)

/** `quantity` more of a line into the box being filled: beyond what the turnover asks is too many. */
export function judgeAdd(line: TurnoverLine, draft: DraftBox, quantity: number): ScanJudgement {
  if (quantity > leftOf(line, draft))
    return judged('tooMany', 'work.fba.tooMany', { sku: line.sysSku, quantity: line.quantity })
  return judged('ok', 'work.fba.added', { sku: line.sysSku, count: (draft[line.id] ?? 0) + quantity })
}

/** The box being filled with `quantity` more of a line. */
export function addToDraft(draft: DraftBox, lineId: string, quantity: number): DraftBox {
  return { ...draft, [lineId]: (draft[lineId] ?? 0) + quantity }
}

/** The encasement command of the box being filled, with its measures. */
export function encaseCommand(
  turnover: FbaTurnoverRow,
  draft: DraftBox,
  measures: { length: number; width: number; height: number; weight: number },
) {
  const items = Object.entries(draft)
    .filter(([, n]) => n > 0)
    .map(([lineId, quantity]) => ({ lineId, quantity }))
  return { name: 'encaseTurnoverBox' as const, args: { turnoverId: turnover.id, ...measures, items } }
}
