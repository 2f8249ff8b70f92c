import type { ResourceDef } from '../../define-resource.ts'
import type { FinanceSyncPart } from '../finance-part.ts'
import { feesActions } from './fees.actions.ts'
import { feesDictionaries } from './fees.dictionaries.ts'
import { feesMessages } from './fees.messages.ts'
import { applyFee, feeDetail, receiveFee } from './fees.resource.ts'

/** The finance area's declarations of fee applications, fee details and fees received. */
export const feesPart = {
  resources: [applyFee, feeDetail, receiveFee] as readonly ResourceDef[],
  dictionaries: feesDictionaries,
  messages: feesMessages,
  actions: feesActions,
} as const satisfies FinanceSyncPart
