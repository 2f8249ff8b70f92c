import { z } from 'zod'
import { defineAction } from '../define-action.ts'
import { baseProduct, PRODUCT_PERMISSIONS } from './base-product.resource.ts'

/** A product's removal as a status: '1' in the recycle bin, '0' live (the base column is_deleted). */
export const PRODUCT_REMOVAL = { live: '0', removed: '1' } as const

/** Lifecycle steps of a product beyond plain saving. */
export const productActions = {
  restore: defineAction(baseProduct, 'restore', {
    label: { zh: '恢复', en: 'Restore', ja: '復元' },
    statusField: 'isDeleted',
    from: [PRODUCT_REMOVAL.removed],
    to: PRODUCT_REMOVAL.live,
    input: z.object({}),
    permission: PRODUCT_PERMISSIONS.remove,
    refusal: 'products.notRemoved',
  }),
}
