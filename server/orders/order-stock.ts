import { ORDER_DOCUMENT } from '#sync/resources/orders/order.actions.ts'
import { releaseReservations, reserveStock } from '../inventory/stock-ledger.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'

/** A sales order's lines as the warehouse needs them: which product, how many. */
export type OrderStockLine = { id: string; productId: string; sysSku: string | null; quantity: number }

export const orderStockLines = (tx: Queryable, orderId: string) =>
  tx.query<OrderStockLine>(
    `SELECT id::text, product_id::text, sys_sku, quantity FROM erp_order_item
      WHERE order_id = $1 AND is_deleted = 0 ORDER BY id`,
    [orderId],
  )

/**
 * Reserves every line of an order in its warehouse through the ledger (oldest lot first), all or
 * nothing: a short line throws INSUFFICIENT_STOCK naming the SKU and what is available, and the
 * caller's savepoint undoes the lines reserved before it.
 */
export async function reserveOrderStock(tx: Queryable, actor: Actor, orderId: string, storeId: string): Promise<void> {
  const lines = await orderStockLines(tx, orderId)
  if (!lines.length) throw new AppError('VALIDATION', 'orders.linesRequired')
  for (const line of lines) {
    await reserveStock(tx, actor, {
      storeId,
      productId: line.productId,
      quantity: line.quantity,
      document: { type: ORDER_DOCUMENT, id: orderId, line: line.id },
    })
  }
}

/** Gives back what an order holds (freeze, void, cancel, cut, back to review, a change of warehouse). Answers the units released. */
export function releaseOrderStock(tx: Queryable, orderId: string): Promise<number> {
  return releaseReservations(tx, { type: ORDER_DOCUMENT, id: orderId })
}

/** What an order holds now, per line and lot (the order detail shows it). */
export function orderReservations(tx: Queryable, orderId: string) {
  return tx.query<{
    id: string
    documentLine: string
    storeId: string
    positionId: string
    productId: string
    sysSku: string | null
    batchNo: string
    inboundDate: string
    quantity: number
  }>(
    `SELECT id::text, document_line::text, store_id::text, position_id::text, product_id::text, sys_sku, batch_no,
            to_char(inbound_date, 'YYYY-MM-DD') AS inbound_date, quantity
       FROM erp_stock_reservation
      WHERE document_type = $1 AND document_id = $2 AND status = 1 ORDER BY document_line, id`,
    [ORDER_DOCUMENT, orderId],
  )
}
