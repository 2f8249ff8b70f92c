import type { ComponentType, LazyExoticComponent } from 'react'
import { resourcePath } from '#sync/menus/resource-menus.ts'
import { order } from '#sync/resources/orders/order.resource.ts'
import { lazyPage } from '../../app/shell/lazy-page.ts'
import { ORDER_FORMS } from './order-form.ts'

/**
 * The orders' fixed pages (spec 1 §2.3): the order page, whose menu entry names its own path
 * (/erp/saleOrder/index), and the B2C and B2B forms; each in a chunk of its own.
 */
export const ORDER_PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  [resourcePath(order)]: lazyPage(() => import('../resource/resource-pages.tsx').then((m) => m.pageForResource(order))),
  [ORDER_FORMS.b2c.path]: lazyPage(() => import('./order-form.page.tsx').then((m) => m.B2COrderPage)),
  [ORDER_FORMS.b2b.path]: lazyPage(() => import('./order-form.page.tsx').then((m) => m.B2BOrderPage)),
}
