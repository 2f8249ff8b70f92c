import { createHash } from 'node:crypto'
import { TRACK_STATUS } from '#sync/resources/orders/order-tracking.resource.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { nextId } from '../../platform/db/next-id.ts'
import {
  type CarrierAdapter,
  type CarrierContext,
  type CarrierEvent,
  type CarrierOrder,
  type CarrierQuote,
  CarrierRefusal,
  type CarrierShipment,
  registerCarrier,
} from './carrier.ts'

/** A service of a simulated carrier: base price plus a price per billable kg (whole kg, at least 1), and its transit time. */
type Service = { code: string; name: string; base: string; perKg: string; transitDays: number }

/** Parcel services refuse heavier shipments (kg). */
const MAX_PARCEL_KG = 70
/** The postal code that makes the simulated carrier fail delivery (address not found): a way to see an abnormal track. */
export const SIMULATED_BAD_POSTAL_CODE = '00000'

/** The simulated journey: hours after booking, what happens, and the track status it means. */
const JOURNEY: readonly { hours: number; description: string; status: string; at: 'origin' | 'hub' | 'destination' }[] =
  [
    {
      hours: 0,
      description: 'Shipment information received, label created',
      status: TRACK_STATUS.pendingCollection,
      at: 'origin',
    },
    { hours: 6, description: 'Picked up', status: TRACK_STATUS.shipping, at: 'origin' },
    { hours: 12, description: 'Departed from facility', status: TRACK_STATUS.shipping, at: 'origin' },
    { hours: 30, description: 'Arrived at facility', status: TRACK_STATUS.shipping, at: 'hub' },
    { hours: 48, description: 'Out for delivery', status: TRACK_STATUS.shipping, at: 'destination' },
    { hours: 54, description: 'Delivered', status: TRACK_STATUS.delivered, at: 'destination' },
  ]
/** When a delivery fails at an address that does not exist. */
const BAD_ADDRESS_HOURS = 48
const DELIVERED_HOURS = 54

/** Check digit of a UPS-style number's 15 characters after "1Z": letters count as (code − 63) mod 10, every second one doubled, mod 10. */
export function upsCheckDigit(body: string): number {
  let sum = 0
  for (let i = 0; i < body.length; i++) {
    const ch = body.charAt(i)
    const value = /\d/.test(ch) ? Number(ch) : (ch.charCodeAt(0) - 63) % 10
    sum += i % 2 === 1 ? value * 2 : value
  }
  return (10 - (sum % 10)) % 10
}

/** Check digit of a FedEx-style 12-digit number: the first 11 digits weighted 1, 3, 7 from the right, mod 11, mod 10. */
export function fedexCheckDigit(body: string): number {
  const weights = [1, 3, 7]
  let sum = 0
  for (let i = 0; i < body.length; i++) sum += Number(body.charAt(body.length - 1 - i)) * (weights[i % 3] ?? 1)
  return (sum % 11) % 10
}

/** Check digit of a USPS-style 22-digit number: digits weighted 3, 1 from the right, mod 10. */
export function uspsCheckDigit(body: string): number {
  let sum = 0
  for (let i = 0; i < body.length; i++) sum += Number(body.charAt(body.length - 1 - i)) * (i % 2 === 0 ? 3 : 1)
  return (10 - (sum % 10)) % 10
}

/** Whether a number has the shape and check digit of the named simulated carrier's numbers. */
export function isValidTrackingNumber(carrier: string, number: string): boolean {
  switch (carrier.toUpperCase()) {
    case 'UPS':
      return /^1Z[0-9A-Z]{16}$/.test(number) && upsCheckDigit(number.slice(2, 17)) === Number(number.charAt(17))
    case 'FEDEX':
      return /^\d{12}$/.test(number) && fedexCheckDigit(number.slice(0, 11)) === Number(number.charAt(11))
    case 'USPS':
      return /^9\d{21}$/.test(number) && uspsCheckDigit(number.slice(0, 21)) === Number(number.charAt(21))
    default:
      return false
  }
}

/** Digits derived from a seed (the order and the attempt), so the same booking gets the same number. */
function digitsOf(seed: string, count: number): string {
  const hash = createHash('sha256').update(seed).digest()
  let out = ''
  for (let i = 0; out.length < count; i++) out += String((hash[i % hash.length] ?? 0) % 10)
  return out
}

/** `base` plus `hours` as the database's local time text (both naive: no zone is involved). */
function addHours(base: string, hours: number): string {
  const t = new Date(`${base.replace(' ', 'T')}Z`).getTime() + hours * 3_600_000
  return new Date(t).toISOString().slice(0, 19).replace('T', ' ')
}

type Booked = {
  trackingNumber: string
  origin: string | null
  destination: string | null
  cancelled: number
  exception: string | null
  bookedAt: string
  changedAt: string
  hours: number
}

/**
 * A carrier simulated inside the project: quotes from a price list, tracking numbers of the
 * carrier's shape with a valid check digit (the same for the same order and attempt), and a
 * journey that advances with the time since booking. Its book of shipments is the table
 * erp_sim_carrier_shipment, written in the caller's transaction. `forceCarrierException` (or the
 * postal code 00000) makes a shipment abnormal.
 */
export class SimulatedCarrier implements CarrierAdapter {
  readonly simulated = true
  readonly code: string
  readonly name: string
  private readonly services: readonly Service[]
  private readonly numberOf: (seed: string) => string

  constructor(code: string, name: string, services: readonly Service[], numberOf: (seed: string) => string) {
    this.code = code
    this.name = name
    this.services = services
    this.numberOf = numberOf
  }

  private service(code: string | undefined): Service {
    const found = code ? this.services.find((s) => s.code === code) : this.services[0]
    if (!found) throw new CarrierRefusal(this.code, `unknown service ${code}`)
    return found
  }

  private check(order: CarrierOrder): void {
    const a = order.address
    if (!a.countryCode || !a.postalCode || !a.line1) {
      throw new CarrierRefusal(this.code, 'the address needs a country, a postal code and a street line')
    }
    if (Number(order.weightKg) > MAX_PARCEL_KG) {
      throw new CarrierRefusal(this.code, `too heavy for a parcel service (at most ${MAX_PARCEL_KG} kg)`)
    }
  }

  private async price(tx: Queryable, service: Service, weightKg: string): Promise<string> {
    const [row] = await tx.query<{ amount: string }>(
      `SELECT round($1::numeric + $2::numeric * greatest(ceil($3::numeric), 1), 2)::text AS amount`,
      [service.base, service.perKg, weightKg],
    )
    return row?.amount ?? service.base
  }

  async quote(ctx: CarrierContext, order: CarrierOrder): Promise<CarrierQuote[]> {
    this.check(order)
    const quotes: CarrierQuote[] = []
    for (const s of this.services) {
      quotes.push({
        carrier: this.code,
        service: s.code,
        serviceName: s.name,
        amount: await this.price(ctx.tx, s, order.weightKg),
        currency: 'USD',
        transitDays: s.transitDays,
      })
    }
    return quotes
  }

  async createShipment(ctx: CarrierContext, order: CarrierOrder): Promise<CarrierShipment> {
    this.check(order)
    const service = this.service(order.service)
    const [{ attempts = 0 } = {}] = await ctx.tx.query<{ attempts: number }>(
      `SELECT count(*)::int AS attempts FROM erp_sim_carrier_shipment WHERE order_id = $1`,
      [order.orderId],
    )
    // The same order's next attempt (after a cancellation) gets the next number; a clash with another order's moves on.
    let trackingNumber = ''
    for (let attempt = attempts; ; attempt++) {
      trackingNumber = this.numberOf(`${order.orderId}:${attempt}`)
      const taken = await ctx.tx.query(`SELECT 1 FROM erp_sim_carrier_shipment WHERE tracking_number = $1`, [
        trackingNumber,
      ])
      if (!taken.length) break
    }
    const a = order.address
    await ctx.tx.query(
      `INSERT INTO erp_sim_carrier_shipment (id, tenant_id, carrier, tracking_number, order_id, service, origin, destination,
              exception, create_user)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        nextId(),
        ctx.actor.session.tenantId,
        this.code,
        trackingNumber,
        order.orderId,
        service.code,
        [order.origin.city, order.origin.countryCode].filter(Boolean).join(', ').slice(0, 100) || null,
        [a.city, a.state, a.postalCode, a.countryCode].filter(Boolean).join(', ').slice(0, 100),
        a.postalCode === SIMULATED_BAD_POSTAL_CODE ? 'Address not found' : null,
        ctx.actor.session.userId,
      ],
    )
    return {
      trackingNumber,
      service: service.code,
      cost: await this.price(ctx.tx, service, order.weightKg),
      currency: 'USD',
    }
  }

  private async booked(tx: Queryable, trackingNumber: string): Promise<Booked | undefined> {
    const [row] = await tx.query<Booked>(
      `SELECT tracking_number, origin, destination, cancelled, exception,
              to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS booked_at,
              to_char(update_time, 'YYYY-MM-DD HH24:MI:SS') AS changed_at,
              floor(EXTRACT(EPOCH FROM localtimestamp(0) - create_time) / 3600)::int AS hours
         FROM erp_sim_carrier_shipment WHERE tracking_number = $1 AND carrier = $2 AND is_deleted = 0`,
      [trackingNumber, this.code],
    )
    return row
  }

  async cancelShipment(ctx: CarrierContext, trackingNumber: string): Promise<void> {
    const shipment = await this.booked(ctx.tx, trackingNumber)
    if (!shipment) throw new CarrierRefusal(this.code, `no shipment ${trackingNumber}`)
    if (shipment.cancelled) return
    if (shipment.hours >= DELIVERED_HOURS && !shipment.exception) {
      throw new CarrierRefusal(this.code, `shipment ${trackingNumber} is already delivered`)
    }
    await ctx.tx.query(
      `UPDATE erp_sim_carrier_shipment SET cancelled = 1, version = version + 1, update_time = localtimestamp(0)
        WHERE tracking_number = $1`,
      [trackingNumber],
    )
  }

  async track(ctx: CarrierContext, trackingNumber: string): Promise<CarrierEvent[]> {
    const s = await this.booked(ctx.tx, trackingNumber)
    if (!s) return []
    const place = { origin: s.origin ?? '', hub: `${this.name} hub`, destination: s.destination ?? '' }
    const events: CarrierEvent[] = []
    // A forced exception stops the journey when it was forced; a bad address when delivery is tried.
    const badAddress = s.exception === 'Address not found'
    const stopAt = s.cancelled || (s.exception && !badAddress) ? this.hoursBetween(s.bookedAt, s.changedAt) : s.hours
    for (const step of JOURNEY) {
      if (step.hours > Math.min(s.hours, stopAt)) break
      if (badAddress && step.hours >= BAD_ADDRESS_HOURS) break
      events.push({
        time: addHours(s.bookedAt, step.hours),
        location: place[step.at],
        description: step.description,
        status: step.status,
      })
    }
    if (s.cancelled) {
      events.push({
        time: s.changedAt,
        location: place.origin,
        description: 'Shipment cancelled by the shipper',
        status: TRACK_STATUS.cancelled,
      })
    } else if (s.exception && (!badAddress || s.hours >= BAD_ADDRESS_HOURS)) {
      events.push({
        time: badAddress ? addHours(s.bookedAt, BAD_ADDRESS_HOURS) : s.changedAt,
        location: badAddress ? place.destination : (events.at(-1)?.location ?? place.origin),
        description: `Exception: ${s.exception}`,
        status: TRACK_STATUS.abnormal,
      })
    }
    return events
  }

  private hoursBetween(from: string, to: string): number {
    const ms = new Date(`${to.replace(' ', 'T')}Z`).getTime() - new Date(`${from.replace(' ', 'T')}Z`).getTime()
    return Math.floor(ms / 3_600_000)
  }
}

/**
 * Makes a simulated shipment abnormal from now on (lost, damaged, held by customs): its track
 * reports the exception at the next refresh. Answers whether a shipment had that number.
 */
export async function forceCarrierException(tx: Queryable, trackingNumber: string, reason: string): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE erp_sim_carrier_shipment SET exception = $2, version = version + 1, update_time = localtimestamp(0)
      WHERE tracking_number = $1 AND is_deleted = 0 RETURNING id`,
    [trackingNumber, reason.slice(0, 200)],
  )
  return rows.length > 0
}

/** UPS-style: 1Z, a shipper account, a service code, a 7-digit reference and the check digit. */
function upsNumber(seed: string): string {
  const body = `8A4E7503${digitsOf(seed, 7)}`
  return `1Z${body}${upsCheckDigit(body)}`
}
function fedexNumber(seed: string): string {
  const body = `7${digitsOf(seed, 10)}`
  return `${body}${fedexCheckDigit(body)}`
}
function uspsNumber(seed: string): string {
  const body = `9400111${digitsOf(seed, 14)}`
  return `${body}${uspsCheckDigit(body)}`
}

/** The simulated UPS, FedEx and USPS, registered under their codes and the warehouse carrier codes. */
export const simulatedCarriers = {
  ups: new SimulatedCarrier(
    'UPS',
    'UPS',
    [
      { code: 'GND', name: 'UPS Ground', base: '8.50', perKg: '1.20', transitDays: 5 },
      { code: '2DA', name: 'UPS 2nd Day Air', base: '18.00', perKg: '2.60', transitDays: 2 },
      { code: '1DA', name: 'UPS Next Day Air', base: '29.00', perKg: '4.10', transitDays: 1 },
    ],
    upsNumber,
  ),
  fedex: new SimulatedCarrier(
    'FEDEX',
    'FedEx',
    [
      { code: 'HOME', name: 'FedEx Home Delivery', base: '8.90', perKg: '1.15', transitDays: 5 },
      { code: '2DAY', name: 'FedEx 2Day', base: '19.00', perKg: '2.50', transitDays: 2 },
    ],
    fedexNumber,
  ),
  usps: new SimulatedCarrier(
    'USPS',
    'USPS',
    [
      { code: 'GA', name: 'USPS Ground Advantage', base: '5.40', perKg: '1.10', transitDays: 5 },
      { code: 'PM', name: 'USPS Priority Mail', base: '7.90', perKg: '1.40', transitDays: 3 },
    ],
    uspsNumber,
  ),
}

registerCarrier(simulatedCarriers.ups, ['UPSN', 'UPS-GROUND', 'UPS-GND'])
registerCarrier(simulatedCarriers.fedex, ['FDEG', 'FDXE', 'FEDEX-HOME', 'FEDEX-HD'])
registerCarrier(simulatedCarriers.usps, ['USPS-PRIORITY', 'USPS-PM'])
