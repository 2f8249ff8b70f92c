import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Grid,
  Group,
  Modal,
  Radio,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core'
import { DateTimePicker } from '@mantine/dates'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { detailContract } from '#sync/resources/resource-contracts.ts'
import { WAVE_SIZE, type WaveGroup } from '#sync/resources/wms/pick-waves.ts'
import { SKU_COUNT, WAVE_RULE, type WaveRule } from '#sync/resources/wms/w-outbound.actions.ts'
import { wOrderPick } from '#sync/resources/wms/w-outbound.resource.ts'
import { pickSheetContract, startBoundContract, wavePlanContract } from '#sync/resources/wms/wms.contracts.ts'
import { callApi, clientSettings, downloadFile } from '../../api/client.ts'
import { EmptyRow } from '../../ui/empty-row.tsx'
import { RemoteSelect } from '../../ui/inputs/remote-select.tsx'
import { loadLinkOptions } from '../resource/link-labels.ts'
import { PickDialog, refusalText } from './pick-list.page.tsx'
import {
  listGroup,
  NO_WAVE_FILTERS,
  previewLists,
  startBoundBody,
  toggleAll,
  toggleOne,
  type WaveFilters,
  waveQuery,
} from './wave-work.ts'

const NUMBER_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const
const RULES: WaveRule[] = [WAVE_RULE.transport, WAVE_RULE.singleSku, WAVE_RULE.zone]

type MadeList = { id: string; code?: string | null; orderCount?: number | null; totalQuantity?: number | null }

/**
 * The wave screen (issue 27 item 1): filters choose approved outbound orders in no pick list, the
 * grouping rule is shown in words with the lists it would make, Generate makes them (start-bound)
 * and the first list opens; the others are listed to open or print.
 */
export function WaveDialog({
  initialTicked = [],
  onClose,
  onChanged,
}: {
  /** Orders ticked on the list page: the wave starts with them. */
  initialTicked?: readonly string[]
  onClose: () => void
  onChanged: () => void
}) {
  const { t } = useTranslation()
  const [filters, setFilters] = useState<WaveFilters>(NO_WAVE_FILTERS)
  const [ticked, setTicked] = useState<Set<string>>(() => new Set(initialTicked))
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [made, setMade] = useState<MadeList[] | null>(null)
  const [openList, setOpenList] = useState<string | null>(null)
  const queryClient = useQueryClient()
  // The rule does not change which orders match: the preview is asked again only for the filters.
  const matching = waveQuery(filters)
  const plan = useQuery({
    queryKey: ['wave-plan', matching],
    queryFn: () => callApi(wavePlanContract, { query: matching }, { silent: true }),
    placeholderData: keepPreviousData,
    enabled: made === null,
  })
  const orders = plan.data?.orders ?? []
  // Only ticks on orders the wave may take count (the list page's ticks may name others).
  const chosen = new Set(orders.filter((o) => ticked.has(o.id)).map((o) => o.id))
  const lists = previewLists(plan.data, chosen, filters.rule)
  const taken = lists.reduce((sum, l) => sum + l.orders.length, 0)
  const set = <K extends keyof WaveFilters>(key: K, value: WaveFilters[K]) => {
    setFilters((f) => ({ ...f, [key]: value }))
    // Other filters show other orders: a tick on an order no longer shown would be taken unseen.
    if (key !== 'rule') setTicked(new Set())
  }

  const generate = async () => {
    setBusy(true)
    setError(null)
    try {
      const ids = await callApi(startBoundContract, { params: startBoundBody(filters, chosen) }, { silent: true })
      const details = await Promise.all(
        ids.map((id) =>
          callApi(detailContract(wOrderPick), { query: { id } }, { silent: true }).catch((): MadeList => ({ id })),
        ),
      )
      clientSettings.notifySuccess(t('outbound.wave.made', { count: ids.length }))
      setMade(details.map((d, n) => ({ ...d, id: String(ids[n]) })))
      setOpenList(ids[0] ?? null)
      setTicked(new Set())
      void queryClient.invalidateQueries({ queryKey: ['wave-plan'] })
      onChanged()
    } catch (e) {
      setError(refusalText(e, t('common.unknownError')))
    } finally {
      setBusy(false)
    }
  }

  if (openList) return <PickDialog listId={openList} onClose={() => setOpenList(null)} onChanged={onChanged} />

  const groupText = (list: WaveGroup) => {
    const group = listGroup(list, filters.rule)
    if (group.kind === 'single') return t('outbound.wave.groupSingle')
    if (group.kind === 'multi') return t('outbound.wave.groupMulti')
    if (group.kind === 'zone') return t('outbound.wave.groupZone', { zone: group.zone })
    if (group.kind === 'zones') return t('outbound.wave.groupZones')
    return ''
  }

  return (
    <Modal opened onClose={onClose} size={1240} title={<Text fw={600}>{t('outbound.wave.title')}</Text>}>
      {made ? (
        <MadeLists made={made} onOpen={setOpenList} onAgain={() => setMade(null)} onClose={onClose} />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('outbound.wave.filters')}
          </Text>
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
          <Group justify="space-between">
            <Text fw={600} data-testid="wave-preview">
              {t('outbound.wave.preview', { orders: taken, lists: lists.length })}
            </Text>
            {plan.data?.limited && (
              <Text size="sm" c="orange.8">
                {t('outbound.wave.limited', { count: orders.length })}
              </Text>
            )}
          </Group>
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
          <Table.ScrollContainer minWidth={1000} mah={320}>
            <Table withTableBorder striped fz="sm" verticalSpacing={4} stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={36}>
                    <Checkbox
                      aria-label={t('outbound.wave.selectAll')}
                      checked={orders.length > 0 && orders.every((o) => ticked.has(o.id))}
                      indeterminate={chosen.size > 0 && !orders.every((o) => ticked.has(o.id))}
                      onChange={() => setTicked(toggleAll(orders, ticked))}
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
                        onChange={() => setTicked(toggleOne(ticked, o.id))}
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
                {plan.isSuccess && orders.length === 0 && <EmptyRow columns={10}>{t('outbound.wave.none')}</EmptyRow>}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {plan.error && (
            <Alert color="red" variant="light" role="alert">
              {refusalText(plan.error, t('common.unknownError'))}
            </Alert>
          )}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {chosen.size
                ? t('outbound.wave.scopeTicked', { count: chosen.size })
                : t('outbound.wave.scopeAll', { count: orders.length })}
            </Text>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('outbound.close')}
              </Button>
              <Button loading={busy} disabled={lists.length === 0} onClick={generate}>
                {t('outbound.wave.generate', { count: lists.length })}
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}

/** The lists a wave made, each to open (its picking dialog) or print as a PDF. */
function MadeLists({
  made,
  onOpen,
  onAgain,
  onClose,
}: {
  made: MadeList[]
  onOpen: (id: string) => void
  onAgain: () => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [error, setError] = useState<string | null>(null)
  const print = (id: string) =>
    downloadFile(pickSheetContract.path, { id, format: 'pdf' }, { silent: true }).catch((e: unknown) =>
      setError(refusalText(e, t('common.unknownError'))),
    )
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge color="teal" variant="light">
          {t('outbound.wave.made', { count: made.length })}
        </Badge>
      </Group>
      <Table withTableBorder fz="sm" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('outbound.wave.list')}</Table.Th>
            <Table.Th style={NUMBER_CELL}>{t('outbound.wave.orders')}</Table.Th>
            <Table.Th style={NUMBER_CELL}>{t('outbound.wave.quantity')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {made.map((list) => (
            <Table.Tr key={list.id} data-list={list.code ?? list.id}>
              <Table.Td fw={600}>{list.code ?? list.id}</Table.Td>
              <Table.Td style={NUMBER_CELL}>{list.orderCount ?? ''}</Table.Td>
              <Table.Td style={NUMBER_CELL}>{list.totalQuantity ?? ''}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end">
                  <Button size="xs" variant="default" onClick={() => onOpen(list.id)}>
                    {t('outbound.wave.openList')}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => void print(list.id)}>
                    {t('outbound.pick.printPdf')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onAgain}>
          {t('outbound.wave.again')}
        </Button>
        <Button onClick={onClose}>{t('outbound.close')}</Button>
      </Group>
    </Stack>
  )
}
