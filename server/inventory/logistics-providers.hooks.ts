import { logisticsProviders } from '#sync/resources/inventory/logistics-providers.resource.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { assertCurrency } from '../pricing/assert-currency.ts'

/** Logistics providers settle in a currency the tenant has set up. */
export const logisticsProvidersHooks: ResourceHooks = {
  beforeSave: async ({ tx, actor }, input) => {
    if (typeof input.currency !== 'string') return
    const label = logisticsProviders.fields.currency?.label[actor.lang] ?? 'currency'
    await assertCurrency(tx, input.currency, 'currency', label, actor.lang)
  },
}
