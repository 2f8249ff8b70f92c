import { PURCHASE_ORDER_PERMISSIONS } from '#sync/resources/purchasing/purchase-order.resource.ts'
import { purchaseContractContract, saleContractContract } from '#sync/resources/purchasing/purchasing.contracts.ts'
import { SALE_PLAN_PERMISSIONS } from '#sync/resources/purchasing/sale-plan.resource.ts'
import { defineCall } from '../../platform/http/calls.ts'
import { actorOf } from '../../platform/resources/resource-calls.ts'
import { DEMO_PURCHASE, DEMO_SALE_PLAN } from '../seed-purchasing.ts'
import { contractFile, fileDownload } from './contract-file.ts'
import { purchaseContract } from './purchase-contract.ts'
import { saleContract } from './sale-contract.ts'

/** The contracts of the purchasing area's documents, as xlsx or PDF, in Chinese or English. */
export const contractCalls = [
  defineCall({
    ...saleContractContract,
    area: 'purchasing',
    summary:
      "The purchase contract of a sales plan (id): the tenant's company buys the plan's lines from its factory at their FOB prices (boxes, units per box, exact amounts, total in figures and words), by the plan's dates and settlement way, with the quality and inspection clauses and the signatures; xlsx (default) or PDF (format), Chinese or English (lang, default the user's language)",
    access: { permission: SALE_PLAN_PERMISSIONS.view },
    readOnly: true,
    example: { id: DEMO_SALE_PLAN.plan, format: 'pdf', lang: 'zh' },
    handler: async (c, { query }) =>
      fileDownload(await c.var.db.begin((tx) => contractFile(tx, actorOf(c), saleContract, query), { readOnly: true })),
  }),
  defineCall({
    ...purchaseContractContract,
    area: 'purchasing',
    summary:
      "The contract of a purchase order (id): the tenant's company buys the order's lines from its factory at their prices in the order's currency (cartons from the plan line's or the product's units per carton, exact amounts, total in figures and words), with the deposit and balance, settlement and payment method, the expected date and the destination warehouse, the quality and inspection clauses and the signatures; xlsx (default) or PDF (format), Chinese or English (lang, default the user's language)",
    access: { permission: PURCHASE_ORDER_PERMISSIONS.view },
    readOnly: true,
    example: { id: DEMO_PURCHASE.kailiOrder, format: 'pdf', lang: 'en' },
    handler: async (c, { query }) =>
      fileDownload(
        await c.var.db.begin((tx) => contractFile(tx, actorOf(c), purchaseContract, query), { readOnly: true }),
      ),
  }),
]
