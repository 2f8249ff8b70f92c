import { z } from 'zod'
import { idSchema } from '#sync/resources/resource-schemas.ts'
import { baseStorePosition } from '#sync/resources/wms/base-store-position.resource.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { syncStorePositions } from './store-position.ts'

const syncQuery = z.object({ storeId: idSchema.optional() })

/** ERP position calls beyond the generic ones (spec 2 §7.8 erp/basestoreposition). */
export const storePositionCalls = [
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/erp/basestoreposition/synchronous',
    area: 'wms',
    summary:
      "Brings the ERP's positions in line with the floor's (one warehouse with storeId, or all): they are one model, so nothing is copied; answers how many positions are in line",
    access: { permission: baseStorePosition.permissions.edit },
    input: { params: syncQuery, labels: { storeId: baseStorePosition.fields.storeId.label } },
    /** How many positions were inserted, updated, removed and left as they were (all of them are one model). */
    output: z.object({
      inserted: z.number(),
      updated: z.number(),
      removed: z.number(),
      unchanged: z.number(),
      total: z.number(),
    }),
    handler: async (c, { params }) => ok(c, await c.var.db.begin((tx) => syncStorePositions(tx, actorOf(c), params))),
  }),
]
