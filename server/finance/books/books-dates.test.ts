import { describe, expect, it } from 'vitest'
import { addDays, daysBetween, lastOfMonth, splitRange } from './books-dates.ts'

describe('the books dates', () => {
  it('knows month ends, leap years included', () => {
    expect(lastOfMonth('2024-02-10')).toBe('2024-02-29')
    expect(lastOfMonth('2026-12-01')).toBe('2026-12-31')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(daysBetween('2026-01-31', '2026-03-02')).toBe(30)
  })

  it('splits a range into whole months and the loose days at either end', () => {
    expect(splitRange('2026-01-01', '2026-03-31')).toEqual({ periods: ['2026-01', '2026-03'], days: [] })
    expect(splitRange('2026-01-15', '2026-03-10')).toEqual({
      periods: ['2026-02', '2026-02'],
      days: [
        ['2026-01-15', '2026-01-31'],
        ['2026-03-01', '2026-03-10'],
      ],
    })
    expect(splitRange('2026-01-15', '2026-01-20')).toEqual({ periods: null, days: [['2026-01-15', '2026-01-20']] })
    expect(splitRange('2026-01-15', '2026-02-10')).toEqual({
      periods: null,
      days: [
        ['2026-01-15', '2026-01-31'],
        ['2026-02-01', '2026-02-10'],
      ],
    })
    expect(splitRange(null, '2026-02-27')).toEqual({
      periods: ['0000-01', '2026-01'],
      days: [['2026-02-01', '2026-02-27']],
    })
    expect(splitRange(null, '2026-02-28')).toEqual({ periods: ['0000-01', '2026-02'], days: [] })
  })
})
