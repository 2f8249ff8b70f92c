import { Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { capacityOf } from './container-fill.ts'
import { ContainerGauge } from './container-gauge.tsx'
import { PlansTable } from './plans-table.tsx'
import { ShipLoadPicker } from './ship-load-picker.tsx'

type Row = Record<string, unknown>
const shown = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/** The ship status whose load may still change (dictionary ship_status: draft). */
const DRAFT = '1'

/**
 * 装柜: a draft ship's plans to tick and load; once confirmed, the container's fill by volume and
 * weight and the plans loaded on it.
 */
export function ShipLoad({ ship, plans, onSaved }: { ship: Row; plans: Row[]; onSaved?: () => void }) {
  const { t } = useTranslation()
  if (onSaved && shown(ship.status) === DRAFT) return <ShipLoadPicker ship={ship} plans={plans} onSaved={onSaved} />
  const type = shown(ship.containerType)
  return (
    <Stack gap="md">
      <ContainerGauge
        containerType={type}
        used={{ volume: shown(ship.volume) || '0', weight: shown(ship.weight) || '0' }}
        capacity={capacityOf(type)}
      />
      {plans.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('ship.load.none')}
        </Text>
      ) : (
        <PlansTable plans={plans} />
      )}
    </Stack>
  )
}
