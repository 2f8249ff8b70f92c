import { Button, Checkbox, Grid, Group, Radio, SegmentedControl, Table, Text } from '@mantine/core'
import { DateTimePicker } from '@mantine/dates'
import { useTranslation } from 'react-i18next'
import { WAVE_SIZE, type WaveGroup } from '#sync/resources/wms/pick-waves.ts'
import { SKU_COUNT, WAVE_RULE, type WaveRule } from '#sync/resources/wms/w-outbound.actions.ts'
import { EmptyRow } from '../../ui/empty-row.tsx'
import { RemoteSelect } from '../../ui/inputs/remote-select.tsx'
import { loadLinkOptions } from '../resource/link-labels.ts'
import { listGroup, toggleAll, toggleOne, type WaveFilters, type WavePlan } from './wave-work.ts'

const NUMBER_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const
const RULES: WaveRule[] = [WAVE_RULE.transport, WAVE_RULE.singleSku, WAVE_RULE.zone]

/** The wave's filters (warehouse, transport, shop, SKU count, cut-off) and its grouping rule. */
export function WaveFilterFields({
  filters,
  set,
}: {
  filters: WaveFilters
  set: <K extends keyof WaveFilters>(key: K, value: WaveFilters[K]) => void
}) {
  const { t } = useTranslation()
  return (
    <>
      <Grid gap={10} align="flex-end">
        <Grid.Col span={{ base: 12, md: 2.4 }}>
          <RemoteSelect
            label={t('outbound.wave.warehouse')}
            value={filters.storeId}
            onChange={(v) => set('storeId', v)}
            load={(s) => loadLinkOptions('erp/basestore', s)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 2.4 }}>
          <RemoteSelect
            label={t('outbound.wave.transport')}
            value={filters.transportId}
            onChange={(v) => set('transportId', v)}
            load={(s) => loadLinkOptions('erp/basetransport', s)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 2.4 }}>
          <RemoteSelect
            label={t('outbound.wave.shop')}
            value={filters.shopId}
            onChange={(v) => set('shopId', v)}
            load={(s) => loadLinkOptions('erp/baseshop', s)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 2.4 }}>
          <Text size="sm" fw={500} mb={4}>
            {t('outbound.wave.skuCount')}
          </Text>
          <SegmentedControl
            fullWidth
            aria-label={t('outbound.wave.skuCount')}
            value={filters.skuCount}
            onChange={(v) => set('skuCount', v as WaveFilters['skuCount'])}
            data={[
              { value: '', label: t('outbound.wave.skuAll') },
              { value: SKU_COUNT.single, label: t('outbound.wave.skuSingle') },
              { value: SKU_COUNT.multi, label: t('outbound.wave.skuMulti') },
            ]}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 2.4 }}>
          <DateTimePicker
            label={t('outbound.wave.cutOff')}
            title={t('outbound.wave.cutOffHint')}
            placeholder={t('outbound.wave.cutOffPlaceholder')}
            value={filters.cutOff}
            onChange={(v) => set('cutOff', v)}
            valueFormat="YYYY-MM-DD HH:mm"
            clearable
            popoverProps={{ withinPortal: true }}
          />
        </Grid.Col>
      </Grid>
      <Radio.Group
        label={t('outbound.wave.rule')}
        description={t('outbound.wave.maxOrders', { count: WAVE_SIZE })}
        value={filters.rule}
        onChange={(v) => set('rule', v as WaveRule)}
      >
        <Group gap="xl" mt={6} align="flex-start" wrap="nowrap">
          {RULES.map((rule) => (
            <Radio
              key={rule}
              value={rule}
              label={t(`outbound.wave.rule.${rule}`)}
              description={t(`outbound.wave.rule.${rule}Hint`)}
              style={{ flex: 1 }}
            />
          ))}
        </Group>
      </Radio.Group>
    </>
  )
}

/** The pick lists the wave would make: warehouse, transport, what groups them, orders and units. */
export function WavePreviewTable({ lists, rule }: { lists: WaveGroup[]; rule: WaveRule }) {
  const { t } = useTranslation()
  const groupText = (list: WaveGroup) => {
    const group = listGroup(list, rule)
    if (group.kind === 'single') return t('outbound.wave.groupSingle')
    if (group.kind === 'multi') return t('outbound.wave.groupMulti')
    if (group.kind === 'zone') return t('outbound.wave.groupZone', { zone: group.zone })
    if (group.kind === 'zones') return t('outbound.wave.groupZones')
    return ''
  }

  return (
    <Table withTableBorder fz="sm" verticalSpacing={4} aria-label={t('outbound.wave.list')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('outbound.wave.list')}</Table.Th>
          <Table.Th>{t('outbound.wave.warehouse')}</Table.Th>
          <Table.Th>{t('outbound.wave.transport')}</Table.Th>
          <Table.Th>{t('outbound.wave.group')}</Table.Th>
          <Table.Th style={NUMBER_CELL}>{t('outbound.wave.orders')}</Table.Th>
          <Table.Th style={NUMBER_CELL}>{t('outbound.wave.quantity')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lists.map((list, n) => (
          <Table.Tr key={list.orders[0]?.id}>
            <Table.Td>#{n + 1}</Table.Td>
            <Table.Td>{list.storeName}</Table.Td>
            <Table.Td>{list.transportId ? list.transportName : t('outbound.wave.mixed')}</Table.Td>
            <Table.Td>{groupText(list)}</Table.Td>
            <Table.Td style={NUMBER_CELL}>{list.orders.length}</Table.Td>
            <Table.Td style={NUMBER_CELL}>{list.orders.reduce((sum, o) => sum + o.totalQuantity, 0)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

/** The orders the wave may take, each to tick (none ticked: all of them). */
export function WaveOrdersTable({
  plan,
  ticked,
  chosenCount,
  loaded,
  onTick,
}: {
  plan: WavePlan | undefined
  ticked: ReadonlySet<string>
  chosenCount: number
  loaded: boolean
  onTick: (ticked: Set<string>) => void
}) {
  const { t } = useTranslation()
  const orders = plan?.orders ?? []
  return (
    <Table.ScrollContainer minWidth={1000} mah={320}>
      <Table withTableBorder striped fz="sm" verticalSpacing={4} stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <Checkbox
                aria-label={t('outbound.wave.selectAll')}
                checked={orders.length > 0 && orders.every((o) => ticked.has(o.id))}
                indeterminate={chosenCount > 0 && !orders.every((o) => ticked.has(o.id))}
                onChange={() => onTick(toggleAll(orders, ticked))}
              />
            </Table.Th>
            <Table.Th>{t('outbound.wave.code')}</Table.Th>
            <Table.Th>{t('outbound.wave.reference')}</Table.Th>
            <Table.Th>{t('outbound.wave.warehouse')}</Table.Th>
            <Table.Th>{t('outbound.wave.transport')}</Table.Th>
            <Table.Th>{t('outbound.wave.shop')}</Table.Th>
            <Table.Th style={NUMBER_CELL}>{t('outbound.wave.skus')}</Table.Th>
            <Table.Th>{t('outbound.wave.zone')}</Table.Th>
            <Table.Th style={NUMBER_CELL}>{t('outbound.wave.quantity')}</Table.Th>
            <Table.Th>{t('outbound.wave.arrived')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((o) => (
            <Table.Tr key={o.id} data-order={o.code}>
              <Table.Td>
                <Checkbox
                  aria-label={t('outbound.wave.select', { code: o.code })}
                  checked={ticked.has(o.id)}
                  onChange={() => onTick(toggleOne(ticked, o.id))}
                />
              </Table.Td>
              <Table.Td fw={600}>{o.code}</Table.Td>
              <Table.Td>{o.referenceCode}</Table.Td>
              <Table.Td>{o.storeName}</Table.Td>
              <Table.Td>{o.transportName}</Table.Td>
              <Table.Td>{o.shopName}</Table.Td>
              <Table.Td style={NUMBER_CELL}>{o.skuCount}</Table.Td>
              <Table.Td>{o.zoneCount > 1 ? t('outbound.wave.groupZones') : o.zoneName}</Table.Td>
              <Table.Td style={NUMBER_CELL}>{o.totalQuantity}</Table.Td>
              <Table.Td>{o.createTime}</Table.Td>
            </Table.Tr>
          ))}
          {loaded && orders.length === 0 && <EmptyRow columns={10}>{t('outbound.wave.none')}</EmptyRow>}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** What the wave would take: its orders and lists, and a warning when only the first orders matching are shown. */
export function WaveSummary({
  orders,
  lists,
  limitedTo,
}: {
  orders: number
  lists: number
  /** The orders shown when more match, else null. */
  limitedTo: number | null
}) {
  const { t } = useTranslation()
  return (
    <Group justify="space-between">
      <Text fw={600} data-testid="wave-preview">
        {t('outbound.wave.preview', { orders, lists })}
      </Text>
      {limitedTo !== null && (
        <Text size="sm" c="orange.8">
          {t('outbound.wave.limited', { count: limitedTo })}
        </Text>
      )}
    </Group>
  )
}

/** Which orders Generate takes (the ticked ones, or all shown), with close and Generate. */
export function WaveFooter({
  chosenCount,
  orderCount,
  listCount,
  generating,
  onGenerate,
  onClose,
}: {
  chosenCount: number
  orderCount: number
  listCount: number
  generating: boolean
  onGenerate: () => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {chosenCount
          ? t('outbound.wave.scopeTicked', { count: chosenCount })
          : t('outbound.wave.scopeAll', { count: orderCount })}
      </Text>
      <Group gap="xs">
        <Button variant="default" onClick={onClose}>
          {t('outbound.close')}
        </Button>
        <Button loading={generating} disabled={listCount === 0} onClick={onGenerate}>
          {t('outbound.wave.generate', { count: listCount })}
        </Button>
      </Group>
    </Group>
  )
}
