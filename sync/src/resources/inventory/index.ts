import type { ResourceDef } from '../define-resource.ts'
import { baseExchangeRate } from './base-exchange-rate.resource.ts'
import { baseExchangeRateLog } from './base-exchange-rate-log.resource.ts'
import { logisticsProviders } from './logistics-providers.resource.ts'

/** The inventory area's resources. */
export const inventoryResources: readonly ResourceDef[] = [logisticsProviders, baseExchangeRate, baseExchangeRateLog]
