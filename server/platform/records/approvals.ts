import { declaredActions } from '#sync/resources/actions.ts'
import type { ActionDef } from '#sync/resources/define-action.ts'
import { statusLabel } from '#sync/resources/define-action.ts'
import { type ResourceDef, resourceKey, titleKeyOf } from '#sync/resources/define-resource.ts'
import type { Actor } from '../actor.ts'
import type { Queryable, Row } from '../db/db.ts'
import type { AppDeps } from '../http/app-env.ts'
import { AppError } from '../http/app-error.ts'

/**
 * What a step that starts an approval asks of the engine (the workflow area registers it at load,
 * `server/areas.ts`): start the flow on each record just moved to waiting, in the same transaction,
 * so the document's submit and its process start commit or fail together.
 */
export type ApprovalStart = {
  action: ActionDef
  /** The records as they were before the step (their prior status is kept for a withdrawal). */
  records: readonly Row[]
  processDefinitionId?: string
  taskUser?: string
}

export type ApprovalEngine = { start: (tx: Queryable, actor: Actor, request: ApprovalStart) => Promise<void> }

let engine: ApprovalEngine | undefined

/** Registers the approval engine (once, at load). */
export function registerApprovalEngine(e: ApprovalEngine): void {
  engine = e
}

/** Starts the approval of records that a step with an `approval` has just moved to waiting. */
export async function startApprovals(tx: Queryable, actor: Actor, request: ApprovalStart): Promise<void> {
  if (!engine) throw new Error(`${request.action.name}: no approval engine is registered`)
  await engine.start(tx, actor, request)
}

/** The declared action of a resource that starts an approval (at most one per status field). */
export function approvalActionOf(resource: Pick<ResourceDef, 'module' | 'name'>): ActionDef | undefined {
  const key = resourceKey(resource)
  return declaredActions.find((a) => a.approval && resourceKey(a.resource) === key)
}

/** The declared action of the same resource by name (an approval's approved or rejected action). */
export function siblingAction(action: ActionDef, name: string): ActionDef {
  const key = resourceKey(action.resource)
  const found = declaredActions.find((a) => a.name === name && resourceKey(a.resource) === key)
  if (!found) throw new Error(`${key}: no action ${name}`)
  return found
}

/** A record waiting for its approval cannot be changed (only withdrawn): a 409 naming it and its status. */
export function assertNotAwaitingApproval(resource: ResourceDef, record: Row | undefined, actor: Actor): void {
  const action = record && approvalActionOf(resource)
  if (!action || !record || String(record[action.statusField] ?? '') !== action.to) return
  const title = titleKeyOf(resource)
  throw new AppError('INVALID_STATE', 'workflow.awaitingApproval', {
    record: String((title && record[title]) ?? record.id),
    step: statusLabel(resource, action.statusField, String(action.to), actor.lang),
  })
}

/** The step names that may move a document waiting for its approval: the approval's ends and the withdrawal. */
export const WITHDRAW_STEP = 'withdrawApproval'

/**
 * A record waiting for its approval takes no other step than the approval's own ends (approved,
 * rejected) or its withdrawal: abolishing it, or any other action, waits until it is withdrawn.
 */
export function assertStepWhileWaiting(resource: ResourceDef, step: string, records: readonly Row[], actor: Actor) {
  const action = approvalActionOf(resource)
  if (!action?.approval) return
  if ([action.approval.approved, action.approval.rejected, WITHDRAW_STEP].includes(step)) return
  for (const record of records) assertNotAwaitingApproval(resource, record, actor)
}

/** How the engine runs an approval's end on the document: the area's registered work of the action, else the plain transition. */
export type ActionRunner = (
  tx: Queryable,
  actor: Actor,
  action: ActionDef,
  ids: string[],
  input: Record<string, unknown>,
  deps: AppDeps,
) => Promise<unknown>
