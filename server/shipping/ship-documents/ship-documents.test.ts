import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { trimZeros } from '#sync/money/shown-decimal.ts'
import { pdfText } from '../../platform/pdf/pdf-text.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { DEMO_SHIPS } from '../ship-seed.ts'

// Issue 31: a ship's customs and trade documents, as xlsx and PDF, in Chinese and English.
let t: TestApp
let admin: string

let SHIP = ''
let SISTER = ''
let BARE = ''
const FOREIGN = '1000000000000095009'
const KETTLE = '1000000000000003101'
const PAN = '1000000000000003104'
const KAILI = '1000000000000003201'
const HENGDA = '1000000000000003202'
const LOS_ANGELES = '1000000000000004202'

/**
 * The ship SH-TEST-0001 (40HQ, ticket TK-TEST-1) to Los Angeles carries two plans: lot LOT-A with 120
 * kettles of Kaili in 20 cartons and lot LOT-B with 50 pans of Hengda in 5 cartons. Its sister ship
 * under the same ticket carries 60 kettles in 10 cartons.
 * Kettle: carton 50x38x56 cm = 0.1064 m³, 9.800 kg a carton, 1.350 kg a unit, declared 12.50 USD.
 * Pan: carton 40x30x20 cm = 0.024 m³, 12.000 kg a carton, 1.100 kg a unit, declared 8.00 USD.
 */
const EXPECTED = {
  quantity: 170,
  boxes: 25,
  net: '217.00', // 120 × 1.35 + 50 × 1.1
  gross: '256.00', // 20 × 9.8 + 5 × 12
  volume: '2.248', // 20 × 0.1064 + 5 × 0.024
  amount: '1900.00', // 120 × 12.50 + 50 × 8.00
}

beforeAll(async () => {
  t = await openTestApp()
  admin = (await t.signIn()).access_token
  await t.root.query(
    `UPDATE erp_base_product SET box_gauge = '40x30x20 cm', single_box_weight = '12.000' WHERE id = $1`,
    [PAN],
  )
  await t.root.query(
    `INSERT INTO erp_ship_order (id, tenant_id, code, store_id, batch_no, status)
     VALUES (1000000000000095101, '000000', 'FH-TEST-0001', $1, 'LOT-A', 1),
            (1000000000000095102, '000000', 'FH-TEST-0002', $1, 'LOT-B', 1),
            (1000000000000095103, '000000', 'FH-TEST-0003', $1, 'LOT-C', 1)`,
    [LOS_ANGELES],
  )
  await t.root.query(
    `INSERT INTO erp_ship_order_item (id, tenant_id, ship_order_id, product_id, sys_sku, factory_id, quantity, box_num, unit_cost)
     VALUES (1000000000000095201, '000000', 1000000000000095101, $1, 'DEMO-KETTLE-17L', $3, 120, 20, '58.5000'),
            (1000000000000095202, '000000', 1000000000000095102, $2, 'DEMO-PAN-28', $4, 50, 5, '30.0000'),
            (1000000000000095203, '000000', 1000000000000095103, $1, 'DEMO-KETTLE-17L', $3, 60, 10, '58.5000')`,
    [KETTLE, PAN, KAILI, HENGDA],
  )
  // The ships are loaded through the ship's own save, which works out their volume and weight.
  const load = async (containerType: string, shipOrderIds: string[], more: Record<string, string> = {}) => {
    const r = await t.call('POST', '/api/erp/ship/save', {
      token: admin,
      body: { containerType, storeId: LOS_ANGELES, shipOrderIds, ...more },
    })
    expect(r.json.code, r.text).toBe(200)
    return String(r.json.data.id)
  }
  const facts = { loadingPort: 'Ningbo', destinationPort: 'Los Angeles' }
  SHIP = await load('40HQ', ['1000000000000095101', '1000000000000095102'], {
    ...facts,
    code: 'SH-TEST-0001',
    containerNo: 'MSCU1234567',
    sealNo: 'SEAL-88',
    vessel: 'MSC AURORA 027E',
    departureDate: '2027-03-20',
    arrivalDate: '2027-04-08',
  })
  SISTER = await load('40GP', ['1000000000000095103'], { ...facts, code: 'SH-TEST-0002' })
  BARE = await load('20GP', [], { code: 'SH-TEST-0003' })
  await t.root.query(`UPDATE erp_ship SET ticket_code = 'TK-TEST-1' WHERE id IN ($1, $2)`, [SHIP, SISTER])
  // A void plan still naming the ship carries nothing.
  await t.root.query(
    `INSERT INTO erp_ship_order (id, tenant_id, code, store_id, batch_no, ship_id, status)
     VALUES (1000000000000095104, '000000', 'FH-TEST-0004', $1, 'LOT-V', $2, 80)`,
    [LOS_ANGELES, SHIP],
  )
  await t.root.query(
    `INSERT INTO erp_ship_order_item (id, tenant_id, ship_order_id, product_id, sys_sku, factory_id, quantity, box_num, unit_cost)
     VALUES (1000000000000095204, '000000', 1000000000000095104, $1, 'DEMO-KETTLE-17L', $2, 999, 999, '58.5000')`,
    [KETTLE, KAILI],
  )
  // Another tenant's ship.
  await t.root.query(
    `INSERT INTO erp_ship (id, tenant_id, code, container_type, store_id, status)
     VALUES ($1, '100001', 'SH-OTHER-1', '20GP', $2, 1)`,
    [FOREIGN, LOS_ANGELES],
  )
})
afterAll(() => t.close())

const get = (path: string, query: Record<string, string>, lang: 'zh-CN' | 'en-US' = 'en-US') =>
  t.call('GET', `/api/shipExport/${path}`, { token: admin, query, lang })

/** Every cell's text of the workbook's first sheet, row by row (a merged range once). */
async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  const rows: string[][] = []
  workbook.worksheets[0]?.eachRow((row) => {
    const cells: string[] = []
    row.eachCell((cell) => {
      if (!cell.isMerged || cell.master === cell) cells.push(String(cell.value ?? ''))
    })
    rows.push(cells)
  })
  return rows
}

/** The goods table as objects keyed by the heading row's titles, and its total row. */
async function goodsTable(bytes: Buffer, first: string) {
  const rows = await sheetRows(bytes)
  const head = rows.findIndex((r) => r[0] === first && r.length > 6)
  expect(head).toBeGreaterThan(0)
  const titles = rows[head] ?? []
  const end = rows.findIndex((r, i) => i > head && (r[0] === 'Total' || r[0] === '合计'))
  const table = rows.slice(head + 1, end).map((r) => Object.fromEntries(titles.map((k, i) => [k, r[i] ?? ''])))
  return { rows, titles, table, total: rows[end] ?? [] }
}

describe('packing list', () => {
  it('answers an xlsx whose lines and totals are the ship’s goods, cartons numbered 1..N in the marks', async () => {
    const r = await get('packing', { shipId: SHIP })
    expect(r.status, r.text).toBe(200)
    expect(r.headers.get('content-type')).toContain('spreadsheetml')
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="packing-SH-TEST-0001.xlsx"')
    const { rows, table, total } = await goodsTable(r.bytes, 'No.')
    expect(rows[0]?.[0]).toBe('PACKING LIST')
    expect(table.map((l) => [l['HS code'], l.Description, l.Qty, l.Ctns, l['N.W. (kg)'], l['G.W. (kg)']])).toEqual([
      ['8516.71', 'Electric kettle', '120', '20', '162.00', '196.00'],
      ['7615.10', 'Aluminium frying pan', '50', '5', '55.00', '60.00'],
    ])
    expect(table.map((l) => l['Marks & Nos.'])).toEqual([
      'SH-TEST-0001 / LOT-A / C/No. 1-20',
      'SH-TEST-0001 / LOT-B / C/No. 21-25',
    ])
    expect(table.map((l) => l['Meas. (m³)'])).toEqual(['2.128', '0.120'])
    expect(total.filter(Boolean)).toEqual([
      'Total',
      String(EXPECTED.quantity),
      String(EXPECTED.boxes),
      EXPECTED.net,
      EXPECTED.gross,
      EXPECTED.volume,
    ])
    const text = rows.map((row) => row.join(' | '))
    expect(text.some((row) => row.includes('Container type | 40HQ'))).toBe(true)
    expect(text.some((row) => row.includes('Vessel / voyage | MSC AURORA 027E'))).toBe(true)
  })

  it('totals what the ship records: its units, cartons, volume and weight', async () => {
    const [ship] = await t.root.query<{ volume: string; weight: string; totalQuantity: number; totalBoxes: number }>(
      `SELECT volume::text, weight::text, total_quantity, total_boxes FROM erp_ship WHERE id = $1`,
      [SHIP],
    )
    expect(ship).toEqual({ volume: '2.2480', weight: '256.000', totalQuantity: 170, totalBoxes: 25 })
    const { total } = await goodsTable((await get('packing', { shipId: SHIP })).bytes, 'No.')
    const [, quantity, boxes, , gross, volume] = total.filter(Boolean)
    expect([Number(quantity), Number(boxes), gross, volume]).toEqual([
      ship?.totalQuantity,
      ship?.totalBoxes,
      trimZeros(ship?.weight ?? '', 2),
      trimZeros(ship?.volume ?? '', 3),
    ])
  })

  it('answers a Chinese PDF with the HS codes and the totals', async () => {
    const r = await get('packing', { shipId: SHIP, format: 'pdf', lang: 'zh' })
    expect(r.status, r.text).toBe(200)
    expect(r.headers.get('content-type')).toBe('application/pdf')
    const text = (await pdfText(r.bytes)).join('\n')
    for (const word of [
      '装箱单',
      '8516.71',
      '7615.10',
      '电热水壶',
      '铝制煎锅',
      EXPECTED.gross,
      EXPECTED.net,
      EXPECTED.volume,
    ])
      expect(text).toContain(word)
  })

  it('keeps one supplier’s goods with factoryCode', async () => {
    const r = await get('packing', { shipId: SHIP, factoryCode: 'SUP-HENGDA' })
    expect(r.status, r.text).toBe(200)
    const { table, total } = await goodsTable(r.bytes, 'No.')
    expect(table.map((l) => l['HS code'])).toEqual(['7615.10'])
    expect(total.filter(Boolean)).toEqual(['Total', '50', '5', '55.00', '60.00', '0.120'])
  })
})

describe('commercial invoice and customs declaration', () => {
  it('answers an invoice at the declared prices with the total in words', async () => {
    const r = await get('invoice', { shipId: SHIP })
    expect(r.status, r.text).toBe(200)
    const { rows, table, total } = await goodsTable(r.bytes, 'No.')
    expect(rows[0]?.[0]).toBe('COMMERCIAL INVOICE')
    expect(table.map((l) => [l['Unit price (USD)'], l['Amount (USD)']])).toEqual([
      ['12.50', '1500.00'],
      ['8.00', '400.00'],
    ])
    expect(total.filter(Boolean)).toEqual(['Total', '170', '1900.00', '25', EXPECTED.net, EXPECTED.gross])
    const text = rows.map((row) => row.join(' | '))
    expect(text.some((row) => row.includes('SAY US DOLLARS ONE THOUSAND NINE HUNDRED ONLY'))).toBe(true)
    // The consignee is the destination warehouse.
    const [store] = await t.root.query<{ name: string }>(`SELECT name FROM erp_base_store WHERE id = $1`, [LOS_ANGELES])
    expect(text.some((row) => row.includes(String(store?.name)))).toBe(true)
  })

  it('answers the customs declaration’s fields and items in Chinese', async () => {
    const r = await get('customsDeclaration', { shipId: SHIP, lang: 'zh' })
    expect(r.status, r.text).toBe(200)
    const { rows, table, total } = await goodsTable(r.bytes, '项号')
    const text = rows.map((row) => row.join(' | '))
    expect(rows[0]?.[0]).toBe('出口货物报关单')
    for (const field of [
      '提运单号 | TK-TEST-1',
      '件数 | 25',
      '毛重(千克) | 256.00',
      '净重(千克) | 217.00',
      '运输方式 | 水路运输',
    ])
      expect(text.some((row) => row.includes(field))).toBe(true)
    expect(table.map((l) => [l.海关编码, l.中文品名, l.原产国, l['金额 (USD)']])).toEqual([
      ['8516.71', '电热水壶', '中国', '1500.00'],
      ['7615.10', '铝制煎锅', '中国', '400.00'],
    ])
    expect(total.filter(Boolean)).toEqual(['合计', '170', '1900.00', '25', EXPECTED.net, EXPECTED.gross])
  })

  it('answers an English PDF of the invoice with the HS codes and the total', async () => {
    const r = await get('invoice', { shipId: SHIP, format: 'pdf' })
    expect(r.status, r.text).toBe(200)
    const text = (await pdfText(r.bytes)).join('\n')
    for (const word of [
      'COMMERCIAL INVOICE',
      '8516.71',
      '7615.10',
      '1900.00',
      'SAY US DOLLARS ONE THOUSAND NINE HUNDRED ONLY',
    ])
      expect(text).toContain(word)
  })
})

describe('export sales contracts', () => {
  it('answers the ship’s contract: the tenant’s company sells to the consignee at the declared prices', async () => {
    const r = await get('saleContract', { shipId: SHIP, lang: 'en' })
    expect(r.status, r.text).toBe(200)
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="saleContract-SH-TEST-0001.xlsx"')
    const { rows, total } = await goodsTable(r.bytes, 'No.')
    expect(rows[0]?.[0]).toBe('SALES CONTRACT')
    expect(total.filter(Boolean)).toEqual(['Total', '170', '1900.00', '25'])
    const [tenant] = await t.root.query<{ tenantName: string }>(
      `SELECT tenant_name FROM blade_tenant WHERE tenant_id = '000000'`,
    )
    const text = rows.map((row) => row.join(' | '))
    expect(text.some((row) => row.includes(String(tenant?.tenantName)))).toBe(true)
    expect(text.some((row) => row.startsWith('1. Price term: FOB Ningbo'))).toBe(true)
  })

  it('groups every ship under the ticket code into one contract numbered by it', async () => {
    const r = await get('saleContractTicketCode', { shipId: SHIP, format: 'pdf', lang: 'zh' })
    expect(r.status, r.text).toBe(200)
    expect(r.headers.get('content-disposition')).toContain('saleContractTicketCode-TK-TEST-1.pdf')
    const text = (await pdfText(r.bytes)).join('\n')
    // 120 + 50 + 60 units; 1500.00 + 400.00 + 750.00.
    for (const word of ['出口销售合同', 'TK-TEST-1', 'SH-TEST-0002', '230', '2650.00', '美元贰仟陆佰伍拾元整'])
      expect(text).toContain(word)
    const xlsx = await get('saleContractTicketCode', { shipId: SISTER })
    const { table, total } = await goodsTable(xlsx.bytes, 'No.')
    // Cartons are numbered per container.
    expect(table.map((l) => l['Marks & Nos.'])).toEqual([
      'SH-TEST-0001 / LOT-A / C/No. 1-20',
      'SH-TEST-0001 / LOT-B / C/No. 21-25',
      'SH-TEST-0002 / LOT-C / C/No. 1-10',
    ])
    expect(total.filter(Boolean)).toEqual(['Total', '230', '2650.00', '35'])
  })

  it('refuses a contract by ticket code of a ship that has none, naming shipId', async () => {
    const r = await get('saleContractTicketCode', { shipId: BARE })
    expect(r.status).toBe(400)
    expect(r.json.data.errors[0].field).toBe('shipId')
  })
})

describe('the demo ship', () => {
  it('prints the confirmed demo ship’s documents: its kettles, as many units and cartons as it records', async () => {
    const [ship] = await t.root.query<{ totalQuantity: number; totalBoxes: number; weight: string }>(
      `SELECT total_quantity, total_boxes, weight::text FROM erp_ship WHERE id = $1`,
      [DEMO_SHIPS.confirmed],
    )
    for (const path of ['packing', 'invoice', 'saleContract', 'customsDeclaration']) {
      const r = await get(path, { shipId: DEMO_SHIPS.confirmed })
      expect(r.status, `${path} ${r.text}`).toBe(200)
      const { table, total } = await goodsTable(r.bytes, path === 'customsDeclaration' ? 'Item' : 'No.')
      expect(table.length).toBeGreaterThan(0)
      expect(table.every((l) => l['HS code'] === '8516.71')).toBe(true)
      expect(total.filter(Boolean).slice(1, 2)).toEqual([String(ship?.totalQuantity)])
    }
    const packing = await goodsTable((await get('packing', { shipId: DEMO_SHIPS.confirmed })).bytes, 'No.')
    expect(packing.total.filter(Boolean)).toContain(String(ship?.totalBoxes))
    expect(packing.total.filter(Boolean)).toContain(trimZeros(ship?.weight ?? '', 2))
  })
})

describe('refusals', () => {
  it('keeps the documents from who may not see ships: the warehouse clerk gets a 403', async () => {
    const clerk = (await t.signIn('000000', 'warehouse', 'Warehouse123')).access_token
    const r = await t.call('GET', '/api/shipExport/packing', { token: clerk, query: { shipId: SHIP } })
    expect(r.status).toBe(403)
  })

  it('answers 404 for an unknown ship and for another tenant’s', async () => {
    for (const path of ['packing', 'invoice', 'saleContract', 'saleContractTicketCode', 'customsDeclaration']) {
      expect((await get(path, { shipId: '1000000000000099999' })).status).toBe(404)
      expect((await get(path, { shipId: FOREIGN })).status).toBe(404)
    }
  })

  it('names the bad field: a missing ship, an unknown supplier, a ship without goods, a format', async () => {
    const missing = await get('packing', {})
    expect(missing.status).toBe(400)
    expect(missing.json.data.errors[0].field).toBe('shipId')
    const supplier = await get('packing', { shipId: SHIP, factoryCode: 'SUP-NOBODY' })
    expect(supplier.status).toBe(400)
    expect(supplier.json.data.errors[0].field).toBe('factoryCode')
    const notAboard = await get('packing', { shipId: SHIP, factoryCode: 'SUP-BRIGHTWAY' })
    expect(notAboard.status).toBe(400)
    expect(notAboard.json.data.errors[0].field).toBe('factoryCode')
    const empty = await get('packing', { shipId: BARE })
    expect(empty.status).toBe(400)
    expect(empty.json.data.errors[0].field).toBe('shipId')
    const format = await get('packing', { shipId: SHIP, format: 'docx' })
    expect(format.status).toBe(400)
    expect(format.json.data.errors[0].field).toBe('format')
  })

  it('refuses values for goods without a declaration, naming the SKU, but still packs them', async () => {
    await t.root.query(`UPDATE erp_base_product_declare SET is_deleted = 1 WHERE product_id = $1`, [PAN])
    try {
      const invoice = await get('invoice', { shipId: SHIP })
      expect(invoice.status).toBe(400)
      expect(invoice.json.data.errors[0].field).toBe('shipId')
      expect(invoice.json.data.errors[0].message).toContain('DEMO-PAN-28')
      expect((await get('packing', { shipId: SHIP })).status).toBe(200)
    } finally {
      await t.root.query(`UPDATE erp_base_product_declare SET is_deleted = 0 WHERE product_id = $1`, [PAN])
    }
  })
})
