import { z } from 'zod'
import { defineContract } from '../../http/contract.ts'
import { MAX_PAGE_SIZE } from '../../http/envelope.ts'
import type { Label } from '../../i18n/language.ts'
import { idSchema } from '../resource-schemas.ts'

/**
 * The replenishment calls' inputs (spec 2 §7.5 /erp/replenishment, productInventoryAnalyse), shared
 * by the server's calls and the console. Figures are answered as decimal strings (never floats):
 * daily sales and days to 2 decimals, quantities in whole units.
 */

const flag = z.coerce.number().int().min(0).max(1).optional()
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** Columns a replenishment list sorts by (the first three are indexed). */
export const REPLENISHMENT_SORTS = [
  'dailySales',
  'stockoutDays',
  'suggested',
  'available',
  'onHand',
  'coverDays',
  'sold7',
  'sold30',
  'sold90',
  'sysSku',
] as const

export const replenishmentLabels: Record<string, Label> = {
  current: { zh: '当前页', en: 'Page', ja: 'ページ' },
  size: { zh: '每页条数', en: 'Page size', ja: '表示件数' },
  sku: { zh: 'SKU', en: 'SKU', ja: 'SKU' },
  storeId: { zh: '仓库', en: 'Warehouse', ja: '倉庫' },
  productId: { zh: '产品', en: 'Product', ja: '商品' },
  productIds: { zh: '产品', en: 'Products', ja: '商品' },
  factoryId: { zh: '供应商', en: 'Supplier', ja: 'サプライヤー' },
  warning: { zh: '仅预警', en: 'Warnings only', ja: '警告のみ' },
  suggested: { zh: '仅建议补货', en: 'Suggestions only', ja: '補充提案のみ' },
  attention: { zh: '关注', en: 'Watched', ja: 'ウォッチ' },
  sort: { zh: '排序', en: 'Sort', ja: '並び順' },
  order: { zh: '顺序', en: 'Order', ja: '順序' },
  days: { zh: '天数', en: 'Days', ja: '日数' },
  startDate: { zh: '开始日期', en: 'From', ja: '開始日' },
  endDate: { zh: '结束日期', en: 'To', ja: '終了日' },
  stockingDays: { zh: '备货天数', en: 'Stocking days', ja: '準備日数' },
  safetyDays: { zh: '安全天数', en: 'Safety days', ja: '安全日数' },
  expectedDays: { zh: '预计销售天数', en: 'Expected sales days', ja: '予定販売日数' },
  warningDays: { zh: '预警天数', en: 'Warning days', ja: '警告日数' },
  turnoverDays: { zh: '周转统计天数', en: 'Turnover period (days)', ja: '回転期間（日）' },
}

/** A replenishment list's filters, sort and page. */
export const replenishmentQuery = z
  .object({
    current: z.coerce.number().int().min(1).max(1_000_000).default(1),
    size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(30),
    sku: z.string().trim().max(64).optional(),
    storeId: idSchema.optional(),
    productId: idSchema.optional(),
    factoryId: idSchema.optional(),
    warning: flag,
    suggested: flag,
    attention: flag,
    sort: z.enum(REPLENISHMENT_SORTS).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    days: z.coerce.number().int().min(1).max(366).optional(),
    startDate: date.optional(),
    endDate: date.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.startDate && q.endDate && q.startDate > q.endDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'before startDate' })
  })

/** Marks (attention 1) or unmarks (0) SKUs to watch, in one warehouse or in all. */
export const attentionBody = z.object({
  productIds: z.array(idSchema).min(1).max(1000),
  storeId: idSchema.optional(),
  attention: z.coerce.number().int().min(0).max(1),
})

const days = z.coerce.number().int().min(0).max(3650)
/** Selected suggestions to buy: SKUs of one warehouse (or all), each ordered at its purchase quantity. */
export const toPurchaseBody = z.object({
  productIds: z.array(idSchema).min(1).max(500),
  storeId: idSchema.optional(),
})

/** The tenant's replenishment defaults (each optional: what is sent changes). */
export const configBody = z.object({
  stockingDays: days.optional(),
  safetyDays: days.optional(),
  expectedDays: days.optional(),
  warningDays: days.optional(),
  turnoverDays: z.coerce.number().int().min(1).max(366).optional(),
})

/** One day of a SKU's sales against its stock at the day's end. */
export const trendQuery = z.object({
  productId: idSchema,
  storeId: idSchema.optional(),
  days: z.coerce.number().int().min(7).max(180).default(90),
})

/** How a figure was reached: its formula, the inputs it took and the value it gave. */
export const explanation = z.object({
  formula: z.string(),
  inputs: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  value: z.union([z.string(), z.number(), z.null()]),
})

// Answers. Decimal figures are strings (2 decimals), quantities integers; a figure without sales is null.

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/)
const figure = decimal.nullable()

/** One SKU in one warehouse with every figure and how it was reached. */
export const replenishmentRow = z.looseObject({
  key: z.string(),
  productId: z.string(),
  storeId: z.string(),
  sysSku: z.string().nullable(),
  productName: z.string().nullable(),
  storeName: z.string().nullable(),
  asOf: z.string(),
  sold7: z.number(),
  sold15: z.number(),
  sold30: z.number(),
  sold60: z.number(),
  sold90: z.number(),
  orders30: z.number(),
  avg7: decimal,
  avg15: decimal,
  avg30: decimal,
  avg60: decimal,
  avg90: decimal,
  dailySales: decimal,
  onHand: z.number(),
  available: z.number(),
  inTransit: z.number(),
  ruleSource: z.string(),
  stockingDays: z.number(),
  safetyDays: z.number(),
  expectedDays: z.number(),
  warningDays: z.number(),
  coverDays: figure,
  stockoutDays: figure,
  suggested: z.number(),
  warning: z.number(),
  attention: z.number(),
  purchaseAttention: z.number(),
  openingStock: z.number(),
  periodShipped: z.number(),
  turnover: figure,
  turnoverDays: figure,
  explain: z.record(z.string(), explanation),
})

export const replenishmentPageAnswer = z.object({
  records: z.array(replenishmentRow),
  total: z.number().int(),
  /** false: over 10,000 rows match and the total is the planner's estimate. */
  totalExact: z.boolean(),
  size: z.number().int(),
  current: z.number().int(),
  pages: z.number().int(),
})

export const trendAnswer = z.array(z.object({ day: z.string(), quantity: z.number(), stock: z.number() }))

export const configAnswer = z.object({
  stockingDays: z.number(),
  safetyDays: z.number(),
  expectedDays: z.number(),
  warningDays: z.number(),
  turnoverDays: z.number(),
  refreshedOn: z.string().nullable(),
  fresh: z.boolean().nullable(),
  /** Stock moved since the SKUs' rows were last brought up to date. */
  moved: z.boolean().optional(),
})

export const salesWarningAnswer = z.object({
  warning: z.number(),
  outOfStock: z.number(),
  toBuy: z.number(),
  attention: z.number(),
  suggestedUnits: z.number(),
  urgent: z.array(replenishmentRow),
})

export const inventoryStatisticAnswer = z.object({
  skus: z.number(),
  onHand: z.number(),
  available: z.number(),
  inTransit: z.number(),
  suggested: z.number(),
  shipped: z.number(),
  moved: z.number(),
  periodDays: z.number(),
  openingStock: z.number(),
  closingStock: z.number(),
  turnover: figure,
  explain: z.record(z.string(), explanation),
})

export const replenishmentPageContract = defineContract({
  method: 'GET',
  path: '/api/erp/replenishment/page',
  input: { params: replenishmentQuery, labels: replenishmentLabels },
  output: replenishmentPageAnswer,
})
export const replenishmentTrendContract = defineContract({
  method: 'GET',
  path: '/api/erp/replenishment/trend',
  input: { params: trendQuery, labels: replenishmentLabels },
  output: trendAnswer,
})
export const attentionContract = defineContract({
  method: 'POST',
  path: '/api/erp/replenishment/attention',
  input: { body: attentionBody, labels: replenishmentLabels },
  output: z.number().int(),
})
export const toPurchaseContract = defineContract({
  method: 'POST',
  path: '/api/erp/replenishment/toPurchase',
  input: { body: toPurchaseBody, labels: replenishmentLabels },
  output: z.object({ id: z.string(), lines: z.number().int() }),
})
