import { expect } from 'vitest'
import type { Queryable } from '../../platform/db/db.ts'

/** Entries whose lines do not balance, in the entry's currency or in base. */
export async function unbalancedEntries(tx: Queryable) {
  return tx.query<{ entryId: string; diff: string; baseDiff: string }>(
    `SELECT entry_id::text, (sum(debit) - sum(credit))::text AS diff, (sum(base_debit) - sum(base_credit))::text AS base_diff
       FROM fin_journal_line GROUP BY tenant_id, entry_id
     HAVING sum(debit) <> sum(credit) OR sum(base_debit) <> sum(base_credit)`,
  )
}

/** Kept balances that differ from a recount of the lines (either side missing counts as zero). */
export async function balanceDrift(tx: Queryable) {
  return tx.query<Record<string, string>>(
    `WITH recount AS (
       SELECT l.tenant_id, l.account_id, e.period, l.party_type, l.party_id, l.currency_code,
              sum(l.debit) AS debit, sum(l.credit) AS credit, sum(l.base_debit) AS base_debit, sum(l.base_credit) AS base_credit
         FROM fin_journal_line l JOIN fin_journal_entry e ON e.tenant_id = l.tenant_id AND e.id = l.entry_id
        GROUP BY l.tenant_id, l.account_id, e.period, l.party_type, l.party_id, l.currency_code)
     SELECT coalesce(r.account_id, k.account_id)::text AS account_id, coalesce(r.period, k.period) AS period,
            coalesce(r.party_type, k.party_type) AS party_type, coalesce(r.party_id, k.party_id)::text AS party_id,
            coalesce(r.currency_code, k.currency_code) AS currency_code,
            r.debit::text AS counted_debit, k.debit::text AS kept_debit, r.base_debit::text AS counted_base_debit,
            k.base_debit::text AS kept_base_debit
       FROM recount r FULL JOIN fin_account_balance k
         ON k.tenant_id = r.tenant_id AND k.account_id = r.account_id AND k.period = r.period
        AND k.party_type = r.party_type AND k.party_id = r.party_id AND k.currency_code = r.currency_code
      WHERE coalesce(r.debit, 0) <> coalesce(k.debit, 0) OR coalesce(r.credit, 0) <> coalesce(k.credit, 0)
         OR coalesce(r.base_debit, 0) <> coalesce(k.base_debit, 0) OR coalesce(r.base_credit, 0) <> coalesce(k.base_credit, 0)`,
  )
}

/** The trial balance's totals in base currency (debits and credits of every kept balance). */
export async function trialTotals(tx: Queryable) {
  const [row] = await tx.query<{ debit: string; credit: string }>(
    `SELECT coalesce(sum(base_debit), 0)::text AS debit, coalesce(sum(base_credit), 0)::text AS credit FROM fin_account_balance`,
  )
  return row as { debit: string; credit: string }
}

/**
 * The books check every finance test ends with (call it with a tenant-scoped db or transaction):
 * every entry balances in both currencies, the trial balance sums to zero, and the kept balances
 * equal a recount from the lines.
 */
export async function expectBooksBalanced(tx: Queryable): Promise<void> {
  expect(await unbalancedEntries(tx), 'entries that do not balance').toEqual([])
  const totals = await trialTotals(tx)
  expect(totals.debit, 'trial balance debits equal credits').toBe(totals.credit)
  expect(await balanceDrift(tx), 'kept balances differ from the lines').toEqual([])
}
