import { z } from 'zod'
import { defineAction } from '../define-action.ts'
import { OUTBOUND_PERMISSIONS, PICK_PERMISSIONS, wOrderPick, wOutbound } from './w-outbound.resource.ts'

/** Outbound statuses (dictionary outbound_status). */
export const OUTBOUND_STATUS = {
  toBeDetermined: '0',
  pendingReview: '1',
  toBeStocked: '2',
  shipped: '3',
  rejected: '4',
  abolished: '5',
} as const

/** Face-sheet statuses of outbound orders and pick lists (dictionary face_sheet_status). */
export const FACE_SHEET = { none: '0', generated: '1', picking: '2', labeled: '3', shipped: '4' } as const

const S = OUTBOUND_STATUS
const edit = OUTBOUND_PERMISSIONS.edit

/** An outbound order's lifecycle: reviewed, approved (stock reserved), shipped, or rejected or abolished. */
export const outboundActions = {
  submitReview: defineAction(wOutbound, 'submitReview', {
    label: { zh: '提交审核', en: 'Submit for review', ja: '審査に提出' },
    from: [S.toBeDetermined, S.rejected],
    to: S.pendingReview,
    input: z.object({}),
    permission: edit,
    call: { path: 'updateStatus', fixed: { status: S.pendingReview } },
  }),
  approve: defineAction(wOutbound, 'approve', {
    label: { zh: '审核通过', en: 'Approve', ja: '承認' },
    from: [S.pendingReview],
    to: S.toBeStocked,
    input: z.object({}),
    permission: edit,
    call: { path: 'updateStatus', fixed: { status: S.toBeStocked } },
  }),
  reject: defineAction(wOutbound, 'reject', {
    label: { zh: '审核驳回', en: 'Reject', ja: '却下' },
    from: [S.pendingReview],
    to: S.rejected,
    input: z.object({ reviewRemark: z.string().trim().min(1).max(255) }),
    permission: edit,
    call: { path: 'updateStatus', fixed: { status: S.rejected } },
  }),
  ship: defineAction(wOutbound, 'ship', {
    label: { zh: '出库', en: 'Ship', ja: '出庫' },
    from: [S.toBeStocked],
    to: S.shipped,
    input: z.object({}),
    permission: edit,
    call: { path: 'complete-taking' },
  }),
  abolish: defineAction(wOutbound, 'abolish', {
    label: { zh: '作废', en: 'Abolish', ja: '廃止' },
    from: [S.toBeDetermined, S.pendingReview, S.toBeStocked, S.rejected],
    to: S.abolished,
    input: z.object({}),
    permission: edit,
    call: { path: 'updateStatus', fixed: { status: S.abolished } },
  }),
}

/** A pick list's steps: picking finished (short picks recorded), then shipped. */
export const orderPickActions = {
  finishPicking: defineAction(wOrderPick, 'finishPicking', {
    label: { zh: '完成拣货', en: 'Finish picking', ja: 'ピッキング完了' },
    from: [FACE_SHEET.picking],
    to: FACE_SHEET.labeled,
    input: z.object({}),
    permission: PICK_PERMISSIONS.edit,
    call: { path: 'finishPicking' },
  }),
  outBound: defineAction(wOrderPick, 'outBound', {
    label: { zh: '出库', en: 'Ship', ja: '出庫' },
    from: [FACE_SHEET.labeled],
    to: FACE_SHEET.shipped,
    input: z.object({}),
    permission: PICK_PERMISSIONS.edit,
    call: { path: 'outBound' },
  }),
}
