import { describe, expect, it } from 'vitest'
import { formatForGranularity, normalizeRange, rangeToDayBounds } from './date-range.ts'

describe('formatForGranularity', () => {
  it('writes a date as day, month or year', () => {
    expect(formatForGranularity('2024-03-15', '1')).toBe('2024-03-15')
    expect(formatForGranularity('2024-03-15', '2')).toBe('2024-03')
    expect(formatForGranularity('2024-03-15 10:20:00', '3')).toBe('2024')
  })
  it('gives a coarser date its first month and day', () => {
    expect(formatForGranularity('2024', '1')).toBe('2024-01-01')
    expect(formatForGranularity('2024-07', '1')).toBe('2024-07-01')
    expect(formatForGranularity('2024', '2')).toBe('2024-01')
  })
  it('answers null for nothing or a non-date', () => {
    expect(formatForGranularity(null, '1')).toBeNull()
    expect(formatForGranularity('soon', '1')).toBeNull()
  })
})

describe('normalizeRange', () => {
  it('reformats both ends when the granularity changes', () => {
    expect(normalizeRange(['2024-03-15', '2024-05-02'], '2')).toEqual(['2024-03', '2024-05'])
    expect(normalizeRange(['2024-03', '2025-05'], '3')).toEqual(['2024', '2025'])
    expect(normalizeRange(['2024', '2025'], '1')).toEqual(['2024-01-01', '2025-01-01'])
  })
  it('swaps a start later than the end', () => {
    expect(normalizeRange(['2024-06-01', '2024-01-31'], '1')).toEqual(['2024-01-31', '2024-06-01'])
    expect(normalizeRange(['2025-01', '2024-12'], '2')).toEqual(['2024-12', '2025-01'])
  })
  it('keeps open ends open', () => {
    expect(normalizeRange([null, '2024-01-31'], '1')).toEqual([null, '2024-01-31'])
  })
})

describe('rangeToDayBounds', () => {
  it('covers whole days from 00:00:00 to 23:59:59', () => {
    expect(rangeToDayBounds(['2024-03-01', '2024-03-31'])).toEqual(['2024-03-01 00:00:00', '2024-03-31 23:59:59'])
  })
  it('ends a month or a year on its last day', () => {
    expect(rangeToDayBounds(['2024-02', '2024-02'])).toEqual(['2024-02-01 00:00:00', '2024-02-29 23:59:59'])
    expect(rangeToDayBounds(['2023', '2024'])).toEqual(['2023-01-01 00:00:00', '2024-12-31 23:59:59'])
    expect(rangeToDayBounds([null, null])).toEqual([null, null])
  })
})
