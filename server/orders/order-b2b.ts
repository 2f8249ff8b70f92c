import ExcelJS from 'exceljs'
import type { Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import type { FieldProblem } from '#sync/resources/describe-issues.ts'
import { order, orderItem } from '#sync/resources/orders/order.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { type IntakeResult, intakeOrder, LINES } from './order-intake.ts'

/** The B2B order type (dictionary sale_order_type). */
export const B2B_ORDER_TYPE = 2

/**
 * A B2B wholesale order from its form (createB2BOrder): lines carry the supply price the buyer pays
 * (their unit price, when no other is given) and the retail price the goods will sell at, so the
 * order keeps both amounts; the delivery date and whether a packing list goes with the goods.
 * Every line needs a supply price (a 400 naming the line otherwise); the rest is the one intake.
 */
export async function createB2BOrder(tx: Queryable, actor: Actor, input: Row): Promise<IntakeResult> {
  const lines = Array.isArray(input[LINES]) ? (input[LINES] as Row[]) : []
  const problems: FieldProblem[] = []
  const label = orderItem.fields.supplyPrice.label[actor.lang]
  const priced = lines.map((l, i) => {
    const line = typeof l === 'object' && l !== null ? l : {}
    const supply = line.supplyPrice
    if (supply === undefined || supply === null || supply === '') {
      problems.push({
        field: `${LINES}.${i}.supplyPrice`,
        message: translate('orders.lineProblem', actor.lang, {
          line: i + 1,
          message: translate('fieldRequired', actor.lang, { field: label }),
        }),
      })
    }
    return { ...line, price: line.price ?? supply }
  })
  if (problems.length) throw validationError(problems)
  return intakeOrder(tx, actor, { ...input, orderType: B2B_ORDER_TYPE, [LINES]: priced }, 'b2b')
}

type PaperOrder = Row & { lines: Row[] }

/** B2B orders with their lines and shop names, for the shipping list and the invoice; a 404 names a missing one. */
async function b2bOrders(tx: Queryable, ids: string[]): Promise<PaperOrder[]> {
  const orders = await tx.query<Row>(
    `SELECT o.*, o.id::text AS id, s.shop_name, left(o.order_time::text, 19) AS order_time,
            o.delivery_date::text AS delivery_date
       FROM erp_order o LEFT JOIN erp_base_shop s ON s.id = o.shop_id
      WHERE o.id = ANY($1::bigint[]) AND o.is_deleted = 0 ORDER BY o.id`,
    [ids],
  )
  const missing = ids.find((id) => !orders.some((o) => o.id === id))
  if (missing) throw new AppError('NOT_FOUND', 'orders.notFound', { code: missing })
  const notB2B = orders.find((o) => Number(o.orderType) !== B2B_ORDER_TYPE)
  if (notB2B) throw new AppError('VALIDATION', 'orders.notB2B', { code: notB2B.code })
  const lines = await tx.query<Row>(
    `SELECT order_id::text, sys_sku, seller_sku, product_name, quantity, price::text, amount::text, weight::text,
            supply_price::text, supply_amount::text, retail_price::text, retail_amount::text
       FROM erp_order_item WHERE order_id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY order_id, id`,
    [ids],
  )
  return orders.map((o) => ({ ...o, lines: lines.filter((l) => l.orderId === o.id) }))
}

const L = (lang: Language, zh: string, en: string, ja: string) => ({ zh, en, ja })[lang]
const num = (v: unknown) => (v === null || v === undefined || v === '' ? '' : Number(v))

/** The address block of an order, one line each. */
function addressLines(o: Row): string[] {
  return [
    String(o.addressName ?? ''),
    String(o.company ?? ''),
    String(o.addressLine1 ?? ''),
    String(o.addressLine2 ?? ''),
    [o.addressCity, o.addressStateOrRegion, o.addressPostalCode].filter(Boolean).join(', '),
    String(o.addressCountryCode ?? ''),
    String(o.addressPhone ?? ''),
  ].filter(Boolean)
}

/**
 * The packing (shipping) list of B2B orders as an xlsx, a sheet per order: where it goes, the
 * delivery date and shipping mark, and per line the SKUs, quantity and weight, with the totals.
 */
export async function shippingListWorkbook(tx: Queryable, actor: Actor, ids: string[]): Promise<Buffer> {
  const { lang } = actor
  const orders = await b2bOrders(tx, ids)
  const workbook = new ExcelJS.Workbook()
  for (const o of orders) {
    const sheet = workbook.addWorksheet(String(o.code).slice(0, 31))
    sheet.addRow([L(lang, '发货清单', 'Packing list', '出荷明細')]).font = { bold: true, size: 14 }
    sheet.addRow([order.fields.code.label[lang], o.code])
    sheet.addRow([order.fields.clientOrderNumber.label[lang], o.clientOrderNumber ?? ''])
    sheet.addRow([order.fields.deliveryDate.label[lang], o.deliveryDate ?? ''])
    sheet.addRow([order.fields.shippingMark.label[lang], o.shippingMark ?? ''])
    sheet.addRow([L(lang, '收货地址', 'Ship to', '届け先'), addressLines(o).join('\n')])
    sheet.addRow([])
    const head = sheet.addRow([
      '#',
      orderItem.fields.sysSku.label[lang],
      orderItem.fields.sellerSku.label[lang],
      orderItem.fields.productName.label[lang],
      orderItem.fields.quantity.label[lang],
      orderItem.fields.weight.label[lang],
      L(lang, '重量(kg)', 'Weight (kg)', '重量(kg)'),
    ])
    head.font = { bold: true }
    o.lines.forEach((l, i) => {
      const weight = l.weight ? Number(l.weight) * Number(l.quantity) : ''
      sheet.addRow([i + 1, l.sysSku, l.sellerSku ?? '', l.productName ?? '', l.quantity, num(l.weight), weight])
    })
    sheet.addRow([L(lang, '合计', 'Total', '合計'), '', '', '', o.totalQuantity, '', num(o.totalWeight)]).font = {
      bold: true,
    }
    sheet.columns.forEach((c, i) => {
      c.width = [12, 22, 22, 36, 10, 14, 14][i] ?? 14
    })
  }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/**
 * The invoice of one B2B order as an xlsx (downInvoice): seller and buyer, the order and delivery
 * dates, and per line the price and amount, then goods, freight, discount and the total in
 * the order's currency: the unit prices the buyer pays (the supply prices, unless the form gave
 * others) and the figures the order holds, computed exactly when it was saved.
 */
export async function invoiceWorkbook(
  tx: Queryable,
  actor: Actor,
  id: string,
): Promise<{ code: string; body: Buffer }> {
  const { lang } = actor
  const [o] = await b2bOrders(tx, [id])
  if (!o) throw new AppError('NOT_FOUND', 'orders.notFound', { code: id })
  const [tenant] = await tx.query<{ tenantName: string }>(`SELECT tenant_name FROM blade_tenant WHERE tenant_id = $1`, [
    actor.session.tenantId,
  ])
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('invoice')
  const currency = String(o.fobCurrency ?? '')
  sheet.addRow([L(lang, '商业发票', 'Invoice', '請求書')]).font = { bold: true, size: 14 }
  sheet.addRow([L(lang, '发票号', 'Invoice no.', '請求書番号'), `INV-${o.code}`])
  sheet.addRow([L(lang, '卖方', 'Seller', '売主'), tenant?.tenantName ?? ''])
  sheet.addRow([L(lang, '买方', 'Buyer', '買主'), String(o.company || o.buyerName || o.addressName || '')])
  sheet.addRow([L(lang, '地址', 'Address', '住所'), addressLines(o).join('\n')])
  sheet.addRow([order.fields.code.label[lang], o.code])
  sheet.addRow([order.fields.orderTime.label[lang], o.orderTime ?? ''])
  sheet.addRow([order.fields.deliveryDate.label[lang], o.deliveryDate ?? ''])
  sheet.addRow([order.fields.fobCurrency.label[lang], currency])
  sheet.addRow([])
  sheet.addRow([
    '#',
    orderItem.fields.sysSku.label[lang],
    orderItem.fields.productName.label[lang],
    orderItem.fields.quantity.label[lang],
    orderItem.fields.price.label[lang],
    orderItem.fields.amount.label[lang],
    orderItem.fields.retailPrice.label[lang],
  ]).font = { bold: true }
  o.lines.forEach((l, i) => {
    sheet.addRow([i + 1, l.sysSku, l.productName ?? '', l.quantity, num(l.price), num(l.amount), num(l.retailPrice)])
  })
  const money = (label: string, v: unknown) => sheet.addRow(['', '', '', '', label, num(v), currency])
  money(order.fields.goodsAmount.label[lang], o.goodsAmount)
  money(order.fields.freightAmount.label[lang], o.freightAmount)
  money(order.fields.discountAmount.label[lang], o.discountAmount)
  money(order.fields.orderTotalMoney.label[lang], o.orderTotalMoney).font = { bold: true }
  for (const c of [5, 6, 7]) sheet.getColumn(c).numFmt = '0.00'
  sheet.columns.forEach((c, i) => {
    c.width = [12, 22, 36, 10, 16, 16, 14][i] ?? 14
  })
  return { code: String(o.code), body: Buffer.from(await workbook.xlsx.writeBuffer()) }
}
