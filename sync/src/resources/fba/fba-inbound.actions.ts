import { z } from 'zod'
import { defineAction } from '../define-action.ts'
import { FBA_INBOUND_PERMISSIONS } from './amazon-fba.resource.ts'
import { fbaInboundMain } from './fba-inbound.resource.ts'

/** Whether a shipment's discrepancy is confirmed (dictionary fba_inbound_confirm). */
export const FBA_INBOUND_CONFIRM = { pending: '0', confirmed: '1' } as const

/** A person confirms what Amazon received of a shipment (its discrepancy accepted), once. */
export const fbaInboundActions = {
  confirm: defineAction(fbaInboundMain, 'confirm', {
    label: { zh: '确认差异', en: 'Confirm discrepancy', ja: '差異を確認' },
    statusField: 'confirmStatus',
    from: [FBA_INBOUND_CONFIRM.pending],
    to: FBA_INBOUND_CONFIRM.confirmed,
    input: z.object({ confirmRemark: z.string().trim().max(500).optional() }),
    permission: FBA_INBOUND_PERMISSIONS.edit,
    call: { path: 'updateConfirm' },
  }),
}
