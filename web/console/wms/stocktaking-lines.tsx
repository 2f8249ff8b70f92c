import { Button, Group, NumberInput, Select, Stack, Table, TextInput, Title } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { wStocktakingItem } from '#sync/resources/wms/w-stocktaking.resource.ts'
import { EmptyRow } from '../../ui/empty-row.tsx'
import { lotText } from '../inventory/stock-card.ts'
import { LinkPicker } from '../resource/link-picker.tsx'
import {
  type Count,
  type CountLine,
  canRecount,
  type FoundLot,
  showsDifference,
  showsExpected,
  signed,
} from './stocktaking-work.ts'

/** What the count's dialog holds: the counts typed per line id and the lots found. */
export type CountValues = { typed: Record<string, string>; found: FoundLot[] }

const NUMBER_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const
const LINE_STATUS_TEXT: Record<string, string> = {
  '1': 'stocktaking.toCount',
  '2': 'stocktaking.countedStatus',
  '3': 'stocktaking.toRecount',
}

/** What the books held and the difference the count found (gains teal, losses red). */
function DifferenceCells({ line }: { line: CountLine }) {
  const diff = line.differenceQuantity
  return (
    <>
      <Table.Td style={NUMBER_CELL}>{line.systemQuantity ?? ''}</Table.Td>
      <Table.Td
        style={{ ...NUMBER_CELL, color: diff ? `var(--mantine-color-${diff > 0 ? 'teal' : 'red'}-8)` : undefined }}
        fw={600}
      >
        {diff === null || diff === undefined ? '' : signed(Number(diff))}
      </Table.Td>
    </>
  )
}

/**
 * The count's lines: position, SKU and lot, the count typed while counting (blind: what the books
 * expect shows only once the count allows), the difference once audited, and a recount per line.
 */
export function CountLineTable({
  count,
  lines,
  form,
  counting,
  busy,
  positionName,
  onRecount,
}: {
  count: Count
  lines: CountLine[]
  form: UseFormReturnType<CountValues>
  counting: boolean
  busy: string | null
  positionName: (id: string | null | undefined) => string
  onRecount: (lineId: string) => void
}) {
  const { t } = useTranslation()
  const expected = showsExpected(count)
  const difference = showsDifference(count)
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table withTableBorder fz="sm" verticalSpacing={6} aria-label={t('stocktaking.lines')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('stocktaking.position')}</Table.Th>
            <Table.Th>{t('stocktaking.sku')}</Table.Th>
            <Table.Th>{t('stocktaking.lot')}</Table.Th>
            {expected && <Table.Th style={NUMBER_CELL}>{t('stocktaking.expected')}</Table.Th>}
            <Table.Th style={NUMBER_CELL}>{t('stocktaking.counted')}</Table.Th>
            {difference && <Table.Th style={NUMBER_CELL}>{t('stocktaking.books')}</Table.Th>}
            {difference && <Table.Th style={NUMBER_CELL}>{t('stocktaking.difference')}</Table.Th>}
            <Table.Th>{t('stocktaking.lineStatus')}</Table.Th>
            {counting && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => {
            const id = String(line.id)
            const position = line.positionIdLabel ?? positionName(line.positionId)
            const sku = line.sysSku ?? ''
            return (
              <Table.Tr key={id} data-line={sku}>
                <Table.Td fw={600}>{position}</Table.Td>
                <Table.Td>{sku}</Table.Td>
                <Table.Td>{lotText(line.batchNo, line.inboundDate)}</Table.Td>
                {expected && <Table.Td style={NUMBER_CELL}>{line.expectedQuantity ?? ''}</Table.Td>}
                <Table.Td style={NUMBER_CELL} w={counting ? 140 : undefined}>
                  {counting ? (
                    <NumberInput
                      size="xs"
                      aria-label={t('stocktaking.countedOf', { position, sku })}
                      value={form.values.typed[id] ?? ''}
                      onChange={(v) => form.setFieldValue(`typed.${id}`, String(v))}
                      min={0}
                      max={99_999_999}
                      allowDecimal={false}
                      allowNegative={false}
                    />
                  ) : (
                    (line.countedQuantity ?? '')
                  )}
                </Table.Td>
                {difference && <DifferenceCells line={line} />}
                <Table.Td>{t(LINE_STATUS_TEXT[String(line.lineStatus ?? 1)] ?? 'stocktaking.toCount')}</Table.Td>
                {counting && (
                  <Table.Td w={90}>
                    {canRecount(count, line) && (
                      <Button
                        size="compact-xs"
                        variant="light"
                        color="orange"
                        loading={busy === `recount-${id}`}
                        onClick={() => onRecount(id)}
                      >
                        {t('stocktaking.recount')}
                      </Button>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            )
          })}
          {lines.length === 0 && <EmptyRow columns={9}>{t('stocktaking.noLines')}</EmptyRow>}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** The lots found on the shelves that the count did not list: where, what, which lot and how many. */
export function FoundLots({
  form,
  positionIds,
  positionName,
}: {
  form: UseFormReturnType<CountValues>
  positionIds: string[]
  positionName: (id: string | null | undefined) => string
}) {
  const { t } = useTranslation()
  const found = form.values.found
  const setLot = (i: number, patch: Partial<FoundLot>) =>
    form.setFieldValue(`found.${i}`, { ...found[i], ...patch } as FoundLot)
  return (
    <Stack gap={6}>
      <Title order={6}>{t('stocktaking.foundTitle')}</Title>
      {found.map((lot, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: found lots have no id until saved
        <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
          <Select
            size="xs"
            w={180}
            aria-label={t('stocktaking.foundPosition')}
            placeholder={t('stocktaking.position')}
            data={positionIds.map((id) => ({ value: id, label: positionName(id) }))}
            value={lot.positionId || null}
            onChange={(v) => setLot(i, { positionId: v ?? '' })}
          />
          <div style={{ width: 220 }}>
            <LinkPicker
              field={wStocktakingItem.fields.productId}
              placeholder={t('stocktaking.foundProduct')}
              value={lot.productId}
              onChange={(v) => setLot(i, { productId: v ?? '' })}
            />
          </div>
          <TextInput
            size="xs"
            w={140}
            aria-label={t('stocktaking.foundBatch')}
            placeholder={t('stocktaking.lot')}
            maxLength={64}
            value={lot.batchNo}
            onChange={(e) => setLot(i, { batchNo: e.currentTarget.value })}
          />
          <TextInput
            size="xs"
            w={130}
            aria-label={t('stocktaking.foundDate')}
            placeholder="YYYY-MM-DD"
            maxLength={10}
            value={lot.inboundDate}
            onChange={(e) => setLot(i, { inboundDate: e.currentTarget.value })}
          />
          <NumberInput
            size="xs"
            w={110}
            aria-label={t('stocktaking.foundCounted')}
            placeholder={t('stocktaking.counted')}
            min={0}
            max={99_999_999}
            allowDecimal={false}
            allowNegative={false}
            value={lot.counted}
            onChange={(v) => setLot(i, { counted: String(v) })}
          />
          <Button size="compact-xs" variant="subtle" color="gray" onClick={() => form.removeListItem('found', i)}>
            {t('stocktaking.removeFound')}
          </Button>
        </Group>
      ))}
    </Stack>
  )
}
