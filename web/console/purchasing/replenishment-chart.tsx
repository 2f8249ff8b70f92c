import { LineChart } from '@mantine/charts'
import { Paper, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ReplenishmentRow } from './use-replenishment.ts'

/** A SKU's units sold per day over 90 days against its stock at each day's end (stock on the right axis). */
export function SalesStockChart({
  row,
  days,
}: {
  row: ReplenishmentRow | null
  days: readonly { day: string; quantity: number; stock: number }[]
}) {
  const { t } = useTranslation()
  if (!row)
    return (
      <Text size="sm" c="dimmed">
        {t('replenishment.chartHint')}
      </Text>
    )
  return (
    <Paper withBorder p="md">
      <Text fw={600} size="sm" mb="sm">
        {t('replenishment.chartTitle', { sku: row.sysSku })}
      </Text>
      <LineChart
        h={220}
        data={[...days]}
        dataKey="day"
        withRightYAxis
        withLegend
        curveType="linear"
        withDots={false}
        series={[
          { name: 'quantity', label: t('replenishment.chart.quantity'), color: 'blue.6' },
          { name: 'stock', label: t('replenishment.chart.stock'), color: 'teal.6', yAxisId: 'right' },
        ]}
        tooltipAnimationDuration={100}
      />
    </Paper>
  )
}
