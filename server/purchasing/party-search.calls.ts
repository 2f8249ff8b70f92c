import { baseCustomer } from '#sync/resources/other/base-customer.resource.ts'
import { baseFactory } from '#sync/resources/purchasing/base-factory.resource.ts'
import { businessPartySearchContract } from '#sync/resources/purchasing/purchasing.contracts.ts'
import { grantedCodes } from '../platform/auth/permissions.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { searchBusinessParties } from './party-search.ts'

const CUSTOMER_VIEW = baseCustomer.permissions.view
const SUPPLIER_VIEW = baseFactory.permissions.view

/** The business-party picker's search (spec 2 §7.5 erp/basecustomer/search). */
export const partySearchCalls = [
  defineCall({
    ...businessPartySearchContract,
    area: 'purchasing',
    summary:
      'Enabled business parties of a type (1 customer, 2 factory, 3 forwarder, 4 own company; all when none is given) whose name contains customerName (any case), for pickers: {id, type, code, name, contact, phone}, by name, at most 100. Customers come from the customer records, the other types from the suppliers (by their type); each only to a user who may view those records',
    access: { permission: [CUSTOMER_VIEW, SUPPLIER_VIEW] },
    readOnly: true,
    example: { type: '2', customerName: '电器' },
    handler: async (c, { query }) => {
      // Each table is searched only for a user who may view its records.
      const { session, db } = c.var
      const codes = await grantedCodes(db, session.tenantId, session.roleIds)
      const sources = { customers: codes.has(CUSTOMER_VIEW), suppliers: codes.has(SUPPLIER_VIEW) }
      return ok(c, await db.begin((tx) => searchBusinessParties(tx, query, sources), { readOnly: true }))
    },
  }),
]
