import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfText } from '../../platform/pdf/pdf-text.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { DEMO_FACTORIES, DEMO_PURCHASE, DEMO_SALE_PLAN } from '../seed-purchasing.ts'
import { amountInWords } from './contract-document.ts'

// Issue 30: the purchase contracts of sales plans, as xlsx and PDF, in Chinese and English.
let t: TestApp
let admin: string
beforeAll(async () => {
  t = await openTestApp()
  admin = (await t.signIn()).access_token
})
afterAll(() => t.close())

const SALE = '/api/generateFile/exportSaleContract'
const get = (path: string, query: Record<string, string>, lang: 'zh-CN' | 'en-US' = 'en-US') =>
  t.call('GET', path, { token: admin, query, lang })

/** Every cell's text of the workbook's first sheet, row by row. */
async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  const sheet = workbook.worksheets[0]
  const rows: string[][] = []
  sheet?.eachRow((row) => {
    const cells: string[] = []
    row.eachCell((cell) => {
      if (!cell.isMerged || cell.master === cell) cells.push(String(cell.value ?? ''))
    })
    rows.push(cells)
  })
  return rows
}

describe('amounts in words', () => {
  it('writes Chinese financial numerals, reading a section’s inner zeros but not its trailing ones', () => {
    expect(amountInWords('2040.00', 'USD', 'zh')).toBe('美元贰仟零肆拾元整')
    expect(amountInWords('101000.05', 'CNY', 'zh')).toBe('人民币壹拾万壹仟元零伍分')
    expect(amountInWords('10000100.50', 'CNY', 'zh')).toBe('人民币壹仟万零壹佰元伍角整')
    expect(amountInWords('100000000', 'CNY', 'zh')).toBe('人民币壹亿元整')
  })
  it('writes English words with the cents', () => {
    expect(amountInWords('2040.00', 'USD', 'en')).toBe('SAY US DOLLARS TWO THOUSAND FORTY ONLY')
    expect(amountInWords('1234567.89', 'USD', 'en')).toBe(
      'SAY US DOLLARS ONE MILLION TWO HUNDRED THIRTY-FOUR THOUSAND FIVE HUNDRED SIXTY-SEVEN AND CENTS EIGHTY-NINE ONLY',
    )
  })
})

describe('sales plan contract', () => {
  it('answers an xlsx with both parties, the plan line at its FOB price and the exact totals', async () => {
    const r = await get(SALE, { id: DEMO_SALE_PLAN.plan })
    expect(r.status, r.text).toBe(200)
    expect(r.headers.get('content-type')).toContain('spreadsheetml')
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="sale-contract-SP-20261201-0001.xlsx"')
    const rows = await sheetRows(r.bytes)
    const text = rows.map((row) => row.join(' | '))
    expect(text[0]).toBe('Purchase Contract (Sales Plan)')
    expect(text.some((row) => row.includes('SP-20261201-0001'))).toBe(true)
    // The seller is the plan's factory, with its bank account; the buyer the tenant's company.
    expect(text.some((row) => row.includes('宁波凯利电器有限公司'))).toBe(true)
    expect(text.some((row) => row.includes('6222020200112233445'))).toBe(true)
    const [tenant] = await t.root.query<{ tenantName: string }>(
      `SELECT tenant_name FROM blade_tenant WHERE tenant_id = '000000'`,
    )
    expect(text.some((row) => row.includes(String(tenant?.tenantName)))).toBe(true)
    const line = rows.find((row) => row[1] === 'DEMO-KETTLE-17L')
    expect(line).toBeDefined()
    // 240 kettles (20 boxes of 12) at 8.50 make 2040.00.
    expect(line?.slice(-5)).toEqual(['240', '12', '20', '8.50', '2040.00'])
    const total = rows.find((row) => row[0] === 'Total')
    expect(total?.filter(Boolean)).toEqual(['Total', '240', '20', '2040.00'])
    expect(text.some((row) => row.includes('SAY US DOLLARS TWO THOUSAND FORTY ONLY'))).toBe(true)
    expect(text.some((row) => row.includes('Factory date | 2027-02-20'))).toBe(true)
    expect(text.some((row) => row.includes('Price term | FOB'))).toBe(true)
    expect(text.some((row) => row.startsWith('2. Inspection'))).toBe(true)
  })

  it('answers a Chinese PDF whose text holds the totals and the factory', async () => {
    const r = await get(SALE, { id: DEMO_SALE_PLAN.plan, format: 'pdf', lang: 'zh' })
    expect(r.status, r.text).toBe(200)
    expect(r.headers.get('content-type')).toBe('application/pdf')
    expect(r.headers.get('content-disposition')).toContain('sale-contract-SP-20261201-0001.pdf')
    const text = (await pdfText(r.bytes)).join('\n')
    expect(text).toContain('采购合同')
    expect(text).toContain('宁波凯利电器有限公司')
    expect(text).toContain('2040.00')
    expect(text).toContain('美元贰仟零肆拾元整')
    expect(text).toContain('预计出厂日期')
  })

  it('prints in the user’s language by default and repeats the table heading on every page', async () => {
    const many = Array.from({ length: 70 }, (_, i) => ({
      id: String(1000000000000093000n + BigInt(i)),
      tenant_id: '000000',
      plan_id: DEMO_SALE_PLAN.plan,
      product_id: '1000000000000003101',
      fob_price: '1.2345',
      box_rate: 10,
      box_num: '3',
      quantity: 30,
    }))
    for (const row of many) {
      await t.root.query(
        `INSERT INTO erp_sale_plan_item (id, tenant_id, plan_id, product_id, fob_price, box_rate, box_num, quantity)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        Object.values(row),
      )
    }
    try {
      const r = await get(SALE, { id: DEMO_SALE_PLAN.plan, format: 'pdf' }, 'zh-CN')
      expect(r.status, r.text).toBe(200)
      const pages = await pdfText(r.bytes)
      expect(pages.length).toBeGreaterThan(1)
      for (const page of pages) expect(page).toContain('单价')
      // 70 × 30 × 1.2345 = 70 × 37.04 (each line rounded once) = 2592.80, with the kettles 4632.80.
      expect(pages.join('\n')).toContain('4632.80')
    } finally {
      await t.root.query(`DELETE FROM erp_sale_plan_item WHERE id >= 1000000000000093000 AND id < 1000000000000093100`)
    }
  })

  it('refuses a missing, unknown or another tenant’s plan with a 400 naming the id', async () => {
    const missing = await get(SALE, {})
    expect(missing.status).toBe(400)
    expect(missing.json.data.errors[0].field).toBe('id')
    const unknown = await get(SALE, { id: '1000000000000099999' })
    expect(unknown.status).toBe(400)
    expect(unknown.json.data.errors[0].field).toBe('id')
    await t.root.query(
      `INSERT INTO erp_sale_plan (id, tenant_id, plan_code, plan_name, platform_id, shop_id, factory_id, currency_code, status)
       VALUES (1000000000000093500, '100001', 'SP-OTHER-1', 'Other tenant plan', 1000000000000004001, 1000000000000004101, 1000000000000003201, 'USD', 1)`,
    )
    const foreign = await get(SALE, { id: '1000000000000093500' })
    expect(foreign.status).toBe(400)
    expect(foreign.json.data.errors[0].field).toBe('id')
    const format = await get(SALE, { id: DEMO_SALE_PLAN.plan, format: 'docx' })
    expect(format.status).toBe(400)
    expect(format.json.data.errors[0].field).toBe('format')
  })

  it('refuses a plan without lines', async () => {
    const r = await get(SALE, { id: DEMO_SALE_PLAN.rejectedPlan })
    expect(r.status).toBe(200)
    await t.root.query(`UPDATE erp_sale_plan_item SET is_deleted = 1 WHERE plan_id = $1`, [DEMO_SALE_PLAN.rejectedPlan])
    const empty = await get(SALE, { id: DEMO_SALE_PLAN.rejectedPlan })
    expect(empty.status).toBe(400)
    expect(empty.json.data.errors[0].field).toBe('id')
    await t.root.query(`UPDATE erp_sale_plan_item SET is_deleted = 0 WHERE plan_id = $1`, [DEMO_SALE_PLAN.rejectedPlan])
  })
})

describe('purchase order contract', () => {
  const PURCHASE = '/api/generateFile/exportPurchaseContract'
  const ORDER = '1000000000000093700'
  beforeAll(async () => {
    // A purchase order of Kaili: 250 kettles (6 a carton) at 58.5 and 99 bought against the plan's line (12 a box) at 8.505,
    // a 30% deposit, bound for the Los Angeles warehouse.
    await t.root.query(
      `INSERT INTO erp_purchase_order (id, tenant_id, code, factory_id, currency_code, settlement_method, payment_method,
         retainer_ratio, store_id, expected_date, status, progress_status, remark)
       VALUES ($1, '000000', 'PO-TEST-0001', $2, 'CNY', 4, 1, '0.3000', 1000000000000004202, '2027-02-20', 1, 1, '首单')`,
      [ORDER, DEMO_FACTORIES.kaili],
    )
    await t.root.query(
      `INSERT INTO erp_purchase_order_item (id, tenant_id, purchase_order_id, sale_plan_item_id, product_id, quantity, price, amount)
       VALUES (1000000000000093701, '000000', $1, NULL, 1000000000000003101, 250, '58.5000', '14625.0000'),
              (1000000000000093702, '000000', $1, $2, 1000000000000003101, 99, '8.5050', '842.0000')`,
      [ORDER, DEMO_SALE_PLAN.kettleLine],
    )
  })

  it('answers an xlsx with the lines, cartons, deposit and balance in the order currency', async () => {
    const r = await get(PURCHASE, { id: ORDER, lang: 'zh' })
    expect(r.status, r.text).toBe(200)
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="purchase-contract-PO-TEST-0001.xlsx"')
    const rows = await sheetRows(r.bytes)
    const text = rows.map((row) => row.join(' | '))
    expect(text[0]).toBe('采购合同')
    const lines = rows.filter((row) => row[1] === 'DEMO-KETTLE-17L').map((row) => row.slice(-5))
    // 250 kettles at 6 a carton make 42 cartons (the part carton counts); 99 × 8.505 = 841.995, 842.00 rounded half up.
    expect(lines).toEqual([
      ['250', '6', '42', '58.50', '14625.00'],
      ['99', '12', '9', '8.505', '842.00'],
    ])
    expect(rows.find((row) => row[0] === '合计')?.filter(Boolean)).toEqual(['合计', '349', '51', '15467.00'])
    // 30% of 15467.00 is 4640.10; the balance 10826.90.
    expect(text.some((row) => row.includes('定金 | 4640.10 CNY'))).toBe(true)
    expect(text.some((row) => row.includes('尾款 | 10826.90 CNY'))).toBe(true)
    expect(text.some((row) => row.includes('人民币壹万伍仟肆佰陆拾柒元整'))).toBe(true)
    expect(text.some((row) => row.includes('结算方式 | 定金加尾款'))).toBe(true)
    expect(text.some((row) => row.includes('定金比例 | 30%'))).toBe(true)
    expect(text.some((row) => row.includes('预计到货日期 | 2027-02-20'))).toBe(true)
  })

  it('answers an English PDF with the totals and the factory', async () => {
    const r = await get(PURCHASE, { id: ORDER, format: 'pdf', lang: 'en' })
    expect(r.status, r.text).toBe(200)
    const text = (await pdfText(r.bytes)).join('\n')
    expect(text).toContain('Purchase Contract')
    expect(text).toContain('15467.00')
    expect(text).toContain('宁波凯利电器有限公司')
    expect(text).toContain('SAY CHINESE YUAN FIFTEEN THOUSAND FOUR HUNDRED SIXTY-SEVEN ONLY')
  })

  it("prints the demo Kaili order bought against the plan: its boxes at the plan line's units per box", async () => {
    const r = await get(PURCHASE, { id: DEMO_PURCHASE.kailiOrder })
    expect(r.status, r.text).toBe(200)
    const rows = await sheetRows(r.bytes)
    expect(rows.find((row) => row[1] === 'DEMO-KETTLE-17L')?.slice(-5)).toEqual(['120', '12', '10', '8.50', '1020.00'])
    expect(
      rows.map((row) => row.join(' | ')).some((row) => row.includes('SAY US DOLLARS ONE THOUSAND TWENTY ONLY')),
    ).toBe(true)
  })

  it('refuses an unknown order or one of another tenant with a 400 naming the id', async () => {
    await t.root.query(
      `INSERT INTO erp_purchase_order (id, tenant_id, code, factory_id, currency_code, status)
       VALUES (1000000000000093800, '100001', 'PO-OTHER-1', 1000000000000003201, 'USD', 1)`,
    )
    for (const id of ['1000000000000093800', '1000000000000099999']) {
      const r = await get(PURCHASE, { id })
      expect(r.status).toBe(400)
      expect(r.json.data.errors[0].field).toBe('id')
    }
  })
})
