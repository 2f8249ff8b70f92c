/**
 * Writes an approval model as BPMN 2.0 XML with its diagram, laid out left to right on a grid, so
 * the default models (and test models) are declared as data and bpmn-js can draw every one.
 */

/** A node placed at a grid `column` (left to right) and `row` (top to bottom). */
export type ModelNodeSpec = {
  id: string
  /** the BPMN element's local name: `startEvent`, `userTask`, `exclusiveGateway` ... */
  type: string
  name: string
  column: number
  row: number
  /** further attributes, qualified names as written (`flowable:assignee`) */
  attributes?: Record<string, string>
}

/** An arrow between two nodes; `condition` is written as the flow's conditionExpression. */
export type ModelFlowSpec = { id: string; source: string; target: string; name?: string; condition?: string }

/** A whole model: the process id (= the model's code), its name, nodes and flows. */
export type ModelSpec = { id: string; name: string; nodes: ModelNodeSpec[]; flows: ModelFlowSpec[] }

const SIZES: Record<string, { width: number; height: number }> = {
  startEvent: { width: 36, height: 36 },
  endEvent: { width: 36, height: 36 },
  exclusiveGateway: { width: 50, height: 50 },
  parallelGateway: { width: 50, height: 50 },
}
const TASK_SIZE = { width: 100, height: 80 }
const COLUMN_WIDTH = 160
const ROW_HEIGHT = 130
const ORIGIN = { x: 120, y: 120 }
// how far below a row an arrow runs when it skips the nodes between its ends
const DETOUR = 80

type Box = { x: number; y: number; width: number; height: number; centerX: number; centerY: number }

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
}

function boxOf(node: ModelNodeSpec): Box {
  const { width, height } = SIZES[node.type] ?? TASK_SIZE
  const centerX = ORIGIN.x + node.column * COLUMN_WIDTH
  const centerY = ORIGIN.y + node.row * ROW_HEIGHT
  return { x: centerX - width / 2, y: centerY - height / 2, width, height, centerX, centerY }
}

/** The arrow's bends: straight on one row and adjacent columns, below the row when skipping nodes, else an elbow. */
function waypointsOf(source: Box, target: Box, skipsNodes: boolean): [number, number][] {
  const fromX = source.x + source.width
  const toX = target.x
  if (source.centerY === target.centerY && !skipsNodes)
    return [
      [fromX, source.centerY],
      [toX, target.centerY],
    ]
  if (source.centerY === target.centerY) {
    const below = source.centerY + DETOUR
    return [
      [source.centerX, source.y + source.height],
      [source.centerX, below],
      [target.centerX, below],
      [target.centerX, target.y + target.height],
    ]
  }
  const middleX = (fromX + toX) / 2
  return [
    [fromX, source.centerY],
    [middleX, source.centerY],
    [middleX, target.centerY],
    [toX, target.centerY],
  ]
}

function nodeXml(node: ModelNodeSpec, flows: ModelFlowSpec[]): string {
  const attributes = Object.entries(node.attributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('')
  const links = [
    ...flows.filter((flow) => flow.target === node.id).map((flow) => `<bpmn:incoming>${flow.id}</bpmn:incoming>`),
    ...flows.filter((flow) => flow.source === node.id).map((flow) => `<bpmn:outgoing>${flow.id}</bpmn:outgoing>`),
  ]
  const open = `<bpmn:${node.type} id="${node.id}" name="${escapeXml(node.name)}"${attributes}>`
  return `    ${open}\n${links.map((link) => `      ${link}\n`).join('')}    </bpmn:${node.type}>`
}

function flowXml(flow: ModelFlowSpec): string {
  const head = `<bpmn:sequenceFlow id="${flow.id}" name="${escapeXml(flow.name ?? '')}" sourceRef="${flow.source}" targetRef="${flow.target}"`
  if (flow.condition === undefined) return `    ${head} />`
  const expression = `<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${escapeXml(`\${${flow.condition}}`)}</bpmn:conditionExpression>`
  return `    ${head}>\n      ${expression}\n    </bpmn:sequenceFlow>`
}

function diagramXml(model: ModelSpec): string {
  const boxes = new Map(model.nodes.map((node) => [node.id, boxOf(node)]))
  const columns = new Map(model.nodes.map((node) => [node.id, node.column]))
  const shapes = model.nodes.map((node) => {
    const box = boxes.get(node.id)!
    const marker = node.type === 'exclusiveGateway' ? ' isMarkerVisible="true"' : ''
    return `      <bpmndi:BPMNShape id="${node.id}_di" bpmnElement="${node.id}"${marker}>\n        <dc:Bounds x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" />\n      </bpmndi:BPMNShape>`
  })
  const edges = model.flows.map((flow) => {
    const span = Math.abs((columns.get(flow.target) ?? 0) - (columns.get(flow.source) ?? 0))
    const points = waypointsOf(boxes.get(flow.source)!, boxes.get(flow.target)!, span > 1)
      .map(([x, y]) => `        <di:waypoint x="${x}" y="${y}" />`)
      .join('\n')
    return `      <bpmndi:BPMNEdge id="${flow.id}_di" bpmnElement="${flow.id}">\n${points}\n      </bpmndi:BPMNEdge>`
  })
  return [
    '  <bpmndi:BPMNDiagram id="BPMNDiagram_1">',
    `    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${model.id}">`,
    ...shapes,
    ...edges,
    '    </bpmndi:BPMNPlane>',
    '  </bpmndi:BPMNDiagram>',
  ].join('\n')
}

/** The model as BPMN 2.0 XML with the Flowable namespace and a complete diagram. */
export function writeModelXml(model: ModelSpec): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"',
    '  xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"',
    '  xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
    `  xmlns:flowable="http://flowable.org/bpmn" id="Definitions_${model.id}" targetNamespace="http://flowable.org/bpmn">`,
    `  <bpmn:process id="${model.id}" name="${escapeXml(model.name)}" isExecutable="true">`,
    ...model.nodes.map((node) => nodeXml(node, model.flows)),
    ...model.flows.map(flowXml),
    '  </bpmn:process>',
    diagramXml(model),
    '</bpmn:definitions>',
    '',
  ].join('\n')
}
