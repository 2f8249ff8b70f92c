import { Alert, Badge, Button, Center, Group, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { actionOffered } from '#sync/resources/define-action.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { inboundOrderActions } from '#sync/resources/wms/w-inbound-order.actions.ts'
import { confirmReceiptsContract, receiptDetailContract } from '#sync/resources/wms/wms.contracts.ts'
import { callApi, clientSettings } from '../../api/client.ts'
import { usePermissions } from '../../api/menus.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { lotText, movementName } from '../inventory/stock-card.ts'
import { resolveLinkLabels } from '../resource/link-labels.ts'
import { ResourcePanel } from '../resource/resource-list.page.tsx'
import type { Row } from '../resource/resource-table.tsx'
import { canConfirm, canReceive, type Receipt, refreshList, refusalText } from './inbound-receipt.ts'
import { ReceiptLineTable, ReceiveFooter } from './receipt-lines.tsx'
import { useReceiptLines } from './use-receipt-lines.ts'
import { useWork } from './use-work.ts'

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

/** The receipt's lines to receive, a refusal if any, and (while the order takes receipts) receiving. */
function ReceiptLines({ receipt, onChanged }: { receipt: Receipt; onChanged: () => void }) {
  const { t } = useTranslation()
  const lines = useReceiptLines(receipt, onChanged)
  const isOpen = canReceive(receipt)
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {isOpen ? t('wms.inbound.hint') : t('wms.inbound.closed')}
      </Text>
      <ReceiptLineTable
        receipt={receipt}
        drafts={lines.drafts}
        isOpen={isOpen}
        putAway={lines.putAway}
        onChangeLine={lines.changeLine}
      />
      {lines.problem && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {lines.problem}
        </Alert>
      )}
      {isOpen && (
        <ReceiveFooter
          putAway={lines.putAway}
          isBusy={lines.isBusy}
          onPutAway={lines.changePutAway}
          onReceive={() => void lines.receive()}
        />
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
  const { busy, error, run } = useWork(refusalText)
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
  const confirm = () =>
    run('confirm', async () => {
      await callApi(confirmReceiptsContract, { params: { ids: [receipt.id] } }, { silent: true })
      clientSettings.notifySuccess(t('wms.inbound.confirmed'))
      onChanged()
    })
  return (
    <Stack gap="xs">
      {error && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button color="green" loading={busy === 'confirm'} onClick={() => void confirm()}>
          {t('wms.inbound.confirm')}
        </Button>
      </Group>
    </Stack>
  )
}
