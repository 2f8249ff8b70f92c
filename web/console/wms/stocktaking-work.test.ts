import { describe, expect, it } from 'vitest'
import {
  type Count,
  type CountLine,
  canAudit,
  canCount,
  canRecount,
  countedOf,
  countPositions,
  countsBody,
  differenceTotal,
  initialCounts,
  recountBody,
  showsDifference,
  showsExpected,
  signed,
  uncounted,
} from './stocktaking-work.ts'

const lines: CountLine[] = [
  { id: '21', positionId: '5021', sysSku: 'DEMO-KETTLE-17L', countedQuantity: null, expectedQuantity: null },
  { id: '22', positionId: '5021', sysSku: 'DEMO-PAN-28', countedQuantity: 4, expectedQuantity: null },
]
const counting: Count = { id: '9', status: 1, blind: 1, freezeTime: '2026-11-25 10:00:00', positionIds: '5021,5022' }

describe('what a count allows', () => {
  it('counts only once started, while to submit or sent back', () => {
    expect(canCount(counting)).toBe(true)
    expect(canCount({ ...counting, status: '50' })).toBe(true)
    expect(canCount({ ...counting, freezeTime: null })).toBe(false)
    for (const status of [2, 80, 100]) expect(canCount({ ...counting, status })).toBe(false)
    expect(canAudit({ ...counting, status: 2 })).toBe(true)
    expect(canAudit(counting)).toBe(false)
  })

  it('hides what the books expect while a blind count is counted, and shows differences once submitted', () => {
    expect(showsExpected(counting)).toBe(false)
    expect(showsExpected({ ...counting, status: 50 })).toBe(false)
    expect(showsExpected({ ...counting, blind: 0 })).toBe(true)
    expect(showsExpected({ ...counting, status: 2 })).toBe(true)
    expect(showsDifference(counting)).toBe(false)
    expect(showsDifference({ ...counting, status: 2 })).toBe(true)
    expect(showsDifference({ ...counting, status: 100 })).toBe(true)
    expect(showsDifference({ ...counting, status: 80 })).toBe(false)
  })

  it('lists the positions and the lines not counted, and sends back only counted lines', () => {
    expect(countPositions(counting)).toEqual(['5021', '5022'])
    expect(countPositions({ id: '1' })).toEqual([])
    expect(uncounted(lines)).toBe(1)
    expect(canRecount(counting, lines[1] as CountLine)).toBe(true)
    expect(canRecount(counting, lines[0] as CountLine)).toBe(false)
    expect(canRecount({ ...counting, status: 2 }, lines[1] as CountLine)).toBe(false)
  })
})

describe('the bodies of the count calls', () => {
  it('reads counts as whole numbers, blank as none', () => {
    expect(countedOf(' 8 ')).toBe(8)
    expect(countedOf('0')).toBe(0)
    expect(countedOf('')).toBeNull()
    for (const bad of ['-1', '1.5', 'x', '123456789']) expect(countedOf(bad)).toBeUndefined()
    expect(initialCounts(lines)).toEqual({ '21': '', '22': '4' })
  })

  it('sends the lines whose count changed and the lots found', () => {
    const built = countsBody('9', lines, { '21': '8', '22': '4' }, [
      { positionId: '5022', productId: '3105', batchNo: ' X ', inboundDate: '2026-06-01', counted: '1' },
      { positionId: '5021', productId: '3106', batchNo: '', inboundDate: '', counted: '0' },
    ])
    expect(built.body).toEqual({
      id: '9',
      items: [
        { id: '21', countedQuantity: 8 },
        { positionId: '5022', productId: '3105', batchNo: 'X', inboundDate: '2026-06-01', countedQuantity: 1 },
        { positionId: '5021', productId: '3106', batchNo: '', countedQuantity: 0 },
      ],
    })
  })

  it('names the first problem instead of a body', () => {
    expect(countsBody('9', lines, { '21': '1.5' }, [])).toEqual({ problem: 'count', line: '21' })
    expect(countsBody('9', lines, { '22': '4' }, [])).toEqual({ problem: 'nothing' })
    const lot = { positionId: '5021', productId: '3105', batchNo: '', inboundDate: '', counted: '2' }
    expect(countsBody('9', [], {}, [{ ...lot, positionId: '' }]).problem).toBe('foundPosition')
    expect(countsBody('9', [], {}, [{ ...lot, productId: '' }]).problem).toBe('foundProduct')
    expect(countsBody('9', [], {}, [{ ...lot, counted: '' }]).problem).toBe('foundCount')
    expect(countsBody('9', [], {}, [{ ...lot, inboundDate: '1/6/2026' }]).problem).toBe('foundDate')
  })

  it('builds the recount body', () => {
    expect(recountBody('21')).toEqual({ ids: ['21'], status: '3' })
  })

  it('totals the differences once every line shows one', () => {
    expect(differenceTotal(lines)).toBeNull()
    expect(
      differenceTotal([
        { id: '1', differenceQuantity: 1 },
        { id: '2', differenceQuantity: -3 },
      ]),
    ).toBe(-2)
    expect(signed(2)).toBe('+2')
    expect(signed(-1)).toBe('-1')
    expect(signed(0)).toBe('0')
  })
})
