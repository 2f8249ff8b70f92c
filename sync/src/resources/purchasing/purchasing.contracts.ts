import { z } from 'zod'
import { defineContract } from '../../http/contract.ts'
import { fieldLabels, idSchema, listQuerySchema, pageAnswerSchema } from '../resource-schemas.ts'
import { purchase, purchaseItem } from './purchase.resource.ts'
import { purchaseOrder, purchaseQualityCheck } from './purchase-order.resource.ts'
import { salePlan, salePlanItem } from './sale-plan.resource.ts'

/**
 * The contracts of the purchasing area's hand-written calls the console makes: method, path, input
 * and answer, shared by the server's calls and the console's callApi.
 */

const money = z.string().regex(/^-?\d{1,18}(\.\d{1,8})?$/)

/** A selling price typed by the caller: a positive amount with at most four decimals. */
const salePrice = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,4})?$/)
  .refine((v) => /[1-9]/.test(v), { error: 'min:0' })

/** One named part of how a line's margin is reached (commission, FBA fee ...), per unit. */
export const trialCostTerm = z.object({ key: z.string(), label: z.string(), amount: money })

/** One plan line's landed cost and, with a selling price, its margin; money exact, per unit and in total. */
export const trialCostLine = z.object({
  id: z.string(),
  planId: z.string(),
  productId: z.string(),
  productName: z.string().nullable(),
  quantity: z.number(),
  fobPrice: money,
  salePrice: money.nullable(),
  /** FOB price and the per-unit fees (first leg, FBA, storage, materials, safekeeping). */
  unitLandedCost: money,
  totalLandedCost: money,
  /** Costs that follow the selling price (commission, advertising, sales loss, tax), per unit. */
  unitSaleCost: money.nullable(),
  unitMargin: money.nullable(),
  totalMargin: money.nullable(),
  /** Margin ÷ selling price, four decimals (0.2345 is 23.45%). */
  marginRate: money.nullable(),
  terms: z.array(trialCostTerm),
})

/** The trial costing of a plan's lines (or one line) against its shop's fee configuration. */
export const trialCostAnswer = z.object({
  planId: z.string(),
  shopId: z.string(),
  currencyCode: z.string().nullable(),
  lines: z.array(trialCostLine),
  totalLandedCost: money,
  totalMargin: money.nullable(),
})

export const trialCostContract = defineContract({
  method: 'GET',
  path: '/api/erp/saleplanitem/trial/cost',
  input: {
    query: z.object({
      planId: idSchema.optional(),
      id: idSchema.optional(),
      salePrice: salePrice.optional(),
    }),
    labels: {
      ...fieldLabels(salePlan),
      ...fieldLabels(salePlanItem),
      salePrice: { zh: '售价', en: 'Selling price', ja: '販売価格' },
    },
  },
  output: trialCostAnswer,
})

/** An exact quantity: a count of units. */
const count = z.number().int()

/** Exact amounts per currency (a purchase's lines may be in several). */
export const amountsByCurrency = z.array(z.object({ currencyCode: z.string(), amount: money }))

/** One line one can buy: an approved sales plan's line with what is left of it, or a factory's product. */
export const purchasableLine = z.object({
  salePlanItemId: z.string().nullable(),
  salePlanId: z.string().nullable(),
  planCode: z.string().nullable(),
  productId: z.string(),
  sysSku: z.string().nullable(),
  productName: z.string().nullable(),
  factoryId: z.string().nullable(),
  factoryName: z.string().nullable(),
  price: money.nullable(),
  currencyCode: z.string().nullable(),
  plannedQuantity: count.nullable(),
  purchasedQuantity: count.nullable(),
  remainingQuantity: count.nullable(),
})

const pageQuery = {
  current: z.coerce.number().int().min(1).max(100_000).optional(),
  size: z.coerce.number().int().min(1).max(500).optional(),
}

export const purchaseProductListContract = defineContract({
  method: 'GET',
  path: '/api/purchase/productList',
  input: {
    query: z.object({
      salePlanId: idSchema.optional(),
      factoryId: idSchema.optional(),
      productId: idSchema.optional(),
      sku: z.string().trim().max(64).optional(),
      ...pageQuery,
    }),
    labels: {
      ...fieldLabels(purchaseItem),
      salePlanId: { zh: '销售计划', en: 'Sales plan', ja: '販売計画' },
      sku: { zh: 'SKU', en: 'SKU', ja: 'SKU' },
      current: { zh: '页码', en: 'Page', ja: 'ページ' },
      size: { zh: '每页条数', en: 'Page size', ja: '件数' },
    },
  },
  output: z.object({
    records: z.array(purchasableLine),
    total: count,
    size: count,
    current: count,
    pages: count,
  }),
})

/** Totals of a filtered list: how many records, units, and the exact amount per currency. */
export const listTotalAnswer = z.object({
  count,
  totalQuantity: count,
  amounts: amountsByCurrency,
  /** The amounts converted at each order's rate into the tenant's base currency (purchase orders only). */
  baseAmount: money.nullable(),
  baseCurrency: z.string().nullable(),
})

export const purchaseListTotalContract = defineContract({
  method: 'GET',
  path: '/api/purchase/listTotal',
  input: { query: listQuerySchema, labels: fieldLabels(purchase) },
  output: listTotalAnswer,
})

export const purchaseSplitListTotalContract = defineContract({
  method: 'GET',
  path: '/api/purchaseSpilt/listTotal',
  input: { query: listQuerySchema, labels: fieldLabels(purchaseOrder) },
  output: listTotalAnswer,
})

export const purchaseSearchShipContract = defineContract({
  method: 'GET',
  path: '/api/purchase/searchShip',
  input: { query: listQuerySchema, labels: fieldLabels(purchaseOrder) },
  output: pageAnswerSchema(purchaseOrder),
})

const decimalInput = (scale: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{1,14}(\\.\\d{1,${scale}})?$`)),
  )

export const editRetainerContract = defineContract({
  method: 'POST',
  path: '/api/purchaseSpilt/editRetainer',
  input: {
    params: z.object({
      id: idSchema,
      retainerAmount: decimalInput(4).optional(),
      retainerRatio: decimalInput(4).optional(),
    }),
    labels: fieldLabels(purchaseOrder),
  },
  output: z.object({ id: z.string(), amount: money, retainerAmount: money, retainerRatio: money }),
})

export const qualityCheckContract = defineContract({
  method: 'POST',
  path: '/api/purchaseSpilt/qualityCheck',
  input: {
    params: z.object({
      purchaseOrderId: idSchema,
      lotNo: z.string().trim().min(1).max(64),
      productId: idSchema.optional(),
      sampledQuantity: z.coerce.number().int().min(0).max(99_999_999),
      defectQuantity: z.coerce.number().int().min(0).max(99_999_999),
      result: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.enum(['1', '2'])),
      photos: z.preprocess((v) => (Array.isArray(v) ? v.join(',') : v), z.string().trim().max(2000).optional()),
      remark: z.string().trim().max(500).optional(),
    }),
    labels: fieldLabels(purchaseQualityCheck),
  },
  output: z.object({
    id: z.string(),
    purchaseOrderId: z.string(),
    lotNo: z.string(),
    defectRate: money,
    result: z.string(),
    progressStatus: z.string(),
  }),
})

export const uploadContractFileContract = defineContract({
  method: 'POST',
  path: '/api/purchaseSpilt/uploadContractFile',
  input: 'files',
  output: z.object({ id: z.string(), contractFile: z.string(), contractFileName: z.string() }),
})

/** The last price paid for a product to a factory, from approved purchase orders. */
export const lastPriceAnswer = z
  .object({
    productId: z.string(),
    sysSku: z.string().nullable(),
    factoryId: z.string(),
    price: money,
    currencyCode: z.string(),
    date: z.string(),
    purchaseOrderId: z.string(),
    purchaseOrderCode: z.string().nullable(),
  })
  .nullable()

export const getPriceContract = defineContract({
  method: 'GET',
  path: '/api/erp/financialproceeds/getPrice',
  input: {
    query: z.object({
      productId: idSchema.optional(),
      sku: z.string().trim().max(64).optional(),
      factoryId: idSchema.optional(),
    }),
    labels: { ...fieldLabels(purchaseItem), sku: { zh: 'SKU', en: 'SKU', ja: 'SKU' } },
  },
  output: lastPriceAnswer,
})
