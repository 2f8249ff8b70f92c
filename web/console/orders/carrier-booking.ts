import { compareDecimal } from '#sync/money/round-money.ts'
import { ORDER_STATUS } from '#sync/resources/orders/order.actions.ts'
import { ORDER_PERMISSIONS } from '#sync/resources/orders/order.resource.ts'

/** An order the booking dialog books: its id, its number, and the tracking number it has (if any). */
export type BookableOrder = { id: string; code: string; trackNumber?: string | null }

/** A carrier's price for one service of one order, as apiexpressquotation/list answers it. */
export type Quote = {
  id: string
  orderId: string
  orderCode: string
  carrier: string
  service: string
  serviceName: string
  amount: string
  currency: string
  transitDays: number
}

/** A face sheet as a booking answers it (`url` downloads its PDF). */
export type BookedLabel = { id: string; fileName: string; url: string }

/** A booking as orderexpress/save answers it. */
export type Booking = {
  orderId: string
  orderCode: string
  expressId: string
  carrier: string
  service: string | null
  trackingNumber: string
  cost: string | null
  currency: string | null
  /** Dictionary order_express_source: 1 booked with the carrier, 2 booked outside. */
  source: string
  label: BookedLabel | null
}

/** A quote's key within its order: carrier and service. */
export const quoteKey = (q: Pick<Quote, 'carrier' | 'service'>) => `${q.carrier}:${q.service}`

/** The quotes of each order, cheapest first (then fastest), in the orders' own order. */
export function quotesByOrder(orders: readonly BookableOrder[], quotes: readonly Quote[]): Map<string, Quote[]> {
  const out = new Map<string, Quote[]>(orders.map((o) => [o.id, []]))
  for (const q of quotes) out.get(String(q.orderId))?.push(q)
  for (const list of out.values()) {
    list.sort((a, b) => compareDecimal(a.amount, b.amount) || a.transitDays - b.transitDays)
  }
  return out
}

/** The quote chosen first for each order: its cheapest. */
export function cheapestChoices(byOrder: ReadonlyMap<string, readonly Quote[]>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [orderId, list] of byOrder) if (list[0]) out[orderId] = quoteKey(list[0])
  return out
}

/** The body of orderexpress/save for one order and its chosen quote. */
export function bookingBody(orderId: string, chosen: Pick<Quote, 'carrier' | 'service'>) {
  return { orderIds: [orderId], carrier: chosen.carrier, service: chosen.service }
}

/** The body of orderexpress/save for a parcel booked outside: the typed tracking number, the carrier when named. */
export function outsideBody(orderId: string, trackingNumber: string, carrier: string | null) {
  const body: { orderIds: string[]; trackingNumber: string; carrier?: string } = {
    orderIds: [orderId],
    trackingNumber: trackingNumber.trim(),
  }
  if (carrier?.trim()) body.carrier = carrier.trim()
  return body
}

/** A typed tracking number as a face sheet takes it: letters, digits and dashes, at most 64. */
export function isTrackingNumber(value: string): boolean {
  return /^[A-Za-z0-9-]{1,64}$/.test(value.trim())
}

/** Order statuses a carrier is booked for: reviewed, pending shipment (as orderexpress/save takes them). */
const BOOKABLE = new Set<string>([ORDER_STATUS.audited, ORDER_STATUS.pending])

/** The selected sales orders 物流下单 may book: reviewed or pending shipment, for someone who may edit orders. */
export function bookableOrders(
  rows: readonly Record<string, unknown>[],
  can: (code: string) => boolean,
): BookableOrder[] {
  if (!can(ORDER_PERMISSIONS.edit)) return []
  return rows
    .filter((r) => BOOKABLE.has(String(r.status)))
    .map((r) => ({
      id: String(r.id),
      code: String(r.code ?? r.id),
      trackNumber: r.trackNumber ? String(r.trackNumber) : null,
    }))
}
