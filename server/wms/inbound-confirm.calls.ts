import { INBOUND_STATUS } from '#sync/resources/wms/w-inbound-order.actions.ts'
import { INBOUND_PERMISSIONS } from '#sync/resources/wms/w-inbound-order.resource.ts'
import {
  confirmReceiptsContract,
  receiptDetailContract,
  receiptPageContract,
} from '#sync/resources/wms/wms.contracts.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf, readIds } from '../platform/resources/resource-calls.ts'
import { confirmPage, confirmReceipts, receiptOf } from './inbound-confirm.ts'

/**
 * Inbound receipt confirmation (入库确认, /api/ware/winboundorderconfirm): the orders that have
 * received units, each with its lines' planned, received and difference; `apply` confirms a receipt
 * as the order's result (a short one is closed as received), through the declared action. No stock
 * moves here: the receipt posted it.
 */

export const inboundConfirmCalls = [
  defineCall({
    ...receiptPageContract,
    alsoOther: true,
    area: 'wms',
    summary:
      'Inbound orders with received units, waiting for confirmation first: planned, received and difference, received and confirmed when and by whom (storeId, code, confirmed narrow)',
    access: { permission: INBOUND_PERMISSIONS.view },
    readOnly: true,
    handler: async (c, { params }) => ok(c, await c.var.db.begin((tx) => confirmPage(tx, params))),
  }),
  defineCall({
    ...receiptDetailContract,
    alsoOther: true,
    area: 'wms',
    summary:
      'One receipt (id): the order, each line planned, received and its difference, and the ledger rows it posted',
    access: { permission: INBOUND_PERMISSIONS.view },
    readOnly: true,
    example: { id: '1000000000000010001' },
    handler: async (c, { params }) => ok(c, await c.var.db.begin((tx) => receiptOf(tx, params.id))),
  }),
  defineCall({
    ...confirmReceiptsContract,
    alsoOther: true,
    area: 'wms',
    summary: `Confirms receipts (ids): the received quantities stand as the order's result and a short receipt still receiving is closed as received (status ${INBOUND_STATUS.received}); no stock moves; a repeat changes nothing`,
    access: { permission: INBOUND_PERMISSIONS.edit },
    handler: async (c, { params }) => {
      const ids = readIds(c, params)
      return ok(c, await c.var.db.begin((tx) => confirmReceipts(tx, actorOf(c), ids)))
    },
  }),
]
