import { z } from 'zod'
import { detailContract, recordAnswer } from '#sync/resources/resource-contracts.ts'
import { STOCKTAKING_STATUS } from '#sync/resources/wms/w-stocktaking.actions.ts'
import { wStocktaking, wStocktakingItem } from '#sync/resources/wms/w-stocktaking.resource.ts'

/**
 * The pure parts of the stock count screen (issue 10 §2): what a count's status allows, which
 * quantities may be shown (a blind count hides what the books expect while it is counted), and the
 * bodies of the counting, recount, submit, approve and reject calls.
 */

/** A count with its lines, as its detail answers it. */
export const countDetail = detailContract(
  wStocktaking,
  z.object({ items: z.array(recordAnswer(wStocktakingItem)).optional() }),
)

/** A count line as the count's detail answers it (book quantities null while blind and counted). */
export type CountLine = {
  id: string
  positionId?: string | null
  positionIdLabel?: string | null
  productId?: string | null
  sysSku?: string | null
  batchNo?: string | null
  inboundDate?: string | null
  expectedQuantity?: number | null
  countedQuantity?: number | null
  systemQuantity?: number | null
  differenceQuantity?: number | null
  lineStatus?: number | string | null
}

/** A count as its detail answers it. */
export type Count = {
  id: string
  code?: string | null
  storeId?: string | null
  positionIds?: string | null
  blind?: number | string | null
  status?: number | string | null
  freezeTime?: string | null
  reviewRemark?: string | null
  items?: CountLine[]
}

/** A lot found in one of the count's positions, as typed. */
export type FoundLot = { positionId: string; productId: string; batchNo: string; inboundDate: string; counted: string }

const status = (count: Count) => String(count.status ?? '')

/** Lines may be counted: started (frozen) and to submit or sent back. */
export const canCount = (count: Count) =>
  !!count.freezeTime && [STOCKTAKING_STATUS.toSubmit, STOCKTAKING_STATUS.rejected].includes(status(count) as '1')

/** Waiting for its audit: approve or reject. */
export const canAudit = (count: Count) => status(count) === STOCKTAKING_STATUS.toAudit

/** Expected quantities are shown only when the count is not blind, or once it is no longer counted. */
export const showsExpected = (count: Count) =>
  Number(count.blind ?? 1) !== 1 ||
  ![STOCKTAKING_STATUS.toSubmit, STOCKTAKING_STATUS.rejected].includes(status(count) as '1')

/** Differences are shown once the count is submitted (to audit, done). */
export const showsDifference = (count: Count) =>
  [STOCKTAKING_STATUS.toAudit, STOCKTAKING_STATUS.done].includes(status(count) as '2')

/** The count's positions, by id. */
export const countPositions = (count: Count) =>
  String(count.positionIds ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)

/** A counted quantity as typed: a whole number 0..99 999 999, null when blank, undefined when invalid. */
export function countedOf(text: string): number | null | undefined {
  const s = text.trim()
  if (s === '') return null
  if (!/^\d{1,8}$/.test(s)) return undefined
  return Number(s)
}

/** What the counter typed per line at the start: the counts already entered. */
export function initialCounts(lines: readonly CountLine[]): Record<string, string> {
  return Object.fromEntries(
    lines.map((l) => [
      String(l.id),
      l.countedQuantity === null || l.countedQuantity === undefined ? '' : String(l.countedQuantity),
    ]),
  )
}

export type CountProblem = 'count' | 'foundPosition' | 'foundProduct' | 'foundCount' | 'foundDate' | 'nothing'

type CountsBody = {
  id: string
  items: (
    | { id: string; countedQuantity: number }
    | { positionId: string; productId: string; batchNo: string; inboundDate?: string; countedQuantity: number }
  )[]
}

/**
 * The body of POST /api/ware/wstocktaking/updateAll: each line whose typed count changed, and each
 * lot found; or the first problem (an invalid count, a found lot without position, product or count).
 */
export function countsBody(
  countId: string,
  lines: readonly CountLine[],
  typed: Record<string, string>,
  found: readonly FoundLot[],
):
  | { body: CountsBody; problem?: undefined; line?: string }
  | { body?: undefined; problem: CountProblem; line?: string } {
  const items: CountsBody['items'] = []
  for (const line of lines) {
    const id = String(line.id)
    const text = typed[id] ?? ''
    const n = countedOf(text)
    if (n === undefined) return { problem: 'count', line: id }
    if (n === null || n === (line.countedQuantity ?? null)) continue
    items.push({ id, countedQuantity: n })
  }
  for (const lot of found) {
    if (!lot.positionId) return { problem: 'foundPosition' }
    if (!lot.productId) return { problem: 'foundProduct' }
    const n = countedOf(lot.counted)
    if (n === null || n === undefined) return { problem: 'foundCount' }
    const date = lot.inboundDate.trim()
    if (date && !/^\d{4}-\d{2}-\d{2}$/.test(date)) return { problem: 'foundDate' }
    items.push({
      positionId: lot.positionId,
      productId: lot.productId,
      batchNo: lot.batchNo.trim(),
      ...(date ? { inboundDate: date } : {}),
      countedQuantity: n,
    })
  }
  if (items.length === 0) return { problem: 'nothing' }
  return { body: { id: countId, items } }
}

/** A line counted and not sent back: it may be sent back to be counted again. */
export const canRecount = (count: Count, line: CountLine) =>
  canCount(count) && line.countedQuantity !== null && line.countedQuantity !== undefined

/** POST /api/ware/wstocktakingitem/updateStatus: send one line back to be counted again. */
export const recountBody = (lineId: string) => ({ ids: [lineId], status: '3' as const })

/** Lines not counted yet (submitting is refused until there are none). */
export const uncounted = (lines: readonly CountLine[]) =>
  lines.filter((l) => l.countedQuantity === null || l.countedQuantity === undefined).length

/** The sum of the lines' differences (null until they are shown). */
export function differenceTotal(lines: readonly CountLine[]): number | null {
  if (lines.some((l) => l.differenceQuantity === null || l.differenceQuantity === undefined)) return null
  return lines.reduce((sum, l) => sum + Number(l.differenceQuantity), 0)
}

/** A signed difference as shown: +2, -1, 0. */
export const signed = (n: number) => (n > 0 ? `+${n}` : String(n))
