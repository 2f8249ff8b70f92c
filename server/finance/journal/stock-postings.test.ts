import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { intakeInboundShipment } from '../../fba/fba-intake.ts'
import { INBOUND_DOCUMENT } from '../../inventory/stock-documents.ts'
import { MOVEMENT, postStockMovements } from '../../inventory/stock-ledger.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Db } from '../../platform/db/db.ts'
import { scopeToTenant } from '../../platform/db/tenant-scope.ts'
import { DEMO_PRODUCTS as P } from '../../products/seed-products.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { adminActor } from '../../testing/test-users.ts'
import { expectBooksBalanced } from './books-check.ts'
import { openItems } from './journal.ts'

let t: TestApp
let db: Db
let actor: Actor
beforeAll(async () => {
  t = await openTestApp()
  actor = await adminActor(t)
  db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
})
// The books balance after every test (each entry in both currencies, the trial balance, the kept balances).
afterEach(() => db.begin((tx) => expectBooksBalanced(tx)))
afterAll(() => t.close())

type Place = { storeId: string; positionId: string; productId: string }

/** An enabled position of an ordinary zone and a live product of the demo tenant. */
async function somewhere(): Promise<Place> {
  const [row] = await t.root.query<Place>(
    `SELECT p.store_id::text, p.id::text AS position_id,
            (SELECT id::text FROM erp_base_product WHERE tenant_id = '000000' AND is_deleted = 0 ORDER BY id LIMIT 1) AS product_id
       FROM ware_base_store_position p
       LEFT JOIN erp_base_store_area a ON a.id = p.area_id AND a.tenant_id = p.tenant_id
      WHERE p.tenant_id = '000000' AND p.is_deleted = 0 AND p.status = 0 AND coalesce(a.area_type, 0) NOT IN (6, 7)
      ORDER BY p.id LIMIT 1`,
  )
  return row as Place
}

const linesOfDocument = (type: string, id: string) =>
  db.query<{ accountType: string; againstId: string | null; partyType: string; baseDebit: string; baseCredit: string }>(
    `SELECT l.account_type, l.against_id, l.party_type, l.base_debit::text, l.base_credit::text
       FROM fin_journal_line l JOIN fin_journal_entry e ON e.id = l.entry_id AND e.tenant_id = l.tenant_id
      WHERE e.document_type = $1 AND e.document_id = $2 ORDER BY e.id, l.line_no`,
    [type, id],
  )

describe('the value of stock in the journal', () => {
  it('posts a purchase receipt Dr inventory / Cr grni against the purchase order at the lots’ cost, one entry per posting', async () => {
    const place = await somewhere()
    const [order] = await t.root.query<{ id: string; factoryId: string }>(
      `SELECT id::text, factory_id::text FROM erp_purchase_order WHERE tenant_id = '000000' AND is_deleted = 0 AND factory_id IS NOT NULL ORDER BY id LIMIT 1`,
    )
    const inboundId = '990000000000000101'
    await t.root.query(`UPDATE erp_purchase_order SET inbound_order_id = $1 WHERE id = $2 AND tenant_id = '000000'`, [
      inboundId,
      order?.id,
    ])
    const document = { type: INBOUND_DOCUMENT, id: inboundId }
    await db.begin((tx) =>
      postStockMovements(tx, actor, [
        { ...place, batchNo: 'JRN-1', quantity: 3, movementType: MOVEMENT.receipt, unitCost: '12.3456', document },
        { ...place, batchNo: 'JRN-2', quantity: 2, movementType: MOVEMENT.receipt, unitCost: '5', document },
      ]),
    )
    // 3 × 12.3456 = 37.0368 → 37.04; 2 × 5 = 10.00: one entry of 47.04.
    expect(await linesOfDocument(INBOUND_DOCUMENT, inboundId)).toEqual([
      { accountType: 'inventory', againstId: null, partyType: '', baseDebit: '47.0400', baseCredit: '0.0000' },
      { accountType: 'grni', againstId: order?.id, partyType: 'factory', baseDebit: '0.0000', baseCredit: '47.0400' },
    ])
    const open = await db.begin((tx) =>
      openItems(tx, {
        account: 'grni',
        party: { type: 'factory', id: order?.factoryId as string },
        against: [{ type: 'erp/purchaseorder', id: order?.id as string }],
      }),
    )
    // The receipt's GRNI is in base currency (CNY); a demo invoice of the order clears some in USD, apart.
    expect(open.find((i) => i.currency === 'CNY')?.baseOpen).toBe('47.04')
  })

  it('posts a shipment Dr cogs / Cr inventory at the lot’s cost, and a count difference to stockDifference', async () => {
    const place = await somewhere()
    await db.begin((tx) =>
      postStockMovements(tx, actor, [
        {
          ...place,
          batchNo: 'JRN-2',
          quantity: -1,
          movementType: MOVEMENT.shipment,
          document: { type: 'ware/woutbound', id: '990000000000000201' },
        },
      ]),
    )
    expect(await linesOfDocument('ware/woutbound', '990000000000000201')).toEqual([
      { accountType: 'cogs', againstId: null, partyType: '', baseDebit: '5.0000', baseCredit: '0.0000' },
      { accountType: 'inventory', againstId: null, partyType: '', baseDebit: '0.0000', baseCredit: '5.0000' },
    ])
    await db.begin((tx) =>
      postStockMovements(tx, actor, [
        {
          ...place,
          batchNo: 'JRN-1',
          quantity: -1,
          movementType: MOVEMENT.countDifference,
          document: { type: 'ware/wstocktaking', id: '990000000000000301' },
        },
      ]),
    )
    expect(await linesOfDocument('ware/wstocktaking', '990000000000000301')).toEqual([
      { accountType: 'inventory', againstId: null, partyType: '', baseDebit: '0.0000', baseCredit: '12.3500' },
      { accountType: 'stockDifference', againstId: null, partyType: '', baseDebit: '12.3500', baseCredit: '0.0000' },
    ])
  })

  it('takes FBA goods out of transit when the centre closes the shipment: received to inventory, missing to stockDifference', async () => {
    const token = (await t.signIn()).access_token
    const post = (path: string, body: unknown) => t.call('POST', path, { token, body, lang: 'en-US' })
    const [LA, LA_A1, SHOP] = ['1000000000000004202', '1000000000000005021', '1000000000000004101']
    const opened = await post('/api/erp/storeproductinventory/submit', {
      storeId: LA,
      positionId: LA_A1,
      productId: P.kettle,
      batchNo: 'JRN-FBA',
      inboundDate: '2020-01-01',
      quantity: 8,
      reason: 'Opening',
      unitCost: '12.3333',
    })
    expect(opened.json.code, opened.text).toBe(200)
    const made = await post('/api/fbatransfer/createFBATransfer', {
      code: 'FT-JRN-1',
      storeId: LA,
      shopId: SHOP,
      fbaCentre: 'ONT8',
      shipmentId: 'FBAJRN1',
      boxes: [{ boxNo: 'B1', length: '60', width: '40', height: '35', weight: '12.5' }],
      items: [{ productId: P.kettle, sellerSku: 'JRN-K', fnsku: 'X00JRN0001', quantity: 8, boxNo: 'B1' }],
    })
    expect(made.json.code, made.text).toBe(200)
    const id = String(made.json.data.id)
    const step = (status: string, more: object = {}) =>
      post('/api/fbatransfer/updateStatus', { ids: id, status, ...more })
    expect((await step('2')).json.code).toBe(200)
    expect((await step('3')).json.code).toBe(200)
    // Out of the warehouse: Dr goodsInTransit / Cr inventory, at the lots' cost (oldest first: the opening lot).
    const out = await linesOfDocument('erp/fbatransfer', id)
    const sent = out.find((l) => l.accountType === 'goodsInTransit')?.baseDebit as string
    expect(out.map((l) => l.accountType)).toEqual(['goodsInTransit', 'inventory'])
    expect(Number(sent)).toBeGreaterThan(0)
    // Six of the eight arrive (one damaged, still ours): 6/8 of the value to inventory, 2/8 lost to stockDifference.
    const [line] = (await t.call('GET', '/api/fbatransfer/detail', { token, query: { id } })).json.data.items
    const received = await step('6', {
      exceptionRemark: 'Two short at ONT8',
      items: [{ id: line.id, receivedQuantity: 6, damagedQuantity: 1 }],
    })
    expect(received.json.code, received.text).toBe(200)
    const arrived = (await linesOfDocument('erp/fbatransfer', id)).slice(2)
    const kept = (Math.round(Number(sent) * 75) / 100).toFixed(4)
    expect(arrived).toEqual([
      { accountType: 'inventory', againstId: null, partyType: '', baseDebit: kept, baseCredit: '0.0000' },
      {
        accountType: 'stockDifference',
        againstId: null,
        partyType: '',
        baseDebit: (Number(sent) - Number(kept)).toFixed(4),
        baseCredit: '0.0000',
      },
      { accountType: 'goodsInTransit', againstId: null, partyType: '', baseDebit: '0.0000', baseCredit: sent },
    ])
    // Closed once: Amazon's later report of the same closed shipment posts nothing more.
    await db.begin((tx) =>
      intakeInboundShipment(tx, actor, {
        shopId: SHOP,
        shipmentId: 'FBAJRN1',
        centre: 'ONT8',
        status: 'CLOSED',
        items: [{ sellerSku: 'JRN-K', productId: P.kettle, quantityShipped: 8, quantityReceived: 7 }],
      }),
    )
    expect(await linesOfDocument('erp/fbatransfer', id)).toHaveLength(5)
  })

  it('keeps the books balanced', async () => {
    await expectBooksBalanced(db)
  })
})
