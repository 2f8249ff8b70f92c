import ExcelJS from 'exceljs'
import { zipSync } from 'fflate'
import type { Language } from '#sync/i18n/language.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'

/**
 * The invoices of a pick list (worderpick/downInvoice): one commercial invoice per outbound order
 * in it, as xlsx in a zip, for the customs papers that travel with each parcel. Lines carry the
 * product's customs declaration (names, HS code, declared unit value); amounts are computed in
 * the database, exactly.
 */

const WORDS = {
  title: { zh: '商业发票', en: 'COMMERCIAL INVOICE', ja: 'コマーシャルインボイス' },
  invoiceNo: { zh: '发票号', en: 'Invoice no.', ja: 'インボイス番号' },
  date: { zh: '日期', en: 'Date', ja: '日付' },
  shipFrom: { zh: '发货仓库', en: 'Ship from', ja: '出荷倉庫' },
  recipient: { zh: '收件人', en: 'Recipient', ja: '受取人' },
  address: { zh: '收件地址', en: 'Address', ja: '住所' },
  tracking: { zh: '跟踪号', en: 'Tracking no.', ja: '追跡番号' },
  reference: { zh: '参考号', en: 'Reference', ja: '参照番号' },
  sku: { zh: 'SKU', en: 'SKU', ja: 'SKU' },
  nameEn: { zh: '英文品名', en: 'Description', ja: '英文品名' },
  nameZh: { zh: '中文品名', en: 'Description (zh)', ja: '中文品名' },
  hsCode: { zh: '海关编码', en: 'HS code', ja: 'HSコード' },
  origin: { zh: '原产国', en: 'Origin', ja: '原産国' },
  quantity: { zh: '数量', en: 'Quantity', ja: '数量' },
  unit: { zh: '单位', en: 'Unit', ja: '単位' },
  unitValue: { zh: '申报单价', en: 'Unit value', ja: '申告単価' },
  amount: { zh: '金额', en: 'Amount', ja: '金額' },
  currency: { zh: '币种', en: 'Currency', ja: '通貨' },
  total: { zh: '合计', en: 'Total', ja: '合計' },
} as const

type Words = { [K in keyof typeof WORDS]: string }

/** The outbound orders of a pick list, each with its lines as invoiced (what was shipped, else picked, else ordered). */
async function invoicesOf(tx: Queryable, pickId: string) {
  const [pick] = await tx.query<{ code: string }>(`SELECT code FROM ware_order_pick WHERE id = $1 AND is_deleted = 0`, [
    pickId,
  ])
  if (!pick) throw new AppError('NOT_FOUND', 'recordNotFound')
  const orders = await tx.query<Row>(
    `SELECT o.id::text, o.code, o.recipient, o.address, o.tracking_number, o.reference_code, s.name AS store_name,
            to_char(coalesce(o.outbound_time, localtimestamp(0)), 'YYYY-MM-DD') AS invoice_date
       FROM ware_outbound o LEFT JOIN erp_base_store s ON s.id = o.store_id AND s.tenant_id = o.tenant_id
      WHERE o.order_pick_id = $1 AND o.is_deleted = 0 ORDER BY o.code, o.id`,
    [pickId],
  )
  const lines = await tx.query<Row>(
    `SELECT i.outbound_id::text, i.sys_sku, d.declare_name_en, d.declare_name_zh, d.customs_code, d.country,
            d.declare_unit, d.currency, d.declare_price::numeric(20,2)::text AS unit_value, q.quantity,
            (q.quantity * coalesce(d.declare_price, 0))::numeric(20,2)::text AS amount
       FROM ware_outbound_item i
       JOIN ware_outbound o ON o.id = i.outbound_id AND o.tenant_id = i.tenant_id
       CROSS JOIN LATERAL (SELECT CASE WHEN i.shipped_quantity > 0 THEN i.shipped_quantity
                                       WHEN i.picked_quantity > 0 THEN i.picked_quantity
                                       ELSE i.quantity END AS quantity) q
       LEFT JOIN LATERAL (SELECT * FROM erp_base_product_declare d
                           WHERE d.product_id = i.product_id AND d.tenant_id = i.tenant_id AND d.is_deleted = 0
                           ORDER BY d.is_public DESC, d.id LIMIT 1) d ON true
      WHERE o.order_pick_id = $1 AND i.is_deleted = 0 ORDER BY i.outbound_id, i.id`,
    [pickId],
  )
  const totals = await tx.query<Row>(
    `SELECT i.outbound_id::text, d.currency,
            sum(CASE WHEN i.shipped_quantity > 0 THEN i.shipped_quantity WHEN i.picked_quantity > 0 THEN i.picked_quantity
                     ELSE i.quantity END * coalesce(d.declare_price, 0))::numeric(20,2)::text AS amount
       FROM ware_outbound_item i
       JOIN ware_outbound o ON o.id = i.outbound_id AND o.tenant_id = i.tenant_id
       LEFT JOIN LATERAL (SELECT * FROM erp_base_product_declare d
                           WHERE d.product_id = i.product_id AND d.tenant_id = i.tenant_id AND d.is_deleted = 0
                           ORDER BY d.is_public DESC, d.id LIMIT 1) d ON true
      WHERE o.order_pick_id = $1 AND i.is_deleted = 0 GROUP BY i.outbound_id, d.currency ORDER BY 1, 2`,
    [pickId],
  )
  return { pick, orders, lines, totals }
}

/** One order's invoice as an xlsx workbook. */
async function invoiceWorkbook(order: Row, lines: Row[], totals: Row[], w: Words): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('invoice')
  sheet.addRow([w.title]).font = { bold: true, size: 14 }
  for (const [label, value] of [
    [w.invoiceNo, order.code],
    [w.date, order.invoiceDate],
    [w.shipFrom, order.storeName],
    [w.recipient, order.recipient],
    [w.address, order.address],
    [w.tracking, order.trackingNumber],
    [w.reference, order.referenceCode],
  ] as const) {
    sheet.addRow([label, value ?? ''])
  }
  sheet.addRow([])
  const head = [w.sku, w.nameEn, w.nameZh, w.hsCode, w.origin, w.quantity, w.unit, w.unitValue, w.amount, w.currency]
  sheet.addRow(head).font = { bold: true }
  for (const l of lines) {
    sheet.addRow([
      l.sysSku,
      l.declareNameEn ?? '',
      l.declareNameZh ?? '',
      l.customsCode ?? '',
      l.country ?? '',
      Number(l.quantity),
      l.declareUnit ?? '',
      l.unitValue ?? '',
      l.amount,
      l.currency ?? '',
    ])
  }
  for (const t of totals) {
    const row = sheet.addRow([w.total, '', '', '', '', '', '', '', t.amount, t.currency ?? ''])
    row.font = { bold: true }
  }
  sheet.columns.forEach((column, i) => {
    column.width = i === 1 || i === 2 ? 28 : 14
  })
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}

/** The zip of a pick list's invoices (one xlsx per outbound order), and its file name. */
export async function pickListInvoices(tx: Queryable, pickId: string, lang: Language) {
  const { pick, orders, lines, totals } = await invoicesOf(tx, pickId)
  if (!orders.length) throw new AppError('VALIDATION', 'wms.pickListEmpty', { code: pick.code })
  const words = Object.fromEntries(Object.entries(WORDS).map(([k, v]) => [k, v[lang]])) as Words
  const files: Record<string, Uint8Array> = {}
  for (const order of orders) {
    const own = (r: Row) => r.outboundId === order.id
    const name = `invoice-${String(order.code).replace(/[^A-Za-z0-9_-]/g, '_')}.xlsx`
    files[name] = await invoiceWorkbook(order, lines.filter(own), totals.filter(own), words)
  }
  return { name: `invoices-${pick.code}.zip`, bytes: zipSync(files, { level: 6 }) }
}
