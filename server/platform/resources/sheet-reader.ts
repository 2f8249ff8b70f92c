import dayjs from 'dayjs'
import customParseFormat from 'dayjs/plugin/customParseFormat.js'
import utc from 'dayjs/plugin/utc.js'
import { Inflate } from 'fflate'
import { SaxesParser } from 'saxes'

dayjs.extend(customParseFormat)
dayjs.extend(utc)

const MiB = 1024 * 1024

/**
 * The most an uploaded spreadsheet may hold, checked while it is read (issue 26, finding 1): a
 * file of at most 5 MB on the wire can unzip to gigabytes, so nothing is inflated or parsed whole
 * first. Every limit is far above what an import template needs (10,001 rows of some 40 columns,
 * a few MB of XML) and far below what would hurt the server.
 */
export const SHEET_LIMITS = {
  /** Parts in the zip: an xlsx of one sheet has about 10, a workbook with pictures and charts some hundreds. */
  entries: 2_000,
  /** Bytes the parts unzip to, in total and each, declared in the zip's directory and counted while inflating. */
  unzippedBytes: 64 * MiB,
  /** Unzipped ÷ zipped bytes of a part past its first `ratioFrom` bytes (sheet XML is about 10:1, a bomb 1,000:1). */
  ratio: 100,
  /** Parts up to this size may be compressed more than `ratio` (small, very regular XML such as styles). */
  ratioFrom: 1 * MiB,
  /** Data rows (with a value) below the header: the import's own limit (DEFAULT_IMPORT_MAX_ROWS unless the resource sets one), so a longer file stops at once. */
  rows: 5_000,
  /** Columns of one row: Excel's own (XFD). */
  columns: 16_384,
  /** Cells of the sheet, counting the gaps a row with values fills with ''. */
  cells: 1_000_000,
  /** Entries of the shared strings table: the largest import (10,000 products of about 40 columns) needs 400,000 at most. */
  sharedStrings: 500_000,
  /** Characters of all shared strings together. */
  sharedStringChars: 16 * MiB,
} as const

/** The limits one read is held to (the rows limit is the caller's). */
export type SheetLimits = { readonly [K in keyof typeof SHEET_LIMITS]: number }

/** Which limit a file passed. */
export type SheetLimitName = Exclude<keyof typeof SHEET_LIMITS, 'ratioFrom'> | 'declaredSize'

/** How far a read went: inflated bytes, rows and cells seen (tests check a bomb stopped early). */
export type SheetReadStats = {
  entries: number
  inflatedBytes: number
  rows: number
  cells: number
  sharedStrings: number
}

/** A file past one of the limits: `max` is the limit's value (for `declaredSize`, the size the zip declared). */
export class SheetLimitError extends Error {
  constructor(
    readonly limit: SheetLimitName,
    readonly max: number,
    readonly stats: SheetReadStats,
  ) {
    super(`sheet limit ${limit} (${max}) passed`)
    this.name = 'SheetLimitError'
  }
}

/** A file that is not a readable xlsx or csv. */
export class SheetFormatError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SheetFormatError'
  }
}

/** What one read returns: rows of trimmed cell texts, header first, and how far it went. */
export type SheetRead = { rows: string[][]; stats: SheetReadStats }

/**
 * The first sheet of an xlsx or csv file as rows of cell texts, header row first, exactly as
 * ExcelJS's reading gave them before (rows without a value left out, gaps as '', dates as the
 * text a date field takes, numbers and booleans as JavaScript prints them, formulas their cached
 * result), holding the file to `limits` while it streams: a SheetLimitError names the first one
 * passed. Synchronous and CPU-bound: run it in a worker (sheet-worker.ts).
 */
export function readSheetFile(
  file: { name: string; bytes: Uint8Array },
  limits: SheetLimits = SHEET_LIMITS,
): SheetRead {
  const stats: SheetReadStats = { entries: 0, inflatedBytes: 0, rows: 0, cells: 0, sharedStrings: 0 }
  const refuse = (limit: SheetLimitName, max: number): never => {
    throw new SheetLimitError(limit, max, stats)
  }
  const reading = { limits, stats, refuse }
  const rows = /\.csv$/i.test(file.name) ? readCsv(file.bytes, reading) : readXlsx(file.bytes, reading)
  return { rows, stats }
}

type Reading = {
  limits: SheetLimits
  stats: SheetReadStats
  refuse: (limit: SheetLimitName, max: number) => never
}

/** Counts a row with a non-empty cell against the rows limit (the header is one more). */
function countRow(cells: string[], r: Reading) {
  if (cells.some((c) => c !== '')) {
    r.stats.rows++
    if (r.stats.rows > r.limits.rows + 1) r.refuse('rows', r.limits.rows)
  }
}

function countCells(n: number, r: Reading) {
  r.stats.cells += n
  if (r.stats.cells > r.limits.cells) r.refuse('cells', r.limits.cells)
}

// ---------------------------------------------------------------------------------------------
// Zip: the central directory is read first and held to the limits; a part is inflated only when
// it is parsed, in small slices, counting what comes out.

type ZipEntry = { name: string; method: number; flags: number; zipped: number; size: number; offset: number }

/** Compressed bytes handed to the inflater at a time: one slice inflates to at most about 4 MB (deflate's 1,032:1). */
const INFLATE_SLICE = 4096

function zipDirectory(bytes: Uint8Array, r: Reading): Map<string, ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const u16 = (at: number) => view.getUint16(at, true)
  const u32 = (at: number) => view.getUint32(at, true)
  let end = -1
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (u32(at) === 0x06054b50) {
      end = at
      break
    }
  }
  if (end < 0) throw new SheetFormatError('no zip directory')
  const declaredEntries = u16(end + 10)
  const directoryOffset = u32(end + 16)
  if (declaredEntries > r.limits.entries) r.refuse('entries', r.limits.entries)
  const entries = new Map<string, ZipEntry>()
  const names = new TextDecoder()
  let declaredTotal = 0
  let at = directoryOffset
  while (at + 46 <= end && u32(at) === 0x02014b50) {
    r.stats.entries++
    if (r.stats.entries > r.limits.entries) r.refuse('entries', r.limits.entries)
    const nameLength = u16(at + 28)
    const extraLength = u16(at + 30)
    const entry: ZipEntry = {
      name: names.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      flags: u16(at + 8),
      method: u16(at + 10),
      zipped: u32(at + 20),
      size: u32(at + 24),
      offset: u32(at + 42),
    }
    readZip64Sizes(view, at + 46 + nameLength, extraLength, entry)
    // Declared sizes first: most bombs stop here without inflating a byte.
    declaredTotal += entry.size
    if (entry.size > r.limits.unzippedBytes || declaredTotal > r.limits.unzippedBytes) {
      r.refuse('unzippedBytes', r.limits.unzippedBytes)
    }
    if (entry.size > r.limits.ratioFrom && entry.size > r.limits.ratio * Math.max(1, entry.zipped)) {
      r.refuse('ratio', r.limits.ratio)
    }
    entries.set(entry.name.toLowerCase(), entry)
    at += 46 + nameLength + extraLength + u16(at + 32)
  }
  return entries
}

/** A size of 0xffffffff in the directory is in the entry's zip64 extra field (id 1), in this order. */
function readZip64Sizes(view: DataView, at: number, length: number, entry: ZipEntry) {
  const wide = ['size', 'zipped', 'offset'] as const
  if (!wide.some((k) => entry[k] === 0xffffffff)) return
  for (let p = at; p + 4 <= at + length; ) {
    const id = view.getUint16(p, true)
    const size = view.getUint16(p + 2, true)
    if (id === 1) {
      let q = p + 4
      for (const k of wide) {
        if (entry[k] !== 0xffffffff) continue
        if (q + 8 > p + 4 + size) throw new SheetFormatError('short zip64 field')
        entry[k] = Number(view.getBigUint64(q, true))
        q += 8
      }
      return
    }
    p += 4 + size
  }
  throw new SheetFormatError('zip64 size without its field')
}

/**
 * Inflates one part in slices, handing its text to `sink` as it comes: stops as soon as it passes
 * its declared size (a header that lies) or the total.
 */
function inflateEntry(bytes: Uint8Array, entry: ZipEntry, r: Reading, sink: (text: string) => void) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (entry.offset + 30 > bytes.length || view.getUint32(entry.offset, true) !== 0x04034b50) {
    throw new SheetFormatError(`no local header for ${entry.name}`)
  }
  if (entry.flags & 1) throw new SheetFormatError(`${entry.name} is encrypted`)
  const start = entry.offset + 30 + view.getUint16(entry.offset + 26, true) + view.getUint16(entry.offset + 28, true)
  if (start + entry.zipped > bytes.length) throw new SheetFormatError(`${entry.name} runs past the file`)
  const data = bytes.subarray(start, start + entry.zipped)
  const decoder = new TextDecoder()
  let produced = 0
  const take = (chunk: Uint8Array) => {
    produced += chunk.length
    r.stats.inflatedBytes += chunk.length
    // The declared size passed the size and ratio limits, so holding a part to it holds it to them.
    if (produced > entry.size) r.refuse('declaredSize', entry.size)
    if (r.stats.inflatedBytes > r.limits.unzippedBytes) r.refuse('unzippedBytes', r.limits.unzippedBytes)
    sink(decoder.decode(chunk, { stream: true }))
  }
  if (entry.method === 0) {
    for (let at = 0; at < data.length; at += INFLATE_SLICE) take(data.subarray(at, at + INFLATE_SLICE))
  } else if (entry.method === 8) {
    let ended = false
    const inflater = new Inflate((chunk, final) => {
      if (chunk.length) take(chunk)
      if (final) ended = true
    })
    for (let at = 0; at < data.length; at += INFLATE_SLICE) {
      inflater.push(data.subarray(at, at + INFLATE_SLICE), at + INFLATE_SLICE >= data.length)
    }
    if (!ended) throw new SheetFormatError(`${entry.name} ends early`)
  } else throw new SheetFormatError(`${entry.name} uses compression ${entry.method}`)
  sink(decoder.decode())
}

type XmlHandlers = {
  open?: (name: string, attributes: Record<string, string>) => void
  close?: (name: string) => void
  text?: (text: string) => void
}

/** Streams one XML part through saxes (no DTD entities, so no entity expansion) with local names. */
function parseXmlEntry(bytes: Uint8Array, entry: ZipEntry, r: Reading, on: XmlHandlers) {
  const parser = new SaxesParser({ position: false })
  const local = (name: string) => name.slice(name.indexOf(':') + 1)
  const { open, close, text } = on
  if (open) parser.on('opentag', (tag) => open(local(tag.name), tag.attributes as Record<string, string>))
  if (close) parser.on('closetag', (tag) => close(local(tag.name)))
  if (text) {
    parser.on('text', text)
    parser.on('cdata', text)
  }
  inflateEntry(bytes, entry, r, (chunk) => {
    if (chunk) parser.write(chunk)
  })
  parser.close()
}

// ---------------------------------------------------------------------------------------------
// xlsx

function readXlsx(bytes: Uint8Array, r: Reading): string[][] {
  const entries = zipDirectory(bytes, r)
  const entry = (path: string) => entries.get(path.replace(/^\/+/, '').toLowerCase())
  const workbook = entry('xl/workbook.xml')
  if (!workbook) throw new SheetFormatError('no xl/workbook.xml')

  let date1904 = false
  let sheetRel: string | undefined
  let inSheets = false
  parseXmlEntry(bytes, workbook, r, {
    open(name, a) {
      if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true'
      else if (name === 'sheets') inSheets = true
      else if (name === 'sheet' && inSheets && sheetRel === undefined) {
        sheetRel = Object.entries(a).find(([k]) => /(^|:)id$/.test(k))?.[1] ?? ''
      }
    },
    close(name) {
      if (name === 'sheets') inSheets = false
    },
  })
  // A workbook without a sheet reads as no rows, as ExcelJS's did.
  if (sheetRel === undefined) return []

  let target: string | undefined
  const rels = entry('xl/_rels/workbook.xml.rels')
  if (rels) {
    parseXmlEntry(bytes, rels, r, {
      open(name, a) {
        if (name === 'Relationship' && a.Id === sheetRel && a.Target) target = a.Target
      },
    })
  }
  const sheetPath = target === undefined ? 'xl/worksheets/sheet1.xml' : partPath(target)
  const sheet = entry(sheetPath)
  if (!sheet) throw new SheetFormatError(`no ${sheetPath}`)

  const strings = entry('xl/sharedstrings.xml')
  const shared = strings ? readSharedStrings(bytes, strings, r) : []
  const styles = entry('xl/styles.xml')
  const dateStyles = styles ? readDateStyles(bytes, styles, r) : []
  return readWorksheet(bytes, sheet, r, { shared, dateStyles, date1904 })
}

/** A relationship's target as a path in the zip: relative to xl/, or from the root when it starts with '/'. */
function partPath(target: string): string {
  const parts: string[] = []
  const base = target.startsWith('/') ? '' : 'xl/'
  for (const p of `${base}${target.replace(/^\/+/, '')}`.split('/')) {
    if (p === '..') parts.pop()
    else if (p !== '.' && p !== '') parts.push(p)
  }
  return parts.join('/')
}

/** `_x000D_`-style escapes of characters XML cannot hold, as ExcelJS undid them in shared strings. */
function unescapeOoxml(text: string): string {
  return text.includes('_x')
    ? text.replace(/_x([0-9A-F]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : text
}

/** The shared strings table: plain `<si><t>` and rich text runs `<r><t>` joined; phonetic runs `<rPh>` skipped. */
function readSharedStrings(bytes: Uint8Array, entry: ZipEntry, r: Reading): string[] {
  const shared: string[] = []
  let chars = 0
  let current = ''
  let inText = false
  let phonetic = 0
  parseXmlEntry(bytes, entry, r, {
    open(name, a) {
      if (name === 'sst') {
        const declared = Number(a.uniqueCount ?? 0)
        if (declared > r.limits.sharedStrings) r.refuse('sharedStrings', r.limits.sharedStrings)
      } else if (name === 'si') current = ''
      else if (name === 'rPh') phonetic++
      else if (name === 't' && phonetic === 0) inText = true
    },
    text(text) {
      if (!inText) return
      current += text
      chars += text.length
      if (chars > r.limits.sharedStringChars) r.refuse('sharedStringChars', r.limits.sharedStringChars)
    },
    close(name) {
      if (name === 't') inText = false
      else if (name === 'rPh') phonetic--
      else if (name === 'si') {
        shared.push(unescapeOoxml(current))
        r.stats.sharedStrings = shared.length
        if (shared.length > r.limits.sharedStrings) r.refuse('sharedStrings', r.limits.sharedStrings)
      }
    },
  })
  return shared
}

/** Built-in number formats that show a date or time (ECMA-376 18.8.30): 14–22 and 45–47. */
const BUILTIN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47])

/** A custom format code shows a date or time when y, m, d, h, s (or M, b) stand outside quotes and brackets (as ExcelJS tells). */
function isDateFormat(code: string): boolean {
  return /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''))
}

/** For each cell style (`s`, the index into cellXfs), whether it shows a date. */
function readDateStyles(bytes: Uint8Array, entry: ZipEntry, r: Reading): boolean[] {
  const custom = new Map<number, string>()
  const formats: number[] = []
  let inFormats = false
  let inCellXfs = false
  parseXmlEntry(bytes, entry, r, {
    open(name, a) {
      if (name === 'numFmts') inFormats = true
      else if (name === 'numFmt' && inFormats) custom.set(Number(a.numFmtId), a.formatCode ?? '')
      else if (name === 'cellXfs') inCellXfs = true
      else if (name === 'xf' && inCellXfs) formats.push(parseInt(a.numFmtId ?? '0', 10))
    },
    close(name) {
      if (name === 'numFmts') inFormats = false
      else if (name === 'cellXfs') inCellXfs = false
    },
  })
  return formats.map((id) => {
    const code = custom.get(id)
    // A custom code replaces the built-in one of its id (ExcelJS's order).
    return id > 0 && (code ? isDateFormat(code) : BUILTIN_DATE_FORMATS.has(id))
  })
}

/** The 1-based column of a cell reference (`BC12` → 55), or 0 when it has none. */
function columnOf(ref: string): number {
  let column = 0
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i)
    if (code >= 65 && code <= 90) column = column * 26 + code - 64
    else if (code >= 97 && code <= 122) column = column * 26 + code - 96
    else break
  }
  return column
}

/** A date cell as the text a date or datetime field takes: the day alone at midnight. */
export function dateText(d: Date): string {
  const text = d.toISOString().slice(0, 19).replace('T', ' ')
  return text.endsWith(' 00:00:00') ? text.slice(0, 10) : text
}

/** An Excel serial day (days since 1899-12-30, or 1904-01-01) as the date ExcelJS made of it. */
function serialDateText(serial: number, date1904: boolean): string | undefined {
  const d = new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000))
  return Number.isNaN(d.getTime()) ? undefined : dateText(d)
}

type SheetContext = { shared: string[]; dateStyles: boolean[]; date1904: boolean }

/** A number cell's text: a date where its style shows one, else as JavaScript prints the number. */
function numberText(value: string, style: number, c: SheetContext): string {
  const n = parseFloat(value)
  if (c.dateStyles[style] && Number.isFinite(n)) return serialDateText(n, c.date1904) ?? String(n)
  return String(n)
}

/** A cell's text by its type (ECMA-376 18.18.11), or undefined for a cell without a value. */
function cellText(cell: Cell, c: SheetContext): string | undefined {
  const { type, value, style } = cell
  // A formula cell (its text or a shared formula's reference) shows its cached result.
  if (cell.formula !== '' || cell.sharedFormula) {
    if (value === undefined) return ''
    if (type === 'str' || type === 'e') return value
    if (type === 'b') return String(parseInt(value, 10) !== 0)
    return numberText(value, style, c)
  }
  if (value === undefined) return undefined
  switch (type) {
    case 's':
      return c.shared[parseInt(value, 10)] ?? ''
    case 'str':
    case 'inlineStr':
    case 'e':
      return value
    case 'b':
      return String(parseInt(value, 10) !== 0)
    case 'd': {
      const d = new Date(value)
      return Number.isNaN(d.getTime()) ? value : dateText(d)
    }
    default:
      return numberText(value, style, c)
  }
}

type Cell = {
  column: number
  type: string
  style: number
  formula: string
  sharedFormula: boolean
  value: string | undefined
}

/** The sheet's `<sheetData>`, row by row, held to the rows, columns and cells limits as it goes. */
function readWorksheet(bytes: Uint8Array, entry: ZipEntry, r: Reading, c: SheetContext): string[][] {
  const rows: { number: number; cells: string[] }[] = []
  let inData = false
  let rowNumber = 0
  let sorted = true
  let texts: (string | undefined)[] = []
  let width = 0
  let hasValue = false
  let elements = 0
  let lastColumn = 0
  let cell: Cell | undefined
  let into: 'value' | 'formula' | undefined
  let inInline = false
  let phonetic = 0
  parseXmlEntry(bytes, entry, r, {
    open(name, a) {
      if (name === 'sheetData') inData = true
      if (!inData) return
      if (name === 'row') {
        const number = a.r ? parseInt(a.r, 10) : rowNumber + 1
        if (number <= rowNumber) sorted = false
        rowNumber = number
        texts = []
        width = 0
        hasValue = false
        elements = 0
        lastColumn = 0
      } else if (name === 'c') {
        elements++
        const column = (a.r ? columnOf(a.r) : 0) || lastColumn + 1
        if (column > r.limits.columns || elements > r.limits.columns) r.refuse('columns', r.limits.columns)
        const style = a.s ? parseInt(a.s, 10) : 0
        cell = { column, type: a.t ?? 'n', style, formula: '', sharedFormula: false, value: undefined }
      } else if (!cell) return
      else if (name === 'f') {
        into = 'formula'
        if (a.t) cell.sharedFormula = true
      } else if (name === 'v') into = 'value'
      else if (name === 'is') inInline = true
      else if (name === 'rPh') phonetic++
      else if (name === 't' && inInline && phonetic === 0) into = 'value'
    },
    text(text) {
      if (!cell || !into) return
      if (into === 'formula') cell.formula += text
      else cell.value = (cell.value ?? '') + text
    },
    close(name) {
      if (name === 'sheetData') inData = false
      if (!inData) return
      if (name === 'f' || name === 'v' || name === 't') into = undefined
      else if (name === 'is') inInline = false
      else if (name === 'rPh') phonetic--
      else if (name === 'c' && cell) {
        const text = cellText(cell, c)
        if (text !== undefined) {
          texts[cell.column - 1] = text.trim()
          hasValue = true
          width = Math.max(width, cell.column)
        } else if (cell.style) width = Math.max(width, cell.column) // a styled empty cell still widens its row
        // A following cell without a reference takes the next column.
        lastColumn = cell.column
        cell = undefined
      } else if (name === 'row') {
        if (!hasValue) {
          countCells(elements, r)
        } else {
          countCells(width, r)
          const cells = Array.from({ length: width }, (_, i) => texts[i] ?? '')
          countRow(cells, r)
          rows.push({ number: rowNumber, cells })
        }
      }
    },
  })
  if (!sorted) rows.sort((x, y) => x.number - y.number)
  return rows.map((row) => row.cells)
}

// ---------------------------------------------------------------------------------------------
// csv: text of at most 5 MB, read as ExcelJS's reader (fast-csv and its value mapping) did

/** The dates ExcelJS's csv reader recognised, strictly and in the server's zone. */
const CSV_DATE_FORMATS = ['YYYY-MM-DD[T]HH:mm:ssZ', 'YYYY-MM-DD[T]HH:mm:ss', 'MM-DD-YYYY', 'YYYY-MM-DD']
/** Text cells a spreadsheet would run as a formula start with one of these (see csvCellText). */
const FORMULA_START = /^[=+\-@\t\r]/

/** A csv field as ExcelJS mapped it: '' is no value, then a number, a date, else the text. */
function csvValue(datum: string): string | undefined {
  if (datum === '') return undefined
  const n = Number(datum)
  if (!Number.isNaN(n) && n !== Infinity) return String(n)
  for (const format of CSV_DATE_FORMATS) {
    const d = dayjs(datum, format, true)
    if (d.isValid()) return dateText(new Date(d.valueOf()))
  }
  // true, false and error values (#N/A) read as their own text.
  return datum
}

/** Undoes csvCellText when a csv comes back in: `'=x` was exported from `=x`. */
function fromCsvCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text
}

/**
 * Splits csv text into rows of fields as fast-csv does by default: `,` between fields, CRLF, LF or
 * CR between rows, `"` quotes a field (spaces before and after the quotes ignored, `""` is a quote),
 * and a quote that does not close a field or closes before other text is an error.
 */
function readCsv(bytes: Uint8Array, r: Reading): string[][] {
  const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '')
  const rows: string[][] = []
  let fields: string[] = []
  let at = 0
  const endRow = () => {
    const values = fields.map(csvValue)
    fields = []
    countCells(values.length, r)
    if (values.every((v) => v === undefined)) return
    const cells = values.map((v) => (v === undefined ? '' : fromCsvCell(v.trim())))
    countRow(cells, r)
    rows.push(cells)
  }
  const isSpace = (ch: string | undefined) => ch !== undefined && ch !== '\r' && ch !== '\n' && /\s/.test(ch)
  const endOfLine = (p: number) => p === text.length || text[p] === '\r' || text[p] === '\n'
  const pastLineEnd = (p: number) => (text[p] === '\r' && text[p + 1] === '\n' ? p + 2 : p + 1)
  while (at < text.length) {
    // One field, from `at` to the delimiter after it.
    let p = at
    while (isSpace(text[p])) p++
    if (fields.length === 0 && endOfLine(p)) {
      // A line of spaces holds no field (fast-csv's rule).
      at = pastLineEnd(p)
      continue
    }
    // Spaces before a row's first comma are dropped; elsewhere an unquoted field keeps them.
    if (fields.length === 0 && text[p] === ',') at = p
    let field: string
    if (text[p] === '"') {
      let value = ''
      let q = p + 1
      for (;;) {
        const close = text.indexOf('"', q)
        if (close < 0) throw new SheetFormatError('csv: missing closing quote')
        value += text.slice(q, close)
        if (text[close + 1] !== '"') {
          q = close + 1
          break
        }
        value += '"'
        q = close + 2
      }
      while (isSpace(text[q])) q++
      if (!endOfLine(q) && text[q] !== ',') throw new SheetFormatError('csv: text after a closing quote')
      field = value
      at = q
    } else {
      let q = at
      while (!endOfLine(q) && text[q] !== ',') q++
      field = text.slice(at, q)
      at = q
    }
    fields.push(field)
    if (fields.length > r.limits.columns) r.refuse('columns', r.limits.columns)
    if (text[at] === ',') {
      at++
      // A comma at the very end leaves one empty field after it.
      if (at === text.length) fields.push('')
    } else {
      at = pastLineEnd(at)
      endRow()
    }
  }
  if (fields.length) endRow()
  return rows
}
