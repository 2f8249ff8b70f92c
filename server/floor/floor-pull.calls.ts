import { floorContracts } from '#sync/floor/floor-protocol.ts'
import { FLOOR_WORK } from '#sync/resources/floor/floor-device.resource.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { floorWarehouses, PULL_LABELS, pullFloor } from './floor-pull.ts'

/**
 * The floor app's reads: the warehouses a user may work in, and the pull of one warehouse's work.
 * The pull is a GET that is not read-only: it records what it answered (the device's cursor), so
 * HEAD is refused and its transaction may write.
 */
export const floorPullCalls = [
  defineCall({
    ...floorContracts.pull,
    area: 'floor',
    summary:
      'What changed in a warehouse’s floor work since the cursor (deviceId, storeId, cursor): per collection the rows added or changed and the ids gone; everything with reset when the cursor is missing or unknown',
    access: { permission: FLOOR_WORK },
    input: { ...floorContracts.pull.input, labels: PULL_LABELS },
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => pullFloor(tx, actorOf(c), query))),
  }),
  defineCall({
    ...floorContracts.warehouses,
    area: 'floor',
    summary:
      'The warehouses the user may work in with the floor app (id, code, name): available, within the data scope',
    access: { permission: FLOOR_WORK },
    readOnly: true,
    handler: async (c) => ok(c, await c.var.db.begin((tx) => floorWarehouses(tx, actorOf(c)))),
  }),
]
