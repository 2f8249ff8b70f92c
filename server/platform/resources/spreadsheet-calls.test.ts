import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())

const N = '/api/blade-desk/notice'
const HEADERS = ['标题', '类型', '发布时间', '内容']

async function xlsx(rows: (string | number)[][]): Promise<Blob> {
  const wb = new ExcelJS.Workbook()
  const sheet = wb.addWorksheet('data')
  for (const r of rows) sheet.addRow(r)
  return new Blob([new Uint8Array(await wb.xlsx.writeBuffer())])
}

function upload(file: Blob, name: string, lang: 'zh-CN' | 'en-US' = 'zh-CN') {
  const form = new FormData()
  form.set('file', new File([file], name))
  return t.call('POST', `${N}/import`, { token, form, lang })
}

async function count(prefix: string) {
  const rows = await t.root.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM blade_notice WHERE title LIKE $1 AND is_deleted = 0`,
    [`${prefix}%`],
  )
  return rows[0]?.n ?? 0
}

describe('import', () => {
  it('imports a good 5,000-row file in one go', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [
      `bulk-${i}`,
      i % 2 ? '发布通知' : '2',
      '2026-11-01 09:00:00',
      `row ${i}`,
    ])
    const r = await upload(await xlsx([HEADERS, ...rows]), 'notices.xlsx')
    expect(r.json).toMatchObject({ code: 200, data: { count: 5000 }, msg: '导入成功！' })
    expect(await count('bulk-')).toBe(5000)
    const one = await t.root.query<{ category: number; tenantId: string }>(
      `SELECT category, tenant_id FROM blade_notice WHERE title = 'bulk-1'`,
    )
    expect(one).toEqual([{ category: 1, tenantId: '000000' }])
  })

  it('writes nothing when three rows are bad, and lists each with its row, field and reason', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => [`three-${i}`, '1', '2026-11-01 09:00:00', ''])
    rows[3] = ['', '1', '2026-11-01 09:00:00', '']
    rows[7] = ['three-7', '9', '2026-11-01 09:00:00', '']
    rows[12] = ['three-12', '1', 'someday', '']
    const r = await upload(await xlsx([HEADERS, ...rows]), 'bad.xlsx', 'en-US')
    expect(r.status).toBe(400)
    expect(r.json.data.errors.map((e: { message: string }) => e.message)).toEqual([
      'row 5: Title cannot be empty',
      'row 9: Category must be one of: 1, 2, 3, 4, 5',
      'row 14: Released at must be a time (yyyy-MM-dd HH:mm:ss)',
    ])
    expect(r.json.msg).toMatch(/^Nothing was imported: 3 row\(s\) have errors/)
    expect(await count('three-')).toBe(0)
  })

  it('refuses changed headers, naming them', async () => {
    const r = await upload(
      await xlsx([
        ['标题', '分类', '发布时间', '内容'],
        ['x', '1', '', ''],
      ]),
      'h.xlsx',
    )
    expect(r.status).toBe(400)
    expect(r.json.msg).toBe('表头与模板不一致：分类 → 类型')
  })

  it('refuses a file over 5 MB and a file that is not a spreadsheet', async () => {
    const big = await upload(new Blob([new Uint8Array(6 * 1024 * 1024)]), 'big.xlsx')
    expect(big.status).toBe(400)
    expect(big.json.msg).toBe('文件不能超过 5 MB')
    const pdf = await upload(new Blob(['%PDF-1.4 not a sheet']), 'notices.xlsx')
    expect(pdf.json.msg).toBe('附件格式错误，请重新上传！')
    const txt = await upload(new Blob(['a,b']), 'notices.txt')
    expect(txt.json.msg).toBe('附件格式错误，请重新上传！')
    expect((await t.call('POST', `${N}/import`, { token, body: {} })).json.msg).toBe('请上传文件！')
  })

  it('reads csv files and dictionary labels in any language', async () => {
    const csv = `\uFEFFTitle,Category,Released at,Content\ncsv-1,Announcement,2026-11-02 10:00:00,"a, quoted ""cell"""\n`
    const r = await upload(new Blob([csv]), 'n.csv')
    expect(r.json.code).toBe(200)
    const rows = await t.root.query<{ content: string }>(`SELECT content FROM blade_notice WHERE title = 'csv-1'`)
    expect(rows).toEqual([{ content: 'a, quoted "cell"' }])
  })
})

describe('export and template', () => {
  it('exports the filtered list as xlsx with the template’s columns, labels for dictionary values, dates as dates', async () => {
    const r = await t.call('GET', `${N}/export`, { token, query: { title: 'bulk-1', category_equal: '1' } })
    expect(r.headers.get('content-type')).toMatch(/spreadsheetml/)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(r.bytes as unknown as ArrayBuffer)
    const sheet = wb.worksheets[0]
    expect(sheet?.getRow(1).values).toEqual([undefined, ...HEADERS])
    // bulk-1, bulk-11, bulk-13 ... : every odd row under 5000 whose title starts with bulk-1
    expect((sheet?.rowCount ?? 0) - 1).toBe(556)
    expect(sheet?.getRow(2).getCell(2).value).toBe('发布通知')
    const released = sheet?.getRow(2).getCell(3)
    expect(released?.value).toBeInstanceOf(Date)
    expect(released?.numFmt).toBe('yyyy-mm-dd hh:mm:ss')
  })

  it('exports decimals as numbers, money shown with two places, the stored value kept', async () => {
    const r = await t.call('GET', '/api/erp/baseproduct/export', { token })
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(r.bytes as unknown as ArrayBuffer)
    const sheet = wb.worksheets[0]
    const headers = (sheet?.getRow(1).values as unknown[]) ?? []
    const column = headers.indexOf('单价')
    expect(column).toBeGreaterThan(0)
    const [stored] = await t.root.query<{ unitPrice: string }>(
      `SELECT unit_price FROM erp_base_product WHERE tenant_id = '000000' AND is_deleted = 0 AND unit_price IS NOT NULL
        ORDER BY create_time DESC, id DESC LIMIT 1`,
    )
    const priced = [...Array((sheet?.rowCount ?? 1) - 1).keys()]
      .map((i) => sheet?.getRow(i + 2).getCell(column))
      .find((cell) => cell?.value !== null && cell?.value !== undefined && cell?.value !== '')
    expect(typeof priced?.value).toBe('number')
    expect(priced?.numFmt).toBe('0.00')
    expect(priced?.value).toBe(Number(stored?.unitPrice))
  })

  it('exports csv with a BOM and refuses a bad filter before streaming', async () => {
    const r = await t.call('GET', `${N}/export`, {
      token,
      query: { format: 'csv', title_equal: 'bulk-7' },
      lang: 'en-US',
    })
    const text = r.bytes.toString('utf8')
    expect(text.startsWith('\uFEFFTitle,Category,Released at,Content\r\n')).toBe(true)
    expect(text).toContain('\r\nbulk-7,Announcement,')
    expect((await t.call('GET', `${N}/export`, { token, query: { descs: 'nope' } })).status).toBe(400)
  })

  it('exports every matching row, read a thousand at a time', async () => {
    const r = await t.call('GET', `${N}/export`, { token, query: { format: 'csv', title: 'bulk-', ascs: 'title' } })
    const lines = r.bytes.toString('utf8').trim().split('\r\n')
    expect(lines).toHaveLength(5001)
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(5000)
  })

  it('answers a template whose headers import back', async () => {
    const r = await t.call('GET', `${N}/template`, { token, lang: 'ja-JP' })
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(r.bytes as unknown as ArrayBuffer)
    expect(wb.worksheets[0]?.getRow(1).values).toEqual([undefined, 'タイトル', '種類', '公開日時', '内容'])
    wb.worksheets[0]?.addRow(['テンプレート', '1', '', ''])
    const back = await upload(new Blob([new Uint8Array(await wb.xlsx.writeBuffer())]), 't.xlsx')
    expect(back.json.code).toBe(200)
  })
})
