import { defineResource, f } from '../define-resource.ts'

/** Who may draw, deploy and manage approval models (the tenant's administrators). */
export const MODEL_PERMISSIONS = {
  view: 'flow_model_view',
  add: 'flow_model_add',
  edit: 'flow_model_edit',
  remove: 'flow_model_delete',
} as const

/** Deploying a model, and managing deployments (state, upload, removal). */
export const DEPLOYMENT_PERMISSIONS = {
  view: 'flow_manager_view',
  add: 'flow_manager_add',
  edit: 'flow_manager_edit',
  remove: 'flow_manager_delete',
} as const

/** Following every approval of the tenant (process tracking) and ending one. */
export const FOLLOW_PERMISSIONS = { view: 'flow_follow_view', remove: 'flow_follow_delete' } as const

/** A model as the designer saves a first draft: a start and an end, to be drawn on. */
const MODEL_XML_EXAMPLE =
  '<?xml version="1.0" encoding="UTF-8"?><bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" ' +
  'id="Definitions_1" targetNamespace="http://flowable.org/bpmn"><bpmn:process id="stock_taking_la" isExecutable="true">' +
  '<bpmn:startEvent id="Start" /></bpmn:process></bpmn:definitions>'

/**
 * An approval model (流程模型, /api/blade-flow/model): BPMN 2.0 XML drawn in the designer, per
 * tenant. Its category is the flow it approves (spec 1 §6); its key is the process id in the XML,
 * under which its deployments are versioned. Saving keeps a draft as drawn; deploying checks it.
 */
export const wfModel = defineResource({
  area: 'workflow',
  module: 'blade-flow',
  name: 'model',
  table: 'wf_model',
  label: { zh: '流程模型', en: 'Approval model', ja: '承認モデル' },
  fields: {
    modelKey: f.text({
      label: { zh: '模型标识', en: 'Model key', ja: 'モデルキー' },
      required: true,
      max: 64,
      pattern: /^[A-Za-z_][A-Za-z0-9_-]*$/,
      rule: {
        zh: '以字母或下划线开头，只含字母、数字、下划线和连字符',
        en: 'a letter or underscore first, then letters, digits, underscores and hyphens',
        ja: '英字または下線で始まり、英数字・下線・ハイフンのみ',
      },
      unique: true,
      list: true,
      search: true,
      sort: true,
      example: 'stock_taking_la',
    }),
    name: f.text({
      label: { zh: '模型名称', en: 'Model name', ja: 'モデル名' },
      required: true,
      max: 100,
      list: true,
      search: true,
      sort: true,
      title: true,
      example: 'Stock count, Los Angeles',
    }),
    category: f.dict('flow', {
      label: { zh: '流程分类', en: 'Flow', ja: 'フロー' },
      required: true,
      list: true,
      search: true,
      sort: true,
      example: 'stock_taking',
    }),
    deptId: f.link('blade-system/dept', {
      label: { zh: '所属部门', en: 'Department', ja: '所属部門' },
      list: true,
      search: true,
    }),
    description: f.text({ label: { zh: '描述', en: 'Description', ja: '説明' }, max: 500, list: true }),
    xml: f.longText({
      label: { zh: '模型XML', en: 'Model XML', ja: 'モデルXML' },
      required: true,
      max: 500000,
      example: MODEL_XML_EXAMPLE,
    }),
    deployedVersion: f.integer({
      label: { zh: '已部署版本', en: 'Deployed version', ja: 'デプロイ済み版' },
      list: true,
      sort: true,
    }),
    deployTime: f.datetime({
      label: { zh: '部署时间', en: 'Deployed at', ja: 'デプロイ日時' },
      list: true,
      sort: true,
    }),
  },
  calls: [{ op: 'page', path: 'list' }, 'detail', 'submit', 'remove'],
  permissions: MODEL_PERMISSIONS,
  defaultOrder: 'category, model_key',
  menu: { parent: 'flow', sort: 1, icon: 'sitemap', path: '/flow/model' },
})

/**
 * A deployment (流程部署, /api/blade-flow/manager): one version of a model as the engine runs it,
 * with the XML and the checked graph it was deployed with (never changed: a running approval keeps
 * the version it started on). Its id is the process definition id the screens carry.
 */
export const wfDeployment = defineResource({
  area: 'workflow',
  module: 'blade-flow',
  name: 'manager',
  table: 'wf_deployment',
  label: { zh: '流程部署', en: 'Deployment', ja: 'デプロイ' },
  fields: {
    processKey: f.text({
      label: { zh: '流程标识', en: 'Process key', ja: 'プロセスキー' },
      max: 64,
      list: true,
      search: true,
      sort: true,
    }),
    name: f.text({
      label: { zh: '流程名称', en: 'Process name', ja: 'プロセス名' },
      max: 100,
      list: true,
      search: true,
      sort: true,
      title: true,
    }),
    category: f.dict('flow', {
      label: { zh: '流程分类', en: 'Flow', ja: 'フロー' },
      list: true,
      search: true,
      sort: true,
    }),
    deptId: f.link('blade-system/dept', { label: { zh: '所属部门', en: 'Department', ja: '所属部門' }, list: true }),
    processVersion: f.integer({ label: { zh: '版本', en: 'Version', ja: '版' }, list: true, sort: true }),
    suspensionState: f.dict('process_state', {
      label: { zh: '状态', en: 'State', ja: '状態' },
      list: true,
      search: true,
      sort: true,
    }),
    modelId: f.link('blade-flow/model', { label: { zh: '来源模型', en: 'Model', ja: 'モデル' }, list: true }),
    resourceName: f.text({ label: { zh: '资源名称', en: 'Resource', ja: 'リソース' }, max: 200, list: true }),
    deployTime: f.datetime({
      label: { zh: '部署时间', en: 'Deployed at', ja: 'デプロイ日時' },
      list: true,
      sort: true,
    }),
  },
  calls: [{ op: 'page', path: 'list' }],
  permissions: DEPLOYMENT_PERMISSIONS,
  defaultOrder: 'process_key, process_version desc',
  menu: { parent: 'flow', sort: 2, icon: 'rocket', path: '/flow/deploy' },
  serverOnly: { xml: 'text', graph: 'jsonb' },
})

/**
 * A leave application (请假, /api/blade-desk/process/leave): the simplest flow (`Leave`), started
 * and read by its own calls; its status follows its approval.
 */
export const leave = defineResource({
  area: 'workflow',
  module: 'blade-desk',
  name: 'leave',
  basePath: '/api/blade-desk/process/leave',
  table: 'blade_process_leave',
  label: { zh: '请假', en: 'Leave', ja: '休暇' },
  fields: {
    startTime: f.datetime({
      label: { zh: '开始时间', en: 'From', ja: '開始' },
      required: true,
      list: true,
      sort: true,
      example: '2026-12-10 09:00:00',
    }),
    endTime: f.datetime({
      label: { zh: '结束时间', en: 'Until', ja: '終了' },
      required: true,
      list: true,
      sort: true,
      example: '2026-12-11 18:00:00',
    }),
    reason: f.text({
      label: { zh: '请假理由', en: 'Reason', ja: '理由' },
      required: true,
      max: 500,
      list: true,
      example: 'Family visit',
    }),
    taskUser: f.link('blade-user/user', { label: { zh: '审批人', en: 'Approver', ja: '承認者' }, list: true }),
    approvalState: f.dict('leave_status', {
      label: { zh: '状态', en: 'Status', ja: '状態' },
      list: true,
      search: true,
    }),
    approvalRemark: f.text({ label: { zh: '审批意见', en: 'Approver comment', ja: '承認コメント' }, max: 1000 }),
  },
  calls: [],
  handWrittenCalls: ['detail'],
  permissions: { view: 'leave_view', add: 'leave_add', edit: 'leave_edit', remove: 'leave_delete' },
  defaultOrder: 'create_time desc',
  isChild: true,
})
