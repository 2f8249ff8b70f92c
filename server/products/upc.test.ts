import { describe, expect, it } from 'vitest'
import { commodityLength, composeUpc, upcCheckDigit } from './upc.ts'

describe('UPC-A check digit', () => {
  it('computes the GS1 check digit of known codes', () => {
    expect(upcCheckDigit('03600029145')).toBe('2') // 036000291452
    expect(upcCheckDigit('04210000526')).toBe('4') // 042100005264
    expect(composeUpc('0', '12345', '67890')).toBe('012345678905')
  })

  it('refuses codes that do not add up to eleven digits', () => {
    expect(composeUpc('0', '1234', '5678')).toBeUndefined()
    expect(composeUpc('0', '123456', '67890')).toBeUndefined()
    expect(commodityLength('12345')).toBe(5)
    expect(commodityLength('123456789')).toBe(1)
  })
})
