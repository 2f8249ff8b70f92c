import { describe, expect, it, vi } from 'vitest'
import type { Actor } from '../platform/actor.ts'
import type { Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { fakeTx, type Rule } from '../testing/fake-tx.ts'
import {
  consumeReservations,
  issueOldestFirst,
  MOVEMENT,
  postStockMovements,
  RESERVATION,
  relabelLot,
  releaseReservations,
  reserveStock,
  type StockMovement,
  shrinkReservation,
  transferReservations,
} from './stock-ledger.ts'

// Issue 28 item 10: what the stock ledger writes and how it says no, without a database: the
// posting's and the reservation's own statements are answered by fakeTx (a posting its balance
// refused answers no row); stock-ledger.test.ts runs the same on the database.

// Ids from a counter: the process's id worker is leased by the database tests, and released when they end.
vi.mock(import('../platform/db/next-id.ts'), async (original) => {
  let minted = 0
  return { ...(await original()), nextId: () => String(++minted) }
})

const actor: Actor = {
  session: { sid: 's', tenantId: '000000', userId: '7', account: 'a', roleIds: [], deptIds: ['300'], clientId: 'web' },
  lang: 'en',
  secretKey: new Uint8Array(),
}

/** Warehouse 1 (LA) with positions 70 and 71 (A-02, disabled); 72 is in warehouse 2 (NJ). */
const POSITIONS: Row[] = [
  { id: '70', storeId: '1', status: 0, code: 'A-01', storeName: 'LA', allowNegative: 0 },
  { id: '71', storeId: '1', status: 1, code: 'A-02', storeName: 'LA', allowNegative: 0 },
  { id: '72', storeId: '2', status: 0, code: 'B-01', storeName: 'NJ', allowNegative: 0 },
]
const STORES: Record<string, string> = { '1': 'LA', '2': 'NJ' }
const PRODUCTS: Record<string, string> = { '20': 'KETTLE' }

/** The ledger's lookups: positions, SKUs, warehouse names and a lot's available units (`available`). */
const lookups = (available: Row[] = []): Rule[] => [
  [
    /FROM ware_base_store_position p JOIN erp_base_store s ON s\.id = p\.store_id[\s\S]*WHERE p\.id = ANY\(\$1::bigint\[\]\) AND p\.is_deleted = 0/,
    (p) => POSITIONS.filter((r) => (p[0] as string[]).includes(String(r.id))),
  ],
  [
    /SELECT id::text, sys_sku FROM erp_base_product WHERE id = ANY\(\$1::bigint\[\]\) AND is_deleted = 0/,
    (p) => (p[0] as string[]).filter((id) => PRODUCTS[id]).map((id) => ({ id, sysSku: PRODUCTS[id] })),
  ],
  [
    /SELECT name FROM erp_base_store WHERE id = \$1/,
    (p) => (STORES[String(p[0])] ? [{ name: STORES[String(p[0])] }] : []),
  ],
  [
    /SELECT available FROM erp_store_product_inventory\s+WHERE store_id = \$1 AND position_id = \$2 AND product_id = \$3 AND batch_no = \$4 AND inbound_date = \$5/,
    (p) => (p.join('/') === '1/70/20/B1/2026-01-10' ? available : []),
  ],
]
/** The posting's statement, answering `posted` (none: its checks or its balance refused it). */
const posting = (posted: Row[] = [], seen: (readonly unknown[])[] = []): Rule => [
  /^WITH ctx AS \([\s\S]*INSERT INTO erp_store_product_inventory_log/,
  (p) => {
    seen.push(p)
    return posted
  },
]

const movement = (over: Partial<StockMovement> = {}): StockMovement => ({
  storeId: '1',
  positionId: '70',
  productId: '20',
  batchNo: 'B1',
  inboundDate: '2026-01-10',
  quantity: 5,
  movementType: MOVEMENT.receipt,
  document: { type: 'test/stock', id: '900' },
  ...over,
})
/** A refusal as [kind, message, params], to compare; anything else says it was not refused. */
const refusal = (e: unknown) => (e instanceof AppError ? [e.kind, e.messageKey, e.params] : ['not refused', String(e)])
const post = (rules: Rule[], movements: StockMovement[]) =>
  postStockMovements(fakeTx(rules), actor, movements).catch((e: unknown) => e)

describe('posting movements', () => {
  it('posts nothing when given nothing, asking nothing', async () => {
    const tx = fakeTx([])
    expect(await postStockMovements(tx, actor, [])).toEqual([])
    expect(tx.statements).toEqual([])
  })

  it('dates a lot without an inbound date today in the database’s zone, and writes its ledger row with document, cost, reason and poster', async () => {
    const seen: (readonly unknown[])[] = []
    const today: Rule = [/^SELECT to_char\(localtimestamp, 'YYYY-MM-DD'\) AS today$/, () => [{ today: '2026-03-01' }]]
    const arrival = movement({
      batchNo: undefined,
      inboundDate: undefined,
      quantity: 2,
      unitCost: '12.5000',
      document: { type: 'test/stock', id: '900', line: '901' },
      reason: 'found on the floor',
    })
    const posted = [{ balanceId: '500', onHandAfter: 12, sysSku: 'KETTLE' }]
    expect(await postStockMovements(fakeTx([today, posting(posted, seen)]), actor, [arrival])).toEqual([
      {
        id: expect.any(String),
        balanceId: '500',
        storeId: '1',
        positionId: '70',
        productId: '20',
        sysSku: 'KETTLE',
        batchNo: '',
        inboundDate: '2026-03-01',
        quantity: 2,
        onHandBefore: 10,
        onHandAfter: 12,
        movementType: MOVEMENT.receipt,
      },
    ])
    // What the ledger row is written with: the lot's date, the unit cost, the document's line, the reason, the poster's department.
    for (const value of ['2026-03-01', '12.5000', '901', 'found on the floor', '300']) expect(seen[0]).toContain(value)
  })

  it('refuses a position of another warehouse, naming the position’s code and the warehouse’s name', async () => {
    expect(refusal(await post([posting(), ...lookups()], [movement({ positionId: '72' })]))).toEqual([
      'VALIDATION',
      'inventory.positionNotInStore',
      { position: 'B-01', store: 'LA' },
    ])
    // A position and a warehouse it cannot find are named by their ids.
    expect(refusal(await post([posting(), ...lookups()], [movement({ storeId: '3', positionId: '79' })]))).toEqual([
      'VALIDATION',
      'inventory.positionNotInStore',
      { position: '79', store: '3' },
    ])
  })

  it('refuses arrivals in a disabled position, while units may leave it (then only too few is a refusal)', async () => {
    expect(refusal(await post([posting(), ...lookups()], [movement({ positionId: '71' })]))).toEqual([
      'VALIDATION',
      'inventory.positionDisabled',
      { position: 'A-02' },
    ])
    const leaving = movement({ positionId: '71', quantity: -3, movementType: MOVEMENT.shipment })
    expect(refusal(await post([posting(), ...lookups()], [leaving]))).toEqual([
      'INSUFFICIENT_STOCK',
      'inventory.insufficientStock',
      { sku: 'KETTLE', store: 'LA', position: 'A-02', available: 0, needed: 3 },
    ])
  })

  it('refuses a product that is gone', async () => {
    expect(refusal(await post([posting(), ...lookups()], [movement({ productId: '29' })]))).toEqual([
      'VALIDATION',
      'recordNotFound',
      {},
    ])
  })

  it('refuses taking more than is available, naming SKU, warehouse, position, what is available and what was needed', async () => {
    const out = movement({ quantity: -6, movementType: MOVEMENT.shipment })
    expect(refusal(await post([posting(), ...lookups([{ available: 5 }])], [out]))).toEqual([
      'INSUFFICIENT_STOCK',
      'inventory.insufficientStock',
      { sku: 'KETTLE', store: 'LA', position: 'A-01', available: 5, needed: 6 },
    ])
  })
})

describe('reserving stock', () => {
  const request = {
    storeId: '1',
    productId: '20',
    quantity: 5,
    document: { type: 'test/order', id: '800', line: '801' },
  }
  /** The warehouse's lots of product 20 with units available, in key order. */
  const lots = (rows: Row[]): Rule => [
    /FROM erp_store_product_inventory\s+WHERE store_id = \$1 AND product_id = \$2 AND \(\$3::bigint IS NULL OR position_id = \$3\) AND available > 0[\s\S]*FOR UPDATE/,
    (p) => (p[0] === '1' && p[1] === '20' ? rows.filter((r) => p[2] === null || r.positionId === p[2]) : []),
  ]
  const lot = (id: string, positionId: string, inboundDate: string, available: number): Row => ({
    id,
    storeId: '1',
    positionId,
    productId: '20',
    batchNo: '',
    inboundDate,
    available,
    sysSku: 'KETTLE',
  })
  const names: Rule = [
    /SELECT \(SELECT sys_sku FROM erp_base_product WHERE id = \$2\) AS sku, \(SELECT name FROM erp_base_store WHERE id = \$1\) AS store/,
    (p) => (p[0] === '1' && p[1] === '20' ? [{ sku: 'KETTLE', store: 'LA' }] : [{ sku: null, store: null }]),
  ]

  it('refuses a quantity of no units, fewer than none or a part of one, reserving nothing', async () => {
    for (const quantity of [0, -1, 1.5]) {
      const tx = fakeTx([])
      expect(refusal(await reserveStock(tx, actor, { ...request, quantity }).catch((e: unknown) => e))).toEqual([
        'VALIDATION',
        'inventory.quantityWhole',
        {},
      ])
      expect(tx.statements).toEqual([])
    }
  })

  it('refuses more than the warehouse has available, naming SKU, warehouse and position (any: *), reserving nothing', async () => {
    const rules = [lots([lot('500', '70', '2026-01-10', 2), lot('501', '72', '2026-01-09', 2)]), names, ...lookups()]
    expect(refusal(await reserveStock(fakeTx(rules), actor, request).catch((e: unknown) => e))).toEqual([
      'INSUFFICIENT_STOCK',
      'inventory.insufficientStock',
      { sku: 'KETTLE', store: 'LA', position: '*', available: 4, needed: 5 },
    ])
    const atA01 = { ...request, positionId: '70' }
    expect(refusal(await reserveStock(fakeTx(rules), actor, atA01).catch((e: unknown) => e))).toEqual([
      'INSUFFICIENT_STOCK',
      'inventory.insufficientStock',
      { sku: 'KETTLE', store: 'LA', position: 'A-01', available: 2, needed: 5 },
    ])
    // A product and warehouse it cannot name are named by their ids.
    const unnamed = { ...request, storeId: '3', productId: '29' }
    expect(refusal(await reserveStock(fakeTx(rules), actor, unnamed).catch((e: unknown) => e))).toEqual([
      'INSUFFICIENT_STOCK',
      'inventory.insufficientStock',
      { sku: '29', store: '3', position: '*', available: 0, needed: 5 },
    ])
  })

  it('reserves the oldest lots first, holding the units on each lot and writing a reservation per lot with its SKU and document line', async () => {
    const held: (readonly unknown[])[] = []
    const written: (readonly unknown[])[] = []
    const rules: Rule[] = [
      lots([lot('500', '70', '2026-01-10', 4), lot('501', '72', '2026-01-09', 2), lot('502', '71', '2026-01-11', 9)]),
      [
        /^UPDATE erp_store_product_inventory\s+SET reserved = reserved \+ \$2, available = available - \$2/,
        (p) => {
          held.push(p)
          return []
        },
      ],
      [
        /^INSERT INTO erp_stock_reservation[\s\S]*VALUES \(\$1, \$2, \$3, \$4, \$5, \$6, \$7, \$8, \$9, \$10, \$11, \$12, \$13, \$14\), \(\$15,/,
        (p) => {
          written.push(p)
          return []
        },
      ],
    ]
    const reserved = await reserveStock(fakeTx(rules), actor, request)
    expect(reserved.map((r) => [r.balanceId, r.positionId, r.inboundDate, r.quantity])).toEqual([
      ['501', '72', '2026-01-09', 2],
      ['500', '70', '2026-01-10', 3],
    ])
    expect(held).toEqual([
      ['501', 2],
      ['500', 3],
    ])
    const [r1, r2] = reserved
    expect(written).toEqual([
      [
        ...[r1?.id, '000000', '501', '1', '72', '20', 'KETTLE', '', '2026-01-09', 2, 'test/order', '800', '801', '7'],
        ...[r2?.id, '000000', '500', '1', '70', '20', 'KETTLE', '', '2026-01-10', 3, 'test/order', '800', '801', '7'],
      ],
    ])
  })
})

/** A statement's parameters as it runs, collected under `into`. */
const recording =
  (into: (readonly unknown[])[], rows: Row[] = []) =>
  (p: readonly unknown[]) => {
    into.push(p)
    return rows
  }

describe('moving or renaming a lot', () => {
  /** Lot 500: 6 KETTLE of batch B1 from 2026-01-10 in LA A-01, `reserved` of them reserved. */
  const lot = (reserved = 0, onHand = 6): Rule => [
    /FROM erp_store_product_inventory WHERE id = \$1 AND is_deleted = 0 FOR UPDATE/,
    (p) =>
      p[0] === '500'
        ? [
            {
              storeId: '1',
              positionId: '70',
              productId: '20',
              sysSku: 'KETTLE',
              batchNo: 'B1',
              inboundDate: '2026-01-10',
              onHand,
              reserved,
            },
          ]
        : [],
  ]
  /** Whether another balance holds the key: lot 501 holds B2 at A-01. */
  const held: Rule = [
    /^SELECT 1 FROM erp_store_product_inventory\s+WHERE store_id = \$1 AND position_id = \$2 AND product_id = \$3 AND batch_no = \$4 AND inbound_date = \$5/,
    (p) => (p.join('/') === '1/70/20/B2/2026-01-10' ? [{ '?column?': 1 }] : []),
  ]
  const writes = () => {
    const moved: (readonly unknown[])[] = []
    const ledger: (readonly unknown[])[] = []
    const rules: Rule[] = [
      [
        /^UPDATE erp_store_product_inventory SET position_id = \$2, batch_no = \$3, inbound_date = \$4/,
        recording(moved),
      ],
      [/^INSERT INTO erp_store_product_inventory_log/, recording(ledger)],
    ]
    return { moved, ledger, rules }
  }

  it('moves the lot to a position of its warehouse as two ledger rows, out of the old key and into the new', async () => {
    const { moved, ledger, rules } = writes()
    const rows = await relabelLot(
      fakeTx([lot(), held, ...lookups(), ...rules]),
      actor,
      '500',
      { positionId: '72' },
      'x',
    )
      .then(() => 'moved')
      .catch((e: unknown) => refusal(e))
    // Position 72 is in another warehouse.
    expect(rows).toEqual(['VALIDATION', 'inventory.positionNotInStore', { position: 'B-01', store: 'LA' }])
    expect(moved).toEqual([])

    const posted = await relabelLot(
      fakeTx([lot(), held, ...lookups(), ...rules]),
      actor,
      '500',
      { batchNo: 'B3', inboundDate: '2026-02-01' },
      'relabelled',
    )
    expect(moved).toEqual([['500', '70', 'B3', '2026-02-01', '7']])
    expect(posted).toMatchObject([
      {
        id: expect.any(String),
        balanceId: '500',
        storeId: '1',
        positionId: '70',
        productId: '20',
        batchNo: 'B1',
        inboundDate: '2026-01-10',
        sysSku: 'KETTLE',
        quantity: -6,
        onHandBefore: 6,
        onHandAfter: 0,
        movementType: MOVEMENT.move,
      },
      {
        id: expect.any(String),
        balanceId: '500',
        storeId: '1',
        positionId: '70',
        productId: '20',
        batchNo: 'B3',
        inboundDate: '2026-02-01',
        sysSku: 'KETTLE',
        quantity: 6,
        onHandBefore: 0,
        onHandAfter: 6,
        movementType: MOVEMENT.move,
      },
    ])
    expect(ledger.map((p) => p.slice(2))).toEqual([
      [
        '1',
        '70',
        '20',
        'KETTLE',
        'B1',
        '2026-01-10',
        MOVEMENT.move,
        -6,
        6,
        0,
        'erp/storeproductinventory',
        '500',
        'relabelled',
        '7',
        '300',
      ],
      [
        '1',
        '70',
        '20',
        'KETTLE',
        'B3',
        '2026-02-01',
        MOVEMENT.move,
        6,
        0,
        6,
        'erp/storeproductinventory',
        '500',
        'relabelled',
        '7',
        '300',
      ],
    ])
  })

  it('renames an empty lot without a ledger row, and changes nothing when nothing changes', async () => {
    const { moved, ledger, rules } = writes()
    expect(
      await relabelLot(fakeTx([lot(0, 0), held, ...lookups(), ...rules]), actor, '500', { batchNo: 'B3' }, null),
    ).toEqual([])
    expect(moved).toHaveLength(1)
    expect(await relabelLot(fakeTx([lot()]), actor, '500', { batchNo: 'B1', positionId: '70' }, null)).toEqual([])
    expect(ledger).toEqual([])
  })

  it('refuses a lot that is gone, one with units reserved, a disabled position, and a key another lot holds', async () => {
    const { rules } = writes()
    const relabel = (id: string, change: Parameters<typeof relabelLot>[3], reserved = 0) =>
      relabelLot(fakeTx([lot(reserved), held, ...lookups(), ...rules]), actor, id, change, null).catch((e: unknown) =>
        refusal(e),
      )
    expect(await relabel('599', { batchNo: 'B3' })).toEqual(['NOT_FOUND', 'recordNotFound', {}])
    expect(await relabel('500', { batchNo: 'B3' }, 2)).toEqual([
      'VALIDATION',
      'inventory.lotReserved',
      { sku: 'KETTLE', reserved: 2 },
    ])
    expect(await relabel('500', { positionId: '71' })).toEqual([
      'VALIDATION',
      'inventory.positionDisabled',
      { position: 'A-02' },
    ])
    expect(await relabel('500', { batchNo: 'B2' })).toEqual(['VALIDATION', 'inventory.lotTaken', { sku: 'KETTLE' }])
  })
})

/** The open reservations of order 800 (lines 801 and 802), in key order. */
const OPEN: Row[] = [
  {
    id: '600',
    balanceId: '500',
    storeId: '1',
    positionId: '70',
    productId: '20',
    batchNo: 'B1',
    inboundDate: '2026-01-10',
    quantity: 2,
    documentLine: '801',
  },
  {
    id: '601',
    balanceId: '501',
    storeId: '1',
    positionId: '70',
    productId: '20',
    batchNo: 'B2',
    inboundDate: '2026-01-11',
    quantity: 3,
    documentLine: '802',
  },
]
const openOf: Rule = [
  /FROM erp_stock_reservation r\s+JOIN erp_store_product_inventory b[\s\S]*WHERE r\.document_type = \$1 AND r\.document_id = \$2 AND \(\$3::bigint IS NULL OR r\.document_line = \$3\) AND r\.status = 1/,
  (p) => (p[0] === 'test/order' && p[1] === '800' ? OPEN.filter((r) => p[2] === null || r.documentLine === p[2]) : []),
]

describe('closing reservations', () => {
  const closing = () => {
    const freed: (readonly unknown[])[] = []
    const closed: (readonly unknown[])[] = []
    const rules: Rule[] = [
      [
        /^UPDATE erp_store_product_inventory\s+SET reserved = reserved - \$2, available = available \+ \$2/,
        recording(freed),
      ],
      [/^UPDATE erp_stock_reservation SET status = \$2/, recording(closed)],
    ]
    return { freed, closed, rules }
  }

  it('releases a document’s reservations (or one line’s), making the units available again', async () => {
    const { freed, closed, rules } = closing()
    expect(await releaseReservations(fakeTx([openOf, ...rules]), { type: 'test/order', id: '800' })).toBe(5)
    expect(freed).toEqual([
      ['500', 2],
      ['501', 3],
    ])
    expect(closed).toEqual([[['600', '601'], RESERVATION.released]])
    expect(await releaseReservations(fakeTx([openOf, ...rules]), { type: 'test/order', id: '800', line: '802' })).toBe(
      3,
    )
    expect(await releaseReservations(fakeTx([openOf]), { type: 'test/order', id: '899' })).toBe(0)
  })

  it('ships what was reserved: consumed, and the units leave their lots through the ledger on the document’s lines', async () => {
    const { closed, rules } = closing()
    const postings: (readonly unknown[])[] = []
    const posted = (p: readonly unknown[]) => {
      postings.push(p)
      return [{ balanceId: p.includes('B1') ? '500' : '501', onHandAfter: 1, sysSku: 'KETTLE' }]
    }
    const rows = await consumeReservations(fakeTx([openOf, ...rules, [/^WITH ctx AS \(/, posted]]), actor, {
      type: 'test/order',
      id: '800',
    })
    expect(closed).toEqual([[['600', '601'], RESERVATION.consumed]])
    expect(rows.map((r) => [r.balanceId, r.batchNo, r.quantity, r.movementType])).toEqual([
      ['500', 'B1', -2, MOVEMENT.shipment],
      ['501', 'B2', -3, MOVEMENT.shipment],
    ])
    for (const [i, line] of ['801', '802'].entries()) expect(postings[i]).toContain(line)
    expect(await consumeReservations(fakeTx([openOf]), actor, { type: 'test/order', id: '899' })).toEqual([])
  })

  it('hands a document’s reservations to another document line for line, leaving the lines it does not name', async () => {
    const released: (readonly unknown[])[] = []
    const opened: (readonly unknown[])[] = []
    const rules: Rule[] = [
      openOf,
      [/^UPDATE erp_stock_reservation SET status = \$2/, recording(released)],
      [/^INSERT INTO erp_stock_reservation[\s\S]*FROM erp_stock_reservation WHERE id = \$1/, recording(opened)],
    ]
    const moved = await transferReservations(
      fakeTx(rules),
      actor,
      { type: 'test/order', id: '800' },
      { type: 'test/outbound', id: '900' },
      new Map([['802', '902']]),
    )
    expect(moved).toEqual(new Map([['902', 3]]))
    expect(released).toEqual([[['601'], RESERVATION.released]])
    expect(opened.map((p) => [p[0], p[2], p[3], p[4], p[5]])).toEqual([['601', 'test/outbound', '900', '902', '7']])
    expect(
      await transferReservations(
        fakeTx([openOf]),
        actor,
        { type: 'test/order', id: '800' },
        { type: 't', id: '9' },
        new Map(),
      ),
    ).toEqual(new Map())
  })
})

describe('keeping part of a reservation (a short pick)', () => {
  const reservation: Rule = [
    /FROM erp_stock_reservation r JOIN erp_store_product_inventory b[\s\S]*WHERE r\.id = \$1 AND r\.status = 1 FOR UPDATE OF b, r/,
    (p) =>
      p[0] === '600'
        ? [{ ...OPEN[0], quantity: 5, sysSku: 'KETTLE', documentType: 'test/order', documentId: '800' }]
        : [],
  ]
  const shrinking = () => {
    const freed: (readonly unknown[])[] = []
    const held: (readonly unknown[])[] = []
    const opened: (readonly unknown[])[] = []
    const rules: Rule[] = [
      reservation,
      [/^UPDATE erp_store_product_inventory\s+SET reserved = reserved - \$2/, recording(freed)],
      [/^UPDATE erp_stock_reservation SET status = \$2/, () => []],
      [/^UPDATE erp_store_product_inventory\s+SET reserved = reserved \+ \$2/, recording(held)],
      [/^INSERT INTO erp_stock_reservation/, recording(opened)],
    ]
    return { freed, held, opened, rules }
  }

  it('releases the reservation and opens one of what is kept on the same lot and document line', async () => {
    const { freed, held, opened, rules } = shrinking()
    const id = await shrinkReservation(fakeTx(rules), actor, '600', 2)
    expect(freed).toEqual([['500', 5]])
    expect(held).toEqual([['500', 2]])
    expect(opened).toEqual([
      [id, '000000', '500', '1', '70', '20', 'KETTLE', 'B1', '2026-01-10', 2, 'test/order', '800', '801', '7'],
    ])
  })

  it('keeps all as it is, and keeping none only releases', async () => {
    const { freed, opened, rules } = shrinking()
    expect(await shrinkReservation(fakeTx(rules), actor, '600', 5)).toBe('600')
    expect(freed).toEqual([])
    expect(await shrinkReservation(fakeTx(rules), actor, '600', 0)).toBeNull()
    expect(freed).toEqual([['500', 5]])
    expect(opened).toEqual([])
  })

  it('refuses a reservation no longer open, and keeping fewer than none, more than it holds or a part of a unit', async () => {
    const { rules } = shrinking()
    const shrink = (id: string, keep: number) =>
      shrinkReservation(fakeTx(rules), actor, id, keep).catch((e: unknown) => refusal(e))
    expect(await shrink('699', 1)).toEqual(['NOT_FOUND', 'recordNotFound', {}])
    for (const keep of [-1, 6, 1.5])
      expect(await shrink('600', keep)).toEqual(['VALIDATION', 'inventory.quantityWhole', {}])
  })
})

describe('taking units out of a position, oldest lots first', () => {
  const lots: Rule = [
    /FROM erp_store_product_inventory\s+WHERE store_id = \$1 AND position_id = \$2 AND product_id = \$3 AND available > 0\s+ORDER BY inbound_date, batch_no FOR UPDATE/,
    (p) =>
      p.join('/') === '1/70/20'
        ? [
            {
              storeId: '1',
              positionId: '70',
              productId: '20',
              batchNo: 'B1',
              inboundDate: '2026-01-09',
              available: 2,
              unitCost: '10.0000',
            },
            {
              storeId: '1',
              positionId: '70',
              productId: '20',
              batchNo: 'B2',
              inboundDate: '2026-01-10',
              available: 5,
              unitCost: '12.5000',
            },
          ]
        : [],
  ]
  const names: Rule = [
    /AS sku, \(SELECT name FROM erp_base_store WHERE id = \$2\) AS store,\s+\(SELECT code FROM ware_base_store_position WHERE id = \$3\) AS position/,
    (p) => (p.join('/') === '20/1/70' ? [{ sku: 'KETTLE', store: 'LA', position: 'A-01' }] : []),
  ]
  const issue = {
    storeId: '1',
    positionId: '70',
    productId: '20',
    quantity: 4,
    movementType: MOVEMENT.adjustment,
    document: { type: 'test/adj', id: '700' },
    reason: 'broken',
  }

  it('posts the units out of the oldest lots and answers what they were worth', async () => {
    const postings: (readonly unknown[])[] = []
    const posted = (p: readonly unknown[]) => {
      postings.push(p)
      return [{ balanceId: 'b', onHandAfter: 0, sysSku: 'KETTLE' }]
    }
    const { rows, value } = await issueOldestFirst(fakeTx([lots, [/^WITH ctx AS \(/, posted]]), actor, issue)
    expect(rows.map((r) => [r.batchNo, r.quantity, r.movementType])).toEqual([
      ['B1', -2, MOVEMENT.adjustment],
      ['B2', -2, MOVEMENT.adjustment],
    ])
    expect(value).toBe('45.0000')
    for (const p of postings) expect(p).toContain('broken')
  })

  it('refuses more than the position has available, naming it, posting nothing', async () => {
    const refused = await issueOldestFirst(fakeTx([lots, names]), actor, { ...issue, quantity: 9 }).catch(
      (e: unknown) => refusal(e),
    )
    expect(refused).toEqual([
      'INSUFFICIENT_STOCK',
      'inventory.insufficientStock',
      { sku: 'KETTLE', store: 'LA', position: 'A-01', available: 7, needed: 9 },
    ])
    const elsewhere = { ...issue, storeId: '3', positionId: '79', productId: '29' }
    expect(await issueOldestFirst(fakeTx([lots, names]), actor, elsewhere).catch((e: unknown) => refusal(e))).toEqual([
      'INSUFFICIENT_STOCK',
      'inventory.insufficientStock',
      { sku: '29', store: '3', position: '79', available: 0, needed: 4 },
    ])
  })
})

describe('what a posting checks in its own statement', () => {
  /** The database's side of a posting: no row when an arrival's statement finds its position disabled (71). */
  const posted = { balanceId: '500', onHandAfter: 1, sysSku: 'KETTLE' }
  const checked = (seen: (readonly unknown[])[] = []): Rule => [
    /^WITH ctx AS \(/,
    (p, sql) => {
      seen.push(p)
      return p.includes('71') && /AND p\.status = 0/.test(sql) ? [] : [posted]
    },
  ]

  it('lets units leave a disabled position, never arrive in it', async () => {
    const leaving = movement({ positionId: '71', quantity: -1, movementType: MOVEMENT.shipment })
    expect(await postStockMovements(fakeTx([checked(), ...lookups()]), actor, [leaving])).toMatchObject([
      { quantity: -1 },
    ])
    const arriving = movement({ positionId: '71', quantity: 1 })
    expect(
      refusal(await postStockMovements(fakeTx([checked(), ...lookups()]), actor, [arriving]).catch((e) => e)),
    ).toEqual(['VALIDATION', 'inventory.positionDisabled', { position: 'A-02' }])
  })

  it('carries a departing lot’s unit cost onto its ledger row', async () => {
    const seen: (readonly unknown[])[] = []
    const moving = movement({ quantity: -1, movementType: MOVEMENT.move, unitCost: '7.2500' })
    await postStockMovements(fakeTx([checked(seen)]), actor, [moving])
    expect(seen[0]).toContain('7.2500')
  })

  it('refuses movements of no units or a part of one before asking anything', async () => {
    for (const quantity of [0, 1.5, Number.NaN]) {
      const empty = fakeTx([])
      expect(refusal(await postStockMovements(empty, actor, [movement({ quantity })]).catch((e) => e))).toEqual([
        'VALIDATION',
        'inventory.quantityWhole',
        {},
      ])
      expect(empty.statements).toEqual([])
    }
  })
})

describe('reserving exactly what there is', () => {
  it('reserves every unit available, and names a product and warehouse it cannot find by their ids', async () => {
    const lots: Rule = [
      /FROM erp_store_product_inventory\s+WHERE store_id = \$1 AND product_id = \$2/,
      (p) =>
        p[0] === '1'
          ? [
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
            ]
          : [],
    ]
    const rules: Rule[] = [
      lots,
      [/^UPDATE erp_store_product_inventory/, () => []],
      [/^INSERT INTO erp_stock_reservation/, () => []],
    ]
    const request = { storeId: '1', productId: '20', quantity: 3, document: { type: 'test/order', id: '800' } }
    expect((await reserveStock(fakeTx(rules), actor, request)).map((r) => r.quantity)).toEqual([3])
    const nameless: Rule = [/AS sku, \(SELECT name FROM erp_base_store/, () => []]
    const elsewhere = { ...request, storeId: '3' }
    expect(refusal(await reserveStock(fakeTx([...rules, nameless]), actor, elsewhere).catch((e) => e))).toEqual([
      'INSUFFICIENT_STOCK',
      'inventory.insufficientStock',
      { sku: '20', store: '3', position: '*', available: 0, needed: 3 },
    ])
  })
})
