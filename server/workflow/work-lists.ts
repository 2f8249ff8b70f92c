import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { Language } from '#sync/i18n/language.ts'
import { FLOWS, isFlowCode } from '#sync/resources/workflow/flows.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { readGraph } from './deployments.ts'

/**
 * What the work lists, the follow list, an approval's history and its tracking view read: tasks and
 * instances with their flow, document and people named, a page at a time.
 */

export type Paging = { current: number; size: number }
export type WorkFilter = Paging & {
  category?: string
  processDefinitionName?: string
  businessTitle?: string
  state?: string
}

const flowName = (code: string, lang: Language) => (isFlowCode(code) ? FLOWS[code].label[lang] : code)
const kindOf = (code: string) => (isFlowCode(code) ? FLOWS[code].kind : code)
/** A key in words, from one of the workflow's dictionaries. */
const word = (code: 'process_instance_state' | 'message_status', key: string, lang: Language) =>
  findDictionary(code).entries.find((e) => e.key === key)?.label[lang] ?? key

const USER_NAME = (alias: string) =>
  `coalesce(nullif(${alias}.real_name, ''), nullif(${alias}.name, ''), ${alias}.account)`

const TASK_SELECT = `
  SELECT t.id::text AS task_id, t.name AS task_name, t.element_id AS task_definition_key, t.instance_id::text AS process_instance_id,
         i.deployment_id::text AS process_definition_id, d.process_key AS process_definition_key, d.name AS process_definition_name,
         i.flow_code AS category, i.business_id::text AS business_id, i.business_resource, i.business_title,
         i.initiator::text AS start_user, ${USER_NAME('su')} AS start_user_name, t.assignee::text AS assignee,
         ${USER_NAME('au')} AS assignee_name, to_char(t.create_time, 'YYYY-MM-DD HH24:MI:SS') AS create_time,
         to_char(t.claim_time, 'YYYY-MM-DD HH24:MI:SS') AS claim_time, to_char(t.end_time, 'YYYY-MM-DD HH24:MI:SS') AS end_time,
         t.outcome, t.comment, t.choose_next, i.state AS instance_state
    FROM wf_task t JOIN wf_instance i ON i.id = t.instance_id JOIN wf_deployment d ON d.id = i.deployment_id
    LEFT JOIN blade_user su ON su.id = i.initiator LEFT JOIN blade_user au ON au.id = t.assignee`

function taskAnswer(row: Row, lang: Language) {
  const category = String(row.category)
  const status = row.outcome === 'approved' ? 1 : row.outcome === 'rejected' ? 2 : 0
  return {
    taskId: String(row.taskId),
    taskName: String(row.taskName ?? ''),
    taskDefinitionKey: String(row.taskDefinitionKey),
    processInstanceId: String(row.processInstanceId),
    processDefinitionId: String(row.processDefinitionId),
    processDefinitionKey: String(row.processDefinitionKey),
    processDefinitionName: String(row.processDefinitionName),
    category,
    categoryName: flowName(category, lang),
    kind: kindOf(category),
    businessId: String(row.businessId),
    businessResource: String(row.businessResource),
    businessTitle: String(row.businessTitle ?? ''),
    startUser: String(row.startUser),
    startUserName: String(row.startUserName ?? ''),
    assignee: (row.assignee as string | null) ?? null,
    assigneeName: (row.assigneeName as string | null) ?? null,
    createTime: String(row.createTime),
    claimTime: (row.claimTime as string | null) ?? null,
    endTime: (row.endTime as string | null) ?? null,
    status,
    statusName: word('message_status', String(status), lang),
    comment: (row.comment as string | null) ?? null,
    chooseNext: Boolean(row.chooseNext),
    processIsFinished: row.instanceState !== 'running',
  }
}

/** The filters every list takes, as SQL over `i` (instance) and `d` (deployment). */
function filters(filter: WorkFilter, params: unknown[]): string {
  const where: string[] = []
  if (filter.category) {
    params.push(filter.category)
    where.push(`i.flow_code = $${params.length}`)
  }
  if (filter.processDefinitionName) {
    params.push(`%${filter.processDefinitionName}%`)
    where.push(`d.name ILIKE $${params.length}`)
  }
  if (filter.businessTitle) {
    params.push(`%${filter.businessTitle}%`)
    where.push(`i.business_title ILIKE $${params.length}`)
  }
  if (filter.state) {
    params.push(filter.state)
    where.push(`i.state = $${params.length}`)
  }
  return where.map((w) => ` AND ${w}`).join('')
}

async function paged<T>(
  tx: Queryable,
  sql: string,
  order: string,
  params: unknown[],
  paging: Paging,
  map: (r: Row) => T,
) {
  const [count] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) q`, params)
  const rows = await tx.query<Row>(
    `${sql} ORDER BY ${order} LIMIT ${paging.size} OFFSET ${(paging.current - 1) * paging.size}`,
    params,
  )
  const total = count?.n ?? 0
  return {
    records: rows.map(map),
    total,
    size: paging.size,
    current: paging.current,
    pages: Math.ceil(total / paging.size),
  }
}

/** A task the user may claim: named, or in one of its roles or departments (the user, roles and departments from $n on). */
const candidate = (n: number) =>
  `(t.candidate_users && $${n}::bigint[] OR t.candidate_roles && $${n + 1}::bigint[] OR t.candidate_depts && $${n + 2}::bigint[])`

/** Open tasks the actor holds (kind 'todo'), may claim ('claim'), or completed ('done'). */
export function taskList(tx: Queryable, actor: Actor, kind: 'todo' | 'claim' | 'done', filter: WorkFilter) {
  const { userId, roleIds, deptIds } = actor.session
  const params: unknown[] = kind === 'claim' ? [[userId], roleIds, deptIds] : [userId]
  const where =
    kind === 'todo'
      ? `t.state = 'open' AND t.assignee = $1`
      : kind === 'done'
        ? `t.state = 'completed' AND t.completed_by = $1`
        : `t.state = 'open' AND t.assignee IS NULL AND ${candidate(1)}`
  const sql = `${TASK_SELECT} WHERE ${where}${filters(filter, params)}`
  const order = kind === 'done' ? 't.end_time DESC, t.id DESC' : 't.create_time DESC, t.id DESC'
  return paged(tx, sql, order, params, filter, (r) => taskAnswer(r, actor.lang))
}

const INSTANCE_SELECT = `
  SELECT i.id::text AS process_instance_id, i.deployment_id::text AS process_definition_id, d.process_key, d.name AS process_name,
         d.process_version, i.flow_code, i.business_id::text AS business_id, i.business_resource, i.business_title,
         i.initiator::text AS start_user, ${USER_NAME('su')} AS start_user_name,
         to_char(i.start_time, 'YYYY-MM-DD HH24:MI:SS') AS start_time, to_char(i.end_time, 'YYYY-MM-DD HH24:MI:SS') AS end_time,
         i.state,
         (SELECT coalesce(json_agg(json_build_object('taskId', t.id::text, 'taskName', t.name, 'holders',
                   coalesce((SELECT ${USER_NAME('u')} FROM blade_user u WHERE u.id = t.assignee),
                            (SELECT string_agg(r.role_name, ', ') FROM blade_role r WHERE r.id = ANY(t.candidate_roles)), ''))
                   ORDER BY t.id), '[]') FROM wf_task t WHERE t.instance_id = i.id AND t.state = 'open') AS current_steps
    FROM wf_instance i JOIN wf_deployment d ON d.id = i.deployment_id LEFT JOIN blade_user su ON su.id = i.initiator`

function instanceAnswer(row: Row, lang: Language) {
  const category = String(row.flowCode)
  const steps = typeof row.currentSteps === 'string' ? JSON.parse(row.currentSteps) : row.currentSteps
  return {
    processInstanceId: String(row.processInstanceId),
    processDefinitionId: String(row.processDefinitionId),
    processDefinitionKey: String(row.processKey),
    processDefinitionName: String(row.processName),
    processDefinitionVersion: Number(row.processVersion),
    category,
    categoryName: flowName(category, lang),
    kind: kindOf(category),
    businessId: String(row.businessId),
    businessResource: String(row.businessResource),
    businessTitle: String(row.businessTitle ?? ''),
    startUser: String(row.startUser),
    startUserName: String(row.startUserName ?? ''),
    startTime: String(row.startTime),
    endTime: (row.endTime as string | null) ?? null,
    state: String(row.state),
    stateName: word('process_instance_state', String(row.state), lang),
    currentSteps: (steps ?? []) as { taskId: string; taskName: string; holders: string }[],
  }
}

/** Approvals the actor started ('send'), or every approval of the tenant ('follow'). */
export function instanceList(tx: Queryable, actor: Actor, kind: 'send' | 'follow', filter: WorkFilter) {
  const params: unknown[] = []
  let where = 'TRUE'
  if (kind === 'send') {
    params.push(actor.session.userId)
    where = 'i.initiator = $1'
  }
  const sql = `${INSTANCE_SELECT} WHERE ${where}${filters(filter, params)}`
  return paged(tx, sql, 'i.start_time DESC, i.id DESC', params, filter, (r) => instanceAnswer(r, actor.lang))
}

/** One approval as the lists answer it. */
export async function instanceView(tx: Queryable, actor: Actor, id: string) {
  const [row] = await tx.query<Row>(`${INSTANCE_SELECT} WHERE i.id = $1`, [id])
  if (!row) throw new AppError('NOT_FOUND', 'recordNotFound')
  return instanceAnswer(row, actor.lang)
}

/** One task as the lists answer it. */
export async function taskView(tx: Queryable, actor: Actor, id: string) {
  const [row] = await tx.query<Row>(`${TASK_SELECT} WHERE t.id = $1`, [id])
  if (!row) throw new AppError('NOT_FOUND', 'workflow.taskNotFound')
  return taskAnswer(row, actor.lang)
}

/**
 * Whether the actor takes part in an approval (its initiator, a holder or candidate of one of its
 * tasks, or who completed one); those who follow every approval may read any.
 */
export async function assertInvolved(tx: Queryable, actor: Actor, instanceId: string, followsAll: boolean) {
  const [instance] = await tx.query<{ initiator: string }>('SELECT initiator::text FROM wf_instance WHERE id = $1', [
    instanceId,
  ])
  if (!instance) throw new AppError('NOT_FOUND', 'recordNotFound')
  if (followsAll || instance.initiator === actor.session.userId) return
  const { userId, roleIds, deptIds } = actor.session
  const [task] = await tx.query(
    `SELECT 1 FROM wf_task t WHERE t.instance_id = $1 AND (t.assignee = $5 OR t.completed_by = $5 OR ${candidate(2)}) LIMIT 1`,
    [instanceId, [userId], roleIds, deptIds, userId],
  )
  if (!task) throw new AppError('FORBIDDEN', 'workflow.notInvolved')
}

/** An approval's history, oldest first. */
export async function historyOf(tx: Queryable, instanceId: string) {
  const rows = await tx.query<Row>(
    `SELECT h.id::text, h.element_id, h.element_name, h.element_type, h.action, h.actor::text AS assignee,
            ${USER_NAME('u')} AS assignee_name, h.comment,
            to_char(h.create_time, 'YYYY-MM-DD HH24:MI:SS') AS create_time, to_char(h.end_time, 'YYYY-MM-DD HH24:MI:SS') AS end_time
       FROM wf_history h LEFT JOIN blade_user u ON u.id = h.actor WHERE h.instance_id = $1 ORDER BY h.id`,
    [instanceId],
  )
  return rows.map((r) => ({
    id: String(r.id),
    historyActivityId: String(r.elementId),
    historyActivityName: String(r.elementName ?? ''),
    historyActivityType: String(r.elementType),
    action: String(r.action),
    assignee: (r.assignee as string | null) ?? null,
    assigneeName: (r.assigneeName as string | null) ?? null,
    comment: (r.comment as string | null) ?? null,
    createTime: String(r.createTime),
    endTime: (r.endTime as string | null) ?? null,
  }))
}

/** What the tracking view draws: the XML of the version it runs on, the steps done, the flows taken, the open steps. */
export async function diagramOf(tx: Queryable, actor: Actor, instanceId: string) {
  const processInstance = await instanceView(tx, actor, instanceId)
  const [deployment] = await tx.query<{ xml: string; graph: unknown }>(
    'SELECT xml, graph FROM wf_deployment WHERE id = $1',
    [processInstance.processDefinitionId],
  )
  if (!deployment) throw new AppError('NOT_FOUND', 'recordNotFound')
  const graph = readGraph(deployment.graph)
  const steps = await tx.query<{ elementId: string; action: string }>(
    'SELECT element_id, action FROM wf_history WHERE instance_id = $1 ORDER BY id',
    [instanceId],
  )
  const open = await tx.query<{ elementId: string }>(
    `SELECT element_id FROM wf_task WHERE instance_id = $1 AND state = 'open'`,
    [instanceId],
  )
  const active = [...new Set(open.map((t) => t.elementId))]
  const completed = [...new Set(steps.filter((s) => s.action !== 'claim').map((s) => s.elementId))].filter(
    (id) => !active.includes(id),
  )
  const reached = new Set([...completed, ...active])
  const flowsTaken = Object.values(graph.flows)
    .filter((f) => completed.includes(f.source) && reached.has(f.target))
    .map((f) => f.id)
  return { processInstance, xml: deployment.xml, completed, active, flowsTaken }
}

/** A document's latest approval, or null when it never went into one. */
export async function documentApproval(tx: Queryable, actor: Actor, resource: string, businessId: string) {
  const [row] = await tx.query<{ id: string }>(
    `SELECT id::text FROM wf_instance WHERE business_resource = $1 AND business_id = $2
      ORDER BY start_time DESC, id DESC LIMIT 1`,
    [resource, businessId],
  )
  return row ? instanceView(tx, actor, row.id) : null
}
