import { z } from 'zod'
import { defineContract } from '../../http/contract.ts'
import { recordAnswer } from '../resource-contracts.ts'
import { fieldLabels, idListSchema, idSchema, listQuerySchema, pageAnswerSchema } from '../resource-schemas.ts'
import { order, orderItem } from './order.resource.ts'

/**
 * The contracts of the order calls the console makes: method, path, input and answer, shared by the
 * server's calls (which add access and handler) and the console's callApi.
 */

const ORDER = '/api/erp/order'

export const orderLabels = {
  ...fieldLabels(order),
  ...fieldLabels(orderItem),
  ids: { zh: '订单', en: 'Orders', ja: '受注' },
  orders: { zh: '订单', en: 'Orders', ja: '受注' },
  search: { zh: '关键字', en: 'Search', ja: 'キーワード' },
}

const str = z.string()
const orNull = <T extends z.ZodType>(t: T) => t.nullable()

/** An order as the page answers it: its fields, link titles and tab. */
export const orderRow = recordAnswer(order)

/** A page of orders (`totalExact: false`: the total is an estimate; `unmatched`: batch values found nowhere). */
export const orderPageAnswer = pageAnswerSchema(order).extend({ records: z.array(orderRow) })

/** A label made for an order (its file in the attachments). */
export const orderLabelAnswer = z.object({
  id: str,
  orderId: str,
  orderCode: str,
  labelType: str,
  trackNumber: orNull(str),
  fileName: str,
  attachId: str,
  fileSize: z.number(),
  url: str,
})

/** One step of an order's history, with who took it and the step in the reader's words. */
export const orderHistoryStep = z.object({
  id: str,
  orderId: orNull(str),
  orderCode: orNull(str),
  action: orNull(str),
  content: orNull(str),
  fromStatus: orNull(z.union([str, z.number()])),
  toStatus: orNull(z.union([str, z.number()])),
  createUser: orNull(str),
  createTime: orNull(str),
  createUserName: orNull(str),
  actionLabel: str,
})

/** One event of a track (where and when the parcel was seen). */
export const trackEventAnswer = z.object({
  id: str,
  orderTrackId: str,
  orderId: orNull(str),
  time: orNull(str),
  location: orNull(str),
  description: orNull(str),
  status: orNull(str),
  remark: orNull(str),
  version: z.number(),
})

/** A track of an order with its events, newest first. */
export const orderTrackAnswer = z.object({
  id: str,
  orderId: str,
  orderCode: orNull(str),
  trackNumber: orNull(str),
  carrier: orNull(str),
  status: orNull(str),
  lastEvent: orNull(str),
  lastTime: orNull(str),
  remark: orNull(str),
  createTime: orNull(str),
  version: z.number(),
  details: z.array(trackEventAnswer),
})

/** An order with its lines, history, reservations, the rule that routed it, tracks, labels and bookings. */
export const orderDetailAnswer = orderRow.and(
  z.object({
    orderSkuVOS: z.array(recordAnswer(orderItem)).optional(),
    history: z.array(orderHistoryStep),
    reservations: z.array(
      z.object({
        id: str,
        documentLine: str,
        storeId: str,
        positionId: str,
        positionCode: orNull(str),
        productId: str,
        sysSku: orNull(str),
        batchNo: str,
        inboundDate: str,
        quantity: z.number(),
      }),
    ),
    rule: orNull(z.object({ id: str, ruleName: orNull(str) })),
    tracks: z.array(orderTrackAnswer),
    labels: z.array(orderLabelAnswer),
    bookings: z.array(
      z.object({
        id: str,
        orderId: str,
        carrier: orNull(str),
        service: orNull(str),
        trackingNumber: orNull(str),
        status: orNull(str),
        source: orNull(str),
        cost: orNull(str),
        currency: orNull(str),
        createTime: orNull(str),
      }),
    ),
  }),
)

export const orderPageContract = defineContract({
  method: 'GET',
  path: `${ORDER}/page`,
  input: { query: listQuerySchema, labels: orderLabels },
  output: orderPageAnswer,
})

export const orderDetailContract = defineContract({
  method: 'GET',
  path: `${ORDER}/detail`,
  input: {
    query: z.object({ id: idSchema.optional(), code: z.string().trim().min(1).max(40).optional() }),
    labels: orderLabels,
  },
  output: orderDetailAnswer,
})

/** The tabs' counts (all, noPay, toAudit ... rendscr), by tab key. */
export const tabCountsContract = defineContract({
  method: 'GET',
  path: `${ORDER}/stateOrderNum`,
  input: { query: listQuerySchema, labels: orderLabels },
  output: z.record(str, z.number()),
})

/** The form's order, as the server reads it (it checks the lines and fields itself, naming each). */
const orderForm = {
  body: z.record(str, z.unknown()),
  labels: orderLabels,
  documented: z.object({}).catchall(z.unknown()),
}

/** Saves an order from the form: a new one without id, a change with one; answers the order. */
export const submitOrderContract = defineContract({
  method: 'POST',
  path: `${ORDER}/submit`,
  input: orderForm,
  output: orderRow,
})

/** Creates a B2B wholesale order from its form; answers it as the detail does. */
export const createB2BOrderContract = defineContract({
  method: 'POST',
  path: `${ORDER}/createB2BOrder`,
  input: orderForm,
  output: orderDetailAnswer,
})

const ids = z.array(str)
/** What a review did with each order: reviewed, out of stock, held by its rule, left pending, or refused (why). */
export const reviewAnswer = z.object({
  reviewed: ids,
  outOfStock: ids,
  held: ids,
  pending: ids,
  failed: z.array(z.object({ id: str, code: str.nullable(), reason: str })),
})

/** What an import took in: orders (new and already there), the sheet's rows, and the review of the new ones. */
export const importAnswer = z.object({
  orders: z.number(),
  created: z.number(),
  existing: z.number(),
  rows: z.number(),
  review: reviewAnswer,
})

/** Orders from a spreadsheet (multipart `file`): answers how many were taken in. */
export const importOrdersContract = defineContract({
  method: 'POST',
  path: `${ORDER}/import`,
  input: 'files',
  output: importAnswer,
})

/** The import's spreadsheet template, a file (raw): no answer schema. */
export const orderTemplateContract = defineContract({
  method: 'GET',
  path: `${ORDER}/downOrderTemplate`,
  input: 'nothing',
})

/** Orders' labels as one PDF (raw): no answer schema. */
export const downloadLabelContract = defineContract({
  method: 'GET',
  path: `${ORDER}/downloadLabel`,
  input: { query: z.looseObject({}) },
})

/** What an unsaved dividing rule would do with the orders pending review: the ones it routes, and how many it would not. */
export const dryRunAnswer = z.object({
  matched: z.array(
    z.object({
      orderId: str,
      code: str,
      explanation: str,
      storeId: orNull(str),
      storeName: orNull(str),
      transportId: orNull(str),
      transportName: orNull(str),
      actions: z.array(z.object({ type: str, value: z.unknown() })),
    }),
  ),
  /** Pending orders this rule would not route. */
  unmatched: z.number(),
  /** Of those, the ones whose conditions it meets but a rule of higher priority takes. */
  outranked: z.number(),
  total: z.number(),
})

/** A dividing rule's trial (the rule as the form holds it; the server checks it as submit does). */
export const dryRunContract = defineContract({
  method: 'POST',
  path: '/api/erp/baseorderrules/dryRun',
  input: { body: z.record(str, z.unknown()) },
  output: dryRunAnswer,
})

// Carrier quotes and bookings.

/** Which orders a quote or booking call is about: orderIds (or ids, orderId, id), a list or comma-separated. */
export const orderIdsParams = z
  .object({
    orderIds: idListSchema.optional(),
    ids: idListSchema.optional(),
    orderId: idListSchema.optional(),
    id: idListSchema.optional(),
  })
  .catchall(z.unknown())

const carrierCode = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/)
/** A booking's carrier and service (the cheapest quote's when not given). */
export const bookParams = orderIdsParams.extend({
  carrier: carrierCode.optional(),
  service: z.string().trim().min(1).max(64).optional(),
})

/** What a carrier asks for one order's shipment. */
export const quoteAnswer = z.object({
  id: str,
  orderId: str,
  orderCode: str,
  carrier: str,
  service: str,
  serviceName: str,
  amount: str,
  currency: str,
  transitDays: z.number(),
})

export const quotesContract = defineContract({
  method: 'GET',
  path: '/api/erp/apiexpressquotation/list',
  input: { params: orderIdsParams },
  output: z.array(quoteAnswer),
})

/** A booking: the tracking number, cost and the face sheet the carrier made. */
export const bookingAnswer = z.object({
  orderId: str,
  orderCode: str,
  expressId: str,
  carrier: str,
  service: orNull(str),
  trackingNumber: str,
  cost: orNull(str),
  currency: orNull(str),
  /** Dictionary order_express_source: 1 booked with the carrier, 2 booked outside. */
  source: str,
  label: orNull(orderLabelAnswer),
})

export const bookShipmentsContract = defineContract({
  method: 'POST',
  path: '/api/erp/orderexpress/save',
  input: {
    // A booking call may carry the tracking number of a parcel booked outside (one order; a face sheet's shape).
    params: bookParams.extend({
      trackingNumber: z
        .string()
        .trim()
        .min(1)
        .max(64)
        .regex(/^[A-Za-z0-9-]+$/)
        .optional(),
    }),
  },
  output: z.array(bookingAnswer),
})

export const cancelBookingsContract = defineContract({
  method: 'POST',
  path: '/api/erp/orderexpress/remove',
  input: { params: z.object({ ids: idListSchema, id: z.unknown().optional() }) },
  output: z.literal(true),
})
