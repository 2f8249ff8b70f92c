import type { Queryable } from '../../platform/db/db.ts'
import { insertSeedRows } from '../../platform/seed/insert-seed-rows.ts'
import { seedChartOfAccounts } from './chart.ts'
import { DEMO_PERIODS } from './periods.ts'

/**
 * The journal's demo rows of a tenant: its chart of accounts and two past months with no postings,
 * one closed and the next open (the close and reopen examples). Entries come only from documents'
 * own postings (and the stock the demo moved), never from here.
 */
export async function seedJournal(tx: Queryable, tenantId: string): Promise<void> {
  await seedChartOfAccounts(tx, tenantId)
  if (tenantId !== '000000') return
  await insertSeedRows(tx, 'fin_period', tenantId, [
    { id: DEMO_PERIODS.closed, period: '2026-01', status: 2, closeUser: null, closeTime: '2026-02-03 10:00:00' },
    { id: DEMO_PERIODS.open, period: '2026-02', status: 1 },
  ])
}
