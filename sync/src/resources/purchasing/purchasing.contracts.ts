import { z } from 'zod'
import { defineContract } from '../../http/contract.ts'
import { fieldLabels, fieldValueSchema, idSchema } from '../resource-schemas.ts'
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

/**
 * The trial costing of a plan's lines (or one line) against its shop's fee configuration; or, given
 * a shop and a line's product, FOB price and boxes, of that line as typed, before it is saved.
 */
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
