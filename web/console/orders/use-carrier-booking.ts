import { type UseFormReturnType, useForm } from '@mantine/form'
import { useQuery } from '@tanstack/react-query'
import { type Dispatch, type RefObject, type SetStateAction, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { bookShipmentsContract, quotesContract } from '#sync/resources/orders/orders.contracts.ts'
import { ApiError, callApi } from '../../api/client.ts'
import {
  type BookableOrder,
  type Booking,
  bookingBody,
  cheapestChoices,
  isTrackingNumber,
  outsideBody,
  quoteKey,
  quotesByOrder,
} from './carrier-booking.ts'

/** How the orders are booked: with a carrier's quote, or as a parcel booked outside. */
export type BookingMode = 'carrier' | 'outside'

/** What the booking dialog's form holds: the mode, the quote chosen per order (beside the cheapest), and a parcel booked outside. */
export type BookingValues = {
  mode: BookingMode
  chosen: Record<string, string>
  carrier: string
  trackingNumber: string
}

/** What booking one order came to: its booking, or why it was refused. */
export type BookingOutcome = { order: BookableOrder; booking?: Booking; error?: string; cancelled?: boolean }

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
  form,
  setOutcomes,
  changed,
}: {
  orders: readonly BookableOrder[]
  open: readonly BookableOrder[]
  byOrder: ReturnType<typeof quotesByOrder>
  choices: Record<string, string | undefined>
  form: UseFormReturnType<BookingValues>
  setOutcomes: Dispatch<SetStateAction<BookingOutcome[] | null>>
  changed: RefObject<boolean>
}) {
  const [busy, setBusy] = useState(false)
  const reason = useRefusalReason()
  const bookChosen = async () => {
    setBusy(true)
    const done: BookingOutcome[] = []
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
  const saveOutside = form.onSubmit(async ({ carrier, trackingNumber }) => {
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
 * The booking dialog's state: the mode, the chosen quotes and the parcel booked outside in
 * @mantine/form, the quotes of the orders not yet booked (asked while booking with carriers and
 * nothing is booked yet), what came of the booking, and closing, which tells the page to reload
 * when something was booked or cancelled.
 */
export function useCarrierBooking(orders: readonly BookableOrder[], onClose: () => void, onChanged: () => void) {
  const { t } = useTranslation()
  const changed = useRef(false)
  const close = () => {
    onClose()
    if (changed.current) onChanged()
  }
  const [outcomes, setOutcomes] = useState<BookingOutcome[] | null>(null)
  const form = useForm<BookingValues>({
    initialValues: { mode: 'carrier', chosen: {}, carrier: '', trackingNumber: '' },
    validate: {
      trackingNumber: (value) => (isTrackingNumber(value) ? null : t('carrierBooking.trackingNumberInvalid')),
    },
  })
  const { mode, chosen } = form.values
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
  const reason = useRefusalReason()
  const work = useBookingWork({ orders, open, byOrder, choices, form, setOutcomes, changed })
  return {
    ...work,
    form,
    mode,
    setMode: (value: BookingMode) => form.setFieldValue('mode', value),
    open,
    outcomes,
    close,
    quotes: { loading: quotes.isLoading, error: quotes.isError ? reason(quotes.error) : null, byOrder },
    choices,
    choose: (orderId: string, key: string) => form.setFieldValue('chosen', (c) => ({ ...c, [orderId]: key })),
    bookable: open.some((o) => choices[o.id]),
  }
}

/** A refusal's message: the server's, or the unknown error's. */
function useRefusalReason() {
  const { t } = useTranslation()
  return (e: unknown) => (e instanceof ApiError ? e.message : t('common.unknownError'))
}
