import type { z } from 'zod'
import type { Language } from '#sync/i18n/language.ts'
import type { MessageKey } from '#sync/i18n/messages.ts'
import { translate } from '#sync/i18n/messages.ts'
import { multiplyDecimal } from '#sync/money/round-money.ts'
import { trimZeros } from '#sync/money/shown-decimal.ts'
import {
  PURCHASE_ORDER_STATUS,
  PURCHASE_STATUS,
  purchaseActions,
  purchaseOrderActions,
} from '#sync/resources/purchasing/purchase.actions.ts'
import { purchase, purchaseItem } from '#sync/resources/purchasing/purchase.resource.ts'
import { purchaseOrder } from '#sync/resources/purchasing/purchase-order.resource.ts'
import type {
  listTotalAnswer,
  purchasableLine,
  purchaseProductListContract,
} from '#sync/resources/purchasing/purchasing.contracts.ts'
import { SALE_PLAN_STATUS, salePlanActions } from '#sync/resources/purchasing/sale-plan.actions.ts'
import { salePlanItem } from '#sync/resources/purchasing/sale-plan.resource.ts'
import { type Actor, actingForSystem } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { increment, saveRecord, updateRecords } from '../platform/records/records.ts'
import { runAction } from '../platform/records/transition.ts'
import type { ListQuery } from '../platform/resources/list-query.ts'
import { exchangeRateToBase, followInboundReceipt } from './purchase-order.ts'

/**
 * Purchases (采购单, issue 30): lines drawn from approved sales plans or entered directly; determining
 * a purchase splits it per factory and currency into purchase orders and counts what it bought on
 * the plans' lines, whose plans then read partly purchased or purchased.
 */

/** What a purchase's lines and orders are written as: the purchase's own, its scope checked already. */
const OF_PURCHASE = { scopeChecked: true }

function refuse(field: string, key: MessageKey, lang: Language, params: Record<string, unknown> = {}): never {
  throw validationError([{ field, message: translate(key, lang, params) }])
}

/** A plan line as a purchase line reads it: its plan's status, what is planned and what is bought. */
type PlanLine = {
  id: string
  planId: string
  planCode: string | null
  planStatus: number
  factoryId: string | null
  productId: string
  quantity: number
  purchasedQuantity: number
  fobPrice: string | null
  currencyCode: string | null
}

async function planLines(tx: Queryable, ids: readonly string[], lock = false): Promise<Map<string, PlanLine>> {
  if (!ids.length) return new Map()
  const rows = await tx.query<PlanLine>(
    `SELECT i.id::text, i.plan_id::text, p.plan_code, p.status AS plan_status, p.factory_id::text, i.product_id::text,
            coalesce(i.quantity, 0)::int AS quantity, coalesce(i.purchased_quantity, 0)::int AS purchased_quantity,
            i.fob_price::text, p.currency_code
       FROM erp_sale_plan_item i JOIN erp_sale_plan p ON p.id = i.plan_id AND p.is_deleted = 0
      WHERE i.id = ANY($1::bigint[]) AND i.is_deleted = 0 ORDER BY i.id ${lock ? 'FOR UPDATE OF i' : ''}`,
    [[...new Set(ids)]],
  )
  return new Map(rows.map((r) => [r.id, r]))
}

const BUYABLE_PLAN = [Number(SALE_PLAN_STATUS.approved), Number(SALE_PLAN_STATUS.partlyPurchased)]

/**
 * Checks a purchase's lines against their plan lines (an approved plan, the same product, no more
 * than is left to buy: planned less what determined purchases bought) and works out each line's
 * amount (price × quantity, exact) and the purchase's total quantity. A line without a factory or
 * price takes its plan's.
 */
export async function preparePurchaseLines(tx: Queryable, actor: Actor, input: Row): Promise<void> {
  const lines = input.items as Row[]
  const plans = await planLines(
    tx,
    lines.map((l) => l.salePlanItemId).filter((v): v is string => typeof v === 'string' && v !== ''),
  )
  const wanted = new Map<string, number>()
  lines.forEach((line, i) => {
    const at = i + 1
    line.purchaseOrderId = null
    const planLine = line.salePlanItemId ? plans.get(String(line.salePlanItemId)) : undefined
    if (line.salePlanItemId && !planLine) throw new AppError('NOT_FOUND', 'recordNotFound')
    if (planLine) {
      if (!BUYABLE_PLAN.includes(Number(planLine.planStatus)))
        refuse(`items[${i}].salePlanItemId`, 'purchasing.planItemNotApproved', actor.lang, {
          line: at,
          plan: planLine.planCode ?? planLine.planId,
        })
      if (line.productId && String(line.productId) !== planLine.productId)
        refuse(`items[${i}].productId`, 'purchasing.planItemProductMismatch', actor.lang, { line: at })
      line.productId ??= planLine.productId
      line.factoryId ??= planLine.factoryId
      const total = (wanted.get(planLine.id) ?? 0) + Number(line.quantity ?? 0)
      wanted.set(planLine.id, total)
      const remaining = planLine.quantity - planLine.purchasedQuantity
      if (total > remaining)
        refuse(`items[${i}].quantity`, 'purchasing.planItemOverbought', actor.lang, {
          line: at,
          quantity: total,
          remaining,
        })
    }
    if (line.quantity === undefined || line.quantity === null || Number(line.quantity) <= 0)
      refuse(`items[${i}].quantity`, 'purchasing.itemPositive', actor.lang, {
        line: at,
        field: purchaseItem.fields.quantity.label[actor.lang],
      })
    line.amount = multiplyDecimal(String(line.price ?? '0'), String(line.quantity))
  })
  input.totalQuantity = lines.reduce((sum, l) => sum + Number(l.quantity ?? 0), 0)
  const planIds = new Set([...plans.values()].map((p) => p.planId))
  if (!input.salePlanId && planIds.size === 1) input.salePlanId = [...planIds][0]
}

/** A purchase is changed or removed only while it is to be determined (its orders are made from it then). */
export function assertPurchaseEditable(record: Row, lang: Language): void {
  if (String(record.status) !== PURCHASE_STATUS.toBeDetermined)
    throw new AppError('VALIDATION', 'purchasing.purchaseNotEditable', { purchase: record.code ?? record.id })
  void lang
}

/** A line of a draft purchase (replenishment's suggestions): the product, how many, and where known its factory and price. */
export type DraftLine = {
  productId: string
  factoryId?: string
  quantity: number
  price?: string
  currencyCode?: string
  salePlanItemId?: string
}

/**
 * Makes a purchase to be determined (status 1) from suggested lines: a line without factory or
 * price takes the product's default supplier's (erp/productfactory), else its first (in the base
 * currency when no supplier says). Answers its id.
 */
export async function createDraftPurchase(
  tx: Queryable,
  actor: Actor,
  lines: readonly DraftLine[],
  header: { storeId?: string; expectedDate?: string; remark?: string } = {},
): Promise<string> {
  const products = [...new Set(lines.map((l) => l.productId))]
  const suppliers = await tx.query<{ productId: string; factoryId: string; price: string; currency: string | null }>(
    `SELECT DISTINCT ON (product_id) product_id::text, factory_id::text, purchase_price::text AS price, currency
       FROM erp_product_factory WHERE product_id = ANY($1::bigint[]) AND is_deleted = 0
      ORDER BY product_id, is_default DESC NULLS LAST, id`,
    [products],
  )
  const supplierOf = new Map(suppliers.map((s) => [s.productId, s]))
  const [base] = await tx.query<{ code: string }>(
    `SELECT code FROM erp_base_currency WHERE is_base = 1 AND is_deleted = 0 ORDER BY id LIMIT 1`,
  )
  const items = lines.map((l) => {
    const supplier = supplierOf.get(l.productId)
    const factoryId = l.factoryId ?? supplier?.factoryId
    const sameSupplier = supplier && supplier.factoryId === factoryId
    return {
      productId: l.productId,
      factoryId,
      quantity: l.quantity,
      price: l.price ?? (sameSupplier ? supplier.price : '0'),
      currencyCode: l.currencyCode ?? (sameSupplier ? supplier.currency : null) ?? base?.code ?? 'CNY',
      ...(l.salePlanItemId ? { salePlanItemId: l.salePlanItemId } : {}),
    }
  })
  return saveRecord(tx, purchase, { ...header, items }, actor)
}

type PurchaseLine = {
  id: string
  salePlanItemId: string | null
  productId: string
  factoryId: string
  quantity: number
  price: string
  currencyCode: string
}

/**
 * Determines purchases: each is split per factory and currency into purchase orders (the rate into
 * the base currency taken now, the factory's payment terms), its lines point at their orders, and
 * the plan lines it draws on count its quantities as bought (refused beyond what is left).
 */
export async function determinePurchases(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  const plans = new Set<string>()
  await runAction(tx, actor, purchaseActions.determine, ids, {}, async (_tx, _actor, record) => {
    const lines = await tx.query<PurchaseLine>(
      `SELECT id::text, sale_plan_item_id::text, product_id::text, factory_id::text, quantity, price::text, currency_code
         FROM erp_purchase_item WHERE purchase_id = $1 AND is_deleted = 0 ORDER BY id`,
      [record.id],
    )
    if (!lines.length) throw new AppError('VALIDATION', 'purchasing.purchaseWithoutItems', { purchase: record.code })
    await countAsBought(tx, actor, lines, 1, plans)
    const groups = new Map<string, PurchaseLine[]>()
    for (const line of lines) {
      const key = `${line.factoryId}/${line.currencyCode}`
      groups.set(key, [...(groups.get(key) ?? []), line])
    }
    for (const group of groups.values()) {
      const [first] = group as [PurchaseLine]
      const [factory] = await tx.query<{ settlementMethod: number | null; paymentMethod: number | null }>(
        `SELECT settlement_method, payment_method FROM erp_base_factory WHERE id = $1`,
        [first.factoryId],
      )
      const rate = await exchangeRateToBase(tx, actor, first.currencyCode)
      const orderId = await saveRecord(
        tx,
        purchaseOrder,
        {
          purchaseId: record.id,
          factoryId: first.factoryId,
          currencyCode: first.currencyCode,
          exchangeRate: rate.rate,
          baseCurrency: rate.baseCurrency,
          settlementMethod: factory?.settlementMethod ?? null,
          paymentMethod: factory?.paymentMethod ?? null,
          storeId: record.storeId ?? null,
          expectedDate: record.expectedDate ?? null,
          items: group.map((l) => ({
            purchaseItemId: l.id,
            salePlanItemId: l.salePlanItemId,
            productId: l.productId,
            quantity: l.quantity,
            price: l.price,
          })),
        },
        actor,
      )
      await updateRecords(
        tx,
        purchaseItem,
        group.map((l) => l.id),
        { purchaseOrderId: orderId },
        actor,
        OF_PURCHASE,
      )
    }
    return {}
  })
  await followPlans(tx, actor, [...plans])
}

/**
 * Counts a purchase's lines on their plan lines (`sign` 1 when determined, -1 when abolished),
 * locked, refusing to buy more than planned; the plans touched are added to `plans`.
 */
async function countAsBought(
  tx: Queryable,
  actor: Actor,
  lines: readonly Pick<PurchaseLine, 'salePlanItemId' | 'quantity'>[],
  sign: 1 | -1,
  plans: Set<string>,
): Promise<void> {
  const drawn = lines.filter((l) => l.salePlanItemId)
  const locked = await planLines(
    tx,
    drawn.map((l) => String(l.salePlanItemId)),
    true,
  )
  const bought = new Map<string, number>()
  for (const l of drawn) bought.set(String(l.salePlanItemId), (bought.get(String(l.salePlanItemId)) ?? 0) + l.quantity)
  let at = 0
  for (const [id, quantity] of bought) {
    at++
    const planLine = locked.get(id)
    if (!planLine) continue
    if (sign === 1) {
      if (!BUYABLE_PLAN.includes(Number(planLine.planStatus)))
        throw new AppError('VALIDATION', 'purchasing.planItemNotApproved', {
          line: at,
          plan: planLine.planCode ?? planLine.planId,
        })
      const remaining = planLine.quantity - planLine.purchasedQuantity
      if (quantity > remaining)
        throw new AppError('VALIDATION', 'purchasing.planItemOverbought', { line: at, quantity, remaining })
    }
    await updateRecords(tx, salePlanItem, [id], { purchasedQuantity: increment(sign * quantity) }, actor, OF_PURCHASE)
    plans.add(planLine.planId)
  }
}

/**
 * The plans' statuses follow what determined purchases bought of them: everything planned bought
 * is purchased (5), some of it partly purchased (4), none of it approved again (3).
 */
async function followPlans(tx: Queryable, actor: Actor, planIds: readonly string[]): Promise<void> {
  if (!planIds.length) return
  const rows = await tx.query<{ id: string; status: number; planned: number; bought: number; full: boolean }>(
    `SELECT p.id::text, p.status, coalesce(sum(i.quantity), 0)::int AS planned,
            coalesce(sum(i.purchased_quantity), 0)::int AS bought,
            bool_and(coalesce(i.purchased_quantity, 0) >= coalesce(i.quantity, 0)) AS full
       FROM erp_sale_plan p JOIN erp_sale_plan_item i ON i.plan_id = p.id AND i.is_deleted = 0
      WHERE p.id = ANY($1::bigint[]) GROUP BY p.id, p.status ORDER BY p.id`,
    [planIds],
  )
  const system = actingForSystem(actor)
  for (const plan of rows) {
    const status = String(plan.status)
    const target =
      plan.bought === 0
        ? SALE_PLAN_STATUS.approved
        : plan.full
          ? SALE_PLAN_STATUS.purchased
          : SALE_PLAN_STATUS.partlyPurchased
    if (status === target) continue
    const action =
      target === SALE_PLAN_STATUS.purchased
        ? salePlanActions.purchase
        : target === SALE_PLAN_STATUS.partlyPurchased
          ? salePlanActions.partlyPurchase
          : salePlanActions.purchaseReturned
    await runAction(tx, system, action, [plan.id], {})
  }
}

/**
 * Abolishes purchases: one already determined voids its purchase orders (refused while one is in
 * approval or approved) and gives back what it bought of its plans.
 */
export async function abolishPurchases(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  const plans = new Set<string>()
  const voided: string[] = []
  await runAction(tx, actor, purchaseActions.abolish, ids, {}, async (_tx, _actor, record) => {
    if (String(record.status) !== PURCHASE_STATUS.determined) return {}
    const orders = await tx.query<{ id: string; code: string; status: number }>(
      `SELECT id::text, code, status FROM erp_purchase_order WHERE purchase_id = $1 AND is_deleted = 0 ORDER BY id`,
      [record.id],
    )
    const past = orders.find((o) =>
      [PURCHASE_ORDER_STATUS.approved, PURCHASE_ORDER_STATUS.inReview].includes(
        String(o.status) as typeof PURCHASE_ORDER_STATUS.approved,
      ),
    )
    if (past)
      throw new AppError('VALIDATION', 'purchasing.purchaseOrdersPastAudit', {
        purchase: record.code,
        order: past.code,
      })
    voided.push(...orders.filter((o) => String(o.status) !== PURCHASE_ORDER_STATUS.void).map((o) => o.id))
    const lines = await tx.query<Pick<PurchaseLine, 'salePlanItemId' | 'quantity'>>(
      `SELECT sale_plan_item_id::text, quantity FROM erp_purchase_item WHERE purchase_id = $1 AND is_deleted = 0`,
      [record.id],
    )
    await countAsBought(tx, actor, lines, -1, plans)
    return {}
  })
  if (voided.length) {
    await runAction(tx, actingForSystem(actor), purchaseOrderActions.void, voided, {})
  }
  await followPlans(tx, actor, [...plans])
}

/** Marks a determined purchase complete once every order that was not voided is received. */
export async function completeWhenReceived(tx: Queryable, actor: Actor, purchaseId: string): Promise<void> {
  const [state] = await tx.query<{ status: number; open: number; orders: number }>(
    `SELECT p.status,
            count(o.id) FILTER (WHERE o.status <> $2 AND coalesce(o.progress_status, 1) <> $3)::int AS open,
            count(o.id) FILTER (WHERE o.status <> $2)::int AS orders
       FROM erp_purchase p LEFT JOIN erp_purchase_order o ON o.purchase_id = p.id AND o.is_deleted = 0
      WHERE p.id = $1 AND p.is_deleted = 0 GROUP BY p.status`,
    [purchaseId, Number(PURCHASE_ORDER_STATUS.void), 6],
  )
  if (!state || String(state.status) !== PURCHASE_STATUS.determined || state.open > 0 || state.orders === 0) return
  await runAction(tx, actingForSystem(actor), purchaseActions.complete, [purchaseId], {})
}

/**
 * What the warehouse tells purchasing when an inbound order is received (wms calls it, being above
 * this area): the purchase order shipped into it follows its received quantities, and its purchase
 * is marked complete once every order is received.
 */
export async function followPurchaseReceipt(tx: Queryable, actor: Actor, inboundOrderId: string): Promise<void> {
  const purchaseId = await followInboundReceipt(tx, actor, inboundOrderId)
  if (purchaseId) await completeWhenReceived(tx, actor, purchaseId)
}

type ProductListQuery = z.output<typeof purchaseProductListContract.input.query>
type Purchasable = z.infer<typeof purchasableLine>

/**
 * What one can buy: the lines of approved (or partly purchased) sales plans with what is left of
 * them, narrowed by plan, factory and product; with a factory and no plan, that factory's products
 * (erp/productfactory) at their purchase price.
 */
export async function purchasableLines(tx: Queryable, query: ProductListQuery) {
  const size = query.size ?? 20
  const current = query.current ?? 1
  const offset = (current - 1) * size
  const params = [query.salePlanId ?? null, query.factoryId ?? null, query.productId ?? null, query.sku ?? null]
  const fromFactory = Boolean(query.factoryId && !query.salePlanId)
  const sql = fromFactory
    ? `SELECT NULL::text AS sale_plan_item_id, NULL::text AS sale_plan_id, NULL::text AS plan_code,
              pf.product_id::text, pr.sys_sku, pr.name AS product_name, pf.factory_id::text, f.factory_name,
              pf.purchase_price::text AS price, pf.currency AS currency_code,
              NULL::int AS planned_quantity, NULL::int AS purchased_quantity, NULL::int AS remaining_quantity,
              count(*) OVER ()::int AS total
         FROM erp_product_factory pf
         JOIN erp_base_product pr ON pr.id = pf.product_id AND pr.is_deleted = 0
         LEFT JOIN erp_base_factory f ON f.id = pf.factory_id
        WHERE pf.is_deleted = 0 AND $1::bigint IS NULL AND pf.factory_id = $2
          AND ($3::bigint IS NULL OR pf.product_id = $3) AND ($4::text IS NULL OR pr.sys_sku ILIKE '%' || $4 || '%')
        ORDER BY pf.is_default DESC NULLS LAST, pf.id LIMIT ${size} OFFSET ${offset}`
    : `SELECT i.id::text AS sale_plan_item_id, p.id::text AS sale_plan_id, p.plan_code,
              i.product_id::text, pr.sys_sku, pr.name AS product_name, p.factory_id::text, f.factory_name,
              i.fob_price::text AS price, p.currency_code,
              coalesce(i.quantity, 0)::int AS planned_quantity, coalesce(i.purchased_quantity, 0)::int AS purchased_quantity,
              (coalesce(i.quantity, 0) - coalesce(i.purchased_quantity, 0))::int AS remaining_quantity,
              count(*) OVER ()::int AS total
         FROM erp_sale_plan_item i
         JOIN erp_sale_plan p ON p.id = i.plan_id AND p.is_deleted = 0 AND p.status = ANY($5::int[])
         LEFT JOIN erp_base_product pr ON pr.id = i.product_id
         LEFT JOIN erp_base_factory f ON f.id = p.factory_id
        WHERE i.is_deleted = 0 AND coalesce(i.quantity, 0) > coalesce(i.purchased_quantity, 0)
          AND ($1::bigint IS NULL OR p.id = $1) AND ($2::bigint IS NULL OR p.factory_id = $2)
          AND ($3::bigint IS NULL OR i.product_id = $3) AND ($4::text IS NULL OR pr.sys_sku ILIKE '%' || $4 || '%')
        ORDER BY p.id DESC, i.id LIMIT ${size} OFFSET ${offset}`
  const rows = await tx.query<Purchasable & { total: number }>(sql, fromFactory ? params : [...params, BUYABLE_PLAN])
  const total = rows[0]?.total ?? 0
  const records = rows.map(({ total: _total, ...r }) => r)
  return { records, total, size, current, pages: Math.ceil(total / size) }
}

type ListTotal = z.infer<typeof listTotalAnswer>

/** Exact totals of a filtered purchase list: purchases, units, and the amount per currency of their lines. */
export async function purchaseListTotal(tx: Queryable, q: ListQuery): Promise<ListTotal> {
  const where = q.where.join(' AND ')
  const [head] = await tx.query<{ count: number; totalQuantity: number }>(
    `SELECT count(*)::int AS count, coalesce(sum(total_quantity), 0)::int AS total_quantity FROM erp_purchase WHERE ${where}`,
    q.params,
  )
  const amounts = await tx.query<{ currencyCode: string; amount: string }>(
    `SELECT i.currency_code, sum(i.amount)::text AS amount FROM erp_purchase_item i
      WHERE i.is_deleted = 0 AND i.purchase_id IN (SELECT id FROM erp_purchase WHERE ${where})
      GROUP BY i.currency_code ORDER BY i.currency_code`,
    q.params,
  )
  return {
    count: head?.count ?? 0,
    totalQuantity: head?.totalQuantity ?? 0,
    amounts: amounts.map((a) => ({ currencyCode: a.currencyCode ?? '', amount: trimZeros(a.amount, 2) })),
    baseAmount: null,
    baseCurrency: null,
  }
}
