import { compareDecimal, subtractDecimal, sumDecimal } from '#sync/money/round-money.ts'
import type { PartyType } from '#sync/resources/finance/account-types.ts'
import { FOREIGN_PAYMENT_STATUS } from '#sync/resources/finance/foreign/foreign.actions.ts'
import { APPLY_PAY_STATUS, RELATION_TYPE } from '#sync/resources/finance/payments/payments.actions.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { AppError } from '../../platform/http/app-error.ts'

/** A document a payment relates to, as the journal names it and as much of it as paying needs. */
export type PayableDocument = {
  relationType: string
  id: string
  no: string
  /** The journal's document type of the open item (`erp/purchaseorder`, `erp/shipbill`, `financialFeeDetail`). */
  againstType: string
  partyType: PartyType
  partyId: string
  currency: string
  total: string
  /** Its rate to base (a purchase order's), when it has one. */
  rate: string | null
  status: string
}

/** The journal's document type of each relation type's open items (design: the conventions everyone keeps). */
export const AGAINST_TYPE: Record<string, string> = {
  [RELATION_TYPE.purchaseOrder]: 'erp/purchaseorder',
  [RELATION_TYPE.shipBill]: 'erp/shipbill',
  [RELATION_TYPE.feeDetail]: 'financialFeeDetail',
}

/** Whether the fees part's table is there (it is another part's; an install without it relates no fees). */
async function hasFeeDetails(tx: Queryable): Promise<boolean> {
  const [row] = await tx.query<{ ok: boolean }>(`SELECT to_regclass('fin_fee_detail') IS NOT NULL AS ok`)
  return row?.ok ?? false
}

const SQL: Record<string, (lock: boolean) => string> = {
  [RELATION_TYPE.purchaseOrder]: (lock) => `
    SELECT id::text, code AS no, 'factory' AS party_type, factory_id::text AS party_id, currency_code AS currency,
           coalesce(amount, 0)::text AS total, exchange_rate::text AS rate, status::text AS status
      FROM erp_purchase_order WHERE id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY id${lock ? ' FOR UPDATE' : ''}`,
  [RELATION_TYPE.shipBill]: (lock) => `
    SELECT id::text, code AS no, 'forwarder' AS party_type, party_id::text AS party_id, currency_code AS currency,
           coalesce(amount, 0)::text AS total, NULL::text AS rate, status::text AS status
      FROM erp_ship_bill WHERE id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY id${lock ? ' FOR UPDATE' : ''}`,
  [RELATION_TYPE.feeDetail]: (lock) => `
    SELECT id::text, coalesce(bill_no, id::text) AS no, 'provider' AS party_type, party_id::text AS party_id,
           currency_code AS currency, coalesce(amount, 0)::text AS total, NULL::text AS rate, status::text AS status
      FROM fin_fee_detail WHERE id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY id${lock ? ' FOR UPDATE' : ''}`,
}

/**
 * The documents of relation lines, read (and with `lock`, locked: one `SELECT … ORDER BY id FOR
 * UPDATE` per kind, kinds always in the same order, so two applications of the same documents queue
 * instead of deadlocking), by `relationType:id`.
 */
export async function relatedDocuments(
  tx: Queryable,
  relations: readonly { relationType: string; relationId: string }[],
  { lock = false } = {},
): Promise<Map<string, PayableDocument>> {
  const found = new Map<string, PayableDocument>()
  for (const type of [RELATION_TYPE.purchaseOrder, RELATION_TYPE.shipBill, RELATION_TYPE.feeDetail]) {
    const ids = [...new Set(relations.filter((r) => String(r.relationType) === type).map((r) => String(r.relationId)))]
    if (!ids.length) continue
    if (type === RELATION_TYPE.feeDetail && !(await hasFeeDetails(tx))) continue
    const rows = await tx.query<Omit<PayableDocument, 'relationType' | 'againstType'>>(
      (SQL[type] as (l: boolean) => string)(lock),
      [ids],
    )
    for (const r of rows)
      found.set(`${type}:${r.id}`, {
        ...r,
        no: r.no ?? r.id,
        relationType: type,
        againstType: AGAINST_TYPE[type] as string,
      })
  }
  return found
}

/**
 * What is already asked for on documents: the live relation lines of every application not void
 * (an application holds its amount from saving until it is voided), for purchase orders the
 * purchase payments recorded on them, and the foreign payments not refused (the one rule of what is
 * owed, for every kind of payment); the one being saved (`exclude`) left out.
 */
export async function askedOn(
  tx: Queryable,
  documents: readonly PayableDocument[],
  exclude: { applyPayId?: string; purchasePaymentId?: string; foreignPaymentId?: string } = {},
): Promise<Map<string, string>> {
  const asked = new Map<string, string>()
  if (!documents.length) return asked
  const rows = await tx.query<{ key: string; amount: string }>(
    `SELECT r.relation_type::text || ':' || r.relation_id::text AS key, sum(r.amount)::text AS amount
       FROM fin_apply_pay_relation r
       JOIN fin_apply_pay a ON a.id = r.apply_pay_id AND a.is_deleted = 0 AND a.status <> $2
      WHERE r.is_deleted = 0 AND (r.relation_type::text || ':' || r.relation_id::text) = ANY($1::text[])
        AND ($3::bigint IS NULL OR r.apply_pay_id <> $3::bigint)
      GROUP BY 1
     UNION ALL
     SELECT '${RELATION_TYPE.purchaseOrder}:' || purchase_order_id::text, sum(amount)::text
       FROM erp_purchase_payment
      WHERE is_deleted = 0 AND purchase_order_id = ANY($4::bigint[])
        AND ($5::bigint IS NULL OR id <> $5::bigint)
      GROUP BY purchase_order_id
     UNION ALL
     SELECT relation_type::text || ':' || (CASE WHEN relation_type = 2 THEN ship_bill_id ELSE purchase_order_id END)::text,
            sum(coalesce(amount, 0) + coalesce(deduction_amount, 0))::text
       FROM fin_foreign_payment
      WHERE is_deleted = 0 AND status <> $7
        AND (relation_type::text || ':' || (CASE WHEN relation_type = 2 THEN ship_bill_id ELSE purchase_order_id END)::text) = ANY($1::text[])
        AND ($6::bigint IS NULL OR id <> $6::bigint)
      GROUP BY 1`,
    [
      documents.map((d) => `${d.relationType}:${d.id}`),
      APPLY_PAY_STATUS.void,
      exclude.applyPayId ?? null,
      documents.filter((d) => d.relationType === RELATION_TYPE.purchaseOrder).map((d) => d.id),
      exclude.purchasePaymentId ?? null,
      exclude.foreignPaymentId ?? null,
      Number(FOREIGN_PAYMENT_STATUS.refused),
    ],
  )
  for (const r of rows) asked.set(r.key, sumDecimal(asked.get(r.key) ?? '0', r.amount))
  return asked
}

/** What is still owed on each document: its total less what live applications and payments ask. */
export async function owedOn(
  tx: Queryable,
  documents: readonly PayableDocument[],
  exclude: { applyPayId?: string; purchasePaymentId?: string; foreignPaymentId?: string } = {},
): Promise<Map<string, string>> {
  const asked = await askedOn(tx, documents, exclude)
  return new Map(
    documents.map((d) => {
      const key = `${d.relationType}:${d.id}`
      return [key, subtractDecimal(d.total, asked.get(key) ?? '0')]
    }),
  )
}

/**
 * Refuses asking more than is owed: `wanted` per document key (summed over lines naming the same
 * document) against what is owed, the documents already locked by the caller. A 400 naming the
 * document, what is owed and what was asked.
 */
export function assertWithinOwed(
  documents: ReadonlyMap<string, PayableDocument>,
  owed: ReadonlyMap<string, string>,
  wanted: ReadonlyMap<string, string>,
  field = 'relations',
): void {
  for (const [key, asked] of wanted) {
    const document = documents.get(key)
    const left = owed.get(key) ?? '0'
    if (document && compareDecimal(asked, left) > 0) {
      const owedText = compareDecimal(left, '0') < 0 ? '0' : left
      throw new AppError('VALIDATION', 'finance.pay.overOwed', {
        document: document.no,
        owed: trim(owedText),
        asked: trim(asked),
        currency: document.currency,
        field,
      })
    }
  }
}

/** 100.0000 → 100.00. */
export function trim(v: string): string {
  const [whole, fraction = ''] = v.split('.')
  return `${whole}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`
}
