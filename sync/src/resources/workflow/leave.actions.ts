import { z } from 'zod'
import { approvalStartShape, defineAction } from '../define-action.ts'
import { leave } from './workflow.resource.ts'

/** A leave application's statuses (dictionary leave_status); '0' before it is first submitted. */
export const LEAVE_STATUS = { draft: '0', inApproval: '1', approved: '2', rejected: '3', withdrawn: '4' } as const

const S = LEAVE_STATUS

/** A leave's lifecycle: submitted into the `Leave` flow, whose end approves or rejects it. */
export const leaveActions = {
  submit: defineAction(leave, 'submit', {
    label: { zh: '提交请假', en: 'Apply for leave', ja: '休暇申請' },
    statusField: 'approvalState',
    from: [S.draft, S.rejected, S.withdrawn],
    to: S.inApproval,
    input: z.object({ ...approvalStartShape }),
    permission: 'leave_add',
    approval: { flow: 'Leave', approved: 'approve', rejected: 'reject', comment: 'approvalRemark' },
  }),
  approve: defineAction(leave, 'approve', {
    label: { zh: '批准', en: 'Approve', ja: '承認' },
    statusField: 'approvalState',
    from: [S.inApproval],
    to: S.approved,
    input: z.object({}),
    permission: 'leave_add',
  }),
  reject: defineAction(leave, 'reject', {
    label: { zh: '驳回', en: 'Reject', ja: '却下' },
    statusField: 'approvalState',
    from: [S.inApproval],
    to: S.rejected,
    input: z.object({ approvalRemark: z.string().trim().max(1000).optional() }),
    permission: 'leave_add',
  }),
}
