import { BarChart } from '@mantine/charts'
import { Button, Group, Paper, Table, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { shownDecimal } from '#sync/money/shown-decimal.ts'
import { inventoryAgePlan } from '#sync/resources/inventory/inventory-age-plan.resource.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { EmptyRow } from '../../ui/empty-row.tsx'
import { LinkPicker } from '../resource/link-picker.tsx'
import { AGE_BUCKET_COLORS, AGE_BUCKET_KEYS, type AgeRow, ageActionName, ageChartData } from './inventory-age.ts'

const NUMBER_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const

/** The age page's heading and its one filter, the warehouse (every warehouse when none is chosen). */
export function InventoryAgeFilter({ storeId, onChange }: { storeId: string; onChange: (storeId: string) => void }) {
  const { t } = useTranslation()
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" align="flex-end">
        <Title order={4}>{t('inventory.age.title')}</Title>
        <div style={{ width: 260 }}>
          <LinkPicker
            field={{ ...inventoryAgePlan.fields.storeId, required: false }}
            label={t('inventory.age.store')}
            placeholder={t('inventory.age.allStores')}
            value={storeId}
            onChange={(v) => onChange(v ?? '')}
          />
        </div>
      </Group>
    </Paper>
  )
}

/** The rows' units per age bucket as stacked bars, one bar per SKU (and warehouse), oldest last. */
export function InventoryAgeChart({ rows }: { rows: readonly AgeRow[] }) {
  const { t } = useTranslation()
  const bars = ageChartData(rows)
  const series = AGE_BUCKET_KEYS.map((key) => ({
    name: key,
    label: t(`inventory.age.${key}`),
    color: AGE_BUCKET_COLORS[key],
  }))
  return (
    <Paper withBorder p="md">
      <Text fw={600} size="sm" mb="sm">
        {t('inventory.age.chartTitle')}
      </Text>
      <BarChart
        h={Math.max(220, Math.min(480, 60 + bars.length * 28))}
        data={bars}
        dataKey="name"
        type="stacked"
        orientation="vertical"
        yAxisProps={{ width: 170 }}
        series={series}
        withLegend
        legendProps={{ verticalAlign: 'bottom', itemSorter: null }}
        tooltipAnimationDuration={100}
      />
    </Paper>
  )
}

/** A row's open aged-stock plan (what, how many, by when) and, for whoever may plan, the button adding one. */
function AgePlanCell({ row, onPlan }: { row: AgeRow; onPlan?: (row: AgeRow) => void }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const plan = row.openPlan
  return (
    <Group gap="xs" wrap="nowrap">
      {plan && (
        <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
          {plan.targetDate
            ? t('inventory.age.planDue', {
                action: ageActionName(plan.action, lang),
                quantity: plan.quantity,
                date: plan.targetDate,
              })
            : t('inventory.age.planOpen', { action: ageActionName(plan.action, lang), quantity: plan.quantity })}
        </Text>
      )}
      {onPlan && (
        <Button size="compact-xs" variant="light" onClick={() => onPlan(row)}>
          {t('inventory.age.addPlan')}
        </Button>
      )}
    </Group>
  )
}

/** One SKU in one warehouse: units and value, the oldest inbound date, the units of each bucket (its value on hover). */
function InventoryAgeRow({ row, onPlan }: { row: AgeRow; onPlan?: (row: AgeRow) => void }) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.sysSku}</Table.Td>
      <Table.Td>{row.storeName}</Table.Td>
      <Table.Td style={NUMBER_CELL}>{row.quantity}</Table.Td>
      <Table.Td style={NUMBER_CELL}>{shownDecimal(String(row.stockValue), 2)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.oldestInboundDate}</Table.Td>
      {AGE_BUCKET_KEYS.map((key) => (
        <Table.Td
          key={key}
          style={NUMBER_CELL}
          c={Number(row[key]) > 0 ? undefined : 'dimmed'}
          title={`${shownDecimal(String(row[`${key}Value`] ?? '0'), 2)}`}
        >
          {row[key]}
        </Table.Td>
      ))}
      <Table.Td>
        <AgePlanCell row={row} onPlan={onPlan} />
      </Table.Td>
    </Table.Tr>
  )
}

/** The age table: a row per SKU and warehouse, a column per age bucket, and the plan column. */
export function InventoryAgeTable({
  rows,
  isLoaded,
  onPlan,
}: {
  rows: readonly AgeRow[]
  /** The answer is in: no rows then says so. */
  isLoaded: boolean
  /** Given to whoever may add a plan. */
  onPlan?: (row: AgeRow) => void
}) {
  const { t } = useTranslation()
  return (
    <Table.ScrollContainer minWidth={1050}>
      <Table withTableBorder highlightOnHover fz="sm" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('inventory.age.sku')}</Table.Th>
            <Table.Th>{t('inventory.age.store')}</Table.Th>
            <Table.Th style={NUMBER_CELL}>{t('inventory.age.quantity')}</Table.Th>
            <Table.Th style={NUMBER_CELL}>{t('inventory.age.value')}</Table.Th>
            <Table.Th>{t('inventory.age.oldest')}</Table.Th>
            {AGE_BUCKET_KEYS.map((key) => (
              <Table.Th key={key} style={NUMBER_CELL}>
                {t(`inventory.age.${key}`)}
              </Table.Th>
            ))}
            <Table.Th>{t('inventory.age.plan')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <InventoryAgeRow key={`${r.storeId}-${r.productId}`} row={r} onPlan={onPlan} />
          ))}
          {isLoaded && rows.length === 0 && <EmptyRow columns={12}>{t('inventory.age.empty')}</EmptyRow>}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
