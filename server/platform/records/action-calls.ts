import { z } from 'zod'
import { syncAreas } from '#sync/areas.ts'
import type { Label } from '#sync/i18n/language.ts'
import { declaredActions } from '#sync/resources/actions.ts'
import { type ActionDef, actionInputLabels, statusLabel } from '#sync/resources/define-action.ts'
import { resourceBasePath, resourceKey } from '#sync/resources/define-resource.ts'
import { BATCH_IDS_LIMIT, fieldLabels, idListSchema } from '#sync/resources/resource-schemas.ts'
import type { Actor } from '../actor.ts'
import type { Queryable } from '../db/db.ts'
import type { AppDeps } from '../http/app-env.ts'
import { AppError } from '../http/app-error.ts'
import { type CallDef, defineCall } from '../http/calls.ts'
import { parseInput } from '../http/read-input.ts'
import { ok } from '../http/respond.ts'
import { actorOf } from '../resources/resource-calls.ts'
import { runAction } from './transition.ts'

export { BATCH_IDS_LIMIT }

/**
 * The ids of a batch call, the BladeX way: `ids` as a JSON array or `1,2,3` (in the body or the query
 * string; `id` is read the same way where `ids` is absent), each a 64-bit id, 1 to BATCH_IDS_LIMIT.
 * Every call that takes a batch of records parses them with this one schema.
 */
export const batchIds = idListSchema

/** Where a client sent `id` for a batch of one, it reads as `ids`. */
const idAsIds = (v: unknown) => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return v
  const r = v as Record<string, unknown>
  return r.ids === undefined && r.id !== undefined ? { ...r, ids: r.id } : r
}

/** A batch input: `ids` (batchIds) beside the given fields; an `id` stands for `ids`. */
export function batchInput<S extends z.ZodRawShape>(shape: S) {
  return z.preprocess(idAsIds, z.object({ ids: batchIds, ...shape }))
}

/** The ids of a batch input alone. */
export const batchIdsInput = batchInput({})

/** The words for `ids` in messages. */
const IDS_LABEL: Label = { zh: '数据', en: 'Records', ja: 'データ' }

/** One record a batch could not act on: its id, the kind of refusal and why, in the caller's language. */
export const batchFailure = z.object({ id: z.string(), code: z.string().nullable(), reason: z.string() })

/** A batch's answer where one refusal never blocks the others: the records done and each refused one. */
export const batchAnswer = z.object({ done: z.array(z.string()), failed: z.array(batchFailure) })

/** The answer of an action that answers nothing more than that it ran. */
export const answeredTrue = z.literal(true)

/** What the work of an action gets besides the transaction and the actor. */
export type ActionWorkContext = { deps: AppDeps }

/** The server's work of a declared action on a batch: answers the call's data (`true` when it answers nothing). */
export type ActionWorkFn<I> = (
  tx: Queryable,
  actor: Actor,
  ids: string[],
  input: I,
  context: ActionWorkContext,
) => Promise<unknown> | unknown

/** How an area runs one of its declared actions, and how its call is documented. */
export type ActionWork = {
  action: ActionDef
  work: ActionWorkFn<Record<string, unknown>>
  /** Fields the call takes beyond the action's input (lines of a confirmation), parsed with the ids. */
  params?: z.ZodRawShape
  summary?: string
  /** A body that succeeds against the demo data. */
  example?: Record<string, unknown>
  /** The answer's data (the envelope's `data`), for the OpenAPI document and the conformance test; `true` by default. */
  output?: z.ZodType
  /** Further paths the same call answers at (a resource served at a second address). */
  alsoAt?: readonly string[]
  /** A second call the action also answers on, picked there by a fixed field (a status change by number). */
  alsoOn?: { path: string; fixed: Record<string, string> }
  /** What runs once the transaction committed (wake a job). */
  afterCommit?: (deps: AppDeps, data: unknown) => void
}

type ActionInput<A extends ActionDef, P extends z.ZodRawShape> = z.output<A['input']> & z.output<z.ZodObject<P>>

/**
 * Registers an area's work for a declared action (`actions` on defineArea): the action's call runs
 * `work(tx, actor, ids, input)` in one transaction, where `input` is the action's input (and `params`)
 * parsed. An action with a call and no registered work runs plain `runAction`.
 */
export function actionWork<A extends ActionDef, P extends z.ZodRawShape = Record<never, never>>(
  action: A,
  work: ActionWorkFn<ActionInput<A, P>>,
  options: Omit<ActionWork, 'action' | 'work' | 'params'> & { params?: P } = {},
): ActionWork {
  return { action, work: work as ActionWorkFn<Record<string, unknown>>, ...options }
}

/** Whether an action is the end of an approval (its flow runs it, not a call). */
function isApprovalEnd(action: ActionDef): boolean {
  const key = resourceKey(action.resource)
  return declaredActions.some(
    (a) =>
      a.approval && resourceKey(a.resource) === key && [a.approval.approved, a.approval.rejected].includes(action.name),
  )
}

const registeredWorks = new Map<string, ActionWork>()

/** Registers the areas' action works (once, at load, `server/areas.ts`), so an approval's end runs the same work as a call. */
export function registerActionWorks(works: readonly ActionWork[]): void {
  for (const w of works) registeredWorks.set(keyOf(w.action), w)
}

/** Runs a declared action on records through its area's work (plain `runAction` where none is registered). */
export async function runDeclaredAction(
  tx: Queryable,
  actor: Actor,
  action: ActionDef,
  ids: string[],
  input: Record<string, unknown>,
  deps: AppDeps,
): Promise<unknown> {
  const work = registeredWorks.get(keyOf(action))?.work
  return work ? work(tx, actor, ids, input, { deps }) : runAction(tx, actor, action, ids, input)
}

/** The full path of an action's call: POST `<resource's API base>/<call.path>`, as the console posts it. */
export function actionPath(action: ActionDef): string | undefined {
  return action.call && `${resourceBasePath(action.resource)}/${action.call.path}`
}

/** The name of the area in `sync/` that declares the action (its calls' OpenAPI tag). */
function areaOf(action: ActionDef): string {
  return syncAreas.find((a) => (a.actions as readonly ActionDef[]).includes(action))?.name ?? 'other'
}

const keyOf = (a: ActionDef) => `${resourceKey(a.resource)}.${a.name}`

const shapeOf = (schema: z.ZodType): z.ZodRawShape => (schema as unknown as { shape?: z.ZodRawShape }).shape ?? {}

/**
 * The calls of every declared action that has one, from the declaration: POST `<base>/<call.path>`
 * (and GET too where the catalogue leaves the method open, `call.methodInferred`), the action's
 * permission, its input beside the batch's ids, its OpenAPI summary, example and answer. Actions that
 * share a path (`updateStatus` with `fixed: { status }`) make one call that picks the action by the
 * fixed field. The handler parses the chosen action's input, opens one transaction, builds the actor
 * and runs the area's work (plain `runAction` by default), answering its data in the envelope.
 */
export function actionCalls(works: readonly ActionWork[]): CallDef[] {
  const workOf = new Map<string, ActionWork>()
  for (const w of works) {
    const key = keyOf(w.action)
    if (workOf.has(key)) throw new Error(`${key}: work registered twice`)
    if (!w.action.call && !isApprovalEnd(w.action))
      throw new Error(`${key}: work registered for an action without a call`)
    workOf.set(key, w)
  }
  // Each call's path with the actions it runs (and the fixed value that picks each).
  const groups = new Map<string, { action: ActionDef; fixed?: Record<string, string> }[]>()
  const add = (path: string, action: ActionDef, fixed?: Record<string, string>) =>
    groups.set(path, [...(groups.get(path) ?? []), { action, fixed }])
  for (const action of declaredActions) {
    const path = actionPath(action)
    if (path) add(path, action, action.call?.fixed)
  }
  for (const w of works) {
    if (w.alsoOn) add(`${resourceBasePath(w.action.resource)}/${w.alsoOn.path}`, w.action, w.alsoOn.fixed)
  }
  const calls: CallDef[] = []
  for (const [path, entries] of groups) {
    const actions = entries.map((e) => e.action)
    const first = actions[0] as ActionDef
    const permission = first.permission
    if (actions.some((a) => a.permission !== permission)) throw new Error(`${path}: actions with different permissions`)
    const fixedKeys = Object.keys(entries[0]?.fixed ?? {})
    if (fixedKeys.length > 1 || (actions.length > 1 && fixedKeys.length !== 1))
      throw new Error(`${path}: shared by actions without one fixed key`)
    // The fixed field picks the action (and refuses a value no action of the call declares).
    const fixedKey = fixedKeys[0]
    const picks = new Map(entries.map((e) => [String(e.fixed?.[fixedKey ?? ''] ?? ''), e.action]))
    if (fixedKey && picks.size !== actions.length) throw new Error(`${path}: two actions with one ${fixedKey}`)
    // The call's documentation comes from the work of the actions that declare it (not those also on it).
    const registered = actions
      .filter((a) => actionPath(a) === path)
      .map((a) => workOf.get(keyOf(a)))
      .filter((w): w is ActionWork => Boolean(w))
    const option = <K extends keyof ActionWork>(k: K) => registered.find((w) => w[k] !== undefined)?.[k]
    const params: z.ZodRawShape = Object.assign({}, ...registered.map((w) => w.params ?? {}))
    const fixedShape: z.ZodRawShape = fixedKey
      ? {
          [fixedKey]: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().min(1).max(32)),
        }
      : {}
    const labels: Record<string, Label> = {
      ...fieldLabels(first.resource),
      ...Object.assign({}, ...actions.map((a) => actionInputLabels(a, fieldLabels(a.resource)))),
      ids: IDS_LABEL,
    }
    // The pipeline checks the ids, the fixed field and the call's own fields; the chosen action's input next.
    const callSchema = z.preprocess(idAsIds, z.object({ ids: batchIds, ...fixedShape, ...params }).loose())
    const actionShapes = actions.map((a) => shapeOf(a.input))
    const documentedShape = fixedKey
      ? Object.fromEntries(
          actionShapes.flatMap((s) => Object.entries(s).map(([k, v]) => [k, (v as z.ZodType).optional()])),
        )
      : actionShapes[0]
    const documentedFixed = fixedKey ? { [fixedKey]: z.enum([...picks.keys()] as [string, ...string[]]) } : {}
    const documented = z.object({ ids: batchIds, ...documentedFixed, ...documentedShape, ...params })
    const output = option('output') ?? answeredTrue
    const summary =
      option('summary') ??
      actions.map((a) => `${a.label.en} (${a.statusField} ${a.from.join('|')} → ${a.to ?? 'unchanged'})`).join('; ')
    const example = option('example')
    for (const at of [path, ...(option('alsoAt') ?? []).map((base) => `${base}/${first.call?.path}`)]) {
      calls.push(
        defineCall({
          method: 'POST',
          // The second addresses are POST only (the catalogue gives their method).
          alsoOther: first.call?.methodInferred && at === path ? true : undefined,
          path: at,
          area: areaOf(first),
          summary,
          access: { permission },
          input: { params: callSchema, labels, documented },
          ...(example === undefined ? {} : { example }),
          output,
          handler: async (c, { params: raw }) => {
            const given = raw as Record<string, unknown> & { ids: string[] }
            const action = fixedKey ? picks.get(String(given[fixedKey])) : first
            if (!action) {
              const status = statusLabel(
                first.resource,
                fixedKey ?? 'status',
                String(given[fixedKey ?? '']),
                c.var.lang,
              )
              throw new AppError('INVALID_STATE', 'statusNotDeclared', { status })
            }
            const actionInput = parseInput(c, action.input, given, labels) as Record<string, unknown>
            const paramsInput = Object.fromEntries(Object.keys(params).map((k) => [k, given[k]]))
            const input = { ...actionInput, ...paramsInput }
            const registeredWork = workOf.get(keyOf(action))?.work
            const afterCommit = workOf.get(keyOf(action))?.afterCommit
            const actor = actorOf(c)
            const deps = c.var.deps
            const data = await c.var.db.begin(async (tx) =>
              registeredWork
                ? registeredWork(tx, actor, given.ids, input, { deps })
                : runAction(tx, actor, action, given.ids, input).then(() => undefined),
            )
            const answer = data === undefined ? true : data
            afterCommit?.(deps, answer)
            return ok(c, answer)
          },
        }),
      )
    }
  }
  return calls
}
