import type { Dictionary } from './dictionaries/define-dictionary.ts'
import type { Label } from './i18n/language.ts'
import type { ActionDef } from './resources/define-action.ts'
import type { ResourceDef } from './resources/define-resource.ts'

/**
 * What one business area declares for web and server alike, in one folder
 * (`sync/src/resources/<area>/<area>.area.ts`): its resources, the vocabularies they use, the
 * messages its rules send, and the actions of its documents. `sync/src/areas.ts` lists every area once.
 */
export type SyncAreaDef<M extends Record<string, Label> = Record<string, Label>> = {
  name: string
  resources: readonly ResourceDef[]
  dictionaries: readonly Dictionary[]
  messages: M
  actions: readonly ActionDef[]
}

/** Declares an area's shared part; the messages keep their literal keys (MessageKey is their union). */
export function defineSyncArea<const M extends Record<string, Label>>(area: SyncAreaDef<M>): SyncAreaDef<M> {
  return area
}
