import { alsoServedAt } from '../define-resource.ts'
import { wBaseStorePosition } from './w-base-store-position.resource.ts'

/**
 * The warehouse positions (库位) at the ERP's address: /api/erp/basestoreposition (spec 2 §7.8).
 * The same records as /api/ware/wbasestoreposition: nothing is copied between two models.
 */
export const baseStorePosition = alsoServedAt(wBaseStorePosition, {
  area: 'wms',
  module: 'erp',
  name: 'basestoreposition',
  calls: ['page', 'list', 'detail', 'select', 'submit', 'remove'],
})
