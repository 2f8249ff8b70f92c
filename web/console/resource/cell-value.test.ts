import { describe, expect, it } from 'vitest'
import { baseProduct } from '#sync/resources/products/base-product.resource.ts'
import { cellText } from './cell-value.tsx'

const yesNo = { yes: '是', no: '否' }
const cell = (key: keyof typeof baseProduct.fields, value: unknown) =>
  cellText(baseProduct.fields[key], value, 'zh', undefined, yesNo)

describe('table cells of decimals (spec 1 §5)', () => {
  it('show money with two places and other decimals without trailing zeros', () => {
    expect(baseProduct.fields.unitPrice.shown).toBe(2)
    expect(cell('unitPrice', '35.0000')).toBe('35.00')
    expect(cell('unitPrice', '35.1250')).toBe('35.13')
    expect(cell('tariff', '7.5000')).toBe('7.5')
    expect(cell('unitWeight', '0.850')).toBe('0.85')
    expect(cell('packageLength', '41.00')).toBe('41')
    expect(cell('unitPrice', null)).toBe('')
  })
})
