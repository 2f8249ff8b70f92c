import { purchase } from '#sync/resources/purchasing/purchase.resource.ts'
import { purchaseOrder } from '#sync/resources/purchasing/purchase-order.resource.ts'
import type { Row } from '../platform/db/db.ts'
import { hooksFor } from '../platform/resources/hooks.ts'
import { assertPurchaseEditable, preparePurchaseLines } from './purchase.ts'
import { assertOrdersRemovable, preparePurchaseOrder, qualityChecksOf } from './purchase-order.ts'

/** Live records of a table among ids, with their status and code (what a remove checks). */
const statusesOf = (table: string) =>
  `SELECT id::text, code, status FROM ${table} WHERE id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY id`

/** Purchases: changed and removed only while to be determined; their lines checked against the plans they draw on. */
export const purchaseHooks = {
  ...hooksFor(purchase, {
    beforeSave: async ({ tx, actor }, input, existing) => {
      if (existing) assertPurchaseEditable(existing, actor.lang)
      if (Array.isArray(input.items)) await preparePurchaseLines(tx, actor, input)
    },
    beforeRemove: async ({ tx, actor }, ids) => {
      for (const row of await tx.query<Row>(statusesOf('erp_purchase'), [ids])) assertPurchaseEditable(row, actor.lang)
    },
  }),
  ...hooksFor(purchaseOrder, {
    beforeSave: ({ tx, actor }, input, existing) => preparePurchaseOrder(tx, actor, input, existing),
    beforeRemove: ({ tx }, ids) => assertOrdersRemovable(tx, ids),
    // Each order shows its quality checks, newest first (a re-check is a row of its own).
    decorate: async ({ tx }, records) => {
      const checks = await qualityChecksOf(
        tx,
        records.map((r) => String(r.id)),
      )
      for (const record of records) record.qualityChecks = checks.get(String(record.id)) ?? []
    },
  }),
}
