import type { FbaTurnoverRow } from '#sync/floor/floor-protocol.ts'
import { FBA_TURNOVER_STATUS } from '#sync/resources/fba/fba-turnover.actions.ts'
import type { Queryable } from '../platform/db/db.ts'

/**
 * The FBA turnovers a floor device packs offline in one warehouse: those allocated (picking and
 * packing), with their lines (what each asks and what is packed) and their boxes, oldest first.
 */
export async function floorTurnoversOf(tx: Queryable, storeId: string): Promise<FbaTurnoverRow[]> {
  const turnovers = await tx.query<Omit<FbaTurnoverRow, 'lines' | 'boxes'>>(
    `SELECT id::text, code, status, centre, shipment_id FROM erp_fba_turnover
      WHERE store_id = $1 AND status = $2 AND is_deleted = 0 ORDER BY id`,
    [storeId, Number(FBA_TURNOVER_STATUS.allocated)],
  )
  if (!turnovers.length) return []
  const ids = turnovers.map((t) => t.id)
  const lines = await tx.query<FbaTurnoverRow['lines'][number] & { turnoverId: string }>(
    `SELECT i.turnover_id::text, i.id::text, i.product_id::text, coalesce(i.sys_sku, '') AS sys_sku, i.seller_sku, i.fnsku,
            i.quantity, coalesce((SELECT sum(b.quantity) FROM erp_fba_turnover_box_item b
                                   WHERE b.item_id = i.id AND b.is_deleted = 0), 0)::int AS packed_quantity
       FROM erp_fba_turnover_item i WHERE i.turnover_id = ANY($1::bigint[]) AND i.is_deleted = 0 ORDER BY i.id`,
    [ids],
  )
  const boxes = await tx.query<FbaTurnoverRow['boxes'][number] & { turnoverId: string }>(
    `SELECT turnover_id::text, box_no, coalesce(quantity, 0) AS quantity, length, width, height, weight
       FROM erp_fba_turnover_box WHERE turnover_id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY turnover_id, box_no`,
    [ids],
  )
  return turnovers.map((t) => ({
    ...t,
    lines: lines.filter((l) => l.turnoverId === t.id).map(({ turnoverId: _, ...l }) => l),
    boxes: boxes.filter((b) => b.turnoverId === t.id).map(({ turnoverId: _, ...b }) => b),
  }))
}
