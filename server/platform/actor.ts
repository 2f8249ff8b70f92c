import type { Language } from '#sync/i18n/language.ts'
import type { Session } from './http/app-env.ts'

/** Where an act came from: the request that carried it (a console call), or a device or job that replays it. */
export type Origin = {
  method: string
  uri: string
  ip: string | null
  userAgent: string | null
  requestId: string
}

/**
 * Who acts, outside any request: the tenant, user, departments and roles (the session), the
 * language messages go back in, the key of secret fields, and where the act came from. Business
 * logic takes an actor and a transaction, never Hono's context, so a console call, an import, an
 * offline floor command, a marketplace intake or a workflow step meet the same rules.
 */
export type Actor = { session: Session; lang: Language; secretKey: Uint8Array; origin?: Origin }

/**
 * The actor for what the system does in consequence of an act it allowed: a listener moving the
 * documents that follow an outbound order, out-of-stock orders retried when units arrive. The same
 * person is named in the history and the ledger, but without roles, so no data scope narrows the
 * consequence (as none narrows seeds and jobs). Never for the records a caller names.
 */
export function actingForSystem(actor: Actor): Actor {
  return { ...actor, session: { ...actor.session, roleIds: [] } }
}
