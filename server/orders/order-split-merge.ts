import type { Label } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { orderActions } from '#sync/resources/orders/order.actions.ts'
import { order, orderItem } from '#sync/resources/orders/order.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { copyRecord, updateRecords } from '../platform/records/records.ts'
import { runAction } from '../platform/records/transition.ts'
import { recordOrderHistory } from './order-history.ts'
import { fromUnits, shareByWeights, toUnits } from './order-shares.ts'
import { releaseOrderStock } from './order-stock.ts'

/**
 * Splitting and merging sales orders (spec 1 §5: one order at a time, every line fully split,
 * warehouse, transport and quantity required; merge refused when address, buyer, shop or currency
 * differ). Both replace their sources, which keep a status of their own (split, merged: not counted
 * as discarded): a split order's parts are new orders `<code>-1`, `<code>-2` ... (parentOrderId)
 * pending review; merged orders (mergedIntoId) give one new order pending review holding their lines. Quantities and money are kept
 * exactly: each line's amounts are shared by quantity, the order's goods, freight, discount and
 * totals by the parts' goods, every remainder on the last part. The sources hold no stock after.
 */

/** An order line as split and merge read it (money and weight as exact text). */
export type OrderLine = {
  id: string
  productId: string
  sysSku: string | null
  sellerSku: string | null
  productName: string | null
  quantity: number
  price: string
  amount: string | null
  weight: string | null
  supplyPrice: string | null
  supplyAmount: string | null
  retailPrice: string | null
  retailAmount: string | null
}

/** An order's live lines in id order. */
export function orderLines(tx: Queryable, orderId: string): Promise<OrderLine[]> {
  return tx.query<OrderLine>(
    `SELECT id::text, product_id::text, sys_sku, seller_sku, product_name, quantity, price::text, amount::text,
            weight::text, supply_price::text, supply_amount::text, retail_price::text, retail_amount::text
       FROM erp_order_item WHERE order_id = $1 AND is_deleted = 0 ORDER BY id`,
    [orderId],
  )
}

/** The order header money and measures split and merge share out. */
type OrderMoney = {
  id: string
  code: string
  status: number
  goodsAmount: string | null
  freightAmount: string | null
  discountAmount: string | null
  orderTotalMoney: string | null
  supplyAmount: string | null
  retailAmount: string | null
}

/** The live order (any status), or a 404. */
export async function readOrder(tx: Queryable, id: string): Promise<Row & OrderMoney> {
  const [row] = await tx.query<Row & OrderMoney>(
    `SELECT o.*, o.id::text, o.goods_amount::text, o.freight_amount::text, o.discount_amount::text,
            o.order_total_money::text, o.supply_amount::text, o.retail_amount::text, o.total_weight::text
       FROM erp_order o WHERE o.id = $1 AND o.is_deleted = 0`,
    [id],
  )
  if (!row) throw new AppError('NOT_FOUND', 'recordNotFound')
  return row
}

/**
 * Inserts a new order as a copy of `sourceId` with `set` over it (declared field names), pending
 * review (the status starts over). Answers the new id.
 */
function copyOrder(tx: Queryable, actor: Actor, sourceId: string, set: Row): Promise<string> {
  return copyRecord(tx, order, sourceId, set, actor)
}

/** What a new order (a part or a merge) starts without: the review, the warehouse's work and the shipping of its source. */
const FRESH: Row = {
  trackNumber: null,
  problemReason: null,
  ruleId: null,
  ruleExplanation: null,
  reviewTime: null,
  shipTime: null,
  cutStatus: null,
  labelStatus: 0,
  refundAmount: null,
  isReturned: 0,
  parentOrderId: null,
  mergedIntoId: null,
}

/** A new line, with the id of the source line it copies. */
type NewLine = Omit<OrderLine, 'amount' | 'supplyAmount' | 'retailAmount'> & {
  amount: bigint
  supplyAmount: bigint | null
  retailAmount: bigint | null
}

/** Each new line is a copy of the source line it comes from, with its own order, quantity and amounts. */
async function insertLines(tx: Queryable, actor: Actor, orderId: string, lines: readonly NewLine[]): Promise<void> {
  for (const l of lines) {
    await copyRecord(
      tx,
      orderItem,
      l.id,
      {
        orderId,
        quantity: l.quantity,
        amount: fromUnits(l.amount),
        supplyAmount: l.supplyAmount === null ? null : fromUnits(l.supplyAmount),
        retailAmount: l.retailAmount === null ? null : fromUnits(l.retailAmount),
      },
      actor,
    )
  }
}

/** Quantity and weight (Σ quantity × unit weight, grams exact) of lines. */
function measures(lines: readonly NewLine[]): { totalQuantity: number; totalWeight: string | null } {
  const weighed = lines.some((l) => l.weight !== null)
  const grams = lines.reduce((s, l) => s + toUnits(l.weight, 3) * BigInt(l.quantity), 0n)
  return {
    totalQuantity: lines.reduce((s, l) => s + l.quantity, 0),
    totalWeight: weighed ? fromUnits(grams, 3) : null,
  }
}

/**
 * The order money of parts, shared exactly: goods by the parts' line amounts, freight, discount,
 * supply and retail by their goods (or quantities when nothing has a price); the total is goods +
 * freight − discount where the source's is, else shared like freight.
 */
function shareHeader(source: OrderMoney, parts: readonly NewLine[][]): Row[] {
  const goodsWeights = parts.map((lines) => lines.reduce((s, l) => s + l.amount, 0n))
  const byGoods = goodsWeights.some((w) => w > 0n)
    ? goodsWeights
    : parts.map((lines) => BigInt(lines.reduce((s, l) => s + l.quantity, 0)))
  const goods = shareByWeights(toUnits(source.goodsAmount), byGoods)
  const freight = shareByWeights(toUnits(source.freightAmount), byGoods)
  const discount = shareByWeights(toUnits(source.discountAmount), byGoods)
  const consistent =
    toUnits(source.orderTotalMoney) ===
    toUnits(source.goodsAmount) + toUnits(source.freightAmount) - toUnits(source.discountAmount)
  const totals = consistent
    ? goods.map((g, i) => g + (freight[i] as bigint) - (discount[i] as bigint))
    : shareByWeights(toUnits(source.orderTotalMoney), byGoods)
  const optional = (value: string | null, key: 'supplyAmount' | 'retailAmount') => {
    if (value === null) return parts.map(() => null)
    const weights = parts.map((lines) => lines.reduce((s, l) => s + (l[key] ?? 0n), 0n))
    return shareByWeights(toUnits(value), weights.some((w) => w > 0n) ? weights : byGoods).map((u) => fromUnits(u))
  }
  const supply = optional(source.supplyAmount, 'supplyAmount')
  const retail = optional(source.retailAmount, 'retailAmount')
  return parts.map((lines, i) => ({
    goodsAmount: fromUnits(goods[i] as bigint),
    freightAmount: fromUnits(freight[i] as bigint),
    discountAmount: fromUnits(discount[i] as bigint),
    orderTotalMoney: fromUnits(totals[i] as bigint),
    supplyAmount: supply[i],
    retailAmount: retail[i],
    ...measures(lines),
  }))
}

/** Codes `<code>-1`, `<code>-2` ... that no live order holds yet (at most 40 characters). */
async function partCodes(tx: Queryable, code: string, count: number, suffix = ''): Promise<string[]> {
  const taken = new Set(
    (
      await tx.query<{ code: string }>(`SELECT code FROM erp_order WHERE code LIKE $1 AND is_deleted = 0`, [
        `${code.replace(/[\\%_]/g, '\\$&')}-%`,
      ])
    ).map((r) => r.code),
  )
  const codes: string[] = []
  for (let n = 1; codes.length < count; n++) {
    const candidate = `${code}-${suffix}${n}`
    if (candidate.length > 40) throw new AppError('VALIDATION', 'orders.codeTooLong', { code })
    if (!taken.has(candidate)) codes.push(candidate)
  }
  return codes
}

/** What the split form offers: the order's lines with their quantities, the warehouses and the transports. */
export async function splitForm(tx: Queryable, orderId: string) {
  const source = await readOrder(tx, orderId)
  const [lines, stores, transports] = await Promise.all([
    orderLines(tx, orderId),
    tx.query<Row>(
      `SELECT id::text, code, name, is_fba FROM erp_base_store WHERE is_deleted = 0 AND status = 0 ORDER BY sort NULLS LAST, id`,
    ),
    tx.query<Row>(
      `SELECT id::text, code, name FROM erp_base_transport WHERE is_deleted = 0 AND status = 1 ORDER BY sort NULLS LAST, id`,
    ),
  ])
  return {
    id: source.id,
    code: source.code,
    status: source.status,
    storeId: source.storeId === null ? null : String(source.storeId),
    transportId: source.transportId === null ? null : String(source.transportId),
    goodsAmount: source.goodsAmount,
    freightAmount: source.freightAmount,
    discountAmount: source.discountAmount,
    orderTotalMoney: source.orderTotalMoney,
    lines,
    stores,
    transports,
  }
}

/** Refuses parts naming a warehouse or transport that no live record is, naming the part's field. */
async function assertPartLinks(tx: Queryable, actor: Actor, parts: readonly SplitPart[]): Promise<void> {
  const [stores, transports] = await Promise.all([
    tx.query<{ id: string }>(`SELECT id::text FROM erp_base_store WHERE id = ANY($1::bigint[]) AND is_deleted = 0`, [
      parts.map((p) => p.storeId),
    ]),
    tx.query<{ id: string }>(
      `SELECT id::text FROM erp_base_transport WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
      [parts.map((p) => p.transportId)],
    ),
  ])
  const known = { storeId: new Set(stores.map((r) => r.id)), transportId: new Set(transports.map((r) => r.id)) }
  const problems = parts.flatMap((p, i) =>
    (['storeId', 'transportId'] as const)
      .filter((key) => !known[key].has(p[key]))
      .map((key) => ({
        field: `parts.${i}.${key}`,
        message: translate('linkMissing', actor.lang, { field: order.fields[key].label[actor.lang] }),
      })),
  )
  if (problems.length) throw validationError(problems)
}

/** One part of a split: its warehouse and transport, and how many of each line it takes. */
export type SplitPart = { storeId: string; transportId: string; lines: readonly { itemId: string; quantity: number }[] }

/**
 * Splits one order into parts: every line fully split (the parts' quantities of a line add up to
 * it), each part with a warehouse, a transport and at least one unit, at least two parts. The
 * original becomes split (replaced by its parts, not voided) and gives back what it held; answers
 * the parts (pending review).
 */
export async function splitOrder(
  tx: Queryable,
  actor: Actor,
  orderId: string,
  parts: readonly SplitPart[],
): Promise<{ id: string; code: string }[]> {
  const made: { id: string; code: string }[] = []
  await runAction(tx, actor, orderActions.split, [orderId], {}, async (_tx, _actor, record) => {
    const source = await readOrder(tx, orderId)
    if (parts.length < 2) throw new AppError('VALIDATION', 'orders.splitPartsMin', { code: source.code })
    const lines = await orderLines(tx, orderId)
    const byId = new Map(lines.map((l) => [l.id, l]))
    const taken = parts.map((part, p) => {
      const q = new Map<string, number>()
      for (const l of part.lines) {
        const line = byId.get(l.itemId)
        if (!line) throw new AppError('VALIDATION', 'orders.lineNotOnOrder', { code: source.code, sku: l.itemId })
        q.set(l.itemId, (q.get(l.itemId) ?? 0) + l.quantity)
      }
      if (![...q.values()].some((n) => n > 0))
        throw new AppError('VALIDATION', 'orders.splitPartEmpty', { part: p + 1 })
      return q
    })
    for (const line of lines) {
      const split = taken.reduce((s, q) => s + (q.get(line.id) ?? 0), 0)
      if (split !== line.quantity) {
        throw new AppError('VALIDATION', 'orders.splitNotFull', {
          code: source.code,
          sku: line.sellerSku || line.sysSku || line.id,
          split,
          quantity: line.quantity,
        })
      }
    }
    await assertPartLinks(tx, actor, parts)
    // Each line's amounts go to the parts by quantity, the remainder to the last part holding it.
    const partLines: NewLine[][] = parts.map(() => [])
    for (const line of lines) {
      const quantities = taken.map((q) => BigInt(q.get(line.id) ?? 0))
      const amount = shareByWeights(toUnits(line.amount), quantities)
      const supply = line.supplyAmount === null ? null : shareByWeights(toUnits(line.supplyAmount), quantities)
      const retail = line.retailAmount === null ? null : shareByWeights(toUnits(line.retailAmount), quantities)
      quantities.forEach((q, p) => {
        if (q === 0n) return
        partLines[p]?.push({
          ...line,
          quantity: Number(q),
          amount: amount[p] as bigint,
          supplyAmount: supply ? (supply[p] as bigint) : null,
          retailAmount: retail ? (retail[p] as bigint) : null,
        })
      })
    }
    const headers = shareHeader(source, partLines)
    const codes = await partCodes(tx, source.code, parts.length)
    for (const [p, part] of parts.entries()) {
      const code = codes[p] as string
      const id = await copyOrder(tx, actor, orderId, {
        ...FRESH,
        ...headers[p],
        code,
        parentOrderId: orderId,
        storeId: part.storeId,
        transportId: part.transportId,
      })
      await insertLines(tx, actor, id, partLines[p] ?? [])
      made.push({ id, code })
    }
    await releaseOrderStock(tx, orderId)
    await recordOrderHistory(tx, actor, [
      {
        orderId,
        orderCode: source.code,
        action: 'split',
        content: translate('orders.history.split', actor.lang, { codes: codes.join(', ') }),
        fromStatus: record.status as number,
        toStatus: orderActions.split.to,
      },
      ...made.map((m) => ({
        orderId: m.id,
        orderCode: m.code,
        action: 'split',
        content: translate('orders.history.splitFrom', actor.lang, { code: source.code }),
        toStatus: order.fields.status.default,
      })),
    ])
    return undefined
  })
  return made
}

/** What must be the same for orders to merge, each named by its words in the refusal. */
const MERGE_KEYS: { label: Label; fields: readonly string[] }[] = [
  { label: order.fields.shopId.label, fields: ['shopId'] },
  { label: order.fields.buyerName.label, fields: ['buyerId', 'buyerName', 'buyerEmail'] },
  {
    label: { zh: '收货地址', en: 'address', ja: '住所' },
    fields: [
      'addressName',
      'addressPhone',
      'addressCountryCode',
      'addressStateOrRegion',
      'addressCity',
      'addressPostalCode',
      'addressLine1',
      'addressLine2',
      'company',
    ],
  },
  { label: order.fields.fobCurrency.label, fields: ['fobCurrency'] },
]

/** A value as merge compares it: trimmed, case-insensitive, empty as nothing. */
const comparable = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim().toLowerCase())

/** Lines of the same product, sales SKU and price become one (quantities and amounts added, exactly). */
function mergedLines(lines: readonly OrderLine[]): NewLine[] {
  const merged = new Map<string, NewLine>()
  for (const l of lines) {
    const key = `${l.productId}|${comparable(l.sellerSku)}|${toUnits(l.price)}`
    const seen = merged.get(key)
    const add = (a: bigint | null, b: string | null) => (a === null && b === null ? null : (a ?? 0n) + toUnits(b))
    if (seen) {
      seen.quantity += l.quantity
      seen.amount += toUnits(l.amount)
      seen.supplyAmount = add(seen.supplyAmount, l.supplyAmount)
      seen.retailAmount = add(seen.retailAmount, l.retailAmount)
    } else {
      merged.set(key, {
        ...l,
        amount: toUnits(l.amount),
        supplyAmount: l.supplyAmount === null ? null : toUnits(l.supplyAmount),
        retailAmount: l.retailAmount === null ? null : toUnits(l.retailAmount),
      })
    }
  }
  return [...merged.values()]
}

/** Refuses orders that cannot merge, naming the first field that differs and the orders. */
function assertMergeable(actor: Actor, orders: readonly Row[]): void {
  const first = orders[0] as Row
  for (const key of MERGE_KEYS) {
    const differs = orders.some((o) => key.fields.some((f) => comparable(o[f]) !== comparable(first[f])))
    if (differs) {
      throw new AppError('VALIDATION', 'orders.unableToMerge', {
        field: key.label[actor.lang],
        codes: orders.map((o) => o.code).join(', '),
      })
    }
  }
}

/** The merged order's money and lines, exact. */
function mergedOf(orders: readonly (Row & OrderMoney)[], lines: readonly OrderLine[]) {
  const sum = (key: keyof OrderMoney) => fromUnits(orders.reduce((s, o) => s + toUnits(o[key] as string | null), 0n))
  const optional = (key: 'supplyAmount' | 'retailAmount') => (orders.some((o) => o[key] !== null) ? sum(key) : null)
  const merged = mergedLines(lines)
  return {
    lines: merged,
    header: {
      goodsAmount: sum('goodsAmount'),
      freightAmount: sum('freightAmount'),
      discountAmount: sum('discountAmount'),
      orderTotalMoney: sum('orderTotalMoney'),
      supplyAmount: optional('supplyAmount'),
      retailAmount: optional('retailAmount'),
      ...measures(merged),
    },
  }
}

const distinct = (ids: readonly string[]) => [...new Set(ids)]

/** Widest marketplace order number a record holds (erp_order.seller_order_id). */
const NUMBER_MAX = 64

/**
 * The marketplace numbers of merged orders as the merged order shows them: each once, comma
 * separated, and "+N" for those past the column's width (tracking pushes read every source's own).
 */
export function marketplaceNumbers(numbers: readonly unknown[]): string | null {
  const all = [
    ...new Set(numbers.filter((n): n is string => typeof n === 'string' && n.trim() !== '').map((n) => n.trim())),
  ]
  if (!all.length) return null
  for (let kept = all.length; kept > 0; kept--) {
    const rest = all.length - kept
    const text = all.slice(0, kept).join(', ') + (rest ? ` +${rest}` : '')
    if (text.length <= NUMBER_MAX) return text
  }
  return (all[0] as string).slice(0, NUMBER_MAX)
}

/** Whether orders may merge, and what the merged order would hold (merge refused as in `mergeOrders`). */
export async function mergePreview(tx: Queryable, actor: Actor, ids: readonly string[]) {
  const unique = distinct(ids)
  if (unique.length < 2) throw new AppError('VALIDATION', 'orders.mergeTwo')
  const orders = await Promise.all(unique.map((id) => readOrder(tx, id)))
  assertMergeable(actor, orders)
  const lines = (await Promise.all(unique.map((id) => orderLines(tx, id)))).flat()
  const { header, lines: merged } = mergedOf(orders, lines)
  return {
    mergeable: true,
    orders: orders.map((o) => ({ id: o.id, code: o.code, status: o.status, orderTotalMoney: o.orderTotalMoney })),
    ...header,
    lines: merged.map((l) => ({
      ...l,
      amount: fromUnits(l.amount),
      supplyAmount: l.supplyAmount === null ? null : fromUnits(l.supplyAmount),
      retailAmount: l.retailAmount === null ? null : fromUnits(l.retailAmount),
    })),
  }
}

/**
 * Merges orders (pending review or out of stock) of one shop, buyer, address and currency into a
 * new order pending review: lines of the same product, sales SKU and price are added up, the money
 * summed exactly, the marketplace numbers of all sources kept. The sources become merged (replaced,
 * not voided) with their mergedIntoId and give back what they held. Answers the merged order.
 */
export async function mergeOrders(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
): Promise<{ id: string; code: string }> {
  const unique = distinct(ids)
  if (unique.length < 2) throw new AppError('VALIDATION', 'orders.mergeTwo')
  let merged: { id: string; code: string; sellerOrderId: unknown } | undefined
  const sources: { id: string; code: string; from: unknown }[] = []
  await runAction(tx, actor, orderActions.merge, unique, {}, async (_tx, _actor, record) => {
    // The first record's step runs once every source is locked: check and make the merged order then.
    if (!merged) {
      const orders = (await Promise.all(unique.map((id) => readOrder(tx, id)))).sort((a, b) =>
        BigInt(a.id) < BigInt(b.id) ? -1 : 1,
      )
      assertMergeable(actor, orders)
      const lines = (await Promise.all(orders.map((o) => orderLines(tx, o.id)))).flat()
      const { header, lines: newLines } = mergedOf(orders, lines)
      const first = orders[0] as Row & OrderMoney
      const [code] = await partCodes(tx, first.code, 1, 'M')
      // The marketplace order number follows once the sources have left the live (shop, number) index.
      const id = await copyOrder(tx, actor, first.id, { ...FRESH, ...header, code, sellerOrderId: null })
      await insertLines(tx, actor, id, newLines)
      merged = { id, code: code as string, sellerOrderId: marketplaceNumbers(orders.map((o) => o.sellerOrderId)) }
    }
    await releaseOrderStock(tx, String(record.id))
    sources.push({ id: String(record.id), code: String(record.code), from: record.status })
    return { mergedIntoId: merged.id }
  })
  const done = merged as { id: string; code: string; sellerOrderId: unknown }
  await updateRecords(tx, order, [done.id], { sellerOrderId: done.sellerOrderId ?? null }, actor)
  await recordOrderHistory(tx, actor, [
    ...sources.map((s) => ({
      orderId: s.id,
      orderCode: s.code,
      action: 'merge',
      content: translate('orders.history.merged', actor.lang, { code: done.code }),
      fromStatus: s.from as number,
      toStatus: orderActions.merge.to,
    })),
    {
      orderId: done.id,
      orderCode: done.code,
      action: 'merge',
      content: translate('orders.history.mergedFrom', actor.lang, { codes: sources.map((s) => s.code).join(', ') }),
      toStatus: order.fields.status.default,
    },
  ])
  return { id: done.id, code: done.code }
}
