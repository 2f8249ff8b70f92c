import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseProduct } from '#sync/resources/products/base-product.resource.ts'
import { datasource } from '#sync/resources/system/datasource.resource.ts'
import { DEMO_IDS } from '../../system/admin.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { adminActor } from '../../testing/test-users.ts'
import type { Actor } from '../actor.ts'
import { scopeToTenant } from '../db/tenant-scope.ts'
import { importColumns } from '../resources/spreadsheet.ts'
import { removeRecords, saveRecord } from './records.ts'

// Issue 8: records live outside HTTP; every path (submit, import, a direct caller) meets the same rules.
let t: TestApp
let token: string
let actor: Actor
beforeAll(async () => {
  t = await openTestApp()
  const signed = await t.signIn()
  token = signed.access_token
  const _roles = await t.root.query<{ roleId: string; deptId: string }>(
    `SELECT role_id, dept_id FROM blade_user WHERE id = $1`,
    [signed.user_id],
  )
  actor = await adminActor(t)
})
afterAll(() => t.close())

const P = '/api/erp/baseproduct'

async function productImport(rows: Record<string, string>[]) {
  const columns = importColumns(baseProduct, 'zh')
  const wb = new ExcelJS.Workbook()
  const sheet = wb.addWorksheet('data')
  sheet.addRow(columns.map((c) => c.header))
  for (const r of rows) sheet.addRow(columns.map((c) => r[c.key] ?? ''))
  const form = new FormData()
  form.set('file', new File([new Uint8Array(await wb.xlsx.writeBuffer())], 'products.xlsx'))
  return t.call('POST', `${P}/import`, { token, form, lang: 'en-US' })
}

async function productsLike(prefix: string) {
  return t.root.query<{ sysSku: string; productType: string | null }>(
    `SELECT sys_sku, product_type::text AS product_type FROM erp_base_product WHERE sys_sku ILIKE $1 AND is_deleted = 0`,
    [`${prefix}%`],
  )
}

describe('import goes through the path submit takes', () => {
  it('refuses a system SKU that submit refuses (the same SKU in another case), naming the row', async () => {
    const submit = await t.call('POST', `${P}/submit`, {
      token,
      body: { sysSku: 'demo-kettle-17l', name: 'Case twin', productRole: '1' },
      lang: 'en-US',
    })
    expect(submit.status).toBe(400)
    const r = await productImport([
      { sysSku: 'IMPORT-OK-1', name: 'Fine', productRole: '1' },
      { sysSku: 'demo-kettle-17l', name: 'Case twin', productRole: '1' },
    ])
    expect(r.status, r.text).toBe(400)
    expect(r.json.data.errors[0].field).toMatch(/^3\./)
    expect(r.json.data.errors[0].message).toBe(`row 3: ${submit.json.data?.errors?.[0]?.message ?? submit.json.msg}`)
    expect(await productsLike('IMPORT-OK-')).toHaveLength(0)
  })

  it('applies the declared defaults, as submit does (product type 1 when none is given)', async () => {
    const r = await productImport([{ sysSku: 'IMPORT-DEF-1', name: 'Defaults', productRole: '1' }])
    expect(r.status, r.text).toBe(200)
    const submitted = await t.call('POST', `${P}/submit`, {
      token,
      body: { sysSku: 'IMPORT-DEF-2', name: 'Defaults', productRole: '1' },
    })
    expect(submitted.status, submitted.text).toBe(200)
    expect(await productsLike('IMPORT-DEF-')).toEqual(
      expect.arrayContaining([
        { sysSku: 'IMPORT-DEF-1', productType: '1' },
        { sysSku: 'IMPORT-DEF-2', productType: '1' },
      ]),
    )
  })

  it('refuses a repeat further down the same file', async () => {
    const r = await productImport([
      { sysSku: 'IMPORT-TWICE', name: 'One', productRole: '1' },
      { sysSku: 'import-twice', name: 'Two', productRole: '1' },
    ])
    expect(r.status).toBe(400)
    expect(r.json.data.errors.map((e: { field: string }) => e.field.split('.')[0])).toEqual(['3'])
    expect(await productsLike('IMPORT-TWICE')).toHaveLength(0)
  })
})

describe('saveRecord and removeRecords outside any request', () => {
  it('runs defaults, hooks and checks for a direct caller with an actor and a transaction', async () => {
    const db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
    const id = await db.begin((tx) =>
      saveRecord(tx, baseProduct, { sysSku: 'DIRECT-1', name: 'Direct', productRole: '1' }, actor),
    )
    const stored = await t.root.query<{ productType: string; tenantId: string }>(
      'SELECT product_type::text AS product_type, tenant_id FROM erp_base_product WHERE id = $1',
      [id],
    )
    expect(stored).toEqual([{ productType: '1', tenantId: '000000' }])
    // The product hook refuses the same SKU in another case, whoever calls.
    await expect(
      db.begin((tx) => saveRecord(tx, baseProduct, { sysSku: 'direct-1', name: 'Twin', productRole: '1' }, actor)),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('refuses an id that names no live record instead of inserting under it', async () => {
    const db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
    await expect(
      db.begin((tx) => saveRecord(tx, baseProduct, { id: '1', sysSku: 'DIRECT-ID', name: 'x' }, actor)),
    ).rejects.toMatchObject({ status: 404 })
    expect(await productsLike('DIRECT-ID')).toHaveLength(0)
  })

  it('runs the beforeRemove hook: a data source in use stays', async () => {
    const db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
    await t.root.query(`UPDATE blade_tenant SET datasource_id = $1 WHERE tenant_id = '100001'`, [DEMO_IDS.datasource])
    await expect(db.begin((tx) => removeRecords(tx, datasource, [DEMO_IDS.datasource], actor))).rejects.toMatchObject({
      status: 400,
    })
    const live = await t.root.query(
      `SELECT 1 FROM blade_datasource WHERE id = $1 AND tenant_id = '000000' AND is_deleted = 0`,
      [DEMO_IDS.datasource],
    )
    expect(live).toHaveLength(1)
  })
})

describe('hooks that shape answers are exercised', () => {
  it('shows how many products each supplier supplies (the supplier decorate hook)', async () => {
    const r = await t.call('GET', '/api/erp/basefactory/page', { token })
    expect(r.status).toBe(200)
    const counts = r.json.data.records.map((f: { productCount: number }) => f.productCount)
    expect(counts.every((n: unknown) => typeof n === 'number')).toBe(true)
    expect(counts.some((n: number) => n > 0)).toBe(true)
  })
})
