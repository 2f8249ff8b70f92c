import { trialCostContract } from '#sync/resources/purchasing/purchasing.contracts.ts'
import { SALE_PLAN_PERMISSIONS } from '#sync/resources/purchasing/sale-plan.resource.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { trialCost } from './sale-plan.ts'
import { DEMO_SALE_PLAN } from './seed-purchasing.ts'

/** Sales plans' hand-written calls: the trial costing of their lines (spec 2 erp/saleplanitem/trial/cost). */
export const salePlanCalls = [
  defineCall({
    ...trialCostContract,
    area: 'purchasing',
    readOnly: true,
    summary:
      "Trial costing of a sales plan's lines (planId) or one line (id) against its shop's fee configuration, in exact money: landed cost per unit (FOB price plus first-leg, FBA, storage, material and safekeeping fees) and in total; given a selling price for every line (salePrice), the commission, advertising, sales loss and tax it brings, the margin per unit and in total and the margin rate, each term named",
    access: { permission: SALE_PLAN_PERMISSIONS.view },
    example: { planId: DEMO_SALE_PLAN.plan, salePrice: '29.99' },
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => trialCost(tx, actorOf(c), query))),
  }),
]
