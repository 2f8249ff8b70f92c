import { z } from 'zod'
import { describeIssues } from '#sync/resources/describe-issues.ts'
import { erpInbound } from '#sync/resources/inventory/erp-inbound.resource.ts'
import { inboundCountsAnswer, savedIdAnswer } from '#sync/resources/inventory/inventory.answers.ts'
import { createSchema, fieldLabels, idSchema, updateSchema } from '#sync/resources/resource-schemas.ts'
import { inboundOrderActions, inboundRecordActions } from '#sync/resources/wms/w-inbound-order.actions.ts'
import { INBOUND_PERMISSIONS, wInboundBatchItem } from '#sync/resources/wms/w-inbound-order.resource.ts'
import type { Row } from '../platform/db/db.ts'
import { validationError } from '../platform/http/app-error.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { saveRecord } from '../platform/records/records.ts'
import { runAction } from '../platform/records/transition.ts'
import { checkChoices } from '../platform/resources/record-store.ts'
import { actorOf, idsParams, readIds } from '../platform/resources/resource-calls.ts'
import { inboundStatusCounts, pushToThirdStore } from './erp-inbound.ts'

const BASE = '/api/erp/inbound'
const labels = { ...fieldLabels(erpInbound), ...fieldLabels(wInboundBatchItem) }
const { edit, view } = INBOUND_PERMISSIONS

/** A call that records one thing on one inbound order at any status, as a declared action (history kept). */
function recordCall<I extends z.ZodObject>(
  path: string,
  summary: string,
  action: { input: I } & Parameters<typeof runAction>[2],
  example: Record<string, unknown>,
) {
  return defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/${path}`,
    area: 'inventory',
    summary,
    access: { permission: edit },
    output: z.literal(true),
    input: { params: action.input.extend({ id: idSchema }), labels },
    example,
    handler: async (c, { params }) => {
      const { id, ...values } = params as Row & { id: string }
      const actor = actorOf(c)
      await c.var.db.begin(async (tx) => {
        // Values chosen among records (the fee's currency) are checked as a save would check them.
        await checkChoices(tx, erpInbound, values, undefined, actor)
        await runAction(tx, actor, action, [id], values, () => values)
      })
      return ok(c, true)
    },
  })
}

/** The ERP's inbound calls beyond the generic ones of /api/erp/inbound (spec 2 §7.9). */
export const erpInboundCalls = [
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/listTotal`,
    area: 'inventory',
    summary: 'How many inbound orders there are in each status and push status (storeId narrows), for the status tabs',
    access: { permission: view },
    output: inboundCountsAnswer,
    readOnly: true,
    input: { params: z.object({ storeId: idSchema.optional() }), labels },
    handler: async (c, { params }) => {
      return ok(c, await c.var.db.begin((tx) => inboundStatusCounts(tx, params)))
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/saveItem`,
    area: 'inventory',
    summary: "Adds a line to an inbound order in transit, or changes one (id), through the line's rules",
    access: { permission: edit },
    output: savedIdAnswer,
    input: { params: z.object({ id: idSchema.optional() }).catchall(z.unknown()), labels },
    example: { inboundOrderId: '1000000000000010001', productId: '1000000000000003105', plannedQuantity: 2 },
    handler: async (c, { params }) => {
      const schema = params.id ? updateSchema(wInboundBatchItem) : createSchema(wInboundBatchItem)
      const parsed = schema.safeParse(params, { reportInput: true })
      if (!parsed.success) throw validationError(describeIssues(parsed.error.issues, c.var.lang))
      const id = await c.var.db.begin((tx) => saveRecord(tx, wInboundBatchItem, parsed.data as Row, actorOf(c)))
      return ok(c, { id })
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/updateStatus`,
    area: 'inventory',
    summary: 'Marks inbound orders complete (ids, status 100): only the status changes, no stock is posted (spec 1 §4)',
    access: { permission: edit },
    output: z.literal(true),
    input: { params: idsParams.extend({ status: z.enum(['100']) }), labels },
    handler: async (c, { params }) => {
      const ids = readIds(c, params)
      await c.var.db.begin((tx) => runAction(tx, actorOf(c), inboundOrderActions.applyInbound, ids, {}))
      return ok(c, true)
    },
  }),
  recordCall(
    'updateRealFee',
    'Records the actual fee of an inbound order (id, realFee, feeCurrency) at any status',
    inboundRecordActions.recordFee,
    { id: '1000000000000010001', realFee: '320.00', feeCurrency: 'USD' },
  ),
  recordCall(
    'updateTicketCode',
    'Records the ticket code of an inbound order (id, ticketCode) at any status',
    inboundRecordActions.recordTicketCode,
    { id: '1000000000000010001', ticketCode: 'TK-88001' },
  ),
  recordCall('remark', 'Records a remark on an inbound order (id, remark) at any status', inboundRecordActions.remark, {
    id: '1000000000000010001',
    remark: 'Two pallets, one damaged corner',
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/pushThirdStore`,
    area: 'inventory',
    summary:
      "Queues inbound orders (ids) for their third-party warehouse's system (push status 2); refused for a warehouse not run through one",
    access: { permission: edit },
    output: z.literal(true),
    input: { params: idsParams, labels },
    handler: async (c, { params }) => {
      const ids = readIds(c, params)
      await c.var.db.begin((tx) => pushToThirdStore(tx, actorOf(c), ids))
      return ok(c, true)
    },
  }),
]
