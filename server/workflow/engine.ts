import type { ActionDef } from '#sync/resources/define-action.ts'
import { resourceKey, titleKeyOf } from '#sync/resources/define-resource.ts'
import { findResource } from '#sync/resources/index.ts'
import type { FlowCode } from '#sync/resources/workflow/flows.ts'
import { type Actor, actingForSystem } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { nextId } from '../platform/db/next-id.ts'
import type { AppDeps } from '../platform/http/app-env.ts'
import { AppError } from '../platform/http/app-error.ts'
import { runDeclaredAction } from '../platform/records/action-calls.ts'
import { type ApprovalStart, approvalActionOf, siblingAction, WITHDRAW_STEP } from '../platform/records/approvals.ts'
import { transition } from '../platform/records/transition.ts'
import { evaluateCondition, parseCondition } from './bpmn/condition.ts'
import type { FlowNode, ProcessGraph, TaskAssignment } from './bpmn/process-graph.ts'
import { documentFields, pickDeployment, readGraph } from './deployments.ts'

/**
 * The approval engine: an interpreter over the graph a deployment was checked into (bpmn/), whose
 * state (instances, tasks, joins, history) is rows in the caller's transaction. A document's submit
 * starts its flow in the submit's transaction; each task's completion moves the flow on in its own,
 * and the flow's end runs the document's approved or rejected action there too, so the document and
 * its approval never disagree. Rows are locked instance first, then task: two approvers racing on
 * one task queue on the instance, and the second finds the task done.
 */

type Instance = {
  id: string
  deploymentId: string
  flowCode: FlowCode
  businessResource: string
  businessId: string
  businessTitle: string
  priorStatus: string
  initiator: string
  initiatorDept: string | null
  chosenUser: string | null
  state: string
}

type Task = {
  id: string
  instanceId: string
  elementId: string
  name: string
  assignee: string | null
  candidateUsers: string[]
  candidateRoles: string[]
  candidateDepts: string[]
  chooseNext: boolean
  state: string
  completedBy: string | null
}

/** The context a flow moves in: the instance, its graph, who acts and the services an action's work needs. */
type Run = { tx: Queryable; actor: Actor; instance: Instance; graph: ProcessGraph; deps?: AppDeps }

const INSTANCE_COLUMNS = `id::text, deployment_id::text, flow_code, business_resource, business_id::text, business_title,
  prior_status, initiator::text, initiator_dept::text, chosen_user::text, state`
const TASK_COLUMNS = `id::text, instance_id::text, element_id, name, assignee::text, candidate_users::text[],
  candidate_roles::text[], candidate_depts::text[], choose_next, state, completed_by::text`

/** A user's name for messages (their real name, else account). */
async function userName(tx: Queryable, id: string | null): Promise<string> {
  if (!id) return ''
  const [user] = await tx.query<{ name: string }>(
    `SELECT coalesce(nullif(real_name, ''), nullif(name, ''), account) AS name FROM blade_user WHERE id = $1`,
    [id],
  )
  return user?.name ?? id
}

async function history(run: Run, node: Pick<FlowNode, 'id' | 'name' | 'type'>, action: string, comment?: string) {
  await run.tx.query(
    `INSERT INTO wf_history (id, tenant_id, instance_id, element_id, element_name, element_type, action, actor, comment, end_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, localtimestamp(0))`,
    [
      nextId(),
      run.actor.session.tenantId,
      run.instance.id,
      node.id,
      node.name,
      node.type,
      action,
      run.actor.session.userId,
      comment ?? null,
    ],
  )
}

/** Starts the approval of each record a step with an `approval` has just moved to waiting. */
export async function startApproval(tx: Queryable, actor: Actor, request: ApprovalStart): Promise<string[]> {
  const { action } = request
  const approval = action.approval
  if (!approval) throw new Error(`${action.name} starts no approval`)
  const deployment = await pickDeployment(tx, actor, approval.flow, request.processDefinitionId)
  const graph = readGraph(deployment.graph)
  const resource = action.resource
  const title = titleKeyOf(resource)
  const started: string[] = []
  for (const record of request.records) {
    const id = nextId()
    const businessTitle = String((title && record[title]) ?? record.id).slice(0, 200)
    const inserted = await tx.query(
      `INSERT INTO wf_instance (id, tenant_id, deployment_id, flow_code, business_resource, business_id, business_title,
                                prior_status, initiator, initiator_dept, chosen_user)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (tenant_id, business_resource, business_id) WHERE state = 'running' DO NOTHING RETURNING id`,
      [
        id,
        actor.session.tenantId,
        deployment.id,
        approval.flow,
        resourceKey(resource),
        String(record.id),
        businessTitle,
        String(record[action.statusField] ?? '0') || '0',
        actor.session.userId,
        actor.session.deptIds[0] ?? null,
        request.taskUser ?? null,
      ],
    )
    if (!inserted.length) throw new AppError('INVALID_STATE', 'workflow.alreadyRunning', { record: businessTitle })
    const instance = await lockInstance(tx, id)
    const run: Run = { tx, actor, instance, graph }
    const start = graph.nodes[graph.start] as FlowNode
    await history(run, start, 'start')
    await moveOn(run, start.id)
    started.push(id)
  }
  return started
}

async function lockInstance(tx: Queryable, id: string): Promise<Instance> {
  const [instance] = await tx.query<Instance>(`SELECT ${INSTANCE_COLUMNS} FROM wf_instance WHERE id = $1 FOR UPDATE`, [
    id,
  ])
  if (!instance) throw new AppError('NOT_FOUND', 'recordNotFound')
  return instance
}

/** The targets of a node's outgoing flows. */
const targetsOf = (graph: ProcessGraph, nodeId: string) =>
  (graph.outgoing[nodeId] ?? []).map((flowId) => graph.flows[flowId]?.target as string)

/** Moves the flow on from a node that is done (the start, an approved task): tasks are created, gateways decided, an end ends it. */
async function moveOn(run: Run, fromNode: string): Promise<void> {
  const queue = targetsOf(run.graph, fromNode).map((target) => ({ target, via: fromNode }))
  while (queue.length) {
    const { target } = queue.shift() as { target: string }
    const node = run.graph.nodes[target]
    if (!node) throw new Error(`${run.graph.key}: no node ${target}`)
    if (node.type === 'userTask') {
      await createTask(run, node)
    } else if (node.type === 'exclusiveGateway') {
      const next = await decide(run, node)
      await history(run, node, 'pass')
      queue.push({ target: next, via: node.id })
    } else if (node.type === 'parallelGateway') {
      if (!(await joined(run, node))) continue
      await history(run, node, 'pass')
      for (const next of targetsOf(run.graph, node.id)) queue.push({ target: next, via: node.id })
    } else if (node.type === 'endEvent') {
      await history(run, node, 'end')
      const [open] = await run.tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM wf_task WHERE instance_id = $1 AND state = 'open'`,
        [run.instance.id],
      )
      // Another branch still runs (a parallel split without a join): the flow ends when the last one does.
      if (!open?.n && queue.length === 0) await endInstance(run, 'approved')
    }
  }
}

/** Whether every incoming flow of a joining parallel gateway has arrived (a split passes at once). */
async function joined(run: Run, node: FlowNode): Promise<boolean> {
  const incoming = run.graph.incoming[node.id]?.length ?? 0
  if (incoming <= 1) return true
  const [row] = await run.tx.query<{ arrived: number }>(
    `INSERT INTO wf_join (tenant_id, instance_id, element_id, arrived) VALUES ($1, $2, $3, 1)
     ON CONFLICT (tenant_id, instance_id, element_id) DO UPDATE SET arrived = wf_join.arrived + 1 RETURNING arrived`,
    [run.actor.session.tenantId, run.instance.id, node.id],
  )
  if ((row?.arrived ?? 0) < incoming) return false
  await run.tx.query('DELETE FROM wf_join WHERE instance_id = $1 AND element_id = $2', [run.instance.id, node.id])
  return true
}

/** The flow an exclusive gateway takes: the first whose condition holds on the document, else its default. */
async function decide(run: Run, node: Extract<FlowNode, { type: 'exclusiveGateway' }>): Promise<string> {
  const fields = await documentFields(run.tx, run.instance.businessResource, run.instance.businessId)
  for (const flowId of run.graph.outgoing[node.id] ?? []) {
    const flow = run.graph.flows[flowId]
    if (!flow?.condition || flowId === node.defaultFlow) continue
    let holds: boolean
    try {
      holds = evaluateCondition(parseCondition(flow.condition), fields)
    } catch (e) {
      throw new AppError('VALIDATION', 'workflow.conditionFailed', {
        condition: flow.condition,
        reason: e instanceof Error ? e.message : String(e),
      })
    }
    if (holds) return flow.target
  }
  const fallback = node.defaultFlow ? run.graph.flows[node.defaultFlow] : undefined
  const unconditioned = (run.graph.outgoing[node.id] ?? [])
    .map((f) => run.graph.flows[f])
    .find((f) => f && !f.condition)
  const taken = fallback ?? unconditioned
  if (!taken) throw new AppError('VALIDATION', 'workflow.noPathTaken', { gateway: node.name || node.id })
  return taken.target
}

/** Who holds a new task, or may claim it: resolved when the flow reaches it, from the model's assignment. */
async function resolveHolders(run: Run, node: Extract<FlowNode, { type: 'userTask' }>) {
  const { tx, instance } = run
  const a: TaskAssignment = node.assignment
  const task = node.name || node.id
  let assignee: string | null = null
  if (a.assignee?.kind === 'initiator') assignee = instance.initiator
  else if (a.assignee?.kind === 'chosen') {
    if (!instance.chosenUser) throw new AppError('VALIDATION', 'workflow.chooseNextApprover', { task })
    assignee = instance.chosenUser
  } else if (a.assignee?.kind === 'deptLeader') {
    if (!instance.initiatorDept) throw new AppError('VALIDATION', 'workflow.noDepartment', { task })
    const [dept] = await tx.query<{ leaderId: string | null; deptName: string }>(
      'SELECT leader_id::text, dept_name FROM blade_dept WHERE id = $1 AND is_deleted = 0',
      [instance.initiatorDept],
    )
    if (!dept?.leaderId)
      throw new AppError('VALIDATION', 'workflow.noDepartmentLeader', { dept: dept?.deptName ?? '', task })
    assignee = dept.leaderId
  } else if (a.assignee?.kind === 'account') {
    assignee = (await accountIds(tx, [a.assignee.account], task))[0] ?? null
  }
  const candidateUsers = a.candidateUsers.length ? await accountIds(tx, a.candidateUsers, task) : []
  const candidateRoles = a.candidateRoles.length
    ? (
        await tx.query<{ id: string }>(
          'SELECT id::text FROM blade_role WHERE role_alias = ANY($1::text[]) AND is_deleted = 0',
          [a.candidateRoles],
        )
      ).map((r) => r.id)
    : []
  const candidateDepts = a.candidateDepts.filter((d) => /^\d{1,19}$/.test(d))
  if (!assignee && !candidateUsers.length && !candidateRoles.length && !candidateDepts.length)
    throw new AppError('VALIDATION', 'workflow.unknownAccount', { account: a.candidateRoles.join(','), task })
  return { assignee, candidateUsers, candidateRoles, candidateDepts }
}

async function accountIds(tx: Queryable, accounts: string[], task: string): Promise<string[]> {
  const rows = await tx.query<{ id: string; account: string }>(
    'SELECT id::text, account FROM blade_user WHERE account = ANY($1::text[]) AND is_deleted = 0',
    [accounts],
  )
  const missing = accounts.find((account) => !rows.some((r) => r.account === account))
  if (missing) throw new AppError('VALIDATION', 'workflow.unknownAccount', { account: missing, task })
  return rows.map((r) => r.id)
}

async function createTask(run: Run, node: Extract<FlowNode, { type: 'userTask' }>): Promise<void> {
  const holders = await resolveHolders(run, node)
  await run.tx.query(
    `INSERT INTO wf_task (id, tenant_id, instance_id, element_id, name, assignee, candidate_users, candidate_roles,
                          candidate_depts, choose_next, claim_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7::bigint[], $8::bigint[], $9::bigint[], $10, CASE WHEN $6::bigint IS NULL THEN NULL ELSE localtimestamp(0) END)`,
    [
      nextId(),
      run.actor.session.tenantId,
      run.instance.id,
      node.id,
      node.name.slice(0, 200),
      holders.assignee,
      holders.candidateUsers,
      holders.candidateRoles,
      holders.candidateDepts,
      node.chooseNext,
    ],
  )
}

/** Whether a user may claim a task: named among its candidates, or in one of its roles or departments. */
export function isCandidate(task: Pick<Task, 'candidateUsers' | 'candidateRoles' | 'candidateDepts'>, actor: Actor) {
  const { userId, roleIds, deptIds } = actor.session
  return (
    task.candidateUsers.includes(userId) ||
    task.candidateRoles.some((r) => roleIds.includes(r)) ||
    task.candidateDepts.some((d) => deptIds.includes(d))
  )
}

async function lockTask(tx: Queryable, taskId: string): Promise<{ task: Task; instance: Instance }> {
  const [found] = await tx.query<{ instanceId: string }>('SELECT instance_id::text FROM wf_task WHERE id = $1', [
    taskId,
  ])
  if (!found) throw new AppError('NOT_FOUND', 'workflow.taskNotFound')
  const instance = await lockInstance(tx, found.instanceId)
  const [task] = await tx.query<Task>(`SELECT ${TASK_COLUMNS} FROM wf_task WHERE id = $1 FOR UPDATE`, [taskId])
  if (!task) throw new AppError('NOT_FOUND', 'workflow.taskNotFound')
  return { task, instance }
}

/** Refuses a task the actor may not act on: done already, held by another, or not theirs to claim. */
async function assertMayAct(tx: Queryable, actor: Actor, task: Task): Promise<void> {
  const name = task.name || task.elementId
  if (task.state !== 'open')
    throw new AppError('INVALID_STATE', 'workflow.taskDone', { task: name, user: await userName(tx, task.completedBy) })
  if (task.assignee && task.assignee !== actor.session.userId)
    throw new AppError('INVALID_STATE', 'workflow.taskClaimed', { task: name, user: await userName(tx, task.assignee) })
  if (!task.assignee && !isCandidate(task, actor))
    throw new AppError('FORBIDDEN', 'workflow.notCandidate', { task: name })
}

/** Claims a task the actor is a candidate of: it becomes theirs, and every other candidate is refused. */
export async function claimTask(tx: Queryable, actor: Actor, taskId: string): Promise<string> {
  const { task, instance } = await lockTask(tx, taskId)
  await assertMayAct(tx, actor, task)
  if (task.assignee) return instance.id
  await tx.query(
    `UPDATE wf_task SET assignee = $2, claim_time = localtimestamp(0), version = version + 1 WHERE id = $1`,
    [task.id, actor.session.userId],
  )
  const graph = readGraph((await graphOf(tx, instance)).graph)
  await history({ tx, actor, instance, graph }, { id: task.elementId, name: task.name, type: 'userTask' }, 'claim')
  return instance.id
}

async function graphOf(tx: Queryable, instance: Instance): Promise<{ graph: unknown }> {
  const [row] = await tx.query<{ graph: unknown }>('SELECT graph FROM wf_deployment WHERE id = $1', [
    instance.deploymentId,
  ])
  if (!row) throw new Error(`instance ${instance.id}: deployment ${instance.deploymentId} is gone`)
  return row
}

export type Decision = { taskId: string; pass: boolean; comment?: string; assignee?: string }

/**
 * Completes a task (approve, or reject back to the initiator with a comment): an unclaimed task
 * the actor may claim is claimed on the way; approving moves the flow on, rejecting ends it and
 * runs the document's rejected action. Answers the instance's id.
 */
export async function completeTask(tx: Queryable, actor: Actor, decision: Decision, deps?: AppDeps): Promise<string> {
  const { task, instance } = await lockTask(tx, decision.taskId)
  await assertMayAct(tx, actor, task)
  if (!decision.pass && !decision.comment?.trim()) throw new AppError('VALIDATION', 'workflow.commentRequired')
  const graph = readGraph((await graphOf(tx, instance)).graph)
  const run: Run = { tx, actor, instance, graph, deps }
  await tx.query(
    `UPDATE wf_task SET state = 'completed', outcome = $2, comment = $3, completed_by = $4, assignee = $4,
            claim_time = coalesce(claim_time, localtimestamp(0)), end_time = localtimestamp(0), version = version + 1
      WHERE id = $1`,
    [task.id, decision.pass ? 'approved' : 'rejected', decision.comment ?? null, actor.session.userId],
  )
  const node = graph.nodes[task.elementId] ?? { id: task.elementId, name: task.name, type: 'userTask' as const }
  await history(run, node, decision.pass ? 'approve' : 'reject', decision.comment)
  if (!decision.pass) {
    await endInstance(run, 'rejected', decision.comment)
    return instance.id
  }
  if (decision.assignee) {
    await tx.query('UPDATE wf_instance SET chosen_user = $2 WHERE id = $1', [instance.id, decision.assignee])
    instance.chosenUser = decision.assignee
  }
  await moveOn(run, task.elementId)
  return instance.id
}

/**
 * Ends an instance: open tasks are cancelled, and the document takes its approval's end — the
 * approved or rejected action (its area's work, as its call would run it), or back to its prior
 * status when withdrawn — acting for the system, since the flow, not the person's roles, allowed it.
 */
async function endInstance(run: Run, state: 'approved' | 'rejected' | 'withdrawn', comment?: string) {
  const { tx, instance } = run
  await tx.query(
    `UPDATE wf_task SET state = 'cancelled', end_time = localtimestamp(0), version = version + 1
      WHERE instance_id = $1 AND state = 'open'`,
    [instance.id],
  )
  await tx.query(
    `UPDATE wf_instance SET state = $2, end_time = localtimestamp(0), end_reason = $3, version = version + 1 WHERE id = $1`,
    [instance.id, state, comment ?? null],
  )
  instance.state = state
  const resource = findResource(instance.businessResource)
  const submit = resource && approvalActionOf(resource)
  if (!resource || !submit?.approval) throw new Error(`${instance.businessResource}: no approval declared`)
  const actor = actingForSystem(run.actor)
  if (state === 'withdrawn') {
    await transition(tx, actor, withdrawStep(submit, instance.priorStatus, comment), [instance.businessId])
    return
  }
  const end = siblingAction(submit, state === 'approved' ? submit.approval.approved : submit.approval.rejected)
  const input: Record<string, unknown> = {}
  if (state === 'rejected' && submit.approval.comment) input[submit.approval.comment] = comment ?? ''
  if (!run.deps) throw new Error('an approval ends only within a call that carries the app services')
  await runDeclaredAction(tx, actor, end, [instance.businessId], input, run.deps)
}

const WITHDRAW_LABEL = { zh: '撤回审批', en: 'Withdraw approval', ja: '承認の取り下げ' }

/** A withdrawal's step: from waiting back to the status the document had when it was submitted. */
function withdrawStep(submit: ActionDef, prior: string, remark?: string) {
  return {
    resource: submit.resource,
    action: WITHDRAW_STEP,
    actionLabel: WITHDRAW_LABEL,
    statusField: submit.statusField,
    allowed: (from: string) => from === submit.to,
    to: prior,
    remark,
  }
}

/**
 * Withdraws a running approval (its initiator, or one who may follow every approval): tasks are
 * cancelled and the document goes back to the status it had before its submit.
 */
export async function withdrawApproval(
  tx: Queryable,
  actor: Actor,
  instanceId: string,
  reason: string | undefined,
  mayFollowAll: boolean,
  deps: AppDeps,
): Promise<string> {
  const instance = await lockInstance(tx, instanceId)
  if (instance.state !== 'running')
    throw new AppError('INVALID_STATE', 'workflow.instanceEnded', { state: instance.state })
  if (instance.initiator !== actor.session.userId && !mayFollowAll)
    throw new AppError('FORBIDDEN', 'workflow.notInitiator', { user: await userName(tx, instance.initiator) })
  const graph = readGraph((await graphOf(tx, instance)).graph)
  const run: Run = { tx, actor, instance, graph, deps }
  const start = graph.nodes[graph.start] as FlowNode
  await history(run, start, 'withdraw', reason)
  await endInstance(run, 'withdrawn', reason)
  return instance.id
}

/** The flow code and document of the instance a task belongs to. */
export async function taskDocument(tx: Queryable, taskId: string) {
  const [row] = await tx.query<{ flowCode: string; businessResource: string; businessId: string }>(
    `SELECT i.flow_code, i.business_resource, i.business_id::text FROM wf_task t JOIN wf_instance i ON i.id = t.instance_id
      WHERE t.id = $1`,
    [taskId],
  )
  if (!row) throw new AppError('NOT_FOUND', 'workflow.taskNotFound')
  return row
}
