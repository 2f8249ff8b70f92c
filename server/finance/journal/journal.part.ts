import { fbaShipmentClosed } from '../../fba/fba-intake.ts'
import { stockValued } from '../../inventory/stock-ledger.ts'
import { listen } from '../../platform/events.ts'
import { tenantCreated } from '../../system/tenant.ts'
import type { FinancePart } from '../finance-part.ts'
import { accountHooks } from './account.hooks.ts'
import { seedChartOfAccounts } from './chart.ts'
import { journalActionWorks } from './journal.actions.ts'
import { seedJournal } from './journal-seed.ts'
import { postFbaArrival, postStockValue } from './stock-postings.ts'

/** The finance area's part of the journal: the chart of accounts, the one posting function, periods, and the postings of stock (FBA arrivals too). */
export const journalPart: FinancePart = {
  calls: [],
  actions: journalActionWorks,
  hooks: { ...accountHooks },
  listeners: [
    listen(tenantCreated, (tx, _actor, { tenantId }) => seedChartOfAccounts(tx, tenantId)),
    listen(stockValued, postStockValue),
    listen(fbaShipmentClosed, postFbaArrival),
  ],
  seed: seedJournal,
}
