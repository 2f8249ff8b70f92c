import { conditionBody, conditionText } from './designer-condition.ts'
import {
  assignmentToAttributes,
  attributesToAssignment,
  type FlowableAttributes,
  flowableProperties,
  type TaskAssignment,
} from './task-assignment.ts'

/** The part of a bpmn-js business object the designer reads (a moddle element). */
export type BusinessObject = {
  $type: string
  id: string
  name?: string
  sourceRef?: BusinessObject
  default?: BusinessObject
  conditionExpression?: { body?: string }
  get(name: string): unknown
}

/** A shape or connection on the canvas. */
export type DiagramElement = { id: string; type: string; businessObject: BusinessObject }

/** The bpmn-js services the designer uses, by name (`modeler.get(name)`). */
export type DesignerServices = {
  get(name: 'modeling'): { updateProperties(element: DiagramElement, properties: Record<string, unknown>): void }
  get(name: 'moddle'): { create(type: string, attributes: Record<string, unknown>): unknown }
  get(name: 'elementRegistry'): { get(id: string): DiagramElement | undefined }
  get(name: 'canvas'): { getRootElement(): DiagramElement; zoom(level: 'fit-viewport'): unknown }
}

/** What the side panel edits: an approval step, a branch leaving an exclusive gateway, or the model itself. */
export type PanelTarget =
  | { kind: 'task'; element: DiagramElement; name: string; assignment: TaskAssignment }
  | { kind: 'branch'; element: DiagramElement; name: string; condition: string; isDefault: boolean }
  | { kind: 'model' }

/** The panel's view of the selected element (the model's own form when nothing it edits is selected). */
export function panelTargetOf(element: DiagramElement | null): PanelTarget {
  const bo = element?.businessObject
  if (!element || !bo) return { kind: 'model' }
  if (bo.$type === 'bpmn:UserTask') {
    const read = (name: keyof FlowableAttributes) => bo.get(`flowable:${name}`)
    const assignment = attributesToAssignment({
      assignee: read('assignee'),
      candidateUsers: read('candidateUsers'),
      candidateGroups: read('candidateGroups'),
      candidateDepartments: read('candidateDepartments'),
      chooseNext: read('chooseNext'),
    })
    return { kind: 'task', element, name: bo.name ?? '', assignment }
  }
  if (bo.$type === 'bpmn:SequenceFlow' && bo.sourceRef?.$type === 'bpmn:ExclusiveGateway') {
    const condition = conditionText(bo.conditionExpression?.body)
    return { kind: 'branch', element, name: bo.name ?? '', condition, isDefault: bo.sourceRef.default?.id === bo.id }
  }
  return { kind: 'model' }
}

/** Writes an approval step's name and holder. */
export function applyTask(
  services: DesignerServices,
  element: DiagramElement,
  name: string,
  assignment: TaskAssignment,
) {
  const properties = flowableProperties(assignmentToAttributes(assignment))
  services.get('modeling').updateProperties(element, { name: name.trim() || undefined, ...properties })
}

/**
 * Writes a gateway branch's name, condition (a formal expression `${...}`) and whether it is the
 * gateway's default branch; a default branch takes no condition (the engine ignores it there).
 */
export function applyBranch(
  services: DesignerServices,
  element: DiagramElement,
  branch: { name: string; condition: string; isDefault: boolean },
) {
  const modeling = services.get('modeling')
  const body = branch.isDefault ? undefined : conditionBody(branch.condition)
  const conditionExpression = body ? services.get('moddle').create('bpmn:FormalExpression', { body }) : undefined
  modeling.updateProperties(element, { name: branch.name.trim() || undefined, conditionExpression })
  const gatewayId = element.businessObject.sourceRef?.id
  const gateway = gatewayId ? services.get('elementRegistry').get(gatewayId) : undefined
  if (!gateway) return
  const wasDefault = gateway.businessObject.default?.id === element.businessObject.id
  if (branch.isDefault && !wasDefault) modeling.updateProperties(gateway, { default: element.businessObject })
  if (!branch.isDefault && wasDefault) modeling.updateProperties(gateway, { default: undefined })
}

/** Gives the diagram's process the model's key as its id and the model's name (the engine versions deployments by it). */
export function applyModelToProcess(services: DesignerServices, modelKey: string, name: string) {
  const root = services.get('canvas').getRootElement()
  if (root.businessObject?.$type !== 'bpmn:Process' || !modelKey.trim()) return
  const bo = root.businessObject
  if (bo.id === modelKey.trim() && (bo.name ?? '') === name.trim()) return
  services.get('modeling').updateProperties(root, { id: modelKey.trim(), name: name.trim() || undefined })
}
