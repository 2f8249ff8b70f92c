import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { order } from '#sync/resources/orders/order.resource.ts'
import { offlineExport } from '#sync/resources/system/offline-export.resource.ts'
import { ApiError, clientSettings, downloadFile } from '../../api/client.ts'
import { usePermissions } from '../../api/menus.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { exportThroughDownloadCentre } from '../resource/export-list.ts'
import { ListPager } from '../resource/list-pager.tsx'
import { operationUrl } from '../resource/resource-meta.ts'
import { UnmatchedValues } from '../resource/unmatched-values.tsx'
import { type BookableOrder, bookableOrders } from './carrier-booking.ts'
import { CarrierBookingButton, CarrierBookingDialog } from './carrier-booking-dialog.tsx'
import { OrderActionDialog } from './order-action-dialog.tsx'
import { OrderDetailDrawer } from './order-detail.tsx'
import { ResultDialog } from './order-dialogs.tsx'
import { OrderFilterForm } from './order-filter-form.tsx'
import { OrderForm } from './order-form.page.tsx'
import type { OrderKind } from './order-form.ts'
import { OrderImportDialog } from './order-import-dialog.tsx'
import { availableActions, type OrderActionSpec, type orderPageParams } from './order-page.ts'
import { OrderStatusTabs } from './order-status-tabs.tsx'
import { OrderTable } from './order-table.tsx'
import { useOrderActions } from './use-order-actions.ts'
import { useOrderList } from './use-order-list.ts'

/** The actions that suit every selected order (and carrier booking where all may book), or a hint. */
function OrderActionBar({
  count,
  offered,
  bookable,
  onStart,
  onBook,
}: {
  count: number
  offered: readonly OrderActionSpec[]
  bookable: readonly BookableOrder[]
  onStart: (spec: OrderActionSpec) => void
  onBook: (orders: readonly BookableOrder[]) => void
}) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  return (
    <Group gap="xs" mih={30} data-testid="order-actions">
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          {t('salesOrder.selectHint')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('salesOrder.actionsFor', { count })}
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
              onClick={() => onStart(spec)}
            >
              {spec.action.label[lang]}
            </Button>
          ))}
          {bookable.length > 0 && <CarrierBookingButton orders={bookable} onOpen={onBook} />}
        </>
      )}
    </Group>
  )
}

/** The page's title and buttons: the two order forms and the import (to those who may add), export, refresh. */
function OrderToolbar({
  resource,
  pageParams,
  refresh,
  onAdd,
  onImport,
}: {
  resource: ResourceDef
  pageParams: ReturnType<typeof orderPageParams>
  refresh: () => void
  onAdd: (kind: OrderKind) => void
  onImport: () => void
}) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const { can } = usePermissions()
  const [exporting, setExporting] = useState(false)
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
  return (
    <Group justify="space-between">
      <Title order={4}>{resource.label[lang]}</Title>
      <Group gap="xs">
        {can(resource.permissions.add) && (
          <>
            <Button onClick={() => onAdd('b2c')}>{t('salesOrder.addB2C')}</Button>
            <Button variant="light" onClick={() => onAdd('b2b')}>
              {t('salesOrder.addB2B')}
            </Button>
            <Button variant="light" onClick={onImport}>
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
  )
}

/** The retail or wholesale order form, in a dialog. */
function OrderFormModal({
  kind,
  onClose,
  onSaved,
}: {
  kind: OrderKind | null
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={kind !== null}
      onClose={onClose}
      size="90%"
      title={kind === 'b2b' ? t('salesOrder.form.titleB2B') : t('salesOrder.form.titleB2C')}
    >
      {kind && <OrderForm kind={kind} onSaved={onSaved} onCancel={onClose} />}
    </Modal>
  )
}

/**
 * The sales order page (spec 1 §4): the status tabs with live counts, filters, the orders table,
 * the actions that suit every selected order, the order detail, the forms, import and export.
 */
export function OrderPage({ resource = order }: { resource?: ResourceDef }) {
  const { can } = usePermissions()
  const orders = useOrderList(resource)
  const { rows, selected, setSelected, selectedRows, refresh } = orders
  const { dialog, setDialog, result, setResult, post, start } = useOrderActions(selectedRows, refresh)
  const [detailId, setDetailId] = useState<string | null>(null)
  const [importing, setImporting] = useState(false)
  const [form, setForm] = useState<OrderKind | null>(null)
  const [booking, setBooking] = useState<readonly BookableOrder[] | null>(null)
  const offered = availableActions(selectedRows, can)
  const bookable = bookableOrders(selectedRows, can)

  return (
    <Paper p="md" m="md" withBorder>
      <Stack gap="sm">
        <OrderToolbar
          resource={resource}
          pageParams={orders.pageParams}
          refresh={refresh}
          onAdd={setForm}
          onImport={() => setImporting(true)}
        />
        <OrderFilterForm applied={orders.filters} storedAs={orders.storedAs} onSearch={orders.search} />
        <OrderStatusTabs resource={resource} tab={orders.tab} counts={orders.counts.data} onChange={orders.changeTab} />
        <UnmatchedValues unmatched={orders.list.data?.unmatched} resource={order} labels={{ sku: 'SKU' }} />
        <OrderActionBar
          count={selected.size}
          offered={offered}
          // Booking is offered where every selected order may be booked.
          bookable={bookable.length === selectedRows.length ? bookable : []}
          onStart={start}
          onBook={setBooking}
        />
        <OrderTable
          resource={resource}
          rows={rows}
          fetching={orders.list.isFetching}
          selected={selected}
          onToggle={orders.toggle}
          onSelectAll={(all) => setSelected(all ? new Set(rows.map((r) => String(r.id))) : new Set())}
          onOpen={setDetailId}
        />
        <ListPager page={orders.page} answer={orders.list.data} onChange={orders.changePage} />
      </Stack>
      <OrderDetailDrawer orderId={detailId} onClose={() => setDetailId(null)} />
      {dialog && <OrderActionDialog dialog={dialog} onClose={() => setDialog(null)} post={post} />}
      {result && <ResultDialog result={result} onClose={() => setResult(null)} />}
      {booking && <CarrierBookingDialog orders={booking} onClose={() => setBooking(null)} onChanged={refresh} />}
      <OrderImportDialog opened={importing} onClose={() => setImporting(false)} onImported={refresh} />
      <OrderFormModal
        kind={form}
        onClose={() => setForm(null)}
        onSaved={() => {
          setForm(null)
          refresh()
        }}
      />
    </Paper>
  )
}
