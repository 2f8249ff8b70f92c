import { defineArea } from '../platform/area.ts'
import type { Queryable } from '../platform/db/db.ts'
import type { CallDef } from '../platform/http/calls.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { customerHooks } from './customer.hooks.ts'
import { pictureCalls } from './picture.calls.ts'

/** The other area's hand-written calls (beyond the generic ones of its declared resources). */
export const otherCalls: CallDef[] = [...pictureCalls]

/** Business rules of the other area's resources, by resource key. */
export const otherHooks: Record<string, ResourceHooks> = {
  'erp/basecustomer': customerHooks,
}

/** Fixed ids of the demo customers (range 1000000000000002100..2199). */
export const DEMO_CUSTOMER_IDS = ['1000000000000002100', '1000000000000002101', '1000000000000002102'] as const

/** Demo records of the other area for one tenant (fixed ids where examples link to them). */
export async function seedOther(tx: Queryable, tenantId: string): Promise<void> {
  const customers: [string, string, string, string, string, string, string, string, number][] = [
    ['CUS-0101', 'Blue Harbor Distribution LLC', 'Blue Harbor', 'US', 'USD', 'A', 'Mark Davis', '200000.00', 45],
    ['CUS-0102', 'Maple Home Goods Ltd.', 'Maple Home', 'CA', 'USD', 'B', 'Emily Roy', '80000.00', 30],
    ['CUS-0103', '杭州启航贸易有限公司', '启航贸易', 'US', 'CNY', 'C', '王磊', '30000.00', 15],
  ]
  for (const [i, [code, name, short, country, currency, grade, contact, credit, days]] of customers.entries()) {
    await tx.query(
      `INSERT INTO erp_base_customer (id, tenant_id, customer_code, customer_name, short_name, country, currency,
         customer_grade, contact_name, credit_limit, settlement_days)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [DEMO_CUSTOMER_IDS[i], tenantId, code, name, short, country, currency, grade, contact, credit, days],
    )
  }
}

/** The other area: its hand-written calls, the hooks of its resources and its demo data. */
export const otherArea = defineArea({ name: 'other', layer: 3, calls: otherCalls, hooks: otherHooks, seed: seedOther })
