import { AppError } from '../platform/http/app-error.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { attachNames, STORE_NAME } from './attach-names.ts'

/** Store status 2: obsolete (spec 1 §4). */
export const OBSOLETE = 2

/**
 * Zones: none are added to an obsolete warehouse, and a zone that holds positions stays in its
 * warehouse (its positions would otherwise sit in two warehouses at once).
 */
export const storeAreaHooks: ResourceHooks = {
  beforeSave: async ({ tx }, input, existing) => {
    if (input.storeId === undefined || input.storeId === null) return
    const storeId = String(input.storeId)
    if (existing && String(existing.storeId) === storeId) return
    const store = await tx.query<{ name: string; status: number }>(
      `SELECT name, status FROM ware_base_store WHERE id = $1 AND is_deleted = 0`,
      [storeId],
    )
    if (store[0]?.status === OBSOLETE)
      throw new AppError('INVALID_STATE', 'wms.storeObsolete', { store: store[0].name })
    if (existing) {
      const held = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ware_base_store_position WHERE area_id = $1 AND is_deleted = 0`,
        [existing.id],
      )
      const n = held[0]?.n ?? 0
      if (n > 0) throw new AppError('INVALID_STATE', 'wms.areaHasPositions', { count: n })
    }
  },
  decorate: ({ tx }, records) => attachNames(tx, records, STORE_NAME),
}
