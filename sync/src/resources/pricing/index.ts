import type { ResourceDef } from '../define-resource.ts'
import { baseCurrency } from './base-currency.resource.ts'
import { baseFreight } from './base-freight.resource.ts'

/** The pricing area's resources: currencies and freight rates. */
export const pricingResources: readonly ResourceDef[] = [baseCurrency, baseFreight]
