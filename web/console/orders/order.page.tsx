import {
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Modal,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { shownDecimal } from '#sync/money/shown-decimal.ts'
import { actionFields, statusLabel } from '#sync/resources/define-action.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { order } from '#sync/resources/orders/order.resource.ts'
import { orderPageContract, tabCountsContract } from '#sync/resources/orders/orders.contracts.ts'
import { offlineExport } from '#sync/resources/system/offline-export.resource.ts'
import { ApiError, callApi, clientSettings, downloadFile, postJson } from '../../api/client.ts'
import { usePermissions } from '../../api/menus.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { confirmAction } from '../../ui/confirm.tsx'
import { BatchSearchInput } from '../../ui/inputs/batch-search-input.tsx'
import { DateRangePicker } from '../../ui/inputs/date-range-picker.tsx'
import { RemoteSelect } from '../../ui/inputs/remote-select.tsx'
import { useSessionState } from '../../ui/session-state.ts'
import { exportThroughDownloadCentre } from '../resource/export-list.ts'
import { loadLinkOptions } from '../resource/link-labels.ts'
import { ListPager } from '../resource/list-pager.tsx'
import { DEFAULT_PAGE_SIZE } from '../resource/list-params.ts'
import { operationUrl } from '../resource/resource-meta.ts'
import { UnmatchedValues } from '../resource/unmatched-values.tsx'
import { type BookableOrder, bookableOrders } from './carrier-booking.ts'
import { CarrierBookingButton, CarrierBookingDialog } from './carrier-booking-dialog.tsx'
import { type OpenDialog, OrderActionDialog } from './order-action-dialog.tsx'
import { OrderDetailDrawer } from './order-detail.tsx'
import { type ActionResult, ResultDialog } from './order-dialogs.tsx'
import { OrderForm } from './order-form.page.tsx'
import type { OrderKind } from './order-form.ts'
import { OrderImportDialog } from './order-import-dialog.tsx'
import {
  availableActions,
  BATCH_FIELDS,
  type BatchField,
  batchSummary,
  EMPTY_FILTERS,
  isBatchAnswer,
  ORDER_TABS,
  ORDER_URL,
  type OrderActionSpec,
  type OrderCounts,
  type OrderFilters,
  orderFilterParams,
  orderPageParams,
  tabCount,
} from './order-page.ts'

type Row = Record<string, unknown> & { id?: unknown; status?: unknown }
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

/** The order page's filter form: batch search, shop, country, warehouse, order and created dates. */
function OrderFilterForm({
  applied,
  storedAs,
  onSearch,
}: {
  /** The filters in force: the form starts from them (after a reload, say). */
  applied: OrderFilters
  /** Where the chosen shop's and warehouse's names are kept beside the filters. */
  storedAs: string
  onSearch: (filters: OrderFilters) => void
}) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState<OrderFilters>(applied)
  const [labels, setLabels] = useSessionState<Record<string, string>>(`${storedAs}:labels`, {})
  const set = <K extends keyof OrderFilters>(key: K, value: OrderFilters[K]) =>
    setDraft((d) => ({ ...d, [key]: value }))
  return (
    <form
      aria-label={t('resource.searchForm')}
      onSubmit={(e) => {
        e.preventDefault()
        onSearch(draft)
      }}
    >
      <Grid columns={24} gap={10}>
        <Grid.Col span={{ base: 24, md: 9 }}>
          <Group gap={0} wrap="nowrap" align="flex-end">
            <Select
              aria-label={t('salesOrder.filter.batchField')}
              data={BATCH_FIELDS.map((f) => ({ value: f, label: t(`salesOrder.filter.${f}`) }))}
              value={draft.batchField}
              onChange={(v) => set('batchField', (v ?? 'code') as BatchField)}
              allowDeselect={false}
              w={130}
              styles={{ input: { borderTopRightRadius: 0, borderBottomRightRadius: 0 } }}
            />
            <div style={{ flex: 1, minWidth: 0 }}>
              <BatchSearchInput
                placeholder={t(`salesOrder.filter.${draft.batchField}`)}
                value={draft.batch}
                mode={draft.mode}
                onChange={(values) => set('batch', values)}
                onModeChange={(mode) => set('mode', mode)}
              />
            </div>
          </Group>
        </Grid.Col>
        <Grid.Col span={{ base: 24, sm: 12, md: 5 }}>
          <RemoteSelect
            placeholder={t('salesOrder.filter.shop')}
            value={draft.shopId}
            initialLabel={draft.shopId ? labels.shopId : undefined}
            onChange={(v, l) => {
              set('shopId', v)
              setLabels((m) => ({ ...m, shopId: l ?? '' }))
            }}
            load={(s) => loadLinkOptions('erp/baseshop', s)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, sm: 12, md: 5 }}>
          <RemoteSelect
            placeholder={t('salesOrder.filter.warehouse')}
            value={draft.storeId}
            initialLabel={draft.storeId ? labels.storeId : undefined}
            onChange={(v, l) => {
              set('storeId', v)
              setLabels((m) => ({ ...m, storeId: l ?? '' }))
            }}
            load={(s) => loadLinkOptions('erp/basestore', s)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, sm: 12, md: 5 }}>
          <TextInput
            aria-label={t('salesOrder.filter.country')}
            placeholder={t('salesOrder.filter.country')}
            maxLength={2}
            value={draft.country}
            onChange={(e) => set('country', e.currentTarget.value.toUpperCase())}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, sm: 12, md: 7 }}>
          <DateRangePicker
            placeholder={t('salesOrder.filter.orderTime')}
            value={draft.orderTime}
            onChange={(v) => set('orderTime', v)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, sm: 12, md: 7 }}>
          <DateRangePicker
            placeholder={t('salesOrder.filter.createTime')}
            value={draft.createTime}
            onChange={(v) => set('createTime', v)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, md: 'content' }}>
          <Group gap="xs">
            <Button type="submit">{t('resource.search')}</Button>
            <Button
              variant="default"
              onClick={() => {
                setDraft(EMPTY_FILTERS)
                setLabels({})
                onSearch(EMPTY_FILTERS)
              }}
            >
              {t('resource.reset')}
            </Button>
          </Group>
        </Grid.Col>
      </Grid>
    </form>
  )
}

/**
 * The sales order page (spec 1 §4): the status tabs with live counts, filters, the orders table,
 * the actions that suit every selected order, the order detail, the forms, import and export.
 */
export function OrderPage({ resource = order }: { resource?: ResourceDef }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const { can } = usePermissions()
  const queryClient = useQueryClient()
  // Kept for this browser tab: the language switch reloads the console, and the page comes back as it was.
  const storedAs = `order-page:${resource.name}`
  const [storedFilters, setFilters] = useSessionState<OrderFilters>(`${storedAs}:filters`, EMPTY_FILTERS)
  // What an earlier version kept may lack a filter added since.
  const filters = useMemo(() => ({ ...EMPTY_FILTERS, ...storedFilters }), [storedFilters])
  const [tab, setTab] = useSessionState(`${storedAs}:tab`, 'all')
  const [page, setPage] = useSessionState(`${storedAs}:page`, { current: 1, size: DEFAULT_PAGE_SIZE })
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [detailId, setDetailId] = useState<string | null>(null)
  const [dialog, setDialog] = useState<OpenDialog | null>(null)
  const [result, setResult] = useState<ActionResult | null>(null)
  const [importing, setImporting] = useState(false)
  const [exporting, setExporting] = useState(false)
  const [form, setForm] = useState<OrderKind | null>(null)
  const [booking, setBooking] = useState<readonly BookableOrder[] | null>(null)

  const pageParams = orderPageParams(filters, tab, page)
  const filterParams = orderFilterParams(filters)
  const list = useQuery({
    queryKey: ['orders', 'page', pageParams, lang],
    placeholderData: keepPreviousData,
    queryFn: () => callApi(orderPageContract, { query: pageParams }),
  })
  const counts = useQuery({
    queryKey: ['orders', 'counts', filterParams],
    placeholderData: keepPreviousData,
    queryFn: (): Promise<OrderCounts> => callApi(tabCountsContract, { query: filterParams }, { silent: true }),
  })
  const rows = list.data?.records ?? []
  const selectedRows = useMemo(() => rows.filter((r) => selected.has(String(r.id))), [rows, selected])
  const offered = availableActions(selectedRows, can)
  const bookable = bookableOrders(selectedRows, can)

  const refresh = useCallback(() => {
    setSelected(new Set())
    void queryClient.invalidateQueries({ queryKey: ['orders'] })
  }, [queryClient])

  /** Posts an action and reports it: a batch's done and failed, or the refusal of the whole. */
  const post = async (spec: OrderActionSpec, rowsOf: Row[], body: Record<string, unknown>) => {
    const title = spec.action.label[lang]
    try {
      const answer = await postJson<unknown>(`${ORDER_URL}/${spec.path}`, body, undefined, { silent: true })
      if (isBatchAnswer(answer) && (answer.failed.length > 0 || rowsOf.length > 1))
        setResult({ title, ...batchSummary(answer, rowsOf) })
      else clientSettings.notifySuccess(t('salesOrder.done'))
      setDialog(null)
      refresh()
      return answer
    } catch (e) {
      setResult({ title, error: e instanceof ApiError ? e.message : t('common.unknownError') })
      return null
    }
  }
  const idsOf = (rowsOf: Row[]) => rowsOf.map((r) => String(r.id))

  const start = (spec: OrderActionSpec) => {
    const rowsOf = selectedRows
    const ids = idsOf(rowsOf)
    switch (spec.kind) {
      case 'run':
      case 'merge': {
        const go = () => void post(spec, rowsOf, { ids })
        if (spec.confirm)
          confirmAction(t('salesOrder.confirm', { count: ids.length, action: spec.action.label[lang] }), go, {
            danger: spec.key === 'void' || spec.key === 'deleteLabels',
          })
        else go()
        return
      }
      case 'input':
        if (actionFields(spec.action).length === 0) {
          void post(spec, rowsOf, { ids })
          return
        }
        setDialog({ kind: 'input', spec, rows: rowsOf })
        return
      default:
        setDialog({ kind: spec.kind, spec, rows: rowsOf })
    }
  }

  const exportUrl = operationUrl(resource, 'export')
  const exportList = async () => {
    if (!exportUrl) return
    setExporting(true)
    const { current: _c, size: _s, ...query } = pageParams
    try {
      if (can(offlineExport.permissions.add)) {
        if ((await exportThroughDownloadCentre(resource, query)) === 'queued')
          clientSettings.notifySuccess(t('resource.exportQueued'))
      } else await downloadFile(exportUrl, query)
    } catch (e) {
      if (!(e instanceof ApiError)) clientSettings.notifyError(t('resource.exportFailed'))
    } finally {
      setExporting(false)
    }
  }

  const allIds = rows.map((r) => String(r.id))
  const allSelected = allIds.length > 0 && allIds.every((id) => selected.has(id))
  const someSelected = allIds.some((id) => selected.has(id))
  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <Paper p="md" m="md" withBorder>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{resource.label[lang]}</Title>
          <Group gap="xs">
            {can(resource.permissions.add) && (
              <>
                <Button onClick={() => setForm('b2c')}>{t('salesOrder.addB2C')}</Button>
                <Button variant="light" onClick={() => setForm('b2b')}>
                  {t('salesOrder.addB2B')}
                </Button>
                <Button variant="light" onClick={() => setImporting(true)}>
                  {t('salesOrder.import')}
                </Button>
              </>
            )}
            {exportUrl && can(resource.permissions.view) && (
              <Button variant="light" loading={exporting} onClick={() => void exportList()}>
                {t('salesOrder.export')}
              </Button>
            )}
            <Button variant="default" onClick={refresh}>
              {t('resource.refresh')}
            </Button>
          </Group>
        </Group>
        <OrderFilterForm
          applied={filters}
          storedAs={storedAs}
          onSearch={(f) => {
            setFilters(f)
            setPage((p) => ({ ...p, current: 1 }))
            setSelected(new Set())
          }}
        />
        <Tabs
          value={tab}
          onChange={(v) => {
            setTab(v ?? 'all')
            setPage((p) => ({ ...p, current: 1 }))
            setSelected(new Set())
          }}
          keepMounted={false}
        >
          <ScrollArea type="auto" scrollbarSize={6}>
            <Tabs.List aria-label={t('salesOrder.tabs')} style={{ flexWrap: 'nowrap' }}>
              {ORDER_TABS.map((tb) => {
                const n = tabCount(counts.data, tb.key)
                return (
                  <Tabs.Tab key={tb.key} value={tb.key} data-tab={tb.key}>
                    <Group gap={6} wrap="nowrap">
                      <span>
                        {tb.status ? statusLabel(resource, 'status', tb.status, lang) : t('salesOrder.tab.all')}
                      </span>
                      {n !== null && (
                        <Badge
                          size="sm"
                          variant={tab === tb.key ? 'filled' : 'light'}
                          color={n ? undefined : 'gray'}
                          styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
                          data-testid={`tab-count-${tb.key}`}
                        >
                          {n}
                        </Badge>
                      )}
                    </Group>
                  </Tabs.Tab>
                )
              })}
            </Tabs.List>
          </ScrollArea>
        </Tabs>
        <UnmatchedValues unmatched={list.data?.unmatched} resource={order} labels={{ sku: 'SKU' }} />
        <Group gap="xs" mih={30} data-testid="order-actions">
          {selected.size === 0 ? (
            <Text size="sm" c="dimmed">
              {t('salesOrder.selectHint')}
            </Text>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t('salesOrder.actionsFor', { count: selected.size })}
              </Text>
              {offered.length === 0 && (
                <Text size="sm" c="orange.8">
                  {t('salesOrder.noActionFits')}
                </Text>
              )}
              {offered.map((spec) => (
                <Button
                  key={spec.key}
                  size="compact-sm"
                  variant={spec.key === 'void' || spec.key === 'deleteLabels' ? 'light' : 'filled'}
                  color={spec.key === 'void' || spec.key === 'deleteLabels' ? 'red' : undefined}
                  onClick={() => start(spec)}
                >
                  {spec.action.label[lang]}
                </Button>
              ))}
              {bookable.length > 0 && bookable.length === selectedRows.length && (
                <CarrierBookingButton orders={bookable} onOpen={setBooking} />
              )}
            </>
          )}
        </Group>
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
                    onChange={() => setSelected(allSelected ? new Set() : new Set(allIds))}
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
            <Table.Tbody style={{ opacity: list.isFetching ? 0.6 : 1 }}>
              {rows.map((row) => {
                const id = String(row.id)
                const status = text(row.status)
                const buyer = text(row.buyerName)
                const recipient = text(row.addressName)
                return (
                  <Table.Tr
                    key={id}
                    data-order={text(row.code)}
                    bg={selected.has(id) ? 'var(--mantine-primary-color-light)' : undefined}
                  >
                    <Table.Td>
                      <input
                        type="checkbox"
                        checked={selected.has(id)}
                        onChange={() => toggle(id)}
                        aria-label={t('resource.selectRow')}
                      />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Anchor
                        component="button"
                        size="sm"
                        fw={600}
                        onClick={() => setDetailId(id)}
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
                      {text(row.orderTotalMoney)
                        ? `${shownDecimal(text(row.orderTotalMoney), 2)} ${text(row.fobCurrency)}`
                        : ''}
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
              })}
            </Table.Tbody>
          </Table>
          {rows.length === 0 && !list.isFetching && (
            <Text c="dimmed" ta="center" py="lg" size="sm">
              {t('resource.empty')}
            </Text>
          )}
        </ScrollArea>
        <ListPager
          page={page}
          answer={list.data}
          onChange={(next) => {
            setPage(next)
            setSelected(new Set())
          }}
        />
      </Stack>
      <OrderDetailDrawer orderId={detailId} onClose={() => setDetailId(null)} />
      {dialog && <OrderActionDialog dialog={dialog} onClose={() => setDialog(null)} post={post} />}
      {result && <ResultDialog result={result} onClose={() => setResult(null)} />}
      {booking && <CarrierBookingDialog orders={booking} onClose={() => setBooking(null)} onChanged={refresh} />}
      <OrderImportDialog opened={importing} onClose={() => setImporting(false)} onImported={refresh} />
      <Modal
        opened={form !== null}
        onClose={() => setForm(null)}
        size="90%"
        title={form === 'b2b' ? t('salesOrder.form.titleB2B') : t('salesOrder.form.titleB2C')}
      >
        {form && (
          <OrderForm
            kind={form}
            onSaved={() => {
              setForm(null)
              refresh()
            }}
            onCancel={() => setForm(null)}
          />
        )}
      </Modal>
    </Paper>
  )
}
