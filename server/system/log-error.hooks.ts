import { PLATFORM_TENANT } from '../platform/platform-tenant.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'

/**
 * Stack traces and request parameters name the server's internals: only the platform tenant's
 * administrators read them; a tenant's own administrator sees the message and the request id.
 */
export const logErrorHooks: ResourceHooks = {
  decorate: ({ actor }, records) => {
    if (actor.session.tenantId === PLATFORM_TENANT) return
    for (const r of records) {
      r.stackTrace = null
      r.params = null
    }
  },
}
