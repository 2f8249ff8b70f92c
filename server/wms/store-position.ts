import { translate } from '#sync/i18n/messages.ts'
import { baseStorePosition } from '#sync/resources/wms/base-store-position.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { validationError } from '../platform/http/app-error.ts'

/** What bringing the ERP's positions in line with the floor's did. */
export type PositionSync = { inserted: number; updated: number; removed: number; unchanged: number; total: number }

/**
 * Brings the ERP's positions in line with the floor's (one warehouse, or all). One table serves both
 * APIs (issue 9): every position is already the ERP's, so nothing is copied; answers how many are in line.
 */
export async function syncStorePositions(
  tx: Queryable,
  actor: Pick<Actor, 'lang'>,
  { storeId }: { storeId?: string },
): Promise<PositionSync> {
  if (storeId) {
    const store = await tx.query('SELECT 1 FROM erp_base_store WHERE id = $1 AND is_deleted = 0', [storeId])
    if (!store.length) {
      const label = baseStorePosition.fields.storeId.label[actor.lang]
      throw validationError([{ field: 'storeId', message: translate('linkMissing', actor.lang, { field: label }) }])
    }
  }
  const rows = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ware_base_store_position WHERE is_deleted = 0 ${storeId ? 'AND store_id = $1' : ''}`,
    storeId ? [storeId] : [],
  )
  const total = rows[0]?.n ?? 0
  return { inserted: 0, updated: 0, removed: 0, unchanged: total, total }
}
