import type { FloorCommandArgs, FloorCommandName } from '#sync/floor/floor-protocol.ts'
import { statusLabel } from '#sync/resources/define-action.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { wFbaTurnover } from '#sync/resources/fba/fba-turnover.resource.ts'
import { wBaseStore } from '#sync/resources/wms/w-base-store.resource.ts'
import { wBaseStorePosition } from '#sync/resources/wms/w-base-store-position.resource.ts'
import { wInboundBatchItem, wInboundOrder, wInboundShelves } from '#sync/resources/wms/w-inbound-order.resource.ts'
import { FACE_SHEET } from '#sync/resources/wms/w-outbound.actions.ts'
import { wOrderPick, wOrderPickItem, wOutbound } from '#sync/resources/wms/w-outbound.resource.ts'
import { wStocktaking, wStocktakingItem } from '#sync/resources/wms/w-stocktaking.resource.ts'
import { encaseBox } from '../fba/fba-turnover.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { increment, saveRecord, updateRecordsWhere, type WriteCondition } from '../platform/records/records.ts'
import { assertInScope, scopeOf } from '../platform/resources/data-scope.ts'
import { confirmReceipts } from '../wms/inbound-confirm.ts'
import { putAwayTask, receiveInbound } from '../wms/inbound-order.ts'
import { finishPicking } from '../wms/outbound.ts'
import { closeBoxes, finishPacking, packBox } from '../wms/packing.ts'
import { submitCount } from '../wms/stocktaking.ts'

/**
 * What each floor command does (issue 11): each calls the business functions the console's calls
 * use, so the stock ledger, the transitions and their checks hold for the floor as for the office.
 * A refusal is an AppError (the push records the command as rejected); anything else fails the push.
 */

type Handler<N extends FloorCommandName> = (tx: Queryable, actor: Actor, args: FloorCommandArgs<N>) => Promise<unknown>

type PickList = { code: string; status: number; pickedTime: string | null; isDeleted: number }

/** Takes a pick list's row lock shared (so the office cannot finish or change it meanwhile) and reads where it stands. */
const sharePickList = (tx: Queryable, pickId: string) =>
  tx.query<PickList>(
    `SELECT code, status, picked_time::text, is_deleted FROM ware_order_pick WHERE id = $1 FOR SHARE`,
    [pickId],
  )

/** Refuses a pick list that is gone, or is no longer being picked (finished, labelled, shipped). */
function assertPicking(list: PickList | undefined, actor: Actor): asserts list is PickList {
  if (!list || Number(list.isDeleted) !== 0) throw new AppError('NOT_FOUND', 'recordNotFound')
  if (list.pickedTime) throw new AppError('VALIDATION', 'wms.pickingFinished', { code: list.code })
  if (String(list.status) !== FACE_SHEET.picking) {
    throw new AppError('VALIDATION', 'floor.pickNotPicking', {
      code: list.code,
      status: statusLabel(wOrderPick, 'status', String(list.status), actor.lang),
    })
  }
}

/** The live pick list the statement's EXISTS asks for: still being picked (checked under the shared lock). */
const stillPicking =
  (pickId: string): WriteCondition =>
  (param) =>
    `t.order_pick_id = ${param(pickId)} AND EXISTS (SELECT 1 FROM ware_order_pick p
    WHERE p.id = t.order_pick_id AND p.status = ${Number(FACE_SHEET.picking)} AND p.picked_time IS NULL AND p.is_deleted = 0)`

type PickLine = { quantity: number; scannedQuantity: number; sysSku: string; positionId: string; positionCode: string }

/** A pick line of the list, with its position's code, or a refusal naming it. */
async function pickLineOf(tx: Queryable, list: PickList, pickId: string, lineId: string): Promise<PickLine> {
  const [line] = await tx.query<PickLine>(
    `SELECT i.quantity, i.scanned_quantity, i.sys_sku, i.position_id::text, coalesce(p.code, i.position_id::text) AS position_code
       FROM ware_order_pick_item i
       LEFT JOIN ware_base_store_position p ON p.id = i.position_id AND p.tenant_id = i.tenant_id
      WHERE i.id = $1 AND i.order_pick_id = $2 AND i.is_deleted = 0`,
    [lineId, pickId],
  )
  if (!line) throw new AppError('VALIDATION', 'floor.pickLineMissing', { code: list.code, line: lineId })
  return line
}

const positionCode = async (tx: Queryable, id: string) =>
  (await tx.query<{ code: string }>(`SELECT code FROM ware_base_store_position WHERE id = $1`, [id]))[0]?.code ?? id

/** Units of an inbound line received: the line's received total grows by the scans, through the console's receipt. */
const receiveLine: Handler<'receiveLine'> = async (tx, actor, a) => {
  // The order's row first, as the receipt's transition locks it: concurrent receipts of a line queue here.
  const [[order], [line]] = await Promise.all([
    tx.query<{ code: string }>(`SELECT code FROM ware_inbound_order WHERE id = $1 AND is_deleted = 0 FOR UPDATE`, [
      a.inboundOrderId,
    ]),
    tx.query<{ receivedQuantity: number }>(
      `SELECT received_quantity FROM ware_inbound_batch_item WHERE id = $1 AND inbound_order_id = $2 AND is_deleted = 0`,
      [a.lineId, a.inboundOrderId],
    ),
  ])
  if (!order) throw new AppError('NOT_FOUND', 'recordNotFound')
  if (!line) throw new AppError('VALIDATION', 'wms.lineNotInOrder', { line: a.lineId, code: order.code })
  const receivedQuantity = Number(line.receivedQuantity) + a.quantity
  const putawayTasks = await receiveInbound(tx, actor, a.inboundOrderId, [
    { id: a.lineId, receivedQuantity, ...(a.batchNo ? { batchNo: a.batchNo } : {}) },
  ])
  return { lineId: a.lineId, receivedQuantity, putawayTasks }
}

/**
 * Units of a SKU waiting in receiving put onto a position: the open tasks of that SKU in that
 * warehouse (not awaiting inspection), the named one first and then the oldest, each through the
 * console's putaway until the units are placed.
 */
const putAway: Handler<'putAway'> = async (tx, actor, a) => {
  // Locked in id order, as the putaway's transition locks them, whatever order they are used in.
  const open = await tx.query<{ id: string; left: number; sysSku: string }>(
    `SELECT s.id::text, (s.quantity - coalesce(s.put_away_quantity, 0))::int AS left, s.sys_sku
       FROM ware_inbound_shelves s
      WHERE s.store_id = $1 AND s.product_id = $2 AND s.status = 0 AND s.is_deleted = 0
        AND NOT EXISTS (SELECT 1 FROM ware_quality_inspection q WHERE q.shelves_id = s.id AND q.status = 1 AND q.is_deleted = 0)
      ORDER BY s.id FOR UPDATE OF s`,
    [a.storeId, a.productId],
  )
  const tasks = open.filter((t) => t.left > 0).sort((x, y) => Number(y.id === a.taskId) - Number(x.id === a.taskId))
  const waiting = tasks.reduce((sum, t) => sum + t.left, 0)
  if (waiting < a.quantity) {
    const [product] = await tx.query<{ sysSku: string }>(`SELECT sys_sku FROM erp_base_product WHERE id = $1`, [
      a.productId,
    ])
    throw new AppError('VALIDATION', 'floor.putAwayTooFew', {
      sku: product?.sysSku ?? a.productId,
      quantity: a.quantity,
      waiting,
    })
  }
  const placed: { taskId: string; quantity: number }[] = []
  let left = a.quantity
  for (const task of tasks) {
    if (!left) break
    const quantity = Math.min(left, task.left)
    await putAwayTask(tx, actor, task.id, { positionId: a.positionId, quantity })
    placed.push({ taskId: task.id, quantity })
    left -= quantity
  }
  return { placed }
}

/** Units of a pick line scanned at its position: one statement when all is well, a refusal naming what is not. */
const scanPick: Handler<'scanPick'> = async (tx, actor, a) => {
  await assertInScope(tx, actor, wOrderPick, [a.pickId])
  const [[list], scanned] = await Promise.all([
    sharePickList(tx, a.pickId),
    updateRecordsWhere(tx, wOrderPickItem, [a.lineId], { scannedQuantity: increment(a.quantity) }, actor, {
      scopeChecked: true,
      where: (param) =>
        `${stillPicking(a.pickId)(param)} AND t.position_id = ${param(a.positionId)}
          AND t.scanned_quantity + ${param(a.quantity)} <= t.quantity`,
      returning: ['scannedQuantity', 'quantity'],
    }),
  ])
  const [done] = scanned
  if (done) return { lineId: a.lineId, scannedQuantity: done.scannedQuantity, quantity: done.quantity }
  assertPicking(list, actor)
  const line = await pickLineOf(tx, list, a.pickId, a.lineId)
  if (line.positionId !== a.positionId) {
    throw new AppError('VALIDATION', 'floor.pickWrongPosition', {
      sku: line.sysSku,
      expected: line.positionCode,
      position: await positionCode(tx, a.positionId),
    })
  }
  throw new AppError('VALIDATION', 'floor.pickTooMany', {
    sku: line.sysSku,
    position: line.positionCode,
    scanned: Number(line.scannedQuantity) + a.quantity,
    quantity: line.quantity,
  })
}

/** A pick line closed short: its reason is kept; finishing the list takes what was scanned as picked. */
const shortPick: Handler<'shortPick'> = async (tx, actor, a) => {
  await assertInScope(tx, actor, wOrderPick, [a.pickId])
  const [[list], marked] = await Promise.all([
    sharePickList(tx, a.pickId),
    updateRecordsWhere(tx, wOrderPickItem, [a.lineId], { shortReason: a.reason }, actor, {
      scopeChecked: true,
      where: stillPicking(a.pickId),
    }),
  ])
  if (marked.length) return { lineId: a.lineId, shortReason: a.reason }
  assertPicking(list, actor)
  await pickLineOf(tx, list, a.pickId, a.lineId)
  throw new AppError('NOT_FOUND', 'recordNotFound')
}

/** Finishes picking with what was scanned: every line fully scanned or given a short reason. */
async function finishPickList(tx: Queryable, actor: Actor, pickId: string) {
  const [list] = await tx.query<PickList>(
    `SELECT code, status, picked_time::text, is_deleted FROM ware_order_pick WHERE id = $1 FOR UPDATE`,
    [pickId],
  )
  assertPicking(list, actor)
  const lines = await tx.query<PickLine & { id: string; shortReason: string | null }>(
    `SELECT i.id::text, i.quantity, i.scanned_quantity, i.short_reason, i.sys_sku,
            coalesce(p.code, i.position_id::text) AS position_code
       FROM ware_order_pick_item i
       LEFT JOIN ware_base_store_position p ON p.id = i.position_id AND p.tenant_id = i.tenant_id
      WHERE i.order_pick_id = $1 AND i.is_deleted = 0 ORDER BY i.pick_order, i.id`,
    [pickId],
  )
  const open = lines.find((l) => l.scannedQuantity < l.quantity && !l.shortReason)
  if (open) {
    throw new AppError('VALIDATION', 'floor.pickLineOpen', {
      sku: open.sysSku,
      position: open.positionCode,
      scanned: open.scannedQuantity,
      quantity: open.quantity,
    })
  }
  await finishPicking(
    tx,
    actor,
    pickId,
    lines.map((l) => ({
      id: l.id,
      pickedQuantity: l.scannedQuantity,
      ...(l.shortReason ? { shortReason: l.shortReason } : {}),
    })),
  )
  const short = lines.reduce((sum, l) => sum + l.quantity - l.scannedQuantity, 0)
  return { pickId, picked: lines.reduce((sum, l) => sum + l.scannedQuantity, 0), short }
}

/** A task finished: picking with what was scanned, a receipt confirmed, an order's packing, a count submitted. */
const finishTask: Handler<'finishTask'> = async (tx, actor, a) => {
  switch (a.kind) {
    case 'picking':
      return finishPickList(tx, actor, a.id)
    case 'receiving': {
      const [receipt] = await confirmReceipts(tx, actor, [a.id])
      return { inboundOrderId: a.id, status: receipt?.status, receivedQuantity: receipt?.receivedQuantity }
    }
    case 'packing':
      await finishPacking(tx, actor, [a.id])
      return { outboundId: a.id }
    case 'stocktaking':
      await submitCount(tx, actor, [a.id])
      return { stocktakingId: a.id }
  }
}

/** Units of a SKU packed into a numbered box of an outbound order (the device's opId makes a repeat change nothing). */
const packIntoBox: Handler<'packIntoBox'> = (tx, actor, a) =>
  packBox(tx, actor, { id: a.outboundId, opId: a.opId, sku: a.sku, quantity: a.quantity, boxNo: a.boxNo })

/** A box of an outbound order, by its number, closed with its measures. */
const closeBox: Handler<'closeBox'> = async (tx, actor, a) => {
  const [[order], [box]] = await Promise.all([
    tx.query<{ code: string }>(`SELECT code FROM ware_outbound WHERE id = $1 AND is_deleted = 0`, [a.outboundId]),
    tx.query<{ id: string }>(
      `SELECT id::text FROM ware_outbound_box WHERE outbound_id = $1 AND box_no = $2 AND is_deleted = 0`,
      [a.outboundId, a.boxNo],
    ),
  ])
  if (!order) throw new AppError('NOT_FOUND', 'recordNotFound')
  if (!box) throw new AppError('VALIDATION', 'floor.boxMissing', { code: order.code, box: a.boxNo })
  await closeBoxes(tx, actor, [box.id], { length: a.length, width: a.width, height: a.height, weight: a.weight })
  return { boxId: box.id, boxNo: a.boxNo }
}

/** A box of an FBA turnover packed whole (the device's opId makes a repeat change nothing). */
const encaseTurnoverBox: Handler<'encaseTurnoverBox'> = (tx, actor, a) =>
  encaseBox(tx, actor, {
    id: a.turnoverId,
    opId: a.opId,
    length: a.length,
    width: a.width,
    height: a.height,
    weight: a.weight,
    items: a.items.map((i) => ({ itemId: i.lineId, quantity: i.quantity })),
  })

/**
 * What a position holds of a SKU, counted: set on the count's lines of that SKU there through the
 * console's count entry (its rules: counting, started, the position on the count). Several lots:
 * each filled up to what it expected in line order, the rest on the last; none: a new line.
 */
const countPosition: Handler<'countPosition'> = async (tx, actor, a) => {
  // The count's row first: two devices counting one position cannot both add its new line.
  const [[count], lines] = await Promise.all([
    tx.query(`SELECT id FROM ware_stocktaking WHERE id = $1 AND is_deleted = 0 FOR UPDATE`, [a.stocktakingId]),
    tx.query<{ id: string; expectedQuantity: number | null }>(
      `SELECT id::text, expected_quantity FROM ware_stocktaking_item
        WHERE stocktaking_id = $1 AND position_id = $2 AND product_id = $3 AND is_deleted = 0 ORDER BY id`,
      [a.stocktakingId, a.positionId, a.productId],
    ),
  ])
  if (!count) throw new AppError('NOT_FOUND', 'recordNotFound')
  if (!lines.length) {
    const id = await saveRecord(
      tx,
      wStocktakingItem,
      { stocktakingId: a.stocktakingId, positionId: a.positionId, productId: a.productId, countedQuantity: a.quantity },
      actor,
    )
    return { lines: [{ id, countedQuantity: a.quantity }] }
  }
  const counted: { id: string; countedQuantity: number }[] = []
  let left = a.quantity
  for (const [i, line] of lines.entries()) {
    const n = i === lines.length - 1 ? left : Math.min(left, Math.max(0, Number(line.expectedQuantity ?? 0)))
    left -= n
    await saveRecord(tx, wStocktakingItem, { id: line.id, countedQuantity: n }, actor)
    counted.push({ id: line.id, countedQuantity: n })
  }
  return { lines: counted }
}

/** What a command names: records (resource and id), and the document whose warehouse it works in. */
type Named = { records: [ResourceDef, string | undefined][]; document?: [ResourceDef, string]; storeId?: string }

const TASK_DOCUMENT = { receiving: wInboundOrder, picking: wOrderPick, packing: wOutbound, stocktaking: wStocktaking }

/** The records each command names, read off its arguments. */
const NAMED: { [N in FloorCommandName]: (a: FloorCommandArgs<N>) => Named } = {
  receiveLine: (a) => ({
    records: [
      [wInboundOrder, a.inboundOrderId],
      [wInboundBatchItem, a.lineId],
    ],
    document: [wInboundOrder, a.inboundOrderId],
  }),
  putAway: (a) => ({
    records: [
      [wInboundShelves, a.taskId],
      [wBaseStorePosition, a.positionId],
    ],
    storeId: a.storeId,
  }),
  scanPick: (a) => ({
    records: [
      [wOrderPick, a.pickId],
      [wOrderPickItem, a.lineId],
      [wBaseStorePosition, a.positionId],
    ],
    document: [wOrderPick, a.pickId],
  }),
  shortPick: (a) => ({
    records: [
      [wOrderPick, a.pickId],
      [wOrderPickItem, a.lineId],
    ],
    document: [wOrderPick, a.pickId],
  }),
  packIntoBox: (a) => ({ records: [[wOutbound, a.outboundId]], document: [wOutbound, a.outboundId] }),
  closeBox: (a) => ({ records: [[wOutbound, a.outboundId]], document: [wOutbound, a.outboundId] }),
  countPosition: (a) => ({
    records: [
      [wStocktaking, a.stocktakingId],
      [wBaseStorePosition, a.positionId],
    ],
    document: [wStocktaking, a.stocktakingId],
  }),
  finishTask: (a) => ({ records: [[TASK_DOCUMENT[a.kind], a.id]], document: [TASK_DOCUMENT[a.kind], a.id] }),
  encaseTurnoverBox: (a) => ({ records: [[wFbaTurnover, a.turnoverId]], document: [wFbaTurnover, a.turnoverId] }),
}

/**
 * Refuses a warehouse outside the actor's data scope on warehouses (the floor pull's rule):
 * `floor.warehouseNotYours` naming it for the device's own, else as not found.
 */
export async function assertWarehouseInScope(tx: Queryable, actor: Actor, storeId: string, own = false) {
  const params: unknown[] = [storeId]
  const scope = await scopeOf(tx, actor, wBaseStore, params)
  if (scope === 'true') return
  const [store] = await tx.query<{ code: string; shown: boolean }>(
    `SELECT code, coalesce(${scope}, false) AS shown FROM erp_base_store WHERE id = $1`,
    params,
  )
  if (!store || store.shown) return
  if (own) throw new AppError('VALIDATION', 'floor.warehouseNotYours', { store: store.code })
  throw new AppError('NOT_FOUND', 'recordNotFound')
}

/**
 * A command holds to the data scope as the console does (issue 26, finding 2), checked before it
 * runs: the device's warehouse, the warehouse the command works in (its document's or the one it
 * names) and every record it names must be within the actor's scope; else it is rejected with the
 * reason, as any refusal. The business functions it calls check the records they write again.
 */
export async function assertCommandInScope<N extends FloorCommandName>(
  tx: Queryable,
  actor: Actor,
  name: N,
  args: FloorCommandArgs<N>,
  deviceStoreId: string | null,
): Promise<void> {
  if (deviceStoreId) await assertWarehouseInScope(tx, actor, deviceStoreId, true)
  const named = (NAMED[name] as (a: FloorCommandArgs<N>) => Named)(args)
  for (const [resource, id] of named.records) if (id) await assertInScope(tx, actor, resource, [id])
  const storeIds = new Set<string>(named.storeId ? [named.storeId] : [])
  if (named.document) {
    const [resource, id] = named.document
    const [row] = await tx.query<{ storeId: string | null }>(
      `SELECT store_id::text FROM ${resource.table} WHERE id = $1`,
      [id],
    )
    if (row?.storeId) storeIds.add(row.storeId)
  }
  for (const storeId of storeIds) if (storeId !== deviceStoreId) await assertWarehouseInScope(tx, actor, storeId)
}

/** Every floor command's handler, by name. */
export const floorCommandHandlers: { [N in FloorCommandName]: Handler<N> } = {
  receiveLine,
  putAway,
  scanPick,
  shortPick,
  packIntoBox,
  closeBox,
  countPosition,
  finishTask,
  encaseTurnoverBox,
}
