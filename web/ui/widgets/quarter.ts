/** A quarter of a year, as the quarter picker holds it. */
export type Quarter = { year: number; quarter: 1 | 2 | 3 | 4 }

const QUARTER_VALUE = /^(\d{4})-Q([1-4])$/

/** Reads 'YYYY-Qn'; anything else (empty, malformed, Q5) is no quarter. */
export function parseQuarter(value: string | null | undefined): Quarter | null {
  const match = QUARTER_VALUE.exec(value?.trim() ?? '')
  if (!match) return null
  return { year: Number(match[1]), quarter: Number(match[2]) as Quarter['quarter'] }
}

/** Writes a quarter as 'YYYY-Qn' (the year padded to four digits). */
export function formatQuarter(q: Quarter): string {
  return `${String(q.year).padStart(4, '0')}-Q${q.quarter}`
}

/** The quarter a date falls in. */
export function quarterOf(date: Date): Quarter {
  return { year: date.getFullYear(), quarter: (Math.floor(date.getMonth() / 3) + 1) as Quarter['quarter'] }
}

/** The year shown after pressing an arrow, kept within four-digit years. */
export function stepYear(year: number, delta: number): number {
  return Math.min(9999, Math.max(1000, year + delta))
}

/** Moves a quarter by a number of quarters, crossing years as needed. */
export function stepQuarter(q: Quarter, delta: number): Quarter {
  const index = q.year * 4 + (q.quarter - 1) + delta
  return { year: Math.floor(index / 4), quarter: ((((index % 4) + 4) % 4) + 1) as Quarter['quarter'] }
}
