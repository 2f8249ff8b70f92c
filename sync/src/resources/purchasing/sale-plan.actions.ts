import { z } from 'zod'
import { approvalStartShape, defineAction } from '../define-action.ts'
import { SALE_PLAN_PERMISSIONS, salePlan } from './sale-plan.resource.ts'

/** Sales plan statuses (dictionary sale_plan_status). */
export const SALE_PLAN_STATUS = {
  pendingConfirm: '1',
  pendingReview: '2',
  approved: '3',
  partlyPurchased: '4',
  purchased: '5',
  rejected: '6',
  invalidated: '7',
} as const

/** A plan's hints, answered as `planHint` by its list and detail, worded by this dictionary. */
export const SALE_PLAN_HINT = { dictionary: 'sale_plan_hint', unapprovedLong: '1', factoryDateNear: '2' } as const

/** Spec 1 §5 plan hints: 25 days after the plan was made, 10 days before its factory date. */
export const PLAN_HINT_DAYS = { afterCreation: 25, beforeFactoryDate: 10 } as const

const { pendingConfirm, pendingReview, approved, partlyPurchased, purchased, rejected, invalidated } = SALE_PLAN_STATUS

/**
 * The plan's lifecycle (spec 1 §4): submitted (`start-sale`) into the `sale_plan` approval, whose end
 * approves it or sends it back with the approver's remark; `erp/saleplan/complete-sale` decides its
 * tasks. A plan not yet bought against can be invalidated.
 */
export const salePlanActions = {
  startSale: defineAction(salePlan, 'startSale', {
    label: { zh: '提交审核', en: 'Submit for review', ja: '審査に提出' },
    from: [pendingConfirm, rejected],
    to: pendingReview,
    input: z.object({ ...approvalStartShape }),
    permission: SALE_PLAN_PERMISSIONS.edit,
    call: { path: 'start-sale', methodInferred: true },
    approval: { flow: 'sale_plan', approved: 'approve', rejected: 'reject', comment: 'reviewRemark' },
  }),
  approve: defineAction(salePlan, 'approve', {
    label: { zh: '审核通过', en: 'Approve', ja: '承認' },
    from: [pendingReview],
    to: approved,
    input: z.object({}),
    permission: SALE_PLAN_PERMISSIONS.edit,
  }),
  reject: defineAction(salePlan, 'reject', {
    label: { zh: '审核驳回', en: 'Reject', ja: '却下' },
    from: [pendingReview],
    to: rejected,
    input: z.object({ reviewRemark: z.string().trim().min(1).max(255) }),
    permission: SALE_PLAN_PERMISSIONS.edit,
  }),
  invalidate: defineAction(salePlan, 'invalidate', {
    label: { zh: '作废', en: 'Invalidate', ja: '無効化' },
    from: [pendingConfirm, approved, rejected],
    to: invalidated,
    input: z.object({}),
    permission: SALE_PLAN_PERMISSIONS.edit,
    call: { path: 'updateStatus', fixed: { status: invalidated }, methodInferred: true },
    confirm: {
      zh: '作废后计划不能再提交或采购，确定作废？',
      en: 'An invalidated plan can no longer be submitted or bought against. Invalidate it?',
      ja: '無効化した計画は提出も購買もできなくなります。無効化しますか？',
    },
  }),
  // What purchases bought of the plan moves it on (a purchase determined or abolished): the server's own steps, no call.
  partlyPurchase: defineAction(salePlan, 'partlyPurchase', {
    label: { zh: '部分采购', en: 'Partly purchased', ja: '一部購買' },
    from: [approved, partlyPurchased, purchased],
    to: partlyPurchased,
    input: z.object({}),
    permission: SALE_PLAN_PERMISSIONS.edit,
  }),
  purchase: defineAction(salePlan, 'purchase', {
    label: { zh: '已采购', en: 'Purchased', ja: '購買済み' },
    from: [approved, partlyPurchased],
    to: purchased,
    input: z.object({}),
    permission: SALE_PLAN_PERMISSIONS.edit,
  }),
  // An abolished purchase gives its quantities back: a plan bought in part, or no longer at all.
  purchaseReturned: defineAction(salePlan, 'purchaseReturned', {
    label: { zh: '采购撤回', en: 'Purchase withdrawn', ja: '購買取消' },
    from: [partlyPurchased, purchased],
    to: approved,
    input: z.object({}),
    permission: SALE_PLAN_PERMISSIONS.edit,
  }),
}
