import type { InboundOrderRow, ProductRow } from '#sync/floor/floor-protocol.ts'
import { judged, type ScanJudgement } from './work-types.ts'

export type InboundLine = InboundOrderRow['lines'][number]

/** Units an order's lines were planned to receive and have received. */
export function receiptTotals(order: InboundOrderRow): { planned: number; received: number } {
  let planned = 0
  let received = 0
  for (const line of order.lines) {
    planned += line.plannedQuantity
    received += line.receivedQuantity
  }
  return { planned, received }
}

/** Units still missing against the plan (over-receipts on one line do not make up for another's shortfall). */
export function receiptShortfall(order: InboundOrderRow): number {
  return order.lines.reduce((sum, l) => sum + Math.max(0, l.plannedQuantity - l.receivedQuantity), 0)
}

/**
 * The line that takes `quantity` units of a product: among the product's lines (those of the batch
 * given, when it names one of them), the first still under its plan, else the first still under its
 * maximum; undefined when none has room.
 */
export function lineToReceive(
  order: InboundOrderRow,
  productId: string,
  quantity: number,
  batchNo?: string,
): InboundLine | undefined {
  const ofProduct = order.lines.filter((l) => l.productId === productId)
  const ofBatch = batchNo ? ofProduct.filter((l) => l.batchNo === batchNo) : []
  const candidates = ofBatch.length > 0 ? ofBatch : ofProduct
  return (
    candidates.find((l) => l.receivedQuantity + quantity <= l.plannedQuantity) ??
    candidates.find((l) => l.receivedQuantity + quantity <= l.maxQuantity)
  )
}

/**
 * `quantity` units of a product received on an order: refused when the product is not on it (wrong)
 * or no line may take them (too many); above the plan but within the maximum it is taken with an
 * over-receipt warning. The batch number, when given, goes with the command.
 */
export function judgeReceipt(
  order: InboundOrderRow,
  product: Pick<ProductRow, 'id' | 'sysSku'>,
  quantity: number,
  batchNo?: string,
): ScanJudgement {
  const ofProduct = order.lines.filter((l) => l.productId === product.id)
  const first = ofProduct[0]
  if (!first) return judged('wrong', 'work.receiving.notOnOrder', { sku: product.sysSku, code: order.code })
  const line = lineToReceive(order, product.id, quantity, batchNo)
  if (!line) {
    const max = ofProduct.reduce((sum, l) => sum + l.maxQuantity, 0)
    return judged('tooMany', 'work.receiving.tooMany', { sku: product.sysSku, max })
  }
  return judgeLineReceipt(order, line, quantity, batchNo)
}

/** `quantity` units received on one line (the keypad's): beyond its maximum too many, above its plan a warning. */
export function judgeLineReceipt(
  order: InboundOrderRow,
  line: InboundLine,
  quantity: number,
  batchNo?: string,
): ScanJudgement {
  const received = line.receivedQuantity + quantity
  if (received > line.maxQuantity)
    return judged('tooMany', 'work.receiving.tooMany', { sku: line.sysSku, max: line.maxQuantity })
  const command = {
    name: 'receiveLine' as const,
    args: { inboundOrderId: order.id, lineId: line.id, quantity, ...(batchNo ? { batchNo } : {}) },
  }
  const values = { sku: line.sysSku, quantity, received, planned: line.plannedQuantity }
  return received > line.plannedQuantity
    ? judged('ok', 'work.receiving.over', values, { warning: true, command })
    : judged('ok', 'work.receiving.added', values, { command })
}
