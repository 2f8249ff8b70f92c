import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { ResourcePanel } from './resource-list.page.tsx'
import { StatusTabs } from './status-tabs.tsx'

/**
 * A document list by the tabs of its status vocabulary (全部 first), the generic list below with
 * its declared actions as row buttons: ship applications, shipment plans, FBA transfers and turnovers.
 */
export function StatusListPage({
  resource,
  dictionary,
  field = 'status',
}: {
  resource: ResourceDef
  dictionary: string
  /** The status field the tabs filter on. */
  field?: string
}) {
  const { t } = useTranslation()
  const [status, setStatus] = useState('')
  return (
    <ResourcePanel
      resource={resource}
      fixedQuery={status ? { [field]: status } : {}}
      header={<StatusTabs dictionary={dictionary} value={status} onChange={setStatus} label={t('resource.byStatus')} />}
    />
  )
}
