import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Actor } from '../platform/actor.ts'
import type { Db } from '../platform/db/db.ts'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { adminActor } from '../testing/test-users.ts'
import { type FbaInboundShipment, intakeFbaInventory, intakeInboundShipment } from './fba-stock.ts'
import { FBA_DEMO } from './fba-transfer-seed.ts'

// Issue 31, the FBA intake the marketplace adapters will call: idempotent on shop + seller SKU +
// centre and on shop + shipment id (the same rows twice change nothing), every changed quantity
// logged; shipments move units from inbound to fulfillable; the xlsx import goes through it.
let t: TestApp
let token: string
let actor: Actor
let db: Db
const SHOP = '1000000000000004101'

beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
  actor = await adminActor(t)
  db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
})
afterAll(() => t.close())

const row = async (sellerSku: string, centre = 'ONT8') =>
  (
    await t.root.query<Record<string, unknown>>(
      `SELECT fulfillable_quantity AS fulfillable, inbound_working_quantity AS working, inbound_shipped_quantity AS shipped,
              inbound_receiving_quantity AS receiving, reserved_quantity AS reserved,
              unfulfillable_quantity AS unfulfillable, total_quantity AS total, product_id::text AS product_id, version
         FROM erp_fba_inventory WHERE seller_sku = $1 AND fulfillment_center_id = $2 AND is_deleted = 0`,
      [sellerSku, centre],
    )
  )[0]
const count = async (table: string, where = 'true', params: unknown[] = []) =>
  Number((await t.root.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params))[0]?.n)

describe('FBA inventory intake', () => {
  it('takes rows in once: the same rows twice change nothing, a changed figure is written and logged', async () => {
    const rows = [
      { shopId: SHOP, sellerSku: 'I-ONE', centre: 'ONT8', fulfillable: 10, reserved: 2, productId: P.kettle },
      { shopId: SHOP, sellerSku: 'I-ONE', centre: 'LGB8', fulfillable: 4, inboundShipped: 6 },
    ]
    expect(await db.begin((tx) => intakeFbaInventory(tx, actor, rows))).toEqual({
      inserted: 2,
      changed: 0,
      unchanged: 0,
    })
    expect(await row('I-ONE')).toMatchObject({ fulfillable: 10, reserved: 2, total: 12, productId: P.kettle })
    // The product named once links the seller SKU: the other centre's row is named by it too.
    expect(await row('I-ONE', 'LGB8')).toMatchObject({ fulfillable: 4, shipped: 6, total: 10, productId: P.kettle })
    const logs = await count('erp_fba_inventory_log', `seller_sku = 'I-ONE'`)
    expect(logs).toBe(4)
    const version = (await row('I-ONE'))?.version
    expect(await db.begin((tx) => intakeFbaInventory(tx, actor, rows))).toEqual({
      inserted: 0,
      changed: 0,
      unchanged: 2,
    })
    expect(await count('erp_fba_inventory_log', `seller_sku = 'I-ONE'`)).toBe(logs)
    expect((await row('I-ONE'))?.version).toBe(version)
    const changed = [{ ...rows[0], fulfillable: 7 }, rows[1]] as typeof rows
    expect(await db.begin((tx) => intakeFbaInventory(tx, actor, changed))).toEqual({
      inserted: 0,
      changed: 1,
      unchanged: 1,
    })
    const [last] = await t.root.query<Record<string, unknown>>(
      `SELECT bucket, quantity_before, quantity_after, quantity_change, source FROM erp_fba_inventory_log
        WHERE seller_sku = 'I-ONE' ORDER BY id DESC LIMIT 1`,
    )
    expect(last).toEqual({ bucket: 'fulfillable', quantityBefore: 10, quantityAfter: 7, quantityChange: -3, source: 1 })
  })

  it('imports an xlsx of what Amazon holds through the intake, twice without change, naming bad cells', async () => {
    const file = async (rows: (string | number)[][]) => {
      const book = new ExcelJS.Workbook()
      book
        .addWorksheet('FBA')
        .addRows([
          [
            'Shop',
            'Seller SKU',
            'Fulfilment centre',
            'FNSKU',
            'System SKU',
            'Fulfillable',
            'Inbound shipped',
            'Reserved',
          ],
          ...rows,
        ])
      const form = new FormData()
      form.set('file', new File([new Uint8Array(await book.xlsx.writeBuffer())], 'fba.xlsx'))
      return t.call('POST', '/api/amazon/fbainventory/import', { token, form, lang: 'en-US' })
    }
    const rows = [
      ['Amazon美国站主店', 'I-XLSX', 'ont8', 'X00XLSX01', 'DEMO-KETTLE-17L', 12, 3, 1],
      [SHOP, 'I-XLSX-2', 'PHX7', '', '', 5, 0, 0],
    ]
    const first = await file(rows)
    expect(first.json.code, first.text).toBe(200)
    expect(first.json.data).toEqual({ count: 2, inserted: 2, changed: 0, unchanged: 0 })
    expect(await row('I-XLSX')).toMatchObject({
      fulfillable: 12,
      shipped: 3,
      reserved: 1,
      total: 16,
      productId: P.kettle,
    })
    expect((await file(rows)).json.data).toEqual({ count: 2, inserted: 0, changed: 0, unchanged: 2 })
    const bad = await file([['Nowhere shop', 'I-BAD', 'ONT8', '', '', 'ten', 0, 0]])
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('Row 2')
    expect(bad.text).toContain('Shop')
    expect(bad.text).toContain('Fulfillable')
    expect(await row('I-BAD')).toBeUndefined()
  })
})

describe('FBA inbound shipment intake', () => {
  const shipment = (status: FbaInboundShipment['status'], received: number, damaged = 0): FbaInboundShipment => ({
    shopId: SHOP,
    shipmentId: 'FBA17INTAKE',
    centre: 'ONT8',
    status,
    items: [
      {
        sellerSku: 'S-ONE',
        productId: P.kettle,
        quantityShipped: 10,
        quantityReceived: received,
        quantityDamaged: damaged,
      },
    ],
  })

  it('moves units from inbound to fulfillable as Amazon receives them, and the same report twice changes nothing', async () => {
    const take = (s: FbaInboundShipment) => db.begin((tx) => intakeInboundShipment(tx, actor, s))
    expect((await take(shipment('SHIPPED', 0))).changed).toBe(true)
    expect(await row('S-ONE')).toMatchObject({ shipped: 10, receiving: 0, fulfillable: 0 })
    const again = await take(shipment('SHIPPED', 0))
    expect(again.changed).toBe(false)
    expect(await count('erp_fba_shipment_log', `shipment_id = 'FBA17INTAKE'`)).toBe(1)
    expect((await take(shipment('RECEIVING', 6))).changed).toBe(true)
    expect(await row('S-ONE')).toMatchObject({ shipped: 0, receiving: 4, fulfillable: 6 })
    const logsBefore = await count('erp_fba_inventory_log', `seller_sku = 'S-ONE'`)
    expect((await take(shipment('RECEIVING', 6))).changed).toBe(false)
    expect(await count('erp_fba_inventory_log', `seller_sku = 'S-ONE'`)).toBe(logsBefore)
    // Closed short with one damaged: nothing inbound, the damaged unfulfillable, the difference on the shipment.
    expect((await take(shipment('CLOSED', 9, 1))).changed).toBe(true)
    expect(await row('S-ONE')).toMatchObject({ shipped: 0, receiving: 0, fulfillable: 8, unfulfillable: 1, total: 9 })
    const [main] = await t.root.query<Record<string, unknown>>(
      `SELECT shipment_status, quantity_shipped, quantity_received, quantity_damaged, discrepancy_quantity
         FROM erp_fba_inbound_main WHERE shipment_id = 'FBA17INTAKE'`,
    )
    expect(main).toEqual({
      shipmentStatus: 'CLOSED',
      quantityShipped: 10,
      quantityReceived: 9,
      quantityDamaged: 1,
      discrepancyQuantity: -1,
    })
    expect(await count('erp_fba_shipment_log', `shipment_id = 'FBA17INTAKE'`)).toBe(3)
    expect(await count('erp_fba_inbound_shipment_log', `shipment_id = 'FBA17INTAKE'`)).toBe(2)
    expect((await take(shipment('CLOSED', 9, 1))).changed).toBe(false)
  })

  it('answers the shipments per status, confirms a discrepancy once and keeps remarks on receipt logs', async () => {
    const stats = await t.call('GET', '/api/erp/fbainboundmain/listOfStatistic', { token, query: { shopId: SHOP } })
    expect(stats.json.code, stats.text).toBe(200)
    const closed = (stats.json.data as { shipmentStatus: string; shipments: number }[]).find(
      (s) => s.shipmentStatus === 'CLOSED',
    )
    expect(closed?.shipments).toBeGreaterThanOrEqual(1)
    const confirm = (id: string) =>
      t.call('POST', '/api/erp/fbainboundmain/updateConfirm', { token, body: { ids: id, confirmRemark: 'ok' } })
    expect((await confirm(FBA_DEMO.shipmentReceiving)).json.code).toBe(200)
    expect((await confirm(FBA_DEMO.shipmentReceiving)).status).toBe(400)
    const remark = await t.call('POST', '/api/erp/fbainboundshipmentlog/updateRemark', {
      token,
      body: { ids: '1000000000000051601', remark: 'Case 77 opened' },
    })
    expect(remark.json.code, remark.text).toBe(200)
    const [log] = await t.root.query<{ remark: string }>(
      `SELECT remark FROM erp_fba_inbound_shipment_log WHERE id = 1000000000000051601 AND tenant_id = '000000'`,
    )
    expect(log?.remark).toBe('Case 77 opened')
  })

  it('logs a correction by hand of an FBA inventory row, and offers the centres and transports', async () => {
    const detail = (
      await t.call('GET', '/api/amazon/fbainventory/detail', { token, query: { id: FBA_DEMO.inventoryKettleLgb8 } })
    ).json.data
    const r = await t.call('POST', '/api/amazon/fbainventory/submit', {
      token,
      body: { id: detail.id, version: detail.version, fulfillableQuantity: 37 },
    })
    expect(r.json.code, r.text).toBe(200)
    const [log] = await t.root.query<Record<string, unknown>>(
      `SELECT quantity_before, quantity_after, source FROM erp_fba_inventory_log
        WHERE inventory_id = $1 AND tenant_id = '000000' AND source = 5`,
      [FBA_DEMO.inventoryKettleLgb8],
    )
    expect(log).toEqual({ quantityBefore: 40, quantityAfter: 37, source: 5 })
    const centres = (await t.call('GET', '/api/eccFbaAddress/getEccFbaAddress', { token })).json.data
    expect(JSON.stringify(centres)).toContain('ONT8')
    const transports = (await t.call('GET', '/api/eccTransport/getEccTransport', { token })).json.data
    expect(JSON.stringify(transports)).toContain('UPS-GROUND')
  })

  it('leaves the figures of a kept shipment to the intake when a person adds a line to it', async () => {
    const r = await t.call('POST', '/api/amazon/fbainboundshipmentitem/submit', {
      token,
      body: {
        inboundMainId: FBA_DEMO.shipmentReceiving,
        shopId: SHOP,
        shipmentId: 'FBA17DEMO001',
        sellerSku: 'S-BY-HAND',
        quantityShipped: 99,
        quantityReceived: 99,
      },
    })
    expect(r.json.code, r.text).toBe(200)
    expect(r.json.data).toMatchObject({ quantityShipped: null, quantityReceived: null })
    expect(await row('S-BY-HAND')).toBeUndefined()
  })

  it('exports the receipt log, and keeps the warehouse to its own FBA work', async () => {
    const sheet = await t.call('GET', '/api/erp/fbainboundshipmentlog/export', { token })
    expect(sheet.status).toBe(200)
    expect(sheet.headers.get('content-type')).toContain('spreadsheetml')
    const warehouse = (await t.signIn('000000', 'warehouse', 'Warehouse123')).access_token
    const floor = await t.call('GET', '/api/ware/wfbatransfer/page', { token: warehouse })
    expect(floor.json.code, floor.text).toBe(200)
    expect(floor.json.data.records.length).toBeGreaterThan(0)
    expect((await t.call('GET', '/api/amazon/fbainventory/list', { token: warehouse })).status).toBe(403)
  })
})
