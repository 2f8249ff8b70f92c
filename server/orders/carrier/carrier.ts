import type { Actor } from '../../platform/actor.ts'
import type { Queryable } from '../../platform/db/db.ts'

/** What an adapter may use: the caller's transaction (a simulated carrier keeps its book there) and who acts. */
export type CarrierContext = { tx: Queryable; actor: Actor }

/** A sales order as a carrier needs it: who and where to, what it weighs, from which warehouse. */
export type CarrierOrder = {
  orderId: string
  orderCode: string
  /** Service asked for (carrier's code); the adapter's default when absent. */
  service?: string
  /** Total weight in kg, an exact decimal string. */
  weightKg: string
  quantity: number
  currency: string | null
  address: {
    name: string | null
    company: string | null
    line1: string | null
    line2: string | null
    city: string | null
    state: string | null
    postalCode: string | null
    countryCode: string | null
    phone: string | null
  }
  origin: { storeName: string | null; city: string | null; countryCode: string | null; postalCode: string | null }
}

/** A price a carrier asks for one of its services (amount an exact decimal string). */
export type CarrierQuote = {
  carrier: string
  service: string
  serviceName: string
  amount: string
  currency: string
  transitDays: number
}

/** A booked shipment: the tracking number the carrier gave, its cost, and its own label when it makes one. */
export type CarrierShipment = {
  trackingNumber: string
  service: string
  cost: string
  currency: string
  labelPdf?: Uint8Array
}

/** One scan of a shipment as the carrier reports it; `status` is a track_status key. */
export type CarrierEvent = { time: string; location: string; description: string; status: string }

/**
 * A carrier connection (UPS, FedEx, USPS ... or the simulated ones): quote, book, cancel and track
 * shipments. Registered by carrier code; a real carrier plugs in by registering an adapter for its
 * code (`registerCarrier`), and every call of the orders area reaches it through `carrierFor`.
 */
export interface CarrierAdapter {
  /** The carrier's code (UPS, FEDEX, USPS), as transports and logistics providers name it. */
  readonly code: string
  readonly name: string
  /** Whether this adapter only simulates the carrier (no parcel really moves). */
  readonly simulated: boolean
  quote(ctx: CarrierContext, order: CarrierOrder): Promise<CarrierQuote[]>
  /** Books a shipment; throws a CarrierRefusal the caller reports when the carrier will not take it. */
  createShipment(ctx: CarrierContext, order: CarrierOrder): Promise<CarrierShipment>
  cancelShipment(ctx: CarrierContext, trackingNumber: string): Promise<void>
  /** The shipment's events, oldest first; none when the carrier knows nothing of the number. */
  track(ctx: CarrierContext, trackingNumber: string): Promise<CarrierEvent[]>
}

/** A carrier's refusal of a request (bad address, too heavy, already delivered), in its own words. */
export class CarrierRefusal extends Error {
  readonly carrier: string
  constructor(carrier: string, reason: string) {
    super(reason)
    this.name = 'CarrierRefusal'
    this.carrier = carrier
  }
}

const adapters = new Map<string, CarrierAdapter>()
/** Other names the same carrier goes by (warehouse carrier codes such as UPSN, FDEG). */
const aliases = new Map<string, string>()

/** Registers a carrier adapter under its code and any other codes it is known by; a later one for a code replaces it. */
export function registerCarrier(adapter: CarrierAdapter, otherCodes: readonly string[] = []): void {
  adapters.set(adapter.code.toUpperCase(), adapter)
  for (const code of otherCodes) aliases.set(code.toUpperCase(), adapter.code.toUpperCase())
}

/** The adapter of a carrier code (or one of its other names), if one is registered. */
export function carrierFor(code: string | null | undefined): CarrierAdapter | undefined {
  if (!code) return undefined
  const key = code.trim().toUpperCase()
  return adapters.get(aliases.get(key) ?? key)
}

/** Every registered carrier, by code. */
export function registeredCarriers(): CarrierAdapter[] {
  return [...adapters.values()].sort((a, b) => a.code.localeCompare(b.code))
}
