import { translate } from '#sync/i18n/messages.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { OBSOLETE } from '../shops/store.hooks.ts'
import { nameWorkZones } from '../shops/work-zones.ts'
import { attachNames, STORE_NAME } from './attach-names.ts'

type AreaRow = { id: string; name: string; storeId: string; status: number; storeName: string; storeStatus: number }

/**
 * Positions (floor and ERP alike): the warehouse follows from the zone (a warehouse sent with it must be the
 * zone's), and nothing is placed in an obsolete zone or warehouse.
 */
export const storePositionHooks: ResourceHooks = {
  beforeSave: async ({ tx, actor }, input, existing) => {
    if (input.areaId === undefined && input.storeId === undefined) return
    const areaId = String(input.areaId ?? existing?.areaId)
    const rows = await tx.query<AreaRow>(
      `SELECT a.id, a.name, a.store_id, a.status, s.name AS store_name, s.status AS store_status
         FROM erp_base_store_area a JOIN erp_base_store s ON s.id = a.store_id AND s.tenant_id = a.tenant_id
        WHERE a.id = $1 AND a.is_deleted = 0`,
      [areaId],
    )
    const area = rows[0]
    // A missing zone is reported by the engine's link check with the field's name.
    if (!area) return
    if (input.storeId !== undefined && input.storeId !== null && String(input.storeId) !== String(area.storeId)) {
      throw validationError([
        { field: 'storeId', message: translate('wms.areaNotInStore', actor.lang, { area: area.name }) },
      ])
    }
    input.storeId = area.storeId
    const isMove = !existing || String(existing.areaId) !== String(area.id)
    if (isMove && area.storeStatus === OBSOLETE) {
      throw new AppError('INVALID_STATE', 'wms.storeObsolete', { store: area.storeName })
    }
    if (isMove && area.status === OBSOLETE) throw new AppError('INVALID_STATE', 'wms.areaObsolete', { area: area.name })
  },
  decorate: async ({ tx, actor }, records) => {
    await attachNames(tx, records, STORE_NAME)
    await attachNames(tx, records, { from: 'areaId', table: 'erp_base_store_area', column: 'name', as: 'areaName' })
    nameWorkZones(records, 'position', actor.lang)
  },
}
