import type { QueryClient } from '@tanstack/react-query'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { ApiError } from '../../api/client.ts'

/**
 * The pure parts of the receiving screens (issue 10 §3): what the receipt call answers, and the
 * request bodies built from the dialogs' forms (receive, receive and put away, put away, inspect).
 */

/** Inbound order statuses (dictionary inbound_order_status). */
export const RECEIVED_STATUS = '100'

/** One line of a receipt as winboundorderconfirm/detail answers it. */
export type ReceiptLine = {
  id: string
  productId?: string | null
  sysSku: string | null
  batchNo: string | null
  plannedQuantity: number
  receivedQuantity: number
  difference?: number
  overReceiptPercent: number | null
}

/** A ledger row the receipt posted. */
export type ReceiptLedgerRow = {
  id: string
  positionId: string | null
  sysSku: string | null
  batchNo: string | null
  inboundDate: string | null
  quantity: number
  movementType: number | null
  documentLine: string | null
  createTime: string | null
}

/** winboundorderconfirm/detail: the order, its lines and the ledger rows its receipt posted. */
export type Receipt = {
  id: string
  code: string
  storeId: string | null
  storeName: string | null
  status: number | string | null
  plannedQuantity: number
  receivedQuantity: number
  confirmTime: string | null
  confirmUserName?: string | null
  lines: ReceiptLine[]
  ledger: ReceiptLedgerRow[]
}

/** What a person typed for one line: the received total so far, a batch, where it goes at once. */
export type LineDraft = { received: number | ''; batchNo: string; positionId: string }

/** The most a line may have received: the plan and its over-receipt tolerance (as the server counts). */
export function receivableOf(line: Pick<ReceiptLine, 'plannedQuantity' | 'overReceiptPercent'>): number {
  return line.plannedQuantity + Math.floor((line.plannedQuantity * (line.overReceiptPercent ?? 0)) / 100)
}

/** The form's first values: what each line has received so far and its batch. */
export function initialDrafts(lines: readonly ReceiptLine[]): Record<string, LineDraft> {
  return Object.fromEntries(
    lines.map((l) => [l.id, { received: l.receivedQuantity, batchNo: l.batchNo ?? '', positionId: '' }]),
  )
}

/** The receipt's request items, one per line. */
export type ReceiptItem = { id: string; receivedQuantity: number; batchNo?: string; positionId?: string }

/** Why a receipt is not sent (a text key), or the body to send. */
export type BodyOrProblem<B> = { body: B; problem?: undefined } | { body?: undefined; problem: string; sku?: string }

/**
 * The body of accept (or acceptAndPutAway with `putAway`): every line with its received total (the
 * server takes the total, not an increment), a batch when given, and for putAway the position of
 * each line that receives more. Refused here: nothing more received, a total below what is already
 * received, and putAway without a position for a line that receives more. Over-receipt is the
 * server's to refuse (its message names the tolerance).
 */
export function receiptBody(
  orderId: string,
  lines: readonly ReceiptLine[],
  drafts: Readonly<Record<string, LineDraft>>,
  options: { putAway?: boolean } = {},
): BodyOrProblem<{ id: string; items: ReceiptItem[] }> {
  const items: ReceiptItem[] = []
  let more = false
  for (const line of lines) {
    const draft = drafts[line.id]
    const received = draft?.received === '' || draft === undefined ? line.receivedQuantity : draft.received
    if (received < line.receivedQuantity) {
      return { problem: 'wms.inbound.belowReceived', sku: line.sysSku ?? line.id }
    }
    const item: ReceiptItem = { id: line.id, receivedQuantity: received }
    const batchNo = draft?.batchNo.trim() ?? ''
    if (batchNo) item.batchNo = batchNo
    if (received > line.receivedQuantity) {
      more = true
      if (options.putAway) {
        if (!draft?.positionId) return { problem: 'wms.inbound.positionRequired', sku: line.sysSku ?? line.id }
        item.positionId = draft.positionId
      }
    }
    items.push(item)
  }
  if (!more) return { problem: 'wms.inbound.nothingMore' }
  return { body: { id: orderId, items } }
}

/** Whether a receipt may be confirmed now: something was received and it is not yet confirmed. */
export function canConfirm(receipt: Pick<Receipt, 'receivedQuantity' | 'confirmTime'>): boolean {
  return Number(receipt.receivedQuantity) > 0 && !receipt.confirmTime
}

/** Whether an order still takes receipts (in transit or receiving). */
export function canReceive(receipt: Pick<Receipt, 'status'>): boolean {
  return String(receipt.status ?? '') !== RECEIVED_STATUS
}

/** What a putaway task has left to put away. */
export function leftToPutAway(task: Readonly<Record<string, unknown>>): number {
  return Math.max(0, Number(task.quantity ?? 0) - Number(task.putAwayQuantity ?? 0))
}

/** The body of winboundshelves/putAway; a position and 1 to what is left are required. */
export function putAwayBody(
  taskId: string,
  positionId: string,
  quantity: number | '',
  left: number,
): BodyOrProblem<{ id: string; positionId: string; quantity: number }> {
  if (!positionId) return { problem: 'wms.putaway.positionRequired' }
  if (quantity === '' || !Number.isInteger(quantity) || quantity < 1 || quantity > left) {
    return { problem: 'wms.putaway.quantityRange' }
  }
  return { body: { id: taskId, positionId, quantity } }
}

/** The body of wqualityinspection/submitInspection: sampled 1 or more, defective at most the sampled. */
export function inspectionBody(
  id: string,
  form: { sampled: number | ''; defect: number | ''; quarantinePositionId: string; remark: string },
): BodyOrProblem<{
  id: string
  sampledQuantity: number
  defectQuantity: number
  quarantinePositionId?: string
  remark?: string
}> {
  const { sampled, defect } = form
  if (sampled === '' || !Number.isInteger(sampled) || sampled < 1) return { problem: 'wms.inspection.sampledRequired' }
  const defects = defect === '' ? 0 : defect
  if (!Number.isInteger(defects) || defects < 0 || defects > sampled) return { problem: 'wms.inspection.defectRange' }
  const body: {
    id: string
    sampledQuantity: number
    defectQuantity: number
    quarantinePositionId?: string
    remark?: string
  } = { id, sampledQuantity: sampled, defectQuantity: defects }
  if (form.quarantinePositionId) body.quarantinePositionId = form.quarantinePositionId
  const remark = form.remark.trim()
  if (remark) body.remark = remark
  return { body }
}

/** What a refused call said, with the fields it names (shown in the dialog, not only toasted). */
export function refusalText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback
  const errors = (error.data as { errors?: { message?: string }[] } | null)?.errors
  const details = Array.isArray(errors) ? errors.map((e) => e.message).filter(Boolean) : []
  return [error.message, ...details.filter((d) => d !== error.message)].join(': ')
}

/** Reloads a declared resource's list panel (its query key is the resource's). */
export function refreshList(client: QueryClient, resource: ResourceDef): void {
  void client.invalidateQueries({ queryKey: ['resource-list', resource.module, resource.name] })
}
