import { compareDecimal, subtractDecimal } from '#sync/money/round-money.ts'
import { RELATION_TYPE } from '#sync/resources/finance/payments/payments.actions.ts'
import { SHIP_BILL_STATUS, shipBillActions } from '#sync/resources/shipping/ship.actions.ts'
import { shipBill } from '#sync/resources/shipping/ship-bill.resource.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { updateRecords } from '../../platform/records/records.ts'
import { runAction } from '../../platform/records/transition.ts'
import { followFeePayments } from '../fees/fees.ts'
import { AGAINST_TYPE } from './owed.ts'

/** A document a payment settled: its relation type (1 purchase order, 2 ship bill, 3 fee bill) and id. */
export type PaidDocument = { relationType: string; relationId: string }

/**
 * After payments post or are reversed, the documents they paid show it: a fee bill and a ship bill
 * move to partly paid or paid (or back) by what is still open on their payable, and a ship bill
 * keeps what is paid on it. Purchase orders show what is owed through `owed.ts` alone.
 */
export async function followPaidDocuments(
  tx: Queryable,
  actor: Actor,
  documents: readonly PaidDocument[],
): Promise<void> {
  const idsOf = (type: string) => [
    ...new Set(documents.filter((d) => d.relationType === type).map((d) => String(d.relationId))),
  ]
  await followFeePayments(tx, actor, idsOf(RELATION_TYPE.feeDetail))
  await followShipBills(tx, actor, idsOf(RELATION_TYPE.shipBill))
}

const B = SHIP_BILL_STATUS

/** Ship bills' paid amount (amount less what is open on their payable) and payment status; a bill nothing posted for is left. */
async function followShipBills(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return
  const bills = await tx.query<{ id: string; amount: string; paidAmount: string; status: string; open: string }>(
    `SELECT b.id::text, coalesce(b.amount, 0)::text AS amount, coalesce(b.paid_amount, 0)::text AS paid_amount,
            b.status::text, j.open::text
       FROM erp_ship_bill b
       JOIN LATERAL (SELECT sum(l.credit - l.debit) AS open, count(*) AS n FROM fin_journal_line l
                      WHERE l.account_type = 'payable' AND l.against_type = $2 AND l.against_id = b.id::text) j ON j.n > 0
      WHERE b.id = ANY($1::bigint[]) AND b.is_deleted = 0 AND b.status IN ($3, $4, $5) ORDER BY b.id`,
    [ids, AGAINST_TYPE[RELATION_TYPE.shipBill], B.unpaid, B.partlyPaid, B.paid],
  )
  for (const bill of bills) {
    const left = compareDecimal(bill.open, '0') > 0 ? bill.open : '0'
    const paid = subtractDecimal(bill.amount, left)
    const action =
      compareDecimal(left, '0') <= 0
        ? shipBillActions.paid
        : compareDecimal(paid, '0') > 0
          ? shipBillActions.partlyPaid
          : shipBillActions.unpaid
    if (bill.status !== action.to) await runAction(tx, actor, action, [bill.id], {}, () => ({ paidAmount: paid }))
    else if (compareDecimal(paid, bill.paidAmount) !== 0)
      await updateRecords(tx, shipBill, [bill.id], { paidAmount: paid }, actor, { scopeChecked: true })
  }
}
