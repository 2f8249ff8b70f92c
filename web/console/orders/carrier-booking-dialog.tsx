import { Alert, Button, Modal, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { BookableOrder } from './carrier-booking.ts'
import {
  AlreadyBooked,
  BookingFooter,
  BookingModeControl,
  CarrierQuotes,
  Outcomes,
  OutsideBookingFields,
} from './carrier-booking-parts.tsx'
import { useCarrierBooking } from './use-carrier-booking.ts'

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
  const booking = useCarrierBooking(orders, onClose, onChanged)
  const { mode, open, outcomes, quotes } = booking
  // A parcel booked outside is entered for one order not yet booked.
  const single = orders.length === 1 && open.length === 1
  return (
    <Modal opened onClose={booking.close} size={760} title={t('carrierBooking.title', { count: orders.length })}>
      <Stack gap="sm" data-testid="carrier-booking-dialog">
        {outcomes ? (
          <Outcomes outcomes={outcomes} onCancelled={booking.cancelled} />
        ) : (
          <>
            <BookingModeControl value={mode} onChange={booking.setMode} />
            <AlreadyBooked orders={orders} />
            {mode === 'carrier' ? (
              <CarrierQuotes
                open={open}
                loading={quotes.loading}
                error={quotes.error}
                byOrder={quotes.byOrder}
                choices={booking.choices}
                onChoose={booking.choose}
              />
            ) : single ? (
              <OutsideBookingFields form={booking.form} />
            ) : (
              <Alert color="yellow">{t('carrierBooking.outsideOne')}</Alert>
            )}
          </>
        )}
        <BookingFooter
          busy={booking.busy}
          booking={outcomes === null && mode === 'carrier'}
          saving={outcomes === null && mode === 'outside' && single}
          bookable={booking.bookable}
          savable={booking.form.values.trackingNumber.trim() !== ''}
          onBook={() => void booking.bookChosen()}
          onSave={() => booking.saveOutside()}
          onClose={booking.close}
        />
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
