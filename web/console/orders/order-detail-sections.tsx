import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { AnswerOf } from '#sync/http/contract.ts'
import { shownDecimal } from '#sync/money/shown-decimal.ts'
import { statusLabel } from '#sync/resources/define-action.ts'
import { order } from '#sync/resources/orders/order.resource.ts'
import type { orderDetailContract } from '#sync/resources/orders/orders.contracts.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { LINE_FIELDS_DECLARED, ORDER_FIELDS } from './order-form.ts'

const NUMBER_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const

export type Row = Record<string, unknown>

/** The order detail as the server answers it (its contract: lines, history, reservations, rule, tracks, labels). */
export type OrderDetail = AnswerOf<typeof orderDetailContract>

export const text = (v: unknown) => (v === undefined || v === null || v === '' ? '' : String(v))
const money = (v: unknown) => (text(v) === '' ? '' : shownDecimal(text(v), 2))

/** A dictionary entry's label in the user's language (the key itself when unknown). */
export function useDictLabel() {
  const lang = currentLanguage()
  return (code: string, key: unknown) =>
    findDictionary(code).entries.find((e) => e.key === text(key))?.label[lang] ?? text(key)
}

export function Section({ title, children, right }: { title: string; children: ReactNode; right?: ReactNode }) {
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb={6}>
        <Title order={6}>{title}</Title>
        {right}
      </Group>
      {children}
    </Paper>
  )
}

/** Label-value pairs in two columns. */
function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <SimpleGrid cols={2} spacing={4} verticalSpacing={4}>
      {items.map(([label, value]) => (
        <Group key={label} gap={6} wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed" miw={110}>
            {label}
          </Text>
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            {value === '' || value === null || value === undefined ? '—' : value}
          </Text>
        </Group>
      ))}
    </SimpleGrid>
  )
}

/** The order's own facts: marketplace number, shop, kind, buyer, tracking number (typed by hand or booked), channel, remarks. */
export function OrderFacts({ o }: { o: OrderDetail }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const label = (key: string) => ORDER_FIELDS[key]?.label[lang] ?? key
  const dict = useDictLabel()
  const bookings = o.bookings ?? []
  // A tracking number no live booking gave was typed by hand, for a parcel booked outside.
  const typedByHand =
    Boolean(o.trackNumber) && !bookings.some((b) => text(b.status) === '1' && b.trackingNumber === o.trackNumber)
  return (
    <Section title={t('salesOrder.form.order')}>
      <Facts
        items={[
          [label('sellerOrderId'), text(o.sellerOrderId)],
          [label('shopId'), text(o.shopName ?? o.shopIdLabel)],
          [label('orderType'), dict('sale_order_type', o.orderType)],
          [label('orderTime'), text(o.orderTime)],
          [label('buyerName'), text(o.buyerName)],
          [label('buyerEmail'), text(o.buyerEmail)],
          [
            label('trackNumber'),
            typedByHand ? `${text(o.trackNumber)} (${t('salesOrder.detail.typedByHand')})` : text(o.trackNumber),
          ],
          [label('channel'), text(o.channel)],
          [label('leaveWord'), text(o.leaveWord)],
          [label('problemReason'), text(o.problemReason)],
        ]}
      />
    </Section>
  )
}

/** Where the order ships from and how, the rule that routed it and why. */
export function RoutingFacts({ o }: { o: OrderDetail }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const label = (key: string) => ORDER_FIELDS[key]?.label[lang] ?? key
  return (
    <Section title={t('salesOrder.detail.routing')}>
      <Stack gap={6}>
        <Facts
          items={[
            [label('storeId'), text(o.storeName ?? o.storeIdLabel)],
            [label('transportId'), text(o.transportName ?? o.transportIdLabel)],
            [t('salesOrder.detail.rule'), text(o.rule?.ruleName ?? o.ruleName)],
          ]}
        />
        {o.ruleExplanation ? (
          <Alert variant="light" color="blue" p="xs" title={t('salesOrder.detail.why')} data-testid="rule-explanation">
            <Text size="sm">{o.ruleExplanation}</Text>
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            {t('salesOrder.detail.noRule')}
          </Text>
        )}
      </Stack>
    </Section>
  )
}

/** The order's lines: SKU, product, quantity, price, amount and weight. */
export function LinesTable({ o }: { o: OrderDetail }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const itemLabel = (key: string) => LINE_FIELDS_DECLARED[key]?.label[lang] ?? key
  const lines = o.orderSkuVOS ?? []
  return (
    <Section title={t('salesOrder.detail.lines')}>
      <Table withTableBorder fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{itemLabel('sysSku')}</Table.Th>
            <Table.Th>{itemLabel('sellerSku')}</Table.Th>
            <Table.Th>{itemLabel('productName')}</Table.Th>
            <Table.Th style={NUMBER_CELL}>{itemLabel('quantity')}</Table.Th>
            <Table.Th style={NUMBER_CELL}>{itemLabel('price')}</Table.Th>
            <Table.Th style={NUMBER_CELL}>{itemLabel('amount')}</Table.Th>
            <Table.Th style={NUMBER_CELL}>{itemLabel('weight')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={text(l.id)}>
              <Table.Td>{text(l.sysSku ?? l.productIdLabel)}</Table.Td>
              <Table.Td>{text(l.sellerSku)}</Table.Td>
              <Table.Td>{text(l.productName)}</Table.Td>
              <Table.Td style={NUMBER_CELL}>{text(l.quantity)}</Table.Td>
              <Table.Td style={NUMBER_CELL}>{money(l.price)}</Table.Td>
              <Table.Td style={NUMBER_CELL}>{money(l.amount)}</Table.Td>
              <Table.Td style={NUMBER_CELL}>{text(l.weight)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  )
}

/** Where the order goes: recipient, address, phone and e-mail, kind of address. */
export function AddressBlock({ o }: { o: OrderDetail }) {
  const { t } = useTranslation()
  const dict = useDictLabel()
  return (
    <Section title={t('salesOrder.detail.address')}>
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {text(o.addressName)}
        </Text>
        {[o.company, o.addressLine1, o.addressLine2].filter(Boolean).map((line) => (
          <Text size="sm" key={text(line)}>
            {text(line)}
          </Text>
        ))}
        <Text size="sm">
          {[o.addressCity, o.addressStateOrRegion, o.addressPostalCode].filter(Boolean).map(text).join(', ')}
        </Text>
        <Text size="sm">{text(o.addressCountryCode)}</Text>
        <Text size="sm" c="dimmed">
          {[o.addressPhone, o.addressEmail].filter(Boolean).map(text).join(' · ')}
        </Text>
        {o.addressType ? (
          <Text size="sm" c="dimmed">
            {dict('address_type', o.addressType)}
          </Text>
        ) : null}
      </Stack>
    </Section>
  )
}

/** The order's money in its currency: goods, freight, discount, total, payment and refund. */
export function MoneyFacts({ o }: { o: OrderDetail }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const label = (key: string) => ORDER_FIELDS[key]?.label[lang] ?? key
  const currency = text(o.fobCurrency)
  return (
    <Section title={t('salesOrder.detail.money')}>
      <Facts
        items={[
          [label('goodsAmount'), `${money(o.goodsAmount)} ${currency}`],
          [label('freightAmount'), `${money(o.freightAmount)} ${currency}`],
          [label('discountAmount'), `${money(o.discountAmount)} ${currency}`],
          [label('orderTotalMoney'), `${money(o.orderTotalMoney)} ${currency}`],
          [label('payType'), text(o.payType)],
          [label('refundAmount'), money(o.refundAmount)],
        ]}
      />
    </Section>
  )
}

/** The stock the order holds: SKU, position, lot and quantity. */
export function ReservationsTable({ o }: { o: OrderDetail }) {
  const { t } = useTranslation()
  const reservations = o.reservations ?? []
  return (
    <Section title={t('salesOrder.detail.reservation')}>
      {reservations.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('salesOrder.detail.noReservation')}
        </Text>
      ) : (
        <Table withTableBorder fz="sm" verticalSpacing={4} data-testid="order-reservations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('salesOrder.detail.sku')}</Table.Th>
              <Table.Th>{t('salesOrder.detail.position')}</Table.Th>
              <Table.Th>{t('salesOrder.detail.lot')}</Table.Th>
              <Table.Th style={NUMBER_CELL}>{t('salesOrder.detail.reserved')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {reservations.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a reservation row may come without an id
              <Table.Tr key={`${text(r.id)}-${i}`}>
                <Table.Td>{text(r.sysSku ?? r.productId)}</Table.Td>
                <Table.Td>{text(r.positionCode)}</Table.Td>
                <Table.Td>{[r.batchNo, r.inboundDate].filter(Boolean).map(text).join(' · ')}</Table.Td>
                <Table.Td style={NUMBER_CELL}>{text(r.quantity)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Section>
  )
}

/** The parcel's tracking events. */
export function TracksList({ o }: { o: OrderDetail }) {
  const { t } = useTranslation()
  const dict = useDictLabel()
  const tracks = o.tracks ?? []
  return (
    <Section title={t('salesOrder.detail.tracks')}>
      {tracks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('salesOrder.detail.noTracks')}
        </Text>
      ) : (
        <Stack gap={4}>
          {tracks.map((tr, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: events may share ids across carriers
            <Group key={`${text(tr.id)}-${i}`} gap="xs" wrap="nowrap" align="flex-start">
              <Badge size="sm" variant="light">
                {dict('track_status', tr.status)}
              </Badge>
              <Text size="sm">{[tr.trackNumber, tr.remark, tr.createTime].filter(Boolean).map(text).join(' · ')}</Text>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  )
}

/** The carrier bookings made for the order (live or cancelled, booked here or outside). */
export function BookingsList({ o }: { o: OrderDetail }) {
  const { t } = useTranslation()
  const dict = useDictLabel()
  const bookings = o.bookings ?? []
  return (
    <Section title={t('salesOrder.detail.bookings')}>
      {bookings.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('salesOrder.detail.noBookings')}
        </Text>
      ) : (
        <Stack gap={4} data-testid="order-bookings">
          {bookings.map((b) => (
            <Group key={text(b.id)} gap="xs">
              <Badge size="sm" variant="light" color={text(b.status) === '1' ? 'green' : 'gray'}>
                {dict('order_express_status', b.status)}
              </Badge>
              <Badge size="sm" variant="outline" color={text(b.source) === '2' ? 'orange' : 'blue'}>
                {dict('order_express_source', b.source)}
              </Badge>
              <Text size="sm">
                {[b.carrier, b.service, b.trackingNumber].filter(Boolean).map(text).join(' · ')}
                {b.cost ? ` · ${money(b.cost)} ${text(b.currency)}` : ''}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  )
}

/** What happened to the order: when, who, what, and the status it moved between. */
export function HistoryTable({ o }: { o: OrderDetail }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const history = o.history ?? []
  return (
    <Section title={t('salesOrder.detail.history')}>
      <Table withTableBorder fz="sm" verticalSpacing={4} data-testid="order-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={170}>{t('salesOrder.detail.when')}</Table.Th>
            <Table.Th w={120}>{t('salesOrder.detail.who')}</Table.Th>
            <Table.Th>{t('salesOrder.detail.what')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.map((h) => {
            const from = text(h.fromStatus)
            const to = text(h.toStatus)
            const move =
              from && to && from !== to
                ? `${statusLabel(order, 'status', from, lang)} → ${statusLabel(order, 'status', to, lang)}`
                : to && !from
                  ? statusLabel(order, 'status', to, lang)
                  : ''
            return (
              <Table.Tr key={text(h.id)}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{text(h.createTime)}</Table.Td>
                <Table.Td>{text(h.createUserName ?? h.createUser)}</Table.Td>
                <Table.Td>
                  <Text size="sm" span fw={600}>
                    {text(h.actionLabel ?? h.action)}
                  </Text>
                  {move && (
                    <Text size="sm" span c="dimmed">
                      {' '}
                      ({move})
                    </Text>
                  )}
                  {h.content ? <Text size="sm">{text(h.content)}</Text> : null}
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Section>
  )
}
