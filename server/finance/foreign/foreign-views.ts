import type { z } from 'zod'
import { compareDecimal, subtractDecimal } from '#sync/money/round-money.ts'
import type {
  deductionRow,
  receiveAccountRow,
  relationRow,
  statisticRow,
} from '#sync/resources/finance/foreign/foreign.contracts.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { openItems } from '../journal/journal.ts'
import { owedOn, relatedDocuments } from '../payments/owed.ts'
import { loadRelations, openOnRelations, type Relation } from './foreign-payment.ts'

const LIMIT = 200

/**
 * The documents a foreign payment may pay (getRelationNo): approved purchase orders (type 1) or live
 * ship bills (type 2) of the tenant, by number, payee or currency, each with what is open on it in the
 * journal, what live payments not yet audited claim, and what is left to pay; those with nothing left
 * are not offered (but `excludeId`'s own claim is counted back, for the payment being edited).
 */
export async function relationsToPay(
  tx: Queryable,
  actor: Actor,
  q: { relationType: '1' | '2'; keyword?: string; partyId?: string; currencyCode?: string; excludeId?: string },
): Promise<z.output<typeof relationRow>[]> {
  const tenantId = actor.session.tenantId
  const po = q.relationType === '1'
  const rows = await tx.query<{ id: string }>(
    `SELECT r.id::text AS id FROM ${po ? 'erp_purchase_order' : 'erp_ship_bill'} r
       LEFT JOIN erp_base_factory f ON f.tenant_id = r.tenant_id AND f.id = r.${po ? 'factory_id' : 'party_id'}
      WHERE r.tenant_id = $1 AND r.is_deleted = 0 AND ${po ? 'r.status = 2' : 'r.status IN (1, 2)'}
        AND ($2::text IS NULL OR r.code ILIKE '%' || $2 || '%' OR f.factory_name ILIKE '%' || $2 || '%')
        AND ($3::bigint IS NULL OR r.${po ? 'factory_id' : 'party_id'} = $3::bigint)
        AND ($4::text IS NULL OR r.currency_code = $4)
      ORDER BY r.id DESC LIMIT ${LIMIT}`,
    [tenantId, q.keyword || null, q.partyId ?? null, q.currencyCode ?? null],
  )
  const relations = [
    ...(
      await loadRelations(
        tx,
        tenantId,
        q.relationType,
        rows.map((r) => r.id),
      )
    ).values(),
  ].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? 1 : -1))
  const open = await openOnRelations(tx, tenantId, relations)
  // What is owed is one rule for every kind of payment (payments/owed.ts).
  const documents = await relatedDocuments(
    tx,
    relations.map((r) => ({ relationType: r.type, relationId: r.id })),
  )
  const owed = await owedOn(tx, [...documents.values()], q.excludeId ? { foreignPaymentId: q.excludeId } : {})
  return relations.flatMap((r: Relation) => {
    const o = open.get(r.id)
    const document = documents.get(`${r.type}:${r.id}`)
    if (!o || !document) return []
    const available = owed.get(`${r.type}:${r.id}`) ?? '0'
    const claim = subtractDecimal(document.total, available)
    if (compareDecimal(available, '0') <= 0) return []
    return [
      {
        relationType: r.type,
        relationId: r.id,
        relationNo: r.no,
        partyId: r.partyId,
        partyName: r.partyName,
        currencyCode: r.currency,
        amount: r.amount,
        open: o.open,
        settles: o.settles,
        claimed: claim,
        available,
        bookingRate: o.bookingRate,
      },
    ]
  })
}

/**
 * Deposits a payment may deduct (getDeductionNoList): what is still prepaid on purchase orders in the
 * journal, of one factory, one order or one currency, by order number.
 */
export async function deductionsOpen(
  tx: Queryable,
  actor: Actor,
  q: { partyId?: string; relationId?: string; currencyCode?: string },
): Promise<z.output<typeof deductionRow>[]> {
  const tenantId = actor.session.tenantId
  const items = await openItems(tx, {
    account: 'prepayment',
    ...(q.partyId ? { party: { type: 'factory', id: q.partyId } } : {}),
    ...(q.relationId ? { against: [{ type: 'erp/purchaseorder', id: q.relationId }] } : {}),
  })
  const open = items.filter(
    (i) =>
      i.against.type === 'erp/purchaseorder' &&
      compareDecimal(i.open, '0') > 0 &&
      (!q.currencyCode || i.currency === q.currencyCode),
  )
  const orders = await loadRelations(
    tx,
    tenantId,
    '1',
    open.map((i) => i.against.id),
  )
  return open.flatMap((i) => {
    const order = orders.get(String(i.against.id))
    if (!order) return []
    return [
      {
        deductionNo: order.no,
        relationId: order.id,
        partyId: order.partyId,
        partyName: order.partyName,
        currencyCode: i.currency,
        open: i.open,
      },
    ]
  })
}

/**
 * Receiving accounts (getReceiveAccount): the suppliers' own bank accounts (of one party, or all
 * matching the keyword), then the accounts earlier foreign payments were sent to, newest first, each once.
 */
export async function receiveAccounts(
  tx: Queryable,
  actor: Actor,
  q: { partyId?: string; keyword?: string },
): Promise<z.output<typeof receiveAccountRow>[]> {
  const params = [actor.session.tenantId, q.partyId ?? null, q.keyword || null]
  const suppliers = await tx.query<{
    id: string
    name: string
    cardNumber: string | null
    bank: string | null
  }>(
    `SELECT id::text AS id, coalesce(account_name, factory_name) AS name, card_number, bank FROM erp_base_factory
      WHERE tenant_id = $1 AND is_deleted = 0 AND ($2::bigint IS NULL OR id = $2::bigint)
        AND ($3::text IS NULL OR factory_name ILIKE '%' || $3 || '%' OR account_name ILIKE '%' || $3 || '%')
        AND (card_number IS NOT NULL OR $2::bigint IS NOT NULL)
      ORDER BY id LIMIT ${LIMIT}`,
    params,
  )
  const history = await tx.query<{
    partyId: string | null
    receiverName: string
    receiveAccount: string | null
    receiveBank: string | null
  }>(
    `SELECT party_id::text AS party_id, receiver_name, receive_account, receive_bank
       FROM (SELECT DISTINCT ON (receiver_name, receive_account) party_id, receiver_name, receive_account, receive_bank, id
               FROM fin_foreign_payment
              WHERE tenant_id = $1 AND is_deleted = 0 AND receiver_name IS NOT NULL
                AND ($2::bigint IS NULL OR party_id = $2::bigint)
                AND ($3::text IS NULL OR receiver_name ILIKE '%' || $3 || '%')
              ORDER BY receiver_name, receive_account, id DESC) h
      ORDER BY id DESC LIMIT ${LIMIT}`,
    params,
  )
  const seen = new Set<string>()
  const rows: z.output<typeof receiveAccountRow>[] = []
  const add = (row: z.output<typeof receiveAccountRow>) => {
    const k = `${row.receiverName}|${row.receiveAccount ?? ''}`
    if (seen.has(k)) return
    seen.add(k)
    rows.push(row)
  }
  for (const s of suppliers)
    add({ partyId: s.id, receiverName: s.name, receiveAccount: s.cardNumber, receiveBank: s.bank, source: 'supplier' })
  for (const h of history) add({ ...h, source: 'history' })
  return rows
}

/**
 * Foreign payments summed per payee and currency (pageOfStatistic): how many, how much in all,
 * audited (posted) and still pending (to confirm, confirmed), audited in base currency and the exchange
 * differences posted; optionally of one payee, one currency and a payment date range.
 */
export async function foreignStatistics(
  tx: Queryable,
  actor: Actor,
  q: {
    current?: number
    size?: number
    partyId?: string
    currencyCode?: string
    payDateFrom?: string
    payDateTo?: string
  },
) {
  const current = q.current ?? 1
  const size = q.size ?? 30
  const params = [
    actor.session.tenantId,
    q.partyId ?? null,
    q.currencyCode ?? null,
    q.payDateFrom ?? null,
    q.payDateTo ?? null,
  ]
  const where = `p.tenant_id = $1 AND p.is_deleted = 0 AND p.status <> 4
    AND ($2::bigint IS NULL OR p.party_id = $2::bigint) AND ($3::text IS NULL OR p.currency_code = $3)
    AND ($4::date IS NULL OR p.pay_date >= $4::date) AND ($5::date IS NULL OR p.pay_date <= $5::date)`
  const [count] = await tx.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (SELECT 1 FROM fin_foreign_payment p WHERE ${where}
      GROUP BY p.party_id, p.currency_code) g`,
    params,
  )
  const records = await tx.query<z.output<typeof statisticRow>>(
    `SELECT p.party_id::text AS party_id, max(f.factory_name) AS party_name, p.currency_code,
            count(*)::int AS count,
            coalesce(sum(p.amount), 0)::text AS amount,
            coalesce(sum(p.amount) FILTER (WHERE p.status = 3), 0)::text AS audited_amount,
            coalesce(sum(p.amount) FILTER (WHERE p.status IN (1, 2)), 0)::text AS pending_amount,
            coalesce(sum(p.base_amount) FILTER (WHERE p.status = 3), 0)::text AS base_amount,
            coalesce(sum(p.exchange_difference) FILTER (WHERE p.status = 3), 0)::text AS exchange_difference
       FROM fin_foreign_payment p
       LEFT JOIN erp_base_factory f ON f.tenant_id = p.tenant_id AND f.id = p.party_id
      WHERE ${where}
      GROUP BY p.party_id, p.currency_code
      ORDER BY p.currency_code, p.party_id NULLS LAST
      LIMIT ${size} OFFSET ${(current - 1) * size}`,
    params,
  )
  const total = count?.total ?? 0
  return { records, total, size, current, pages: Math.ceil(total / size) }
}
