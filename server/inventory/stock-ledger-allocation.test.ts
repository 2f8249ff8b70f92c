import { describe, expect, it } from 'vitest'
import { AppError } from '../platform/http/app-error.ts'
import {
  allocateGroups,
  assertWholeUnits,
  compareIds,
  keyedMovements,
  keyOrder,
  MOVEMENT,
  needsToday,
  oldestFirst,
  type ReservableLot,
  type StockMovement,
  takeFromLots,
  valueOfTaken,
} from './stock-ledger.ts'

/** Reservation ids from a counter: these rules need no database, and so no id worker. */
let minted = 0
const mint = () => String(9_000_000_000_000_000_000n + BigInt(++minted))

// Issue 28 item 10: the stock ledger's rules that need no database: the order balances are taken
// in (so concurrent callers queue instead of deadlocking), whole units, oldest lot first, and the
// all-or-nothing allocation of many documents. stock-ledger.test.ts posts them on the database.

const key = (over: Partial<Required<Parameters<typeof keyOrder>[0]>> = {}) => ({
  storeId: '10',
  positionId: '20',
  productId: '30',
  batchNo: 'B',
  inboundDate: '2026-01-02',
  ...over,
})

describe('the order balances are taken in', () => {
  it('compares ids as 64-bit numbers: shorter is smaller', () => {
    expect(compareIds('9', '10')).toBeLessThan(0)
    expect(compareIds('10', '9')).toBeGreaterThan(0)
    expect(compareIds('12', '13')).toBeLessThan(0)
    expect(compareIds('13', '12')).toBeGreaterThan(0)
    expect(compareIds('42', '42')).toBe(0)
    expect(compareIds('1000000000000005021', '999999999999999999')).toBeGreaterThan(0)
  })

  it('is warehouse, position, product, batch, inbound date, each deciding only on a tie before it', () => {
    const sorted = [
      key({ inboundDate: '2026-01-03' }),
      key({ batchNo: 'A', inboundDate: '2026-09-09' }),
      key({ productId: '9', batchNo: 'Z' }),
      key({ positionId: '100', productId: '1' }),
      key({ storeId: '9', positionId: '999' }),
      key(),
      key({ batchNo: 'C', inboundDate: '2025-01-01' }),
    ].sort(keyOrder)
    expect(sorted).toEqual([
      key({ storeId: '9', positionId: '999' }),
      key({ productId: '9', batchNo: 'Z' }),
      key({ batchNo: 'A', inboundDate: '2026-09-09' }),
      key(),
      key({ inboundDate: '2026-01-03' }),
      key({ batchNo: 'C', inboundDate: '2025-01-01' }),
      key({ positionId: '100', productId: '1' }),
    ])
    expect(keyOrder(key(), key())).toBe(0)
    expect(keyOrder(key({ batchNo: 'B' }), key({ batchNo: 'A' }))).toBe(1)
    expect(keyOrder(key({ batchNo: 'A' }), key({ batchNo: 'B' }))).toBe(-1)
    expect(keyOrder(key({ inboundDate: '2026-01-03' }), key())).toBe(1)
    expect(keyOrder(key(), key({ inboundDate: '2026-01-03' }))).toBe(-1)
  })
})

describe('movements to post', () => {
  const m = (over: Partial<StockMovement>): StockMovement => ({
    storeId: '10',
    positionId: '20',
    productId: '30',
    quantity: 1,
    movementType: MOVEMENT.receipt,
    document: { type: 't', id: '1' },
    ...over,
  })

  it('are whole units, never none', () => {
    expect(() => assertWholeUnits([m({ quantity: 2 }), m({ quantity: -3 })])).not.toThrow()
    for (const quantity of [0, 1.5, Number.NaN, 2 ** 53]) {
      let refusal: unknown
      try {
        assertWholeUnits([m({ quantity: 1 }), m({ quantity })])
      } catch (e) {
        refusal = e
      }
      expect(refusal).toBeInstanceOf(AppError)
      expect((refusal as AppError).messageKey).toBe('inventory.quantityWhole')
    }
  })

  it('need today only when one has no inbound date', () => {
    expect(needsToday([m({ inboundDate: '2026-01-01' }), m({})])).toBe(true)
    expect(needsToday([m({ inboundDate: '2026-01-01' })])).toBe(false)
    expect(needsToday([])).toBe(false)
  })

  it('get their whole key (no batch, no date: today) and the balances’ order', () => {
    const out = keyedMovements(
      [m({ positionId: '21', quantity: 5 }), m({ batchNo: 'X', inboundDate: '2025-01-01' }), m({ quantity: 2 })],
      '2026-02-02',
    )
    expect(out.map((x) => [x.positionId, x.batchNo, x.inboundDate, x.quantity])).toEqual([
      ['20', '', '2026-02-02', 2],
      ['20', 'X', '2025-01-01', 1],
      ['21', '', '2026-02-02', 5],
    ])
  })
})

describe('oldest lot first', () => {
  const lot = (id: string, inboundDate: string, available: number, unitCost: string | null = null) => ({
    id,
    inboundDate,
    available,
    unitCost,
  })

  it('orders lots by inbound date, keeping the given order within a day', () => {
    const lots = [
      lot('a', '2026-03-01', 1),
      lot('b', '2026-01-01', 1),
      lot('c', '2026-03-01', 1),
      lot('d', '2026-02-01', 1),
    ]
    expect(oldestFirst(lots).map((l) => l.id)).toEqual(['b', 'd', 'a', 'c'])
    expect(lots.map((l) => l.id)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('takes from each lot in turn what it has, until enough', () => {
    const lots = [
      lot('a', '2026-01-01', 2),
      lot('b', '2026-01-02', 0),
      lot('c', '2026-01-03', 5),
      lot('d', '2026-01-04', 9),
    ]
    const { taken, left } = takeFromLots(lots, 4)
    expect(taken.map(({ lot, n }) => [lot.id, n])).toEqual([
      ['a', 2],
      ['c', 2],
    ])
    expect(left).toBe(0)
    expect(takeFromLots(lots, 2).taken.map(({ lot, n }) => [lot.id, n])).toEqual([['a', 2]])
    const short = takeFromLots(lots, 20)
    expect(short.left).toBe(4)
    expect(short.taken.map(({ n }) => n)).toEqual([2, 5, 9])
    expect(takeFromLots(lots, 0)).toEqual({ taken: [], left: 0 })
  })

  it('values what it took at each lot’s cost, exactly; lots without a cost count nothing', () => {
    const taken = [
      { lot: lot('a', '', 0, '1.3333'), n: 3 },
      { lot: lot('b', '', 0, null), n: 5 },
      { lot: lot('c', '', 0, '0.1'), n: 1 },
    ]
    expect(valueOfTaken(taken)).toBe('4.0999')
    expect(valueOfTaken([{ lot: lot('a', '', 0, '2.00005'), n: 2 }])).toBe('4.0002')
    expect(valueOfTaken([{ lot: lot('b', '', 0, null), n: 5 }])).toBeNull()
    expect(valueOfTaken([])).toBeNull()
    expect(valueOfTaken([{ lot: lot('z', '', 0, '0'), n: 4 }])).toBe('0.0000')
  })
})

describe('reserving many documents, each all or nothing', () => {
  const lot = (
    id: string,
    storeId: string,
    productId: string,
    inboundDate: string,
    available: number,
  ): ReservableLot => ({
    id,
    storeId,
    positionId: `P${id}`,
    productId,
    batchNo: '',
    inboundDate,
    available,
    sysSku: `SKU-${productId}`,
  })
  const group = (id: string, storeId: string, lines: [string, number][]) => ({
    storeId,
    document: { type: 'erp/order', id },
    lines: lines.map(([productId, quantity], i) => ({ productId, quantity, line: `${id}-${i + 1}` })),
  })

  it('serves the documents in the order given, oldest lots first, later ones seeing less', () => {
    const lots = [
      lot('1', 'S', 'p', '2026-02-01', 3),
      lot('2', 'S', 'p', '2026-01-01', 2),
      lot('3', 'S', 'q', '2026-01-01', 4),
      lot('4', 'T', 'p', '2026-01-01', 9),
    ]
    const { short, rows, taken } = allocateGroups(
      [
        group('A', 'S', [['p', 3]]),
        group('B', 'S', [['p', 3]]),
        group('C', 'S', [
          ['q', 1],
          ['p', 2],
        ]),
      ],
      lots,
      mint,
    )
    expect(rows.map((r) => [r.document.id, r.line, r.balanceId, r.quantity, r.sysSku])).toEqual([
      ['A', 'A-1', '2', 2, 'SKU-p'],
      ['A', 'A-1', '1', 1, 'SKU-p'],
      ['C', 'C-1', '3', 1, 'SKU-q'],
      ['C', 'C-2', '1', 2, 'SKU-p'],
    ])
    expect(short.get('B')).toEqual([{ productId: 'p', sysSku: null, needed: 3, available: 2 }])
    expect(short.has('A')).toBe(false)
    expect(short.has('C')).toBe(false)
    expect(short.size).toBe(1)
    expect(taken).toEqual(
      new Map([
        ['2', 2],
        ['1', 3],
        ['3', 1],
      ]),
    )
    expect(lots.map((l) => l.available)).toEqual([0, 0, 3, 9])
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length)
    expect(rows[0]).toMatchObject({ storeId: 'S', positionId: 'P2', productId: 'p', inboundDate: '2026-01-01' })
  })

  it('adds a document’s lines of one product before checking, and names every product it is short of', () => {
    const lots = [lot('1', 'S', 'p', '2026-01-01', 3), lot('2', 'S', 'q', '2026-01-01', 1)]
    const { short, rows } = allocateGroups(
      [
        group('A', 'S', [
          ['p', 2],
          ['p', 2],
          ['q', 2],
          ['r', 1],
        ]),
      ],
      lots,
      mint,
    )
    expect(short.get('A')).toEqual([
      { productId: 'p', sysSku: null, needed: 4, available: 3 },
      { productId: 'q', sysSku: null, needed: 2, available: 1 },
      { productId: 'r', sysSku: null, needed: 1, available: 0 },
    ])
    expect(rows).toEqual([])
    expect(lots.map((l) => l.available)).toEqual([3, 1])
  })

  it('takes exactly what a document needs, from another warehouse’s lots never', () => {
    const lots = [lot('1', 'S', 'p', '2026-01-01', 2), lot('2', 'T', 'p', '2026-01-01', 5)]
    const { short, rows, taken } = allocateGroups(
      [
        group('A', 'S', [
          ['p', 1],
          ['p', 1],
        ]),
        group('B', 'S', [['p', 1]]),
      ],
      lots,
      mint,
    )
    expect(rows.map((r) => [r.line, r.balanceId, r.quantity])).toEqual([
      ['A-1', '1', 1],
      ['A-2', '1', 1],
    ])
    expect(taken).toEqual(new Map([['1', 2]]))
    expect(short.get('B')).toEqual([{ productId: 'p', sysSku: null, needed: 1, available: 0 }])
  })
})
