import { z } from 'zod'
import { storeProductInventoryLog } from '#sync/resources/inventory/stock-ledger.resource.ts'
import { idSchema, recordAnswerSchema } from '#sync/resources/resource-schemas.ts'
import {
  OUTBOUND_PERMISSIONS,
  PICK_PERMISSIONS,
  wOrderPick,
  wOrderPickItem,
} from '#sync/resources/wms/w-outbound.resource.ts'
import {
  pickInvoicesContract,
  pickLinesContract,
  pickSheetContract,
  startBoundContract,
  wavePlanContract,
} from '#sync/resources/wms/wms.contracts.ts'
import { AppError } from '../platform/http/app-error.ts'
import { pagedRows, sheetResponse } from '../platform/http/call-input.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { findRecord } from '../platform/resources/record-store.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { exportColumns } from '../platform/resources/spreadsheet.ts'
import { outboundLedgerRows, outboundsForNextWave, pickLines, startBound } from './outbound.ts'
import { pickListInvoices } from './pick-invoices.ts'
import { pickSheetPdf } from './pick-sheet.ts'
import { planWave } from './pick-waves.ts'

const OUT = '/api/ware/woutbound'
const PICK = '/api/ware/worderpick'
const { view, edit } = OUTBOUND_PERMISSIONS
const labels = wavePlanContract.input.labels
const idQuery = z.object({ id: idSchema })
const selectQuery = z.object({ storeId: idSchema.optional(), transportId: idSchema.optional() })

/** Outbound orders and pick lists beyond their generic calls (spec 2 §7.8). */
export const outboundCalls = [
  defineCall({
    ...startBoundContract,
    alsoOther: true,
    area: 'wms',
    summary:
      'Puts approved outbound orders in no pick list (ids, or all matching storeId, transportId, shopId, skuCount single|multi, cutOff) into pick lists grouped by rule (transport, the default; singleSku: single-SKU orders apart; zone), at most 50 orders each; answers the pick lists',
    access: { permission: edit },
    handler: async (c, { params }) => {
      const made = await c.var.db.begin((tx) => startBound(tx, actorOf(c), params))
      return ok(c, made)
    },
  }),
  defineCall({
    ...wavePlanContract,
    area: 'wms',
    summary:
      'What a wave would make (storeId, transportId, shopId, skuCount, cutOff, rule): the matching approved orders in no pick list (at most 1,000) and the pick lists they would form, each with its warehouse, transport, group and orders',
    access: { permission: view },
    readOnly: true,
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => planWave(tx, actorOf(c), query))),
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${OUT}/outboundLog`,
    area: 'wms',
    summary: 'The ledger rows an outbound order posted (id): what left which position and lot, when and by whom',
    access: { permission: view },
    readOnly: true,
    input: { params: idQuery, labels },
    output: z.array(recordAnswerSchema(storeProductInventoryLog).extend({ positionCode: z.string().nullable() })),
    handler: async (c, { params }) => {
      return ok(c, await c.var.db.begin((tx) => outboundLedgerRows(tx, params.id)))
    },
  }),
  defineCall({
    method: 'GET',
    path: `${PICK}/outBoundSelect`,
    area: 'wms',
    summary: 'Approved outbound orders in no pick list yet (storeId, transportId): what the next wave would take',
    access: { permission: PICK_PERMISSIONS.view },
    readOnly: true,
    input: { query: selectQuery, labels },
    output: z.array(
      z.object({
        id: z.string(),
        code: z.string(),
        storeId: z.string(),
        transportId: z.string().nullable(),
        referenceCode: z.string().nullable(),
        totalQuantity: z.number(),
      }),
    ),
    handler: async (c, { query }) => {
      return ok(c, await c.var.db.begin((tx) => outboundsForNextWave(tx, query)))
    },
  }),
  defineCall({
    ...pickLinesContract,
    area: 'wms',
    summary: "A pick list's lines (id) in pick order, with each position's code",
    access: { permission: PICK_PERMISSIONS.view },
    readOnly: true,
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => pickLines(tx, query.id))),
  }),
  defineCall({
    ...pickSheetContract,
    area: 'wms',
    summary:
      'The pick sheet of a pick list (id) as a spreadsheet in pick order, or (format pdf) as an A4 PDF in walking order with the list number as a Code 128 barcode; named by the list number',
    access: { permission: PICK_PERMISSIONS.view },
    readOnly: true,
    handler: async (c, { query }) => {
      // A pick list that is not there is a 404, not an empty sheet.
      const list = await c.var.db.begin((tx) => findRecord(tx, wOrderPick, query.id))
      if (!list) throw new AppError('NOT_FOUND', 'recordNotFound')
      if (query.format === 'pdf') {
        const sheet = await c.var.db.begin((tx) => pickSheetPdf(tx, query.id, c.var.lang))
        return new Response(sheet.bytes, {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="${encodeURIComponent(sheet.name)}"`,
          },
        })
      }
      const columns = exportColumns(wOrderPickItem, c.var.lang).filter((col) => col.key !== 'orderPickId')
      return sheetResponse(
        c,
        String(list.code),
        'xlsx',
        columns,
        pagedRows(c.var.db, (tx, limit, offset) => pickLines(tx, query.id, limit, offset)),
        { dated: false },
      )
    },
  }),
  defineCall({
    ...pickInvoicesContract,
    area: 'wms',
    summary:
      'The commercial invoices of a pick list (id) as a zip: one xlsx per outbound order, its lines with the customs declaration (names, HS code, origin, declared unit value) and exact amounts',
    access: { permission: PICK_PERMISSIONS.view },
    readOnly: true,
    handler: async (c, { query }) => {
      const zip = await c.var.db.begin((tx) => pickListInvoices(tx, query.id, c.var.lang))
      return new Response(zip.bytes, {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="${zip.name}"`,
        },
      })
    },
  }),
]
