import { compareDecimal, subtractDecimal, sumDecimal } from '#sync/money/round-money.ts'
import { statusLabel } from '#sync/resources/define-action.ts'
import { abroadApplyPay, abroadPayVoucher } from '#sync/resources/finance/foreign/abroad-pay.resource.ts'
import {
  ABROAD_APPLY_STATUS,
  ABROAD_VOUCHER_STATUS,
  abroadApplyActions,
  FOREIGN_DOCUMENTS,
} from '#sync/resources/finance/foreign/foreign.actions.ts'
import { type Actor, actingForSystem } from '../../platform/actor.ts'
import type { Queryable, Row } from '../../platform/db/db.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { updateRecords } from '../../platform/records/records.ts'
import { runAction } from '../../platform/records/transition.ts'
import { postPayment, reverseDocument } from '../journal/journal.ts'
import { inIdOrder, paymentRate, refuse, shown } from './foreign-money.ts'

const A = ABROAD_APPLY_STATUS
const V = ABROAD_VOUCHER_STATUS

/** Vouchers that hold part of an application: pending, in progress, paid (not cancelled). */
const LIVE_VOUCHERS = [Number(V.pending), Number(V.inProgress), Number(V.paid)]

const applyStatusWords = (actor: Actor, status: unknown) =>
  statusLabel(abroadApplyPay, 'status', String(status), actor.lang)
const voucherStatusWords = (actor: Actor, status: unknown) =>
  statusLabel(abroadPayVoucher, 'status', String(status), actor.lang)

/**
 * Before an overseas application is saved: only while to confirm, rejected or returned; a receiver
 * chosen from the suppliers fills in its name and account; the registered and paid figures are the
 * vouchers', never the client's; the date applied defaults to today.
 */
export async function prepareAbroadApply(tx: Queryable, actor: Actor, input: Row, existing: Row | undefined) {
  if (existing && ![A.toConfirm, A.rejected, A.returned].includes(String(existing.status) as '1'))
    throw new AppError('INVALID_STATE', 'finance.abroadApplyLocked', {
      document: existing.code,
      status: applyStatusWords(actor, existing.status),
    })
  if (existing) {
    delete input.registeredAmount
    delete input.paidAmount
  } else {
    input.registeredAmount = '0'
    input.paidAmount = '0'
  }
  if (input.receiverId && !input.receiverName) {
    const [supplier] = await tx.query<{ name: string; cardNumber: string | null; bank: string | null }>(
      `SELECT coalesce(account_name, factory_name) AS name, card_number, bank FROM erp_base_factory
        WHERE tenant_id = $1 AND id = $2`,
      [actor.session.tenantId, input.receiverId],
    )
    if (supplier) {
      input.receiverName = supplier.name
      input.receiveAccount ??= supplier.cardNumber
      input.receiveBank ??= supplier.bank
    }
  }
  if (!existing && !input.applyDate) {
    const [row] = await tx.query<{ day: string }>(`SELECT to_char(current_date, 'YYYY-MM-DD') AS day`)
    input.applyDate = row?.day
  }
}

/** The vouchers of applications still holding part of them (not cancelled), but `excluding`. */
async function liveVouchers(
  tx: Queryable,
  tenantId: string,
  applyIds: readonly string[],
  excluding: readonly string[] = [],
) {
  return tx.query<{ id: string; code: string; applyPayId: string; amount: string; status: number }>(
    `SELECT id::text AS id, code, apply_pay_id::text AS apply_pay_id, amount::text AS amount, status
       FROM fin_abroad_pay_voucher
      WHERE tenant_id = $1 AND apply_pay_id = ANY($2::bigint[]) AND is_deleted = 0 AND status = ANY($3::int[])
        AND NOT (id = ANY($4::bigint[]))
      ORDER BY id`,
    [tenantId, [...applyIds], LIVE_VOUCHERS, [...excluding]],
  )
}

/** Refuses applications that vouchers still hold (void, return, remove). */
export async function assertNoVouchers(tx: Queryable, actor: Actor, ids: readonly string[]) {
  const vouchers = await liveVouchers(tx, actor.session.tenantId, ids)
  if (!vouchers.length) return
  const first = vouchers[0] as { applyPayId: string }
  const [apply] = await tx.query<{ code: string }>(
    `SELECT code FROM fin_abroad_apply_pay WHERE tenant_id = $1 AND id = $2`,
    [actor.session.tenantId, first.applyPayId],
  )
  throw new AppError('INVALID_STATE', 'finance.abroadApplyHasVouchers', {
    document: apply?.code ?? first.applyPayId,
    vouchers: vouchers
      .filter((v) => v.applyPayId === first.applyPayId)
      .map((v) => v.code)
      .join(', '),
  })
}

/** Before applications are removed: only while to confirm, rejected, void or returned, and no voucher holds them. */
export async function beforeAbroadApplyRemoved(tx: Queryable, actor: Actor, ids: readonly string[]) {
  const rows = await tx.query<{ code: string; status: number }>(
    `SELECT code, status FROM fin_abroad_apply_pay WHERE tenant_id = $1 AND id = ANY($2::bigint[]) AND is_deleted = 0
      ORDER BY id`,
    [actor.session.tenantId, [...ids]],
  )
  const locked = rows.find((r) => ![A.toConfirm, A.rejected, A.void, A.returned].includes(String(r.status) as '1'))
  if (locked)
    throw new AppError('INVALID_STATE', 'finance.abroadApplyLocked', {
      document: locked.code,
      status: applyStatusWords(actor, locked.status),
    })
  await assertNoVouchers(tx, actor, ids)
}

/**
 * An application follows its vouchers: what they hold (registered) and what is paid are written on it,
 * and its finance status moves — approved (none), partly registered, registered (all of it), done
 * (all of it paid) — through its declared server steps.
 */
export async function followVouchers(
  tx: Queryable,
  actor: Actor,
  applyIds: readonly string[],
  excluding: readonly string[] = [],
): Promise<void> {
  const tenantId = actor.session.tenantId
  const system = actingForSystem(actor)
  for (const applyId of inIdOrder(applyIds)) {
    const [apply] = await tx.query<{ amount: string; status: number }>(
      `SELECT amount::text AS amount, status FROM fin_abroad_apply_pay WHERE tenant_id = $1 AND id = $2 AND is_deleted = 0`,
      [tenantId, applyId],
    )
    if (!apply) continue
    const vouchers = await liveVouchers(tx, tenantId, [applyId], excluding)
    const registered = sumDecimal('0', ...vouchers.map((v) => v.amount))
    const paid = sumDecimal('0', ...vouchers.filter((v) => String(v.status) === V.paid).map((v) => v.amount))
    await updateRecords(tx, abroadApplyPay, [applyId], { registeredAmount: registered, paidAmount: paid }, system)
    const status = String(apply.status)
    if (![A.approved, A.partlyRegistered, A.registered, A.done].includes(status as '3')) continue
    const full = compareDecimal(registered, String(apply.amount)) >= 0
    const target =
      compareDecimal(registered, '0') === 0
        ? A.approved
        : !full
          ? A.partlyRegistered
          : compareDecimal(paid, registered) >= 0
            ? A.done
            : A.registered
    if (target === status) continue
    const steps = {
      [A.approved]: [abroadApplyActions.unregister],
      [A.partlyRegistered]: [abroadApplyActions.registerPart],
      [A.registered]: [abroadApplyActions.register],
      [A.done]:
        status === A.registered
          ? [abroadApplyActions.complete]
          : [abroadApplyActions.register, abroadApplyActions.complete],
    }[target]
    for (const step of steps ?? []) await runAction(tx, system, step, [applyId], {})
  }
}

/**
 * Before a voucher is saved: a new one pays an application approved or partly registered (locked, so
 * two vouchers racing cannot register more than it asks), never more than it has left; its receiver
 * and currency are the application's, its rate the given one or the currency's. A voucher changes
 * only while pending payment, and never moves to another application.
 */
export async function prepareAbroadVoucher(tx: Queryable, actor: Actor, input: Row, existing: Row | undefined) {
  const tenantId = actor.session.tenantId
  if (existing) {
    if (String(existing.status) !== V.pending)
      throw new AppError('INVALID_STATE', 'finance.abroadVoucherLocked', {
        document: existing.code,
        status: voucherStatusWords(actor, existing.status),
      })
    input.applyPayId = existing.applyPayId
  }
  delete input.paidTime
  const [apply] = await tx.query<{
    id: string
    code: string
    status: number
    amount: string
    currencyCode: string
    receiverName: string
  }>(
    `SELECT id::text AS id, code, status, amount::text AS amount, currency_code, receiver_name FROM fin_abroad_apply_pay
      WHERE tenant_id = $1 AND id = $2 AND is_deleted = 0 FOR UPDATE`,
    [tenantId, input.applyPayId],
  )
  if (!apply) throw new AppError('NOT_FOUND', 'recordNotFound')
  if (!existing && ![A.approved, A.partlyRegistered].includes(String(apply.status) as '3'))
    throw refuse(actor, 'applyPayId', 'finance.abroadApplyNotPayable', {
      document: apply.code,
      status: applyStatusWords(actor, apply.status),
    })
  input.currencyCode = apply.currencyCode
  input.receiverName = apply.receiverName
  input.rate = await paymentRate(tx, actor, apply.currencyCode, input.rate ?? existing?.rate)
  const others = await liveVouchers(tx, tenantId, [apply.id], existing ? [String(existing.id)] : [])
  const left = subtractDecimal(apply.amount, sumDecimal('0', ...others.map((v) => v.amount)))
  const amount = String(input.amount ?? existing?.amount ?? '0')
  if (compareDecimal(amount, left) > 0)
    throw refuse(actor, 'amount', 'finance.abroadVoucherOver', {
      amount: shown(amount),
      currency: apply.currencyCode,
      document: apply.code,
      left: shown(compareDecimal(left, '0') > 0 ? left : '0'),
    })
}

/** Before vouchers are removed: only pending or cancelled ones; their applications follow as if they were gone. */
export async function beforeAbroadVoucherRemoved(tx: Queryable, actor: Actor, ids: readonly string[]) {
  const rows = await tx.query<{ code: string; status: number; applyPayId: string }>(
    `SELECT code, status, apply_pay_id::text AS apply_pay_id FROM fin_abroad_pay_voucher
      WHERE tenant_id = $1 AND id = ANY($2::bigint[]) AND is_deleted = 0 ORDER BY id`,
    [actor.session.tenantId, [...ids]],
  )
  const locked = rows.find((r) => ![V.pending, V.cancelled].includes(String(r.status) as '1'))
  if (locked)
    throw new AppError('INVALID_STATE', 'finance.abroadVoucherLocked', {
      document: locked.code,
      status: voucherStatusWords(actor, locked.status),
    })
  await followVouchers(
    tx,
    actor,
    rows.map((r) => r.applyPayId),
    ids,
  )
}

/**
 * Posts a paid voucher (in its transition, the record locked): Dr the fee's expense (party: the
 * receiver, where a supplier), Cr the bank of its currency (or the chosen account) at its rate.
 */
export async function postAbroadVoucher(tx: Queryable, actor: Actor, record: Row): Promise<void> {
  const [apply] = await tx.query<{ code: string; receiverId: string | null; receiverName: string }>(
    `SELECT code, receiver_id::text AS receiver_id, receiver_name FROM fin_abroad_apply_pay WHERE tenant_id = $1 AND id = $2`,
    [actor.session.tenantId, record.applyPayId],
  )
  await postPayment(tx, actor, {
    document: { type: FOREIGN_DOCUMENTS.abroadPayVoucher, id: String(record.id), no: String(record.code) },
    ...(record.payDate ? { date: String(record.payDate) } : {}),
    currency: String(record.currencyCode),
    rate: String(record.rate),
    ...(record.bankAccountId ? { bankAccountId: String(record.bankAccountId) } : {}),
    memo: `${record.code} ${apply?.code ?? ''} ${apply?.receiverName ?? ''}`.trim(),
    settles: [
      {
        account: 'feeExpense',
        ...(apply?.receiverId ? { party: { type: 'provider' as const, id: apply.receiverId } } : {}),
        amount: String(record.amount),
      },
    ],
  })
}

/** Reverses what a voucher posted (returned after it was paid). */
export async function reverseAbroadVoucher(tx: Queryable, actor: Actor, record: Row): Promise<void> {
  await reverseDocument(tx, actor, { type: FOREIGN_DOCUMENTS.abroadPayVoucher, id: String(record.id) })
}
