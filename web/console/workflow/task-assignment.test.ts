import { BpmnModdle, type ModdleElement } from 'bpmn-moddle'
import { describe, expect, it } from 'vitest'
import { blankModelXml } from './designer-template.ts'
import { flowableDescriptor } from './flowable-descriptor.ts'
import {
  assignmentToAttributes,
  attributesToAssignment,
  commaList,
  type FlowableAttributes,
  HOLDER_KINDS,
  type TaskAssignment,
} from './task-assignment.ts'

const moddle = () => new BpmnModdle({ flowable: flowableDescriptor })

/** The user tasks of a parsed diagram. */
function userTasks(definitions: ModdleElement): ModdleElement[] {
  const processes = definitions.rootElements as ModdleElement[]
  return processes.flatMap((p) => (p.flowElements as ModdleElement[]).filter((e) => e.$type === 'bpmn:UserTask'))
}

const VALUES: Record<(typeof HOLDER_KINDS)[number], string> = {
  deptLeader: '',
  chosen: '',
  initiator: '',
  user: '1123598821738675201',
  roles: 'finance,warehouse_lead',
  departments: '1123598813738675201,1123598813738675202',
  users: '1123598821738675201,1123598821738675202',
}

describe('who holds an approval step', () => {
  it('writes the initiator, the chosen person and the department head as the engine’s variables', () => {
    expect(assignmentToAttributes({ holder: 'deptLeader', value: '', chooseNext: false }).assignee).toBe(
      `\${deptLeader}`,
    )
    expect(assignmentToAttributes({ holder: 'chosen', value: 'ignored', chooseNext: false }).assignee).toBe(
      `\${chosen}`,
    )
    expect(assignmentToAttributes({ holder: 'initiator', value: '', chooseNext: false }).assignee).toBe(`\${initiator}`)
  })

  it('writes candidate roles as one clean comma list in candidateGroups, clearing every other holder', () => {
    const attributes = assignmentToAttributes({
      holder: 'roles',
      value: ' finance, warehouse_lead,,finance ',
      chooseNext: false,
    })
    expect(attributes).toEqual({
      assignee: undefined,
      candidateUsers: undefined,
      candidateGroups: 'finance,warehouse_lead',
      candidateDepartments: undefined,
      chooseNext: undefined,
    })
  })

  it('marks chooseNext only on a step whose approver picks the next one', () => {
    expect(assignmentToAttributes({ holder: 'initiator', value: '', chooseNext: true }).chooseNext).toBe(true)
    expect(assignmentToAttributes({ holder: 'initiator', value: '', chooseNext: false }).chooseNext).toBeUndefined()
  })

  it('leaves a step without a holder when the chosen kind has no value yet', () => {
    const attributes = assignmentToAttributes({ holder: 'departments', value: ' , ', chooseNext: false })
    expect(Object.values(attributes).every((v) => v === undefined)).toBe(true)
  })

  it('reads every kind of holder back as it was written', () => {
    for (const holder of HOLDER_KINDS) {
      const assignment: TaskAssignment = { holder, value: VALUES[holder], chooseNext: holder === 'user' }
      expect(attributesToAssignment(assignmentToAttributes(assignment))).toEqual(assignment)
    }
  })

  it('reads an uploaded step: the assignee before candidates, "true" as chooseNext, nothing as no holder', () => {
    const both: Partial<FlowableAttributes> = { assignee: `\${initiator}`, candidateGroups: 'finance' }
    expect(attributesToAssignment(both).holder).toBe('initiator')
    expect(attributesToAssignment({ candidateUsers: '7', chooseNext: 'true' as unknown as boolean })).toEqual({
      holder: 'users',
      value: '7',
      chooseNext: true,
    })
    expect(attributesToAssignment({})).toEqual({ holder: null, value: '', chooseNext: false })
  })

  it('joins a list typed with Chinese commas too', () => {
    expect(commaList('a，b, c')).toBe('a,b,c')
  })
})

describe('the flowable attributes in BPMN XML', () => {
  it('keeps every holder through writing and reading the model’s XML with the flowable prefix', async () => {
    for (const holder of HOLDER_KINDS) {
      const assignment: TaskAssignment = { holder, value: VALUES[holder], chooseNext: true }
      const { rootElement } = await moddle().fromXML(blankModelXml('stock_taking_la', 'Stock count', 'Approve'))
      const [task] = userTasks(rootElement)
      for (const [name, value] of Object.entries(assignmentToAttributes(assignment)))
        task?.set(`flowable:${name}`, value)
      const { xml } = await moddle().toXML(rootElement, { format: true })
      expect(xml).toContain('xmlns:flowable="http://flowable.org/bpmn"')
      expect(xml).toContain('flowable:chooseNext="true"')
      const [read] = userTasks((await moddle().fromXML(xml)).rootElement)
      const attributes = Object.fromEntries(
        ['assignee', 'candidateUsers', 'candidateGroups', 'candidateDepartments', 'chooseNext'].map((n) => [
          n,
          read?.get(`flowable:${n}`),
        ]),
      )
      expect(attributesToAssignment(attributes)).toEqual(
        holder === 'deptLeader' || holder === 'chosen' || holder === 'initiator'
          ? { ...assignment, value: '' }
          : assignment,
      )
    }
  })

  it('writes candidate departments as flowable:candidateDepartments', async () => {
    const { rootElement } = await moddle().fromXML(blankModelXml('leave', 'Leave', 'Approve'))
    const [task] = userTasks(rootElement)
    task?.set('flowable:assignee', undefined)
    task?.set('flowable:candidateDepartments', '11,12')
    const { xml } = await moddle().toXML(rootElement)
    expect(xml).toContain('flowable:candidateDepartments="11,12"')
    expect(xml).not.toContain('flowable:assignee')
  })
})
