import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { stockBookProblems } from '../inventory/stock-books.ts'
import { ORDER_DEMO } from '../orders/order-seed.ts'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { DEMO } from '../shops/seed-shops.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { VC_DEMO as D } from './vendor-orders-seed.ts'

// Spec 2 §7.3 admin side: each transition from an allowed status and one refused, exact splits and
// merges, the ledger's reservations and shipments (books balanced after each test), carton labels
// read back from their PDF, carton files parsed, and the PO's own round trip.
let t: TestApp
let token: string
const BASE = '/api/erp/vcAdminOrder'
const post = (path: string, body: unknown) => t.call('POST', `${BASE}/${path}`, { token, body, lang: 'en-US' })
const get = (path: string, query: Record<string, string>) =>
  t.call('GET', `${BASE}/${path}`, { token, query, lang: 'en-US' })
const detail = async (id: string) => (await get('detail', { id })).json.data
const stock = async (productId: string) =>
  (
    await t.root.query<{ onHand: number; reserved: number; available: number }>(
      `SELECT coalesce(sum(on_hand), 0)::int AS on_hand, coalesce(sum(reserved), 0)::int AS reserved,
              coalesce(sum(available), 0)::int AS available
         FROM erp_store_product_inventory WHERE product_id = $1 AND store_id = $2 AND tenant_id = '000000'`,
      [productId, D.storeVc],
    )
  )[0]
const reserved = async (orderId: string) =>
  (
    await t.root.query<{ n: number }>(
      `SELECT coalesce(sum(quantity), 0)::int AS n FROM erp_stock_reservation
        WHERE document_type = 'erp/vcAdminOrder' AND document_id = $1 AND status = 1 AND tenant_id = '000000'`,
      [orderId],
    )
  )[0]?.n

beforeAll(async () => {
  t = await openTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'vc-admin-')) })
  token = (await t.signIn()).access_token
})
afterAll(() => t.close())
afterEach(async () => {
  const db = scopeToTenant(t.root, { tenantId: '000000', userId: '1' })
  expect(await db.begin((tx) => stockBookProblems(tx))).toEqual([])
})

/** A new PO of the demo VC shop with the given lines; answers its id and its lines' ids. */
async function newPo(poNumber: string, lines: { productId: string; orderedQuantity: number; unitCost: string }[]) {
  const r = await post('saveOrUpdateOrder', {
    poNumber,
    shopId: D.shopVcUs,
    shipToFc: 'ONT8',
    shipWindowStart: '2026-08-01',
    shipWindowEnd: '2026-08-07',
    items: lines,
  })
  expect(r.json.code, r.text).toBe(200)
  const order = await detail(r.json.data.id)
  return { id: order.id as string, lines: (order.items as { id: string }[]).map((l) => l.id) }
}

describe('VC purchase orders', () => {
  it('round-trips a PO with its lines: exact amounts, vendor code from the shop, edits only while to confirm', async () => {
    const { id, lines } = await newPo('PO-T-RT', [
      { productId: P.kettle, orderedQuantity: 3, unitCost: '18.3333' },
      { productId: P.filter, orderedQuantity: 7, unitCost: '0.1111' },
    ])
    const read = await detail(id)
    expect(read).toMatchObject({
      vendorCode: 'DEMOV',
      currency: 'USD',
      totalQuantity: 10,
      totalCost: '55.7776',
      status: 1,
    })
    expect(read.items[0]).toMatchObject({ sysSku: 'DEMO-KETTLE-17L', amount: '54.9999' })
    expect(read.history.map((h: { action: string }) => h.action)).toEqual(['create'])
    const edited = await post('saveOrUpdateOrder', {
      id,
      remark: 'rush',
      items: [{ id: lines[0], productId: P.kettle, orderedQuantity: 4, unitCost: '18.3333' }],
    })
    expect(edited.json.code, edited.text).toBe(200)
    expect(await detail(id)).toMatchObject({ remark: 'rush', totalQuantity: 4, totalCost: '73.3332' })
    const notVc = await post('saveOrUpdateOrder', { poNumber: 'PO-T-NOTVC', shopId: DEMO.shopAmazonUs })
    expect(notVc.status).toBe(400)
    expect(notVc.json.msg).toContain('not a vendor-central shop')
    expect((await t.call('POST', `${BASE}/remove`, { token, query: { ids: id } })).json.code).toBe(200)
    expect((await get('detail', { id })).status).toBe(404)
    // A confirmed PO is neither edited nor removed.
    expect((await post('saveOrUpdateOrder', { id: D.confirmed, remark: 'x' })).status).toBe(400)
    expect((await t.call('POST', `${BASE}/remove`, { token, query: { ids: D.confirmed } })).status).toBe(400)
  })

  it('confirms per line, rejects a PO with nothing accepted, and sends either back to confirmation', async () => {
    const { id, lines } = await newPo('PO-T-CONF', [
      { productId: P.kettle, orderedQuantity: 10, unitCost: '18.5000' },
      { productId: P.filter, orderedQuantity: 4, unitCost: '2.2500' },
    ])
    const tooMany = await post('confirmOrder', { ids: id, items: [{ id: lines[0], acceptedQuantity: 11 }] })
    expect(tooMany.status).toBe(400)
    const done = await post('confirmOrder', {
      ids: [id],
      items: [{ id: lines[0], acceptedQuantity: 6, rejectReason: 'short' }],
    })
    expect(done.json.data).toEqual({ confirmed: [id], rejected: [] })
    expect(await detail(id)).toMatchObject({
      status: 2,
      poSendStatus: 1,
      acceptedQuantity: 10,
      acceptedCost: '120.0000',
    })
    expect((await post('confirmOrder', { ids: id })).status).toBe(400)
    expect((await post('updateStatus', { ids: id, status: '3' })).status).toBe(400)
    expect((await post('updateStatus', { ids: id, status: '1' })).json.code).toBe(200)
    expect(await detail(id)).toMatchObject({ status: 1, poSendStatus: null, acceptedQuantity: 0 })
    const none = await post('confirmOrder', {
      ids: id,
      items: lines.map((l) => ({ id: l, acceptedQuantity: 0 })),
    })
    expect(none.json.data).toEqual({ confirmed: [], rejected: [id] })
    expect(await detail(id)).toMatchObject({ status: 9, poSendStatus: 2 })
    expect((await post('updateStatus', { ids: id, status: '1' })).json.code).toBe(200)
  })

  it('distributes with reservations, answers refusals raw, and gives them back on turnDistribute and cancel', async () => {
    const before = await stock(P.kettle)
    const { id } = await newPo('PO-T-DIST', [{ productId: P.kettle, orderedQuantity: 5, unitCost: '18.5000' }])
    const early = await post('distributeOrder', { ids: id, storeId: D.storeVc })
    expect(early.json.code).toBe(200)
    expect(early.json.data.failed[0]).toMatchObject({ id, code: 'PO-T-DIST' })
    await post('confirmOrder', { ids: id })
    // Los Angeles holds no kettles: refused in the answer, not by the call.
    const short = await post('distributeOrder', { ids: id, storeId: D.storeLa })
    expect(short.json.code).toBe(200)
    expect(short.json.data.failed[0].reason).toContain('Insufficient stock')
    const done = await post('distributeOrder', { ids: id, storeId: D.storeVc })
    expect(done.json.data).toEqual({ done: [id], failed: [] })
    expect(await reserved(id)).toBe(5)
    expect((await stock(P.kettle))?.reserved).toBe((before?.reserved ?? 0) + 5)
    expect((await detail(id)).reservations).toHaveLength(1)
    expect((await post('turnDistribute', { ids: id })).json.code).toBe(200)
    expect(await reserved(id)).toBe(0)
    expect((await post('turnDistribute', { ids: id })).status).toBe(400)
    await post('distributeOrder', { ids: id, storeId: D.storeVc })
    expect((await post('cancelOrder', { ids: id, cancelReason: 'retailer cancelled' })).json.code).toBe(200)
    expect(await reserved(id)).toBe(0)
    expect(await detail(id)).toMatchObject({ status: 8, cancelReason: 'retailer cancelled' })
    expect((await post('cancelOrder', { ids: id })).status).toBe(400)
    expect(await stock(P.kettle)).toEqual(before)
  })

  it('splits every accepted unit into parts exactly, moving the reservations', async () => {
    const { id, lines } = await newPo('PO-T-SPLIT', [
      { productId: P.kettle, orderedQuantity: 7, unitCost: '18.3333' },
      { productId: ORDER_DEMO.mug, orderedQuantity: 3, unitCost: '9.1250' },
    ])
    const [kettle, lantern] = lines as [string, string]
    await post('confirmOrder', { ids: id })
    await post('distributeOrder', { ids: id, storeId: D.storeVc })
    const partial = await post('split', {
      id,
      parts: [
        { storeId: D.storeVc, items: [{ id: kettle, quantity: 3 }] },
        {
          storeId: D.storeVc,
          items: [
            { id: kettle, quantity: 3 },
            { id: lantern, quantity: 3 },
          ],
        },
      ],
    })
    expect(partial.status).toBe(400)
    expect(partial.json.msg).toContain('split every unit')
    const one = await post('split', { id, parts: [{ storeId: D.storeVc, items: [{ id: kettle, quantity: 7 }] }] })
    expect(one.status).toBe(400)
    const parts = await post('split', {
      id,
      parts: [
        {
          storeId: D.storeVc,
          items: [
            { id: kettle, quantity: 4 },
            { id: lantern, quantity: 1 },
          ],
        },
        {
          storeId: D.storeVc,
          items: [
            { id: kettle, quantity: 3 },
            { id: lantern, quantity: 2 },
          ],
        },
      ],
    })
    expect(parts.json.code, parts.text).toBe(200)
    const [a, b] = parts.json.data as [string, string]
    const [pa, pb, parent] = [await detail(a), await detail(b), await detail(id)]
    expect(parent).toMatchObject({ status: 10, acceptedCost: '155.7081' })
    expect(parent.parts.map((p: { poNumber: string }) => p.poNumber)).toEqual(['PO-T-SPLIT-1', 'PO-T-SPLIT-2'])
    expect([pa.status, pb.status]).toEqual([3, 3])
    expect([pa.acceptedCost, pb.acceptedCost]).toEqual(['82.4582', '73.2499'])
    expect([await reserved(id), await reserved(a), await reserved(b)]).toEqual([0, 5, 5])
    expect((await post('split', { id, parts: [] })).status).toBe(400)
  })

  it('splits a batch by the warehouses its lines name, refusing one without', async () => {
    const r = await post('splitOrderBatch', { ids: [D.twoStores, D.toConfirm] })
    expect(r.json.data.done).toEqual([D.twoStores])
    expect(r.json.data.failed[0].id).toBe(D.toConfirm)
    const parts = (await detail(D.twoStores)).parts
    expect(parts).toHaveLength(2)
    const stores = await Promise.all(parts.map(async (p: { id: string }) => (await detail(p.id)).storeId))
    expect(stores.sort()).toEqual([DEMO.storeLosAngeles, D.storeVc].sort())
  })

  it('merges POs of the same vendor, FC and ship window, refusing others', async () => {
    const mismatch = await get('mergeOrder', { ids: `${D.toConfirm},${D.confirmed}` })
    expect(mismatch.status).toBe(400)
    expect(mismatch.json.msg).toContain('Order unable to be merged')
    const merged = await get('mergeOrder', { ids: `${D.toConfirmTwin},${D.toConfirm}` })
    expect(merged.json.data).toEqual({ id: D.toConfirm, merged: [D.toConfirmTwin] })
    expect(await detail(D.toConfirm)).toMatchObject({ totalQuantity: 34, totalCost: '304.0000' })
    expect(await detail(D.toConfirmTwin)).toMatchObject({ status: 11, mergedIntoId: D.toConfirm })
    expect((await get('mergeOrder', { ids: D.toConfirm })).status).toBe(400)
  })

  it('packs every accepted unit into cartons, confirms the ASN, ships through the ledger and invoices exactly', async () => {
    const before = await stock(P.kettle)
    const badPack = await post('createShipment', {
      id: D.distributed,
      cartons: [{ items: [{ sku: 'DEMO-KETTLE-17L', quantity: 9 }] }],
    })
    expect(badPack.status).toBe(400)
    expect(badPack.json.msg).toContain('9 packed')
    const packed = await post('createShipment', {
      id: D.distributed,
      cartons: [
        { items: [{ sku: 'B0DEMO0001', quantity: 6 }] },
        { cartonNo: 'BOX-2', items: [{ sku: 'DEMO-KETTLE-17L', quantity: 4 }] },
      ],
    })
    expect(packed.json.data).toEqual({ asnNumber: 'ASN-PO-DEMO-1004', cartons: 2 })
    expect((await detail(D.distributed)).cartons.map((c: { cartonNo: string }) => c.cartonNo)).toEqual([
      'BOX-2',
      'PO-DEMO-1004-C001',
    ])
    expect((await post('markShipment', { ids: D.distributed })).status).toBe(400)
    expect((await post('createShipmentConfirm', { ids: D.distributed })).json.code).toBe(200)
    expect((await post('createShipment', { id: D.distributed, cartons: [] })).status).toBe(400)
    expect((await post('submitInvoice', { id: D.distributed, invoiceNumber: 'X' })).status).toBe(400)
    expect((await post('markShipment', { ids: D.distributed, trackNumber: 'BOL-1' })).json.code).toBe(200)
    expect(await reserved(D.distributed)).toBe(0)
    expect(await stock(P.kettle)).toMatchObject({
      onHand: (before?.onHand ?? 0) - 10,
      reserved: (before?.reserved ?? 0) - 10,
    })
    const invoice = await post('submitInvoice', {
      id: D.distributed,
      invoiceNumber: 'INV-T-1',
      paymentNumber: 'PAY-T-1',
    })
    expect(invoice.json.code).toBe(200)
    expect(await detail(D.distributed)).toMatchObject({
      status: 7,
      shippedQuantity: 10,
      invoiceAmount: '185.0000',
      invoiceStatus: 2,
      invoiceNumber: 'INV-T-1',
    })
    expect((await post('submitInvoice', { id: D.distributed, invoiceNumber: 'INV-T-2' })).status).toBe(400)
  })

  it('generates carton labels with barcodes and reads them back from the PDF; an uploaded URL answers the stored data', async () => {
    expect((await post('createLabel', { id: D.confirmed })).status).toBe(400)
    const made = await post('createLabel', { id: D.packing })
    expect(made.json.code, made.text).toBe(200)
    expect(made.json.data.cartons).toBe(2)
    const file = await t.call('GET', made.json.data.labelUrl, { token })
    expect(file.headers.get('content-type')).toBe('application/pdf')
    const read = await get('analysisLabel', { id: D.packing })
    expect(read.json.data.source).toBe('pdf')
    expect(read.json.data.pages).toBe(2)
    expect(read.json.data.cartons.every((c: { found: boolean }) => c.found)).toBe(true)
    const bad = await post('uploadLabel', { id: D.packing, url: 'https://example.com/label.png' })
    expect(bad.status).toBe(400)
    const up = await post('uploadLabel', { id: D.packing, url: 'https://vendorcentral.example.com/l/PO-DEMO-1005.pdf' })
    expect(up.json.code).toBe(200)
    const stored = await get('analysisLabel', { id: D.packing })
    expect(stored.json.data).toMatchObject({
      source: 'stored',
      labelUrl: 'https://vendorcentral.example.com/l/PO-DEMO-1005.pdf',
    })
    expect(stored.json.data.cartons).toHaveLength(2)
    // A PDF uploaded through /api/picture/upload is linked by its attachment id.
    const form = new FormData()
    form.set('file', new File([file.bytes], 'labels.pdf'))
    const attach = (await t.call('POST', '/api/picture/upload', { token, form })).json.data
    expect((await post('uploadLabel', { id: D.packing, attachId: attach.attachId })).json.code).toBe(200)
    expect((await get('analysisLabel', { id: D.packing })).json.data.source).toBe('pdf')
  })

  it('parses a carton file into cartons raw, naming the rows it could not read', async () => {
    const book = new ExcelJS.Workbook()
    const sheet = book.addWorksheet('Cartons')
    sheet.addRows([
      ['Carton No', 'SKU', 'Quantity', 'Weight'],
      ['C1', 'DEMO-KETTLE-17L', 2, '8.5'],
      ['C1', 'DEMO-MUG-350', 3, ''],
      ['C2', 'DEMO-KETTLE-17L', 'two', ''],
      ['C3', 'NOT-ON-PO', 1, ''],
    ])
    const form = new FormData()
    form.set('file', new File([new Uint8Array(await book.xlsx.writeBuffer())], 'cartons.xlsx'))
    form.set('id', D.confirmed)
    const r = await t.call('POST', `${BASE}/analysisCarton`, { token, form, lang: 'en-US' })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data).toMatchObject({
      totalCartons: 1,
      totalUnits: 5,
      cartons: [
        {
          cartonNo: 'C1',
          weight: '8.5',
          items: [
            { sku: 'DEMO-KETTLE-17L', quantity: 2 },
            { sku: 'DEMO-MUG-350', quantity: 3 },
          ],
        },
      ],
    })
    expect(r.json.data.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [4, 'quantity'],
      [5, 'sku'],
    ])
    expect((await post('analysisCarton', {})).status).toBe(400)
  })

  it('sets UPC labels until shipped, counts tabs and answers GET and POST alike', async () => {
    expect((await post('updateUpcUrl', { id: D.toConfirm, upcUrl: 'https://x.example.com/upc.pdf' })).json.code).toBe(
      200,
    )
    expect((await detail(D.toConfirm)).upcUrl).toBe('https://x.example.com/upc.pdf')
    expect((await post('updateUpcUrl', { id: D.invoiced, upcUrl: 'https://x.example.com/upc.pdf' })).status).toBe(400)
    const counts = (await get('pageTotal', { shopId: D.shopVcUs })).json.data
    expect(counts.all).toBeGreaterThan(0)
    expect(counts.invoiced).toBeGreaterThanOrEqual(1)
    expect((await post('detail', { id: D.invoiced })).json.data.invoiceNumber).toBe('INV-DEMO-1008')
    const page = await get('page', { status: '7', size: '10' })
    expect(page.json.data.records.every((r: { status: number }) => r.status === 7)).toBe(true)
  })
})
