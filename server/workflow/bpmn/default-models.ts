import type { Label } from '#sync/i18n/language.ts'
import { type ModelFlowSpec, type ModelNodeSpec, writeModelXml } from './write-model-xml.ts'

/** A model every tenant starts with: its code (= the BPMN process id), its name and its BPMN 2.0 XML. */
export type DefaultModel = { code: string; name: Label; xml: string }

// a tenant's administrator may act on every role-held task of the default models
const ADMINISTRATOR = 'administrator'

const start: ModelNodeSpec = { id: 'StartEvent_1', type: 'startEvent', name: '发起', column: 0, row: 0 }

function end(column: number): ModelNodeSpec {
  return { id: 'EndEvent_1', type: 'endEvent', name: '结束', column, row: 0 }
}

function deptLeaderTask(id: string, column: number, row = 0): ModelNodeSpec {
  const attributes = { 'flowable:assignee': `\${deptLeader}` }
  return { id, type: 'userTask', name: '部门负责人审批', column, row, attributes }
}

function roleTask(id: string, name: string, role: string, column: number, row = 0): ModelNodeSpec {
  const attributes = { 'flowable:candidateGroups': `${role},${ADMINISTRATOR}` }
  return { id, type: 'userTask', name, column, row, attributes }
}

function gateway(id: string, name: string, column: number, defaultFlow: string): ModelNodeSpec {
  return { id, type: 'exclusiveGateway', name, column, row: 0, attributes: { default: defaultFlow } }
}

function flow(id: string, source: string, target: string, extra: Partial<ModelFlowSpec> = {}): ModelFlowSpec {
  return { id, source, target, ...extra }
}

/** start → one task → end. */
function singleApproval(code: string, name: Label, task: ModelNodeSpec): DefaultModel {
  const xml = writeModelXml({
    id: code,
    name: name.zh,
    nodes: [start, task, end(2)],
    flows: [flow('Flow_1', start.id, task.id), flow('Flow_2', task.id, 'EndEvent_1')],
  })
  return { code, name, xml }
}

/** start → first task → gateway → (when `condition`) second task → end, or by default straight to the end. */
function escalatingApproval(
  code: string,
  name: Label,
  steps: { first: ModelNodeSpec; gatewayName: string; condition: string; conditionName: string; second: ModelNodeSpec },
): DefaultModel {
  const xml = writeModelXml({
    id: code,
    name: name.zh,
    nodes: [start, steps.first, gateway('Gateway_1', steps.gatewayName, 2, 'Flow_default'), steps.second, end(4)],
    flows: [
      flow('Flow_1', start.id, steps.first.id),
      flow('Flow_2', steps.first.id, 'Gateway_1'),
      flow('Flow_3', 'Gateway_1', steps.second.id, { name: steps.conditionName, condition: steps.condition }),
      flow('Flow_4', steps.second.id, 'EndEvent_1'),
      flow('Flow_default', 'Gateway_1', 'EndEvent_1', { name: '其他' }),
    ],
  })
  return { code, name, xml }
}

function parallelApproval(code: string, name: Label): DefaultModel {
  const xml = writeModelXml({
    id: code,
    name: name.zh,
    nodes: [
      start,
      { id: 'Gateway_split', type: 'parallelGateway', name: '', column: 1, row: 0 },
      roleTask('Task_finance', '财务审批', 'finance', 2, 0),
      deptLeaderTask('Task_deptLeader', 2, 1),
      { id: 'Gateway_join', type: 'parallelGateway', name: '', column: 3, row: 0 },
      end(4),
    ],
    flows: [
      flow('Flow_1', start.id, 'Gateway_split'),
      flow('Flow_2', 'Gateway_split', 'Task_finance'),
      flow('Flow_3', 'Gateway_split', 'Task_deptLeader'),
      flow('Flow_4', 'Task_finance', 'Gateway_join'),
      flow('Flow_5', 'Task_deptLeader', 'Gateway_join'),
      flow('Flow_6', 'Gateway_join', 'EndEvent_1'),
    ],
  })
  return { code, name, xml }
}

/** The eight approval models a tenant starts with, by document kind. */
export const defaultModels: readonly DefaultModel[] = [
  singleApproval(
    'Leave',
    { zh: '请假审批', en: 'Leave approval', ja: '休暇承認' },
    deptLeaderTask('Task_deptLeader', 1),
  ),
  escalatingApproval(
    'RMARefund',
    { zh: '退货退款审批', en: 'RMA refund approval', ja: '返品返金承認' },
    {
      first: roleTask('Task_customerService', '客服主管审批', 'customer_service', 1),
      gatewayName: '退款金额判断',
      condition: 'refundAmount > 500',
      conditionName: '退款金额大于 500',
      second: roleTask('Task_finance', '财务审批', 'finance', 3),
    },
  ),
  singleApproval(
    'RMAresend',
    { zh: '退货补发审批', en: 'RMA resend approval', ja: '返品再送承認' },
    roleTask('Task_customerService', '客服主管审批', 'customer_service', 1),
  ),
  singleApproval(
    'out_bound',
    { zh: '出库审批', en: 'Outbound approval', ja: '出庫承認' },
    roleTask('Task_warehouseLead', '仓库主管审批', 'warehouse_lead', 1),
  ),
  escalatingApproval(
    'procurement_audit',
    { zh: '采购审批', en: 'Procurement approval', ja: '購買承認' },
    {
      first: deptLeaderTask('Task_deptLeader', 1),
      gatewayName: '采购金额判断',
      condition: 'amount > 50000',
      conditionName: '金额大于 50000',
      second: roleTask('Task_finance', '财务审批', 'finance', 3),
    },
  ),
  parallelApproval('purchase_payment', { zh: '采购付款审批', en: 'Purchase payment approval', ja: '購買支払承認' }),
  singleApproval(
    'sale_plan',
    { zh: '销售计划审批', en: 'Sales plan approval', ja: '販売計画承認' },
    deptLeaderTask('Task_deptLeader', 1),
  ),
  escalatingApproval(
    'stock_taking',
    { zh: '盘点审批', en: 'Stock-taking approval', ja: '棚卸承認' },
    {
      first: roleTask('Task_warehouseLead', '仓库主管审批', 'warehouse_lead', 1),
      gatewayName: '差异数量判断',
      condition: 'absDifferenceQuantity > 100',
      conditionName: '差异数量大于 100',
      second: roleTask('Task_finance', '财务审批', 'finance', 3),
    },
  ),
]
