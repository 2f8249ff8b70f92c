import { floorContracts } from '#sync/floor/floor-protocol.ts'
import { FLOOR_WORK, floorDevice } from '#sync/resources/floor/floor-device.resource.ts'
import { fieldLabels } from '#sync/resources/resource-schemas.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { applyPush, registerDevice } from './floor-sync.ts'

const labels = {
  ...fieldLabels(floorDevice),
  pending: { zh: '待同步指令数', en: 'Commands pending', ja: '未同期コマンド数' },
  commands: { zh: '指令', en: 'Commands', ja: 'コマンド' },
}

/** An example device of the example calls (not the seeded one, which is the warehouse operator's). */
const EXAMPLE_DEVICE = '0190f5a2-7c3e-7a10-8b42-5d1e9c0a0099'

/** The floor app's device registration and command push (issue 11); the pull is beside them. */
export const floorSyncCalls = [
  defineCall({
    ...floorContracts.register,
    area: 'floor',
    summary:
      "Registers the floor app's device (deviceId, a uuid it made) for the signed-in user, with its name, browser, warehouse and commands pending; a device id another user of the tenant registered is refused (409). Answers {deviceId, lastSeq, userId, storeId}: lastSeq is its last command the server took",
    access: { permission: FLOOR_WORK },
    input: { ...floorContracts.register.input, labels },
    example: { deviceId: EXAMPLE_DEVICE, name: 'Scanner 7', storeId: '1000000000000004202', pending: 0 },
    handler: async (c, { body }) => ok(c, await c.var.db.begin((tx) => registerDevice(tx, actorOf(c), body))),
  }),
  defineCall({
    ...floorContracts.push,
    area: 'floor',
    summary:
      "Pushes a device's queued commands (deviceId, commands: up to 500 of {seq, name, args, at}), in one transaction: each sequence number is taken once; a repeat with the same body answers the stored outcome (replayed), another body under a used number is refused (conflict), a number beyond the next is refused until the missing ones arrive (gap); a command its rules refuse is recorded as rejected with the reason and what to do. Answers {outcomes, lastSeq, refused?}. The device must be the signed-in user's (403)",
    access: { permission: FLOOR_WORK },
    input: { ...floorContracts.push.input, labels },
    example: {
      deviceId: EXAMPLE_DEVICE,
      commands: [
        {
          seq: 1,
          name: 'countPosition',
          args: {
            opId: '0190f5a2-7c3e-7a10-8b42-5d1e9c0a1001',
            stocktakingId: '1000000000000010102',
            positionId: '1000000000000005022',
            productId: '1000000000000003101',
            quantity: 0,
          },
          at: '2026-11-20T09:30:00.000Z',
        },
      ],
    },
    handler: async (c, { body }) => ok(c, await applyPush(c.var.db, actorOf(c), body)),
  }),
]
