import { describe, expect, it } from 'vitest'
import { ORDER_PERMISSIONS } from '#sync/resources/orders/order.resource.ts'
import {
  bookableOrders,
  bookingBody,
  cheapestChoices,
  isTrackingNumber,
  outsideBody,
  type Quote,
  quotesByOrder,
} from './carrier-booking.ts'

const quote = (orderId: string, carrier: string, service: string, amount: string, transitDays: number): Quote => ({
  id: `${orderId}-${carrier}-${service}`,
  orderId,
  orderCode: `SO${orderId}`,
  carrier,
  service,
  serviceName: service,
  amount,
  currency: 'USD',
  transitDays,
})

describe('the booking dialog’s choices', () => {
  it('lists each order’s quotes cheapest first, the faster first at the same price, and chooses the cheapest', () => {
    const orders = [
      { id: '1', code: 'SO1' },
      { id: '2', code: 'SO2' },
    ]
    const byOrder = quotesByOrder(orders, [
      quote('1', 'UPS', 'GND', '12.50', 5),
      quote('1', 'USPS', 'PM', '9.80', 3),
      quote('1', 'FEDEX', 'HD', '9.80', 2),
      quote('1', 'UPS', '1DA', '100.00', 1),
    ])
    expect(byOrder.get('1')?.map((q) => `${q.carrier}:${q.service}`)).toEqual([
      'FEDEX:HD',
      'USPS:PM',
      'UPS:GND',
      'UPS:1DA',
    ])
    // An order no carrier quoted has no choice, and is not booked.
    expect(byOrder.get('2')).toEqual([])
    expect(cheapestChoices(byOrder)).toEqual({ '1': 'FEDEX:HD' })
  })

  it('books one order with its chosen carrier and service, or with the tracking number typed for a parcel booked outside', () => {
    expect(bookingBody('7', { carrier: 'UPS', service: 'GND' })).toEqual({
      orderIds: ['7'],
      carrier: 'UPS',
      service: 'GND',
    })
    expect(outsideBody('7', '  OUT-1  ', ' DHL ')).toEqual({ orderIds: ['7'], trackingNumber: 'OUT-1', carrier: 'DHL' })
    expect(outsideBody('7', 'OUT-1', '')).toEqual({ orderIds: ['7'], trackingNumber: 'OUT-1' })
    expect(isTrackingNumber('1Z999AA10123456784')).toBe(true)
    expect(isTrackingNumber('OUT 1')).toBe(false)
    expect(isTrackingNumber('A'.repeat(65))).toBe(false)
  })

  it('offers 物流下单 only for reviewed or pending-shipment orders, to someone who may edit orders', () => {
    const rows = [
      { id: '1', code: 'SO1', status: '3' },
      { id: '2', code: 'SO2', status: 4, trackNumber: '1Z1' },
      { id: '3', code: 'SO3', status: '2' },
      { id: '4', code: 'SO4', status: '5' },
    ]
    expect(bookableOrders(rows, (code) => code === ORDER_PERMISSIONS.edit)).toEqual([
      { id: '1', code: 'SO1', trackNumber: null },
      { id: '2', code: 'SO2', trackNumber: '1Z1' },
    ])
    expect(bookableOrders(rows, () => false)).toEqual([])
  })
})
