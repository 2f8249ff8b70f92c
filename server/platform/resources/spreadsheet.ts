import { createRequire } from 'node:module'
import { PassThrough, Readable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import ExcelJS from 'exceljs'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { Language } from '#sync/i18n/language.ts'
import type { MessageKey } from '#sync/i18n/messages.ts'
import { shownPercent } from '#sync/money/shown-decimal.ts'
import type { Field, ResourceDef } from '#sync/resources/define-resource.ts'
import { BASE_FIELDS, isLinkField, resourceOperations } from '#sync/resources/define-resource.ts'
import type { Row } from '../db/db.ts'
import { AppError } from '../http/app-error.ts'
import { SHEET_LIMITS, type SheetLimitName, type SheetLimits } from './sheet-reader.ts'
import type { SheetAnswer, SheetJob } from './sheet-worker.ts'

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
 * with the row as `<key>Label`, as is the number of an id's record where a hook reads it) instead of its id, numbers and dates as such in xlsx.
 */
function cellValue(column: SheetColumn, row: Row, lang: Language, format: 'xlsx' | 'csv'): CellValue {
  const { field, key } = column
  const value = row[key]
  if (value === null || value === undefined) return ''
  if (field.type === 'dict' && field.dict) {
    const entry = findDictionary(field.dict).entries.find((e) => e.key === String(value))
    return entry ? entry.label[lang] : String(value)
  }
  // A link, or an id whose record's number the row carries (a ledger row's document), shows that.
  if (isLinkField(field) || field.type === 'id') {
    const title = row[`${key}Label`]
    // An id with no number to show (a hand adjustment's minted one) is no column value.
    if (field.type === 'id' && (title === null || title === '') && `${key}Label` in row) return ''
    return title === null || title === undefined || title === '' ? String(value) : String(title)
  }
  if (field.type === 'integer' || field.type === 'bool') return Number(value)
  // A fraction read as a percentage: a number cell shown as one in xlsx, the words in csv.
  if (field.type === 'decimal' && field.percent && /^-?\d+(\.\d+)?$/.test(String(value))) {
    return format === 'xlsx' ? Number(value) : shownPercent(String(value))
  }
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
  if (field.type === 'decimal' && field.percent) return '0.00%'
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

/** Uploads read at once; more wait their turn (imports are rare, and each may hold a core for seconds). */
export const SHEET_WORKERS = 2
/** A read still running after this long is ended and refused. */
export const SHEET_TIME_LIMIT_MS = 20_000
/** The heap a read's worker may take: a safety net under the limits, which stop a bomb long before. */
export const SHEET_WORKER_HEAP_MB = 256

let runningReads = 0
const waitingReads: (() => void)[] = []

async function takeReadSlot(): Promise<void> {
  if (runningReads < SHEET_WORKERS) {
    runningReads++
    return
  }
  await new Promise<void>((resolve) => waitingReads.push(resolve))
}

/** Reads running now, and reads waiting for a turn. */
export function sheetReadsInFlight(): { running: number; waiting: number } {
  return { running: runningReads, waiting: waitingReads.length }
}

function giveReadSlot() {
  const next = waitingReads.shift()
  if (next) next()
  else runningReads--
}

/** The worker's file: TypeScript, run through tsx's loader (under `tsx server/main.ts`, vitest and `npx tsx` alike). */
const WORKER_URL = new URL('./sheet-worker.ts', import.meta.url)
const WORKER_EXEC_ARGV = WORKER_URL.pathname.endsWith('.ts')
  ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href]
  : []

/** Options of one read: the import's own row limit (SHEET_LIMITS.rows unless given), and the time limit (tests shorten it). */
export type ReadSheetOptions = { maxRows?: number; timeLimitMs?: number }

const MiB = 1024 * 1024
const count = (n: number) => n.toLocaleString('en-US')
const megabytes = (n: number) => `${Math.round(n / MiB)} MB`

/** The message of each limit, naming its value. */
const LIMIT_MESSAGES: Record<SheetLimitName, (max: number) => [MessageKey, Record<string, unknown>]> = {
  entries: (max) => ['importZipEntries', { max: count(max) }],
  unzippedBytes: (max) => ['importUnzippedSize', { max: megabytes(max) }],
  declaredSize: (max) => ['importDeclaredSize', { max: count(max) }],
  ratio: (max) => ['importZipRatio', { max: count(max) }],
  rows: (max) => ['importTooManyRows', { max }],
  columns: (max) => ['importTooManyColumns', { max: count(max) }],
  cells: (max) => ['importTooManyCells', { max: count(max) }],
  sharedStrings: (max) => ['importSharedStrings', { max: count(max) }],
  sharedStringChars: (max) => ['importSharedStringChars', { max: count(max) }],
}

/**
 * The answer of one read in a worker thread, so a large or hostile file never holds the event loop:
 * at most SHEET_WORKERS at once, each with a heap limit and ended after the time limit.
 */
export async function readSheetInWorker(
  file: { name: string; bytes: Uint8Array },
  options: ReadSheetOptions = {},
): Promise<SheetAnswer> {
  const limits: SheetLimits = { ...SHEET_LIMITS, rows: options.maxRows ?? SHEET_LIMITS.rows }
  // A copy the worker takes over (the caller's buffer stays as it is).
  const bytes = new Uint8Array(file.bytes)
  await takeReadSlot()
  try {
    return await new Promise<SheetAnswer>((resolve, reject) => {
      const job: SheetJob = { name: file.name, bytes, limits }
      const worker = new Worker(WORKER_URL, {
        workerData: job,
        transferList: [bytes.buffer],
        execArgv: WORKER_EXEC_ARGV,
        resourceLimits: { maxOldGenerationSizeMb: SHEET_WORKER_HEAP_MB },
        stdout: false,
      })
      const timer = setTimeout(() => {
        reject(
          new AppError('VALIDATION', 'importTimeLimit', {
            seconds: (options.timeLimitMs ?? SHEET_TIME_LIMIT_MS) / 1000,
          }),
        )
        void worker.terminate()
      }, options.timeLimitMs ?? SHEET_TIME_LIMIT_MS)
      const settle = () => clearTimeout(timer)
      worker.once('message', (answer: SheetAnswer) => {
        settle()
        resolve(answer)
      })
      worker.once('error', (e: Error & { code?: string }) => {
        settle()
        if (e.code === 'ERR_WORKER_OUT_OF_MEMORY') {
          reject(new AppError('VALIDATION', 'importMemory', { max: `${SHEET_WORKER_HEAP_MB} MB` }))
        } else reject(e) // the reader answers its own errors: this is the server's (a worker that cannot start)
      })
      worker.once('exit', () => {
        settle()
        resolve({ malformed: 'the reader ended without an answer' })
      })
    })
  } finally {
    giveReadSlot()
  }
}

/**
 * The first sheet of an xlsx or csv upload as rows of cell texts (header row first), read off the
 * event loop and held to SHEET_LIMITS while it streams: a file past one is a 400 naming the limit,
 * one that is not a readable spreadsheet a 400 `fileFormat`.
 */
export async function readSheet(
  file: { name: string; bytes: Uint8Array },
  options: ReadSheetOptions = {},
): Promise<string[][]> {
  const answer = await readSheetInWorker(file, options)
  if ('rows' in answer) return answer.rows
  if ('malformed' in answer) throw new AppError('VALIDATION', 'fileFormat')
  const [key, params] = LIMIT_MESSAGES[answer.refused.limit](answer.refused.max)
  throw new AppError('VALIDATION', key, params)
}

/** The file a spreadsheet must be: xlsx or csv, by name and by its first bytes. */
export function isSpreadsheet(name: string, bytes: Buffer): boolean {
  if (/\.xlsx$/i.test(name)) return bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))
  if (/\.csv$/i.test(name)) return !bytes.subarray(0, 4096).includes(0)
  return false
}
