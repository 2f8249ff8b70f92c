import { z } from 'zod'
import { fieldLabels, idSchema, recordAnswerSchema } from '#sync/resources/resource-schemas.ts'
import { TRANSFER_PERMISSIONS, transferOrder, transferOrderItem } from '#sync/resources/wms/transfer-order.resource.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { transfersWithLines } from './transfer-order.ts'

const labels = { ...fieldLabels(transferOrder), ...fieldLabels(transferOrderItem) }
const listQuery = z.object({
  status: z.enum(['0', '1', '2', '3']).optional(),
  fromStoreId: idSchema.optional(),
  toStoreId: idSchema.optional(),
  code: z.string().trim().max(32).optional(),
  ids: z
    .string()
    .regex(/^\d{1,19}(,\d{1,19}){0,499}$/)
    .optional(),
})

/** Transfer orders with their lines (at most 500, newest first), filtered as the screens ask. */
const withLines = (base: string, name: string) =>
  defineCall({
    method: 'GET',
    path: `${base}/${name}`,
    area: 'wms',
    summary: 'Transfer orders with their lines (status, fromStoreId, toStoreId, code, ids), newest first, at most 500',
    access: { permission: TRANSFER_PERMISSIONS.view },
    readOnly: true,
    input: { query: listQuery, labels },
    output: z.array(
      recordAnswerSchema(transferOrder).extend({ items: z.array(recordAnswerSchema(transferOrderItem)) }),
    ),
    handler: async (c, { query }) => {
      const orders = await c.var.db.begin((tx) => transfersWithLines(tx, query))
      return ok(c, orders)
    },
  })

/** Transfer calls beyond the generic ones, at the ERP's and the floor's addresses (spec 2 §7.8); status changes are the declared actions' calls (wms.actions.ts). */
export const transferOrderCalls = [
  withLines('/api/erp/transferorder', 'selectTransferOrderAndItemList'),
  withLines('/api/ware/wtransferorder', 'selectWtransferOrderAndItemList'),
]
