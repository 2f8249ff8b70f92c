import { describe, expect, it } from 'vitest'
import { type AgeRow, ageActionChoices, ageActionName, ageChartData, suggestedPlanQuantity } from './inventory-age.ts'

const row = (storeId: string, sysSku: string, buckets: Partial<AgeRow> = {}): AgeRow =>
  ({
    storeId,
    storeName: `Store ${storeId}`,
    productId: '1',
    sysSku,
    quantity: 10,
    stockValue: '100.00',
    oldestInboundDate: '2025-01-01',
    oldestAge: 400,
    openPlan: null,
    age0to30: 0,
    age31to60: 0,
    age61to90: 0,
    age91to180: 0,
    age181to365: 0,
    ageOver365: 0,
    ...buckets,
  }) as AgeRow

describe('inventory age', () => {
  it('makes one stacked bar per row with the units of every bucket', () => {
    const bars = ageChartData([row('1', 'A', { age0to30: 4, ageOver365: 6 })])
    expect(bars).toEqual([
      { name: 'A', age0to30: 4, age31to60: 0, age61to90: 0, age91to180: 0, age181to365: 0, ageOver365: 6 },
    ])
  })

  it('names bars by SKU and warehouse when the rows span several warehouses', () => {
    const bars = ageChartData([row('1', 'A'), row('2', 'A')])
    expect(bars.map((b) => b.name)).toEqual(['A · Store 1', 'A · Store 2'])
  })

  it('suggests planning the units older than 90 days, else all on hand', () => {
    expect(suggestedPlanQuantity(row('1', 'A', { age91to180: 2, ageOver365: 3 }))).toBe(5)
    expect(suggestedPlanQuantity(row('1', 'A', { age0to30: 10 }))).toBe(10)
  })

  it('names the actions from their dictionary', () => {
    const choices = ageActionChoices('en')
    expect(choices.length).toBeGreaterThan(0)
    expect(ageActionName(choices[0]?.value, 'en')).toBe(choices[0]?.label)
    expect(ageActionName(null, 'en')).toBe('')
  })
})
