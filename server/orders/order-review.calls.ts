import { z } from 'zod'
import type { Label } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { ORDER_PERMISSIONS, order } from '#sync/resources/orders/order.resource.ts'
import { dryRunContract } from '#sync/resources/orders/orders.contracts.ts'
import { createSchema, fieldLabels, idSchema, updateSchema } from '#sync/resources/resource-schemas.ts'
import { baseOrderRules } from '#sync/resources/shops/base-order-rules.resource.ts'
import type { Row } from '../platform/db/db.ts'
import { validationError } from '../platform/http/app-error.ts'
import { defineCall } from '../platform/http/calls.ts'
import { parseInput } from '../platform/http/read-input.ts'
import { ok } from '../platform/http/respond.ts'
import { batchIdsInput, batchInput } from '../platform/records/action-calls.ts'
import { applyDefaults } from '../platform/records/records.ts'
import { findRecord } from '../platform/resources/record-store.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import {
  applyDividingRules,
  checkOrderTransport,
  dryRunRule,
  reallocateOrder,
  updateOrderChannel,
  updateWareAndTransport,
} from './order-review.ts'

const BASE = '/api/erp/order'
const { edit, view } = ORDER_PERMISSIONS
/** Demo orders the intake part seeds (pending review). */
const EXAMPLE_IDS = ['1000000000000012001']

/** Ids as a JSON array or comma-separated (BladeX clients send both): the one batch schema. */
const idsInput = batchIdsInput
const channelInput = batchInput({ channel: z.string().trim().min(1).max(64) })
const wareInput = batchInput({ storeId: idSchema, transportId: idSchema.optional() })
const allocationQuery = z.object({ orderId: idSchema })

const failure = z.object({ id: z.string(), code: z.string(), reason: z.string() })
const orderBatch = z.object({ done: z.array(z.string()), failed: z.array(failure) })
/** How the dividing rules route one order: the rule, why, where, and what they do instead of a review. */
const routing = z.object({
  orderId: z.string(),
  code: z.string(),
  status: z.string(),
  rule: z.object({ id: z.string(), ruleName: z.string(), priority: z.number() }).nullable(),
  storeId: z.string().nullable(),
  storeName: z.string().nullable(),
  transportId: z.string().nullable(),
  transportName: z.string().nullable(),
  channel: z.string().nullable(),
  actions: z.array(z.object({ type: z.string(), value: z.unknown() })),
  autoReview: z.boolean(),
  hold: z
    .union([
      z.object({ kind: z.literal('freeze'), remark: z.string() }),
      z.object({ kind: z.literal('problem'), reason: z.string() }),
    ])
    .nullable(),
  explanation: z.string(),
})

const labels: Record<string, Label> = {
  ...fieldLabels(order),
  ids: { zh: '订单', en: 'Orders', ja: '受注' },
  orderId: { zh: '订单', en: 'Order', ja: '受注' },
}

/** Review through the dividing rules: turnToReview, orderConfirm, distributeOrder, updateOrderAllocation, the dry run; freeze, void, problems. */
export const orderReviewCalls = [
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/distributeOrder`,
    area: 'orders',
    summary:
      'Runs the dividing rules on orders pending review and records each routing (rule, why, warehouse, transport); answers every routing, also when some orders are refused',
    access: { permission: edit },
    input: { params: idsInput, labels },
    example: { ids: EXAMPLE_IDS },
    output: orderBatch.extend({ routings: z.array(routing.extend({ refused: failure.optional() })) }),
    handler: async (c, { params }) => {
      const actor = actorOf(c)
      const r = await c.var.db.begin((tx) => applyDividingRules(tx, actor, params.ids, { dryRun: false }))
      const refused = new Set(r.failed.map((f) => f.id))
      return ok(c, { done: r.routings.map((x) => x.orderId).filter((id) => !refused.has(id)), ...r })
    },
  }),
  defineCall({
    method: 'GET',
    path: `${BASE}/updateOrderAllocation`,
    area: 'orders',
    summary:
      'Runs the rules again for one order and records the new warehouse and transport; a reviewed order releases and reserves again in the new warehouse',
    access: { permission: edit },
    input: { query: allocationQuery, labels },
    output: routing,
    handler: async (c, { query }) => {
      const actor = actorOf(c)
      return ok(c, await c.var.db.begin((tx) => reallocateOrder(tx, actor, query.orderId)))
    },
  }),
  defineCall({
    method: 'GET',
    path: `${BASE}/checkOrderTransport`,
    area: 'orders',
    summary:
      "Which orders' transports do not serve their warehouse (no carrier channel of the warehouse carries them), with the reason for each",
    access: { permission: [view, edit] },
    readOnly: true,
    input: { query: idsInput, labels },
    output: z.object({
      total: z.number(),
      fine: z.array(z.string()),
      mismatched: z.array(
        z.object({
          id: z.string(),
          code: z.string(),
          storeId: z.string().nullable(),
          storeName: z.string().nullable(),
          transportId: z.string().nullable(),
          transportName: z.string().nullable(),
          reason: z.string(),
        }),
      ),
      failed: z.array(failure),
    }),
    handler: async (c, { query }) => {
      const actor = actorOf(c)
      return ok(c, await c.var.db.begin((tx) => checkOrderTransport(tx, actor, query.ids), { readOnly: true }))
    },
  }),
  defineCall({
    method: 'POST',
    path: `${BASE}/updateWareAndTransport`,
    area: 'orders',
    summary:
      'Sets the warehouse and transport of orders by hand; reviewed orders release and reserve again in the new warehouse (each all or nothing)',
    access: { permission: edit },
    input: { params: wareInput, labels },
    example: { ids: EXAMPLE_IDS, storeId: '1000000000000004202', transportId: '1000000000000005111' },
    output: orderBatch,
    handler: async (c, { params }) => {
      const actor = actorOf(c)
      const target = { storeId: params.storeId, transportId: params.transportId ?? null }
      return ok(c, await c.var.db.begin((tx) => updateWareAndTransport(tx, actor, params.ids, target)))
    },
  }),
  defineCall({
    method: 'POST',
    path: `${BASE}/updateChannel`,
    area: 'orders',
    summary: "Changes the orders' carrier channel",
    access: { permission: edit },
    input: { params: channelInput, labels },
    example: { ids: EXAMPLE_IDS, channel: 'LA-UPS' },
    output: orderBatch,
    handler: async (c, { params }) => {
      const actor = actorOf(c)
      return ok(c, await c.var.db.begin((tx) => updateOrderChannel(tx, actor, params.ids, params.channel)))
    },
  }),
  defineCall({
    ...dryRunContract,
    area: 'shops',
    summary:
      'What an unsaved dividing rule would do: checked as submit checks it, then the pending-review orders are routed with it among the enabled rules; nothing is written',
    access: { permission: baseOrderRules.permissions.view },
    input: {
      body: z.record(z.string(), z.unknown()),
      documented: createSchema(baseOrderRules),
      labels: fieldLabels(baseOrderRules),
    },
    example: {
      ruleName: 'Japan orders from Tokyo (trial)',
      dividingMode: '1',
      storeId: '1000000000000004206',
      status: '1',
      isCheckInventory: 1,
      isAutoReview: 0,
      conditions: '[{"field":"countryCode","operator":"eq","value":"JP"}]',
      actions: '[]',
    },
    handler: async (c, { body }) => {
      const actor = actorOf(c)
      const ruleLabels = fieldLabels(baseOrderRules)
      const answer = await c.var.db.begin(
        async (tx) => {
          const raw = body as Row
          const id = raw.id === undefined || raw.id === null || raw.id === '' ? undefined : String(raw.id)
          const existing = id ? await findRecord(tx, baseOrderRules, id) : undefined
          if (id && !existing) {
            const field = ruleLabels.id?.[actor.lang] ?? 'id'
            throw validationError([{ field: 'id', message: translate('linkMissing', actor.lang, { field }) }])
          }
          const parsed = parseInput(
            c,
            existing ? updateSchema(baseOrderRules) : createSchema(baseOrderRules),
            raw,
            ruleLabels,
          ) as Row
          applyDefaults(baseOrderRules, parsed, existing)
          return dryRunRule(tx, actor, { ...existing, ...parsed, id })
        },
        { readOnly: true },
      )
      return ok(c, answer)
    },
  }),
]
