import type { Language } from '#sync/i18n/language.ts'
import { subtractDecimal, sumDecimal } from '#sync/money/round-money.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { baseCurrencyOf } from '../journal/journal.ts'
import { accountSums, NO_SUMS, netOf } from './account-sums.ts'
import { describeDocuments, documentOf, nameParties, partyOf } from './book-documents.ts'
import { addDays, firstOfMonth, todayOf } from './books-dates.ts'
import { readChart } from './trial-balance.ts'

/**
 * An account's entries (科目明细账): its balance before the range, each line posted to it in the
 * range (oldest first) with the entry and the document that posted it and the balance after it, and
 * its balance at the end; a group account shows the lines of every account under it.
 */

export type AccountEntriesQuery = {
  accountId: string
  from?: string
  to?: string
  partyType?: string
  partyId?: string
  current: number
  size: number
}

type LineRow = {
  lineId: string
  entryId: string
  entryCode: string | null
  postingDate: string
  accountCode: string
  accountName: string
  documentType: string
  documentId: string
  documentNo: string | null
  partyType: string | null
  partyId: string | null
  memo: string | null
  reversal: boolean
  currency: string
  debit: string
  credit: string
  baseDebit: string
  baseCredit: string
  /** Debit minus credit of the range's lines up to and including this one. */
  running: string
  total: string
}

/** The account and the leaves it covers (itself, or every leaf under a group). */
async function accountAndLeaves(tx: Queryable, accountId: string) {
  const chart = await readChart(tx)
  const account = chart.find((a) => a.id === accountId)
  if (!account) throw new AppError('NOT_FOUND', 'recordNotFound')
  const under = new Set([account.id])
  for (let grew = true; grew; ) {
    grew = false
    for (const a of chart) if (a.parentId && under.has(a.parentId) && !under.has(a.id)) grew = under.add(a.id).size > 0
  }
  return { account, leaves: chart.filter((a) => under.has(a.id) && !a.isGroup).map((a) => a.id) }
}

/** The page of lines of the leaves in the range, with each one's running balance within the range. */
async function linesOf(tx: Queryable, leaves: readonly string[], from: string, to: string, q: AccountEntriesQuery) {
  const where = ['l.account_id::text = ANY($1::text[])', 'l.posting_date >= $2::date', 'l.posting_date <= $3::date']
  const params: unknown[] = [leaves, from, to]
  if (q.partyType) where.push(`l.party_type = $${params.push(q.partyType)}`)
  if (q.partyId) where.push(`l.party_id::text = $${params.push(q.partyId)}`)
  const limit = `$${params.push(q.size)}`
  const offset = `$${params.push((q.current - 1) * q.size)}`
  return tx.query<LineRow>(
    `SELECT l.id::text AS "lineId", e.id::text AS "entryId", e.code AS "entryCode",
            to_char(l.posting_date, 'YYYY-MM-DD') AS "postingDate", a.code AS "accountCode", a.name AS "accountName",
            e.document_type AS "documentType", e.document_id::text AS "documentId", e.document_no AS "documentNo",
            l.party_type AS "partyType", NULLIF(l.party_id::text, '0') AS "partyId",
            coalesce(l.memo, e.memo) AS memo, (e.reverses_id IS NOT NULL) AS reversal, l.currency_code AS currency,
            l.debit::text AS debit, l.credit::text AS credit, l.base_debit::text AS "baseDebit",
            l.base_credit::text AS "baseCredit",
            (sum(l.base_debit - l.base_credit) OVER (ORDER BY l.posting_date, e.create_time, l.entry_id, l.line_no
              ROWS UNBOUNDED PRECEDING))::text AS running,
            (count(*) OVER ())::text AS total
       FROM fin_journal_line l
       JOIN fin_journal_entry e ON e.id = l.entry_id
       JOIN fin_account a ON a.id = l.account_id
      WHERE ${where.join(' AND ')}
      ORDER BY l.posting_date, e.create_time, l.entry_id, l.line_no
      LIMIT ${limit} OFFSET ${offset}`,
    params,
  )
}

/** The account's entries in the range (default: this month to today), a page of them. */
export async function readAccountEntries(tx: Queryable, q: AccountEntriesQuery, lang: Language) {
  const to = q.to ?? (await todayOf(tx))
  const from = q.from ?? firstOfMonth(to)
  const { account, leaves } = await accountAndLeaves(tx, q.accountId)
  const byParty = Boolean(q.partyType || q.partyId)
  // The kept balances hold no party filter of their own here: by party, the opening is read from the lines.
  const opening = byParty
    ? await partyOpening(tx, leaves, addDays(from, -1), q)
    : sumOpening(await accountSums(tx, null, addDays(from, -1), leaves))
  const period = await accountSums(tx, from, to, leaves)
  const rows = await linesOf(tx, leaves, from, to, q)
  const periodDebit = byParty ? await partySum(tx, leaves, from, to, q, 'base_debit') : sumSide(period, 'debit')
  const periodCredit = byParty ? await partySum(tx, leaves, from, to, q, 'base_credit') : sumSide(period, 'credit')
  const documents = await describeDocuments(
    tx,
    rows.map((r) => ({ type: r.documentType, id: r.documentId, no: r.documentNo })),
    lang,
  )
  const names = await nameParties(
    tx,
    rows.filter((r) => r.partyType && r.partyId).map((r) => ({ type: r.partyType ?? '', id: r.partyId ?? '' })),
  )
  return {
    account: {
      id: account.id,
      code: account.code,
      name: account.name,
      rootType: account.rootType,
      accountType: account.accountType,
      isGroup: account.isGroup,
    },
    from,
    to,
    currency: await baseCurrencyOf(tx),
    opening,
    periodDebit,
    periodCredit,
    closing: sumDecimal(opening, subtractDecimal(periodDebit, periodCredit)),
    records: rows.map((r) => ({
      lineId: r.lineId,
      entryId: r.entryId,
      entryCode: r.entryCode,
      postingDate: r.postingDate,
      accountCode: r.accountCode,
      accountName: r.accountName,
      document: documentOf(documents, { type: r.documentType, id: r.documentId }),
      party: r.partyType && r.partyId ? partyOf(names, { type: r.partyType, id: r.partyId }) : null,
      memo: r.memo,
      reversal: r.reversal,
      currency: r.currency,
      debit: r.debit,
      credit: r.credit,
      baseDebit: r.baseDebit,
      baseCredit: r.baseCredit,
      balance: sumDecimal(opening, r.running),
    })),
    total: Number(rows[0]?.total ?? (await countLines(tx, leaves, from, to, q))),
    current: q.current,
    size: q.size,
  }
}

const sumOpening = (m: Map<string, { debit: string; credit: string }>) =>
  sumDecimal('0', ...[...m.values()].map((s) => netOf(s ?? NO_SUMS)))
const sumSide = (m: Map<string, { debit: string; credit: string }>, side: 'debit' | 'credit') =>
  sumDecimal('0', ...[...m.values()].map((s) => s[side]))

/** A party's sum of one base column of the leaves' lines between two days. */
async function partySum(
  tx: Queryable,
  leaves: readonly string[],
  from: string | null,
  to: string,
  q: AccountEntriesQuery,
  column: 'base_debit' | 'base_credit' | 'base_debit - base_credit',
): Promise<string> {
  const where = ['account_id::text = ANY($1::text[])', 'posting_date <= $2::date']
  const params: unknown[] = [leaves, to]
  if (from) where.push(`posting_date >= $${params.push(from)}::date`)
  if (q.partyType) where.push(`party_type = $${params.push(q.partyType)}`)
  if (q.partyId) where.push(`party_id::text = $${params.push(q.partyId)}`)
  const [row] = await tx.query<{ s: string }>(
    `SELECT coalesce(sum(${column}), 0)::text AS s FROM fin_journal_line WHERE ${where.join(' AND ')}`,
    params,
  )
  return row?.s ?? '0'
}

const partyOpening = (tx: Queryable, leaves: readonly string[], to: string, q: AccountEntriesQuery) =>
  partySum(tx, leaves, null, to, q, 'base_debit - base_credit')

/** How many lines the range has (asked when the page is past the last line). */
async function countLines(tx: Queryable, leaves: readonly string[], from: string, to: string, q: AccountEntriesQuery) {
  const where = ['account_id::text = ANY($1::text[])', 'posting_date >= $2::date', 'posting_date <= $3::date']
  const params: unknown[] = [leaves, from, to]
  if (q.partyType) where.push(`party_type = $${params.push(q.partyType)}`)
  if (q.partyId) where.push(`party_id::text = $${params.push(q.partyId)}`)
  const [row] = await tx.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM fin_journal_line WHERE ${where.join(' AND ')}`,
    params,
  )
  return row?.n ?? '0'
}
