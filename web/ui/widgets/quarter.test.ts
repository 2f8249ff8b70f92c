import { describe, expect, it } from 'vitest'
import { formatQuarter, parseQuarter, quarterOf, stepQuarter, stepYear } from './quarter.ts'

describe('quarter values', () => {
  it('reads YYYY-Qn and refuses anything else', () => {
    expect(parseQuarter('2024-Q3')).toEqual({ year: 2024, quarter: 3 })
    expect(parseQuarter(' 1999-Q1 ')).toEqual({ year: 1999, quarter: 1 })
    expect(parseQuarter('2024-Q5')).toBeNull()
    expect(parseQuarter('2024-Q0')).toBeNull()
    expect(parseQuarter('24-Q1')).toBeNull()
    expect(parseQuarter('2024Q1')).toBeNull()
    expect(parseQuarter('')).toBeNull()
    expect(parseQuarter(null)).toBeNull()
  })

  it('writes what it reads', () => {
    expect(formatQuarter({ year: 2024, quarter: 4 })).toBe('2024-Q4')
    expect(formatQuarter(parseQuarter('2031-Q2')!)).toBe('2031-Q2')
  })

  it('finds the quarter of a date', () => {
    expect(quarterOf(new Date(2024, 0, 1))).toEqual({ year: 2024, quarter: 1 })
    expect(quarterOf(new Date(2024, 2, 31))).toEqual({ year: 2024, quarter: 1 })
    expect(quarterOf(new Date(2024, 3, 1))).toEqual({ year: 2024, quarter: 2 })
    expect(quarterOf(new Date(2024, 11, 31))).toEqual({ year: 2024, quarter: 4 })
  })

  it('steps the shown year, staying within four digits', () => {
    expect(stepYear(2024, 1)).toBe(2025)
    expect(stepYear(2024, -1)).toBe(2023)
    expect(stepYear(9999, 1)).toBe(9999)
    expect(stepYear(1000, -1)).toBe(1000)
  })

  it('steps quarters across year ends', () => {
    expect(stepQuarter({ year: 2024, quarter: 4 }, 1)).toEqual({ year: 2025, quarter: 1 })
    expect(stepQuarter({ year: 2024, quarter: 1 }, -1)).toEqual({ year: 2023, quarter: 4 })
    expect(stepQuarter({ year: 2024, quarter: 2 }, -6)).toEqual({ year: 2022, quarter: 4 })
  })
})
