import type ExcelJS from 'exceljs'

/**
 * Lays a business document (a contract, a packing list, an invoice) out on one printable A4 sheet
 * of a workbook, fitted to the page's width: merged text rows, headings, labelled values and tables
 * (thin borders, a shaded heading, numbers right-aligned and written as the exact decimals they
 * are). The documents say what to print; this says where.
 */

export const THIN: Partial<ExcelJS.Borders> = {
  top: { style: 'thin' },
  left: { style: 'thin' },
  bottom: { style: 'thin' },
  right: { style: 'thin' },
}

/** The width of a text in Latin characters: a Chinese character takes two. */
export function textWidth(text: string): number {
  let n = 0
  for (const ch of text) n += (ch.codePointAt(0) ?? 0) > 0x2e80 ? 2 : 1
  return n
}

/** Whether a table's column (1-based) aligns right: from a column on, or as a list says. */
function alignsRight(right: number | readonly boolean[], col: number): boolean {
  return typeof right === 'number' ? col >= right : (right[col - 1] ?? false)
}

/** A column's letter (1 → A, 27 → AA). */
function columnLetter(n: number): string {
  let s = ''
  for (let v = n; v > 0; v = Math.floor((v - 1) / 26)) s = String.fromCharCode(65 + ((v - 1) % 26)) + s
  return s
}

export class SheetWriter {
  readonly sheet: ExcelJS.Worksheet
  readonly columns: number

  /** A sheet named `name` of the workbook, A4 (landscape when asked), its columns `widths` wide, `footer` on each page. */
  constructor(
    workbook: ExcelJS.Workbook,
    name: string,
    readonly widths: readonly number[],
    options: { footer: string; landscape?: boolean },
  ) {
    this.columns = widths.length
    this.sheet = workbook.addWorksheet(name.replace(/[\\/?*[\]:]/g, '_').slice(0, 31) || 'sheet', {
      pageSetup: {
        paperSize: 9,
        orientation: options.landscape ? 'landscape' : 'portrait',
        fitToPage: true,
        fitToWidth: 1,
        fitToHeight: 0,
        margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.5, header: 0.2, footer: 0.2 },
      },
      headerFooter: { oddFooter: `&C${options.footer}  &P / &N` },
    })
    this.sheet.columns = widths.map((width) => ({ width }))
  }

  row(values: readonly unknown[] = []): ExcelJS.Row {
    return this.sheet.addRow([...values])
  }

  /** A row whose cells from `from` to `to` (1-based columns) are one merged cell holding `value`. */
  merged(value: string, from = 1, to = this.columns, row = this.row()) {
    const cell = row.getCell(from)
    cell.value = value
    if (to > from) this.sheet.mergeCells(row.number, from, row.number, to)
    cell.alignment = { wrapText: true, vertical: 'top' }
    return { row, cell }
  }

  /** The document's title, large and centred across the sheet. */
  title(text: string) {
    const title = this.merged(text)
    title.cell.font = { bold: true, size: 18 }
    title.cell.alignment = { horizontal: 'center' }
    title.row.height = 30
  }

  /** A section's heading after an empty row. */
  heading(text: string) {
    this.row()
    this.merged(text).cell.font = { bold: true, size: 12 }
  }

  /** A label (over two columns, bold) and its value merged over the columns after it up to `to`. */
  pair(row: ExcelJS.Row, label: string, value: string, from: number, to: number) {
    const { cell } = this.merged(label, from, from + 1, row)
    cell.font = { bold: true }
    this.merged(value, from + 2, to, row)
    // Wrapped text does not grow a merged row: about one Latin character a width unit.
    const room = this.widths.slice(from + 1, to).reduce((n, w) => n + w, 0)
    const lines = Math.ceil(textWidth(value) / Math.max(1, room))
    if (lines > 1) row.height = Math.max(row.height ?? 15, 15 * lines)
  }

  /** A paragraph merged across the sheet, its row as tall as its wrapped lines. */
  paragraph(text: string) {
    const { row } = this.merged(text)
    const room = this.widths.reduce((n, w) => n + w, 0)
    row.height = 15 * Math.max(1, Math.ceil(textWidth(text) / room))
    return row
  }

  /** The heading row of a table: bold, centred, shaded, bordered. */
  tableHead(titles: readonly string[]) {
    const head = this.row(titles)
    head.font = { bold: true }
    head.eachCell((cell) => {
      cell.border = THIN
      cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true }
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEDEDED' } }
    })
    return head
  }

  /**
   * A body row of a table: bordered, right-aligned from column `right` on (or where `right` says,
   * column by column), as tall as its longest wrapped text (not every spreadsheet grows a wrapped
   * row on opening).
   */
  tableRow(values: readonly (string | number)[], right: number | readonly boolean[]) {
    const row = this.row(values)
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cell.border = THIN
      cell.alignment = { vertical: 'top', wrapText: true, horizontal: alignsRight(right, col) ? 'right' : 'left' }
    })
    const lines = Math.max(
      1,
      ...values.map((v, n) =>
        typeof v === 'string' ? Math.ceil(textWidth(v) / Math.max(1, (this.widths[n] ?? 10) - 1)) : 1,
      ),
    )
    if (lines > 1) row.height = 15 * lines
    return row
  }

  /** A table's total row: bold, bordered, its label merged over the columns up to `labelTo`. */
  totalRow(values: readonly (string | number)[], labelTo: number, right: number | readonly boolean[]) {
    const total = this.row(values)
    if (labelTo > 1) this.sheet.mergeCells(total.number, 1, total.number, labelTo)
    total.font = { bold: true }
    total.eachCell({ includeEmpty: true }, (cell, col) => {
      cell.border = THIN
      cell.alignment = { horizontal: alignsRight(right, col) ? 'right' : 'left' }
    })
    return total
  }

  /** Sets the print area to what was written. */
  finish() {
    this.sheet.pageSetup.printArea = `A1:${columnLetter(this.columns)}${this.sheet.rowCount}`
  }
}
