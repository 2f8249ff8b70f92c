import { translate } from '#sync/i18n/messages.ts'
import { validationError } from '../platform/http/app-error.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'

/** Operation mode 2: the warehouse is run through a third-party system, reached by its code there. */
const THIRD_PARTY_SYSTEM = '2'
/** Warehouse type 3: an Amazon FBA warehouse. */
const FBA_TYPE = '3'

/** Warehouses: a third-party-system warehouse names its code there; an FBA-type warehouse is an FBA one. */
export const storeHooks: ResourceHooks = {
  beforeSave: (ctx, input, existing) => {
    const merged = { ...existing, ...input }
    const code = merged.thirdPartyCode
    if (String(merged.operationMode) === THIRD_PARTY_SYSTEM && (code === null || code === undefined || code === '')) {
      throw validationError([
        { field: 'thirdPartyCode', message: translate('wms.thirdPartyCodeRequired', ctx.actor.lang) },
      ])
    }
    if (String(merged.type) === FBA_TYPE) input.isFba = 1
  },
}
