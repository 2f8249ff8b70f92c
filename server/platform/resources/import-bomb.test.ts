import { constants, deflateRawSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { translate } from '#sync/i18n/messages.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { AppError } from '../http/app-error.ts'
import { SHEET_LIMITS } from './sheet-reader.ts'
import { readSheet, readSheetInWorker, SHEET_WORKER_HEAP_MB, SHEET_WORKERS, sheetReadsInFlight } from './spreadsheet.ts'

/**
 * Issue 26, finding 1: a small upload that unzips huge took every tenant down. Each kind of bomb is
 * built here, sent through the real import calls and refused with a 400 naming the limit it passed,
 * while another request is answered meanwhile and the server's memory stays where it was; the
 * reader's counters show it stopped before inflating or parsing past the limit.
 */

let t: TestApp
let token: string
beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())

const MiB = 1024 * 1024
const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'

/**
 * Raw deflate of `head`, `unit` × `times` and `tail`, compressing the unit once: each piece ends
 * in a full flush (byte-aligned, no reference back), so the unit's bytes repeat as they are, and a
 * 400 MB part costs the test a millisecond.
 */
function deflateRepeated(head: string, unit: string, times: number, tail: string): { data: Buffer; size: number } {
  const piece = (text: string) => deflateRawSync(text, { level: 9, finishFlush: constants.Z_FULL_FLUSH })
  const repeated = piece(unit)
  const data = Buffer.concat([
    piece(head),
    ...Array.from({ length: times }, () => repeated),
    piece(tail),
    Buffer.from([3, 0]),
  ])
  return { data, size: Buffer.byteLength(head) + Buffer.byteLength(unit) * times + Buffer.byteLength(tail) }
}

type Part = { name: string; data: Uint8Array; size: number; method?: 0 | 8 }

/** A part compressed as it is. */
const deflated = (name: string, text: string): Part => ({
  name,
  data: deflateRawSync(text),
  size: Buffer.byteLength(text),
})

/**
 * A zip of `parts` with the sizes they declare (which may lie), written by hand; `declaredEntries`
 * is the count its end record gives.
 */
function zipOf(parts: Part[], declaredEntries = parts.length): Buffer {
  const locals: Buffer[] = []
  const directory: Buffer[] = []
  let offset = 0
  for (const p of parts) {
    const name = Buffer.from(p.name)
    const method = p.method ?? 8
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(method, 8)
    local.writeUInt32LE(p.data.length, 18)
    local.writeUInt32LE(p.size, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(method, 10)
    central.writeUInt32LE(p.data.length, 20)
    central.writeUInt32LE(p.size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, Buffer.from(p.data))
    directory.push(central, name)
    offset += 30 + name.length + p.data.length
  }
  const size = directory.reduce((n, b) => n + b.length, 0)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(declaredEntries, 8)
  end.writeUInt16LE(declaredEntries, 10)
  end.writeUInt32LE(size, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, ...directory, end])
}

/** The parts of a one-sheet workbook around `sheet` (and `extra` parts such as shared strings). */
function workbookOf(sheet: Part, extra: Part[] = []): Buffer {
  return zipOf([
    deflated(
      'xl/workbook.xml',
      `<workbook ${NS} xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    deflated(
      'xl/_rels/workbook.xml.rels',
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    sheet,
    ...extra,
  ])
}

const SHEET_HEAD = `<worksheet ${NS}><sheetData>`
const SHEET_TAIL = '</sheetData></worksheet>'
/** About 1 MB of rows with a value each. */
const ROWS_UNIT = '<row><c t="inlineStr"><is><t>bomb</t></is></c></row>'.repeat(20_000)

/** A sheet part of `times` × ROWS_UNIT (declaring `declared` bytes when it lies). */
function rowsSheet(times: number, declared?: number): Part {
  const { data, size } = deflateRepeated(SHEET_HEAD, ROWS_UNIT, times, SHEET_TAIL)
  return { name: 'xl/worksheets/sheet1.xml', data, size: declared ?? size }
}

const smallSheet = (rows: string): Part => deflated('xl/worksheets/sheet1.xml', SHEET_HEAD + rows + SHEET_TAIL)

type Bomb = { kind: string; file: Buffer; limit: string; message: string; params: Record<string, unknown> }

/** Distinct rows (so they compress as real data does), one text cell each. */
const distinctRows = (n: number) =>
  Array.from({ length: n }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i * 7919}</v></c></row>`).join('')

const bombs: Bomb[] = [
  {
    kind: 'a sheet of 400 MB of rows, sizes declared honestly',
    file: workbookOf(rowsSheet(400)),
    limit: 'unzippedBytes',
    message: 'importUnzippedSize',
    params: { max: '64 MB' },
  },
  {
    kind: 'the same sheet, its headers claiming 60 KB',
    file: workbookOf(rowsSheet(400, 60_000)),
    limit: 'declaredSize',
    message: 'importDeclaredSize',
    params: { max: '60,000' },
  },
  {
    kind: 'a ratio bomb: 50 MB of one row repeated, under the size limit',
    file: workbookOf(rowsSheet(50)),
    limit: 'ratio',
    message: 'importZipRatio',
    params: { max: '100' },
  },
  {
    kind: 'shared strings of 400 MB, claiming 30 MB (within size and ratio)',
    file: (() => {
      const { data } = deflateRepeated(`<sst ${NS}>`, '<si><t>bomb</t></si>'.repeat(50_000), 400, '</sst>')
      return workbookOf(smallSheet(distinctRows(2)), [{ name: 'xl/sharedStrings.xml', data, size: 30 * MiB }])
    })(),
    limit: 'sharedStrings',
    message: 'importSharedStrings',
    params: { max: '500,000' },
  },
  {
    kind: 'a zip of 3,000 parts',
    file: zipOf(
      Array.from({ length: 3000 }, (_, i) => ({ name: `x/${i}`, data: new Uint8Array(1), size: 1, method: 0 })),
    ),
    limit: 'entries',
    message: 'importZipEntries',
    params: { max: '2,000' },
  },
  {
    kind: 'a zip of 3,000 parts whose end record claims 3',
    file: zipOf(
      Array.from({ length: 3000 }, (_, i) => ({ name: `x/${i}`, data: new Uint8Array(1), size: 1, method: 0 })),
      3,
    ),
    limit: 'entries',
    message: 'importZipEntries',
    params: { max: '2,000' },
  },
  {
    kind: '6,000 distinct rows, small in bytes',
    file: workbookOf(smallSheet(distinctRows(6000))),
    limit: 'rows',
    message: 'importTooManyRows',
    params: { max: 5000 },
  },
  {
    kind: 'rows of one cell in the last column (gaps of 16,383 cells each)',
    file: workbookOf(
      smallSheet(
        Array.from({ length: 5000 }, (_, i) => `<row r="${i + 1}"><c r="XFD${i + 1}"><v>1</v></c></row>`).join(''),
      ),
    ),
    limit: 'cells',
    message: 'importTooManyCells',
    params: { max: '1,000,000' },
  },
]

async function importFile(path: string, file: Buffer, lang: 'en-US' | 'zh-CN' = 'en-US') {
  const form = new FormData()
  form.set('file', new File([new Uint8Array(file)], 'bomb.xlsx'))
  return t.call('POST', path, { token, form, lang })
}

const cheapGet = () => t.call('GET', '/api/blade-desk/notice/list', { token, query: { current: 1, size: 1 } })

describe('finding 1: decompression bombs in spreadsheet imports', () => {
  let before: NodeJS.MemoryUsage
  const elapsed: string[] = []
  beforeAll(async () => {
    // Warm: one good read (worker, loader) and one call, so what follows measures the bombs only.
    await readSheet({ name: 'a.csv', bytes: Buffer.from('h\n1\n') })
    await cheapGet()
    before = process.memoryUsage()
  })

  for (const bomb of bombs) {
    it(`refuses ${bomb.kind} (${Math.round(bomb.file.length / 1024)} KB) with a 400 naming the limit, serving a GET meanwhile`, async () => {
      for (const path of ['/api/erp/order/import', '/api/blade-desk/notice/import']) {
        const started = performance.now()
        let settled = false
        const refused = importFile(path, bomb.file).finally(() => {
          settled = true
        })
        // The bomb is read in a worker thread (starting one takes far longer than a poll), and while
        // it is, another request is answered: the event loop is free.
        await vi.waitFor(() => expect(settled || sheetReadsInFlight().running > 0).toBe(true), { interval: 1 })
        expect(settled).toBe(false)
        const other = await cheapGet()
        expect(other.status).toBe(200)
        const r = await refused
        elapsed.push(`${bomb.kind} via ${path}: ${Math.round(performance.now() - started)} ms`)
        expect(r.status, r.text).toBe(400)
        expect(r.json.msg).toBe(translate(bomb.message as never, 'en', bomb.params))
      }
      // The reader stopped at the limit: what it inflated and parsed stays under it.
      const answer = await readSheetInWorker({ name: 'bomb.xlsx', bytes: bomb.file })
      expect(answer).toMatchObject({ refused: { limit: bomb.limit } })
      if (!('refused' in answer)) return
      const { stats } = answer.refused
      expect(stats.inflatedBytes).toBeLessThanOrEqual(SHEET_LIMITS.unzippedBytes)
      expect(stats.rows).toBeLessThanOrEqual(SHEET_LIMITS.rows + 2)
      expect(stats.cells).toBeLessThanOrEqual(SHEET_LIMITS.cells + SHEET_LIMITS.columns)
      expect(stats.sharedStrings).toBeLessThanOrEqual(SHEET_LIMITS.sharedStrings + 1)
      console.log(`${bomb.kind}: refused at ${bomb.limit}`, stats)
    })
  }

  it('stopped each bomb early: the sizes it declares are checked before inflating, a lie after at most one slice', async () => {
    const inflated = async (file: Buffer) => {
      const answer = await readSheetInWorker({ name: 'bomb.xlsx', bytes: file })
      return 'refused' in answer ? answer.refused.stats.inflatedBytes : -1
    }
    // Refused from the zip's directory: the sheet was never inflated (only the nothing before it).
    expect(await inflated(bombs[0]?.file as Buffer)).toBe(0)
    expect(await inflated(bombs[2]?.file as Buffer)).toBe(0)
    // Refused past the 60 KB it claims, within one 4 KB slice of input (at most 4.2 MB out).
    const lie = await inflated(bombs[1]?.file as Buffer)
    expect(lie).toBeGreaterThan(60_000)
    expect(lie).toBeLessThan(60_000 + 4.2 * MiB)
  })

  it('keeps the server within its memory while refusing every bomb', () => {
    const after = process.memoryUsage()
    const growth = { heapUsed: after.heapUsed - before.heapUsed, rss: after.rss - before.rss }
    console.log(`time to refuse each bomb:\n  ${elapsed.join('\n  ')}`)
    console.log(
      `memory growth over all bombs: heapUsed ${Math.round(growth.heapUsed / MiB)} MB, rss ${Math.round(growth.rss / MiB)} MB`,
    )
    // The files never reach the server's own heap; the process as a whole is bounded by its workers'
    // heaps (the operating system may keep what they freed), not by what a file unzips to (400 MB).
    expect(growth.heapUsed).toBeLessThan(64 * MiB)
    expect(growth.rss).toBeLessThan(SHEET_WORKERS * SHEET_WORKER_HEAP_MB * MiB)
  })

  it('answers in the caller language, naming the limit', async () => {
    const r = await importFile('/api/erp/order/import', bombs[0]?.file as Buffer, 'zh-CN')
    expect(r.json.msg).toBe('文件解压后超过 64 MB，不能导入')
  })

  it('reads at most two files at once and queues the rest', async () => {
    const file = { name: 'a.csv', bytes: Buffer.from('h\n1\n') }
    const reads = Array.from({ length: 4 }, () => readSheet(file))
    expect(sheetReadsInFlight()).toEqual({ running: SHEET_WORKERS, waiting: 4 - SHEET_WORKERS })
    expect(await Promise.all(reads)).toEqual(Array.from({ length: 4 }, () => [['h'], ['1']]))
    expect(sheetReadsInFlight()).toEqual({ running: 0, waiting: 0 })
  })

  it('ends a read that outlasts its time limit with a 400 naming it', async () => {
    // A limit of 0 ms runs out before any worker can start and answer.
    const late = await readSheet({ name: 'a.csv', bytes: Buffer.from('h\n1\n') }, { timeLimitMs: 0 }).catch((e) => e)
    expect(late).toBeInstanceOf(AppError)
    expect(late).toMatchObject({ messageKey: 'importTimeLimit', params: { seconds: 0 } })
    expect(sheetReadsInFlight()).toEqual({ running: 0, waiting: 0 })
  })
})
