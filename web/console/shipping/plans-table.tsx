import { Checkbox, Table } from '@mantine/core'
import { useTranslation } from 'react-i18next'

type Row = Record<string, unknown>
const shown = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/** Shipment plans with what each brings to a container; ticked ones when the ship is being loaded. */
export function PlansTable({
  plans,
  ticked,
  onToggle,
}: {
  plans: Row[]
  ticked?: ReadonlySet<string>
  onToggle?: (id: string) => void
}) {
  const { t } = useTranslation()
  return (
    <Table withTableBorder striped aria-label={t(onToggle ? 'ship.load.loadable' : 'ship.load.plans')}>
      <Table.Thead>
        <Table.Tr>
          {onToggle && <Table.Th w={40} />}
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
            {onToggle && (
              <Table.Td>
                <Checkbox
                  aria-label={t('ship.load.choose', { code: shown(plan.code) })}
                  checked={ticked?.has(shown(plan.id)) ?? false}
                  onChange={() => onToggle(shown(plan.id))}
                />
              </Table.Td>
            )}
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
  )
}
