import { defineSyncArea, type SyncAreaDef } from '../../define-area.ts'
import type { ResourceDef } from '../define-resource.ts'
import { fbaDictionaries } from './fba.dictionaries.ts'
import { fbaMessages } from './fba.messages.ts'
import { fbaTurnoverActions } from './fba-turnover.actions.ts'
import {
  fbaTurnover,
  fbaTurnoverBox,
  fbaTurnoverBoxItem,
  fbaTurnoverFile,
  fbaTurnoverItem,
  wFbaTurnover,
} from './fba-turnover.resource.ts'

/** The fba area's resources. */
export const fbaResources: readonly ResourceDef[] = [
  fbaTurnover,
  fbaTurnoverItem,
  fbaTurnoverBox,
  fbaTurnoverBoxItem,
  fbaTurnoverFile,
  wFbaTurnover,
]

/** The fba area's shared declarations (sync/src/areas.ts lists it). */
export const fbaArea: SyncAreaDef<typeof fbaMessages> = defineSyncArea({
  name: 'fba',
  resources: fbaResources,
  dictionaries: fbaDictionaries,
  messages: fbaMessages,
  actions: [...Object.values(fbaTurnoverActions)],
})
