import { alsoServedAt } from '../define-resource.ts'
import { baseStore } from '../shops/base-store.resource.ts'

/**
 * The warehouses as the warehouse floor reads and keeps them: /api/ware/wbasestore (spec 2 §7.8).
 * The same records as /api/erp/basestore: one model of warehouses, one menu entry.
 */
export const wBaseStore = alsoServedAt(baseStore, {
  area: 'wms',
  module: 'ware',
  name: 'wbasestore',
  calls: ['page', 'list', 'detail', 'select', 'submit', 'save', 'update', 'remove'],
})
