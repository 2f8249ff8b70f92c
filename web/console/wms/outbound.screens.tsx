import type { JSX } from 'react'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { OutboundScreen } from './packing.page.tsx'
import { PickListScreen } from './pick-list.page.tsx'

/** The outbound side's screens of their own (issue 10 §3): picking pick lists, packing and labelling orders. */
export const outboundScreens: Record<string, (resource: ResourceDef) => JSX.Element> = {
  'ware/worderpick': (resource) => <PickListScreen resource={resource} />,
  'ware/woutbound': (resource) => <OutboundScreen resource={resource} />,
}
