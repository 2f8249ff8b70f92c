import {
  INBOUND_PERMISSIONS,
  wInboundBatchItem,
  wInboundShelves,
  wQualityInspection,
} from '#sync/resources/wms/w-inbound-order.resource.ts'
import {
  acceptAndPutAwayContract,
  acceptInboundContract,
  inboundSheetContract,
  putAwayContract,
  submitInspectionContract,
} from '#sync/resources/wms/wms.contracts.ts'
import { pagedRows, sheetResponse } from '../platform/http/call-input.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { exportColumns } from '../platform/resources/spreadsheet.ts'
import { inboundLinesPage, inboundOrderCode, putAwayTask, receiveInbound, submitInspection } from './inbound-order.ts'

/** Receiving, marking complete and the line sheet of inbound orders; putaway (spec 2 §7.8). */
export const inboundOrderCalls = [
  defineCall({
    ...acceptInboundContract,
    area: 'wms',
    summary:
      "Receives an inbound order: each line's received total so far (a repeat posts nothing); the difference enters the warehouse's receiving position and waits in a putaway task",
    access: { permission: INBOUND_PERMISSIONS.edit },
    example: { id: '1000000000000010001', items: [{ id: '1000000000000010011', receivedQuantity: 2 }] },
    handler: async (c, { params }) => {
      const tasks = await c.var.db.begin((tx) => receiveInbound(tx, actorOf(c), params.id, params.items))
      return ok(c, { putAwayTaskIds: tasks })
    },
  }),
  defineCall({
    ...acceptAndPutAwayContract,
    area: 'wms',
    summary:
      "Receives an inbound order and puts what arrived straight away into each line's position (positionId per line)",
    access: { permission: INBOUND_PERMISSIONS.edit },
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
    ...inboundSheetContract,
    area: 'wms',
    summary: "An inbound order's lines as a spreadsheet (planned, received, batch, unit cost)",
    access: { permission: INBOUND_PERMISSIONS.view },
    readOnly: true,
    handler: async (c, { query }) => {
      const code = await c.var.db.begin((tx) => inboundOrderCode(tx, query.id))
      const columns = exportColumns(wInboundBatchItem, c.var.lang).filter((col) => col.key !== 'inboundOrderId')
      const rows = pagedRows(c.var.db, (tx, limit, offset) => inboundLinesPage(tx, query.id, limit, offset))
      return sheetResponse(c, code, 'xlsx', columns, rows, { dated: false })
    },
  }),
  defineCall({
    ...putAwayContract,
    alsoOther: true,
    area: 'wms',
    summary:
      "Puts a putaway task's units (all that are left, or quantity) into a position of its warehouse (the task's own when positionId is not given)",
    access: { permission: wInboundShelves.permissions.edit },
    handler: async (c, { params }) => {
      const { id, ...input } = params
      await c.var.db.begin((tx) => putAwayTask(tx, actorOf(c), id, input))
      return ok(c, true)
    },
  }),
  defineCall({
    ...submitInspectionContract,
    alsoOther: true,
    area: 'wms',
    summary:
      'Records an inspection (id): sampled and defective units; defects move to a quarantine position, the rest are released to putaway',
    access: { permission: wQualityInspection.permissions.edit },
    handler: async (c, { params }) => {
      const { id, ...input } = params
      await c.var.db.begin((tx) => submitInspection(tx, actorOf(c), id, input))
      return ok(c, true)
    },
  }),
]
