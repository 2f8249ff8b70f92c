import { z } from 'zod'
import { fieldLabels, idSchema } from '#sync/resources/resource-schemas.ts'
import { qualityActions, receiptLine } from '#sync/resources/wms/w-inbound-order.actions.ts'
import {
  INBOUND_PERMISSIONS,
  wInboundBatchItem,
  wInboundOrder,
  wInboundShelves,
  wQualityInspection,
} from '#sync/resources/wms/w-inbound-order.resource.ts'
import { pagedRows, sheetResponse } from '../platform/http/call-input.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { exportColumns } from '../platform/resources/spreadsheet.ts'
import { inboundLinesPage, inboundOrderCode, putAwayTask, receiveInbound, submitInspection } from './inbound-order.ts'

const ORDER = '/api/ware/winboundorder'
const labels = {
  ...fieldLabels(wInboundOrder),
  ...fieldLabels(wInboundBatchItem),
  ...fieldLabels(wInboundShelves),
  ...fieldLabels(wQualityInspection),
}

const receiptBody = z.object({ id: idSchema, items: z.array(receiptLine).min(1).max(500) })
const putAwayBody = z.object({
  id: idSchema,
  positionId: idSchema.optional(),
  quantity: z.coerce.number().int().min(1).max(99_999_999).optional(),
})
const orderQuery = z.object({ id: idSchema })

/** Receiving, marking complete and the line sheet of inbound orders; putaway (spec 2 §7.8). */
export const inboundOrderCalls = [
  defineCall({
    method: 'POST',
    path: `${ORDER}/accept`,
    area: 'wms',
    summary:
      "Receives an inbound order: each line's received total so far (a repeat posts nothing); the difference enters the warehouse's receiving position and waits in a putaway task",
    access: { permission: INBOUND_PERMISSIONS.edit },
    input: { params: receiptBody, labels },
    example: { id: '1000000000000010001', items: [{ id: '1000000000000010011', receivedQuantity: 2 }] },
    handler: async (c, { params }) => {
      const tasks = await c.var.db.begin((tx) => receiveInbound(tx, actorOf(c), params.id, params.items))
      return ok(c, { putAwayTaskIds: tasks })
    },
  }),
  defineCall({
    method: 'POST',
    path: `${ORDER}/acceptAndPutAway`,
    area: 'wms',
    summary:
      "Receives an inbound order and puts what arrived straight away into each line's position (positionId per line)",
    access: { permission: INBOUND_PERMISSIONS.edit },
    input: { params: receiptBody, labels },
    example: {
      id: '1000000000000010001',
      items: [{ id: '1000000000000010012', receivedQuantity: 1, positionId: '1000000000000005022' }],
    },
    handler: async (c, { params }) => {
      const tasks = await c.var.db.begin((tx) =>
        receiveInbound(tx, actorOf(c), params.id, params.items, { putAway: true }),
      )
      return ok(c, { putAwayTaskIds: tasks })
    },
  }),
  defineCall({
    method: 'GET',
    path: `${ORDER}/downExcel`,
    area: 'wms',
    summary: "An inbound order's lines as a spreadsheet (planned, received, batch, unit cost)",
    access: { permission: INBOUND_PERMISSIONS.view },
    readOnly: true,
    input: { query: orderQuery, labels },
    handler: async (c, { query }) => {
      const code = await c.var.db.begin((tx) => inboundOrderCode(tx, query.id))
      const columns = exportColumns(wInboundBatchItem, c.var.lang).filter((col) => col.key !== 'inboundOrderId')
      const rows = pagedRows(c.var.db, (tx, limit, offset) => inboundLinesPage(tx, query.id, limit, offset))
      return sheetResponse(c, code, 'xlsx', columns, rows, { dated: false })
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: '/api/ware/winboundshelves/putAway',
    area: 'wms',
    summary:
      "Puts a putaway task's units (all that are left, or quantity) into a position of its warehouse (the task's own when positionId is not given)",
    access: { permission: wInboundShelves.permissions.edit },
    input: { params: putAwayBody, labels },
    handler: async (c, { params }) => {
      const { id, ...input } = params
      await c.var.db.begin((tx) => putAwayTask(tx, actorOf(c), id, input))
      return ok(c, true)
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: '/api/ware/wqualityinspection/submitInspection',
    area: 'wms',
    summary:
      'Records an inspection (id): sampled and defective units; defects move to a quarantine position, the rest are released to putaway',
    access: { permission: wQualityInspection.permissions.edit },
    input: { params: qualityActions.submitInspection.input.extend({ id: idSchema }), labels },
    handler: async (c, { params }) => {
      const { id, ...input } = params
      await c.var.db.begin((tx) => submitInspection(tx, actorOf(c), id, input))
      return ok(c, true)
    },
  }),
]
