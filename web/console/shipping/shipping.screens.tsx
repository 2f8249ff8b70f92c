import type { JSX } from 'react'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { StatusListPage } from '../resource/status-list.page.tsx'
import { ShipPage } from './ship.page.tsx'

/** The shipping area's screens of their own, by resource key. */
export const shippingScreens: Record<string, (resource: ResourceDef) => JSX.Element> = {
  'erp/shipapply': (resource) => <StatusListPage resource={resource} dictionary="ship_apply_status" />,
  'erp/shiporder': (resource) => <StatusListPage resource={resource} dictionary="ship_order_status" />,
  'erp/ship': (resource) => <ShipPage resource={resource} />,
}
