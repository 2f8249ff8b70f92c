import type { Queryable } from '../platform/db/db.ts'

/** How many inbound orders there are in each status and push status (of one warehouse when given), for the status tabs. */
export async function inboundStatusCounts(tx: Queryable, { storeId }: { storeId?: string }) {
  const rows = await tx.query<{ kind: string; key: string; n: number }>(
    `SELECT 'status' AS kind, status::text AS key, count(*)::int AS n FROM ware_inbound_order
      WHERE is_deleted = 0 AND ($1::bigint IS NULL OR store_id = $1) GROUP BY status
     UNION ALL
     SELECT 'pushStatus', push_status::text, count(*)::int FROM ware_inbound_order
      WHERE is_deleted = 0 AND ($1::bigint IS NULL OR store_id = $1) GROUP BY push_status`,
    [storeId ?? null],
  )
  const of = (kind: string) => Object.fromEntries(rows.filter((r) => r.kind === kind).map((r) => [r.key, r.n]))
  const status = of('status')
  return { total: Object.values(status).reduce((sum, n) => sum + Number(n), 0), status, pushStatus: of('pushStatus') }
}
