import {
  Alert,
  Anchor,
  Autocomplete,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Radio,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { type UseFormReturnType, useForm } from '@mantine/form'
import { useQuery } from '@tanstack/react-query'
import { type Dispatch, type RefObject, type SetStateAction, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import { shownDecimal } from '#sync/money/shown-decimal.ts'
import {
  bookShipmentsContract,
  cancelBookingsContract,
  quotesContract,
} from '#sync/resources/orders/orders.contracts.ts'
import { ApiError, callApi, downloadFile } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { confirmAction } from '../../ui/confirm.tsx'
import { PdfDialog } from '../../ui/widgets/pdf-dialog.tsx'
import {
  type BookableOrder,
  type Booking,
  bookingBody,
  cheapestChoices,
  isTrackingNumber,
  outsideBody,
  type Quote,
  quoteKey,
  quotesByOrder,
} from './carrier-booking.ts'

const NUMBER_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const
/** Carriers people type most for a parcel booked outside (any other code may be typed). */
const KNOWN_CARRIERS = ['UPS', 'FEDEX', 'USPS', 'DHL']

/** What booking one order came to: its booking, or why it was refused. */
type Outcome = { order: BookableOrder; booking?: Booking; error?: string; cancelled?: boolean }

/** A booked face sheet opened in the PDF viewer (to look at and print) or downloaded. */
function LabelButtons({ url }: { url: string }) {
  const { t } = useTranslation()
  const [viewing, setViewing] = useState(false)
  return (
    <Group gap="xs">
      <Button size="compact-sm" variant="light" onClick={() => setViewing(true)}>
        {t('carrierBooking.openLabel')}
      </Button>
      <PdfDialog url={viewing ? url : null} title={t('carrierBooking.openLabel')} onClose={() => setViewing(false)} />
      <Anchor component="button" size="sm" onClick={() => void downloadFile(url)}>
        {t('carrierBooking.downloadLabel')}
      </Anchor>
    </Group>
  )
}

/** The tracking number, carrier, cost and label of each booking, with the label opened, downloaded or the booking cancelled. */
function Outcomes({ outcomes, onCancelled }: { outcomes: Outcome[]; onCancelled: (orderId: string) => void }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const source = (key: string) =>
    findDictionary('order_express_source').entries.find((e) => e.key === key)?.label[lang] ?? key
  const cancel = (o: Outcome) => {
    const booking = o.booking
    if (!booking) return
    confirmAction(
      t('carrierBooking.cancelConfirm', { trackNumber: booking.trackingNumber }),
      async () => {
        await callApi(cancelBookingsContract, { params: { ids: [booking.expressId] } })
        onCancelled(o.order.id)
      },
      { danger: true },
    )
  }
  return (
    <Table withTableBorder fz="sm" verticalSpacing={6} data-testid="carrier-booking-result">
      <Table.Tbody>
        {outcomes.map((o) => (
          <Table.Tr key={o.order.id}>
            <Table.Td fw={600}>{o.order.code}</Table.Td>
            {o.booking ? (
              <>
                <Table.Td>
                  <Stack gap={2}>
                    <Group gap={6}>
                      <Badge size="sm" variant="light" color={o.cancelled ? 'gray' : 'green'}>
                        {o.cancelled ? t('carrierBooking.cancelled') : t('carrierBooking.booked')}
                      </Badge>
                      <Text size="sm" ff="monospace" data-testid="booked-tracking-number">
                        {o.booking.trackingNumber}
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {[o.booking.carrier, o.booking.service, source(o.booking.source)].filter(Boolean).join(' · ')}
                      {o.booking.cost ? ` · ${shownDecimal(o.booking.cost, 2)} ${o.booking.currency ?? ''}` : ''}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {o.cancelled ? null : o.booking.label ? (
                    <LabelButtons url={o.booking.label.url} />
                  ) : (
                    <Text size="xs" c="dimmed">
                      {t('carrierBooking.noLabel')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {o.cancelled ? null : (
                    <Button size="compact-sm" variant="subtle" color="red" onClick={() => cancel(o)}>
                      {t('carrierBooking.cancel')}
                    </Button>
                  )}
                </Table.Td>
              </>
            ) : (
              <Table.Td colSpan={3}>
                <Text size="sm" c="red">
                  {t('carrierBooking.failed')}: {o.error}
                </Text>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

/** One order's quotes, one service a row, the chosen one ticked. */
function OrderQuotes({
  order,
  quotes,
  chosen,
  onChoose,
}: {
  order: BookableOrder
  quotes: readonly Quote[]
  chosen: string | undefined
  onChoose: (key: string) => void
}) {
  const { t } = useTranslation()
  return (
    <Paper withBorder p="xs" data-testid={`quotes-${order.code}`}>
      <Text fw={600} size="sm" mb={4}>
        {order.code}
      </Text>
      {quotes.length === 0 ? (
        <Text size="sm" c="orange.8">
          {t('carrierBooking.noQuotes')}
        </Text>
      ) : (
        <Radio.Group value={chosen ?? null} onChange={onChoose}>
          <Table fz="sm" verticalSpacing={4} highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={36} />
                <Table.Th>{t('carrierBooking.carrier')}</Table.Th>
                <Table.Th>{t('carrierBooking.service')}</Table.Th>
                <Table.Th style={NUMBER_CELL}>{t('carrierBooking.price')}</Table.Th>
                <Table.Th style={NUMBER_CELL}>{t('carrierBooking.days')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quotes.map((q) => (
                <Table.Tr key={quoteKey(q)} style={{ cursor: 'pointer' }} onClick={() => onChoose(quoteKey(q))}>
                  <Table.Td>
                    <Radio
                      value={quoteKey(q)}
                      aria-label={t('carrierBooking.choose', { service: `${q.carrier} ${q.serviceName}` })}
                    />
                  </Table.Td>
                  <Table.Td>{q.carrier}</Table.Td>
                  <Table.Td>{q.serviceName}</Table.Td>
                  <Table.Td style={NUMBER_CELL}>
                    {shownDecimal(q.amount, 2)} {q.currency}
                  </Table.Td>
                  <Table.Td style={NUMBER_CELL}>{q.transitDays}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Radio.Group>
      )}
    </Paper>
  )
}

/** The carriers' quotes for each order not yet booked, the cheapest chosen unless another is. */
function CarrierQuotes({
  open,
  loading,
  error,
  byOrder,
  choices,
  onChoose,
}: {
  open: readonly BookableOrder[]
  loading: boolean
  error: string | null
  byOrder: ReturnType<typeof quotesByOrder>
  choices: Record<string, string | undefined>
  onChoose: (orderId: string, key: string) => void
}) {
  const { t } = useTranslation()
  if (open.length === 0) return null
  if (loading)
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{t('carrierBooking.loadingQuotes')}</Text>
      </Group>
    )
  if (error) return <Alert color="red">{error}</Alert>
  return open.map((o) => (
    <OrderQuotes
      key={o.id}
      order={o}
      quotes={byOrder.get(o.id) ?? []}
      chosen={choices[o.id]}
      onChoose={(key) => onChoose(o.id, key)}
    />
  ))
}

/** A parcel booked outside: its carrier (one of the known, or typed) and its tracking number. */
function OutsideBookingFields({ form }: { form: UseFormReturnType<{ carrier: string; trackingNumber: string }> }) {
  const { t } = useTranslation()
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('carrierBooking.outsideHint')}
      </Text>
      <Autocomplete
        label={t('carrierBooking.carrier')}
        data={KNOWN_CARRIERS}
        {...form.getInputProps('carrier')}
        maxLength={32}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label={t('carrierBooking.trackingNumber')}
        required
        maxLength={64}
        {...form.getInputProps('trackingNumber')}
      />
    </Stack>
  )
}

/**
 * Booking the orders, each a call of its own: with the chosen quotes (one order at a time), or a
 * parcel booked outside by its tracking number; what came of each goes to `setOutcomes`, and
 * `changed` notes that the page's list must be read again.
 */
function useBookingWork({
  orders,
  open,
  byOrder,
  choices,
  outside,
  setOutcomes,
  changed,
}: {
  orders: readonly BookableOrder[]
  open: readonly BookableOrder[]
  byOrder: ReturnType<typeof quotesByOrder>
  choices: Record<string, string | undefined>
  outside: UseFormReturnType<{ carrier: string; trackingNumber: string }>
  setOutcomes: Dispatch<SetStateAction<Outcome[] | null>>
  changed: RefObject<boolean>
}) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const reason = (e: unknown) => (e instanceof ApiError ? e.message : t('common.unknownError'))
  const bookChosen = async () => {
    setBusy(true)
    const done: Outcome[] = []
    // One order at a time: a carrier refusing one order leaves the others booked, and each says so.
    for (const order of open) {
      const quote = (byOrder.get(order.id) ?? []).find((q) => quoteKey(q) === choices[order.id])
      if (!quote) continue
      try {
        const [booking] = await callApi(
          bookShipmentsContract,
          { params: bookingBody(order.id, quote) },
          { silent: true },
        )
        done.push({ order, booking })
      } catch (e) {
        done.push({ order, error: reason(e) })
      }
    }
    setBusy(false)
    setOutcomes(done)
    if (done.some((o) => o.booking)) changed.current = true
  }
  const saveOutside = outside.onSubmit(async ({ carrier, trackingNumber }) => {
    const order = orders[0]
    if (!order) return
    setBusy(true)
    try {
      const body = outsideBody(order.id, trackingNumber, carrier)
      const [booking] = await callApi(bookShipmentsContract, { params: body }, { silent: true })
      setOutcomes([{ order, booking }])
      changed.current = true
    } catch (e) {
      setOutcomes([{ order, error: reason(e) }])
    } finally {
      setBusy(false)
    }
  })
  const cancelled = (orderId: string) => {
    setOutcomes((list) => list?.map((o) => (o.order.id === orderId ? { ...o, cancelled: true } : o)) ?? null)
    changed.current = true
  }
  return { busy, bookChosen, saveOutside, cancelled }
}

/**
 * 物流下单 (issue 27): the carriers' quotes for each chosen order, one service a row (carrier,
 * service, price, days); booking the chosen ones answers each order's tracking number and its face
 * sheet, opened or printed at once, and a booking may be cancelled here. A parcel booked outside
 * is entered by its tracking number instead and recorded as such.
 */
export function CarrierBookingDialog({
  orders,
  onClose,
  onChanged,
}: {
  orders: readonly BookableOrder[]
  onClose: () => void
  /** Told on closing when something was booked or cancelled (the page reloads its list, which clears its ticks). */
  onChanged: () => void
}) {
  const { t } = useTranslation()
  const changed = useRef(false)
  const close = () => {
    onClose()
    if (changed.current) onChanged()
  }
  const [mode, setMode] = useState<'carrier' | 'outside'>('carrier')
  const [chosen, setChosen] = useState<Record<string, string>>({})
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null)
  const outside = useForm({
    initialValues: { carrier: '', trackingNumber: '' },
    validate: {
      trackingNumber: (value) => (isTrackingNumber(value) ? null : t('carrierBooking.trackingNumberInvalid')),
    },
  })
  const open = orders.filter((o) => !o.trackNumber)
  const openIds = open.map((o) => o.id)
  const quotes = useQuery({
    queryKey: ['orders', 'quotes', openIds],
    enabled: mode === 'carrier' && openIds.length > 0 && outcomes === null,
    queryFn: () => callApi(quotesContract, { params: { orderIds: openIds.join(',') } }, { silent: true }),
    staleTime: 60_000,
  })
  const byOrder = quotesByOrder(open, quotes.data ?? [])
  const choices = { ...cheapestChoices(byOrder), ...chosen }

  const reason = (e: unknown) => (e instanceof ApiError ? e.message : t('common.unknownError'))
  const { busy, bookChosen, saveOutside, cancelled } = useBookingWork({
    orders,
    open,
    byOrder,
    choices,
    outside,
    setOutcomes,
    changed,
  })
  const bookable = open.some((o) => choices[o.id])

  return (
    <Modal opened onClose={close} size={760} title={t('carrierBooking.title', { count: orders.length })}>
      <Stack gap="sm" data-testid="carrier-booking-dialog">
        {outcomes ? (
          <Outcomes outcomes={outcomes} onCancelled={cancelled} />
        ) : (
          <>
            <SegmentedControl
              aria-label={t('carrierBooking.mode')}
              value={mode}
              onChange={(v) => setMode(v === 'outside' ? 'outside' : 'carrier')}
              data={[
                { value: 'carrier', label: t('carrierBooking.modeCarrier') },
                { value: 'outside', label: t('carrierBooking.modeOutside') },
              ]}
            />
            {orders
              .filter((o) => o.trackNumber)
              .map((o) => (
                <Alert key={o.id} color="yellow" p="xs">
                  {o.code}: {t('carrierBooking.alreadyBooked', { trackNumber: o.trackNumber })}
                </Alert>
              ))}
            {mode === 'carrier' ? (
              <CarrierQuotes
                open={open}
                loading={quotes.isLoading}
                error={quotes.isError ? reason(quotes.error) : null}
                byOrder={byOrder}
                choices={choices}
                onChoose={(orderId, key) => setChosen((c) => ({ ...c, [orderId]: key }))}
              />
            ) : orders.length !== 1 || open.length !== 1 ? (
              <Alert color="yellow">{t('carrierBooking.outsideOne')}</Alert>
            ) : (
              <OutsideBookingFields form={outside} />
            )}
          </>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            {t('carrierBooking.close')}
          </Button>
          {outcomes === null && mode === 'carrier' && (
            <Button loading={busy} disabled={!bookable} onClick={() => void bookChosen()}>
              {t('carrierBooking.book')}
            </Button>
          )}
          {outcomes === null && mode === 'outside' && orders.length === 1 && open.length === 1 && (
            <Button loading={busy} disabled={!outside.values.trackingNumber.trim()} onClick={() => saveOutside()}>
              {t('carrierBooking.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  )
}

/**
 * The 物流下单 button of a list (the order page, 仓库订单): offered for reviewed or pending-shipment
 * orders; the list holds the dialog it opens, so a reload of the list's rows does not close it.
 */
export function CarrierBookingButton({
  orders,
  onOpen,
}: {
  /** The ticked orders that may be booked; none disables the button. */
  orders: readonly BookableOrder[]
  onOpen: (orders: readonly BookableOrder[]) => void
}) {
  const { t } = useTranslation()
  return (
    <Button
      size="compact-sm"
      variant="filled"
      disabled={orders.length === 0}
      title={orders.length === 0 ? t('carrierBooking.noOrders') : undefined}
      onClick={() => onOpen(orders)}
    >
      {t('carrierBooking.button')}
    </Button>
  )
}
