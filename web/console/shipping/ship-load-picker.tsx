import { Button, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { capacityOf } from './container-fill.ts'
import { ContainerGauge } from './container-gauge.tsx'
import { PlansTable } from './plans-table.tsx'
import { useShipLoading } from './use-ship-loading.ts'

type Row = Record<string, unknown>

/**
 * 装柜 of a draft ship: the plans it may carry, ticked to load them, the gauge showing what the
 * ticked ones would fill (red past the container), and 保存装柜 (the server checks the capacity too).
 */
export function ShipLoadPicker({ ship, plans, onSaved }: { ship: Row; plans: Row[]; onSaved: () => void }) {
  const { t } = useTranslation()
  const loading = useShipLoading(ship, plans, onSaved)
  const type = String(ship.containerType ?? '')
  return (
    <Stack gap="md">
      <ContainerGauge containerType={type} used={loading.load} capacity={capacityOf(type)} />
      {loading.plans.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('ship.load.noneLoadable')}
        </Text>
      ) : (
        <PlansTable plans={loading.plans} ticked={loading.ticked} onToggle={loading.toggle} />
      )}
      <Group justify="flex-end">
        <Button onClick={loading.save} loading={loading.saving} disabled={!loading.changed}>
          {t('ship.load.save')}
        </Button>
      </Group>
    </Stack>
  )
}
