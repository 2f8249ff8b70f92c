import { z } from 'zod'
import { LANGUAGES, type Language } from '#sync/i18n/language.ts'
import { type MessageKey, translate } from '#sync/i18n/messages.ts'
import { type Field, f } from '#sync/resources/define-resource.ts'
import type { FieldProblem } from '#sync/resources/describe-issues.ts'
import { storeProductInventory } from '#sync/resources/inventory/stock-ledger.resource.ts'
import { idSchema } from '#sync/resources/resource-schemas.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { pagedRows, sheetResponse } from '../platform/http/call-input.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { DEFAULT_IMPORT_MAX_ROWS } from '../platform/resources/import-records.ts'
import { actorOf, readUploadedSheet } from '../platform/resources/resource-calls.ts'
import { type SheetColumn, templateWorkbook } from '../platform/resources/spreadsheet.ts'
import { adjustStock } from './stock-adjustment.ts'

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

/** Columns of the counted-stock import (its template), in order. */
const IMPORT_FIELDS: Record<string, Field> = {
  store: text('仓库', 'Warehouse', '倉庫'),
  positionCode: text('库位', 'Position', 'ロケーション'),
  sysSku: text('系统SKU', 'System SKU', 'システムSKU'),
  batchNo: text('批次号', 'Batch', 'ロット番号'),
  inboundDate: f.date({ label: label('入库日期', 'Inbound date', '入庫日') }),
  onHand: units('盘点数量', 'Counted on hand', '実棚数'),
  unitCost: money('单位成本', 'Unit cost', '単価'),
  reason: text('原因', 'Reason', '理由'),
}

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

const FROM = `erp_store_product_inventory b
  LEFT JOIN erp_base_store s ON s.id = b.store_id AND s.tenant_id = b.tenant_id
  LEFT JOIN ware_base_store_position p ON p.id = b.position_id AND p.tenant_id = b.tenant_id`
const WHERE = `b.is_deleted = 0 AND ($1::bigint IS NULL OR b.store_id = $1)`
const TOTALS = `sum(b.on_hand)::int AS on_hand, sum(b.reserved)::int AS reserved, sum(b.available)::int AS available,
  sum(b.in_transit)::int AS in_transit, coalesce(sum(b.on_hand * b.unit_cost), 0)::numeric(20,2)::text AS stock_value`

/** The three stock reports, each a query over the balances in pages (storeId narrows). */
const REPORTS = {
  perStore: (limit: number, offset: number) =>
    `SELECT s.name AS store_name, b.sys_sku, ${TOTALS},
            to_char(min(b.inbound_date) FILTER (WHERE b.on_hand > 0), 'YYYY-MM-DD') AS oldest_inbound_date
       FROM ${FROM} WHERE ${WHERE} GROUP BY b.store_id, s.name, b.sys_sku
      ORDER BY b.sys_sku, s.name, b.store_id LIMIT ${limit} OFFSET ${offset}`,
  perSku: (limit: number, offset: number) =>
    `SELECT b.sys_sku, count(DISTINCT b.store_id) FILTER (WHERE b.on_hand > 0)::int AS store_count, ${TOTALS}
       FROM ${FROM} WHERE ${WHERE} GROUP BY b.sys_sku ORDER BY b.sys_sku LIMIT ${limit} OFFSET ${offset}`,
  perLot: (limit: number, offset: number) =>
    `SELECT s.name AS store_name, p.code AS position_code, b.sys_sku, b.batch_no,
            to_char(b.inbound_date, 'YYYY-MM-DD') AS inbound_date, b.on_hand, b.reserved, b.available, b.unit_cost::text
       FROM ${FROM} WHERE ${WHERE} AND (b.on_hand <> 0 OR b.reserved <> 0)
      ORDER BY s.name, p.pick_order_num NULLS LAST, p.code, b.sys_sku, b.inbound_date, b.id LIMIT ${limit} OFFSET ${offset}`,
}

type Report = keyof typeof REPORTS

function reportCall(path: string, area: string, report: Report, fields: Record<string, Field>, summary: string) {
  return defineCall({
    method: 'GET',
    path,
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
        pagedRows(c.var.db, (tx, limit, offset) =>
          tx.query<Row>(REPORTS[report](limit, offset), [query.storeId ?? null]),
        ),
      ),
  })
}

const storeQuery = z.object({ storeId: idSchema.optional() })

type CountedRow = {
  row: number
  storeId: string
  positionId: string
  productId: string
  batchNo: string
  inboundDate?: string
  onHand: number
  unitCost?: string
  reason: string
}

/** The header's columns by key, matching any language's header; a 400 naming the headers that differ. */
function importHeader(header: string[], lang: Language): Map<string, number> {
  const at = new Map<string, number>()
  const wrong: string[] = []
  for (const [key, field] of Object.entries(IMPORT_FIELDS)) {
    const i = header.findIndex((h) => LANGUAGES.some((l) => field.label[l] === h.trim()))
    if (i < 0) wrong.push(`— → ${field.label[lang]}`)
    else at.set(key, i)
  }
  if (wrong.length) throw new AppError('VALIDATION', 'importHeaders', { headers: wrong.join('; ') })
  return at
}

/**
 * Counted stock from a sheet (warehouse, position, system SKU, batch, inbound date, counted on hand,
 * unit cost, reason): every row is checked first, each problem named with its row and column; then
 * each lot is set to its count as an audited adjustment through the ledger, in the caller's
 * transaction, so a later failure leaves nothing behind. Answers the rows and units moved.
 */
export async function importCountedStock(tx: Queryable, actor: Actor, sheet: string[][]) {
  const { lang } = actor
  const [header = [], ...body] = sheet
  const at = importHeader(header, lang)
  const lines = body.map((cells, i) => ({ number: i + 2, cells })).filter((r) => r.cells.some((v) => v.trim() !== ''))
  if (!lines.length) throw new AppError('VALIDATION', 'importEmpty')
  if (lines.length > DEFAULT_IMPORT_MAX_ROWS) {
    throw new AppError('VALIDATION', 'importTooManyRows', { max: DEFAULT_IMPORT_MAX_ROWS })
  }
  const cell = (cells: string[], key: string) => (cells[at.get(key) ?? -1] ?? '').trim()
  const stores = await tx.query<{ id: string; name: string; code: string }>(
    `SELECT id::text, name, code FROM erp_base_store WHERE is_deleted = 0`,
  )
  const storeOf = (v: string) => stores.filter((s) => s.name === v || s.code === v || s.id === v)
  const positions = await tx.query<{ id: string; storeId: string; code: string; status: number }>(
    `SELECT id::text, store_id::text, code, status FROM ware_base_store_position WHERE is_deleted = 0`,
  )
  const skus = [...new Set(lines.map((l) => cell(l.cells, 'sysSku')))]
  const products = await tx.query<{ id: string; sysSku: string }>(
    `SELECT id::text, sys_sku FROM erp_base_product WHERE sys_sku = ANY($1::text[]) AND is_deleted = 0`,
    [skus],
  )
  const problems: FieldProblem[] = []
  const say = (row: number, key: string, message: MessageKey, params: Record<string, string | number> = {}) =>
    problems.push({
      field: `${row}.${key}`,
      message: translate('importRow', lang, {
        row,
        message: translate(message, lang, { field: IMPORT_FIELDS[key]?.label[lang] ?? key, ...params }),
      }),
    })
  const rows: CountedRow[] = []
  const seen = new Map<string, number>()
  for (const { number, cells } of lines) {
    const storeText = cell(cells, 'store')
    const found = storeOf(storeText)
    const store = found.length === 1 ? found[0] : undefined
    if (!store) say(number, 'store', 'importLinkUnknown', { value: storeText || '—' })
    const code = cell(cells, 'positionCode')
    const position = store && positions.find((p) => p.storeId === store.id && p.code === code)
    if (store && !position) say(number, 'positionCode', 'importLinkUnknown', { value: code || '—' })
    const sku = cell(cells, 'sysSku')
    const product = products.find((p) => p.sysSku === sku)
    if (!product) say(number, 'sysSku', 'importLinkUnknown', { value: sku || '—' })
    const batchNo = cell(cells, 'batchNo')
    if (batchNo.length > 64) say(number, 'batchNo', 'fieldTooLong', { max: 64 })
    const inboundDate = cell(cells, 'inboundDate')
    if (inboundDate && !/^\d{4}-\d{2}-\d{2}$/.test(inboundDate)) say(number, 'inboundDate', 'fieldFormat')
    const onHand = cell(cells, 'onHand')
    if (!/^\d{1,8}$/.test(onHand)) say(number, 'onHand', 'fieldType', { expected: translate('typeInteger', lang) })
    const unitCost = cell(cells, 'unitCost')
    if (unitCost && !/^\d{1,16}(\.\d{1,4})?$/.test(unitCost)) say(number, 'unitCost', 'fieldFormat')
    const reason = cell(cells, 'reason')
    if (!reason || reason.length > 500) say(number, 'reason', 'fieldRequired')
    const key = [store?.id, position?.id, product?.id, batchNo, inboundDate].join('\u0000')
    const first = seen.get(key)
    if (first !== undefined) say(number, 'sysSku', 'inventory.importDuplicateLot', { first })
    else seen.set(key, number)
    if (store && position && product) {
      rows.push({
        row: number,
        storeId: store.id,
        positionId: position.id,
        productId: product.id,
        batchNo,
        ...(inboundDate ? { inboundDate } : {}),
        onHand: Number(onHand),
        ...(unitCost ? { unitCost } : {}),
        reason,
      })
    }
  }
  if (problems.length) throw validationError(problems)
  let moved = 0
  for (const r of rows) {
    const posted = await adjustStock(tx, actor, r)
    moved += posted.reduce((sum, p) => sum + p.quantity, 0)
  }
  return { count: rows.length, moved }
}

const importCall = (path: string, area: string) =>
  defineCall({
    method: 'POST',
    alsoOther: true,
    path,
    area,
    summary:
      'Imports counted stock (xlsx/csv as the template: warehouse, position, system SKU, batch, inbound date, counted on hand, unit cost, reason): every row is checked first, then each lot is set to its count as an audited adjustment through the ledger, all rows or none',
    access: { permission: permissions.edit },
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
