import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { defineResource, f, type ResourceDef } from '#sync/resources/define-resource.ts'
import type { Row } from '../db/db.ts'
import {
  csvCellText,
  exportColumns,
  importColumns,
  isSpreadsheet,
  readSheet,
  type SheetColumn,
  streamSheet,
  templateWorkbook,
} from './spreadsheet.ts'

// The spreadsheet functions alone, on a declaration with one field of each kind a sheet shows.
const label = (en: string, zh = en) => ({ zh, en, ja: en })
const sample = defineResource({
  area: 'other',
  module: 'test',
  name: 'sheetsample',
  table: 'test_sheet_sample',
  label: label('Sheet sample'),
  fields: {
    name: f.text({ label: label('Name', '名称'), list: true }),
    parentId: f.treeParent({ label: label('Parent') }),
    kind: f.dict('yes_no', { label: label('Kind'), list: true }),
    owner: f.link('blade-user/user', { label: label('Owner') }),
    qty: f.integer({ label: label('Quantity') }),
    active: f.bool({ label: label('Active') }),
    price: f.decimal({ label: label('Price'), shown: 2 }),
    rate: f.decimal({ label: label('Rate'), scale: 6 }),
    whole: f.decimal({ label: label('Whole'), shown: 0 }),
    due: f.date({ label: label('Due') }),
    at: f.datetime({ label: label('At') }),
    token: f.text({ label: label('Token'), secret: true }),
  },
  calls: ['page', 'export'],
  permissions: { view: 'x_view', add: 'x_add', edit: 'x_edit', remove: 'x_delete' },
})

const keysOf = (columns: SheetColumn[]) => columns.map((c) => c.key)
const FILLABLE = ['name', 'kind', 'owner', 'qty', 'active', 'price', 'rate', 'whole', 'due', 'at']

async function* batchesOf(...batches: Row[][]) {
  yield* batches
}
/** The csv as sent, its BOM included (Response.text() would drop it). */
const csvOf = async (columns: SheetColumn[], ...batches: Row[][]) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(
    await new Response(streamSheet('csv', columns, batchesOf(...batches), 'en')).arrayBuffer(),
  )
async function xlsxOf(columns: SheetColumn[], ...batches: Row[][]) {
  const bytes = await new Response(streamSheet('xlsx', columns, batchesOf(...batches), 'en')).arrayBuffer()
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes)
  return workbook.worksheets[0] as ExcelJS.Worksheet
}
async function xlsxFile(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('data')
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

describe('the columns of a sheet', () => {
  it('of an import: every field a person fills, headed in the caller’s language', () => {
    const columns = importColumns(sample, 'zh')
    expect(keysOf(columns)).toEqual(FILLABLE)
    expect(columns[0]).toEqual({ key: 'name', field: sample.fields.name, header: '名称' })
  })

  it('of an export: the import’s where the records import, else the listed fields (or all) and the times', () => {
    const importing: ResourceDef = { ...sample, calls: ['page', 'export', 'import'] }
    expect(keysOf(exportColumns(importing, 'en'))).toEqual(FILLABLE)
    const listed = exportColumns(sample, 'en')
    expect(keysOf(listed)).toEqual(['name', 'kind', 'createTime', 'updateTime'])
    expect(listed.map((c) => c.header)).toEqual(['Name', 'Kind', 'Created at', 'Updated at'])
    const unlisted: ResourceDef = {
      ...sample,
      fields: { name: f.text({ label: label('Name') }), token: f.text({ label: label('Token'), secret: true }) },
    }
    expect(keysOf(exportColumns(unlisted, 'en'))).toEqual(['name', 'createTime', 'updateTime'])
  })
})

describe('csv cells', () => {
  it('keep text a spreadsheet would run as a formula from running, numbers as they are', () => {
    expect(['=SUM(A1)', '+1', '-x', '@here', '\tx', '\rx'].map(csvCellText)).toEqual([
      "'=SUM(A1)",
      "'+1",
      "'-x",
      "'@here",
      "'\tx",
      "'\rx",
    ])
    expect(['-12.50', '-3', 'plain', 'a=b'].map(csvCellText)).toEqual(['-12.50', '-3', 'plain', 'a=b'])
    expect(csvCellText(-7)).toBe('-7')
    expect(csvCellText('-12.')).toBe("'-12.")
  })
})

describe('an export', () => {
  const columns = importColumns(sample, 'en')
  const row: Row = {
    name: 'Lamp, "big"\nmodel',
    kind: '1',
    owner: '1000000000000000001',
    ownerLabel: 'Alice',
    qty: '12',
    active: 1,
    price: '12.50',
    rate: '0.100000',
    whole: '7.000000',
    due: '2026-11-20',
    at: '2026-11-20 08:09:10',
  }

  it('writes csv with a BOM, quoted where needed, labels for vocabulary keys and titles for links', async () => {
    const text = await csvOf(columns, [row], [], [{ name: '=1+1', kind: '7', owner: '42', ownerLabel: '', qty: null }])
    expect(text).toBe(
      '\uFEFFName,Kind,Owner,Quantity,Active,Price,Rate,Whole,Due,At\r\n' +
        '"Lamp, ""big""\nmodel",Yes,Alice,12,1,12.5,0.1,7,2026-11-20,2026-11-20 08:09:10\r\n' +
        "'=1+1,7,42,,,,,,,\r\n",
    )
  })

  it('keeps a decimal as text where a number cell would not hold it exactly', async () => {
    const text = await csvOf(
      [{ key: 'rate', field: sample.fields.rate as SheetColumn['field'], header: 'Rate' }],
      [{ rate: '12345678901234567.5' }, { rate: '-0.5000' }, { rate: 'n/a' }, { rate: '10' }],
    )
    expect(text).toBe('\uFEFFRate\r\n12345678901234567.5\r\n-0.5\r\nn/a\r\n10\r\n')
  })

  it('writes xlsx with a bold header, numbers and dates as such, formatted by their field', async () => {
    const sheet = await xlsxOf(columns, [row, { name: 'no time', at: '2026-11-21', owner: '43' }])
    expect(sheet.getRow(1).values).toEqual([undefined, ...columns.map((c) => c.header)])
    expect(sheet.getRow(1).font?.bold).toBe(true)
    const cell = (r: number, key: string) => sheet.getRow(r).getCell(columns.findIndex((c) => c.key === key) + 1)
    expect(cell(2, 'name').value).toBe('Lamp, "big"\nmodel')
    expect(cell(2, 'kind').value).toBe('Yes')
    expect(cell(2, 'owner').value).toBe('Alice')
    expect(cell(2, 'qty').value).toBe(12)
    expect(cell(2, 'active').value).toBe(1)
    expect(cell(2, 'price').value).toBe(12.5)
    expect(cell(2, 'price').numFmt).toBe('0.00')
    expect(cell(2, 'whole').numFmt).toBe('0')
    expect(cell(2, 'rate').numFmt).toBeUndefined()
    expect(cell(2, 'due').value).toEqual(new Date(Date.UTC(2026, 10, 20)))
    expect(cell(2, 'due').numFmt).toBe('yyyy-mm-dd')
    expect(cell(2, 'at').value).toEqual(new Date(Date.UTC(2026, 10, 20, 8, 9, 10)))
    expect(cell(2, 'at').numFmt).toBe('yyyy-mm-dd hh:mm:ss')
    expect(cell(3, 'at').value).toEqual(new Date(Date.UTC(2026, 10, 21)))
    expect(cell(3, 'owner').value).toBe('43')
    expect(sheet.getColumn(1).width).toBe(12)
  })

  it('sizes xlsx columns by their header, from 12 to 40', async () => {
    const long = (header: string): SheetColumn => ({
      key: 'name',
      field: sample.fields.name as SheetColumn['field'],
      header,
    })
    const sheet = await xlsxOf([long('A'), long('Eight ch'), long('x'.repeat(30))], [])
    expect([1, 2, 3].map((i) => sheet.getColumn(i).width)).toEqual([12, 16, 40])
  })

  it('ends the stream with the error of a failing read', async () => {
    async function* failing(): AsyncIterable<Row[]> {
      yield [{ name: 'first' }]
      throw new Error('the database went away')
    }
    for (const format of ['csv', 'xlsx'] as const) {
      await expect(new Response(streamSheet(format, columns, failing(), 'en')).text()).rejects.toThrow()
    }
  })
})

describe('a template', () => {
  it('is a workbook of the header row alone', async () => {
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load((await templateWorkbook(importColumns(sample, 'en'))) as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet
    expect(sheet.rowCount).toBe(1)
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Name',
      'Kind',
      'Owner',
      'Quantity',
      'Active',
      'Price',
      'Rate',
      'Whole',
      'Due',
      'At',
    ])
    expect(sheet.getRow(1).font?.bold).toBe(true)
    expect(sheet.getColumn(1).width).toBe(14)
    expect(sheet.getColumn(4).width).toBe(16)
  })
})

describe('reading an upload', () => {
  it('reads a csv without its BOM, trimmed, formulas exported safe read back as written', async () => {
    const csv = "\uFEFFName,Note\r\n  Lamp  ,'=1+1\r\n'plain,'-x\r\n"
    expect(await readSheet({ name: 'a.CSV', bytes: Buffer.from(csv) })).toEqual([
      ['Name', 'Note'],
      ['Lamp', '=1+1'],
      ["'plain", '-x'],
    ])
  })

  it('reads the first sheet of an xlsx: dates as text, links and formula results as their text', async () => {
    const bytes = await xlsxFile([
      ['Name', 'Due', 'At'],
      [' Lamp ', new Date(Date.UTC(2026, 10, 20)), new Date(Date.UTC(2026, 10, 20, 8, 9, 10))],
      [{ text: 'Linked', hyperlink: 'https://example.com/' }, { formula: '1+1', result: 2 }, null],
      ["'=kept", 'x', 3],
    ])
    expect(await readSheet({ name: 'a.xlsx', bytes })).toEqual([
      ['Name', 'Due', 'At'],
      ['Lamp', '2026-11-20', '2026-11-20 08:09:10'],
      ['Linked', '2'],
      ["'=kept", 'x', '3'],
    ])
  })

  it('reads nothing from a workbook without sheets', async () => {
    const empty = Buffer.from(await new ExcelJS.Workbook().xlsx.writeBuffer())
    expect(await readSheet({ name: 'empty.xlsx', bytes: empty })).toEqual([])
  })
})

describe('what counts as a spreadsheet', () => {
  it('an xlsx by its zip signature, a csv without NUL bytes, by name', async () => {
    const xlsx = await xlsxFile([['a']])
    expect(isSpreadsheet('a.xlsx', xlsx)).toBe(true)
    expect(isSpreadsheet('A.XLSX', xlsx)).toBe(true)
    expect(isSpreadsheet('a.xlsx', Buffer.from('PK\u0003\u0005 not a zip'))).toBe(false)
    expect(isSpreadsheet('a.xlsx.txt', xlsx)).toBe(false)
    expect(isSpreadsheet('a.csv', Buffer.from('a,b\r\n1,2'))).toBe(true)
    expect(isSpreadsheet('a.Csv', Buffer.from('a,b'))).toBe(true)
    expect(isSpreadsheet('a.csv', Buffer.from('a,\u0000b'))).toBe(false)
    expect(isSpreadsheet('a.csv.exe', Buffer.from('a,b'))).toBe(false)
    expect(isSpreadsheet('a.pdf', Buffer.from('a,b'))).toBe(false)
    // Only the first 4 KB are looked at.
    expect(isSpreadsheet('a.csv', Buffer.concat([Buffer.alloc(4096, 'a'), Buffer.from([0])]))).toBe(true)
  })
})
