import { floorContracts } from '#sync/floor/floor-protocol.ts'
import { FLOOR_WORK } from '#sync/resources/floor/floor-device.resource.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { claimTask } from './floor-claims.ts'

const labels = {
  deviceId: { zh: '设备标识', en: 'Device id', ja: '端末ID' },
  kind: { zh: '作业类型', en: 'Kind of work', ja: '作業の種類' },
  id: { zh: '任务', en: 'Task', ja: 'タスク' },
  takeOver: { zh: '接手', en: 'Take over', ja: '引き継ぐ' },
}

/** The floor app's claim on a pick list it opens (issue 27, item 14). */
export const floorClaimCalls = [
  defineCall({
    ...floorContracts.claim,
    area: 'floor',
    summary:
      'Claims a pick list for the signed-in user’s device (deviceId, kind picking, id, takeOver?): free or already its own, it is claimed; held by another device, answers {claimed: false, holder: {deviceId, deviceName, userId, userName, since}} unless takeOver, which takes it (takenFrom). The device must be the user’s (403)',
    access: { permission: FLOOR_WORK },
    input: { ...floorContracts.claim.input, labels },
    handler: async (c, { body }) => ok(c, await c.var.db.begin((tx) => claimTask(tx, actorOf(c), body))),
  }),
]
