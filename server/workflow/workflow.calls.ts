import type { Context } from 'hono'
import { z } from 'zod'
import { resourceKey } from '#sync/resources/define-resource.ts'
import { resources } from '#sync/resources/index.ts'
import { PURCHASE_ORDER_PERMISSIONS } from '#sync/resources/purchasing/purchase-order.resource.ts'
import { SALE_PLAN_PERMISSIONS } from '#sync/resources/purchasing/sale-plan.resource.ts'
import { STOCKTAKING_PERMISSIONS } from '#sync/resources/wms/w-stocktaking.resource.ts'
import {
  changeStateContract,
  claimListContract,
  claimTaskContract,
  completeTaskContract,
  completionContract,
  definitionXmlContract,
  deleteDeploymentContract,
  deleteProcessInstanceContract,
  deployUploadContract,
  documentApprovalContract,
  doneListContract,
  flowUsersContract,
  followListContract,
  historyFlowListContract,
  leaveDetailContract,
  leaveStartContract,
  modelDeployContract,
  processDiagramContract,
  sendListContract,
  startListContract,
  todoListContract,
  workflowLabels,
} from '#sync/resources/workflow/workflow.contracts.ts'
import { DEPLOYMENT_PERMISSIONS, FOLLOW_PERMISSIONS } from '#sync/resources/workflow/workflow.resource.ts'
import { grantedCodes } from '../platform/auth/permissions.ts'
import type { AppEnv } from '../platform/http/app-env.ts'
import { AppError } from '../platform/http/app-error.ts'
import { requirePermission } from '../platform/http/authenticate.ts'
import { defineCall } from '../platform/http/calls.ts'
import { parseInput } from '../platform/http/read-input.ts'
import { ok } from '../platform/http/respond.ts'
import { batchIds } from '../platform/records/action-calls.ts'
import { approvalActionOf } from '../platform/records/approvals.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import {
  approvalTemplates,
  changeDeploymentState,
  definitionOf,
  deployModel,
  deploymentXml,
  deployXml,
  removeDeployments,
  startableDefinitions,
} from './deployments.ts'
import { claimTask, completeTask, taskDocument, withdrawApproval } from './engine.ts'
import { leaveDetail, startLeave } from './leave.ts'
import {
  assertInvolved,
  diagramOf,
  documentApproval,
  historyOf,
  instanceList,
  instanceView,
  taskList,
  taskView,
} from './work-lists.ts'

const area = 'workflow'
const signedIn = { signedIn: true } as const

/** Whether the caller may follow every approval of the tenant (process tracking). */
async function followsAll(c: Context<AppEnv>, code: string = FOLLOW_PERMISSIONS.view): Promise<boolean> {
  return (await grantedCodes(c.var.db, c.var.session.tenantId, c.var.session.roleIds)).has(code)
}

type DecisionInput = z.output<typeof completeTaskContract.input.params>

/** A decision's approve or reject: `pass`, else BladeX's `flag` ('ok' approves). */
function decisionOf(params: DecisionInput) {
  const pass = params.pass ?? (params.flag === undefined ? undefined : params.flag === 'ok')
  if (pass === undefined) throw new AppError('VALIDATION', 'workflow.decisionRequired')
  return { taskId: params.taskId, pass, comment: params.comment, assignee: params.assignee }
}

/** Completes a task, optionally only one of a document kind's approvals (its completion call). */
async function complete(c: Context<AppEnv>, params: DecisionInput, documentResource?: string, documentName?: string) {
  const decision = decisionOf(params)
  const actor = actorOf(c)
  return c.var.db.begin(async (tx) => {
    if (documentResource) {
      const document = await taskDocument(tx, decision.taskId)
      if (document.businessResource !== documentResource)
        throw new AppError('VALIDATION', 'workflow.taskOfOtherDocument', { document: documentName ?? documentResource })
    }
    const instanceId = await completeTask(tx, actor, decision, c.var.deps)
    return instanceView(tx, actor, instanceId)
  })
}

const FLOW_FILE = /\.(bpmn|xml)$/i
const uploadForm = z.object({
  category: z.string().trim().min(1).max(64),
  deptId: z
    .string()
    .trim()
    .regex(/^\d{1,19}$/)
    .optional(),
  name: z.string().trim().max(100).optional(),
})

/** The workflow area's hand-written calls (spec 3 §7 Workflow), over the engine and the deployments. */
export const workflowCalls = [
  defineCall({
    ...modelDeployContract,
    alsoOther: true,
    area,
    summary:
      'Deploys a model (modelId) as the next version of its key: checked (one start, every node reaching an end, at most 10 approval nodes, only the elements the engine runs; a refusal names the element)',
    access: { permission: DEPLOYMENT_PERMISSIONS.add },
    handler: async (c, { params }) => {
      const actor = actorOf(c)
      return ok(
        c,
        await c.var.db.begin(async (tx) => definitionOf(tx, actor, await deployModel(tx, actor, params.modelId))),
      )
    },
  }),
  defineCall({
    ...changeStateContract,
    alsoOther: true,
    area,
    summary:
      'Activates (state active) or suspends (state suspend) a deployment (processId): a suspended one starts no approval',
    access: { permission: DEPLOYMENT_PERMISSIONS.edit },
    handler: async (c, { params }) => {
      const actor = actorOf(c)
      return ok(
        c,
        await c.var.db.begin(async (tx) => {
          await changeDeploymentState(tx, actor, params.processId, params.state)
          return definitionOf(tx, actor, params.processId)
        }),
      )
    },
  }),
  defineCall({
    ...deployUploadContract,
    area,
    summary:
      'Deploys an uploaded BPMN 2.0 file (multipart: file .bpmn or .xml up to 500 KB, category = flow code, deptId, name)',
    access: { permission: DEPLOYMENT_PERMISSIONS.add },
    handler: async (c) => {
      const form = await c.req.parseBody({ all: true }).catch(() => {
        throw new AppError('VALIDATION', 'fileRequired')
      })
      const file = form.file
      if (!(file instanceof File)) throw new AppError('VALIDATION', 'fileRequired')
      if (!FLOW_FILE.test(file.name)) throw new AppError('VALIDATION', 'workflow.fileNotBpmn')
      if (file.size > 500_000) throw new AppError('VALIDATION', 'fileTooLarge', { limit: '500 KB' })
      const fields = parseInput(
        c,
        uploadForm,
        { category: form.category, deptId: form.deptId || undefined, name: form.name || undefined },
        workflowLabels,
      )
      const xml = await file.text()
      const actor = actorOf(c)
      const name = fields.name || file.name.replace(FLOW_FILE, '')
      return ok(
        c,
        await c.var.db.begin(async (tx) => {
          const id = await deployXml(tx, actor, {
            xml,
            name,
            category: fields.category,
            deptId: fields.deptId,
            resourceName: file.name,
          })
          return definitionOf(tx, actor, id)
        }),
      )
    },
  }),
  defineCall({
    ...deleteDeploymentContract,
    alsoOther: true,
    area,
    summary: 'Removes deployments (deploymentIds) that no approval runs on',
    access: { permission: DEPLOYMENT_PERMISSIONS.remove },
    handler: async (c, { params }) => {
      const ids = parseInput(c, z.object({ deploymentIds: batchIds }), params, workflowLabels).deploymentIds
      await c.var.db.begin((tx) => removeDeployments(tx, actorOf(c), ids))
      return ok(c, true as const)
    },
  }),
  defineCall({
    ...definitionXmlContract,
    area,
    readOnly: true,
    summary: "A deployment's BPMN XML (processDefinitionId)",
    access: { permission: [DEPLOYMENT_PERMISSIONS.view, FOLLOW_PERMISSIONS.view] },
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => deploymentXml(tx, query.processDefinitionId))),
  }),
  defineCall({
    ...startListContract,
    area,
    readOnly: true,
    summary: 'The flows one may start (mode 1): the newest activated version of each key',
    access: signedIn,
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => startableDefinitions(tx, actorOf(c), query))),
  }),
  ...(
    [
      [
        claimListContract,
        'claim',
        'Open tasks the user may claim (a candidate by name, role or department, unclaimed)',
      ],
      [todoListContract, 'todo', 'Open tasks the user holds'],
      [doneListContract, 'done', 'Tasks the user completed'],
    ] as const
  ).map(([contract, kind, summary]) =>
    defineCall({
      ...contract,
      area,
      readOnly: true,
      summary,
      access: signedIn,
      handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => taskList(tx, actorOf(c), kind, query))),
    }),
  ),
  defineCall({
    ...sendListContract,
    area,
    readOnly: true,
    summary: 'Approvals the user started, with their state and open steps',
    access: signedIn,
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => instanceList(tx, actorOf(c), 'send', query))),
  }),
  defineCall({
    ...followListContract,
    area,
    readOnly: true,
    summary: 'Every approval of the tenant (process tracking), with state and open steps',
    access: { permission: FOLLOW_PERMISSIONS.view },
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => instanceList(tx, actorOf(c), 'follow', query))),
  }),
  defineCall({
    ...claimTaskContract,
    alsoOther: true,
    area,
    summary: 'Claims a task (taskId) the user is a candidate of; refused once another holds it',
    access: signedIn,
    handler: async (c, { params }) => {
      const actor = actorOf(c)
      return ok(
        c,
        await c.var.db.begin(async (tx) => {
          await claimTask(tx, actor, params.taskId)
          return taskView(tx, actor, params.taskId)
        }),
      )
    },
  }),
  defineCall({
    ...completeTaskContract,
    alsoOther: true,
    area,
    summary:
      "Completes a task (taskId): approve (pass true or flag ok) or reject back to the initiator (comment required), assignee the next approver where the model lets this one choose; the flow's end approves or rejects its document in the same transaction",
    access: signedIn,
    handler: async (c, { params }) => ok(c, await complete(c, params)),
  }),
  defineCall({
    ...completionContract('/api/ware/wstocktaking/complete-taking'),
    alsoOther: true,
    area: 'wms',
    summary:
      "Decides a stock count's approval task (taskId; pass or flag ok, comment): the flow's last approval posts the count's differences to the ledger",
    access: { permission: STOCKTAKING_PERMISSIONS.view },
    handler: async (c, { params }) =>
      ok(
        c,
        await complete(c, params, 'ware/wstocktaking', { zh: '盘点单', en: 'stock count', ja: '棚卸' }[c.var.lang]),
      ),
  }),
  defineCall({
    ...completionContract('/api/erp/saleplan/complete-sale'),
    alsoOther: true,
    area: 'purchasing',
    summary:
      "Decides a sales plan's approval task (taskId; pass or flag ok, comment): the flow's last approval approves the plan, a rejection sends it back with the comment as its review remark",
    access: { permission: SALE_PLAN_PERMISSIONS.view },
    handler: async (c, { params }) =>
      ok(
        c,
        await complete(c, params, 'erp/saleplan', { zh: '销售计划', en: 'sales plan', ja: '販売計画' }[c.var.lang]),
      ),
  }),
  defineCall({
    ...completionContract('/api/erp/purchaseorder/complete-purchase'),
    alsoOther: true,
    area: 'purchasing',
    summary:
      "Decides a purchase order's procurement_audit task (taskId; pass or flag ok, comment): the flow's last approval approves the order, a rejection sends it back with the comment as its audit remark",
    access: { permission: PURCHASE_ORDER_PERMISSIONS.view },
    handler: async (c, { params }) =>
      ok(
        c,
        await complete(
          c,
          params,
          'erp/purchaseorder',
          { zh: '采购订单', en: 'purchase order', ja: '発注書' }[c.var.lang],
        ),
      ),
  }),
  defineCall({
    ...deleteProcessInstanceContract,
    alsoOther: true,
    area,
    summary:
      'Withdraws a running approval (processInstanceId, deleteReason): its initiator, or whoever may delete in process tracking; the document goes back to its status before the submit',
    access: signedIn,
    handler: async (c, { params }) => {
      const actor = actorOf(c)
      const mayFollow = await followsAll(c, FOLLOW_PERMISSIONS.remove)
      return ok(
        c,
        await c.var.db.begin(async (tx) => {
          await withdrawApproval(tx, actor, params.processInstanceId, params.deleteReason, mayFollow, c.var.deps)
          return instanceView(tx, actor, params.processInstanceId)
        }),
      )
    },
  }),
  defineCall({
    ...historyFlowListContract,
    area,
    readOnly: true,
    summary: "An approval's history (processInstanceId): each step, who, what and when",
    access: signedIn,
    handler: async (c, { query }) => {
      const mayFollow = await followsAll(c)
      return ok(
        c,
        await c.var.db.begin(async (tx) => {
          await assertInvolved(tx, actorOf(c), query.processInstanceId, mayFollow)
          return historyOf(tx, query.processInstanceId)
        }),
      )
    },
  }),
  defineCall({
    ...processDiagramContract,
    area,
    readOnly: true,
    summary:
      "What the tracking view draws (processInstanceId): the version's XML, the steps done, the flows taken, the open steps",
    access: signedIn,
    handler: async (c, { query }) => {
      const mayFollow = await followsAll(c)
      const actor = actorOf(c)
      return ok(
        c,
        await c.var.db.begin(async (tx) => {
          await assertInvolved(tx, actor, query.processInstanceId, mayFollow)
          return diagramOf(tx, actor, query.processInstanceId)
        }),
      )
    },
  }),
  defineCall({
    ...documentApprovalContract,
    area,
    readOnly: true,
    summary:
      "A document's latest approval (businessResource, businessId): its state, version and open steps with who holds them; to those who may read the document",
    access: signedIn,
    handler: async (c, { query }) => {
      const resource = resources.find((r) => resourceKey(r) === query.businessResource)
      if (!resource || !approvalActionOf(resource)) throw new AppError('NOT_FOUND', 'recordNotFound')
      await requirePermission(c, resource.permissions.view)
      const actor = actorOf(c)
      return ok(c, await c.var.db.begin((tx) => documentApproval(tx, actor, query.businessResource, query.businessId)))
    },
  }),
  defineCall({
    ...flowUsersContract,
    area,
    readOnly: true,
    summary: 'The approval templates of a flow (appModuleCode = flow code): id, name, owning department',
    access: signedIn,
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => approvalTemplates(tx, query.appModuleCode))),
  }),
  defineCall({
    ...leaveStartContract,
    alsoOther: true,
    area,
    summary:
      'Applies for leave (startTime, endTime, reason, processDefinitionId, taskUser): saved and submitted into the Leave flow',
    access: signedIn,
    handler: async (c, { params }) => ok(c, await c.var.db.begin((tx) => startLeave(tx, actorOf(c), params))),
  }),
  defineCall({
    ...leaveDetailContract,
    area,
    readOnly: true,
    summary: 'A leave application (businessId) with its latest approval, to its applicant and who takes part',
    access: signedIn,
    handler: async (c, { query }) => {
      const mayFollow = await followsAll(c)
      return ok(c, await c.var.db.begin((tx) => leaveDetail(tx, actorOf(c), query.businessId, mayFollow)))
    },
  }),
]
