import { z } from 'zod'
import { defineContract } from '../../http/contract.ts'
import { decimalText } from '../../money/decimal-text.ts'
import { fieldLabels, fieldValueSchema, idSchema, listQuerySchema, pageAnswerSchema } from '../resource-schemas.ts'
import { purchase, purchaseItem } from './purchase.resource.ts'
import { purchaseOrder, purchaseQualityCheck } from './purchase-order.resource.ts'
import { salePlan, salePlanItem } from './sale-plan.resource.ts'

/**
 * The contracts of the purchasing area's hand-written calls the console makes: method, path, input
 * and answer, shared by the server's calls and the console's callApi.
 */

/** A selling price typed by the caller: a positive amount with at most four decimals. */
const salePrice = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,4})?$/)
  .refine((v) => /[1-9]/.test(v), { error: 'min:0' })

/** One named part of how a line's margin is reached (commission, FBA fee ...), per unit. */
export const trialCostTerm = z.object({ key: z.string(), label: z.string(), amount: decimalText })

/** One plan line's landed cost and, with a selling price, its margin; money exact, per unit and in total. */
export const trialCostLine = z.object({
  id: z.string(),
  planId: z.string(),
  productId: z.string(),
  productName: z.string().nullable(),
  quantity: z.number(),
  fobPrice: decimalText,
  salePrice: decimalText.nullable(),
  /** FOB price and the per-unit fees (first leg, FBA, storage, materials, safekeeping). */
  unitLandedCost: decimalText,
  totalLandedCost: decimalText,
  /** Costs that follow the selling price (commission, advertising, sales loss, tax), per unit. */
  unitSaleCost: decimalText.nullable(),
  unitMargin: decimalText.nullable(),
  totalMargin: decimalText.nullable(),
  /** Margin ÷ selling price, four decimals (0.2345 is 23.45%). */
  marginRate: decimalText.nullable(),
  terms: z.array(trialCostTerm),
})

/**
 * The trial costing of a plan's lines (or one line) against its shop's fee configuration; or, given
 * a shop and a line's product, FOB price and boxes, of that line as typed, before it is saved.
 */
export const trialCostAnswer = z.object({
  planId: z.string(),
  shopId: z.string(),
  currencyCode: z.string().nullable(),
  lines: z.array(trialCostLine),
  totalLandedCost: decimalText,
  totalMargin: decimalText.nullable(),
})

export const trialCostContract = defineContract({
  method: 'GET',
  path: '/api/erp/saleplanitem/trial/cost',
  input: {
    query: z.object({
      planId: idSchema.optional(),
      id: idSchema.optional(),
      salePrice: salePrice.optional(),
      // A line not yet saved (the plan form's live trial): its shop, product, FOB price and boxes.
      shopId: idSchema.optional(),
      productId: idSchema.optional(),
      fobPrice: (fieldValueSchema(salePlanItem.fields.fobPrice) as z.ZodType<string>).optional(),
      boxRate: (fieldValueSchema(salePlanItem.fields.boxRate) as z.ZodType<number>).optional(),
      boxNum: (fieldValueSchema(salePlanItem.fields.boxNum) as z.ZodType<string>).optional(),
    }),
    labels: {
      ...fieldLabels(salePlan),
      ...fieldLabels(salePlanItem),
      salePrice: { zh: '售价', en: 'Selling price', ja: '販売価格' },
    },
  },
  output: trialCostAnswer,
})

/** What a contract download reads: the document's id, the language (zh or en) and the file format (xlsx or pdf). */
const contractQuery = z.object({
  id: idSchema,
  lang: z.enum(['zh', 'en']).optional(),
  format: z.enum(['xlsx', 'pdf']).optional(),
})

const contractLabels = {
  id: { zh: '单据', en: 'Document', ja: '伝票' },
  lang: { zh: '语言', en: 'Language', ja: '言語' },
  format: { zh: '文件格式', en: 'File format', ja: 'ファイル形式' },
}

/** The purchase contract of a sales plan (id: the plan) with its factory, as xlsx or PDF (raw: a file). */
export const saleContractContract = defineContract({
  method: 'GET',
  path: '/api/generateFile/exportSaleContract',
  raw: true,
  input: { query: contractQuery, labels: contractLabels },
})

/** The purchase contract of a purchase order (id: the order) with its factory, as xlsx or PDF (raw: a file). */
export const purchaseContractContract = defineContract({
  method: 'GET',
  path: '/api/generateFile/exportPurchaseContract',
  raw: true,
  input: { query: contractQuery, labels: contractLabels },
})

/** One business party a picker offers: a customer (type 1) or a supplier, forwarder or own company (types 2-4). */
export const businessPartyAnswer = z.object({
  id: z.string(),
  /** The business party type (dictionary business_party_type): 1 customer, 2 factory, 3 forwarder, 4 own company. */
  type: z.enum(['1', '2', '3', '4']),
  code: z.string().nullable(),
  name: z.string(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
})

/** Business parties by type and a part of their name, for pickers: at most 100, by name. */
export const businessPartySearchContract = defineContract({
  method: 'GET',
  path: '/api/erp/basecustomer/search',
  input: {
    query: z.object({
      type: z.enum(['1', '2', '3', '4']).optional(),
      customerName: z.string().trim().max(100).optional(),
    }),
    labels: {
      type: { zh: '往来单位类型', en: 'Business party type', ja: '取引先タイプ' },
      customerName: { zh: '名称', en: 'Name', ja: '名称' },
    },
  },
  output: z.array(businessPartyAnswer),
})

/** An exact quantity: a count of units. */
const count = z.number().int()

/** Exact amounts per currency (a purchase's lines may be in several). */
export const amountsByCurrency = z.array(z.object({ currencyCode: z.string(), amount: decimalText }))

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
  price: decimalText.nullable(),
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
  baseAmount: decimalText.nullable(),
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
  output: z.object({ id: z.string(), amount: decimalText, retainerAmount: decimalText, retainerRatio: decimalText }),
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
    defectRate: decimalText,
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
    price: decimalText,
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
