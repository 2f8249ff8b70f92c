import { describe, expect, it } from 'vitest'
import type { Actor } from '../platform/actor.ts'
import type { Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { fakeTx, type Rule } from '../testing/fake-tx.ts'
import { MOVEMENT, postStockMovements, reserveStock, type StockMovement } from './stock-ledger.ts'

// Issue 28 item 10: what the stock ledger writes and how it says no, without a database: the
// posting's and the reservation's own statements are answered by fakeTx (a posting its balance
// refused answers no row); stock-ledger.test.ts runs the same on the database.

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
