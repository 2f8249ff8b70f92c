import { z } from 'zod'
import { type ActionDef, defineAction } from '../../define-action.ts'
import {
  APPLY_FEE_PERMISSIONS,
  applyFee,
  FEE_DETAIL_PERMISSIONS,
  feeDetail,
  RECEIVE_FEE_PERMISSIONS,
  receiveFee,
} from './fees.resource.ts'

/** A fee detail's statuses (dictionary fee_detail_status). */
export const FEE_DETAIL_STATUS = { toRegister: '0', registered: '1', partlyPaid: '2', paid: '3', void: '4' } as const

/** A fee application's statuses (dictionary apply_fee_status, spec 3 §4). */
export const APPLY_FEE_STATUS = {
  toConfirm: '1',
  toAudit: '2',
  approved: '3',
  rejected: '4',
  done: '5',
  void: '6',
} as const

/** A fee received's statuses (dictionary receive_fee_status, spec 3 §4 foreign collection). */
export const RECEIVE_FEE_STATUS = { toSubmit: '1', submitted: '2', writtenOff: '3' } as const

const D = FEE_DETAIL_STATUS
const A = APPLY_FEE_STATUS
const R = RECEIVE_FEE_STATUS
const none = z.object({})

/**
 * A fee detail's lifecycle: registering posts the fee (Dr fee expense / Cr payable to the provider,
 * against the bill); what payments settle moves it to partly paid or paid (the server's steps, no
 * call); void reverses what registering posted, and is refused once anything was paid.
 */
export const feeDetailActions = {
  register: defineAction(feeDetail, 'register', {
    label: { zh: '登记入账', en: 'Register', ja: '計上' },
    from: [D.toRegister],
    to: D.registered,
    input: none,
    permission: FEE_DETAIL_PERMISSIONS.edit,
    call: { path: 'register' },
    confirm: {
      zh: '登记后账单将记入应付账款，确定登记？',
      en: 'The bill is posted as owed to the provider. Register it?',
      ja: '請求は買掛金に計上されます。計上しますか？',
    },
  }),
  void: defineAction(feeDetail, 'void', {
    label: { zh: '作废', en: 'Void', ja: '無効化' },
    from: [D.toRegister, D.registered],
    to: D.void,
    input: none,
    permission: FEE_DETAIL_PERMISSIONS.edit,
    call: { path: 'void' },
    confirm: {
      zh: '作废后登记的分录将被冲销，确定作废？',
      en: 'What it posted is reversed. Void the bill?',
      ja: '計上した仕訳は取り消されます。無効にしますか？',
    },
  }),
  partlyPaid: defineAction(feeDetail, 'partlyPaid', {
    label: { zh: '部分付款', en: 'Partly paid', ja: '一部支払' },
    from: [D.registered, D.partlyPaid, D.paid],
    to: D.partlyPaid,
    input: none,
    permission: FEE_DETAIL_PERMISSIONS.edit,
  }),
  paid: defineAction(feeDetail, 'paid', {
    label: { zh: '已付款', en: 'Paid', ja: '支払済み' },
    from: [D.registered, D.partlyPaid, D.paid],
    to: D.paid,
    input: none,
    permission: FEE_DETAIL_PERMISSIONS.edit,
  }),
  unpaid: defineAction(feeDetail, 'unpaid', {
    label: { zh: '未付款', en: 'Unpaid', ja: '未払' },
    from: [D.registered, D.partlyPaid, D.paid],
    to: D.registered,
    input: none,
    permission: FEE_DETAIL_PERMISSIONS.edit,
  }),
}

const applyStatus = (status: string) => ({ path: 'updateStatus', fixed: { status }, methodInferred: true as const })

/**
 * A fee application's lifecycle (spec 3 §4): submitted for audit, approved (its fee detail made and
 * registered: posted), rejected with a reason, taken back to confirm, done once its fee is paid, void
 * (an approved one's fee detail voided with it, while nothing of it is paid).
 */
export const applyFeeActions = {
  reopen: defineAction(applyFee, 'reopen', {
    label: { zh: '撤回', en: 'Withdraw', ja: '取下げ' },
    from: [A.toAudit, A.rejected],
    to: A.toConfirm,
    input: none,
    permission: APPLY_FEE_PERMISSIONS.edit,
    call: applyStatus(A.toConfirm),
  }),
  submit: defineAction(applyFee, 'submit', {
    label: { zh: '提交审核', en: 'Submit for audit', ja: '審査へ提出' },
    from: [A.toConfirm],
    to: A.toAudit,
    input: none,
    permission: APPLY_FEE_PERMISSIONS.edit,
    call: applyStatus(A.toAudit),
  }),
  approve: defineAction(applyFee, 'approve', {
    label: { zh: '审核通过', en: 'Approve', ja: '承認' },
    from: [A.toAudit],
    to: A.approved,
    input: none,
    permission: APPLY_FEE_PERMISSIONS.edit,
    call: applyStatus(A.approved),
    confirm: {
      zh: '通过后将登记账单并记入应付账款，确定通过？',
      en: 'Its bill is registered as owed to the provider. Approve it?',
      ja: '請求が登録され買掛金に計上されます。承認しますか？',
    },
  }),
  reject: defineAction(applyFee, 'reject', {
    label: { zh: '驳回', en: 'Reject', ja: '却下' },
    from: [A.toAudit],
    to: A.rejected,
    input: z.object({ rejectReason: z.string().trim().min(1).max(500) }),
    permission: APPLY_FEE_PERMISSIONS.edit,
    call: applyStatus(A.rejected),
  }),
  done: defineAction(applyFee, 'done', {
    label: { zh: '完成', en: 'Done', ja: '完了' },
    from: [A.approved],
    to: A.done,
    input: none,
    permission: APPLY_FEE_PERMISSIONS.edit,
    call: applyStatus(A.done),
  }),
  void: defineAction(applyFee, 'void', {
    label: { zh: '作废', en: 'Void', ja: '無効化' },
    from: [A.toConfirm, A.rejected, A.approved],
    to: A.void,
    input: none,
    permission: APPLY_FEE_PERMISSIONS.edit,
    call: applyStatus(A.void),
    confirm: {
      zh: '作废后不能恢复，已登记的账单一并作废，确定作废？',
      en: 'A void application cannot be restored, and its registered bill is voided too. Void it?',
      ja: '無効にすると戻せず、登録済みの請求も無効になります。無効にしますか？',
    },
  }),
}

/**
 * A fee received's lifecycle (spec 3 §4 foreign collection): submitted (one or a batch), written off
 * (posts Dr bank / Cr fee expense), withdrawn back to submit (a written-off one's entry reversed).
 */
export const receiveFeeActions = {
  submit: defineAction(receiveFee, 'submit', {
    label: { zh: '提交', en: 'Submit', ja: '提出' },
    from: [R.toSubmit],
    to: R.submitted,
    input: none,
    permission: RECEIVE_FEE_PERMISSIONS.edit,
    call: { path: 'submitBatch', methodInferred: true },
  }),
  writeOff: defineAction(receiveFee, 'writeOff', {
    label: { zh: '核销', en: 'Write off', ja: '消込' },
    from: [R.submitted],
    to: R.writtenOff,
    input: none,
    permission: RECEIVE_FEE_PERMISSIONS.edit,
    call: { path: 'updateStatusBatch', fixed: { status: R.writtenOff }, methodInferred: true },
    confirm: {
      zh: '核销后收款记入银行账户，确定核销？',
      en: 'The money is booked into the bank account. Write it off?',
      ja: '入金は銀行口座に計上されます。消込しますか？',
    },
  }),
  withdraw: defineAction(receiveFee, 'withdraw', {
    label: { zh: '撤回', en: 'Withdraw', ja: '取下げ' },
    from: [R.submitted, R.writtenOff],
    to: R.toSubmit,
    input: none,
    permission: RECEIVE_FEE_PERMISSIONS.edit,
    call: { path: 'withdraw', methodInferred: true },
  }),
}

/** Every action of the fees part. */
export const feesActions: readonly ActionDef[] = [
  ...Object.values(feeDetailActions),
  ...Object.values(applyFeeActions),
  ...Object.values(receiveFeeActions),
]
