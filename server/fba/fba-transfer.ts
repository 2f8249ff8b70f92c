import type { Label } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { statusLabel } from '#sync/resources/define-action.ts'
import { FBA_TRANSFER_STATUS, fbaTransferActions } from '#sync/resources/fba/fba-transfer.actions.ts'
import { fbaTransfer, fbaTransferBox, fbaTransferItem } from '#sync/resources/fba/fba-transfer.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { removeRecords } from '../platform/records/records.ts'
import { NOW, runAction } from '../platform/records/transition.ts'
import { assertInScope } from '../platform/resources/data-scope.ts'
import { readRecord, updateEach } from '../platform/resources/record-store.ts'
import { FBA_SOURCE, type FbaShipmentStatus, intakeInboundShipment } from './fba-intake.ts'
import { checkOutToFba, FBA_TRANSFER_DOCUMENT, releaseFbaReservation, reserveForFba } from './fba-stock.ts'

/**
 * FBA transfers (issue 31): made, their lines are reserved at the overseas warehouse; checked (each
 * line with its SKU and box number), they wait for check-out; checked out, the units leave through
 * the ledger and are inbound to the centre; the centre's receipt moves them to fulfillable, in full
 * or with an exception recording each line's difference; voided before check-out, released.
 */

const S = FBA_TRANSFER_STATUS
/** The status in which a transfer, its boxes and lines may still be changed: before its FBA check. */
export const EDITABLE = new Set<string>([S.pendingLabel])
/** Statuses in which a transfer's units are reserved at the warehouse: until they are checked out. */
const RESERVED = new Set<string>([S.pendingLabel, S.pendingCheckOut])

export type TransferLine = {
  id: string
  productId: string
  sysSku: string | null
  sellerSku: string | null
  fnsku: string | null
  quantity: number
  boxNo: string | null
}

/** A transfer's live lines, in their order. */
export function transferLines(tx: Queryable, id: string): Promise<TransferLine[]> {
  return tx.query<TransferLine>(
    `SELECT id::text, product_id::text, sys_sku, seller_sku, fnsku, quantity, box_no
       FROM erp_fba_transfer_item WHERE fba_transfer_id = $1 AND is_deleted = 0 ORDER BY id`,
    [id],
  )
}

/** A transfer's box numbers. */
async function boxNumbers(tx: Queryable, id: string): Promise<Set<string>> {
  const rows = await tx.query<{ boxNo: string }>(
    `SELECT box_no FROM erp_fba_transfer_box WHERE fba_transfer_id = $1 AND is_deleted = 0`,
    [id],
  )
  return new Set(rows.map((r) => r.boxNo))
}

/** Refuses a change to transfers past their FBA check (checked lines stay as checked), naming the first and its status. */
export async function assertEditable(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  const rows = await tx.query<{ code: string; status: number }>(
    `SELECT code, status FROM erp_fba_transfer WHERE id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY id`,
    [[...new Set(ids)]],
  )
  const locked = rows.find((r) => !EDITABLE.has(String(r.status)))
  if (locked)
    throw new AppError('VALIDATION', 'fba.transferLocked', {
      code: locked.code,
      status: statusLabel(fbaTransfer, 'status', String(locked.status), actor.lang),
    })
}

/**
 * Reserves a transfer's lines again from what it now holds (after a save or a line removed): what
 * it reserved before is released first, so the reservation always equals its lines.
 */
export async function reserveTransfer(tx: Queryable, actor: Actor, id: string): Promise<void> {
  const [transfer] = await tx.query<{ storeId: string; status: number }>(
    `SELECT store_id::text, status FROM erp_fba_transfer WHERE id = $1 AND is_deleted = 0`,
    [id],
  )
  if (!transfer || !RESERVED.has(String(transfer.status))) return
  const document = { type: FBA_TRANSFER_DOCUMENT, id }
  await releaseFbaReservation(tx, document)
  const lines = await transferLines(tx, id)
  await reserveForFba(
    tx,
    actor,
    document,
    transfer.storeId,
    lines.map((l) => ({ productId: l.productId, quantity: l.quantity, line: l.id })),
  )
}

/** The transfer's totals from its lines and boxes. */
async function writeTotals(tx: Queryable, actor: Actor, id: string): Promise<void> {
  const [totals] = await tx.query<{ quantity: number; boxes: number }>(
    `SELECT (SELECT coalesce(sum(quantity), 0)::int FROM erp_fba_transfer_item WHERE fba_transfer_id = $1 AND is_deleted = 0) AS quantity,
            (SELECT count(*)::int FROM erp_fba_transfer_box WHERE fba_transfer_id = $1 AND is_deleted = 0) AS boxes`,
    [id],
  )
  await updateEach(
    tx,
    fbaTransfer,
    [{ id, totalQuantity: totals?.quantity ?? 0, boxCount: totals?.boxes ?? 0 }],
    actor,
    {
      scopeChecked: true,
    },
  )
}

const label = (l: Label | undefined, actor: Actor, fallback: string) => l?.[actor.lang] ?? fallback

/**
 * The FBA check of a batch (spec 1 §5): every line of every transfer needs its SKU and its box
 * number, and the box must be one of the transfer's boxes when it lists any. A 400 names the
 * transfer, the line and the missing field.
 */
export async function checkTransfers(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, fbaTransferActions.check, ids, {}, async (_tx, _actor, record) => {
    const id = String(record.id)
    const code = String(record.code)
    const lines = await transferLines(tx, id)
    if (!lines.length) throw new AppError('VALIDATION', 'fba.transferEmpty', { code })
    const boxes = await boxNumbers(tx, id)
    lines.forEach((line, i) => {
      for (const key of ['sellerSku', 'boxNo'] as const) {
        if (line[key]?.trim()) continue
        const field = label(fbaTransferItem.fields[key].label, actor, key)
        const params = { code, line: i + 1, field }
        throw new AppError('VALIDATION', 'fba.checkFieldMissing', params, [
          { field: `items.${i}.${key}`, message: translate('fba.checkFieldMissing', actor.lang, params) },
        ])
      }
      if (boxes.size && !boxes.has(String(line.boxNo)))
        throw new AppError('VALIDATION', 'fba.boxUnknown', { code, line: i + 1, box: line.boxNo })
    })
    return undefined
  })
}

/** A transfer's lines as one shipment's items, by seller SKU, with what the centre received of each. */
function shipmentItems(
  lines: readonly TransferLine[],
  received?: ReadonlyMap<string, { received: number; damaged: number }>,
) {
  return lines.map((l) => ({
    sellerSku: String(l.sellerSku),
    fnsku: l.fnsku,
    productId: l.productId,
    quantityShipped: l.quantity,
    quantityReceived: received?.get(l.id)?.received ?? 0,
    quantityDamaged: received?.get(l.id)?.damaged ?? 0,
  }))
}

/** Moves a checked-out transfer's shipment on at Amazon (receiving, closed), with what was received of each line. */
async function moveShipment(
  tx: Queryable,
  actor: Actor,
  record: Row,
  status: FbaShipmentStatus,
  received?: ReadonlyMap<string, { received: number; damaged: number }>,
): Promise<void> {
  const lines = await transferLines(tx, String(record.id))
  await intakeInboundShipment(
    tx,
    actor,
    {
      shopId: String(record.shopId),
      shipmentId: String(record.shipmentId),
      centre: String(record.fbaCentre),
      status,
      fbaTransferId: String(record.id),
      items: shipmentItems(lines, received),
    },
    { source: FBA_SOURCE.receipt, reference: String(record.code) },
  )
}

/**
 * Checks transfers out (pending check-out → destination in transit): the reserved units leave the
 * warehouse through the ledger and each seller SKU's inbound shipped quantity at the centre rises.
 * The shipment id (given now or on the transfer) is required.
 */
export async function checkOutTransfers(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  input: { shipmentId?: string; trackingNo?: string },
): Promise<void> {
  await runAction(tx, actor, fbaTransferActions.checkOut, ids, input, async (_tx, _actor, record) => {
    const id = String(record.id)
    const shipmentId = input.shipmentId || (record.shipmentId ? String(record.shipmentId) : '')
    if (!shipmentId) throw new AppError('VALIDATION', 'fba.shipmentIdRequired', { code: record.code })
    const lines = await transferLines(tx, id)
    await checkOutToFba(tx, actor, {
      document: { type: FBA_TRANSFER_DOCUMENT, id, code: String(record.code) },
      storeId: String(record.storeId),
      shopId: String(record.shopId),
      centre: String(record.fbaCentre),
      shipmentId,
      fbaTransferId: id,
      lines: lines.map((l) => ({
        productId: l.productId,
        sellerSku: String(l.sellerSku),
        fnsku: l.fnsku,
        quantity: l.quantity,
      })),
    })
    return { checkOutTime: NOW, shipmentId, trackingNo: input.trackingNo || record.trackingNo || null }
  })
}

/** The centre starts receiving (in transit → receiving): the units move from inbound shipped to inbound receiving. */
export async function startReceivingTransfers(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, fbaTransferActions.startReceiving, ids, {}, async (_tx, _actor, record) => {
    await moveShipment(tx, actor, record, 'RECEIVING')
    return undefined
  })
}

/** Writes what the centre received of each line: received, damaged, the difference and its kind. */
async function recordReceipt(
  tx: Queryable,
  actor: Actor,
  lines: readonly TransferLine[],
  received: ReadonlyMap<string, { received: number; damaged: number; remark?: string }>,
): Promise<{ received: number; difference: number }> {
  let total = 0
  let difference = 0
  const rows = lines.map((l) => {
    const r = received.get(l.id) ?? { received: l.quantity, damaged: 0 }
    const diff = r.received - l.quantity
    total += r.received
    difference += diff
    return {
      id: l.id,
      receivedQuantity: r.received,
      damagedQuantity: r.damaged,
      differenceQuantity: diff,
      exceptionType: exceptionTypeOf(diff, r.damaged),
      remark: 'remark' in r && r.remark ? r.remark : null,
    }
  })
  await updateEach(tx, fbaTransferItem, rows, actor, { scopeChecked: true })
  return { received: total, difference }
}

/** The kind of a line's exception (dictionary fba_exception_type): short, damaged, both, over; none when as sent. */
export function exceptionTypeOf(difference: number, damaged: number): string | null {
  if (difference < 0) return damaged > 0 ? '3' : '1'
  if (damaged > 0) return '2'
  return difference > 0 ? '4' : null
}

/** The centre received everything as sent (in transit or receiving → received): all of it fulfillable. */
export async function receiveTransfers(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, fbaTransferActions.receive, ids, {}, async (_tx, _actor, record) => {
    const lines = await transferLines(tx, String(record.id))
    const full = new Map(lines.map((l) => [l.id, { received: l.quantity, damaged: 0 }]))
    await moveShipment(tx, actor, record, 'CLOSED', full)
    const totals = await recordReceipt(tx, actor, lines, full)
    return { receivedTime: NOW, receivedQuantity: totals.received, differenceQuantity: 0 }
  })
}

/** One line's count at the centre, as the exception step takes it. */
export type ReceivedLineInput = { id: string; receivedQuantity: number; damagedQuantity: number; remark?: string }

/**
 * The centre received with differences (in transit or receiving → exception): each named line's
 * received and damaged units (lines not named arrived as sent); the good units become fulfillable,
 * the damaged unfulfillable, the rest is the difference recorded per line and on the shipment.
 */
export async function recordTransferException(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  input: { exceptionRemark?: string; items?: readonly ReceivedLineInput[] },
): Promise<void> {
  await runAction(tx, actor, fbaTransferActions.exception, ids, input, async (_tx, _actor, record) => {
    if (!input.exceptionRemark) {
      const field = label(fbaTransfer.fields.exceptionRemark.label, actor, 'exceptionRemark')
      throw validationError([{ field: 'exceptionRemark', message: translate('fieldRequired', actor.lang, { field }) }])
    }
    const lines = await transferLines(tx, String(record.id))
    const byId = new Map(lines.map((l) => [l.id, l]))
    const counted = new Map<string, { received: number; damaged: number; remark?: string }>()
    for (const item of input.items ?? []) {
      const line = byId.get(item.id)
      if (!line) throw new AppError('VALIDATION', 'fba.lineNotInTransfer', { line: item.id, code: record.code })
      if (item.damagedQuantity > item.receivedQuantity)
        throw new AppError('VALIDATION', 'fba.damagedOverReceived', {
          sku: line.sellerSku ?? line.sysSku,
          damaged: item.damagedQuantity,
          received: item.receivedQuantity,
        })
      counted.set(item.id, { received: item.receivedQuantity, damaged: item.damagedQuantity, remark: item.remark })
    }
    const all = new Map(lines.map((l) => [l.id, counted.get(l.id) ?? { received: l.quantity, damaged: 0 }]))
    await moveShipment(tx, actor, record, 'CLOSED', all)
    const totals = await recordReceipt(tx, actor, lines, all)
    return {
      receivedTime: NOW,
      receivedQuantity: totals.received,
      differenceQuantity: totals.difference,
      exceptionRemark: input.exceptionRemark,
    }
  })
}

/** Voids transfers not yet checked out; what they reserved is available again. */
export async function voidTransfers(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, fbaTransferActions.void, ids, {}, async (_tx, _actor, record) => {
    await releaseFbaReservation(tx, { type: FBA_TRANSFER_DOCUMENT, id: String(record.id) })
    return undefined
  })
}

/** The transfers that own these child rows (boxes or lines), each checked in scope and still editable. */
async function ownersOf(tx: Queryable, actor: Actor, table: string, ids: readonly string[]): Promise<string[]> {
  const rows = await tx.query<{ owner: string }>(
    `SELECT DISTINCT fba_transfer_id::text AS owner FROM ${table} WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
    [[...new Set(ids)]],
  )
  const owners = rows.map((r) => r.owner)
  await assertInScope(tx, actor, fbaTransfer, owners)
  await assertEditable(tx, actor, owners)
  return owners
}

/** Removes boxes of transfers not yet checked; a box that still holds lines is refused. */
export async function deleteTransferBoxes(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  const owners = await ownersOf(tx, actor, 'erp_fba_transfer_box', ids)
  const [held] = await tx.query<{ boxNo: string }>(
    `SELECT b.box_no FROM erp_fba_transfer_box b
       JOIN erp_fba_transfer_item i ON i.fba_transfer_id = b.fba_transfer_id AND i.box_no = b.box_no
                                   AND i.tenant_id = b.tenant_id AND i.is_deleted = 0
      WHERE b.id = ANY($1::bigint[]) LIMIT 1`,
    [[...new Set(ids)]],
  )
  if (held) throw new AppError('VALIDATION', 'fba.boxInUse', { box: held.boxNo })
  await removeRecords(tx, fbaTransferBox, [...ids], actor, { scopeChecked: true })
  for (const owner of owners) await writeTotals(tx, actor, owner)
}

/** Removes lines of transfers not yet checked; each transfer's reservation follows its remaining lines. */
export async function deleteTransferItems(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  const owners = await ownersOf(tx, actor, 'erp_fba_transfer_item', ids)
  await removeRecords(tx, fbaTransferItem, [...ids], actor, { scopeChecked: true })
  for (const owner of owners) {
    await reserveTransfer(tx, actor, owner)
    await writeTotals(tx, actor, owner)
  }
}

/** One transfer with its boxes and lines, found by its code (the warehouse scans it). */
export async function transferByCode(tx: Queryable, actor: Actor, code: string): Promise<Row> {
  const [row] = await tx.query<{ id: string }>(
    `SELECT id::text FROM erp_fba_transfer WHERE code = $1 AND is_deleted = 0`,
    [code],
  )
  if (!row) throw new AppError('NOT_FOUND', 'recordNotFound')
  await assertInScope(tx, actor, fbaTransfer, [row.id])
  const record = await readRecord(tx, fbaTransfer, row.id)
  if (!record) throw new AppError('NOT_FOUND', 'recordNotFound')
  return record
}

/** The warehouses goods may leave for FBA from: live, enabled, not FBA warehouses themselves. */
export function transferSourceStores(tx: Queryable): Promise<{ id: string; code: string; name: string }[]> {
  return tx.query(
    `SELECT id::text, code, name FROM erp_base_store
      WHERE is_deleted = 0 AND coalesce(is_fba, 0) = 0 AND coalesce(status, 0) = 0 ORDER BY sort NULLS LAST, code`,
  )
}
