import { compareIds } from '#sync/floor/floor-mutators.ts'
import type { PutawayTaskRow } from '#sync/floor/floor-protocol.ts'
import { isId } from '#sync/resources/id-schema.ts'
import { judged, type ScanJudgement } from './work-types.ts'

/** Units of a task still waiting in the receiving position. */
export const unitsLeft = (task: PutawayTaskRow) => Math.max(0, task.quantity - task.putAwayQuantity)

/** Tasks with units left, oldest first (the order the server fills them in). */
export function waitingTasks(tasks: Iterable<PutawayTaskRow>, productId?: string): PutawayTaskRow[] {
  return [...tasks]
    .filter((t) => unitsLeft(t) > 0 && (productId === undefined || t.productId === productId))
    .sort((a, b) => compareIds(a.id, b.id))
}

/** Waiting units per product, in the order their oldest task came. */
export function waitingByProduct(
  tasks: Iterable<PutawayTaskRow>,
): { productId: string; sysSku: string; left: number }[] {
  const byProduct = new Map<string, { productId: string; sysSku: string; left: number }>()
  for (const task of waitingTasks(tasks)) {
    const entry = byProduct.get(task.productId) ?? { productId: task.productId, sysSku: task.sysSku, left: 0 }
    entry.left += unitsLeft(task)
    byProduct.set(task.productId, entry)
  }
  return [...byProduct.values()]
}

/** Most units one putaway may move: what the task chosen has left, else all the product's tasks together. */
export function putawayMax(tasks: PutawayTaskRow[], taskId: string | null): number {
  const chosen = taskId ? tasks.find((t) => t.id === taskId) : undefined
  return chosen ? unitsLeft(chosen) : tasks.reduce((sum, t) => sum + unitsLeft(t), 0)
}

/** The position suggested for the product: the first waiting task's that has one. */
export function suggestedPositionId(tasks: PutawayTaskRow[], taskId: string | null): string | null {
  const chosen = taskId ? tasks.find((t) => t.id === taskId) : undefined
  return chosen ? chosen.positionId : (tasks.find((t) => t.positionId !== null)?.positionId ?? null)
}

/**
 * `quantity` units of a product put onto a position: a product with nothing waiting is the wrong
 * item, more than its tasks (or the task chosen) have left is too many.
 */
export function judgePutaway(
  tasks: Iterable<PutawayTaskRow>,
  put: { storeId: string; productId: string; sysSku: string; positionId: string; positionCode: string },
  quantity: number,
  taskId: string | null,
): ScanJudgement {
  const waiting = waitingTasks(tasks, put.productId)
  if (waiting.length === 0) return judged('wrong', 'work.putaway.noTasks', { sku: put.sysSku })
  const max = putawayMax(waiting, taskId)
  if (quantity > max) return judged('tooMany', 'work.putaway.tooMany', { max })
  // A task received on this device and not pulled yet has the device's id, which the server does not
  // know: the units then go to the product's tasks oldest first, on the server as on the screen.
  const task = taskId && isId(taskId) && waiting.some((t) => t.id === taskId) ? { taskId } : {}
  const command = {
    name: 'putAway' as const,
    args: { storeId: put.storeId, productId: put.productId, positionId: put.positionId, quantity, ...task },
  }
  return judged('ok', 'work.putaway.done', { sku: put.sysSku, quantity, code: put.positionCode }, { command })
}
