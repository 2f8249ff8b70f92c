import { TRANSFER_STATUS, transferActions } from '#sync/resources/wms/transfer-order.actions.ts'
import { wInboundOrder } from '#sync/resources/wms/w-inbound-order.resource.ts'
import { TRANSFER_DOCUMENT } from '../inventory/stock-documents.ts'
import { consumeReservations, MOVEMENT, releaseReservations, reserveStock } from '../inventory/stock-ledger.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { saveRecord } from '../platform/records/records.ts'
import { NOW, runAction } from '../platform/records/transition.ts'

/**
 * Transfers between warehouses (issue 10 §2): confirmed, the goods are reserved at the source
 * (oldest lot first); dispatched, they leave the source through the ledger and an inbound order
 * awaits them at the destination, carrying their cost; abolished, the reservation is released.
 */

type TransferLine = { id: string; productId: string; sysSku: string; quantity: number; fromPositionId: string | null }

const linesOf = (tx: Queryable, id: string) =>
  tx.query<TransferLine>(
    `SELECT id::text, product_id::text, sys_sku, quantity, from_position_id::text
       FROM erp_transfer_order_item WHERE transfer_order_id = $1 AND is_deleted = 0 ORDER BY id`,
    [id],
  )

/** Confirms transfers: each line's units are reserved at the source warehouse (its position, when one is named). */
export async function confirmTransfer(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, transferActions.confirm, ids, {}, async (_tx, _actor, record) => {
    const lines = await linesOf(tx, String(record.id))
    if (!lines.length) throw new AppError('VALIDATION', 'wms.transferEmpty', { code: record.code })
    for (const line of lines) {
      await reserveStock(tx, actor, {
        storeId: String(record.fromStoreId),
        productId: line.productId,
        quantity: line.quantity,
        positionId: line.fromPositionId ?? undefined,
        document: { type: TRANSFER_DOCUMENT, id: String(record.id), line: line.id },
      })
    }
    return undefined
  })
}

/**
 * Dispatches confirmed transfers: the reserved units leave the source through the ledger, and an
 * inbound order (in transit) is opened at the destination with each line's units and their average
 * cost, to be received there like any arrival.
 */
export async function dispatchTransfer(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, transferActions.dispatch, ids, {}, async (_tx, _actor, record) => {
    const id = String(record.id)
    const document = { type: TRANSFER_DOCUMENT, id }
    await consumeReservations(tx, actor, document, MOVEMENT.transferOut)
    const costs = await tx.query<{ line: string; unitCost: string | null }>(
      `SELECT r.document_line::text AS line,
              (sum(r.quantity * b.unit_cost) / nullif(sum(r.quantity) FILTER (WHERE b.unit_cost IS NOT NULL), 0))::numeric(20,4)::text
                AS unit_cost
         FROM erp_stock_reservation r JOIN erp_store_product_inventory b ON b.id = r.balance_id AND b.tenant_id = r.tenant_id
        WHERE r.document_type = $1 AND r.document_id = $2 AND r.status = 3
        GROUP BY r.document_line`,
      [TRANSFER_DOCUMENT, id],
    )
    const costOf = new Map(costs.map((c) => [c.line, c.unitCost]))
    const lines = await linesOf(tx, id)
    const inboundOrderId = await saveRecord(
      tx,
      wInboundOrder,
      {
        code: `IN-${record.code}`.slice(0, 32),
        storeId: record.toStoreId,
        sourceCode: record.code,
        expectedDate: record.expectedDate ?? null,
        items: lines.map((line) => ({
          productId: line.productId,
          plannedQuantity: line.quantity,
          unitCost: costOf.get(line.id) ?? null,
          overReceiptPercent: 0,
        })),
      },
      actor,
    )
    return { dispatchTime: NOW, inboundOrderId }
  })
}

/** Abolishes transfers not yet dispatched; what a confirmed one reserved is available again. */
export async function abolishTransfer(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, transferActions.abolish, ids, {}, async (_tx, _actor, record) => {
    if (String(record.status) === TRANSFER_STATUS.toBeStocked)
      await releaseReservations(tx, { type: TRANSFER_DOCUMENT, id: String(record.id) })
    return undefined
  })
}

/** Filters of the transfer lists (all optional; `ids` a comma-separated list). */
export type TransferFilter = { status?: string; fromStoreId?: string; toStoreId?: string; code?: string; ids?: string }

/** Transfer orders with their lines (at most 500, newest first), filtered as the screens ask. */
export async function transfersWithLines(tx: Queryable, query: TransferFilter): Promise<Row[]> {
  const rows = await tx.query<Row>(
    `SELECT o.* FROM erp_transfer_order o
      WHERE o.is_deleted = 0 AND ($1::int IS NULL OR o.status = $1) AND ($2::bigint IS NULL OR o.from_store_id = $2)
        AND ($3::bigint IS NULL OR o.to_store_id = $3) AND ($4::text IS NULL OR o.code ILIKE '%' || $4 || '%')
        AND ($5::text IS NULL OR o.id = ANY(string_to_array($5, ',')::bigint[]))
      ORDER BY o.id DESC LIMIT 500`,
    [query.status ?? null, query.fromStoreId ?? null, query.toStoreId ?? null, query.code ?? null, query.ids ?? null],
  )
  const lines = await tx.query<Row>(
    `SELECT i.* FROM erp_transfer_order_item i
      WHERE i.transfer_order_id = ANY($1::bigint[]) AND i.is_deleted = 0 ORDER BY i.id`,
    [rows.map((r) => r.id)],
  )
  return rows.map((r) => ({ ...r, items: lines.filter((l) => l.transferOrderId === r.id) }))
}
