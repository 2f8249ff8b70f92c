import { defineArea } from '../platform/area.ts'
import type { CallDef } from '../platform/http/calls.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { apiStoreCalls } from './api-store.calls.ts'
import { connectorCalls } from './connector.calls.ts'
import { orderRulesCalls } from './order-rules.calls.ts'
import { baseOrderRulesHooks } from './order-rules.hooks.ts'
import { seedShops } from './seed-shops.ts'
import { baseShopHooks, marketplaceHooks, shopNameHooks } from './shop.hooks.ts'
import { baseShopEmpowerHooks } from './shop-empower.hooks.ts'
import { shopLookupCalls } from './shop-lookups.calls.ts'
import { shopProductCalls } from './shop-products.calls.ts'
import { shopSettingsCalls } from './shop-settings.calls.ts'
import { storeCalls } from './store.calls.ts'
import { apiStoreHooks, baseStoreAreaHooks, baseStoreHooks, developersHooks } from './store.hooks.ts'
import { tenantListCalls } from './tenant-lists.calls.ts'

/** The shops area's hand-written calls (beyond the generic ones of its declared resources). */
export const shopsCalls: CallDef[] = [
  ...shopLookupCalls,
  ...shopSettingsCalls,
  ...shopProductCalls,
  ...connectorCalls,
  ...apiStoreCalls,
  ...storeCalls,
  ...orderRulesCalls,
  ...tenantListCalls,
]

/** Business rules of the shops area's resources, by resource key. */
export const shopsHooks: Record<string, ResourceHooks> = {
  'erp/baseshop': baseShopHooks,
  'erp/marketplace': marketplaceHooks,
  'erp/baseshopproduct': shopNameHooks,
  'erp/shopReviewTime': shopNameHooks,
  'erp/baseshopempower': baseShopEmpowerHooks,
  'erp/basestore': baseStoreHooks,
  'erp/basestorearea': baseStoreAreaHooks,
  'erp/apistore': apiStoreHooks,
  'erp/developers': developersHooks,
  'erp/baseorderrules': baseOrderRulesHooks,
}

export { seedShops }

/** The shops area: its hand-written calls, the hooks of its resources and its demo data. */
export const shopsArea = defineArea({ name: 'shops', layer: 5, calls: shopsCalls, hooks: shopsHooks, seed: seedShops })
