import { ActionIcon, Checkbox, Group, Paper, Table, Text, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { f } from '#sync/resources/define-resource.ts'
import { EmptyRow } from '../../ui/empty-row.tsx'
import { LinkPicker } from '../resource/link-picker.tsx'
import { FigureCell } from './replenishment-figure.tsx'
import type { ReplenishmentFilter, ReplenishmentRow } from './use-replenishment.ts'

/** The figures shown as columns, each opening its explanation. */
export const FIGURES = [
  'avg7',
  'avg15',
  'avg30',
  'avg60',
  'avg90',
  'dailySales',
  'available',
  'inTransit',
  'stockoutDays',
  'suggested',
  'turnover',
] as const

const STORE_FIELD = f.link('erp/basestore', { label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' } })

/** The filters: SKU or name, warehouse, warnings only, to buy only, watched only. */
export function ReplenishmentFilters({
  filter,
  onChange,
}: {
  filter: ReplenishmentFilter
  onChange: (next: Partial<ReplenishmentFilter>) => void
}) {
  const { t } = useTranslation()
  return (
    <Paper withBorder p="md">
      <Group align="flex-end" gap="md">
        <TextInput
          label={t('replenishment.sku')}
          defaultValue={filter.sku}
          onBlur={(e) => onChange({ sku: e.currentTarget.value.trim() })}
          onKeyDown={(e) => e.key === 'Enter' && onChange({ sku: e.currentTarget.value.trim() })}
        />
        <div style={{ width: 220 }}>
          <LinkPicker
            field={STORE_FIELD}
            label={t('replenishment.store')}
            value={filter.storeId}
            onChange={(v) => onChange({ storeId: v ?? '' })}
          />
        </div>
        {(['warning', 'suggested', 'attention'] as const).map((key) => (
          <Checkbox
            key={key}
            label={t(
              `replenishment.${key === 'warning' ? 'warningOnly' : key === 'suggested' ? 'suggestedOnly' : 'attentionOnly'}`,
            )}
            checked={filter[key]}
            onChange={(e) => onChange({ [key]: e.currentTarget.checked })}
          />
        ))}
      </Group>
    </Paper>
  )
}

/** One SKU in one warehouse: a warning row is highlighted; the SKU opens its chart, the star watches it. */
function ReplenishmentTableRow({ row, onChart, onWatch, onChoose, isChosen }: RowActions & { row: ReplenishmentRow }) {
  const { t } = useTranslation()
  return (
    <Table.Tr
      bg={row.warning ? 'var(--mantine-color-red-light)' : undefined}
      data-warning={row.warning ? 'true' : undefined}
    >
      <Table.Td>
        {onChoose && (
          <Checkbox
            aria-label={`${t('replenishment.choose')} ${row.sysSku}`}
            checked={isChosen?.(row) ?? false}
            onChange={() => onChoose(row)}
          />
        )}
      </Table.Td>
      <Table.Td>
        <ActionIcon
          variant="subtle"
          color="yellow"
          aria-label={t(row.attention ? 'replenishment.unwatch' : 'replenishment.watch')}
          onClick={() => onWatch(row)}
        >
          {row.attention ? '★' : '☆'}
        </ActionIcon>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text component="button" type="button" size="sm" c="blue" onClick={() => onChart(row)} bd="none" bg="none">
          {row.sysSku}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {row.productName}
        </Text>
      </Table.Td>
      <Table.Td>{row.storeName}</Table.Td>
      {FIGURES.map((figure) => (
        <FigureCell key={figure} row={row} figure={figure} />
      ))}
    </Table.Tr>
  )
}

type RowActions = {
  onChart: (row: ReplenishmentRow) => void
  onWatch: (row: ReplenishmentRow) => void
  /** Given to whoever may make purchases: the rows to buy are chosen with a checkbox. */
  onChoose?: (row: ReplenishmentRow) => void
  isChosen?: (row: ReplenishmentRow) => boolean
}

/** The replenishment table: a row per SKU and warehouse, a column per figure. */
export function ReplenishmentTable({
  rows,
  isLoaded,
  ...actions
}: RowActions & { rows: readonly ReplenishmentRow[]; isLoaded: boolean }) {
  const { t } = useTranslation()
  return (
    <Table.ScrollContainer minWidth={1200}>
      <Table withTableBorder highlightOnHover fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th />
            <Table.Th>SKU</Table.Th>
            <Table.Th>{t('replenishment.store')}</Table.Th>
            {FIGURES.map((figure) => (
              <Table.Th key={figure} style={{ textAlign: 'right' }}>
                {t(`replenishment.col.${figure}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <ReplenishmentTableRow key={row.key} row={row} {...actions} />
          ))}
          {isLoaded && !rows.length && <EmptyRow columns={FIGURES.length + 4}>{t('replenishment.empty')}</EmptyRow>}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
