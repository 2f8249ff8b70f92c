import { divideDecimal } from '#sync/money/round-money.ts'
import { inventoryProcessingActions } from '#sync/resources/inventory/inventory-processing.actions.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { NOW, runAction } from '../platform/records/transition.ts'
import { databaseToday, issueOldestFirst, MOVEMENT, postStockMovements } from './stock-ledger.ts'

/** The ledger's document type of processing orders. */
export const PROCESSING_DOCUMENT = 'erp/inventoryprocessing'
/** Processing kinds (dictionary inventory_processing_type). */
const ASSEMBLY = '1'

type Part = { partId: string; quantity: number }

/**
 * Completes processing orders: assembly takes each part (its declared quantity per set) out of the
 * order's take-from position, oldest lots first, and puts the sets into the put-into position as a
 * lot named by the order, costing what the parts cost; disassembly takes the sets and puts their
 * parts, sharing the sets' cost per part unit. All through the ledger, in the caller's transaction.
 */
export async function completeProcessing(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, inventoryProcessingActions.complete, ids, {}, async (_tx, _actor, order) => {
    const parts = await tx.query<Part>(
      `SELECT part_id::text, quantity FROM erp_base_product_part WHERE product_id = $1 AND is_deleted = 0 ORDER BY id`,
      [order.productId],
    )
    if (!parts.length) throw new AppError('VALIDATION', 'inventory.noParts', { code: order.code })
    const sets = Number(order.quantity)
    const storeId = String(order.storeId)
    const from = String(order.fromPositionId)
    const to = String(order.toPositionId)
    const document = { type: PROCESSING_DOCUMENT, id: String(order.id) }
    const arrival = {
      storeId,
      positionId: to,
      batchNo: String(order.code),
      inboundDate: await databaseToday(tx),
      document,
    }
    if (String(order.processType) === ASSEMBLY) {
      let value: string | null = null
      let valued = true
      for (const part of parts) {
        const taken = await issueOldestFirst(tx, actor, {
          storeId,
          positionId: from,
          productId: part.partId,
          quantity: part.quantity * sets,
          movementType: MOVEMENT.assembly,
          document,
        })
        if (taken.value === null) valued = false
        else value = addFour(value, taken.value)
      }
      await postStockMovements(tx, actor, [
        {
          ...arrival,
          productId: String(order.productId),
          quantity: sets,
          movementType: MOVEMENT.assembly,
          unitCost: valued && value !== null ? divideDecimal(value, String(sets), 4, 1) : null,
        },
      ])
    } else {
      const taken = await issueOldestFirst(tx, actor, {
        storeId,
        positionId: from,
        productId: String(order.productId),
        quantity: sets,
        movementType: MOVEMENT.disassembly,
        document,
      })
      const units = parts.reduce((sum, p) => sum + p.quantity * sets, 0)
      const unitCost = taken.value === null ? null : divideDecimal(taken.value, String(units), 4, 1)
      await postStockMovements(
        tx,
        actor,
        parts.map((p) => ({
          ...arrival,
          productId: p.partId,
          quantity: p.quantity * sets,
          movementType: MOVEMENT.disassembly,
          unitCost,
        })),
      )
    }
    return { completeTime: NOW }
  })
}

/** Sum of two decimals of at most four places, exactly. */
function addFour(a: string | null, b: string): string {
  const units = (s: string) => BigInt(divideDecimal(s, '1', 4, 1).replace('.', ''))
  return divideDecimal(((a === null ? 0n : units(a)) + units(b)).toString(), '10000', 4, 1)
}
