import { translate } from '#sync/i18n/messages.ts'
import { statusLabel } from '#sync/resources/define-action.ts'
import { eccTransferOrder } from '#sync/resources/fba/ecc-fba.resource.ts'
import { ECC_TRANSFER_STATUS } from '#sync/resources/fba/ecc-transfer-order.actions.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { hooksFor } from '../platform/resources/hooks.ts'

/**
 * A warehouse-system transfer is edited only as a draft; one made for an FBA transfer takes what
 * the caller leaves out from it (warehouse, centre, transport, shipment, boxes and units).
 */
export const eccTransferOrderHooks = hooksFor(eccTransferOrder, {
  async beforeSave({ tx, actor }, input, existing) {
    if (existing && String(existing.status) !== ECC_TRANSFER_STATUS.draft)
      throw new AppError('VALIDATION', 'fba.transferLocked', {
        code: existing.referenceNo,
        status: statusLabel(eccTransferOrder, 'status', String(existing.status), actor.lang),
      })
    const transferId = input.fbaTransferId ?? existing?.fbaTransferId
    const [transfer] = transferId
      ? await tx.query<Record<string, unknown>>(
          `SELECT store_id::text, fba_centre, transport_code, shipment_id, box_count, total_quantity
             FROM erp_fba_transfer WHERE id = $1 AND is_deleted = 0`,
          [transferId],
        )
      : []
    const from: Record<string, unknown> = {
      storeId: transfer?.storeId ?? null,
      fbaAddressCode: transfer?.fbaCentre ?? null,
      transportCode: transfer?.transportCode ?? null,
      shipmentId: transfer?.shipmentId ?? null,
      boxCount: transfer?.boxCount ?? null,
      totalQuantity: transfer?.totalQuantity ?? null,
    }
    const missing = (v: unknown) => v === undefined || v === null || v === ''
    for (const [key, value] of Object.entries(from)) {
      const given = key in input ? input[key] : existing?.[key as keyof typeof existing]
      if (missing(given) && value !== null) input[key] = value
    }
    for (const key of ['storeId', 'fbaAddressCode'] as const) {
      if (!missing(key in input ? input[key] : existing?.[key])) continue
      const field = eccTransferOrder.fields[key].label[actor.lang]
      throw validationError([{ field: key, message: translate('fieldRequired', actor.lang, { field }) }])
    }
  },
})
