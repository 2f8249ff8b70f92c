import { compareDecimal } from '#sync/money/round-money.ts'
import { SHIP_BILL_DOCUMENT } from '#sync/resources/finance/invoices/invoices.actions.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { postEntry } from '../journal/journal.ts'

/**
 * A ship's costs in the books: each bill shipping makes is the forwarder's payable against the bill
 * (Dr landed-cost clearing, Cr payable). The freight allocated to the units a receipt brings into
 * stock leaves the clearing account with the receipt itself (the journal's stock postings: Dr
 * inventory at the landed cost, Cr goods in transit and landed-cost clearing).
 */

type BillRow = {
  id: string
  code: string
  partyId: string | null
  forwarderId: string | null
  currencyCode: string
  amount: string
  made: string
}

/** Posts the payables of ship bills (shipping's `shipBillIssued`): one entry per bill, in its currency. */
export async function postShipBills(tx: Queryable, actor: Actor, billIds: readonly string[]): Promise<void> {
  if (!billIds.length) return
  const bills = await tx.query<BillRow>(
    `SELECT b.id::text, b.code, b.party_id::text, s.forwarder_id::text, b.currency_code, coalesce(b.amount, 0)::text AS amount,
            to_char(b.create_time, 'YYYY-MM-DD') AS made
       FROM erp_ship_bill b LEFT JOIN erp_ship s ON s.id = b.ship_id AND s.tenant_id = b.tenant_id
      WHERE b.id = ANY($1::bigint[]) AND b.is_deleted = 0 ORDER BY b.id`,
    [billIds],
  )
  for (const bill of bills) {
    const partyId = bill.partyId ?? bill.forwarderId
    if (!partyId || compareDecimal(bill.amount, '0') <= 0) continue
    await postEntry(tx, actor, {
      document: { type: SHIP_BILL_DOCUMENT, id: bill.id, no: bill.code },
      date: bill.made,
      currency: bill.currencyCode,
      memo: bill.code,
      lines: [
        { account: 'landedCostClearing', debit: bill.amount },
        {
          account: 'payable',
          party: { type: 'forwarder', id: partyId },
          against: { type: SHIP_BILL_DOCUMENT, id: bill.id },
          credit: bill.amount,
        },
      ],
    })
  }
}
