import { describe, expect, it } from 'vitest'
import { applyFloorCommand, applyFloorCommands, compareIds, emptyFloorView, type FloorView } from './floor-mutators.ts'
import type {
  InboundOrderRow,
  PackingOrderRow,
  PickListRow,
  ProductRow,
  PutawayTaskRow,
  StocktakeRow,
} from './floor-protocol.ts'

const opId = '0190f5c2-7a3b-7c4d-8e5f-a1b2c3d4e5f6'

const inbound: InboundOrderRow = {
  id: '100',
  code: 'IN-1',
  status: 2,
  codes: ['IN-1'],
  lines: [
    {
      id: '101',
      productId: '1',
      sysSku: 'A',
      batchNo: null,
      plannedQuantity: 10,
      receivedQuantity: 2,
      maxQuantity: 11,
      inspect: false,
    },
    {
      id: '102',
      productId: '2',
      sysSku: 'B',
      batchNo: 'L1',
      plannedQuantity: 5,
      receivedQuantity: 0,
      maxQuantity: 5,
      inspect: true,
    },
  ],
}
const task = (id: string, quantity: number, putAwayQuantity = 0, productId = '1'): PutawayTaskRow => ({
  id,
  inboundOrderId: '100',
  productId,
  sysSku: 'A',
  batchNo: null,
  quantity,
  putAwayQuantity,
  positionId: null,
})
const pick: PickListRow = {
  id: '200',
  code: 'PK-1',
  status: 2,
  pickedTime: null,
  lines: [
    {
      id: '201',
      outboundId: '300',
      outboundCode: 'OUT-1',
      positionId: '9',
      positionCode: 'A-01',
      productId: '1',
      sysSku: 'A',
      quantity: 3,
      scannedQuantity: 1,
      shortReason: null,
      pickOrder: 1,
    },
    {
      id: '202',
      outboundId: '300',
      outboundCode: 'OUT-1',
      positionId: '8',
      positionCode: 'A-02',
      productId: '2',
      sysSku: 'B',
      quantity: 2,
      scannedQuantity: 0,
      shortReason: null,
      pickOrder: 2,
    },
  ],
}
const packing: PackingOrderRow = {
  id: '300',
  code: 'OUT-1',
  pickId: '200',
  pickCode: 'PK-1',
  status: 0,
  lines: [
    { productId: '1', sysSku: 'A', pickedQuantity: 2, packedQuantity: 1 },
    { productId: '2', sysSku: 'B', pickedQuantity: 2, packedQuantity: 0 },
    { productId: '1', sysSku: 'A', pickedQuantity: 3, packedQuantity: 0 },
  ],
  boxes: [
    {
      boxNo: 1,
      code: 'OUT-1-1',
      status: 0,
      packedQuantity: 1,
      length: null,
      width: null,
      height: null,
      weight: null,
    },
  ],
}
const count = (blind: boolean): StocktakeRow => ({
  id: '400',
  code: 'ST-1',
  status: 1,
  blind,
  positionIds: ['9', '8'],
  lines: [
    {
      id: '402',
      positionId: '8',
      productId: '1',
      sysSku: 'A',
      batchNo: 'L1',
      countedQuantity: null,
      lineStatus: 1,
      ...(blind ? {} : { expectedQuantity: 9 }),
    },
    {
      id: '401',
      positionId: '9',
      productId: '1',
      sysSku: 'A',
      batchNo: 'L1',
      countedQuantity: null,
      lineStatus: 1,
      ...(blind ? {} : { expectedQuantity: 4 }),
    },
    {
      id: '403',
      positionId: '9',
      productId: '1',
      sysSku: 'A',
      batchNo: 'L2',
      countedQuantity: null,
      lineStatus: 1,
      ...(blind ? {} : { expectedQuantity: 3 }),
    },
  ],
})
const product: ProductRow = { id: '2', sysSku: 'B', name: 'Bee', codes: ['B', '4901234567894'] }

function viewOf(parts: Partial<{ [K in keyof FloorView]: { id: string }[] }>): FloorView {
  const view = emptyFloorView()
  for (const [collection, rows] of Object.entries(parts)) {
    ;(view as Record<string, Map<string, unknown>>)[collection] = new Map(rows.map((r) => [r.id, r]))
  }
  return view
}

describe('the floor mutators', () => {
  it('receive a line by raising its received units and taking the batch given', () => {
    const view = viewOf({ inboundOrders: [inbound] })
    const next = applyFloorCommand(view, 'receiveLine', { opId, inboundOrderId: '100', lineId: '101', quantity: 3 })
    expect(next.inboundOrders.get('100')?.lines[0]).toMatchObject({ receivedQuantity: 5, batchNo: null })
    const batched = applyFloorCommand(next, 'receiveLine', {
      opId,
      inboundOrderId: '100',
      lineId: '102',
      quantity: 1,
      batchNo: 'L9',
    })
    expect(batched.inboundOrders.get('100')?.lines[1]).toMatchObject({ receivedQuantity: 1, batchNo: 'L9' })
    // An empty batch is no batch: the line keeps its own (as the server's receipt does).
    const unbatched = applyFloorCommand(batched, 'receiveLine', {
      opId,
      inboundOrderId: '100',
      lineId: '102',
      quantity: 1,
      batchNo: '',
    })
    expect(unbatched.inboundOrders.get('100')?.lines[1]).toMatchObject({ receivedQuantity: 2, batchNo: 'L9' })
    // Immutable: the pulled row is untouched, the other line keeps its identity.
    expect(inbound.lines[0]?.receivedQuantity).toBe(2)
    expect(view.inboundOrders.get('100')).toBe(inbound)
    expect(batched.inboundOrders.get('100')?.lines[0]).toBe(next.inboundOrders.get('100')?.lines[0])
  })

  it('receive a line that needs no inspection as a putaway task of the units, named by the command, as the pull will bring it', () => {
    const view = viewOf({ inboundOrders: [inbound], putawayTasks: [task('9', 4, 1)] })
    const second = '0190f5c2-7a3b-7c4d-8e5f-a1b2c3d4e5f7'
    let next = applyFloorCommand(view, 'receiveLine', { opId, inboundOrderId: '100', lineId: '101', quantity: 3 })
    next = applyFloorCommand(next, 'receiveLine', {
      opId: second,
      inboundOrderId: '100',
      lineId: '101',
      quantity: 2,
      batchNo: 'L7',
    })
    expect(next.putawayTasks.get(opId)).toEqual({
      id: opId,
      inboundOrderId: '100',
      productId: '1',
      sysSku: 'A',
      batchNo: null,
      quantity: 3,
      putAwayQuantity: 0,
      positionId: null,
    })
    expect(next.putawayTasks.get(second)).toMatchObject({ quantity: 2, batchNo: 'L7' })
    // A line that asks for inspection waits for it: no task until the inspection passes its units.
    const inspected = applyFloorCommand(next, 'receiveLine', {
      opId: '0190f5c2-7a3b-7c4d-8e5f-a1b2c3d4e5f8',
      inboundOrderId: '100',
      lineId: '102',
      quantity: 2,
    })
    expect(inspected.putawayTasks).toBe(next.putawayTasks)
    // Put away at once, offline: the pulled task first (oldest), then the receipts' in the order made.
    const placed = applyFloorCommand(inspected, 'putAway', {
      opId,
      storeId: '1',
      productId: '1',
      positionId: '77',
      quantity: 6,
    })
    expect(placed.putawayTasks.has('9')).toBe(false)
    expect(placed.putawayTasks.has(opId)).toBe(false)
    expect(placed.putawayTasks.get(second)).toMatchObject({ putAwayQuantity: 0 })
    expect(view.putawayTasks.size).toBe(1)
  })

  it('receive units of a line whose task waits untouched into that task: one row per SKU and quantity, not per unit', () => {
    const view = viewOf({ inboundOrders: [inbound], putawayTasks: [task('9', 4)] })
    let next = view
    for (const n of [1, 2, 3]) {
      next = applyFloorCommand(next, 'receiveLine', {
        opId: `0190f5c2-7a3b-7c4d-8e5f-a1b2c3d4e60${n}`,
        inboundOrderId: '100',
        lineId: '101',
        quantity: 1,
      })
    }
    expect([...next.putawayTasks.values()]).toEqual([task('9', 7)])
    // Once its putaway began, a receipt makes a task of its own (as the server does).
    const begun = viewOf({ inboundOrders: [inbound], putawayTasks: [task('9', 4, 1)] })
    const after = applyFloorCommand(begun, 'receiveLine', { opId, inboundOrderId: '100', lineId: '101', quantity: 1 })
    expect([...after.putawayTasks.values()].map((t) => [t.id, t.quantity])).toEqual([
      ['9', 4],
      [opId, 1],
    ])
  })

  it('change nothing (the same view back) for rows the device does not hold', () => {
    const view = viewOf({ inboundOrders: [inbound] })
    expect(applyFloorCommand(view, 'receiveLine', { opId, inboundOrderId: '100', lineId: '999', quantity: 1 })).toBe(
      view,
    )
    expect(applyFloorCommand(view, 'scanPick', { opId, pickId: '1', lineId: '2', positionId: '3', quantity: 1 })).toBe(
      view,
    )
    expect(applyFloorCommand(view, 'finishTask', { opId, kind: 'picking', id: '200' })).toBe(view)
  })

  it("put away into the product's tasks, the one named first, then the oldest; a task put away leaves the list", () => {
    const view = viewOf({ putawayTasks: [task('12', 5), task('9', 4, 2), task('30', 3, 0, '2'), task('40', 6)] })
    const next = applyFloorCommand(view, 'putAway', {
      opId,
      storeId: '1',
      productId: '1',
      positionId: '77',
      quantity: 4,
    })
    expect(next.putawayTasks.has('9')).toBe(false)
    expect(next.putawayTasks.get('12')).toMatchObject({ putAwayQuantity: 2, positionId: '77' })
    expect(next.putawayTasks.get('30')).toBe(view.putawayTasks.get('30'))
    expect(next.putawayTasks.get('40')).toBe(view.putawayTasks.get('40'))
    const named = applyFloorCommand(next, 'putAway', {
      opId,
      storeId: '1',
      productId: '1',
      positionId: '78',
      quantity: 7,
      taskId: '40',
    })
    expect(named.putawayTasks.has('40')).toBe(false)
    expect(named.putawayTasks.get('12')).toMatchObject({ putAwayQuantity: 3, positionId: '78' })
    expect(view.putawayTasks.size).toBe(4)
  })

  it('scan a pick line by raising its scanned units, and short it with the reason', () => {
    const view = viewOf({ pickLists: [pick] })
    const scanned = applyFloorCommand(view, 'scanPick', {
      opId,
      pickId: '200',
      lineId: '201',
      positionId: '9',
      quantity: 2,
    })
    expect(scanned.pickLists.get('200')?.lines[0]?.scannedQuantity).toBe(3)
    const shorted = applyFloorCommand(scanned, 'shortPick', { opId, pickId: '200', lineId: '202', reason: 'broken' })
    expect(shorted.pickLists.get('200')?.lines[1]).toMatchObject({ shortReason: 'broken', scannedQuantity: 0 })
    expect(shorted.pickLists.get('200')?.lines[0]).toBe(scanned.pickLists.get('200')?.lines[0])
  })

  it("pack a SKU into a box: the SKU's lines fill in order up to what was picked, a new number opens a box", () => {
    const view = viewOf({ packingOrders: [packing] })
    const first = applyFloorCommand(view, 'packIntoBox', { opId, outboundId: '300', sku: 'A', quantity: 2, boxNo: 1 })
    const order1 = first.packingOrders.get('300')
    expect(order1?.lines.map((l) => l.packedQuantity)).toEqual([2, 0, 1])
    expect([packing.status, order1?.status]).toEqual([0, 1])
    expect(order1?.boxes).toEqual([{ ...packing.boxes[0], packedQuantity: 3 }])
    const second = applyFloorCommand(first, 'packIntoBox', {
      opId,
      outboundId: '300',
      sku: 'B',
      quantity: 2,
      boxNo: 2,
    })
    const order2 = second.packingOrders.get('300')
    expect(order2?.lines.map((l) => l.packedQuantity)).toEqual([2, 2, 1])
    expect(order2?.boxes[1]).toEqual({
      boxNo: 2,
      code: 'OUT-1-2',
      status: 0,
      packedQuantity: 2,
      length: null,
      width: null,
      height: null,
      weight: null,
    })
    // More than was picked shows on the last line of the SKU (the server refuses it; the screen warns).
    const over = applyFloorCommand(second, 'packIntoBox', { opId, outboundId: '300', sku: 'A', quantity: 4, boxNo: 2 })
    expect(over.packingOrders.get('300')?.lines.map((l) => l.packedQuantity)).toEqual([2, 2, 5])
    expect(applyFloorCommand(view, 'packIntoBox', { opId, outboundId: '300', sku: 'Z', quantity: 1, boxNo: 1 })).toBe(
      view,
    )
  })

  it('close a box with its measures as the database answers them', () => {
    const view = viewOf({ packingOrders: [packing] })
    const closed = applyFloorCommand(view, 'closeBox', {
      opId,
      outboundId: '300',
      boxNo: 1,
      length: 40,
      width: 30.5,
      height: 20,
      weight: 1.25,
    })
    expect(closed.packingOrders.get('300')?.boxes[0]).toMatchObject({
      status: 1,
      length: '40.00',
      width: '30.50',
      height: '20.00',
      weight: '1.250',
    })
    expect(
      applyFloorCommand(view, 'closeBox', {
        opId,
        outboundId: '300',
        boxNo: 5,
        length: 1,
        width: 1,
        height: 1,
        weight: 1,
      }),
    ).toBe(view)
  })

  it("count a position: the SKU's lots there fill in line order up to what each holds, the last takes the rest", () => {
    const view = viewOf({ stocktakes: [count(false)] })
    const next = applyFloorCommand(view, 'countPosition', {
      opId,
      stocktakingId: '400',
      positionId: '9',
      productId: '1',
      quantity: 10,
    })
    const lines = next.stocktakes.get('400')?.lines
    expect(lines?.map((l) => [l.id, l.countedQuantity, l.lineStatus])).toEqual([
      ['402', null, 1],
      ['401', 4, 2],
      ['403', 6, 2],
    ])
    const fewer = applyFloorCommand(next, 'countPosition', {
      opId,
      stocktakingId: '400',
      positionId: '9',
      productId: '1',
      quantity: 3,
    })
    expect(fewer.stocktakes.get('400')?.lines.map((l) => l.countedQuantity)).toEqual([null, 3, 0])
  })

  it('count blind: the first lot takes the count, and a SKU not listed at the position gets a line of its own', () => {
    const view = viewOf({ stocktakes: [count(true)], products: [product] })
    const next = applyFloorCommand(view, 'countPosition', {
      opId,
      stocktakingId: '400',
      positionId: '9',
      productId: '1',
      quantity: 7,
    })
    expect(next.stocktakes.get('400')?.lines.map((l) => l.countedQuantity)).toEqual([null, 7, 0])
    const found = applyFloorCommand(next, 'countPosition', {
      opId,
      stocktakingId: '400',
      positionId: '8',
      productId: '2',
      quantity: 1,
    })
    const lines = found.stocktakes.get('400')?.lines
    // Placed as the pull orders lines: by position (8 before 9), then SKU (A before B).
    expect(lines?.map((l) => l.id)).toEqual(['402', `local-${opId}`, '401', '403'])
    expect(lines?.[1]).toEqual({
      id: `local-${opId}`,
      positionId: '8',
      productId: '2',
      sysSku: 'B',
      batchNo: null,
      countedQuantity: 1,
      lineStatus: 2,
    })
    expect(next.products).toBe(view.products)
  })

  it('finish a task: its row leaves the open list', () => {
    const view = viewOf({
      inboundOrders: [inbound],
      pickLists: [pick],
      packingOrders: [packing],
      stocktakes: [count(true)],
    })
    let next = applyFloorCommand(view, 'finishTask', { opId, kind: 'receiving', id: '100' })
    next = applyFloorCommand(next, 'finishTask', { opId, kind: 'picking', id: '200' })
    next = applyFloorCommand(next, 'finishTask', { opId, kind: 'packing', id: '300' })
    next = applyFloorCommand(next, 'finishTask', { opId, kind: 'stocktaking', id: '400' })
    expect([next.inboundOrders.size, next.pickLists.size, next.packingOrders.size, next.stocktakes.size]).toEqual([
      0, 0, 0, 0,
    ])
    expect(view.pickLists.size).toBe(1)
  })

  it('finish picking: each order of the list with units picked waits for packing, as the pull will send it', () => {
    const line = pick.lines[0] as PickListRow['lines'][number]
    const twoOrders: PickListRow = {
      ...pick,
      lines: [
        { ...line, id: '211', sysSku: 'B', productId: '2', quantity: 2, scannedQuantity: 2, pickOrder: 1 },
        { ...line, id: '212', quantity: 3, scannedQuantity: 1, pickOrder: 2 },
        { ...line, id: '213', positionId: '8', quantity: 2, scannedQuantity: 0, pickOrder: 3 },
        { ...line, id: '214', outboundId: '310', outboundCode: 'OUT-2', scannedQuantity: 0, shortReason: 'gone' },
      ],
    }
    const view = viewOf({ pickLists: [twoOrders] })
    const next = applyFloorCommands(view, [
      { name: 'scanPick', args: { opId, pickId: '200', lineId: '213', positionId: '8', quantity: 2 } },
      { name: 'finishTask', args: { opId, kind: 'picking', id: '200' } },
    ])
    expect(next.pickLists.size).toBe(0)
    // A line per SKU in SKU order; the order of which nothing was picked has nothing to pack.
    expect([...next.packingOrders.values()]).toEqual([
      {
        id: '300',
        code: 'OUT-1',
        pickId: '200',
        pickCode: 'PK-1',
        status: 0,
        lines: [
          { productId: '1', sysSku: 'A', pickedQuantity: 3, packedQuantity: 0 },
          { productId: '2', sysSku: 'B', pickedQuantity: 2, packedQuantity: 0 },
        ],
        boxes: [],
      },
    ])
    // A packing order the device holds already (pulled) is left as it is.
    const held = applyFloorCommand(viewOf({ pickLists: [twoOrders], packingOrders: [packing] }), 'finishTask', {
      opId,
      kind: 'picking',
      id: '200',
    })
    expect(held.packingOrders.get('300')).toBe(packing)
    expect(twoOrders.lines[0]?.scannedQuantity).toBe(2)
  })

  // How fast is a figure of tests/bench/floor-view.bench.ts; here, what it rests on.
  it('lay many commands on a big view in one pass, copying only the collections touched', () => {
    const products = Array.from({ length: 10_000 }, (_, i) => ({
      id: String(i + 1),
      sysSku: `S${i}`,
      name: '',
      codes: [],
    }))
    const view = viewOf({ products, pickLists: [pick] })
    const commands = Array.from({ length: 1_000 }, () => ({
      name: 'scanPick' as const,
      args: { opId, pickId: '200', lineId: '201', positionId: '9', quantity: 1 },
    }))
    const next = applyFloorCommands(view, commands)
    expect(next.pickLists.get('200')?.lines[0]?.scannedQuantity).toBe(1_001)
    expect(next.products).toBe(view.products)
    expect(next.inboundOrders).toBe(view.inboundOrders)
    expect(next.pickLists).not.toBe(view.pickLists)
    // The view it was given is left as it was.
    expect(view.pickLists.get('200')?.lines[0]?.scannedQuantity).toBe(1)
  })

  it('order snowflake ids as numbers', () => {
    expect(['100', '99', '1000', '101'].sort(compareIds)).toEqual(['99', '100', '101', '1000'])
  })
})
