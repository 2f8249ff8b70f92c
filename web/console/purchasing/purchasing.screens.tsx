import type { JSX } from 'react'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { SalePlanPage } from './sale-plan.page.tsx'

/** The purchasing area's screens of their own, by resource key. */
export const purchasingScreens: Record<string, (resource: ResourceDef) => JSX.Element> = {
  'erp/saleplan': (resource) => <SalePlanPage resource={resource} />,
}
