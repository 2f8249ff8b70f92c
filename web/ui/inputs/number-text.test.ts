import { describe, expect, it } from 'vitest'
import { formatNumberOnBlur, sanitizeNumberText, stepNumber } from './number-text.ts'

describe('sanitizeNumberText', () => {
  it('keeps only digits and the first dot', () => {
    expect(sanitizeNumberText('1a2.3.4b')).toBe('12.34')
    expect(sanitizeNumberText('¥ 1,234.50')).toBe('1234.50')
    expect(sanitizeNumberText('-5')).toBe('5')
  })
  it('keeps a leading minus only when negatives are allowed', () => {
    expect(sanitizeNumberText('-5.5', true)).toBe('-5.5')
    expect(sanitizeNumberText('5-5', true)).toBe('55')
  })
})

describe('formatNumberOnBlur', () => {
  it('formats to two decimals by default, rounding half up exactly', () => {
    expect(formatNumberOnBlur('12')).toBe('12.00')
    expect(formatNumberOnBlur('1.005')).toBe('1.01')
    expect(formatNumberOnBlur('.5')).toBe('0.50')
    expect(formatNumberOnBlur('7.')).toBe('7.00')
  })
  it('uses the precision asked for', () => {
    expect(formatNumberOnBlur('3.14159', { precision: 4 })).toBe('3.1416')
    expect(formatNumberOnBlur('3.6', { precision: 0 })).toBe('4')
  })
  it('leaves an empty field empty when null is allowed, else falls back to min or 0', () => {
    expect(formatNumberOnBlur('')).toBeNull()
    expect(formatNumberOnBlur('.', { allowNull: true })).toBeNull()
    expect(formatNumberOnBlur('', { allowNull: false })).toBe('0.00')
    expect(formatNumberOnBlur(null, { allowNull: false, min: 5 })).toBe('5.00')
  })
  it('clamps to min and max', () => {
    expect(formatNumberOnBlur('3', { min: 5 })).toBe('5.00')
    expect(formatNumberOnBlur('120', { max: 100 })).toBe('100.00')
    expect(formatNumberOnBlur('-3')).toBe('0.00')
    expect(formatNumberOnBlur('-3', { min: -10 })).toBe('-3.00')
  })
  it('snaps to the step when strict', () => {
    expect(formatNumberOnBlur('7', { step: 5, strictStep: true, precision: 0 })).toBe('5')
    expect(formatNumberOnBlur('8', { step: 5, strictStep: true, precision: 0 })).toBe('10')
    expect(formatNumberOnBlur('0.7', { step: 0.25, strictStep: true })).toBe('0.75')
    expect(formatNumberOnBlur('7', { step: 5 })).toBe('7.00')
  })
})

describe('stepNumber', () => {
  it('adds or takes one step, without float noise', () => {
    expect(stepNumber('1.10', 1, { step: 0.1 })).toBe('1.20')
    expect(stepNumber('0.3', -1, { step: 0.1 })).toBe('0.20')
    expect(stepNumber('2', 1)).toBe('3.00')
  })
  it('starts from min or 0 when empty and stays within min/max', () => {
    expect(stepNumber(null, 1, { min: 3 })).toBe('3.00')
    expect(stepNumber('', 1)).toBe('0.00')
    expect(stepNumber('10', 1, { max: 10 })).toBe('10.00')
    expect(stepNumber('0', -1, { min: 0 })).toBe('0.00')
    expect(stepNumber('0', -1)).toBe('0.00')
    expect(stepNumber('-1', -1, { min: -2, precision: 0 })).toBe('-2')
  })
})
