import {
  compareDecimal,
  divideDecimal,
  multiplyDecimal,
  roundMoney,
  subtractDecimal,
  sumDecimal,
} from '#sync/money/round-money.ts'
import { statusLabel } from '#sync/resources/define-action.ts'
import type { PartyType } from '#sync/resources/finance/account-types.ts'
import { FOREIGN_DOCUMENTS, FOREIGN_PAYMENT_STATUS } from '#sync/resources/finance/foreign/foreign.actions.ts'
import { foreignPayment } from '#sync/resources/finance/foreign/foreign-payment.resource.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Queryable, Row } from '../../platform/db/db.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { applyPrepayment, type JournalAgainst, type JournalParty, openItems, postPayment } from '../journal/journal.ts'
import { owedOn, type PayableDocument, relatedDocuments } from '../payments/owed.ts'
import { settlesOf } from '../payments/pay.ts'
import { paymentRate, postedExchangeDifference, refuse, shown } from './foreign-money.ts'

/** A document a foreign payment pays: a purchase order (its factory) or a ship cost bill (its forwarder). */
export type Relation = {
  type: '1' | '2'
  id: string
  no: string
  partyId: string | null
  partyName: string | null
  currency: string
  amount: string
}

const RELATION_TABLES = {
  '1': { table: 'erp_purchase_order', party: 'factory_id', document: 'erp/purchaseorder', partyType: 'factory' },
  '2': { table: 'erp_ship_bill', party: 'party_id', document: 'erp/shipbill', partyType: 'forwarder' },
} as const satisfies Record<string, { table: string; party: string; document: string; partyType: PartyType }>

const relationKind = (type: string) => RELATION_TABLES[type === '2' ? '2' : '1']

/** The journal's `against` and party of a relation. */
export function relationAgainst(r: Pick<Relation, 'type' | 'id'>): JournalAgainst {
  return { type: relationKind(r.type).document, id: r.id }
}
export function relationParty(r: Pick<Relation, 'type' | 'partyId'>): JournalParty | undefined {
  return r.partyId ? { type: relationKind(r.type).partyType, id: r.partyId } : undefined
}

/** Reads relations of one type by id (locked FOR UPDATE in id order when `lock`), with the party's name. */
export async function loadRelations(
  tx: Queryable,
  tenantId: string,
  type: string,
  ids: readonly string[],
  lock = false,
): Promise<Map<string, Relation>> {
  const k = relationKind(type)
  const rows = await tx.query<{
    id: string
    code: string | null
    partyId: string | null
    partyName: string | null
    currencyCode: string
    amount: string | null
  }>(
    `SELECT r.id::text AS id, r.code, r.${k.party}::text AS party_id, f.factory_name AS party_name, r.currency_code,
            r.amount::text AS amount
       FROM ${k.table} r
       LEFT JOIN erp_base_factory f ON f.tenant_id = r.tenant_id AND f.id = r.${k.party}
      WHERE r.tenant_id = $1 AND r.id = ANY($2::bigint[]) AND r.is_deleted = 0
      ORDER BY r.id${lock ? ' FOR UPDATE OF r' : ''}`,
    [tenantId, [...ids]],
  )
  return new Map(
    rows.map((r) => [
      r.id,
      {
        type: type === '2' ? '2' : '1',
        id: r.id,
        no: r.code ?? r.id,
        partyId: r.partyId,
        partyName: r.partyName,
        currency: r.currencyCode,
        amount: r.amount ?? '0',
      },
    ]),
  )
}

/** The field that holds a relation of the type: the purchase order's, or the ship bill's. */
export const relationField = (type: string) => (type === '2' ? 'shipBillId' : 'purchaseOrderId')

/** The id of the document a foreign payment (row or input) pays. */
export const relationIdOf = (row: Row) => String(row[relationField(String(row.relationType ?? '1'))] ?? '')

/** One relation, or a 400 on its field. */
export async function loadRelation(tx: Queryable, actor: Actor, type: string, id: string, lock = false) {
  const relation = id ? (await loadRelations(tx, actor.session.tenantId, type, [id], lock)).get(String(id)) : undefined
  if (!relation) throw refuse(actor, relationField(type), 'finance.foreignRelationMissing', { relation: id || '—' })
  return relation
}

/** What is open on a relation: the payable (booked at its rate), or — a purchase order not yet invoiced — its amount less deposits. */
export type OpenOnRelation = {
  settles: 'payable' | 'prepayment'
  open: string
  bookingRate: string | null
  prepaid: string
}

const sumOpen = (items: readonly { open: string }[]) => sumDecimal('0', ...items.map((i) => i.open))

/** The documents (of `againsts`) a payable was ever booked against (an invoice, a bill): payments then settle it, not deposits. */
async function payablesBooked(
  tx: Queryable,
  tenantId: string,
  againsts: readonly JournalAgainst[],
): Promise<Set<string>> {
  if (!againsts.length) return new Set()
  const rows = await tx.query<{ key: string }>(
    `SELECT DISTINCT against_type || ':' || against_id::text AS key FROM fin_journal_line
      WHERE tenant_id = $1 AND account_type = 'payable' AND credit > 0
        AND against_type || ':' || against_id::text = ANY($2::text[])`,
    [tenantId, againsts.map((a) => `${a.type}:${a.id}`)],
  )
  return new Set(rows.map((r) => r.key))
}

/** What the journal holds open on each relation (by id), and how a payment on it posts. */
export async function openOnRelations(
  tx: Queryable,
  tenantId: string,
  relations: readonly Relation[],
): Promise<Map<string, OpenOnRelation>> {
  const result = new Map<string, OpenOnRelation>()
  if (!relations.length) return result
  const againsts = relations.map(relationAgainst)
  const key = (a: JournalAgainst) => `${a.type}:${a.id}`
  const payables = await openItems(tx, { account: 'payable', against: againsts })
  const prepayments = await openItems(tx, { account: 'prepayment', against: againsts })
  const booked = await payablesBooked(tx, tenantId, againsts)
  for (const r of relations) {
    const k = key(relationAgainst(r))
    const mine = payables.filter((i) => key(i.against) === k)
    const prepaid = sumOpen(prepayments.filter((i) => key(i.against) === k))
    const open = sumOpen(mine)
    if (r.type === '2' || compareDecimal(open, '0') > 0 || booked.has(k)) {
      const baseOpen = sumDecimal('0', ...mine.map((i) => i.baseOpen))
      const bookingRate = compareDecimal(open, '0') > 0 ? divideDecimal(baseOpen, open, 8, 1) : null
      result.set(r.id, { settles: 'payable', open, bookingRate, prepaid })
      continue
    }
    const left = subtractDecimal(r.amount, prepaid)
    result.set(r.id, {
      settles: 'prepayment',
      open: compareDecimal(left, '0') > 0 ? left : '0',
      bookingRate: null,
      prepaid,
    })
  }
  return result
}

/** The payable document of a relation, locked (payments/owed.ts). */
async function documentOf(tx: Queryable, relation: Relation): Promise<PayableDocument> {
  const key = `${relation.type}:${relation.id}`
  const document = (
    await relatedDocuments(tx, [{ relationType: relation.type, relationId: relation.id }], { lock: true })
  ).get(key)
  if (!document) throw new AppError('NOT_FOUND', 'recordNotFound')
  return document
}

/** What is still owed on a relation after every live payment of any kind but `excludeId` (payments/owed.ts). */
async function owedOnRelation(tx: Queryable, relation: Relation, excludeId?: string): Promise<string> {
  const document = await documentOf(tx, relation)
  const owed = await owedOn(tx, [document], excludeId ? { foreignPaymentId: excludeId } : {})
  return owed.get(`${relation.type}:${relation.id}`) ?? '0'
}

/** What the journal holds open on one relation. */
export async function openOnRelation(tx: Queryable, tenantId: string, r: Relation): Promise<OpenOnRelation> {
  return (await openOnRelations(tx, tenantId, [r])).get(r.id) as OpenOnRelation
}

const money4 = (v: string) => roundMoney(v, 4, 1)
/**
 * Before a foreign payment is saved: only while to confirm or refused; the relation must exist, its
 * currency is the payment's, its payee and receiving account fill in when not given; the rate is the
 * given one or the currency's; never more (with the deduction) than is still owed on the relation
 * after every other live payment of any kind. Server-kept figures (base amount, booking rate) are
 * worked out here; the audit's figures are never taken from the client.
 */
export async function prepareForeignPayment(tx: Queryable, actor: Actor, input: Row, existing: Row | undefined) {
  const tenantId = actor.session.tenantId
  if (existing) {
    const status = String(existing.status)
    if (status !== FOREIGN_PAYMENT_STATUS.toConfirm && status !== FOREIGN_PAYMENT_STATUS.refused)
      throw new AppError('INVALID_STATE', 'finance.foreignLocked', {
        document: existing.code,
        status: statusLabel(foreignPayment, 'status', status, actor.lang),
      })
  }
  const type = String(input.relationType ?? existing?.relationType ?? '1')
  const field = relationField(type)
  const relationId = String(input[field] ?? existing?.[field] ?? '')
  const relation = await loadRelation(tx, actor, type, relationId, true)
  const currency = String(input.currencyCode ?? existing?.currencyCode ?? relation.currency)
  if (currency !== relation.currency)
    throw refuse(actor, 'currencyCode', 'finance.foreignCurrencyMismatch', {
      relation: relation.no,
      expected: relation.currency,
      currency,
    })
  input.relationType = type
  input.purchaseOrderId = type === '1' ? relation.id : null
  input.shipBillId = type === '2' ? relation.id : null
  input.relationNo = relation.no
  input.partyId = relation.partyId
  input.currencyCode = currency
  if (relation.partyId && !(input.receiverName ?? existing?.receiverName)) {
    const [supplier] = await tx.query<{ accountName: string | null; bank: string | null; cardNumber: string | null }>(
      `SELECT account_name, bank, card_number FROM erp_base_factory WHERE tenant_id = $1 AND id = $2`,
      [tenantId, relation.partyId],
    )
    input.receiverName = supplier?.accountName ?? relation.partyName
    input.receiveAccount ??= supplier?.cardNumber ?? null
    input.receiveBank ??= supplier?.bank ?? null
  }
  const rate = await paymentRate(tx, actor, currency, input.rate ?? existing?.rate)
  input.rate = rate
  const amount = String(input.amount ?? existing?.amount ?? '0')
  const deduction = String(input.deductionAmount ?? existing?.deductionAmount ?? '0') || '0'
  input.baseAmount = money4(multiplyDecimal(amount, rate))
  const open = await openOnRelation(tx, tenantId, relation)
  input.bookingRate = open.bookingRate ?? rate
  // What is owed is one rule for every kind of payment (payments/owed.ts), the document locked first.
  const available = await owedOnRelation(tx, relation, existing?.id as string | undefined)
  const asked = sumDecimal(amount, deduction)
  if (compareDecimal(asked, available) > 0)
    throw refuse(actor, 'amount', 'finance.foreignOverpay', {
      document: String(existing?.code ?? input.code ?? foreignPayment.label[actor.lang]),
      amount: shown(asked),
      currency,
      relation: relation.no,
      open: shown(compareDecimal(available, '0') > 0 ? available : '0'),
    })
  await checkDeduction(actor, input, relation, open, deduction)
}

/** A deduction is a deposit still prepaid on the payment's own purchase order, applied to its payable. */
async function checkDeduction(actor: Actor, input: Row, relation: Relation, open: OpenOnRelation, deduction: string) {
  if (compareDecimal(deduction, '0') <= 0) {
    input.deductionAmount = '0'
    input.deductionNo = null
    return
  }
  if (relation.type !== '1' || open.settles !== 'payable' || (input.deductionNo && input.deductionNo !== relation.no))
    throw refuse(actor, 'deductionNo', 'finance.foreignDeductionOver', {
      amount: shown(deduction),
      deduction: String(input.deductionNo ?? relation.no),
      open: '0.00',
    })
  if (compareDecimal(deduction, open.prepaid) > 0)
    throw refuse(actor, 'deductionAmount', 'finance.foreignDeductionOver', {
      amount: shown(deduction),
      deduction: relation.no,
      open: shown(open.prepaid),
    })
  input.deductionNo = relation.no
}

/**
 * Posts an audited foreign payment (in the audit's transition, the record locked): the relation is
 * locked and what is open on it read again; never beyond it (a 400 naming both documents). A deposit
 * deducted is applied first (Dr payable, Cr prepayment), then the payment: Dr the payable at its
 * booking rate (or the prepayment of a purchase order not yet invoiced), Cr the bank of its currency
 * at the payment's rate, the difference to exchange difference. Answers the columns the audit writes.
 */
export async function postForeignPayment(tx: Queryable, actor: Actor, record: Row): Promise<Row> {
  const tenantId = actor.session.tenantId
  const relation = await loadRelation(tx, actor, String(record.relationType), relationIdOf(record), true)
  const open = await openOnRelation(tx, tenantId, relation)
  const amount = String(record.amount)
  const deduction = String(record.deductionAmount ?? '0')
  const asked = sumDecimal(amount, deduction)
  // Its own amount is counted among what is asked of the document; no more than the rest may be owed.
  const owed = sumDecimal(await owedOnRelation(tx, relation, String(record.id)), '0')
  if (compareDecimal(asked, owed) > 0)
    throw refuse(actor, 'amount', 'finance.foreignOverpay', {
      document: record.code,
      amount: shown(asked),
      currency: record.currencyCode,
      relation: relation.no,
      open: shown(compareDecimal(owed, '0') > 0 ? owed : '0'),
    })
  const document = { type: FOREIGN_DOCUMENTS.foreignPayment, id: String(record.id), no: String(record.code) }
  const party = relationParty(relation)
  const against = relationAgainst(relation)
  const date = record.payDate ? String(record.payDate) : undefined
  if (compareDecimal(deduction, '0') > 0 && party)
    await applyPrepayment(tx, actor, { document, ...(date ? { date } : {}), party, against, amount: deduction })
  const entryId = await postPayment(tx, actor, {
    document,
    ...(date ? { date } : {}),
    currency: String(record.currencyCode),
    rate: String(record.rate),
    ...(record.bankAccountId ? { bankAccountId: String(record.bankAccountId) } : {}),
    memo: `${record.code} ${relation.no}`,
    // What is payable on the document is cleared first, the rest is prepaid until its invoice (as an application pays).
    settles: await settlesOf(tx, String(record.currencyCode), [
      { document: await documentOf(tx, relation), amount, deposit: false },
    ]),
  })
  return {
    bookingRate: open.bookingRate ?? record.rate,
    exchangeDifference: money4(await postedExchangeDifference(tx, entryId)),
  }
}
