import { defineArea } from '../platform/area.ts'
import { floorClaimCalls } from './floor-claims.calls.ts'
import { floorPullCalls } from './floor-pull.calls.ts'
import { seedFloor } from './floor-seed.ts'
import { floorSyncCalls } from './floor-sync.calls.ts'

/** The floor area: the floor app's device registration, command push, pull and claims, and the demo device. */
export const floorArea = defineArea({
  name: 'floor',
  layer: 9,
  calls: [...floorSyncCalls, ...floorPullCalls, ...floorClaimCalls],
  seed: seedFloor,
})
