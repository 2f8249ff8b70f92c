import { z } from 'zod'
import { defineContract } from '../../http/contract.ts'
import { fieldLabels, idSchema } from '../resource-schemas.ts'
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
