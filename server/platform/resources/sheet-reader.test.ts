import { Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { readSheetFile, SHEET_LIMITS, SheetFormatError, SheetLimitError } from './sheet-reader.ts'

/**
 * How readSheet read a file before the streaming reader (ExcelJS, whole file in memory): the oracle
 * the new reader must agree with, cell for cell, except where ExcelJS printed an object
 * ('[object Object]' for rich text and error values).
 */
async function exceljsRows(name: string, bytes: Uint8Array): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook()
  const isCsv = /\.csv$/i.test(name)
  let sheet: ExcelJS.Worksheet | undefined
  if (isCsv)
    sheet = await workbook.csv.read(
      Readable.from(
        Buffer.from(bytes)
          .toString('utf8')
          .replace(/^\uFEFF/, ''),
      ),
    )
  else {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer)
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
      const trimmed = text.trim()
      cells.push(isCsv && trimmed.startsWith("'") && /^[=+\-@\t\r]/.test(trimmed.slice(1)) ? trimmed.slice(1) : trimmed)
    }
    rows.push(cells)
  })
  return rows
}

function dateText(d: Date): string {
  const text = d.toISOString().slice(0, 19).replace('T', ' ')
  return text.endsWith(' 00:00:00') ? text.slice(0, 10) : text
}

const read = (name: string, bytes: Uint8Array) => readSheetFile({ name, bytes }).rows

async function written(fill: (sheet: ExcelJS.Worksheet, workbook: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  fill(workbook.addWorksheet('data'), workbook)
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'

/** A minimal xlsx of hand-written parts (what other programs than ExcelJS write). */
function handMade(parts: {
  sheetData: string
  shared?: string
  sst?: string
  styles?: string
  workbookPr?: string
}): Uint8Array {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0"?><workbook xmlns="${NS}" xmlns:r="${REL}">${parts.workbookPr ?? ''}<sheets>` +
        '<sheet name="first" sheetId="2" r:id="rId7"/><sheet name="second" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId7" Type="${REL}/worksheet" Target="/xl/worksheets/sheet2.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<worksheet xmlns="${NS}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>second</t></is></c></row></sheetData></worksheet>`,
    ),
    'xl/worksheets/sheet2.xml': strToU8(
      `<?xml version="1.0"?>\n<worksheet xmlns="${NS}">\n  <dimension ref="A1:D9"/>\n  <sheetData>${parts.sheetData}</sheetData>\n</worksheet>`,
    ),
  }
  if (parts.shared)
    files['xl/sharedStrings.xml'] = strToU8(`<sst xmlns="${NS}" ${parts.sst ?? ''}>${parts.shared}</sst>`)
  if (parts.styles) files['xl/styles.xml'] = strToU8(`<styleSheet xmlns="${NS}">${parts.styles}</styleSheet>`)
  return zipSync(files)
}

describe('reading an xlsx as ExcelJS did', () => {
  it('gives the same rows as ExcelJS for a file ExcelJS wrote: numbers, dates, booleans, formulas, links, gaps, empty rows', async () => {
    const bytes = await written((sheet) => {
      sheet.addRow(['Code', 'Qty', 'Due', 'At', 'Ok', 'Sum', 'Link', 'Note'])
      sheet.addRow([' A-1 ', 12, new Date(Date.UTC(2026, 10, 20)), new Date(Date.UTC(2026, 10, 20, 8, 9, 10)), true])
      sheet.addRow([])
      sheet.addRow(['B', 0.1 + 0.2, null, null, false, { formula: 'B2*2', result: 24 }])
      sheet.getCell('G4').value = { text: 'Linked', hyperlink: 'https://example.com/' }
      sheet.getCell('J6').value = 'far'
      sheet.getCell('C7').value = -1.5e-7
      sheet.getCell('A8').value = { formula: 'A1', result: 'text result' }
      sheet.getCell('B8').value = { formula: '1=1', result: true }
      sheet.getCell('C8').value = { formula: 'NA()' }
      sheet.getCell('A9').value = '0012'
      sheet.getCell('B9').value = '   '
      sheet.getCell('C9').value = 'line\r\nbreak & <tag> "quoted"'
      sheet.getCell('D9').value = 1e21
      sheet.getCell('A10').numFmt = '0.00' // a styled cell without a value: no row
    })
    const rows = read('a.xlsx', bytes)
    const oracle = await exceljsRows('a.xlsx', bytes)
    // ExcelJS printed a formula without a cached result as an object; the reader gives ''.
    expect(oracle[5]?.[2]).toBe('[object Object]')
    oracle[5]?.splice(2, 1, '')
    expect(rows).toEqual(oracle)
    expect(rows[1]).toEqual(['A-1', '12', '2026-11-20', '2026-11-20 08:09:10', 'true'])
    expect(rows[2]).toEqual(['B', '0.30000000000000004', '', '', 'false', '24', 'Linked'])
    expect(rows[3]).toEqual(['', '', '', '', '', '', '', '', '', 'far'])
    expect(rows[6]).toEqual(['0012', '', 'line\nbreak & <tag> "quoted"', '1e+21'])
  })

  it('reads rich text as its text, where ExcelJS printed an object', async () => {
    const bytes = await written((sheet) => {
      sheet.addRow(['Name'])
      sheet.getCell('A2').value = { richText: [{ text: 'ri' }, { font: { bold: true }, text: 'ch ' }] }
    })
    expect(read('r.xlsx', bytes)).toEqual([['Name'], ['rich']])
    expect(await exceljsRows('r.xlsx', bytes)).toEqual([['Name'], ['[object Object]']])
  })

  it('reads dates by their style: built-in and custom formats, 1904 dates, times, formula results', async () => {
    const bytes = await written((sheet, workbook) => {
      workbook.properties.date1904 = false
      sheet.addRow(['d'])
      const cases: [number, string][] = [
        [46346, 'yyyy-mm-dd'],
        [46346.5, 'yyyy-mm-dd hh:mm:ss'],
        [46346.25, '[$-409]m/d/yy h:mm AM/PM;@'],
        [46346, '"Year" 0'], // y only inside quotes: a number
        [46346, '[Red]0.00'], // d only inside brackets: a number
        [0.75, 'h:mm'],
      ]
      cases.forEach(([value, numFmt], i) => {
        const cell = sheet.getCell(i + 2, 1)
        cell.value = value
        cell.numFmt = numFmt
      })
    })
    const rows = read('d.xlsx', bytes)
    expect(rows).toEqual(await exceljsRows('d.xlsx', bytes))
    expect(rows.map((r) => r[0])).toEqual([
      'd',
      '2026-11-20',
      '2026-11-20 12:00:00',
      '2026-11-20 06:00:00',
      '46346',
      '46346',
      '1899-12-30 18:00:00',
    ])
  })

  it('reads a 1904 workbook, built-in date formats 14–22 and 45–47 by id, shared strings and phonetic runs', () => {
    const bytes = handMade({
      workbookPr: '<workbookPr date1904="1"/>',
      styles:
        '<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy/mm/dd"/><numFmt numFmtId="14" formatCode="0.0"/></numFmts>' +
        '<cellStyleXfs><xf numFmtId="22"/></cellStyleXfs>' +
        '<cellXfs><xf numFmtId="0"/><xf numFmtId="22"/><xf numFmtId="164"/><xf numFmtId="14"/><xf numFmtId="47"/></cellXfs>' +
        '<dxfs><dxf><numFmt numFmtId="2" formatCode="yyyy"/></dxf></dxfs>',
      shared:
        '<si><t>plain</t></si><si><r><rPr><b/></rPr><t>ri</t></r><r><t xml:space="preserve">ch </t></r><rPh sb="0" eb="1"><t>フリ</t></rPh></si>' +
        '<si><t>tab_x0009_here</t></si><si><t/></si>',
      sheetData:
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>' +
        '<row r="2"><c r="A2" s="1"><v>0</v></c><c r="B2" s="2"><v>1</v></c><c r="C2" s="3"><v>1.5</v></c><c r="D2" s="4"><v>0.5</v></c></row>' +
        '<row r="3"><c r="B3" t="s"><v>3</v></c></row>' +
        '<row r="4"><c r="A4" s="1"/><c r="C4"/></row>',
    })
    expect(read('h.xlsx', bytes)).toEqual([
      ['plain', 'rich', 'tab\there'],
      ['1904-01-01', '1904-01-02', '1.5', '1904-01-01 12:00:00'],
      ['', ''],
    ])
  })

  it('reads inline strings, str and error cells, shared formulas, booleans, ISO dates, cells without references and rows out of order', () => {
    const bytes = handMade({
      sheetData:
        '<row r="3"><c t="inlineStr"><is><t> later </t></is></c></row>' +
        '<row r="1">' +
        '<c r="A1" t="inlineStr"><is><r><t>in</t></r><r><t>line</t></r></is></c>' +
        '<c r="B1" t="str"><v>str &amp; more</v></c>' +
        '<c r="C1" t="e"><v>#DIV/0!</v></c>' +
        '<c r="D1" t="b"><v>1</v></c>' +
        '<c r="E1"><f t="shared" ref="E1:E2" si="0">D1*2</f><v>2</v></c>' +
        '<c r="G1" t="d"><v>2026-11-20T08:09:10Z</v></c>' +
        '</row>' +
        '<row r="2"><c r="E2"><f t="shared" si="0"/><v>4</v></c><c r="F2" t="e"><f>1/0</f><v>#DIV/0!</v></c><c r="H2"><f>A1</f></c></row>',
    })
    expect(read('i.xlsx', bytes)).toEqual([
      ['inline', 'str & more', '#DIV/0!', 'true', '2', '', '2026-11-20 08:09:10'],
      ['', '', '', '', '4', '#DIV/0!', '', ''],
      ['later'],
    ])
  })

  it('reads the first sheet by its relationship (not the file named sheet1), and no rows from a workbook without sheets', async () => {
    expect(read('h.xlsx', handMade({ sheetData: '<row r="1"><c r="B1"><v>7</v></c></row>' }))).toEqual([['', '7']])
    const empty = new Uint8Array(await new ExcelJS.Workbook().xlsx.writeBuffer())
    expect(read('empty.xlsx', empty)).toEqual([])
    expect(await exceljsRows('empty.xlsx', empty)).toEqual([])
  })

  it('refuses what is not an xlsx as a format error, not a limit', () => {
    expect(() => read('x.xlsx', strToU8('PK\u0003\u0004 not a zip'))).toThrow(SheetFormatError)
    expect(() => read('x.xlsx', zipSync({ 'a.txt': strToU8('a') }))).toThrow(SheetFormatError)
    const broken = handMade({ sheetData: '<row r="1"><c r="A1"><v>1</v></row>' })
    expect(() => read('x.xlsx', broken)).toThrow()
  })
})

describe('reading a csv as ExcelJS did', () => {
  it('gives the same rows as ExcelJS for quoted fields, spaces, empty lines, numbers, dates and exported formulas', async () => {
    const csv =
      '\uFEFFName,Qty,Due,Note\r\n' +
      ' Lamp , 12 ,2026-11-20,"a, ""quoted"" note"\r\n' +
      '\r\n' +
      '   \n' +
      ',,,\n' +
      "'=1+1,'-x,0012,  \n" +
      '  ,x,"multi\nline" ,true\r' +
      '1e3,0x1F,2026-11-20T08:09:10,#N/A\n' +
      'last,,'
    const bytes = strToU8(csv)
    const rows = read('a.csv', bytes)
    const oracle = await exceljsRows('a.csv', bytes)
    // ExcelJS printed an error value as an object; the reader gives its text.
    expect(rows).toEqual(oracle.map((r) => r.map((c) => (c === '[object Object]' ? '#N/A' : c))))
    expect(rows[1]).toEqual(['Lamp', '12', '2026-11-20', 'a, "quoted" note'])
  })

  it('agrees with ExcelJS on random csv text', async () => {
    const alphabet = ['a', 'b', '1', '0', ' ', ',', ',', '"', '\n', '\r\n', '\r', '-', '.', "'", '=', '\t']
    let seed = 26
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    let compared = 0
    for (let n = 0; n < 400; n++) {
      const text = Array.from(
        { length: 1 + Math.floor(random() * 40) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('')
      const bytes = strToU8(text)
      const oracle = await exceljsRows('r.csv', bytes).catch(() => 'error')
      let ours: string[][] | 'error'
      try {
        ours = read('r.csv', bytes)
      } catch {
        ours = 'error'
      }
      expect(ours, JSON.stringify(text)).toEqual(oracle)
      compared++
    }
    expect(compared).toBe(400)
  })
})

describe('limits checked while reading', () => {
  const limits = { ...SHEET_LIMITS, rows: 3, cells: 50, columns: 8, sharedStrings: 4, sharedStringChars: 20 }
  const limitOf = (bytes: Uint8Array, name = 'l.xlsx') => {
    try {
      readSheetFile({ name, bytes }, limits)
    } catch (e) {
      if (e instanceof SheetLimitError) return { limit: e.limit, max: e.max, stats: e.stats }
      throw e
    }
    return undefined
  }
  const rowsOf = (n: number, cells = 1) =>
    Array.from(
      { length: n },
      (_, i) =>
        `<row r="${i + 1}">${Array.from({ length: cells }, (_, j) => `<c t="inlineStr"><is><t>${i}.${j}</t></is></c>`).join('')}</row>`,
    ).join('')

  it('stops at the first row past the header and the row limit, rows without a value not counted', () => {
    const empty = Array.from({ length: 40 }, (_, i) => `<row r="${i + 100}"><c r="A${i + 100}" s="1"/></row>`).join('')
    expect(limitOf(handMade({ sheetData: rowsOf(4) + empty }))).toBeUndefined()
    const refused = limitOf(handMade({ sheetData: rowsOf(5) + rowsOf(1000) }))
    expect(refused).toMatchObject({ limit: 'rows', max: 3, stats: { rows: 5 } })
  })

  it('counts the columns of a row, and the cells of rows with their gaps', () => {
    expect(limitOf(handMade({ sheetData: '<row r="1"><c r="I1"><v>1</v></c></row>' }))).toMatchObject({
      limit: 'columns',
      max: 8,
    })
    expect(limitOf(handMade({ sheetData: '<row r="1"><c r="AB1"/></row>' }))?.limit).toBe('columns')
    const wide = Array.from({ length: 3 }, (_, i) => `<row r="${i + 1}"><c r="H${i + 1}"><v>1</v></c></row>`).join('')
    expect(limitOf(handMade({ sheetData: wide }))).toBeUndefined()
    // Seven rows of one value in column H are 56 cells, with the gaps read as ''.
    const gaps = Array.from({ length: 7 }, (_, i) => `<row r="${i + 1}"><c r="H${i + 1}"><v>1</v></c></row>`).join('')
    const refused = (() => {
      try {
        readSheetFile({ name: 'g.xlsx', bytes: handMade({ sheetData: gaps }) }, { ...limits, rows: 100 })
      } catch (e) {
        return e
      }
    })()
    expect(refused).toMatchObject({ limit: 'cells', max: 50, stats: { cells: 56, rows: 6 } })
  })

  it('counts shared strings and their characters, and believes no declared count past the limit', () => {
    const si = (n: number, text = 'x') => `<si><t>${text}</t></si>`.repeat(n)
    const sheetData = rowsOf(1)
    expect(limitOf(handMade({ sheetData, shared: si(4) }))).toBeUndefined()
    expect(limitOf(handMade({ sheetData, shared: si(5) }))).toMatchObject({
      limit: 'sharedStrings',
      stats: { sharedStrings: 5 },
    })
    expect(limitOf(handMade({ sheetData, shared: si(2, 'x'.repeat(11)) }))).toMatchObject({
      limit: 'sharedStringChars',
    })
    const declared = handMade({ sheetData, shared: si(1), sst: 'uniqueCount="5"' })
    expect(limitOf(declared)).toMatchObject({ limit: 'sharedStrings', stats: { sharedStrings: 0 } })
  })

  it('holds a csv to the same rows, columns and cells', () => {
    expect(limitOf(strToU8('h\n1\n2\n3\n'), 'l.csv')).toBeUndefined()
    expect(limitOf(strToU8('h\n1\n2\n3\n4\n5\n'), 'l.csv')).toMatchObject({ limit: 'rows', stats: { rows: 5 } })
    expect(limitOf(strToU8('a,b,c,d,e,f,g,h,i\n'), 'l.csv')).toMatchObject({ limit: 'columns', max: 8 })
    expect(limitOf(strToU8('a,b,c,d,e,f,g,h\n'.repeat(3) + ',,,,,,,\n'.repeat(4)), 'l.csv')).toMatchObject({
      limit: 'cells',
    })
  })
})
