import { z } from 'zod'
import { defineContract } from '../../../http/contract.ts'
import type { Label } from '../../../i18n/language.ts'
import { decimalText } from '../../../money/decimal-text.ts'
import { idSchema } from '../../id-schema.ts'
import { fieldLabels, pagedAnswerSchema } from '../../resource-schemas.ts'
import { abroadApplyPay } from './abroad-pay.resource.ts'
import { foreignPayment } from './foreign-payment.resource.ts'

/**
 * The contracts of the foreign part's hand-written calls: what a foreign payment may pay
 * (getRelationNo), deposits it may deduct, receiving accounts, the statistics page; overseas
 * receivers and the applications a voucher may pay.
 */

const text = z.string().trim().max(100).optional()
const currencyCode = z
  .string()
  .trim()
  .regex(/^[A-Z]{3}$/)
  .optional()
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
const paging = {
  current: z.coerce.number().int().min(1).max(100_000).optional(),
  size: z.coerce.number().int().min(1).max(500).optional(),
}
const LABELS: Record<string, Label> = {
  keyword: { zh: '关键字', en: 'Keyword', ja: 'キーワード' },
  current: { zh: '当前页', en: 'Page', ja: 'ページ' },
  size: { zh: '每页条数', en: 'Page size', ja: '件数' },
  payDateFrom: { zh: '付款日期从', en: 'Paid from', ja: '支払日（から）' },
  payDateTo: { zh: '付款日期至', en: 'Paid to', ja: '支払日（まで）' },
}

/** One document a foreign payment may pay: what is open on it and what live payments already claim. */
export const relationRow = z.object({
  relationType: z.string(),
  relationId: z.string(),
  relationNo: z.string(),
  partyId: z.string().nullable(),
  partyName: z.string().nullable(),
  currencyCode: z.string(),
  amount: decimalText,
  /** What the journal holds open on it (the payable; a purchase order not yet invoiced: its amount less deposits). */
  open: decimalText,
  /** Whether a payment settles its payable (else it is a deposit, a prepayment). */
  settles: z.enum(['payable', 'prepayment']),
  claimed: decimalText,
  available: decimalText,
  bookingRate: decimalText.nullable(),
})

export const relationNoContract = defineContract({
  method: 'GET',
  path: '/api/financialForeignPayment/getRelationNo',
  input: {
    query: z.object({
      relationType: z.enum(['1', '2']).default('1'),
      keyword: text,
      partyId: idSchema.optional(),
      currencyCode,
      excludeId: idSchema.optional(),
    }),
    labels: { ...fieldLabels(foreignPayment), ...LABELS, excludeId: { zh: '排除', en: 'Except', ja: '除外' } },
  },
  output: z.array(relationRow),
})

/** A deposit (prepayment) still open that a payment may deduct. */
export const deductionRow = z.object({
  deductionNo: z.string(),
  relationId: z.string(),
  partyId: z.string().nullable(),
  partyName: z.string().nullable(),
  currencyCode: z.string(),
  open: decimalText,
})

export const deductionNoContract = defineContract({
  method: 'GET',
  path: '/api/financialForeignPayment/getDeductionNoList',
  input: {
    query: z.object({ partyId: idSchema.optional(), relationId: idSchema.optional(), currencyCode }),
    labels: fieldLabels(foreignPayment),
  },
  output: z.array(deductionRow),
})

/** A receiving account: the supplier's own, or one used on an earlier payment. */
export const receiveAccountRow = z.object({
  partyId: z.string().nullable(),
  receiverName: z.string(),
  receiveAccount: z.string().nullable(),
  receiveBank: z.string().nullable(),
  source: z.enum(['supplier', 'history']),
})

export const receiveAccountContract = defineContract({
  method: 'GET',
  path: '/api/financialForeignPayment/getReceiveAccount',
  input: {
    query: z.object({ partyId: idSchema.optional(), keyword: text }),
    labels: { ...fieldLabels(foreignPayment), ...LABELS },
  },
  output: z.array(receiveAccountRow),
})

/** Foreign payments summed per payee and currency. */
export const statisticRow = z.object({
  partyId: z.string().nullable(),
  partyName: z.string().nullable(),
  currencyCode: z.string(),
  count: z.number().int(),
  amount: decimalText,
  auditedAmount: decimalText,
  pendingAmount: decimalText,
  baseAmount: decimalText,
  exchangeDifference: decimalText,
})

export const statisticContract = defineContract({
  method: 'GET',
  path: '/api/financialForeignPayment/pageOfStatistic',
  input: {
    query: z.object({
      ...paging,
      partyId: idSchema.optional(),
      currencyCode,
      payDateFrom: day,
      payDateTo: day,
    }),
    labels: { ...fieldLabels(foreignPayment), ...LABELS },
  },
  output: pagedAnswerSchema(statisticRow),
})

/** Someone abroad an application may pay: a forwarder or customs agent, a third-party warehouse, an earlier receiver. */
export const receiverRow = z.object({
  receiverId: z.string().nullable(),
  storeId: z.string().nullable(),
  receiverName: z.string(),
  receiveAccount: z.string().nullable(),
  receiveBank: z.string().nullable(),
  kind: z.enum(['agent', 'warehouse', 'history']),
})

export const receiverListContract = defineContract({
  method: 'GET',
  path: '/api/abroadApplyPay/receiverList',
  input: { query: z.object({ keyword: text }), labels: { ...fieldLabels(abroadApplyPay), ...LABELS } },
  output: z.array(receiverRow),
})

/** An application a voucher may pay: approved or partly registered, with what is left to register. */
export const payableApplyRow = z.object({
  id: z.string(),
  code: z.string(),
  receiverId: z.string().nullable(),
  receiverName: z.string(),
  receiveAccount: z.string().nullable(),
  currencyCode: z.string(),
  feeType: z.string().nullable(),
  amount: decimalText,
  registeredAmount: decimalText,
  paidAmount: decimalText,
  left: decimalText,
  dueDate: z.string().nullable(),
  status: z.string(),
})

export const applyPayListContract = defineContract({
  method: 'GET',
  path: '/api/abroadPayVoucher/applyPayList',
  input: {
    query: z.object({ ...paging, keyword: text, currencyCode }),
    labels: { ...fieldLabels(abroadApplyPay), ...LABELS },
  },
  output: pagedAnswerSchema(payableApplyRow),
})
