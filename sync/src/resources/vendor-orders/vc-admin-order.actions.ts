import { z } from 'zod'
import { defineAction } from '../define-action.ts'
import { VC_ADMIN_ORDER_PERMISSIONS, vcAdminOrder } from './vc-admin-order.resource.ts'

/** VC purchase order statuses (dictionary vc_admin_order_status). */
export const VC_ADMIN_STATUS = {
  toConfirm: '1',
  confirmed: '2',
  distributed: '3',
  packing: '4',
  asnConfirmed: '5',
  shipped: '6',
  invoiced: '7',
  cancelled: '8',
  rejected: '9',
  split: '10',
  merged: '11',
} as const

/** The ledger's and the reservations' document type of VC orders (a line is an erp_vc_admin_order_item id). */
export const VC_ADMIN_DOCUMENT = 'erp/vcAdminOrder'

const {
  toConfirm,
  confirmed,
  distributed,
  packing,
  asnConfirmed,
  shipped,
  invoiced,
  cancelled,
  rejected,
  split,
  merged,
} = VC_ADMIN_STATUS
const edit = VC_ADMIN_ORDER_PERMISSIONS.edit
const none = z.object({})
const text = (max: number) => z.string().trim().min(1).max(max)

/**
 * A VC purchase order's lifecycle (spec 2 §7.3). Every status change is one of these, run through
 * `runAction` (a checked transition with history); the console offers each where the row's status allows it.
 */
export const vcAdminOrderActions = {
  confirm: defineAction(vcAdminOrder, 'confirm', {
    label: { zh: '确认PO', en: 'Confirm PO', ja: 'PO確認' },
    from: [toConfirm],
    to: confirmed,
    input: none,
    permission: edit,
    call: { path: 'confirmOrder', methodInferred: true },
  }),
  reject: defineAction(vcAdminOrder, 'reject', {
    label: { zh: '拒绝PO', en: 'Reject PO', ja: 'PO拒否' },
    from: [toConfirm],
    to: rejected,
    input: none,
    permission: edit,
  }),
  reopen: defineAction(vcAdminOrder, 'reopen', {
    label: { zh: '转待确认', en: 'Back to confirmation', ja: '確認待ちに戻す' },
    from: [confirmed, rejected],
    to: toConfirm,
    input: none,
    permission: edit,
    call: { path: 'updateStatus', fixed: { status: toConfirm }, methodInferred: true },
  }),
  distribute: defineAction(vcAdminOrder, 'distribute', {
    label: { zh: '分配仓库', en: 'Distribute', ja: '倉庫割当' },
    from: [confirmed],
    to: distributed,
    input: none,
    permission: edit,
  }),
  undistribute: defineAction(vcAdminOrder, 'undistribute', {
    label: { zh: '转待分配', en: 'Back to distribution', ja: '割当待ちに戻す' },
    from: [distributed],
    to: confirmed,
    input: none,
    permission: edit,
    call: { path: 'turnDistribute', methodInferred: true },
  }),
  split: defineAction(vcAdminOrder, 'split', {
    label: { zh: '拆分', en: 'Split', ja: '分割' },
    from: [confirmed, distributed],
    to: split,
    input: none,
    permission: edit,
  }),
  mergeAway: defineAction(vcAdminOrder, 'mergeAway', {
    label: { zh: '合并到其他PO', en: 'Merge into another PO', ja: '他のPOへ統合' },
    from: [toConfirm, confirmed],
    to: merged,
    input: none,
    permission: edit,
  }),
  mergeInto: defineAction(vcAdminOrder, 'mergeInto', {
    label: { zh: '合并', en: 'Merge', ja: '統合' },
    from: [toConfirm, confirmed],
    input: none,
    permission: edit,
  }),
  cancel: defineAction(vcAdminOrder, 'cancel', {
    label: { zh: '取消', en: 'Cancel', ja: 'キャンセル' },
    from: [toConfirm, confirmed, distributed],
    to: cancelled,
    input: z.object({ cancelReason: z.string().trim().max(500).optional() }),
    permission: edit,
    call: { path: 'cancelOrder', methodInferred: true },
  }),
  createShipment: defineAction(vcAdminOrder, 'createShipment', {
    label: { zh: '创建货件', en: 'Create shipment', ja: '出荷作成' },
    from: [distributed, packing],
    to: packing,
    input: none,
    permission: edit,
  }),
  confirmShipment: defineAction(vcAdminOrder, 'confirmShipment', {
    label: { zh: '确认ASN', en: 'Confirm ASN', ja: 'ASN確定' },
    from: [packing],
    to: asnConfirmed,
    input: none,
    permission: edit,
    call: { path: 'createShipmentConfirm', methodInferred: true },
  }),
  markShipment: defineAction(vcAdminOrder, 'markShipment', {
    label: { zh: '标记发货', en: 'Mark shipped', ja: '出荷済みにする' },
    from: [asnConfirmed],
    to: shipped,
    input: z.object({
      trackNumber: z.string().trim().max(255).optional(),
      carrier: z.string().trim().max(64).optional(),
    }),
    permission: edit,
    call: { path: 'markShipment', methodInferred: true },
  }),
  submitInvoice: defineAction(vcAdminOrder, 'submitInvoice', {
    label: { zh: '提交发票', en: 'Submit invoice', ja: '請求書提出' },
    from: [shipped],
    to: invoiced,
    input: z.object({ invoiceNumber: text(64), paymentNumber: z.string().trim().max(64).optional() }),
    permission: edit,
  }),
  labels: defineAction(vcAdminOrder, 'labels', {
    label: { zh: '箱标', en: 'Carton labels', ja: '箱ラベル' },
    from: [packing, asnConfirmed],
    input: none,
    permission: edit,
  }),
  updateUpcUrl: defineAction(vcAdminOrder, 'updateUpcUrl', {
    label: { zh: '更新UPC标签', en: 'Update UPC labels', ja: 'UPCラベル更新' },
    from: [toConfirm, confirmed, distributed, packing, asnConfirmed],
    input: none,
    permission: edit,
  }),
}

/** Statuses in which nothing is reserved and nothing has left: the PO may still be removed. */
export const VC_ADMIN_REMOVABLE: readonly string[] = [toConfirm, cancelled, rejected]
/** Statuses that count for the page's tabs (pageTotal), in order. */
export const VC_ADMIN_TABS: readonly string[] = [
  toConfirm,
  confirmed,
  distributed,
  packing,
  asnConfirmed,
  shipped,
  invoiced,
  cancelled,
  rejected,
  split,
  merged,
]
