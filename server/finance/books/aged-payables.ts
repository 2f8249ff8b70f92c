import type { Language } from '#sync/i18n/language.ts'
import { compareDecimal, sumDecimal } from '#sync/money/round-money.ts'
import { AGE_BUCKETS } from '#sync/resources/finance/journal/books.contracts.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { baseCurrencyOf } from '../journal/journal.ts'
import { todayOf } from './books-dates.ts'
import { type AgeBucket, type OpenPayable, readOpenPayables } from './open-payables.ts'

/**
 * Aged payables (应付账龄) and the open payables list (应付款): what each party is still owed as of a
 * day, by age of its due date (0-30, 31-60, 61-90, over 90 days), with the documents it is owed on.
 */

type Buckets = Record<AgeBucket | 'total', string>

const noBuckets = (): Buckets => ({ days0to30: '0', days31to60: '0', days61to90: '0', over90: '0', total: '0' })

/** Adds a document's open amount (base) to its bucket and the total. */
function addTo(b: Buckets, item: OpenPayable): void {
  b[item.bucket] = sumDecimal(b[item.bucket], item.baseOpen)
  b.total = sumDecimal(b.total, item.baseOpen)
}

/** Aged payables as of the day (default today), per party, the largest total first. */
export async function readAgedPayables(tx: Queryable, q: { asOf?: string; partyType?: string }, lang: Language) {
  const asOf = q.asOf ?? (await todayOf(tx))
  const items = await readOpenPayables(tx, { asOf, partyType: q.partyType }, lang)
  const parties = new Map<string, { party: OpenPayable['party']; buckets: Buckets; documents: OpenPayable[] }>()
  const totals = noBuckets()
  for (const item of items) {
    const k = `${item.party.type}|${item.party.id}`
    const at = parties.get(k) ?? { party: item.party, buckets: noBuckets(), documents: [] }
    addTo(at.buckets, item)
    addTo(totals, item)
    at.documents.push(item)
    parties.set(k, at)
  }
  return {
    asOf,
    currency: await baseCurrencyOf(tx),
    parties: [...parties.values()]
      .map((p) => ({ party: p.party, ...p.buckets, documents: p.documents }))
      .sort((a, b) => compareDecimal(b.total, a.total) || a.party.id.localeCompare(b.party.id)),
    totals,
  }
}

export type PayablesQuery = {
  asOf?: string
  partyType?: string
  partyId?: string
  currency?: string
  overdue?: 'true' | 'false'
  current: number
  size: number
}

/** The open payables, one row per document and party, oldest due first, a page of them. */
export async function readPayables(tx: Queryable, q: PayablesQuery, lang: Language) {
  const asOf = q.asOf ?? (await todayOf(tx))
  const all = (await readOpenPayables(tx, { asOf, partyType: q.partyType, partyId: q.partyId }, lang)).filter(
    (i) =>
      (!q.currency || i.currency === q.currency) &&
      (q.overdue === undefined || i.daysOverdue > 0 === (q.overdue === 'true')),
  )
  const start = (q.current - 1) * q.size
  return {
    asOf,
    currency: await baseCurrencyOf(tx),
    records: all.slice(start, start + q.size),
    total: all.length,
    current: q.current,
    size: q.size,
    baseOpen: sumDecimal('0', ...all.map((i) => i.baseOpen)),
  }
}

export { AGE_BUCKETS }
