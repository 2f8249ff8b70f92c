import type { z } from 'zod'
import { translate } from '#sync/i18n/messages.ts'
import { statusLabel } from '#sync/resources/define-action.ts'
import { STOCKTAKING_STATUS, stocktakingActions } from '#sync/resources/wms/w-stocktaking.actions.ts'
import { wStocktaking, wStocktakingItem } from '#sync/resources/wms/w-stocktaking.resource.ts'
import { type countLine, LINE_STATUS } from '#sync/resources/wms/wms.contracts.ts'
import { adjustStock } from '../inventory/stock-adjustment.ts'
import { STOCKTAKING_DOCUMENT } from '../inventory/stock-documents.ts'
import { MOVEMENT } from '../inventory/stock-ledger.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { insertRecords, saveRecord, updateRecords } from '../platform/records/records.ts'
import { NOW, runAction } from '../platform/records/transition.ts'

/**
 * Stock counts (issue 10 §2): `startTaking` freezes what the chosen positions hold as the count's
 * lines; each count entered records what the books held at that moment, so the difference ignores
 * units moved between the freeze and the count; approval posts the differences through the ledger.
 */

/** Statuses in which lines may be counted and changed. */
export const COUNTING = new Set<string>([STOCKTAKING_STATUS.toSubmit, STOCKTAKING_STATUS.rejected])

type Count = {
  id: string
  code: string
  storeId: string
  positionIds: string
  status: number
  freezeTime: string | null
}

/** Where a count's line stands (dictionary stocktaking_line_status). */

/**
 * Sends counted lines back to be counted again: each count is cleared through the line's rules (so
 * a count no longer being counted refuses it) and the line waits as "to recount"; the count cannot
 * be submitted until they are counted again.
 */
export async function requestRecount(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  for (const id of [...new Set(ids)].sort()) {
    await saveRecord(tx, wStocktakingItem, { id, countedQuantity: null }, actor)
    await updateRecords(tx, wStocktakingItem, [id], { lineStatus: LINE_STATUS.toRecount }, actor)
  }
}

/** A count, or a 404. */
export async function findCount(tx: Queryable, id: string): Promise<Count> {
  const [count] = await tx.query<Count>(
    `SELECT id::text, code, store_id::text, position_ids, status, freeze_time::text
       FROM ware_stocktaking WHERE id = $1 AND is_deleted = 0`,
    [id],
  )
  if (!count) throw new AppError('NOT_FOUND', 'recordNotFound')
  return count
}

/** Refuses changes to a count that is no longer being counted (submitted, done, abolished). */
export function assertCounting(count: Count, actor: Actor): void {
  if (!COUNTING.has(String(count.status))) {
    throw new AppError('VALIDATION', 'wms.countLocked', {
      code: count.code,
      status: statusLabel(wStocktaking, 'status', String(count.status), actor.lang),
    })
  }
}

/**
 * Freezes a count: one line per lot that its positions hold, with that quantity expected. A count
 * starts once; a lot that turns up later is added as a line of its own when counted.
 */
export async function startTaking(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, stocktakingActions.startTaking, ids, {}, async (_tx, _actor, record) => {
    if (record.freezeTime) throw new AppError('VALIDATION', 'wms.countStarted', { code: record.code })
    const lots = await tx.query<Row>(
      `SELECT position_id::text, product_id::text, sys_sku, batch_no, to_char(inbound_date, 'YYYY-MM-DD') AS inbound_date, on_hand
         FROM erp_store_product_inventory
        WHERE store_id = $1 AND position_id = ANY(string_to_array($2, ',')::bigint[]) AND on_hand <> 0 AND is_deleted = 0
        ORDER BY position_id, product_id, batch_no, inbound_date`,
      [record.storeId, record.positionIds],
    )
    await insertRecords(
      tx,
      wStocktakingItem,
      lots.map((lot) => ({
        stocktakingId: record.id,
        positionId: lot.positionId,
        productId: lot.productId,
        sysSku: lot.sysSku,
        batchNo: lot.batchNo,
        inboundDate: lot.inboundDate,
        expectedQuantity: lot.onHand,
      })),
      actor,
      { partOf: 'stocktakingId' },
    )
    return { freezeTime: NOW, lineCount: lots.length }
  })
}

/** What the books hold now of a line's lot, its balance locked until the caller commits. */
export async function booksNow(tx: Queryable, storeId: string, line: Row): Promise<number> {
  const [lot] = await tx.query<{ onHand: number }>(
    `SELECT on_hand FROM erp_store_product_inventory
      WHERE store_id = $1 AND position_id = $2 AND product_id = $3 AND batch_no = $4 AND inbound_date = $5 FOR UPDATE`,
    [storeId, line.positionId, line.productId, line.batchNo ?? '', line.inboundDate],
  )
  return lot?.onHand ?? 0
}

/**
 * Submits counts into their approval (the template chosen, else the first of the person's
 * department): every line must have been counted.
 */
export async function submitCount(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  approval: { processDefinitionId?: string; taskUser?: string } = {},
): Promise<void> {
  await runAction(tx, actor, stocktakingActions.submit, ids, approval, async (_tx, _actor, record) => {
    if (!record.freezeTime) throw new AppError('VALIDATION', 'wms.countNotStarted', { code: record.code })
    const [open] = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ware_stocktaking_item
        WHERE stocktaking_id = $1 AND is_deleted = 0 AND counted_quantity IS NULL`,
      [record.id],
    )
    if (open?.n) throw new AppError('VALIDATION', 'wms.countUncounted', { code: record.code, count: open.n })
    const [sum] = await tx.query<{ lines: number; difference: number }>(
      `SELECT count(*)::int AS lines, coalesce(sum(difference_quantity), 0)::int AS difference
         FROM ware_stocktaking_item WHERE stocktaking_id = $1 AND is_deleted = 0`,
      [record.id],
    )
    return { lineCount: sum?.lines ?? 0, differenceQuantity: sum?.difference ?? 0, reviewRemark: null }
  })
}

/**
 * Approves counts: each line's difference (counted less what the books held when it was counted)
 * is posted to its lot as a count difference, attributed to the count and line. A count is
 * approved once, so a repeat posts nothing.
 */
export async function completeCount(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, stocktakingActions.complete, ids, {}, async (_tx, _actor, record) => {
    const lines = await tx.query<Row>(
      `SELECT id::text, position_id::text, product_id::text, batch_no, to_char(inbound_date, 'YYYY-MM-DD') AS inbound_date,
              difference_quantity
         FROM ware_stocktaking_item
        WHERE stocktaking_id = $1 AND is_deleted = 0 AND difference_quantity <> 0 ORDER BY id`,
      [record.id],
    )
    const reason = translate('wms.countReason', actor.lang, { code: record.code })
    for (const line of lines) {
      await adjustStock(tx, actor, {
        storeId: String(record.storeId),
        positionId: String(line.positionId),
        productId: String(line.productId),
        batchNo: String(line.batchNo ?? ''),
        inboundDate: String(line.inboundDate),
        quantity: Number(line.differenceQuantity),
        reason,
        movementType: MOVEMENT.countDifference,
        document: { type: STOCKTAKING_DOCUMENT, id: String(record.id), line: String(line.id) },
      })
    }
    return { completeTime: NOW }
  })
}

/** Enters counted quantities of a count's lines (new lines for lots the freeze did not list), through the line's rules. */
export async function enterCounts(tx: Queryable, actor: Actor, countId: string, items: z.output<typeof countLine>[]) {
  const saved: string[] = []
  for (const item of items) {
    const input: Row = { ...item }
    if (!item.id) input.stocktakingId = countId
    saved.push(await saveRecord(tx, wStocktakingItem, input, actor))
  }
  return saved
}

/** Whether a count is blind (its counters see no expected quantities). */
export async function isBlindCount(tx: Queryable, id: string): Promise<boolean> {
  const [count] = await tx.query<{ blind: number }>('SELECT blind FROM ware_stocktaking WHERE id = $1', [id])
  return count?.blind === 1
}

/** A slice of a count's lines in walking order (position, SKU), with position codes and SKUs (the count sheet). */
export function countLinesPage(tx: Queryable, id: string, limit: number, offset: number): Promise<Row[]> {
  return tx.query<Row>(
    `SELECT i.*, p.code AS position_id_label, b.sys_sku AS product_id_label
       FROM ware_stocktaking_item i
       LEFT JOIN ware_base_store_position p ON p.id = i.position_id AND p.tenant_id = i.tenant_id
       LEFT JOIN erp_base_product b ON b.id = i.product_id AND b.tenant_id = i.tenant_id
      WHERE i.stocktaking_id = $1 AND i.is_deleted = 0
      ORDER BY p.pick_order_num NULLS LAST, p.code, i.sys_sku, i.id LIMIT $2 OFFSET $3`,
    [id, limit, offset],
  )
}
