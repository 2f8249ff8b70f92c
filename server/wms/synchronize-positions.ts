import type { Queryable } from '../platform/db/db.ts'
import { nextId } from '../platform/db/next-id.ts'
import { markRemoved } from '../platform/resources/record-store.ts'

/** What a synchronisation did. */
export type SyncCounts = { inserted: number; updated: number; removed: number; unchanged: number; total: number }

type FloorPosition = {
  id: string
  storeId: string
  areaId: string
  areaCode: string | null
  areaName: string | null
  code: string
  name: string | null
  type: number | null
  status: number
  pickOrderNum: number | null
}
type ErpPosition = Omit<FloorPosition, 'id'> & { id: string; sourcePositionId: string | null }

const COPIED = ['storeId', 'areaId', 'areaCode', 'areaName', 'code', 'name', 'type', 'status', 'pickOrderNum'] as const

function same(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null)
  return String(a) === String(b)
}

/**
 * Copies the warehouse floor's positions (ware_base_store_position with their zones) into the ERP's
 * positions (erp_base_store_position), for one warehouse or all, in the caller's transaction:
 * new floor positions are added, changed ones updated, and copies whose floor position was removed
 * are removed. A position kept by hand with the same warehouse and code is adopted; the floor is
 * the authority for the positions it knows.
 */
export async function synchronizePositions(
  tx: Queryable,
  tenantId: string,
  userId: string | null,
  storeId?: string,
): Promise<SyncCounts> {
  const scope = storeId ? 'AND p.store_id = $2' : ''
  const params = storeId ? [tenantId, storeId] : [tenantId]
  const floor = await tx.query<FloorPosition>(
    `SELECT p.id, p.store_id, p.area_id, a.code AS area_code, a.name AS area_name, p.code, p.name, p.type, p.status,
            p.pick_order_num
       FROM ware_base_store_position p
       LEFT JOIN ware_base_store_area a ON a.id = p.area_id AND a.tenant_id = p.tenant_id
      WHERE p.tenant_id = $1 AND p.is_deleted = 0 ${scope}
      ORDER BY p.store_id, p.code`,
    params,
  )
  const copies = await tx.query<ErpPosition>(
    `SELECT id, store_id, area_id, area_code, area_name, code, name, type, status, pick_order_num, source_position_id
       FROM erp_base_store_position WHERE tenant_id = $1 AND is_deleted = 0 FOR UPDATE`,
    [tenantId],
  )
  const bySource = new Map(copies.filter((c) => c.sourcePositionId).map((c) => [String(c.sourcePositionId), c]))
  const byCode = new Map(copies.map((c) => [`${c.storeId}|${c.code}`, c]))
  const counts: SyncCounts = { inserted: 0, updated: 0, removed: 0, unchanged: 0, total: floor.length }
  const floorIds = new Set(floor.map((p) => String(p.id)))

  const plan: { copy: ErpPosition | undefined; source: FloorPosition }[] = []
  const evicted = new Set<string>()
  for (const p of floor) {
    const manual = byCode.get(`${p.storeId}|${p.code}`)
    let copy = bySource.get(String(p.id))
    if (!copy && manual && !manual.sourcePositionId) copy = manual
    // Another ERP row holds this warehouse and code: the floor wins, that row goes.
    if (manual && manual !== copy && !(manual.sourcePositionId && floorIds.has(String(manual.sourcePositionId)))) {
      evicted.add(manual.id)
    }
    plan.push({ copy, source: p })
  }
  const gone = copies.filter(
    (c) =>
      evicted.has(c.id) ||
      (c.sourcePositionId &&
        !floorIds.has(String(c.sourcePositionId)) &&
        (!storeId || String(c.storeId) === storeId) &&
        !plan.some((x) => x.copy === c)),
  )
  if (gone.length) {
    await markRemoved(
      tx,
      'erp_base_store_position',
      gone.map((c) => c.id),
      userId,
      { also: 'AND tenant_id = $3', params: [tenantId] },
    )
    counts.removed = gone.length
  }
  const changing = plan.filter(({ copy, source }) => copy && COPIED.some((k) => !same(copy[k], source[k])))
  // Codes may swap between positions: park the changing rows' codes first, so no step breaks uniqueness.
  if (changing.length) {
    await tx.query(
      `UPDATE erp_base_store_position SET code = '~' || id::text WHERE tenant_id = $2 AND id = ANY($1::bigint[])`,
      [changing.map((x) => x.copy?.id), tenantId],
    )
  }
  for (const { copy, source } of plan) {
    const values = COPIED.map((k) => source[k] ?? null)
    if (!copy) {
      await tx.query(
        `INSERT INTO erp_base_store_position (id, tenant_id, store_id, area_id, area_code, area_name, code, name, type,
                status, pick_order_num, source_position_id, sync_time, create_user, update_user)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, localtimestamp(0), $13, $13)`,
        [nextId(), tenantId, ...values, source.id, userId],
      )
      counts.inserted++
    } else if (changing.some((x) => x.copy === copy)) {
      await tx.query(
        `UPDATE erp_base_store_position
            SET store_id = $3, area_id = $4, area_code = $5, area_name = $6, code = $7, name = $8, type = $9,
                status = $10, pick_order_num = $11, source_position_id = $12, sync_time = localtimestamp(0),
                version = version + 1, update_user = $13, update_time = localtimestamp(0)
          WHERE tenant_id = $2 AND id = $1`,
        [copy.id, tenantId, ...values, source.id, userId],
      )
      counts.updated++
    } else {
      if (!copy.sourcePositionId) {
        await tx.query(
          `UPDATE erp_base_store_position SET source_position_id = $3, sync_time = localtimestamp(0)
            WHERE tenant_id = $2 AND id = $1`,
          [copy.id, tenantId, source.id],
        )
      }
      counts.unchanged++
    }
  }
  return counts
}
