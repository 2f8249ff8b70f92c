import { defineSyncArea, type SyncAreaDef } from '../../define-area.ts'
import type { ResourceDef } from '../define-resource.ts'
import { fbaDictionaries } from './fba.dictionaries.ts'
import { fbaMessages } from './fba.messages.ts'

/** The fba area's resources. */
export const fbaResources: readonly ResourceDef[] = []

/** The fba area's shared declarations (sync/src/areas.ts lists it). */
export const fbaArea: SyncAreaDef<typeof fbaMessages> = defineSyncArea({
  name: 'fba',
  resources: fbaResources,
  dictionaries: fbaDictionaries,
  messages: fbaMessages,
  actions: [],
})
