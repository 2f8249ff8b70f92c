import type { Queryable, Row } from '../platform/db/db.ts'

/**
 * Adds the name of a linked record to each record (`storeId` → `storeName`), in one query. Removed
 * records keep their name, so old documents still read well.
 */
export async function attachNames(
  tx: Queryable,
  records: Row[],
  link: { from: string; table: string; column: string; as: string },
): Promise<void> {
  const ids = [...new Set(records.map((r) => r[link.from]).filter((v) => v !== null && v !== undefined && v !== ''))]
  if (!ids.length) return
  const rows = await tx.query<{ id: string; label: string | null }>(
    `SELECT id, ${link.column} AS label FROM ${link.table} WHERE id = ANY($1::bigint[])`,
    [ids.map(String)],
  )
  const byId = new Map(rows.map((r) => [String(r.id), r.label]))
  for (const r of records) r[link.as] = byId.get(String(r[link.from])) ?? null
}

/** The warehouse name of records that carry a `storeId`. */
export const STORE_NAME = { from: 'storeId', table: 'erp_base_store', column: 'name', as: 'storeName' } as const
