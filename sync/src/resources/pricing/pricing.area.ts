import { defineSyncArea, type SyncAreaDef } from '../../define-area.ts'
import type { ResourceDef } from '../define-resource.ts'
import { baseCurrency } from './base-currency.resource.ts'
import { baseFreight } from './base-freight.resource.ts'
import { pricingDictionaries } from './pricing.dictionaries.ts'
import { pricingMessages } from './pricing.messages.ts'

/** The pricing area's resources: currencies and freight rates. */
export const pricingResources: readonly ResourceDef[] = [baseCurrency, baseFreight]

/** The pricing area's shared declarations (sync/src/areas.ts lists it). */
export const pricingArea: SyncAreaDef<typeof pricingMessages> = defineSyncArea({
  name: 'pricing',
  resources: pricingResources,
  dictionaries: pricingDictionaries,
  messages: pricingMessages,
  actions: [],
})
