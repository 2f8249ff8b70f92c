import type { Queryable } from './db/db.ts'
import type { Listener } from './events.ts'
import type { CallDef } from './http/calls.ts'
import type { ActionWork } from './records/action-calls.ts'
import type { ResourceHooks } from './resources/hooks.ts'

/**
 * One business area of the server, in one folder (`server/<area>/<area>.area.ts`): its hand-written
 * calls, the work of its declared actions, the hooks of its declared resources (by resource key),
 * the events of lower areas it follows (`listeners`: wired by `server/areas.ts`, never by importing
 * a module), and its demo data for a tenant.
 * `server/areas.ts` lists every area once; the app, the hook registry and the seed read that list.
 */
export type AreaDef = {
  name: string
  /**
   * Where the area sits among the others (ARCHITECTURE.md, "Layers"): it imports the platform (0)
   * and areas of lower layers only, never its own layer's or a higher one's.
   */
  layer: number
  calls?: readonly CallDef[]
  /**
   * The server's work of the area's declared actions (`actionWork(action, (tx, actor, ids, input) =>
   * ...)`): each declared action with a `call` gets its route from the declaration, running this work
   * (plain `runAction` where none is given).
   */
  actions?: readonly ActionWork[]
  hooks?: Record<string, ResourceHooks>
  listeners?: readonly Listener[]
  seed?: (tx: Queryable, tenantId: string) => Promise<void>
}

/** Declares an area (identity, for inference and grep). */
export function defineArea(area: AreaDef): AreaDef {
  return area
}
