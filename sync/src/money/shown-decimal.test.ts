import { describe, expect, it } from 'vitest'
import { shownDecimal, shownPercent, trimZeros } from './shown-decimal.ts'

describe('shown decimals', () => {
  it('show money at its places, rounded half up, and other decimals exactly without trailing zeros', () => {
    expect(shownDecimal('35.0000', 2)).toBe('35.00')
    expect(shownDecimal('35.1250', 2)).toBe('35.13')
    expect(shownDecimal('-2.345', 2)).toBe('-2.35')
    expect(shownDecimal('12', 2)).toBe('12.00')
    expect(shownDecimal('7.5000', undefined)).toBe('7.5')
    expect(shownDecimal('41.00', undefined)).toBe('41')
    expect(shownDecimal('0.850', undefined)).toBe('0.85')
    expect(shownDecimal('0.000125', undefined)).toBe('0.000125')
    expect(shownDecimal('n/a', 2)).toBe('n/a')
  })

  it('trim a form value down to at least the places asked, never rounding', () => {
    expect(trimZeros('35.0000', 2)).toBe('35.00')
    expect(trimZeros('35.1250', 2)).toBe('35.125')
    expect(trimZeros('35.1234', 2)).toBe('35.1234')
    expect(trimZeros('35', 2)).toBe('35.00')
    expect(trimZeros('1.500', 0)).toBe('1.5')
    expect(trimZeros('2.000', 0)).toBe('2')
    expect(trimZeros('-0.10', 0)).toBe('-0.1')
  })

  // Issue 27, item 10: a quality check's defect rate of 20% read 0.2000.
  it('show a fraction as the percentage people read, exactly', () => {
    expect(shownPercent('0.2000')).toBe('20%')
    expect(shownPercent('0.0833')).toBe('8.33%')
    expect(shownPercent('0.00125')).toBe('0.125%')
    expect(shownPercent('1.0000')).toBe('100%')
    expect(shownPercent('1')).toBe('100%')
    expect(shownPercent('0')).toBe('0%')
    expect(shownPercent('-0.5')).toBe('-50%')
    expect(shownPercent('n/a')).toBe('n/a')
  })
})
