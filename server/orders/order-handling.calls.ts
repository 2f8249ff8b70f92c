import type { Context } from 'hono'
import { z } from 'zod'
import type { Label } from '#sync/i18n/language.ts'
import { orderActions } from '#sync/resources/orders/order.actions.ts'
import { ORDER_PERMISSIONS, order } from '#sync/resources/orders/order.resource.ts'
import { fieldLabels, idSchema } from '#sync/resources/resource-schemas.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import type { AppEnv } from '../platform/http/app-env.ts'
import { type CallDef, defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { batchAnswer } from '../platform/records/action-calls.ts'
import { actorOf, idsParams, readIds } from '../platform/resources/resource-calls.ts'
import { readPushes, recordPushes, sendPushes } from './marketplace-tracking.ts'
import {
  addressSchema,
  forwardingCargo,
  refundableAmount,
  transferFba,
  updateAddress,
  updateSku,
  updateTrackNumber,
} from './order-handling.ts'
import { DEMO_HANDLING as D } from './order-handling-seed.ts'
import { mergeOrders, mergePreview, splitForm, splitOrder } from './order-split-merge.ts'

const ORDER = '/api/erp/order'
const { view, edit } = ORDER_PERMISSIONS
const labels: Record<string, Label> = {
  ...fieldLabels(order),
  ids: { zh: '订单', en: 'Orders', ja: '受注' },
  parts: { zh: '拆分明细', en: 'Parts', ja: '分割内容' },
  lines: { zh: '商品', en: 'Lines', ja: '明細' },
  itemId: { zh: '订单明细', en: 'Order line', ja: '受注明細' },
  quantity: { zh: '拆分数量', en: 'Quantity', ja: '数量' },
  fromProductId: { zh: '原系统SKU', en: 'From system SKU', ja: '変更前システムSKU' },
  sellerSku: { zh: '销售SKU', en: 'Sales SKU', ja: '販売SKU' },
  toProductId: { zh: '新系统SKU', en: 'To system SKU', ja: '変更後システムSKU' },
  ...orderActions.applyCut.inputLabels,
}

const trackNumber = z.string().trim().min(1).max(255)
const idQuery = z.object({ id: idSchema })
const idsQuery = z.object({ ids: z.string().regex(/^\d{1,19}(,\d{1,19}){0,99}$/) })
const splitBody = z.object({
  id: idSchema,
  parts: z
    .array(
      z.object({
        storeId: idSchema,
        transportId: idSchema,
        lines: z
          .array(z.object({ itemId: idSchema, quantity: z.coerce.number().int().min(0).max(99_999_999) }))
          .min(1)
          .max(1000),
      }),
    )
    .min(1)
    .max(100),
})
const mergeBody = idsParams
const skuBody = idsParams
  .extend({
    fromProductId: idSchema.optional(),
    sellerSku: z.string().trim().min(1).max(100).optional(),
    toProductId: idSchema,
  })
  .refine((b) => b.fromProductId !== undefined || b.sellerSku !== undefined, {
    path: ['fromProductId'],
    error: 'required',
  })

/** An order a split or merge made. */
const madeOrder = z.object({ id: z.string(), code: z.string() })
const place = z.object({ id: z.string(), code: z.string().nullable(), name: z.string().nullable() })
/** The split form: the order, its lines and where parts may go. */
const splitFormAnswer = z.looseObject({
  id: z.string(),
  code: z.string(),
  status: z.number(),
  storeId: z.string().nullable(),
  transportId: z.string().nullable(),
  lines: z.array(z.looseObject({ id: z.string() })),
  stores: z.array(place.extend({ isFba: z.number().nullable() })),
  transports: z.array(place),
})
/** What a merge would make: the sources, the merged header and lines (money exact). */
const mergePreviewAnswer = z.looseObject({
  mergeable: z.literal(true),
  orders: z.array(
    z.object({ id: z.string(), code: z.string(), status: z.number(), orderTotalMoney: z.string().nullable() }),
  ),
  lines: z.array(z.looseObject({ amount: z.string() })),
})

/** Runs `work` in one transaction as the request's actor and answers its result. */
const inTx = async <T>(c: Context<AppEnv>, work: (tx: Queryable, actor: Actor) => Promise<T>) =>
  ok(c, await c.var.db.begin((tx) => work(tx, actorOf(c))))

/** Order handling: split, merge, address, SKU, FBA, forwarding, shipped, tracking numbers, pushes, returns, refund amount, cut, push to the warehouse. */
export const orderHandlingCalls: CallDef[] = [
  defineCall({
    method: 'GET',
    path: `${ORDER}/orderSplitNew`,
    area: 'orders',
    summary:
      'The split form of an order (id): its lines with their quantities, the warehouses and the transports to choose',
    access: { permission: view },
    readOnly: true,
    input: { query: idQuery, labels },
    output: splitFormAnswer,
    handler: (c, { query }) => inTx(c, (tx) => splitForm(tx, query.id)),
  }),
  defineCall({
    method: 'POST',
    path: `${ORDER}/orderSplitNew`,
    area: 'orders',
    summary:
      'Splits one order (id) into parts, each with a warehouse, a transport and quantities of its lines (every line fully split, at least two parts): the order is discarded and replaced by orders <code>-1, <code>-2 ... pending review, money shared exactly',
    access: { permission: edit },
    input: { body: splitBody, labels },
    example: {
      id: D.splitOrder,
      parts: [
        {
          storeId: D.storeLa,
          transportId: D.transportUps,
          lines: [
            { itemId: D.splitLineKettle, quantity: 2 },
            { itemId: D.splitLineFilter, quantity: 1 },
          ],
        },
        { storeId: D.storeNj, transportId: D.transportFedex, lines: [{ itemId: D.splitLineKettle, quantity: 1 }] },
      ],
    },
    /** The orders the parts became. */
    output: z.array(madeOrder),
    handler: (c, { body }) => inTx(c, (tx, actor) => splitOrder(tx, actor, body.id, body.parts)),
  }),
  defineCall({
    method: 'GET',
    path: `${ORDER}/mergeOrder`,
    area: 'orders',
    summary:
      'Whether orders (ids) may merge, and the merged order they would make; "order unable to be merged" naming the field when shop, buyer, address or currency differ',
    access: { permission: view },
    readOnly: true,
    input: { query: idsQuery, labels },
    output: mergePreviewAnswer,
    handler: (c, { query }) => inTx(c, (tx, actor) => mergePreview(tx, actor, query.ids.split(','))),
  }),
  defineCall({
    method: 'POST',
    path: `${ORDER}/mergeOrder`,
    area: 'orders',
    summary:
      'Merges orders (ids) of one shop, buyer, address and currency into a new order pending review (lines of the same product, sales SKU and price added up); the sources are discarded with mergedIntoId',
    access: { permission: edit },
    input: { params: mergeBody, labels },
    example: { ids: [D.mergeA, D.mergeB] },
    /** The merged order. */
    output: madeOrder,
    handler: (c, { params }) => inTx(c, (tx, actor) => mergeOrders(tx, actor, readIds(c, params))),
  }),
  defineCall({
    method: 'POST',
    path: `${ORDER}/updateAddress`,
    area: 'orders',
    summary:
      'Changes the address of orders (ids) not yet with the warehouse: only the fields given, checked as the order form checks them',
    access: { permission: edit },
    input: { params: addressSchema.extend({ ids: z.unknown().optional(), id: z.unknown().optional() }), labels },
    example: { ids: [D.fbaOrder], addressLine2: 'Suite 200', addressPhone: '+1 213 555 0199' },
    output: z.literal(true),
    handler: (c, { params }) =>
      inTx(c, async (tx, actor) => {
        await updateAddress(tx, actor, readIds(c, params), params)
        return true
      }),
  }),
  defineCall({
    method: 'POST',
    path: `${ORDER}/updateSku`,
    area: 'orders',
    summary:
      'Replaces the product of the lines of orders (ids) whose system SKU (fromProductId) or sales SKU (sellerSku) matches with toProductId; the weight follows',
    access: { permission: edit },
    input: { params: skuBody, labels },
    example: { ids: [D.fbaOrder], fromProductId: D.kettle, toProductId: D.kettleSet },
    output: z.literal(true),
    handler: (c, { params }) =>
      inTx(c, async (tx, actor) => {
        await updateSku(tx, actor, readIds(c, params), params)
        return true
      }),
  }),
  defineCall({
    method: 'POST',
    path: `${ORDER}/transferFBA`,
    area: 'orders',
    summary: 'Converts orders (ids) to FBA delivery from an FBA warehouse (storeId); they hold no stock afterwards',
    access: { permission: edit },
    input: { params: idsParams.extend({ storeId: idSchema }), labels },
    example: { ids: [D.toFbaOrder], storeId: D.storeFba },
    output: z.literal(true),
    handler: (c, { params }) =>
      inTx(c, async (tx, actor) => {
        await transferFba(tx, actor, readIds(c, params), params.storeId)
        return true
      }),
  }),
  defineCall({
    method: 'POST',
    path: `${ORDER}/forwardingCargo`,
    area: 'orders',
    summary:
      'Hands orders (ids) to a freight forwarder: flagged LTL, they wait in the LTL pending tab holding no stock (remark optional)',
    access: { permission: edit },
    input: { params: idsParams.extend({ remark: z.string().trim().max(500).optional() }), labels },
    example: { ids: [D.ltlOrder], remark: 'Pallet freight via forwarder' },
    output: z.literal(true),
    handler: (c, { params }) =>
      inTx(c, async (tx, actor) => {
        await forwardingCargo(tx, actor, readIds(c, params), params.remark)
        return true
      }),
  }),
  defineCall({
    method: 'GET',
    path: `${ORDER}/calculateRefundAmount`,
    area: 'orders',
    summary: 'The refundable amount of a shipped order (id): its total less the refunds recorded, exact',
    access: { permission: view },
    readOnly: true,
    input: { query: idQuery, labels },
    output: z.object({
      id: z.string(),
      code: z.string(),
      currency: z.string().nullable(),
      isReturned: z.number(),
      orderTotalMoney: z.string(),
      refundedAmount: z.string(),
      refundableAmount: z.string(),
    }),
    handler: (c, { query }) => inTx(c, (tx) => refundableAmount(tx, query.id)),
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${ORDER}/updateTrackNum`,
    area: 'orders',
    summary: 'Changes the tracking number of one order (id, trackNumber in the query), as updateTrackNo',
    access: { permission: edit },
    input: { params: z.object({ id: idSchema, trackNumber }), labels },
    example: { id: D.shippedOrder, trackNumber: '1Z999AA10123456786' },
    output: z.literal(true),
    handler: (c, { params }) =>
      inTx(c, async (tx, actor) => {
        await updateTrackNumber(tx, actor, [params.id], params.trackNumber)
        return true
      }),
  }),
  ...(
    [
      ['pushTrackNum', undefined, "each order's own marketplace"],
      ['pushTrackWayfair', 'wayfair', 'Wayfair'],
      ['pushTrackTarget', 'target', 'Target'],
    ] as const
  ).map(([path, marketplace, to]) =>
    defineCall({
      method: 'POST',
      path: `${ORDER}/${path}`,
      area: 'orders',
      summary: `Pushes the tracking numbers of orders (ids) to ${to}; answers { done, failed: [{ id, code, reason }] } (an order without a tracking number is refused)`,
      access: { permission: edit },
      input: { params: idsParams, labels },
      example: { ids: [D.shippedOrder] },
      output: batchAnswer,
      handler: async (c, { params }) => {
        const ids = readIds(c, params)
        const actor = actorOf(c)
        const plan = await c.var.db.begin((tx) => readPushes(tx, actor, ids, marketplace))
        const results = await sendPushes(plan.shipments)
        return ok(c, await c.var.db.begin((tx) => recordPushes(tx, actor, plan, results)))
      },
    }),
  ),
]
