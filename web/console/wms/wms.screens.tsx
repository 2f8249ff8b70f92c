import type { JSX } from 'react'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { InboundOrderPage } from './inbound-order.page.tsx'
import { InspectionPage, PutAwayTaskPage } from './putaway.page.tsx'
import { StocktakingPage } from './stocktaking.page.tsx'

/** The warehouse area's screens of their own (issue 10 §3): receiving, putaway, inspection, stock counts, by resource key. */
export const wmsScreens: Record<string, (resource: ResourceDef) => JSX.Element> = {
  'ware/winboundorder': (resource) => <InboundOrderPage resource={resource} />,
  'ware/winboundshelves': (resource) => <PutAwayTaskPage resource={resource} />,
  'ware/wqualityinspection': (resource) => <InspectionPage resource={resource} />,
  'ware/wstocktaking': (resource) => <StocktakingPage resource={resource} />,
}
