import { translate } from '#sync/i18n/messages.ts'
import { ORDER_STATUS } from '#sync/resources/orders/order.actions.ts'
import { order } from '#sync/resources/orders/order.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { decorateRecords, updateRecords } from '../platform/records/records.ts'
import { readRecord } from '../platform/resources/record-store.ts'
import { recordOrderHistory } from './order-history.ts'
import { orderPage, orderQuery } from './order-read.ts'

/**
 * What the order screens read and note beyond the page and the form (order-intake.calls.ts):
 * notes, out-of-stock lines, stock per warehouse, SKU pickers and the SKU sheets.
 */

/** Whether an order is live. */
export async function orderExists(tx: Queryable, id: string): Promise<boolean> {
  const rows = await tx.query(`SELECT 1 FROM erp_order WHERE id = $1 AND is_deleted = 0`, [id])
  return rows.length > 0
}

export type OrderNote = { ids: readonly string[]; leaveWord?: string; remark?: string }

/**
 * Adds a note to orders: the remark is kept on the orders (through the record layer), the words and
 * the remark go into each order's history. An order not there is a 404, nothing written.
 */
export async function leaveOrderWord(tx: Queryable, actor: Actor, note: OrderNote): Promise<void> {
  if (note.remark) await updateRecords(tx, order, note.ids, { remark: note.remark }, actor)
  const rows = await tx.query<{ id: string; code: string; status: number }>(
    `SELECT id::text, code, status FROM erp_order WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
    [note.ids],
  )
  if (rows.length !== new Set(note.ids).size) throw new AppError('NOT_FOUND', 'recordNotFound')
  const content = translate('orders.historyWords', actor.lang, {
    leaveWord: note.leaveWord || '—',
    remark: note.remark || '—',
  })
  await recordOrderHistory(
    tx,
    actor,
    rows.map((r) => ({
      orderId: r.id,
      orderCode: r.code,
      action: 'leaveWord',
      content,
      fromStatus: r.status,
      toStatus: r.status,
    })),
  )
}

/** A page of out-of-stock orders, each with its lines and what its warehouse has of them (shortSkus: what it cannot fill). */
export async function overstockPage(tx: Queryable, actor: Actor, query: Record<string, string>) {
  const p = await orderPage(tx, actor, query, { status: ORDER_STATUS.stockout })
  const ids = p.records.map((r) => String(r.id))
  const lines = await tx.query<Row>(
    `SELECT i.order_id::text, i.product_id::text, i.sys_sku, i.quantity,
            coalesce((SELECT sum(v.available) FROM erp_store_product_inventory v
                       WHERE v.product_id = i.product_id AND (o.store_id IS NULL OR v.store_id = o.store_id)), 0)::int
              AS available
       FROM erp_order_item i JOIN erp_order o ON o.id = i.order_id
      WHERE i.order_id = ANY($1::bigint[]) AND i.is_deleted = 0 ORDER BY i.order_id, i.id`,
    [ids],
  )
  for (const r of p.records) {
    r.lines = lines.filter((l) => l.orderId === r.id)
    r.shortSkus = (r.lines as Row[])
      .filter((l) => Number(l.available) < Number(l.quantity))
      .map((l) => ({ ...l, short: Number(l.quantity) - Number(l.available) }))
  }
  return p
}

/** The orders of a marketplace order no. (at most 50), as their details answer them. */
export async function ordersOfSellerOrder(tx: Queryable, actor: Actor, sellerOrderId: string): Promise<Row[]> {
  const ids = await tx.query<{ id: string }>(
    `SELECT id::text FROM erp_order WHERE seller_order_id = $1 AND is_deleted = 0 ORDER BY id LIMIT 50`,
    [sellerOrderId],
  )
  const records: Row[] = []
  for (const { id } of ids) records.push((await readRecord(tx, order, id)) as Row)
  await decorateRecords(tx, order, actor, records)
  return records
}

/** What each warehouse holds of the orders' products: on hand, reserved and available per product and warehouse. */
export function orderProductStock(tx: Queryable, orderIds: readonly string[]): Promise<Row[]> {
  return tx.query<Row>(
    `SELECT v.product_id::text, p.sys_sku, p.name AS product_name, v.store_id::text, s.name AS store_name,
            sum(v.on_hand)::int AS on_hand, sum(v.reserved)::int AS reserved, sum(v.available)::int AS available
       FROM erp_store_product_inventory v
       JOIN erp_base_product p ON p.id = v.product_id
       LEFT JOIN erp_base_store s ON s.id = v.store_id
      WHERE v.product_id IN (SELECT product_id FROM erp_order_item WHERE order_id = ANY($1::bigint[]) AND is_deleted = 0)
      GROUP BY v.product_id, p.sys_sku, p.name, v.store_id, s.name
      ORDER BY p.sys_sku, s.name`,
    [orderIds],
  )
}

/** System SKUs that appear on orders, matching part of the SKU or name (at most 200). */
export function orderedSysSkus(tx: Queryable, search: string | undefined): Promise<Row[]> {
  const like = `%${(search ?? '').replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
  // One probe of the lines' SKU index per product, instead of a DISTINCT over millions of lines.
  return tx.query<Row>(
    `SELECT p.id::text AS product_id, p.sys_sku, p.name AS product_name FROM erp_base_product p
      WHERE p.is_deleted = 0 AND (p.sys_sku ILIKE $1 OR p.name ILIKE $1)
        AND EXISTS (SELECT 1 FROM erp_order_item i WHERE i.sys_sku = p.sys_sku AND i.is_deleted = 0)
      ORDER BY p.sys_sku LIMIT 200`,
    [like],
  )
}

/** SKU × quantity over the orders a page's filters find: units and orders per SKU (one aggregate). */
export async function orderSkuQuantities(tx: Queryable, actor: Actor, query: Record<string, string>): Promise<Row[]> {
  const q = await orderQuery(tx, actor, { ...query, current: '1', size: '1' })
  return tx.query<Row>(
    `SELECT i.sys_sku, i.seller_sku, min(i.product_name) AS product_name, sum(i.quantity)::int AS quantity,
            count(DISTINCT i.order_id)::int AS orders
       FROM erp_order_item i
      WHERE i.is_deleted = 0 AND i.order_id IN (SELECT id FROM erp_order WHERE ${q.where.join(' AND ')})
      GROUP BY i.sys_sku, i.seller_sku ORDER BY i.sys_sku, i.seller_sku`,
    q.params,
  )
}

/** One batch of the FBA sheet: orders under the filters older than `before` (newest first), with their SKUs. */
export async function fbaSheetRows(
  tx: Queryable,
  actor: Actor,
  filters: Record<string, string>,
  before: string | null,
  limit: number,
): Promise<Row[]> {
  const q = await orderQuery(tx, actor, filters)
  if (before) {
    q.params.push(before)
    q.where.push(`id < $${q.params.length}`)
  }
  return tx.query<Row>(
    `SELECT o.*, s.shop_name AS shop_id_label,
            (SELECT string_agg(coalesce(i.sys_sku, i.seller_sku) || ' × ' || i.quantity, ', ' ORDER BY i.id)
               FROM erp_order_item i WHERE i.order_id = o.id AND i.is_deleted = 0) AS skus
       FROM (SELECT * FROM erp_order WHERE ${q.where.join(' AND ')} ORDER BY id DESC LIMIT ${limit}) o
       LEFT JOIN erp_base_shop s ON s.id = o.shop_id
      ORDER BY o.id DESC`,
    q.params,
  )
}

export type HistorySkuFilter = { shopId?: string; buyerId?: string; buyerName?: string; orderType?: string }

/** SKUs a shop or buyer ordered before, each with its last prices and how often, from the latest 500 orders. */
export function historySkus(tx: Queryable, by: HistorySkuFilter): Promise<Row[]> {
  return tx.query<Row>(
    `WITH o AS (
       SELECT id FROM erp_order
        WHERE is_deleted = 0 AND ($1::bigint IS NULL OR shop_id = $1) AND ($2::text IS NULL OR buyer_id = $2)
          AND ($3::text IS NULL OR buyer_name = $3) AND ($4::int IS NULL OR order_type = $4)
        ORDER BY id DESC LIMIT 500)
     SELECT i.product_id::text, min(i.sys_sku) AS sys_sku, i.seller_sku, min(i.product_name) AS product_name,
            (array_agg(i.price::text ORDER BY i.id DESC))[1] AS last_price,
            (array_agg(i.supply_price::text ORDER BY i.id DESC))[1] AS supply_price,
            (array_agg(i.retail_price::text ORDER BY i.id DESC))[1] AS retail_price,
            count(DISTINCT i.order_id)::int AS orders, sum(i.quantity)::int AS quantity
       FROM erp_order_item i JOIN o ON o.id = i.order_id
      WHERE i.is_deleted = 0
      GROUP BY i.product_id, i.seller_sku ORDER BY min(i.sys_sku), i.seller_sku`,
    [by.shopId ?? null, by.buyerId ?? null, by.buyerName ?? null, by.orderType ?? null],
  )
}
