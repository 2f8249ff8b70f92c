import { Stack, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { capacityOf } from './container-fill.ts'
import { ContainerGauge } from './container-gauge.tsx'

type Row = Record<string, unknown>
const shown = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/** 装柜: the container's fill by volume and weight, and the shipment plans loaded on it. */
export function ShipLoad({ ship, plans }: { ship: Row; plans: Row[] }) {
  const { t } = useTranslation()
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
        <Table withTableBorder striped aria-label={t('ship.load.plans')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('ship.allocation.plan')}</Table.Th>
              <Table.Th>{t('ship.load.batch')}</Table.Th>
              <Table.Th ta="right">{t('ship.allocation.quantity')}</Table.Th>
              <Table.Th ta="right">{t('ship.load.boxes')}</Table.Th>
              <Table.Th ta="right">m³</Table.Th>
              <Table.Th ta="right">kg</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plans.map((plan) => (
              <Table.Tr key={shown(plan.id)}>
                <Table.Td>{shown(plan.code)}</Table.Td>
                <Table.Td>{shown(plan.batchNo)}</Table.Td>
                <Table.Td ta="right">{shown(plan.totalQuantity)}</Table.Td>
                <Table.Td ta="right">{shown(plan.boxNum)}</Table.Td>
                <Table.Td ta="right">{shown(plan.volume)}</Table.Td>
                <Table.Td ta="right">{shown(plan.weight)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  )
}
