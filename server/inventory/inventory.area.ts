import { defineArea } from '../platform/area.ts'
import type { Queryable } from '../platform/db/db.ts'
import type { CallDef } from '../platform/http/calls.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { erpInboundCalls } from './erp-inbound.calls.ts'
import { exchangeRateCalls } from './exchange-rate.calls.ts'
import { exchangeRateHooks } from './exchange-rate.hooks.ts'
import { inventoryActionWorks } from './inventory.actions.ts'
import { inventoryAgeCalls } from './inventory-age.calls.ts'
import { inventoryProcessingHooks } from './inventory-processing.hooks.ts'
import { inventoryPushCalls } from './inventory-push.calls.ts'
import { inventoryPushHooks } from './inventory-push.hooks.ts'
import { seedInventoryMasters } from './inventory-seed.ts'
import { platformInventoryCalls } from './platform-inventory.calls.ts'
import { platformInventoryHooks } from './platform-inventory.hooks.ts'
import { seedPlatformInventory } from './platform-inventory-seed.ts'
import { stockCardCalls } from './stock-card.calls.ts'
import { stockLedgerHooks } from './stock-ledger.hooks.ts'
import { stockSheetCalls } from './stock-sheets.calls.ts'
import { stockViewCalls } from './stock-views.calls.ts'

/** The inventory area's hand-written calls (beyond the generic ones of its declared resources). */
export const inventoryCalls: CallDef[] = [
  ...exchangeRateCalls,
  ...stockViewCalls,
  ...stockCardCalls,
  ...stockSheetCalls,
  ...erpInboundCalls,
  ...inventoryAgeCalls,
  ...inventoryPushCalls,
  ...platformInventoryCalls,
]

/** Business rules of the inventory area's resources, by resource key. */
export const inventoryHooks: Record<string, ResourceHooks> = {
  'erp/baseexchangerate': exchangeRateHooks,
  ...inventoryProcessingHooks,
  ...inventoryPushHooks,
  ...platformInventoryHooks,
  ...stockLedgerHooks,
}

/** Demo records of the inventory area for one tenant (fixed ids where examples link to them). */
export async function seedInventory(tx: Queryable, tenantId: string): Promise<void> {
  await seedInventoryMasters(tx, tenantId)
  await seedPlatformInventory(tx, tenantId)
}

/** The inventory area: its hand-written calls, the hooks of its resources and its demo data. */
export const inventoryArea = defineArea({
  name: 'inventory',
  layer: 6,
  calls: inventoryCalls,
  actions: inventoryActionWorks,
  hooks: inventoryHooks,
  seed: seedInventory,
})
