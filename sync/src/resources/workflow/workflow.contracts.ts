import { z } from 'zod'
import { defineContract } from '../../http/contract.ts'
import { MAX_PAGE_SIZE } from '../../http/envelope.ts'
import { idSchema } from '../id-schema.ts'
import { fieldLabels } from '../resource-schemas.ts'
import { leave, wfDeployment, wfModel } from './workflow.resource.ts'

/**
 * The contracts of the workflow area's hand-written calls (Flowable's, as BladeX names them):
 * method, path, input and answer, shared by the server's calls and the console's client.
 */

const FLOW = '/api/blade-flow'
const text = (max: number) => z.string().trim().max(max)
const nullableText = z.string().nullable()

/** Paging of the work lists (current, size: 30/50/100/200, the approval dialog asks 100). */
const paging = {
  current: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(30),
}

const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ records: z.array(row), total: z.number(), size: z.number(), current: z.number(), pages: z.number() })

/** The words of the inputs the server names in refusals. */
export const workflowLabels = {
  ...fieldLabels(wfModel),
  ...fieldLabels(wfDeployment),
  ...fieldLabels(leave),
  modelId: { zh: '模型', en: 'Model', ja: 'モデル' },
  processId: { zh: '流程', en: 'Process', ja: 'プロセス' },
  processDefinitionId: { zh: '审批模板', en: 'Approval template', ja: '承認テンプレート' },
  processInstanceId: { zh: '流程实例', en: 'Approval', ja: '承認' },
  deploymentIds: { zh: '部署', en: 'Deployments', ja: 'デプロイ' },
  state: { zh: '状态', en: 'State', ja: '状態' },
  taskId: { zh: '任务', en: 'Task', ja: 'タスク' },
  pass: { zh: '审批结果', en: 'Decision', ja: '承認結果' },
  flag: { zh: '审批结果', en: 'Decision', ja: '承認結果' },
  comment: { zh: '审批意见', en: 'Comment', ja: 'コメント' },
  assignee: { zh: '下一审批人', en: 'Next approver', ja: '次の承認者' },
  deleteReason: { zh: '撤回原因', en: 'Reason', ja: '理由' },
  appModuleCode: { zh: '流程', en: 'Flow', ja: 'フロー' },
  businessId: { zh: '业务单据', en: 'Document', ja: '伝票' },
  businessResource: { zh: '单据类型', en: 'Document kind', ja: '伝票種別' },
  mode: { zh: '模式', en: 'Mode', ja: 'モード' },
}

// Models and deployments.

/** A deployment as the lists answer it (a process definition; its id is the processDefinitionId). */
export const processDefinition = z.object({
  id: z.string(),
  processKey: z.string(),
  name: z.string(),
  category: z.string(),
  categoryName: z.string(),
  deptId: z.string().nullable(),
  deptName: z.string().nullable(),
  processVersion: z.number(),
  suspensionState: z.string(),
  modelId: z.string().nullable(),
  resourceName: z.string().nullable(),
  deployTime: z.string(),
})

/** Deploys a model (checked: one start, every node reaching an end, at most 10 approval nodes, only what the engine runs). */
export const modelDeployContract = defineContract({
  method: 'POST',
  path: `${FLOW}/model/deploy`,
  input: { params: z.object({ modelId: idSchema }), labels: workflowLabels },
  output: processDefinition,
})

/** Activates or suspends a deployment: a suspended one starts no approval (running ones go on). */
export const changeStateContract = defineContract({
  method: 'POST',
  path: `${FLOW}/manager/change-state`,
  input: {
    params: z.object({ processId: idSchema, state: z.enum(['active', 'suspend']) }),
    labels: workflowLabels,
  },
  output: processDefinition,
})

/** Deploys an uploaded `.bpmn` (multipart `file`, with `category` and optional `deptId`): a model and its first version. */
export const deployUploadContract = defineContract({
  method: 'POST',
  path: `${FLOW}/manager/deploy-upload`,
  input: 'files',
  output: processDefinition,
})

/** Removes deployments no approval runs on (refused, naming them, while one does). */
export const deleteDeploymentContract = defineContract({
  method: 'POST',
  path: `${FLOW}/manager/delete-deployment`,
  input: { params: z.object({ deploymentIds: z.unknown() }), labels: workflowLabels },
  output: z.literal(true),
})

/** A deployment's XML (the tracking view and the designer's "open deployed version"). */
export const definitionXmlContract = defineContract({
  method: 'GET',
  path: `${FLOW}/manager/resource-view`,
  input: { query: z.object({ processDefinitionId: idSchema }), labels: workflowLabels },
  output: z.object({ id: z.string(), name: z.string(), xml: z.string() }),
})

// Work lists and tasks.

/** A task as the work lists answer it (BladeX's BladeFlow names). */
export const workTask = z.object({
  taskId: z.string(),
  taskName: z.string(),
  taskDefinitionKey: z.string(),
  processInstanceId: z.string(),
  processDefinitionId: z.string(),
  processDefinitionKey: z.string(),
  processDefinitionName: z.string(),
  category: z.string(),
  categoryName: z.string(),
  /** The screens' kind (`/work/process/{kind}/handle/…`). */
  kind: z.string(),
  businessId: z.string(),
  businessResource: z.string(),
  businessTitle: z.string(),
  startUser: z.string(),
  startUserName: z.string(),
  assignee: z.string().nullable(),
  assigneeName: z.string().nullable(),
  createTime: z.string(),
  claimTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /** 0 pending approval, 1 approved, 2 rejected (spec 1 §4 message status). */
  status: z.number(),
  statusName: z.string(),
  comment: nullableText,
  /** The approver picks the next task's holder. */
  chooseNext: z.boolean(),
  processIsFinished: z.boolean(),
})

/** An approval (process instance) as the sent and follow lists answer it. */
export const processInstance = z.object({
  processInstanceId: z.string(),
  processDefinitionId: z.string(),
  processDefinitionKey: z.string(),
  processDefinitionName: z.string(),
  processDefinitionVersion: z.number(),
  category: z.string(),
  categoryName: z.string(),
  kind: z.string(),
  businessId: z.string(),
  businessResource: z.string(),
  businessTitle: z.string(),
  startUser: z.string(),
  startUserName: z.string(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  /** running, approved, rejected, withdrawn (dictionary process_instance_state). */
  state: z.string(),
  stateName: z.string(),
  /** The open steps: their names and who holds them (names of the candidates when unclaimed). */
  currentSteps: z.array(z.object({ taskId: z.string(), taskName: z.string(), holders: z.string() })),
})

const workListQuery = z.object({
  ...paging,
  category: text(64).optional(),
  processDefinitionName: text(100).optional(),
  businessTitle: text(100).optional(),
})

const workList = <R extends z.ZodType>(path: string, row: R) =>
  defineContract({
    method: 'GET',
    path: `${FLOW}/work/${path}`,
    input: { query: workListQuery, labels: workflowLabels },
    output: pageOf(row),
  })

/** The flows the user may start (mode 1: the active deployments, newest version of each key). */
export const startListContract = defineContract({
  method: 'GET',
  path: `${FLOW}/work/start-list`,
  input: {
    query: z.object({ ...paging, mode: z.coerce.number().int().optional(), category: text(64).optional() }),
    labels: workflowLabels,
  },
  output: pageOf(processDefinition),
})
/** Open tasks the user may claim (a candidate, unclaimed). */
export const claimListContract = workList('claim-list', workTask)
/** Open tasks the user holds. */
export const todoListContract = workList('todo-list', workTask)
/** Approvals the user started. */
export const sendListContract = workList('send-list', processInstance)
/** Tasks the user completed. */
export const doneListContract = workList('done-list', workTask)

/** Claims a task the user is a candidate of (refused once another holds it). */
export const claimTaskContract = defineContract({
  method: 'POST',
  path: `${FLOW}/work/claim-task`,
  input: { params: z.object({ taskId: idSchema }), labels: workflowLabels },
  output: workTask,
})

/**
 * A task's decision: approve (pass true, or flag 'ok') or reject back to the initiator, a comment
 * (required to reject), and the next approver where the model lets this one choose.
 */
export const completeTaskInput = z.object({
  taskId: idSchema,
  processInstanceId: idSchema.optional(),
  pass: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()).optional(),
  flag: z.enum(['ok', 'no']).optional(),
  comment: text(1000).optional(),
  assignee: idSchema.optional(),
})

/** What completing a task answers: the approval's state after it and its open steps. */
export const completeTaskAnswer = processInstance

export const completeTaskContract = defineContract({
  method: 'POST',
  path: `${FLOW}/work/complete-task`,
  input: { params: completeTaskInput, labels: workflowLabels },
  output: completeTaskAnswer,
})

/** The same decision from a document's own completion call (`ware/wstocktaking/complete-taking` …). */
export const completionContract = (path: string) =>
  defineContract({
    method: 'POST',
    path,
    input: { params: completeTaskInput, labels: workflowLabels },
    output: completeTaskAnswer,
  })

// Following approvals.

export const followListContract = defineContract({
  method: 'GET',
  path: `${FLOW}/follow/list`,
  input: {
    query: z.object({
      ...paging,
      category: text(64).optional(),
      state: text(16).optional(),
      processDefinitionName: text(100).optional(),
      businessTitle: text(100).optional(),
    }),
    labels: workflowLabels,
  },
  output: pageOf(processInstance),
})

/** Ends a running approval (its initiator, or whoever follows the tenant's approvals): the document goes back to the status it had before. */
export const deleteProcessInstanceContract = defineContract({
  method: 'POST',
  path: `${FLOW}/follow/delete-process-instance`,
  input: {
    params: z.object({ processInstanceId: idSchema, deleteReason: text(500).optional() }),
    labels: workflowLabels,
  },
  output: processInstance,
})

/** One step of an approval's history: started, claimed, approved, rejected, withdrawn, ended. */
export const historyFlow = z.object({
  id: z.string(),
  historyActivityId: z.string(),
  historyActivityName: z.string(),
  historyActivityType: z.string(),
  action: z.string(),
  assignee: z.string().nullable(),
  assigneeName: z.string().nullable(),
  comment: nullableText,
  createTime: z.string(),
  endTime: z.string().nullable(),
})

export const historyFlowListContract = defineContract({
  method: 'GET',
  path: `${FLOW}/process/history-flow-list`,
  input: { query: z.object({ processInstanceId: idSchema }), labels: workflowLabels },
  output: z.array(historyFlow),
})

/** What the tracking view draws: the version's XML, the steps done, the flows taken and the open steps. */
export const processDiagramContract = defineContract({
  method: 'GET',
  path: `${FLOW}/process/diagram`,
  input: { query: z.object({ processInstanceId: idSchema }), labels: workflowLabels },
  output: z.object({
    processInstance,
    xml: z.string(),
    completed: z.array(z.string()),
    active: z.array(z.string()),
    flowsTaken: z.array(z.string()),
  }),
})

/** A document's latest approval (running, or how it ended), or null when it never went into one. */
export const documentApprovalContract = defineContract({
  method: 'GET',
  path: `${FLOW}/process/document-approval`,
  input: {
    query: z.object({ businessResource: text(100).min(1), businessId: idSchema }),
    labels: workflowLabels,
  },
  output: processInstance.nullable(),
})

/** The approval templates of a flow (the choose-approval dialog, spec 1 §2.5): id, name, owning department. */
export const approvalTemplate = z.object({ id: z.string(), name: z.string(), deptId: z.string().nullable() })

export const flowUsersContract = defineContract({
  method: 'GET',
  path: '/api/erp/flowuser/listByAppModuleCode',
  input: { query: z.object({ appModuleCode: text(64) }), labels: workflowLabels },
  output: z.array(approvalTemplate),
})

// Leave.

export const leaveStartContract = defineContract({
  method: 'POST',
  path: '/api/blade-desk/process/leave/start-process',
  input: {
    params: z.object({
      startTime: z.string().trim().min(1).max(19),
      endTime: z.string().trim().min(1).max(19),
      reason: text(500).min(1),
      processDefinitionId: idSchema.optional(),
      taskUser: idSchema.optional(),
    }),
    labels: workflowLabels,
  },
  output: z.object({ id: z.string(), processInstanceId: z.string() }),
})

export const leaveDetailContract = defineContract({
  method: 'GET',
  path: '/api/blade-desk/process/leave/detail',
  input: { query: z.object({ businessId: idSchema }), labels: workflowLabels },
  output: z.object({
    id: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    reason: z.string(),
    taskUser: z.string().nullable(),
    taskUserName: z.string().nullable(),
    approvalState: z.string(),
    approvalRemark: z.string().nullable(),
    createUser: z.string(),
    createUserName: z.string(),
    createTime: z.string(),
    processInstanceId: z.string().nullable(),
  }),
})
