import { translate } from '#sync/i18n/messages.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { addNames, checkUsers, removeRowsOf } from './shops-shared.ts'
import { nameWorkZones } from './work-zones.ts'

/** Store status 2: obsolete (spec 1 §4). */
export const OBSOLETE = 2
/** Operation mode 2: the warehouse is run through a third-party system, reached by its code there. */
const THIRD_PARTY_SYSTEM = '2'
/** Warehouse type 3: an Amazon FBA warehouse. */
const FBA_TYPE = '3'

/**
 * Warehouses (the ERP's /erp/basestore and the floor's /ware/wbasestore alike): assigned users must
 * exist; a third-party-system warehouse names its code there; an FBA-type warehouse is an FBA one;
 * removing a warehouse takes its own settings along (postal codes, fees, user assignments). Zones,
 * positions, shops and rules that use it keep it (engine check).
 */
export const baseStoreHooks: ResourceHooks = {
  async beforeSave({ tx, actor }, input, existing) {
    await checkUsers(tx, input.userList, actor.lang, 'userList')
    const merged = { ...existing, ...input }
    const code = merged.thirdCode
    if (String(merged.operationMode) === THIRD_PARTY_SYSTEM && (code === null || code === undefined || code === '')) {
      throw validationError([{ field: 'thirdCode', message: translate('wms.thirdPartyCodeRequired', actor.lang) }])
    }
    if (String(merged.storeType) === FBA_TYPE) input.isFba = 1
  },
  async beforeRemove({ tx, actor }, ids) {
    await removeRowsOf(tx, 'erp/basestorepostalcode', 'storeId', ids, actor)
    await removeRowsOf(tx, 'erp/basestorefee', 'storeId', ids, actor)
    await removeRowsOf(tx, 'erp/basestoreuser', 'storeId', ids, actor)
  },
  async decorate({ tx }, records) {
    await addNames(tx, records, 'parentId', 'erp_base_store', 'name')
    await addNames(tx, records, 'thirdStoreSystemId', 'erp_third_store_system', 'system_name', 'parentThirdSys')
  },
}

/**
 * Zones: none are added to an obsolete warehouse, and a zone that holds positions stays in its
 * warehouse (its positions would otherwise sit in two warehouses at once). They answer their
 * warehouse's name.
 */
export const baseStoreAreaHooks: ResourceHooks = {
  async beforeSave({ tx }, input, existing) {
    if (input.storeId === undefined || input.storeId === null) return
    const storeId = String(input.storeId)
    if (existing && String(existing.storeId) === storeId) return
    const store = await tx.query<{ name: string; status: number }>(
      'SELECT name, status FROM erp_base_store WHERE id = $1 AND is_deleted = 0',
      [storeId],
    )
    if (store[0]?.status === OBSOLETE) {
      throw new AppError('INVALID_STATE', 'wms.storeObsolete', { store: store[0].name })
    }
    if (existing) {
      const held = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM ware_base_store_position WHERE area_id = $1 AND is_deleted = 0',
        [existing.id],
      )
      const n = held[0]?.n ?? 0
      if (n > 0) throw new AppError('INVALID_STATE', 'wms.areaHasPositions', { count: n })
    }
  },
  async decorate({ tx, actor }, records) {
    await addNames(tx, records, 'storeId', 'erp_base_store', 'name')
    nameWorkZones(records, 'zone', actor.lang)
  },
}

/** API warehouses answer their system's and associated warehouse's names. */
export const apiStoreHooks: ResourceHooks = {
  async decorate({ tx }, records) {
    await addNames(tx, records, 'thirdStoreSystemId', 'erp_third_store_system', 'system_name')
    await addNames(tx, records, 'storeId', 'erp_base_store', 'name')
  },
}

/** Developer apps answer their platform's name. */
export const developersHooks: ResourceHooks = {
  async decorate({ tx }, records) {
    await addNames(tx, records, 'platformId', 'erp_base_platform', 'name')
  },
}
