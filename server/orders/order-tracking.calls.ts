import type { Context } from 'hono'
import { z } from 'zod'
import type { Label } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { ORDER_PERMISSIONS } from '#sync/resources/orders/order.resource.ts'
import { LABEL_KIND } from '#sync/resources/orders/order-tracking.actions.ts'
import {
  apiExpressQuotation,
  orderExpress,
  orderLabel,
  orderTrack,
  orderTrackDetail,
  TRACK_STATUS,
} from '#sync/resources/orders/order-tracking.resource.ts'
import {
  bookingAnswer,
  bookParams,
  bookShipmentsContract,
  cancelBookingsContract,
  orderIdsParams,
  orderLabelAnswer,
  orderTrackAnswer,
  quoteAnswer,
  quotesContract,
  trackEventAnswer,
} from '#sync/resources/orders/orders.contracts.ts'
import { fieldLabels, idListSchema, idSchema, recordAnswerSchema } from '#sync/resources/resource-schemas.ts'
import type { AppEnv } from '../platform/http/app-env.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { listWhere, pagedRows, sheetResponse } from '../platform/http/call-input.ts'
import { type CallDef, defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { listQuery } from '../platform/resources/list-query.ts'
import { readRecord } from '../platform/resources/record-store.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { exportColumns } from '../platform/resources/spreadsheet.ts'
import { generateOrderLabels, LABEL_BATCH_MAX, type LabelKind, labelsPdf, removeOrderLabels } from './order-labels.ts'
import {
  bookShipments,
  cancelBookings,
  cancelOrderBookings,
  changeTrackStatuses,
  deleteQuotes,
  keptQuotes,
  orderTracksOf,
  quoteOrders,
  quoteShipping,
  recordOutsideBooking,
  refreshOrderTracks,
  saveTrackRemark,
  trackSheetRows,
  trackStatusCounts,
  trackWithDetails,
  upsBookingList,
} from './order-tracking.ts'
import { TRACKING_DEMO } from './order-tracking-seed.ts'

const { view, edit, remove } = ORDER_PERMISSIONS
const ORDER = '/api/erp/order'
const TRACK = '/api/erp/orderTrack'
const DETAIL = '/api/erp/orderTrackDetail'
/** Orders in one carrier request (each is a call to the carrier). */
const CARRIER_BATCH_MAX = 100
/** Demo orders the examples name: a reviewed one to book, the shipped one with a track. */
const DEMO_ORDER = '1000000000000012003'
const DEMO_TRACK = TRACKING_DEMO.track

const labels: Record<string, Label> = {
  ...fieldLabels(orderTrackDetail),
  ...fieldLabels(orderTrack),
  ...fieldLabels(orderExpress),
  ...fieldLabels(apiExpressQuotation),
  ...fieldLabels(orderLabel),
  id: { zh: '主键', en: 'ID', ja: 'ID' },
  ids: { zh: '主键', en: 'IDs', ja: 'ID' },
  orderIds: { zh: '订单', en: 'Orders', ja: '受注' },
  orderTrackId: { zh: '物流轨迹', en: 'Order track', ja: '配送追跡' },
  status: { zh: '状态', en: 'Status', ja: 'ステータス' },
  booked: { zh: '已下单', en: 'Booked', ja: '依頼済み' },
  trackingNumber: { zh: '跟踪号', en: 'Tracking no.', ja: '追跡番号' },
}

/** Order ids under any of the names the screens send them (`orderIds`, `ids`, `orderId`, `id`), as a list or `1,2,3`. */
type OrderIdsInput = z.output<typeof orderIdsParams>

/** The order ids of a request, at most `max`; none is a 400 naming orderIds. */
function orderIdsOf(c: Context<AppEnv>, input: OrderIdsInput, max = CARRIER_BATCH_MAX): string[] {
  const ids = [...new Set(input.orderIds ?? input.ids ?? input.orderId ?? input.id ?? [])]
  const field = labels.orderIds?.[c.var.lang] ?? 'orderIds'
  if (!ids.length)
    throw validationError([{ field: 'orderIds', message: translate('fieldRequired', c.var.lang, { field }) }])
  if (ids.length > max) {
    throw validationError([{ field: 'orderIds', message: translate('orders.tooManyOrders', c.var.lang, { max }) }])
  }
  return ids
}

const saveBookingParams = bookShipmentsContract.input.params
const statusParams = z.object({
  ids: idListSchema.optional(),
  id: idListSchema.optional(),
  status: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.enum(Object.values(TRACK_STATUS) as [string, ...string[]]),
  ),
})
const remarkParams = z.object({
  id: idSchema,
  remark: z.preprocess((v) => (v === null ? '' : v), z.string().trim().max(500)),
})
const detailQuery = z.object({ id: idSchema.optional(), orderTrackId: idSchema.optional() })
const byOrderQuery = z.object({ orderId: idSchema })

/** Counts of records per track status under a list's filters (the status filter itself left out), for the status tabs. */
async function statusCounts(c: Context<AppEnv>, resource: ResourceDef, query: Record<string, string>) {
  const { status: _tab, status_equal: _tabEqual, ...filters } = query
  return c.var.db.begin(async (tx) =>
    trackStatusCounts(tx, resource, await listWhere(tx, c, resource, filters, { current: '1', size: '1' })),
  )
}

/** The records of a status change, checked, moved through the declared transitions, and written to their orders' histories. */
async function changeTrackStatus(
  c: Context<AppEnv>,
  resource: ResourceDef,
  input: z.output<typeof statusParams>,
): Promise<void> {
  const ids = input.ids ?? input.id
  if (!ids?.length) throw new AppError('VALIDATION', 'idsRequired')
  await c.var.db.begin((tx) => changeTrackStatuses(tx, actorOf(c), resource, ids, input.status))
}

/** Sets a remark of a track or an event (only the remark), with the version bumped and the order's history written. */
async function saveRemark(c: Context<AppEnv>, resource: ResourceDef, input: z.output<typeof remarkParams>) {
  return c.var.db.begin((tx) => saveTrackRemark(tx, actorOf(c), resource, input.id, input.remark))
}

/** The calls both track resources offer beyond their generic page and update: pageTotal, listByOrderId, detail, updateByOrderId, updateStatus, remark. */
function trackCalls(base: string, resource: ResourceDef, events: boolean): CallDef[] {
  const name = resource.label.en
  return [
    defineCall({
      method: 'GET',
      alsoOther: true,
      path: `${base}/pageTotal`,
      area: 'orders',
      summary: `${name}: how many per track status under the page's filters ({all, pendingCollection, shipping, delivered, cancelled, noTracking, abnormal, byStatus})`,
      access: { permission: view },
      readOnly: true,
      input: { query: listQuery, labels },
      /** All, each track status by name, and the counts by status key. */
      output: z.object({ all: z.number(), byStatus: z.record(z.string(), z.number()) }).catchall(z.unknown()),
      handler: async (c, { query }) => ok(c, await statusCounts(c, resource, query)),
    }),
    defineCall({
      method: 'GET',
      alsoOther: true,
      path: `${base}/listByOrderId`,
      area: 'orders',
      summary: events
        ? `${name}: every event of an order's tracks (orderId), newest first`
        : `${name}: an order's tracks (orderId), each with its events (details), newest first`,
      access: { permission: view },
      readOnly: true,
      input: { query: byOrderQuery, labels },
      output: events ? z.array(trackEventAnswer) : z.array(orderTrackAnswer),
      example: { orderId: TRACKING_DEMO.order },
      handler: async (c, { query }) => {
        const tracks = await c.var.db.begin((tx) => orderTracksOf(tx, query.orderId), { readOnly: true })
        return ok(c, events ? tracks.flatMap((t) => t.details) : tracks)
      },
    }),
    defineCall({
      method: 'GET',
      alsoOther: true,
      path: `${base}/detail`,
      area: 'orders',
      summary: events
        ? `${name}: one event (id), or the events of a track (orderTrackId), newest first`
        : `${name}: one track (orderTrackId or id) with its events (details), newest first`,
      access: { permission: view },
      readOnly: true,
      input: { query: detailQuery, labels },
      /** One event by id, or a track's events; one track with its events. */
      output: events ? z.union([recordAnswerSchema(resource), z.array(trackEventAnswer)]) : orderTrackAnswer,
      example: { orderTrackId: DEMO_TRACK },
      handler: async (c, { query }) => {
        const answer = await c.var.db.begin(async (tx): Promise<unknown> => {
          if (events && query.id) {
            const found = await readRecord(tx, resource, query.id)
            if (!found) throw new AppError('NOT_FOUND', 'recordNotFound')
            return found
          }
          const trackId = query.orderTrackId ?? query.id
          if (!trackId) {
            const field = labels.orderTrackId?.[c.var.lang] ?? 'orderTrackId'
            throw validationError([
              { field: 'orderTrackId', message: translate('fieldRequired', c.var.lang, { field }) },
            ])
          }
          const track = await trackWithDetails(tx, trackId)
          return events ? track.details : track
        })
        return ok(c, answer)
      },
    }),
    defineCall({
      method: 'POST',
      path: `${base}/updateByOrderId`,
      area: 'orders',
      summary: `${name}: refreshes orders' tracks from their carriers (orderId or orderIds): new events added, last event and status follow the newest; answers ${events ? 'the events' : 'the tracks with their events'}`,
      access: { permission: edit },
      input: { params: orderIdsParams, labels },
      output: events ? z.array(trackEventAnswer) : z.array(orderTrackAnswer),
      example: { orderId: TRACKING_DEMO.order },
      handler: async (c, { params }) => {
        const ids = orderIdsOf(c, params)
        const tracks = await c.var.db.begin((tx) => refreshOrderTracks(tx, actorOf(c), ids))
        return ok(c, events ? tracks.flatMap((t) => t.details) : tracks)
      },
    }),
    defineCall({
      method: 'POST',
      path: `${base}/updateStatus`,
      area: 'orders',
      summary: `${name}: sets the track status (ids, status 1 pending collection … 6 abnormal) through the declared transitions; the orders' histories say so`,
      access: { permission: edit },
      input: { params: statusParams, labels },
      output: z.literal(true),
      handler: async (c, { params }) => {
        await changeTrackStatus(c, resource, params)
        return ok(c, true)
      },
    }),
    defineCall({
      method: 'POST',
      path: `${base}/remark`,
      area: 'orders',
      summary: `${name}: sets the remark (id, remark); answers the record`,
      access: { permission: edit },
      input: { params: remarkParams, labels },
      output: recordAnswerSchema(resource),
      handler: async (c, { params }) => ok(c, await saveRemark(c, resource, params)),
    }),
  ]
}

const labelParams = orderIdsParams.extend({
  labelType: z.preprocess(
    (v) => (v === undefined || v === '' ? LABEL_KIND.faceSheet : typeof v === 'number' ? String(v) : v),
    z.enum([LABEL_KIND.faceSheet, LABEL_KIND.boxSheet, LABEL_KIND.packingList]),
  ),
})
const downloadQuery = z.object({
  ids: idListSchema.optional(),
  orderIds: idListSchema.optional(),
  labelType: z.enum([LABEL_KIND.faceSheet, LABEL_KIND.boxSheet, LABEL_KIND.packingList]).optional(),
})
const upsListQuery = z.object({
  current: z.coerce.number().int().min(1).max(100_000).optional(),
  size: z.coerce.number().int().min(1).max(500).optional(),
  booked: z.enum(['0', '1']).optional(),
})

/** Order tracks and details, carrier calls (ups, apiexpressquotation, orderexpress), labels and the temu-style shipping calls. */
export const orderTrackingCalls: CallDef[] = [
  ...trackCalls(TRACK, orderTrack, false),
  ...trackCalls(DETAIL, orderTrackDetail, true),
  defineCall({
    method: 'GET',
    path: `${ORDER}/exportTrack`,
    area: 'orders',
    summary: 'Downloads the order tracks under the track page filters as xlsx (one row per track)',
    access: { permission: view },
    readOnly: true,
    raw: true,
    input: { query: listQuery, labels },
    handler: async (c, { query }) => {
      // A bad filter is a 400 before the download starts.
      await c.var.db.begin((tx) => listWhere(tx, c, orderTrack, query, { current: '1', size: '1' }))
      const columns = exportColumns(orderTrack, c.var.lang)
      return sheetResponse(
        c,
        'order-tracks',
        'xlsx',
        columns,
        pagedRows(c.var.db, async (tx, limit, offset) => {
          const q = await listWhere(tx, c, orderTrack, query, { current: '1', size: '1' })
          return trackSheetRows(tx, q, limit, offset)
        }),
      )
    },
  }),
  defineCall({
    ...bookShipmentsContract,
    area: 'orders',
    summary:
      'Books shipments with the carrier for reviewed or pending-shipment orders (orderIds; carrier and service optional, else the transport’s carrier and its first service): stores each booking (source 1), sets the order’s tracking number, opens its track and makes its face sheet; all or nothing. With trackingNumber (one order; carrier optional) records a parcel booked outside instead (source 2), the same way',
    access: { permission: edit },
    input: { params: saveBookingParams, labels },
    example: { orderIds: [DEMO_ORDER] },
    handler: async (c, { params }) => {
      const { trackingNumber } = params
      if (trackingNumber) {
        const [id] = orderIdsOf(c, params, 1)
        const actor = actorOf(c)
        const booking = await c.var.db.begin((tx) =>
          recordOutsideBooking(tx, actor, id as string, { trackingNumber, carrier: params.carrier }),
        )
        return ok(c, [booking])
      }
      const ids = orderIdsOf(c, params)
      const booked = await c.var.db.begin((tx) =>
        bookShipments(tx, actorOf(c), ids, { carrier: params.carrier, service: params.service }),
      )
      return ok(c, booked)
    },
  }),
  defineCall({
    ...cancelBookingsContract,
    area: 'orders',
    summary:
      'Cancels bookings (ids of erp/orderexpress) with their carriers: the booking and its track become cancelled and the order loses that tracking number',
    access: { permission: remove },
    input: { ...cancelBookingsContract.input, labels },
    handler: async (c, { params }) => {
      await c.var.db.begin((tx) => cancelBookings(tx, actorOf(c), params.ids))
      return ok(c, true)
    },
  }),
  defineCall({
    ...quotesContract,
    alsoOther: true,
    area: 'orders',
    summary:
      'Quotes every connected carrier for orders (orderIds) and keeps the quotes, replacing the orders’ earlier ones; without orderIds answers the kept quotes (newest 200)',
    access: { permission: view },
    input: { params: orderIdsParams, labels },
    example: { orderIds: DEMO_ORDER },
    handler: async (c, { params }) => {
      if (!(params.orderIds ?? params.ids ?? params.orderId ?? params.id)) {
        const kept = await c.var.db.begin((tx) => keptQuotes(tx), { readOnly: true })
        return ok(c, kept)
      }
      const ids = orderIdsOf(c, params)
      return ok(c, await c.var.db.begin((tx) => quoteOrders(tx, actorOf(c), ids)))
    },
  }),
  defineCall({
    method: 'POST',
    path: '/api/erp/apiexpressquotation/delete',
    area: 'orders',
    summary: 'Removes the kept carrier quotes of orders (orderIds); answers how many',
    access: { permission: edit },
    input: { params: orderIdsParams, labels },
    /** How many quotes were deleted. */
    output: z.number(),
    handler: async (c, { params }) => {
      const ids = orderIdsOf(c, params, 1000)
      return ok(c, await c.var.db.begin((tx) => deleteQuotes(tx, actorOf(c), ids)))
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/erp/ups/createList',
    area: 'orders',
    summary:
      'The UPS booking list: reviewed or pending-shipment orders whose transport ships with UPS, each with its live UPS booking (booking null when none); booked=0|1 filters; paged (current, size)',
    access: { permission: view },
    readOnly: true,
    input: { query: upsListQuery, labels },
    output: z.object({
      records: z.array(
        z.object({
          id: z.string(),
          code: z.string(),
          status: z.number(),
          sellerOrderId: z.string().nullable(),
          addressName: z.string().nullable(),
          addressCountryCode: z.string().nullable(),
          addressPostalCode: z.string().nullable(),
          trackNumber: z.string().nullable(),
          totalWeight: z.string().nullable(),
          transportName: z.string().nullable(),
          booking: z
            .object({
              id: z.string(),
              trackingNumber: z.string().nullable(),
              service: z.string().nullable(),
              cost: z.string().nullable(),
              currency: z.string().nullable(),
              createTime: z.string().nullable(),
            })
            .nullable(),
        }),
      ),
      total: z.number(),
      size: z.number(),
      current: z.number(),
      pages: z.number(),
    }),
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => upsBookingList(tx, query), { readOnly: true })),
  }),
  defineCall({
    method: 'POST',
    path: '/api/erp/ups/createRapiddeals',
    area: 'orders',
    summary:
      'Books UPS shipments for orders (ids; service optional: GND, 2DA, 1DA); as orderexpress/save with carrier UPS',
    access: { permission: edit },
    input: { params: bookParams, labels },
    output: z.array(bookingAnswer),
    example: { ids: [DEMO_ORDER] },
    handler: async (c, { params }) => {
      const ids = orderIdsOf(c, params)
      return ok(
        c,
        await c.var.db.begin((tx) => bookShipments(tx, actorOf(c), ids, { carrier: 'UPS', service: params.service })),
      )
    },
  }),
  defineCall({
    method: 'POST',
    path: '/api/erp/ups/delete',
    area: 'orders',
    summary: 'Cancels the live UPS bookings of orders (ids); answers how many were cancelled',
    access: { permission: edit },
    input: { params: orderIdsParams, labels },
    /** How many bookings were cancelled. */
    output: z.number(),
    handler: async (c, { params }) => {
      const ids = orderIdsOf(c, params)
      return ok(c, await c.var.db.begin((tx) => cancelOrderBookings(tx, actorOf(c), ids, 'UPS')))
    },
  }),
  defineCall({
    method: 'POST',
    path: `${ORDER}/generateLabel`,
    area: 'orders',
    summary: `Makes PDF labels for orders (ids, at most ${LABEL_BATCH_MAX}; labelType 1 face sheet 4×6 in — needs a tracking number —, 2 box sheet, 4 packing list) with Code 128 barcodes of the tracking number and the order code; the face-sheet status becomes generated; answers each label with its url and attachId`,
    access: { permission: edit },
    input: { params: labelParams, labels },
    output: z.array(orderLabelAnswer),
    handler: async (c, { params }) => {
      const ids = orderIdsOf(c, params, LABEL_BATCH_MAX)
      const made = await c.var.db.begin((tx) => generateOrderLabels(tx, actorOf(c), ids, params.labelType as LabelKind))
      return ok(c, made)
    },
  }),
  defineCall({
    method: 'POST',
    path: `${ORDER}/deleteLabel`,
    area: 'orders',
    summary:
      'Removes every label of orders (ids) whose labels are not yet on parcels; the face-sheet status goes back to not generated',
    access: { permission: edit },
    input: { params: orderIdsParams, labels },
    output: z.literal(true),
    handler: async (c, { params }) => {
      const ids = orderIdsOf(c, params, LABEL_BATCH_MAX)
      await c.var.db.begin((tx) => removeOrderLabels(tx, actorOf(c), ids))
      return ok(c, true)
    },
  }),
  defineCall({
    method: 'GET',
    path: `${ORDER}/downloadLabel`,
    area: 'orders',
    summary: 'Downloads labels as one PDF: by label ids, or the live labels of orders (orderIds, labelType optional)',
    access: { permission: view },
    readOnly: true,
    raw: true,
    input: { query: downloadQuery, labels },
    handler: async (c, { query }) => {
      if (!query.ids && !query.orderIds) throw new AppError('VALIDATION', 'idsRequired')
      const { fileName, pdf } = await c.var.db.begin((tx) => labelsPdf(tx, query), { readOnly: true })
      return new Response(new Uint8Array(pdf), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="${fileName}"`,
          'X-Content-Type-Options': 'nosniff',
        },
      })
    },
  }),
  defineCall({
    method: 'POST',
    path: `${ORDER}/searchTemuShipping`,
    area: 'orders',
    summary:
      'Shipping options of temu-channel orders (orderIds): what every connected carrier asks, per order ({orderId, code, options: [{carrier, service, serviceName, amount, currency, transitDays}]}); nothing is stored',
    access: { permission: view },
    input: { params: orderIdsParams, labels },
    output: z.array(
      z.object({
        orderId: z.string(),
        code: z.string(),
        options: z.array(quoteAnswer.omit({ id: true, orderId: true, orderCode: true })),
      }),
    ),
    example: { orderIds: [DEMO_ORDER] },
    handler: async (c, { params }) => {
      const ids = orderIdsOf(c, params)
      const quoted = await c.var.db.begin((tx) => quoteShipping(tx, actorOf(c), ids), { readOnly: true })
      return ok(
        c,
        quoted.map(({ order, quotes }) => ({ orderId: order.id, code: order.code, options: quotes })),
      )
    },
  }),
  defineCall({
    method: 'POST',
    path: `${ORDER}/temuOrderShipment`,
    area: 'orders',
    summary:
      'Ships temu-channel orders through the carrier (orderIds; carrier and service optional): each order is booked on its own, so one refusal leaves the others booked; answers the raw result {success, shipments, errors: [{orderId, reason}]} (an independent call)',
    access: { permission: edit },
    input: { params: bookParams, labels },
    output: z.object({
      success: z.boolean(),
      shipments: z.array(bookingAnswer),
      errors: z.array(z.object({ orderId: z.string(), reason: z.string() })),
    }),
    example: { orderIds: [DEMO_ORDER] },
    handler: async (c, { params }) => {
      const ids = orderIdsOf(c, params)
      const actor = actorOf(c)
      const shipments = []
      const errors: { orderId: string; reason: string }[] = []
      for (const id of ids) {
        // One transaction per order: a refused order is reported and the rest go on.
        try {
          shipments.push(
            ...(await c.var.db.begin((tx) =>
              bookShipments(tx, actor, [id], { carrier: params.carrier, service: params.service }),
            )),
          )
        } catch (e) {
          if (!(e instanceof AppError)) throw e
          errors.push({ orderId: id, reason: translate(e.messageKey, c.var.lang, e.params) })
        }
      }
      return ok(c, { success: errors.length === 0, shipments, errors })
    },
  }),
  defineCall({
    method: 'POST',
    path: `${ORDER}/temuOrderShipmentPatch`,
    area: 'orders',
    summary:
      'Changes the shipment of temu-channel orders (orderIds; carrier and service optional): the live booking is cancelled with its carrier and the order booked again; all or nothing; answers the new bookings',
    access: { permission: edit },
    input: { params: bookParams, labels },
    output: z.array(bookingAnswer),
    handler: async (c, { params }) => {
      const ids = orderIdsOf(c, params)
      const actor = actorOf(c)
      const booked = await c.var.db.begin(async (tx) => {
        await cancelOrderBookings(tx, actor, ids)
        return bookShipments(tx, actor, ids, { carrier: params.carrier, service: params.service })
      })
      return ok(c, booked)
    },
  }),
]
