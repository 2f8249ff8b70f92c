import { describe, expect, it } from 'vitest'
import {
  compareDecimal,
  convertMoney,
  divideDecimal,
  multiplyDecimal,
  roundMoney,
  subtractDecimal,
  sumDecimal,
} from './round-money.ts'

describe('roundMoney', () => {
  it('rounds half up away from zero in mode 1', () => {
    expect(roundMoney('2.345', 2, 1)).toBe('2.35')
    expect(roundMoney('2.344', 2, 1)).toBe('2.34')
    expect(roundMoney('-2.345', 2, 1)).toBe('-2.35')
    expect(roundMoney('-2.344', 2, 1)).toBe('-2.34')
  })

  it('rounds up away from zero in mode 2 whenever digits are cut off', () => {
    expect(roundMoney('2.341', 2, 2)).toBe('2.35')
    expect(roundMoney('2.340', 2, 2)).toBe('2.34')
    expect(roundMoney('-2.341', 2, 2)).toBe('-2.35')
    expect(roundMoney('0.0000001', 2, 2)).toBe('0.01')
  })

  it('rounds down toward zero in mode 3', () => {
    expect(roundMoney('2.349', 2, 3)).toBe('2.34')
    expect(roundMoney('-2.349', 2, 3)).toBe('-2.34')
  })

  it('carries through every digit (9.995 becomes 10.00)', () => {
    expect(roundMoney('9.995', 2, 1)).toBe('10.00')
    expect(roundMoney('-9.995', 2, 1)).toBe('-10.00')
    expect(roundMoney('999.9991', 2, 2)).toBe('1000.00')
    expect(roundMoney('9.995', 2, 3)).toBe('9.99')
  })

  it('pads short amounts and rounds to whole units with zero digits', () => {
    expect(roundMoney('7', 2, 1)).toBe('7.00')
    expect(roundMoney('7.5', 0, 1)).toBe('8')
    expect(roundMoney('-7.5', 0, 3)).toBe('-7')
    expect(roundMoney('0.004', 2, 1)).toBe('0.00')
  })

  it('never answers negative zero', () => {
    expect(roundMoney('-0.004', 2, 1)).toBe('0.00')
    expect(roundMoney('-0.009', 2, 3)).toBe('0.00')
  })

  it('stays exact beyond the precision of floating point', () => {
    expect(roundMoney('123456789012345678.125', 2, 1)).toBe('123456789012345678.13')
    expect(roundMoney('0.1', 2, 1)).toBe('0.10')
  })

  it('refuses text that is not a decimal number and digits out of range', () => {
    expect(() => roundMoney('1e3', 2, 1)).toThrow(RangeError)
    expect(() => roundMoney('abc', 2, 1)).toThrow(RangeError)
    expect(() => roundMoney('1.5', -1, 1)).toThrow(RangeError)
  })
})

describe('convertMoney and the exact helpers', () => {
  it('converts with the exact product and rounds once by the target currency mode', () => {
    expect(convertMoney('100.00', '7.123456', 2, 1)).toBe('712.35')
    expect(convertMoney('100.00', '7.123456', 2, 2)).toBe('712.35')
    expect(convertMoney('100.00', '7.123456', 2, 3)).toBe('712.34')
    expect(convertMoney('-19.99', '0.140000', 2, 1)).toBe('-2.80')
    expect(convertMoney('1000', '149.5', 0, 1)).toBe('149500')
  })

  it('multiplies and divides exactly', () => {
    expect(multiplyDecimal('0.1', '0.2')).toBe('0.02')
    expect(multiplyDecimal('-1.5', '2')).toBe('-3.0')
    expect(divideDecimal('1', '7.1', 6, 1)).toBe('0.140845')
    expect(divideDecimal('-2', '3', 2, 1)).toBe('-0.67')
    expect(divideDecimal('2', '3', 2, 3)).toBe('0.66')
    expect(() => divideDecimal('1', '0.00', 2, 1)).toThrow(RangeError)
  })

  it('compares decimals of different scales', () => {
    expect(compareDecimal('7.10', '7.1')).toBe(0)
    expect(compareDecimal('-1', '0.5')).toBe(-1)
    expect(compareDecimal('10.001', '10')).toBe(1)
  })

  it('adds and subtracts exactly, keeping the widest scale', () => {
    expect(sumDecimal('0.1', '0.2')).toBe('0.3')
    expect(sumDecimal('8.5000', '3.22', '0.87')).toBe('12.5900')
    expect(sumDecimal()).toBe('0')
    expect(subtractDecimal('29.99', '14.4900')).toBe('15.5000')
    expect(subtractDecimal('1', '1.0001')).toBe('-0.0001')
  })
})
