import { consumeReservations, MOVEMENT, type StockDocument } from '../inventory/stock-ledger.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'

/** What a turnover ships: its warehouse, the shop's FBA shipment and centre, and its lines. */
export type TurnoverCheckOut = {
  document: StockDocument
  storeId: string
  shopId: string
  centre: string
  shipmentId: string
  lines: {
    line: string
    productId: string
    sysSku: string
    sellerSku: string | null
    fnsku: string | null
    quantity: number
  }[]
}

/**
 * Issues a turnover's reserved units to its FBA centre through the ledger (the reservations
 * consumed, one shipment movement per lot).
 */
export async function checkOutTurnover(tx: Queryable, actor: Actor, out: TurnoverCheckOut): Promise<void> {
  await consumeReservations(tx, actor, out.document, MOVEMENT.shipment)
}
