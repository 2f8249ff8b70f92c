import { describe, expect, it } from 'vitest'
import { centreTotals } from './fba-centres.ts'

describe('FBA inventory by fulfilment centre', () => {
  it('sums each centre’s SKUs, counting working, shipped and receiving units as inbound', () => {
    const totals = centreTotals([
      {
        fulfillmentCenterId: 'ONT8',
        fulfillableQuantity: 100,
        inboundWorkingQuantity: 5,
        inboundShippedQuantity: 20,
        inboundReceivingQuantity: 3,
        reservedQuantity: 4,
        unfulfillableQuantity: 1,
        totalQuantity: 133,
      },
      { fulfillmentCenterId: 'LGB8', fulfillableQuantity: '7', totalQuantity: '7' },
      { fulfillmentCenterId: 'ONT8', fulfillableQuantity: 10, inboundShippedQuantity: 60, totalQuantity: 70 },
    ])
    expect(totals).toEqual([
      { centre: 'LGB8', skus: 1, fulfillable: 7, inbound: 0, reserved: 0, unfulfillable: 0, total: 7 },
      { centre: 'ONT8', skus: 2, fulfillable: 110, inbound: 88, reserved: 4, unfulfillable: 1, total: 203 },
    ])
  })

  it('answers no centre for no stock', () => {
    expect(centreTotals([])).toEqual([])
  })
})
