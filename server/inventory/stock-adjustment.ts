import { storeProductInventoryLog } from '#sync/resources/inventory/stock-ledger.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { nextId } from '../platform/db/next-id.ts'
import { AppError } from '../platform/http/app-error.ts'
import { assertInScope } from '../platform/resources/data-scope.ts'
import {
  databaseToday,
  hideLedgerRows,
  type LedgerRow,
  MOVEMENT,
  type MovementType,
  postStockMovements,
  type StockKey,
} from './stock-ledger.ts'

/** The ledger's document type of hand-made adjustments and of corrections of ledger rows. */
export const ADJUSTMENT_DOCUMENT = 'erp/storeproductinventory'
export const CORRECTION_DOCUMENT = 'erp/storeproductinventorylog'

export type Adjustment = StockKey & {
  /** The lot's on hand as counted: the difference is posted (so a repeat posts nothing). */
  onHand?: number
  /** Or the change itself, signed. */
  quantity?: number
  reason: string
  unitCost?: string | null
  /** A count's difference, or a hand adjustment (the default). */
  movementType?: MovementType
  /** The document the adjustment belongs to (a stock count); a hand adjustment otherwise. */
  document?: { type: string; id: string; line?: string | null }
}

/**
 * An audited change of one lot's stock, never a direct write: the difference to the counted on hand
 * (or the change given) is posted through the ledger as an adjustment with its reason, which
 * refuses to take on hand below what is reserved. Answers the ledger rows (none when nothing changes).
 */
export async function adjustStock(tx: Queryable, actor: Actor, adjustment: Adjustment): Promise<LedgerRow[]> {
  const key = {
    storeId: adjustment.storeId,
    positionId: adjustment.positionId,
    productId: adjustment.productId,
    batchNo: adjustment.batchNo ?? '',
    inboundDate: adjustment.inboundDate ?? (await databaseToday(tx)),
  }
  let quantity = adjustment.quantity ?? 0
  if (adjustment.onHand !== undefined) {
    const [lot] = await tx.query<{ onHand: number }>(
      `SELECT on_hand FROM erp_store_product_inventory
        WHERE store_id = $1 AND position_id = $2 AND product_id = $3 AND batch_no = $4 AND inbound_date = $5
        FOR UPDATE`,
      [key.storeId, key.positionId, key.productId, key.batchNo, key.inboundDate],
    )
    quantity = adjustment.onHand - (lot?.onHand ?? 0)
  }
  if (quantity === 0) return []
  return postStockMovements(tx, actor, [
    {
      ...key,
      quantity,
      movementType: adjustment.movementType ?? MOVEMENT.adjustment,
      unitCost: quantity > 0 ? (adjustment.unitCost ?? null) : null,
      // A hand adjustment is a document of its own, numbered like any record.
      document: adjustment.document ?? { type: ADJUSTMENT_DOCUMENT, id: nextId() },
      reason: adjustment.reason,
    },
  ])
}

type LoggedMovement = Required<StockKey> & {
  id: string
  quantity: number
  sysSku: string
  movedAt: string
  correctedBy: string | null
}

/**
 * Corrects ledger rows by posting their opposite (nothing is ever deleted): each row once, the rows
 * locked first so two corrections of one row cannot both pass. Answers the correcting rows.
 */
export async function correctLedgerRows(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  reason: string,
): Promise<LedgerRow[]> {
  await assertInScope(tx, actor, storeProductInventoryLog, ids)
  const rows = await tx.query<LoggedMovement>(
    `SELECT l.id::text, l.store_id::text, l.position_id::text, l.product_id::text, l.batch_no,
            to_char(l.inbound_date, 'YYYY-MM-DD') AS inbound_date, l.quantity, l.sys_sku,
            to_char(l.create_time, 'YYYY-MM-DD HH24:MI:SS') AS moved_at,
            (SELECT c.id::text FROM erp_store_product_inventory_log c
              WHERE c.document_type = $2 AND c.document_id = l.id LIMIT 1) AS corrected_by
       FROM erp_store_product_inventory_log l
      WHERE l.id = ANY($1::bigint[]) ORDER BY l.id FOR UPDATE`,
    [[...new Set(ids)], CORRECTION_DOCUMENT],
  )
  if (rows.length !== new Set(ids).size) throw new AppError('NOT_FOUND', 'recordNotFound')
  const done = rows.find((r) => r.correctedBy)
  // Named by what a person sees in the ledger (SKU, quantity, time), not by the row's id.
  if (done) {
    throw new AppError('VALIDATION', 'inventory.alreadyCorrected', {
      sku: done.sysSku,
      quantity: done.quantity,
      time: done.movedAt,
    })
  }
  return postStockMovements(
    tx,
    actor,
    rows.map((r) => ({
      storeId: r.storeId,
      positionId: r.positionId,
      productId: r.productId,
      batchNo: r.batchNo,
      inboundDate: r.inboundDate,
      quantity: -r.quantity,
      movementType: MOVEMENT.adjustment,
      document: { type: CORRECTION_DOCUMENT, id: r.id },
      reason,
    })),
  )
}

/**
 * Voids ledger rows: posts each one's opposite (correctLedgerRows) and takes the row and its
 * correction out of the ledger lists together; both stay in the table, so the books still balance.
 */
export async function voidLedgerRows(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  reason: string,
): Promise<LedgerRow[]> {
  const corrections = await correctLedgerRows(tx, actor, ids, reason)
  await hideLedgerRows(tx, actor, [...ids, ...corrections.map((r) => r.id)])
  return corrections
}
