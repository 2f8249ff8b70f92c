import {
  compareDecimal,
  divideDecimal,
  multiplyDecimal,
  roundMoney,
  subtractDecimal,
  sumDecimal,
} from '#sync/money/round-money.ts'
import { SHIP_BILL_DOCUMENT, SHIP_FREIGHT_DOCUMENT } from '#sync/resources/finance/invoices/invoices.actions.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { currencyRounding } from '../../purchasing/contracts/contract-document.ts'
import { allocatedByLine } from '../../shipping/ship-cost.ts'
import { baseCurrencyOf, postEntry } from '../journal/journal.ts'

/**
 * A ship's costs in the books: each bill shipping makes is the forwarder's payable against the bill
 * (Dr landed-cost clearing, Cr payable), and the freight allocated to the units a receipt brought
 * into stock leaves the clearing account for inventory (Dr inventory, Cr landed-cost clearing).
 */

const HALF_UP = 1

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

type PlanLine = { id: string; quantity: number; received: number }

/**
 * Takes the freight of a ship's received units into stock (shipping's `shipGoodsReceived`): each
 * plan line's allocated cost (base currency) × units received ÷ units shipped, less what earlier
 * receipts took, posted Dr inventory, Cr landed-cost clearing against the ship.
 */
export async function postShipFreightReceived(tx: Queryable, actor: Actor, shipId: string): Promise<void> {
  const allocated = await allocatedByLine(tx, shipId)
  if (!allocated.size) return
  const lines = await tx.query<PlanLine>(
    `SELECT m.key AS id, coalesce(pi.quantity, 0) AS quantity, coalesce(b.received_quantity, 0) AS received
       FROM erp_ship s, jsonb_each_text(s.inbound_lines) m
       JOIN erp_ship_order_item pi ON pi.id = m.key::bigint
       LEFT JOIN ware_inbound_batch_item b ON b.id = m.value::bigint AND b.is_deleted = 0
      WHERE s.id = $1 ORDER BY 1`,
    [shipId],
  )
  const base = await baseCurrencyOf(tx)
  const rounding = await currencyRounding(tx, base)
  const due = sumDecimal(
    '0',
    ...lines.map((l) => {
      const cost = allocated.get(l.id) ?? '0'
      if (l.quantity <= 0) return '0'
      const units = Math.min(l.received, l.quantity)
      return divideDecimal(multiplyDecimal(cost, String(units)), String(l.quantity), 8, HALF_UP)
    }),
  )
  const target = roundMoney(due, rounding.digits, rounding.mode)
  const [posted] = await tx.query<{ amount: string; code: string | null }>(
    `SELECT coalesce((SELECT sum(l.base_credit - l.base_debit) FROM fin_journal_line l
                        JOIN fin_journal_entry e ON e.id = l.entry_id AND e.tenant_id = l.tenant_id
                       WHERE e.document_type = $2 AND e.document_id::text = $1 AND l.account_type = 'landedCostClearing'), 0)::text AS amount,
            (SELECT code FROM erp_ship WHERE id = $1::bigint) AS code`,
    [shipId, SHIP_FREIGHT_DOCUMENT],
  )
  const more = subtractDecimal(target, posted?.amount ?? '0')
  const sign = compareDecimal(more, '0')
  if (sign === 0) return
  const amount = sign > 0 ? more : subtractDecimal('0', more)
  await postEntry(tx, actor, {
    document: { type: SHIP_FREIGHT_DOCUMENT, id: shipId, no: posted?.code ?? null },
    currency: base,
    rate: '1',
    memo: 'freight',
    lines:
      sign > 0
        ? [
            { account: 'inventory', debit: amount },
            { account: 'landedCostClearing', credit: amount },
          ]
        : [
            { account: 'landedCostClearing', debit: amount },
            { account: 'inventory', credit: amount },
          ],
  })
}
