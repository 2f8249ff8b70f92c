import { describe, expect, it } from 'vitest'
import { type AllocationPart, allocationTable } from './cost-allocation.ts'

const part = (lineKey: string, costType: string, amount: string, quantity = 100): AllocationPart => ({
  lineKey,
  sku: `SKU-${lineKey}`,
  plan: `FH-${lineKey}`,
  quantity,
  costType,
  amount,
})

describe('a ship’s cost allocation as a table', () => {
  it('puts each plan line in a row and each cost type in a column, totals exact to the cent', () => {
    // 1,000.00 freight split 333.34 / 333.33 / 333.33 (largest remainder): the column adds back to 1,000.00.
    const table = allocationTable(
      [
        part('1', 'freight', '333.34'),
        part('2', 'freight', '333.33', 30),
        part('3', 'freight', '333.33', 7),
        part('1', 'customs', '10.01'),
        part('3', 'customs', '9.99', 7),
      ],
      ['freight', 'customs', 'insurance'],
    )
    expect(table.costTypes).toEqual(['freight', 'customs'])
    expect(table.totals).toEqual({ freight: '1000.00', customs: '20.00' })
    expect(table.total).toBe('1020.00')
    expect(table.lines.map((l) => [l.sku, l.amounts, l.total, l.perUnit])).toEqual([
      ['SKU-1', { freight: '333.34', customs: '10.01' }, '343.35', '3.4335'],
      ['SKU-2', { freight: '333.33', customs: '0.00' }, '333.33', '11.1110'],
      ['SKU-3', { freight: '333.33', customs: '9.99' }, '343.32', '49.0457'],
    ])
  })

  it('adds two cost lines of one type on one plan line, and lists unknown types after the known', () => {
    const table = allocationTable(
      [part('1', 'port', '1.10'), part('1', 'freight', '5'), part('1', 'freight', '2.255'), part('1', 'agency', '1')],
      ['freight', 'port'],
    )
    expect(table.costTypes).toEqual(['freight', 'port', 'agency'])
    expect(table.lines[0]?.amounts).toEqual({ freight: '7.26', port: '1.10', agency: '1.00' })
  })

  it('answers an empty table for a ship without costs, and no per-unit cost for a line of no units', () => {
    expect(allocationTable([])).toEqual({ costTypes: [], lines: [], totals: {}, total: '0.00' })
    expect(allocationTable([part('9', 'freight', '4', 0)]).lines[0]?.perUnit).toBe('0.0000')
  })
})
