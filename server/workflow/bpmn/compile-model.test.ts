import { describe, expect, it } from 'vitest'
import { workflowModelMessages } from '#sync/resources/workflow/workflow-model.messages.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { compileModel } from './compile-model.ts'
import { defaultModels } from './default-models.ts'
import { type ModelFlowSpec, type ModelNodeSpec, type ModelSpec, writeModelXml } from './write-model-xml.ts'

const start: ModelNodeSpec = { id: 'Start', type: 'startEvent', name: '发起', column: 0, row: 0 }
const end: ModelNodeSpec = { id: 'End', type: 'endEvent', name: '结束', column: 9, row: 0 }

function task(id: string, name: string, column: number, attributes = { 'flowable:assignee': `\${deptLeader}` }) {
  return { id, type: 'userTask', name, column, row: 0, attributes } satisfies ModelNodeSpec
}

function flow(id: string, source: string, target: string, condition?: string): ModelFlowSpec {
  return condition === undefined ? { id, source, target } : { id, source, target, name: `当 ${condition}`, condition }
}

/** start → the given tasks in a row → end. */
function chain(tasks: ModelNodeSpec[]): ModelSpec {
  const ids = [start.id, ...tasks.map((t) => t.id), end.id]
  const flows = ids.slice(1).map((id, index) => flow(`Flow_${index}`, ids[index]!, id))
  return { id: 'Test', name: '测试流程', nodes: [start, ...tasks, end], flows }
}

/** The English text of a refusal, filled from its parameters. */
function englishText(error: AppError): string {
  const template = workflowModelMessages[error.messageKey as keyof typeof workflowModelMessages].en
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(error.params[name]))
}

/** Compiles and returns the refusal, asserting it is a validation AppError whose text names `named`. */
async function refusal(xml: string, named: string[], options?: { knownFields?: readonly string[] }) {
  const error = await compileModel(xml, options).then(
    () => expect.fail('the model was accepted'),
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(AppError)
  const appError = error as AppError
  expect(appError.kind).toBe('VALIDATION')
  for (const text of named) expect(englishText(appError)).toContain(text)
  return appError
}

describe('default models', () => {
  it.each(defaultModels.map((model) => [model.code, model] as const))('compiles %s', async (code, model) => {
    const graph = await compileModel(model.xml, {
      knownFields: ['refundAmount', 'amount', 'absDifferenceQuantity'],
    })
    expect(graph.key).toBe(code)
    expect(graph.nodes[graph.start]?.type).toBe('startEvent')
    expect(model.xml).toContain('<bpmndi:BPMNDiagram')
    for (const id of Object.keys(graph.nodes)) expect(model.xml).toContain(`bpmnElement="${id}"`)
    for (const id of Object.keys(graph.flows)) expect(model.xml).toContain(`<bpmndi:BPMNEdge id="${id}_di"`)
  })

  it('keeps eight models, each with a name in zh, en and ja', () => {
    expect(defaultModels.map((model) => model.code)).toEqual([
      'Leave',
      'RMARefund',
      'RMAresend',
      'out_bound',
      'procurement_audit',
      'purchase_payment',
      'sale_plan',
      'stock_taking',
    ])
    for (const model of defaultModels) expect(Object.values(model.name).every(Boolean)).toBe(true)
  })

  it('compiles the refund model to role tasks, an exact condition and a default flow to the end', async () => {
    const refund = defaultModels.find((model) => model.code === 'RMARefund')!
    const graph = await compileModel(refund.xml)
    expect(graph.nodes.Task_customerService).toMatchObject({
      type: 'userTask',
      assignment: { candidateRoles: ['customer_service', 'administrator'], candidateDepts: [], candidateUsers: [] },
      chooseNext: false,
    })
    expect(graph.nodes.Gateway_1).toEqual({
      id: 'Gateway_1',
      name: '退款金额判断',
      type: 'exclusiveGateway',
      defaultFlow: 'Flow_default',
    })
    expect(graph.flows.Flow_3?.condition).toBe('refundAmount > 500')
    expect(graph.outgoing.Gateway_1).toEqual(['Flow_3', 'Flow_default'])
    expect(graph.incoming.EndEvent_1).toEqual(['Flow_4', 'Flow_default'])
  })

  it('compiles the purchase payment model to a parallel split and join', async () => {
    const payment = defaultModels.find((model) => model.code === 'purchase_payment')!
    const graph = await compileModel(payment.xml)
    expect(graph.nodes.Gateway_split?.type).toBe('parallelGateway')
    expect(graph.outgoing.Gateway_split).toHaveLength(2)
    expect(graph.incoming.Gateway_join).toHaveLength(2)
    expect(graph.nodes.Task_deptLeader).toMatchObject({ assignment: { assignee: { kind: 'deptLeader' } } })
  })

  it('round-trips through JSON unchanged, as stored in the database', async () => {
    const graph = await compileModel(defaultModels[4]!.xml)
    expect(JSON.parse(JSON.stringify(graph))).toEqual(graph)
  })
})

describe('assignment', () => {
  it('reads accounts, candidate departments, users and chooseNext', async () => {
    const attributes = {
      'flowable:assignee': 'zhangsan',
      'flowable:candidateDepartments': '1123598813738675201, 1123598813738675202',
      'flowable:candidateUsers': 'a,b,a',
      'flowable:chooseNext': 'true',
    }
    const graph = await compileModel(writeModelXml(chain([task('Task_1', '主管审批', 1, attributes)])))
    expect(graph.nodes.Task_1).toEqual({
      id: 'Task_1',
      name: '主管审批',
      type: 'userTask',
      assignment: {
        assignee: { kind: 'account', account: 'zhangsan' },
        candidateRoles: [],
        candidateDepts: ['1123598813738675201', '1123598813738675202'],
        candidateUsers: ['a', 'b'],
      },
      chooseNext: true,
    })
  })

  it('refuses a userTask without assignee or candidates, naming it', async () => {
    const xml = writeModelXml(chain([task('Task_nobody', '无人审批', 1, {} as never)]))
    const error = await refusal(xml, ['无人审批', 'Task_nobody'])
    expect(error.messageKey).toBe('workflow.taskUnassigned')
  })

  it('refuses an assignee expression other than deptLeader, chosen or initiator, naming the task', async () => {
    const xml = writeModelXml(chain([task('Task_expr', '表达式审批', 1, { 'flowable:assignee': `\${manager}` })]))
    await refusal(xml, ['表达式审批', 'Task_expr', `\${manager}`])
  })
})

describe('refusals name the element', () => {
  it('refuses an 11th approval node, naming it and the limit', async () => {
    const tasks = Array.from({ length: 11 }, (_, index) => task(`Task_${index + 1}`, `第${index + 1}级审批`, index + 1))
    const xml = writeModelXml({ ...chain(tasks), nodes: [start, ...tasks, { ...end, column: 12 }] })
    const error = await refusal(xml, ['第11级审批', 'Task_11', 'at most 10', 'number 11'])
    expect(error.messageKey).toBe('workflow.tooManyApprovals')
  })

  it('accepts ten approval nodes', async () => {
    const tasks = Array.from({ length: 10 }, (_, index) => task(`Task_${index + 1}`, `第${index + 1}级审批`, index + 1))
    const graph = await compileModel(
      writeModelXml({ ...chain(tasks), nodes: [start, ...tasks, { ...end, column: 11 }] }),
    )
    expect(Object.values(graph.nodes).filter((node) => node.type === 'userTask')).toHaveLength(10)
  })

  it('refuses a node that cannot be reached from the start, naming it', async () => {
    const model = chain([task('Task_1', '部门审批', 1)])
    const orphan = { ...task('Task_orphan', '孤立审批', 1), row: 1 }
    const xml = writeModelXml({
      ...model,
      nodes: [...model.nodes, orphan],
      flows: [...model.flows, flow('Flow_orphan', 'Task_orphan', 'End')],
    })
    const error = await refusal(xml, ['孤立审批', 'Task_orphan'])
    expect(error.messageKey).toBe('workflow.nodeUnreachable')
  })

  it('refuses a node from which no end can be reached, naming it', async () => {
    const gateway: ModelNodeSpec = {
      id: 'Gateway_1',
      type: 'exclusiveGateway',
      name: '金额判断',
      column: 2,
      row: 0,
      attributes: { default: 'Flow_end' },
    }
    const xml = writeModelXml({
      id: 'Test',
      name: '测试流程',
      nodes: [start, task('Task_1', '部门审批', 1), gateway, task('Task_trap', '死循环审批', 3), end],
      flows: [
        flow('Flow_1', 'Start', 'Task_1'),
        flow('Flow_2', 'Task_1', 'Gateway_1'),
        flow('Flow_3', 'Gateway_1', 'Task_trap', 'amount > 1'),
        flow('Flow_4', 'Task_trap', 'Task_trap'),
        { id: 'Flow_end', source: 'Gateway_1', target: 'End', name: '其他' },
      ],
    })
    const error = await refusal(xml, ['死循环审批', 'Task_trap'])
    expect(error.messageKey).toBe('workflow.nodeDeadEnd')
  })

  it('refuses a serviceTask, naming it and its type', async () => {
    const service = { id: 'Service_1', type: 'serviceTask', name: '调用接口', column: 2, row: 0 }
    const xml = writeModelXml(chain([task('Task_1', '部门审批', 1), service]))
    const error = await refusal(xml, ['调用接口', 'Service_1', 'bpmn:ServiceTask'])
    expect(error.messageKey).toBe('workflow.elementRefused')
  })

  it.each([
    ['scriptTask', 'bpmn:ScriptTask'],
    ['subProcess', 'bpmn:SubProcess'],
    ['intermediateCatchEvent', 'bpmn:IntermediateCatchEvent'],
    ['inclusiveGateway', 'bpmn:InclusiveGateway'],
    ['callActivity', 'bpmn:CallActivity'],
  ])('refuses a %s, naming it and its type', async (type, qualified) => {
    const element = { id: 'Other_1', type, name: '其他元素', column: 2, row: 0 }
    const xml = writeModelXml(chain([task('Task_1', '部门审批', 1), element]))
    await refusal(xml, ['其他元素', 'Other_1', qualified])
  })

  it('refuses a boundary timer on a task, naming it', async () => {
    const xml = writeModelXml(chain([task('Task_1', '部门审批', 1)])).replace(
      '</bpmn:process>',
      '<bpmn:boundaryEvent id="Boundary_1" name="超时" attachedToRef="Task_1"><bpmn:timerEventDefinition /></bpmn:boundaryEvent></bpmn:process>',
    )
    await refusal(xml, ['超时', 'Boundary_1', 'bpmn:BoundaryEvent'])
  })

  it('refuses two elements with one id, naming the second', async () => {
    const xml = writeModelXml(chain([task('Task_1', '部门审批', 1)])).replace(
      'id="End" name="结束"',
      'id="Task_1" name="结束"',
    )
    const error = await refusal(xml, ['结束', 'Task_1'])
    expect(error.messageKey).toBe('workflow.idDuplicate')
  })

  it('refuses an element without an id, naming it', async () => {
    const xml = writeModelXml(chain([task('Task_1', '部门审批', 1)])).replace(
      '</bpmn:process>',
      '<bpmn:userTask name="无编号审批" flowable:assignee="zhangsan" /></bpmn:process>',
    )
    const error = await refusal(xml, ['无编号审批', 'bpmn:UserTask'])
    expect(error.messageKey).toBe('workflow.idMissing')
  })

  it('refuses a script-language condition, naming the flow', async () => {
    const procurement = defaultModels.find((model) => model.code === 'procurement_audit')!
    const xml = procurement.xml.replace(
      'xsi:type="bpmn:tFormalExpression"',
      'xsi:type="bpmn:tFormalExpression" language="groovy"',
    )
    await refusal(xml, ['金额大于 50000', 'Flow_3', 'language'])
  })

  it('refuses a made-up bpmn:fooTask, naming it', async () => {
    const foo = { id: 'Foo_1', type: 'fooTask', name: '虚构任务', column: 2, row: 0 }
    const xml = writeModelXml(chain([task('Task_1', '部门审批', 1), foo]))
    const error = await refusal(xml, ['虚构任务', 'Foo_1', 'bpmn:fooTask'])
    expect(error.messageKey).toBe('workflow.elementUnknown')
  })

  it('refuses a timer start event, naming it and its definition', async () => {
    const xml = writeModelXml(chain([task('Task_1', '部门审批', 1)])).replace(
      '<bpmn:outgoing>Flow_0</bpmn:outgoing>',
      '<bpmn:outgoing>Flow_0</bpmn:outgoing><bpmn:timerEventDefinition id="Timer_1" />',
    )
    await refusal(xml, ['发起', 'Start', 'bpmn:TimerEventDefinition'])
  })

  it('refuses an unknown flowable attribute, naming it and the task', async () => {
    const attributes = { 'flowable:assignee': `\${deptLeader}`, 'flowable:dueDate': 'P1D' }
    const xml = writeModelXml(chain([task('Task_due', '限时审批', 1, attributes)]))
    const error = await refusal(xml, ['限时审批', 'Task_due', 'flowable:dueDate'])
    expect(error.messageKey).toBe('workflow.attributeRefused')
  })

  it('refuses a Camunda extension attribute, naming it and the task', async () => {
    const attributes = {
      'xmlns:camunda': 'http://camunda.org/schema/1.0/bpmn',
      'camunda:assignee': 'demo',
      'flowable:assignee': `\${deptLeader}`,
    }
    const xml = writeModelXml(chain([task('Task_camunda', '卡蒙达审批', 1, attributes)]))
    await refusal(xml, ['卡蒙达审批', 'Task_camunda', 'camunda:assignee'])
  })

  it('refuses extension elements such as listeners, naming the task', async () => {
    const xml = writeModelXml(chain([task('Task_listener', '监听审批', 1)])).replace(
      '<bpmn:incoming>Flow_0</bpmn:incoming>',
      '<bpmn:extensionElements><flowable:taskListener event="create" class="x" /></bpmn:extensionElements><bpmn:incoming>Flow_0</bpmn:incoming>',
    )
    const error = await refusal(xml, ['flowable:taskListener', '监听审批', 'Task_listener'])
    expect(error.messageKey).toBe('workflow.elementUnknown')
  })

  it('refuses a collaboration (pool), naming it', async () => {
    const xml = writeModelXml(chain([task('Task_1', '部门审批', 1)])).replace(
      '<bpmn:process ',
      '<bpmn:collaboration id="Collaboration_1" name="采购协作"><bpmn:participant id="Participant_1" name="采购部" processRef="Test" /></bpmn:collaboration>\n  <bpmn:process ',
    )
    const error = await refusal(xml, ['采购协作', 'Collaboration_1'])
    expect(error.messageKey).toBe('workflow.collaborationRefused')
  })

  it('refuses two start events, naming the second', async () => {
    const model = chain([task('Task_1', '部门审批', 1)])
    const second = { id: 'Start_2', type: 'startEvent', name: '再次发起', column: 0, row: 1 }
    const xml = writeModelXml({
      ...model,
      nodes: [...model.nodes, second],
      flows: [...model.flows, flow('Flow_second', 'Start_2', 'Task_1')],
    })
    const error = await refusal(xml, ['2', '再次发起', 'Start_2'])
    expect(error.messageKey).toBe('workflow.startEventCount')
  })

  it('refuses a userTask with two outgoing flows, naming it', async () => {
    const model = chain([task('Task_1', '部门审批', 1), task('Task_2', '财务审批', 2)])
    const xml = writeModelXml({ ...model, flows: [...model.flows, flow('Flow_skip', 'Task_1', 'End')] })
    await refusal(xml, ['部门审批', 'Task_1', '2'])
  })

  it('refuses a condition on a flow that does not leave an exclusive gateway, naming the flow', async () => {
    const model = chain([task('Task_1', '部门审批', 1)])
    const xml = writeModelXml({ ...model, flows: [flow('Flow_0', 'Start', 'Task_1', 'amount > 1'), model.flows[1]!] })
    await refusal(xml, ['当 amount > 1', 'Flow_0', '发起'])
  })

  it('refuses a gateway with a second unconditioned flow, naming the flow and the gateway', async () => {
    const gateway: ModelNodeSpec = { id: 'Gateway_1', type: 'exclusiveGateway', name: '金额判断', column: 2, row: 0 }
    const xml = writeModelXml({
      id: 'Test',
      name: '测试流程',
      nodes: [start, task('Task_1', '部门审批', 1), gateway, task('Task_2', '财务审批', 3), end],
      flows: [
        flow('Flow_1', 'Start', 'Task_1'),
        flow('Flow_2', 'Task_1', 'Gateway_1'),
        { id: 'Flow_3', source: 'Gateway_1', target: 'Task_2', name: '大额' },
        flow('Flow_4', 'Task_2', 'End'),
        { id: 'Flow_5', source: 'Gateway_1', target: 'End', name: '小额' },
      ],
    })
    const error = await refusal(xml, ['大额', 'Flow_3', '金额判断', 'Gateway_1'])
    expect(error.messageKey).toBe('workflow.gatewayConditionMissing')
  })

  it('refuses a condition reading a field the document lacks, naming the flow and the field', async () => {
    const procurement = defaultModels.find((model) => model.code === 'procurement_audit')!
    const error = await refusal(procurement.xml, ['金额大于 50000', 'Flow_3', 'amount'], { knownFields: ['total'] })
    expect(error.messageKey).toBe('workflow.conditionUnknownField')
  })

  it('refuses a condition that does not parse, naming the flow and the position', async () => {
    const procurement = defaultModels.find((model) => model.code === 'procurement_audit')!
    const xml = procurement.xml.replace(`\${amount &gt; 50000}`, `\${amount.value &gt; 50000}`)
    const error = await refusal(xml, ['金额大于 50000', 'Flow_3', 'character 9'])
    expect(error.messageKey).toBe('workflow.conditionInvalid')
  })

  it('refuses malformed XML with the parser detail', async () => {
    const error = await refusal('<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"', [
      'bpmn:definitions',
      'unclosed tag',
    ])
    expect(error.messageKey).toBe('workflow.xmlInvalid')
  })

  it('refuses a flow to a missing element, naming the flow and the reference', async () => {
    const xml = writeModelXml(chain([task('Task_1', '部门审批', 1)])).replace('targetRef="End"', 'targetRef="Nowhere"')
    await refusal(xml, ['Flow_1', 'Nowhere'])
  })

  it('refuses through bpmnlint a forking gateway without a name, naming it', async () => {
    const refund = defaultModels.find((model) => model.code === 'RMARefund')!
    const error = await refusal(refund.xml.replace('name="退款金额判断" ', ''), ['Gateway_1'])
    expect(error.messageKey).toBe('workflow.lint.labelRequired')
    expect(error.params.rule).toBe('label-required')
  })

  it('refuses through bpmnlint a model without its diagram, naming the first element', async () => {
    const leave = defaultModels.find((model) => model.code === 'Leave')!
    const xml = leave.xml.replace(/<bpmndi:BPMNDiagram[\s\S]*<\/bpmndi:BPMNDiagram>/, '')
    const error = await refusal(xml, ['发起', 'StartEvent_1'])
    expect(error.messageKey).toBe('workflow.lint.diagramMissing')
  })
})

describe('names', () => {
  it('needs none on a start or an end (the designer draws them unnamed), but on every approval step', async () => {
    const unnamed = chain([task('Task_a', '审批', 1)])
    unnamed.nodes = unnamed.nodes.map((n) => (n.type === 'userTask' ? n : { ...n, name: '' }))
    await expect(compileModel(writeModelXml(unnamed))).resolves.toMatchObject({ key: 'Test' })
    const nameless = chain([task('Task_a', '', 1)])
    await expect(compileModel(writeModelXml(nameless))).rejects.toThrow(AppError)
  })
})
