import { ActionIcon, Badge, Button, Group, Paper, Progress, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { resolveCode } from '../scan/resolve-code.ts'
import type { Scan } from '../scan/scan.ts'
import { ConfirmSheet } from './parts/confirm-sheet.tsx'
import { QuantityKeypad } from './parts/quantity-keypad.tsx'
import {
  type InboundLine,
  judgeLineReceipt,
  judgeReceipt,
  receiptShortfall,
  receiptTotals,
} from './parts/receiving-work.ts'
import { Counter, TaskList } from './parts/task-list.tsx'
import { useWorkActions } from './parts/use-floor-work.ts'
import { useWorkParams } from './parts/use-work-params.ts'
import classes from './parts/work.module.css'
import { KeypadIcon } from './parts/work-icons.tsx'
import { WorkScreen } from './parts/work-screen.tsx'
import { judged, type ScanJudgement } from './parts/work-types.ts'

/**
 * Receiving (issue 11 §2): choose or scan an inbound order, then scan what arrives: each scan of a
 * SKU on the order receives one unit (the keypad receives many), planned and received per line, an
 * over-receipt warned, beyond the line's maximum refused; finish asks first when units are missing.
 */
export function ReceivingScreen() {
  const { t } = useTranslation()
  const { view, currentView, answer, give, act } = useWorkActions()
  const { param, setParams } = useWorkParams<'id' | 'batch'>()
  const [keypadLineId, setKeypadLineId] = useState<string | null>(null)
  const [confirmingFinish, setConfirmingFinish] = useState(false)
  const [lastLineId, setLastLineId] = useState<string | null>(null)
  const orderId = param('id')
  const order = orderId ? view.inboundOrders.get(orderId) : undefined
  const typedBatch = param('batch') ?? ''

  const send = (judgement: ScanJudgement) => {
    if (judgement.command?.name === 'receiveLine') setLastLineId(judgement.command.args.lineId)
    void act(judgement)
  }

  const onScan = (scan: Scan) => {
    const now = currentView()
    const found = resolveCode(now, scan.code, scan.gs1)
    const current = orderId ? now.inboundOrders.get(orderId) : undefined
    if (found.kind === 'unknown') return give(judged('unknown', 'work.scan.unknown', { code: found.code }))
    if (found.kind === 'inboundOrder') {
      setParams({ id: found.row.id, batch: null }, { push: !current })
      setLastLineId(null)
      return give(judged('ok', 'work.receiving.opened', { code: found.row.code }))
    }
    if (found.kind !== 'product') return give(judged('wrong', 'work.scan.notHere', { code: scan.code }))
    if (!current) return give(judged('wrong', 'work.receiving.chooseFirst'))
    // A GS1 label's batch (AI 10) wins over the one typed.
    send(judgeReceipt(current, found.product, 1, found.gs1?.batch ?? (typedBatch.trim() || undefined)))
  }

  if (!order) {
    const orders = [...view.inboundOrders.values()].sort((a, b) => a.code.localeCompare(b.code))
    return (
      <WorkScreen prompt={t('work.receiving.choose')} answer={answer} onScan={onScan}>
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
            setLastLineId(null)
            setParams({ id, batch: null }, { push: true })
          }}
        />
      </WorkScreen>
    )
  }

  const totals = receiptTotals(order)
  const shortfall = receiptShortfall(order)
  const keypadLine = order.lines.find((l) => l.id === keypadLineId)
  const receiveOnLine = (line: InboundLine, quantity: number) => {
    // The line as it stands now: scans may have landed since the keypad opened.
    const now =
      currentView()
        .inboundOrders.get(order.id)
        ?.lines.find((l) => l.id === line.id) ?? line
    send(judgeLineReceipt(order, now, quantity, typedBatch.trim() || undefined))
  }
  const finish = () =>
    void act(judged('ok', 'work.receiving.finished', { code: order.code }), [
      { name: 'finishTask', args: { kind: 'receiving', id: order.id } },
    ]).then((queued) => {
      if (queued) setParams({ id: null, batch: null }, { onlyIf: { id: order.id } })
    })

  return (
    <WorkScreen
      title={order.code}
      subtitle={t('work.lines', { count: order.lines.length })}
      onBack={() => setParams({ id: null, batch: null })}
      prompt={t('work.receiving.prompt')}
      answer={answer}
      onScan={onScan}
      scanning={keypadLineId === null && !confirmingFinish}
      footer={
        <Button
          h={60}
          size="xl"
          fullWidth
          disabled={totals.received === 0}
          onClick={() => (shortfall > 0 ? setConfirmingFinish(true) : finish())}
        >
          {t('work.receiving.finish')}
        </Button>
      }
    >
      <Paper withBorder radius="md" p="sm">
        <Group grow>
          <Counter value={totals.received} label={t('work.receiving.received')} />
          <Counter value={totals.planned} label={t('work.receiving.planned')} />
        </Group>
      </Paper>
      <TextInput
        size="lg"
        label={t('work.receiving.batch')}
        value={typedBatch}
        onChange={(e) => setParams({ batch: e.currentTarget.value })}
        autoComplete="off"
        spellCheck={false}
      />
      <Stack gap="sm">
        {order.lines.map((line) => {
          const product = view.products.get(line.productId)
          const over = line.receivedQuantity > line.plannedQuantity
          const full = line.receivedQuantity === line.plannedQuantity
          return (
            <Paper
              key={line.id}
              withBorder
              radius="md"
              p="sm"
              className={line.id === lastLineId ? classes.current : undefined}
              data-line={line.sysSku}
            >
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
                    onClick={() => setKeypadLineId(line.id)}
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
                value={
                  line.plannedQuantity > 0 ? Math.min(100, (100 * line.receivedQuantity) / line.plannedQuantity) : 0
                }
              />
            </Paper>
          )
        })}
      </Stack>
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
        onClose={() => setKeypadLineId(null)}
        onConfirm={(quantity) => {
          setKeypadLineId(null)
          if (keypadLine) receiveOnLine(keypadLine, quantity)
        }}
      />
      <ConfirmSheet
        opened={confirmingFinish}
        message={t('work.receiving.short', { count: shortfall })}
        confirmLabel={t('work.receiving.finish')}
        color="orange"
        onClose={() => setConfirmingFinish(false)}
        onConfirm={finish}
      />
    </WorkScreen>
  )
}
