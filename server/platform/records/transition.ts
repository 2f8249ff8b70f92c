import type { z } from 'zod'
import type { Label } from '#sync/i18n/language.ts'
import type { MessageKey } from '#sync/i18n/messages.ts'
import { type ActionDef, actionAllowed, actionInputLabels, statusLabel } from '#sync/resources/define-action.ts'
import { type ResourceDef, resourceKey, titleKeyOf } from '#sync/resources/define-resource.ts'
import { describeIssues } from '#sync/resources/describe-issues.ts'
import { fieldLabels } from '#sync/resources/resource-schemas.ts'
import type { Actor } from '../actor.ts'
import { type Queryable, type Row, toSnake } from '../db/db.ts'
import { nextId } from '../db/next-id.ts'
import { AppError, validationError } from '../http/app-error.ts'
import { scopeOf } from '../resources/data-scope.ts'
import { findRecord } from '../resources/record-store.ts'

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

/** The record's words in messages: its title field, else its id. */
function recordTitle(resource: ResourceDef, record: Row): string {
  const key = titleKeyOf(resource)
  return String((key && record[key]) ?? record.id)
}

/**
 * The one way a record's status changes. For each record, in id order (so concurrent callers lock
 * in the same order and never deadlock): lock the row (a record outside the actor's data scope is
 * not found, as its detail answers: 404 for the whole batch), refuse it when its status does not allow
 * the step (a 400 naming the record, its status and the action), run the step's work, set the new
 * status, bump the version and write the history row, all in the caller's transaction.
 */
export async function transition(tx: Queryable, actor: Actor, step: TransitionStep, ids: readonly string[]) {
  const { resource, statusField } = step
  const column = toSnake(statusField)
  const unique = [...new Set(ids)].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0))
  // A step on the removal itself (restore) finds removed records; every other step only live ones.
  const removedToo = statusField === 'isDeleted'
  const params: unknown[] = [unique]
  const scope = await scopeOf(tx, actor, resource, params)
  const locked = await tx.query<{ id: string }>(
    `SELECT id FROM ${resource.table} WHERE id = ANY($1::bigint[])${removedToo ? '' : ' AND is_deleted = 0'}
        AND ${scope} ORDER BY id FOR UPDATE`,
    params,
  )
  if (locked.length !== unique.length) throw new AppError('NOT_FOUND', 'recordNotFound')
  const changed: Row[] = []
  for (const id of unique) {
    const record = (await findRecord(tx, resource, id, { removedToo })) as Row
    const from = statusOf(record, statusField)
    if (!step.allowed(from)) {
      const say = (key: string) => statusLabel(resource, statusField, key, actor.lang)
      const title = recordTitle(resource, record)
      throw new AppError('INVALID_STATE', step.refusal ?? 'actionNotAllowed', {
        id,
        record: title,
        sku: title,
        status: say(from),
        from: say(from),
        to: step.to === undefined ? say(from) : say(step.to),
        action: step.actionLabel[actor.lang],
      })
    }
    const extra = (await step.run?.(tx, actor, record)) ?? {}
    const sets: string[] = []
    const params: unknown[] = [id, actor.session.userId]
    if (step.to !== undefined) {
      params.push(Number.isNaN(Number(step.to)) ? step.to : Number(step.to))
      sets.push(`${column} = $${params.length}`)
    }
    for (const [key, value] of Object.entries(extra)) {
      if (value === NOW) {
        sets.push(`${toSnake(key)} = localtimestamp(0)`)
        continue
      }
      params.push(value)
      sets.push(`${toSnake(key)} = $${params.length}`)
    }
    await tx.query(
      `UPDATE ${resource.table}
          SET ${[...sets, 'version = version + 1', 'update_user = $2', 'update_time = localtimestamp(0)'].join(', ')}
        WHERE id = $1`,
      params,
    )
    await tx.query(
      `INSERT INTO blade_record_history (id, tenant_id, resource, record_id, action, from_status, to_status, remark, create_user)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        nextId(),
        actor.session.tenantId,
        resourceKey(resource),
        id,
        step.action,
        from,
        step.to ?? from,
        step.remark?.slice(0, 500) ?? null,
        actor.session.userId,
      ],
    )
    changed.push({ ...record, ...(step.to === undefined ? {} : { [statusField]: step.to }) })
  }
  return changed
}

/**
 * Runs a declared action on records: the input is parsed with the action's schema first (a 400
 * naming each field), then its declared statuses and target go through `transition` and its
 * server-side work through `run`. The action's permission is its call's.
 */
export function runAction<I extends z.ZodType>(
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
  return transition(
    tx,
    actor,
    {
      resource: action.resource,
      action: action.name,
      actionLabel: action.label,
      statusField: action.statusField,
      allowed: (from) => actionAllowed(action, from),
      to: action.to,
      run: run && ((t, a, record) => run(t, a, record, value)),
      refusal: action.refusal,
      remark,
    },
    ids,
  )
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
