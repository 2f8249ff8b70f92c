import { alsoServedAt } from '../define-resource.ts'
import { baseStoreArea } from '../shops/base-store.resource.ts'

/**
 * Warehouse zones (库区) as the floor reads and keeps them: /api/ware/wbasestorearea. The same
 * records as /api/erp/basestorearea.
 */
export const wBaseStoreArea = alsoServedAt(baseStoreArea, {
  area: 'wms',
  module: 'ware',
  name: 'wbasestorearea',
  calls: ['page', 'list', 'detail', 'select', 'submit', 'save', 'update', 'remove'],
})
