import { z } from 'zod'
import { defineContract } from '../../../http/contract.ts'
import { decimalText } from '../../../money/decimal-text.ts'
import { fieldLabels, idSchema } from '../../resource-schemas.ts'
import { feeDetail } from './fees.resource.ts'

/**
 * The contracts of the fee details' hand-written calls (spec 3 §7 /financialFeeDetail): the sums per
 * fee type, per month and per year, the receive accounts and applicants used before. Shared by the
 * server's calls and the console's callApi.
 */

const BASE = '/api/financialFeeDetail'

const monthText = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
const feeTypeKey = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().regex(/^[1-9]$/))
const currency = z
  .string()
  .trim()
  .regex(/^[A-Z]{3}$/)

/** What the statistics read: registered, partly paid and paid bills (never those to register or void), narrowed so. */
export const feeStatisticFilter = z.object({
  monthFrom: monthText.optional(),
  monthTo: monthText.optional(),
  feeType: feeTypeKey.optional(),
  partyId: idSchema.optional(),
  currencyCode: currency.optional(),
})
export type FeeStatisticFilter = z.output<typeof feeStatisticFilter>

const labels = {
  ...fieldLabels(feeDetail),
  monthFrom: { zh: '开始月份', en: 'From month', ja: '開始月' },
  monthTo: { zh: '结束月份', en: 'To month', ja: '終了月' },
  year: { zh: '年份', en: 'Year', ja: '年' },
  keyword: { zh: '关键字', en: 'Keyword', ja: 'キーワード' },
}

const sumRow = { currencyCode: z.string(), count: z.number(), amount: decimalText }

/** Sums of one currency (never added across currencies). */
export const feeTotalAnswer = z.object(sumRow)

export const feeTypeSumAnswer = z.object({ feeType: z.string(), ...sumRow })
export const feeMonthSumAnswer = z.object({ month: z.string(), ...sumRow })
export const feeYearRowAnswer = z.object({
  feeType: z.string(),
  currencyCode: z.string(),
  /** January to December. */
  months: z.array(decimalText).length(12),
  amount: decimalText,
})

export const feesContracts = {
  listOfStatistic: defineContract({
    method: 'GET',
    path: `${BASE}/listOfStatistic`,
    input: { query: feeStatisticFilter, labels },
    output: z.object({ rows: z.array(feeTypeSumAnswer), totals: z.array(feeTotalAnswer) }),
  }),
  feeDetailStatistic: defineContract({
    method: 'GET',
    path: `${BASE}/feeDetailStatistic`,
    input: { query: feeStatisticFilter, labels },
    output: z.object({ rows: z.array(feeMonthSumAnswer), totals: z.array(feeTotalAnswer) }),
  }),
  feeStatisticByYear: defineContract({
    method: 'GET',
    path: `${BASE}/feeStatisticByYear`,
    input: {
      query: feeStatisticFilter
        .omit({ monthFrom: true, monthTo: true })
        .extend({ year: z.coerce.number().int().min(2000).max(2100).optional() }),
      labels,
    },
    output: z.object({
      year: z.number(),
      rows: z.array(feeYearRowAnswer),
      totals: z.array(feeYearRowAnswer.omit({ feeType: true })),
    }),
  }),
  getReceiveAccount: defineContract({
    method: 'GET',
    path: `${BASE}/getReceiveAccount`,
    input: {
      query: z.object({ partyId: idSchema.optional(), partyName: z.string().trim().max(200).optional() }),
      labels,
    },
    output: z.array(
      z.object({
        partyId: z.string().nullable(),
        partyName: z.string(),
        receiveName: z.string().nullable(),
        receiveBank: z.string().nullable(),
        receiveAccount: z.string(),
        lastUsed: z.string(),
      }),
    ),
  }),
  getApplyUserHis: defineContract({
    method: 'GET',
    path: `${BASE}/getApplyUserHis`,
    input: { query: z.object({ keyword: z.string().trim().max(100).optional() }), labels },
    output: z.array(
      z.object({
        applyUserId: z.string().nullable(),
        applyUserName: z.string(),
        times: z.number(),
        lastUsed: z.string(),
      }),
    ),
  }),
}
