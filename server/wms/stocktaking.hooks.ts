import { wStocktaking, wStocktakingItem } from '#sync/resources/wms/w-stocktaking.resource.ts'
import { LINE_STATUS } from '#sync/resources/wms/wms.contracts.ts'
import { databaseToday, storeNameOf } from '../inventory/stock-ledger.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { hooksFor } from '../platform/resources/hooks.ts'
import { assertCounting, booksNow, findCount } from './stocktaking.ts'

/** Fields a count's line takes from the freeze or the books, never from the form. */
const FROZEN_LINE = ['stocktakingId', 'positionId', 'productId', 'batchNo', 'inboundDate', 'expectedQuantity'] as const
const BOOKS = ['systemQuantity', 'differenceQuantity', 'countTime', 'sysSku', 'lineStatus'] as const

/** Positions that are not the warehouse's, by code (empty when all are). */
async function foreignPositions(tx: Queryable, storeId: string, positionIds: string): Promise<string[]> {
  const rows = await tx.query<{ code: string }>(
    `SELECT code FROM ware_base_store_position
      WHERE id = ANY(string_to_array($1, ',')::bigint[]) AND store_id <> $2`,
    [positionIds, storeId],
  )
  return rows.map((r) => r.code)
}

/** While blind and being counted, a count's expected and book quantities are not shown. */
function hideBooks(line: Row): void {
  for (const key of ['expectedQuantity', 'systemQuantity', 'differenceQuantity']) line[key] = null
}

const isBlindCounting = (count: Row) => Number(count.blind) === 1 && ['1', '50'].includes(String(count.status))

/**
 * A count is planned (warehouse and positions) until it starts; its lines come from the freeze and
 * from counting, never from the count's own form.
 */
const countHooks = hooksFor(wStocktaking, {
  async beforeSave({ tx, actor }, input, existing) {
    delete input.items
    if (existing) {
      assertCounting(await findCount(tx, existing.id), actor)
      // Once frozen, what is counted is fixed.
      if (existing.freezeTime) for (const key of ['storeId', 'positionIds']) delete input[key]
    }
    const storeId = String(input.storeId ?? existing?.storeId ?? '')
    const positions = String(input.positionIds ?? existing?.positionIds ?? '')
    if (input.storeId !== undefined || input.positionIds !== undefined) {
      const [foreign] = await foreignPositions(tx, storeId, positions)
      if (foreign)
        throw new AppError('VALIDATION', 'inventory.positionNotInStore', {
          position: foreign,
          store: await storeNameOf(tx, storeId),
        })
    }
  },
  async beforeRemove({ tx, actor }, ids) {
    for (const id of ids) assertCounting(await findCount(tx, id), actor)
  },
  async decorate(_ctx, records) {
    for (const count of records) {
      if (isBlindCounting(count) && Array.isArray(count.items)) for (const line of count.items as Row[]) hideBooks(line)
    }
  },
})

/**
 * Counting a line records what the books hold at that moment beside the count, so the difference
 * ignores units moved since the freeze. A lot found that the freeze did not list is added as a line
 * of one of the count's positions, expected 0.
 */
const countLineHooks = hooksFor(wStocktakingItem, {
  async beforeSave({ tx, actor }, input, existing) {
    const count = await findCount(tx, String(existing?.stocktakingId ?? input.stocktakingId))
    assertCounting(count, actor)
    if (!count.freezeTime) throw new AppError('VALIDATION', 'wms.countNotStarted', { code: count.code })
    for (const key of BOOKS) delete input[key]
    if (existing) {
      for (const key of FROZEN_LINE) delete input[key]
    } else {
      if (!count.positionIds.split(',').includes(String(input.positionId))) {
        // Named by its code, as the counter sees it on the shelf.
        const [position] = await tx.query<{ code: string }>(`SELECT code FROM ware_base_store_position WHERE id = $1`, [
          String(input.positionId),
        ])
        throw new AppError('VALIDATION', 'wms.positionNotInCount', {
          position: position?.code ?? input.positionId,
          code: count.code,
        })
      }
      input.expectedQuantity = 0
      input.batchNo = input.batchNo ?? ''
      if (!input.inboundDate) input.inboundDate = await databaseToday(tx)
      const [product] = await tx.query<{ sysSku: string }>(`SELECT sys_sku FROM erp_base_product WHERE id = $1`, [
        input.productId,
      ])
      input.sysSku = product?.sysSku ?? null
    }
    if (input.countedQuantity === undefined) return
    if (input.countedQuantity === null) {
      Object.assign(input, {
        systemQuantity: null,
        differenceQuantity: null,
        countTime: null,
        lineStatus: LINE_STATUS.toCount,
      })
      return
    }
    const line = { ...existing, ...input }
    const books = await booksNow(tx, count.storeId, line)
    const [now] = await tx.query<{ t: string }>(`SELECT to_char(localtimestamp(0), 'YYYY-MM-DD HH24:MI:SS') AS t`)
    Object.assign(input, {
      systemQuantity: books,
      differenceQuantity: Number(input.countedQuantity) - books,
      countTime: now?.t,
      lineStatus: LINE_STATUS.counted,
    })
  },
  async beforeRemove({ tx, actor }, ids) {
    const rows = await tx.query<{ stocktakingId: string }>(
      `SELECT DISTINCT stocktaking_id::text FROM ware_stocktaking_item WHERE id = ANY($1::bigint[])`,
      [ids],
    )
    for (const r of rows) assertCounting(await findCount(tx, r.stocktakingId), actor)
  },
  async decorate({ tx }, records) {
    const counts = [...new Set(records.map((r) => String(r.stocktakingId)))]
    const blind = await tx.query<{ id: string; blind: number; status: number }>(
      `SELECT id::text, blind, status FROM ware_stocktaking WHERE id = ANY($1::bigint[])`,
      [counts],
    )
    const hidden = new Set(blind.filter((c) => isBlindCounting(c)).map((c) => c.id))
    for (const line of records) if (hidden.has(String(line.stocktakingId))) hideBooks(line)
  },
})

/** The stock count's rules, by resource key. */
export const stocktakingHooks = { ...countHooks, ...countLineHooks }
