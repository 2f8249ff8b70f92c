import { inventoryCalls, inventoryHooks, seedInventory } from './inventory/index.ts'
import { otherCalls, otherHooks, seedOther } from './other/index.ts'
import type { Queryable } from './platform/db/db.ts'
import type { CallDef } from './platform/http/calls.ts'
import type { ResourceHooks } from './platform/resources/hooks.ts'
import { pricingCalls, pricingHooks, seedPricing } from './pricing/index.ts'
import { productsCalls, productsHooks, seedProducts } from './products/index.ts'
import { purchasingCalls, purchasingHooks, seedPurchasing } from './purchasing/index.ts'
import { seedShops, shopsCalls, shopsHooks } from './shops/index.ts'
import { seedSystem, systemCalls, systemHooks } from './system/index.ts'
import { seedWms, wmsCalls, wmsHooks } from './wms/index.ts'

/**
 * The hand-written parts of each business area: calls beyond the generic ones, the hooks of
 * declared resources (keyed `module/name`) and demo data. An area adds its exports here as it lands.
 */
export const areaCalls: CallDef[] = [
  ...systemCalls,
  ...otherCalls,
  ...purchasingCalls,
  ...productsCalls,
  ...shopsCalls,
  ...wmsCalls,
  ...inventoryCalls,
  ...pricingCalls,
]

/** Business rules the generic engine runs, per resource key. */
export const resourceHooks: Record<string, ResourceHooks> = {
  ...systemHooks,
  ...otherHooks,
  ...purchasingHooks,
  ...productsHooks,
  ...shopsHooks,
  ...wmsHooks,
  ...inventoryHooks,
  ...pricingHooks,
}

/** Demo data of every area for one tenant, in dependency order (masters before what links to them). */
export async function seedAreas(tx: Queryable, tenantId: string): Promise<void> {
  await seedSystem(tx, tenantId)
  await seedPricing(tx, tenantId)
  await seedOther(tx, tenantId)
  await seedWms(tx, tenantId)
  await seedPurchasing(tx, tenantId)
  await seedProducts(tx, tenantId)
  await seedShops(tx, tenantId)
  await seedInventory(tx, tenantId)
}
