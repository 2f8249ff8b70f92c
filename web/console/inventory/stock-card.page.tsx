import { Anchor, Badge, Button, Group, Pagination, Paper, Stack, Table, Tabs, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { shownDecimal } from '#sync/money/shown-decimal.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { stockCardContract } from '#sync/resources/inventory/inventory.contracts.ts'
import { storeProductInventoryLog } from '#sync/resources/inventory/stock-ledger.resource.ts'
import { callApi } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { EmptyRow } from '../../ui/empty-row.tsx'
import type { DateRange } from '../../ui/inputs/date-range.ts'
import { DateRangePicker } from '../../ui/inputs/date-range-picker.tsx'
import { LinkPicker } from '../resource/link-picker.tsx'
import { ResourcePanel } from '../resource/resource-list.page.tsx'
import type { Row } from '../resource/resource-table.tsx'
import {
  type CardDocument,
  type CardLine,
  cardLines,
  documentText,
  lotText,
  movementName,
  type StockCard,
} from './stock-card.ts'

const CARD_PAGE_SIZE = 50
const { fields } = storeProductInventoryLog

/** What the card shows: a SKU in a warehouse (and position), dates; labels kept for the pickers. */
type CardAsk = {
  storeId: string
  productId: string
  positionId: string
  range: DateRange
  storeLabel?: string
  productLabel?: string
}
const NOTHING_ASKED: CardAsk = { storeId: '', productId: '', positionId: '', range: [null, null] }

/**
 * The stock ledger's screen: the generic ledger list, and the stock card (库存卡片) of one SKU in one
 * warehouse, reached from its tab or from a ledger row's button.
 */
export function StockLedgerPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const [tab, setTab] = useState<string | null>('ledger')
  const [ask, setAsk] = useState<CardAsk>(NOTHING_ASKED)
  const openCard = (row: Row) => {
    setAsk({
      ...NOTHING_ASKED,
      storeId: String(row.storeId ?? ''),
      productId: String(row.productId ?? ''),
      storeLabel: row.storeIdLabel ? String(row.storeIdLabel) : undefined,
      productLabel: row.productIdLabel ? String(row.productIdLabel) : row.sysSku ? String(row.sysSku) : undefined,
    })
    setTab('card')
  }
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List mb="sm">
        <Tabs.Tab value="ledger">{t('inventory.card.ledgerTab')}</Tabs.Tab>
        <Tabs.Tab value="card">{t('inventory.card.tab')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="ledger">
        <ResourcePanel resource={resource} extraAction={{ label: t('inventory.card.tab'), onClick: openCard }} />
      </Tabs.Panel>
      <Tabs.Panel value="card">
        <StockCardPanel initial={ask} key={`${ask.storeId}-${ask.productId}`} />
      </Tabs.Panel>
    </Tabs>
  )
}

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

/** The pickers, then the card of what was picked. */
export function StockCardPanel({ initial }: { initial: CardAsk }) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState<CardAsk>(initial)
  const [asked, setAsked] = useState<CardAsk>(initial)
  const [current, setCurrent] = useState(1)
  const ready = asked.storeId !== '' && asked.productId !== ''
  const card = useQuery({
    queryKey: ['stock-card', asked.storeId, asked.productId, asked.positionId, asked.range, current],
    enabled: ready,
    queryFn: () =>
      callApi(stockCardContract, {
        query: {
          storeId: asked.storeId,
          productId: asked.productId,
          positionId: asked.positionId || undefined,
          from: asked.range[0] ?? undefined,
          to: asked.range[1] ?? undefined,
          current,
          size: CARD_PAGE_SIZE,
        },
      }),
  })
  const show = (next: CardAsk) => {
    setAsked(next)
    setCurrent(1)
  }
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <div style={{ width: 220 }}>
            <LinkPicker
              field={fields.storeId}
              label={t('inventory.card.store')}
              value={draft.storeId}
              initialLabel={draft.storeLabel}
              onChange={(v) => setDraft({ ...draft, storeId: v ?? '', positionId: '' })}
              required
            />
          </div>
          <div style={{ width: 260 }}>
            <LinkPicker
              field={fields.productId}
              label={t('inventory.card.product')}
              value={draft.productId}
              initialLabel={draft.productLabel}
              onChange={(v) => setDraft({ ...draft, productId: v ?? '' })}
              required
            />
          </div>
          <div style={{ width: 200 }}>
            <LinkPicker
              key={draft.storeId}
              field={{ ...fields.positionId, required: false }}
              label={t('inventory.card.position')}
              value={draft.positionId}
              within={draft.storeId || undefined}
              onChange={(v) => setDraft({ ...draft, positionId: v ?? '' })}
            />
          </div>
          <div style={{ width: 260 }}>
            <DateRangePicker
              label={t('inventory.card.dates')}
              value={draft.range}
              onChange={(range) => setDraft({ ...draft, range })}
            />
          </div>
          <Button onClick={() => show(draft)} disabled={!draft.storeId || !draft.productId}>
            {t('inventory.card.show')}
          </Button>
        </Group>
      </Paper>
      {!ready && <Text c="dimmed">{t('inventory.card.choose')}</Text>}
      {ready && card.data && <CardView card={card.data} onPage={setCurrent} />}
    </Stack>
  )
}

const NUMBER_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const

/** One line of the card's table. */
function LineRow({ line }: { line: CardLine }) {
  const { t } = useTranslation()
  if (line.kind !== 'movement') {
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Title order={5} mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  )
}

/** The card: movements with opening and closing lines, then open reservations and lots on hand. */
export function CardView({ card, onPage }: { card: StockCard; onPage: (page: number) => void }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const lines = cardLines(card, lang, t('inventory.card.handAdjustment'))
  const hasVoided = card.records.some((r) => r.voided)
  return (
    <Stack gap="md">
      <Section title={t('inventory.card.title', { sku: card.sysSku, store: card.storeName })}>
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
      </Section>
      <Section title={t('inventory.card.reservations')}>
        {card.reservations.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('inventory.card.noReservations')}
          </Text>
        ) : (
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
              {card.reservations.map((r) => (
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
        )}
      </Section>
      <Section title={t('inventory.card.lots')}>
        {card.lots.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('inventory.card.noLots')}
          </Text>
        ) : (
          <Table withTableBorder fz="sm" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('inventory.card.position')}</Table.Th>
                <Table.Th>{t('inventory.card.lot')}</Table.Th>
                <Table.Th style={NUMBER_CELL}>{t('inventory.card.onHand')}</Table.Th>
                <Table.Th style={NUMBER_CELL}>{t('inventory.card.reserved')}</Table.Th>
                <Table.Th style={NUMBER_CELL}>{t('inventory.card.available')}</Table.Th>
                <Table.Th style={NUMBER_CELL}>{t('inventory.card.unitCost')}</Table.Th>
                <Table.Th>{t('inventory.card.broughtBy')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {card.lots.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td>{l.positionCode}</Table.Td>
                  <Table.Td>{lotText(l.batchNo, l.inboundDate)}</Table.Td>
                  <Table.Td style={NUMBER_CELL}>{l.onHand}</Table.Td>
                  <Table.Td style={NUMBER_CELL}>{l.reserved}</Table.Td>
                  <Table.Td style={NUMBER_CELL}>{l.available}</Table.Td>
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
        )}
      </Section>
    </Stack>
  )
}
