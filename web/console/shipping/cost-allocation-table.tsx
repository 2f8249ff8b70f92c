import { Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { type AllocationPart, allocationTable } from './cost-allocation.ts'

/**
 * 费用分摊: a ship's costs as allocated to its plan lines, one row per SKU line and one column per
 * cost type, with each line's total and per-unit share and the columns' totals (the cost lines'
 * amounts to the cent).
 */
export function CostAllocationTable({
  parts,
  costTypeLabel,
  order,
}: {
  parts: readonly AllocationPart[]
  /** A cost type's name in the user's language (from its vocabulary). */
  costTypeLabel: (costType: string) => string
  /** The cost types in their vocabulary's order. */
  order?: readonly string[]
}) {
  const { t } = useTranslation()
  const table = allocationTable(parts, order)
  const withLanded = table.lines.some((l) => l.landed)
  if (table.lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('ship.allocation.empty')}
      </Text>
    )
  }
  return (
    <Table striped withTableBorder aria-label={t('ship.allocation.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('ship.allocation.plan')}</Table.Th>
          <Table.Th>{t('ship.allocation.sku')}</Table.Th>
          <Table.Th ta="right">{t('ship.allocation.quantity')}</Table.Th>
          {table.costTypes.map((c) => (
            <Table.Th key={c} ta="right">
              {costTypeLabel(c)}
            </Table.Th>
          ))}
          <Table.Th ta="right">{t('ship.allocation.total')}</Table.Th>
          <Table.Th ta="right">{t('ship.allocation.perUnit')}</Table.Th>
          {withLanded && <Table.Th ta="right">{t('ship.allocation.landed')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.lines.map((line) => (
          <Table.Tr key={line.key}>
            <Table.Td>{line.plan}</Table.Td>
            <Table.Td>{line.sku}</Table.Td>
            <Table.Td ta="right">{line.quantity}</Table.Td>
            {table.costTypes.map((c) => (
              <Table.Td key={c} ta="right">
                {line.amounts[c]}
              </Table.Td>
            ))}
            <Table.Td ta="right" fw={600}>
              {line.total}
            </Table.Td>
            <Table.Td ta="right">{line.perUnit}</Table.Td>
            {withLanded && <Table.Td ta="right">{line.landed}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th colSpan={3}>{t('ship.allocation.totals')}</Table.Th>
          {table.costTypes.map((c) => (
            <Table.Th key={c} ta="right">
              {table.totals[c]}
            </Table.Th>
          ))}
          <Table.Th ta="right">{table.total}</Table.Th>
          <Table.Th />
          {withLanded && <Table.Th />}
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  )
}
