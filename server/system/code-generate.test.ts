import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../testing/test-app.ts'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await openTestApp()
  admin = (await t.signIn()).access_token
})
afterAll(() => t.close())

const DEMO = '1000000000000002040'

describe('code generator', () => {
  it('answers a zip with the declaration, the migration and a test skeleton', async () => {
    const res = await t.app.request(`/api/blade-develop/code/gen-code?ids=${DEMO}`, {
      method: 'POST',
      headers: { 'Blade-Auth': `bearer ${admin}` },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/zip')
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
    const names = Object.keys(files).sort()
    expect(names[0]).toMatch(/^server\/migrations\/\d{4}_erp_sample_apply\.sql$/)
    expect(names.slice(1)).toEqual([
      'server/products/sampleapply.test.ts',
      'sync/src/resources/products/sampleapply.resource.ts',
    ])
    const declaration = strFromU8(files['sync/src/resources/products/sampleapply.resource.ts'] as Uint8Array)
    expect(declaration).toContain("table: 'erp_sample_apply'")
    expect(declaration).toContain("currency: f.dict('currency'")
    expect(declaration).toContain("permissions: { view: 'sampleapply_view'")
    const sql = strFromU8(files[names[0] as string] as Uint8Array)
    expect(sql).toContain('CREATE TABLE erp_sample_apply')
    expect(sql).toContain('unit_price numeric(20,4)')
    expect(sql).toContain("SELECT erp_isolate_tenant('erp_sample_apply')")
    const log = await t.root.query("SELECT 1 FROM blade_log_usual WHERE log_type = 9 AND tenant_id = '000000'")
    expect(log).toHaveLength(1)
  })

  it('refuses a field list that names an unknown dictionary', async () => {
    const r = await t.call('POST', '/api/blade-develop/code/submit', {
      token: admin,
      body: {
        codeName: '坏字段',
        area: 'other',
        module: 'erp',
        resourceName: 'badfields',
        tableName: 'erp_bad_fields',
        fields: JSON.stringify([{ key: 'kind', type: 'dict', dict: 'no_such_dict', label: { zh: '类型' } }]),
      },
    })
    expect(r.status).toBe(400)
    expect(r.json.data.errors[0].field).toBe('fields')
    expect(r.json.msg).toContain('no_such_dict')
  })

  it('copies a record under a new name', async () => {
    const r = await t.call('POST', '/api/blade-develop/code/copy', { token: admin, query: { id: DEMO } })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data.id).not.toBe(DEMO)
    expect(r.json.data).toMatchObject({ codeName: '样品申请-copy', tableName: 'erp_sample_apply' })
    const rows = await t.root.query("SELECT 1 FROM blade_code WHERE tenant_id = '000000' AND is_deleted = 0")
    expect(rows).toHaveLength(2)
  })
})
