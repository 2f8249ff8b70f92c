import { Group, Pagination, Paper, Stack } from '@mantine/core'
import { useState } from 'react'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { inventoryAgePlan } from '#sync/resources/inventory/inventory-age-plan.resource.ts'
import { usePermissions } from '../../api/menus.ts'
import { AgePlanDialog } from './age-plan-dialog.tsx'
import type { AgeRow } from './inventory-age.ts'
import { InventoryAgeChart, InventoryAgeFilter, InventoryAgeTable } from './inventory-age-parts.tsx'
import { useInventoryAge } from './use-inventory-age.ts'

/**
 * Inventory age (库龄): per SKU and warehouse, the units (and value) in each age bucket, oldest
 * first, as a table and a stacked bar chart; each row may get an aged-stock plan.
 */
export function InventoryAgePage({ resource }: { resource: ResourceDef }) {
  const { can } = usePermissions()
  const age = useInventoryAge()
  const [planning, setPlanning] = useState<AgeRow | null>(null)
  return (
    <Stack gap="md">
      <InventoryAgeFilter storeId={age.storeId} onChange={age.chooseStore} />
      {age.rows.length > 0 && <InventoryAgeChart rows={age.rows} />}
      <Paper withBorder p="md">
        <InventoryAgeTable
          rows={age.rows}
          isLoaded={age.isLoaded}
          onPlan={can(resource.permissions.add) ? setPlanning : undefined}
        />
        {age.pages > 1 && (
          <Group justify="flex-end" mt="xs">
            <Pagination size="sm" total={age.pages} value={age.current} onChange={age.setCurrent} />
          </Group>
        )}
      </Paper>
      <AgePlanDialog row={planning} onClose={() => setPlanning(null)} />
    </Stack>
  )
}

/** The age screen of the aged-stock plans' menu entry. */
export function InventoryAgeScreen() {
  return <InventoryAgePage resource={inventoryAgePlan} />
}
