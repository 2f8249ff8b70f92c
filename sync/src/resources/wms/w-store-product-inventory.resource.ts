import { alsoServedAt } from '../define-resource.ts'
import { storeProductInventory, storeProductInventoryLog } from '../inventory/stock-ledger.resource.ts'

/**
 * The warehouse floor's addresses of stock and its ledger (/api/ware/wstoreproductinventory and
 * /api/ware/wstoreproductinventorylog, spec 2 §7.8): the same balances and ledger rows as the ERP's,
 * read here; changing them is an adjustment through the ledger (server/inventory/stock-views.calls.ts).
 */
export const wStoreProductInventory = alsoServedAt(storeProductInventory, {
  area: 'wms',
  module: 'ware',
  name: 'wstoreproductinventory',
  calls: ['page', 'detail', 'select'],
})

export const wStoreProductInventoryLog = alsoServedAt(storeProductInventoryLog, {
  area: 'wms',
  module: 'ware',
  name: 'wstoreproductinventorylog',
  calls: ['page', 'list', 'detail'],
})
