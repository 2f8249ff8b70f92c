import { stockCardContract } from '#sync/resources/inventory/inventory.contracts.ts'
import { storeProductInventoryLog } from '#sync/resources/inventory/stock-ledger.resource.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { readStockCard } from './stock-card.ts'

/** The stock card of a SKU in a warehouse (issue 10 §3). */
export const stockCardCalls = [
  defineCall({
    ...stockCardContract,
    area: 'inventory',
    summary:
      'The stock card of a SKU (productId or sysSku) in a warehouse (or one position): opening balance before from, every ledger movement oldest first (voided pairs flagged) with its running balance and document, the closing balance, the reservations now open and the lots on hand with the document that brought each',
    access: { permission: storeProductInventoryLog.permissions.view },
    readOnly: true,
    example: { storeId: '1000000000000004202', sysSku: 'DEMO-KETTLE-17L' },
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => readStockCard(tx, query, c.var.lang))),
  }),
]
