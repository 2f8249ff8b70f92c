import {
  abroadApplyActions,
  abroadVoucherActions,
  FOREIGN_DOCUMENTS,
  foreignPaymentActions,
} from '#sync/resources/finance/foreign/foreign.actions.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Queryable, Row } from '../../platform/db/db.ts'
import { type ActionWork, actionWork } from '../../platform/records/action-calls.ts'
import { NOW, runAction } from '../../platform/records/transition.ts'
import { reverseDocument } from '../journal/journal.ts'
import { followPaidDocuments } from '../payments/follow-payables.ts'
import { assertNoVouchers, followVouchers, postAbroadVoucher, reverseAbroadVoucher } from './abroad-pay.ts'
import { today } from './foreign-money.ts'
import { postForeignPayment } from './foreign-payment.ts'
import { DEMO_FOREIGN } from './foreign-seed.ts'

const FP = foreignPaymentActions
const AP = abroadApplyActions
const AV = abroadVoucherActions

const remarkOf = (input: { remark?: string }) => ({ auditRemark: input.remark ?? null })

/** The applications the vouchers (ids) pay. */
const applicationsOf = (records: readonly Row[]) => records.map((r) => String(r.applyPayId))

/** The bills foreign payments (ids) paid show what is paid on them (payments' followPaidDocuments). */
async function followForeign(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<true> {
  const rows = await tx.query<{ relationType: string; relationId: string }>(
    `SELECT relation_type::text, (CASE WHEN relation_type = 2 THEN ship_bill_id ELSE purchase_order_id END)::text AS relation_id
       FROM fin_foreign_payment WHERE id = ANY($1::bigint[])`,
    [ids],
  )
  await followPaidDocuments(tx, actor, rows)
  return true
}

/** The server's work of the foreign part's declared actions: postings, reversals and what follows. */
export const foreignActionWorks: ActionWork[] = [
  actionWork(
    FP.audit,
    (tx, actor, ids, input) =>
      runAction(tx, actor, FP.audit, ids, input, async (t, a, record) => {
        const payDate = record.payDate ? String(record.payDate) : await today(t)
        const posted = await postForeignPayment(t, a, { ...record, payDate })
        return { ...posted, payDate, ...remarkOf(input), auditUser: a.session.userId, auditTime: NOW }
      }).then(() => followForeign(tx, actor, ids)),
    {
      summary:
        'Audits confirmed foreign payments (ids; status 3): each posts to the journal — Dr the payable of its purchase order or ship bill at the booking rate (a purchase order not yet invoiced: its prepayment), Cr the bank of its currency at the payment rate, the difference to exchange difference — never beyond what is open on the payable (a 400 naming both documents)',
      example: { ids: DEMO_FOREIGN.confirmedPayment, status: '3' },
    },
  ),
  actionWork(
    FP.refuse,
    (tx, actor, ids, input) =>
      runAction(tx, actor, FP.refuse, ids, input, () => ({
        ...remarkOf(input),
        auditUser: actor.session.userId,
        auditTime: NOW,
      })).then(() => true),
    {
      summary: 'Refuses confirmed foreign payments (ids; status 4, remark required): nothing posts',
      example: { ids: DEMO_FOREIGN.confirmedPayment, status: '4', remark: 'Wrong receiving account' },
    },
  ),
  actionWork(
    FP.unaudit,
    (tx, actor, ids, input) =>
      runAction(tx, actor, FP.unaudit, ids, input, async (t, a, record) => {
        await reverseDocument(t, a, { type: FOREIGN_DOCUMENTS.foreignPayment, id: String(record.id) })
        return { ...remarkOf(input), exchangeDifference: null, auditUser: null, auditTime: null }
      }).then(() => followForeign(tx, actor, ids)),
    {
      summary:
        'Takes the audit of foreign payments back (ids; status 2): the opposite of what each posted is posted (dated today), and they read confirmed again',
      example: { ids: DEMO_FOREIGN.auditedPayment, status: '2' },
    },
  ),
  actionWork(
    AP.approve,
    (tx, actor, ids, input) => runAction(tx, actor, AP.approve, ids, input, () => remarkOf(input)).then(() => true),
    {
      summary: 'Approves overseas payment applications to audit (ids; status 3): vouchers may then pay them',
      example: { ids: DEMO_FOREIGN.applyToAudit, status: '3' },
    },
  ),
  actionWork(
    AP.reject,
    (tx, actor, ids, input) => runAction(tx, actor, AP.reject, ids, input, () => remarkOf(input)).then(() => true),
    {
      summary: 'Rejects overseas payment applications to audit (ids; status 4, remark required)',
      example: { ids: DEMO_FOREIGN.applyToAudit, status: '4', remark: 'Invoice missing' },
    },
  ),
  actionWork(
    AP.giveBack,
    async (tx, actor, ids, input) => {
      await runAction(tx, actor, AP.giveBack, ids, input, async (t, a, record) => {
        await assertNoVouchers(t, a, [String(record.id)])
        return remarkOf(input)
      })
      return true
    },
    {
      summary:
        'Returns approved overseas payment applications to the applicant (ids; status 9, remark required) while no voucher pays them',
      example: { ids: DEMO_FOREIGN.applyApproved, status: '9', remark: 'Split it per month' },
    },
  ),
  actionWork(
    AP.void,
    async (tx, actor, ids, input) => {
      await runAction(tx, actor, AP.void, ids, input, (t, a, record) =>
        assertNoVouchers(t, a, [String(record.id)]).then(() => undefined),
      )
      return true
    },
    {
      summary: 'Voids overseas payment applications (ids; status 8) while no voucher pays them',
      example: { ids: DEMO_FOREIGN.applyToConfirm, status: '8' },
    },
  ),
  actionWork(
    AV.pay,
    async (tx, actor, ids, input) => {
      const moved = await runAction(tx, actor, AV.pay, ids, input, async (t, a, record) => {
        const payDate = record.payDate ? String(record.payDate) : await today(t)
        await postAbroadVoucher(t, a, { ...record, payDate })
        return { payDate, paidTime: NOW }
      })
      await followVouchers(tx, actor, applicationsOf(moved))
      return true
    },
    {
      summary:
        'Marks overseas payment vouchers paid (ids; status 3): each posts Dr fee expense (party: the receiver) / Cr the bank of its currency at its rate; an application all paid is done',
      example: { ids: DEMO_FOREIGN.pendingVoucher, status: '3' },
    },
  ),
  actionWork(
    AV.cancel,
    async (tx, actor, ids, input) => {
      const moved = await runAction(tx, actor, AV.cancel, ids, input)
      await followVouchers(tx, actor, applicationsOf(moved))
      return true
    },
    {
      summary:
        'Cancels overseas payment vouchers pending or in progress (ids; status 4; cannot be undone): their amounts are free on the application again',
      example: { ids: DEMO_FOREIGN.pendingVoucher, status: '4' },
    },
  ),
  actionWork(
    AV.giveBack,
    async (tx, actor, ids, input) => {
      const moved = await runAction(tx, actor, AV.giveBack, ids, input, async (t, a, record) => {
        if (String(record.status) === '3') await reverseAbroadVoucher(t, a, record)
        return { paidTime: null }
      })
      await followVouchers(tx, actor, applicationsOf(moved))
      return true
    },
    {
      summary:
        'Returns overseas payment vouchers in progress or paid to pending payment (ids): a paid one’s posting is reversed (dated today) and its application is no longer done',
      example: { ids: DEMO_FOREIGN.paidVoucher },
    },
  ),
]
