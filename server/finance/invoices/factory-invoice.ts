import { translate } from '#sync/i18n/messages.ts'
import {
  compareDecimal,
  divideDecimal,
  multiplyDecimal,
  roundMoney,
  subtractDecimal,
  sumDecimal,
} from '#sync/money/round-money.ts'
import { trimZeros } from '#sync/money/shown-decimal.ts'
import { statusLabel } from '#sync/resources/define-action.ts'
import { financialFactory } from '#sync/resources/finance/invoices/factory-invoice.resource.ts'
import {
  FACTORY_INVOICE_DOCUMENT,
  FACTORY_INVOICE_STATUS,
  factoryInvoiceActions,
} from '#sync/resources/finance/invoices/invoices.actions.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Queryable, Row } from '../../platform/db/db.ts'
import { AppError, validationError } from '../../platform/http/app-error.ts'
import { updateRecords } from '../../platform/records/records.ts'
import { runAction } from '../../platform/records/transition.ts'
import { findRecord } from '../../platform/resources/record-store.ts'
import { currencyRounding } from '../../purchasing/contracts/contract-document.ts'
import {
  applyPrepayment,
  baseCurrencyOf,
  type JournalLineInput,
  openItems,
  postEntry,
  reverseDocument,
} from '../journal/journal.ts'

/**
 * Factory invoices (工厂发票): what a factory invoiced, per purchase order and product. Saved only
 * while to confirm, each line checked against its purchase order (the invoice's factory, approved,
 * its currency, the product on it) and priced exactly; confirmed, it posts one journal entry (Dr
 * GRNI at the received cost of the invoiced units, the rest to price difference, Cr the factory's
 * payable against each purchase order) and applies each order's deposit; void reverses what it
 * posted. What it invoices against what was received is answered beside it (`mismatch`).
 */

const F = FACTORY_INVOICE_STATUS
const HALF_UP = 1

type OrderRow = {
  id: string
  code: string
  factoryId: string | null
  currencyCode: string | null
  status: number
  exchangeRate: string | null
  settlementMethod: number | null
}

/** Live purchase orders by id, with what a factory invoice checks of them. */
async function ordersById(tx: Queryable, ids: readonly string[]): Promise<Map<string, OrderRow>> {
  const rows = await tx.query<OrderRow>(
    `SELECT o.id::text, o.code, o.factory_id::text, o.currency_code, o.status, o.exchange_rate::text,
            coalesce(o.settlement_method, f.settlement_method) AS settlement_method
       FROM erp_purchase_order o
       LEFT JOIN erp_base_factory f ON f.id = o.factory_id AND f.tenant_id = o.tenant_id
      WHERE o.id = ANY($1::bigint[]) AND o.is_deleted = 0 ORDER BY o.id`,
    [ids],
  )
  return new Map(rows.map((r) => [r.id, r]))
}

/** The booking rate of a currency to the tenant's base (1 for the base itself). */
async function bookingRate(tx: Queryable, currency: string): Promise<string | null> {
  const [row] = await tx.query<{ rate: string | null; isBase: number }>(
    `SELECT rate::text, is_base FROM erp_base_currency WHERE code = $1 AND is_deleted = 0 ORDER BY is_base DESC, id LIMIT 1`,
    [currency],
  )
  if (!row) return null
  return Number(row.isBase) === 1 ? '1' : row.rate
}

/**
 * Before a factory invoice is saved: only one to confirm changes; every line's purchase order is of
 * the invoice's factory, approved, in its currency and holds the product; each line's amount is its
 * price × units rounded to the currency, the header's amount and units their sums, and the rate
 * the first order's where none is given.
 */
export async function prepareFactoryInvoice(tx: Queryable, actor: Actor, input: Row, existing: Row | undefined) {
  if (existing && String(existing.status) !== F.toConfirm) throw lockedError(actor, existing)
  const items = input.items as Row[] | undefined
  if (!Array.isArray(items) || items.length === 0) {
    // A header alone is a draft: its lines come before it is submitted.
    if (!existing) {
      input.amount = '0'
      input.totalQuantity = 0
      if (!input.rate) input.rate = (await bookingRate(tx, String(input.currencyCode ?? ''))) ?? '1'
    }
    if (!Array.isArray(items)) return
  }
  const factoryId = String(input.factoryId ?? existing?.factoryId ?? '')
  const currency = String(input.currencyCode ?? existing?.currencyCode ?? '')
  const orders = await ordersById(
    tx,
    items.map((i) => String(i.purchaseOrderId)),
  )
  const onOrder = await tx.query<{ purchaseOrderId: string; productId: string }>(
    `SELECT DISTINCT purchase_order_id::text, product_id::text FROM erp_purchase_order_item
      WHERE purchase_order_id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY 1, 2`,
    [[...orders.keys()]],
  )
  const held = new Set(onOrder.map((o) => `${o.purchaseOrderId}|${o.productId}`))
  const rounding = await currencyRounding(tx, currency)
  const problems: { field: string; message: string }[] = []
  items.forEach((item, i) => {
    const line = i + 1
    const order = orders.get(String(item.purchaseOrderId))
    const field = `items[${i}].purchaseOrderId`
    if (!order) return
    if (order.factoryId !== factoryId)
      problems.push({
        field,
        message: translate('finance.invoiceOrderOfOtherFactory', actor.lang, { line, order: order.code }),
      })
    else if (Number(order.status) !== 2)
      problems.push({
        field,
        message: translate('finance.invoiceOrderNotApproved', actor.lang, { line, order: order.code }),
      })
    else if ((order.currencyCode ?? '') !== currency)
      problems.push({
        field,
        message: translate('finance.invoiceOrderCurrency', actor.lang, {
          line,
          order: order.code,
          orderCurrency: order.currencyCode ?? '',
          currency,
        }),
      })
    else if (!held.has(`${order.id}|${String(item.productId)}`))
      problems.push({
        field: `items[${i}].productId`,
        message: translate('finance.invoiceProductNotOnOrder', actor.lang, { line, order: order.code }),
      })
    item.amount = roundMoney(
      multiplyDecimal(String(item.price ?? '0'), String(item.quantity ?? 0)),
      rounding.digits,
      rounding.mode,
    )
  })
  if (problems.length) throw validationError(problems)
  input.amount = sumDecimal('0', ...items.map((i) => String(i.amount)))
  input.totalQuantity = items.reduce((n, i) => n + Number(i.quantity ?? 0), 0)
  const given = input.rate ?? existing?.rate
  if (given === undefined || given === null || given === '' || compareDecimal(String(given), '0') === 0) {
    const first = orders.get(String(items[0]?.purchaseOrderId))
    input.rate = first?.exchangeRate ?? (await bookingRate(tx, currency)) ?? '1'
  }
}

/** The refusal of a change to a factory invoice that is no longer to confirm. */
function lockedError(actor: Actor, record: Row) {
  return new AppError('VALIDATION', 'finance.invoiceLocked', {
    record: record.code ?? record.invoiceNo,
    status: statusLabel(financialFactory, 'status', String(record.status), actor.lang),
  })
}

/** Only factory invoices to confirm are removed (one submitted is withdrawn first; one invoiced is voided). */
export async function beforeFactoryInvoicesRemoved(tx: Queryable, actor: Actor, ids: readonly string[]) {
  const rows = await tx.query<Row>(
    `SELECT id::text, code, invoice_no, status FROM fin_factory_invoice WHERE id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY id`,
    [ids],
  )
  const locked = rows.find((r) => String(r.status) !== F.toConfirm)
  if (locked) throw lockedError(actor, locked)
}

type InvoiceLine = { purchaseOrderId: string; productId: string; quantity: number; price: string; amount: string }

/** The lines of a factory invoice. */
async function linesOf(tx: Queryable, id: string): Promise<InvoiceLine[]> {
  return tx.query<InvoiceLine>(
    `SELECT purchase_order_id::text, product_id::text, quantity, price::text, amount::text
       FROM fin_factory_invoice_item WHERE factory_invoice_id = $1 AND is_deleted = 0 ORDER BY id`,
    [id],
  )
}

/** Per purchase order: units received, and units invoiced on other invoiced (confirmed) factory invoices. */
async function receivedAndInvoiced(tx: Queryable, invoiceId: string, orderIds: readonly string[]) {
  const rows = await tx.query<{ purchaseOrderId: string; received: number; invoiced: number; orderedCost: string }>(
    `SELECT o.id::text AS purchase_order_id,
            (SELECT coalesce(sum(i.received_quantity), 0)::int FROM erp_purchase_order_item i
              WHERE i.purchase_order_id = o.id AND i.is_deleted = 0) AS received,
            (SELECT coalesce(sum(l.quantity), 0)::int FROM fin_factory_invoice_item l
               JOIN fin_factory_invoice h ON h.id = l.factory_invoice_id AND h.is_deleted = 0
              WHERE l.purchase_order_id = o.id AND l.is_deleted = 0 AND h.status = ${F.invoiced} AND h.id <> $2) AS invoiced,
            (SELECT coalesce(sum(i.price * i.quantity) / nullif(sum(i.quantity), 0), 0)::text FROM erp_purchase_order_item i
              WHERE i.purchase_order_id = o.id AND i.is_deleted = 0) AS ordered_cost
       FROM erp_purchase_order o WHERE o.id = ANY($1::bigint[]) ORDER BY o.id`,
    [orderIds, invoiceId],
  )
  return new Map(rows.map((r) => [r.purchaseOrderId, r]))
}

/** What is still credited to GRNI against a purchase order (base currency; a debit balance reads negative). */
async function openGrni(tx: Queryable, orderId: string): Promise<string> {
  const open = await openItems(tx, { account: 'grni', against: [{ type: 'erp/purchaseorder', id: orderId }] })
  return sumDecimal('0', ...open.map((o) => o.baseOpen))
}

/** The last day of the month after a date (YYYY-MM-DD): a monthly settlement's due date. */
export function endOfNextMonth(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number]
  const last = new Date(Date.UTC(y, m + 1, 0))
  return last.toISOString().slice(0, 10)
}

/**
 * Posts a factory invoice (its confirmation): for each purchase order, the invoiced units matched
 * to received units not yet invoiced clear GRNI at their received cost (all that is open on the
 * order once every received unit is invoiced, else its share), units invoiced beyond what arrived
 * debit GRNI at the order's cost (their receipt credits it later); the rest of the order's amount
 * is a price difference; the factory's payable is credited against the order in the invoice's
 * currency and rate, due by the terms. Then each order's deposit is applied. Answers the due date.
 */
export async function postFactoryInvoice(tx: Queryable, actor: Actor, record: Row): Promise<string> {
  const id = String(record.id)
  const lines = await linesOf(tx, id)
  const currency = String(record.currencyCode)
  const rate = String(record.rate ?? '1')
  const base = await baseCurrencyOf(tx)
  const entryRounding = await currencyRounding(tx, currency)
  const baseRounding = await currencyRounding(tx, base)
  const orderIds = [...new Set(lines.map((l) => l.purchaseOrderId))]
  const orders = await ordersById(tx, orderIds)
  const counts = await receivedAndInvoiced(tx, id, orderIds)
  const date = String(record.invoiceDate ?? '').slice(0, 10) || undefined
  const settlement = orders.get(orderIds[0] ?? '')?.settlementMethod
  const dueDate = record.dueDate
    ? String(record.dueDate).slice(0, 10)
    : date && Number(settlement) === 3
      ? endOfNextMonth(date)
      : date
  const party = { type: 'factory' as const, id: String(record.factoryId) }
  const toBase = (amount: string) => roundMoney(multiplyDecimal(amount, rate), baseRounding.digits, baseRounding.mode)
  const entryLines: JournalLineInput[] = []
  for (const orderId of orderIds) {
    const against = { type: 'erp/purchaseorder', id: orderId }
    const mine = lines.filter((l) => l.purchaseOrderId === orderId)
    const units = mine.reduce((n, l) => n + l.quantity, 0)
    const amount = sumDecimal('0', ...mine.map((l) => l.amount))
    const payableBase = toBase(amount)
    const count = counts.get(orderId)
    const waiting = Math.max(0, (count?.received ?? 0) - (count?.invoiced ?? 0))
    const matched = Math.min(units, waiting)
    const open = await openGrni(tx, orderId)
    const openPositive = compareDecimal(open, '0') > 0 ? open : '0'
    let grniBase = '0'
    if (matched > 0)
      grniBase =
        matched === waiting
          ? openPositive
          : roundMoney(
              divideDecimal(multiplyDecimal(openPositive, String(matched)), String(waiting), 8, HALF_UP),
              baseRounding.digits,
              baseRounding.mode,
            )
    const beyond = units - matched
    if (beyond > 0) {
      const orderRate = orders.get(orderId)?.exchangeRate ?? rate
      const unitCost = multiplyDecimal(count?.orderedCost ?? '0', orderRate)
      grniBase = sumDecimal(
        grniBase,
        roundMoney(multiplyDecimal(unitCost, String(beyond)), baseRounding.digits, baseRounding.mode),
      )
    }
    const differenceBase = subtractDecimal(payableBase, grniBase)
    const differenceEntry = roundMoney(
      divideDecimal(differenceBase, rate, 8, HALF_UP),
      entryRounding.digits,
      entryRounding.mode,
    )
    const grniEntry = subtractDecimal(amount, differenceEntry)
    if (compareDecimal(grniBase, '0') !== 0 || compareDecimal(grniEntry, '0') !== 0)
      entryLines.push(side('grni', grniEntry, grniBase, { party, against, memo: 'GRNI' }))
    if (compareDecimal(differenceBase, '0') !== 0 || compareDecimal(differenceEntry, '0') !== 0)
      entryLines.push(side('priceDifference', differenceEntry, differenceBase, { party, against }))
    entryLines.push({
      account: 'payable',
      party,
      against,
      dueDate,
      credit: amount,
      baseCredit: payableBase,
    })
  }
  const document = { type: FACTORY_INVOICE_DOCUMENT, id, no: String(record.code ?? record.invoiceNo) }
  await postEntry(tx, actor, {
    document,
    date,
    currency,
    rate,
    memo: `${String(record.invoiceNo ?? '')}`,
    lines: entryLines,
  })
  for (const orderId of orderIds)
    await applyPrepayment(tx, actor, { document, date, party, against: { type: 'erp/purchaseorder', id: orderId } })
  return dueDate ?? ''
}

/** A debit line of an account (a negative amount is a credit), in the entry's currency and in base. */
function side(
  account: JournalLineInput['account'],
  entry: string,
  base: string,
  more: Partial<JournalLineInput>,
): JournalLineInput {
  const neg = (v: string) => (compareDecimal(v, '0') < 0 ? subtractDecimal('0', v) : v)
  const credit = compareDecimal(base, '0') < 0 || (compareDecimal(base, '0') === 0 && compareDecimal(entry, '0') < 0)
  return credit
    ? { account, ...more, credit: neg(entry), baseCredit: neg(base) }
    : { account, ...more, debit: neg(entry), baseDebit: neg(base) }
}

/** Submits factory invoices to confirm: each has its lines (one without is refused, naming it). */
export async function submitFactoryInvoices(tx: Queryable, actor: Actor, ids: readonly string[]) {
  await runAction(tx, actor, factoryInvoiceActions.submit, ids, {}, async (t, a, record) => {
    if (!(await linesOf(t, String(record.id))).length)
      throw validationError([{ field: 'items', message: translate('finance.invoiceNeedsLines', a.lang) }])
    return {}
  })
  return true
}

/** Confirms submitted factory invoices: each posted (its due date kept), invoiced. */
export async function confirmFactoryInvoices(tx: Queryable, actor: Actor, ids: readonly string[]) {
  await runAction(tx, actor, factoryInvoiceActions.confirm, ids, {}, async (t, a, record) => {
    const dueDate = await postFactoryInvoice(t, a, record)
    return dueDate ? { dueDate } : {}
  })
  return true
}

/** Voids factory invoices: what an invoiced one posted (its payable, GRNI, deposit applied) is reversed. */
export async function voidFactoryInvoices(tx: Queryable, actor: Actor, ids: readonly string[]) {
  await runAction(tx, actor, factoryInvoiceActions.void, ids, {}, async (t, a, record) => {
    if (String(record.status) === F.invoiced)
      await reverseDocument(t, a, { type: FACTORY_INVOICE_DOCUMENT, id: String(record.id) })
    return {}
  })
  return true
}

type MismatchRow = {
  invoiceId: string
  orderCode: string
  sku: string | null
  invoiced: number
  received: number
  invoicedBase: string
  receivedBase: string
}

/**
 * What factory invoices invoice against what was received, per purchase order and product: units
 * invoiced on every live invoice (not void) against units received, and this invoice's amount in
 * base currency against the received cost of its units at the order's price and rate. Each
 * difference as a sentence in the reader's language, '' where they agree.
 */
export async function invoiceMismatches(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const rows = await tx.query<MismatchRow>(
    `SELECT l.factory_invoice_id::text AS invoice_id, o.code AS order_code, p.sys_sku AS sku,
            (SELECT coalesce(sum(x.quantity), 0)::int FROM fin_factory_invoice_item x
               JOIN fin_factory_invoice hx ON hx.id = x.factory_invoice_id AND hx.is_deleted = 0 AND hx.status <> ${F.void}
              WHERE x.purchase_order_id = l.purchase_order_id AND x.product_id = l.product_id AND x.is_deleted = 0) AS invoiced,
            (SELECT coalesce(sum(i.received_quantity), 0)::int FROM erp_purchase_order_item i
              WHERE i.purchase_order_id = l.purchase_order_id AND i.product_id = l.product_id AND i.is_deleted = 0) AS received,
            sum(l.amount * coalesce(h.rate, 1))::text AS invoiced_base,
            sum(l.quantity * coalesce((SELECT max(i.price) FROM erp_purchase_order_item i
                  WHERE i.purchase_order_id = l.purchase_order_id AND i.product_id = l.product_id AND i.is_deleted = 0), 0)
                * coalesce(o.exchange_rate, 1))::text AS received_base
       FROM fin_factory_invoice_item l
       JOIN fin_factory_invoice h ON h.id = l.factory_invoice_id
       JOIN erp_purchase_order o ON o.id = l.purchase_order_id
       LEFT JOIN erp_base_product p ON p.id = l.product_id AND p.tenant_id = l.tenant_id
      WHERE l.factory_invoice_id = ANY($1::bigint[]) AND l.is_deleted = 0
      GROUP BY l.factory_invoice_id, l.purchase_order_id, l.product_id, o.code, p.sys_sku, o.exchange_rate
      ORDER BY 1, 2, 3`,
    [ids],
  )
  const base = await currencyRounding(tx, await baseCurrencyOf(tx))
  const out = new Map<string, string[]>()
  for (const r of rows) {
    const said = out.get(r.invoiceId) ?? []
    if (r.invoiced !== r.received)
      said.push(
        translate('finance.invoiceMismatchQuantity', actor.lang, {
          order: r.orderCode,
          sku: r.sku ?? '',
          invoiced: r.invoiced,
          received: r.received,
        }),
      )
    const invoiced = roundMoney(r.invoicedBase, base.digits, base.mode)
    const received = roundMoney(r.receivedBase, base.digits, base.mode)
    if (compareDecimal(invoiced, received) !== 0)
      said.push(
        translate('finance.invoiceMismatchAmount', actor.lang, {
          order: `${r.orderCode} / ${r.sku ?? ''}`,
          invoiced: trimZeros(invoiced, 2),
          received: trimZeros(received, 2),
        }),
      )
    out.set(r.invoiceId, said)
  }
  return new Map([...out].map(([k, v]) => [k, v.join('; ')]))
}

/** Keeps a factory invoice's file (its scan or PDF): a file changes nothing posted, so any status takes one. */
export async function saveFactoryInvoiceFile(
  tx: Queryable,
  actor: Actor,
  input: { id: string; fileUrl: string; fileName?: string | undefined },
) {
  const found = await findRecord(tx, financialFactory, input.id, { actor })
  if (!found) throw new AppError('NOT_FOUND', 'recordNotFound')
  await updateRecords(
    tx,
    financialFactory,
    [input.id],
    { fileUrl: input.fileUrl, fileName: input.fileName ?? input.fileUrl.split('/').pop() ?? null },
    actor,
  )
  return true
}
