import { PassThrough, Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { Language } from '#sync/i18n/language.ts'
import type { Field, ResourceDef } from '#sync/resources/define-resource.ts'
import { BASE_FIELDS, isLinkField, resourceOperations } from '#sync/resources/define-resource.ts'
import type { Row } from '../db/db.ts'

/** A column of an export or import: the record key, its field and its header in one language. */
export type SheetColumn = { key: string; field: Field; header: string }

/** Fields a person fills in an import template (ids, secrets and tree parents stay out). */
export function importColumns(resource: ResourceDef, lang: Language): SheetColumn[] {
  return Object.entries(resource.fields)
    .filter(([, f]) => !f.secret && f.type !== 'treeParent')
    .map(([key, field]) => ({ key, field, header: field.label[lang] }))
}

/**
 * Columns of an export. A resource that imports exports exactly its template's columns, so the
 * file goes back in unchanged; others their listed fields (all when none is flagged) and times.
 * Internal ids are never a column: links show their records' titles.
 */
export function exportColumns(resource: ResourceDef, lang: Language): SheetColumn[] {
  if (resourceOperations(resource).some((o) => o.op === 'import')) return importColumns(resource, lang)
  const fields = Object.entries(resource.fields).filter(([, f]) => !f.secret)
  const listed = fields.some(([, f]) => f.list) ? fields.filter(([, f]) => f.list) : fields
  const times = ['createTime', 'updateTime'].map((key) => [key, BASE_FIELDS[key] as Field] as const)
  return [...listed, ...times].map(([key, field]) => ({ key, field, header: field.label[lang] }))
}

/** A cell's value: a number where the value is one exactly, a date for dates, else text. */
type CellValue = string | number | Date

/**
 * What a person reads in a cell: dictionary labels instead of keys, a link's record title (read
 * with the row as `<key>Label`) instead of its id, numbers and dates as such in xlsx.
 */
function cellValue(column: SheetColumn, row: Row, lang: Language, format: 'xlsx' | 'csv'): CellValue {
  const { field, key } = column
  const value = row[key]
  if (value === null || value === undefined) return ''
  if (field.type === 'dict' && field.dict) {
    const entry = findDictionary(field.dict).entries.find((e) => e.key === String(value))
    return entry ? entry.label[lang] : String(value)
  }
  if (isLinkField(field)) {
    const title = row[`${key}Label`]
    return title === null || title === undefined || title === '' ? String(value) : String(title)
  }
  if (field.type === 'integer' || field.type === 'bool') return Number(value)
  // A number cell, shown with the field's places (money 2), where a double holds it exactly.
  if (field.type === 'decimal' && /^-?\d+(\.\d+)?$/.test(String(value))) {
    const exact = String(value)
      .replace(/(\.\d*?)0+$/, '$1')
      .replace(/\.$/, '')
    return String(Number(exact)) === exact ? Number(exact) : String(value)
  }
  if (format === 'xlsx' && (field.type === 'date' || field.type === 'datetime')) {
    // The wall-clock time as stored, in a cell that shows it so (Excel dates have no zone).
    const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2}))?/.exec(String(value))
    if (m) return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0)))
  }
  return String(value)
}

/** The spreadsheet format of a column: money at its places, dates as dates, other decimals as they are. */
function numberFormat(field: Field): string | undefined {
  if (field.type === 'date') return 'yyyy-mm-dd'
  if (field.type === 'datetime') return 'yyyy-mm-dd hh:mm:ss'
  if (field.type !== 'decimal' || field.shown === undefined) return undefined
  return field.shown > 0 ? `0.${'0'.repeat(field.shown)}` : '0'
}

/** Text cells a spreadsheet would run as a formula start with one of these (OWASP's CSV injection rule). */
const FORMULA_START = /^[=+\-@\t\r]/

/** A csv cell: text that a spreadsheet would take for a formula gets a leading apostrophe; numbers (-12.50) stay numbers. */
export function csvCellText(value: string | number | Date): string {
  const text = String(value)
  return FORMULA_START.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text
}

/** Undoes csvCellText when a csv comes back in: `'=x` was exported from `=x`. */
function fromCsvCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text
}

/**
 * Streams rows into an xlsx or csv body: rows come in batches from `batches`, so an export of any
 * size holds one batch in memory.
 */
export function streamSheet(
  format: 'xlsx' | 'csv',
  columns: SheetColumn[],
  batches: AsyncIterable<Row[]>,
  lang: Language,
): ReadableStream<Uint8Array> {
  const out = new PassThrough()
  const run = async () => {
    if (format === 'csv') {
      const quote = (v: CellValue) => {
        const s = csvCellText(v)
        return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
      }
      out.write('\uFEFF') // lets Excel read UTF-8
      out.write(`${columns.map((c) => quote(c.header)).join(',')}\r\n`)
      for await (const batch of batches) {
        const text = batch.map((r) => columns.map((c) => quote(cellValue(c, r, lang, 'csv'))).join(',')).join('\r\n')
        if (text) out.write(`${text}\r\n`)
      }
      out.end()
      return
    }
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true })
    const sheet = workbook.addWorksheet('data')
    sheet.columns = columns.map((c) => {
      const numFmt = numberFormat(c.field)
      return {
        header: c.header,
        key: c.key,
        width: Math.min(40, Math.max(12, c.header.length * 2)),
        ...(numFmt ? { style: { numFmt } } : {}),
      }
    })
    sheet.getRow(1).font = { bold: true }
    sheet.getRow(1).commit()
    for await (const batch of batches) {
      for (const r of batch) {
        sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, cellValue(c, r, lang, 'xlsx')]))).commit()
      }
    }
    sheet.commit()
    await workbook.commit()
  }
  run().catch((e) => out.destroy(e instanceof Error ? e : new Error(String(e))))
  return Readable.toWeb(out) as ReadableStream<Uint8Array>
}

/** An empty template: the header row of the import columns. */
export async function templateWorkbook(columns: SheetColumn[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('data')
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: Math.max(14, c.header.length * 2) }))
  sheet.getRow(1).font = { bold: true }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** The first sheet of an xlsx or csv upload as rows of cell texts (header row first). */
export async function readSheet(file: { name: string; bytes: Buffer }): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook()
  const isCsv = /\.csv$/i.test(file.name)
  let sheet: ExcelJS.Worksheet | undefined
  if (isCsv) sheet = await workbook.csv.read(Readable.from(file.bytes.toString('utf8').replace(/^\uFEFF/, '')))
  else {
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer)
    sheet = workbook.worksheets[0]
  }
  if (!sheet) return []
  const rows: string[][] = []
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = []
    for (let i = 1; i <= row.cellCount; i++) {
      const v = row.getCell(i).value
      const text =
        v === null || v === undefined
          ? ''
          : v instanceof Date
            ? dateText(v)
            : typeof v === 'object' && 'text' in v
              ? String(v.text)
              : typeof v === 'object' && 'result' in v
                ? String(v.result ?? '')
                : String(v)
      cells.push(isCsv ? fromCsvCell(text.trim()) : text.trim())
    }
    rows.push(cells)
  })
  return rows
}

/** A date cell as the text a date or datetime field takes: the day alone at midnight. */
function dateText(d: Date): string {
  const text = d.toISOString().slice(0, 19).replace('T', ' ')
  return text.endsWith(' 00:00:00') ? text.slice(0, 10) : text
}

/** The file a spreadsheet must be: xlsx or csv, by name and by its first bytes. */
export function isSpreadsheet(name: string, bytes: Buffer): boolean {
  if (/\.xlsx$/i.test(name)) return bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))
  if (/\.csv$/i.test(name)) return !bytes.subarray(0, 4096).includes(0)
  return false
}
