import {
  consumeReservations,
  type LedgerRow,
  MOVEMENT,
  type Reservation,
  releaseReservations,
  reserveStock,
  type StockDocument,
} from '../inventory/stock-ledger.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { FBA_SOURCE, type FbaSource, intakeInboundShipment, linkSellerSkus } from './fba-intake.ts'

export {
  FBA_SOURCE,
  type FbaInboundShipment,
  type FbaInventoryRow,
  type FbaShipmentStatus,
  intakeFbaInventory,
  intakeInboundShipment,
} from './fba-intake.ts'

/**
 * Stock sent into Amazon FBA (issue 31), for FBA transfers and turnovers alike: the units are
 * reserved at the overseas warehouse when the document is made, leave it through the ledger on
 * check-out (consuming the reservation), and are then inbound to the fulfilment centre in the
 * shop's FBA inventory through the intake, as Amazon will later report them.
 */

/** The ledger's document type of FBA transfers (declared beside its actions, where the ledger's lists read it). */
export { FBA_TRANSFER_DOCUMENT } from '#sync/resources/fba/fba-transfer.actions.ts'

/** A line to reserve: a product, how many, and the document line it is for. */
export type FbaReserveLine = { productId: string; quantity: number; line?: string | null }

/**
 * Reserves each line's units at the warehouse for the document (oldest lot first, never from a
 * defective zone); fewer available than asked refuses the whole document as insufficient stock.
 */
export async function reserveForFba(
  tx: Queryable,
  actor: Actor,
  document: StockDocument,
  storeId: string,
  lines: readonly FbaReserveLine[],
): Promise<Reservation[]> {
  const out: Reservation[] = []
  for (const line of lines) {
    out.push(
      ...(await reserveStock(tx, actor, {
        storeId,
        productId: line.productId,
        quantity: line.quantity,
        document: { type: document.type, id: document.id, line: line.line ?? document.line ?? null },
      })),
    )
  }
  return out
}

/** Gives up what a document reserved (all its lines): the units are available again. Answers how many. */
export function releaseFbaReservation(tx: Queryable, document: StockDocument): Promise<number> {
  return releaseReservations(tx, document)
}

/** A line checked out to FBA: the product, the shop's seller SKU and FNSKU, how many. */
export type FbaCheckOutLine = { productId: string; sellerSku: string; fnsku?: string | null; quantity: number }

/** What leaves for a centre: the document (its code names it in the logs), from where, to which shop and centre, under which shipment. */
export type FbaCheckOut = {
  document: StockDocument & { code?: string | null }
  storeId: string
  shopId: string
  centre: string
  shipmentId: string
  lines: readonly FbaCheckOutLine[]
  /** The FBA transfer the shipment belongs to, when it is one. */
  fbaTransferId?: string | null
  shipmentName?: string | null
  source?: FbaSource
}

/**
 * Checks a document's goods out to FBA: its open reservations are consumed and the units leave the
 * warehouse through the ledger (transfer out); the reserved units must cover every product's lines.
 * The shipment is then taken in as shipped (shop + shipment id), so each seller SKU's inbound
 * shipped quantity at the centre rises by what left, and each seller SKU is linked to its product.
 */
export async function checkOutToFba(
  tx: Queryable,
  actor: Actor,
  checkOut: FbaCheckOut,
): Promise<{ ledger: LedgerRow[]; inboundMainId: string }> {
  const { document } = checkOut
  const ledger = await consumeReservations(tx, actor, { type: document.type, id: document.id }, MOVEMENT.transferOut)
  const left = new Map<string, number>()
  for (const row of ledger) left.set(row.productId, (left.get(row.productId) ?? 0) - row.quantity)
  const needed = new Map<string, number>()
  for (const line of checkOut.lines) needed.set(line.productId, (needed.get(line.productId) ?? 0) + line.quantity)
  for (const [productId, n] of needed) {
    const reserved = left.get(productId) ?? 0
    if (reserved < n) {
      const [product] = await tx.query<{ sysSku: string }>(`SELECT sys_sku FROM erp_base_product WHERE id = $1`, [
        productId,
      ])
      throw new AppError('INSUFFICIENT_STOCK', 'fba.reservationShort', {
        code: document.code ?? document.id,
        sku: product?.sysSku ?? productId,
        reserved,
        needed: n,
      })
    }
  }
  await linkSellerSkus(
    tx,
    actor,
    checkOut.lines.map((l) => ({
      shopId: checkOut.shopId,
      sellerSku: l.sellerSku,
      productId: l.productId,
      fnsku: l.fnsku,
    })),
  )
  const { id } = await intakeInboundShipment(
    tx,
    actor,
    {
      shopId: checkOut.shopId,
      shipmentId: checkOut.shipmentId,
      centre: checkOut.centre,
      status: 'SHIPPED',
      shipmentName: checkOut.shipmentName ?? document.code ?? null,
      fbaTransferId: checkOut.fbaTransferId ?? null,
      items: checkOut.lines.map((l) => ({
        sellerSku: l.sellerSku,
        fnsku: l.fnsku ?? null,
        productId: l.productId,
        quantityShipped: l.quantity,
        quantityReceived: 0,
      })),
    },
    { source: checkOut.source ?? FBA_SOURCE.checkOut, reference: document.code ?? checkOut.shipmentId },
  )
  return { ledger, inboundMainId: id }
}
