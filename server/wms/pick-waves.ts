import { groupWaves, type WaveGroup, type WaveOrder } from '#sync/resources/wms/pick-waves.ts'
import { SKU_COUNT, type WaveRule } from '#sync/resources/wms/w-outbound.actions.ts'
import { wOutbound } from '#sync/resources/wms/w-outbound.resource.ts'
import { OUTBOUND_DOCUMENT } from '../inventory/stock-documents.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { scopeOf } from '../platform/resources/data-scope.ts'

/**
 * The wave screen's rules (issue 27 item 1): which approved outbound orders in no pick list match
 * the filters (warehouse, transport, shop, SKU count, cut-off), and how a grouping rule puts them
 * into pick lists. `startBound` makes the lists from the same groups the preview shows.
 */

/** The ledger's and the reservations' document type of outbound orders (as outbound.ts names it). */

/** Orders a preview lists at most; generating takes every matching order. */
export const PREVIEW_LIMIT = 1000

/** Which orders a wave takes and how it groups them. */
export type WaveFilter = {
  ids?: readonly string[]
  storeId?: string
  transportId?: string
  shopId?: string
  skuCount?: keyof typeof SKU_COUNT
  /** Orders that reached the warehouse at or before this time (YYYY-MM-DD HH:mm:ss). */
  cutOff?: string
  rule?: WaveRule
}

/**
 * The approved outbound orders in no pick list that match the filters and the actor's data scope,
 * by warehouse, transport and id; `lock` takes them FOR UPDATE (generating), `limit` caps a preview.
 */
export async function waveCandidates(
  tx: Queryable,
  actor: Actor,
  filter: WaveFilter,
  options: { lock?: boolean; limit?: number } = {},
): Promise<WaveOrder[]> {
  const params: unknown[] = [
    OUTBOUND_DOCUMENT,
    filter.ids?.length ? filter.ids : null,
    filter.storeId ?? null,
    filter.transportId ?? null,
    filter.shopId ?? null,
    filter.cutOff ?? null,
    filter.skuCount ?? null,
    options.limit ?? null,
  ]
  const scope = await scopeOf(tx, actor, wOutbound, params)
  return tx.query<WaveOrder>(
    `SELECT o.id::text, o.code, o.reference_code, o.store_id::text, s.name AS store_name,
            o.transport_id::text, t.name AS transport_name, so.shop_id::text, sh.shop_name,
            coalesce(o.total_quantity, 0)::int AS total_quantity,
            to_char(o.create_time, 'YYYY-MM-DD HH24:MI:SS') AS create_time,
            k.sku_count, z.zone_count, CASE WHEN z.zone_count = 1 THEN z.zone_id END AS zone_id,
            CASE WHEN z.zone_count = 1 THEN z.zone_name END AS zone_name,
            CASE WHEN z.zone_count = 1 THEN z.zone_order END AS zone_order
       FROM ware_outbound o
       LEFT JOIN erp_base_store s ON s.id = o.store_id AND s.tenant_id = o.tenant_id
       LEFT JOIN erp_base_transport t ON t.id = o.transport_id AND t.tenant_id = o.tenant_id
       LEFT JOIN LATERAL (SELECT e.shop_id FROM ware_order w
                            JOIN erp_order e ON e.id = w.order_id AND e.tenant_id = w.tenant_id
                           WHERE w.outbound_id = o.id AND w.tenant_id = o.tenant_id AND w.is_deleted = 0
                           ORDER BY w.id DESC LIMIT 1) so ON true
       LEFT JOIN erp_base_shop sh ON sh.id = so.shop_id AND sh.tenant_id = o.tenant_id
       CROSS JOIN LATERAL (SELECT count(DISTINCT i.product_id)::int AS sku_count FROM ware_outbound_item i
                            WHERE i.outbound_id = o.id AND i.tenant_id = o.tenant_id AND i.is_deleted = 0) k
       CROSS JOIN LATERAL (SELECT count(DISTINCT p.area_id)::int AS zone_count, min(a.id)::text AS zone_id,
                                  min(a.name) AS zone_name, min(a.pick_order_num) AS zone_order
                             FROM erp_stock_reservation r
                             JOIN ware_base_store_position p ON p.id = r.position_id AND p.tenant_id = r.tenant_id
                             LEFT JOIN erp_base_store_area a ON a.id = p.area_id AND a.tenant_id = p.tenant_id
                            WHERE r.document_type = $1 AND r.document_id = o.id AND r.tenant_id = o.tenant_id
                              AND r.status = 1) z
      WHERE o.status = 2 AND o.order_pick_id IS NULL AND o.is_deleted = 0
        AND ($2::bigint[] IS NULL OR o.id = ANY($2::bigint[]))
        AND ($3::bigint IS NULL OR o.store_id = $3) AND ($4::bigint IS NULL OR o.transport_id = $4)
        AND ($5::bigint IS NULL OR so.shop_id = $5)
        AND ($6::timestamp IS NULL OR o.create_time <= $6::timestamp)
        AND ($7::text IS NULL OR ($7 = '${SKU_COUNT.single}') = (k.sku_count <= 1))
        AND o.id IN (SELECT id FROM ware_outbound WHERE ${scope})
      ORDER BY o.store_id, o.transport_id NULLS FIRST, o.id
      LIMIT $8${options.lock ? ' FOR UPDATE OF o' : ''}`,
    params,
  )
}

/** A wave's preview: the matching orders (up to `PREVIEW_LIMIT`) and the pick lists they would make. */
export async function planWave(
  tx: Queryable,
  actor: Actor,
  filter: WaveFilter,
): Promise<{
  orders: WaveOrder[]
  lists: (Omit<WaveGroup, 'orders'> & { orderIds: string[]; quantity: number })[]
  limited: boolean
}> {
  const orders = await waveCandidates(tx, actor, filter, { limit: PREVIEW_LIMIT + 1 })
  const shown = orders.slice(0, PREVIEW_LIMIT)
  const lists = groupWaves(shown, filter.rule).map(({ orders: inList, ...group }) => ({
    ...group,
    orderIds: inList.map((o) => o.id),
    quantity: inList.reduce((sum, o) => sum + o.totalQuantity, 0),
  }))
  return { orders: shown, lists, limited: orders.length > PREVIEW_LIMIT }
}
