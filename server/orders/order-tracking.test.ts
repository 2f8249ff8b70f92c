import { inflateSync } from 'node:zlib'
import fontkit from '@pdf-lib/fontkit'
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library'
import ExcelJS from 'exceljs'
import { PDFDict, PDFDocument, PDFName, type PDFNumber, PDFRawStream, PDFRef } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfText } from '../platform/pdf/pdf-text.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { fedexCheckDigit, isValidTrackingNumber, upsCheckDigit } from './carrier/simulated-carrier.ts'
import { TRACKING_DEMO } from './order-tracking-seed.ts'

let t: TestApp
let token: string
const T = '000000'
const UPS = '1000000000000005111'
const FEDEX = '1000000000000005112'
const LA = '1000000000000004202'
const KETTLE = '1000000000000003101'
/** This file's own orders (ids of the tracking part's demo range): status, transport, postal code. */
const O = {
  a: '1000000000000012651',
  b: '1000000000000012652',
  c: '1000000000000012653',
  toAudit: '1000000000000012654',
  noTransport: '1000000000000012655',
  fedex: '1000000000000012656',
  bad: '1000000000000012657',
  japan: '1000000000000012658',
}

async function addOrder(id: string, status: number, transportId: string | null, postalCode = '90001') {
  const code = `SOT${id.slice(-4)}`
  await t.root.query(
    `INSERT INTO erp_order (id, tenant_id, code, shop_id, status, store_id, transport_id, address_name, address_line1,
            address_city, address_state_or_region, address_postal_code, address_country_code, address_phone,
            total_weight, total_quantity, fob_currency)
     VALUES ($1, $2, $3, 1000000000000004101, $4, $5, $6, 'Alex Doe', '1 Main St', 'Los Angeles', 'CA', $7, 'US',
             '+1 213 555 0100', 2.4, 2, 'USD')`,
    [id, T, code, status, LA, transportId, postalCode],
  )
  await t.root.query(
    `INSERT INTO erp_order_item (id, tenant_id, order_id, product_id, sys_sku, seller_sku, product_name, quantity, price)
     VALUES ($1, $2, $3, $4, 'DEMO-KETTLE-17L', 'KETTLE-US-01', 'Electric kettle 1.7 L', 2, 39.90)`,
    [String(BigInt(id) + 100n), T, id, KETTLE],
  )
  return code
}

const post = (path: string, body: unknown) => t.call('POST', path, { token, body })
const get = (path: string, query: Record<string, string> = {}) => t.call('GET', path, { token, query })
const order = async (id: string) =>
  (
    await t.root.query<{ status: number; trackNumber: string | null; labelStatus: number | null }>(
      `SELECT status, track_number, label_status FROM erp_order WHERE id = $1`,
      [id],
    )
  )[0]
const history = (id: string) =>
  t.root.query<{ action: string; content: string }>(
    `SELECT action, content FROM erp_order_history WHERE order_id = $1 ORDER BY id`,
    [id],
  )
/** Moves a simulated shipment and the events already read of it back in time, as if `hours` had passed. */
async function age(trackingNumber: string, hours: number) {
  await t.root.query(
    `UPDATE erp_sim_carrier_shipment SET create_time = create_time - make_interval(hours => $2),
            update_time = update_time - make_interval(hours => $2) WHERE tracking_number = $1`,
    [trackingNumber, hours],
  )
  await t.root.query(
    `UPDATE erp_order_track_detail SET time = time - make_interval(hours => $2)
      WHERE order_track_id IN (SELECT id FROM erp_order_track WHERE track_number = $1)`,
    [trackingNumber, hours],
  )
}

/** Every image of a PDF as grey levels (pdf-lib stores a PNG's pixels deflated, one to four bytes a pixel). */
async function pdfImages(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf)
  const images: { width: number; height: number; luminance: Uint8ClampedArray }[] = []
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFRawStream) || obj.dict.get(PDFName.of('Subtype'))?.toString() !== '/Image') continue
    const width = (obj.dict.get(PDFName.of('Width')) as PDFNumber).asNumber()
    const height = (obj.dict.get(PDFName.of('Height')) as PDFNumber).asNumber()
    const raw = inflateSync(obj.contents)
    const step = raw.length / (width * height)
    const luminance = new Uint8ClampedArray(width * height)
    for (let i = 0; i < luminance.length; i++) luminance[i] = raw[i * step] ?? 0
    images.push({ width, height, luminance })
  }
  return images
}

/** The fonts a PDF embeds (its font descriptors' font files), as fontkit reads them. */
async function embeddedFonts(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf)
  const fonts: fontkit.Font[] = []
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict) || obj.get(PDFName.of('Type'))?.toString() !== '/FontDescriptor') continue
    const file = ['FontFile2', 'FontFile3'].map((k) => obj.get(PDFName.of(k))).find(Boolean)
    const stream = file instanceof PDFRef ? doc.context.lookup(file) : undefined
    if (!(stream instanceof PDFRawStream)) continue
    const bytes = stream.dict.get(PDFName.of('Filter')) ? inflateSync(stream.contents) : stream.contents
    fonts.push(fontkit.create(Buffer.from(bytes)) as fontkit.Font)
  }
  return fonts
}

/** Reads the Code 128 barcodes of a PDF with ZXing, as a scanner would read the printed label. */
async function decodeBarcodes(pdf: Uint8Array): Promise<string[]> {
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ])
  return (await pdfImages(pdf)).map(({ width, height, luminance }) => {
    const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)))
    return new MultiFormatReader().decode(bitmap, hints).getText()
  })
}

beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
  await addOrder(O.a, 3, UPS)
  await addOrder(O.b, 4, UPS)
  await addOrder(O.c, 3, UPS)
  await addOrder(O.toAudit, 2, UPS)
  await addOrder(O.noTransport, 3, null)
  await addOrder(O.fedex, 3, FEDEX)
  await addOrder(O.bad, 3, UPS, '00000')
})
afterAll(() => t.close())

describe('simulated carriers', () => {
  it('make tracking numbers of the carrier’s shape whose check digit holds', () => {
    const body = '8A4E7503123456'
    expect(upsCheckDigit(`${body}7`)).toBeGreaterThanOrEqual(0)
    const ups = `1Z${body}7${upsCheckDigit(`${body}7`)}`
    expect(isValidTrackingNumber('UPS', ups)).toBe(true)
    // One wrong character or a wrong check digit fails the check.
    expect(isValidTrackingNumber('UPS', ups.replace('A4', 'A5'))).toBe(false)
    expect(isValidTrackingNumber('UPS', `${ups.slice(0, -1)}${(Number(ups.at(-1)) + 1) % 10}`)).toBe(false)
    const fedex = `71234567890${fedexCheckDigit('71234567890')}`
    expect(isValidTrackingNumber('FEDEX', fedex)).toBe(true)
  })
})

describe('carrier bookings (orderexpress) and tracks', () => {
  let number = ''
  it('refreshes the demo shipped order’s track from the simulated carrier (booked 40 hours ago)', async () => {
    const r = await post('/api/erp/orderTrack/updateByOrderId', { orderId: TRACKING_DEMO.order })
    expect(r.json.code, r.text).toBe(200)
    const track = r.json.data.find((x: { id: string }) => x.id === TRACKING_DEMO.track)
    expect(track).toMatchObject({ status: '2', lastEvent: 'Arrived at facility' })
    expect(track.details).toHaveLength(4)
  })

  it('books a reviewed order with its transport’s carrier: the booking, the order’s tracking number, a track and history', async () => {
    const r = await post('/api/erp/orderexpress/save', { orderIds: [O.a] })
    expect(r.json.code, r.text).toBe(200)
    const [b] = r.json.data
    expect(b).toMatchObject({ orderId: O.a, carrier: 'UPS', service: 'GND', currency: 'USD' })
    // UPS Ground: 8.50 + 1.20 per whole kg (2.4 kg bills as 3): exact.
    expect(b.cost).toBe('12.10')
    expect(isValidTrackingNumber('UPS', b.trackingNumber)).toBe(true)
    number = b.trackingNumber
    expect((await order(O.a))?.trackNumber).toBe(number)
    const tracks = await get('/api/erp/orderTrack/listByOrderId', { orderId: O.a })
    expect(tracks.json.data).toHaveLength(1)
    expect(tracks.json.data[0]).toMatchObject({ trackNumber: number, carrier: 'UPS', status: '1' })
    expect((await history(O.a)).map((h) => h.action)).toContain('bookShipment')
  })

  it('refuses a second booking, an order not yet reviewed and an order without a carrier, naming the order', async () => {
    const again = await post('/api/erp/orderexpress/save', { orderIds: [O.a] })
    expect(again.status).toBe(400)
    expect(again.json.msg).toContain(number)
    const toAudit = await post('/api/erp/orderexpress/save', { orderIds: [O.toAudit] })
    expect(toAudit.status).toBe(400)
    expect(toAudit.json.msg).toContain('SOT2654')
    const none = await t.call('POST', '/api/erp/orderexpress/save', {
      token,
      body: { orderIds: [O.noTransport] },
      lang: 'en-US',
    })
    expect(none.status).toBe(400)
    expect(none.json.msg).toMatch(/no carrier/)
    const empty = await post('/api/erp/orderexpress/save', {})
    expect(empty.status).toBe(400)
    expect(empty.json.data.errors[0].field).toBe('orderIds')
  })

  it('refreshes the track as time passes: events, last event, status, and the order’s history', async () => {
    await age(number, 20)
    const mid = await post('/api/erp/orderTrack/updateByOrderId', { orderId: O.a })
    expect(mid.json.code, mid.text).toBe(200)
    expect(mid.json.data[0]).toMatchObject({ status: '2', lastEvent: 'Departed from facility' })
    expect(mid.json.data[0].details).toHaveLength(3)
    await age(number, 40)
    const done = await post('/api/erp/orderTrackDetail/updateByOrderId', { orderIds: [O.a] })
    expect(done.json.data.map((d: { description: string }) => d.description)).toEqual([
      'Delivered',
      'Out for delivery',
      'Arrived at facility',
      'Departed from facility',
      'Picked up',
      'Shipment information received, label created',
    ])
    // A second refresh adds nothing.
    await post('/api/erp/orderTrack/updateByOrderId', { orderId: O.a })
    const [track] = (await get('/api/erp/orderTrack/listByOrderId', { orderId: O.a })).json.data
    expect(track).toMatchObject({ status: '3', lastEvent: 'Delivered' })
    expect(track.details).toHaveLength(6)
    const detail = await get('/api/erp/orderTrack/detail', { orderTrackId: track.id })
    expect(detail.json.data.details).toHaveLength(6)
    const events = await get('/api/erp/orderTrackDetail/detail', { orderTrackId: track.id })
    expect(events.json.data).toHaveLength(6)
    const one = await get('/api/erp/orderTrackDetail/detail', { id: events.json.data[0].id })
    expect(one.json.data.description).toBe('Delivered')
    expect((await history(O.a)).filter((h) => h.action === 'trackRefresh').length).toBe(2)
    // A delivered parcel cannot be cancelled any more.
    const [booking] = await t.root.query<{ id: string }>(`SELECT id::text FROM erp_order_express WHERE order_id = $1`, [
      O.a,
    ])
    const cancel = await post('/api/erp/orderexpress/remove', { ids: [booking?.id] })
    expect(cancel.status).toBe(400)
  })

  it('turns a track abnormal when the carrier reports an exception (an address that does not exist)', async () => {
    const r = await post('/api/erp/orderexpress/save', { orderIds: [O.bad] })
    expect(r.json.code, r.text).toBe(200)
    await age(r.json.data[0].trackingNumber, 50)
    const tracks = await post('/api/erp/orderTrack/updateByOrderId', { orderId: O.bad })
    expect(tracks.json.data[0]).toMatchObject({ status: '6', lastEvent: 'Exception: Address not found' })
  })

  it('counts tracks per status under the page filters, pages and exports them', async () => {
    const totals = await get('/api/erp/orderTrack/pageTotal', { orderCode: 'SOT' })
    expect(totals.json.data).toMatchObject({ all: 2, delivered: 1, abnormal: 1, pendingCollection: 0 })
    const page = await get('/api/erp/orderTrack/page', { status: '3', orderCode: 'SOT' })
    expect(page.json.data.records.map((r: { orderId: string }) => r.orderId)).toEqual([O.a])
    const detailTotals = await get('/api/erp/orderTrackDetail/pageTotal', { orderId: O.a })
    expect(detailTotals.json.data).toMatchObject({ all: 6, delivered: 1, shipping: 4, pendingCollection: 1 })
    const file = await get('/api/erp/order/exportTrack', { orderCode: 'SOT' })
    expect(file.status).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer)
    expect(book.worksheets[0]?.rowCount).toBe(3)
    expect((await get('/api/erp/order/exportTrack', { lastTime_datege: 'never' })).status).toBe(400)
  })

  it('changes a track status by hand only along its transitions, and keeps remarks, with history', async () => {
    const [track] = (await get('/api/erp/orderTrack/listByOrderId', { orderId: O.bad })).json.data
    const back = await post('/api/erp/orderTrack/updateStatus', { ids: [track.id], status: 2 })
    expect(back.json.code, back.text).toBe(200)
    const [delivered] = (await get('/api/erp/orderTrack/listByOrderId', { orderId: O.a })).json.data
    const refused = await post('/api/erp/orderTrack/updateStatus', { ids: [delivered.id], status: 1 })
    expect(refused.status).toBe(400)
    expect((await post('/api/erp/orderTrack/updateStatus', { ids: [track.id], status: 9 })).status).toBe(400)
    const remark = await post('/api/erp/orderTrack/remark', { id: track.id, remark: 'Called the buyer' })
    expect(remark.json.data.remark).toBe('Called the buyer')
    // An edit never writes the status.
    const edit = await post('/api/erp/orderTrack/update', {
      id: track.id,
      version: remark.json.data.version,
      status: 3,
    })
    expect(edit.json.data.status).toBe(2)
    expect((await history(O.bad)).map((h) => h.action)).toEqual(expect.arrayContaining(['trackStatus', 'trackRemark']))
  })

  it('cancels a booking with the carrier: booking and track cancelled, the order’s tracking number gone', async () => {
    const r = await post('/api/erp/orderexpress/save', { orderIds: [O.b], service: '2DA' })
    expect(r.json.data[0]).toMatchObject({ service: '2DA', cost: '25.80' })
    const cancel = await post('/api/erp/orderexpress/remove', { ids: [r.json.data[0].expressId] })
    expect(cancel.json.code, cancel.text).toBe(200)
    expect((await order(O.b))?.trackNumber).toBeNull()
    const [track] = (await get('/api/erp/orderTrack/listByOrderId', { orderId: O.b })).json.data
    expect(track.status).toBe('4')
    const again = await post('/api/erp/orderexpress/remove', { ids: [r.json.data[0].expressId] })
    expect(again.status).toBe(400)
    // Booked again, the order gets a new number.
    const rebook = await post('/api/erp/orderexpress/save', { orderIds: [O.b] })
    expect(rebook.json.data[0].trackingNumber).not.toBe(r.json.data[0].trackingNumber)
    expect((await post('/api/erp/orderexpress/remove', { ids: ['1'] })).status).toBe(404)
  })
})

describe('quotes, the UPS list and the temu-style calls', () => {
  it('quotes every connected carrier per order and keeps the quotes until deleted', async () => {
    const r = await get('/api/erp/apiexpressquotation/list', { orderIds: O.c })
    expect(r.json.code, r.text).toBe(200)
    const carriers = new Set(r.json.data.map((q: { carrier: string }) => q.carrier))
    expect([...carriers].sort()).toEqual(['FEDEX', 'UPS', 'USPS'])
    const ground = r.json.data.find((q: { service: string }) => q.service === 'GA')
    expect(ground).toMatchObject({ amount: '8.70', currency: 'USD', transitDays: 5 })
    await get('/api/erp/apiexpressquotation/list', { orderIds: O.c })
    const [{ n = 0 } = {}] = await t.root.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM erp_api_express_quotation WHERE order_id = $1 AND is_deleted = 0`,
      [O.c],
    )
    expect(n).toBe(r.json.data.length)
    const del = await post('/api/erp/apiexpressquotation/delete', { orderIds: [O.c] })
    expect(del.json.data).toBe(n)
  })

  it('lists the orders to book with UPS, books and cancels them', async () => {
    const open = await get('/api/erp/ups/createList', { booked: '0' })
    const ids = open.json.data.records.map((r: { id: string }) => r.id)
    expect(ids).toContain(O.c)
    expect(ids).not.toContain(O.fedex)
    const booked = await post('/api/erp/ups/createRapiddeals', { ids: [O.c], service: '1DA' })
    expect(booked.json.data[0]).toMatchObject({ carrier: 'UPS', service: '1DA' })
    const list = await get('/api/erp/ups/createList', { booked: '1' })
    const row = list.json.data.records.find((r: { id: string }) => r.id === O.c)
    expect(row.booking.trackingNumber).toBe(booked.json.data[0].trackingNumber)
    const del = await post('/api/erp/ups/delete', { ids: [O.c] })
    expect(del.json.data).toBe(1)
    expect((await order(O.c))?.trackNumber).toBeNull()
  })

  it('answers shipping options, ships each order on its own and changes a shipment', async () => {
    const options = await post('/api/erp/order/searchTemuShipping', { orderIds: [O.fedex] })
    expect(options.json.data[0].options.length).toBe(7)
    const shipped = await post('/api/erp/order/temuOrderShipment', { orderIds: [O.fedex, O.toAudit] })
    expect(shipped.json.code).toBe(200)
    expect(shipped.json.data.success).toBe(false)
    expect(shipped.json.data.shipments[0]).toMatchObject({ orderId: O.fedex, carrier: 'FEDEX' })
    expect(shipped.json.data.errors[0].orderId).toBe(O.toAudit)
    const patched = await post('/api/erp/order/temuOrderShipmentPatch', { orderIds: [O.fedex], carrier: 'USPS' })
    expect(patched.json.data[0]).toMatchObject({ carrier: 'USPS' })
    expect(isValidTrackingNumber('USPS', patched.json.data[0].trackingNumber)).toBe(true)
    expect((await order(O.fedex))?.trackNumber).toBe(patched.json.data[0].trackingNumber)
    expect((await post('/api/erp/order/temuOrderShipmentPatch', { orderIds: [O.fedex], carrier: 'DHL' })).status).toBe(
      400,
    )
  })
})

describe('labels', () => {
  it('makes a face sheet whose barcodes decode to the tracking number and the order code', async () => {
    const r = await post('/api/erp/order/generateLabel', { ids: [O.a], labelType: '1' })
    expect(r.json.code, r.text).toBe(200)
    const [label] = r.json.data
    const a = await order(O.a)
    expect(a?.labelStatus).toBe(1)
    const file = await get('/api/erp/order/downloadLabel', { ids: label.id })
    expect(file.headers.get('content-type')).toBe('application/pdf')
    // The PDF's bytes, kept server-only with the label by its INSERT, download byte for byte.
    const [kept] = await t.root.query<{ hex: string; fileSize: number; version: number }>(
      `SELECT encode(pdf, 'hex') AS hex, file_size, version FROM erp_order_label WHERE id = $1`,
      [label.id],
    )
    expect(kept).toEqual({ hex: Buffer.from(file.bytes).toString('hex'), fileSize: file.bytes.byteLength, version: 1 })
    const doc = await PDFDocument.load(file.bytes)
    expect(doc.getPage(0).getSize()).toEqual({ width: 288, height: 432 })
    expect(await decodeBarcodes(file.bytes)).toEqual([a?.trackNumber, 'SOT2651'])
    // Kept as an uploaded file, so packing can use it as the parcel's face sheet.
    const [att] = await t.root.query<{ link: string; extension: string }>(
      `SELECT link, extension FROM blade_attach WHERE id = $1 AND is_deleted = 0`,
      [label.attachId],
    )
    expect(att).toEqual({ link: label.url, extension: 'pdf' })
    expect((await history(O.a)).map((h) => h.action)).toContain('generateLabel')
  })

  it('makes packing lists and box sheets, one file for a batch, and removes them', async () => {
    const lists = await post('/api/erp/order/generateLabel', { ids: [O.a, O.bad], labelType: 4 })
    expect(lists.json.code, lists.text).toBe(200)
    await post('/api/erp/order/generateLabel', { ids: [O.toAudit], labelType: 2 }).then((r) =>
      expect(r.status).toBe(400),
    )
    const batch = await get('/api/erp/order/downloadLabel', { orderIds: `${O.a},${O.bad}`, labelType: '4' })
    const doc = await PDFDocument.load(batch.bytes)
    expect(doc.getPageCount()).toBe(2)
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 })
    const codes = await decodeBarcodes(batch.bytes)
    expect(codes).toContain('SOT2651')
    expect(codes).toContain('SOT2657')
    // Regenerating a kind replaces that kind only.
    await post('/api/erp/order/generateLabel', { ids: [O.a], labelType: 4 })
    const kept = await t.root.query(`SELECT label_type FROM erp_order_label WHERE order_id = $1 AND is_deleted = 0`, [
      O.a,
    ])
    expect(kept).toHaveLength(2)
    expect((await post('/api/erp/order/deleteLabel', { ids: [O.a] })).json.code).toBe(200)
    expect((await order(O.a))?.labelStatus).toBe(0)
    expect((await get('/api/erp/order/downloadLabel', { orderIds: O.a })).status).toBe(404)
    expect((await post('/api/erp/order/deleteLabel', { ids: [O.a] })).status).toBe(400)
  })

  it('prints Chinese and Japanese as written (embedded subset fonts), and "?" only for what the font lacks', async () => {
    await addOrder(O.japan, 3, UPS)
    await t.root.query(
      `UPDATE erp_order SET address_name = '山田 太郎', address_line1 = '東京都千代田区丸の内1-1', address_city = 'トウキョウ',
              address_country_code = 'JP', company = '김 상사' WHERE id = $1`,
      [O.japan],
    )
    await t.root.query(`UPDATE erp_order_item SET product_name = '电热水壶 1.7 L（不锈钢）' WHERE order_id = $1`, [
      O.japan,
    ])
    const r = await post('/api/erp/order/generateLabel', { ids: [O.japan], labelType: 4 })
    expect(r.json.code, r.text).toBe(200)
    const file = await get('/api/erp/order/downloadLabel', { ids: r.json.data[0].id })
    const [text] = await pdfText(file.bytes)
    for (const words of ['山田 太郎', '東京都千代田区丸の内1-1', 'トウキョウ', '电热水壶 1.7 L（不锈钢）', 'SOT2658']) {
      expect(text).toContain(words)
    }
    // Hangul is not in the label font: printed as "?", the rest of the line kept.
    expect(text).toContain('? ??')
    expect(text).not.toContain('김')
    // The embedded fonts draw every character printed: an outline for each, not an empty glyph.
    const fonts = await embeddedFonts(file.bytes)
    expect(fonts).toHaveLength(2)
    for (const font of fonts) {
      for (const ch of '山田太郎東京都トウキョウ电热水壶不锈钢SOT2658UPS') {
        const outline = font.glyphForCodePoint(ch.codePointAt(0) ?? 0).path as unknown as { commands: unknown[] }
        expect(outline.commands.length, ch).toBeGreaterThan(0)
      }
    }
  })

  it('refuses a face sheet without a tracking number and a kind it does not make', async () => {
    const r = await t.call('POST', '/api/erp/order/generateLabel', {
      token,
      body: { ids: [O.c], labelType: 1 },
      lang: 'en-US',
    })
    expect(r.status).toBe(400)
    expect(r.json.msg).toContain('SOT2653')
    expect((await post('/api/erp/order/generateLabel', { ids: [O.c], labelType: 3 })).status).toBe(400)
    expect((await order(O.c))?.labelStatus ?? 0).toBe(0)
  })
})

describe('order screen lookups', () => {
  it('answer products’ fees, system SKUs, parts, carriers, zip areas and a shop’s warehouses', async () => {
    const fee = await get('/api/erp/baseproduct/feeBySku', { sku: 'DEMO-KETTLE-17L' })
    expect(fee.json.data).toMatchObject({ id: KETTLE, sysSku: 'DEMO-KETTLE-17L' })
    expect(Array.isArray(fee.json.data.storeFees)).toBe(true)
    expect((await get('/api/erp/baseproduct/feeBySku', { sku: 'NOPE-1' })).status).toBe(400)
    expect((await get('/api/erp/baseproduct/feeBySku')).status).toBe(400)
    const skus = await get('/api/erp/basesysproduct/sysSkuSelect', { search: 'kettle' })
    expect(skus.json.data.map((s: { value: string }) => s.value)).toContain('DEMO-KETTLE-17L')
    const parts = await post('/api/erp/productParts/partsSku', { skus: 'DEMO-KETTLE-SET,DEMO-PAN-28' })
    expect(parts.json.code, parts.text).toBe(200)
    const set = parts.json.data.find((p: { sku: string }) => p.sku === 'DEMO-KETTLE-SET')
    expect(set.parts.length).toBeGreaterThan(0)
    expect((await post('/api/erp/productParts/partsSku', { skus: ['NOPE-1'] })).status).toBe(400)
    const express = await get('/api/erp/baseexpress/express')
    const ups = express.json.data.find((x: { code: string }) => x.code === 'UPS')
    expect(ups).toMatchObject({ connected: true, simulated: true, value: 'UPS' })
    const zip = await get('/api/erp/basestore/getStoreAreaByZip', { zip: '90001' })
    expect(zip.json.data[0]).toMatchObject({ storeId: LA, postalCode: '90001' })
    expect((await get('/api/erp/basestore/getStoreAreaByZip', { zip: '99999' })).json.data).toEqual([])
    expect((await get('/api/erp/basestore/getStoreAreaByZip')).status).toBe(400)
    const stores = await get('/api/erp/basestore/getTemuWarehouse', { shopId: '1000000000000004101' })
    expect(stores.json.data[0]).toMatchObject({ storeId: '1000000000000004205', isDefault: 1 })
    expect((await get('/api/erp/basestore/getTemuWarehouse', { shopId: '1' })).status).toBe(404)
  })
})
