import { applyPay, payVoucher } from '#sync/resources/finance/payments/apply-pay.resource.ts'
import { purchasePayment } from '#sync/resources/finance/payments/purchase-payment.resource.ts'
import { hooksFor } from '../../platform/resources/hooks.ts'
import type { FinancePart } from '../finance-part.ts'
import { applyPayHooks, payVoucherHooks } from './apply-pay.ts'
import { paymentsActionWorks } from './payments.actions.ts'
import { paymentsCalls } from './payments.calls.ts'
import { seedPayments } from './payments-seed.ts'
import { purchasePaymentHooks } from './purchase-payment.ts'

/** The finance area's part of purchase payments, payment applications and payment vouchers. */
export const paymentsPart: FinancePart = {
  calls: paymentsCalls,
  actions: paymentsActionWorks,
  hooks: {
    ...hooksFor(purchasePayment, purchasePaymentHooks),
    ...hooksFor(applyPay, applyPayHooks),
    ...hooksFor(payVoucher, payVoucherHooks),
  },
  listeners: [],
  seed: seedPayments,
}
