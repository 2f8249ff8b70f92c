import type { z } from 'zod'
import { inboundOrderActions } from '#sync/resources/wms/w-inbound-order.actions.ts'
import type { receiptPageQuery } from '#sync/resources/wms/wms.contracts.ts'
import { INBOUND_DOCUMENT } from '../inventory/stock-documents.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { NOW, runAction } from '../platform/records/transition.ts'

/**
 * Inbound receipt confirmation (入库确认): the orders that have received units, each with its
 * lines' planned, received and difference; confirming makes a receipt the order's result (a short
 * one is closed as received) through the declared action. No stock moves here: the receipt posted it.
 * The calls are in inbound-confirm.calls.ts; the floor confirms through `confirmReceipts` too.
 */

const ORDER_COLUMNS = `o.id::text, o.code, o.store_id::text, s.name AS store_name, o.source_code, o.status,
  o.planned_quantity, o.received_quantity, (o.received_quantity - o.planned_quantity)::int AS difference,
  o.receive_time, o.confirm_time, o.confirm_user::text, u.real_name AS confirm_user_name`
const ORDER_FROM = `ware_inbound_order o
  LEFT JOIN erp_base_store s ON s.id = o.store_id AND s.tenant_id = o.tenant_id
  LEFT JOIN blade_user u ON u.id = o.confirm_user AND u.tenant_id = o.tenant_id`

/** Inbound orders with a receipt, waiting ones first. */
export async function confirmPage(tx: Queryable, q: z.output<typeof receiptPageQuery>) {
  const params: unknown[] = []
  const where = ['o.is_deleted = 0', 'o.received_quantity > 0']
  if (q.storeId) where.push(`o.store_id = $${params.push(q.storeId)}`)
  if (q.code) where.push(`o.code ILIKE $${params.push(`%${q.code.replace(/[\\%_]/g, '\\$&')}%`)}`)
  if (q.confirmed) where.push(`o.confirm_time IS ${q.confirmed === '1' ? 'NOT ' : ''}NULL`)
  const [count] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ware_inbound_order o WHERE ${where.join(' AND ')}`,
    params,
  )
  const records = await tx.query<Row>(
    `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE ${where.join(' AND ')}
      ORDER BY o.confirm_time IS NOT NULL, o.receive_time DESC NULLS LAST, o.id DESC
      LIMIT ${q.size} OFFSET ${(q.current - 1) * q.size}`,
    params,
  )
  const total = count?.n ?? 0
  return { records, total, size: q.size, current: q.current, pages: Math.ceil(total / q.size) }
}

/** One receipt: the order, its lines with their differences, and the ledger rows its receipt posted. */
export async function receiptOf(tx: Queryable, id: string): Promise<Row> {
  const [order] = await tx.query<Row>(
    `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.id = $1 AND o.is_deleted = 0`,
    [id],
  )
  if (!order) throw new AppError('NOT_FOUND', 'recordNotFound')
  const lines = await tx.query<Row>(
    `SELECT id::text, product_id::text, sys_sku, batch_no, planned_quantity, received_quantity,
            (received_quantity - planned_quantity)::int AS difference, over_receipt_percent
       FROM ware_inbound_batch_item WHERE inbound_order_id = $1 AND is_deleted = 0 ORDER BY id`,
    [id],
  )
  const ledger = await tx.query<Row>(
    `SELECT id::text, position_id::text, sys_sku, batch_no, to_char(inbound_date, 'YYYY-MM-DD') AS inbound_date,
            quantity, movement_type, document_line::text, create_time
       FROM erp_store_product_inventory_log WHERE document_type = $2 AND document_id = $1 ORDER BY id`,
    [id, INBOUND_DOCUMENT],
  )
  return { ...order, lines, ledger }
}

/**
 * Confirms receipts: each order must have received units; a confirmed one is left as it is (a repeat
 * changes nothing), a short receipt still receiving is closed as received. Answers the receipts.
 */
export async function confirmReceipts(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<Row[]> {
  const orders = await tx.query<{ id: string; code: string; receivedQuantity: number; confirmTime: string | null }>(
    `SELECT id::text, code, received_quantity, confirm_time FROM ware_inbound_order
      WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
    [[...new Set(ids)]],
  )
  if (orders.length !== new Set(ids).size) throw new AppError('NOT_FOUND', 'recordNotFound')
  const empty = orders.find((o) => Number(o.receivedQuantity) <= 0)
  if (empty) throw new AppError('VALIDATION', 'wms.nothingReceived', { code: empty.code })
  const waiting = orders.filter((o) => !o.confirmTime).map((o) => o.id)
  if (waiting.length) {
    await runAction(tx, actor, inboundOrderActions.confirmReceipt, waiting, {}, () => ({
      confirmTime: NOW,
      confirmUser: actor.session.userId,
    }))
  }
  const receipts: Row[] = []
  for (const o of orders) receipts.push(await receiptOf(tx, o.id))
  return receipts
}
