import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { addNames, checkUsers, removeRowsOf } from './shops-shared.ts'

/**
 * Own warehouses: assigned users must exist; removing a warehouse takes its own settings along
 * (postal codes, fees, user assignments). Areas, shops and rules that use it keep it (engine check).
 */
export const baseStoreHooks: ResourceHooks = {
  async beforeSave({ tx, actor }, input) {
    await checkUsers(tx, input.userList, actor.lang, 'userList')
  },
  async beforeRemove({ tx, actor }, ids) {
    const user = actor.session.userId
    await removeRowsOf(tx, 'erp/basestorepostalcode', 'store_id', ids, user)
    await removeRowsOf(tx, 'erp/basestorefee', 'store_id', ids, user)
    await removeRowsOf(tx, 'erp/basestoreuser', 'store_id', ids, user)
  },
  async decorate({ tx }, records) {
    await addNames(tx, records, 'parentId', 'erp_base_store', 'name')
    await addNames(tx, records, 'thirdStoreSystemId', 'erp_third_store_system', 'system_name', 'parentThirdSys')
  },
}

/** Areas answer their warehouse's name. */
export const baseStoreAreaHooks: ResourceHooks = {
  async decorate({ tx }, records) {
    await addNames(tx, records, 'storeId', 'erp_base_store', 'name')
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
