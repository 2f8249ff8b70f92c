import type { ResourceDef } from '../../define-resource.ts'
import type { FinanceSyncPart } from '../finance-part.ts'
import { applyPay, applyPayRelation, payVoucher } from './apply-pay.resource.ts'
import { applyPayActions, payVoucherActions, purchasePaymentActions } from './payments.actions.ts'
import { paymentsDictionaries } from './payments.dictionaries.ts'
import { paymentsMessages } from './payments.messages.ts'
import { purchasePayment, purchasePaymentFile } from './purchase-payment.resource.ts'

/** The finance area's declarations of purchase payments, payment applications and payment vouchers. */
export const paymentsPart = {
  resources: [purchasePayment, purchasePaymentFile, applyPay, applyPayRelation, payVoucher] as readonly ResourceDef[],
  dictionaries: paymentsDictionaries,
  messages: paymentsMessages,
  actions: [
    ...Object.values(purchasePaymentActions),
    ...Object.values(applyPayActions),
    ...Object.values(payVoucherActions),
  ],
} as const satisfies FinanceSyncPart
