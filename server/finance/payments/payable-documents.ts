import type { z } from 'zod'
import { subtractDecimal, sumDecimal } from '#sync/money/round-money.ts'
import { applyPayRelation } from '#sync/resources/finance/payments/apply-pay.resource.ts'
import { RELATION_TYPE } from '#sync/resources/finance/payments/payments.actions.ts'
import type { payableDocumentAnswer } from '#sync/resources/finance/payments/payments.contracts.ts'
import { PURCHASE_ORDER_STATUS } from '#sync/resources/purchasing/purchase.actions.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { updateRecords } from '../../platform/records/records.ts'
import { openItems } from '../journal/journal.ts'
import { askedOn, type PayableDocument, relatedDocuments, trim } from './owed.ts'

/** A document an application may pay, with its total, what is asked on it, what is owed and what the books hold open (the relation calls' answer). */
export type PayableDocumentRow = z.infer<typeof payableDocumentAnswer>

const LIMIT = 200

/** Candidate ids of each kind, by payee, currency and a part of the number (newest first, at most 200). */
async function candidates(
  tx: Queryable,
  relationType: string,
  q: { partyId?: string; currencyCode?: string; keyword?: string; ids?: readonly string[] },
): Promise<string[]> {
  const params = [q.partyId ?? null, q.currencyCode ?? null, q.keyword ? `%${q.keyword}%` : null, q.ids ?? null]
  const where = `($1::bigint IS NULL OR {party} = $1::bigint) AND ($2::text IS NULL OR currency_code = $2)
    AND ($3::text IS NULL OR {no} ILIKE $3) AND ($4::bigint[] IS NULL OR id = ANY($4::bigint[])) AND is_deleted = 0`
  const sql: Record<string, string> = {
    [RELATION_TYPE.purchaseOrder]: `SELECT id::text FROM erp_purchase_order WHERE status = ${PURCHASE_ORDER_STATUS.approved} AND ${where
      .replace('{party}', 'factory_id')
      .replace('{no}', 'code')}`,
    [RELATION_TYPE.shipBill]: `SELECT id::text FROM erp_ship_bill WHERE ${where.replace('{party}', 'party_id').replace('{no}', 'code')}`,
    [RELATION_TYPE.feeDetail]: `SELECT id::text FROM fin_fee_detail WHERE ${where.replace('{party}', 'party_id').replace('{no}', 'bill_no')}`,
  }
  if (relationType === RELATION_TYPE.feeDetail) {
    const [row] = await tx.query<{ ok: boolean }>(`SELECT to_regclass('fin_fee_detail') IS NOT NULL AS ok`)
    if (!row?.ok) return []
  }
  const rows = await tx.query<{ id: string }>(`${sql[relationType]} ORDER BY id DESC LIMIT ${LIMIT}`, params)
  return rows.map((r) => r.id)
}

/** The payee names of documents (factories and forwarders are business parties; providers too). */
async function partyNames(tx: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map()
  const rows = await tx.query<{ id: string; name: string }>(
    `SELECT id::text, factory_name AS name FROM erp_base_factory WHERE id = ANY($1::bigint[])`,
    [[...new Set(ids)]],
  )
  return new Map(rows.map((r) => [r.id, r.name]))
}

/** Documents with what is owed on each and what the journal holds open (payable, prepayment) against each. */
export async function describeDocuments(
  tx: Queryable,
  documents: readonly PayableDocument[],
): Promise<PayableDocumentRow[]> {
  const asked = await askedOn(tx, documents)
  const names = await partyNames(
    tx,
    documents.map((d) => d.partyId).filter((id): id is string => !!id),
  )
  const against = documents.map((d) => ({ type: d.againstType, id: d.id }))
  const sumOpen = async (account: 'payable' | 'prepayment') => {
    const open = new Map<string, string>()
    if (!against.length) return open
    for (const item of await openItems(tx, { account, against })) {
      const key = `${item.against.type}/${item.against.id}`
      open.set(key, sumDecimal(open.get(key) ?? '0', item.open))
    }
    return open
  }
  const payable = await sumOpen('payable')
  const prepaid = await sumOpen('prepayment')
  return documents.map((d) => {
    const key = `${d.relationType}:${d.id}`
    const a = asked.get(key) ?? '0'
    const owed = subtractDecimal(d.total, a)
    return {
      relationType: d.relationType,
      relationId: d.id,
      relationNo: d.no,
      partyType: d.partyType,
      partyId: d.partyId ?? null,
      partyName: (d.partyId && names.get(d.partyId)) || null,
      currencyCode: d.currency ?? null,
      total: trim(d.total),
      asked: trim(a),
      owed: trim(owed.startsWith('-') ? '0' : owed),
      payableOpen: trim(payable.get(`${d.againstType}/${d.id}`) ?? '0'),
      prepaid: trim(prepaid.get(`${d.againstType}/${d.id}`) ?? '0'),
    }
  })
}

/** What an application of a relation type may relate to: the documents of a payee (and currency), with what is owed. */
export async function selectRelations(
  tx: Queryable,
  _actor: Actor,
  q: { relationType: string; partyId?: string; currencyCode?: string; keyword?: string },
): Promise<PayableDocumentRow[]> {
  const ids = await candidates(tx, q.relationType, q)
  const documents = await relatedDocuments(
    tx,
    ids.map((relationId) => ({ relationType: q.relationType, relationId })),
  )
  return describeDocuments(
    tx,
    ids.map((id) => documents.get(`${q.relationType}:${id}`)).filter((d): d is PayableDocument => !!d),
  )
}

/** The ship cost bills of the ships that carry a purchase order's goods (through its shipment plans). */
export async function shipBillsOfPurchase(tx: Queryable, actor: Actor, purchaseOrderId: string) {
  const [order] = await tx.query(`SELECT id FROM erp_purchase_order WHERE id = $1 AND is_deleted = 0`, [
    purchaseOrderId,
  ])
  if (!order) throw new AppError('NOT_FOUND', 'recordNotFound')
  const rows = await tx.query<{ id: string }>(
    `SELECT DISTINCT b.id::text FROM erp_ship_bill b
       JOIN erp_ship_order so ON so.ship_id = b.ship_id AND so.is_deleted = 0
       JOIN erp_ship_order_item soi ON soi.ship_order_id = so.id AND soi.is_deleted = 0
      WHERE soi.purchase_order_id = $1 AND b.is_deleted = 0
      ORDER BY 1`,
    [purchaseOrderId],
  )
  if (!rows.length) return []
  return selectRelationsByIds(
    tx,
    actor,
    RELATION_TYPE.shipBill,
    rows.map((r) => r.id),
  )
}

async function selectRelationsByIds(tx: Queryable, _actor: Actor, relationType: string, ids: readonly string[]) {
  const documents = await relatedDocuments(
    tx,
    ids.map((relationId) => ({ relationType, relationId })),
  )
  return describeDocuments(tx, [...documents.values()])
}

/** What each approved purchase order still owes its factory (one order, or a factory's orders). */
export async function purchaseOwed(tx: Queryable, actor: Actor, q: { factoryId?: string; purchaseOrderId?: string }) {
  const ids = await candidates(tx, RELATION_TYPE.purchaseOrder, {
    partyId: q.factoryId,
    ids: q.purchaseOrderId ? [q.purchaseOrderId] : undefined,
  })
  return selectRelationsByIds(tx, actor, RELATION_TYPE.purchaseOrder, ids)
}

/** Changes the document number a relation line shows (editRelationNo). */
export async function editRelationNo(tx: Queryable, actor: Actor, input: { id: string; relationNo: string }) {
  const [line] = await tx.query(`SELECT id FROM fin_apply_pay_relation WHERE id = $1 AND is_deleted = 0`, [input.id])
  if (!line) throw new AppError('NOT_FOUND', 'recordNotFound')
  await updateRecords(tx, applyPayRelation, [input.id], { relationNo: input.relationNo }, actor)
  return true as const
}
