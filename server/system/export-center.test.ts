import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { wakeExportRunner } from './export-runner.ts'

let t: TestApp
let admin: string
let other: string
beforeAll(async () => {
  t = await openTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'export-center-')) })
  admin = (await t.signIn()).access_token
  other = (await t.signIn('100001')).access_token
})
afterAll(() => t.close())

const deps = () => ({ root: t.root, config: t.config, signingKey: t.signingKey, secretKey: t.signingKey })

async function readWorkbook(bytes: ArrayBuffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(bytes)
  const rows: string[][] = []
  wb.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))))
  return rows
}

describe('download centre', () => {
  it('writes a queued export in the background and serves the file of the tenant', async () => {
    const queued = await t.call('POST', '/api/erp/baseofflineexport/save', {
      token: admin,
      body: { resourceKey: 'erp/basecustomer', fileName: '美国客户', params: { country: 'US' } },
    })
    expect(queued.json.code, queued.text).toBe(200)
    expect(queued.json.data.status).toBe(1)
    await wakeExportRunner(deps())
    const id = queued.json.data.id as string
    const done = await t.call('GET', '/api/erp/baseofflineexport/detail', { token: admin, query: { id } })
    expect(done.json.data).toMatchObject({
      status: 3,
      rowCount: 2,
      fileUrl: `/api/erp/baseofflineexport/download?id=${id}`,
    })
    const res = await t.app.request(done.json.data.fileUrl, { headers: { 'Blade-Auth': `bearer ${admin}` } })
    expect(res.status).toBe(200)
    const rows = await readWorkbook(await res.arrayBuffer())
    expect(rows).toHaveLength(3)
    expect(rows.slice(1).map((r) => r.join('|'))).toEqual(
      expect.arrayContaining([expect.stringContaining('CUS-0101'), expect.stringContaining('CUS-0103')]),
    )
    const foreign = await t.app.request(done.json.data.fileUrl, { headers: { 'Blade-Auth': `bearer ${other}` } })
    expect(foreign.status).toBe(404)
    const page = await t.call('GET', '/api/erp/baseofflineexport/page', { token: admin, query: { status: '3' } })
    expect(page.json.data.records.map((r: { id: string }) => r.id)).toContain(id)
  })

  it('refuses an unknown list or a bad filter before queuing', async () => {
    const unknown = await t.call('POST', '/api/erp/baseofflineexport/save', {
      token: admin,
      body: { resourceKey: 'erp/nothing' },
    })
    expect(unknown.status).toBe(400)
    const bad = await t.call('POST', '/api/erp/baseofflineexport/save', {
      token: admin,
      body: { resourceKey: 'erp/basecustomer', params: { country: 'XX' } },
    })
    expect(bad.status).toBe(400)
    const rows = await t.root.query("SELECT 1 FROM erp_base_offline_export WHERE resource_key = 'erp/nothing'")
    expect(rows).toHaveLength(0)
  })

  it('cancels a queued export and re-runs it, but never moves a queued one to done', async () => {
    const queued = await t.call('POST', '/api/erp/baseofflineexport/save', {
      token: other,
      body: { resourceKey: 'erp/basecustomer', format: 'csv' },
    })
    const id = queued.json.data.id as string
    // The runner may already have taken it: cancel is allowed from queued and running alike.
    const cancel = await t.call('POST', '/api/erp/baseofflineexport/updateStatus', {
      token: other,
      body: { ids: id, status: 4 },
    })
    if (cancel.json.code === 200) {
      expect(
        (await t.call('GET', '/api/erp/baseofflineexport/detail', { token: other, query: { id } })).json.data.status,
      ).toBe(4)
    }
    await wakeExportRunner(deps())
    const rerun = await t.call('POST', '/api/erp/baseofflineexport/updateStatus', {
      token: other,
      body: { ids: id, status: 1 },
    })
    expect(rerun.json.code, rerun.text).toBe(200)
    await wakeExportRunner(deps())
    const done = await t.call('GET', '/api/erp/baseofflineexport/detail', { token: other, query: { id } })
    expect(done.json.data).toMatchObject({ status: 3, fileFormat: 'csv', rowCount: 3 })
    const illegal = await t.call('POST', '/api/erp/baseofflineexport/updateStatus', {
      token: other,
      body: { ids: id, status: 2 },
    })
    expect(illegal.status).toBe(400)
  })
})

describe('import templates', () => {
  it('answers the url of a template whose headers are the import columns in the caller language', async () => {
    const r = await t.call('GET', '/api/erp/downloadtemplate/detail', {
      token: admin,
      query: { type: '1' },
      lang: 'en-US',
    })
    expect(r.json.data).toMatchObject({ type: '1', url: '/api/erp/downloadtemplate/file?type=1&lang=en' })
    const res = await t.app.request(r.json.data.url, { headers: { 'Blade-Auth': `bearer ${admin}` } })
    const [headers] = await readWorkbook(await res.arrayBuffer())
    expect(headers?.slice(0, 3)).toEqual(['Customer code', 'Customer name', 'Short name'])
  })

  it('lists the template types there are when asked for an unknown one', async () => {
    const r = await t.call('GET', '/api/erp/downloadtemplate/detail', { token: admin, query: { type: '99' } })
    expect(r.status).toBe(400)
    expect(r.json.msg).toContain('1 客户导入模板')
  })
})
