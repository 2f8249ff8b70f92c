import type { z } from 'zod'
import type { Label } from '#sync/i18n/language.ts'
import type { MessageKey } from '#sync/i18n/messages.ts'
import { declaredActions } from '#sync/resources/actions.ts'
import { type ActionDef, actionAllowed, actionInputLabels, statusLabel } from '#sync/resources/define-action.ts'
import { type ResourceDef, resourceKey, titleKeyOf } from '#sync/resources/define-resource.ts'
import { describeIssues } from '#sync/resources/describe-issues.ts'
import { fieldLabels } from '#sync/resources/resource-schemas.ts'
import type { Actor } from '../actor.ts'
import { type Queryable, type Row, toSnake } from '../db/db.ts'
import { nextId } from '../db/next-id.ts'
import { AppError, validationError } from '../http/app-error.ts'
import { scopeOf } from '../resources/data-scope.ts'
import { selectColumns } from '../resources/record-store.ts'
import { assertStepWhileWaiting, startApprovals } from './approvals.ts'

/** A column value `run` may answer: the database's current time (localtimestamp(0), in its time zone). */
export const NOW = Symbol('now')

/** One status change of records: which, from where, to where, and the work it does on each record. */
export type TransitionStep = {
  resource: ResourceDef
  /** The action's name (history) and words (messages). */
  action: string
  actionLabel: Label
  statusField: string
  allowed: (from: string) => boolean
  /** The status it leaves (absent: unchanged). */
  to?: string
  /** Work on each record, inside the transaction and after the check; answers further columns to set. */
  run?: (tx: Queryable, actor: Actor, record: Row) => Promise<Row | undefined> | Row | undefined
  refusal?: MessageKey
  remark?: string
}

const statusOf = (record: Row, statusField: string) => {
  const v = record[statusField]
  return v === null || v === undefined || v === '' ? '0' : String(v)
}

const governedCache = new Map<string, Map<string, string[]>>()

/** The status fields declared actions govern on a resource, each with its actions' names. */
function governedFields(resource: ResourceDef): Map<string, string[]> {
  const key = resourceKey(resource)
  let fields = governedCache.get(key)
  if (!fields) {
    fields = new Map()
    for (const action of declaredActions)
      if (resourceKey(action.resource) === key)
        fields.set(action.statusField, [...(fields.get(action.statusField) ?? []), action.name])
    governedCache.set(key, fields)
  }
  return fields
}

/**
 * A step's work answers further columns, never a status another lifecycle governs: that one
 * changes by its own action (checked, with its history), so the code is wrong, not the request.
 */
function assertNoOtherStatus(step: TransitionStep, extra: Row): void {
  const governed = governedFields(step.resource)
  for (const key of Object.keys(extra)) {
    const actions = key === step.statusField ? undefined : governed.get(key)
    if (actions)
      throw new Error(
        `${resourceKey(step.resource)} ${step.action}: ${key} changes only through its actions (${actions.join(', ')})`,
      )
  }
}

/** The record's words in messages: its title field, else its id. */
function recordTitle(resource: ResourceDef, record: Row): string {
  const key = titleKeyOf(resource)
  return String((key && record[key]) ?? record.id)
}

/** Ids in numeric order, each once: the order every caller locks rows in, so none deadlocks another. */
function inIdOrder(ids: readonly string[]): string[] {
  return [...new Set(ids.map(String))].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0))
}

/** A status as a statement takes it: a key that is a number is written as one, an empty one as NULL. */
const statusValue = (key: string) => (key === '' ? null : Number.isNaN(Number(key)) ? key : Number(key))

/** A status as history and the check read it: an empty one is '0'. */
const statusKey = (key: string) => (key === '' ? '0' : key)

/** A value's identity for grouping records that set the same columns to the same values. */
const valueKey = (value: unknown) =>
  value === NOW ? 'now' : typeof value === 'bigint' ? `n${value}` : `v${JSON.stringify(value ?? null)}`

/** A JSON value a column of any type reads (jsonb_populate_recordset): 64-bit integers as their digits. */
const jsonValue = (value: unknown) => (typeof value === 'bigint' ? value.toString() : (value ?? null))

/**
 * Writes a step's status and each record's further columns: records that set the same columns to
 * the same values share one UPDATE (… WHERE id = ANY), records whose values differ are written in
 * one UPDATE per set of columns, each row's values read from one JSON array typed by the table's
 * own row type (so no column's type is spelled here; sent as text, which both drivers pass as written).
 */
async function writeStep(tx: Queryable, actor: Actor, step: TransitionStep, records: readonly Row[], extras: Row[]) {
  const { resource } = step
  const shapes = new Map<string, { keys: string[]; rows: number[] }>()
  extras.forEach((extra, i) => {
    const keys = Object.keys(extra).sort()
    const shape = keys.map((k) => (extra[k] === NOW ? `${k}:now` : k)).join(',')
    const group = shapes.get(shape) ?? { keys, rows: [] }
    group.rows.push(i)
    shapes.set(shape, group)
  })
  for (const { keys, rows } of shapes.values()) {
    const params: unknown[] = [actor.session.userId]
    const sets = ['version = t.version + 1', 'update_user = $1']
    // The change's time, unless the step's work answers one of its own.
    if (!keys.includes('updateTime')) sets.push('update_time = localtimestamp(0)')
    if (step.to !== undefined) {
      params.push(statusValue(step.to))
      sets.push(`${toSnake(step.statusField)} = $${params.length}`)
    }
    const first = extras[rows[0] as number] as Row
    const now = keys.filter((k) => first[k] === NOW)
    const valued = keys.filter((k) => first[k] !== NOW)
    for (const k of now) sets.push(`${toSnake(k)} = localtimestamp(0)`)
    const ids = rows.map((i) => String((records[i] as Row).id))
    const same = rows.every((i) => valued.every((k) => valueKey((extras[i] as Row)[k]) === valueKey(first[k])))
    if (same) {
      for (const k of valued) {
        params.push(first[k])
        sets.push(`${toSnake(k)} = $${params.length}`)
      }
      params.push(ids)
      await tx.query(
        `UPDATE ${resource.table} t SET ${sets.join(', ')} WHERE t.id = ANY($${params.length}::bigint[])`,
        params,
      )
      continue
    }
    for (const k of valued) sets.push(`${toSnake(k)} = v.${toSnake(k)}`)
    const values = rows.map((i) => {
      const row: Record<string, unknown> = { id: String((records[i] as Row).id) }
      for (const k of valued) row[toSnake(k)] = jsonValue((extras[i] as Row)[k])
      return row
    })
    params.push(JSON.stringify(values))
    await tx.query(
      `UPDATE ${resource.table} t SET ${sets.join(', ')}
         FROM jsonb_populate_recordset(NULL::${resource.table}, $${params.length}::text::jsonb) AS v
        WHERE t.id = v.id`,
      params,
    )
  }
}

/**
 * The one way a record's status changes, for any number of records in a few statements: one
 * SELECT … ORDER BY id FOR UPDATE locks and reads them all in id order (so concurrent callers lock in
 * the same order and never deadlock; a record outside the actor's data scope is not found, as its
 * detail answers: 404 for the whole batch); the first record, in id order, whose status does not
 * allow the step refuses the batch (a 400 naming the record, its status and the action); the step's
 * work runs on each record; then one UPDATE per set of columns written sets the new status, bumps
 * the versions and stamps the change, and one INSERT writes a history row per record, all in the
 * caller's transaction. Answers the records as read, with the new status.
 */
export async function transition(tx: Queryable, actor: Actor, step: TransitionStep, ids: readonly string[]) {
  const { resource, statusField } = step
  const unique = inIdOrder(ids)
  if (!unique.length) return []
  // A step on the removal itself (restore) finds removed records; every other step only live ones.
  const removedToo = statusField === 'isDeleted'
  const params: unknown[] = [unique]
  const scope = await scopeOf(tx, actor, resource, params)
  const records = await tx.query(
    `SELECT ${selectColumns(resource)} FROM ${resource.table}
      WHERE id = ANY($1::bigint[])${removedToo ? '' : ' AND is_deleted = 0'} AND ${scope}
      ORDER BY id FOR UPDATE`,
    params,
  )
  if (records.length !== unique.length) throw new AppError('NOT_FOUND', 'recordNotFound')
  const from = records.map((record) => statusOf(record, statusField))
  const refused = from.findIndex((status) => !step.allowed(status))
  if (refused >= 0) {
    const record = records[refused] as Row
    const status = from[refused] as string
    const say = (key: string) => statusLabel(resource, statusField, key, actor.lang)
    throw new AppError('INVALID_STATE', step.refusal ?? 'actionNotAllowed', {
      id: String(record.id),
      record: recordTitle(resource, record),
      status: say(status),
      from: say(status),
      to: say(step.to === undefined ? status : statusKey(step.to)),
      action: step.actionLabel[actor.lang],
    })
  }
  // A step its statuses allow may still wait for an approval under way (only its ends move the record).
  assertStepWhileWaiting(resource, step.action, records, actor)
  const extras: Row[] = []
  for (const record of records) {
    const extra = (await step.run?.(tx, actor, record)) ?? {}
    assertNoOtherStatus(step, extra)
    extras.push(extra)
  }
  await writeStep(tx, actor, step, records, extras)
  await tx.query(
    `INSERT INTO blade_record_history (id, tenant_id, resource, record_id, action, from_status, to_status, remark, create_user)
     SELECT h.id, $1, $2, h.record_id, $3, h.from_status, h.to_status, $4, $5
       FROM unnest($6::bigint[], $7::bigint[], $8::text[], $9::text[]) AS h(id, record_id, from_status, to_status)`,
    [
      actor.session.tenantId,
      resourceKey(resource),
      step.action,
      step.remark?.slice(0, 500) ?? null,
      actor.session.userId,
      records.map(() => nextId()),
      records.map((r) => String(r.id)),
      from,
      from.map((status) => (step.to === undefined ? status : statusKey(step.to))),
    ],
  )
  return records.map((record) => (step.to === undefined ? record : { ...record, [statusField]: step.to }))
}

/**
 * Runs a declared action on records: the input is parsed with the action's schema first (a 400
 * naming each field), then its declared statuses and target go through `transition` and its
 * server-side work through `run`. The action's permission is its call's.
 */
export async function runAction<I extends z.ZodType>(
  tx: Queryable,
  actor: Actor,
  action: ActionDef<I>,
  ids: readonly string[],
  input: unknown,
  run?: (tx: Queryable, actor: Actor, record: Row, input: z.output<I>) => Promise<Row | undefined> | Row | undefined,
  remark?: string,
) {
  const parsed = action.input.safeParse(input, { reportInput: true })
  if (!parsed.success) {
    const labels = actionInputLabels(action, fieldLabels(action.resource))
    throw validationError(describeIssues(parsed.error.issues, actor.lang, labels))
  }
  const value = parsed.data as z.output<I>
  if (!action.approval)
    return transition(tx, actor, actionStep(action, run && ((t, a, record) => run(t, a, record, value)), remark), ids)
  // A step that starts an approval keeps each record as it was (its prior status), then starts the flow on it.
  const before: Row[] = []
  const work: TransitionStep['run'] = (t, a, record) => {
    before.push({ ...record })
    return run?.(t, a, record, value)
  }
  const moved = await transition(tx, actor, actionStep(action, work, remark), ids)
  const start = value as { processDefinitionId?: string; taskUser?: string }
  await startApprovals(tx, actor, {
    action,
    records: before,
    processDefinitionId: start.processDefinitionId,
    taskUser: start.taskUser,
  })
  return moved
}

/**
 * A declared action as a transition step, for a caller that has checked its own input per record
 * (order review: each order's routing and reason): its statuses, target, words and refusal.
 */
export function actionStep(action: ActionDef, run?: TransitionStep['run'], remark?: string): TransitionStep {
  return {
    resource: action.resource,
    action: action.name,
    actionLabel: action.label,
    statusField: action.statusField,
    allowed: (from) => actionAllowed(action, from),
    to: action.to,
    run,
    refusal: action.refusal,
    remark,
  }
}

/** The declared transitions of a resource's status (`statusTransitions`), as updateStatus offers them. */
export function changeStatus(tx: Queryable, actor: Actor, resource: ResourceDef, ids: readonly string[], to: string) {
  const allowed = resource.statusTransitions
  return transition(
    tx,
    actor,
    {
      resource,
      action: 'updateStatus',
      actionLabel: { zh: '修改状态', en: 'Change status', ja: 'ステータス変更' },
      statusField: 'status',
      // Without declared transitions any status may follow any other; setting the same status is harmless.
      allowed: (from) => !allowed || from === to || Boolean(allowed[from]?.includes(to)),
      to,
      refusal: 'statusTransition',
    },
    ids,
  )
}
