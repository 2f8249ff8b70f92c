import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { ResourcePanel } from '../resource/resource-list.page.tsx'
import { StatusTabs } from '../resource/status-tabs.tsx'
import { ShipWork } from './ship-work.tsx'

type Row = Record<string, unknown>

/**
 * Ships (货柜): by status, the generic list with its declared steps (confirm, depart, make the
 * inbound order, void) as row buttons, and 装柜/费用/单证 opening the container's fill gauge, its
 * costs with their allocation, and its documents.
 */
export function ShipPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const [status, setStatus] = useState('')
  const [ship, setShip] = useState<Row | null>(null)
  // A load saved in the dialog changes the row's volume and weight: the list is drawn again.
  const [loaded, setLoaded] = useState(0)
  return (
    <>
      <ResourcePanel
        key={loaded}
        resource={resource}
        fixedQuery={status ? { status } : {}}
        extraAction={{ label: t('ship.work'), onClick: setShip }}
        header={
          <StatusTabs dictionary="ship_status" value={status} onChange={setStatus} label={t('resource.byStatus')} />
        }
      />
      <ShipWork ship={ship} onClose={() => setShip(null)} onChanged={() => setLoaded((v) => v + 1)} />
    </>
  )
}
