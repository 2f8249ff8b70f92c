import { Button, Group, NumberInput, Switch, Table, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { wInboundShelves } from '#sync/resources/wms/w-inbound-order.resource.ts'
import { LinkPicker } from '../resource/link-picker.tsx'
import { type LineDraft, type Receipt, type ReceiptLine, receivableOf } from './inbound-receipt.ts'

/**
 * One line of the receipt: its SKU, planned, received and receivable units, and while the order
 * takes receipts, its new received total, its batch and (putting away at once) its position.
 */
function ReceiptLineRow({
  line,
  draft,
  isOpen,
  putAway,
  storeId,
  onChange,
}: {
  line: ReceiptLine
  draft: LineDraft
  isOpen: boolean
  putAway: boolean
  storeId: string | null
  onChange: (patch: Partial<LineDraft>) => void
}) {
  const { t } = useTranslation()
  const sku = line.sysSku ?? line.id
  return (
    <Table.Tr>
      <Table.Td>{sku}</Table.Td>
      <Table.Td ta="right">{line.plannedQuantity}</Table.Td>
      <Table.Td ta="right">{line.receivedQuantity}</Table.Td>
      <Table.Td ta="right">{receivableOf(line)}</Table.Td>
      {isOpen && (
        <Table.Td>
          <NumberInput
            aria-label={t('wms.inbound.totalOf', { sku })}
            value={draft.received}
            onChange={(v) => onChange({ received: typeof v === 'number' ? v : v === '' ? '' : Number(v) })}
            min={0}
            max={99_999_999}
            allowDecimal={false}
            allowNegative={false}
            size="xs"
          />
        </Table.Td>
      )}
      <Table.Td>
        {isOpen ? (
          <TextInput
            aria-label={t('wms.inbound.batchOf', { sku })}
            value={draft.batchNo}
            onChange={(e) => onChange({ batchNo: e.currentTarget.value })}
            maxLength={64}
            size="xs"
          />
        ) : (
          (line.batchNo ?? '')
        )}
      </Table.Td>
      {isOpen && putAway && (
        <Table.Td>
          <LinkPicker
            field={wInboundShelves.fields.positionId}
            placeholder={t('wms.inbound.positionOf', { sku })}
            value={draft.positionId}
            within={storeId ?? undefined}
            onChange={(v) => onChange({ positionId: v ?? '' })}
          />
        </Table.Td>
      )}
    </Table.Tr>
  )
}

/** The receipt's lines, editable while the order takes receipts (`isOpen`). */
export function ReceiptLineTable({
  receipt,
  drafts,
  isOpen,
  putAway,
  onChangeLine,
}: {
  receipt: Receipt
  drafts: Readonly<Record<string, LineDraft>>
  isOpen: boolean
  putAway: boolean
  onChangeLine: (id: string, patch: Partial<LineDraft>) => void
}) {
  const { t } = useTranslation()
  return (
    <Table striped withTableBorder verticalSpacing={6} aria-label={t('wms.inbound.lines')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('wms.inbound.sku')}</Table.Th>
          <Table.Th ta="right">{t('wms.inbound.planned')}</Table.Th>
          <Table.Th ta="right">{t('wms.inbound.received')}</Table.Th>
          <Table.Th ta="right">{t('wms.inbound.max')}</Table.Th>
          {isOpen && <Table.Th w={130}>{t('wms.inbound.total')}</Table.Th>}
          <Table.Th w={isOpen ? 170 : undefined}>{t(isOpen ? 'wms.inbound.batch' : 'wms.inbound.lot')}</Table.Th>
          {isOpen && putAway && <Table.Th w={220}>{t('wms.inbound.position')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {receipt.lines.map((line) => (
          <ReceiptLineRow
            key={line.id}
            line={line}
            draft={drafts[line.id] ?? { received: line.receivedQuantity, batchNo: '', positionId: '' }}
            isOpen={isOpen}
            putAway={putAway}
            storeId={receipt.storeId}
            onChange={(patch) => onChangeLine(line.id, patch)}
          />
        ))}
      </Table.Tbody>
    </Table>
  )
}

/** Whether to put the units away at once, and the button receiving them (and putting them away). */
export function ReceiveFooter({
  putAway,
  isBusy,
  onPutAway,
  onReceive,
}: {
  putAway: boolean
  isBusy: boolean
  onPutAway: (putAway: boolean) => void
  onReceive: () => void
}) {
  const { t } = useTranslation()
  return (
    <Group justify="space-between" gap="xs">
      <Switch
        label={t('wms.inbound.putAwayNow')}
        checked={putAway}
        onChange={(e) => onPutAway(e.currentTarget.checked)}
      />
      <Button loading={isBusy} onClick={onReceive}>
        {t(putAway ? 'wms.inbound.receiveAndPutAway' : 'wms.inbound.receive')}
      </Button>
    </Group>
  )
}
