import { TRACK_STATUS } from '#sync/resources/orders/order-tracking.resource.ts'
import type { Queryable } from '../platform/db/db.ts'
import { carrierFor } from './carrier/carrier.ts'
import { upsCheckDigit } from './carrier/simulated-carrier.ts'

/** Fixed demo ids of the tracking part (1000000000000012600 … 12799) that examples name. */
export const TRACKING_DEMO = {
  order: '1000000000000012011',
  track: '1000000000000012601',
  shipment: '1000000000000012701',
  trackNumber: `1Z8A4E75030012601${upsCheckDigit('8A4E75030012601')}`,
} as const

/**
 * A demo track: the shipped demo order's parcel (under its own tracking number, when it has
 * one), booked with the simulated carrier 40 hours ago, with the events it had then (a refresh adds
 * what happened since). Nothing when that order is absent.
 */
export async function seedOrderTracking(tx: Queryable, tenantId: string): Promise<void> {
  const d = TRACKING_DEMO
  const [order] = await tx.query<{ code: string; trackNumber: string | null; carrierCode: string | null }>(
    `SELECT o.code, o.track_number, wt.carrier_code
       FROM erp_order o
       LEFT JOIN erp_base_transport t ON t.tenant_id = o.tenant_id AND t.id = o.transport_id
       LEFT JOIN ware_base_transport wt ON wt.tenant_id = t.tenant_id AND wt.id = t.ware_transport_id
      WHERE o.tenant_id = $1 AND o.id = $2`,
    [tenantId, d.order],
  )
  if (!order) return
  const trackNumber = order.trackNumber ?? d.trackNumber
  const carrier = carrierFor(order.carrierCode)?.code ?? 'UPS'
  await tx.query(
    `INSERT INTO erp_sim_carrier_shipment (id, tenant_id, carrier, tracking_number, order_id, service, origin, destination,
            create_time, update_time)
     VALUES ($1, $2, $5, $3, $4, NULL, 'Los Angeles, US', 'Los Angeles, CA, 90001, US',
             localtimestamp(0) - interval '40 hours', localtimestamp(0) - interval '40 hours')`,
    [d.shipment, tenantId, trackNumber, d.order, carrier],
  )
  await tx.query(
    `INSERT INTO erp_order_track (id, tenant_id, order_id, order_code, track_number, carrier, status, last_event, last_time)
     VALUES ($1, $2, $3, $4, $5, $7, $6, 'Departed from facility', localtimestamp(0) - interval '28 hours')`,
    [d.track, tenantId, d.order, order.code, trackNumber, Number(TRACK_STATUS.shipping), carrier],
  )
  const events = [
    [
      '1000000000000012611',
      40,
      'Los Angeles, US',
      'Shipment information received, label created',
      TRACK_STATUS.pendingCollection,
    ],
    ['1000000000000012612', 34, 'Los Angeles, US', 'Picked up', TRACK_STATUS.shipping],
    ['1000000000000012613', 28, 'Los Angeles, US', 'Departed from facility', TRACK_STATUS.shipping],
  ] as const
  for (const [id, hoursAgo, location, description, status] of events) {
    await tx.query(
      `INSERT INTO erp_order_track_detail (id, tenant_id, order_track_id, order_id, time, location, description, status)
       VALUES ($1, $2, $3, $4, localtimestamp(0) - make_interval(hours => $5), $6, $7, $8)`,
      [id, tenantId, d.track, d.order, hoursAgo, location, description, Number(status)],
    )
  }
}
