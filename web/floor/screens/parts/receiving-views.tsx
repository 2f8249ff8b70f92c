import { ActionIcon, Badge, Button, Group, Paper, Progress, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { InboundOrderRow, ProductRow } from '#sync/floor/floor-protocol.ts'
import type { Scan } from '../../scan/scan.ts'
import { ConfirmSheet } from './confirm-sheet.tsx'
import { QuantityKeypad } from './quantity-keypad.tsx'
import { type InboundLine, judgeLineReceipt, receiptShortfall, receiptTotals } from './receiving-work.ts'
import { Counter, TaskList } from './task-list.tsx'
import type { useWorkActions } from './use-floor-work.ts'
import type { useWorkParams } from './use-work-params.ts'
import classes from './work.module.css'
import { KeypadIcon } from './work-icons.tsx'
import { WorkScreen } from './work-screen.tsx'
import { judged, type ScanJudgement } from './work-types.ts'

/** What every receiving view shares: the screen's work, its URL steps and its scan handler. */
export type ReceivingContext = {
  work: ReturnType<typeof useWorkActions>
  setParams: ReturnType<typeof useWorkParams<'id' | 'batch'>>['setParams']
  onScan: (scan: Scan) => void
}

/** The inbound orders to choose from, each with its units received of those planned. */
export function ReceivingOrderList({ work, setParams, onScan, onChoose }: ReceivingContext & { onChoose: () => void }) {
  const { t } = useTranslation()
  const orders = [...work.view.inboundOrders.values()].sort((a, b) => a.code.localeCompare(b.code))
  return (
    <WorkScreen prompt={t('work.receiving.choose')} answer={work.answer} onScan={onScan}>
      <TaskList
        label={t('work.receiving.title')}
        empty={t('work.receiving.none')}
        items={orders.map((o) => {
          const totals = receiptTotals(o)
          return {
            id: o.id,
            code: o.code,
            detail: t('work.lines', { count: o.lines.length }),
            progress: { done: totals.received, total: totals.planned },
          }
        })}
        onChoose={(id) => {
          onChoose()
          setParams({ id, batch: null }, { push: true })
        }}
      />
    </WorkScreen>
  )
}

/** A line of the order: its SKU, product and batch, received of planned (over marked), and its keypad. */
function ReceiptLineCard({
  line,
  product,
  latest,
  onKeypad,
}: {
  line: InboundLine
  product: ProductRow | undefined
  /** The line received on last (marked). */
  latest: boolean
  onKeypad: () => void
}) {
  const { t } = useTranslation()
  const over = line.receivedQuantity > line.plannedQuantity
  const full = line.receivedQuantity === line.plannedQuantity
  return (
    <Paper withBorder radius="md" p="sm" className={latest ? classes.current : undefined} data-line={line.sysSku}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={800} style={{ fontSize: 20, overflowWrap: 'anywhere' }}>
            {line.sysSku}
          </Text>
          {product && (
            <Text c="dimmed" size="md" lineClamp={2}>
              {product.name}
            </Text>
          )}
          {line.batchNo && (
            <Text size="sm" c="dimmed">
              {t('work.receiving.batch')}: {line.batchNo}
            </Text>
          )}
        </Stack>
        {/* The counts keep their width (the over badge whole); the SKU beside them wraps. */}
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Stack gap={2} align="flex-end">
            <Text
              fw={900}
              className={classes.number}
              style={{ fontSize: 30 }}
              c={over ? 'orange.8' : full ? 'green.8' : undefined}
              data-testid={`received-${line.sysSku}`}
            >
              {line.receivedQuantity}
              <Text span c="dimmed" fw={700} style={{ fontSize: 20 }}>
                /{line.plannedQuantity}
              </Text>
            </Text>
            {over && (
              <Badge color="orange" size="md">
                {t('work.receiving.overBadge')}
              </Badge>
            )}
          </Stack>
          <ActionIcon
            size={52}
            variant="light"
            aria-label={`${t('work.enterQuantity')} ${line.sysSku}`}
            onClick={onKeypad}
          >
            <KeypadIcon size={28} />
          </ActionIcon>
        </Group>
      </Group>
      <Progress
        mt="xs"
        size="md"
        radius="xl"
        color={over ? 'orange' : full ? 'green' : undefined}
        value={line.plannedQuantity > 0 ? Math.min(100, (100 * line.receivedQuantity) / line.plannedQuantity) : 0}
      />
    </Paper>
  )
}

/** The order's totals: units received and units planned, side by side. */
function ReceiptTotals({ received, planned }: { received: number; planned: number }) {
  const { t } = useTranslation()
  return (
    <Paper withBorder radius="md" p="sm">
      <Group grow>
        <Counter value={received} label={t('work.receiving.received')} />
        <Counter value={planned} label={t('work.receiving.planned')} />
      </Group>
    </Paper>
  )
}

/** The order's two dialogs: units received on one line's keypad, and finishing with units missing. */
type ReceivingDialog = { kind: 'keypad'; lineId: string } | { kind: 'finishShort' } | null

function ReceivingDialogs({
  order,
  typedBatch,
  dialog,
  setDialog,
  send,
  finish,
  work,
}: {
  order: InboundOrderRow
  typedBatch: string
  dialog: ReceivingDialog
  setDialog: (dialog: ReceivingDialog) => void
  send: (judgement: ScanJudgement) => void
  finish: () => void
  work: ReceivingContext['work']
}) {
  const { t } = useTranslation()
  const keypadLine = dialog?.kind === 'keypad' ? order.lines.find((l) => l.id === dialog.lineId) : undefined
  const receiveOnLine = (line: InboundLine, quantity: number) => {
    // The line as it stands now: scans may have landed since the keypad opened.
    const now =
      work
        .currentView()
        .inboundOrders.get(order.id)
        ?.lines.find((l) => l.id === line.id) ?? line
    send(judgeLineReceipt(order, now, quantity, typedBatch.trim() || undefined))
  }
  return (
    <>
      <QuantityKeypad
        opened={keypadLine !== undefined}
        title={t('work.receiving.bulkTitle', { sku: keypadLine?.sysSku ?? '' })}
        subtitle={
          keypadLine
            ? `${t('work.receiving.received')} ${keypadLine.receivedQuantity} / ${t('work.receiving.planned')} ${keypadLine.plannedQuantity}`
            : undefined
        }
        initial={keypadLine ? Math.max(1, keypadLine.plannedQuantity - keypadLine.receivedQuantity) : 1}
        max={keypadLine ? Math.max(1, keypadLine.maxQuantity - keypadLine.receivedQuantity) : 1}
        onClose={() => setDialog(null)}
        onConfirm={(quantity) => {
          setDialog(null)
          if (keypadLine) receiveOnLine(keypadLine, quantity)
        }}
      />
      <ConfirmSheet
        opened={dialog?.kind === 'finishShort'}
        message={t('work.receiving.short', { count: receiptShortfall(order) })}
        confirmLabel={t('work.receiving.finish')}
        color="orange"
        onClose={() => setDialog(null)}
        onConfirm={finish}
      />
    </>
  )
}

/**
 * A chosen order: its totals, the batch typed for what arrives, its lines with a keypad each, and
 * finishing it (asked first when units are missing).
 */
export function ReceivingOrder({
  order,
  typedBatch,
  lastLineId,
  send,
  work,
  setParams,
  onScan,
}: ReceivingContext & {
  order: InboundOrderRow
  typedBatch: string
  lastLineId: string | null
  send: (judgement: ScanJudgement) => void
}) {
  const { t } = useTranslation()
  const [dialog, setDialog] = useState<ReceivingDialog>(null)
  const totals = receiptTotals(order)
  const finish = () =>
    void work
      .act(judged('ok', 'work.receiving.finished', { code: order.code }), [
        { name: 'finishTask', args: { kind: 'receiving', id: order.id } },
      ])
      .then((queued) => {
        if (queued) setParams({ id: null, batch: null }, { onlyIf: { id: order.id } })
      })

  return (
    <WorkScreen
      title={order.code}
      subtitle={t('work.lines', { count: order.lines.length })}
      onBack={() => setParams({ id: null, batch: null })}
      prompt={t('work.receiving.prompt')}
      answer={work.answer}
      onScan={onScan}
      scanning={dialog === null}
      footer={
        <Button
          h={60}
          size="xl"
          fullWidth
          disabled={totals.received === 0}
          onClick={() => (receiptShortfall(order) > 0 ? setDialog({ kind: 'finishShort' }) : finish())}
        >
          {t('work.receiving.finish')}
        </Button>
      }
    >
      <ReceiptTotals received={totals.received} planned={totals.planned} />
      <TextInput
        size="lg"
        label={t('work.receiving.batch')}
        value={typedBatch}
        onChange={(e) => setParams({ batch: e.currentTarget.value })}
        autoComplete="off"
        spellCheck={false}
      />
      <Stack gap="sm">
        {order.lines.map((line) => (
          <ReceiptLineCard
            key={line.id}
            line={line}
            product={work.view.products.get(line.productId)}
            latest={line.id === lastLineId}
            onKeypad={() => setDialog({ kind: 'keypad', lineId: line.id })}
          />
        ))}
      </Stack>
      <ReceivingDialogs
        order={order}
        typedBatch={typedBatch}
        dialog={dialog}
        setDialog={setDialog}
        send={send}
        finish={finish}
        work={work}
      />
    </WorkScreen>
  )
}
