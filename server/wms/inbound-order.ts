import type { z } from 'zod'
import { translate } from '#sync/i18n/messages.ts'
import { divideDecimal } from '#sync/money/round-money.ts'
import type { RowOf } from '#sync/resources/define-resource.ts'
import { baseStoreArea } from '#sync/resources/shops/base-store.resource.ts'
import { wBaseStorePosition } from '#sync/resources/wms/w-base-store-position.resource.ts'
import {
  INBOUND_STATUS,
  inboundOrderActions,
  inboundShelvesActions,
  qualityActions,
  type receiptLine,
  SHELVES_STATUS,
} from '#sync/resources/wms/w-inbound-order.actions.ts'
import { wInboundBatchItem, wInboundShelves, wQualityInspection } from '#sync/resources/wms/w-inbound-order.resource.ts'
import { INBOUND_DOCUMENT, QUALITY_DOCUMENT, SHELVES_DOCUMENT } from '../inventory/stock-documents.ts'
import { databaseToday, lotUnitCost, MOVEMENT, postStockMovements } from '../inventory/stock-ledger.ts'
import { arriveFromTransit } from '../inventory/stock-transit.ts'
import { type Actor, actingForSystem } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { defineEvent, emit } from '../platform/events.ts'
import { AppError } from '../platform/http/app-error.ts'
import { increment, saveRecord, updateRecords } from '../platform/records/records.ts'
import { NOW, runAction } from '../platform/records/transition.ts'
import { followPurchaseReceipt } from '../purchasing/purchase.ts'
import { QUARANTINE, RECEIVING, type WorkZone } from '../shops/work-zones.ts'

/**
 * Receiving and putaway (issue 10 §2): an inbound order's lines are received into the warehouse's
 * receiving position, each receipt leaving a putaway task, and the tasks move the units on to
 * storage positions. Every unit moves through the stock ledger; every status through `transition`.
 */

/**
 * The lines and putaway tasks of an inbound order are written as the order's: each step here runs
 * on an order (or inspection) whose data scope was checked, so its rows are not asked again (see SetWriteOptions).
 */
const OF_INBOUND = { scopeChecked: true }

type ReceiptLine = z.output<typeof receiptLine>
type Line = {
  id: string
  productId: string
  sysSku: string
  batchNo: string | null
  plannedQuantity: number
  receivedQuantity: number
  overReceiptPercent: number
  unitCost: string | null
  inspect: number
  fromTransit: number
}
type Shelves = RowOf<typeof wInboundShelves>

/** The staging position type (store_position_type) of the positions the system makes. */
const STAGING_POSITION = 3

/**
 * The first available position of a warehouse's zone of a kind (receiving, defective). A warehouse
 * that has none gets one, zone and position, as a new warehouse in a serious WMS comes with its
 * input and quarantine locations.
 */
async function workPositionOf(tx: Queryable, actor: Actor, storeId: string, zone: WorkZone): Promise<string> {
  const [position] = await tx.query<{ id: string }>(
    `SELECT p.id::text FROM ware_base_store_position p
       JOIN erp_base_store_area a ON a.id = p.area_id AND a.tenant_id = p.tenant_id
      WHERE p.store_id = $1 AND a.area_type = $2 AND p.status = 0 AND a.status = 0 AND p.is_deleted = 0 AND a.is_deleted = 0
      ORDER BY p.pick_order_num NULLS LAST, p.code, p.id LIMIT 1`,
    [storeId, zone.type],
  )
  if (position) return position.id
  const [area] = await tx.query<{ id: string }>(
    `SELECT id::text FROM erp_base_store_area
      WHERE store_id = $1 AND area_type = $2 AND status = 0 AND is_deleted = 0 ORDER BY id LIMIT 1`,
    [storeId, zone.type],
  )
  const areaId =
    area?.id ??
    (await saveRecord(
      tx,
      baseStoreArea,
      { storeId, code: zone.code, name: translate(zone.zoneName, actor.lang), areaType: zone.type },
      actor,
    ))
  return saveRecord(
    tx,
    wBaseStorePosition,
    {
      storeId,
      areaId,
      code: zone.code,
      name: translate(zone.positionName, actor.lang),
      type: STAGING_POSITION,
      pickOrderNum: 0,
    },
    actor,
  )
}

/** Where received goods wait until put away: the warehouse's receiving position (RECV when it has none). */
export const receivingPositionOf = (tx: Queryable, actor: Actor, storeId: string) =>
  workPositionOf(tx, actor, storeId, RECEIVING)

/** Where defective goods are held: the warehouse's defective zone's position (QC-HOLD when it has none). */
export const quarantinePositionOf = (tx: Queryable, actor: Actor, storeId: string) =>
  workPositionOf(tx, actor, storeId, QUARANTINE)

/**
 * Units received on an inbound order: announced after each receipt that brought units in (`complete`
 * once every line has its planned units), in the receipt's transaction; areas above (a ship's
 * inbound order, issue 31) follow it on their `listeners`.
 */
export const inboundReceived = defineEvent<{ inboundOrderId: string; complete: boolean }>('wms.inboundReceived')

/**
 * Of `delta` units newly received on a line, how many arrive out of transit: on a line from transit,
 * those within its planned units (what was set on its way); units received beyond the plan (its
 * over-receipt tolerance) were never in transit and are received as they are.
 */
export function transitArrivalOf(
  line: Pick<Line, 'fromTransit' | 'plannedQuantity' | 'receivedQuantity'>,
  delta: number,
): number {
  if (Number(line.fromTransit) !== 1) return 0
  const before = Math.min(line.receivedQuantity, line.plannedQuantity)
  return Math.min(line.receivedQuantity + delta, line.plannedQuantity) - before
}

/** Most units a line may receive: the plan and its over-receipt tolerance (rounded down). */
export const receivableOf = (line: Pick<Line, 'plannedQuantity' | 'overReceiptPercent'>) =>
  line.plannedQuantity + Math.floor((line.plannedQuantity * (line.overReceiptPercent ?? 0)) / 100)

/**
 * Receives an inbound order: each line named gets its received total (not an increment, so a
 * repeated receipt posts nothing), the difference is posted into the receiving position as a lot of
 * today with the line's unit cost, and a putaway task is made for it; with `putAway`, the units go
 * on at once to the line's position. The order becomes receiving, then received once every line
 * has its planned units. Answers the putaway tasks made.
 */
export async function receiveInbound(
  tx: Queryable,
  actor: Actor,
  orderId: string,
  items: readonly ReceiptLine[],
  options: { putAway?: boolean } = {},
): Promise<string[]> {
  const tasks: string[] = []
  let complete = false
  let received = false
  await runAction(tx, actor, inboundOrderActions.accept, [orderId], { items }, async (_tx, _actor, order) => {
    const lines = await tx.query<Line>(
      `SELECT id::text, product_id::text, sys_sku, batch_no, planned_quantity, received_quantity,
              over_receipt_percent, unit_cost::text, inspect, from_transit
         FROM ware_inbound_batch_item WHERE inbound_order_id = $1 AND is_deleted = 0 ORDER BY id FOR UPDATE`,
      [orderId],
    )
    const byId = new Map(lines.map((l) => [l.id, l]))
    const storeId = String(order.storeId)
    const changes: { line: Line; item: ReceiptLine; delta: number }[] = []
    for (const item of items) {
      const line = byId.get(item.id)
      if (!line) throw new AppError('VALIDATION', 'wms.lineNotInOrder', { line: item.id, code: order.code })
      const delta = item.receivedQuantity - line.receivedQuantity
      if (delta < 0) {
        throw new AppError('VALIDATION', 'wms.receivedDecrease', {
          sku: line.sysSku,
          received: line.receivedQuantity,
          quantity: item.receivedQuantity,
        })
      }
      const max = receivableOf(line)
      if (item.receivedQuantity > max) {
        throw new AppError('VALIDATION', 'wms.overReceipt', {
          sku: line.sysSku,
          quantity: item.receivedQuantity,
          planned: line.plannedQuantity,
          max,
        })
      }
      if (options.putAway && delta > 0 && !item.positionId)
        throw new AppError('VALIDATION', 'wms.putAwayPositionRequired', { sku: line.sysSku })
      if (delta > 0) changes.push({ line, item, delta })
    }
    if (changes.length) {
      // Goods that were in transit here leave transit as they arrive, in the same transaction, before they go on hand.
      await arriveFromTransit(
        tx,
        actor,
        changes.flatMap(({ line, delta }) => {
          const arrived = transitArrivalOf(line, delta)
          if (!arrived) return []
          const document = { type: INBOUND_DOCUMENT, id: orderId, line: line.id }
          return [{ storeId, productId: line.productId, batchNo: line.batchNo ?? '', quantity: arrived, document }]
        }),
      )
      const receiving = await receivingPositionOf(tx, actor, storeId)
      const today = await databaseToday(tx)
      await postStockMovements(
        tx,
        actor,
        changes.map(({ line, item, delta }) => ({
          storeId,
          positionId: receiving,
          productId: line.productId,
          batchNo: item.batchNo ?? line.batchNo ?? '',
          inboundDate: today,
          quantity: delta,
          movementType: MOVEMENT.receipt,
          unitCost: line.unitCost,
          document: { type: INBOUND_DOCUMENT, id: orderId, line: line.id },
        })),
      )
      for (const { line, item, delta } of changes) {
        line.receivedQuantity += delta
        await updateRecords(
          tx,
          wInboundBatchItem,
          [line.id],
          { receivedQuantity: line.receivedQuantity, batchNo: item.batchNo ?? line.batchNo },
          actor,
          OF_INBOUND,
        )
        const batchNo = item.batchNo ?? line.batchNo ?? ''
        // Units received again on a line whose putaway has not begun join its waiting task: one putaway
        // row per SKU and quantity, not one per receipt (the floor receives a unit per scan).
        const [waiting] =
          Number(line.inspect) === 1
            ? []
            : await tx.query<{ id: string }>(
                `SELECT id::text FROM ware_inbound_shelves
                  WHERE item_id = $1 AND status = $2 AND is_deleted = 0 AND coalesce(put_away_quantity, 0) = 0
                    AND batch_no = $3 AND inbound_date = $4::date AND from_position_id = $5
                    AND position_id IS NOT DISTINCT FROM $6::bigint
                  ORDER BY id LIMIT 1 FOR UPDATE`,
                [line.id, Number(SHELVES_STATUS.onShelf), batchNo, today, receiving, item.positionId ?? null],
              )
        if (waiting) {
          await updateRecords(tx, wInboundShelves, [waiting.id], { quantity: increment(delta) }, actor, OF_INBOUND)
          if (!tasks.includes(waiting.id)) tasks.push(waiting.id)
          continue
        }
        const task = await saveRecord(
          tx,
          wInboundShelves,
          {
            inboundOrderId: orderId,
            itemId: line.id,
            storeId,
            productId: line.productId,
            sysSku: line.sysSku,
            batchNo,
            inboundDate: today,
            fromPositionId: receiving,
            positionId: item.positionId ?? null,
            quantity: delta,
          },
          actor,
        )
        // A line that asks for a check waits in receiving until inspected; the rest may go on at once.
        if (Number(line.inspect) === 1) {
          await saveRecord(
            tx,
            wQualityInspection,
            {
              inboundOrderId: orderId,
              shelvesId: task,
              storeId,
              productId: line.productId,
              sysSku: line.sysSku,
              quantity: delta,
            },
            actor,
          )
        } else tasks.push(task)
      }
    }
    complete = lines.every((l) => l.receivedQuantity >= l.plannedQuantity)
    received = changes.length > 0
    return {
      receivedQuantity: lines.reduce((sum, l) => sum + l.receivedQuantity, 0),
      ...(changes.length ? { receiveTime: NOW } : {}),
    }
  })
  if (complete) await runAction(tx, actor, inboundOrderActions.completeReceipt, [orderId], {})
  // A purchase order shipped into this inbound order follows its receipt (purchasing is below wms: a plain call).
  await followPurchaseReceipt(tx, actor, orderId)
  if (received) await emit(tx, actingForSystem(actor), inboundReceived, { inboundOrderId: orderId, complete })
  if (options.putAway) for (const task of tasks) await putAwayTask(tx, actor, task, {})
  return tasks
}

/**
 * Puts away (part of) a task's units: out of the receiving position and into the chosen one (the
 * task's own when none is given), same lot, through the ledger, which refuses a position of another
 * warehouse or a disabled one. The task is completed when all its units are put away.
 */
export async function putAwayTask(
  tx: Queryable,
  actor: Actor,
  taskId: string,
  input: { positionId?: string; quantity?: number },
): Promise<void> {
  let done = false
  await runAction(tx, actor, inboundShelvesActions.putAway, [taskId], input, async (_tx, _actor, record) => {
    const task = record as Shelves
    const [pending] = await tx.query(
      `SELECT 1 FROM ware_quality_inspection WHERE shelves_id = $1 AND status = 1 AND is_deleted = 0`,
      [taskId],
    )
    if (pending) throw new AppError('VALIDATION', 'wms.awaitingInspection', { sku: task.sysSku })
    const positionId = input.positionId ?? task.positionId
    if (!positionId) throw new AppError('VALIDATION', 'wms.putAwayPositionRequired', { sku: task.sysSku })
    const left = Number(task.quantity) - Number(task.putAwayQuantity ?? 0)
    const quantity = input.quantity ?? left
    if (quantity > left) throw new AppError('VALIDATION', 'wms.putAwayTooMany', { sku: task.sysSku, left, quantity })
    if (positionId === task.fromPositionId) {
      const [from] = await tx.query<{ code: string }>(`SELECT code FROM ware_base_store_position WHERE id = $1`, [
        positionId,
      ])
      throw new AppError('VALIDATION', 'wms.putAwayIntoReceiving', { position: from?.code ?? positionId })
    }
    const lot = {
      storeId: String(task.storeId),
      productId: String(task.productId),
      batchNo: task.batchNo ?? '',
      inboundDate: String(task.inboundDate),
    }
    const document = { type: SHELVES_DOCUMENT, id: taskId, line: task.itemId }
    // The units keep their lot's cost where they land.
    const unitCost = await lotUnitCost(tx, { ...lot, positionId: String(task.fromPositionId) })
    await postStockMovements(tx, actor, [
      {
        ...lot,
        positionId: String(task.fromPositionId),
        quantity: -quantity,
        movementType: MOVEMENT.putaway,
        document,
      },
      { ...lot, positionId, quantity, unitCost, movementType: MOVEMENT.putaway, document },
    ])
    done = quantity === left
    return { putAwayQuantity: Number(task.putAwayQuantity ?? 0) + quantity, positionId }
  })
  if (done) await runAction(tx, actor, inboundShelvesActions.complete, [taskId], {}, () => ({ completeTime: NOW }))
}

/**
 * Records an inspection: of the units waiting in receiving, the defective ones move to a quarantine
 * position (the one given, or the warehouse's defective zone's) through the ledger and leave the
 * putaway task, whose other units may then be put away; defect rate = defect ÷ sampled.
 */
export async function submitInspection(
  tx: Queryable,
  actor: Actor,
  id: string,
  input: { sampledQuantity: number; defectQuantity: number; quarantinePositionId?: string; remark?: string },
): Promise<void> {
  let emptied: string | null = null
  await runAction(tx, actor, qualityActions.submitInspection, [id], input, async (_tx, _actor, record, checked) => {
    const quantity = Number(record.quantity)
    const { sampledQuantity: sampled, defectQuantity: defect } = checked
    if (sampled > quantity) throw new AppError('VALIDATION', 'wms.sampleTooMany', { sampled, quantity })
    if (defect > sampled) throw new AppError('VALIDATION', 'wms.defectTooMany', { defect, sampled })
    const storeId = String(record.storeId)
    let quarantine = checked.quarantinePositionId ?? null
    if (defect > 0) {
      const [task] = await tx.query<Shelves>(
        `SELECT id::text, item_id::text, product_id::text, batch_no, to_char(inbound_date, 'YYYY-MM-DD') AS inbound_date,
                from_position_id::text, quantity FROM ware_inbound_shelves WHERE id = $1 FOR UPDATE`,
        [record.shelvesId],
      )
      if (!task) throw new AppError('NOT_FOUND', 'recordNotFound')
      quarantine ??= await workPositionOf(tx, actor, storeId, QUARANTINE)
      const lot = {
        storeId,
        productId: String(task.productId),
        batchNo: task.batchNo ?? '',
        inboundDate: String(task.inboundDate),
      }
      const document = { type: QUALITY_DOCUMENT, id, line: task.itemId }
      const unitCost = await lotUnitCost(tx, { ...lot, positionId: String(task.fromPositionId) })
      await postStockMovements(tx, actor, [
        {
          ...lot,
          positionId: String(task.fromPositionId),
          quantity: -defect,
          movementType: MOVEMENT.quarantine,
          document,
        },
        { ...lot, positionId: quarantine, quantity: defect, unitCost, movementType: MOVEMENT.quarantine, document },
      ])
      await updateRecords(tx, wInboundShelves, [task.id], { quantity: increment(-defect) }, actor, OF_INBOUND)
      if (Number(task.quantity) === defect) emptied = task.id
    }
    return {
      sampledQuantity: sampled,
      defectQuantity: defect,
      defectRate: divideDecimal(String(defect), String(sampled), 4, 1),
      quarantinePositionId: defect > 0 ? quarantine : null,
      inspectTime: NOW,
      remark: checked.remark ?? record.remark ?? null,
    }
  })
  // Every unit was defective: nothing is left to put away.
  if (emptied) await runAction(tx, actor, inboundShelvesActions.complete, [emptied], {}, () => ({ completeTime: NOW }))
}

/** Whether an inbound order may still be edited or removed: only while nothing was received. */
export function inboundEditable(status: unknown): boolean {
  return String(status ?? INBOUND_STATUS.inTransit) === INBOUND_STATUS.inTransit
}

/** A live inbound order's number (a 404 when there is none). */
export async function inboundOrderCode(tx: Queryable, id: string): Promise<string> {
  const [order] = await tx.query<{ code: string }>(
    'SELECT code FROM ware_inbound_order WHERE id = $1 AND is_deleted = 0',
    [id],
  )
  if (!order) throw new AppError('NOT_FOUND', 'recordNotFound')
  return order.code
}

/** A slice of an inbound order's lines with their products' SKUs, in line order (its spreadsheet). */
export function inboundLinesPage(tx: Queryable, id: string, limit: number, offset: number): Promise<Row[]> {
  return tx.query<Row>(
    `SELECT i.*, p.sys_sku AS product_id_label FROM ware_inbound_batch_item i
       LEFT JOIN erp_base_product p ON p.id = i.product_id AND p.tenant_id = i.tenant_id
      WHERE i.inbound_order_id = $1 AND i.is_deleted = 0 ORDER BY i.id LIMIT $2 OFFSET $3`,
    [id, limit, offset],
  )
}
