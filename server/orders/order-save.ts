import { translate } from '#sync/i18n/messages.ts'
import { compareDecimal } from '#sync/money/round-money.ts'
import { statusLabel } from '#sync/resources/define-action.ts'
import type { FieldProblem } from '#sync/resources/describe-issues.ts'
import { ORDER_STATUS } from '#sync/resources/orders/order.actions.ts'
import { order, orderHistory, orderItem } from '#sync/resources/orders/order.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { nextDocumentNumber } from '../platform/records/document-number.ts'
import { removeRecordsBy } from '../platform/records/records.ts'
import { recordOrderHistory } from './order-history.ts'
import { isNegative, lineAmount, orderTotals, sumDecimals } from './order-money.ts'

const { noPay, toAudit, audited, stockout, issue, freeze, ltl, discarded } = ORDER_STATUS

/** Statuses in which the office may still change an order: it has not gone to the warehouse (pending) or out (shipped), nor been voided. */
export const EDITABLE_STATUSES: readonly string[] = [noPay, toAudit, audited, stockout, issue, freeze, ltl]
/** Orders that may be removed: pending review (to review, or out of stock: neither holds stock), or voided. */
export const REMOVABLE_STATUSES: readonly string[] = [toAudit, stockout, discarded]

/**
 * Pay types that mean the buyer has not paid yet (compared case-insensitively): such an order enters
 * the unpaid tab (noPay) instead of pending review, since reviewing it would reserve stock for an
 * order that may never be paid. A marketplace adapter or a form says so through `payType`.
 */
export const UNPAID_PAY_TYPES: readonly string[] = ['unpaid', 'pending', '未付款', '待付款', '未払い']

/** Whether an order with this pay type waits for payment. */
export const isUnpaid = (payType: unknown) =>
  typeof payType === 'string' && UNPAID_PAY_TYPES.includes(payType.trim().toLowerCase())

/** Where an order came from, for its "created" history row. */
export const ORDER_SOURCES = {
  form: 'orders.sourceForm',
  b2b: 'orders.sourceB2B',
  import: 'orders.sourceImport',
  pull: 'orders.sourcePull',
} as const
export type OrderSource = keyof typeof ORDER_SOURCES

/** The key under which intake tells the save hooks where an order came from (in the hooks' raw input). */
export const SOURCE_KEY = 'intakeSource'

type StoredLine = Row & { id: string; productId: string; sysSku: string | null; quantity: number; price: string }

/** What beforeSave learnt that afterSave writes into the history: the lines before the save. */
const before = new WeakMap<Row, { lines: StoredLine[] }>()

const LINES = 'orderSkuVOS'
const say = (key: string, lang: Actor['lang']) => statusLabel(order, 'status', key, lang)

/** An order's live lines, in id order. */
export function storedLines(tx: Queryable, orderId: string) {
  return tx.query<StoredLine>(
    `SELECT id::text, product_id::text, sys_sku, seller_sku, product_name, quantity, price::text, weight::text,
            supply_price::text, retail_price::text
       FROM erp_order_item WHERE order_id = $1 AND is_deleted = 0 ORDER BY id`,
    [orderId],
  )
}

/** A line's words in the history: "DEMO-PAN-28 × 2 @ 19.99". */
const lineWords = (l: Row) => `${l.sysSku ?? l.sellerSku ?? l.productId} × ${l.quantity} @ ${l.price}`

/** Whether the lines sent are the stored ones (same products, quantities and prices), whatever their order. */
function sameLines(sent: readonly Row[], stored: readonly StoredLine[]): boolean {
  const key = (l: Row) =>
    `${l.productId}|${l.quantity}|${l.price === undefined ? '' : sumDecimals([String(l.price)], 2)}`
  const a = sent.map(key).sort()
  const b = stored.map(key).sort()
  return a.length === b.length && a.every((k, i) => k === b[i])
}

/**
 * Refuses a change to an order past the office's reach (pushed, shipped, voided), and to a reviewed
 * order's lines or warehouse: it holds reservations for exactly those lines in that warehouse, so
 * changing them silently would leave the reservation wrong. Sending it back to review
 * (turnToReview) releases the stock first; the save does not do that itself, because a status
 * change is an action of its own (history, permission) and not a side effect of an edit.
 */
function checkEditable(existing: Row, input: Row, lines: StoredLine[], actor: Actor) {
  const status = String(existing.status)
  const code = String(existing.code ?? existing.id)
  if (!EDITABLE_STATUSES.includes(status)) {
    throw new AppError('INVALID_STATE', 'orders.notEditable', { code, status: say(status, actor.lang) })
  }
  if (status !== audited) return
  const sent = input[LINES]
  const linesChanged = Array.isArray(sent) && !sameLines(sent as Row[], lines)
  const storeChanged = input.storeId !== undefined && String(input.storeId ?? '') !== String(existing.storeId ?? '')
  if (linesChanged || storeChanged) throw new AppError('INVALID_STATE', 'orders.auditedLocked', { code })
}

/** The shop an order belongs to (its platform and order-number prefix), or a 400 on shopId. */
async function shopOf(tx: Queryable, shopId: string, actor: Actor) {
  const [shop] = await tx.query<{ platformId: string | null; systemSnPrefix: string | null }>(
    `SELECT platform_id::text, system_sn_prefix FROM erp_base_shop WHERE id = $1 AND is_deleted = 0`,
    [shopId],
  )
  if (!shop)
    throw validationError([{ field: 'shopId', message: translate('orders.shopMissing', actor.lang, { shop: shopId }) }])
  return shop
}

/**
 * Fills each line from its product (system SKU, name, unit weight where the line has none) and sets
 * its amounts exactly (quantity × price, and supply and retail for B2B); a line naming no live
 * product is a 400 naming the line. Lines that carry an id take the stored values they omit.
 */
async function completeLines(tx: Queryable, lines: Row[], stored: StoredLine[], actor: Actor): Promise<Row[]> {
  const merged = lines.map((l) => {
    const old = l.id ? stored.find((s) => s.id === String(l.id)) : undefined
    return {
      row: l,
      full: { ...(old ?? {}), ...Object.fromEntries(Object.entries(l).filter(([, v]) => v !== undefined)) },
    }
  })
  const ids = [...new Set(merged.map((m) => String(m.full.productId ?? '')).filter(Boolean))]
  const products = await tx.query<{ id: string; sysSku: string; name: string; unitWeight: string | null }>(
    `SELECT id::text, sys_sku, name, unit_weight::text FROM erp_base_product WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
    [ids],
  )
  const problems: FieldProblem[] = []
  merged.forEach(({ row, full }, i) => {
    const product = products.find((p) => p.id === String(full.productId))
    if (!product) {
      problems.push({
        field: `${LINES}.${i}.productId`,
        message: translate('orders.productMissing', actor.lang, { line: i + 1, product: full.productId ?? '—' }),
      })
      return
    }
    // Filled where absent: the line keeps what the marketplace or the person said.
    if (!full.sysSku) row.sysSku = full.sysSku = product.sysSku
    if (!full.productName) row.productName = full.productName = product.name
    if ((full.weight === undefined || full.weight === null) && product.unitWeight)
      row.weight = full.weight = product.unitWeight
    row.amount = full.amount = lineAmount(Number(full.quantity), String(full.price))
    row.supplyAmount = full.supplyPrice ? lineAmount(Number(full.quantity), String(full.supplyPrice)) : null
    row.retailAmount = full.retailPrice ? lineAmount(Number(full.quantity), String(full.retailPrice)) : null
  })
  if (problems.length) throw validationError(problems)
  return merged.map((m) => m.full)
}

/**
 * The rules of every save of a sales order (form, edit, import, intake): at least one line, each
 * line's product and amounts, the exact totals (goods + freight − discount), the platform of the
 * shop, an order number when none is given, the order time when none is given (the time it was
 * entered), unpaid orders to the unpaid tab, and edits only while
 * the office may still change the order.
 */
export async function beforeOrderSave(tx: Queryable, actor: Actor, input: Row, existing: Row | undefined) {
  const stored = existing ? await storedLines(tx, String(existing.id)) : []
  if (existing) checkEditable(existing, input, stored, actor)
  before.set(input, { lines: stored })
  const sent = input[LINES]
  if ((!existing && !Array.isArray(sent)) || (Array.isArray(sent) && sent.length === 0)) {
    throw validationError([{ field: LINES, message: translate('orders.linesRequired', actor.lang) }])
  }
  const shopId = String(input.shopId ?? existing?.shopId ?? '')
  const shop = await shopOf(tx, shopId, actor)
  input.platformId = shop.platformId
  const lines = Array.isArray(sent) ? await completeLines(tx, sent as Row[], stored, actor) : stored
  const pick = (key: string) => (input[key] !== undefined ? input[key] : existing?.[key])
  const freight = String(pick('freightAmount') ?? '0')
  const discount = String(pick('discountAmount') ?? '0')
  const totals = orderTotals(
    lines.map((l) => ({
      quantity: Number(l.quantity),
      price: String(l.price),
      weight: (l.weight as string | null) ?? null,
      supplyPrice: (l.supplyPrice as string | null) ?? null,
      retailPrice: (l.retailPrice as string | null) ?? null,
    })),
    freight,
    discount,
  )
  if (isNegative(totals.orderTotalMoney)) {
    throw validationError([
      {
        field: 'discountAmount',
        message: translate('orders.totalNegative', actor.lang, {
          discount,
          gross: sumDecimals([totals.goodsAmount, freight], 2),
        }),
      },
    ])
  }
  Object.assign(input, totals, { freightAmount: freight, discountAmount: discount })
  if (totals.supplyAmount === null) delete input.supplyAmount
  if (totals.retailAmount === null) delete input.retailAmount
  if (!existing) {
    if (!input.code) input.code = await nextDocumentNumber(tx, actor, 'salesOrder', { prefix: shop.systemSnPrefix })
    if (isUnpaid(input.payType)) input.status = Number(noPay)
    // An order entered without its order time was ordered now (so it sorts with today's, not last).
    if (!input.orderTime) {
      const [now] = await tx.query<{ now: string }>(`SELECT left(localtimestamp(0)::text, 19) AS now`)
      input.orderTime = now?.now ?? null
    }
  }
}

/** A field's value as the history shows it. */
function shown(value: unknown): string {
  return value === null || value === undefined || value === '' ? '—' : String(value)
}

/** Whether two stored values differ (decimals compared as numbers: 10 and 10.00 are the same). */
function differs(a: unknown, b: unknown): boolean {
  const x = a === null || a === undefined ? '' : String(a)
  const y = b === null || b === undefined ? '' : String(b)
  if (x === y) return false
  if (/^-?\d+(\.\d+)?$/.test(x) && /^-?\d+(\.\d+)?$/.test(y)) return compareDecimal(x, y) !== 0
  return true
}

/** What an update changed, in words: "Recipient: Alex → Sam; lines DEMO-PAN-28 × 1 @ 19.99 → ...". */
function changeWords(input: Row, existing: Row, linesBefore: StoredLine[], actor: Actor): string {
  const changes: string[] = []
  for (const [key, field] of Object.entries(order.fields)) {
    if (!(key in input) || key === 'status') continue
    if (differs(existing[key], input[key]))
      changes.push(`${field.label[actor.lang]}: ${shown(existing[key])} → ${shown(input[key])}`)
  }
  const sent = input[LINES]
  if (Array.isArray(sent)) {
    const merged = (sent as Row[]).map((l) => ({ ...(linesBefore.find((b) => b.id === String(l.id)) ?? {}), ...l }))
    const from = linesBefore.map(lineWords).join(', ')
    const to = merged.map(lineWords).join(', ')
    if (from !== to) changes.push(translate('orders.historyLines', actor.lang, { from: from || '—', to }))
  }
  return changes.length ? changes.join('; ') : '—'
}

/** The history row of a save: "created" with where from, or what changed in words. */
export async function afterOrderSave(
  tx: Queryable,
  actor: Actor,
  id: string,
  input: Row,
  existing: Row | undefined,
  raw?: Row,
) {
  const linesBefore = before.get(input)?.lines ?? []
  if (existing) {
    await recordOrderHistory(tx, actor, [
      {
        orderId: id,
        orderCode: String(input.code ?? existing.code ?? ''),
        action: 'update',
        content: translate('orders.historyChanged', actor.lang, {
          changes: changeWords(input, existing, linesBefore, actor),
        }),
        fromStatus: existing.status as string,
        toStatus: existing.status as string,
      },
    ])
    return
  }
  const source = raw?.[SOURCE_KEY]
  const sourceKey =
    ORDER_SOURCES[(typeof source === 'string' && source in ORDER_SOURCES ? source : 'form') as OrderSource]
  const lines = (input[LINES] as Row[] | undefined) ?? []
  await recordOrderHistory(tx, actor, [
    {
      orderId: id,
      orderCode: String(input.code),
      action: 'create',
      content: translate('orders.historyCreated', actor.lang, {
        source: translate(sourceKey, actor.lang),
        lines: lines.length,
        quantity: input.totalQuantity,
        total: input.orderTotalMoney,
        currency: input.fobCurrency ?? '',
      }),
      toStatus: (input.status as string) ?? toAudit,
    },
  ])
}

/**
 * Refuses to remove orders someone has worked on (only pending review or discarded ones go). The
 * history goes with its order, like its lines (a live history row would hold the order), the
 * removal itself written last so the table keeps who removed it.
 */
export async function beforeOrderRemove(tx: Queryable, actor: Actor, ids: string[]) {
  const rows = await tx.query<{ id: string; code: string; status: number }>(
    `SELECT id::text, code, status FROM erp_order WHERE id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY id FOR UPDATE`,
    [ids],
  )
  for (const r of rows) {
    if (!REMOVABLE_STATUSES.includes(String(r.status))) {
      throw new AppError('INVALID_STATE', 'orders.notRemovable', {
        code: r.code,
        status: say(String(r.status), actor.lang),
      })
    }
  }
  await recordOrderHistory(
    tx,
    actor,
    rows.map((r) => ({
      orderId: r.id,
      orderCode: r.code,
      action: 'remove',
      content: translate('orders.historyRemoved', actor.lang),
      fromStatus: r.status,
      toStatus: r.status,
    })),
  )
  await removeRecordsBy(tx, orderHistory, 'orderId', ids, actor)
}

/** The order line's declaration, for callers validating lines themselves. */
export const ORDER_LINE = orderItem
