import type { z } from 'zod'
import type { businessPartyAnswer } from '#sync/resources/purchasing/purchasing.contracts.ts'
import type { Queryable } from '../platform/db/db.ts'

/** The most parties one search answers: a picker narrows by typing more of the name. */
export const PARTY_SEARCH_LIMIT = 100

type Party = z.infer<typeof businessPartyAnswer>

/**
 * Enabled business parties whose name contains `name` (any case), for pickers, by name then id, at
 * most 100. The data model keeps customers (type 1) in erp_base_customer and the other parties
 * (2 factory, 3 forwarder, 4 own company) in erp_base_factory, whose own `type` says which (a row
 * there typed 1 is a customer too); without a type both are searched; each table only where the
 * caller may view it (`sources`).
 */
export async function searchBusinessParties(
  tx: Queryable,
  input: { type?: '1' | '2' | '3' | '4' | undefined; customerName?: string | undefined },
  sources: { customers: boolean; suppliers: boolean },
): Promise<Party[]> {
  const params: unknown[] = []
  const named = (column: string) => {
    if (!input.customerName) return ''
    params.push(`%${input.customerName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    return ` AND ${column} ILIKE $${params.length} ESCAPE '\\'`
  }
  const parts: string[] = []
  if (sources.customers && (!input.type || input.type === '1')) {
    parts.push(
      `SELECT id::text AS id, '1' AS type, customer_code AS code, customer_name AS name,
              contact_name AS contact, contact_phone AS phone
         FROM erp_base_customer
        WHERE is_deleted = 0 AND status = 1 AND customer_name IS NOT NULL${named('customer_name')}`,
    )
  }
  if (sources.suppliers) {
    const typed = input.type ? ` AND coalesce(type, 2) = ${Number(input.type)}` : ''
    parts.push(
      `SELECT id::text AS id, coalesce(type, 2)::text AS type, factory_code AS code, factory_name AS name,
              contact, phone
         FROM erp_base_factory
        WHERE is_deleted = 0 AND status = 1 AND factory_name IS NOT NULL${typed}${named('factory_name')}`,
    )
  }
  if (!parts.length) return []
  return tx.query<Party>(
    `SELECT * FROM (${parts.join(' UNION ALL ')}) p ORDER BY name, id LIMIT ${PARTY_SEARCH_LIMIT}`,
    params,
  )
}
