import { feesContracts as k } from '#sync/resources/finance/fees/fees.contracts.ts'
import { FEE_DETAIL_PERMISSIONS } from '#sync/resources/finance/fees/fees.resource.ts'
import { defineCall } from '../../platform/http/calls.ts'
import { ok } from '../../platform/http/respond.ts'
import { actorOf } from '../../platform/resources/resource-calls.ts'
import { applyUsers, feeMonthStatistic, feeTypeStatistic, feeYearStatistic, receiveAccounts } from './fee-statistics.ts'
import { DEMO_FEES } from './fees-seed.ts'

const view = { permission: FEE_DETAIL_PERMISSIONS.view }

/** The fee details' calls beyond the generic ones and the declared actions (spec 3 §7 /financialFeeDetail). */
export const feesCalls = [
  defineCall({
    ...k.listOfStatistic,
    area: 'finance',
    summary:
      'Sums of registered, partly paid and paid bills per fee type and currency (count, amount, exact), with the totals per currency; narrowed by monthFrom, monthTo (YYYY-MM), feeType, partyId, currencyCode',
    access: view,
    readOnly: true,
    example: { monthFrom: '2026-01', monthTo: '2026-12' },
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => feeTypeStatistic(tx, actorOf(c), query))),
  }),
  defineCall({
    ...k.feeDetailStatistic,
    area: 'finance',
    summary:
      'Sums of registered, partly paid and paid bills per month and currency (count, amount, exact), with the totals per currency; narrowed as listOfStatistic',
    access: view,
    readOnly: true,
    example: { monthFrom: '2026-01', monthTo: '2026-12' },
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => feeMonthStatistic(tx, actorOf(c), query))),
  }),
  defineCall({
    ...k.feeStatisticByYear,
    area: 'finance',
    summary:
      "A year's sums (year, this one by default) of registered, partly paid and paid bills per fee type and currency, January to December and the year, and the same per currency",
    access: view,
    readOnly: true,
    example: { year: 2026 },
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => feeYearStatistic(tx, actorOf(c), query))),
  }),
  defineCall({
    ...k.getReceiveAccount,
    area: 'finance',
    summary:
      'The accounts fees were paid to before (bills and fee applications): holder, bank and account no. per provider, newest first, for a provider (partyId or partyName) when named',
    access: view,
    readOnly: true,
    example: { partyName: DEMO_FEES.providerName },
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => receiveAccounts(tx, actorOf(c), query))),
  }),
  defineCall({
    ...k.getApplyUserHis,
    area: 'finance',
    summary:
      'Who applied for fees before (bills and fee applications): applicant id and name, how often and when last, narrowed by a keyword of the name',
    access: view,
    readOnly: true,
    example: {},
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => applyUsers(tx, actorOf(c), query))),
  }),
]
