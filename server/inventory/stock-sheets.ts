import { LANGUAGES, type Language } from '#sync/i18n/language.ts'
import { type MessageKey, translate } from '#sync/i18n/messages.ts'
import { type Field, f } from '#sync/resources/define-resource.ts'
import type { FieldProblem } from '#sync/resources/describe-issues.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { DEFAULT_IMPORT_MAX_ROWS } from '../platform/resources/import-records.ts'
import { adjustStock } from './stock-adjustment.ts'

/** Stock as spreadsheets: the reports over the balances, and counted stock imported through the ledger. */

const label = (zh: string, en: string, ja: string) => ({ zh, en, ja })

/** Columns of the counted-stock import (its template), in order. */
export const IMPORT_FIELDS: Record<string, Field> = {
  store: f.text({ label: label('仓库', 'Warehouse', '倉庫') }),
  positionCode: f.text({ label: label('库位', 'Position', 'ロケーション') }),
  sysSku: f.text({ label: label('系统SKU', 'System SKU', 'システムSKU') }),
  batchNo: f.text({ label: label('批次号', 'Batch', 'ロット番号') }),
  inboundDate: f.date({ label: label('入库日期', 'Inbound date', '入庫日') }),
  onHand: f.integer({ label: label('盘点数量', 'Counted on hand', '実棚数') }),
  unitCost: f.decimal({ label: label('单位成本', 'Unit cost', '単価'), shown: 2 }),
  reason: f.text({ label: label('原因', 'Reason', '理由') }),
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

/** One of the stock reports. */
export type StockReport = keyof typeof REPORTS

/** A page of one stock report's rows (of one warehouse when given). */
export function stockReportRows(
  tx: Queryable,
  report: StockReport,
  storeId: string | undefined,
  limit: number,
  offset: number,
) {
  return tx.query<Row>(REPORTS[report](limit, offset), [storeId ?? null])
}

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
