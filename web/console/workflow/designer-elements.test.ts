import { describe, expect, it } from 'vitest'
import { conditionBody, conditionText } from './designer-condition.ts'
import {
  applyBranch,
  applyModelToProcess,
  applyTask,
  type BusinessObject,
  type DesignerServices,
  type DiagramElement,
  panelTargetOf,
} from './designer-elements.ts'

/** A canvas element whose business object answers `get` from its properties (as moddle does). */
function element(id: string, $type: string, properties: Record<string, unknown> = {}): DiagramElement {
  const businessObject = { $type, id, ...properties, get: (name: string) => properties[name] } as BusinessObject
  return { id, type: $type, businessObject }
}

/** bpmn-js services that record every updateProperties instead of drawing. */
function recordingServices(elements: DiagramElement[]) {
  const updates: { id: string; properties: Record<string, unknown> }[] = []
  const services = {
    get(name: string) {
      if (name === 'modeling') {
        return {
          updateProperties: (e: DiagramElement, properties: Record<string, unknown>) =>
            updates.push({ id: e.id, properties }),
        }
      }
      if (name === 'moddle') return { create: (type: string, attributes: object) => ({ $type: type, ...attributes }) }
      if (name === 'elementRegistry') return { get: (id: string) => elements.find((e) => e.id === id) }
      return { getRootElement: () => elements[0], zoom: () => undefined }
    },
  } as unknown as DesignerServices
  return { services, updates }
}

/** An exclusive gateway with two branches, `yes` (conditioned) and `no`, `no` its default when asked. */
function gatewayWithBranches(noIsDefault: boolean) {
  const gateway = element('check', 'bpmn:ExclusiveGateway')
  const yes = element('yes', 'bpmn:SequenceFlow', {
    name: 'Approved',
    sourceRef: gateway.businessObject,
    conditionExpression: { body: `\${pass == true}` },
  })
  const no = element('no', 'bpmn:SequenceFlow', { sourceRef: gateway.businessObject })
  if (noIsDefault) gateway.businessObject.default = no.businessObject
  return { gateway, yes, no }
}

describe('what the side panel edits', () => {
  it('reads an approval step’s name and its candidate roles', () => {
    const task = element('approve', 'bpmn:UserTask', { name: 'Finance', 'flowable:candidateGroups': 'finance' })
    expect(panelTargetOf(task)).toEqual({
      kind: 'task',
      element: task,
      name: 'Finance',
      assignment: { holder: 'roles', value: 'finance', chooseNext: false },
    })
  })

  it('reads a gateway branch’s condition as typed and whether it is the default', () => {
    const { yes, no } = gatewayWithBranches(true)
    expect(panelTargetOf(yes)).toMatchObject({
      kind: 'branch',
      name: 'Approved',
      condition: 'pass == true',
      isDefault: false,
    })
    expect(panelTargetOf(no)).toMatchObject({ kind: 'branch', condition: '', isDefault: true })
  })

  it('shows the model’s own form for nothing selected, a flow not leaving an exclusive gateway, or a start event', () => {
    const start = element('start', 'bpmn:StartEvent')
    const plain = element('f1', 'bpmn:SequenceFlow', { sourceRef: start.businessObject })
    expect(panelTargetOf(null)).toEqual({ kind: 'model' })
    expect(panelTargetOf(plain)).toEqual({ kind: 'model' })
    expect(panelTargetOf(start)).toEqual({ kind: 'model' })
  })
})

describe('writing the panel onto the diagram', () => {
  it('writes a step’s name and holder with the flowable prefix, clearing the other holders', () => {
    const task = element('approve', 'bpmn:UserTask')
    const { services, updates } = recordingServices([task])
    applyTask(services, task, ' Warehouse lead ', { holder: 'departments', value: '11, 12', chooseNext: true })
    expect(updates).toEqual([
      {
        id: 'approve',
        properties: {
          name: 'Warehouse lead',
          'flowable:assignee': undefined,
          'flowable:candidateUsers': undefined,
          'flowable:candidateGroups': undefined,
          'flowable:candidateDepartments': '11,12',
          'flowable:chooseNext': true,
        },
      },
    ])
  })

  it(`writes a condition as a formal expression \${…}`, () => {
    const { gateway, yes, no } = gatewayWithBranches(false)
    const { services, updates } = recordingServices([gateway, yes, no])
    applyBranch(services, no, { name: 'Rejected', condition: 'pass == false', isDefault: false })
    expect(updates).toEqual([
      {
        id: 'no',
        properties: {
          name: 'Rejected',
          conditionExpression: { $type: 'bpmn:FormalExpression', body: `\${pass == false}` },
        },
      },
    ])
  })

  it('makes a branch the gateway’s default, dropping its condition, and takes it back', () => {
    const { gateway, yes, no } = gatewayWithBranches(false)
    const { services, updates } = recordingServices([gateway, yes, no])
    applyBranch(services, no, { name: '', condition: 'pass == false', isDefault: true })
    expect(updates).toEqual([
      { id: 'no', properties: { name: undefined, conditionExpression: undefined } },
      { id: 'check', properties: { default: no.businessObject } },
    ])
    gateway.businessObject.default = no.businessObject
    updates.length = 0
    applyBranch(services, no, { name: '', condition: '', isDefault: false })
    expect(updates[1]).toEqual({ id: 'check', properties: { default: undefined } })
  })

  it('gives the process the model key as its id, once', () => {
    const process = element('Process_1', 'bpmn:Process')
    const { services, updates } = recordingServices([process])
    applyModelToProcess(services, ' stock_taking_la ', 'Stock count')
    expect(updates).toEqual([{ id: 'Process_1', properties: { id: 'stock_taking_la', name: 'Stock count' } }])
    const named = element('stock_taking_la', 'bpmn:Process', { name: 'Stock count' })
    const again = recordingServices([named])
    applyModelToProcess(again.services, 'stock_taking_la', 'Stock count')
    expect(again.updates).toEqual([])
  })

  it('leaves a collaboration’s root alone (its processes are the pools’)', () => {
    const { services, updates } = recordingServices([element('Collab_1', 'bpmn:Collaboration')])
    applyModelToProcess(services, 'leave', 'Leave')
    expect(updates).toEqual([])
  })
})

describe('a branch condition', () => {
  it(`wraps what is typed in \${…} once, and shows it back without`, () => {
    expect(conditionBody(' pass == true ')).toBe(`\${pass == true}`)
    expect(conditionBody(`\${days > 3}`)).toBe(`\${days > 3}`)
    expect(conditionBody('   ')).toBeUndefined()
    expect(conditionText(`\${days > 3}`)).toBe('days > 3')
    expect(conditionText(undefined)).toBe('')
  })
})
