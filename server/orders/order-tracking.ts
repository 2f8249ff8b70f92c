import { findDictionary } from '#sync/dictionaries/lookup.ts'
import { actionAllowed, statusLabel } from '#sync/resources/define-action.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { ORDER_STATUS, orderActions } from '#sync/resources/orders/order.actions.ts'
import { order as orderResource } from '#sync/resources/orders/order.resource.ts'
import { LABEL_KIND, orderTrackingActions } from '#sync/resources/orders/order-tracking.actions.ts'
import { BOOKING_SOURCE } from '#sync/resources/orders/order-tracking.dictionaries.ts'
import {
  apiExpressQuotation,
  orderExpress,
  orderTrack,
  orderTrackDetail,
  TRACK_STATUS,
} from '#sync/resources/orders/order-tracking.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { insertRecords, removeRecords, saveRecord, updateRecords } from '../platform/records/records.ts'
import { changeStatus, runAction } from '../platform/records/transition.ts'
import {
  type CarrierAdapter,
  type CarrierContext,
  type CarrierOrder,
  type CarrierQuote,
  CarrierRefusal,
  carrierFor,
  registeredCarriers,
} from './carrier/carrier.ts'
import './carrier/simulated-carrier.ts'
import { assertInScope } from '../platform/resources/data-scope.ts'
import type { ListQuery } from '../platform/resources/list-query.ts'
import { readRecord } from '../platform/resources/record-store.ts'
import { recordOrderHistory } from './order-history.ts'
import { generateOrderLabels, type OrderLabelInfo, PACKED_WEIGHT_SQL, removeOrderLabels } from './order-labels.ts'

/** An order as carrier work reads it: status, tracking number, the carrier its transport names, where to and from. */
export type ShippingOrder = {
  id: string
  code: string
  status: number
  trackNumber: string | null
  transportCarrier: string | null
  carrierOrder: CarrierOrder
}

type OrderRow = {
  id: string
  code: string
  status: number
  trackNumber: string | null
  wareCarrier: string | null
  providerCode: string | null
  transportCode: string | null
  weightKg: string
  quantity: number
  fobCurrency: string | null
  addressName: string | null
  company: string | null
  addressLine1: string | null
  addressLine2: string | null
  addressCity: string | null
  addressStateOrRegion: string | null
  addressPostalCode: string | null
  addressCountryCode: string | null
  addressPhone: string | null
  storeName: string | null
  storeCity: string | null
  storeCountry: string | null
  storePostalCode: string | null
}

/** The carrier an order's transport names: its warehouse carrier's code, its logistics provider's, or its own code, whichever is connected. */
function transportCarrier(row: OrderRow): string | null {
  for (const code of [row.wareCarrier, row.providerCode, row.transportCode]) {
    const adapter = carrierFor(code)
    if (adapter) return adapter.code
  }
  return null
}

/** Reads orders for carrier work, in id order; a missing one is a 404. `lock` takes them FOR UPDATE first. */
export async function shippingOrders(
  tx: Queryable,
  orderIds: readonly string[],
  lock = false,
): Promise<ShippingOrder[]> {
  const ids = [...new Set(orderIds)]
  if (lock) {
    await tx.query(`SELECT id FROM erp_order WHERE id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY id FOR UPDATE`, [
      ids,
    ])
  }
  const rows = await tx.query<OrderRow>(
    `SELECT o.id::text, o.code, o.status, o.track_number, wt.carrier_code AS ware_carrier, lp.code AS provider_code,
            t.code AS transport_code,
            COALESCE(${PACKED_WEIGHT_SQL}, o.total_weight, (SELECT sum(i.quantity * i.weight) FROM erp_order_item i
                                       WHERE i.order_id = o.id AND i.is_deleted = 0), 0)::text AS weight_kg,
            COALESCE(o.total_quantity, (SELECT sum(i.quantity) FROM erp_order_item i
                                         WHERE i.order_id = o.id AND i.is_deleted = 0), 0)::int AS quantity,
            o.fob_currency, o.address_name, o.company, o.address_line1, o.address_line2, o.address_city,
            o.address_state_or_region, o.address_postal_code, o.address_country_code, o.address_phone,
            s.name AS store_name, s.city AS store_city, s.country_code AS store_country, s.postal_code AS store_postal_code
       FROM erp_order o
       LEFT JOIN erp_base_transport t ON t.id = o.transport_id
       LEFT JOIN ware_base_transport wt ON wt.id = t.ware_transport_id
       LEFT JOIN erp_logistics_providers lp ON lp.id = t.logistics_provider_id
       LEFT JOIN erp_base_store s ON s.id = o.store_id
      WHERE o.id = ANY($1::bigint[]) AND o.is_deleted = 0 ORDER BY o.id`,
    [ids],
  )
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND', 'recordNotFound')
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    status: r.status,
    trackNumber: r.trackNumber,
    transportCarrier: transportCarrier(r),
    carrierOrder: {
      orderId: r.id,
      orderCode: r.code,
      weightKg: r.weightKg,
      quantity: r.quantity,
      currency: r.fobCurrency,
      address: {
        name: r.addressName,
        company: r.company,
        line1: r.addressLine1,
        line2: r.addressLine2,
        city: r.addressCity,
        state: r.addressStateOrRegion,
        postalCode: r.addressPostalCode,
        countryCode: r.addressCountryCode,
        phone: r.addressPhone,
      },
      origin: { storeName: r.storeName, city: r.storeCity, countryCode: r.storeCountry, postalCode: r.storePostalCode },
    },
  }))
}

const orderStatusLabel = (status: number, actor: Actor) =>
  statusLabel(orderResource, 'status', String(status), actor.lang)

/** The adapter to use for an order: the one asked for, else its transport's; a 400 when there is none. */
function adapterOf(order: ShippingOrder, asked: string | undefined): CarrierAdapter {
  const code = asked ?? order.transportCarrier
  if (!code) throw new AppError('VALIDATION', 'orders.noCarrier', { code: order.code })
  const adapter = carrierFor(code)
  if (!adapter) throw new AppError('VALIDATION', 'orders.unknownCarrier', { carrier: code })
  return adapter
}

/** A carrier's refusal as the 400 people read; anything else goes on. */
function refusal(e: unknown, order: ShippingOrder): never {
  if (e instanceof CarrierRefusal) {
    throw new AppError('VALIDATION', 'orders.carrierRefused', {
      carrier: e.carrier,
      code: order.code,
      reason: e.message,
    })
  }
  throw e
}

/** A booking as the calls answer it: with its source (carrier or outside) and the face sheet made for it, when one could be. */
export type Booking = {
  orderId: string
  orderCode: string
  expressId: string
  carrier: string
  service: string | null
  trackingNumber: string
  cost: string | null
  currency: string | null
  source: string
  label: OrderLabelInfo | null
}

/** Live bookings (status 1) of orders, by order id. */
async function liveBookings(tx: Queryable, orderIds: readonly string[]) {
  const rows = await tx.query<{ id: string; orderId: string; carrier: string; trackingNumber: string }>(
    `SELECT id::text, order_id::text, carrier, tracking_number FROM erp_order_express
      WHERE order_id = ANY($1::bigint[]) AND status = 1 AND is_deleted = 0 ORDER BY id`,
    [orderIds],
  )
  return rows
}

/** The track of an order's tracking number, made (pending collection) when the order has none yet; answers its id. */
async function ensureTrack(
  tx: Queryable,
  actor: Actor,
  order: { id: string; code: string },
  trackNumber: string,
  carrier: string | null,
): Promise<string> {
  const [found] = await tx.query<{ id: string }>(
    `SELECT id::text FROM erp_order_track WHERE order_id = $1 AND track_number = $2 AND is_deleted = 0 ORDER BY id LIMIT 1`,
    [order.id, trackNumber],
  )
  if (found) return found.id
  return saveRecord(tx, orderTrack, { orderId: order.id, orderCode: order.code, trackNumber, carrier }, actor)
}

/**
 * Books a shipment with the carrier for each order (all or nothing): the order must be reviewed or
 * pending shipment and not booked already; the carrier is the one asked for or the order's
 * transport's. Each booking is stored (erp/orderexpress), its tracking number set on the order
 * (updateTracking, with history) and a track opened (pending collection).
 */
export async function bookShipments(
  tx: Queryable,
  actor: Actor,
  orderIds: readonly string[],
  options: { carrier?: string; service?: string } = {},
): Promise<Booking[]> {
  const orders = await shippingOrders(tx, orderIds, true)
  const booked = await liveBookings(
    tx,
    orders.map((o) => o.id),
  )
  const ctx: CarrierContext = { tx, actor }
  const out: Booking[] = []
  const carrierLabels = new Map<string, Uint8Array>()
  for (const order of orders) {
    if (String(order.status) !== ORDER_STATUS.audited && String(order.status) !== ORDER_STATUS.pending) {
      throw new AppError('VALIDATION', 'orders.notBookable', {
        code: order.code,
        status: orderStatusLabel(order.status, actor),
      })
    }
    const already = booked.find((b) => b.orderId === order.id)
    if (already) {
      throw new AppError('VALIDATION', 'orders.alreadyBooked', {
        code: order.code,
        carrier: already.carrier,
        trackingNumber: already.trackingNumber,
      })
    }
    const adapter = adapterOf(order, options.carrier)
    const shipment = await adapter
      .createShipment(ctx, { ...order.carrierOrder, service: options.service })
      .catch((e) => refusal(e, order))
    const expressId = await saveRecord(
      tx,
      orderExpress,
      {
        orderId: order.id,
        orderCode: order.code,
        carrier: adapter.code,
        service: shipment.service,
        trackingNumber: shipment.trackingNumber,
        cost: shipment.cost,
        currency: shipment.currency,
        source: BOOKING_SOURCE.carrier,
      },
      actor,
    )
    if (shipment.labelPdf) carrierLabels.set(order.id, shipment.labelPdf)
    await runAction(
      tx,
      actor,
      orderActions.updateTracking,
      [order.id],
      { trackNumber: shipment.trackingNumber },
      () => ({
        trackNumber: shipment.trackingNumber,
      }),
    )
    await ensureTrack(tx, actor, order, shipment.trackingNumber, adapter.code)
    await recordOrderHistory(tx, actor, [
      {
        orderId: order.id,
        orderCode: order.code,
        action: 'bookShipment',
        content: `${adapter.name} ${shipment.service}: ${shipment.trackingNumber} (${shipment.cost} ${shipment.currency})`,
        fromStatus: order.status,
        toStatus: order.status,
      },
    ])
    out.push({
      orderId: order.id,
      orderCode: order.code,
      expressId,
      carrier: adapter.code,
      service: shipment.service,
      trackingNumber: shipment.trackingNumber,
      cost: shipment.cost,
      currency: shipment.currency,
      source: BOOKING_SOURCE.carrier,
      label: null,
    })
  }
  return withFaceSheets(tx, actor, out, carrierLabels)
}

/**
 * Makes the face sheet of each booked order whose labels may still change (the carrier's own PDF
 * where it gave one), so the booking answers its label and 生成标签 needs nothing typed.
 */
async function withFaceSheets(
  tx: Queryable,
  actor: Actor,
  bookings: Booking[],
  carrierLabels: ReadonlyMap<string, Uint8Array> = new Map(),
): Promise<Booking[]> {
  const open = await tx.query<{ id: string }>(
    `SELECT id::text FROM erp_order WHERE id = ANY($1::bigint[]) AND coalesce(label_status, 0) = ANY($2::int[]) ORDER BY id`,
    [bookings.map((b) => b.orderId), orderTrackingActions.generateLabel.from.map(Number)],
  )
  if (!open.length) return bookings
  const made = await generateOrderLabels(
    tx,
    actor,
    open.map((o) => o.id),
    LABEL_KIND.faceSheet,
    carrierLabels,
  )
  return bookings.map((b) => ({ ...b, label: made.find((l) => l.orderId === b.orderId) ?? null }))
}

/**
 * Records a parcel booked outside the system (a carrier's own site, a courier at the door): the
 * tracking number typed for one reviewed or pending-shipment order that has no live booking is kept
 * as a booking of source "outside", set on the order (updateTracking, with history), its track
 * opened and its face sheet made, exactly as a booking through the carrier's adapter.
 */
export async function recordOutsideBooking(
  tx: Queryable,
  actor: Actor,
  orderId: string,
  input: { trackingNumber: string; carrier?: string },
): Promise<Booking> {
  const [order] = await shippingOrders(tx, [orderId], true)
  if (!order) throw new AppError('NOT_FOUND', 'recordNotFound')
  await assertInScope(tx, actor, orderResource, [order.id])
  if (String(order.status) !== ORDER_STATUS.audited && String(order.status) !== ORDER_STATUS.pending) {
    throw new AppError('VALIDATION', 'orders.notBookable', {
      code: order.code,
      status: orderStatusLabel(order.status, actor),
    })
  }
  const [already] = await liveBookings(tx, [order.id])
  if (already) {
    throw new AppError('VALIDATION', 'orders.alreadyBooked', {
      code: order.code,
      carrier: already.carrier,
      trackingNumber: already.trackingNumber,
    })
  }
  const carrier = carrierFor(input.carrier)?.code ?? input.carrier ?? order.transportCarrier ?? null
  const expressId = await saveRecord(
    tx,
    orderExpress,
    {
      orderId: order.id,
      orderCode: order.code,
      carrier,
      trackingNumber: input.trackingNumber,
      source: BOOKING_SOURCE.outside,
    },
    actor,
  )
  await runAction(tx, actor, orderActions.updateTracking, [order.id], { trackNumber: input.trackingNumber }, () => ({
    trackNumber: input.trackingNumber,
  }))
  await ensureTrack(tx, actor, order, input.trackingNumber, carrier)
  await recordOrderHistory(tx, actor, [
    {
      orderId: order.id,
      orderCode: order.code,
      action: 'bookOutside',
      content: `${carrier ?? ''} ${input.trackingNumber}`.trim(),
      fromStatus: order.status,
      toStatus: order.status,
    },
  ])
  const [booking] = await withFaceSheets(tx, actor, [
    {
      orderId: order.id,
      orderCode: order.code,
      expressId,
      carrier: carrier ?? '',
      service: null,
      trackingNumber: input.trackingNumber,
      cost: null,
      currency: null,
      source: BOOKING_SOURCE.outside,
      label: null,
    },
  ])
  return booking as Booking
}

/** The bookings of an order, newest first, with their source and status; the order detail shows them. */
export function orderBookingsOf(tx: Queryable, orderId: string): Promise<Row[]> {
  return tx.query(
    `SELECT id::text, order_id::text, carrier, service, tracking_number, status::text, source::text, cost::text, currency,
            to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS create_time
       FROM erp_order_express WHERE order_id = $1 AND is_deleted = 0 ORDER BY id DESC`,
    [orderId],
  )
}

/**
 * Cancels bookings (erp/orderexpress ids) with their carriers: the order must not have shipped;
 * the booking becomes cancelled, its track cancelled, and the order loses that tracking number.
 */
export async function cancelBookings(tx: Queryable, actor: Actor, expressIds: readonly string[]): Promise<void> {
  await assertInScope(tx, actor, orderExpress, expressIds)
  const rows = await tx.query<{ id: string; orderId: string; carrier: string; trackingNumber: string }>(
    `SELECT id::text, order_id::text, carrier, tracking_number FROM erp_order_express
      WHERE id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY id`,
    [[...new Set(expressIds)]],
  )
  if (rows.length !== new Set(expressIds).size) throw new AppError('NOT_FOUND', 'recordNotFound')
  const orders = await shippingOrders(
    tx,
    rows.map((r) => r.orderId),
    true,
  )
  const ctx: CarrierContext = { tx, actor }
  for (const row of rows) {
    const order = orders.find((o) => o.id === row.orderId) as ShippingOrder
    if (String(order.status) !== ORDER_STATUS.audited && String(order.status) !== ORDER_STATUS.pending) {
      throw new AppError('VALIDATION', 'orders.notBookable', {
        code: order.code,
        status: orderStatusLabel(order.status, actor),
      })
    }
    // The status check of the booking (only a live one is cancelled) comes before the carrier is asked.
    await runAction(tx, actor, orderTrackingActions.cancelBooking, [row.id], {}, async () => {
      const adapter = carrierFor(row.carrier)
      if (adapter) await adapter.cancelShipment(ctx, row.trackingNumber).catch((e) => refusal(e, order))
      return undefined
    })
    if (order.trackNumber === row.trackingNumber) {
      await runAction(tx, actor, orderTrackingActions.clearTracking, [order.id], {}, () => ({ trackNumber: null }))
      order.trackNumber = null
      // A face sheet of a cancelled number would ship a parcel the carrier no longer expects.
      const [labelled] = await tx.query<{ labelStatus: number | null }>(
        `SELECT label_status FROM erp_order WHERE id = $1`,
        [order.id],
      )
      if (actionAllowed(orderTrackingActions.deleteLabel, labelled?.labelStatus ?? 0)) {
        await removeOrderLabels(tx, actor, [order.id])
      }
    }
    const tracks = await tx.query<{ id: string; status: number }>(
      `SELECT id::text, status FROM erp_order_track WHERE order_id = $1 AND track_number = $2 AND is_deleted = 0`,
      [order.id, row.trackingNumber],
    )
    for (const track of tracks) await moveTrack(tx, actor, track, TRACK_STATUS.cancelled)
    await recordOrderHistory(tx, actor, [
      {
        orderId: order.id,
        orderCode: order.code,
        action: 'cancelShipment',
        content: `${row.carrier}: ${row.trackingNumber}`,
        fromStatus: order.status,
        toStatus: order.status,
      },
    ])
  }
}

/** Cancels the live bookings of orders (with one carrier, when named); answers how many. */
export async function cancelOrderBookings(
  tx: Queryable,
  actor: Actor,
  orderIds: readonly string[],
  carrier?: string,
): Promise<number> {
  await shippingOrders(tx, orderIds)
  const live = (await liveBookings(tx, orderIds)).filter((b) => !carrier || carrierFor(b.carrier)?.code === carrier)
  if (live.length) {
    await cancelBookings(
      tx,
      actor,
      live.map((b) => b.id),
    )
  }
  return live.length
}

/** Moves a track to a status when its declared transitions allow it (a refresh never moves it backwards); answers whether it moved. */
async function moveTrack(tx: Queryable, actor: Actor, track: { id: string; status: number }, to: string) {
  const from = String(track.status)
  if (from === to || !orderTrack.statusTransitions[from]?.includes(to)) return false
  await changeStatus(tx, actor, orderTrack, [track.id], to)
  return true
}

/** A track with its events, newest first, as the order detail and listByOrderId answer them. */
export type OrderTrackWithDetails = Row & { id: string; details: Row[] }

/** The tracks of an order with their events (newest first); the order detail shows them. */
export async function orderTracksOf(tx: Queryable, orderId: string): Promise<OrderTrackWithDetails[]> {
  return tx.query<OrderTrackWithDetails>(
    `SELECT t.id::text, t.order_id::text, t.order_code, t.track_number, t.carrier, t.status::text, t.last_event,
            to_char(t.last_time, 'YYYY-MM-DD HH24:MI:SS') AS last_time, t.remark,
            to_char(t.create_time, 'YYYY-MM-DD HH24:MI:SS') AS create_time, t.version,
            COALESCE((SELECT json_agg(json_build_object(
                        'id', d.id::text, 'orderTrackId', d.order_track_id::text, 'orderId', d.order_id::text,
                        'time', to_char(d.time, 'YYYY-MM-DD HH24:MI:SS'), 'location', d.location,
                        'description', d.description, 'status', d.status::text, 'remark', d.remark,
                        'version', d.version) ORDER BY d.time DESC, d.id DESC)
                        FROM erp_order_track_detail d WHERE d.order_track_id = t.id AND d.is_deleted = 0), '[]'::json) AS details
       FROM erp_order_track t WHERE t.order_id = $1 AND t.is_deleted = 0 ORDER BY t.id DESC`,
    [orderId],
  )
}

/**
 * Refreshes the tracks of orders from their carriers: every tracking number the order has (its
 * own, its bookings', its tracks') is asked of its carrier; new events are added, the track's last
 * event and status follow the newest one (no events: no tracking), and a status change is written
 * to the order's history. An order without any tracking number is a 400. Answers each order's tracks.
 */
export async function refreshOrderTracks(
  tx: Queryable,
  actor: Actor,
  orderIds: readonly string[],
): Promise<OrderTrackWithDetails[]> {
  const orders = await shippingOrders(tx, orderIds)
  const ctx: CarrierContext = { tx, actor }
  const out: OrderTrackWithDetails[] = []
  for (const order of orders) {
    const numbers = new Map<string, string | null>()
    const known = await tx.query<{ trackNumber: string; carrier: string | null }>(
      `SELECT track_number, carrier FROM erp_order_track WHERE order_id = $1 AND is_deleted = 0 AND track_number IS NOT NULL
       UNION ALL
       SELECT tracking_number, carrier FROM erp_order_express WHERE order_id = $1 AND is_deleted = 0`,
      [order.id],
    )
    for (const k of known) if (!numbers.get(k.trackNumber)) numbers.set(k.trackNumber, k.carrier)
    if (order.trackNumber && !numbers.has(order.trackNumber)) numbers.set(order.trackNumber, order.transportCarrier)
    if (!numbers.size) throw new AppError('VALIDATION', 'orders.noTrackingNumber', { code: order.code })
    for (const [number, carrier] of numbers) {
      const adapter = carrierFor(carrier ?? order.transportCarrier)
      const events = adapter ? await adapter.track(ctx, number) : []
      const trackId = await ensureTrack(tx, actor, order, number, adapter?.code ?? carrier)
      const [track] = await tx.query<{ id: string; status: number; carrier: string | null }>(
        `SELECT id::text, status, carrier FROM erp_order_track WHERE id = $1 FOR UPDATE`,
        [trackId],
      )
      const had = await tx.query<{ time: string; description: string }>(
        `SELECT to_char(time, 'YYYY-MM-DD HH24:MI:SS') AS time, description FROM erp_order_track_detail
          WHERE order_track_id = $1 AND is_deleted = 0`,
        [trackId],
      )
      const seen = new Set(had.map((h) => `${h.time}|${h.description}`))
      // Events appended to the track (the order was found in the actor's scope above).
      await insertRecords(
        tx,
        orderTrackDetail,
        events
          .filter((e) => !seen.has(`${e.time}|${e.description}`))
          .map((e) => ({
            orderTrackId: trackId,
            orderId: order.id,
            time: e.time,
            location: e.location.slice(0, 200),
            description: e.description.slice(0, 500),
            status: Number(e.status),
          })),
        actor,
        { partOf: 'orderTrackId' },
      )
      const last = events.at(-1)
      await updateRecords(
        tx,
        orderTrack,
        [trackId],
        {
          lastEvent: last?.description.slice(0, 500) ?? null,
          lastTime: last?.time ?? null,
          // A carrier the track names already stays; one without learns the adapter's.
          ...(track?.carrier ? {} : { carrier: adapter?.code ?? null }),
        },
        actor,
        { scopeChecked: true },
      )
      const to = last?.status ?? TRACK_STATUS.noTracking
      if (track && (await moveTrack(tx, actor, track, to))) {
        const label = findDictionary('track_status').entries.find((x) => x.key === to)?.label[actor.lang] ?? to
        await recordOrderHistory(tx, actor, [
          {
            orderId: order.id,
            orderCode: order.code,
            action: 'trackRefresh',
            content: `${number}: ${label}${last ? ` (${last.time} ${last.description})` : ''}`,
            fromStatus: order.status,
            toStatus: order.status,
          },
        ])
      }
    }
    out.push(...(await orderTracksOf(tx, order.id)))
  }
  return out
}

/** A quote as stored and answered. */
export type StoredQuote = CarrierQuote & { id: string; orderId: string; orderCode: string }

/** What every connected carrier asks for each order's shipment (a carrier that refuses the order gives none). */
export async function quoteShipping(
  tx: Queryable,
  actor: Actor,
  orderIds: readonly string[],
): Promise<{ order: ShippingOrder; quotes: CarrierQuote[] }[]> {
  const orders = await shippingOrders(tx, orderIds)
  const ctx: CarrierContext = { tx, actor }
  const out: { order: ShippingOrder; quotes: CarrierQuote[] }[] = []
  for (const order of orders) {
    const quotes: CarrierQuote[] = []
    for (const adapter of registeredCarriers()) {
      try {
        quotes.push(...(await adapter.quote(ctx, order.carrierOrder)))
      } catch (e) {
        if (!(e instanceof CarrierRefusal)) throw e
      }
    }
    out.push({ order, quotes })
  }
  return out
}

/** Quotes every connected carrier for orders and keeps them (erp/apiexpressquotation), replacing the orders' earlier quotes. */
export async function quoteOrders(tx: Queryable, actor: Actor, orderIds: readonly string[]): Promise<StoredQuote[]> {
  const quoted = await quoteShipping(tx, actor, orderIds)
  await deleteQuotes(tx, actor, orderIds)
  const out: StoredQuote[] = []
  for (const { order, quotes } of quoted) {
    for (const q of quotes) {
      const id = await saveRecord(tx, apiExpressQuotation, { orderId: order.id, orderCode: order.code, ...q }, actor)
      out.push({ id, orderId: order.id, orderCode: order.code, ...q })
    }
  }
  return out
}

/** Removes the kept quotes of orders; answers how many. */
export async function deleteQuotes(tx: Queryable, actor: Actor, orderIds: readonly string[]): Promise<number> {
  await assertInScope(tx, actor, orderResource, orderIds)
  const rows = await tx.query<{ id: string }>(
    `SELECT id::text FROM erp_api_express_quotation WHERE order_id = ANY($1::bigint[]) AND is_deleted = 0`,
    [orderIds],
  )
  if (rows.length) {
    await removeRecords(
      tx,
      apiExpressQuotation,
      rows.map((r) => r.id),
      actor,
    )
  }
  return rows.length
}

/** Counts of a track resource's records per track status under a list's WHERE clause, for the status tabs. */
export async function trackStatusCounts(tx: Queryable, resource: ResourceDef, q: ListQuery) {
  const rows = await tx.query<{ status: number; count: number }>(
    `SELECT status, count(*)::int AS count FROM ${resource.table} WHERE ${q.where.join(' AND ')} GROUP BY status`,
    q.params,
  )
  const byStatus: Record<string, number> = {}
  for (const key of Object.values(TRACK_STATUS)) byStatus[key] = 0
  for (const r of rows) byStatus[String(r.status)] = r.count
  const named = Object.fromEntries(Object.entries(TRACK_STATUS).map(([name, key]) => [name, byStatus[key] ?? 0]))
  return { all: rows.reduce((n, r) => n + r.count, 0), ...named, byStatus }
}

/** A track with its events (newest first); a 404 when it is not a live track of the tenant. */
export async function trackWithDetails(tx: Queryable, id: string): Promise<OrderTrackWithDetails> {
  const [row] = await tx.query<{ orderId: string }>(
    `SELECT order_id::text FROM erp_order_track WHERE id = $1 AND is_deleted = 0`,
    [id],
  )
  const track = row && (await orderTracksOf(tx, row.orderId)).find((t) => t.id === id)
  if (!track) throw new AppError('NOT_FOUND', 'recordNotFound')
  return track
}

/** An order's id, code and status for its history (undefined when it is gone). */
async function orderForHistory(tx: Queryable, orderId: unknown) {
  const [o] = await tx.query<{ id: string; code: string; status: number }>(
    `SELECT id::text, code, status FROM erp_order WHERE id = $1`,
    [orderId],
  )
  return o
}

/** Moves tracks or events to a track status through the declared transitions and writes their orders' histories. */
export async function changeTrackStatuses(
  tx: Queryable,
  actor: Actor,
  resource: ResourceDef,
  ids: readonly string[],
  status: string,
): Promise<void> {
  const label = findDictionary('track_status').entries.find((e) => e.key === status)?.label[actor.lang]
  const changed = await changeStatus(tx, actor, resource, ids, status)
  const entries = []
  for (const record of changed) {
    const o = await orderForHistory(tx, record.orderId)
    if (!o) continue
    entries.push({
      orderId: o.id,
      orderCode: o.code,
      action: 'trackStatus',
      content: `${String(record.trackNumber ?? record.description ?? record.id)}: ${label}`,
      fromStatus: o.status,
      toStatus: o.status,
    })
  }
  await recordOrderHistory(tx, actor, entries)
}

/** Sets the remark of a track or an event (only the remark) and writes its order's history; answers the record. */
export async function saveTrackRemark(
  tx: Queryable,
  actor: Actor,
  resource: ResourceDef,
  id: string,
  remark: string,
): Promise<Row | undefined> {
  const existing = await readRecord(tx, resource, id)
  if (!existing) throw new AppError('NOT_FOUND', 'recordNotFound')
  await saveRecord(tx, resource, { id, remark: remark || null }, actor)
  const o = await orderForHistory(tx, existing.orderId)
  if (o) {
    await recordOrderHistory(tx, actor, [
      {
        orderId: o.id,
        orderCode: o.code,
        action: 'trackRemark',
        content: remark,
        fromStatus: o.status,
        toStatus: o.status,
      },
    ])
  }
  return readRecord(tx, resource, id)
}

/** One page of the track sheet's rows under a list's WHERE clause. */
export function trackSheetRows(tx: Queryable, q: ListQuery, limit: number, offset: number): Promise<Row[]> {
  return tx.query<Row>(
    `SELECT order_id::text, order_code, track_number, carrier, status, last_event,
            to_char(last_time, 'YYYY-MM-DD HH24:MI:SS') AS last_time, remark,
            to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS create_time,
            to_char(update_time, 'YYYY-MM-DD HH24:MI:SS') AS update_time
       FROM erp_order_track WHERE ${q.where.join(' AND ')} ORDER BY ${q.orderBy} LIMIT ${limit} OFFSET ${offset}`,
    q.params,
  )
}

/** The kept carrier quotes, newest 200. */
export function keptQuotes(tx: Queryable): Promise<Row[]> {
  return tx.query(
    `SELECT id::text, order_id::text, order_code, carrier, service, service_name, amount::text, currency,
            transit_days, to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS create_time
       FROM erp_api_express_quotation WHERE is_deleted = 0 ORDER BY id DESC LIMIT 200`,
  )
}

/** Orders the UPS list shows: reviewed or pending shipment, whose transport ships with UPS, with their live UPS booking if any. */
export async function upsBookingList(tx: Queryable, input: { current?: number; size?: number; booked?: '0' | '1' }) {
  const current = input.current ?? 1
  const size = input.size ?? 30
  const where = `o.is_deleted = 0 AND o.status IN (3, 4)
    AND (upper(wt.carrier_code) = ANY($1::text[]) OR upper(lp.code) = ANY($1::text[]) OR upper(t.code) = ANY($1::text[]))
    AND ($2::int IS NULL OR (e.id IS NOT NULL) = ($2::int = 1))`
  const from = `erp_order o
       JOIN erp_base_transport t ON t.id = o.transport_id
       LEFT JOIN ware_base_transport wt ON wt.id = t.ware_transport_id
       LEFT JOIN erp_logistics_providers lp ON lp.id = t.logistics_provider_id
       LEFT JOIN LATERAL (SELECT x.id, x.tracking_number, x.service, x.cost, x.currency, x.create_time
                            FROM erp_order_express x
                           WHERE x.order_id = o.id AND x.status = 1 AND x.is_deleted = 0 AND upper(x.carrier) = 'UPS'
                           ORDER BY x.id DESC LIMIT 1) e ON true`
  const codes = ['UPS', 'UPSN', 'UPS-GROUND', 'UPS-GND'].filter((code) => carrierFor(code)?.code === 'UPS')
  const params = [codes, input.booked === undefined ? null : Number(input.booked)]
  const records = await tx.query(
    `SELECT o.id::text, o.code, o.status, o.seller_order_id, o.address_name, o.address_country_code,
            o.address_postal_code, o.track_number, o.total_weight::text, t.name AS transport_name,
            CASE WHEN e.id IS NULL THEN NULL ELSE json_build_object('id', e.id::text, 'trackingNumber', e.tracking_number,
              'service', e.service, 'cost', e.cost::text, 'currency', e.currency,
              'createTime', to_char(e.create_time, 'YYYY-MM-DD HH24:MI:SS')) END AS booking
       FROM ${from} WHERE ${where} ORDER BY o.id DESC LIMIT ${size} OFFSET ${(current - 1) * size}`,
    params,
  )
  const [{ total = 0 } = {}] = await tx.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${from} WHERE ${where}`,
    params,
  )
  return { records, total, size, current, pages: Math.ceil(total / size) }
}
