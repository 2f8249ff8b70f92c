import { translate } from '#sync/i18n/messages.ts'
import { validationError } from '../platform/http/app-error.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { attachNames, STORE_NAME } from './attach-names.ts'

/**
 * ERP positions kept by hand: a zone given by id must be one of the warehouse's, and its code and
 * name are copied from it.
 */
export const erpStorePositionHooks: ResourceHooks = {
  beforeSave: async ({ tx, actor }, input, existing) => {
    if (input.areaId === undefined || input.areaId === null) return
    const storeId = String(input.storeId ?? existing?.storeId)
    const rows = await tx.query<{ code: string; name: string; storeId: string }>(
      `SELECT code, name, store_id FROM ware_base_store_area WHERE id = $1 AND is_deleted = 0`,
      [String(input.areaId)],
    )
    const area = rows[0]
    if (!area || String(area.storeId) !== storeId) {
      throw validationError([
        { field: 'areaId', message: translate('wms.areaNotInStore', actor.lang, { area: area?.name ?? input.areaId }) },
      ])
    }
    input.areaCode = area.code
    input.areaName = area.name
  },
  decorate: ({ tx }, records) => attachNames(tx, records, STORE_NAME),
}
