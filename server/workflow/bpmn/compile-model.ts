import { BpmnModdle, type ModdleElement, type ParseWarning } from 'bpmn-moddle'
import type { MessageKey } from '#sync/i18n/messages.ts'
import type { workflowModelMessages } from '#sync/resources/workflow/workflow-model.messages.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { ConditionError, conditionFields, parseCondition, unwrapCondition } from './condition.ts'
import { flowableModdle } from './flowable-moddle.ts'
import { lintModel } from './lint-model.ts'
import type { FlowNode, ProcessGraph, SequenceFlow, TaskAssignment } from './process-graph.ts'

/** The most approval nodes a model may hold (spec: at most 10). */
export const MAX_APPROVAL_NODES = 10

type WorkflowMessageKey = keyof typeof workflowModelMessages

/** A refusal of the model; the key is cast until the integrator registers the workflow messages. */
export function refuseModel(key: WorkflowMessageKey, params: Record<string, unknown> = {}): AppError {
  return new AppError('VALIDATION', key as MessageKey, params)
}

/** The message parameters naming an element: its name, its id, and both together for the text. */
export function nameElement(element: { id?: string; name?: unknown } | undefined): Record<string, string> {
  const id = element?.id ?? ''
  const name = typeof element?.name === 'string' ? element.name.trim() : ''
  return { id, name, element: name ? `"${name}" (${id})` : `(${id})` }
}

const NODE_TYPES = {
  'bpmn:StartEvent': 'startEvent',
  'bpmn:EndEvent': 'endEvent',
  'bpmn:UserTask': 'userTask',
  'bpmn:ExclusiveGateway': 'exclusiveGateway',
  'bpmn:ParallelGateway': 'parallelGateway',
} as const

/**
 * Compiles a BPMN 2.0 approval model to the graph the process engine walks, refusing (with an
 * AppError naming the element) anything the engine does not run: other element types, extensions,
 * unreachable or dead-end nodes, ambiguous gateways, bad conditions, tasks nobody may hold.
 */
export async function compileModel(
  xml: string,
  options: { knownFields?: readonly string[] } = {},
): Promise<ProcessGraph> {
  const root = await parseModel(xml)
  refuseUnknownAttributes(root)
  const process = singleProcess(root)
  const elements = (process.flowElements as ModdleElement[] | undefined) ?? []
  const nodes: Record<string, FlowNode> = {}
  const flows: Record<string, SequenceFlow> = {}
  let approvals = 0
  for (const element of elements) {
    // the engine and the tracking view address every node and flow by its id
    if (!element.id) throw refuseModel('workflow.idMissing', { ...nameElement(element), type: element.$type })
    if (element.$type === 'bpmn:SequenceFlow') continue
    const type = NODE_TYPES[element.$type as keyof typeof NODE_TYPES]
    if (!type) throw refuseModel('workflow.elementRefused', { ...nameElement(element), type: element.$type })
    if (type === 'userTask' && ++approvals > MAX_APPROVAL_NODES) {
      throw refuseModel('workflow.tooManyApprovals', {
        ...nameElement(element),
        count: approvals,
        max: MAX_APPROVAL_NODES,
      })
    }
    nodes[element.id!] = compileNode(element, type)
  }
  for (const element of elements) {
    if (element.$type === 'bpmn:SequenceFlow') flows[element.id!] = compileFlow(element, nodes, options.knownFields)
  }
  const graph = connect(process, nodes, flows)
  checkShape(graph)
  checkReachability(graph, elements)
  await refuseLintReports(root)
  return graph
}

async function parseModel(xml: string): Promise<ModdleElement> {
  const moddle = new BpmnModdle({ flowable: flowableModdle })
  try {
    const { rootElement, warnings } = await moddle.fromXML(xml, 'bpmn:Definitions')
    const warning = warnings[0]
    if (warning) throw refuseWarning(warning, xml)
    return rootElement
  } catch (error) {
    if (error instanceof AppError) throw error
    throw refuseModel('workflow.xmlInvalid', { detail: firstLine(error) })
  }
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.replace(/\s+/g, ' ').trim().slice(0, 200)
}

/** Every reader warning dropped content: refuse it, naming the element it sat on. */
function refuseWarning(warning: ParseWarning, xml: string): AppError {
  const unknownAttribute = /^unknown attribute <([^>]+)>/.exec(warning.message)
  if (unknownAttribute && warning.element) {
    return refuseModel('workflow.attributeRefused', {
      ...nameElement(warning.element),
      type: warning.element.$type,
      attribute: unknownAttribute[1],
    })
  }
  const unresolved = /^unresolved reference <([^>]+)>/.exec(warning.message)
  if (unresolved && warning.element) {
    return refuseModel('workflow.referenceUnresolved', { ...nameElement(warning.element), reference: unresolved[1] })
  }
  const duplicate = /duplicate ID <([^>]+)>/.exec(warning.message)?.[1]
  if (duplicate) {
    const tag = /<([\w.:-]+)/.exec(warning.message)?.[1] ?? ''
    return refuseModel('workflow.idDuplicate', { ...nameElement(elementAround(xml, tag, duplicate)), type: tag })
  }
  // unparsable content carries no element: name it (or the nearest element around it) from the source
  const tag = /<([\w.:-]+)/.exec(warning.message)?.[1]
  if (tag) return refuseModel('workflow.elementUnknown', { ...nameElement(elementAround(xml, tag)), type: tag })
  return refuseModel('workflow.xmlInvalid', { detail: firstLine(warning) })
}

/**
 * The id and name of the first `<tag>` in the source (the one with `id` when given), or of the
 * nearest element with an id opened before it.
 */
function elementAround(xml: string, tag: string, id?: string): { id?: string; name?: string } {
  const at =
    id === undefined ? xml.indexOf(`<${tag}`) : xml.search(new RegExp(`<${tag}\\s[^>]*\\bid="${escapeRegExp(id)}"`))
  if (at < 0) return {}
  const openings = [...xml.slice(0, xml.indexOf('>', at) + 1).matchAll(/<[\w.:-]+\s[^>]*\bid="[^"]*"[^>]*>/g)]
  const opening = openings.findLast((match) => match.index === at) ?? openings.at(-1)
  if (!opening) return {}
  return { id: /\bid="([^"]*)"/.exec(opening[0])?.[1], name: /\bname="([^"]*)"/.exec(opening[0])?.[1] }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const SEMANTIC_PREFIX = 'bpmn:'

/**
 * Attributes of foreign namespaces (camunda:, activiti: ...) and extension elements are kept by
 * the reader without a warning; the engine would silently ignore them, so they are refused.
 */
function refuseUnknownAttributes(element: ModdleElement): void {
  if (!element.$type.startsWith(SEMANTIC_PREFIX)) return
  for (const attribute of Object.keys(element.$attrs ?? {})) {
    if (attribute === 'xmlns' || attribute.startsWith('xmlns:') || attribute.startsWith('xsi:')) continue
    throw refuseModel('workflow.attributeRefused', { ...nameElement(element), type: element.$type, attribute })
  }
  if (element.extensionElements) {
    throw refuseModel('workflow.extensionRefused', { ...nameElement(element), type: element.$type })
  }
  for (const value of Object.values(element)) {
    const children = Array.isArray(value) ? value : [value]
    for (const child of children) {
      if (isChildElement(child, element)) refuseUnknownAttributes(child)
    }
  }
}

function isChildElement(value: unknown, parent: ModdleElement): value is ModdleElement {
  return typeof value === 'object' && value !== null && '$type' in value && (value as ModdleElement).$parent === parent
}

function singleProcess(root: ModdleElement): ModdleElement {
  const rootElements = (root.rootElements as ModdleElement[] | undefined) ?? []
  const collaboration = rootElements.find((element) => element.$type === 'bpmn:Collaboration')
  if (collaboration) throw refuseModel('workflow.collaborationRefused', nameElement(collaboration))
  const processes = rootElements.filter((element) => element.$type === 'bpmn:Process')
  if (processes.length !== 1) throw refuseModel('workflow.processCount', { count: processes.length })
  const process = processes[0]!
  if (!process.id) throw refuseModel('workflow.processCount', { count: 0 })
  return process
}

function compileNode(element: ModdleElement, type: FlowNode['type']): FlowNode {
  const id = element.id!
  const name = (element.name ?? '').trim()
  if ((type === 'startEvent' || type === 'endEvent') && ((element.eventDefinitions as unknown[]) ?? []).length > 0) {
    const definition = (element.eventDefinitions as ModdleElement[])[0]!
    throw refuseModel('workflow.eventDefinitionRefused', { ...nameElement(element), type: definition.$type })
  }
  if (type === 'userTask') {
    return { id, name, type, assignment: compileAssignment(element), chooseNext: element.chooseNext === true }
  }
  if (type === 'exclusiveGateway') {
    const defaultFlow = (element.default as ModdleElement | undefined)?.id
    return defaultFlow ? { id, name, type, defaultFlow } : { id, name, type }
  }
  return { id, name, type }
}

const ASSIGNEE_EXPRESSIONS = { deptLeader: 'deptLeader', chosen: 'chosen', initiator: 'initiator' } as const

function compileAssignment(task: ModdleElement): TaskAssignment {
  const assignment: TaskAssignment = {
    candidateRoles: splitList(task, 'candidateGroups'),
    candidateDepts: splitList(task, 'candidateDepartments'),
    candidateUsers: splitList(task, 'candidateUsers'),
  }
  const assignee = typeof task.assignee === 'string' ? task.assignee.trim() : ''
  const expression = /^\$\{\s*(\w+)\s*\}$/.exec(assignee)?.[1]
  if (expression !== undefined) {
    const kind = ASSIGNEE_EXPRESSIONS[expression as keyof typeof ASSIGNEE_EXPRESSIONS]
    if (!kind) throw refuseModel('workflow.assigneeInvalid', { ...nameElement(task), assignee })
    assignment.assignee = { kind }
  } else if (assignee.includes('$') || assignee.includes('#')) {
    throw refuseModel('workflow.assigneeInvalid', { ...nameElement(task), assignee })
  } else if (assignee) {
    assignment.assignee = { kind: 'account', account: assignee }
  }
  const candidates =
    assignment.candidateRoles.length + assignment.candidateDepts.length + assignment.candidateUsers.length
  if (!assignment.assignee && candidates === 0) throw refuseModel('workflow.taskUnassigned', nameElement(task))
  return assignment
}

/** A comma-separated candidate list; expressions are refused (the engine resolves only plain values). */
function splitList(task: ModdleElement, attribute: string): string[] {
  const text = typeof task[attribute] === 'string' ? (task[attribute] as string) : ''
  const values = [...new Set(text.split(',').map((value) => value.trim()))].filter(Boolean)
  const expression = values.find((value) => /[$#{}]/.test(value))
  if (expression) throw refuseModel('workflow.candidateInvalid', { ...nameElement(task), attribute, value: expression })
  return values
}

function compileFlow(
  element: ModdleElement,
  nodes: Record<string, FlowNode>,
  knownFields: readonly string[] | undefined,
): SequenceFlow {
  const source = (element.sourceRef as ModdleElement | undefined)?.id
  const target = (element.targetRef as ModdleElement | undefined)?.id
  if (!source || !target || !nodes[source] || !nodes[target]) {
    throw refuseModel('workflow.flowUnconnected', nameElement(element))
  }
  const flow: SequenceFlow = { id: element.id!, name: (element.name ?? '').trim(), source, target }
  const expression = element.conditionExpression as ModdleElement | undefined
  if (!expression) return flow
  const sourceNode = nodes[source]
  if (sourceNode.type !== 'exclusiveGateway') {
    throw refuseModel('workflow.conditionOutsideGateway', {
      ...nameElement(element),
      source: nameElement(sourceNode).element,
    })
  }
  if (sourceNode.defaultFlow === flow.id) throw refuseModel('workflow.conditionOnDefault', nameElement(element))
  // a script language (groovy, javascript ...) would not be our condition language
  if (expression.language !== undefined) {
    throw refuseModel('workflow.attributeRefused', {
      ...nameElement(element),
      type: expression.$type,
      attribute: 'language',
    })
  }
  flow.condition = compileCondition(element, typeof expression.body === 'string' ? expression.body : '', knownFields)
  return flow
}

function compileCondition(flow: ModdleElement, source: string, knownFields: readonly string[] | undefined): string {
  try {
    const ast = parseCondition(source)
    const unknown = knownFields && conditionFields(ast).find((field) => !knownFields.includes(field))
    if (unknown) throw refuseModel('workflow.conditionUnknownField', { ...nameElement(flow), field: unknown })
    return unwrapCondition(source)
  } catch (error) {
    if (!(error instanceof ConditionError)) throw error
    const params = { ...nameElement(flow), position: error.position + 1, near: error.near }
    if (error.problem === 'tooLong') throw refuseModel('workflow.conditionTooLong', params)
    if (error.problem === 'tooDeep') throw refuseModel('workflow.conditionTooDeep', params)
    throw refuseModel('workflow.conditionInvalid', params)
  }
}

function connect(
  process: ModdleElement,
  nodes: Record<string, FlowNode>,
  flows: Record<string, SequenceFlow>,
): ProcessGraph {
  const outgoing: Record<string, string[]> = {}
  const incoming: Record<string, string[]> = {}
  for (const id of Object.keys(nodes)) {
    outgoing[id] = []
    incoming[id] = []
  }
  for (const flow of Object.values(flows)) {
    outgoing[flow.source]!.push(flow.id)
    incoming[flow.target]!.push(flow.id)
  }
  const starts = Object.values(nodes).filter((node) => node.type === 'startEvent')
  if (starts.length !== 1) {
    throw refuseModel('workflow.startEventCount', { count: starts.length, ...nameElement(starts[1]) })
  }
  if (!Object.values(nodes).some((node) => node.type === 'endEvent')) throw refuseModel('workflow.endEventMissing')
  return {
    key: process.id!,
    name: (process.name ?? '').trim(),
    start: starts[0]!.id,
    nodes,
    flows,
    outgoing,
    incoming,
  }
}

/** How many arrows each node may send on: the engine decides approve/reject itself. */
function checkShape(graph: ProcessGraph): void {
  for (const node of Object.values(graph.nodes)) {
    const leaving = graph.outgoing[node.id] ?? []
    const named = nameElement(node)
    if (node.type === 'startEvent' && leaving.length !== 1) {
      throw refuseModel('workflow.startOutgoing', { ...named, count: leaving.length })
    }
    if (node.type === 'endEvent' && leaving.length > 0) throw refuseModel('workflow.endOutgoing', named)
    if (node.type === 'userTask' && leaving.length !== 1) {
      throw refuseModel('workflow.taskOutgoing', { ...named, count: leaving.length })
    }
    if (node.type === 'exclusiveGateway') checkExclusiveGateway(graph, node, leaving)
  }
}

function checkExclusiveGateway(
  graph: ProcessGraph,
  gateway: Extract<FlowNode, { type: 'exclusiveGateway' }>,
  leaving: string[],
): void {
  if (gateway.defaultFlow && !leaving.includes(gateway.defaultFlow)) {
    throw refuseModel('workflow.defaultFlowInvalid', nameElement(gateway))
  }
  // a merging gateway (one way out) needs no condition; a split must say when each way is taken
  if (leaving.length < 2) return
  const unconditioned = leaving
    .map((id) => graph.flows[id]!)
    .find((flow) => flow.condition === undefined && flow.id !== gateway.defaultFlow)
  if (unconditioned) {
    throw refuseModel('workflow.gatewayConditionMissing', {
      ...nameElement(unconditioned),
      gateway: nameElement(gateway).element,
    })
  }
}

function checkReachability(graph: ProcessGraph, elements: ModdleElement[]): void {
  const forward = walk([graph.start], (id) => (graph.outgoing[id] ?? []).map((flow) => graph.flows[flow]!.target))
  const ends = Object.values(graph.nodes).filter((node) => node.type === 'endEvent')
  const backward = walk(
    ends.map((node) => node.id),
    (id) => (graph.incoming[id] ?? []).map((flow) => graph.flows[flow]!.source),
  )
  // document order, so the first element the designer drew is the one named
  for (const element of elements) {
    const node = graph.nodes[element.id!]
    if (!node) continue
    if (!forward.has(node.id)) throw refuseModel('workflow.nodeUnreachable', nameElement(node))
    if (!backward.has(node.id)) throw refuseModel('workflow.nodeDeadEnd', nameElement(node))
  }
}

function walk(from: string[], next: (id: string) => string[]): Set<string> {
  const seen = new Set(from)
  const queue = [...from]
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const target of next(id)) {
      if (!seen.has(target)) {
        seen.add(target)
        queue.push(target)
      }
    }
  }
  return seen
}

async function refuseLintReports(root: ModdleElement): Promise<void> {
  const report = (await lintModel(root))[0]
  if (!report) return
  const element = report.id ? indexElements(root).get(report.id) : undefined
  throw refuseModel(report.messageKey, {
    ...nameElement(element ?? { id: report.id }),
    rule: report.rule,
    detail: report.message,
  })
}

function indexElements(root: ModdleElement): Map<string, ModdleElement> {
  const index = new Map<string, ModdleElement>()
  const visit = (element: ModdleElement): void => {
    if (element.id) index.set(element.id, element)
    for (const value of Object.values(element)) {
      for (const child of Array.isArray(value) ? value : [value]) {
        if (isChildElement(child, element)) visit(child)
      }
    }
  }
  visit(root)
  return index
}
