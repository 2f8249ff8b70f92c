import { applyFilesContract } from '#sync/resources/shipping/ship-apply.contracts.ts'
import { SHIP_APPLY_PERMISSIONS } from '#sync/resources/shipping/ship-apply.resource.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { DEMO_SHIPPING } from './ship-order-seed.ts'
import { addApplyFiles } from './ship-order-views.ts'

/** The ship applications' hand-written calls (beyond the generic ones of their declarations and actions). */
export const shipApplyCalls = [
  defineCall({
    ...applyFilesContract,
    area: 'shipping',
    summary: 'Adds uploaded files (shipApplyId, fileUrl, fileName, remark) to ship applications at once',
    access: { permission: SHIP_APPLY_PERMISSIONS.edit },
    example: [
      { shipApplyId: DEMO_SHIPPING.apply, fileUrl: '/upload/demo/packing-list.pdf', fileName: 'packing-list.pdf' },
    ],
    handler: async (c, { body }) => ok(c, await c.var.db.begin((tx) => addApplyFiles(tx, actorOf(c), body))),
  }),
]
