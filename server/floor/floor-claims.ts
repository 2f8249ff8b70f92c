import type { ClaimAnswer, ClaimTask, TaskClaim } from '#sync/floor/floor-protocol.ts'
import { wOrderPick } from '#sync/resources/wms/w-outbound.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { updateRecords } from '../platform/records/records.ts'
import { assertInScope } from '../platform/resources/data-scope.ts'
import { deviceOf } from './floor-sync.ts'

/**
 * Claims on pick lists (issue 27, item 14): the device that opens a list to pick it says so, and a
 * second device that opens it is told who is on it (device, user, since when) instead of both
 * picking the same lines; it takes the list over only when its worker chooses to. A claim is a
 * note, not a lock: scans of the other device are still applied (the sync takes every command).
 */

type ClaimRow = {
  claimDeviceId: string | null
  claimDevice: string | null
  claimedBy: string | null
  userName: string | null
  since: string | null
}

const holderOf = (row: ClaimRow): TaskClaim | null =>
  row.claimDeviceId && row.claimedBy
    ? {
        deviceId: row.claimDeviceId,
        deviceName: row.claimDevice,
        userId: row.claimedBy,
        userName: row.userName ?? '',
        since: row.since ?? '',
      }
    : null

/**
 * Claims a pick list for the actor's device: free, already this device's, or taken over on purpose,
 * it becomes this device's; held by another device, the answer names it and nothing changes. The
 * device must be the actor's (403; a device not seen before becomes theirs), the list within the
 * actor's data scope (404).
 */
export async function claimTask(tx: Queryable, actor: Actor, input: ClaimTask): Promise<ClaimAnswer> {
  const device = await deviceOf(
    tx,
    actor,
    { deviceId: input.deviceId },
    new AppError('FORBIDDEN', 'floor.deviceNotYours', { device: input.deviceId }),
  )
  await assertInScope(tx, actor, wOrderPick, [input.id])
  const [row] = await tx.query<ClaimRow & { now: string }>(
    `SELECT p.claim_device_id, p.claim_device, p.claimed_by::text,
            coalesce(nullif(u.real_name, ''), u.account) AS user_name,
            to_char(p.claim_time, 'YYYY-MM-DD HH24:MI:SS') AS since, to_char(localtimestamp(0), 'YYYY-MM-DD HH24:MI:SS') AS now
       FROM ware_order_pick p LEFT JOIN blade_user u ON u.id = p.claimed_by AND u.tenant_id = p.tenant_id
      WHERE p.id = $1 AND p.is_deleted = 0 FOR UPDATE OF p`,
    [input.id],
  )
  if (!row) throw new AppError('NOT_FOUND', 'recordNotFound')
  const holder = holderOf(row)
  const mine = holder?.deviceId === input.deviceId
  if (holder && !mine && !input.takeOver) return { claimed: false, holder, takenFrom: null }
  // A device's name as the console shows it; one without a name by the start of its id.
  const [named] = await tx.query<{ name: string | null }>(`SELECT name FROM floor_device WHERE id = $1`, [device.id])
  const deviceName = named?.name || input.deviceId.slice(0, 8)
  // The device that holds the list keeps its time; one that takes the list starts it now.
  await updateRecords(
    tx,
    wOrderPick,
    [input.id],
    {
      claimDeviceId: input.deviceId,
      claimDevice: deviceName,
      claimedBy: actor.session.userId,
      ...(row.claimDeviceId === input.deviceId ? {} : { claimTime: row.now }),
    },
    actor,
    { scopeChecked: true },
  )
  return { claimed: true, holder: null, takenFrom: mine ? null : holder }
}
