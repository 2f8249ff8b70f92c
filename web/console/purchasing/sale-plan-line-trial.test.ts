import { describe, expect, it } from 'vitest'
import { draftTrialQuery, explainLanded, explainMargin, percent, type TrialLine } from './sale-plan-line-trial.ts'

const line: TrialLine = {
  id: '',
  planId: '',
  productId: '7',
  productName: 'Kettle',
  quantity: 30,
  fobPrice: '9',
  salePrice: '29.99',
  unitLandedCost: '14.99',
  totalLandedCost: '449.70',
  unitSaleCost: '7.4975',
  unitMargin: '7.5025',
  totalMargin: '225.08',
  marginRate: '0.2502',
  terms: [
    { key: 'fobPrice', label: 'FOB', amount: '9' },
    { key: 'fcPrice', label: 'First leg', amount: '5.99' },
    { key: 'comRatio', label: 'Commission', amount: '4.4985' },
    { key: 'advRatio', label: 'Advertising', amount: '3.00' },
  ],
}

describe('the plan form’s live cost trial', () => {
  it('asks only about whole lines: shop, product and a well-formed FOB price', () => {
    const row = { productId: '7', fobPrice: '9.5', boxRate: 10, boxNum: '2.5' }
    expect(draftTrialQuery('5', row, '')).toEqual({
      shopId: '5',
      productId: '7',
      fobPrice: '9.5',
      boxRate: '10',
      boxNum: '2.5',
    })
    expect(draftTrialQuery(null, row, '')).toBeNull()
    expect(draftTrialQuery('5', { ...row, productId: '' }, '')).toBeNull()
    expect(draftTrialQuery('5', { ...row, fobPrice: '9.' }, '')).toBeNull()
    expect(draftTrialQuery('5', { ...row, boxNum: '1e3' }, '')).toBeNull()
  })

  it('sends a selling price only once it is a positive amount', () => {
    const row = { productId: '7', fobPrice: '9' }
    expect(draftTrialQuery('5', row, ' 29.99 ')?.salePrice).toBe('29.99')
    expect(draftTrialQuery('5', row, '0')?.salePrice).toBeUndefined()
    expect(draftTrialQuery('5', row, '29.')?.salePrice).toBeUndefined()
  })

  it('explains the landed cost from FOB and fees, and the margin from the price down', () => {
    expect(explainLanded(line, { landed: 'Landed', total: 'Total' })).toEqual([
      { label: 'FOB', amount: '9', sign: '' },
      { label: 'First leg', amount: '5.99', sign: '+' },
      { label: 'Landed', amount: '14.99', sign: '=' },
      { label: 'Total (× 30)', amount: '449.70', sign: '=' },
    ])
    const words = { price: 'Price', landed: 'Landed', margin: 'Margin', rate: 'Rate' }
    expect(explainMargin(line, words).map((t) => `${t.sign}${t.label} ${t.amount}`)).toEqual([
      'Price 29.99',
      '−Landed 14.99',
      '−Commission × Price 4.4985',
      '−Advertising × Price 3.00',
      '=Margin 7.5025',
      '=Rate 25.02%',
    ])
    expect(explainMargin({ ...line, salePrice: null, unitMargin: null }, words)).toEqual([])
  })

  it('shows a rate as a percentage exactly', () => {
    expect(percent('0.2668')).toBe('26.68%')
    expect(percent('1')).toBe('100.00%')
    expect(percent('0.05')).toBe('5.00%')
    expect(percent('-0.1234')).toBe('-12.34%')
    expect(percent(null)).toBe('')
  })
})
