import type { Language } from '#sync/i18n/language.ts'
import { compareDecimal, divideDecimal, multiplyDecimal, subtractDecimal, sumDecimal } from '#sync/money/round-money.ts'
import type { AGE_BUCKETS } from '#sync/resources/finance/journal/books.contracts.ts'
import type { Queryable } from '../../platform/db/db.ts'
import {
  type BookDocument,
  type BookParty,
  describeDocuments,
  documentOf,
  nameParties,
  partyOf,
} from './book-documents.ts'
import { daysBetween } from './books-dates.ts'

/**
 * What is still owed on each document, per party, as of a day: the payable lines posted up to that
 * day, summed per document they are against (what raised it less what settled it), with the due
 * date of the lines that raised it and its age by that due date.
 */

export type AgeBucket = (typeof AGE_BUCKETS)[number]

export type OpenPayable = {
  document: BookDocument
  party: BookParty
  currency: string
  amount: string
  open: string
  baseOpen: string
  dueDate: string
  daysOverdue: number
  bucket: AgeBucket
}

export type OpenPayablesFilter = { asOf: string; partyType?: string; partyId?: string }

type Group = {
  againstType: string
  againstId: string
  partyType: string
  partyId: string
  currency: string
  credit: string
  debit: string
  baseCredit: string
  baseDebit: string
  dueDate: string | null
  firstDate: string
}

/** The age bucket of a document so many days past its due date (not yet due counts as 0-30). */
export function bucketOf(daysOverdue: number): AgeBucket {
  if (daysOverdue <= 30) return 'days0to30'
  if (daysOverdue <= 60) return 'days31to60'
  if (daysOverdue <= 90) return 'days61to90'
  return 'over90'
}

/** Sums of the payable lines up to the day, per document, party and currency of the line. */
async function payableGroups(tx: Queryable, f: OpenPayablesFilter): Promise<Group[]> {
  const where = ['account_type = $1', 'posting_date <= $2::date']
  const params: unknown[] = ['payable', f.asOf]
  if (f.partyType) where.push(`party_type = $${params.push(f.partyType)}`)
  if (f.partyId) where.push(`party_id::text = $${params.push(f.partyId)}`)
  return tx.query<Group>(
    `SELECT coalesce(against_type, '') AS "againstType", coalesce(against_id::text, '') AS "againstId",
            coalesce(party_type, '') AS "partyType", coalesce(party_id::text, '') AS "partyId",
            currency_code AS currency,
            sum(credit)::text AS credit, sum(debit)::text AS debit,
            sum(base_credit)::text AS "baseCredit", sum(base_debit)::text AS "baseDebit",
            to_char(min(due_date) FILTER (WHERE credit > 0 OR base_credit > 0), 'YYYY-MM-DD') AS "dueDate",
            to_char(min(posting_date), 'YYYY-MM-DD') AS "firstDate"
       FROM fin_journal_line WHERE ${where.join(' AND ')}
      GROUP BY 1, 2, 3, 4, 5`,
    params,
  )
}

type Item = Omit<OpenPayable, 'document' | 'party'> & {
  against: { type: string; id: string }
  partyRef: { type: string; id: string }
}

/** One document's groups (one per currency its lines were in) as one open item, or null when settled. */
function itemOf(groups: readonly Group[], asOf: string): Item | null {
  const baseOpen = subtractDecimal(
    sumDecimal('0', ...groups.map((g) => g.baseCredit)),
    sumDecimal('0', ...groups.map((g) => g.baseDebit)),
  )
  if (compareDecimal(baseOpen, '0') === 0) return null
  // The document's currency: the one its raising lines were posted in (the largest credit).
  const raised = [...groups].sort((a, b) => compareDecimal(b.credit, a.credit))[0] as Group
  const amount = raised.credit
  const open =
    groups.length === 1
      ? subtractDecimal(raised.credit, raised.debit)
      : compareDecimal(raised.baseCredit, '0') === 0
        ? '0'
        : // Settled partly in another currency: its share of what is open in base, at the booking rate.
          divideDecimal(multiplyDecimal(amount, baseOpen), raised.baseCredit, 2, 1)
  const dueDate = groups.map((g) => g.dueDate).find(Boolean) ?? raised.firstDate
  const daysOverdue = daysBetween(dueDate, asOf)
  return {
    against: { type: raised.againstType, id: raised.againstId },
    partyRef: { type: raised.partyType, id: raised.partyId },
    currency: raised.currency,
    amount,
    open,
    baseOpen,
    dueDate,
    daysOverdue,
    bucket: bucketOf(daysOverdue),
  }
}

/** Every document with something still payable on it as of the day, oldest due first. */
export async function readOpenPayables(tx: Queryable, f: OpenPayablesFilter, lang: Language): Promise<OpenPayable[]> {
  const byDocument = new Map<string, Group[]>()
  for (const g of await payableGroups(tx, f)) {
    const k = `${g.againstType}|${g.againstId}|${g.partyType}|${g.partyId}`
    byDocument.set(k, [...(byDocument.get(k) ?? []), g])
  }
  const items = [...byDocument.values()]
    .map((groups) => itemOf(groups, f.asOf))
    .filter((i): i is Item => i !== null)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.against.id.localeCompare(b.against.id))
  const documents = await describeDocuments(
    tx,
    items.map((i) => i.against),
    lang,
  )
  const names = await nameParties(
    tx,
    items.map((i) => i.partyRef),
  )
  return items.map(({ against, partyRef, ...rest }) => ({
    document: documentOf(documents, against),
    party: partyOf(names, partyRef),
    ...rest,
  }))
}
