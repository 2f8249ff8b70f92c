import type { z } from 'zod'
import { translate } from '#sync/i18n/messages.ts'
import type { RowOf } from '#sync/resources/define-resource.ts'
import { baseStoreArea } from '#sync/resources/shops/base-store.resource.ts'
import { wBaseStorePosition } from '#sync/resources/wms/w-base-store-position.resource.ts'
import {
  INBOUND_STATUS,
  inboundOrderActions,
  inboundShelvesActions,
  type receiptLine,
} from '#sync/resources/wms/w-inbound-order.actions.ts'
import { wInboundShelves } from '#sync/resources/wms/w-inbound-order.resource.ts'
import { databaseToday, MOVEMENT, postStockMovements } from '../inventory/stock-ledger.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { saveRecord } from '../platform/records/records.ts'
import { NOW, runAction } from '../platform/records/transition.ts'

/**
 * Receiving and putaway (issue 10 §2): an inbound order's lines are received into the warehouse's
 * receiving position, each receipt leaving a putaway task, and the tasks move the units on to
 * storage positions. Every unit moves through the stock ledger; every status through `transition`.
 */

/** The ledger's document type of inbound receipts and putaway moves. */
export const INBOUND_DOCUMENT = 'ware/winboundorder'
export const SHELVES_DOCUMENT = 'ware/winboundshelves'

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
}
type Shelves = RowOf<typeof wInboundShelves>

/** Receiving zone type (dictionary store_area_type). */
const RECEIVING_ZONE = 3
/** Staging position type (dictionary store_position_type). */
const STAGING_POSITION = 3

/**
 * The position received goods wait in: the first available position of the warehouse's receiving
 * zone. A warehouse that has none gets one (zone and position RECV), as a new warehouse in a
 * serious WMS comes with its input location.
 */
export async function receivingPositionOf(tx: Queryable, actor: Actor, storeId: string): Promise<string> {
  const [position] = await tx.query<{ id: string }>(
    `SELECT p.id::text FROM ware_base_store_position p
       JOIN erp_base_store_area a ON a.id = p.area_id AND a.tenant_id = p.tenant_id
      WHERE p.store_id = $1 AND a.area_type = $2 AND p.status = 0 AND a.status = 0 AND p.is_deleted = 0 AND a.is_deleted = 0
      ORDER BY p.pick_order_num NULLS LAST, p.code, p.id LIMIT 1`,
    [storeId, RECEIVING_ZONE],
  )
  if (position) return position.id
  const [zone] = await tx.query<{ id: string }>(
    `SELECT id::text FROM erp_base_store_area
      WHERE store_id = $1 AND area_type = $2 AND status = 0 AND is_deleted = 0 ORDER BY id LIMIT 1`,
    [storeId, RECEIVING_ZONE],
  )
  const zoneId =
    zone?.id ??
    (await saveRecord(
      tx,
      baseStoreArea,
      { storeId, code: 'RECV', name: translate('wms.receivingZoneName', actor.lang), areaType: RECEIVING_ZONE },
      actor,
    ))
  return saveRecord(
    tx,
    wBaseStorePosition,
    {
      storeId,
      areaId: zoneId,
      code: 'RECV',
      name: translate('wms.receivingPositionName', actor.lang),
      type: STAGING_POSITION,
      pickOrderNum: 0,
    },
    actor,
  )
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
  await runAction(tx, actor, inboundOrderActions.accept, [orderId], { items }, async (_tx, _actor, order) => {
    const lines = await tx.query<Line>(
      `SELECT id::text, product_id::text, sys_sku, batch_no, planned_quantity, received_quantity,
              over_receipt_percent, unit_cost::text
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
        await tx.query(
          `UPDATE ware_inbound_batch_item
              SET received_quantity = $2, batch_no = $3, version = version + 1, update_user = $4,
                  update_time = localtimestamp(0)
            WHERE id = $1`,
          [line.id, line.receivedQuantity, item.batchNo ?? line.batchNo, actor.session.userId],
        )
        tasks.push(
          await saveRecord(
            tx,
            wInboundShelves,
            {
              inboundOrderId: orderId,
              itemId: line.id,
              storeId,
              productId: line.productId,
              sysSku: line.sysSku,
              batchNo: item.batchNo ?? line.batchNo ?? '',
              inboundDate: today,
              fromPositionId: receiving,
              positionId: item.positionId ?? null,
              quantity: delta,
            },
            actor,
          ),
        )
      }
    }
    complete = lines.every((l) => l.receivedQuantity >= l.plannedQuantity)
    return {
      receivedQuantity: lines.reduce((sum, l) => sum + l.receivedQuantity, 0),
      ...(changes.length ? { receiveTime: NOW } : {}),
    }
  })
  if (complete) await runAction(tx, actor, inboundOrderActions.completeReceipt, [orderId], {})
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
    await postStockMovements(tx, actor, [
      {
        ...lot,
        positionId: String(task.fromPositionId),
        quantity: -quantity,
        movementType: MOVEMENT.putaway,
        document,
      },
      { ...lot, positionId, quantity, movementType: MOVEMENT.putaway, document },
    ])
    done = quantity === left
    return { putAwayQuantity: Number(task.putAwayQuantity ?? 0) + quantity, positionId }
  })
  if (done) await runAction(tx, actor, inboundShelvesActions.complete, [taskId], {}, () => ({ completeTime: NOW }))
}

/** Whether an inbound order may still be edited or removed: only while nothing was received. */
export function inboundEditable(status: unknown): boolean {
  return String(status ?? INBOUND_STATUS.inTransit) === INBOUND_STATUS.inTransit
}
