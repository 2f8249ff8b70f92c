import { listen } from '../../platform/events.ts'
import { tenantCreated } from '../../system/tenant.ts'
import type { FinancePart } from '../finance-part.ts'
import { seedChartOfAccounts } from './chart.ts'

/** The finance area's part of the journal: the chart of accounts, the one posting function, periods, and the postings of stock. */
export const journalPart: FinancePart = {
  calls: [],
  actions: [],
  hooks: {},
  listeners: [listen(tenantCreated, (tx, _actor, { tenantId }) => seedChartOfAccounts(tx, tenantId))],
  seed: (tx, tenantId) => seedChartOfAccounts(tx, tenantId),
}
