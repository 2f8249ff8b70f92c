import { defineSyncArea, type SyncAreaDef } from '../../define-area.ts'
import type { ResourceDef } from '../define-resource.ts'
import { baseOrderRules } from './base-order-rules.resource.ts'
import { basePlatform } from './base-platform.resource.ts'
import {
  baseShop,
  baseShopFee,
  baseShopMarketplace,
  baseShopProduct,
  baseShopStore,
  baseShopUser,
} from './base-shop.resource.ts'
import { baseStore, baseStoreArea, baseStoreFee, baseStorePostalCode, baseStoreUser } from './base-store.resource.ts'
import { developers } from './developers.resource.ts'
import { marketplace } from './marketplace.resource.ts'
import { baseShopEmpower, shopAuthRequest, shopReviewTime, shopTask } from './shop-settings.resource.ts'
import { shopsDictionaries } from './shops.dictionaries.ts'
import { shopsMessages } from './shops.messages.ts'
import { apiStore, thirdStoreSystem } from './third-store-system.resource.ts'

/** The shops area's resources: platforms, marketplaces, shops and their settings, own warehouses. */
export const shopsResources: readonly ResourceDef[] = [
  basePlatform,
  marketplace,
  baseShop,
  baseShopMarketplace,
  baseShopUser,
  baseShopFee,
  baseShopStore,
  baseShopProduct,
  shopReviewTime,
  baseShopEmpower,
  shopTask,
  shopAuthRequest,
  developers,
  thirdStoreSystem,
  apiStore,
  baseStore,
  baseStoreArea,
  baseStorePostalCode,
  baseStoreFee,
  baseStoreUser,
  baseOrderRules,
]

/** The shops area's shared declarations (sync/src/areas.ts lists it). */
export const shopsArea: SyncAreaDef<typeof shopsMessages> = defineSyncArea({
  name: 'shops',
  resources: shopsResources,
  dictionaries: shopsDictionaries,
  messages: shopsMessages,
  actions: [],
})
