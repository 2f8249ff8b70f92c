import { describe, expect, it } from 'vitest'
import {
  emptyPart,
  type SplitLine,
  type SplitPart,
  splitBody,
  splitComplete,
  splitNotes,
  splitProblems,
  unitsLeft,
  withRest,
} from './order-split.ts'

const lines: SplitLine[] = [
  { id: 'a', sku: 'KETTLE', quantity: 3 },
  { id: 'b', sku: 'FILTER', quantity: 2 },
]
const part = (
  quantities: Record<string, number>,
  storeId: string | null = 'S',
  transportId: string | null = 'T',
): SplitPart => ({
  storeId,
  transportId,
  quantities,
})

describe('a split', () => {
  it('starts incomplete: every unit left, no part with units', () => {
    const parts = [emptyPart('S', 'T'), emptyPart('S', 'T')]
    expect(unitsLeft(lines[0] as SplitLine, parts)).toBe(3)
    const p = splitProblems(lines, parts)
    expect(p.lines).toEqual({ a: 'left', b: 'left' })
    expect(p.parts).toEqual({ 0: ['empty'], 1: ['empty'] })
    expect(p.tooFew).toBe(true)
    expect(splitComplete(lines, parts)).toBe(false)
  })

  it('is complete once every unit of every line is in a part, each part with warehouse, transport and units', () => {
    const parts = [part({ a: 2 }), part({ a: 1, b: 2 })]
    expect(splitProblems(lines, parts)).toEqual({ lines: {}, parts: {}, tooFew: false })
    expect(splitComplete(lines, parts)).toBe(true)
  })

  it('is refused with units left, units beyond the line, or a part missing its warehouse or transport', () => {
    expect(splitComplete(lines, [part({ a: 2 }), part({ b: 2 })])).toBe(false)
    expect(splitProblems(lines, [part({ a: 3 }), part({ a: 1, b: 2 })]).lines).toEqual({ a: 'over' })
    expect(splitProblems(lines, [part({ a: 3 }, null), part({ b: 2 }, 'S', null)]).parts).toEqual({
      0: ['store'],
      1: ['transport'],
    })
  })

  it('is refused when one part takes everything (nothing would be split)', () => {
    const p = splitProblems(lines, [part({ a: 3, b: 2 }), part({})])
    expect(p.tooFew).toBe(true)
    expect(splitComplete(lines, [part({ a: 3, b: 2 }), part({})])).toBe(false)
  })

  it('puts the rest of every line into a part', () => {
    const parts = withRest(lines, [part({ a: 1 }), part({})], 1)
    expect(parts[1]?.quantities).toEqual({ a: 2, b: 2 })
    expect(splitComplete(lines, parts)).toBe(true)
  })

  it('sends each part with its lines and units, leaving out lines a part does not take', () => {
    expect(splitBody('9', lines, [part({ a: 2, b: 0 }, 'S1', 'T1'), part({ a: 1, b: 2 }, 'S2', 'T2')])).toEqual({
      id: '9',
      parts: [
        { storeId: 'S1', transportId: 'T1', lines: [{ itemId: 'a', quantity: 2 }] },
        {
          storeId: 'S2',
          transportId: 'T2',
          lines: [
            { itemId: 'a', quantity: 1 },
            { itemId: 'b', quantity: 2 },
          ],
        },
      ],
    })
  })
})

// Issue 27, item 10: the split dialog asked each part for warehouse, transport and units, filled or not.
describe('what the split dialog asks for', () => {
  it('asks a part only for what it lacks, and the general rule only while units are left', () => {
    const parts = [part({ a: 2, b: 1 }), part({ a: 1, b: 1 }, null, 'T'), part({ a: 0 }, 'S', null)]
    const notes = splitNotes(splitProblems(lines, parts))
    expect(notes.parts).toEqual([
      { n: 2, needs: ['salesOrder.split.needStore'] },
      { n: 3, needs: ['salesOrder.split.needTransport', 'salesOrder.split.needUnits'] },
    ])
    expect(notes.incomplete).toBe(false)
    const filled = splitNotes(splitProblems(lines, [part({ a: 2 }), part({ a: 1 })]))
    expect(filled).toEqual({ incomplete: true, parts: [] })
  })
})
