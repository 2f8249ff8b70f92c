import { z } from 'zod'
import type { Language } from '#sync/i18n/language.ts'
import { type Field, f } from '#sync/resources/define-resource.ts'
import { countedStockImportAnswer } from '#sync/resources/inventory/inventory.answers.ts'
import { storeProductInventory } from '#sync/resources/inventory/stock-ledger.resource.ts'
import { idSchema } from '#sync/resources/resource-schemas.ts'
import { pagedRows, sheetResponse } from '../platform/http/call-input.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf, readUploadedSheet } from '../platform/resources/resource-calls.ts'
import { type SheetColumn, templateWorkbook } from '../platform/resources/spreadsheet.ts'
import { IMPORT_FIELDS, importCountedStock, type StockReport, stockReportRows } from './stock-sheets.ts'

/**
 * Stock as spreadsheets (spec 2 §7.8, §7.9): the system's figures per SKU and warehouse, per SKU,
 * and lot by lot on the shelves; and counted stock imported as audited adjustments through the
 * ledger, all rows or none.
 */

const { permissions } = storeProductInventory
const STOCK = '/api/erp/storeproductinventory'
const FLOOR = '/api/ware/wstoreproductinventory'

const label = (zh: string, en: string, ja: string) => ({ zh, en, ja })
const text = (zh: string, en: string, ja: string): Field => f.text({ label: label(zh, en, ja) })
const units = (zh: string, en: string, ja: string): Field => f.integer({ label: label(zh, en, ja) })
const money = (zh: string, en: string, ja: string): Field => f.decimal({ label: label(zh, en, ja), shown: 2 })

const columnsOf = (fields: Record<string, Field>, lang: Language): SheetColumn[] =>
  Object.entries(fields).map(([key, field]) => ({ key, field, header: field.label[lang] }))

/** The system's stock per SKU and warehouse. */
const PER_STORE_FIELDS: Record<string, Field> = {
  storeName: text('仓库', 'Warehouse', '倉庫'),
  sysSku: text('系统SKU', 'System SKU', 'システムSKU'),
  onHand: units('在库数量', 'On hand', '実在庫'),
  reserved: units('占用数量', 'Reserved', '引当済'),
  available: units('可用数量', 'Available', '引当可能'),
  inTransit: units('在途数量', 'In transit', '輸送中'),
  stockValue: money('库存金额', 'Value', '在庫金額'),
  oldestInboundDate: f.date({ label: label('最早入库日期', 'Oldest lot', '最古入庫日') }),
}
/** Stock per SKU over all warehouses. */
const PER_SKU_FIELDS: Record<string, Field> = {
  sysSku: PER_STORE_FIELDS.sysSku as Field,
  storeCount: units('仓库数', 'Warehouses', '倉庫数'),
  onHand: PER_STORE_FIELDS.onHand as Field,
  reserved: PER_STORE_FIELDS.reserved as Field,
  available: PER_STORE_FIELDS.available as Field,
  inTransit: PER_STORE_FIELDS.inTransit as Field,
  stockValue: PER_STORE_FIELDS.stockValue as Field,
}
/** What is on the shelves: lot by lot in each position (the import's columns, with the figures). */
const PER_LOT_FIELDS: Record<string, Field> = {
  storeName: PER_STORE_FIELDS.storeName as Field,
  positionCode: IMPORT_FIELDS.positionCode as Field,
  sysSku: PER_STORE_FIELDS.sysSku as Field,
  batchNo: IMPORT_FIELDS.batchNo as Field,
  inboundDate: IMPORT_FIELDS.inboundDate as Field,
  onHand: PER_STORE_FIELDS.onHand as Field,
  reserved: PER_STORE_FIELDS.reserved as Field,
  available: PER_STORE_FIELDS.available as Field,
  unitCost: IMPORT_FIELDS.unitCost as Field,
}

function reportCall(path: string, area: string, report: StockReport, fields: Record<string, Field>, summary: string) {
  return defineCall({
    method: 'GET',
    path,
    raw: true,
    area,
    summary,
    access: { permission: permissions.view },
    readOnly: true,
    input: { query: storeQuery, labels: { storeId: label('仓库', 'Warehouse', '倉庫') } },
    handler: async (c, { query }) =>
      sheetResponse(
        c,
        `stock-${report}`,
        'xlsx',
        columnsOf(fields, c.var.lang),
        pagedRows(c.var.db, (tx, limit, offset) => stockReportRows(tx, report, query.storeId, limit, offset)),
      ),
  })
}

const storeQuery = z.object({ storeId: idSchema.optional() })

const importCall = (path: string, area: string) =>
  defineCall({
    method: 'POST',
    alsoOther: true,
    path,
    area,
    summary:
      'Imports counted stock (xlsx/csv as the template: warehouse, position, system SKU, batch, inbound date, counted on hand, unit cost, reason): every row is checked first, then each lot is set to its count as an audited adjustment through the ledger, all rows or none',
    access: { permission: permissions.edit },
    output: countedStockImportAnswer,
    input: 'files',
    handler: async (c) => {
      const sheet = await readUploadedSheet(c)
      const actor = actorOf(c)
      return ok(c, await c.var.db.begin((tx) => importCountedStock(tx, actor, sheet)), 'importDone')
    },
  })

/** Stock spreadsheets at the ERP's and the floor's addresses. */
export const stockSheetCalls = [
  defineCall({
    method: 'GET',
    path: `${STOCK}/downTemplate`,
    raw: true,
    area: 'inventory',
    summary:
      'The counted-stock import template (xlsx): warehouse, position, system SKU, batch, inbound date, counted on hand, unit cost, reason',
    access: { permission: permissions.view },
    readOnly: true,
    input: 'nothing',
    handler: async (c) =>
      new Response(await templateWorkbook(columnsOf(IMPORT_FIELDS, c.var.lang)), {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': 'attachment; filename="stock-count-template.xlsx"',
        },
      }),
  }),
  importCall(`${STOCK}/importInventoryExcel`, 'inventory'),
  importCall(`${FLOOR}/importExcel`, 'wms'),
  reportCall(
    `${STOCK}/exportSysInventory`,
    'inventory',
    'perStore',
    PER_STORE_FIELDS,
    'The system stock per SKU and warehouse as xlsx: on hand, reserved, available, in transit, value, oldest lot (storeId narrows)',
  ),
  reportCall(
    `${STOCK}/exportInventoryStatistic`,
    'inventory',
    'perSku',
    PER_SKU_FIELDS,
    'Stock per SKU over all warehouses as xlsx: warehouses holding it, on hand, reserved, available, in transit, value',
  ),
  reportCall(
    `${STOCK}/exportRealInventory`,
    'inventory',
    'perLot',
    PER_LOT_FIELDS,
    'What is physically on the shelves as xlsx: each lot in each position with on hand, reserved, available and unit cost (the import template’s columns, so a count can start from it)',
  ),
  reportCall(
    `${FLOOR}/exportExcel`,
    'wms',
    'perLot',
    PER_LOT_FIELDS,
    'The warehouse’s stock lot by lot in each position as xlsx (storeId narrows), in pick order',
  ),
]
