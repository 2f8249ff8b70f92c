import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Actor } from '../platform/actor.ts'
import { pdfText } from '../platform/pdf/pdf-text.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { adminActor } from '../testing/test-users.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'
import { CarrierRefusal, registerCarrier } from './carrier/carrier.ts'
import { labelLanguage, senderLines } from './order-labels.ts'
import { reserveOrderStock } from './order-stock.ts'
import { insertTestOrder, tenantDb } from './order-test-helpers.ts'

// Issue 27, carrier booking and one label path: a booking through the carrier's adapter and a
// parcel booked outside are told apart; a booked order's face sheet needs nothing typed, becomes
// its outbound's face sheet once packed (no second upload), and prints the weighed boxes' weight.
let t: TestApp
let token: string
let actor: Actor
const post = (path: string, body: unknown) => t.call('POST', path, { token, body, lang: 'en-US' })
const get = (path: string, query: Record<string, string>) => t.call('GET', path, { token, query, lang: 'en-US' })

beforeAll(async () => {
  t = await openTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'carrier-booking-')) })
  token = (await t.signIn()).access_token
  actor = await adminActor(t)
  const opening = await post('/api/erp/storeproductinventory/submit', {
    storeId: W.storeLa,
    positionId: '1000000000000005021',
    productId: P.lantern,
    batchNo: 'CB1',
    inboundDate: '2026-01-01',
    quantity: 40,
    reason: 'Opening',
  })
  expect(opening.json.code, opening.text).toBe(200)
})
afterAll(() => t.close())

/** A reviewed order of Los Angeles shipping with UPS, holding its stock, as review leaves it (lines weigh 1 kg a unit). */
async function reviewedOrder(quantity = 2) {
  const o = await insertTestOrder(t, {
    status: 3,
    storeId: W.storeLa,
    transportId: W.transportUps,
    lines: [{ quantity, price: '10.00' }],
  })
  await tenantDb(t).begin((tx) => reserveOrderStock(tx, actor, o.id, W.storeLa))
  return o
}

const bookingsOf = (orderId: string) =>
  t.root.query<{ carrier: string | null; trackingNumber: string; status: number; source: number }>(
    `SELECT carrier, tracking_number, status, source FROM erp_order_express WHERE order_id = $1 ORDER BY id`,
    [orderId],
  )
const faceSheetsOf = (orderId: string) =>
  t.root.query<{ attachId: string; trackNumber: string | null }>(
    `SELECT attach_id::text, track_number FROM erp_order_label WHERE order_id = $1 AND label_type = 1 AND is_deleted = 0`,
    [orderId],
  )
const trackNumberOf = async (orderId: string) =>
  (await t.root.query<{ trackNumber: string | null }>(`SELECT track_number FROM erp_order WHERE id = $1`, [orderId]))[0]
    ?.trackNumber

/** Asks the carriers' quotes of an order and books its cheapest, as the booking dialog does. */
async function bookCheapest(orderId: string) {
  const quotes = await get('/api/erp/apiexpressquotation/list', { orderIds: orderId })
  expect(quotes.json.code, quotes.text).toBe(200)
  expect(quotes.json.data.length).toBeGreaterThan(1)
  const cheapest = [...quotes.json.data].sort((a, b) => Number(a.amount) - Number(b.amount))[0]
  const booked = await post('/api/erp/orderexpress/save', {
    orderIds: [orderId],
    carrier: cheapest.carrier,
    service: cheapest.service,
  })
  expect(booked.json.code, booked.text).toBe(200)
  return { quote: cheapest, booking: booked.json.data[0] }
}

describe('booking with the carrier', () => {
  it('answers the tracking number and the face sheet, marked as booked with the carrier', async () => {
    const o = await reviewedOrder()
    const { quote, booking } = await bookCheapest(o.id)
    expect(booking).toMatchObject({ orderId: o.id, carrier: quote.carrier, service: quote.service, source: '1' })
    expect(booking.trackingNumber).toMatch(/^[A-Z0-9]{12,22}$/)
    expect(await trackNumberOf(o.id)).toBe(booking.trackingNumber)
    expect(await bookingsOf(o.id)).toEqual([
      { carrier: quote.carrier, trackingNumber: booking.trackingNumber, status: 1, source: 1 },
    ])
    // The face sheet was made with the booking's number: 生成标签 needs nothing typed.
    expect(booking.label).toMatchObject({ orderId: o.id, trackNumber: booking.trackingNumber })
    const pdf = await get('/api/erp/order/downloadLabel', { ids: booking.label.id })
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const [text] = await pdfText(pdf.bytes)
    expect(text).toContain(booking.trackingNumber)
    const again = await post('/api/erp/order/generateLabel', { ids: [o.id], labelType: 1 })
    expect(again.json.code, again.text).toBe(200)
    expect(again.json.data[0].trackNumber).toBe(booking.trackingNumber)
  })

  it('cancels a booking: the number leaves the order and its face sheet goes with it', async () => {
    const o = await reviewedOrder()
    const { booking } = await bookCheapest(o.id)
    const cancelled = await post('/api/erp/orderexpress/remove', { ids: [booking.expressId] })
    expect(cancelled.json.code, cancelled.text).toBe(200)
    expect(await trackNumberOf(o.id)).toBeNull()
    expect(await faceSheetsOf(o.id)).toEqual([])
    expect((await bookingsOf(o.id)).map((b) => b.status)).toEqual([2])
  })
})

describe('a carrier that makes its own label', () => {
  it('keeps the carrier’s PDF as the order’s face sheet', async () => {
    const own = new TextEncoder().encode('%PDF-1.4\n% the carrier’s own label\n')
    registerCarrier({
      code: 'OWNLABEL',
      name: 'Own-label post',
      simulated: true,
      quote: async () => {
        throw new CarrierRefusal('OWNLABEL', 'quotes by contract only')
      },
      createShipment: async () => ({
        trackingNumber: 'OWN-0001',
        service: 'STD',
        cost: '4.00',
        currency: 'USD',
        labelPdf: own,
      }),
      cancelShipment: async () => undefined,
      track: async () => [],
    })
    const o = await reviewedOrder()
    const booked = await post('/api/erp/orderexpress/save', { orderIds: [o.id], carrier: 'OWNLABEL' })
    expect(booked.json.code, booked.text).toBe(200)
    expect(booked.json.data[0]).toMatchObject({ trackingNumber: 'OWN-0001', source: '1' })
    const pdf = await get('/api/erp/order/downloadLabel', { ids: booked.json.data[0].label.id })
    expect(new Uint8Array(pdf.bytes)).toEqual(own)
  })
})

describe('a parcel booked outside', () => {
  it('keeps the typed tracking number as a booking marked booked outside, shown in the order detail', async () => {
    const o = await reviewedOrder()
    const saved = await post('/api/erp/orderexpress/save', {
      orderIds: [o.id],
      trackingNumber: 'OUT-7731-0042',
      carrier: 'DHL',
    })
    expect(saved.json.code, saved.text).toBe(200)
    expect(saved.json.data[0]).toMatchObject({ trackingNumber: 'OUT-7731-0042', carrier: 'DHL', source: '2' })
    expect(saved.json.data[0].label).toMatchObject({ trackNumber: 'OUT-7731-0042' })
    expect(await trackNumberOf(o.id)).toBe('OUT-7731-0042')
    expect(await bookingsOf(o.id)).toEqual([{ carrier: 'DHL', trackingNumber: 'OUT-7731-0042', status: 1, source: 2 }])
    const detail = await get('/api/erp/order/detail', { id: o.id })
    expect(detail.json.data.bookings).toEqual([
      expect.objectContaining({ trackingNumber: 'OUT-7731-0042', source: '2', status: '1' }),
    ])
    // A second booking of a booked order is refused, whichever way it comes.
    const twice = await post('/api/erp/orderexpress/save', { orderIds: [o.id], carrier: 'UPS' })
    expect(twice.json.code).toBe(400)
    expect(twice.json.msg).toContain('OUT-7731-0042')
  })

  it('refuses a tracking number a face sheet cannot carry, and more than one order at a time', async () => {
    const a = await reviewedOrder()
    const b = await reviewedOrder()
    const bad = await post('/api/erp/orderexpress/save', { orderIds: [a.id], trackingNumber: 'NO SPACES/ALLOWED' })
    expect(bad.json.code).toBe(400)
    expect(JSON.stringify(bad.json)).toContain('trackingNumber')
    const two = await post('/api/erp/orderexpress/save', { orderIds: [a.id, b.id], trackingNumber: 'OUT-1' })
    expect(two.json.code).toBe(400)
    expect(await bookingsOf(a.id)).toEqual([])
    expect(await bookingsOf(b.id)).toEqual([])
  })
})

describe('one label path', () => {
  it('makes the booked face sheet the outbound’s once packed, with the weighed box’s weight; labelling needs no upload', async () => {
    const o = await reviewedOrder(3)
    const { booking } = await bookCheapest(o.id)
    const pushed = await post('/api/erp/order/shipmentAudit', { ids: [o.id] })
    expect(pushed.json.data, pushed.text).toEqual({ done: [o.id], failed: [] })
    const [w] = await t.root.query<{ id: string; outboundId: string }>(
      `SELECT id::text, outbound_id::text FROM ware_order WHERE order_id = $1`,
      [o.id],
    )
    if (!w) throw new Error('no warehouse order')
    const waved = await post('/api/ware/worder/generateOrder', { ids: [w.id] })
    expect(waved.json.code, waved.text).toBe(200)
    expect((await post('/api/ware/worderpick/finishPicking', { id: waved.json.data[0] })).json.code).toBe(200)
    const packed = await post('/api/ware/woutbound/packBox', {
      id: w.outboundId,
      opId: randomUUID(),
      sku: 'DEMO-LANTERN',
      quantity: 3,
      length: '30',
      width: '20',
      height: '10',
    })
    expect(packed.json.code, packed.text).toBe(200)
    // The order's lines weigh 3 kg; the box on the scale 4.25 kg.
    const closed = await post('/api/ware/woutboundbox/closeBox', { ids: packed.json.data.boxId, weight: '4.25' })
    expect(closed.json.code, closed.text).toBe(200)
    expect((await post('/api/ware/woutbound/finishPacking', { ids: w.outboundId })).json.code).toBe(200)

    const [sheet] = await faceSheetsOf(o.id)
    const outboundSheets = await t.root.query<{ attachId: string; trackingNumber: string | null }>(
      `SELECT attach_id::text, tracking_number FROM ware_outbound_label WHERE outbound_id = $1 AND is_deleted = 0`,
      [w.outboundId],
    )
    // The same file the order side made, with the booking's number: nothing uploaded, nothing typed.
    expect(outboundSheets).toEqual([{ attachId: sheet?.attachId, trackingNumber: booking.trackingNumber }])
    const pdf = await get('/api/erp/order/downloadLabel', { orderIds: o.id, labelType: '1' })
    const [text] = await pdfText(pdf.bytes)
    expect(text).toContain('4.250 kg')
    expect(text).not.toContain('3.000 kg')

    const labelled = await post('/api/ware/woutbound/finishLabelling', { ids: w.outboundId })
    expect(labelled.json.code, labelled.text).toBe(200)
    const [outbound] = await t.root.query<{ faceSheetStatus: number; trackingNumber: string }>(
      `SELECT face_sheet_status, tracking_number FROM ware_outbound WHERE id = $1`,
      [w.outboundId],
    )
    expect(outbound).toEqual({ faceSheetStatus: 3, trackingNumber: booking.trackingNumber })
  })

  it('prints the sender in the label’s language: English names and country for a US parcel', () => {
    const la = {
      storeName: '洛杉矶自营仓',
      storeCode: 'LA-01',
      storeContact: 'Mike Lee',
      storeAddress: '1500 S Demo Ave',
      storeCity: 'Ontario',
      storeProvince: 'CA',
      storePostalCode: '91761',
      storeCountry: 'US',
      storePhone: '+1 909 555 0101',
    }
    expect(labelLanguage('US')).toBe('en')
    expect(senderLines(la, 'en')).toEqual([
      'LA-01',
      'Mike Lee',
      '1500 S Demo Ave',
      'Ontario, CA 91761',
      'United States',
      '+1 909 555 0101',
    ])
    expect(labelLanguage('JP')).toBe('ja')
    expect(senderLines(la, 'ja')).toContain('アメリカ')
    expect(senderLines(la, 'ja')[0]).toBe('洛杉矶自营仓')
  })
})
