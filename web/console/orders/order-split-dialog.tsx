import { ActionIcon, Alert, Button, Group, Modal, NumberInput, Paper, Stack, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { orderDetailContract } from '#sync/resources/orders/orders.contracts.ts'
import { callApi } from '../../api/client.ts'
import { RemoteSelect } from '../../ui/inputs/remote-select.tsx'
import { loadLinkOptions } from '../resource/link-labels.ts'
import type { OrderDetail } from './order-detail-sections.tsx'
import {
  emptyPart,
  type SplitLine,
  type SplitPart,
  splitBody,
  splitComplete,
  splitNotes,
  splitProblems,
  unitsLeft,
  withRest,
} from './order-split.ts'

const NUMBER_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const

/** Each line's units per part, and what is left of it to place (red when some is left or too much placed). */
function SplitLinesTable({
  lines,
  shown,
  setPart,
}: {
  lines: SplitLine[]
  shown: SplitPart[]
  setPart: (index: number, patch: Partial<SplitPart>) => void
}) {
  const { t } = useTranslation()
  return (
    <Table withTableBorder fz="sm" verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('salesOrder.split.sku')}</Table.Th>
          <Table.Th style={NUMBER_CELL}>{t('salesOrder.split.quantity')}</Table.Th>
          {shown.map((_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: parts are numbered by their place
            <Table.Th key={i} style={NUMBER_CELL}>
              {t('salesOrder.split.part', { n: i + 1 })}
            </Table.Th>
          ))}
          <Table.Th style={NUMBER_CELL}>{t('salesOrder.split.left')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => {
          const left = unitsLeft(line, shown)
          return (
            <Table.Tr key={line.id}>
              <Table.Td>{line.sku}</Table.Td>
              <Table.Td style={NUMBER_CELL}>{line.quantity}</Table.Td>
              {shown.map((part, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: parts are numbered by their place
                <Table.Td key={i} w={120}>
                  <NumberInput
                    size="xs"
                    aria-label={t('salesOrder.split.units', { sku: line.sku, n: i + 1 })}
                    min={0}
                    max={line.quantity}
                    allowDecimal={false}
                    allowNegative={false}
                    value={part.quantities[line.id] ?? 0}
                    onChange={(v) =>
                      setPart(i, {
                        quantities: { ...part.quantities, [line.id]: Math.max(0, Math.trunc(Number(v) || 0)) },
                      })
                    }
                  />
                </Table.Td>
              ))}
              <Table.Td
                style={{ ...NUMBER_CELL, color: left !== 0 ? 'var(--mantine-color-red-8)' : undefined }}
                data-testid={`split-left-${line.sku}`}
              >
                {left < 0 ? t('salesOrder.split.over') : left}
              </Table.Td>
            </Table.Tr>
          )
        })}
      </Table.Tbody>
    </Table>
  )
}

/** One part of the split: its warehouse and transport (the order's named at first), all the rest, removed. */
function SplitPartCard({
  part,
  i,
  data,
  removable,
  onChange,
  onRest,
  onRemove,
}: {
  part: SplitPart
  i: number
  data: OrderDetail | undefined
  removable: boolean
  onChange: (patch: Partial<SplitPart>) => void
  onRest: () => void
  onRemove: () => void
}) {
  const { t } = useTranslation()
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb={6}>
        <Text fw={600} size="sm">
          {t('salesOrder.split.part', { n: i + 1 })}
        </Text>
        <Group gap={4}>
          <Button size="compact-xs" variant="light" onClick={onRest}>
            {t('salesOrder.split.rest')}
          </Button>
          {removable && (
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red"
              aria-label={t('salesOrder.split.removePart', { n: i + 1 })}
              onClick={onRemove}
            >
              ✕
            </ActionIcon>
          )}
        </Group>
      </Group>
      <Stack gap={6}>
        <RemoteSelect
          label={t('salesOrder.warehouse.store')}
          required
          value={part.storeId}
          initialLabel={
            part.storeId && part.storeId === String(data?.storeId) ? (data?.storeIdLabel ?? undefined) : undefined
          }
          onChange={(v) => onChange({ storeId: v })}
          load={(s) => loadLinkOptions('erp/basestore', s)}
        />
        <RemoteSelect
          label={t('salesOrder.warehouse.transport')}
          required
          value={part.transportId}
          initialLabel={
            part.transportId && part.transportId === String(data?.transportId)
              ? (data?.transportIdLabel ?? undefined)
              : undefined
          }
          onChange={(v) => onChange({ transportId: v })}
          load={(s) => loadLinkOptions('erp/basetransport', s)}
        />
      </Stack>
    </Paper>
  )
}

/** What keeps the split from being sent: units not yet placed, and what each part still needs. */
function SplitNotes({ notes }: { notes: ReturnType<typeof splitNotes> }) {
  const { t } = useTranslation()
  return (
    <Alert color="yellow" variant="light" p="xs" data-testid="split-notes">
      {notes.incomplete && <Text size="sm">{t('salesOrder.split.incomplete')}</Text>}
      {notes.parts.map((p) => (
        <Text size="sm" key={p.n}>
          {t('salesOrder.split.partNeeds', {
            n: p.n,
            what: p.needs.map((key) => t(key)).join(t('salesOrder.split.needSeparator')),
          })}
        </Text>
      ))}
    </Alert>
  )
}

/**
 * Splitting one order into parts (spec 1 §5): each part its warehouse, transport and units per line;
 * the split is sent only once every unit of every line sits in a part and at least two parts have units.
 */
export function SplitDialog({
  orderId,
  onSubmit,
  onClose,
}: {
  orderId: string
  onSubmit: (body: ReturnType<typeof splitBody>) => Promise<void>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const detail = useQuery({
    queryKey: ['orders', 'detail', orderId],
    queryFn: () => callApi(orderDetailContract, { query: { id: orderId } }),
  })
  const [parts, setParts] = useState<SplitPart[] | null>(null)
  const [busy, setBusy] = useState(false)
  const data = detail.data
  const lines: SplitLine[] = (data?.orderSkuVOS ?? []).map((l) => ({
    id: String(l.id),
    sku: String(l.sellerSku ?? l.sysSku ?? l.productIdLabel ?? l.id),
    quantity: Number(l.quantity ?? 0),
  }))
  const start = () => [
    emptyPart(data?.storeId ? String(data.storeId) : null, data?.transportId ? String(data.transportId) : null),
    emptyPart(data?.storeId ? String(data.storeId) : null, data?.transportId ? String(data.transportId) : null),
  ]
  const shown = parts ?? (data ? start() : [])
  const notes = splitNotes(splitProblems(lines, shown))
  const complete = lines.length > 0 && splitComplete(lines, shown)
  const setPart = (index: number, patch: Partial<SplitPart>) =>
    setParts(shown.map((p, i) => (i === index ? { ...p, ...patch } : p)))
  const submit = async () => {
    setBusy(true)
    try {
      await onSubmit(splitBody(orderId, lines, shown))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal opened onClose={onClose} size={1000} title={t('salesOrder.split.title', { code: data?.code ?? '' })}>
      <Stack gap="sm">
        <SplitLinesTable lines={lines} shown={shown} setPart={setPart} />
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 12 }}>
          {shown.map((part, i) => (
            <SplitPartCard
              // biome-ignore lint/suspicious/noArrayIndexKey: parts are numbered by their place
              key={i}
              part={part}
              i={i}
              data={data}
              removable={shown.length > 2}
              onChange={(patch) => setPart(i, patch)}
              onRest={() => setParts(withRest(lines, shown, i))}
              onRemove={() => setParts(shown.filter((_, j) => j !== i))}
            />
          ))}
        </div>
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() => setParts([...shown, emptyPart(shown[0]?.storeId ?? null, shown[0]?.transportId ?? null)])}
          >
            {t('salesOrder.split.addPart')}
          </Button>
        </Group>
        {!complete && lines.length > 0 && <SplitNotes notes={notes} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('salesOrder.cancel')}
          </Button>
          <Button disabled={!complete} loading={busy} onClick={() => void submit()}>
            {t('salesOrder.split.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
