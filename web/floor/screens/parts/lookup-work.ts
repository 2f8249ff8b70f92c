import type { TFunction } from 'i18next'
import type { FloorView } from '#sync/floor/floor-mutators.ts'
import type { PositionRow, ProductRow } from '#sync/floor/floor-protocol.ts'

/** Where a product is in the warehouse's open work: receipts, putaway, picking. */
export function productWork(view: FloorView, product: ProductRow, t: TFunction): string[] {
  const positionCode = (id: string | null) =>
    (id ? view.positions.get(id)?.code : undefined) ?? t('floor.lookup.noPosition')
  const items: string[] = []
  for (const order of view.inboundOrders.values())
    for (const line of order.lines)
      if (line.productId === product.id)
        items.push(
          t('floor.lookup.where.inbound', {
            order: order.code,
            received: line.receivedQuantity,
            planned: line.plannedQuantity,
          }),
        )
  for (const task of view.putawayTasks.values())
    if (task.productId === product.id && task.quantity > task.putAwayQuantity)
      items.push(
        t('floor.lookup.where.putaway', {
          left: task.quantity - task.putAwayQuantity,
          position: positionCode(task.positionId),
        }),
      )
  for (const pick of view.pickLists.values())
    for (const line of pick.lines)
      if (line.productId === product.id && line.shortReason === null && line.scannedQuantity < line.quantity)
        items.push(
          t('floor.lookup.where.pick', {
            pick: pick.code,
            position: line.positionCode,
            scanned: line.scannedQuantity,
            quantity: line.quantity,
          }),
        )
  return items
}

/** What is still to pick at a position. */
export function positionWork(view: FloorView, position: PositionRow, t: TFunction): string[] {
  const items: string[] = []
  for (const pick of view.pickLists.values())
    for (const line of pick.lines)
      if (line.positionId === position.id && line.shortReason === null && line.scannedQuantity < line.quantity)
        items.push(
          t('floor.lookup.where.pickHere', {
            pick: pick.code,
            sku: line.sysSku,
            quantity: line.quantity - line.scannedQuantity,
          }),
        )
  return items
}

/** The total of `of` over the rows. */
export const sum = <T>(rows: readonly T[], of: (row: T) => number) => rows.reduce((total, row) => total + of(row), 0)
