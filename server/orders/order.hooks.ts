import { ORDER_TAB_OF_STATUS } from '#sync/resources/orders/order.actions.ts'
import { order } from '#sync/resources/orders/order.resource.ts'
import type { Row } from '../platform/db/db.ts'
import { hooksFor, type ResourceHooks } from '../platform/resources/hooks.ts'
import { orderExportSheet } from './order-export.ts'
import { afterOrderSave, beforeOrderRemove, beforeOrderSave } from './order-save.ts'

/** The names the order page shows beside the ids: the linked records' titles, which the same statement read. */
const NAMES = {
  shopName: 'shopIdLabel',
  platformName: 'platformIdLabel',
  storeName: 'storeIdLabel',
  transportName: 'transportIdLabel',
  ruleName: 'ruleIdLabel',
} as const

/** Adds the names and the tab (ORDER_TAB_OF_STATUS) to orders as lists and details answer them. */
export function nameOrders(records: Row[]): void {
  for (const r of records) {
    for (const [name, label] of Object.entries(NAMES)) r[name] = r[label] ?? null
    r.tab = ORDER_TAB_OF_STATUS[String(r.status)] ?? null
  }
}

/** Rules every save of a sales order runs (lines, totals, validation, history), and its export with the lines. */
export const orderHooks: Record<string, ResourceHooks> = hooksFor(order, {
  beforeSave: ({ tx, actor }, input, existing) => beforeOrderSave(tx, actor, input, existing),
  afterSave: ({ tx, actor, raw }, id, input, existing) => afterOrderSave(tx, actor, id, input, existing, raw),
  beforeRemove: ({ tx, actor }, ids) => beforeOrderRemove(tx, actor, ids),
  decorate: (_ctx, records) => nameOrders(records),
  exportSheet: orderExportSheet,
})
