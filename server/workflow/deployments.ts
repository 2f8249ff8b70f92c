import { translate } from '#sync/i18n/messages.ts'
import { BASE_FIELDS, type ResourceDef } from '#sync/resources/define-resource.ts'
import { findResource } from '#sync/resources/index.ts'
import { FLOWS, type FlowCode, isFlowCode } from '#sync/resources/workflow/flows.ts'
import { wfDeployment, wfModel } from '#sync/resources/workflow/workflow.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { removeRecords, saveRecord, updateRecords } from '../platform/records/records.ts'
import { withServerOnly } from '../platform/records/server-only.ts'
import { findRecord, selectColumns } from '../platform/resources/record-store.ts'
import { compileModel } from './bpmn/compile-model.ts'
import type { ProcessGraph } from './bpmn/process-graph.ts'

/**
 * Deployments: a model's XML checked and compiled (bpmn/compile-model.ts) into the graph the engine
 * runs, stored with its version and never changed; a running approval keeps the version it began on.
 */

/** The document resource a flow approves, where it is built. */
export function documentResourceOf(flow: string): ResourceDef | undefined {
  const key = isFlowCode(flow) ? FLOWS[flow].resource : undefined
  return key ? findResource(key) : undefined
}

/** The fields a flow's conditions may read: the document's fields and base columns, and `abs<Field>` of each. */
export function knownFieldsOf(flow: string): string[] | undefined {
  const resource = documentResourceOf(flow)
  if (!resource) return undefined
  const keys = ['id', ...Object.keys(BASE_FIELDS), ...Object.keys(resource.fields)]
  return [...keys, ...keys.map((k) => `abs${k[0]?.toUpperCase()}${k.slice(1)}`)]
}

/** A document's fields as a gateway's conditions read them (numbers as their exact text), with `abs<Field>` of each number. */
export async function documentFields(tx: Queryable, resourceKey: string, id: string): Promise<Record<string, unknown>> {
  const resource = findResource(resourceKey)
  const [row] = await tx.query<Row>(`SELECT ${selectColumns(resource)} FROM ${resource.table} WHERE id = $1`, [id])
  if (!row) throw new AppError('NOT_FOUND', 'recordNotFound')
  const fields: Record<string, unknown> = { ...row }
  for (const [key, value] of Object.entries(row)) {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : undefined
    if (text !== undefined && /^-?\d+(\.\d+)?$/.test(text))
      fields[`abs${key[0]?.toUpperCase()}${key.slice(1)}`] = text.startsWith('-') ? text.slice(1) : text
  }
  return fields
}

/** A deployment's graph as stored (jsonb, read back as an object or as its text). */
export function readGraph(stored: unknown): ProcessGraph {
  return (typeof stored === 'string' ? JSON.parse(stored) : stored) as ProcessGraph
}

type DeploymentRow = { id: string; graph: unknown; category: string; processKey: string }

/**
 * The deployment an approval starts on: the one chosen (an activated template of the flow), else
 * the newest activated version of the template whose department is the initiator's first, else of
 * the tenant's first template of the flow (the seeded default, unless it was suspended).
 */
export async function pickDeployment(
  tx: Queryable,
  actor: Actor,
  flow: FlowCode,
  chosen: string | undefined,
): Promise<DeploymentRow> {
  const label = FLOWS[flow].label[actor.lang]
  if (chosen) {
    const [row] = await tx.query<DeploymentRow>(
      `SELECT id::text, graph, category, process_key FROM wf_deployment
        WHERE id = $1 AND category = $2 AND suspension_state = 1 AND is_deleted = 0`,
      [chosen, flow],
    )
    if (!row) throw new AppError('VALIDATION', 'workflow.templateNotOfFlow', { flow: label })
    return row
  }
  // The newest version of each template of the flow, the tenant's first template first.
  const templates = await tx.query<DeploymentRow & { deptId: string | null }>(
    `SELECT id, graph, category, process_key, dept_id FROM (
       SELECT DISTINCT ON (process_key) id::text, graph, category, process_key, dept_id::text,
              min(id) OVER (PARTITION BY process_key) AS first_id
         FROM wf_deployment WHERE category = $1 AND suspension_state = 1 AND is_deleted = 0
        ORDER BY process_key, process_version DESC) t
      ORDER BY first_id`,
    [flow],
  )
  const first = actor.session.deptIds[0]
  const row = templates.find((t) => first && t.deptId === first) ?? templates[0]
  if (!row) throw new AppError('VALIDATION', 'workflow.startFailed', { reason: noActive(actor, label) })
  return row
}

const noActive = (actor: Actor, flow: string) =>
  ({
    zh: `流程“${flow}”没有已激活的部署`,
    en: `the flow "${flow}" has no activated deployment`,
    ja: `フロー「${flow}」に有効なデプロイがありません`,
  })[actor.lang]

/** What a deploy records: the model's key, name, flow and department, and where the XML came from. */
export type DeploySource = {
  xml: string
  name: string
  category: string
  deptId?: string | null
  modelId?: string | null
  resourceName: string
}

/** Checks and deploys XML as the next version of its process key; answers the deployment's id. */
export async function deployXml(tx: Queryable, actor: Actor, source: DeploySource): Promise<string> {
  if (!isFlowCode(source.category))
    throw validationError([
      { field: 'category', message: translate('fieldInvalid', actor.lang, { field: 'category' }) },
    ])
  const graph = await compileModel(source.xml, { knownFields: knownFieldsOf(source.category) })
  // Versions of one key are numbered in turn; the lock keeps two deploys of one key from taking one number.
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`wf_deployment:${actor.session.tenantId}:${graph.key}`])
  const [last] = await tx.query<{ v: number }>(
    'SELECT coalesce(max(process_version), 0)::int AS v FROM wf_deployment WHERE tenant_id = $1 AND process_key = $2',
    [actor.session.tenantId, graph.key],
  )
  const version = (last?.v ?? 0) + 1
  const input = withServerOnly(
    wfDeployment,
    {
      processKey: graph.key,
      name: source.name,
      category: source.category,
      deptId: source.deptId ?? null,
      processVersion: version,
      suspensionState: '1',
      modelId: source.modelId ?? null,
      resourceName: source.resourceName,
    },
    { xml: source.xml, graph: JSON.stringify(graph) },
  )
  const id = await saveRecord(tx, wfDeployment, input, actor)
  if (source.modelId)
    await updateRecords(
      tx,
      wfModel,
      [source.modelId],
      { deployedVersion: version, deployTime: await nowText(tx) },
      actor,
    )
  return id
}

const nowText = async (tx: Queryable) =>
  (await tx.query<{ now: string }>(`SELECT to_char(localtimestamp(0), 'YYYY-MM-DD HH24:MI:SS') AS now`))[0]?.now ?? ''

/** Deploys a model as drawn: its process id must be the model's key. */
export async function deployModel(tx: Queryable, actor: Actor, modelId: string): Promise<string> {
  const model = await findRecord(tx, wfModel, modelId, { actor })
  if (!model) throw new AppError('NOT_FOUND', 'recordNotFound')
  return deployXml(tx, actor, {
    xml: String(model.xml),
    name: String(model.name),
    category: String(model.category),
    deptId: model.deptId ? String(model.deptId) : null,
    modelId,
    resourceName: `${model.modelKey}.bpmn20.xml`,
  })
}

/** Activates or suspends a deployment: a suspended one starts no approval; running ones go on. */
export async function changeDeploymentState(tx: Queryable, actor: Actor, id: string, state: 'active' | 'suspend') {
  const found = await findRecord(tx, wfDeployment, id, { actor })
  if (!found) throw new AppError('NOT_FOUND', 'recordNotFound')
  await updateRecords(tx, wfDeployment, [id], { suspensionState: state === 'active' ? '1' : '2' }, actor)
}

/** Removes deployments no approval runs on; one that still runs approvals refuses the batch, named. */
export async function removeDeployments(tx: Queryable, actor: Actor, ids: string[]): Promise<void> {
  const busy = await tx.query<{ name: string; processVersion: number; n: number }>(
    `SELECT d.name, d.process_version, count(*)::int AS n FROM wf_instance i JOIN wf_deployment d ON d.id = i.deployment_id
      WHERE i.deployment_id = ANY($1::bigint[]) AND i.state = 'running' GROUP BY d.name, d.process_version ORDER BY d.name`,
    [ids],
  )
  const first = busy[0]
  if (first)
    throw new AppError('INVALID_STATE', 'workflow.deploymentInUse', {
      name: first.name,
      version: first.processVersion,
      count: first.n,
    })
  await removeRecords(tx, wfDeployment, ids, actor)
}

/** A deployment's XML and name (the tracking view, the designer's "open deployed version"). */
export async function deploymentXml(tx: Queryable, id: string) {
  const [row] = await tx.query<{ id: string; name: string; xml: string }>(
    'SELECT id::text, name, xml FROM wf_deployment WHERE id = $1 AND is_deleted = 0',
    [id],
  )
  if (!row) throw new AppError('NOT_FOUND', 'recordNotFound')
  return row
}

/** The activated templates of a flow (the newest version of each key): the choose-approval dialog's rows. */
export async function approvalTemplates(tx: Queryable, flow: string) {
  return tx.query<{ id: string; name: string; deptId: string | null }>(
    `SELECT id, name, dept_id FROM (
       SELECT DISTINCT ON (process_key) id::text, name, dept_id::text, process_key
         FROM wf_deployment WHERE category = $1 AND suspension_state = 1 AND is_deleted = 0
        ORDER BY process_key, process_version DESC) t ORDER BY name, id`,
    [flow],
  )
}

/** A deployment's columns as a process definition answers them (`d` the deployment, `dp` its department). */
const DEFINITION_COLUMNS = `SELECT d.id::text, d.process_key, d.name, d.category, d.dept_id::text, dp.dept_name, d.process_version,
            d.suspension_state::text, d.model_id::text, d.resource_name, to_char(d.deploy_time, 'YYYY-MM-DD HH24:MI:SS') AS deploy_time`

/** The flows one may start (mode 1): the newest activated version of each key, as process definitions. */
export async function startableDefinitions(
  tx: Queryable,
  actor: Actor,
  filter: { current: number; size: number; category?: string },
) {
  const params: unknown[] = []
  let where = 'suspension_state = 1 AND is_deleted = 0'
  if (filter.category) {
    params.push(filter.category)
    where += ` AND category = $${params.length}`
  }
  const latest = `SELECT DISTINCT ON (process_key) * FROM wf_deployment WHERE ${where} ORDER BY process_key, process_version DESC`
  const [count] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${latest}) q`, params)
  const rows = await tx.query<Row>(
    `${DEFINITION_COLUMNS}
       FROM (${latest}) d LEFT JOIN blade_dept dp ON dp.id = d.dept_id
      ORDER BY d.category, d.name LIMIT ${filter.size} OFFSET ${(filter.current - 1) * filter.size}`,
    params,
  )
  const total = count?.n ?? 0
  return {
    records: rows.map((r) => definitionAnswer(r, actor)),
    total,
    size: filter.size,
    current: filter.current,
    pages: Math.ceil(total / filter.size),
  }
}

/** A deployment as the calls answer it (a process definition). */
export function definitionAnswer(r: Row, actor: Actor) {
  const category = String(r.category)
  return {
    id: String(r.id),
    processKey: String(r.processKey),
    name: String(r.name),
    category,
    categoryName: isFlowCode(category) ? FLOWS[category].label[actor.lang] : category,
    deptId: (r.deptId as string | null) ?? null,
    deptName: (r.deptName as string | null) ?? null,
    processVersion: Number(r.processVersion),
    suspensionState: String(r.suspensionState),
    modelId: (r.modelId as string | null) ?? null,
    resourceName: (r.resourceName as string | null) ?? null,
    deployTime: String(r.deployTime),
  }
}

/** One deployment as a process definition. */
export async function definitionOf(tx: Queryable, actor: Actor, id: string) {
  const [row] = await tx.query<Row>(
    `${DEFINITION_COLUMNS}
       FROM wf_deployment d LEFT JOIN blade_dept dp ON dp.id = d.dept_id WHERE d.id = $1`,
    [id],
  )
  if (!row) throw new AppError('NOT_FOUND', 'recordNotFound')
  return definitionAnswer(row, actor)
}
