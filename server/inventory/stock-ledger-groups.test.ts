import { describe, expect, it, vi } from 'vitest'
import type { Actor } from '../platform/actor.ts'
import type { Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { fakeTx, type Rule } from '../testing/fake-tx.ts'
import { reserveStockGroups } from './stock-ledger.ts'

// Issue 28 item 10: reserving many documents at once, without a database: the lots the statement
// locks are answered by fakeTx; what is held on each lot and the reservation rows written are what
// the test reads. stock-ledger-allocation.test.ts checks the allocation itself.

// Ids from a counter: the process's id worker is leased by the database tests, and released when they end.
vi.mock(import('../platform/db/next-id.ts'), async (original) => {
  let minted = 0
  return { ...(await original()), nextId: () => String(++minted) }
})

const actor: Actor = {
  session: { sid: 's', tenantId: '000000', userId: '7', account: 'a', roleIds: [], deptIds: [], clientId: 'web' },
  lang: 'en',
  secretKey: new Uint8Array(),
}

/** The lots of warehouse 1: product 20 in two lots (the older second), product 21 in one. */
const LOTS: Row[] = [
  {
    id: '500',
    storeId: '1',
    positionId: '70',
    productId: '20',
    batchNo: '',
    inboundDate: '2026-01-10',
    available: 3,
    sysSku: 'KETTLE',
  },
  {
    id: '501',
    storeId: '1',
    positionId: '71',
    productId: '20',
    batchNo: 'B',
    inboundDate: '2026-01-09',
    available: 2,
    sysSku: 'KETTLE',
  },
  {
    id: '502',
    storeId: '1',
    positionId: '70',
    productId: '21',
    batchNo: '',
    inboundDate: '2026-01-10',
    available: 1,
    sysSku: 'LAMP',
  },
]

function warehouse() {
  const held: (readonly unknown[])[] = []
  const written: (readonly unknown[])[] = []
  const rules: Rule[] = [
    [
      /FROM erp_store_product_inventory\s+WHERE store_id = ANY\(\$1::bigint\[\]\) AND product_id = ANY\(\$2::bigint\[\]\) AND available > 0[\s\S]*FOR UPDATE/,
      (p) =>
        LOTS.filter(
          (l) => (p[0] as string[]).includes(String(l.storeId)) && (p[1] as string[]).includes(String(l.productId)),
        ).map((l) => ({ ...l })),
    ],
    [
      /^UPDATE erp_store_product_inventory b\s+SET reserved = b\.reserved \+ t\.n, available = b\.available - t\.n[\s\S]*FROM unnest\(\$1::bigint\[\], \$2::int\[\]\)/,
      (p) => {
        held.push(p)
        return []
      },
    ],
    [
      /^INSERT INTO erp_stock_reservation[\s\S]*FROM unnest\(\$3::bigint\[\]/,
      (p) => {
        written.push(p)
        return []
      },
    ],
  ]
  return { tx: fakeTx(rules), held, written }
}

const order = (id: string, lines: [string, number][], storeId = '1') => ({
  storeId,
  document: { type: 'erp/order', id },
  lines: lines.map(([productId, quantity], i) => ({ productId, quantity, line: `${id}-${i + 1}` })),
})

describe('reserving many documents at once', () => {
  it('holds the units on their lots and writes a reservation per lot and line, oldest lot first', async () => {
    const { tx, held, written } = warehouse()
    const short = await reserveStockGroups(tx, actor, [order('800', [['20', 4]]), order('801', [['21', 1]])])
    expect(short).toEqual(new Map())
    expect(held).toEqual([
      [
        ['501', '500', '502'],
        [2, 2, 1],
      ],
    ])
    const [p] = written
    expect(p?.slice(0, 2)).toEqual(['000000', '7'])
    // Per reservation: balance, warehouse, position, product, SKU, batch, date, units, document, line.
    expect(p?.slice(3)).toEqual([
      ['501', '500', '502'],
      ['1', '1', '1'],
      ['71', '70', '70'],
      ['20', '20', '21'],
      ['KETTLE', 'KETTLE', 'LAMP'],
      ['B', '', ''],
      ['2026-01-09', '2026-01-10', '2026-01-10'],
      [2, 2, 1],
      ['erp/order', 'erp/order', 'erp/order'],
      ['800', '800', '801'],
      ['800-1', '800-1', '801-1'],
    ])
    expect(new Set(p?.[2] as string[]).size).toBe(3)
  })

  it('answers the shortages of a document it cannot serve in full, reserving nothing for it', async () => {
    const { tx, held, written } = warehouse()
    const short = await reserveStockGroups(tx, actor, [order('800', [['20', 6]])])
    expect(short).toEqual(new Map([['800', [{ productId: '20', sysSku: null, needed: 6, available: 5 }]]]))
    expect(held).toEqual([])
    expect(written).toEqual([])
  })

  it('reads nothing for no documents or no lines', async () => {
    const { tx } = warehouse()
    expect(await reserveStockGroups(tx, actor, [])).toEqual(new Map())
    expect(await reserveStockGroups(tx, actor, [order('800', [])])).toEqual(new Map())
    expect(tx.statements).toEqual([])
  })

  it('refuses a line of no units, fewer than none or a part of one, reading nothing', async () => {
    for (const quantity of [0, -1, 1.5]) {
      const { tx } = warehouse()
      const refused = await reserveStockGroups(tx, actor, [order('800', [['20', quantity]])]).catch((e: unknown) => e)
      expect(refused).toBeInstanceOf(AppError)
      expect((refused as AppError).messageKey).toBe('inventory.quantityWhole')
      expect(tx.statements).toEqual([])
    }
  })
})
