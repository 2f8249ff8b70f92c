import { z } from 'zod'
import { defineAction } from '../define-action.ts'
import { ECC_PERMISSIONS, eccTransferOrder } from './ecc-fba.resource.ts'

/** Warehouse-system transfer statuses (dictionary ecc_transfer_status, ours). */
export const ECC_TRANSFER_STATUS = { draft: '1', submitted: '2', shipped: '3', cancelled: '4' } as const

const { draft, submitted, shipped, cancelled } = ECC_TRANSFER_STATUS
const via = (status: string) => ({ path: 'updateStatus', fixed: { status }, methodInferred: true as const })

/** A warehouse-system transfer is submitted to the warehouse, shipped by it, or cancelled before it ships. */
export const eccTransferActions = {
  submit: defineAction(eccTransferOrder, 'submit', {
    label: { zh: '提交仓库', en: 'Submit to warehouse', ja: '倉庫へ送信' },
    from: [draft],
    to: submitted,
    input: z.object({}),
    permission: ECC_PERMISSIONS.edit,
    call: via(submitted),
  }),
  ship: defineAction(eccTransferOrder, 'ship', {
    label: { zh: '已发货', en: 'Shipped', ja: '出荷済み' },
    from: [submitted],
    to: shipped,
    input: z.object({ trackingNo: z.string().trim().max(64).optional() }),
    permission: ECC_PERMISSIONS.edit,
    call: via(shipped),
  }),
  cancel: defineAction(eccTransferOrder, 'cancel', {
    label: { zh: '取消', en: 'Cancel', ja: 'キャンセル' },
    from: [draft, submitted],
    to: cancelled,
    input: z.object({}),
    permission: ECC_PERMISSIONS.edit,
    call: via(cancelled),
  }),
}
