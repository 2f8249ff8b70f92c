import { defineSyncArea, type SyncAreaDef } from '../../define-area.ts'
import type { ResourceDef } from '../define-resource.ts'
import { floorDictionaries } from './floor.dictionaries.ts'
import { floorMessages } from './floor.messages.ts'
import { floorCommand } from './floor-command.resource.ts'
import { floorDevice } from './floor-device.resource.ts'

/** The floor area's resources: the devices of the warehouse floor app and the commands they sent. */
export const floorResources: readonly ResourceDef[] = [floorDevice, floorCommand]

/** The floor area's shared declarations (sync/src/areas.ts lists it; the protocol is sync/src/floor/). */
export const floorArea: SyncAreaDef<typeof floorMessages> = defineSyncArea({
  name: 'floor',
  resources: floorResources,
  dictionaries: floorDictionaries,
  messages: floorMessages,
  actions: [],
})
