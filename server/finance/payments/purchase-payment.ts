import { statusLabel } from '#sync/resources/define-action.ts'
import {
  PAYMENT_DOCUMENTS,
  PURCHASE_PAYMENT_APPROVAL,
  PURCHASE_PAYMENT_STATUS,
  PURCHASE_PAYMENT_TYPE,
  purchasePaymentActions,
  RELATION_TYPE,
} from '#sync/resources/finance/payments/payments.actions.ts'
import { PURCHASE_ORDER_STATUS } from '#sync/resources/purchasing/purchase.actions.ts'
import { purchaseOrder } from '#sync/resources/purchasing/purchase-order.resource.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { runAction } from '../../platform/records/transition.ts'
import type { ResourceHooks } from '../../platform/resources/hooks.ts'
import { assertWithinOwed, owedOn, relatedDocuments } from './owed.ts'
import { payDocuments } from './pay.ts'

const DEPOSITS = new Set<string>([PURCHASE_PAYMENT_TYPE.deposit, PURCHASE_PAYMENT_TYPE.longTermDeposit])

/** The purchase order of a payment, locked, refused unless approved; what it still owes beside this payment. */
async function lockedOrder(tx: Queryable, actor: Actor, purchaseOrderId: string, paymentId?: string) {
  const documents = await relatedDocuments(
    tx,
    [{ relationType: RELATION_TYPE.purchaseOrder, relationId: purchaseOrderId }],
    {
      lock: true,
    },
  )
  const key = `${RELATION_TYPE.purchaseOrder}:${purchaseOrderId}`
  const order = documents.get(key)
  if (!order) throw new AppError('NOT_FOUND', 'recordNotFound')
  if (order.status !== PURCHASE_ORDER_STATUS.approved)
    throw new AppError('INVALID_STATE', 'finance.pay.orderNotPayable', {
      document: order.no,
      status: statusLabel(purchaseOrder, 'status', order.status, actor.lang),
    })
  const owed = await owedOn(tx, [order], { purchasePaymentId: paymentId })
  return { documents, order, owed, key }
}

/**
 * A purchase payment's rules on every save: a paid one no longer changes; its factory is its order's;
 * its amount, in the order's currency, never more than the order still owes after every live
 * application and other purchase payment (the order's row locked while summing).
 */
export const purchasePaymentHooks: ResourceHooks = {
  async beforeSave({ tx, actor }, input, existing) {
    if (existing && String(existing.status) === PURCHASE_PAYMENT_STATUS.paid)
      throw new AppError('INVALID_STATE', 'finance.pay.purchaseLocked', { code: existing.code ?? existing.id })
    const purchaseOrderId = String(input.purchaseOrderId ?? existing?.purchaseOrderId ?? '')
    const { documents, order, owed, key } = await lockedOrder(
      tx,
      actor,
      purchaseOrderId,
      existing ? String(existing.id) : undefined,
    )
    input.factoryId = order.partyId
    input.currencyCode = order.currency
    const amount = String(input.amount ?? existing?.amount ?? '0')
    assertWithinOwed(documents, owed, new Map([[key, amount]]), 'amount')
  },
}

/**
 * Pays approved purchase payments (`complete-payment`): each posts through the journal against its
 * purchase order — a deposit onto the factory's prepayment, goods clearing what is payable on the
 * order (the rest, before the invoice, onto prepayment) — Cr the bank at the payment's rate, and reads paid.
 */
export async function completePurchasePayments(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  input: { payDate?: string; rate?: string; bankAccountId?: string },
): Promise<void> {
  await runAction(tx, actor, purchasePaymentActions.completePayment, ids, input, async (t, a, record) => {
    const code = String(record.code ?? record.id)
    if (String(record.approvalStatus) !== PURCHASE_PAYMENT_APPROVAL.approved)
      throw new AppError('INVALID_STATE', 'finance.pay.notApproved', { code })
    const { order, owed, key } = await lockedOrder(t, a, String(record.purchaseOrderId), String(record.id))
    assertWithinOwed(new Map([[key, order]]), owed, new Map([[key, String(record.amount)]]), 'amount')
    const payDate = input.payDate ?? (record.payDate ? String(record.payDate).slice(0, 10) : undefined)
    const rate = input.rate ?? (record.rate ? String(record.rate) : undefined)
    const bankAccountId = input.bankAccountId ?? (record.bankAccountId ? String(record.bankAccountId) : undefined)
    await payDocuments(t, a, {
      document: { type: PAYMENT_DOCUMENTS.purchasePayment, id: String(record.id), no: code },
      currency: order.currency,
      rate,
      date: payDate,
      bankAccountId,
      memo: order.no,
      lines: [{ document: order, amount: String(record.amount), deposit: DEPOSITS.has(String(record.paymentType)) }],
    })
    return {
      payDate: payDate ?? null,
      rate: rate ?? null,
      bankAccountId: bankAccountId ?? null,
      factoryId: order.partyId,
    }
  })
}
