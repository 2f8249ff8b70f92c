import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  NumberInput,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { actionOffered } from '#sync/resources/define-action.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { inboundOrderActions } from '#sync/resources/wms/w-inbound-order.actions.ts'
import { wInboundShelves } from '#sync/resources/wms/w-inbound-order.resource.ts'
import {
  acceptAndPutAwayContract,
  acceptInboundContract,
  confirmReceiptsContract,
  receiptDetailContract,
} from '#sync/resources/wms/wms.contracts.ts'
import { callApi, clientSettings } from '../../api/client.ts'
import { usePermissions } from '../../api/menus.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { lotText, movementName } from '../inventory/stock-card.ts'
import { resolveLinkLabels } from '../resource/link-labels.ts'
import { LinkPicker } from '../resource/link-picker.tsx'
import { ResourcePanel } from '../resource/resource-list.page.tsx'
import type { Row } from '../resource/resource-table.tsx'
import {
  canConfirm,
  canReceive,
  initialDrafts,
  type LineDraft,
  type Receipt,
  receiptBody,
  receivableOf,
  refreshList,
  refusalText,
} from './inbound-receipt.ts'

/**
 * The inbound orders' screen (issue 10 §3): the generic list with, per row, 收货: the order's lines
 * to receive (the received total per line, a batch, or straight into a position), the ledger rows
 * the order posted, and the receipt's confirmation.
 */
export function InboundOrderPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const { can } = usePermissions()
  const client = useQueryClient()
  const [order, setOrder] = useState<{ id: string; code: string } | null>(null)
  return (
    <>
      <ResourcePanel
        resource={resource}
        extraAction={
          can(resource.permissions.edit)
            ? {
                label: t('wms.inbound.receive'),
                onClick: (row: Row) => setOrder({ id: String(row.id), code: String(row.code ?? row.id) }),
                // Received and confirmed, an order has nothing left to do; received, only its confirmation.
                steps: [inboundOrderActions.accept, inboundOrderActions.confirmReceipt],
                labelOf: (row: Row) =>
                  actionOffered(inboundOrderActions.accept, row) ? t('wms.inbound.receive') : t('wms.inbound.confirm'),
              }
            : undefined
        }
      />
      <Modal
        opened={order !== null}
        onClose={() => setOrder(null)}
        title={order ? t('wms.inbound.title', { code: order.code }) : ''}
        size={1040}
      >
        {order && <ReceiveForm key={order.id} orderId={order.id} onChanged={() => refreshList(client, resource)} />}
      </Modal>
    </>
  )
}

function ReceiveForm({ orderId, onChanged }: { orderId: string; onChanged: () => void }) {
  const { t } = useTranslation()
  const receipt = useQuery({
    queryKey: ['inbound-receipt', orderId],
    queryFn: (): Promise<Receipt> => callApi(receiptDetailContract, { params: { id: orderId } }),
    staleTime: 0,
    gcTime: 0,
  })
  if (!receipt.data) {
    return <Center h={160}>{receipt.isError ? <Text c="red">{t('wms.inbound.loadFailed')}</Text> : <Loader />}</Center>
  }
  const changed = () => {
    void receipt.refetch()
    onChanged()
  }
  const data = receipt.data
  return (
    <Stack gap="md">
      {/* A new answer (more received, a new status) starts the form again from what is received. */}
      <ReceiptLines key={`${data.receivedQuantity}-${data.status}`} receipt={data} onChanged={changed} />
      <ReceiptLedger receipt={data} />
      <ConfirmReceipt receipt={data} onChanged={changed} />
    </Stack>
  )
}

function ReceiptLines({ receipt, onChanged }: { receipt: Receipt; onChanged: () => void }) {
  const { t } = useTranslation()
  const [drafts, setDrafts] = useState<Record<string, LineDraft>>(() => initialDrafts(receipt.lines))
  const [putAway, setPutAway] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const open = canReceive(receipt)
  const set = (id: string, patch: Partial<LineDraft>) => {
    setDrafts((d) => ({ ...d, [id]: { ...(d[id] as LineDraft), ...patch } }))
    setProblem(null)
  }
  const send = async () => {
    const built = receiptBody(receipt.id, receipt.lines, drafts, { putAway })
    if (!built.body) {
      setProblem(t(built.problem, { sku: built.sku }))
      return
    }
    setBusy(true)
    try {
      const call = putAway ? acceptAndPutAwayContract : acceptInboundContract
      await callApi(call, { params: built.body }, { silent: true })
      clientSettings.notifySuccess(t('wms.inbound.receivedDone'))
      onChanged()
    } catch (e) {
      setProblem(refusalText(e, t('common.unknownError')))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {open ? t('wms.inbound.hint') : t('wms.inbound.closed')}
      </Text>
      <Table striped withTableBorder verticalSpacing={6} aria-label={t('wms.inbound.lines')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('wms.inbound.sku')}</Table.Th>
            <Table.Th ta="right">{t('wms.inbound.planned')}</Table.Th>
            <Table.Th ta="right">{t('wms.inbound.received')}</Table.Th>
            <Table.Th ta="right">{t('wms.inbound.max')}</Table.Th>
            {open && <Table.Th w={130}>{t('wms.inbound.total')}</Table.Th>}
            <Table.Th w={open ? 170 : undefined}>{t(open ? 'wms.inbound.batch' : 'wms.inbound.lot')}</Table.Th>
            {open && putAway && <Table.Th w={220}>{t('wms.inbound.position')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {receipt.lines.map((line) => {
            const draft = drafts[line.id] ?? { received: line.receivedQuantity, batchNo: '', positionId: '' }
            const sku = line.sysSku ?? line.id
            return (
              <Table.Tr key={line.id}>
                <Table.Td>{sku}</Table.Td>
                <Table.Td ta="right">{line.plannedQuantity}</Table.Td>
                <Table.Td ta="right">{line.receivedQuantity}</Table.Td>
                <Table.Td ta="right">{receivableOf(line)}</Table.Td>
                {open && (
                  <Table.Td>
                    <NumberInput
                      aria-label={t('wms.inbound.totalOf', { sku })}
                      value={draft.received}
                      onChange={(v) =>
                        set(line.id, { received: typeof v === 'number' ? v : v === '' ? '' : Number(v) })
                      }
                      min={0}
                      max={99_999_999}
                      allowDecimal={false}
                      allowNegative={false}
                      size="xs"
                    />
                  </Table.Td>
                )}
                <Table.Td>
                  {open ? (
                    <TextInput
                      aria-label={t('wms.inbound.batchOf', { sku })}
                      value={draft.batchNo}
                      onChange={(e) => set(line.id, { batchNo: e.currentTarget.value })}
                      maxLength={64}
                      size="xs"
                    />
                  ) : (
                    (line.batchNo ?? '')
                  )}
                </Table.Td>
                {open && putAway && (
                  <Table.Td>
                    <LinkPicker
                      field={wInboundShelves.fields.positionId}
                      placeholder={t('wms.inbound.positionOf', { sku })}
                      value={draft.positionId}
                      within={receipt.storeId ?? undefined}
                      onChange={(v) => set(line.id, { positionId: v ?? '' })}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
      {problem && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {problem}
        </Alert>
      )}
      {open && (
        <Group justify="space-between" gap="xs">
          <Switch
            label={t('wms.inbound.putAwayNow')}
            checked={putAway}
            onChange={(e) => {
              setPutAway(e.currentTarget.checked)
              setProblem(null)
            }}
          />
          <Button loading={busy} onClick={() => void send()}>
            {t(putAway ? 'wms.inbound.receiveAndPutAway' : 'wms.inbound.receive')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}

function ReceiptLedger({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const client = useQueryClient()
  const positionIds = [...new Set(receipt.ledger.map((r) => r.positionId).filter((id): id is string => !!id))]
  const positions = useQuery({
    queryKey: ['inbound-receipt-positions', positionIds],
    enabled: positionIds.length > 0,
    queryFn: () => resolveLinkLabels(client, 'ware/wbasestoreposition', positionIds),
    staleTime: 60_000,
  })
  return (
    <Stack gap={6}>
      <Title order={5}>{t('wms.inbound.ledger')}</Title>
      {receipt.ledger.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('wms.inbound.noLedger')}
        </Text>
      ) : (
        <Table withTableBorder verticalSpacing={4} fz="sm" aria-label={t('wms.inbound.ledger')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('wms.inbound.time')}</Table.Th>
              <Table.Th>{t('wms.inbound.sku')}</Table.Th>
              <Table.Th>{t('wms.inbound.ledgerPosition')}</Table.Th>
              <Table.Th>{t('wms.inbound.lot')}</Table.Th>
              <Table.Th>{t('wms.inbound.movement')}</Table.Th>
              <Table.Th ta="right">{t('wms.inbound.quantity')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {receipt.ledger.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.createTime ?? ''}</Table.Td>
                <Table.Td>{r.sysSku ?? ''}</Table.Td>
                <Table.Td>{r.positionId ? (positions.data?.[r.positionId] ?? r.positionId) : ''}</Table.Td>
                <Table.Td>{lotText(r.batchNo, r.inboundDate)}</Table.Td>
                <Table.Td>{movementName(r.movementType, lang)}</Table.Td>
                <Table.Td ta="right">{r.quantity > 0 ? `+${r.quantity}` : r.quantity}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  )
}

function ConfirmReceipt({ receipt, onChanged }: { receipt: Receipt; onChanged: () => void }) {
  const { t } = useTranslation()
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (receipt.confirmTime) {
    return (
      <Group gap="xs">
        <Badge color="green" variant="light">
          {t('wms.inbound.confirmed')}
        </Badge>
        <Text size="sm" c="dimmed">
          {t('wms.inbound.confirmedBy', { time: receipt.confirmTime, user: receipt.confirmUserName ?? '' })}
        </Text>
      </Group>
    )
  }
  if (!canConfirm(receipt)) return null
  const confirm = async () => {
    setBusy(true)
    try {
      await callApi(confirmReceiptsContract, { params: { ids: [receipt.id] } }, { silent: true })
      clientSettings.notifySuccess(t('wms.inbound.confirmed'))
      setProblem(null)
      onChanged()
    } catch (e) {
      setProblem(refusalText(e, t('common.unknownError')))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack gap="xs">
      {problem && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button color="green" loading={busy} onClick={() => void confirm()}>
          {t('wms.inbound.confirm')}
        </Button>
      </Group>
    </Stack>
  )
}
