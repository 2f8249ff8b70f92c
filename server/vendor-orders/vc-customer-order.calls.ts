import { z } from 'zod'
import { fieldLabels, idSchema } from '#sync/resources/resource-schemas.ts'
import { confirmInfoInput } from '#sync/resources/vendor-orders/vc-customer-order.actions.ts'
import {
  VC_CUSTOMER_ORDER_PERMISSIONS,
  VC_TRACK_PERMISSIONS,
  vcCustomerOrder,
  vcCustomerOrderItem,
  vcCustomerOrderTrack,
} from '#sync/resources/vendor-orders/vc-customer-order.resource.ts'
import {
  vcCustomerOrderViewAnswer,
  vcShopParentsAnswer,
  vcTrackCountsAnswer,
} from '#sync/resources/vendor-orders/vendor-orders.answers.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf, idsParams, readIds } from '../platform/resources/resource-calls.ts'
import { cutOrder, remarkTracks, submitConfirmInfo, trackStatusCounts, updateTrack } from './vc-customer-order.ts'
import { vcCustomerOrderView, vcShopParents } from './vc-order-views.ts'
import { VC_DEMO } from './vendor-orders-seed.ts'

const BASE = '/api/erp/vcCustomerOrder'
const TRACK = '/api/erp/vcCustomerOrderTrack'
const AREA = 'vendor-orders'
const { view, edit } = VC_CUSTOMER_ORDER_PERMISSIONS
const labels = {
  ...fieldLabels(vcCustomerOrderItem),
  ...fieldLabels(vcCustomerOrderTrack),
  ...fieldLabels(vcCustomerOrder),
  items: { zh: '明细', en: 'Lines', ja: '明細' },
  ids: { zh: 'PO订单', en: 'PO orders', ja: 'POオーダー' },
  cutQuantity: { zh: '截单数量', en: 'Units cut', ja: 'カット数' },
}
const D = VC_DEMO
const idBody = z.object({ id: idSchema })
const units = z.coerce.number().int().min(0).max(99_999_999)

const trackUpdate = z.object({
  id: idSchema,
  status: z.enum(['1', '2', '3', '4', '5', '6']).optional(),
  trackNumber: z.string().trim().min(1).max(255).optional(),
  carrier: z.string().trim().max(64).optional(),
  lastEvent: z.string().trim().max(500).optional(),
  eventTime: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    .optional(),
  remark: z.string().trim().max(500).optional(),
})

/** The customer side of vendor orders (PO orders) and their tracks (spec 2 §7.3), beyond the generic calls. */
export const vcCustomerOrderCalls = [
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/orderView`,
    area: AREA,
    summary: 'A PO order (id) with its lines (items), tracks, history (newest first) and the reservations it holds',
    access: { permission: view },
    output: vcCustomerOrderViewAnswer,
    readOnly: true,
    input: { params: idBody, labels },
    handler: async (c, { params }) => ok(c, await c.var.db.begin((tx) => vcCustomerOrderView(tx, params.id))),
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/submitConfirmInfo`,
    area: AREA,
    summary:
      'Confirms a PO order (id): from storeId (where the units are reserved), by deliveryDate, items [{id, confirmedQuantity}] (0 rejects a line; lines not named supply all they ordered)',
    access: { permission: edit },
    output: z.literal(true),
    input: { params: idBody.extend(confirmInfoInput.shape), labels },
    example: {
      id: D.customerToConfirm,
      storeId: D.storeVc,
      deliveryDate: '2026-07-15',
      items: [{ id: D.customerToConfirmKettle, confirmedQuantity: 8 }],
    },
    handler: async (c, { params }) => {
      const { id, ...input } = params
      await c.var.db.begin((tx) => submitConfirmInfo(tx, actorOf(c), id, input))
      return ok(c, true)
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/cutOrder`,
    area: AREA,
    summary:
      'Cuts units off a confirmed PO order (id, items [{id, cutQuantity}]): each line keeps what it confirmed less the cut, the reservations follow',
    access: { permission: edit },
    output: z.literal(true),
    input: {
      params: idBody.extend({
        items: z
          .array(z.object({ id: idSchema, cutQuantity: units }))
          .min(1)
          .max(1000),
      }),
      labels,
    },
    example: { id: D.customerConfirmed, items: [{ id: D.customerConfirmedKettle, cutQuantity: 2 }] },
    handler: async (c, { params }) => {
      await c.var.db.begin((tx) => cutOrder(tx, actorOf(c), params.id, params))
      return ok(c, true)
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${TRACK}/update`,
    area: AREA,
    summary:
      "Updates a PO order's track (id): trackNumber, carrier, lastEvent, eventTime, remark, and status (track_status) where the declared transitions allow it",
    access: { permission: VC_TRACK_PERMISSIONS.edit },
    output: z.literal(true),
    input: { params: trackUpdate, labels },
    example: { id: D.track, status: '2', lastEvent: 'Departed facility', eventTime: '2026-07-02 08:00:00' },
    handler: async (c, { params }) => {
      await c.var.db.begin((tx) => updateTrack(tx, actorOf(c), params))
      return ok(c, true)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${TRACK}/status`,
    area: AREA,
    summary:
      'How many tracks are in each tracking status (keys 1-6 of track_status, and all), of one PO order (vcCustomerOrderId) or all',
    access: { permission: VC_TRACK_PERMISSIONS.view },
    output: vcTrackCountsAnswer,
    readOnly: true,
    input: { params: z.object({ vcCustomerOrderId: idSchema.optional() }), labels },
    handler: async (c, { params }) =>
      ok(c, await c.var.db.begin((tx) => trackStatusCounts(tx, params.vcCustomerOrderId))),
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${TRACK}/remark`,
    area: AREA,
    summary: 'Sets the remark of tracks (ids, remark)',
    access: { permission: VC_TRACK_PERMISSIONS.edit },
    output: z.literal(true),
    input: { params: idsParams.extend({ remark: z.string().trim().max(500) }), labels },
    example: { ids: [D.track], remark: 'Carrier confirmed pickup' },
    handler: async (c, { params }) => {
      const ids = readIds(c, params)
      await c.var.db.begin((tx) => remarkTracks(tx, actorOf(c), ids, params.remark))
      return ok(c, true)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/erp/basestore/selectVcShopParent',
    area: AREA,
    summary:
      'Vendor-central shops grouped by their company (the parent): [{platformId, platformName, companyName, label, value, baseShopVOList: [{id, shopName, shopEnname, vendorCode}]}]',
    access: { permission: [view, VC_CUSTOMER_ORDER_PERMISSIONS.view] },
    output: vcShopParentsAnswer,
    readOnly: true,
    input: 'nothing',
    handler: async (c) => {
      return ok(c, await vcShopParents(c.var.db))
    },
  }),
]
