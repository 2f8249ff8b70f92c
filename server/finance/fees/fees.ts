import { compareDecimal, type RoundingMode, roundMoney, subtractDecimal } from '#sync/money/round-money.ts'
import { statusLabel } from '#sync/resources/define-action.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import {
  APPLY_FEE_STATUS,
  applyFeeActions,
  FEE_DETAIL_STATUS,
  feeDetailActions,
  RECEIVE_FEE_STATUS,
  receiveFeeActions,
} from '#sync/resources/finance/fees/fees.actions.ts'
import { applyFee, FEE_DOCUMENTS, feeDetail, receiveFee } from '#sync/resources/finance/fees/fees.resource.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Queryable, Row } from '../../platform/db/db.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { saveRecord } from '../../platform/records/records.ts'
import { runAction } from '../../platform/records/transition.ts'
import { type JournalParty, openItems, postEntry, reverseDocument } from '../journal/journal.ts'

/**
 * Fees (issue 32): bills registered (fee details), fee applications and fees received back. A fee
 * posts only inside its declared actions: registering a bill Dr fee expense / Cr payable to the
 * provider against the bill; writing off a fee received Dr bank / Cr fee expense; voiding and
 * withdrawing reverse what was posted. Payments (payment applications of relation type 3) settle the
 * payable against the bill, and `followFeePayments` moves the bill to partly paid or paid.
 */

const D = FEE_DETAIL_STATUS
const A = APPLY_FEE_STATUS
const R = RECEIVE_FEE_STATUS

/** A currency's places and rounding (erp_base_currency; 2 places, half up where the tenant has none). */
async function currencyRule(tx: Queryable, code: string): Promise<{ digits: number; mode: RoundingMode }> {
  const [row] = await tx.query<{ digits: number; roundingMode: number }>(
    `SELECT digits, rounding_mode FROM erp_base_currency WHERE code = $1 AND is_deleted = 0 LIMIT 1`,
    [code],
  )
  const mode = [1, 2, 3].includes(Number(row?.roundingMode)) ? (Number(row?.roundingMode) as RoundingMode) : 1
  return { digits: row ? Number(row.digits) : 2, mode }
}

/** A fee's amount in its currency's places, refused when it is not more than zero. */
async function postedAmount(tx: Queryable, record: Row, title: string): Promise<string> {
  const currency = String(record.currencyCode)
  const { digits, mode } = await currencyRule(tx, currency)
  const amount = roundMoney(String(record.amount ?? '0'), digits, mode)
  if (compareDecimal(amount, '0') <= 0) throw new AppError('VALIDATION', 'finance.feeAmountZero', { code: title })
  return amount
}

/** Who a fee is owed to: the provider's supplier row (erp_base_factory), as the journal's party of type provider. */
export function feeParty(record: Row): JournalParty {
  return { type: 'provider', id: String(record.partyId) }
}

const statusWords = (resource: ResourceDef, status: unknown, actor: Actor) =>
  statusLabel(resource, 'status', String(status ?? '0'), actor.lang)

/** A document is changed or removed only in the statuses given (the rest posted, or are on their way). */
export function assertFeeEditable(
  resource: ResourceDef,
  row: { code?: unknown; billNo?: unknown; status?: unknown },
  editable: readonly string[],
  actor: Actor,
): void {
  const status = String(row.status ?? '0')
  if (!editable.includes(status))
    throw new AppError('VALIDATION', 'finance.feeLocked', {
      code: String(row.code ?? row.billNo ?? ''),
      status: statusWords(resource, status, actor),
    })
}

/** The statuses in which each fees document may still be changed or removed. */
export const FEE_EDITABLE = {
  feeDetail: [D.toRegister],
  applyFee: [A.toConfirm, A.rejected],
  receiveFee: [R.toSubmit],
} as const

// ---------------------------------------------------------------- fee details

/** Registers bills: each posts Dr fee expense / Cr payable (the provider, against the bill, due on its due date). */
export async function registerFeeDetails(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, feeDetailActions.register, ids, {}, async (t, a, record) => {
    const amount = await postedAmount(t, record, String(record.billNo))
    const against = { type: FEE_DOCUMENTS.feeDetail, id: String(record.id) }
    const memo = `${record.partyName} ${record.billNo}`.slice(0, 200)
    await postEntry(t, a, {
      document: { ...against, no: String(record.billNo) },
      currency: String(record.currencyCode),
      memo,
      lines: [
        { account: 'feeExpense', debit: amount, memo },
        {
          account: 'payable',
          party: feeParty(record),
          against,
          ...(record.dueDate ? { dueDate: String(record.dueDate) } : {}),
          credit: amount,
          memo,
        },
      ],
    })
    return undefined
  })
}

/** What is still owed on registered bills, by bill id (the payable against each, in its currency). */
async function openOnBills(tx: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  const open = await openItems(tx, {
    account: 'payable',
    against: ids.map((id) => ({ type: FEE_DOCUMENTS.feeDetail, id })),
  })
  const byId = new Map<string, string>()
  for (const item of open) byId.set(item.against.id, item.open)
  return byId
}

/** Voids bills: a registered one's entries are reversed; one with anything paid on it is refused. */
export async function voidFeeDetails(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, feeDetailActions.void, ids, {}, async (t, a, record) => {
    if (String(record.status) !== D.registered) return undefined
    const open = (await openOnBills(t, [String(record.id)])).get(String(record.id)) ?? '0'
    const amount = await postedAmount(t, record, String(record.billNo))
    if (compareDecimal(open, amount) !== 0)
      throw new AppError('VALIDATION', 'finance.feeDetailPaid', { code: String(record.billNo) })
    await reverseDocument(t, a, { type: FEE_DOCUMENTS.feeDetail, id: String(record.id) })
    return undefined
  })
}

/**
 * Follows what payments settled on registered bills (payment applications of relation type 3 call it
 * after they post): nothing open is paid, less open than the bill is partly paid, all of it open is
 * registered again (a payment refunded). Bills to register or void are left as they are.
 */
export async function followFeePayments(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return
  const bills = await tx.query<{ id: string; amount: string; currencyCode: string; status: number; billNo: string }>(
    `SELECT id::text, amount::text, currency_code, status, bill_no FROM fin_fee_detail
      WHERE id = ANY($1::bigint[]) AND is_deleted = 0 AND status IN (1, 2, 3) ORDER BY id`,
    [[...new Set(ids)]],
  )
  if (bills.length === 0) return
  const open = await openOnBills(
    tx,
    bills.map((b) => b.id),
  )
  const moves = new Map<typeof feeDetailActions.paid, string[]>()
  for (const bill of bills) {
    const amount = await postedAmount(tx, bill, bill.billNo)
    const left = open.get(bill.id) ?? '0'
    const action =
      compareDecimal(left, '0') <= 0
        ? feeDetailActions.paid
        : compareDecimal(left, amount) < 0
          ? feeDetailActions.partlyPaid
          : feeDetailActions.unpaid
    if (String(bill.status) === action.to) continue
    moves.set(action, [...(moves.get(action) ?? []), bill.id])
  }
  for (const [action, moved] of moves) await runAction(tx, actor, action, moved, {})
}

/** What is paid and still owed on bills (by id), for their answers: paid = amount - open, in the bill's currency. */
export async function billPayments(
  tx: Queryable,
  bills: readonly { id: string; amount: string; status: number }[],
): Promise<Map<string, { paid: string; open: string }>> {
  const posted = bills.filter((b) => [1, 2, 3].includes(Number(b.status)))
  const open = posted.length
    ? await openOnBills(
        tx,
        posted.map((b) => b.id),
      )
    : new Map<string, string>()
  const out = new Map<string, { paid: string; open: string }>()
  for (const b of posted) {
    const left = open.get(b.id) ?? '0'
    out.set(b.id, { open: left, paid: subtractDecimal(b.amount, left) })
  }
  return out
}

// ---------------------------------------------------------------- fee applications

type ApplicationRow = Row & { id: string; code: string }

/** The bills an application made, locked in id order. */
async function billsOf(tx: Queryable, applicationId: string) {
  return tx.query<{ id: string; status: number; billNo: string }>(
    `SELECT id::text, status, bill_no FROM fin_fee_detail
      WHERE apply_fee_id = $1 AND is_deleted = 0 ORDER BY id FOR UPDATE`,
    [applicationId],
  )
}

/** Submits applications to confirm for audit. */
export async function submitApplications(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, applyFeeActions.submit, ids, {})
}

/** Approves applications to audit: each makes its bill (the application's fee, provider and account) and registers it. */
export async function approveApplications(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, applyFeeActions.approve, ids, {}, async (t, a, record) => {
    const r = record as ApplicationRow
    await postedAmount(t, r, r.code)
    const billId = await saveRecord(
      t,
      feeDetail,
      {
        billNo: r.billNo ? String(r.billNo) : r.code,
        feeType: r.feeType,
        partyId: r.partyId ?? null,
        partyName: r.partyName,
        amount: r.amount,
        currencyCode: r.currencyCode,
        month: r.month,
        dueDate: r.dueDate ?? null,
        receiveName: r.receiveName ?? null,
        receiveBank: r.receiveBank ?? null,
        receiveAccount: r.receiveAccount ?? null,
        applyUserId: r.applyUserId ?? null,
        applyUserName: r.applyUserName ?? null,
        applyFeeId: r.id,
        remark: r.reason ?? null,
      },
      a,
    )
    await registerFeeDetails(t, a, [billId])
    return undefined
  })
}

/** Rejects applications to audit, keeping the reason. */
export async function rejectApplications(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  input: { rejectReason: string },
): Promise<void> {
  await runAction(tx, actor, applyFeeActions.reject, ids, input, () => ({ rejectReason: input.rejectReason }))
}

/** Takes applications back to confirm (from audit, or rejected), the reason cleared. */
export async function reopenApplications(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, applyFeeActions.reopen, ids, {}, () => ({ rejectReason: null }))
}

/** Marks approved applications done once every bill they made is paid. */
export async function finishApplications(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, applyFeeActions.done, ids, {}, async (t, _a, record) => {
    const bills = await billsOf(t, String(record.id))
    if (bills.length === 0 || bills.some((b) => String(b.status) !== D.paid))
      throw new AppError('VALIDATION', 'finance.feeNotPaid', { code: String(record.code) })
    return undefined
  })
}

/** Voids applications; an approved one's bills are voided with it (their entries reversed), refused once paid in part. */
export async function voidApplications(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, applyFeeActions.void, ids, {}, async (t, a, record) => {
    if (String(record.status) !== A.approved) return undefined
    const bills = await billsOf(t, String(record.id))
    const paid = bills.find((b) => [D.partlyPaid, D.paid].includes(String(b.status) as '2'))
    if (paid) throw new AppError('VALIDATION', 'finance.feeDetailPaid', { code: paid.billNo })
    const live = bills.filter((b) => [D.toRegister, D.registered].includes(String(b.status) as '0'))
    if (live.length)
      await voidFeeDetails(
        t,
        a,
        live.map((b) => b.id),
      )
    return undefined
  })
}

// ---------------------------------------------------------------- fees received back

/** A chosen bank account must be a bank leaf of the receipt's currency (the journal's chart). */
async function assertBankAccount(tx: Queryable, accountId: string, currency: string): Promise<void> {
  const [row] = await tx.query<{ accountType: string | null; currencyCode: string | null }>(
    `SELECT account_type, currency_code FROM fin_account WHERE id = $1 AND is_deleted = 0`,
    [accountId],
  )
  if (row?.accountType !== 'bank' || (row.currencyCode && row.currencyCode !== currency))
    throw new AppError('VALIDATION', 'finance.feeBankCurrency', { currency })
}

/** Submits fees received (one or a batch). */
export async function submitReceipts(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, receiveFeeActions.submit, ids, {})
}

/** Writes off submitted fees received: each posts Dr bank (its account, else the currency's) / Cr fee expense, on its date. */
export async function writeOffReceipts(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, receiveFeeActions.writeOff, ids, {}, async (t, a, record) => {
    const amount = await postedAmount(t, record, String(record.code))
    const currency = String(record.currencyCode)
    const bankAccountId = record.bankAccountId ? String(record.bankAccountId) : undefined
    if (bankAccountId) await assertBankAccount(t, bankAccountId, currency)
    const memo = `${record.partyName} ${record.code}`.slice(0, 200)
    await postEntry(t, a, {
      document: { type: FEE_DOCUMENTS.receiveFee, id: String(record.id), no: String(record.code) },
      ...(record.receiveDate ? { date: String(record.receiveDate) } : {}),
      currency,
      memo,
      lines: [
        { account: 'bank', ...(bankAccountId ? { accountId: bankAccountId } : {}), debit: amount, memo },
        { account: 'feeExpense', credit: amount, memo },
      ],
    })
    return undefined
  })
}

/** Withdraws fees received back to submit; a written-off one's entry is reversed. */
export async function withdrawReceipts(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  await runAction(tx, actor, receiveFeeActions.withdraw, ids, {}, async (t, a, record) => {
    if (String(record.status) === R.writtenOff)
      await reverseDocument(t, a, { type: FEE_DOCUMENTS.receiveFee, id: String(record.id) })
    return undefined
  })
}

/** The resources of the fees part, for hooks and tests. */
export const FEE_RESOURCES = { feeDetail, applyFee, receiveFee }
