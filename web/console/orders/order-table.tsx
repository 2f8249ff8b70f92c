import { Anchor, Badge, ScrollArea, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { shownDecimal } from '#sync/money/shown-decimal.ts'
import { statusLabel } from '#sync/resources/define-action.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { currentLanguage } from '../../i18n/i18n.ts'

export type Row = Record<string, unknown> & { id?: unknown; status?: unknown }
const NUMBER_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const
const text = (v: unknown) => (v === undefined || v === null ? '' : String(v))
/** A linked record's name: the page's own decoration (`shopName`), else the generic `<field>Label`. */
const nameOf = (row: Row, key: string, decorated: string) => text(row[decorated] ?? row[`${key}Label`])

/** Status colours of the badges: waiting, working, done, stopped. */
const STATUS_COLOR: Record<string, string> = {
  '1': 'gray',
  '2': 'orange',
  '3': 'blue',
  '4': 'indigo',
  '5': 'teal',
  '6': 'cyan',
  '7': 'red',
  '8': 'grape',
  '9': 'pink',
  '10': 'dark',
}

/** One order of the table: its number (opening the detail), shop, buyer, money, warehouse, status and rule. */
function OrderLine({
  row,
  resource,
  selected,
  onToggle,
  onOpen,
}: {
  row: Row
  resource: ResourceDef
  selected: boolean
  onToggle: () => void
  onOpen: () => void
}) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const status = text(row.status)
  const buyer = text(row.buyerName)
  const recipient = text(row.addressName)
  return (
    <Table.Tr data-order={text(row.code)} bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
      <Table.Td>
        <input type="checkbox" checked={selected} onChange={onToggle} aria-label={t('resource.selectRow')} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Anchor
          component="button"
          size="sm"
          fw={600}
          onClick={onOpen}
          aria-label={t('salesOrder.openDetail', { code: text(row.code) })}
        >
          {text(row.code)}
        </Anchor>
      </Table.Td>
      <Table.Td>{text(row.sellerOrderId)}</Table.Td>
      <Table.Td>{nameOf(row, 'shopId', 'shopName')}</Table.Td>
      <Table.Td>
        {buyer}
        {recipient && recipient !== buyer ? (
          <Text size="xs" c="dimmed">
            {recipient}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>{text(row.addressCountryCode)}</Table.Td>
      <Table.Td style={NUMBER_CELL}>
        {text(row.orderTotalMoney) ? `${shownDecimal(text(row.orderTotalMoney), 2)} ${text(row.fobCurrency)}` : ''}
      </Table.Td>
      <Table.Td>{nameOf(row, 'storeId', 'storeName')}</Table.Td>
      <Table.Td>{nameOf(row, 'transportId', 'transportName')}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Badge
          size="sm"
          variant="light"
          color={STATUS_COLOR[status] ?? 'gray'}
          styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
        >
          {statusLabel(resource, 'status', status, lang)}
        </Badge>
      </Table.Td>
      <Table.Td>{nameOf(row, 'ruleId', 'ruleName')}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{text(row.createTime)}</Table.Td>
    </Table.Tr>
  )
}

/** The orders of the page with a box each to select them (and one for all). */
export function OrderTable({
  resource,
  rows,
  fetching,
  selected,
  onToggle,
  onSelectAll,
  onOpen,
}: {
  resource: ResourceDef
  rows: Row[]
  fetching: boolean
  selected: ReadonlySet<string>
  onToggle: (id: string) => void
  onSelectAll: (all: boolean) => void
  onOpen: (id: string) => void
}) {
  const { t } = useTranslation()
  const allIds = rows.map((r) => String(r.id))
  const allSelected = allIds.length > 0 && allIds.every((id) => selected.has(id))
  const someSelected = allIds.some((id) => selected.has(id))
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table
        stickyHeader
        withTableBorder
        highlightOnHover
        verticalSpacing={6}
        fz="sm"
        miw={1300}
        styles={{ th: { whiteSpace: 'nowrap' } }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <input
                type="checkbox"
                checked={allSelected}
                ref={(box) => {
                  if (box) box.indeterminate = someSelected && !allSelected
                }}
                onChange={() => onSelectAll(!allSelected)}
                aria-label={t('resource.selectAll')}
              />
            </Table.Th>
            <Table.Th>{t('salesOrder.col.code')}</Table.Th>
            <Table.Th>{t('salesOrder.col.sellerOrderId')}</Table.Th>
            <Table.Th>{t('salesOrder.col.shop')}</Table.Th>
            <Table.Th>{t('salesOrder.col.buyer')}</Table.Th>
            <Table.Th>{t('salesOrder.col.country')}</Table.Th>
            <Table.Th style={NUMBER_CELL}>{t('salesOrder.col.total')}</Table.Th>
            <Table.Th>{t('salesOrder.col.warehouse')}</Table.Th>
            <Table.Th>{t('salesOrder.col.transport')}</Table.Th>
            <Table.Th>{t('salesOrder.col.status')}</Table.Th>
            <Table.Th>{t('salesOrder.col.rule')}</Table.Th>
            <Table.Th>{t('salesOrder.col.created')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody style={{ opacity: fetching ? 0.6 : 1 }}>
          {rows.map((row) => (
            <OrderLine
              key={String(row.id)}
              row={row}
              resource={resource}
              selected={selected.has(String(row.id))}
              onToggle={() => onToggle(String(row.id))}
              onOpen={() => onOpen(String(row.id))}
            />
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 && !fetching && (
        <Text c="dimmed" ta="center" py="lg" size="sm">
          {t('resource.empty')}
        </Text>
      )}
    </ScrollArea>
  )
}
