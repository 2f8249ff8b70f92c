import { Badge, Button, Group, NumberInput, Table, Text, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { pickInvoicesContract, pickSheetContract } from '#sync/resources/wms/wms.contracts.ts'
import { EmptyRow } from '../../ui/empty-row.tsx'
import { type PickEntry, type PickLine, type pickProblems, shortOf } from './outbound-work.ts'

const NUMBER_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const

/** One line to pick: position, order, SKU and lot, how many to pick, how many were picked, and why short. */
function PickLineRow({
  line,
  entry,
  problem,
  picking,
  onChange,
}: {
  line: PickLine
  entry: PickEntry | undefined
  problem: string | undefined
  picking: boolean
  onChange: (patch: Partial<PickEntry>) => void
}) {
  const { t } = useTranslation()
  const lineShort = picking ? shortOf(line, entry) : Number(line.shortQuantity ?? 0)
  return (
    <Table.Tr data-line={line.sysSku ?? ''}>
      <Table.Td fw={600}>{line.positionCode}</Table.Td>
      <Table.Td>{line.outboundIdLabel}</Table.Td>
      <Table.Td>{line.sysSku}</Table.Td>
      <Table.Td>{line.batchNo}</Table.Td>
      <Table.Td style={NUMBER_CELL}>{line.quantity}</Table.Td>
      <Table.Td style={NUMBER_CELL} w={130}>
        {picking ? (
          <NumberInput
            size="xs"
            aria-label={`${t('outbound.pick.picked')} ${line.positionCode ?? ''} ${line.sysSku ?? ''}`}
            value={entry?.picked ?? ''}
            onChange={(v) => onChange({ picked: String(v) })}
            min={0}
            max={line.quantity}
            allowDecimal={false}
            allowNegative={false}
            error={problem === 'count' ? t('outbound.pick.countInvalid', { max: line.quantity }) : undefined}
          />
        ) : (
          (line.pickedQuantity ?? '')
        )}
      </Table.Td>
      <Table.Td style={{ ...NUMBER_CELL, color: lineShort ? 'var(--mantine-color-red-8)' : undefined }}>
        {lineShort || ''}
      </Table.Td>
      <Table.Td miw={220}>
        {picking && lineShort > 0 ? (
          <TextInput
            size="xs"
            aria-label={`${t('outbound.pick.reason')} ${line.positionCode ?? ''} ${line.sysSku ?? ''}`}
            placeholder={t('outbound.pick.reasonNeeded')}
            maxLength={255}
            value={entry?.reason ?? ''}
            onChange={(e) => onChange({ reason: e.currentTarget.value })}
            error={problem === 'reason' ? t('outbound.pick.reasonNeeded') : undefined}
          />
        ) : (
          line.shortReason
        )}
      </Table.Td>
    </Table.Tr>
  )
}

/** A pick list's lines in pick order, the picked counts typed while picking. */
export function PickLinesTable({
  shown,
  typed,
  problems,
  picking,
  loaded,
  onChange,
}: {
  shown: PickLine[]
  typed: Record<string, PickEntry>
  problems: ReturnType<typeof pickProblems>
  picking: boolean
  loaded: boolean
  onChange: (id: string, patch: Partial<PickEntry>) => void
}) {
  const { t } = useTranslation()
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table withTableBorder fz="sm" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('outbound.pick.position')}</Table.Th>
            <Table.Th>{t('outbound.pick.order')}</Table.Th>
            <Table.Th>{t('outbound.pick.sku')}</Table.Th>
            <Table.Th>{t('outbound.pick.batch')}</Table.Th>
            <Table.Th style={NUMBER_CELL}>{t('outbound.pick.toPick')}</Table.Th>
            <Table.Th style={NUMBER_CELL}>{t('outbound.pick.picked')}</Table.Th>
            <Table.Th style={NUMBER_CELL}>{t('outbound.pick.short')}</Table.Th>
            <Table.Th>{t('outbound.pick.reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((line) => (
            <PickLineRow
              key={String(line.id)}
              line={line}
              entry={typed[String(line.id)]}
              problem={problems[String(line.id)]}
              picking={picking}
              onChange={(patch) => onChange(String(line.id), patch)}
            />
          ))}
          {loaded && shown.length === 0 && <EmptyRow columns={8}>{t('outbound.pick.noLines')}</EmptyRow>}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** The pick list dialog's title: the list's number and its status. */
export function PickListTitle({ code, status }: { code: string; status: string }) {
  const { t } = useTranslation()
  return (
    <Group gap="sm">
      <Text fw={600}>{t('outbound.pick.title', { code })}</Text>
      {status && <Badge variant="light">{status}</Badge>}
    </Group>
  )
}

/** A pick list's actions: its sheet as PDF or workbook and its invoices; close, finish picking while picking, ship once picked. */
export function PickListActions({
  busy,
  canFinish,
  finishable,
  canShip,
  onDownload,
  onFinish,
  onShip,
  onClose,
}: {
  /** The action under way. */
  busy: string | null
  canFinish: boolean
  /** Every line's count valid and every short line's reason given. */
  finishable: boolean
  canShip: boolean
  onDownload: (name: string, file: { path: string }, query?: Record<string, string>) => void
  onFinish: () => void
  onShip: () => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <Group justify="space-between">
      <Group gap="xs">
        <Button
          variant="default"
          loading={busy === 'print'}
          onClick={() => onDownload('print', pickSheetContract, { format: 'pdf' })}
        >
          {t('outbound.pick.printPdf')}
        </Button>
        <Button variant="default" loading={busy === 'xlsx'} onClick={() => onDownload('xlsx', pickSheetContract)}>
          {t('outbound.pick.exportXlsx')}
        </Button>
        <Button
          variant="default"
          loading={busy === 'invoices'}
          onClick={() => onDownload('invoices', pickInvoicesContract)}
        >
          {t('outbound.pick.invoices')}
        </Button>
      </Group>
      <Group gap="xs">
        <Button variant="default" onClick={onClose}>
          {t('outbound.close')}
        </Button>
        {canFinish && (
          <Button loading={busy === 'finish'} disabled={!finishable} onClick={onFinish}>
            {t('outbound.pick.finish')}
          </Button>
        )}
        {canShip && (
          <Button color="teal" loading={busy === 'ship'} onClick={onShip}>
            {t('outbound.pick.ship')}
          </Button>
        )}
      </Group>
    </Group>
  )
}
