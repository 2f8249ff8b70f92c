/**
 * The designer offers only what the approval engine runs: start and end events, approval steps
 * (user tasks), exclusive and parallel gateways and the arrows between them. bpmn-js's own palette
 * and context pad offer much more (a plain task, sub-processes, data, pools, intermediate events),
 * which deploying would refuse; this provider narrows both and makes "append a step" an approval step.
 */

type Shape = { type: string }
type Entry = { group: string; className: string; title: string; action: Record<string, unknown> }
type Entries = Record<string, Entry>
type Services = {
  create: { start(event: unknown, shape: Shape, hints?: Record<string, unknown>): void }
  elementFactory: { createShape(attrs: { type: string }): Shape }
  autoPlace: { append(source: unknown, shape: Shape): void }
  translate: (text: string) => string
}

/** The palette's entries kept (tools, start, end, exclusive gateway); the others are dropped. */
export const PALETTE_KEPT = [
  'hand-tool',
  'lasso-tool',
  'space-tool',
  'global-connect-tool',
  'tool-separator',
  'create.start-event',
  'create.end-event',
  'create.exclusive-gateway',
]

/** The context pad's entries kept on an element (append an end or a gateway, replace, delete, connect). */
export const CONTEXT_PAD_KEPT = ['append.end-event', 'append.gateway', 'replace', 'delete', 'connect']

/** The palette's and the context pad's entries, narrowed to the engine's elements (pure: tested without a canvas). */
export function approvalEntries(entries: Entries, kept: readonly string[], added: Entries): Entries {
  const narrowed: Entries = {}
  for (const key of kept) if (entries[key]) narrowed[key] = entries[key] as Entry
  return { ...narrowed, ...added }
}

function ApprovalPalette(
  this: unknown,
  palette: { registerProvider(priority: number, provider: unknown): void },
  contextPad: { registerProvider(priority: number, provider: unknown): void },
  create: Services['create'],
  elementFactory: Services['elementFactory'],
  autoPlace: Services['autoPlace'],
  translate: Services['translate'],
) {
  const shape = (type: string) => elementFactory.createShape({ type })
  const creating = (type: string, group: string, className: string, title: string): Entry => {
    const start = (event: unknown) => create.start(event, shape(type))
    return { group, className, title: translate(title), action: { dragstart: start, click: start } }
  }
  const appending = (type: string, className: string, title: string): Entry => ({
    group: 'model',
    className,
    title: translate(title),
    action: {
      dragstart: (event: unknown, element: unknown) => create.start(event, shape(type), { source: element }),
      click: (_event: unknown, element: unknown) => autoPlace.append(element, shape(type)),
    },
  })
  palette.registerProvider(500, {
    getPaletteEntries: () => (entries: Entries) =>
      approvalEntries(entries, PALETTE_KEPT, {
        'create.user-task': creating('bpmn:UserTask', 'activity', 'bpmn-icon-user-task', 'Create user task'),
        'create.parallel-gateway': creating(
          'bpmn:ParallelGateway',
          'gateway',
          'bpmn-icon-gateway-parallel',
          'Create parallel gateway',
        ),
      }),
  })
  contextPad.registerProvider(500, {
    getContextPadEntries: () => (entries: Entries) =>
      approvalEntries(entries, CONTEXT_PAD_KEPT, {
        ...(entries['append.append-task']
          ? { 'append.append-task': appending('bpmn:UserTask', 'bpmn-icon-user-task', 'Append user task') }
          : {}),
      }),
  })
}
ApprovalPalette.$inject = ['palette', 'contextPad', 'create', 'elementFactory', 'autoPlace', 'translate']

/** The bpmn-js module that narrows the designer to the engine's elements. */
export const approvalPaletteModule = {
  __init__: ['approvalPalette'],
  approvalPalette: ['type', ApprovalPalette],
}
