import { z } from 'zod'
import { defineAction } from '../define-action.ts'
import { storeRealInventory } from './inventory-push.resource.ts'

/** The reported stock of a warehouse and SKU, counted again: the new figure, the day and why (history kept). */
export const realInventoryActions = {
  updateInventory: defineAction(storeRealInventory, 'updateInventory', {
    label: { zh: '更新实际库存', en: 'Update reported stock', ja: '報告在庫を更新' },
    from: ['0', '1'],
    input: z.object({
      realQuantity: z.coerce.number().int().min(0).max(99_999_999),
      countDate: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
      reason: z.string().trim().min(1).max(400),
    }),
    inputLabels: { reason: { zh: '原因', en: 'Reason', ja: '理由' } },
    permission: storeRealInventory.permissions.edit,
    call: { path: 'updateInventory' },
  }),
}
