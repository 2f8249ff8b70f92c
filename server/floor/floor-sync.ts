import { createHash } from 'node:crypto'
import {
  type CommandOutcome,
  type DeviceRegistration,
  type FloorCommand,
  type FloorCommandName,
  floorCommandSchemas,
  type PushRequest,
  type PushResponse,
  type RegisterDevice,
} from '#sync/floor/floor-protocol.ts'
import type { Language } from '#sync/i18n/language.ts'
import { type MessageKey, translate } from '#sync/i18n/messages.ts'
import { describeIssues } from '#sync/resources/describe-issues.ts'
import { FLOOR_COMMAND_STATUS, floorCommand } from '#sync/resources/floor/floor-command.resource.ts'
import { floorDevice } from '#sync/resources/floor/floor-device.resource.ts'
import { wBaseStore } from '#sync/resources/wms/w-base-store.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Db, Queryable } from '../platform/db/db.ts'
import { inSavepoint } from '../platform/db/savepoint.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { increment, insertRecords, updateRecords, upsertRecords } from '../platform/records/records.ts'
import { withServerOnly } from '../platform/records/server-only.ts'
import { scopeOf } from '../platform/resources/data-scope.ts'
import { assertCommandInScope, floorCommandHandlers } from './floor-commands.ts'

/**
 * The server side of the floor app's exactly-once sync (issue 11). A device numbers its commands
 * 1, 2, 3 ... and pushes them in order; each push is one transaction that first locks the device's
 * row, so pushes of one device queue (in one process or several) and each command is taken once:
 * a number already taken answers its stored outcome (same body) or is refused (another body); a
 * number beyond the next is refused until the missing ones arrive; the next one runs, and a refusal
 * of its business rules is recorded as rejected, advancing the sequence (what it wrote undone by a
 * savepoint: see `applyPush`). Anything else fails the whole push, and the device sends it again.
 */

type DeviceRow = { id: string; userId: string; lastSeq: string | number; storeId: string | null; pendingCount: number }

/** The device's row, locked until the caller commits (every push of the device waits here). */
const lockDevice = async (tx: Queryable, deviceId: string) =>
  (
    await tx.query<DeviceRow>(
      `SELECT id::text, user_id::text, last_seq, store_id::text, pending_count FROM floor_device WHERE device_id = $1 FOR UPDATE`,
      [deviceId],
    )
  )[0]

/** Adds the device for the actor unless it exists (a concurrent first contact finds the other's row, no error). */
const addDevice = (tx: Queryable, actor: Actor, d: Partial<RegisterDevice> & { deviceId: string }) =>
  upsertRecords(
    tx,
    floorDevice,
    [
      {
        deviceId: d.deviceId,
        userId: actor.session.userId,
        name: d.name ?? null,
        userAgent: d.userAgent ?? null,
        storeId: d.storeId ?? null,
        pendingCount: d.pending ?? 0,
      },
    ],
    actor,
    { key: 'deviceId' },
  )

/** The device's row for the actor, made on its first contact and locked; a device of another user is refused. */
export async function deviceOf(
  tx: Queryable,
  actor: Actor,
  d: Partial<RegisterDevice> & { deviceId: string },
  refusal: AppError,
): Promise<DeviceRow> {
  let device = await lockDevice(tx, d.deviceId)
  if (!device) {
    await addDevice(tx, actor, d)
    device = await lockDevice(tx, d.deviceId)
  }
  if (!device) throw new Error(`floor device ${d.deviceId} neither found nor added`)
  if (device.userId !== actor.session.userId) throw refusal
  return device
}

/**
 * Registers a device for the signed-in user (or updates what it says of itself: name, browser,
 * warehouse, commands pending). A device id another user of the tenant registered is refused (409);
 * a warehouse outside the user's data scope on warehouses is as missing (400), as the pull refuses it.
 */
export async function registerDevice(tx: Queryable, actor: Actor, input: RegisterDevice): Promise<DeviceRegistration> {
  if (input.storeId) {
    const params: unknown[] = [input.storeId]
    const scope = await scopeOf(tx, actor, wBaseStore, params)
    const [store] = await tx.query(`SELECT 1 FROM erp_base_store WHERE id = $1 AND is_deleted = 0 AND ${scope}`, params)
    if (!store) {
      const field = floorDevice.fields.storeId.label[actor.lang]
      throw validationError([{ field: 'storeId', message: translate('linkMissing', actor.lang, { field }) }])
    }
  }
  const device = await deviceOf(
    tx,
    actor,
    input,
    new AppError('CONFLICT', 'floor.deviceTaken', { device: input.deviceId }),
  )
  // What the device says of itself replaces what it said before; what it leaves out stays.
  const said = { name: input.name, userAgent: input.userAgent, storeId: input.storeId, pendingCount: input.pending }
  const changes = Object.fromEntries(Object.entries(said).filter(([, v]) => v !== undefined && v !== null))
  await updateRecords(tx, floorDevice, [device.id], changes, actor, { scopeChecked: true })
  const saved = { storeId: input.storeId ?? device.storeId }
  // The database's zone is the one the console's times are written in.
  const [zone] = await tx.query<{ timeZone: string }>(`SELECT current_setting('TimeZone') AS time_zone`)
  return {
    deviceId: input.deviceId,
    lastSeq: Number(device.lastSeq),
    userId: actor.session.userId,
    storeId: saved?.storeId ?? null,
    ...(zone?.timeZone ? { timeZone: zone.timeZone } : {}),
  }
}

/** JSON with every object's keys sorted, so one command hashes the same however its keys were ordered. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** The sha-256 (hex) of a command's canonical {name, args}: what a repeat must match. */
export function requestHash(command: Pick<FloorCommand, 'name' | 'args'>): string {
  return createHash('sha256')
    .update(canonicalJson({ name: command.name, args: command.args }))
    .digest('hex')
}

/** Refusals with a hint of their own, whatever the command. */
const HINT_OF_MESSAGE: Partial<Record<MessageKey, MessageKey>> = {
  'wms.overReceipt': 'floor.hint.overReceipt',
  'wms.pickingFinished': 'floor.hint.pickClosed',
  'floor.pickNotPicking': 'floor.hint.pickClosed',
  'floor.pickLineOpen': 'floor.hint.finishPicking',
  'wms.countLocked': 'floor.hint.countClosed',
  'wms.packingFinished': 'floor.hint.packClosed',
  'wms.labellingFinished': 'floor.hint.packClosed',
  'wms.packNotPicked': 'floor.hint.packClosed',
  'wms.packingActionRefused': 'floor.hint.packClosed',
  'floor.warehouseNotYours': 'floor.hint.warehouseNotYours',
  recordNotFound: 'floor.hint.notFound',
}

/** What to do about a refused command of each kind. */
const HINT_OF_COMMAND: Record<FloorCommandName, MessageKey> = {
  receiveLine: 'floor.hint.receiveLine',
  putAway: 'floor.hint.putAway',
  scanPick: 'floor.hint.scanPick',
  shortPick: 'floor.hint.shortPick',
  packIntoBox: 'floor.hint.packing',
  closeBox: 'floor.hint.closeBox',
  countPosition: 'floor.hint.countPosition',
  finishTask: 'floor.hint.finishTask',
  encaseTurnoverBox: 'floor.hint.encaseTurnover',
}
const HINT_OF_TASK: Record<string, MessageKey> = {
  picking: 'floor.hint.finishPicking',
  packing: 'floor.hint.packing',
  stocktaking: 'floor.hint.countPosition',
}

/** The reason (as the console would say it) and what to do, in the actor's language. */
export function rejection(e: AppError, command: FloorCommand, actor: Actor): { reason: string; hint: string } {
  const details = e.problems.map((p) => p.message).join('; ')
  const reason = translate(e.messageKey, actor.lang, { details, ...e.params })
  const task = command.name === 'finishTask' ? HINT_OF_TASK[String(command.args.kind)] : undefined
  const hint =
    HINT_OF_MESSAGE[e.messageKey] ??
    (e.kind === 'INSUFFICIENT_STOCK' ? 'floor.hint.insufficientStock' : (task ?? HINT_OF_COMMAND[command.name]))
  return { reason: reason.slice(0, 500), hint: translate(hint, actor.lang).slice(0, 500) }
}

/** Refusals that say a pick list is closed: who closed it is what the worker needs to know. */
const PICK_CLOSED: ReadonlySet<MessageKey> = new Set<MessageKey>(['wms.pickingFinished', 'floor.pickNotPicking'])

/** The pick list a command works on, if it works on one. */
export function pickOf(command: FloorCommand): string | null {
  const { args } = command
  const onList = command.name === 'scanPick' || command.name === 'shortPick'
  if (onList && typeof args.pickId === 'string') return args.pickId
  if (command.name === 'finishTask' && args.kind === 'picking' && typeof args.id === 'string') return args.id
  return null
}

export type ClosedBy = {
  deviceId: string | null
  deviceName: string | null
  userId: string | null
  userName: string | null
}

/**
 * Who closed a pick list: the floor device whose finish command was applied (and its user), else
 * the office, named by the user who last changed the list.
 */
async function pickClosedBy(tx: Queryable, pickId: string): Promise<ClosedBy> {
  const [byDevice] = await tx.query<ClosedBy>(
    `SELECT c.device_id, d.name AS device_name, c.user_id::text, coalesce(nullif(u.real_name, ''), u.account) AS user_name
       FROM floor_command c
       LEFT JOIN floor_device d ON d.device_id = c.device_id AND d.tenant_id = c.tenant_id
       LEFT JOIN blade_user u ON u.id = c.user_id AND u.tenant_id = c.tenant_id
      WHERE c.name = 'finishTask' AND c.status = $2 AND c.result->>'pickId' = $1
      ORDER BY c.id DESC LIMIT 1`,
    [pickId, FLOOR_COMMAND_STATUS.applied],
  )
  if (byDevice) return byDevice
  const [office] = await tx.query<{ userName: string | null }>(
    `SELECT coalesce(nullif(u.real_name, ''), u.account) AS user_name
       FROM ware_order_pick p LEFT JOIN blade_user u ON u.id = p.update_user AND u.tenant_id = p.tenant_id
      WHERE p.id = $1`,
    [pickId],
  )
  return { deviceId: null, deviceName: null, userId: null, userName: office?.userName ?? null }
}

/** What was scanned and must go back: the line's product and position, for the hint "put 2 kettles back on A-01-01". */
async function putBackOf(tx: Queryable, command: FloorCommand) {
  if (command.name !== 'scanPick' || typeof command.args.lineId !== 'string') return null
  const [line] = await tx.query<{ product: string; position: string }>(
    `SELECT coalesce(nullif(pr.name, ''), i.sys_sku, '') AS product, coalesce(p.code, i.position_id::text, '') AS position
       FROM ware_order_pick_item i
       LEFT JOIN erp_base_product pr ON pr.id = i.product_id AND pr.tenant_id = i.tenant_id
       LEFT JOIN ware_base_store_position p ON p.id = i.position_id AND p.tenant_id = i.tenant_id
      WHERE i.id = $1`,
    [command.args.lineId],
  )
  return line ? { ...line, quantity: Number(command.args.quantity) || 0 } : null
}

/**
 * A rejection as the worker reads it: for a pick list found closed, who closed it (the office, this
 * person's other device, or another person's) and, for a scan, what to put back where; else as the
 * console says it.
 */
async function describeRejection(
  tx: Queryable,
  actor: Actor,
  e: AppError,
  command: FloorCommand,
  deviceId: string,
): Promise<{ reason: string; hint: string }> {
  const plain = rejection(e, command, actor)
  const pickId = pickOf(command)
  if (!pickId || !PICK_CLOSED.has(e.messageKey)) return plain
  const by = await pickClosedBy(tx, pickId)
  return closedPickRejection(actor, e, deviceId, by, await putBackOf(tx, command), plain.hint)
}

/**
 * The rejection of a command on a pick list found closed, from who closed it (`by`): the office, this
 * device, this person's other device or another person's; the hint says what to put back where
 * (`putBack`, for a scan), else that the list was done elsewhere, else `plainHint`.
 */
export function closedPickRejection(
  actor: Actor,
  e: AppError,
  deviceId: string,
  by: ClosedBy,
  putBack: { product: string; position: string; quantity: number } | null,
  plainHint: string,
): { reason: string; hint: string } {
  const code = String(e.params.code ?? '')
  const device = by.deviceName || by.deviceId?.slice(0, 8) || ''
  const user = by.userName ?? ''
  const reason = !by.deviceId
    ? translate('floor.closedBy.office', actor.lang, { code, user: user || '—' })
    : by.deviceId === deviceId
      ? translate('floor.closedBy.thisDevice', actor.lang, { code })
      : by.userId === actor.session.userId
        ? translate('floor.closedBy.yourOtherDevice', actor.lang, { code, device })
        : translate('floor.closedBy.otherWorker', actor.lang, { code, user, device })
  const hint = putBack
    ? translate('floor.hint.putBack', actor.lang, putBack)
    : by.deviceId
      ? translate('floor.hint.pickDoneElsewhere', actor.lang)
      : plainHint
  return { reason: reason.slice(0, 500), hint: hint.slice(0, 500) }
}

/** The device's clock as the database's local time, when it is a real time; else none. */
export function deviceTime(at: string | undefined): string | null {
  if (!at) return null
  const t = Date.parse(at)
  if (!Number.isFinite(t)) return null
  const year = new Date(t).getUTCFullYear()
  return year >= 2000 && year <= 9999 ? new Date(t).toISOString() : null
}

/** One command taken by this push: its row to be written. */
type Taken = { command: FloorCommand; hash: string; opId: string | null; outcome: CommandOutcome }

/**
 * A command refused while running outside a savepoint: what it wrote cannot be undone alone, so the
 * push's transaction is rolled back and the push runs again with this command (and those after it)
 * in savepoints.
 */
class RefusedUnguarded extends Error {
  constructor(readonly seq: number) {
    super(`floor command ${seq} was refused outside a savepoint`)
  }
}

/**
 * Runs one command that is next in the device's sequence: applied, or rejected with reason and hint.
 * `guarded`: inside a savepoint, so a refusal undoes what the command wrote and the push goes on;
 * unguarded (the fast way, no subtransaction per command) a refusal restarts the push guarded.
 */
async function takeCommand(
  tx: Queryable,
  actor: Actor,
  command: FloorCommand,
  guarded: boolean,
  device: { deviceId: string; storeId: string | null },
): Promise<CommandOutcome> {
  const schema = floorCommandSchemas[command.name]
  const parsed = schema.safeParse(command.args, { reportInput: true })
  if (!parsed.success) {
    // Refused before anything ran: nothing to undo.
    const e = validationError(describeIssues(parsed.error.issues, actor.lang))
    const { reason } = rejection(e, command, actor)
    return {
      seq: command.seq,
      status: 'rejected',
      reason,
      hint: translate('floor.hint.badArgs', actor.lang),
      replayed: false,
    }
  }
  const handler = floorCommandHandlers[command.name] as (tx: Queryable, actor: Actor, args: unknown) => Promise<unknown>
  const run = async () => {
    await assertCommandInScope(tx, actor, command.name, parsed.data as never, device.storeId)
    return handler(tx, actor, parsed.data)
  }
  try {
    const result = await (guarded ? inSavepoint(tx, 'floor_command', run) : run())
    return { seq: command.seq, status: 'applied', result: result ?? null, replayed: false }
  } catch (e) {
    // A business refusal is the command's outcome; anything else fails the push (the device sends it again).
    if (!(e instanceof AppError)) throw e
    if (!guarded) throw new RefusedUnguarded(command.seq)
    const described = await describeRejection(tx, actor, e, command, device.deviceId)
    return { seq: command.seq, status: 'rejected', ...described, replayed: false }
  }
}

export type StoredCommand = {
  seq: string
  requestHash: string
  status: number
  result: unknown
  reason: string | null
  hint: string | null
}

/** A stored command's outcome as a push answers it again. */
export function storedOutcome(row: StoredCommand): CommandOutcome {
  const rejected = Number(row.status) === FLOOR_COMMAND_STATUS.rejected
  return {
    seq: Number(row.seq),
    status: rejected ? 'rejected' : 'applied',
    ...(rejected ? { reason: row.reason ?? '', hint: row.hint ?? '' } : { result: row.result ?? null }),
    replayed: true,
  }
}

/** Runs after a refusal outside a savepoint, or a concurrent first contact, before every command is guarded. */
const MAX_ATTEMPTS = 3

/** A unique key refused a row: the sign of a concurrent first contact, which a fresh transaction sees through. */
const isUniqueViolation = (e: unknown) => (e as { code?: unknown } | null)?.code === '23505'

/**
 * Applies a push of one device's commands in one transaction (`db.begin`). Commands run without a
 * savepoint of their own until one is refused: that transaction is rolled back and the push runs
 * again, the refused command and those after it each in a savepoint (what the first run did is gone
 * with it; the second takes the device's row afresh and may find other pushes' work done meanwhile).
 */
export async function applyPush(db: Db, actor: Actor, request: PushRequest): Promise<PushResponse> {
  let guardFrom = Number.POSITIVE_INFINITY
  for (let attempt = 1; ; attempt++) {
    const from = attempt > MAX_ATTEMPTS ? 0 : guardFrom
    try {
      return await db.begin((tx) => pushCommands(tx, actor, request, from))
    } catch (e) {
      if (e instanceof RefusedUnguarded) guardFrom = Math.min(guardFrom, e.seq)
      else if (!(isUniqueViolation(e) && attempt <= MAX_ATTEMPTS)) throw e
    }
  }
}

/**
 * A push of one device's commands, in the caller's transaction: the device's row is locked first,
 * then each command in order is answered from what is stored, refused (a gap or a conflict stops the
 * push there; the commands before it keep their outcomes), or taken (in a savepoint from sequence
 * number `guardFrom` on). The commands taken are written in one statement with the device's new
 * sequence and counts.
 */
export async function pushCommands(
  tx: Queryable,
  actor: Actor,
  request: PushRequest,
  guardFrom = 0,
): Promise<PushResponse> {
  const device = await deviceOf(
    tx,
    actor,
    { deviceId: request.deviceId },
    new AppError('FORBIDDEN', 'floor.deviceNotYours', { device: request.deviceId }),
  )
  let lastSeq = Number(device.lastSeq)
  const earlier = request.commands.filter((c) => c.seq <= lastSeq).map((c) => String(c.seq))
  const stored = new Map<number, { hash: string; outcome: CommandOutcome }>()
  if (earlier.length) {
    const rows = await tx.query<StoredCommand>(
      `SELECT seq, request_hash, status, result, reason, hint FROM floor_command
        WHERE device_id = $1 AND seq = ANY($2::bigint[])`,
      [request.deviceId, earlier],
    )
    for (const row of rows) stored.set(Number(row.seq), { hash: row.requestHash, outcome: storedOutcome(row) })
  }
  const outcomes: CommandOutcome[] = []
  const taken: Taken[] = []
  let refused: PushResponse['refused']
  for (const command of request.commands) {
    const hash = requestHash(command)
    const place = placeInSequence(command.seq, hash, lastSeq, stored, actor.lang)
    if ('refused' in place) {
      refused = place.refused
      break
    }
    if ('replay' in place) {
      outcomes.push(place.replay)
      continue
    }
    const outcome = await takeCommand(tx, actor, command, command.seq >= guardFrom, {
      deviceId: request.deviceId,
      storeId: device.storeId,
    })
    const opId = typeof command.args.opId === 'string' ? command.args.opId.slice(0, 36) : null
    taken.push({ command, hash, opId, outcome })
    stored.set(command.seq, { hash, outcome })
    outcomes.push(outcome)
    lastSeq = command.seq
  }
  await recordTaken(tx, actor, device, request.deviceId, lastSeq, taken)
  return { outcomes, lastSeq, ...(refused ? { refused } : {}) }
}

/**
 * Where a command stands against the device's sequence (`lastSeq`, and the outcomes `stored` by
 * sequence number): one already taken is answered again when its hash matches, else refused as a
 * conflict; one beyond the next is refused as a gap; the next is to be taken.
 */
export function placeInSequence(
  seq: number,
  hash: string,
  lastSeq: number,
  stored: ReadonlyMap<number, { hash: string; outcome: CommandOutcome }>,
  lang: Language,
): { take: true } | { replay: CommandOutcome } | { refused: NonNullable<PushResponse['refused']> } {
  if (seq <= lastSeq) {
    const known = stored.get(seq)
    if (!known || known.hash !== hash)
      return { refused: { seq, code: 'conflict', message: translate('floor.conflict', lang, { seq }) } }
    return { replay: { ...known.outcome, replayed: true } }
  }
  if (seq > lastSeq + 1)
    return { refused: { seq, code: 'gap', message: translate('floor.gap', lang, { seq, expected: lastSeq + 1 }) } }
  return { take: true }
}

/**
 * The time the transaction began and each device clock (an instant, or none) as the database's
 * local time, in one statement: a datetime column keeps local time, so an instant is turned into
 * the database's zone before it is written.
 */
async function localTimes(
  tx: Queryable,
  at: readonly (string | null)[],
): Promise<{ now: string; at: (string | null)[] }> {
  const [row] = await tx.query<{ now: string; at: (string | null)[] | null }>(
    `SELECT to_char(localtimestamp(0), 'YYYY-MM-DD HH24:MI:SS') AS now,
            (SELECT json_agg(to_char(u.t::timestamptz::timestamp(0), 'YYYY-MM-DD HH24:MI:SS') ORDER BY u.n)
               FROM jsonb_array_elements_text($1::text::jsonb) WITH ORDINALITY AS u(t, n)) AS at`,
    [JSON.stringify(at)],
  )
  return { now: String(row?.now), at: row?.at ?? [] }
}

/** Writes the commands a push took (one statement) and the device's sequence, counts and sync time. */
async function recordTaken(
  tx: Queryable,
  actor: Actor,
  device: DeviceRow,
  deviceId: string,
  lastSeq: number,
  taken: readonly Taken[],
): Promise<void> {
  const rejected = taken.filter((t) => t.outcome.status === 'rejected').length
  const times = await localTimes(
    tx,
    taken.map((t) => deviceTime(t.command.at)),
  )
  const rows = taken.map(({ command, hash, opId, outcome }, i) =>
    // The command's answer is kept server-only (JSON text), for a repeat to answer it again.
    withServerOnly(
      floorCommand,
      {
        deviceId,
        seq: String(command.seq),
        name: command.name,
        opId,
        requestHash: hash,
        status: outcome.status === 'rejected' ? FLOOR_COMMAND_STATUS.rejected : FLOOR_COMMAND_STATUS.applied,
        reason: outcome.reason ?? null,
        hint: outcome.hint ?? null,
        deviceTime: times.at[i] ?? null,
        userId: actor.session.userId,
      },
      { result: outcome.status === 'applied' && outcome.result != null ? JSON.stringify(outcome.result) : null },
    ),
  )
  await Promise.all([
    insertRecords(tx, floorCommand, rows, actor),
    updateRecords(
      tx,
      floorDevice,
      [device.id],
      {
        lastSeq: String(lastSeq),
        appliedCount: increment(taken.length - rejected),
        rejectedCount: increment(rejected),
        pendingCount: Math.max(Number(device.pendingCount ?? 0) - taken.length, 0),
        lastSyncTime: times.now,
      },
      actor,
      { scopeChecked: true },
    ),
  ])
}
