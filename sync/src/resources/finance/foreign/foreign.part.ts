import type { ResourceDef } from '../../define-resource.ts'
import type { FinanceSyncPart } from '../finance-part.ts'
import { abroadApplyPay, abroadPayVoucher } from './abroad-pay.resource.ts'
import { abroadApplyActions, abroadVoucherActions, foreignPaymentActions } from './foreign.actions.ts'
import { foreignDictionaries } from './foreign.dictionaries.ts'
import { foreignMessages } from './foreign.messages.ts'
import { foreignPayment } from './foreign-payment.resource.ts'

/** The finance area's declarations of foreign payments and overseas payment applications and vouchers. */
export const foreignPart = {
  // Widened: the area merges every part's resources into one list.
  resources: [foreignPayment, abroadApplyPay, abroadPayVoucher] as readonly ResourceDef[],
  dictionaries: foreignDictionaries,
  messages: foreignMessages,
  actions: [
    ...Object.values(foreignPaymentActions),
    ...Object.values(abroadApplyActions),
    ...Object.values(abroadVoucherActions),
  ],
} as const satisfies FinanceSyncPart
