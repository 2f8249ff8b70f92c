import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { wakeExportRunner } from '../system/export-runner.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'
import { orderExportColumns } from './order-export.ts'
import { insertTestOrder } from './order-test-helpers.ts'

// Issue 27, item 5: the sales order export (it failed for every filter) gives the orders with their
// lines, in words, and the file goes back in through the order import.
let t: TestApp
let token: string
const deps = () => ({ root: t.root, config: t.config, signingKey: t.signingKey, secretKey: t.signingKey })

beforeAll(async () => {
  t = await openTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'order-export-')) })
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())

async function sheetRows(bytes: ArrayBuffer | Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(bytes as ArrayBuffer)
  const rows: string[][] = []
  book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))))
  return rows
}

/** What an order is, apart from its id and history: where it comes from, goes to, costs and holds. */
async function orderShape(code: string) {
  const [o] = await t.root.query<Record<string, unknown>>(
    `SELECT id::text, shop_id::text, seller_order_id, address_name, address_phone, address_country_code,
            address_state_or_region, address_city, address_postal_code, address_line1, fob_currency,
            freight_amount::text, discount_amount::text, goods_amount::text, order_total_money::text
       FROM erp_order WHERE tenant_id = '000000' AND code = $1 AND is_deleted = 0`,
    [code],
  )
  if (!o) return undefined
  const lines = await t.root.query(
    `SELECT product_id::text, sys_sku, quantity, price::text FROM erp_order_item
      WHERE tenant_id = '000000' AND order_id = $1 AND is_deleted = 0 ORDER BY sys_sku`,
    [o.id],
  )
  const { id: _id, ...rest } = o
  return { ...rest, lines }
}

describe('sales order export', () => {
  it('exports the orders a filter finds, one row per line, in words, and the file imports back', async () => {
    const a = await insertTestOrder(t, {
      status: 2,
      sellerOrderId: 'RT-EXPORT-1',
      storeId: W.storeLa,
      freight: '5.00',
      lines: [
        { productId: P.lantern, sysSku: 'DEMO-LANTERN', quantity: 2, price: '19.99' },
        { productId: P.pan, sysSku: 'DEMO-PAN-28', quantity: 1, price: '25.50' },
      ],
    })
    // Without a marketplace number: its two lines stay one order by its own number.
    const b = await insertTestOrder(t, {
      status: 2,
      addressCity: 'Austin',
      lines: [
        { productId: P.kettle, sysSku: 'DEMO-KETTLE-17L', quantity: 3, price: '39.90' },
        { productId: P.lantern, sysSku: 'DEMO-LANTERN', quantity: 1, price: '19.99' },
      ],
    })
    const before = { a: await orderShape(a.code), b: await orderShape(b.code) }

    const file = await t.call('GET', '/api/erp/order/export', {
      token,
      lang: 'en-US',
      query: { code_in: `${a.code},${b.code}` },
    })
    expect(file.status, file.text).toBe(200)
    const rows = await sheetRows(file.bytes)
    const headers = orderExportColumns('en').map((c) => c.header)
    expect(rows[0]).toEqual(headers)
    expect(rows).toHaveLength(5)
    const at = (row: string[] | undefined, header: string) => row?.[headers.indexOf(header)]
    const [store] = await t.root.query<{ name: string }>(`SELECT name FROM erp_base_store WHERE id = $1`, [W.storeLa])
    const pending = findDictionary('sale_order_status').entries.find((e) => e.key === '2')?.label.en
    const ofA = rows.filter((r) => at(r, 'Order no.') === a.code)
    expect(ofA).toHaveLength(2)
    for (const r of ofA) {
      expect(at(r, 'Shop')).toBe('Amazon美国站主店')
      expect(at(r, 'Status')).toBe(pending)
      expect(at(r, 'Warehouse')).toBe(store?.name)
    }
    expect(ofA.map((r) => at(r, 'System SKU')).sort()).toEqual(['DEMO-LANTERN', 'DEMO-PAN-28'])
    expect(rows.flat()).not.toContain(a.id)

    // The download centre writes the same file for the order page's filters.
    const queued = await t.call('POST', '/api/erp/baseofflineexport/save', {
      token,
      body: { resourceKey: 'erp/order', params: { code_in: `${a.code},${b.code}` } },
    })
    expect(queued.json.code, queued.text).toBe(200)
    await wakeExportRunner(deps())
    const done = await t.call('GET', '/api/erp/baseofflineexport/detail', { token, query: { id: queued.json.data.id } })
    expect(done.json.data).toMatchObject({ status: 3, rowCount: 4 })

    // Into a clean state: the orders removed, the file brings them back with their numbers.
    const removed = await t.call('POST', '/api/erp/order/remove', { token, query: { ids: `${a.id},${b.id}` } })
    expect(removed.json.code, removed.text).toBe(200)
    expect(await orderShape(a.code)).toBeUndefined()
    const form = () => {
      const f = new FormData()
      f.set('file', new File([new Uint8Array(file.bytes)], 'orders.xlsx'))
      return f
    }
    const back = await t.call('POST', '/api/erp/order/import', { token, form: form(), lang: 'en-US' })
    expect(back.json.code, back.text).toBe(200)
    expect(back.json.data).toMatchObject({ orders: 2, created: 2, existing: 0, rows: 4 })
    expect(await orderShape(a.code)).toEqual(before.a)
    expect(await orderShape(b.code)).toEqual(before.b)

    // The same file again takes nothing in twice.
    const again = await t.call('POST', '/api/erp/order/import', { token, form: form(), lang: 'en-US' })
    expect(again.json.data).toMatchObject({ orders: 2, created: 0, existing: 2 })
  })

  it('refuses a bad filter before the file starts', async () => {
    const bad = await t.call('GET', '/api/erp/order/export', { token, query: { status: 'x' } })
    expect(bad.status).toBe(400)
    const queued = await t.call('POST', '/api/erp/baseofflineexport/save', {
      token,
      body: { resourceKey: 'erp/order', params: { status: 'x' } },
    })
    expect(queued.status).toBe(400)
  })
})
