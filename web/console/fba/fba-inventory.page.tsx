import { Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { getPage } from '../../api/client.ts'
import { ResourcePanel } from '../resource/resource-list.page.tsx'
import { centreTotals } from './fba-centres.ts'
import { FbaCentres } from './fba-centres.tsx'

/**
 * FBA库存 by fulfilment centre: each centre's units (fulfillable, inbound, reserved, unfulfillable)
 * above the generic list, which a centre clicked narrows to that centre.
 */
export function FbaInventoryPage({ resource }: { resource: ResourceDef }) {
  const [centre, setCentre] = useState('')
  const [version, setVersion] = useState(0)
  const all = useQuery({
    queryKey: ['fba-inventory-centres', version],
    queryFn: () => getPage<Record<string, unknown>>('/api/amazon/fbainventory/page', { current: 1, size: 1000 }),
  })
  return (
    <ResourcePanel
      resource={resource}
      fixedQuery={centre ? { fulfillmentCenterId: centre } : {}}
      onChanged={() => setVersion((v) => v + 1)}
      header={
        <Stack gap="xs">
          <FbaCentres totals={centreTotals(all.data?.records ?? [])} chosen={centre} onChoose={setCentre} />
        </Stack>
      }
    />
  )
}
