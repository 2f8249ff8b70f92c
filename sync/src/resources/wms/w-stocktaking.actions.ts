import { z } from 'zod'
import { approvalStartShape, defineAction } from '../define-action.ts'
import { STOCKTAKING_PERMISSIONS, wStocktaking } from './w-stocktaking.resource.ts'

/** Stock count statuses (dictionary stocktaking_status). */
export const STOCKTAKING_STATUS = {
  toSubmit: '1',
  toAudit: '2',
  rejected: '50',
  abolished: '80',
  done: '100',
} as const

const { toSubmit, toAudit, rejected, abolished, done } = STOCKTAKING_STATUS

/**
 * The count's lifecycle: frozen, counted, submitted into the `stock_taking` approval, whose end
 * approves it (differences posted) or sends it back; `ware/wstocktaking/complete-taking` decides its tasks.
 */
export const stocktakingActions = {
  startTaking: defineAction(wStocktaking, 'startTaking', {
    label: { zh: '开始盘点', en: 'Start count', ja: '棚卸開始' },
    from: [toSubmit],
    takenWhen: 'freezeTime',
    input: z.object({}),
    permission: STOCKTAKING_PERMISSIONS.edit,
    call: { path: 'start-taking', methodInferred: true },
  }),
  submit: defineAction(wStocktaking, 'submit', {
    label: { zh: '提交审核', en: 'Submit for audit', ja: '審査に提出' },
    from: [toSubmit, rejected],
    to: toAudit,
    input: z.object({ ...approvalStartShape }),
    permission: STOCKTAKING_PERMISSIONS.edit,
    call: { path: 'updateStatus', fixed: { status: toAudit }, methodInferred: true },
    approval: { flow: 'stock_taking', approved: 'complete', rejected: 'reject', comment: 'reviewRemark' },
  }),
  reject: defineAction(wStocktaking, 'reject', {
    label: { zh: '审核驳回', en: 'Reject', ja: '却下' },
    from: [toAudit],
    to: rejected,
    input: z.object({ reviewRemark: z.string().trim().min(1).max(255) }),
    permission: STOCKTAKING_PERMISSIONS.edit,
  }),
  complete: defineAction(wStocktaking, 'complete', {
    label: { zh: '审核通过', en: 'Approve and post', ja: '承認して計上' },
    from: [toAudit],
    to: done,
    input: z.object({}),
    permission: STOCKTAKING_PERMISSIONS.edit,
  }),
  abolish: defineAction(wStocktaking, 'abolish', {
    label: { zh: '作废', en: 'Abolish', ja: '廃止' },
    from: [toSubmit, rejected],
    to: abolished,
    input: z.object({}),
    permission: STOCKTAKING_PERMISSIONS.edit,
    call: { path: 'updateStatus', fixed: { status: abolished }, methodInferred: true },
  }),
}
