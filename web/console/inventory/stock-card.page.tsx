import { Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { storeProductInventoryLog } from '#sync/resources/inventory/stock-ledger.resource.ts'
import { DateRangePicker } from '../../ui/inputs/date-range-picker.tsx'
import { LinkPicker } from '../resource/link-picker.tsx'
import { ResourcePanel } from '../resource/resource-list.page.tsx'
import type { Row } from '../resource/resource-table.tsx'
import type { StockCard } from './stock-card.ts'
import { CardLots, CardMovements, CardReservations, CardSection } from './stock-card-parts.tsx'
import { type CardAsk, NOTHING_ASKED, useStockCard } from './use-stock-card.ts'

const { fields } = storeProductInventoryLog

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

/** The card's pickers: the warehouse, the SKU, a position within the warehouse, the dates; and show. */
function StockCardFilters({
  draft,
  onChange,
  onShow,
}: {
  draft: CardAsk
  onChange: (draft: CardAsk) => void
  onShow: () => void
}) {
  const { t } = useTranslation()
  return (
    <Paper withBorder p="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <div style={{ width: 220 }}>
          <LinkPicker
            field={fields.storeId}
            label={t('inventory.card.store')}
            value={draft.storeId}
            initialLabel={draft.storeLabel}
            onChange={(v) => onChange({ ...draft, storeId: v ?? '', positionId: '' })}
            required
          />
        </div>
        <div style={{ width: 260 }}>
          <LinkPicker
            field={fields.productId}
            label={t('inventory.card.product')}
            value={draft.productId}
            initialLabel={draft.productLabel}
            onChange={(v) => onChange({ ...draft, productId: v ?? '' })}
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
            onChange={(v) => onChange({ ...draft, positionId: v ?? '' })}
          />
        </div>
        <div style={{ width: 260 }}>
          <DateRangePicker
            label={t('inventory.card.dates')}
            value={draft.range}
            onChange={(range) => onChange({ ...draft, range })}
          />
        </div>
        <Button onClick={onShow} disabled={!draft.storeId || !draft.productId}>
          {t('inventory.card.show')}
        </Button>
      </Group>
    </Paper>
  )
}

/** The pickers, then the card of what was picked. */
export function StockCardPanel({ initial }: { initial: CardAsk }) {
  const { t } = useTranslation()
  const { draft, setDraft, isReady, card, show, setCurrent } = useStockCard(initial)
  return (
    <Stack gap="md">
      <StockCardFilters draft={draft} onChange={setDraft} onShow={() => show(draft)} />
      {!isReady && <Text c="dimmed">{t('inventory.card.choose')}</Text>}
      {isReady && card && <CardView card={card} onPage={setCurrent} />}
    </Stack>
  )
}

/** The card: movements with opening and closing lines, then open reservations and lots on hand. */
export function CardView({ card, onPage }: { card: StockCard; onPage: (page: number) => void }) {
  const { t } = useTranslation()
  return (
    <Stack gap="md">
      <CardSection title={t('inventory.card.title', { sku: card.sysSku, store: card.storeName })}>
        <CardMovements card={card} onPage={onPage} />
      </CardSection>
      <CardSection title={t('inventory.card.reservations')}>
        <CardReservations reservations={card.reservations} />
      </CardSection>
      <CardSection title={t('inventory.card.lots')}>
        <CardLots lots={card.lots} />
      </CardSection>
    </Stack>
  )
}
