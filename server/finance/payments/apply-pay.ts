import { compareDecimal, divideDecimal, multiplyDecimal, subtractDecimal, sumDecimal } from '#sync/money/round-money.ts'
import { statusLabel } from '#sync/resources/define-action.ts'
import { applyPay, payVoucher } from '#sync/resources/finance/payments/apply-pay.resource.ts'
import {
  APPLY_PAY_STATUS as AP,
  applyPayActions,
  PAYMENT_DOCUMENTS,
  PAY_VOUCHER_STATUS as PV,
  payVoucherActions,
} from '#sync/resources/finance/payments/payments.actions.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Queryable, Row } from '../../platform/db/db.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { saveRecord, updateRecords } from '../../platform/records/records.ts'
import { runAction } from '../../platform/records/transition.ts'
import type { HookContext, ResourceHooks } from '../../platform/resources/hooks.ts'
import { reverseDocument } from '../journal/journal.ts'
import { followPaidDocuments, type PaidDocument } from './follow-payables.ts'
import { assertWithinOwed, owedOn, relatedDocuments, trim } from './owed.ts'
import { payDocuments } from './pay.ts'

const EDITABLE = new Set<string>([AP.toConfirm, AP.rejected, AP.returned])
const REMOVABLE = new Set<string>([AP.toConfirm, AP.void])

type RelationInput = { relationType?: unknown; relationId?: unknown; amount?: unknown; paymentKind?: unknown }

/**
 * A payment application's rules on every save: editable only while to confirm, rejected or returned;
 * at least one relation line, each naming a document of the application's relation type, payee and
 * currency; its amount the lines' total; and never more on a document than is still owed on it
 * across every live application and purchase payment, summed under a lock on the documents' rows.
 */
export const applyPayHooks: ResourceHooks = {
  async beforeSave(ctx, input, existing) {
    const { tx, actor } = ctx
    if (existing && !EDITABLE.has(String(existing.status)))
      throw new AppError('INVALID_STATE', 'finance.pay.locked', {
        code: existing.code,
        status: statusLabel(applyPay, 'status', String(existing.status), actor.lang),
      })
    const relations = (input.relations ?? (existing ? await storedRelations(tx, String(existing.id)) : [])) as
      | RelationInput[]
      | undefined
    // A draft may be saved before its documents are picked; submitting it needs them (submitApplications).
    if (!relations?.length) return
    const relationType = String(input.relationType ?? existing?.relationType ?? '')
    const keyed = relations.map((r) => ({
      relationType: String(r.relationType ?? relationType),
      relationId: String(r.relationId ?? ''),
    }))
    const documents = await relatedDocuments(tx, keyed, { lock: true })
    const currency = String(input.currencyCode ?? existing?.currencyCode ?? '')
    const partyId = String(input.partyId ?? existing?.partyId ?? '')
    const wanted = new Map<string, string>()
    let total = '0'
    for (const [i, r] of relations.entries()) {
      const line = i + 1
      const key = `${keyed[i]?.relationType}:${keyed[i]?.relationId}`
      if (keyed[i]?.relationType !== relationType)
        throw new AppError('VALIDATION', 'finance.pay.relationType', { line })
      const document = documents.get(key)
      if (!document) throw new AppError('VALIDATION', 'finance.pay.relationNotFound', { line })
      if (document.partyId !== partyId)
        throw new AppError('VALIDATION', 'finance.pay.relationParty', { line, document: document.no })
      if (document.currency !== currency)
        throw new AppError('VALIDATION', 'finance.pay.relationCurrency', {
          line,
          document: document.no,
          currency: document.currency,
        })
      const amount = String(r.amount ?? '0')
      Object.assign(r, { relationType, relationNo: document.no, currencyCode: document.currency })
      wanted.set(key, sumDecimal(wanted.get(key) ?? '0', amount))
      total = sumDecimal(total, amount)
    }
    input.amount = total
    input.partyType = documents.values().next().value?.partyType ?? input.partyType
    const owed = await owedOn(tx, [...documents.values()], { applyPayId: existing ? String(existing.id) : undefined })
    assertWithinOwed(documents, owed, wanted)
  },
  async beforeRemove({ tx, actor }, ids) {
    const rows = await tx.query<{ code: string; status: string }>(
      `SELECT code, status::text FROM fin_apply_pay WHERE id = ANY($1::bigint[]) ORDER BY id`,
      [ids],
    )
    const locked = rows.find((r) => !REMOVABLE.has(r.status))
    if (locked)
      throw new AppError('INVALID_STATE', 'finance.pay.applyRemove', {
        code: locked.code,
        status: statusLabel(applyPay, 'status', locked.status, actor.lang),
      })
  },
}

async function storedRelations(tx: Queryable, applyPayId: string): Promise<RelationInput[]> {
  return tx.query<RelationInput>(
    `SELECT relation_type::text AS relation_type, relation_id::text AS relation_id, amount::text AS amount
       FROM fin_apply_pay_relation WHERE apply_pay_id = $1 AND is_deleted = 0 ORDER BY id`,
    [applyPayId],
  )
}

/** What of an application is already on vouchers that are not cancelled. */
async function voucheredOf(tx: Queryable, applyPayId: string, exceptVoucherId?: string): Promise<string> {
  const [row] = await tx.query<{ amount: string }>(
    `SELECT coalesce(sum(amount), 0)::text AS amount FROM fin_pay_voucher
      WHERE apply_pay_id = $1 AND is_deleted = 0 AND status <> $2 AND ($3::bigint IS NULL OR id <> $3::bigint)`,
    [applyPayId, PV.cancelled, exceptVoucherId ?? null],
  )
  return row?.amount ?? '0'
}

/** Vouchers made by `generatePayVoucher` (its own transition moves the application), by their input. */
const madeByApplication = new WeakSet<object>()

/**
 * A voucher's rules: only one pending payment may change; a new one pays an approved (or partly
 * registered) application, never beyond what of it is not on a voucher yet, in its currency; made
 * by hand it registers the application (6 when the whole amount is on vouchers, else 5).
 */
export const payVoucherHooks: ResourceHooks = {
  async beforeSave(ctx, input, existing) {
    const { tx, actor } = ctx
    if (existing && String(existing.status) !== PV.pending)
      throw new AppError('INVALID_STATE', 'finance.pay.voucherLocked', {
        code: existing.code,
        status: statusLabel(payVoucher, 'status', String(existing.status), actor.lang),
      })
    const applyPayId = String(existing?.applyPayId ?? input.applyPayId ?? '')
    input.applyPayId = applyPayId
    const [app] = await tx.query<{ code: string; status: string; amount: string; currencyCode: string }>(
      `SELECT code, status::text, amount::text, currency_code FROM fin_apply_pay WHERE id = $1 AND is_deleted = 0 FOR UPDATE`,
      [applyPayId],
    )
    if (!app) throw new AppError('NOT_FOUND', 'recordNotFound')
    const fresh = !existing && ctx.raw !== undefined && madeByApplication.has(ctx.raw)
    if (!existing && !fresh && ![AP.approved, AP.partlyRegistered].includes(app.status as '3'))
      throw new AppError('INVALID_STATE', 'finance.pay.voucherApplication', {
        code: app.code,
        status: statusLabel(applyPay, 'status', app.status, actor.lang),
      })
    input.currencyCode = app.currencyCode
    const left = subtractDecimal(
      app.amount,
      await voucheredOf(tx, applyPayId, existing ? String(existing.id) : undefined),
    )
    const amount = String(input.amount ?? existing?.amount ?? left)
    input.amount = amount
    if (compareDecimal(amount, left) > 0 || compareDecimal(amount, '0') <= 0)
      throw new AppError('VALIDATION', 'finance.pay.voucherOverApplication', {
        amount: trim(amount),
        code: app.code,
        left: trim(left),
      })
  },
  async afterSave(ctx: HookContext, _id, input, existing) {
    if (existing || (ctx.raw && madeByApplication.has(ctx.raw))) return
    const applyPayId = String(input.applyPayId)
    const [app] = await ctx.tx.query<{ amount: string }>(`SELECT amount::text FROM fin_apply_pay WHERE id = $1`, [
      applyPayId,
    ])
    const full = compareDecimal(await voucheredOf(ctx.tx, applyPayId), app?.amount ?? '0') >= 0
    await runAction(
      ctx.tx,
      ctx.actor,
      full ? applyPayActions.registered : applyPayActions.partlyRegistered,
      [applyPayId],
      {},
    )
  },
  async beforeRemove({ tx, actor }, ids) {
    const rows = await tx.query<{ code: string; status: string }>(
      `SELECT code, status::text FROM fin_pay_voucher WHERE id = ANY($1::bigint[]) ORDER BY id`,
      [ids],
    )
    const kept = rows.find((r) => r.status !== PV.cancelled && r.status !== PV.pending)
    if (kept)
      throw new AppError('INVALID_STATE', 'finance.pay.voucherRemove', {
        code: kept.code,
        status: statusLabel(payVoucher, 'status', kept.status, actor.lang),
      })
    // A pending voucher removed gives its amount back: a registered application is to be registered again.
    const apps = await tx.query<{ id: string }>(
      `SELECT DISTINCT a.id::text FROM fin_pay_voucher v JOIN fin_apply_pay a ON a.id = v.apply_pay_id
        WHERE v.id = ANY($1::bigint[]) AND v.status = $2 AND a.status = $3 ORDER BY 1`,
      [ids, PV.pending, AP.registered],
    )
    if (apps.length)
      await runAction(
        tx,
        actor,
        applyPayActions.sentBack,
        apps.map((a) => a.id),
        {},
      )
  },
}

/** Makes each approved application's voucher for what of it is not on a voucher yet; the application reads registered. */
export async function generatePayVouchers(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  input: { payDate?: string; rate?: string; bankAccountId?: string },
): Promise<string[]> {
  const made: string[] = []
  await runAction(tx, actor, applyPayActions.generatePayVoucher, ids, input, async (t, a, record) => {
    const left = subtractDecimal(String(record.amount), await voucheredOf(t, String(record.id)))
    if (compareDecimal(left, '0') <= 0) return undefined
    const values: Row = {
      applyPayId: String(record.id),
      currencyCode: record.currencyCode,
      amount: left,
      rate: input.rate ?? null,
      bankAccountId: input.bankAccountId ?? null,
      payDate: input.payDate ?? null,
    }
    const raw = { ...values }
    madeByApplication.add(raw)
    made.push(await saveRecord(t, payVoucher, values, a, raw))
    return undefined
  })
  return made
}

type VoucherRow = {
  id: string
  code: string
  applyPayId: string
  currencyCode: string
  amount: string
  rate: string | null
  bankAccountId: string | null
  payDate: string | null
  status: string
}

async function vouchers(tx: Queryable, ids: readonly string[]): Promise<Map<string, VoucherRow>> {
  const rows = await tx.query<VoucherRow>(
    `SELECT id::text, code, apply_pay_id::text, currency_code, amount::text, rate::text, bank_account_id::text,
            to_char(pay_date, 'YYYY-MM-DD') AS pay_date, status::text
       FROM fin_pay_voucher WHERE id = ANY($1::bigint[]) ORDER BY id`,
    [ids],
  )
  return new Map(rows.map((r) => [r.id, r]))
}

/** The paid total of an application's vouchers, kept on it. */
async function keepPaidAmount(tx: Queryable, actor: Actor, applyPayId: string): Promise<void> {
  const [row] = await tx.query<{ amount: string }>(
    `SELECT coalesce(sum(amount), 0)::text AS amount FROM fin_pay_voucher WHERE apply_pay_id = $1 AND is_deleted = 0 AND status = $2`,
    [applyPayId, PV.paid],
  )
  await updateRecords(tx, applyPay, [applyPayId], { paidAmount: row?.amount ?? '0' }, actor, { scopeChecked: true })
}

/**
 * Marks vouchers paid (`confirmBatch`): each posts its payment through the journal — its
 * application's lines, a deposit onto prepayment, the rest clearing what is payable on each document
 * (at its booking rate; what is not payable yet onto prepayment), Cr the bank at the voucher's rate,
 * the difference to exchange difference — and an application whose vouchers are all paid is done.
 */
export async function confirmVouchers(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  input: { payDate?: string; rate?: string },
): Promise<void> {
  const rows = await vouchers(tx, ids)
  const touched = new Set<string>()
  const settled: PaidDocument[] = []
  await runAction(tx, actor, payVoucherActions.confirmBatch, ids, input, async (t, a, record) => {
    const v = rows.get(String(record.id)) as VoucherRow
    const lines = await t.query<{ relationType: string; relationId: string; amount: string; paymentKind: string }>(
      `SELECT relation_type::text, relation_id::text, amount::text, coalesce(payment_kind, 2)::text AS payment_kind
         FROM fin_apply_pay_relation WHERE apply_pay_id = $1 AND is_deleted = 0 ORDER BY id`,
      [v.applyPayId],
    )
    const documents = await relatedDocuments(t, lines, { lock: true })
    settled.push(...lines)
    const [app] = await t.query<{ amount: string; code: string }>(
      `SELECT amount::text, code FROM fin_apply_pay WHERE id = $1`,
      [v.applyPayId],
    )
    // A voucher for part of its application pays each line in the same proportion (the last line takes the rest).
    const whole = compareDecimal(v.amount, app?.amount ?? '0') >= 0
    let left = v.amount
    const paid = lines.flatMap((l, i) => {
      const document = documents.get(`${l.relationType}:${l.relationId}`)
      if (!document) return []
      const last = i === lines.length - 1
      const share = whole || last ? (whole ? l.amount : left) : proportion(l.amount, v.amount, app?.amount ?? '1')
      left = subtractDecimal(left, share)
      return [{ document, amount: share, deposit: l.paymentKind === '1' }]
    })
    const rate = input.rate ?? v.rate ?? undefined
    const payDate = input.payDate ?? v.payDate ?? undefined
    await payDocuments(t, a, {
      document: { type: PAYMENT_DOCUMENTS.payVoucher, id: v.id, no: v.code },
      currency: v.currencyCode,
      rate: rate ?? undefined,
      date: payDate,
      bankAccountId: v.bankAccountId ?? undefined,
      memo: app?.code,
      lines: paid,
    })
    touched.add(v.applyPayId)
    return { payDate: payDate ?? null, ...(rate ? { rate } : {}) }
  })
  for (const applyPayId of [...touched].sort()) {
    await keepPaidAmount(tx, actor, applyPayId)
    const [open] = await tx.query<{ n: number; status: string }>(
      `SELECT (SELECT count(*)::int FROM fin_pay_voucher WHERE apply_pay_id = $1 AND is_deleted = 0 AND status IN ($2, $3)) AS n,
              (SELECT status::text FROM fin_apply_pay WHERE id = $1) AS status`,
      [applyPayId, PV.pending, PV.inProgress],
    )
    if (open?.n === 0 && open.status === AP.registered)
      await runAction(tx, actor, applyPayActions.paid, [applyPayId], {})
  }
  // Fee and ship bills paid here move to partly paid or paid.
  await followPaidDocuments(tx, actor, settled)
}

/** `amount × part ÷ whole`, to 4 places (a partial voucher's share of a line). */
function proportion(amount: string, part: string, whole: string): string {
  return divideDecimal(multiplyDecimal(amount, part), compareDecimal(whole, '0') > 0 ? whole : '1', 4, 1)
}

/**
 * Refunds or cancels vouchers (for good): a paid one's posting is reversed (an opposite entry dated
 * today); its application goes back to partly registered, to be registered and paid again.
 */
export async function refundVouchers(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  input: { remark?: string },
): Promise<void> {
  const rows = await vouchers(tx, ids)
  const touched = new Set<string>()
  await runAction(
    tx,
    actor,
    payVoucherActions.refund,
    ids,
    input,
    async (t, a, record) => {
      const v = rows.get(String(record.id)) as VoucherRow
      if (v.status === PV.paid) await reverseDocument(t, a, { type: PAYMENT_DOCUMENTS.payVoucher, id: v.id })
      touched.add(v.applyPayId)
      return input.remark ? { remark: input.remark } : undefined
    },
    input.remark,
  )
  for (const applyPayId of [...touched].sort()) {
    await keepPaidAmount(tx, actor, applyPayId)
    const [app] = await tx.query<{ status: string }>(`SELECT status::text FROM fin_apply_pay WHERE id = $1`, [
      applyPayId,
    ])
    if (app && [AP.registered, AP.done].includes(app.status as '6'))
      await runAction(tx, actor, applyPayActions.sentBack, [applyPayId], {})
  }
  // Bills whose payment was refunded are open again: back to partly paid or unpaid.
  const reopened = await tx.query<PaidDocument>(
    `SELECT DISTINCT relation_type::text, relation_id::text FROM fin_apply_pay_relation
      WHERE apply_pay_id = ANY($1::bigint[]) AND is_deleted = 0`,
    [[...touched]],
  )
  await followPaidDocuments(tx, actor, reopened)
}

/** Submits applications (updateStatus 2, submitPatch): each needs at least one document it pays. */
export async function submitApplications(
  tx: Queryable,
  actor: Actor,
  action: typeof applyPayActions.submit,
  ids: readonly string[],
): Promise<void> {
  await runAction(tx, actor, action, ids, {}, async (t, _a, record) => {
    const [row] = await t.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM fin_apply_pay_relation WHERE apply_pay_id = $1 AND is_deleted = 0`,
      [String(record.id)],
    )
    if (!row?.n) throw new AppError('VALIDATION', 'finance.pay.noRelations')
    return undefined
  })
}
