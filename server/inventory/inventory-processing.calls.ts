import { z } from 'zod'
import {
  inventoryProcessingActions,
  PROCESSING_STATUS,
} from '#sync/resources/inventory/inventory-processing.actions.ts'
import { inventoryProcessing } from '#sync/resources/inventory/inventory-processing.resource.ts'
import { fieldLabels } from '#sync/resources/resource-schemas.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { runAction } from '../platform/records/transition.ts'
import { actorOf, idsParams, readIds } from '../platform/resources/resource-calls.ts'
import { completeProcessing } from './inventory-processing.ts'

/** Completing or abolishing processing orders (spec 2 §7.9 inventoryprocessing updateStatus). */
export const inventoryProcessingCalls = [
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: '/api/erp/inventoryprocessing/updateStatus',
    area: 'inventory',
    summary:
      'Completes processing orders (ids, status 1: parts into sets or sets into parts, through the ledger) or abolishes them (status 2)',
    access: { permission: inventoryProcessing.permissions.edit },
    input: {
      params: idsParams.extend({ status: z.enum([PROCESSING_STATUS.completed, PROCESSING_STATUS.abolished]) }),
      labels: fieldLabels(inventoryProcessing),
    },
    handler: async (c, { params }) => {
      const ids = readIds(c, params)
      const actor = actorOf(c)
      await c.var.db.begin((tx) =>
        params.status === PROCESSING_STATUS.completed
          ? completeProcessing(tx, actor, ids)
          : runAction(tx, actor, inventoryProcessingActions.abolish, ids, {}).then(() => undefined),
      )
      return ok(c, true)
    },
  }),
]
