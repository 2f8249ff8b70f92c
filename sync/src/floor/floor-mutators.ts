import {
  FLOOR_COLLECTIONS,
  type FloorCollection,
  type FloorCommandArgs,
  type FloorCommandName,
  type FloorRows,
  type PackingOrderRow,
  type PickListRow,
  type StocktakeRow,
} from './floor-protocol.ts'

/**
 * What each floor command does to the device's rows at once, before the server has it (issue 11 §1):
 * the optimistic half of the named commands, run on the rows pulled for one warehouse. They follow
 * what the server does with the same command, so the view does not jump when the pull brings the
 * server's rows. Rows are never changed in place: an affected row (and only it) is copied with its
 * changed line, and a collection's map is copied once per call, so unchanged rows keep their identity.
 */

/** The rows of one warehouse a device works on, by collection and id. */
export type FloorView = { [C in FloorCollection]: Map<string, FloorRows[C]> }

/** One command as the view applies it (its arguments as queued, with the opId). */
export type FloorViewCommand = { [N in FloorCommandName]: { name: N; args: FloorCommandArgs<N> } }[FloorCommandName]

/** A view without rows. */
export function emptyFloorView(): FloorView {
  return Object.fromEntries(FLOOR_COLLECTIONS.map((c) => [c, new Map()])) as unknown as FloorView
}

/** Packing status of an outbound order, the packing order's status (dictionary outbound_pack_status). */
export const FLOOR_PACK_STATUS = { none: 0, packing: 1 } as const
/** Box status of an open and a closed box (dictionary outbound_box_status). */
export const FLOOR_BOX_STATUS = { open: 0, closed: 1 } as const
/** A counted line (dictionary stocktaking_line_status). */
export const FLOOR_COUNTED_LINE = 2

/** The view being changed: each collection's map is copied the first time a row of it changes. */
class ViewDraft {
  readonly view: FloorView
  private readonly copied = new Set<FloorCollection>()
  constructor(base: FloorView) {
    this.view = { ...base }
  }
  get<C extends FloorCollection>(collection: C, id: string): FloorRows[C] | undefined {
    return this.view[collection].get(id) as FloorRows[C] | undefined
  }
  rows<C extends FloorCollection>(collection: C): Iterable<FloorRows[C]> {
    return this.view[collection].values() as Iterable<FloorRows[C]>
  }
  private own<C extends FloorCollection>(collection: C): Map<string, FloorRows[C]> {
    if (!this.copied.has(collection)) {
      ;(this.view as Record<FloorCollection, unknown>)[collection] = new Map(this.view[collection])
      this.copied.add(collection)
    }
    return this.view[collection] as Map<string, FloorRows[C]>
  }
  set<C extends FloorCollection>(collection: C, row: FloorRows[C]): void {
    this.own(collection).set(row.id, row)
  }
  remove(collection: FloorCollection, id: string): void {
    if (this.view[collection].has(id)) this.own(collection).delete(id)
  }
  get changed(): boolean {
    return this.copied.size > 0
  }
}

/** Orders 64-bit decimal ids as numbers (shorter is smaller), so "oldest first" follows the snowflakes. */
export function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)
}

type Mutator<N extends FloorCommandName> = (draft: ViewDraft, args: FloorCommandArgs<N>) => void

const mutators: { [N in FloorCommandName]: Mutator<N> } = {
  receiveLine(draft, args) {
    const order = draft.get('inboundOrders', args.inboundOrderId)
    const line = order?.lines.find((l) => l.id === args.lineId)
    if (!order || !line) return
    const batchNo = args.batchNo || line.batchNo
    draft.set('inboundOrders', {
      ...order,
      lines: order.lines.map((l) =>
        l.id === args.lineId ? { ...l, receivedQuantity: l.receivedQuantity + args.quantity, batchNo } : l,
      ),
    })
    // The receipt's putaway task, as the server makes it, so the units can be put away before any
    // pull; a line that asks for inspection gets none until inspected. The server's own id replaces
    // this one when the pull brings it (putAway takes a product's tasks oldest first, whatever ids).
    // Units of a line whose task waits with nothing put away join it, as on the server: one row per
    // SKU and quantity, not one per unit scanned.
    const waiting = [...draft.rows('putawayTasks')].find(
      (t) =>
        t.inboundOrderId === order.id &&
        t.productId === line.productId &&
        (t.batchNo ?? '') === (batchNo ?? '') &&
        t.putAwayQuantity === 0 &&
        t.positionId === null,
    )
    if (!line.inspect && waiting) draft.set('putawayTasks', { ...waiting, quantity: waiting.quantity + args.quantity })
    else if (!line.inspect) {
      draft.set('putawayTasks', {
        id: args.opId,
        inboundOrderId: order.id,
        productId: line.productId,
        sysSku: line.sysSku,
        batchNo: batchNo || null,
        quantity: args.quantity,
        putAwayQuantity: 0,
        positionId: null,
      })
    }
  },

  putAway(draft, args) {
    // The product's tasks with units left, the one named first, then the oldest (as the server fills them).
    const tasks = [...draft.rows('putawayTasks')]
      .filter((t) => t.productId === args.productId && t.putAwayQuantity < t.quantity)
      .sort((a, b) => Number(b.id === args.taskId) - Number(a.id === args.taskId) || compareIds(a.id, b.id))
    let left = args.quantity
    for (const task of tasks) {
      if (left <= 0) break
      const n = Math.min(left, task.quantity - task.putAwayQuantity)
      left -= n
      // A task with nothing left is no longer open work: the pull drops it too.
      if (task.putAwayQuantity + n >= task.quantity) draft.remove('putawayTasks', task.id)
      else
        draft.set('putawayTasks', { ...task, putAwayQuantity: task.putAwayQuantity + n, positionId: args.positionId })
    }
  },

  scanPick(draft, args) {
    const pick = draft.get('pickLists', args.pickId)
    if (!pick?.lines.some((l) => l.id === args.lineId)) return
    draft.set('pickLists', {
      ...pick,
      lines: pick.lines.map((l) =>
        l.id === args.lineId ? { ...l, scannedQuantity: l.scannedQuantity + args.quantity } : l,
      ),
    })
  },

  shortPick(draft, args) {
    const pick = draft.get('pickLists', args.pickId)
    if (!pick?.lines.some((l) => l.id === args.lineId)) return
    draft.set('pickLists', {
      ...pick,
      lines: pick.lines.map((l) => (l.id === args.lineId ? { ...l, shortReason: args.reason } : l)),
    })
  },

  packIntoBox(draft, args) {
    const order = draft.get('packingOrders', args.outboundId)
    if (!order) return
    const matching = order.lines.flatMap((l, i) => (l.sysSku === args.sku ? [i] : []))
    const last = matching[matching.length - 1]
    if (last === undefined) return
    // Lines of the SKU fill in order up to what was picked (the server's putIn); what is more stays on
    // the last one, so the screen shows the over-pack the server will refuse.
    let left = args.quantity
    const lines = order.lines.map((l, i) => {
      if (l.sysSku !== args.sku || left <= 0) return l
      const n = i === last ? left : Math.min(left, Math.max(0, l.pickedQuantity - l.packedQuantity))
      if (n <= 0) return l
      left -= n
      return { ...l, packedQuantity: l.packedQuantity + n }
    })
    // The order's status is its packing status: the first unit packed starts packing.
    const status = order.status === FLOOR_PACK_STATUS.none ? FLOOR_PACK_STATUS.packing : order.status
    draft.set('packingOrders', { ...order, status, lines, boxes: packedBoxes(order, args.boxNo, args.quantity) })
  },

  closeBox(draft, args) {
    const order = draft.get('packingOrders', args.outboundId)
    if (!order?.boxes.some((b) => b.boxNo === args.boxNo)) return
    draft.set('packingOrders', {
      ...order,
      boxes: order.boxes.map((b) =>
        b.boxNo === args.boxNo
          ? {
              ...b,
              // As the database answers numeric(20,2) and numeric(20,3) columns.
              length: args.length.toFixed(2),
              width: args.width.toFixed(2),
              height: args.height.toFixed(2),
              weight: args.weight.toFixed(3),
              status: FLOOR_BOX_STATUS.closed,
            }
          : b,
      ),
    })
  },

  encaseTurnoverBox(draft, args) {
    const turnover = draft.get('fbaTurnovers', args.turnoverId)
    if (!turnover) return
    // The box takes the next number, its units counted on their lines (the server's encaseBox);
    // what is more than a line asks shows, as the server will refuse it.
    const units = new Map<string, number>()
    for (const item of args.items) units.set(item.lineId, (units.get(item.lineId) ?? 0) + item.quantity)
    const boxNo = Math.max(0, ...turnover.boxes.map((b) => b.boxNo)) + 1
    draft.set('fbaTurnovers', {
      ...turnover,
      lines: turnover.lines.map((l) =>
        units.has(l.id) ? { ...l, packedQuantity: l.packedQuantity + (units.get(l.id) ?? 0) } : l,
      ),
      boxes: [
        ...turnover.boxes,
        {
          boxNo,
          quantity: args.items.reduce((s, i) => s + i.quantity, 0),
          // As the database answers numeric(20,2) and numeric(20,3) columns.
          length: args.length.toFixed(2),
          width: args.width.toFixed(2),
          height: args.height.toFixed(2),
          weight: args.weight.toFixed(3),
        },
      ],
    })
  },

  countPosition(draft, args) {
    const count = draft.get('stocktakes', args.stocktakingId)
    if (!count) return
    draft.set('stocktakes', { ...count, lines: countedLines(draft, count, args) })
  },

  finishTask(draft, args) {
    // Its orders wait for packing now: the device may pack them before the server has the picks.
    if (args.kind === 'picking') {
      const pick = draft.get('pickLists', args.id)
      if (pick)
        for (const order of packingOrdersOf(pick))
          if (!draft.get('packingOrders', order.id)) draft.set('packingOrders', order)
    }
    // A finished task is no longer open work: the pull drops it from these lists too.
    const collection = FINISHED_COLLECTION[args.kind]
    draft.remove(collection, args.id)
  },
}

/**
 * The packing orders a pick list's finish makes, as the pull will send them: one per outbound order
 * of the list with units picked, a line per SKU with what was scanned, nothing packed, no boxes, in
 * SKU order. An order of which nothing was picked has nothing to pack.
 */
export function packingOrdersOf(pick: PickListRow): PackingOrderRow[] {
  const orders = new Map<string, PackingOrderRow>()
  for (const line of pick.lines) {
    const order = orders.get(line.outboundId) ?? {
      id: line.outboundId,
      code: line.outboundCode,
      pickId: pick.id,
      pickCode: pick.code,
      status: FLOOR_PACK_STATUS.none,
      lines: [],
      boxes: [],
    }
    orders.set(line.outboundId, order)
    const same = order.lines.find((l) => l.productId === line.productId && l.sysSku === line.sysSku)
    if (same) same.pickedQuantity += line.scannedQuantity
    else
      order.lines.push({
        productId: line.productId,
        sysSku: line.sysSku,
        pickedQuantity: line.scannedQuantity,
        packedQuantity: 0,
      })
  }
  return [...orders.values()]
    .filter((o) => o.lines.some((l) => l.pickedQuantity > 0))
    .map((o) => ({ ...o, lines: o.lines.sort((x, y) => (x.sysSku < y.sysSku ? -1 : x.sysSku > y.sysSku ? 1 : 0)) }))
}

const FINISHED_COLLECTION = {
  receiving: 'inboundOrders',
  picking: 'pickLists',
  packing: 'packingOrders',
  stocktaking: 'stocktakes',
} as const satisfies Record<FloorCommandArgs<'finishTask'>['kind'], FloorCollection>

/** The order's boxes with `quantity` more in box `boxNo`, opening it (after the others) when new. */
function packedBoxes(order: PackingOrderRow, boxNo: number, quantity: number): PackingOrderRow['boxes'] {
  if (order.boxes.some((b) => b.boxNo === boxNo)) {
    return order.boxes.map((b) => (b.boxNo === boxNo ? { ...b, packedQuantity: b.packedQuantity + quantity } : b))
  }
  const opened = {
    boxNo,
    code: `${order.code}-${boxNo}`,
    status: FLOOR_BOX_STATUS.open,
    packedQuantity: quantity,
    length: null,
    width: null,
    height: null,
    weight: null,
  }
  return [...order.boxes, opened].sort((a, b) => a.boxNo - b.boxNo)
}

/**
 * A count of a SKU at a position set on its lines (one per lot), in line order: each lot but the last
 * takes up to what it is expected to hold, the last takes the rest (as the server does); a SKU the
 * freeze did not list there gets a line of its own. A blind count does not show the device what each
 * lot expects, so there the first lot takes it all: the position's total is the server's, its split
 * over lots shows once pulled.
 */
function countedLines(
  draft: ViewDraft,
  count: StocktakeRow,
  args: FloorCommandArgs<'countPosition'>,
): StocktakeRow['lines'] {
  const lots = count.lines.flatMap((l, i) =>
    l.positionId === args.positionId && l.productId === args.productId ? [i] : [],
  )
  const last = lots[lots.length - 1]
  if (last === undefined) {
    const found: StocktakeRow['lines'][number] = {
      id: `local-${args.opId}`,
      positionId: args.positionId,
      productId: args.productId,
      sysSku: draft.get('products', args.productId)?.sysSku ?? '',
      batchNo: null,
      countedQuantity: args.quantity,
      lineStatus: FLOOR_COUNTED_LINE,
      ...(count.blind ? {} : { expectedQuantity: 0 }),
    }
    // Where the server's pull puts it: by position, then SKU (then id, which comes last for a new line).
    const after = (l: StocktakeRow['lines'][number]) =>
      compareIds(l.positionId, found.positionId) > 0 || (l.positionId === found.positionId && l.sysSku > found.sysSku)
    const at = count.lines.findIndex(after)
    return at === -1 ? [...count.lines, found] : [...count.lines.slice(0, at), found, ...count.lines.slice(at)]
  }
  let left = args.quantity
  return count.lines.map((l, i) => {
    if (l.positionId !== args.positionId || l.productId !== args.productId) return l
    const n = i === last ? left : Math.min(left, l.expectedQuantity ?? left)
    left -= n
    return { ...l, countedQuantity: n, lineStatus: FLOOR_COUNTED_LINE }
  })
}

/**
 * Applies commands in order to a view and answers the new view; a command naming rows the view does
 * not hold changes nothing. Each collection touched is copied once for the whole list, so laying many
 * pending commands on a big view costs little more than the commands themselves.
 */
export function applyFloorCommands(view: FloorView, commands: Iterable<FloorViewCommand>): FloorView {
  const draft = new ViewDraft(view)
  for (const command of commands) (mutators[command.name] as Mutator<FloorCommandName>)(draft, command.args)
  return draft.changed ? draft.view : view
}

/** Applies one command to a view (the same view back when it changes nothing). */
export function applyFloorCommand<N extends FloorCommandName>(
  view: FloorView,
  name: N,
  args: FloorCommandArgs<N>,
): FloorView {
  return applyFloorCommands(view, [{ name, args } as FloorViewCommand])
}
