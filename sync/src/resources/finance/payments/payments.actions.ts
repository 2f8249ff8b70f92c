import { z } from 'zod'
import { approvalStartShape, defineAction } from '../../define-action.ts'
import { idSchema } from '../../id-schema.ts'
import { APPLY_PAY_PERMISSIONS, applyPay, PAY_VOUCHER_PERMISSIONS, payVoucher } from './apply-pay.resource.ts'
import { PURCHASE_PAYMENT_PERMISSIONS, purchasePayment } from './purchase-payment.resource.ts'

/** The journal's document types of the payments part (the resource keys). */
export const PAYMENT_DOCUMENTS = {
  purchasePayment: 'erp/purchasepayment',
  applyPay: 'erp/financialapplypay',
  payVoucher: 'erp/financialpayvoucher',
} as const

/** Purchase payment statuses (dictionary purchase_payment_status) and its approval (purchase_payment_approval). */
export const PURCHASE_PAYMENT_STATUS = { toPay: '1', paying: '2', paid: '3' } as const
export const PURCHASE_PAYMENT_APPROVAL = { none: '1', inApproval: '2', approved: '3', rejected: '4' } as const
/** Purchase payment types (purchase_payment_type): deposits are paid before the invoice, onto prepayment. */
export const PURCHASE_PAYMENT_TYPE = { goods: '1', deposit: '2', longTermDeposit: '3', other: '4' } as const

/** Finance statuses of a payment application (apply_pay_status, spec 3 §4). */
export const APPLY_PAY_STATUS = {
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

/** Relation types of a payment application's lines (apply_pay_relation_type). */
export const RELATION_TYPE = { purchaseOrder: '1', shipBill: '2', feeDetail: '3' } as const

/** Payment progress of a voucher (pay_voucher_status). */
export const PAY_VOUCHER_STATUS = { pending: '1', inProgress: '2', paid: '3', cancelled: '4' } as const

/** What paying takes besides the ids: the date, the rate to base and the bank account (all optional). */
/** The payment inputs in words (the voucher's fields name them; the application has none of its own). */
export const PAYMENT_INPUT_LABELS = {
  payDate: { zh: '付款日期', en: 'Paid on', ja: '支払日' },
  rate: { zh: '付款汇率', en: 'Payment rate', ja: '支払レート' },
  bankAccountId: { zh: '付款账户', en: 'Bank account', ja: '支払口座' },
} as const

export const paymentInput = {
  payDate: z.iso.date().optional(),
  rate: z
    .string()
    .regex(/^\d{1,10}(\.\d{1,8})?$/)
    .optional(),
  bankAccountId: idSchema.optional(),
}

const AP = APPLY_PAY_STATUS
const PV = PAY_VOUCHER_STATUS
const PPA = PURCHASE_PAYMENT_APPROVAL
const remark = z.string().trim().max(255)

/**
 * A purchase payment's way to the bank: `start-payment` puts it into the `purchase_payment` approval
 * (template chosen in the choose-approval dialog), whose end approves or rejects it; approved,
 * `complete-payment` pays it (posting it) and it reads paid.
 */
export const purchasePaymentActions = {
  startPayment: defineAction(purchasePayment, 'startPayment', {
    label: { zh: '发起付款', en: 'Start payment', ja: '支払を申請' },
    statusField: 'approvalStatus',
    from: [PPA.none, PPA.rejected],
    to: PPA.inApproval,
    input: z.object({ ...approvalStartShape }),
    permission: PURCHASE_PAYMENT_PERMISSIONS.edit,
    call: { path: 'start-payment' },
    approval: {
      flow: 'purchase_payment',
      approved: 'paymentApproved',
      rejected: 'paymentRejected',
      comment: 'approvalRemark',
    },
  }),
  paymentApproved: defineAction(purchasePayment, 'paymentApproved', {
    label: { zh: '付款审批通过', en: 'Payment approved', ja: '支払承認' },
    statusField: 'approvalStatus',
    from: [PPA.inApproval],
    to: PPA.approved,
    input: z.object({}),
    permission: PURCHASE_PAYMENT_PERMISSIONS.edit,
  }),
  paymentRejected: defineAction(purchasePayment, 'paymentRejected', {
    label: { zh: '付款审批驳回', en: 'Payment rejected', ja: '支払却下' },
    statusField: 'approvalStatus',
    from: [PPA.inApproval],
    to: PPA.rejected,
    input: z.object({ approvalRemark: remark.min(1) }),
    permission: PURCHASE_PAYMENT_PERMISSIONS.edit,
  }),
  completePayment: defineAction(purchasePayment, 'completePayment', {
    label: { zh: '完成付款', en: 'Complete payment', ja: '支払完了' },
    from: [PURCHASE_PAYMENT_STATUS.toPay, PURCHASE_PAYMENT_STATUS.paying],
    to: PURCHASE_PAYMENT_STATUS.paid,
    input: z.object(paymentInput),
    permission: PURCHASE_PAYMENT_PERMISSIONS.edit,
    call: { path: 'complete-payment' },
    confirm: {
      zh: '完成付款将记账（银行付款），不能撤回。确定？',
      en: 'Completing the payment posts it (money leaves the bank); this cannot be undone. Complete it?',
      ja: '支払を完了すると仕訳が計上され（銀行から出金）、取り消せません。完了しますか？',
    },
  }),
}

/**
 * A payment application's finance statuses (spec 3 §4): submitted (`updateStatus` 2 or
 * `submitPatch`) it waits for the check (`check` 3 approved or 4 rejected), may be withdrawn
 * (`updateStatus` 1) or returned to the applicant (`returnFee`); approved, its voucher is made
 * (`generatePayVoucher`: registered) and paying the voucher makes it done; voided (`cancelTopUp`)
 * it no longer holds what it asked for.
 */
export const applyPayActions = {
  submit: defineAction(applyPay, 'submit', {
    label: { zh: '提交', en: 'Submit', ja: '提出' },
    from: [AP.toConfirm, AP.rejected, AP.returned],
    to: AP.toAudit,
    input: z.object({}),
    permission: APPLY_PAY_PERMISSIONS.edit,
    call: { path: 'updateStatus', fixed: { status: AP.toAudit } },
  }),
  submitPatch: defineAction(applyPay, 'submitPatch', {
    label: { zh: '批量提交', en: 'Submit selected', ja: '一括提出' },
    from: [AP.toConfirm, AP.rejected, AP.returned],
    to: AP.toAudit,
    input: z.object({}),
    permission: APPLY_PAY_PERMISSIONS.edit,
    call: { path: 'submitPatch' },
  }),
  withdraw: defineAction(applyPay, 'withdraw', {
    label: { zh: '撤回', en: 'Withdraw', ja: '取り下げ' },
    from: [AP.toAudit],
    to: AP.toConfirm,
    input: z.object({}),
    permission: APPLY_PAY_PERMISSIONS.edit,
    call: { path: 'updateStatus', fixed: { status: AP.toConfirm } },
  }),
  approve: defineAction(applyPay, 'approve', {
    label: { zh: '审核通过', en: 'Approve', ja: '承認' },
    from: [AP.toAudit],
    to: AP.approved,
    input: z.object({ checkRemark: remark.optional() }),
    permission: APPLY_PAY_PERMISSIONS.edit,
    call: { path: 'check', fixed: { status: AP.approved } },
  }),
  reject: defineAction(applyPay, 'reject', {
    label: { zh: '审核驳回', en: 'Reject', ja: '却下' },
    from: [AP.toAudit],
    to: AP.rejected,
    input: z.object({ checkRemark: remark.optional() }),
    permission: APPLY_PAY_PERMISSIONS.edit,
    call: { path: 'check', fixed: { status: AP.rejected } },
  }),
  returnFee: defineAction(applyPay, 'returnFee', {
    label: { zh: '退回', en: 'Return', ja: '差戻し' },
    from: [AP.toAudit, AP.approved],
    to: AP.returned,
    input: z.object({ checkRemark: remark.optional() }),
    permission: APPLY_PAY_PERMISSIONS.edit,
    call: { path: 'returnFee' },
  }),
  sign: defineAction(applyPay, 'sign', {
    label: { zh: '标记已核对', en: 'Mark checked', ja: '照合済みにする' },
    statusField: 'checkSign',
    from: ['0'],
    to: '1',
    input: z.object({}),
    permission: APPLY_PAY_PERMISSIONS.edit,
    call: { path: 'updateCheckSign', fixed: { checkSign: '1' } },
  }),
  unsign: defineAction(applyPay, 'unsign', {
    label: { zh: '取消核对标记', en: 'Clear checked mark', ja: '照合マークを外す' },
    statusField: 'checkSign',
    from: ['1'],
    to: '0',
    input: z.object({}),
    permission: APPLY_PAY_PERMISSIONS.edit,
    call: { path: 'updateCheckSign', fixed: { checkSign: '0' } },
  }),
  generatePayVoucher: defineAction(applyPay, 'generatePayVoucher', {
    label: { zh: '生成付款凭证', en: 'Make payment voucher', ja: '支払伝票を作成' },
    from: [AP.approved, AP.partlyRegistered],
    to: AP.registered,
    input: z.object(paymentInput),
    inputLabels: PAYMENT_INPUT_LABELS,
    permission: PAY_VOUCHER_PERMISSIONS.add,
    call: { path: 'generatePayVoucher' },
  }),
  cancelTopUp: defineAction(applyPay, 'cancelTopUp', {
    label: { zh: '作废', en: 'Void', ja: '無効化' },
    from: [AP.toConfirm, AP.approved, AP.rejected, AP.returned],
    to: AP.void,
    input: z.object({}),
    permission: APPLY_PAY_PERMISSIONS.edit,
    call: { path: 'cancelTopUp' },
    confirm: {
      zh: '作废后该申请不再占用应付金额，不能恢复。确定作废？',
      en: 'A void application no longer holds what it asked for and cannot be restored. Void it?',
      ja: '無効にした申請は支払額を確保せず、元に戻せません。無効にしますか？',
    },
  }),
  registered: defineAction(applyPay, 'registered', {
    label: { zh: '登记付款凭证', en: 'Voucher registered', ja: '支払伝票登録' },
    from: [AP.approved, AP.partlyRegistered],
    to: AP.registered,
    input: z.object({}),
    permission: PAY_VOUCHER_PERMISSIONS.add,
  }),
  partlyRegistered: defineAction(applyPay, 'partlyRegistered', {
    label: { zh: '部分登记付款凭证', en: 'Voucher partly registered', ja: '支払伝票一部登録' },
    from: [AP.approved, AP.partlyRegistered],
    to: AP.partlyRegistered,
    input: z.object({}),
    permission: PAY_VOUCHER_PERMISSIONS.add,
  }),
  paid: defineAction(applyPay, 'paid', {
    label: { zh: '付款完成', en: 'Paid', ja: '支払完了' },
    from: [AP.registered],
    to: AP.done,
    input: z.object({}),
    permission: PAY_VOUCHER_PERMISSIONS.edit,
  }),
  sentBack: defineAction(applyPay, 'sentBack', {
    label: { zh: '凭证退款退回', en: 'Voucher refunded', ja: '伝票返金で差戻し' },
    from: [AP.registered, AP.done],
    to: AP.partlyRegistered,
    input: z.object({}),
    permission: PAY_VOUCHER_PERMISSIONS.edit,
  }),
}

/** A voucher's payment progress: paid in a batch (posting each), refunded or cancelled for good. */
export const payVoucherActions = {
  confirmBatch: defineAction(payVoucher, 'confirmBatch', {
    label: { zh: '确认付款', en: 'Confirm paid', ja: '支払確認' },
    from: [PV.pending, PV.inProgress],
    to: PV.paid,
    input: z.object({ payDate: paymentInput.payDate, rate: paymentInput.rate }),
    permission: PAY_VOUCHER_PERMISSIONS.edit,
    call: { path: 'confirmBatch' },
    confirm: {
      zh: '确认付款将按凭证记账（借应付/预付，贷银行）。确定？',
      en: 'Confirming posts each voucher (payable or prepayment against the bank). Confirm?',
      ja: '確認すると各伝票が計上されます（買掛金・前払金／銀行）。確認しますか？',
    },
  }),
  refund: defineAction(payVoucher, 'refund', {
    label: { zh: '退款/取消', en: 'Refund / cancel', ja: '返金・取消' },
    from: [PV.pending, PV.inProgress, PV.paid],
    to: PV.cancelled,
    input: z.object({ remark: z.string().trim().max(500).optional() }),
    permission: PAY_VOUCHER_PERMISSIONS.edit,
    call: { path: 'refund' },
    confirm: {
      zh: '取消付款不能撤回；已付款的凭证将冲销记账，付款申请退回重新登记。确定？',
      en: 'Cancelling a payment cannot be undone; a paid voucher is reversed in the books and its application goes back to be registered again. Go on?',
      ja: '支払の取消は元に戻せません。支払済みの伝票は逆仕訳され、申請は再登録に戻ります。続けますか？',
    },
  }),
}
