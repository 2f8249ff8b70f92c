import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FbaTurnoverRow } from '#sync/floor/floor-protocol.ts'
import type { Scan } from '../../scan/scan.ts'
import {
  type DraftBox,
  draftUnits,
  EMPTY_BOX,
  encaseCommand,
  leftOf,
  nextTurnoverBoxNo,
  turnoverTotals,
} from './fba-turnover-work.ts'
import { CloseBoxDialog, PackLineCard } from './packing-cards.tsx'
import { QuantityKeypad } from './quantity-keypad.tsx'
import { CounterCard, TaskList } from './task-list.tsx'
import type { useWorkActions } from './use-floor-work.ts'
import type { useWorkParams } from './use-work-params.ts'
import classes from './work.module.css'
import { WorkScreen } from './work-screen.tsx'
import { judged } from './work-types.ts'

/** What every turnover view shares: the screen's work, its URL step and its scan handler. */
export type TurnoverContext = {
  work: ReturnType<typeof useWorkActions>
  setParams: ReturnType<typeof useWorkParams<'id'>>['setParams']
  onScan: (scan: Scan) => void
}

/** The allocated turnovers of the warehouse, each with its packed of total units. */
export function TurnoverList({ work, setParams, onScan }: TurnoverContext) {
  const { t } = useTranslation()
  const turnovers = [...work.view.fbaTurnovers.values()].sort((a, b) => a.code.localeCompare(b.code))
  return (
    <WorkScreen prompt={t('work.fba.choose')} answer={work.answer} onScan={onScan}>
      <TaskList
        label={t('work.fba.title')}
        empty={t('work.fba.none')}
        items={turnovers.map((o) => {
          const totals = turnoverTotals(o)
          return {
            id: o.id,
            code: o.code,
            detail: `${o.centre} · ${o.shipmentId}`,
            progress: { done: totals.packed, total: totals.total },
          }
        })}
        onChoose={(id) => setParams({ id }, { push: true })}
      />
    </WorkScreen>
  )
}

/** The box being filled: its number and units, emptying it and closing it (both once it holds some). */
function DraftBoxCard({
  boxNo,
  units,
  onEmpty,
  onClose,
}: {
  boxNo: number
  units: number
  onEmpty: () => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <Paper withBorder radius="md" p="md" className={classes.current} data-testid="current-box">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={900} style={{ fontSize: 28 }} lh={1.1}>
          {t('work.packing.box', { box: boxNo })}
        </Text>
        <Text fw={900} className={classes.number} style={{ fontSize: 36 }}>
          {units}
        </Text>
      </Group>
      <Group grow mt="md" gap="sm">
        <Button h={56} size="lg" variant="light" disabled={units === 0} onClick={onEmpty}>
          {t('work.fba.emptyBox')}
        </Button>
        <Button h={56} size="lg" disabled={units === 0} onClick={onClose}>
          {t('work.packing.closeBox')}
        </Button>
      </Group>
    </Paper>
  )
}

/** The turnover's boxes already sent: number, units, measures. */
function TurnoverBoxes({ turnover }: { turnover: FbaTurnoverRow }) {
  const { t } = useTranslation()
  return (
    <Stack gap={6}>
      {turnover.boxes.map((box) => (
        <Paper key={box.boxNo} withBorder radius="md" p="sm" data-testid={`turnover-box-${box.boxNo}`}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={800}>{t('work.packing.box', { box: box.boxNo })}</Text>
            <Text c="dimmed">
              {t('work.packing.boxUnits', { count: box.quantity })} · {box.length}×{box.width}×{box.height} cm ·{' '}
              {box.weight} kg
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  )
}

type WorkProps = TurnoverContext & {
  turnover: FbaTurnoverRow
  draft: DraftBox
  setDraft: (draft: DraftBox) => void
  add: (lineId: string, quantity: number) => void
}

/** A chosen turnover: packed of total, the box being filled, its lines (each with a keypad) and its boxes. */
export function TurnoverWork({ turnover, draft, setDraft, add, work, setParams, onScan }: WorkProps) {
  const { t } = useTranslation()
  const [dialog, setDialog] = useState<{ kind: 'keypad'; lineId: string } | { kind: 'close' } | null>(null)
  const totals = turnoverTotals(turnover)
  const boxNo = nextTurnoverBoxNo(turnover)
  const keypadLine = dialog?.kind === 'keypad' ? turnover.lines.find((l) => l.id === dialog.lineId) : undefined
  const left = keypadLine ? Math.max(1, leftOf(keypadLine, draft)) : 1
  return (
    <WorkScreen
      title={turnover.code}
      subtitle={`${turnover.centre} · ${turnover.shipmentId}`}
      onBack={() => setParams({ id: null })}
      prompt={t('work.fba.prompt', { box: boxNo })}
      answer={work.answer}
      onScan={onScan}
      scanning={dialog === null}
    >
      <CounterCard value={totals.packed + draftUnits(draft)} total={totals.total} label={t('work.packing.packed')} />
      <DraftBoxCard
        boxNo={boxNo}
        units={draftUnits(draft)}
        onEmpty={() => setDraft(EMPTY_BOX)}
        onClose={() => setDialog({ kind: 'close' })}
      />
      <Stack gap="sm">
        {turnover.lines.map((line) => (
          <PackLineCard
            key={line.id}
            line={{
              productId: line.productId,
              sysSku: line.sysSku,
              pickedQuantity: line.quantity,
              packedQuantity: line.quantity - leftOf(line, draft),
            }}
            productName={line.fnsku ?? line.sellerSku ?? undefined}
            onKeypad={() => setDialog({ kind: 'keypad', lineId: line.id })}
          />
        ))}
      </Stack>
      <TurnoverBoxes turnover={turnover} />
      <QuantityKeypad
        opened={keypadLine !== undefined}
        title={t('work.packing.quantityTitle', { sku: keypadLine?.sysSku ?? '' })}
        subtitle={t('work.packing.box', { box: boxNo })}
        initial={left}
        max={left}
        onClose={() => setDialog(null)}
        onConfirm={(quantity) => {
          setDialog(null)
          if (keypadLine) add(keypadLine.id, quantity)
        }}
      />
      <CloseBoxDialog
        opened={dialog?.kind === 'close'}
        boxNo={boxNo}
        onClose={() => setDialog(null)}
        onConfirm={(measures) => {
          setDialog(null)
          const command = encaseCommand(turnover, draft, measures)
          void work.act(judged('ok', 'work.packing.boxClosed', { box: boxNo }), [command]).then((queued) => {
            if (queued) setDraft(EMPTY_BOX)
          })
        }}
      />
    </WorkScreen>
  )
}
