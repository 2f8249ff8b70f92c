import ExcelJS from 'exceljs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { DEMO } from '../shops/seed-shops.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { ORDER_DEMO } from './order-seed.ts'
import { ORDER_TEMPLATE } from './order-sheets.ts'
import { linesOutOfStep } from './order-test-helpers.ts'

// Issue 12 intake: the B2C and B2B forms, the order rules (lines, prices, e-mail, exact totals,
// code, status, history), idempotent pullOrder, and the all-or-nothing import.
let t: TestApp
let token: string
const post = (path: string, body: unknown) => t.call('POST', path, { token, body, lang: 'en-US' })
const get = (path: string, query: Record<string, string>) => t.call('GET', path, { token, query, lang: 'en-US' })

beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())
// Every line carries its order's status, whatever the test did to the order (migration 0036).
afterEach(async () => expect(await linesOutOfStep(t)).toEqual([]))

/** A form order of the eBay shop to New Jersey (no dividing rule routes it, so it stays pending review). */
const form = (more: Record<string, unknown> = {}) => ({
  shopId: DEMO.shopEbayUs,
  buyerName: 'Test Buyer',
  buyerEmail: 'buyer@example.com',
  addressName: 'Test Buyer',
  addressCountryCode: 'US',
  addressStateOrRegion: 'NJ',
  addressCity: 'Newark',
  addressPostalCode: '07102',
  addressLine1: '1 Broad St',
  fobCurrency: 'USD',
  orderSkuVOS: [{ productId: P.pan, quantity: 3, price: '19.99' }],
  ...more,
})
const orderRow = async (id: string) =>
  (
    await t.root.query<Record<string, unknown>>(
      `SELECT code, status, goods_amount::text, order_total_money::text, total_quantity, total_weight::text,
              platform_id::text, order_type FROM erp_order WHERE id = $1`,
      [id],
    )
  )[0]
const liveOrders = async () =>
  Number((await t.root.query<{ n: string }>(`SELECT count(*)::text AS n FROM erp_order WHERE is_deleted = 0`))[0]?.n)

describe('the B2C form', () => {
  // Issue 27, item 10: an order entered without its order time sorted last on the order page.
  it('gives an order entered without an order time the time it was entered, and keeps one given', async () => {
    const [now] = await t.root.query<{ now: string }>(`SELECT left(localtimestamp(0)::text, 16) AS now`)
    const entered = await post('/api/erp/order/save', form())
    expect(entered.json.code, entered.text).toBe(200)
    const given = await post('/api/erp/order/save', form({ orderTime: '2026-03-01 10:00:00' }))
    expect(given.json.code, given.text).toBe(200)
    const times = await t.root.query<{ id: string; orderTime: string }>(
      `SELECT id::text, left(order_time::text, 19) AS order_time FROM erp_order WHERE id = ANY($1::bigint[])`,
      [[entered.json.data.id, given.json.data.id]],
    )
    const enteredAt = times.find((r) => r.id === entered.json.data.id)?.orderTime ?? ''
    expect(enteredAt >= (now?.now ?? '~')).toBe(true)
    expect(times.find((r) => r.id === given.json.data.id)?.orderTime).toBe('2026-03-01 10:00:00')
  })

  it('refuses an order without lines, naming the lines', async () => {
    const r = await post('/api/erp/order/save', form({ orderSkuVOS: [] }))
    expect(r.status).toBe(400)
    expect(r.json.data.errors).toEqual([{ field: 'orderSkuVOS', message: 'An order needs at least one product' }])
    const none = await post('/api/erp/order/save', { ...form(), orderSkuVOS: undefined })
    expect(none.status).toBe(400)
    expect(none.json.data.errors[0].field).toBe('orderSkuVOS')
  })

  it('refuses a line without a unit price or with a quantity below one, naming the line and field', async () => {
    const r = await post('/api/erp/order/save', form({ orderSkuVOS: [{ productId: P.pan, quantity: 0 }] }))
    expect(r.status).toBe(400)
    const fields = r.json.data.errors.map((e: { field: string }) => e.field).sort()
    expect(fields).toEqual(['orderSkuVOS.0.price', 'orderSkuVOS.0.quantity'])
    expect(r.json.msg).toMatch(/Line 1: Unit price/)
  })

  it('refuses a bad e-mail and an unknown product', async () => {
    const mail = await post('/api/erp/order/save', form({ buyerEmail: 'not-an-address' }))
    expect(mail.status).toBe(400)
    expect(mail.json.data.errors[0].field).toBe('buyerEmail')
    expect(mail.json.msg).toMatch(/e-mail/)
    const product = await post(
      '/api/erp/order/save',
      form({ orderSkuVOS: [{ productId: '1999999999999999999', quantity: 1, price: '1' }] }),
    )
    expect(product.status).toBe(400)
    expect(product.json.data.errors[0]).toMatchObject({ field: 'orderSkuVOS.0.productId' })
  })

  it('computes lines and totals exactly: 3 × 19.99 + 5.00 freight − 0.97 discount = 64.00', async () => {
    const r = await post('/api/erp/order/save', form({ freightAmount: '5.00', discountAmount: '0.97' }))
    expect(r.json.code, r.text).toBe(200)
    const o = r.json.data
    expect(o.orderSkuVOS[0]).toMatchObject({
      amount: '59.97',
      sysSku: 'DEMO-PAN-28',
      productName: '不粘煎锅 28cm',
      weight: '1.100',
    })
    expect(await orderRow(o.id)).toMatchObject({
      goodsAmount: '59.97',
      orderTotalMoney: '64.00',
      totalQuantity: 3,
      totalWeight: '3.300',
      platformId: DEMO.ebay,
    })
    // The shop's prefix, today's date and a sequence number.
    expect(o.code).toMatch(/^EB\d{6}\d{5}$/)
    expect(o.shopName).toBe('eBay美国店')
    const history = await get('/api/erp/order/orderHistory', { code: o.code })
    // Newest first: the dividing rules' routing after the creation.
    expect(history.json.data.at(-1)).toMatchObject({ action: 'create', createUserName: expect.any(String) })
    expect(history.json.data.at(-1).content).toMatch(/Created \(form\): 1 line\(s\), 3 unit\(s\), total 64.00 USD/)
  })

  it('refuses a discount above goods plus freight', async () => {
    const r = await post('/api/erp/order/save', form({ discountAmount: '100' }))
    expect(r.status).toBe(400)
    expect(r.json.data.errors[0].field).toBe('discountAmount')
  })

  it('mints distinct codes, and sends unpaid orders to the unpaid tab', async () => {
    const a = await post('/api/erp/order/save', form())
    const b = await post('/api/erp/order/save', form({ payType: 'unpaid' }))
    expect(a.json.data.code).not.toBe(b.json.data.code)
    expect(String(b.json.data.status)).toBe('1')
  })

  it('edits an order with the same rules and writes what changed, in words', async () => {
    const made = (await post('/api/erp/order/save', form())).json.data
    const r = await post('/api/erp/order/edit', {
      id: made.id,
      version: made.version,
      addressName: 'New Name',
      orderSkuVOS: [{ productId: P.pan, quantity: 2, price: '10.00' }],
    })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data).toMatchObject({ addressName: 'New Name', goodsAmount: '20.00', orderTotalMoney: '20.00' })
    expect(r.json.data.history[0].content).toMatch(/Recipient: Test Buyer → New Name/)
    expect(r.json.data.history[0].content).toMatch(/lines DEMO-PAN-28 × 3 @ 19.99 → DEMO-PAN-28 × 2 @ 10.00/)
    const stale = await post('/api/erp/order/edit', { id: made.id, version: made.version, remark: 'x' })
    expect(stale.status).toBe(409)
    const bad = await post('/api/erp/order/edit', { id: made.id, orderSkuVOS: [{ productId: P.pan, quantity: 1 }] })
    expect(bad.status).toBe(400)
  })

  it("refuses to change a shipped order, and a reviewed order's lines, but takes a reviewed order's remark", async () => {
    const shipped = await post('/api/erp/order/edit', { id: ORDER_DEMO.shipped, remark: 'late' })
    expect(shipped.status).toBe(400)
    expect(shipped.json.msg).toMatch(/can no longer be changed/)
    const lines = await post('/api/erp/order/edit', {
      id: ORDER_DEMO.audited,
      orderSkuVOS: [{ productId: P.pan, quantity: 5, price: '19.99' }],
    })
    expect(lines.status).toBe(400)
    expect(lines.json.msg).toMatch(/send it back to review/)
    const remark = await post('/api/erp/order/edit', { id: ORDER_DEMO.audited, remark: 'Gift wrap' })
    expect(remark.json.code, remark.text).toBe(200)
  })

  it('removes only pending-review or discarded orders', async () => {
    const refused = await t.call('POST', '/api/erp/order/remove', {
      token,
      query: { ids: ORDER_DEMO.shipped },
      lang: 'en-US',
    })
    expect(refused.status).toBe(400)
    const made = (await post('/api/erp/order/save', form())).json.data
    const removed = await t.call('POST', '/api/erp/order/remove', { token, query: { ids: made.id } })
    expect(removed.json.code, removed.text).toBe(200)
    expect((await get('/api/erp/order/detail', { id: made.id })).status).toBe(404)
  })

  it('keeps notes (leaveWord) on the order and in its history', async () => {
    const r = await post('/api/erp/order/leaveWord', {
      ids: [ORDER_DEMO.toAuditNj],
      remark: 'Call first',
      leaveWord: 'Ring twice',
    })
    expect(r.json.code, r.text).toBe(200)
    const d = (await get('/api/erp/order/detail', { id: ORDER_DEMO.toAuditNj })).json.data
    expect(d.remark).toBe('Call first')
    expect(d.history[0]).toMatchObject({ action: 'leaveWord', content: 'Message: Ring twice; remark: Call first' })
    expect((await post('/api/erp/order/leaveWord', { ids: [ORDER_DEMO.toAuditNj] })).status).toBe(400)
  })
})

describe('the B2B form', () => {
  it('keeps supply and retail amounts, the delivery date and the packing-list flag', async () => {
    const r = await post('/api/erp/order/createB2BOrder', {
      ...form({ orderSkuVOS: [{ productId: P.pan, quantity: 3, supplyPrice: '12.35', retailPrice: '29.99' }] }),
      deliveryDate: '2026-12-20',
      isShippingList: 1,
      freightAmount: '10',
    })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data).toMatchObject({
      orderType: 2,
      goodsAmount: '37.05',
      supplyAmount: '37.05',
      retailAmount: '89.97',
      orderTotalMoney: '47.05',
      deliveryDate: '2026-12-20',
      isShippingList: 1,
    })
    const missing = await post(
      '/api/erp/order/createB2BOrder',
      form({ orderSkuVOS: [{ productId: P.pan, quantity: 1 }] }),
    )
    expect(missing.status).toBe(400)
    expect(missing.json.data.errors[0].field).toBe('orderSkuVOS.0.supplyPrice')
    const page = await get('/api/erp/order/wholesaleOrderPage', { size: '100' })
    expect(page.json.data.records.every((o: { orderType: number }) => o.orderType === 2)).toBe(true)
    expect(page.json.data.records.some((o: { id: string }) => o.id === r.json.data.id)).toBe(true)
    const skus = await get('/api/erp/order/selectHistorySKu', { shopId: DEMO.shopEbayUs, orderType: '2' })
    expect(skus.json.data).toContainEqual(expect.objectContaining({ sysSku: 'DEMO-PAN-28', supplyPrice: '12.35' }))
  })

  it('downloads a packing list and an invoice as spreadsheets', async () => {
    const list = await get('/api/erp/order/downShippingList', { ids: ORDER_DEMO.b2b })
    expect(list.status).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(list.bytes as unknown as ArrayBuffer)
    const text = JSON.stringify(book.worksheets[0]?.getSheetValues())
    expect(text).toContain('DEMO-PAN-28')
    expect(text).toContain('HHG / EDISON / 1-2')
    const invoice = await post('/api/erp/order/downInvoice', { id: ORDER_DEMO.b2b })
    expect(invoice.status).toBe(200)
    await book.xlsx.load(invoice.bytes as unknown as ArrayBuffer)
    const inv = JSON.stringify(book.getWorksheet('invoice')?.getSheetValues())
    expect(inv).toContain('INV-SP26112300002')
    // 24 × 12.50 + 12 × 21.00 = 552.00; + 45.00 freight = 597.00
    expect(inv).toContain('552')
    expect(inv).toContain('597')
    const notB2B = await post('/api/erp/order/downInvoice', { id: ORDER_DEMO.toAuditCa })
    expect(notB2B.status).toBe(400)
  })
})

describe('pullOrder', () => {
  const pulled = (seller: string, sku = 'HM-KETTLE-17-US') => ({
    sellerOrderId: seller,
    buyerName: 'Pat Smith',
    addressName: 'Pat Smith',
    addressCountryCode: 'US',
    addressStateOrRegion: 'NJ',
    addressCity: 'Trenton',
    addressPostalCode: '08608',
    addressLine1: '1 State St',
    fobCurrency: 'USD',
    orderSkuVOS: [{ sellerSku: sku, quantity: 2, price: '39.99' }],
  })

  it('takes a marketplace order in once, mapping its sales SKU', async () => {
    const first = await post('/api/erp/order/pullOrder', { shopId: DEMO.shopAmazonUs, orders: [pulled('113-9000001')] })
    expect(first.json.code, first.text).toBe(200)
    expect(first.json.data).toMatchObject({ created: 1, existing: 0, failed: [] })
    const again = await post('/api/erp/order/pullOrder', { shopId: DEMO.shopAmazonUs, orders: [pulled('113-9000001')] })
    expect(again.json.data).toMatchObject({ created: 0, existing: 1, existingIds: first.json.data.createdIds })
    const rows = await t.root.query(`SELECT 1 FROM erp_order WHERE seller_order_id = '113-9000001' AND is_deleted = 0`)
    expect(rows).toHaveLength(1)
    const d = (await get('/api/erp/order/detail', { id: first.json.data.createdIds[0] })).json.data
    expect(d.orderSkuVOS[0]).toMatchObject({ productId: P.kettle, sysSku: 'DEMO-KETTLE-17L', amount: '79.98' })
    expect(d.history.at(-1).content).toMatch(/marketplace/)
  })

  it('answers one order when the same marketplace order arrives twice at once', async () => {
    const body = { shopId: DEMO.shopAmazonUs, orders: [pulled('113-9000002')] }
    const [a, b] = await Promise.all([post('/api/erp/order/pullOrder', body), post('/api/erp/order/pullOrder', body)])
    expect(a.json.code, a.text).toBe(200)
    expect(b.json.code, b.text).toBe(200)
    expect(a.json.data.created + b.json.data.created).toBe(1)
    expect(a.json.data.existing + b.json.data.existing).toBe(1)
    const rows = await t.root.query(`SELECT 1 FROM erp_order WHERE seller_order_id = '113-9000002' AND is_deleted = 0`)
    expect(rows).toHaveLength(1)
  })

  it('lists an order whose SKU the shop does not map, and takes the others', async () => {
    const r = await post('/api/erp/order/pullOrder', {
      shopId: DEMO.shopAmazonUs,
      orders: [pulled('113-9000003', 'NO-SUCH-SKU'), pulled('113-9000004')],
    })
    expect(r.json.data).toMatchObject({ created: 1, failed: [{ index: 0, sellerOrderId: '113-9000003' }] })
    expect(r.json.data.failed[0].errors[0].field).toBe('orderSkuVOS.0.productId')
  })
})

/** The template's rows as an uploaded xlsx. */
async function sheetFile(rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('orders')
  sheet.addRow(ORDER_TEMPLATE.map((c) => c.field.label.en))
  for (const r of rows) sheet.addRow(r)
  const form = new FormData()
  form.set('file', new File([new Uint8Array(await book.xlsx.writeBuffer())], 'orders.xlsx'))
  return form
}
/** A template row: shop, marketplace order no., then the rest of the columns. */
function row(shop: string, seller: string, sku: string, quantity: string | number, price: string, country = 'US') {
  const values: Record<string, string | number> = {
    shopId: shop,
    sellerOrderId: seller,
    addressName: 'Import Buyer',
    addressCountryCode: country,
    addressStateOrRegion: 'NJ',
    addressCity: 'Newark',
    addressPostalCode: '07102',
    addressLine1: '1 Broad St',
    fobCurrency: 'USD',
    sysSku: sku,
    quantity,
    price,
  }
  return ORDER_TEMPLATE.map((c) => values[c.key] ?? '')
}

describe('import', () => {
  it('offers the template with its columns and an example row', async () => {
    const r = await get('/api/erp/order/downOrderTemplate', {})
    expect(r.status).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(r.bytes as unknown as ArrayBuffer)
    const values = book.worksheets[0]?.getRow(1).values as string[]
    expect(values.slice(1)).toEqual(ORDER_TEMPLATE.map((c) => c.field.label.en))
    expect(book.worksheets[0]?.rowCount).toBe(2)
  })

  it('makes three orders of five rows, grouped by shop and marketplace order no.', async () => {
    const before = await liveOrders()
    const form = await sheetFile([
      row('eBay US', 'IMP-1', 'DEMO-PAN-28', 1, '19.99'),
      row('eBay US', 'IMP-1', 'DEMO-LANTERN', 2, '25.00'),
      row('EBAY-US-01', 'IMP-2', 'DEMO-PAN-28', 3, '19.99'),
      row('Walmart US', 'IMP-1', 'DEMO-KETTLE-17L', 1, '44.00'),
      row('Walmart US', 'IMP-1', 'DEMO-PAN-28', 1, '19.99'),
    ])
    const r = await t.call('POST', '/api/erp/order/import', { token, form, lang: 'en-US' })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data).toMatchObject({ orders: 3, created: 3, rows: 5 })
    expect(await liveOrders()).toBe(before + 3)
    const imp1 = await get('/api/erp/order/page', { sellerOrderId_in: 'IMP-1', shopId: DEMO.shopEbayUs })
    expect(imp1.json.data.records[0]).toMatchObject({ totalQuantity: 3, goodsAmount: '69.99' })
  })

  it('writes nothing when one row is bad, naming each bad row and field', async () => {
    const before = await liveOrders()
    const form = await sheetFile([
      row('eBay US', 'IMP-3', 'DEMO-PAN-28', 1, '19.99'),
      row('eBay US', 'IMP-4', 'DEMO-PAN-28', 'two', '19.99'),
      row('No Such Shop', 'IMP-5', 'DEMO-PAN-28', 1, '19.99'),
      row('eBay US', 'IMP-6', 'NO-SUCH-SKU', 1, '19.99'),
    ])
    const r = await t.call('POST', '/api/erp/order/import', { token, form, lang: 'en-US' })
    expect(r.status).toBe(400)
    const errors = r.json.data.errors as { row: number; field: string }[]
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'quantity'],
      [4, 'shopId'],
      [5, 'productId'],
    ])
    expect(await liveOrders()).toBe(before)
  })
})
