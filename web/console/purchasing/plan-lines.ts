import type { z } from 'zod'
import { trimZeros } from '#sync/money/shown-decimal.ts'
import type { purchasableLine } from '#sync/resources/purchasing/purchasing.contracts.ts'

export type PurchasableLine = z.output<typeof purchasableLine>

/** A key for a purchasable line: its plan item, else its product and factory. */
export const lineKey = (line: PurchasableLine) => line.salePlanItemId ?? `${line.productId}:${line.factoryId ?? ''}`

/**
 * Purchase lines drawn from the chosen plan lines: what is left to buy of each (lines fully bought
 * are skipped), at the plan's FOB price and currency, from its factory.
 */
export function purchaseLinesFrom(lines: readonly PurchasableLine[]): Record<string, unknown>[] {
  return lines
    .filter((line) => line.remainingQuantity === null || line.remainingQuantity > 0)
    .map((line) => ({
      salePlanItemId: line.salePlanItemId,
      productId: line.productId,
      factoryId: line.factoryId,
      quantity: line.remainingQuantity ?? line.plannedQuantity ?? '',
      price: line.price ? trimZeros(line.price, 2) : '',
      currencyCode: line.currencyCode ?? '',
      // The pickers show these until they look the records up (rows read from the server carry the same).
      salePlanItemIdLabel: [line.planCode, line.sysSku].filter(Boolean).join(' · '),
      productIdLabel: line.sysSku ?? line.productName ?? '',
      factoryIdLabel: line.factoryName ?? '',
    }))
}
