import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FloorCommand, FloorCommandArgs, FloorCommandName } from '#sync/floor/floor-protocol.ts'
import { type MessageKey, translate } from '#sync/i18n/messages.ts'
import { statusLabel } from '#sync/resources/define-action.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { FLOOR_COMMAND_STATUS } from '#sync/resources/floor/floor-command.resource.ts'
import { FACE_SHEET } from '#sync/resources/wms/w-outbound.actions.ts'
import { wOrderPick } from '#sync/resources/wms/w-outbound.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Db, Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { fakeTx, type Rule, whenParam } from '../testing/fake-tx.ts'

// Issue 28 item 10: what each floor command does, without a database. The console's business
// functions a command calls (receipt, putaway, picking, packing, counting) stand in as recorders
// of what was asked of them; the statements the command runs itself are answered by fakeTx.
// floor-sync.test.ts runs every command end to end on the database.

const wms = vi.hoisted(() => ({
  receiveInbound: vi.fn(),
  putAwayTask: vi.fn(),
  confirmReceipts: vi.fn(),
  finishPicking: vi.fn(),
  finishPacking: vi.fn(),
  packBox: vi.fn(),
  closeBoxes: vi.fn(),
  submitCount: vi.fn(),
  saveRecord: vi.fn(),
  hidden: new Set<string>(),
  asked: [] as string[],
  scope: 'true',
}))
vi.mock('../wms/inbound-order.ts', () => ({ receiveInbound: wms.receiveInbound, putAwayTask: wms.putAwayTask }))
vi.mock('../wms/inbound-confirm.ts', () => ({ confirmReceipts: wms.confirmReceipts }))
vi.mock('../wms/outbound.ts', () => ({ finishPicking: wms.finishPicking }))
vi.mock('../wms/packing.ts', () => ({
  packBox: wms.packBox,
  closeBoxes: wms.closeBoxes,
  finishPacking: wms.finishPacking,
}))
vi.mock('../wms/stocktaking.ts', () => ({ submitCount: wms.submitCount }))
/** A conditional write as the record layer is asked it: the records, the set, and its condition as SQL with its values. */
type WriteWhere = { table: string; ids: readonly string[]; set: Row; sql: string; params: unknown[]; options: Row }
// The record layer's writes stand in as recorders too (its own tests run them on the database):
// a conditional write answers what `written` says of it; a push's writes go to its device (`devices`).
const records = vi.hoisted(() => ({
  written: (_w: WriteWhere): Row[] => [],
  whereCalls: [] as WriteWhere[],
  devices: new WeakMap<object, Device>(),
  upsertRecords: vi.fn(),
}))
vi.mock('../platform/records/records.ts', async () => {
  const { increment } = await import('../platform/resources/record-store.ts')
  const { addServerOnly } = await import('../platform/records/server-only.ts')
  return {
    saveRecord: wms.saveRecord,
    increment,
    upsertRecords: records.upsertRecords,
    updateRecordsWhere: async (
      _tx: unknown,
      resource: ResourceDef,
      ids: readonly string[],
      set: Row,
      _actor: Actor,
      options: { where: (param: (v: unknown) => string) => string } & Row,
    ) => {
      const params: unknown[] = []
      const sql = options.where((v) => `$${params.push(v)}`).replace(/\s+/g, ' ')
      const { where: _, ...rest } = options
      const call = { table: resource.table, ids, set, sql, params, options: rest }
      records.whereCalls.push(call)
      return records.written(call)
    },
    // The command log: each row with the server-only values carried beside it (the stored answer).
    insertRecords: async (tx: object, resource: ResourceDef, rows: Row[]) => {
      const device = records.devices.get(tx)
      if (!device || resource.table !== 'floor_command') throw new Error(`no insert expected into ${resource.table}`)
      for (const row of rows) {
        const [columns, values] = addServerOnly(resource, row, [[], []])
        device.recorded.push({ ...row, ...Object.fromEntries(columns.map((c, i) => [c, values[i]])) })
      }
      return rows.map((_, i) => String(i + 1))
    },
    updateRecords: async (tx: object, resource: ResourceDef, ids: string[], set: Row, _actor: Actor, options: Row) => {
      const device = records.devices.get(tx)
      if (!device || resource.table !== 'floor_device') throw new Error(`no update expected of ${resource.table}`)
      device.counts.push({ ids, ...set, options })
      return ids.length
    },
  }
})
// The data scope: records whose ids are in `hidden` are outside it; warehouses by the condition `scope`.
vi.mock('../platform/resources/data-scope.ts', () => ({
  assertInScope: async (_tx: unknown, _actor: unknown, _resource: ResourceDef, ids: readonly string[]) => {
    wms.asked.push(...ids.map((id) => `${_resource.table}:${id}`))
    if (ids.some((id) => wms.hidden.has(`${_resource.table}:${id}`))) throw new AppError('NOT_FOUND', 'recordNotFound')
  },
  scopeOf: async () => wms.scope,
}))

const { assertCommandInScope, assertWarehouseInScope, floorCommandHandlers } = await import('./floor-commands.ts')
const { applyPush, pushCommands, requestHash } = await import('./floor-sync.ts')
type StoredCommand = import('./floor-sync.ts').StoredCommand

const actor: Actor = {
  session: { sid: 's', tenantId: '000000', userId: '7', account: 'a', roleIds: [], deptIds: [], clientId: 'floor' },
  lang: 'en',
  secretKey: new Uint8Array(),
}

/** Runs a command's handler on a transaction answering by `rules`. */
const run = <N extends FloorCommandName>(name: N, args: FloorCommandArgs<N>, rules: Rule[]) =>
  (floorCommandHandlers[name] as (tx: unknown, actor: Actor, args: FloorCommandArgs<N>) => Promise<unknown>)(
    fakeTx(rules),
    actor,
    args,
  )

/** The refusal a promise ends in: its kind, message and parameters. */
async function refusal(p: Promise<unknown>) {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  )
  if (!(e instanceof AppError)) throw new Error(`expected a refusal, got ${String(e)}`)
  return { kind: e.kind, key: e.messageKey, params: e.params }
}

beforeEach(() => {
  for (const f of Object.values(wms)) if (typeof f === 'function') f.mockReset()
  wms.hidden.clear()
  wms.asked.length = 0
  wms.scope = 'true'
  records.written = () => []
  records.whereCalls.length = 0
  records.upsertRecords.mockReset()
})

describe('receiving a line', () => {
  const order: Rule = [
    /FROM ware_inbound_order WHERE id = \$1 AND is_deleted = 0 FOR UPDATE/,
    whenParam(0, '10', [{ code: 'IN-1' }]),
  ]
  const line: Rule = [
    /FROM ware_inbound_batch_item WHERE id = \$1 AND inbound_order_id = \$2/,
    (p) => (p[0] === '11' && p[1] === '10' ? [{ receivedQuantity: 4 }] : []),
  ]
  const args = { opId: 'op', inboundOrderId: '10', lineId: '11', quantity: 3 }

  it('adds the units scanned to what the line has received, through the console’s receipt', async () => {
    wms.receiveInbound.mockResolvedValue([{ id: 't1' }])
    expect(await run('receiveLine', args, [order, line])).toEqual({
      lineId: '11',
      receivedQuantity: 7,
      putawayTasks: [{ id: 't1' }],
    })
    expect(wms.receiveInbound).toHaveBeenCalledWith(expect.anything(), actor, '10', [{ id: '11', receivedQuantity: 7 }])
  })

  it('keeps the batch number the worker scanned', async () => {
    await run('receiveLine', { ...args, batchNo: 'B-7' }, [order, line])
    expect(wms.receiveInbound.mock.calls[0]?.[3]).toEqual([{ id: '11', receivedQuantity: 7, batchNo: 'B-7' }])
  })

  it('refuses an order that is gone, and a line not on the order, naming both', async () => {
    expect(await refusal(run('receiveLine', { ...args, inboundOrderId: '99' }, [order, line]))).toEqual({
      kind: 'NOT_FOUND',
      key: 'recordNotFound',
      params: {},
    })
    expect(await refusal(run('receiveLine', { ...args, lineId: '12' }, [order, line]))).toEqual({
      kind: 'VALIDATION',
      key: 'wms.lineNotInOrder',
      params: { line: '12', code: 'IN-1' },
    })
    expect(wms.receiveInbound).not.toHaveBeenCalled()
  })
})

describe('putting units away', () => {
  /** The open putaway tasks of SKU 20 in warehouse 30, in id order, as the statement answers them. */
  const tasks = (rows: { id: string; left: number }[]): Rule => [
    /FROM ware_inbound_shelves s\s+WHERE s\.store_id = \$1 AND s\.product_id = \$2 AND s\.status = 0[\s\S]*ORDER BY s\.id FOR UPDATE OF s/,
    (p) => (p[0] === '30' && p[1] === '20' ? rows.map((r) => ({ ...r, sysSku: 'KETTLE' })) : []),
  ]
  const product: Rule = [
    /SELECT sys_sku FROM erp_base_product WHERE id = \$1/,
    whenParam(0, '20', [{ sysSku: 'KETTLE' }]),
  ]
  const args = { opId: 'op', storeId: '30', productId: '20', positionId: '40', quantity: 5 }
  const placedOn = () => wms.putAwayTask.mock.calls.map((c) => [c[2], c[3]])

  it('places the units on the position from the oldest task on, each task up to what it still waits for', async () => {
    const open = tasks([
      { id: '1', left: 2 },
      { id: '2', left: 0 },
      { id: '3', left: 4 },
      { id: '4', left: 9 },
    ])
    expect(await run('putAway', args, [open])).toEqual({
      placed: [
        { taskId: '1', quantity: 2 },
        { taskId: '3', quantity: 3 },
      ],
    })
    expect(placedOn()).toEqual([
      ['1', { positionId: '40', quantity: 2 }],
      ['3', { positionId: '40', quantity: 3 }],
    ])
  })

  it('takes the task the worker named first, then the oldest', async () => {
    const open = tasks([
      { id: '1', left: 2 },
      { id: '3', left: 4 },
      { id: '4', left: 9 },
    ])
    expect(await run('putAway', { ...args, taskId: '4', quantity: 11 }, [open])).toEqual({
      placed: [
        { taskId: '4', quantity: 9 },
        { taskId: '1', quantity: 2 },
      ],
    })
    expect(await run('putAway', { ...args, taskId: '3', quantity: 1 }, [open])).toEqual({
      placed: [{ taskId: '3', quantity: 1 }],
    })
  })

  it('puts away exactly what waits', async () => {
    const open = tasks([
      { id: '1', left: 2 },
      { id: '3', left: 3 },
    ])
    expect(await run('putAway', args, [open])).toEqual({
      placed: [
        { taskId: '1', quantity: 2 },
        { taskId: '3', quantity: 3 },
      ],
    })
  })

  it('refuses more units than wait in receiving, naming the SKU, what was scanned and what waits, placing none', async () => {
    const open = tasks([
      { id: '1', left: 2 },
      { id: '3', left: 2 },
    ])
    expect(await refusal(run('putAway', args, [open, product]))).toEqual({
      kind: 'VALIDATION',
      key: 'floor.putAwayTooFew',
      params: { sku: 'KETTLE', quantity: 5, waiting: 4 },
    })
    // A product the warehouse does not know is named by its id.
    expect(await refusal(run('putAway', { ...args, productId: '21' }, [tasks([]), product]))).toEqual({
      kind: 'VALIDATION',
      key: 'floor.putAwayTooFew',
      params: { sku: '21', quantity: 5, waiting: 0 },
    })
    expect(wms.putAwayTask).not.toHaveBeenCalled()
  })
})

/** A pick list (id 50, code P-1) as its row reads, and one of its lines (60) at position 70. */
const pickList = (over: Record<string, unknown> = {}): Rule => [
  /SELECT code, status, picked_time::text, is_deleted FROM ware_order_pick WHERE id = \$1 FOR (SHARE|UPDATE)/,
  whenParam(0, '50', [{ code: 'P-1', status: Number(FACE_SHEET.picking), pickedTime: null, isDeleted: 0, ...over }]),
]
const pickLine = (over: Record<string, unknown> = {}): Rule => [
  /FROM ware_order_pick_item i\s+LEFT JOIN ware_base_store_position p[\s\S]*WHERE i\.id = \$1 AND i\.order_pick_id = \$2 AND i\.is_deleted = 0/,
  (p) =>
    p[0] === '60' && p[1] === '50'
      ? [{ quantity: 3, scannedQuantity: 2, sysSku: 'KETTLE', positionId: '70', positionCode: 'A-01', ...over }]
      : [],
]
const position: Rule = [
  /SELECT code FROM ware_base_store_position WHERE id = \$1/,
  whenParam(0, '71', [{ code: 'B-02' }]),
]

/** The condition a pick line is written under: on list 50, which is still being picked (`$1` its id). */
const STILL_PICKING = `t.order_pick_id = $1 AND EXISTS (SELECT 1 FROM ware_order_pick p WHERE p.id = t.order_pick_id AND p.status = ${Number(FACE_SHEET.picking)} AND p.picked_time IS NULL AND p.is_deleted = 0)`

describe('scanning a pick', () => {
  const args = { opId: 'op', pickId: '50', lineId: '60', positionId: '70', quantity: 1 }
  /** The scan's write: line 60 of list 50 counted up, when still picking, at the line's position and within it. */
  const scan = (rows: Row[]) => {
    records.written = (w) =>
      w.table === 'ware_order_pick_item' &&
      w.ids.join() === '60' &&
      w.params[0] === '50' &&
      w.params[1] === '70' &&
      w.params[2] === 1
        ? rows
        : []
  }

  it('counts the units scanned on the line, in one write that decides the race', async () => {
    scan([{ id: '60', scannedQuantity: 3, quantity: 3 }])
    expect(await run('scanPick', args, [pickList()])).toEqual({ lineId: '60', scannedQuantity: 3, quantity: 3 })
    expect(records.whereCalls).toEqual([
      {
        table: 'ware_order_pick_item',
        ids: ['60'],
        set: { scannedQuantity: { increment: 1 } },
        sql: `${STILL_PICKING} AND t.position_id = $2 AND t.scanned_quantity + $3 <= t.quantity`,
        params: ['50', '70', 1],
        options: { scopeChecked: true, returning: ['scannedQuantity', 'quantity'] },
      },
    ])
  })

  it('refuses a list outside the actor’s scope before scanning', async () => {
    wms.hidden.add('ware_order_pick:50')
    scan([{ id: '60', scannedQuantity: 3, quantity: 3 }])
    const tx = fakeTx([pickList()])
    const handler = floorCommandHandlers.scanPick
    expect(await refusal(handler(tx, actor, args))).toMatchObject({ key: 'recordNotFound' })
    expect(tx.statements).toEqual([])
    expect(records.whereCalls).toEqual([])
  })

  it('refuses a list that is gone or deleted as not found', async () => {
    const gone: Rule = [/FROM ware_order_pick WHERE id = \$1 FOR SHARE/, () => []]
    for (const rules of [[gone], [pickList({ isDeleted: '1' })]]) {
      expect(await refusal(run('scanPick', args, [...rules, pickLine()]))).toEqual({
        kind: 'NOT_FOUND',
        key: 'recordNotFound',
        params: {},
      })
    }
  })

  it('refuses a list whose picking was finished, or which is no longer being picked, naming its status', async () => {
    expect(await refusal(run('scanPick', args, [pickList({ pickedTime: '2026-01-01 10:00:00' })]))).toEqual({
      kind: 'VALIDATION',
      key: 'wms.pickingFinished',
      params: { code: 'P-1' },
    })
    const shipped = pickList({ status: Number(FACE_SHEET.shipped) })
    expect(await refusal(run('scanPick', args, [shipped]))).toEqual({
      kind: 'VALIDATION',
      key: 'floor.pickNotPicking',
      params: { code: 'P-1', status: statusLabel(wOrderPick, 'status', FACE_SHEET.shipped, 'en') },
    })
  })

  it('refuses a line not on the list', async () => {
    expect(await refusal(run('scanPick', { ...args, lineId: '61' }, [pickList(), pickLine()]))).toEqual({
      kind: 'VALIDATION',
      key: 'floor.pickLineMissing',
      params: { code: 'P-1', line: '61' },
    })
  })

  it('refuses a scan at another position, naming where the SKU is to be picked and where it was scanned', async () => {
    scan([{ id: '60', scannedQuantity: 3, quantity: 3 }])
    const at = { ...args, positionId: '71' }
    expect(await refusal(run('scanPick', at, [pickList(), pickLine(), position]))).toEqual({
      kind: 'VALIDATION',
      key: 'floor.pickWrongPosition',
      params: { sku: 'KETTLE', expected: 'A-01', position: 'B-02' },
    })
    // A position the warehouse does not know is named by its id.
    expect(
      await refusal(run('scanPick', { ...args, positionId: '72' }, [pickList(), pickLine(), position])),
    ).toMatchObject({ params: { sku: 'KETTLE', expected: 'A-01', position: '72' } })
  })

  it('refuses units beyond the line, naming what the scan would make of it', async () => {
    expect(await refusal(run('scanPick', { ...args, quantity: 2 }, [pickList(), pickLine()]))).toEqual({
      kind: 'VALIDATION',
      key: 'floor.pickTooMany',
      params: { sku: 'KETTLE', position: 'A-01', scanned: 4, quantity: 3 },
    })
  })
})

describe('picking a line short', () => {
  const args = { opId: 'op', pickId: '50', lineId: '60', reason: 'shelf empty' }
  /** The short pick's write: line 60 of list 50 given its reason, when still picking. */
  const mark = (rows: Row[]) => {
    records.written = (w) =>
      w.table === 'ware_order_pick_item' && w.ids.join() === '60' && w.params[0] === '50' ? rows : []
  }

  it('keeps the reason on the line, written while its list is still being picked', async () => {
    mark([{ id: '60' }])
    expect(await run('shortPick', args, [pickList()])).toEqual({ lineId: '60', shortReason: 'shelf empty' })
    expect(records.whereCalls).toEqual([
      {
        table: 'ware_order_pick_item',
        ids: ['60'],
        set: { shortReason: 'shelf empty' },
        sql: STILL_PICKING,
        params: ['50'],
        options: { scopeChecked: true },
      },
    ])
  })

  it('refuses a list outside the scope, one no longer picking, and a line not on it', async () => {
    wms.hidden.add('ware_order_pick:50')
    mark([{ id: '60' }])
    expect(await refusal(run('shortPick', args, [pickList()]))).toMatchObject({ key: 'recordNotFound' })
    expect(records.whereCalls).toEqual([])
    wms.hidden.clear()
    mark([])
    expect(
      await refusal(run('shortPick', args, [pickList({ pickedTime: '2026-01-01 10:00:00' }), pickLine()])),
    ).toMatchObject({ key: 'wms.pickingFinished', params: { code: 'P-1' } })
    expect(await refusal(run('shortPick', { ...args, lineId: '61' }, [pickList(), pickLine()]))).toEqual({
      kind: 'VALIDATION',
      key: 'floor.pickLineMissing',
      params: { code: 'P-1', line: '61' },
    })
  })

  it('refuses a line the statement could not mark though the list is picking, as not found', async () => {
    expect(await refusal(run('shortPick', args, [pickList(), pickLine()]))).toEqual({
      kind: 'NOT_FOUND',
      key: 'recordNotFound',
      params: {},
    })
  })
})

describe('finishing a task', () => {
  /** The lines of pick list 50 in pick order. */
  const lines = (rows: Record<string, unknown>[]): Rule => [
    /FROM ware_order_pick_item i[\s\S]*WHERE i\.order_pick_id = \$1 AND i\.is_deleted = 0 ORDER BY i\.pick_order, i\.id/,
    whenParam(0, '50', rows),
  ]
  const line = (id: string, quantity: number, scannedQuantity: number, shortReason: string | null = null) => ({
    id,
    quantity,
    scannedQuantity,
    shortReason,
    sysSku: `SKU-${id}`,
    positionCode: `P-${id}`,
  })

  it('finishes picking with what was scanned, short lines with their reasons, and says how much was picked and short', async () => {
    const rows = [line('1', 3, 3), line('2', 4, 1, 'damaged'), line('3', 2, 0, 'gone')]
    expect(await run('finishTask', { opId: 'op', kind: 'picking', id: '50' }, [pickList(), lines(rows)])).toEqual({
      pickId: '50',
      picked: 4,
      short: 5,
    })
    expect(wms.finishPicking).toHaveBeenCalledWith(expect.anything(), actor, '50', [
      { id: '1', pickedQuantity: 3 },
      { id: '2', pickedQuantity: 1, shortReason: 'damaged' },
      { id: '3', pickedQuantity: 0, shortReason: 'gone' },
    ])
  })

  it('refuses to finish a list with a line neither scanned in full nor given a reason, naming it', async () => {
    const rows = [line('1', 3, 3), line('2', 4, 1), line('3', 2, 0)]
    expect(
      await refusal(run('finishTask', { opId: 'op', kind: 'picking', id: '50' }, [pickList(), lines(rows)])),
    ).toEqual({
      kind: 'VALIDATION',
      key: 'floor.pickLineOpen',
      params: { sku: 'SKU-2', position: 'P-2', scanned: 1, quantity: 4 },
    })
    expect(wms.finishPicking).not.toHaveBeenCalled()
  })

  it('refuses to finish a list no longer being picked', async () => {
    const finished = pickList({ pickedTime: '2026-01-01 10:00:00' })
    expect(
      await refusal(run('finishTask', { opId: 'op', kind: 'picking', id: '50' }, [finished, lines([line('1', 1, 1)])])),
    ).toMatchObject({ key: 'wms.pickingFinished' })
  })

  it('confirms a receipt, answering its status and the units received', async () => {
    wms.confirmReceipts.mockResolvedValue([{ status: 2, receivedQuantity: 9 }])
    expect(await run('finishTask', { opId: 'op', kind: 'receiving', id: '10' }, [])).toEqual({
      inboundOrderId: '10',
      status: 2,
      receivedQuantity: 9,
    })
    expect(wms.confirmReceipts).toHaveBeenCalledWith(expect.anything(), actor, ['10'])
    wms.confirmReceipts.mockResolvedValue([])
    expect(await run('finishTask', { opId: 'op', kind: 'receiving', id: '10' }, [])).toEqual({
      inboundOrderId: '10',
      status: undefined,
      receivedQuantity: undefined,
    })
  })

  it('finishes an order’s packing, and submits a count', async () => {
    expect(await run('finishTask', { opId: 'op', kind: 'packing', id: '80' }, [])).toEqual({ outboundId: '80' })
    expect(wms.finishPacking).toHaveBeenCalledWith(expect.anything(), actor, ['80'])
    expect(await run('finishTask', { opId: 'op', kind: 'stocktaking', id: '90' }, [])).toEqual({ stocktakingId: '90' })
    expect(wms.submitCount).toHaveBeenCalledWith(expect.anything(), actor, ['90'])
  })
})

describe('packing', () => {
  const order: Rule = [
    /SELECT code FROM ware_outbound WHERE id = \$1 AND is_deleted = 0/,
    whenParam(0, '80', [{ code: 'OUT-1' }]),
  ]
  const box: Rule = [
    /SELECT id::text FROM ware_outbound_box WHERE outbound_id = \$1 AND box_no = \$2 AND is_deleted = 0/,
    (p) => (p[0] === '80' && p[1] === 2 ? [{ id: '81' }] : []),
  ]
  const measures = { length: 30, width: 20, height: 10, weight: 1.5 }

  it('packs units of a SKU into the numbered box through the console’s packing, answering its box', async () => {
    wms.packBox.mockResolvedValue({ boxNo: 2 })
    expect(
      await run('packIntoBox', { opId: 'op-1', outboundId: '80', sku: 'KETTLE', quantity: 2, boxNo: 2 }, []),
    ).toEqual({ boxNo: 2 })
    expect(wms.packBox).toHaveBeenCalledWith(expect.anything(), actor, {
      id: '80',
      opId: 'op-1',
      sku: 'KETTLE',
      quantity: 2,
      boxNo: 2,
    })
  })

  it('closes the numbered box with its measures', async () => {
    expect(await run('closeBox', { opId: 'op', outboundId: '80', boxNo: 2, ...measures }, [order, box])).toEqual({
      boxId: '81',
      boxNo: 2,
    })
    expect(wms.closeBoxes).toHaveBeenCalledWith(expect.anything(), actor, ['81'], measures)
  })

  it('refuses an order that is gone, and a box number it does not have, naming both', async () => {
    expect(
      await refusal(run('closeBox', { opId: 'op', outboundId: '89', boxNo: 2, ...measures }, [order, box])),
    ).toEqual({ kind: 'NOT_FOUND', key: 'recordNotFound', params: {} })
    expect(
      await refusal(run('closeBox', { opId: 'op', outboundId: '80', boxNo: 3, ...measures }, [order, box])),
    ).toEqual({ kind: 'VALIDATION', key: 'floor.boxMissing', params: { code: 'OUT-1', box: 3 } })
    expect(wms.closeBoxes).not.toHaveBeenCalled()
  })
})

describe('counting a position', () => {
  const count: Rule = [
    /SELECT id FROM ware_stocktaking WHERE id = \$1 AND is_deleted = 0 FOR UPDATE/,
    whenParam(0, '90', [{ id: '90' }]),
  ]
  /** The count's lines of product 20 at position 70, in id order. */
  const lines = (rows: { id: string; expectedQuantity: number | null }[]): Rule => [
    /FROM ware_stocktaking_item\s+WHERE stocktaking_id = \$1 AND position_id = \$2 AND product_id = \$3 AND is_deleted = 0 ORDER BY id/,
    (p) => (p[0] === '90' && p[1] === '70' && p[2] === '20' ? rows : []),
  ]
  const args = { opId: 'op', stocktakingId: '90', positionId: '70', productId: '20', quantity: 10 }
  const saved = () => wms.saveRecord.mock.calls.map((c) => c[2])

  it('adds a line for a SKU the count did not expect there', async () => {
    wms.saveRecord.mockResolvedValue('95')
    expect(await run('countPosition', args, [count, lines([])])).toEqual({ lines: [{ id: '95', countedQuantity: 10 }] })
    expect(saved()).toEqual([{ stocktakingId: '90', positionId: '70', productId: '20', countedQuantity: 10 }])
  })

  it('sets the one line of the SKU there to what was counted', async () => {
    expect(await run('countPosition', args, [count, lines([{ id: '91', expectedQuantity: 4 }])])).toEqual({
      lines: [{ id: '91', countedQuantity: 10 }],
    })
    expect(saved()).toEqual([{ id: '91', countedQuantity: 10 }])
  })

  it('fills several lots up to what each expected, in line order, the rest on the last', async () => {
    const lots = lines([
      { id: '91', expectedQuantity: 4 },
      { id: '92', expectedQuantity: null },
      { id: '93', expectedQuantity: -2 },
      { id: '94', expectedQuantity: 3 },
      { id: '96', expectedQuantity: 1 },
    ])
    expect(await run('countPosition', args, [count, lots])).toEqual({
      lines: [
        { id: '91', countedQuantity: 4 },
        { id: '92', countedQuantity: 0 },
        { id: '93', countedQuantity: 0 },
        { id: '94', countedQuantity: 3 },
        { id: '96', countedQuantity: 3 },
      ],
    })
    // Fewer units than expected: the first lots take them, the others count none.
    wms.saveRecord.mockReset()
    expect(await run('countPosition', { ...args, quantity: 2 }, [count, lots])).toMatchObject({
      lines: [
        { id: '91', countedQuantity: 2 },
        { id: '92', countedQuantity: 0 },
        { id: '93', countedQuantity: 0 },
        { id: '94', countedQuantity: 0 },
        { id: '96', countedQuantity: 0 },
      ],
    })
  })

  it('refuses a count that is gone', async () => {
    expect(await refusal(run('countPosition', { ...args, stocktakingId: '99' }, [count, lines([])]))).toEqual({
      kind: 'NOT_FOUND',
      key: 'recordNotFound',
      params: {},
    })
    expect(wms.saveRecord).not.toHaveBeenCalled()
  })
})

describe('the data scope of a command', () => {
  /** Warehouses 1 (W-1, the device's) and 2 (W-2); `shown` those inside the scope's condition. */
  const stores = (shown: string[]): Rule => [
    /SELECT code, coalesce\(store\.id IN \('1'\), false\) AS shown FROM erp_base_store WHERE id = \$1/,
    (p) => (p[0] === '1' || p[0] === '2' ? [{ code: `W-${p[0]}`, shown: shown.includes(String(p[0])) }] : []),
  ]
  /** Which warehouse each document works in. */
  const documents: Rule = [
    /SELECT store_id::text FROM (\w+) WHERE id = \$1/,
    (p) =>
      p[0] === 'elsewhere'
        ? [{ storeId: '2' }]
        : p[0] === 'nowhere'
          ? [{ storeId: null }]
          : p[0] === 'gone'
            ? []
            : [{ storeId: '1' }],
  ]
  const check = <N extends FloorCommandName>(name: N, args: Record<string, unknown>, device: string | null = '1') =>
    assertCommandInScope(fakeTx([stores(['1']), documents]), actor, name, args as FloorCommandArgs<N>, device)

  it('lets anything through for an actor no warehouse scope restricts, reading nothing', async () => {
    const tx = fakeTx([])
    await assertWarehouseInScope(tx, actor, '2', true)
    expect(tx.statements).toEqual([])
  })

  it('asks the scope of each warehouse a command works in once, and of none it does not name', async () => {
    wms.scope = `store.id IN ('1')`
    /** The warehouses read for the scope, and the records asked of it, when `name` is checked. */
    const asked = async (name: FloorCommandName, args: Record<string, unknown>, device: string | null) => {
      wms.asked.length = 0
      const tx = fakeTx([stores(['1']), documents])
      await assertCommandInScope(tx, actor, name, args as never, device)
      const read = tx.statements.filter((st) => st.sql.includes('FROM erp_base_store')).map((st) => st.params[0])
      return { read, records: [...wms.asked] }
    }
    // The device's warehouse is the document's: read once.
    expect(await asked('packIntoBox', { outboundId: '80' }, '1')).toEqual({
      read: ['1'],
      records: ['ware_outbound:80'],
    })
    // No device warehouse, no task named: neither asked.
    expect(await asked('putAway', { storeId: '1', productId: '20', positionId: '70' }, null)).toEqual({
      read: ['1'],
      records: ['ware_base_store_position:70'],
    })
    // A document in no warehouse, or gone (its records refuse it): no warehouse of its own.
    for (const outboundId of ['nowhere', 'gone']) {
      expect(await asked('closeBox', { outboundId }, '1'), outboundId).toEqual({
        read: ['1'],
        records: [`ware_outbound:${outboundId}`],
      })
    }
  })

  it('refuses a warehouse outside the scope: the device’s own by its code, another as not found', async () => {
    wms.scope = `store.id IN ('1')`
    const tx = fakeTx([stores(['1'])])
    await assertWarehouseInScope(tx, actor, '1', true)
    await assertWarehouseInScope(tx, actor, '3')
    expect(await refusal(assertWarehouseInScope(tx, actor, '2', true))).toEqual({
      kind: 'VALIDATION',
      key: 'floor.warehouseNotYours',
      params: { store: 'W-2' },
    })
    expect(await refusal(assertWarehouseInScope(tx, actor, '2'))).toEqual({
      kind: 'NOT_FOUND',
      key: 'recordNotFound',
      params: {},
    })
  })

  /** Each command kind with the records it names (table:id) when it works in the device's warehouse. */
  const COMMANDS: [FloorCommandName, Record<string, unknown>, string[]][] = [
    ['receiveLine', { inboundOrderId: '10', lineId: '11' }, ['ware_inbound_order:10', 'ware_inbound_batch_item:11']],
    [
      'putAway',
      { storeId: '1', productId: '20', positionId: '70', taskId: '12' },
      ['ware_inbound_shelves:12', 'ware_base_store_position:70'],
    ],
    [
      'scanPick',
      { pickId: '50', lineId: '60', positionId: '70' },
      ['ware_order_pick:50', 'ware_order_pick_item:60', 'ware_base_store_position:70'],
    ],
    ['shortPick', { pickId: '50', lineId: '60' }, ['ware_order_pick:50', 'ware_order_pick_item:60']],
    ['packIntoBox', { outboundId: '80' }, ['ware_outbound:80']],
    ['closeBox', { outboundId: '80' }, ['ware_outbound:80']],
    [
      'countPosition',
      { stocktakingId: '90', positionId: '70' },
      ['ware_stocktaking:90', 'ware_base_store_position:70'],
    ],
    ['finishTask', { kind: 'receiving', id: '10' }, ['ware_inbound_order:10']],
    ['finishTask', { kind: 'picking', id: '50' }, ['ware_order_pick:50']],
    ['finishTask', { kind: 'packing', id: '80' }, ['ware_outbound:80']],
    ['finishTask', { kind: 'stocktaking', id: '90' }, ['ware_stocktaking:90']],
  ]

  it.each(COMMANDS)('%s: refused when any record it names is outside the scope', async (name, args, named) => {
    wms.scope = `store.id IN ('1')`
    await check(name, args)
    for (const record of named) {
      wms.hidden.clear()
      wms.hidden.add(record)
      expect(await refusal(check(name, args)), record).toMatchObject({ key: 'recordNotFound' })
    }
  })

  it('refuses a command on a document in another warehouse outside the scope, whatever the device’s', async () => {
    wms.scope = `store.id IN ('1')`
    for (const [name, args] of [
      ['receiveLine', { inboundOrderId: 'elsewhere', lineId: '11' }],
      ['scanPick', { pickId: 'elsewhere', lineId: '60', positionId: '70' }],
      ['shortPick', { pickId: 'elsewhere', lineId: '60' }],
      ['packIntoBox', { outboundId: 'elsewhere' }],
      ['closeBox', { outboundId: 'elsewhere' }],
      ['countPosition', { stocktakingId: 'elsewhere', positionId: '70' }],
      ['finishTask', { kind: 'packing', id: 'elsewhere' }],
      ['putAway', { storeId: '2', productId: '20', positionId: '70' }],
    ] as const) {
      expect(await refusal(check(name, args)), name).toMatchObject({ key: 'recordNotFound' })
      expect(await refusal(check(name, args, null)), name).toMatchObject({ key: 'recordNotFound' })
    }
    await check('closeBox', { outboundId: 'nowhere' })
    await check('putAway', { storeId: '1', productId: '20', positionId: '70' }, null)
  })

  it('refuses every command from a device whose warehouse left the scope, naming the warehouse', async () => {
    wms.scope = `store.id IN ('1')`
    expect(await refusal(check('packIntoBox', { outboundId: 'elsewhere' }, '2'))).toEqual({
      kind: 'VALIDATION',
      key: 'floor.warehouseNotYours',
      params: { store: 'W-2' },
    })
  })
})

// The push: each command of a device placed in its sequence, run (in a savepoint or not), and
// recorded with the device's new sequence, on the same stand-ins.

const OP = '0b7e4f8a-1c2d-4e5f-8a9b-0c1d2e3f4a5b'
const DEVICE = 'dev-1'
const pack = (seq: number, sku = 'KETTLE', at?: string): FloorCommand => ({
  seq,
  name: 'packIntoBox',
  args: { opId: OP, outboundId: '80', sku, quantity: 2, boxNo: 1 },
  ...(at ? { at } : {}),
})
const finishPacking = (seq: number): FloorCommand => ({
  seq,
  name: 'finishTask',
  args: { opId: OP, kind: 'packing', id: '80' },
})

/** What a device's pushes leave in the database: the commands recorded and the device's row as written. */
type Device = {
  lastSeq: number
  userId: string
  storeId: string | null
  pendingCount: number | null
  stored: StoredCommand[]
  recorded: Row[]
  counts: Row[]
}
const device = (over: Partial<Device> = {}): Device => ({
  lastSeq: 0,
  userId: '7',
  storeId: null,
  pendingCount: 5,
  stored: [],
  recorded: [],
  counts: [],
  ...over,
})

/** The database's clock when a push's transaction began. */
const NOW = '2026-03-01 12:00:00'

/** The statements of a push on `d` (its device row, stored commands, the times), then `more`. */
const pushRules = (d: Device, more: Rule[] = []): Rule[] => [
  [
    /SELECT id::text, user_id::text, last_seq, store_id::text, pending_count FROM floor_device WHERE device_id = \$1 FOR UPDATE/,
    whenParam(0, DEVICE, [
      { id: '5', userId: d.userId, lastSeq: String(d.lastSeq), storeId: d.storeId, pendingCount: d.pendingCount },
    ]),
  ],
  [
    /SELECT seq, request_hash, status, result, reason, hint FROM floor_command\s+WHERE device_id = \$1 AND seq = ANY/,
    (p) => (p[0] === DEVICE ? d.stored.filter((c) => (p[1] as string[]).includes(c.seq)) : []),
  ],
  // The database keeps UTC: a device's instant becomes its local time, in the order sent.
  [
    /SELECT to_char\(localtimestamp\(0\), 'YYYY-MM-DD HH24:MI:SS'\) AS now[\s\S]*jsonb_array_elements_text\(\$1::text::jsonb\) WITH ORDINALITY/,
    (p) => {
      const at = (JSON.parse(String(p[0])) as (string | null)[]).map((i) =>
        i ? i.slice(0, 19).replace('T', ' ') : null,
      )
      return [{ now: NOW, at: at.length ? at : null }]
    },
  ],
  [/^(SAVEPOINT|ROLLBACK TO SAVEPOINT|RELEASE SAVEPOINT) floor_command$/, () => []],
  // Outbound order 80 is in the device's warehouse.
  [/SELECT store_id::text FROM ware_outbound WHERE id = \$1/, () => [{ storeId: null }]],
  ...more,
]

/** A transaction for a push on `d`: the record layer's writes of the push land on `d`. */
const pushTx = (d: Device, more: Rule[] = []) => {
  const tx = fakeTx(pushRules(d, more))
  records.devices.set(tx, d)
  return tx
}

/** The device's row as a push leaves it: its last sequence, counts added, commands still pending, synced now. */
const synced = (lastSeq: number, applied: number, rejected: number, pendingCount: number) => ({
  ids: ['5'],
  lastSeq: String(lastSeq),
  appliedCount: { increment: applied },
  rejectedCount: { increment: rejected },
  pendingCount,
  lastSyncTime: NOW,
  options: { scopeChecked: true },
})

/** A database whose transactions run on fresh fake transactions and keep what they wrote only when committed. */
function fakeDb(d: Device, failFirst: unknown[] = [], more: Rule[] = []) {
  const attempts: ReturnType<typeof fakeTx>[] = []
  const db = {
    async begin<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const failure = failFirst.shift()
      if (failure) throw failure
      const kept = { recorded: d.recorded.length, counts: d.counts.length }
      const tx = pushTx(d, more)
      attempts.push(tx)
      try {
        return await work(tx)
      } catch (e) {
        d.recorded.length = kept.recorded
        d.counts.length = kept.counts
        throw e
      }
    },
  }
  return { db: db as unknown as Db, attempts }
}

const t = (key: MessageKey, params?: Record<string, unknown>) => translate(key, 'en', params)
const savepoints = (tx: { statements: { sql: string }[] }) =>
  tx.statements.filter((s) => s.sql === 'SAVEPOINT floor_command').length

describe('a push of a device’s commands', () => {
  it('runs each next command once and records it, applied with its result, op id, body hash and device time', async () => {
    const d = device()
    wms.packBox.mockResolvedValue({ boxId: '81', boxNo: 1 })
    const commands = [pack(1, 'KETTLE', '2026-03-01T10:00:00+08:00'), finishPacking(2)]
    expect(await pushCommands(pushTx(d), actor, { deviceId: DEVICE, commands })).toEqual({
      outcomes: [
        { seq: 1, status: 'applied', result: { boxId: '81', boxNo: 1 }, replayed: false },
        { seq: 2, status: 'applied', result: { outboundId: '80' }, replayed: false },
      ],
      lastSeq: 2,
    })
    // Each command's row: its answer kept server-only as JSON text, the device's clock as local time.
    expect(d.recorded).toEqual([
      {
        deviceId: DEVICE,
        seq: '1',
        name: 'packIntoBox',
        opId: OP,
        requestHash: requestHash(commands[0] as FloorCommand),
        status: FLOOR_COMMAND_STATUS.applied,
        reason: null,
        hint: null,
        deviceTime: '2026-03-01 02:00:00',
        userId: '7',
        result: JSON.stringify({ boxId: '81', boxNo: 1 }),
      },
      {
        deviceId: DEVICE,
        seq: '2',
        name: 'finishTask',
        opId: OP,
        requestHash: requestHash(commands[1] as FloorCommand),
        status: FLOOR_COMMAND_STATUS.applied,
        reason: null,
        hint: null,
        deviceTime: null,
        userId: '7',
        result: JSON.stringify({ outboundId: '80' }),
      },
    ])
    // The device's row: last sequence 2, two applied, none rejected, two fewer of its five pending.
    expect(d.counts).toEqual([synced(2, 2, 0, 3)])
  })

  it('counts what the device still has pending, never below none', async () => {
    for (const [pendingCount, left] of [
      [1, 0],
      [null, 0],
      [2, 0],
      [3, 1],
    ] as const) {
      const d = device({ pendingCount })
      await pushCommands(pushTx(d), actor, { deviceId: DEVICE, commands: [pack(1), pack(2)] })
      expect(d.counts, String(pendingCount)).toEqual([synced(2, 2, 0, left)])
    }
  })

  it('records a command without an answer, and a device clock that is no time, as none', async () => {
    const d = device()
    wms.packBox.mockResolvedValue(undefined)
    const commands = [pack(1, 'KETTLE', 'not a time'), pack(2, 'KETTLE', '2026-03-01T23:30:00Z')]
    const answer = await pushCommands(pushTx(d), actor, { deviceId: DEVICE, commands })
    expect(answer.outcomes).toEqual([
      { seq: 1, status: 'applied', result: null, replayed: false },
      { seq: 2, status: 'applied', result: null, replayed: false },
    ])
    expect(d.recorded.map((r) => [r.seq, r.result, r.deviceTime])).toEqual([
      ['1', null, null],
      ['2', null, '2026-03-01 23:30:00'],
    ])
  })

  it('looks up no stored command when none was taken before, and answers one sent twice in a push again', async () => {
    const d = device()
    wms.packBox.mockResolvedValue({ boxNo: 1 })
    const tx = pushTx(d)
    const answer = await pushCommands(tx, actor, { deviceId: DEVICE, commands: [pack(1), pack(1), pack(1, 'OTHER')] })
    expect(answer).toEqual({
      outcomes: [
        { seq: 1, status: 'applied', result: { boxNo: 1 }, replayed: false },
        { seq: 1, status: 'applied', result: { boxNo: 1 }, replayed: true },
      ],
      lastSeq: 1,
      refused: { seq: 1, code: 'conflict', message: t('floor.conflict', { seq: 1 }) },
    })
    expect(tx.statements.filter((st) => st.sql.includes('FROM floor_command'))).toEqual([])
    expect(wms.packBox).toHaveBeenCalledTimes(1)
    expect(d.recorded.map((r) => r.seq)).toEqual(['1'])
  })

  it('records an op id of at most 36 characters, and none when the command has none', async () => {
    const d = device()
    const long = { ...pack(1), args: { ...pack(1).args, opId: `${OP}-and-more` } }
    const none = { seq: 2, name: 'finishTask', args: { kind: 'packing', id: '80' } } as FloorCommand
    await pushCommands(pushTx(d), actor, { deviceId: DEVICE, commands: [long, none] })
    expect(d.recorded.map((r) => r.opId)).toEqual([`${OP}-and-more`.slice(0, 36), null])
  })

  it('answers commands already taken from what is stored, running none of them again', async () => {
    const stored: StoredCommand[] = [
      { seq: '1', requestHash: requestHash(pack(1)), status: 1, result: { boxNo: 1 }, reason: null, hint: null },
      { seq: '2', requestHash: requestHash(pack(2)), status: 2, result: null, reason: 'closed', hint: 'ask' },
    ]
    const d = device({ lastSeq: 2, stored })
    wms.packBox.mockResolvedValue({ boxNo: 1 })
    const tx = pushTx(d)
    const answer = await pushCommands(tx, actor, {
      deviceId: DEVICE,
      commands: [pack(1), pack(2), pack(3)],
    })
    // Only the commands the device's sequence has passed are looked up.
    expect(tx.statements.filter((st) => st.sql.includes('FROM floor_command')).map((st) => st.params)).toEqual([
      [DEVICE, ['1', '2']],
    ])
    expect(answer).toEqual({
      outcomes: [
        { seq: 1, status: 'applied', result: { boxNo: 1 }, replayed: true },
        { seq: 2, status: 'rejected', reason: 'closed', hint: 'ask', replayed: true },
        { seq: 3, status: 'applied', result: { boxNo: 1 }, replayed: false },
      ],
      lastSeq: 3,
    })
    expect(wms.packBox).toHaveBeenCalledTimes(1)
    expect(d.recorded.map((r) => r.seq)).toEqual(['3'])
    expect(d.counts).toEqual([synced(3, 1, 0, 4)])
  })

  it('stops at a gap, keeping the outcomes before it, and at a body that differs from the one taken', async () => {
    const d = device()
    const gap = await pushCommands(pushTx(d), actor, {
      deviceId: DEVICE,
      commands: [pack(1), pack(3), pack(2)],
    })
    expect(gap.outcomes.map((o) => [o.seq, o.status])).toEqual([[1, 'applied']])
    expect(gap).toMatchObject({
      lastSeq: 1,
      refused: { seq: 3, code: 'gap', message: t('floor.gap', { seq: 3, expected: 2 }) },
    })

    const taken = device({
      lastSeq: 1,
      stored: [{ seq: '1', requestHash: requestHash(pack(1)), status: 1, result: null, reason: null, hint: null }],
    })
    const conflict = await pushCommands(pushTx(taken), actor, {
      deviceId: DEVICE,
      commands: [pack(1, 'OTHER'), pack(2)],
    })
    expect(conflict).toEqual({
      outcomes: [],
      lastSeq: 1,
      refused: { seq: 1, code: 'conflict', message: t('floor.conflict', { seq: 1 }) },
    })
    // Nothing taken: no command row, the device's sequence as it was.
    expect(taken.recorded).toEqual([])
    expect(taken.counts).toEqual([synced(1, 0, 0, 5)])
  })

  it('rejects arguments the command’s schema refuses, naming the field, running nothing', async () => {
    const d = device()
    const bad = { ...pack(1), args: { ...pack(1).args, quantity: 0 } }
    const [outcome] = (await pushCommands(pushTx(d), actor, { deviceId: DEVICE, commands: [bad] })).outcomes
    expect(outcome).toMatchObject({ seq: 1, status: 'rejected', hint: t('floor.hint.badArgs'), replayed: false })
    // The value sent is what the field is judged by: too small, not missing.
    expect(outcome?.reason).toContain(t('fieldTooSmall', { field: 'quantity', min: 1 }))
    expect(wms.packBox).not.toHaveBeenCalled()
    expect(d.recorded).toMatchObject([{ seq: '1', status: FLOOR_COMMAND_STATUS.rejected, result: null }])
    expect(d.counts).toEqual([synced(1, 0, 1, 4)])
  })

  it('records a refused command as rejected with the reason and hint, and goes on with the next', async () => {
    const d = device()
    wms.packBox.mockRejectedValueOnce(new AppError('VALIDATION', 'wms.packingFinished', { code: 'OUT-1' }))
    const answer = await pushCommands(pushTx(d), actor, {
      deviceId: DEVICE,
      commands: [pack(1), finishPacking(2)],
    })
    const rejected = {
      reason: t('wms.packingFinished', { code: 'OUT-1', details: '' }),
      hint: t('floor.hint.packClosed'),
    }
    expect(answer.outcomes).toEqual([
      { seq: 1, status: 'rejected', ...rejected, replayed: false },
      { seq: 2, status: 'applied', result: { outboundId: '80' }, replayed: false },
    ])
    expect(d.recorded).toMatchObject([
      { seq: '1', status: FLOOR_COMMAND_STATUS.rejected, result: null, ...rejected },
      { seq: '2', status: FLOOR_COMMAND_STATUS.applied, reason: null, hint: null },
    ])
    expect(d.counts).toEqual([synced(2, 1, 1, 3)])
  })

  it('refuses a device another user registered', async () => {
    const d = device({ userId: '8' })
    expect(await refusal(pushCommands(pushTx(d), actor, { deviceId: DEVICE, commands: [pack(1)] }))).toEqual({
      kind: 'FORBIDDEN',
      key: 'floor.deviceNotYours',
      params: { device: DEVICE },
    })
    expect(wms.packBox).not.toHaveBeenCalled()
  })
})

describe('applying a push in one transaction', () => {
  it('runs commands without a savepoint until one is refused, then again from it in savepoints, keeping the first run’s nothing', async () => {
    const d = device()
    wms.packBox.mockImplementation(async (_tx, _actor, input: { sku: string }) => {
      if (input.sku === 'GONE') throw new AppError('VALIDATION', 'wms.packingFinished', { code: 'OUT-1' })
      return { boxNo: 1 }
    })
    const { db, attempts } = fakeDb(d)
    const answer = await applyPush(db, actor, { deviceId: DEVICE, commands: [pack(1), pack(2, 'GONE'), pack(3)] })
    expect(answer.outcomes.map((o) => [o.seq, o.status])).toEqual([
      [1, 'applied'],
      [2, 'rejected'],
      [3, 'applied'],
    ])
    expect(attempts.map(savepoints)).toEqual([0, 2])
    expect(d.recorded.map((r) => [r.seq, r.status])).toEqual([
      ['1', FLOOR_COMMAND_STATUS.applied],
      ['2', FLOOR_COMMAND_STATUS.rejected],
      ['3', FLOOR_COMMAND_STATUS.applied],
    ])
    expect(d.counts).toEqual([synced(3, 2, 1, 2)])
  })

  it('rejects every command of a device whose warehouse is outside the actor’s scope, naming the warehouse, running none', async () => {
    wms.scope = `store.id IN ('1')`
    const d = device({ storeId: '2' })
    const stores: Rule = [
      /SELECT code, coalesce\(store\.id IN \('1'\), false\) AS shown FROM erp_base_store WHERE id = \$1/,
      (p) => [{ code: `W-${p[0]}`, shown: p[0] === '1' }],
    ]
    const { db, attempts } = fakeDb(d, [], [stores])
    const answer = await applyPush(db, actor, { deviceId: DEVICE, commands: [pack(1), finishPacking(2), pack(3)] })
    const rejected = {
      status: 'rejected',
      reason: t('floor.warehouseNotYours', { store: 'W-2', details: '' }),
      hint: t('floor.hint.warehouseNotYours'),
      replayed: false,
    }
    expect(answer).toEqual({
      outcomes: [1, 2, 3].map((seq) => ({ seq, ...rejected })),
      lastSeq: 3,
    })
    expect(wms.packBox).not.toHaveBeenCalled()
    expect(wms.finishPacking).not.toHaveBeenCalled()
    expect(attempts.map(savepoints)).toEqual([0, 3])
    expect(d.recorded.map((r) => [r.seq, r.status, r.reason, r.hint, r.result])).toEqual(
      ['1', '2', '3'].map((seq) => [seq, FLOOR_COMMAND_STATUS.rejected, rejected.reason, rejected.hint, null]),
    )
    expect(d.counts).toEqual([synced(3, 0, 3, 2)])
  })

  it('fails the whole push on an error that is no refusal, recording nothing', async () => {
    const d = device()
    const broken = new Error('connection lost')
    wms.packBox.mockResolvedValueOnce({ boxNo: 1 }).mockRejectedValueOnce(broken)
    const { db, attempts } = fakeDb(d)
    await expect(applyPush(db, actor, { deviceId: DEVICE, commands: [pack(1), pack(2)] })).rejects.toBe(broken)
    expect(attempts).toHaveLength(1)
    expect(d.recorded).toEqual([])
  })

  it('runs again after a concurrent first contact, at most three times, the last with every command guarded', async () => {
    const unique = () => Object.assign(new Error('duplicate key'), { code: '23505' })
    wms.packBox.mockResolvedValue({ boxNo: 1 })
    const d = device()
    const { db, attempts } = fakeDb(d, [unique(), unique(), unique()])
    expect((await applyPush(db, actor, { deviceId: DEVICE, commands: [pack(1), pack(2)] })).lastSeq).toBe(2)
    expect(attempts.map(savepoints)).toEqual([2])

    const twice = fakeDb(device(), [unique(), unique()])
    await applyPush(twice.db, actor, { deviceId: DEVICE, commands: [pack(1)] })
    expect(twice.attempts.map(savepoints)).toEqual([0])

    const fourth = unique()
    const again = fakeDb(device(), [unique(), unique(), unique(), fourth])
    await expect(applyPush(again.db, actor, { deviceId: DEVICE, commands: [pack(1)] })).rejects.toBe(fourth)
    const other = Object.assign(new Error('deadlock'), { code: '40P01' })
    await expect(
      applyPush(fakeDb(device(), [other]).db, actor, { deviceId: DEVICE, commands: [pack(1)] }),
    ).rejects.toBe(other)
  })
})

describe('a pick list found closed, as the worker is told', () => {
  const scanArgs = { opId: OP, pickId: '50', lineId: '60', positionId: '70', quantity: 2 }
  const scanCommand: FloorCommand = { seq: 1, name: 'scanPick', args: scanArgs }
  const shortCommand: FloorCommand = {
    seq: 1,
    name: 'shortPick',
    args: { opId: OP, pickId: '50', lineId: '60', reason: 'x' },
  }
  const noScan: Rule = [/^UPDATE ware_order_pick_item i/, () => []]
  const pickDocument: Rule = [/SELECT store_id::text FROM ware_order_pick WHERE id = \$1/, () => [{ storeId: null }]]
  const finished = pickList({ pickedTime: '2026-01-01 10:00:00' })
  /** Who closed list 50: the device whose finish was applied, or none (the office, `office` its last editor). */
  const closedBy = (byDevice: Row[], office: Row[] = []): Rule[] => [
    [
      /FROM floor_command c[\s\S]*WHERE c\.name = 'finishTask' AND c\.status = \$2 AND c\.result->>'pickId' = \$1/,
      (p) => (p[0] === '50' && p[1] === FLOOR_COMMAND_STATUS.applied ? byDevice : []),
    ],
    [/FROM ware_order_pick p LEFT JOIN blade_user u ON u\.id = p\.update_user/, whenParam(0, '50', office)],
  ]
  const putBack: Rule = [
    /AS product, coalesce\(p\.code, i\.position_id::text, ''\) AS position\s+FROM ware_order_pick_item i/,
    whenParam(0, '60', [{ product: 'Kettle', position: 'A-01' }]),
  ]
  const push = async (command: FloorCommand, rules: Rule[]) =>
    (
      await pushCommands(pushTx(device(), [noScan, pickDocument, ...rules]), actor, {
        deviceId: DEVICE,
        commands: [command],
      })
    ).outcomes[0]

  it('names the other worker and device that finished it, and what to put back where', async () => {
    const other = [{ deviceId: 'dev-2', deviceName: 'Scanner 2', userId: '8', userName: 'Bo' }]
    expect(await push(scanCommand, [finished, ...closedBy(other), putBack])).toMatchObject({
      status: 'rejected',
      reason: t('floor.closedBy.otherWorker', { code: 'P-1', user: 'Bo', device: 'Scanner 2' }),
      hint: t('floor.hint.putBack', { product: 'Kettle', position: 'A-01', quantity: 2 }),
    })
    // A scanned line no longer there: nothing to put back, the list was done elsewhere.
    const gone: Rule = [putBack[0], () => []]
    expect(await push(scanCommand, [finished, ...closedBy(other), gone])).toMatchObject({
      hint: t('floor.hint.pickDoneElsewhere'),
    })
  })

  it('names the office user who finished it, for a short pick with the plain hint', async () => {
    expect(
      await push(shortCommand, [finished, ...closedBy([], [{ userName: 'Ann' }]), [/^UPDATE/, () => []]]),
    ).toMatchObject({
      status: 'rejected',
      reason: t('floor.closedBy.office', { code: 'P-1', user: 'Ann' }),
      hint: t('floor.hint.pickClosed'),
    })
    expect(await push(shortCommand, [finished, ...closedBy([]), [/^UPDATE/, () => []]])).toMatchObject({
      reason: t('floor.closedBy.office', { code: 'P-1', user: '—' }),
    })
  })

  it('tells other refusals of a pick command as the console says them, asking nobody who closed the list', async () => {
    expect(await push({ ...scanCommand, args: { ...scanArgs, lineId: '61' } }, [pickList(), pickLine()])).toMatchObject(
      {
        status: 'rejected',
        reason: t('floor.pickLineMissing', { code: 'P-1', line: '61', details: '' }),
        hint: t('floor.hint.scanPick'),
      },
    )
  })
})
