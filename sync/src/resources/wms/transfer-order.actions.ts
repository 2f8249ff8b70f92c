import { z } from 'zod'
import { defineAction } from '../define-action.ts'
import { TRANSFER_PERMISSIONS, transferOrder } from './transfer-order.resource.ts'

/** Transfer statuses (dictionary transfer_status). */
export const TRANSFER_STATUS = { draft: '0', toBeStocked: '1', dispatched: '2', abolished: '3' } as const

const { draft, toBeStocked, dispatched, abolished } = TRANSFER_STATUS

/** A transfer's lifecycle: confirmed (stock reserved at the source), dispatched (shipped, awaited at the destination), or abolished. */
export const transferActions = {
  confirm: defineAction(transferOrder, 'confirm', {
    label: { zh: '确认调拨', en: 'Confirm', ja: '確定' },
    from: [draft],
    to: toBeStocked,
    input: z.object({}),
    permission: TRANSFER_PERMISSIONS.edit,
    call: { path: 'updateStatus', fixed: { status: toBeStocked }, methodInferred: true },
  }),
  dispatch: defineAction(transferOrder, 'dispatch', {
    label: { zh: '出库', en: 'Dispatch', ja: '出庫' },
    from: [toBeStocked],
    to: dispatched,
    input: z.object({}),
    permission: TRANSFER_PERMISSIONS.edit,
    call: { path: 'updateStatus', fixed: { status: dispatched }, methodInferred: true },
  }),
  abolish: defineAction(transferOrder, 'abolish', {
    label: { zh: '作废', en: 'Abolish', ja: '廃止' },
    from: [draft, toBeStocked],
    to: abolished,
    input: z.object({}),
    permission: TRANSFER_PERMISSIONS.edit,
    call: { path: 'updateStatus', fixed: { status: abolished }, methodInferred: true },
  }),
}
