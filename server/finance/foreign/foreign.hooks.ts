import { statusLabel } from '#sync/resources/define-action.ts'
import { abroadApplyPay, abroadPayVoucher } from '#sync/resources/finance/foreign/abroad-pay.resource.ts'
import { FOREIGN_PAYMENT_STATUS } from '#sync/resources/finance/foreign/foreign.actions.ts'
import { foreignPayment } from '#sync/resources/finance/foreign/foreign-payment.resource.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { hooksFor, type ResourceHooks } from '../../platform/resources/hooks.ts'
import {
  beforeAbroadApplyRemoved,
  beforeAbroadVoucherRemoved,
  followVouchers,
  prepareAbroadApply,
  prepareAbroadVoucher,
} from './abroad-pay.ts'
import { prepareForeignPayment } from './foreign-payment.ts'

/** The rules every save and remove of this part's documents runs, whoever calls (console, import, seed). */
export const foreignHooks: Record<string, ResourceHooks> = {
  ...hooksFor(foreignPayment, {
    beforeSave: ({ tx, actor }, input, existing) => prepareForeignPayment(tx, actor, input, existing),
    // Only payments to confirm or refused go; an audited one is taken back first (its posting reversed).
    beforeRemove: async ({ tx, actor }, ids) => {
      const rows = await tx.query<{ code: string; status: number }>(
        `SELECT code, status FROM fin_foreign_payment WHERE tenant_id = $1 AND id = ANY($2::bigint[]) AND is_deleted = 0
          ORDER BY id`,
        [actor.session.tenantId, ids],
      )
      const locked = rows.find(
        (r) => ![FOREIGN_PAYMENT_STATUS.toConfirm, FOREIGN_PAYMENT_STATUS.refused].includes(String(r.status) as '1'),
      )
      if (locked)
        throw new AppError('INVALID_STATE', 'finance.foreignLocked', {
          document: locked.code,
          status: statusLabel(foreignPayment, 'status', String(locked.status), actor.lang),
        })
    },
  }),
  ...hooksFor(abroadApplyPay, {
    beforeSave: ({ tx, actor }, input, existing) => prepareAbroadApply(tx, actor, input, existing),
    beforeRemove: ({ tx, actor }, ids) => beforeAbroadApplyRemoved(tx, actor, ids),
  }),
  ...hooksFor(abroadPayVoucher, {
    beforeSave: ({ tx, actor }, input, existing) => prepareAbroadVoucher(tx, actor, input, existing),
    afterSave: ({ tx, actor }, _id, input) => followVouchers(tx, actor, [String(input.applyPayId)]),
    beforeRemove: ({ tx, actor }, ids) => beforeAbroadVoucherRemoved(tx, actor, ids),
  }),
}
