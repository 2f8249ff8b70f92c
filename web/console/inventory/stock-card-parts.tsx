import { Anchor, Badge, Group, Pagination, Paper, Table, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { shownDecimal } from '#sync/money/shown-decimal.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { EmptyRow } from '../../ui/empty-row.tsx'
import {
  type CardDocument,
  type CardLine,
  cardLines,
  documentText,
  lotText,
  movementName,
  type StockCard,
} from './stock-card.ts'

const NUMBER_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const

/** A document as a link to its page (or plain text where it has none). */
function DocumentLink({ document, text }: { document: CardDocument | null; text: string }) {
  if (!document || !text) return <>{text}</>
  const title = [document.label, document.id && `#${document.id}`].filter(Boolean).join(' ')
  if (!document.route) return <span title={title}>{text}</span>
  return (
    <Anchor component={Link} to={document.route} size="sm" title={title}>
      {text}
    </Anchor>
  )
}

/** One part of the card under its title. */
export function CardSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Title order={5} mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  )
}

/** The opening or closing balance of the card's movements. */
function BalanceRow({ line }: { line: CardLine }) {
  const { t } = useTranslation()
  const closing = line.kind === 'closing'
  return (
    <Table.Tr bg="var(--mantine-color-gray-light)" fw={600}>
      <Table.Td colSpan={5}>{t(closing ? 'inventory.card.closing' : 'inventory.card.opening')}</Table.Td>
      <Table.Td style={NUMBER_CELL}>{closing ? line.in : ''}</Table.Td>
      <Table.Td style={NUMBER_CELL}>{closing ? line.out : ''}</Table.Td>
      <Table.Td style={NUMBER_CELL}>{line.balance}</Table.Td>
      <Table.Td colSpan={2} />
    </Table.Tr>
  )
}

/** One line of the card's table: a balance, or a movement (struck through once voided). */
function LineRow({ line }: { line: CardLine }) {
  const { t } = useTranslation()
  if (line.kind !== 'movement') return <BalanceRow line={line} />
  const struck = line.voided ? { textDecoration: 'line-through', color: 'var(--mantine-color-dimmed)' } : undefined
  return (
    <Table.Tr style={struck} data-voided={line.voided || undefined}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{line.time}</Table.Td>
      <Table.Td>
        <DocumentLink document={line.document} text={line.documentText} />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {line.movement}
          {line.moved && (
            <Text span size="sm" c="dimmed" data-testid="card-moved">
              {line.moved}
            </Text>
          )}
          {line.voided && (
            <Badge size="xs" color="gray" variant="light" style={{ textDecoration: 'none' }}>
              {t('inventory.card.voided')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>{line.position}</Table.Td>
      <Table.Td>{line.lot}</Table.Td>
      <Table.Td style={{ ...NUMBER_CELL, color: struck ? undefined : 'var(--mantine-color-teal-8)' }}>
        {line.in ?? ''}
      </Table.Td>
      <Table.Td style={{ ...NUMBER_CELL, color: struck ? undefined : 'var(--mantine-color-red-8)' }}>
        {line.out ?? ''}
      </Table.Td>
      <Table.Td style={NUMBER_CELL} fw={600}>
        {line.balance}
      </Table.Td>
      <Table.Td>{line.user}</Table.Td>
      <Table.Td>{line.reason}</Table.Td>
    </Table.Tr>
  )
}

/** The card's movements between the opening and closing balances, and its pages. */
export function CardMovements({ card, onPage }: { card: StockCard; onPage: (page: number) => void }) {
  const { t } = useTranslation()
  const lines = cardLines(card, currentLanguage(), t('inventory.card.handAdjustment'))
  const hasVoided = card.records.some((r) => r.voided)
  return (
    <>
      <Table.ScrollContainer minWidth={1100}>
        <Table striped={false} highlightOnHover withTableBorder fz="sm" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('inventory.card.time')}</Table.Th>
              <Table.Th>{t('inventory.card.document')}</Table.Th>
              <Table.Th>{t('inventory.card.movement')}</Table.Th>
              <Table.Th>{t('inventory.card.position')}</Table.Th>
              <Table.Th>{t('inventory.card.lot')}</Table.Th>
              <Table.Th style={NUMBER_CELL}>{t('inventory.card.in')}</Table.Th>
              <Table.Th style={NUMBER_CELL}>{t('inventory.card.out')}</Table.Th>
              <Table.Th style={NUMBER_CELL}>{t('inventory.card.balance')}</Table.Th>
              <Table.Th>{t('inventory.card.user')}</Table.Th>
              <Table.Th>{t('inventory.card.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <LineRow key={line.key} line={line} />
            ))}
            {card.records.length === 0 && <EmptyRow columns={10}>{t('inventory.card.noMovements')}</EmptyRow>}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="xs">
        <Text size="xs" c="dimmed">
          {hasVoided ? t('inventory.card.voidedHint') : ''}
        </Text>
        {card.pages > 1 && <Pagination size="sm" total={card.pages} value={card.current} onChange={onPage} />}
      </Group>
    </>
  )
}

/** The reservations still open on the SKU: for which document, where, which lot, how many, since when. */
export function CardReservations({ reservations }: { reservations: StockCard['reservations'] }) {
  const { t } = useTranslation()
  if (reservations.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('inventory.card.noReservations')}
      </Text>
    )
  return (
    <Table withTableBorder fz="sm" verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('inventory.card.document')}</Table.Th>
          <Table.Th>{t('inventory.card.position')}</Table.Th>
          <Table.Th>{t('inventory.card.lot')}</Table.Th>
          <Table.Th style={NUMBER_CELL}>{t('inventory.card.quantity')}</Table.Th>
          <Table.Th>{t('inventory.card.time')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {reservations.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>
              <DocumentLink document={r.document} text={documentText(r.document, '')} />
            </Table.Td>
            <Table.Td>{r.positionCode}</Table.Td>
            <Table.Td>{lotText(r.batchNo, r.inboundDate)}</Table.Td>
            <Table.Td style={NUMBER_CELL}>{r.quantity}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.time}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

/**
 * The lots on hand or in transit: where, which lot, on hand, reserved, available, in transit, unit
 * cost, and the document that brought it.
 */
export function CardLots({ lots }: { lots: StockCard['lots'] }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  if (lots.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('inventory.card.noLots')}
      </Text>
    )
  return (
    <Table withTableBorder fz="sm" verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('inventory.card.position')}</Table.Th>
          <Table.Th>{t('inventory.card.lot')}</Table.Th>
          <Table.Th style={NUMBER_CELL}>{t('inventory.card.onHand')}</Table.Th>
          <Table.Th style={NUMBER_CELL}>{t('inventory.card.reserved')}</Table.Th>
          <Table.Th style={NUMBER_CELL}>{t('inventory.card.available')}</Table.Th>
          <Table.Th style={NUMBER_CELL}>{t('inventory.card.inTransit')}</Table.Th>
          <Table.Th style={NUMBER_CELL}>{t('inventory.card.unitCost')}</Table.Th>
          <Table.Th>{t('inventory.card.broughtBy')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lots.map((l) => (
          <Table.Tr key={l.id}>
            <Table.Td>{l.positionCode}</Table.Td>
            <Table.Td>{lotText(l.batchNo, l.inboundDate)}</Table.Td>
            <Table.Td style={NUMBER_CELL}>{l.onHand}</Table.Td>
            <Table.Td style={NUMBER_CELL}>{l.reserved}</Table.Td>
            <Table.Td style={NUMBER_CELL}>{l.available}</Table.Td>
            <Table.Td style={NUMBER_CELL}>{l.inTransit || ''}</Table.Td>
            <Table.Td style={NUMBER_CELL}>{l.unitCost ? shownDecimal(l.unitCost, 2) : ''}</Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <DocumentLink
                  document={l.document}
                  text={documentText(l.document, t('inventory.card.handAdjustment'))}
                />
                <Text size="xs" c="dimmed">
                  {movementName(l.movementType, lang)}
                </Text>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
