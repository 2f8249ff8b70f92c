import type { JSX } from 'react'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { lazyPage } from '../../app/shell/lazy-page.ts'
import { SalePlanPage } from './sale-plan.page.tsx'

// The replenishment screen draws its chart with recharts: a chunk of its own, loaded when the page opens.
const ReplenishmentPage = lazyPage(() => import('./replenishment.page.tsx').then((m) => m.ReplenishmentPage))

/** The purchasing area's screens of their own, by resource key. */
export const purchasingScreens: Record<string, (resource: ResourceDef) => JSX.Element> = {
  'erp/saleplan': (resource) => <SalePlanPage resource={resource} />,
  'erp/replenishmentrules': () => <ReplenishmentPage />,
}
