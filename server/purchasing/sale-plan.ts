import type { z } from 'zod'
import type { Language } from '#sync/i18n/language.ts'
import { divideDecimal, multiplyDecimal, subtractDecimal, sumDecimal } from '#sync/money/round-money.ts'
import { trimZeros } from '#sync/money/shown-decimal.ts'
import { baseProduct } from '#sync/resources/products/base-product.resource.ts'
import type { trialCostAnswer, trialCostLine } from '#sync/resources/purchasing/purchasing.contracts.ts'
import { salePlanActions } from '#sync/resources/purchasing/sale-plan.actions.ts'
import { salePlan } from '#sync/resources/purchasing/sale-plan.resource.ts'
import { baseShop, baseShopFee } from '#sync/resources/shops/base-shop.resource.ts'
import type { Actor } from '../platform/actor.ts'
import { type Queryable, toSnake } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { runAction } from '../platform/records/transition.ts'
import { findRecord } from '../platform/resources/record-store.ts'
import { wholeBoxes } from './sale-plan.hooks.ts'

/**
 * Submits sales plans into the `sale_plan` approval (the chosen template and approver in `approval`):
 * a plan with no products, or whose shop has no profit-and-loss (fee) configuration, is refused.
 */
export async function startSale(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  approval: { processDefinitionId?: string; taskUser?: string } = {},
): Promise<void> {
  await runAction(tx, actor, salePlanActions.startSale, ids, approval, async (_tx, _actor, plan) => {
    const [check] = await tx.query<{ items: number; hasFees: boolean; shopName: string | null }>(
      `SELECT (SELECT count(*)::int FROM erp_sale_plan_item WHERE plan_id = $1 AND is_deleted = 0) AS items,
              EXISTS (SELECT 1 FROM erp_base_shop_fee WHERE shop_id = $2 AND is_deleted = 0) AS has_fees,
              (SELECT shop_name FROM erp_base_shop WHERE id = $2) AS shop_name`,
      [plan.id, plan.shopId],
    )
    if (!check?.items) throw new AppError('VALIDATION', 'purchasing.planWithoutItems', { plan: plan.planName })
    if (!check.hasFees)
      throw new AppError('VALIDATION', 'purchasing.shopWithoutFees', { shop: check.shopName ?? plan.shopId })
    return { reviewRemark: null }
  })
}

/** The fee configuration of a shop, as stored (decimal strings, null where not set). */
type ShopFees = Record<(typeof PER_UNIT_FEES)[number] | (typeof SALE_RATIOS)[number], string | null> & {
  currencyCode: string | null
}

/** Fees paid on every unit whatever it sells for (spec 1 §3 shop fee configuration). */
const PER_UNIT_FEES = [
  'fcPrice',
  'fbaShipPrice',
  'fbaStoragePrice',
  'storagePrice',
  'incomingMaterial',
  'safekeepingFee',
] as const
/** Shares of the selling price: commission, advertising, sales loss, consumption tax. */
const SALE_RATIOS = ['comRatio', 'advRatio', 'saleLoss', 'conTax'] as const

type Line = z.infer<typeof trialCostLine>
type TrialCost = z.infer<typeof trialCostAnswer>

/** An exact amount as answered: its trailing zeros dropped down to two places (12.5900 → 12.59, 1.9485 stays). */
const amount = (value: string) => trimZeros(value, 2)

const feeLabel = (key: string, lang: Language) =>
  baseShopFee.fields[key as keyof typeof baseShopFee.fields]?.label[lang] ?? key

const FOB_LABEL = { zh: 'FOB价', en: 'FOB price', ja: 'FOB価格' } as const

/** One line's costing: FOB and the per-unit fees make the landed cost; with a price, the ratio costs and the margin. */
function costLine(
  item: {
    id: string
    planId: string
    productId: string
    productName: string | null
    quantity: number
    fobPrice: string
  },
  fees: ShopFees,
  salePrice: string | undefined,
  lang: Language,
): Line {
  const terms: Line['terms'] = [{ key: 'fobPrice', label: FOB_LABEL[lang], amount: amount(item.fobPrice) }]
  for (const key of PER_UNIT_FEES) terms.push({ key, label: feeLabel(key, lang), amount: amount(fees[key] ?? '0') })
  const unitLandedCost = sumDecimal(...terms.map((t) => t.amount))
  const quantity = String(item.quantity)
  const line: Line = {
    ...item,
    fobPrice: amount(item.fobPrice),
    salePrice: salePrice ? amount(salePrice) : null,
    unitLandedCost: amount(unitLandedCost),
    totalLandedCost: amount(multiplyDecimal(unitLandedCost, quantity)),
    unitSaleCost: null,
    unitMargin: null,
    totalMargin: null,
    marginRate: null,
    terms,
  }
  if (!salePrice) return line
  const ratioTerms = SALE_RATIOS.map((key) => ({
    key,
    label: feeLabel(key, lang),
    amount: amount(multiplyDecimal(salePrice, fees[key] ?? '0')),
  }))
  const unitSaleCost = sumDecimal(...ratioTerms.map((t) => t.amount))
  const unitMargin = subtractDecimal(subtractDecimal(salePrice, unitLandedCost), unitSaleCost)
  return {
    ...line,
    unitSaleCost: amount(unitSaleCost),
    unitMargin: amount(unitMargin),
    totalMargin: amount(multiplyDecimal(unitMargin, quantity)),
    marginRate: divideDecimal(unitMargin, salePrice, 4, 1),
    terms: [...terms, ...ratioTerms],
  }
}

/** A line typed in the plan form, not yet saved: its shop and what the line says so far. */
type DraftLine = { shopId?: string; productId?: string; fobPrice?: string; boxRate?: number; boxNum?: string }

const NO_FEES = {
  ...Object.fromEntries([...PER_UNIT_FEES, ...SALE_RATIOS].map((k) => [k, null])),
  currencyCode: null,
} as ShopFees

async function shopFees(tx: Queryable, shopId: string): Promise<ShopFees> {
  const [fees] = await tx.query<ShopFees>(
    `SELECT currency_code, ${[...PER_UNIT_FEES, ...SALE_RATIOS].map((k) => `${toSnake(k)}::text`).join(', ')}
       FROM erp_base_shop_fee WHERE shop_id = $1 AND is_deleted = 0`,
    [shopId],
  )
  return fees ?? NO_FEES
}

/** The answer over costed lines: their totals, the margin's only with a selling price. */
function trialAnswer(planId: string, shopId: string, fees: ShopFees, lines: Line[], salePrice?: string): TrialCost {
  return {
    planId,
    shopId,
    currencyCode: fees.currencyCode ?? null,
    lines,
    totalLandedCost: amount(sumDecimal(...lines.map((l) => l.totalLandedCost))),
    totalMargin: salePrice ? amount(sumDecimal(...lines.map((l) => l.totalMargin ?? '0'))) : null,
  }
}

/** The trial of one line as the plan form has it (before saving): the shop's fees, its quantity from whole boxes. */
async function trialDraft(
  tx: Queryable,
  actor: Actor,
  draft: DraftLine & { shopId: string },
  salePrice: string | undefined,
): Promise<TrialCost> {
  if (!(await findRecord(tx, baseShop, draft.shopId, { actor }))) throw new AppError('NOT_FOUND', 'recordNotFound')
  const product = draft.productId ? await findRecord(tx, baseProduct, draft.productId, { actor }) : undefined
  if (draft.productId && !product) throw new AppError('NOT_FOUND', 'recordNotFound')
  const fees = await shopFees(tx, draft.shopId)
  const quantity = (draft.boxRate ?? 0) * wholeBoxes(draft.boxNum ?? '0')
  const item = {
    id: '',
    planId: '',
    productId: draft.productId ?? '',
    productName: product ? String(product.name ?? '') || null : null,
    quantity,
    fobPrice: draft.fobPrice ?? '0',
  }
  return trialAnswer('', draft.shopId, fees, [costLine(item, fees, salePrice, actor.lang)], salePrice)
}

/**
 * The trial costing of a sales plan's lines (or of one line, `id`; or of a line not yet saved, given
 * its shop) against its shop's fee configuration, in exact money: each line's landed cost per unit
 * (FOB price plus the per-unit fees) and in total, and, given a selling price (the product declares
 * none, so the caller names one for every line), the costs that follow the price, the margin per unit
 * and in total and the margin rate, each term named so the console can show how the margin was reached.
 */
export async function trialCost(
  tx: Queryable,
  actor: Actor,
  query: { planId?: string; id?: string; salePrice?: string } & DraftLine,
): Promise<TrialCost> {
  const { shopId } = query
  if (!query.planId && !query.id && shopId) return trialDraft(tx, actor, { ...query, shopId }, query.salePrice)
  if (!query.planId && !query.id) throw new AppError('VALIDATION', 'purchasing.trialCostNeedsPlan')
  const items = await tx.query<{
    id: string
    planId: string
    productId: string
    productName: string | null
    quantity: number
    fobPrice: string
    shopId: string
  }>(
    `SELECT i.id::text, i.plan_id::text, i.product_id::text, pr.name AS product_name,
            coalesce(i.quantity, 0)::int AS quantity, coalesce(i.fob_price, 0)::text AS fob_price, p.shop_id::text
       FROM erp_sale_plan_item i
       JOIN erp_sale_plan p ON p.id = i.plan_id AND p.is_deleted = 0
       LEFT JOIN erp_base_product pr ON pr.id = i.product_id
      WHERE i.is_deleted = 0 AND ($1::bigint IS NULL OR i.plan_id = $1) AND ($2::bigint IS NULL OR i.id = $2)
      ORDER BY i.id`,
    [query.planId ?? null, query.id ?? null],
  )
  const first = items[0]
  // The plan as its detail shows it: one outside the actor's data scope is not found.
  if (!first || !(await findRecord(tx, salePlan, first.planId, { actor })))
    throw new AppError('NOT_FOUND', 'recordNotFound')
  const fees = await shopFees(tx, first.shopId)
  const lines = items.map(({ shopId: _shop, ...item }) => costLine(item, fees, query.salePrice, actor.lang))
  return trialAnswer(first.planId, first.shopId, fees, lines, query.salePrice)
}
