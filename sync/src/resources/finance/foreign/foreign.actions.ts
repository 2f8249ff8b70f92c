import { z } from 'zod'
import { defineAction } from '../../define-action.ts'
import {
  ABROAD_APPLY_PERMISSIONS,
  ABROAD_VOUCHER_PERMISSIONS,
  abroadApplyPay,
  abroadPayVoucher,
} from './abroad-pay.resource.ts'
import { FOREIGN_PAYMENT_PERMISSIONS, foreignPayment } from './foreign-payment.resource.ts'

/** The journal's document type of each of this part's documents (the resource key). */
export const FOREIGN_DOCUMENTS = {
  foreignPayment: 'erp/financialforeignpayment',
  abroadApplyPay: 'erp/abroadapplypay',
  abroadPayVoucher: 'erp/abroadpayvoucher',
} as const

/** Foreign payment statuses (dictionary foreign_payment_status, spec 3 §4). */
export const FOREIGN_PAYMENT_STATUS = { toConfirm: '1', confirmed: '2', audited: '3', refused: '4' } as const

/** Overseas payment application statuses: the finance status 1-9 (dictionary abroad_apply_status). */
export const ABROAD_APPLY_STATUS = {
  toConfirm: '1',
  toAudit: '2',
  approved: '3',
  rejected: '4',
  partlyRegistered: '5',
  registered: '6',
  done: '7',
  void: '8',
  returned: '9',
} as const

/** Overseas payment voucher progress (dictionary abroad_voucher_status). */
export const ABROAD_VOUCHER_STATUS = { pending: '1', inProgress: '2', paid: '3', cancelled: '4' } as const

// The reviewer's remark (written as the document's audit remark): optional on approval, required on a refusal.
const remarkInput = z.object({ remark: z.string().trim().max(500).optional() })
const refusalInput = z.object({ remark: z.string().trim().min(1).max(500) })
const REMARK_LABELS = { remark: { zh: '审核意见', en: 'Audit remark', ja: '審査コメント' } }

const FP = FOREIGN_PAYMENT_STATUS
const fpVia = (path: string, status: string) => ({ path, fixed: { status } })

/**
 * A foreign payment's lifecycle: confirmed (and back to edit), then audited — posted to the journal —
 * or refused (a reason required); an audited one taken back to confirmed reverses its posting.
 */
export const foreignPaymentActions = {
  confirm: defineAction(foreignPayment, 'confirm', {
    label: { zh: '确认', en: 'Confirm', ja: '確認' },
    from: [FP.toConfirm],
    to: FP.confirmed,
    input: z.object({}),
    permission: FOREIGN_PAYMENT_PERMISSIONS.edit,
    call: fpVia('updateStatus', FP.confirmed),
  }),
  unconfirm: defineAction(foreignPayment, 'unconfirm', {
    label: { zh: '退回待确认', en: 'Back to confirm', ja: '確認待ちに戻す' },
    from: [FP.confirmed, FP.refused],
    to: FP.toConfirm,
    input: z.object({}),
    permission: FOREIGN_PAYMENT_PERMISSIONS.edit,
    call: fpVia('updateStatus', FP.toConfirm),
  }),
  audit: defineAction(foreignPayment, 'audit', {
    label: { zh: '审核通过', en: 'Audit', ja: '審査承認' },
    from: [FP.confirmed],
    to: FP.audited,
    input: remarkInput,
    inputLabels: REMARK_LABELS,
    permission: FOREIGN_PAYMENT_PERMISSIONS.edit,
    call: fpVia('check', FP.audited),
    confirm: {
      zh: '审核通过后将记账（付款、汇兑损益），确定？',
      en: 'Auditing posts the payment (and any exchange difference) to the books. Audit it?',
      ja: '承認すると支払（為替差損益を含む）を計上します。承認しますか？',
    },
  }),
  refuse: defineAction(foreignPayment, 'refuse', {
    label: { zh: '审核拒绝', en: 'Refuse', ja: '審査却下' },
    from: [FP.confirmed],
    to: FP.refused,
    input: refusalInput,
    inputLabels: REMARK_LABELS,
    permission: FOREIGN_PAYMENT_PERMISSIONS.edit,
    call: fpVia('check', FP.refused),
  }),
  unaudit: defineAction(foreignPayment, 'unaudit', {
    label: { zh: '反审核', en: 'Take back audit', ja: '審査取消' },
    from: [FP.audited],
    to: FP.confirmed,
    input: remarkInput,
    inputLabels: REMARK_LABELS,
    permission: FOREIGN_PAYMENT_PERMISSIONS.edit,
    call: fpVia('check', FP.confirmed),
    confirm: {
      zh: '反审核将冲销已记账的付款，确定？',
      en: 'Taking the audit back reverses the payment in the books. Go on?',
      ja: '審査を取り消すと計上済みの支払を取り消します。続けますか？',
    },
  }),
}

const A = ABROAD_APPLY_STATUS
const applyVia = (status: string) => ({ path: 'updateStatus', fixed: { status } })

/**
 * An overseas payment application's finance status: submitted for audit (and withdrawn), approved or
 * rejected, returned or voided while no voucher holds it; its vouchers register and complete it (server steps).
 */
export const abroadApplyActions = {
  submit: defineAction(abroadApplyPay, 'submit', {
    label: { zh: '提交审核', en: 'Submit', ja: '審査に提出' },
    from: [A.toConfirm, A.rejected, A.returned],
    to: A.toAudit,
    input: z.object({}),
    permission: ABROAD_APPLY_PERMISSIONS.edit,
    call: applyVia(A.toAudit),
  }),
  approve: defineAction(abroadApplyPay, 'approve', {
    label: { zh: '审核通过', en: 'Approve', ja: '承認' },
    from: [A.toAudit],
    to: A.approved,
    input: remarkInput,
    inputLabels: REMARK_LABELS,
    permission: ABROAD_APPLY_PERMISSIONS.edit,
    call: applyVia(A.approved),
  }),
  reject: defineAction(abroadApplyPay, 'reject', {
    label: { zh: '审核驳回', en: 'Reject', ja: '却下' },
    from: [A.toAudit],
    to: A.rejected,
    input: refusalInput,
    inputLabels: REMARK_LABELS,
    permission: ABROAD_APPLY_PERMISSIONS.edit,
    call: applyVia(A.rejected),
  }),
  giveBack: defineAction(abroadApplyPay, 'giveBack', {
    label: { zh: '退回', en: 'Return', ja: '差戻し' },
    from: [A.approved],
    to: A.returned,
    input: refusalInput,
    inputLabels: REMARK_LABELS,
    permission: ABROAD_APPLY_PERMISSIONS.edit,
    call: applyVia(A.returned),
  }),
  void: defineAction(abroadApplyPay, 'void', {
    label: { zh: '作废', en: 'Void', ja: '無効化' },
    from: [A.toConfirm, A.approved, A.rejected, A.returned],
    to: A.void,
    input: z.object({}),
    permission: ABROAD_APPLY_PERMISSIONS.edit,
    call: applyVia(A.void),
    confirm: {
      zh: '作废后不能恢复，确定作废？',
      en: 'A void application cannot be restored. Void it?',
      ja: '無効化すると元に戻せません。無効化しますか？',
    },
  }),
  withdraw: defineAction(abroadApplyPay, 'withdraw', {
    label: { zh: '撤回', en: 'Withdraw', ja: '取り下げ' },
    from: [A.toAudit],
    to: A.toConfirm,
    input: z.object({}),
    permission: ABROAD_APPLY_PERMISSIONS.edit,
    call: { path: 'withdraw' },
  }),
  // What its vouchers hold of an application moves it: the server's own steps, no call.
  registerPart: defineAction(abroadApplyPay, 'registerPart', {
    label: { zh: '部分登记', en: 'Partly registered', ja: '一部登録' },
    from: [A.approved, A.registered, A.done],
    to: A.partlyRegistered,
    input: z.object({}),
    permission: ABROAD_APPLY_PERMISSIONS.edit,
  }),
  register: defineAction(abroadApplyPay, 'register', {
    label: { zh: '已登记', en: 'Registered', ja: '登録済み' },
    from: [A.approved, A.partlyRegistered, A.done],
    to: A.registered,
    input: z.object({}),
    permission: ABROAD_APPLY_PERMISSIONS.edit,
  }),
  unregister: defineAction(abroadApplyPay, 'unregister', {
    label: { zh: '取消登记', en: 'Unregistered', ja: '登録解除' },
    from: [A.partlyRegistered, A.registered, A.done],
    to: A.approved,
    input: z.object({}),
    permission: ABROAD_APPLY_PERMISSIONS.edit,
  }),
  complete: defineAction(abroadApplyPay, 'complete', {
    label: { zh: '已完成', en: 'Done', ja: '完了' },
    from: [A.registered],
    to: A.done,
    input: z.object({}),
    permission: ABROAD_APPLY_PERMISSIONS.edit,
  }),
}

const V = ABROAD_VOUCHER_STATUS
const voucherVia = (status: string) => ({ path: 'updateStatus', fixed: { status } })

/**
 * An overseas payment voucher's progress: in progress, paid (posted), cancelled (cannot be undone);
 * returned (`returnStatus`) to pending payment, reversing a payment posted.
 */
export const abroadVoucherActions = {
  start: defineAction(abroadPayVoucher, 'start', {
    label: { zh: '开始付款', en: 'Start payment', ja: '支払開始' },
    from: [V.pending],
    to: V.inProgress,
    input: z.object({}),
    permission: ABROAD_VOUCHER_PERMISSIONS.edit,
    call: voucherVia(V.inProgress),
  }),
  pay: defineAction(abroadPayVoucher, 'pay', {
    label: { zh: '确认已付款', en: 'Mark paid', ja: '支払済みにする' },
    from: [V.pending, V.inProgress],
    to: V.paid,
    input: z.object({}),
    permission: ABROAD_VOUCHER_PERMISSIONS.edit,
    call: voucherVia(V.paid),
    confirm: {
      zh: '确认已付款将记账（费用、银行），确定？',
      en: 'Marking it paid posts the fee and the bank payment to the books. Go on?',
      ja: '支払済みにすると費用と銀行支払を計上します。続けますか？',
    },
  }),
  cancel: defineAction(abroadPayVoucher, 'cancel', {
    label: { zh: '取消付款', en: 'Cancel payment', ja: '支払取消' },
    from: [V.pending, V.inProgress],
    to: V.cancelled,
    input: z.object({}),
    permission: ABROAD_VOUCHER_PERMISSIONS.edit,
    call: voucherVia(V.cancelled),
    confirm: {
      zh: '取消付款后不能恢复，确定取消？',
      en: 'A cancelled payment cannot be undone. Cancel it?',
      ja: '取り消した支払は元に戻せません。取り消しますか？',
    },
  }),
  giveBack: defineAction(abroadPayVoucher, 'giveBack', {
    label: { zh: '退回', en: 'Return', ja: '差戻し' },
    from: [V.inProgress, V.paid],
    to: V.pending,
    input: z.object({}),
    permission: ABROAD_VOUCHER_PERMISSIONS.edit,
    call: { path: 'returnStatus' },
    confirm: {
      zh: '退回将冲销已记账的付款，确定？',
      en: 'Returning it reverses a payment posted to the books. Go on?',
      ja: '差し戻すと計上済みの支払を取り消します。続けますか？',
    },
  }),
}
