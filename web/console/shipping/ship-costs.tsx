import { Stack, Table, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { CostAllocationTable } from './cost-allocation-table.tsx'
import { ShipCostForm } from './ship-cost-form.tsx'
import { allocationParts, costTypeNames, type ShipCosts } from './ship-costs.ts'

type Row = Record<string, unknown>

/** Costs checked or billed (dictionary ship_cost_status) are locked: nothing is entered or calculated. */
const LOCKED = new Set(['2', '3'])
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/** The cost lines of a ship: type, amount in its currency and in the base currency, how it is allocated. */
function CostLines({ costs, typeLabel }: { costs: Row[]; typeLabel: (key: string) => string }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const basis = findDictionary('ship_cost_basis').entries
  if (costs.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('ship.costs.none')}
      </Text>
    )
  }
  return (
    <Table withTableBorder aria-label={t('ship.costs.lines')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('ship.costs.type')}</Table.Th>
          <Table.Th ta="right">{t('ship.costs.amount')}</Table.Th>
          <Table.Th ta="right">{t('ship.costs.baseAmount')}</Table.Th>
          <Table.Th>{t('ship.costs.basis')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {costs.map((cost) => (
          <Table.Tr key={text(cost.id)}>
            <Table.Td>{typeLabel(text(cost.costType))}</Table.Td>
            <Table.Td ta="right">{`${text(cost.currencyCode)} ${text(cost.amount)}`}</Table.Td>
            <Table.Td ta="right">{text(cost.baseAmount)}</Table.Td>
            <Table.Td>{basis.find((b) => b.key === text(cost.basis))?.label[lang] ?? text(cost.basis)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

/** 费用: a ship's cost lines and, once calculated, their allocation per SKU line and cost type. */
export function ShipCostsView({
  shipId,
  costs,
  plans,
  onChanged,
}: {
  shipId: string
  costs: ShipCosts
  plans: Row[]
  onChanged: () => void
}) {
  const { t } = useTranslation()
  const names = costTypeNames(currentLanguage())
  return (
    <Stack gap="md">
      {!LOCKED.has(costs.costStatus) && <ShipCostForm shipId={shipId} onChanged={onChanged} />}
      <CostLines costs={costs.costs} typeLabel={names.label} />
      <Title order={5}>{t('ship.allocation.title')}</Title>
      <CostAllocationTable parts={allocationParts(costs, plans)} costTypeLabel={names.label} order={names.order} />
    </Stack>
  )
}
