import type { Language } from '#sync/i18n/language.ts'
import { order } from '#sync/resources/orders/order.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import type { BatchReader, ExportSheet } from '../platform/resources/hooks.ts'
import { selectColumns } from '../platform/resources/record-store.ts'
import type { SheetColumn } from '../platform/resources/spreadsheet.ts'
import { orderQuery } from './order-read.ts'
import { ORDER_EXPORT_EXTRA, ORDER_TEMPLATE } from './order-sheets.ts'

/** Orders read per batch of the export (their lines come with them). */
const ORDERS_PER_BATCH = 500

/** A line's value in an export row, apart from the order's own fields of the same name. */
const lineKey = (key: string) => `line.${key}`

/**
 * The columns of the sales order export: the import template's, in its order (so the file imports
 * back), then the order's number, status, warehouse, transport, tracking number, total and the
 * line's product name. Headers in the caller's language; links and statuses in words.
 */
export function orderExportColumns(lang: Language): SheetColumn[] {
  return [...ORDER_TEMPLATE, ...ORDER_EXPORT_EXTRA].map((c) => ({
    key: c.on === 'line' ? lineKey(c.key) : c.key,
    field: c.field,
    header: c.field.label[lang],
  }))
}

/** Filters of an export: the order page's, without its paging. */
function listFilters(filters: Record<string, string>): Record<string, string> {
  const { current: _c, size: _s, ...rest } = filters
  return rest
}

/**
 * One batch of the export: the orders the filters find (the order page's filters, the actor's
 * data scope, newest first), each line a row with its order's columns repeated; a linked record is
 * read by its name (`<key>Label`). Answers how many orders were read, so the caller knows the end.
 */
export async function orderExportBatch(
  tx: Queryable,
  actor: Actor,
  filters: Record<string, string>,
  offset: number,
  limit = ORDERS_PER_BATCH,
): Promise<{ orders: number; rows: Row[] }> {
  const q = await orderQuery(tx, actor, { ...listFilters(filters), current: '1', size: '1' })
  const orders = await tx.query<Row>(
    `SELECT ${selectColumns(order, 'o')}, s.shop_name AS shop_id_label, st.name AS store_id_label,
            x.name AS transport_id_label
       FROM erp_order o
       JOIN (SELECT id FROM erp_order WHERE ${q.where.join(' AND ')} ORDER BY ${q.orderBy}
              LIMIT ${limit} OFFSET ${offset}) pg ON pg.id = o.id
       LEFT JOIN erp_base_shop s ON s.id = o.shop_id
       LEFT JOIN erp_base_store st ON st.id = o.store_id
       LEFT JOIN erp_base_transport x ON x.id = o.transport_id
      ORDER BY ${q.orderBy}`,
    q.params,
  )
  if (!orders.length) return { orders: 0, rows: [] }
  const lines = await tx.query<Row & { orderId: string }>(
    `SELECT order_id::text, sys_sku, seller_sku, product_name, quantity, price FROM erp_order_item
      WHERE order_id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY order_id, id`,
    [orders.map((o) => o.id)],
  )
  const byOrder = new Map<string, Row[]>()
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line])
  const lineColumns = [...ORDER_TEMPLATE, ...ORDER_EXPORT_EXTRA].filter((c) => c.on === 'line').map((c) => c.key)
  const rows: Row[] = []
  for (const o of orders) {
    // An order without live lines still shows, on a row of its own.
    for (const line of byOrder.get(String(o.id)) ?? [{}]) {
      const row: Row = { ...o }
      for (const key of lineColumns) row[lineKey(key)] = line[key] ?? null
      rows.push(row)
    }
  }
  return { orders: orders.length, rows }
}

/** Every batch of the export, each in its own short transaction. */
async function* orderExportRows(db: BatchReader, actor: Actor, filters: Record<string, string>) {
  for (let offset = 0; ; offset += ORDERS_PER_BATCH) {
    const batch = await db.begin((tx) => orderExportBatch(tx, actor, filters, offset))
    if (batch.rows.length) yield batch.rows
    if (batch.orders < ORDERS_PER_BATCH) return
  }
}

/** The sales order export (the order page's export and the download centre's): orders with their lines. */
export const orderExportSheet: ExportSheet = {
  columns: orderExportColumns,
  // The page's own filter reading: a bad filter is a 400 before the file starts.
  check: async (tx, actor, filters) => {
    await orderQuery(tx, actor, { ...listFilters(filters), current: '1', size: '1' })
  },
  rows: orderExportRows,
}
