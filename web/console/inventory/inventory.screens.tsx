import type { JSX } from 'react'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { lazyPage } from '../../app/shell/lazy-page.ts'
import { StockLedgerPage } from './stock-card.page.tsx'

// The age screen draws its chart with recharts: a chunk of its own, loaded when the page opens.
const InventoryAgeScreen = lazyPage(() => import('./inventory-age.page.tsx').then((m) => m.InventoryAgeScreen))

/** The inventory area's screens of their own (issue 10 §3), by resource key. */
export const inventoryScreens: Record<string, (resource: ResourceDef) => JSX.Element> = {
  'erp/storeproductinventorylog': (resource) => <StockLedgerPage resource={resource} />,
  'erp/inventorylibraryage': () => <InventoryAgeScreen />,
}
