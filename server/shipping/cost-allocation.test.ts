import { describe, expect, it } from 'vitest'
import { sumDecimal } from '#sync/money/round-money.ts'
import { allocateExactly } from './cost-allocation.ts'

const total = (parts: readonly string[]) => sumDecimal('0', ...parts)

describe('allocateExactly (largest remainder)', () => {
  it('splits 100.00 in three equal shares as 33.34, 33.33, 33.33: the first line takes the cent', () => {
    expect(allocateExactly('100.00', ['1', '1', '1'])).toEqual(['33.34', '33.33', '33.33'])
  })

  it('gives the left-over cents to the largest remainders, not to the last line', () => {
    // Exact shares 2.857…, 4.285…, 2.857… of 10.00 by 2:3:2 → floors 2.85, 4.28, 2.85 and 2 cents left.
    const parts = allocateExactly('10.00', ['2', '3', '2'])
    expect(parts).toEqual(['2.86', '4.28', '2.86'])
    expect(total(parts ?? [])).toBe('10.00')
  })

  it('allocates by volume, weight or value with decimals in the bases', () => {
    const byVolume = allocateExactly('1850.00', ['12.3456', '30.1', '0.0001'])
    // Exact 538.084…, 1311.911…, 0.004…: one cent is left, and the tiny line lost most (0.44 of a cent).
    expect(byVolume).toEqual(['538.08', '1311.91', '0.01'])
    const byWeight = allocateExactly('333.33', ['1250.500', '980.250', '4.125'])
    expect(total(byWeight ?? [])).toBe('333.33')
    const byValue = allocateExactly('0.05', ['8.5000', '8.5000', '8.5000', '8.5000', '8.5000', '8.5000'])
    expect(byValue).toEqual(['0.01', '0.01', '0.01', '0.01', '0.01', '0.00'])
  })

  it('keeps every part within one cent of its exact share and adds up to the cent over many lines', () => {
    const bases = Array.from({ length: 997 }, (_, i) => `${((i * 7919) % 1013) + 1}.${i % 10}`)
    const parts = allocateExactly('987654.31', bases) ?? []
    expect(parts).toHaveLength(997)
    expect(total(parts)).toBe('987654.31')
    const sum = bases.reduce((a, b) => a + Number(b), 0)
    for (const [i, part] of parts.entries()) {
      const exact = (987654.31 * Number(bases[i])) / sum
      expect(Math.abs(Number(part) - exact)).toBeLessThan(0.01 + 1e-6)
    }
  })

  it('gives nothing to a line whose basis is zero', () => {
    expect(allocateExactly('99.99', ['0', '3', '0', '1'])).toEqual(['0.00', '74.99', '0.00', '25.00'])
  })

  it('answers null when every basis is zero and there is something to share', () => {
    expect(allocateExactly('10.00', ['0', '0.000'])).toBeNull()
    expect(allocateExactly('0', ['0', '0'])).toEqual(['0.00', '0.00'])
    expect(allocateExactly('10.00', [])).toBeNull()
  })

  it('shares a zero total as zeros and a single line takes it all', () => {
    expect(allocateExactly('0.00', ['5', '7'])).toEqual(['0.00', '0.00'])
    expect(allocateExactly('1234.56', ['0.3'])).toEqual(['1234.56'])
  })

  it('refuses a negative amount or one finer than the cent', () => {
    expect(() => allocateExactly('-1.00', ['1'])).toThrow()
    expect(() => allocateExactly('1.005', ['1'])).toThrow()
    expect(() => allocateExactly('1.00', ['-1', '2'])).toThrow()
  })
})
