import { FLOOR_COUNTED_LINE } from '#sync/floor/floor-mutators.ts'
import type { StocktakeRow } from '#sync/floor/floor-protocol.ts'
import type { QueuedCommand } from './work-types.ts'

/** What one person counted at a position: units per product, the last scanned first. */
export type Tally = { productId: string; quantity: number }[]

/** The tally with `quantity` more of a product (it moves to the top). */
export function addToTally(tally: Tally, productId: string, quantity: number): Tally {
  const before = tally.find((t) => t.productId === productId)?.quantity ?? 0
  return [{ productId, quantity: before + quantity }, ...tally.filter((t) => t.productId !== productId)]
}

/** The tally with a product's count set to `quantity`. */
export function setInTally(tally: Tally, productId: string, quantity: number): Tally {
  return tally.some((t) => t.productId === productId)
    ? tally.map((t) => (t.productId === productId ? { productId, quantity } : t))
    : [{ productId, quantity }, ...tally]
}

/** The products the count lists at a position (once each, whatever their lots). */
export function productsListedAt(count: StocktakeRow, positionId: string): string[] {
  return [...new Set(count.lines.filter((l) => l.positionId === positionId).map((l) => l.productId))]
}

/**
 * A position is done once each of its lines is counted; a position the count lists nothing at is done
 * once the person said so on this device (nothing was found there).
 */
export function isPositionCounted(count: StocktakeRow, positionId: string, doneHere: ReadonlySet<string>): boolean {
  const lines = count.lines.filter((l) => l.positionId === positionId)
  return lines.length > 0 ? lines.every((l) => l.lineStatus === FLOOR_COUNTED_LINE) : doneHere.has(positionId)
}

/** Finish is allowed once every position of the count is done. */
export const canFinishCount = (count: StocktakeRow, doneHere: ReadonlySet<string>) =>
  count.positionIds.length > 0 && count.positionIds.every((p) => isPositionCounted(count, p, doneHere))

/**
 * "Position done": a count for every product tallied there, and 0 for each product the count lists
 * there that was not scanned (`unscanned`, so the person confirms those first).
 */
export function positionCountCommands(
  count: StocktakeRow,
  positionId: string,
  tally: Tally,
): { commands: QueuedCommand[]; unscanned: string[] } {
  const tallied = new Set(tally.map((t) => t.productId))
  const unscanned = productsListedAt(count, positionId).filter((p) => !tallied.has(p))
  const counts = [...tally.map((t) => [t.productId, t.quantity] as const), ...unscanned.map((p) => [p, 0] as const)]
  const commands = counts.map(
    ([productId, quantity]): QueuedCommand => ({
      name: 'countPosition',
      args: { stocktakingId: count.id, positionId, productId, quantity },
    }),
  )
  return { commands, unscanned }
}
