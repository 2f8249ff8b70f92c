import {
  ABROAD_APPLY_PERMISSIONS,
  ABROAD_VOUCHER_PERMISSIONS,
} from '#sync/resources/finance/foreign/abroad-pay.resource.ts'
import {
  applyPayListContract,
  deductionNoContract,
  receiveAccountContract,
  receiverListContract,
  relationNoContract,
  statisticContract,
} from '#sync/resources/finance/foreign/foreign.contracts.ts'
import { FOREIGN_PAYMENT_PERMISSIONS } from '#sync/resources/finance/foreign/foreign-payment.resource.ts'
import { defineCall } from '../../platform/http/calls.ts'
import { ok } from '../../platform/http/respond.ts'
import { actorOf } from '../../platform/resources/resource-calls.ts'
import { abroadReceivers, payableApplications } from './abroad-views.ts'
import { DEMO_FOREIGN } from './foreign-seed.ts'
import { deductionsOpen, foreignStatistics, receiveAccounts, relationsToPay } from './foreign-views.ts'

const area = 'finance'
const FP_VIEW = { permission: FOREIGN_PAYMENT_PERMISSIONS.view }

/** The foreign part's hand-written calls (beyond the generic ones of its declarations and actions). */
export const foreignCalls = [
  defineCall({
    ...relationNoContract,
    area,
    readOnly: true,
    alsoOther: true,
    summary:
      'What a foreign payment may pay (relationType 1 purchase orders, 2 ship bills; by keyword, payee, currency): each document with what the journal holds open on it, what live payments not yet audited claim, and what is left',
    access: FP_VIEW,
    example: { relationType: '1', currencyCode: 'USD' },
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => relationsToPay(tx, actorOf(c), query))),
  }),
  defineCall({
    ...deductionNoContract,
    area,
    readOnly: true,
    alsoOther: true,
    summary:
      'Deposits a foreign payment may deduct: what is still prepaid on purchase orders in the journal (of one factory, one order or one currency)',
    access: FP_VIEW,
    example: { relationId: DEMO_FOREIGN.kailiOrder },
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => deductionsOpen(tx, actorOf(c), query))),
  }),
  defineCall({
    ...receiveAccountContract,
    area,
    readOnly: true,
    alsoOther: true,
    summary:
      'Receiving accounts: the suppliers’ own bank accounts (one party’s, or those matching the keyword), then those earlier foreign payments went to',
    access: FP_VIEW,
    example: { partyId: DEMO_FOREIGN.kaili },
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => receiveAccounts(tx, actorOf(c), query))),
  }),
  defineCall({
    ...statisticContract,
    area,
    readOnly: true,
    alsoOther: true,
    summary:
      'Foreign payments summed per payee and currency (a page): count, amount, audited, pending, audited in base currency, exchange differences posted',
    access: FP_VIEW,
    example: { current: 1, size: 30 },
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => foreignStatistics(tx, actorOf(c), query))),
  }),
  defineCall({
    ...receiverListContract,
    area,
    readOnly: true,
    alsoOther: true,
    summary:
      'Whom an overseas payment application may pay: forwarders and customs agents with their accounts, third-party overseas warehouses, earlier receivers',
    access: { permission: ABROAD_APPLY_PERMISSIONS.view },
    example: {},
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => abroadReceivers(tx, actorOf(c), query))),
  }),
  defineCall({
    ...applyPayListContract,
    area,
    readOnly: true,
    alsoOther: true,
    summary:
      'Overseas payment applications a voucher may pay (approved or partly registered), each with what is left to register (a page; by keyword and currency)',
    access: { permission: ABROAD_VOUCHER_PERMISSIONS.view },
    example: { current: 1, size: 30 },
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => payableApplications(tx, actorOf(c), query))),
  }),
]
