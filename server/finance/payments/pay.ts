import { compareDecimal, subtractDecimal, sumDecimal } from '#sync/money/round-money.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { type JournalDocument, openItems, postPayment } from '../journal/journal.ts'
import type { PayableDocument } from './owed.ts'

/** One amount paid on a document: as a deposit (onto prepayment) or against what is payable on it. */
export type PaidLine = { document: PayableDocument; amount: string; deposit: boolean }

type Settle = Parameters<typeof postPayment>[2]['settles'][number]

/**
 * The settles of a payment: a deposit debits the party's prepayment against the document; any other
 * amount clears what is payable on the document (at its booking rate, in the payment's currency),
 * and what is not payable yet (no invoice booked) is a prepayment too, applied when the invoice arrives.
 */
export async function settlesOf(tx: Queryable, currency: string, lines: readonly PaidLine[]): Promise<Settle[]> {
  const settles: Settle[] = []
  const used = new Map<string, string>()
  for (const line of lines) {
    const party = { type: line.document.partyType, id: line.document.partyId }
    const against = { type: line.document.againstType, id: line.document.id }
    let rest = line.amount
    if (!line.deposit) {
      const key = `${against.type}/${against.id}`
      const items = await openItems(tx, { account: 'payable', party, against: [against] })
      const open = subtractDecimal(
        sumDecimal('0', ...items.filter((i) => i.currency === currency).map((i) => i.open)),
        used.get(key) ?? '0',
      )
      const onPayable = compareDecimal(open, '0') <= 0 ? '0' : compareDecimal(open, rest) < 0 ? open : rest
      if (compareDecimal(onPayable, '0') > 0) {
        settles.push({ account: 'payable', party, against, amount: onPayable })
        used.set(key, sumDecimal(used.get(key) ?? '0', onPayable))
        rest = subtractDecimal(rest, onPayable)
      }
    }
    if (compareDecimal(rest, '0') > 0) settles.push({ account: 'prepayment', party, against, amount: rest })
  }
  return settles
}

/** Posts money paid out for documents through the journal (Dr payable / prepayment, Cr bank, exchange difference). */
export async function payDocuments(
  tx: Queryable,
  actor: Actor,
  p: {
    document: JournalDocument
    currency: string
    rate?: string
    date?: string
    bankAccountId?: string
    memo?: string
    lines: readonly PaidLine[]
  },
): Promise<string> {
  const settles = await settlesOf(tx, p.currency, p.lines)
  return postPayment(tx, actor, {
    document: p.document,
    currency: p.currency,
    rate: p.rate || undefined,
    date: p.date || undefined,
    bankAccountId: p.bankAccountId || undefined,
    memo: p.memo,
    settles,
  })
}
