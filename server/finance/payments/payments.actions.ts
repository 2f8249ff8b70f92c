import { z } from 'zod'
import {
  applyPayActions,
  payVoucherActions,
  purchasePaymentActions,
} from '#sync/resources/finance/payments/payments.actions.ts'
import { type ActionWork, actionWork } from '../../platform/records/action-calls.ts'
import { confirmVouchers, generatePayVouchers, refundVouchers, submitApplications } from './apply-pay.ts'
import { completePurchasePayments } from './purchase-payment.ts'

/** The server's work of the payments part's declared actions (the rest run plain, or end an approval). */
export const paymentsActionWorks: ActionWork[] = [
  actionWork(
    applyPayActions.submit,
    (tx, actor, ids) => submitApplications(tx, actor, applyPayActions.submit, ids).then(() => true),
    {
      summary:
        'Moves payment applications on (ids, status): 2 submitted for the check (each needs a document it pays), 1 withdrawn back to be confirmed',
    },
  ),
  actionWork(
    applyPayActions.submitPatch,
    (tx, actor, ids) => submitApplications(tx, actor, applyPayActions.submitPatch, ids).then(() => true),
    { summary: 'Submits payment applications in a batch (ids) for the check; each needs a document it pays' },
  ),
  actionWork(
    purchasePaymentActions.completePayment,
    (tx, actor, ids, input) => completePurchasePayments(tx, actor, ids, input).then(() => true),
    {
      summary:
        'Pays approved purchase payments (ids; payDate, rate to base, bankAccountId optional): each posts through the journal against its purchase order — a deposit onto the factory’s prepayment, goods clearing the order’s payable at its booking rate (the rest onto prepayment), Cr the bank at the payment’s rate, the difference to exchange difference — and reads paid; one not approved, or more than the order owes, is a 400',
    },
  ),
  actionWork(
    applyPayActions.generatePayVoucher,
    (tx, actor, ids, input) => generatePayVouchers(tx, actor, ids, input),
    {
      summary:
        'Makes the payment voucher of approved applications (ids; payDate, rate, bankAccountId optional) for what of each is not on a voucher yet; the application reads registered. Answers the vouchers’ ids',
      output: z.array(z.string()),
    },
  ),
  actionWork(
    payVoucherActions.confirmBatch,
    (tx, actor, ids, input) => confirmVouchers(tx, actor, ids, input).then(() => true),
    {
      summary:
        'Marks payment vouchers paid (ids; payDate, rate optional): each posts Dr payable (at its booking rate) or prepayment (deposits, or before the invoice), Cr the bank at the voucher’s rate, the difference to exchange difference; an application whose vouchers are all paid is done',
    },
  ),
  actionWork(
    payVoucherActions.refund,
    (tx, actor, ids, input) => refundVouchers(tx, actor, ids, input).then(() => true),
    {
      summary:
        'Refunds or cancels payment vouchers for good (ids, remark): a paid one’s posting is reversed by an opposite entry; its application goes back to partly registered',
    },
  ),
]
