import { describe, expect, it } from 'vitest'
import { totalsLine } from './list-totals.ts'
import { lineKey, type PurchasableLine, purchaseLinesFrom } from './plan-lines.ts'

const planLine = (changes: Partial<PurchasableLine>): PurchasableLine => ({
  salePlanItemId: '11',
  salePlanId: '1',
  planCode: 'SP-1',
  productId: '7',
  sysSku: 'KETTLE',
  productName: 'Kettle',
  factoryId: '3',
  factoryName: 'Kaili',
  price: '8.5',
  currencyCode: 'USD',
  plannedQuantity: 240,
  purchasedQuantity: 40,
  remainingQuantity: 200,
  ...changes,
})

describe('purchase lines drawn from sales plans', () => {
  it('buys what is left of each plan line at its price, from its factory, skipping lines fully bought', () => {
    const lines = [planLine({}), planLine({ salePlanItemId: '12', remainingQuantity: 0 })]
    expect(purchaseLinesFrom(lines)).toEqual([
      {
        salePlanItemId: '11',
        productId: '7',
        factoryId: '3',
        quantity: 200,
        price: '8.50',
        currencyCode: 'USD',
        salePlanItemIdLabel: 'SP-1 · KETTLE',
        productIdLabel: 'KETTLE',
        factoryIdLabel: 'Kaili',
      },
    ])
    expect(lineKey(planLine({ salePlanItemId: null }))).toBe('7:3')
  })

  it('sums a list in one line: documents, units, each currency exactly and the base currency', () => {
    const totals = {
      count: 3,
      totalQuantity: 480,
      amounts: [
        { currencyCode: 'USD', amount: '4080.125' },
        { currencyCode: 'EUR', amount: '12' },
      ],
      baseAmount: '29470.5',
      baseCurrency: 'CNY',
    }
    expect(totalsLine(totals, { count: 'Docs', quantity: 'Units', base: '≈' })).toBe(
      'Docs 3 · Units 480 · USD 4080.13 · EUR 12.00 · ≈ CNY 29470.50',
    )
  })
})
