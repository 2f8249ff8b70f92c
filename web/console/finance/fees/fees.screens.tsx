import type { JSX } from 'react'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { StatusListPage } from '../../resource/status-list.page.tsx'
import { FeeStatistics } from './fee-statistics.tsx'
import { ReceiveFeePage } from './receive-fee.page.tsx'

/** The finance area's screens of their own for fees, by resource key. */
export const feesScreens: Record<string, (resource: ResourceDef) => JSX.Element> = {
  'erp/financialapplyfee': (resource) => <StatusListPage resource={resource} dictionary="apply_fee_status" />,
  'erp/financialfeedetail': (resource) => (
    <>
      <FeeStatistics />
      <StatusListPage resource={resource} dictionary="fee_detail_status" />
    </>
  ),
  'erp/financialreceivefee': (resource) => <ReceiveFeePage resource={resource} />,
}
