import { describe, expect, it } from 'vitest'
import { allocationParts, costTypeNames, shipCostsOf } from './ship-costs.ts'

describe('a ship’s costs as the screen reads them', () => {
  it('takes the cost lines, their nested allocation rows under each line’s type, and the plan lines', () => {
    const costs = shipCostsOf({
      costStatus: 1,
      costs: [{ id: 'c1', costType: 1, allocations: [{ id: 'a1', shipOrderItemId: 'l1' }] }],
      lines: [{ shipOrderItemId: 'l1', planCode: 'FH-1', sysSku: 'KETTLE' }],
    })
    expect(costs.allocations).toEqual([{ id: 'a1', shipOrderItemId: 'l1', costType: 1 }])
    expect(costs.costStatus).toBe('1')
    expect(costs.lines).toHaveLength(1)
    expect(shipCostsOf(null)).toEqual({ costs: [], allocations: [], lines: [], costStatus: '' })
  })

  it('names each share by its plan line’s SKU and plan, under its cost line’s type, in the base currency', () => {
    const parts = allocationParts(
      shipCostsOf({
        costs: [
          {
            id: 'c1',
            costType: 1,
            allocations: [
              {
                shipCostId: 'c1',
                shipOrderId: 'p1',
                shipOrderItemId: 'l1',
                quantity: 300,
                amount: '95.00',
                baseAmount: '674.50',
              },
            ],
          },
        ],
        lines: [
          {
            shipOrderItemId: 'l1',
            shipOrderId: 'p1',
            planCode: 'FH-1',
            sysSku: 'KETTLE',
            quantity: 300,
            landedUnitCost: '62.5983',
          },
        ],
      }),
      [],
    )
    expect(parts).toEqual([
      {
        lineKey: 'l1',
        sku: 'KETTLE',
        plan: 'FH-1',
        quantity: '300',
        costType: '1',
        amount: '674.50',
        landed: '62.5983',
      },
    ])
  })

  it('lists the cost types in their vocabulary’s order with their names', () => {
    const names = costTypeNames('zh')
    expect(names.order).toEqual(['1', '2', '3', '4', '5'])
    expect(names.label('1')).toBe('海运费')
    expect(names.label('99')).toBe('99')
  })
})
