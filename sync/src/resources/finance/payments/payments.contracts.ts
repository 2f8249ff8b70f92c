import { z } from 'zod'
import { defineContract } from '../../../http/contract.ts'
import { fieldLabels, idSchema } from '../../resource-schemas.ts'
import { applyPay, applyPayRelation } from './apply-pay.resource.ts'

/**
 * The contracts of the payments part's hand-written calls: what an application may relate to and
 * how much is still owed on each document, a relation line's number, the applications as xlsx and
 * one as PDF, and what each purchase order still owes its factory.
 */

const BASE = '/api/financialApplyPay'

const labels = {
  ...fieldLabels(applyPay),
  ...fieldLabels(applyPayRelation),
  id: applyPay.label,
  ids: applyPay.label,
  keyword: { zh: '关键字', en: 'Keyword', ja: 'キーワード' },
  purchaseOrderId: { zh: '采购订单', en: 'Purchase order', ja: '発注書' },
  factoryId: { zh: '工厂', en: 'Factory', ja: '工場' },
  lang: { zh: '语言', en: 'Language', ja: '言語' },
}

const money = z.string().regex(/^-?\d{1,18}(\.\d{1,8})?$/)

/** A document an application may pay, with what is still owed on it. */
export const payableDocumentAnswer = z.object({
  relationType: z.string(),
  relationId: z.string(),
  relationNo: z.string(),
  partyType: z.string(),
  partyId: z.string().nullable(),
  partyName: z.string().nullable(),
  currencyCode: z.string().nullable(),
  /** The document's total. */
  total: money,
  /** What live applications and purchase payments already ask for on it. */
  asked: money,
  /** What is still owed: total less asked (never below zero in the answer). */
  owed: money,
  /** Open on the journal's payable against it (booked by an invoice or bill, not yet paid). */
  payableOpen: money,
  /** Paid ahead onto prepayment against it, not yet applied. */
  prepaid: money,
})

const relationQuery = z.object({
  relationType: z.enum(['1', '2', '3']).default('1'),
  partyId: idSchema.optional(),
  currencyCode: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  keyword: z.string().trim().max(64).optional(),
})

export const paymentsContracts = {
  selectRelationByRelationType: defineContract({
    method: 'GET',
    path: `${BASE}/selectRelationByRelationType`,
    input: { query: relationQuery, labels },
    output: z.array(payableDocumentAnswer),
  }),
  selectFeeDetailByRelationType: defineContract({
    method: 'GET',
    path: `${BASE}/selectFeeDetailByRelationType`,
    input: { query: relationQuery.omit({ relationType: true }), labels },
    output: z.array(payableDocumentAnswer),
  }),
  selectShipByPurchase: defineContract({
    method: 'GET',
    path: `${BASE}/selectShipByPurchase`,
    input: { query: z.object({ purchaseOrderId: idSchema }), labels },
    output: z.array(payableDocumentAnswer),
  }),
  editRelationNo: defineContract({
    method: 'POST',
    path: `${BASE}/editRelationNo`,
    input: { params: z.object({ id: idSchema, relationNo: z.string().trim().min(1).max(64) }), labels },
    output: z.literal(true),
  }),
  exportApplyPayExcel: defineContract({
    method: 'POST',
    path: '/api/generateExcel/exportApplyPayExcel',
    raw: true,
    input: {
      params: z.object({
        ids: z
          .string()
          .regex(/^[1-9]\d{0,18}(,[1-9]\d{0,18})*$/)
          .optional(),
        status: z.enum(['1', '2', '3', '4', '5', '6', '7', '8', '9']).optional(),
        relationType: z.enum(['1', '2', '3']).optional(),
        lang: z.enum(['zh', 'en']).optional(),
      }),
      labels,
    },
  }),
  exportApplyPayPdf: defineContract({
    method: 'POST',
    path: '/api/generatePdf/exportApplyPayPdf',
    raw: true,
    input: { params: z.object({ id: idSchema, lang: z.enum(['zh', 'en']).optional() }), labels },
  }),
  purchaseOwed: defineContract({
    method: 'GET',
    path: '/api/finance/purchaseOwed',
    input: { query: z.object({ factoryId: idSchema.optional(), purchaseOrderId: idSchema.optional() }), labels },
    output: z.array(payableDocumentAnswer),
  }),
}
