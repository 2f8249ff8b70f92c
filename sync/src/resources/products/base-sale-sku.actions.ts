import { z } from 'zod'
import { defineAction } from '../define-action.ts'
import { baseSaleSku, SALE_SKU_PERMISSIONS } from './base-sale-sku.resource.ts'

/** Review states of a sales SKU (dictionary sale_sku_review_status). */
export const SALE_SKU_REVIEW = { notSubmitted: '0', pending: '1', approved: '2', rejected: '3' } as const

/** The review lifecycle of a sales SKU: submitted when mapped, then approved or rejected (with a reason). */
export const saleSkuActions = {
  submitReview: defineAction(baseSaleSku, 'submitReview', {
    label: { zh: '提交审核', en: 'Submit for review', ja: '審査に提出' },
    statusField: 'reviewStatus',
    from: [SALE_SKU_REVIEW.notSubmitted, SALE_SKU_REVIEW.rejected],
    to: SALE_SKU_REVIEW.pending,
    input: z.object({}),
    permission: SALE_SKU_PERMISSIONS.edit,
    refusal: 'products.reviewSubmitState',
    call: { path: 'submitReview', methodInferred: true },
  }),
  approve: defineAction(baseSaleSku, 'approve', {
    label: { zh: '审核通过', en: 'Approve', ja: '承認' },
    statusField: 'reviewStatus',
    from: [SALE_SKU_REVIEW.pending],
    to: SALE_SKU_REVIEW.approved,
    input: z.object({}),
    permission: SALE_SKU_PERMISSIONS.edit,
    refusal: 'products.reviewState',
    call: { path: 'review', fixed: { reviewStatus: SALE_SKU_REVIEW.approved }, methodInferred: true },
  }),
  reject: defineAction(baseSaleSku, 'reject', {
    label: { zh: '审核驳回', en: 'Reject', ja: '却下' },
    statusField: 'reviewStatus',
    from: [SALE_SKU_REVIEW.pending],
    to: SALE_SKU_REVIEW.rejected,
    input: z.object({ reviewRemark: z.string().trim().min(1).max(255) }),
    permission: SALE_SKU_PERMISSIONS.edit,
    refusal: 'products.reviewState',
    call: { path: 'review', fixed: { reviewStatus: SALE_SKU_REVIEW.rejected }, methodInferred: true },
  }),
}
