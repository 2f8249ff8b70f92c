import {
  Alert,
  Anchor,
  Autocomplete,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Radio,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import { shownDecimal } from '#sync/money/shown-decimal.ts'
import { cancelBookingsContract } from '#sync/resources/orders/orders.contracts.ts'
import { callApi, downloadFile } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { confirmAction } from '../../ui/confirm.tsx'
import { PdfDialog } from '../../ui/widgets/pdf-dialog.tsx'
import { type BookableOrder, type Quote, quoteKey, type quotesByOrder } from './carrier-booking.ts'
import type { BookingMode, BookingOutcome, BookingValues } from './use-carrier-booking.ts'

const NUMBER_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const
/** Carriers people type most for a parcel booked outside (any other code may be typed). */
const KNOWN_CARRIERS = ['UPS', 'FEDEX', 'USPS', 'DHL']

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
export function Outcomes({
  outcomes,
  onCancelled,
}: {
  outcomes: BookingOutcome[]
  onCancelled: (orderId: string) => void
}) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const source = (key: string) =>
    findDictionary('order_express_source').entries.find((e) => e.key === key)?.label[lang] ?? key
  const cancel = (o: BookingOutcome) => {
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
export function CarrierQuotes({
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
export function OutsideBookingFields({ form }: { form: UseFormReturnType<BookingValues> }) {
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

/** How the orders are booked: with a carrier's quote, or as a parcel booked outside. */
export function BookingModeControl({ value, onChange }: { value: BookingMode; onChange: (mode: BookingMode) => void }) {
  const { t } = useTranslation()
  return (
    <SegmentedControl
      aria-label={t('carrierBooking.mode')}
      value={value}
      onChange={(v) => onChange(v === 'outside' ? 'outside' : 'carrier')}
      data={[
        { value: 'carrier', label: t('carrierBooking.modeCarrier') },
        { value: 'outside', label: t('carrierBooking.modeOutside') },
      ]}
    />
  )
}

/** The chosen orders that already have a tracking number, each named with it (they are not booked again). */
export function AlreadyBooked({ orders }: { orders: readonly BookableOrder[] }) {
  const { t } = useTranslation()
  return orders
    .filter((o) => o.trackNumber)
    .map((o) => (
      <Alert key={o.id} color="yellow" p="xs">
        {o.code}: {t('carrierBooking.alreadyBooked', { trackNumber: o.trackNumber })}
      </Alert>
    ))
}

/** The booking dialog's buttons: close, then book the chosen quotes or save the parcel booked outside. */
export function BookingFooter({
  busy,
  booking,
  saving,
  bookable,
  savable,
  onBook,
  onSave,
  onClose,
}: {
  busy: boolean
  /** Booking with the carriers' quotes is offered. */
  booking: boolean
  /** Saving a parcel booked outside is offered. */
  saving: boolean
  bookable: boolean
  savable: boolean
  onBook: () => void
  onSave: () => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <Group justify="flex-end" gap="xs">
      <Button variant="default" onClick={onClose}>
        {t('carrierBooking.close')}
      </Button>
      {booking && (
        <Button loading={busy} disabled={!bookable} onClick={onBook}>
          {t('carrierBooking.book')}
        </Button>
      )}
      {saving && (
        <Button loading={busy} disabled={!savable} onClick={onSave}>
          {t('carrierBooking.save')}
        </Button>
      )}
    </Group>
  )
}
