import { z } from 'zod'
import { fieldLabels, idSchema } from '#sync/resources/resource-schemas.ts'
import { TRANSFER_STATUS } from '#sync/resources/wms/transfer-order.actions.ts'
import { TRANSFER_PERMISSIONS, transferOrder, transferOrderItem } from '#sync/resources/wms/transfer-order.resource.ts'
import type { Row } from '../platform/db/db.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { idsParams } from '../platform/resources/resource-calls.ts'

const labels = { ...fieldLabels(transferOrder), ...fieldLabels(transferOrderItem) }
const _statusBody = idsParams.extend({
  status: z.enum([TRANSFER_STATUS.toBeStocked, TRANSFER_STATUS.dispatched, TRANSFER_STATUS.abolished]),
})
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
    handler: async (c, { query }) => {
      const orders = await c.var.db.begin(async (tx) => {
        const rows = await tx.query<Row>(
          `SELECT o.* FROM erp_transfer_order o
            WHERE o.is_deleted = 0 AND ($1::int IS NULL OR o.status = $1) AND ($2::bigint IS NULL OR o.from_store_id = $2)
              AND ($3::bigint IS NULL OR o.to_store_id = $3) AND ($4::text IS NULL OR o.code ILIKE '%' || $4 || '%')
              AND ($5::text IS NULL OR o.id = ANY(string_to_array($5, ',')::bigint[]))
            ORDER BY o.id DESC LIMIT 500`,
          [
            query.status ?? null,
            query.fromStoreId ?? null,
            query.toStoreId ?? null,
            query.code ?? null,
            query.ids ?? null,
          ],
        )
        const lines = await tx.query<Row>(
          `SELECT i.* FROM erp_transfer_order_item i
            WHERE i.transfer_order_id = ANY($1::bigint[]) AND i.is_deleted = 0 ORDER BY i.id`,
          [rows.map((r) => r.id)],
        )
        return rows.map((r) => ({ ...r, items: lines.filter((l) => l.transferOrderId === r.id) }))
      })
      return ok(c, orders)
    },
  })

/** Transfer calls beyond the generic ones, at the ERP's and the floor's addresses (spec 2 §7.8); status changes are the declared actions' calls (wms.actions.ts). */
export const transferOrderCalls = [
  withLines('/api/erp/transferorder', 'selectTransferOrderAndItemList'),
  withLines('/api/ware/wtransferorder', 'selectWtransferOrderAndItemList'),
]
