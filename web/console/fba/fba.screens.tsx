import type { JSX } from 'react'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { StatusListPage } from '../resource/status-list.page.tsx'
import { FbaInventoryPage } from './fba-inventory.page.tsx'

/** The fba area's screens of their own, by resource key. */
export const fbaScreens: Record<string, (resource: ResourceDef) => JSX.Element> = {
  'erp/fbatransfer': (resource) => <StatusListPage resource={resource} dictionary="fba_transfer_status" />,
  'erp/fbaturnover': (resource) => <StatusListPage resource={resource} dictionary="fba_turnover_status" />,
  'amazon/fbainventory': (resource) => <FbaInventoryPage resource={resource} />,
}
