import { defineSyncArea, type SyncAreaDef } from '../../define-area.ts'
import type { ResourceDef } from '../define-resource.ts'
import { baseExchangeRate } from './base-exchange-rate.resource.ts'
import { baseExchangeRateLog } from './base-exchange-rate-log.resource.ts'
import { erpInbound } from './erp-inbound.resource.ts'
import { inventoryDictionaries } from './inventory.dictionaries.ts'
import { inventoryMessages } from './inventory.messages.ts'
import { inventoryAgePlan } from './inventory-age-plan.resource.ts'
import { inventoryProcessingActions } from './inventory-processing.actions.ts'
import { inventoryProcessing } from './inventory-processing.resource.ts'
import { realInventoryActions } from './inventory-push.actions.ts'
import {
  storeProInventoryConfig,
  storeProInventoryPushLog,
  storeProInventoryVcConfig,
  storeRealInventory,
} from './inventory-push.resource.ts'
import { logisticsProviders } from './logistics-providers.resource.ts'
import { platformInventory, platformSaleSku, platformSaleSkuLog } from './platform-inventory.resource.ts'
import { stockReservation, storeProductInventory, storeProductInventoryLog } from './stock-ledger.resource.ts'

/** The inventory area's resources. */
export const inventoryResources: readonly ResourceDef[] = [
  logisticsProviders,
  baseExchangeRate,
  baseExchangeRateLog,
  storeProductInventory,
  storeProductInventoryLog,
  stockReservation,
  erpInbound,
  inventoryProcessing,
  storeProInventoryConfig,
  storeProInventoryPushLog,
  storeProInventoryVcConfig,
  storeRealInventory,
  inventoryAgePlan,
  platformSaleSku,
  platformSaleSkuLog,
  platformInventory,
]

/** The inventory area's shared declarations (sync/src/areas.ts lists it). */
export const inventoryArea: SyncAreaDef<typeof inventoryMessages> = defineSyncArea({
  name: 'inventory',
  resources: inventoryResources,
  dictionaries: inventoryDictionaries,
  messages: inventoryMessages,
  actions: [...Object.values(inventoryProcessingActions), ...Object.values(realInventoryActions)],
})
