import { z } from 'zod'
import { idSchema } from '#sync/resources/resource-schemas.ts'
import { STOCKTAKING_PERMISSIONS, wStocktakingItem } from '#sync/resources/wms/w-stocktaking.resource.ts'
import { enterCountsContract, enterLineCountsContract, recountContract } from '#sync/resources/wms/wms.contracts.ts'
import { pagedRows, sheetResponse } from '../platform/http/call-input.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf, readIds } from '../platform/resources/resource-calls.ts'
import { exportColumns } from '../platform/resources/spreadsheet.ts'
import { countLinesPage, enterCounts, findCount, isBlindCount, requestRecount } from './stocktaking.ts'

const COUNT = '/api/ware/wstocktaking'
const LINE = '/api/ware/wstocktakingitem'
const labels = recountContract.input.labels

const sheetQuery = z.object({ id: idSchema.optional(), stocktakingId: idSchema.optional() })

/** The count sheet: each line's position, SKU and lot, blank counts to fill in (expected only when not blind). */
function countSheet(countId: string) {
  return async (c: Parameters<Parameters<typeof defineCall>[0]['handler']>[0]) => {
    const { count, blind } = await c.var.db.begin(async (tx) => ({
      count: await findCount(tx, countId),
      blind: await isBlindCount(tx, countId),
    }))
    const hide = new Set(
      blind && ['1', '50'].includes(String(count.status))
        ? ['expectedQuantity', 'systemQuantity', 'differenceQuantity']
        : [],
    )
    const columns = exportColumns(wStocktakingItem, c.var.lang).filter(
      (col) => col.key !== 'stocktakingId' && !hide.has(col.key),
    )
    const rows = pagedRows(c.var.db, (tx, limit, offset) => countLinesPage(tx, countId, limit, offset))
    return sheetResponse(c, String(count.code), 'xlsx', columns, rows, { dated: false })
  }
}

const ENTER_COUNTS =
  "Enters counted quantities of a count's lines (id), or adds a line for a lot found in one of its positions (positionId, productId, batch, inbound date)"

/** Stock counts: start, count, submit, approve or send back, and the count sheet (spec 2 §7.8). */
export const stocktakingCalls = [
  defineCall({
    ...enterCountsContract,
    alsoOther: true,
    area: 'wms',
    summary: ENTER_COUNTS,
    access: { permission: STOCKTAKING_PERMISSIONS.edit },
    handler: async (c, { params }) =>
      ok(c, await c.var.db.begin((tx) => enterCounts(tx, actorOf(c), params.id, params.items))),
  }),
  defineCall({
    ...enterLineCountsContract,
    alsoOther: true,
    area: 'wms',
    summary: ENTER_COUNTS,
    access: { permission: STOCKTAKING_PERMISSIONS.edit },
    handler: async (c, { params }) =>
      ok(c, await c.var.db.begin((tx) => enterCounts(tx, actorOf(c), params.stocktakingId, params.items))),
  }),
  defineCall({
    ...recountContract,
    alsoOther: true,
    area: 'wms',
    summary:
      'Sends count lines (ids) back to be counted again (status 3, to recount): their counts are cleared while the count is being counted, and it cannot be submitted until they are counted again',
    access: { permission: STOCKTAKING_PERMISSIONS.edit },
    handler: async (c, { params }) => {
      const ids = readIds(c, params)
      await c.var.db.begin((tx) => requestRecount(tx, actorOf(c), ids))
      return ok(c, true)
    },
  }),
  defineCall({
    method: 'GET',
    path: `${COUNT}/downExcel`,
    raw: true,
    area: 'wms',
    summary:
      'The count sheet of a count (id): positions, SKUs and lots to count; expected quantities only when not blind',
    access: { permission: STOCKTAKING_PERMISSIONS.view },
    readOnly: true,
    input: { query: z.object({ id: idSchema }), labels },
    handler: async (c, { query }) => countSheet(query.id)(c),
  }),
  defineCall({
    method: 'GET',
    path: `${LINE}/downExcel`,
    raw: true,
    area: 'wms',
    summary: 'The count sheet of a count (stocktakingId), as the count itself sends it',
    access: { permission: STOCKTAKING_PERMISSIONS.view },
    readOnly: true,
    input: { query: sheetQuery.required({ stocktakingId: true }).pick({ stocktakingId: true }), labels },
    handler: async (c, { query }) => countSheet(query.stocktakingId)(c),
  }),
]
