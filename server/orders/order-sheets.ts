import ExcelJS from 'exceljs'
import { LANGUAGES, type Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import type { Field } from '#sync/resources/define-resource.ts'
import type { FieldProblem } from '#sync/resources/describe-issues.ts'
import { order, orderItem } from '#sync/resources/orders/order.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { DEFAULT_IMPORT_MAX_ROWS } from '../platform/resources/import-records.ts'
import type { SheetColumn } from '../platform/resources/spreadsheet.ts'
import { intakeOrder, LINES } from './order-intake.ts'
import { autoReviewOrders } from './order-review.ts'

/** A column of the order template: where its value goes (the order or its line) and its field. */
type TemplateColumn = { key: string; on: 'order' | 'line'; field: Field; example: string }

const of = (on: 'order' | 'line', key: string, example: string): TemplateColumn => {
  const field = (on === 'order' ? order.fields : orderItem.fields)[key as never] as Field
  return { key, on, field, example }
}

/**
 * The order template (one row per order line; rows of one order share the shop and the
 * marketplace order no., its order fields written on its first row at least).
 */
export const ORDER_TEMPLATE: readonly TemplateColumn[] = [
  of('order', 'shopId', 'Amazon US Main'),
  of('order', 'sellerOrderId', '113-0000001-0000001'),
  of('order', 'orderTime', '2026-03-01 10:00:00'),
  of('order', 'buyerName', 'Alex Doe'),
  of('order', 'buyerEmail', 'alex@example.com'),
  of('order', 'addressName', 'Alex Doe'),
  of('order', 'addressPhone', '+1 213 555 0100'),
  of('order', 'addressCountryCode', 'US'),
  of('order', 'addressStateOrRegion', 'CA'),
  of('order', 'addressCity', 'Los Angeles'),
  of('order', 'addressPostalCode', '90001'),
  of('order', 'addressLine1', '1 Main St'),
  of('order', 'addressLine2', ''),
  of('order', 'company', ''),
  of('order', 'fobCurrency', 'USD'),
  of('order', 'freightAmount', '5.00'),
  of('order', 'discountAmount', '0'),
  of('order', 'payType', 'Amazon Pay'),
  of('order', 'remark', ''),
  of('line', 'sysSku', 'DEMO-PAN-28'),
  of('line', 'sellerSku', 'HM-PAN-28-US'),
  of('line', 'quantity', '2'),
  of('line', 'price', '19.99'),
]

/**
 * What the order export adds after the template's columns (one row per order line, the order's
 * columns repeated on each): its number, status, warehouse, transport, tracking number, total and
 * the line's product name, in words. The import accepts these columns: it takes the order number
 * back (an order already holding it is not taken in twice) and leaves the rest to the order's rules.
 */
export const ORDER_EXPORT_EXTRA: readonly TemplateColumn[] = [
  of('order', 'code', ''),
  of('order', 'status', ''),
  of('order', 'storeId', ''),
  of('order', 'transportId', ''),
  of('order', 'trackNumber', ''),
  of('order', 'orderTotalMoney', ''),
  of('line', 'productName', ''),
]

/** The order template as an xlsx: the headers in the caller's language and one example row. */
export async function orderTemplate(lang: Language): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('orders')
  sheet.columns = ORDER_TEMPLATE.map((c) => ({
    header: c.field.label[lang],
    key: c.key,
    width: Math.max(14, c.field.label[lang].length * 2),
  }))
  sheet.getRow(1).font = { bold: true }
  sheet.addRow(Object.fromEntries(ORDER_TEMPLATE.map((c) => [c.key, c.example])))
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** An import problem: the sheet row (1 is the header), the field and why. */
export type ImportProblem = FieldProblem & { row: number }

type Group = { rows: number[]; values: Row; lines: Row[]; firstOf: Map<string, number> }

/** The shop a cell names: its name, code or id (live shops of the tenant). */
async function shopIds(tx: Queryable, cells: string[]) {
  const rows = await tx.query<{ id: string; shopName: string; shopEnname: string | null; shopCode: string | null }>(
    `SELECT id::text, shop_name, shop_enname, shop_code FROM erp_base_shop
      WHERE is_deleted = 0 AND (shop_name = ANY($1::text[]) OR shop_enname = ANY($1::text[]) OR shop_code = ANY($1::text[])
            OR id::text = ANY($1::text[]))`,
    [cells],
  )
  const found = new Map<string, string[]>()
  for (const cell of cells) {
    const ids = rows.filter((r) => [r.id, r.shopName, r.shopEnname, r.shopCode].includes(cell)).map((r) => r.id)
    found.set(cell, [...new Set(ids)])
  }
  return found
}

/**
 * Imports orders from the template (xlsx or csv rows, header first): every row is checked, rows
 * are grouped into orders by shop and marketplace order no. (a row without one is an order of its
 * own), and each order goes through `intakeOrder` (an order already taken in is answered, not
 * doubled). Nothing is kept unless every row is valid: the error lists each row, field and reason
 * (`data.errors: [{ row, field, message }]`), and the caller's transaction rolls back.
 */
export async function importOrders(tx: Queryable, actor: Actor, sheet: string[][]) {
  const { lang } = actor
  const header = sheet[0] ?? []
  const wrong: string[] = []
  ORDER_TEMPLATE.forEach((c, i) => {
    const cell = header[i] ?? ''
    if (!LANGUAGES.some((l) => c.field.label[l] === cell)) wrong.push(`${cell || '—'} → ${c.field.label[lang]}`)
  })
  // Past the template, only the columns an order export adds (an exported file goes back in).
  const named = (c: TemplateColumn, cell: string) => LANGUAGES.some((l) => c.field.label[l] === cell)
  const extras = header.slice(ORDER_TEMPLATE.length)
  for (const extra of extras) if (extra && !ORDER_EXPORT_EXTRA.some((c) => named(c, extra))) wrong.push(`${extra} → —`)
  if (wrong.length) throw new AppError('VALIDATION', 'orders.importHeaders', { headers: wrong.join('; ') })
  const codeColumn = ORDER_EXPORT_EXTRA.find((c) => c.key === 'code') as TemplateColumn
  const codeAt = extras.findIndex((cell) => named(codeColumn, cell))
  const data = sheet
    .slice(1)
    .map((cells, i) => ({ number: i + 2, cells }))
    .filter((r) => r.cells.some((c) => c !== ''))
  if (!data.length) throw new AppError('VALIDATION', 'importEmpty')
  if (data.length > DEFAULT_IMPORT_MAX_ROWS) {
    throw new AppError('VALIDATION', 'importTooManyRows', { max: DEFAULT_IMPORT_MAX_ROWS })
  }

  const problems: ImportProblem[] = []
  const report = (row: number, field: string, message: string) =>
    problems.push({ row, field, message: translate('importRow', lang, { row, message }) })
  const shopColumn = ORDER_TEMPLATE.findIndex((c) => c.key === 'shopId')
  const shops = await shopIds(tx, [...new Set(data.map((r) => r.cells[shopColumn] ?? '').filter(Boolean))])

  const groups = new Map<string, Group>()
  for (const { number, cells } of data) {
    const shopCell = cells[shopColumn] ?? ''
    const found = shops.get(shopCell) ?? []
    const shopField = order.fields.shopId.label[lang]
    if (!shopCell) report(number, 'shopId', translate('fieldRequired', lang, { field: shopField }))
    else if (found.length !== 1) {
      const key = found.length ? 'importLinkAmbiguous' : 'importLinkUnknown'
      report(number, 'shopId', translate(key, lang, { field: shopField, value: shopCell, count: found.length }))
    }
    const seller = cells[ORDER_TEMPLATE.findIndex((c) => c.key === 'sellerOrderId')] ?? ''
    // An exported order without a marketplace number keeps its lines together by its own number.
    const code = codeAt < 0 ? '' : (cells[ORDER_TEMPLATE.length + codeAt] ?? '').trim()
    const key = seller ? `${found[0] ?? shopCell}|${seller}` : code ? `code|${code}` : `row|${number}`
    const group: Group = groups.get(key) ?? { rows: [], values: {}, lines: [], firstOf: new Map() }
    groups.set(key, group)
    group.rows.push(number)
    const line: Row = {}
    const columns = code ? [...ORDER_TEMPLATE, codeColumn] : ORDER_TEMPLATE
    columns.forEach((c, i) => {
      const cell = i < ORDER_TEMPLATE.length ? (cells[i] ?? '') : code
      if (c.on === 'line') {
        if (cell !== '') line[c.key] = cell
        return
      }
      const value = c.key === 'shopId' ? (found.length === 1 ? found[0] : undefined) : cell
      if (value === '' || value === undefined) return
      const before = group.values[c.key]
      if (before === undefined) {
        group.values[c.key] = value
        group.firstOf.set(c.key, number)
      } else if (before !== value) {
        const message = translate('orders.importOrderDiffers', lang, {
          field: c.field.label[lang],
          first: group.firstOf.get(c.key),
        })
        report(number, c.key, message)
      }
    })
    group.lines.push(line)
  }

  const created: string[] = []
  let existing = 0
  const codes = [...groups.values()].map((g) => g.values.code).filter((c): c is string => typeof c === 'string')
  const held = new Set(
    codes.length
      ? (
          await tx.query<{ code: string }>(
            `SELECT code FROM erp_order WHERE code = ANY($1::text[]) AND is_deleted = 0`,
            [codes],
          )
        ).map((r) => r.code)
      : [],
  )
  for (const group of groups.values()) {
    if (group.rows.some((r) => problems.some((p) => p.row === r))) continue
    // An order that already holds its number is there: answered, not taken in twice.
    if (typeof group.values.code === 'string' && held.has(group.values.code)) {
      existing++
      continue
    }
    try {
      const r = await intakeOrder(tx, actor, { ...group.values, [LINES]: group.lines }, 'import', { autoReview: false })
      if (r.created) created.push(r.id)
      else existing++
    } catch (e) {
      if (!(e instanceof AppError) || e.status !== 400) throw e
      const list = e.problems.length
        ? e.problems
        : [{ field: '', message: translate(e.messageKey, lang, { details: '', ...e.params }) }]
      for (const p of list) {
        // A line's problem is its own row's; an order's is the row of the order's first line.
        const m = /^orderSkuVOS\.(\d+)\.(.+)$/.exec(p.field)
        const row = m ? (group.rows[Number(m[1])] ?? group.rows[0]) : group.rows[0]
        problems.push({
          row: row as number,
          field: m ? (m[2] as string) : p.field,
          message: translate('importRow', lang, { row, message: p.message }),
        })
      }
    }
  }
  if (problems.length) {
    problems.sort((a, b) => a.row - b.row)
    const listed = problems.slice(0, 200)
    throw new AppError(
      'VALIDATION',
      'importRowErrors',
      {
        count: new Set(problems.map((p) => p.row)).size,
        details: listed
          .slice(0, 5)
          .map((p) => p.message)
          .join('; '),
      },
      listed,
    )
  }
  // Every order in, the new ones meet the dividing rules in one batch.
  const review = await autoReviewOrders(tx, actor, created)
  return { orders: created.length + existing, created: created.length, existing, rows: data.length, review }
}

const text = (label: Field['label']): Field => ({ type: 'text', label })

/** The columns of the SKU × quantity export (exportOrderSkuNum). */
export function skuNumColumns(lang: Language): SheetColumn[] {
  const cols: [string, Field][] = [
    ['sysSku', orderItem.fields.sysSku],
    ['sellerSku', orderItem.fields.sellerSku],
    ['productName', orderItem.fields.productName],
    ['quantity', orderItem.fields.quantity],
    ['orders', { type: 'integer', label: { zh: '订单数', en: 'Orders', ja: '受注数' } }],
  ]
  return cols.map(([key, field]) => ({ key, field, header: field.label[lang] }))
}

/** The columns of the FBA orders export (fbaExportExcel): the order, where it goes, and its SKUs. */
export function fbaColumns(lang: Language): SheetColumn[] {
  const keys = [
    'code',
    'sellerOrderId',
    'shopId',
    'status',
    'addressName',
    'addressCountryCode',
    'addressStateOrRegion',
    'addressCity',
    'addressPostalCode',
    'addressLine1',
    'totalQuantity',
    'orderTotalMoney',
    'fobCurrency',
    'orderTime',
  ] as const
  const cols: SheetColumn[] = keys.map((key) => ({
    key,
    field: order.fields[key] as Field,
    header: order.fields[key].label[lang],
  }))
  const skus = text({ zh: 'SKU×数量', en: 'SKU × quantity', ja: 'SKU×数量' })
  return [...cols, { key: 'skus', field: skus, header: skus.label[lang] }]
}
