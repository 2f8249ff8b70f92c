import ExcelJS from 'exceljs'
import { CONTRACT_TEXTS, type ContractDocument, type ContractParty } from './contract-document.ts'

/**
 * A contract as an xlsx workbook: one A4 sheet fitted to the page's width, the title, number and
 * date, the two parties side by side, the goods table with its totals (amounts written as the exact
 * decimals they are, right-aligned), the total in words, the schedule, the payment terms, the
 * numbered clauses and the signature block.
 */

const COLUMNS = 10
/** Widths of the goods table's columns: no, SKU, product, spec, unit, qty, pcs/ctn, cartons, unit price, amount. */
const WIDTHS = [6, 16, 26, 20, 7, 9, 9, 9, 12, 14]
const THIN: Partial<ExcelJS.Borders> = {
  top: { style: 'thin' },
  left: { style: 'thin' },
  bottom: { style: 'thin' },
  right: { style: 'thin' },
}
const PARTY_FIELDS = [
  'name',
  'address',
  'contact',
  'phone',
  'email',
  'taxNumber',
  'bank',
  'accountName',
  'account',
] as const

/** The contract as xlsx bytes. */
export async function contractXlsx(doc: ContractDocument): Promise<Buffer> {
  const t = (key: keyof typeof CONTRACT_TEXTS) => CONTRACT_TEXTS[key][doc.lang]
  const workbook = new ExcelJS.Workbook()
  workbook.title = `${doc.title} ${doc.number}`
  const sheet = workbook.addWorksheet(doc.number.slice(0, 31) || 'contract', {
    pageSetup: {
      paperSize: 9,
      orientation: 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.5, header: 0.2, footer: 0.2 },
    },
    headerFooter: { oddFooter: `&C${doc.number}  &P / &N` },
  })
  sheet.columns = WIDTHS.map((width) => ({ width }))

  /** A row whose cells from `from` to `to` (1-based columns) are one merged cell holding `value`. */
  const merged = (value: string, from = 1, to = COLUMNS, row = sheet.addRow([])) => {
    const cell = row.getCell(from)
    cell.value = value
    if (to > from) sheet.mergeCells(row.number, from, row.number, to)
    cell.alignment = { wrapText: true, vertical: 'top' }
    return { row, cell }
  }
  const heading = (text: string) => {
    sheet.addRow([])
    merged(text).cell.font = { bold: true, size: 12 }
  }
  /** A label (over two columns, bold) and its value merged over the columns after it up to `to`. */
  const pair = (row: ExcelJS.Row, label: string, value: string, from: number, to: number) => {
    const { cell } = merged(label, from, from + 1, row)
    cell.font = { bold: true }
    merged(value, from + 2, to, row)
  }

  const title = merged(doc.title)
  title.cell.font = { bold: true, size: 18 }
  title.cell.alignment = { horizontal: 'center' }
  title.row.height = 30
  const numberRow = sheet.addRow([])
  pair(numberRow, t('number'), doc.number, 1, 5)
  pair(numberRow, t('date'), doc.date, 6, 10)

  sheet.addRow([])
  const sides = merged(t('buyer'), 1, 5)
  sides.cell.font = { bold: true, size: 12 }
  merged(t('seller'), 6, 10, sides.row).cell.font = { bold: true, size: 12 }
  for (const key of PARTY_FIELDS) {
    const buyer = doc.buyer[key]
    const seller = doc.seller[key]
    if (!buyer && !seller) continue
    const row = sheet.addRow([])
    const text = key === 'name' ? '' : CONTRACT_TEXTS[key][doc.lang]
    partyCell(sheet, row, 1, text, doc.buyer, key)
    partyCell(sheet, row, 6, text, doc.seller, key)
  }

  heading(t('goods'))
  const head = sheet.addRow([
    t('no'),
    t('sku'),
    t('productName'),
    t('spec'),
    t('unit'),
    t('quantity'),
    t('boxRate'),
    t('boxes'),
    `${t('unitPrice')} (${doc.currency})`,
    `${t('amount')} (${doc.currency})`,
  ])
  head.font = { bold: true }
  head.eachCell((cell) => {
    cell.border = THIN
    cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true }
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEDEDED' } }
  })
  doc.lines.forEach((l, i) => {
    const row = sheet.addRow([
      i + 1,
      l.sku ?? '',
      l.productName ?? '',
      l.spec ?? '',
      l.unit ?? '',
      l.quantity,
      l.boxRate ?? '',
      l.boxes ?? '',
      l.unitPrice,
      l.amount,
    ])
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cell.border = THIN
      cell.alignment = { vertical: 'top', wrapText: true, horizontal: col >= 6 ? 'right' : 'left' }
    })
    // Not every spreadsheet grows a wrapped row on opening: the height its longest cell needs.
    const lines = Math.max(
      ...[l.sku, l.productName, l.spec].map((v, n) => Math.ceil(textWidth(v ?? '') / ((WIDTHS[n + 1] ?? 10) - 1))),
    )
    if (lines > 1) row.height = 15 * lines
  })
  const total = sheet.addRow([t('total'), '', '', '', '', doc.totalQuantity, '', doc.totalBoxes, '', doc.totalAmount])
  sheet.mergeCells(total.number, 1, total.number, 5)
  total.font = { bold: true }
  total.eachCell({ includeEmpty: true }, (cell, col) => {
    cell.border = THIN
    cell.alignment = { horizontal: col >= 6 ? 'right' : 'left' }
  })
  const words = sheet.addRow([])
  pair(words, t('totalInWords'), doc.totalInWords, 1, COLUMNS)
  if (doc.deposit !== null) {
    const money = sheet.addRow([])
    pair(money, t('deposit'), `${doc.deposit} ${doc.currency}`, 1, 5)
    pair(money, t('balance'), `${doc.balance ?? ''} ${doc.currency}`, 6, 10)
  }

  if (doc.schedule.length || doc.deliveryDate) {
    heading(t('schedule'))
    const schedule = doc.schedule.length ? doc.schedule : [{ label: t('deliveryDate'), value: doc.deliveryDate ?? '' }]
    for (const s of schedule) pair(sheet.addRow([]), s.label, s.value, 1, 5)
  }
  if (doc.terms.length) {
    heading(t('terms'))
    for (const s of doc.terms) pair(sheet.addRow([]), s.label, s.value, 1, COLUMNS)
  }
  heading(t('clauses'))
  doc.clauses.forEach((clause, i) => {
    const { row } = merged(`${i + 1}. ${clause}`)
    // Wrapped text does not grow a merged row by itself: about 110 characters a line across the sheet.
    row.height = 15 * Math.max(1, Math.ceil(textWidth(clause) / 110))
  })
  if (doc.remark) {
    sheet.addRow([])
    pair(sheet.addRow([]), t('remark'), doc.remark, 1, COLUMNS)
  }

  sheet.addRow([])
  const sign = sheet.addRow([])
  merged(t('buyerSign'), 1, 5, sign).cell.font = { bold: true }
  merged(t('sellerSign'), 6, 10, sign).cell.font = { bold: true }
  const names = sheet.addRow([])
  merged(doc.buyer.name, 1, 5, names)
  merged(doc.seller.name, 6, 10, names)
  sheet.addRow([]).height = 40
  const dates = sheet.addRow([])
  merged(`${t('signDate')}: ____________`, 1, 5, dates)
  merged(`${t('signDate')}: ____________`, 6, 10, dates)
  sheet.pageSetup.printArea = `A1:J${sheet.rowCount}`
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** One party's field: its label over two columns and the value merged over the next three (the name over all five). */
function partyCell(
  sheet: ExcelJS.Worksheet,
  row: ExcelJS.Row,
  from: number,
  label: string,
  party: ContractParty,
  key: (typeof PARTY_FIELDS)[number],
) {
  const value = party[key] ?? ''
  // A field only the other side has leaves this side's cells empty.
  if (!value) return
  const first = row.getCell(from)
  first.font = { bold: true }
  first.alignment = { wrapText: true, vertical: 'top' }
  if (key === 'name') {
    first.value = value
    sheet.mergeCells(row.number, from, row.number, from + 4)
    return
  }
  first.value = label
  sheet.mergeCells(row.number, from, row.number, from + 1)
  const cell = row.getCell(from + 2)
  cell.value = value
  cell.alignment = { wrapText: true, vertical: 'top' }
  sheet.mergeCells(row.number, from + 2, row.number, from + 4)
  // Wrapped text does not grow a merged row: about 30 Latin characters a line in the value's columns.
  const lines = Math.ceil(textWidth(value) / 34)
  if (lines > 1) row.height = Math.max(row.height ?? 15, 15 * lines)
}

/** The width of a text in Latin characters: a Chinese character takes two. */
function textWidth(text: string): number {
  let n = 0
  for (const ch of text) n += (ch.codePointAt(0) ?? 0) > 0x2e80 ? 2 : 1
  return n
}
