import type { Language } from '#sync/i18n/language.ts'
import { resourcePath } from '#sync/menus/resource-menus.ts'
import { FBA_TRANSFER_DOCUMENT } from '#sync/resources/fba/fba-transfer.actions.ts'
import { FBA_TURNOVER_DOCUMENT } from '#sync/resources/fba/fba-turnover.actions.ts'
import { findResource } from '#sync/resources/index.ts'
import { stockDocumentType } from '#sync/resources/inventory/inventory.dictionaries.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { PROCESSING_DOCUMENT } from './inventory-processing.ts'
import { ADJUSTMENT_DOCUMENT, CORRECTION_DOCUMENT } from './stock-adjustment.ts'
import {
  INBOUND_DOCUMENT,
  OUTBOUND_DOCUMENT,
  QUALITY_DOCUMENT,
  SHELVES_DOCUMENT,
  STOCKTAKING_DOCUMENT,
  TRANSFER_DOCUMENT,
} from './stock-documents.ts'
import { MOVEMENT, TRANSIT_MOVEMENTS } from './stock-ledger.ts'

/**
 * The stock card (库存卡片): one SKU in one warehouse (or one position of it), every ledger movement
 * oldest first with its running balance and the document that made it, the balance before and after
 * the dates asked, the reservations now open, and the lots on hand or in transit with the document
 * that brought each. Movements of units in transit (dispatched, arrived) are listed with their kind
 * and in transit before and after; they change in transit, never the on-hand balance, in or out.
 */

/** What the card is asked for: a SKU in a warehouse, optionally one position, dates and a page. */
export type StockCardQuery = {
  storeId: string
  productId?: string
  sysSku?: string
  positionId?: string
  /** yyyy-MM-dd, inclusive. */
  from?: string
  /** yyyy-MM-dd, inclusive. */
  to?: string
  current: number
  size: number
}

/** The document a movement, a reservation or a lot belongs to, and where the console opens it. */
export type CardDocument = {
  type: string
  id: string | null
  line: string | null
  /** The document's own code or number; null for a hand adjustment, which has none. */
  code: string | null
  /** The kind of document in the reader's language (the declared resource's label). */
  label: string | null
  /** The console page of the documents of this kind; null when there is none. */
  route: string | null
}

/**
 * How to read the code of each kind of ledger document: a SELECT of (id, code) for the ids in $1.
 * Putaway tasks and inspections carry the code of their inbound order; a correction names the
 * ledger row it corrects; a hand adjustment has no document row (its id is minted for it).
 */
const DOCUMENT_CODES: Record<string, string> = {
  [INBOUND_DOCUMENT]: `SELECT id::text, code FROM ware_inbound_order WHERE id = ANY($1::bigint[])`,
  [SHELVES_DOCUMENT]: `SELECT s.id::text, o.code FROM ware_inbound_shelves s
                         LEFT JOIN ware_inbound_order o ON o.id = s.inbound_order_id AND o.tenant_id = s.tenant_id
                        WHERE s.id = ANY($1::bigint[])`,
  [QUALITY_DOCUMENT]: `SELECT id::text, code FROM ware_quality_inspection WHERE id = ANY($1::bigint[])`,
  [OUTBOUND_DOCUMENT]: `SELECT id::text, code FROM ware_outbound WHERE id = ANY($1::bigint[])`,
  [TRANSFER_DOCUMENT]: `SELECT id::text, code FROM erp_transfer_order WHERE id = ANY($1::bigint[])`,
  [STOCKTAKING_DOCUMENT]: `SELECT id::text, code FROM ware_stocktaking WHERE id = ANY($1::bigint[])`,
  [PROCESSING_DOCUMENT]: `SELECT id::text, code FROM erp_inventory_processing WHERE id = ANY($1::bigint[])`,
  [CORRECTION_DOCUMENT]: `SELECT id::text, '#' || id::text AS code FROM erp_store_product_inventory_log WHERE id = ANY($1::bigint[])`,
  [FBA_TURNOVER_DOCUMENT]: `SELECT id::text, code FROM erp_fba_turnover WHERE id = ANY($1::bigint[])`,
  [FBA_TRANSFER_DOCUMENT]: `SELECT id::text, code FROM erp_fba_transfer WHERE id = ANY($1::bigint[])`,
}

/** Kinds whose documents have no page of their own: hand adjustments, and corrections (rows of this ledger). */
const WITHOUT_PAGE = new Set([ADJUSTMENT_DOCUMENT, CORRECTION_DOCUMENT])

/** The declared resource of a document kind: its label and console page, when it has one. */
function documentKind(type: string, lang: Language): { label: string | null; route: string | null } {
  // The ledger's own word for the kind (an adjustment by hand, not "Stock").
  const kind = stockDocumentType.entries.find((e) => e.key === type)
  try {
    const resource = findResource(type)
    const route = resource.menu && !WITHOUT_PAGE.has(type) ? resourcePath(resource) : null
    return { label: (kind ?? resource).label[lang], route }
  } catch {
    // A kind whose resource is not declared here still has its name.
    return { label: kind?.label[lang] ?? null, route: null }
  }
}

type DocumentRef = { documentType?: unknown; documentId?: unknown; documentLine?: unknown }

/** Reads the codes of the documents rows name, kind by kind (one query per kind). */
async function documentsOf(
  tx: Queryable,
  refs: readonly DocumentRef[],
  lang: Language,
): Promise<(ref: DocumentRef) => CardDocument | null> {
  const idsByType = new Map<string, Set<string>>()
  for (const r of refs) {
    if (!r.documentType || r.documentId === null || r.documentId === undefined) continue
    const type = String(r.documentType)
    idsByType.set(type, (idsByType.get(type) ?? new Set()).add(String(r.documentId)))
  }
  const codes = new Map<string, string | null>()
  for (const [type, ids] of idsByType) {
    const sql = DOCUMENT_CODES[type]
    if (!sql) continue
    const rows = await tx.query<{ id: string; code: string | null }>(sql, [[...ids]])
    for (const row of rows) codes.set(`${type}:${row.id}`, row.code)
  }
  return (ref) => {
    if (!ref.documentType) return null
    const type = String(ref.documentType)
    const id = ref.documentId === null || ref.documentId === undefined ? null : String(ref.documentId)
    return {
      type,
      id,
      line: ref.documentLine === null || ref.documentLine === undefined ? null : String(ref.documentLine),
      code: codes.get(`${type}:${id}`) ?? null,
      ...documentKind(type, lang),
    }
  }
}

/** The product a card is for: productId as given, or the product of the system SKU. */
async function productOf(tx: Queryable, q: StockCardQuery): Promise<{ id: string; sysSku: string }> {
  const [product] = await tx.query<{ id: string; sysSku: string }>(
    `SELECT id::text, sys_sku FROM erp_base_product
      WHERE is_deleted = 0 AND (id = $1::bigint OR ($1::bigint IS NULL AND sys_sku = $2)) ORDER BY id LIMIT 1`,
    [q.productId ?? null, q.sysSku ?? null],
  )
  if (!product) throw new AppError('NOT_FOUND', 'recordNotFound')
  return product
}

/** Ledger rows of the card's SKU in its warehouse (or position): every row, voided ones included. */
const CARD_ROWS = `erp_store_product_inventory_log l
  WHERE l.store_id = $1 AND l.product_id = $2 AND ($3::bigint IS NULL OR l.position_id = $3)`
/**
 * Movements between two positions of one warehouse (a putaway, a quarantine, a move): each posts a
 * pair that nets to nothing, so a card of the whole warehouse counts them neither in nor out.
 */
const WITHIN_WAREHOUSE = [MOVEMENT.putaway, MOVEMENT.quarantine, MOVEMENT.move]
/** Whether a row ($3 the position asked, null for the whole warehouse) moved stock inside the card. */
const MOVED_WITHIN = `($3::bigint IS NULL AND h.movement_type IN (${WITHIN_WAREHOUSE.join(', ')}))`
/**
 * Whether a row ("h") moved units in transit (dispatched into it, arrived from it): on the card with
 * its kind and in transit before and after, but never in nor out of on hand.
 */
const transitRow = (alias: string) => `${alias}.movement_type IN (${TRANSIT_MOVEMENTS.join(', ')})`
const IN_TRANSIT = transitRow('h')
/** Inside the card's dates ($4 from, $5 to; either may be null). */
const IN_DATES = `($4::date IS NULL OR h.create_time >= $4::date) AND ($5::date IS NULL OR h.create_time < $5::date + 1)`

/**
 * Reads a stock card. Balances are running sums over the whole history of the SKU in the warehouse
 * (or position), in the order the movements were posted, so a page shows the true balance after
 * each row whatever dates and page are asked; a voided row and its correction are both shown,
 * flagged `voided`, and cancel each other in the balance. On a card of the whole warehouse a move
 * between its positions is flagged `movedWithin` and counts neither in nor out.
 */
export async function readStockCard(tx: Queryable, q: StockCardQuery, lang: Language) {
  const product = await productOf(tx, q)
  const [store] = await tx.query<{ name: string }>(`SELECT name FROM erp_base_store WHERE id = $1 AND is_deleted = 0`, [
    q.storeId,
  ])
  if (!store) throw new AppError('NOT_FOUND', 'recordNotFound')
  const keys = [q.storeId, product.id, q.positionId ?? null, q.from ?? null, q.to ?? null]
  const [totals] = await tx.query<{
    opening: number
    closing: number
    inTransit: number
    total: number
    inQty: number
    outQty: number
  }>(
    `SELECT coalesce(sum(h.quantity) FILTER (WHERE $4::date IS NOT NULL AND h.create_time < $4::date AND NOT ${IN_TRANSIT}), 0)::int AS opening,
            coalesce(sum(h.quantity) FILTER (WHERE ($5::date IS NULL OR h.create_time < $5::date + 1) AND NOT ${IN_TRANSIT}), 0)::int AS closing,
            coalesce(sum(h.quantity) FILTER (WHERE ($5::date IS NULL OR h.create_time < $5::date + 1) AND ${IN_TRANSIT}), 0)::int AS in_transit,
            count(*) FILTER (WHERE ${IN_DATES})::int AS total,
            coalesce(sum(h.quantity) FILTER (WHERE ${IN_DATES} AND h.quantity > 0 AND NOT ${MOVED_WITHIN} AND NOT ${IN_TRANSIT}), 0)::int AS in_qty,
            coalesce(-sum(h.quantity) FILTER (WHERE ${IN_DATES} AND h.quantity < 0 AND NOT ${MOVED_WITHIN} AND NOT ${IN_TRANSIT}), 0)::int AS out_qty
       FROM (SELECT l.quantity, l.create_time, l.movement_type FROM ${CARD_ROWS}) h`,
    keys,
  )
  const rows = await tx.query<Row>(
    `SELECT h.id::text, to_char(h.create_time, 'YYYY-MM-DD HH24:MI:SS') AS time, h.movement_type, h.quantity,
            h.balance::int AS balance, h.on_hand_before, h.on_hand_after, h.in_transit_before, h.in_transit_after,
            ${IN_TRANSIT} AS in_transit, h.position_id::text, p.code AS position_code,
            h.batch_no, to_char(h.inbound_date, 'YYYY-MM-DD') AS inbound_date, h.unit_cost::text, h.reason, h.remark,
            h.create_user::text AS user_id, u.real_name AS user_name, h.document_type, h.document_id::text,
            h.document_line::text, (h.is_deleted = 1) AS voided, ${MOVED_WITHIN} AS moved_within
       FROM (SELECT l.*, coalesce(sum(l.quantity) FILTER (WHERE NOT ${transitRow('l')}) OVER (ORDER BY l.id), 0) AS balance
               FROM ${CARD_ROWS}) h
       LEFT JOIN ware_base_store_position p ON p.id = h.position_id AND p.tenant_id = h.tenant_id
       LEFT JOIN blade_user u ON u.id = h.create_user AND u.tenant_id = h.tenant_id
      WHERE ${IN_DATES}
      ORDER BY h.id
      LIMIT ${q.size} OFFSET ${(q.current - 1) * q.size}`,
    keys,
  )
  const reservations = await tx.query<Row>(
    `SELECT r.id::text, r.position_id::text, p.code AS position_code, r.batch_no,
            to_char(r.inbound_date, 'YYYY-MM-DD') AS inbound_date, r.quantity, r.document_type, r.document_id::text,
            r.document_line::text, to_char(r.create_time, 'YYYY-MM-DD HH24:MI:SS') AS time
       FROM erp_stock_reservation r
       LEFT JOIN ware_base_store_position p ON p.id = r.position_id AND p.tenant_id = r.tenant_id
      WHERE r.store_id = $1 AND r.product_id = $2 AND ($3::bigint IS NULL OR r.position_id = $3) AND r.status = 1
      ORDER BY r.id`,
    [q.storeId, product.id, q.positionId ?? null],
  )
  // Each lot's source: the first movement that brought units into it (a voided one brought none).
  const lots = await tx.query<Row>(
    `SELECT b.id::text, b.position_id::text, p.code AS position_code, b.batch_no,
            to_char(b.inbound_date, 'YYYY-MM-DD') AS inbound_date, b.on_hand, b.reserved, b.available, b.in_transit,
            b.unit_cost::text, src.id::text AS ledger_id, src.movement_type, src.document_type,
            src.document_id::text, src.document_line::text
       FROM erp_store_product_inventory b
       LEFT JOIN ware_base_store_position p ON p.id = b.position_id AND p.tenant_id = b.tenant_id
       LEFT JOIN LATERAL (
         SELECT l.id, l.movement_type, l.document_type, l.document_id, l.document_line
           FROM erp_store_product_inventory_log l
          WHERE l.store_id = b.store_id AND l.position_id = b.position_id AND l.product_id = b.product_id
            AND l.batch_no = b.batch_no AND l.inbound_date = b.inbound_date AND l.quantity > 0 AND l.is_deleted = 0
          ORDER BY l.id LIMIT 1) src ON true
      WHERE b.store_id = $1 AND b.product_id = $2 AND ($3::bigint IS NULL OR b.position_id = $3)
        AND (b.on_hand > 0 OR b.in_transit > 0) AND b.is_deleted = 0
      ORDER BY b.inbound_date, p.pick_order_num NULLS LAST, p.code, b.id`,
    [q.storeId, product.id, q.positionId ?? null],
  )
  const documentOf = await documentsOf(tx, [...rows, ...reservations, ...lots], lang)
  const withDocument = ({ documentType, documentId, documentLine, ...row }: Row) => ({
    ...row,
    document: documentOf({ documentType, documentId, documentLine }),
  })
  const total = totals?.total ?? 0
  return {
    storeId: q.storeId,
    storeName: store.name,
    productId: product.id,
    sysSku: product.sysSku,
    positionId: q.positionId ?? null,
    from: q.from ?? null,
    to: q.to ?? null,
    opening: totals?.opening ?? 0,
    closing: totals?.closing ?? 0,
    inTransit: totals?.inTransit ?? 0,
    inQuantity: totals?.inQty ?? 0,
    outQuantity: totals?.outQty ?? 0,
    records: rows.map(withDocument),
    total,
    size: q.size,
    current: q.current,
    pages: Math.ceil(total / q.size),
    reservations: reservations.map(withDocument),
    lots: lots.map(withDocument),
  }
}
