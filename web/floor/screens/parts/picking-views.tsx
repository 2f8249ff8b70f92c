import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PickListRow, ProductRow } from '#sync/floor/floor-protocol.ts'
import type { Scan } from '../../scan/scan.ts'
import { PickClaimDialog, type usePickClaim } from './pick-claim.tsx'
import { PickLineRow, ShortPickDialog } from './picking-cards.tsx'
import {
  canFinishPicking,
  currentPickLine,
  linesInWalkingOrder,
  type PickLine,
  pickListPrompt,
} from './picking-work.ts'
import { QuantityKeypad } from './quantity-keypad.tsx'
import { Counter, TaskList } from './task-list.tsx'
import type { useWorkActions } from './use-floor-work.ts'
import type { useWorkParams } from './use-work-params.ts'
import classes from './work.module.css'
import { CheckIcon, KeypadIcon, PositionIcon } from './work-icons.tsx'
import { WorkScreen } from './work-screen.tsx'
import { judged } from './work-types.ts'

/** What every picking view shares: the screen's work, its URL steps and its scan handler. */
export type PickingContext = {
  work: ReturnType<typeof useWorkActions>
  setParams: ReturnType<typeof useWorkParams<'id' | 'line' | 'position'>>['setParams']
  onScan: (scan: Scan) => void
}

/** Units a pick list has picked (none beyond a line's quantity) of those it asks for. */
const unitsOf = (pick: PickListRow) => ({
  scanned: pick.lines.reduce((sum, l) => sum + Math.min(l.scannedQuantity, l.quantity), 0),
  total: pick.lines.reduce((sum, l) => sum + l.quantity, 0),
})

/** The pick lists still to pick, to choose from, each with its units picked. */
export function PickListChoice({ work, setParams, onScan }: PickingContext) {
  const { t } = useTranslation()
  const lists = [...work.view.pickLists.values()]
    .filter((p) => p.pickedTime === null)
    .sort((a, b) => a.code.localeCompare(b.code))
  return (
    <WorkScreen prompt={t('work.picking.choose')} answer={work.answer} onScan={onScan}>
      <TaskList
        label={t('work.picking.title')}
        empty={t('work.picking.none')}
        items={lists.map((p) => {
          const units = unitsOf(p)
          return {
            id: p.id,
            code: p.code,
            detail: t('work.lines', { count: p.lines.length }),
            progress: { done: units.scanned, total: units.total },
          }
        })}
        onChoose={(id) => setParams({ id, line: null, position: null }, { push: true })}
      />
    </WorkScreen>
  )
}

/** The line to pick now, large: its place in the walk, position (ticked once scanned), SKU, count, and its actions. */
function CurrentLineCard({
  line,
  index,
  count,
  atPosition,
  product,
  onKeypad,
  onShort,
}: {
  line: PickLine
  index: number
  count: number
  atPosition: boolean
  product: ProductRow | undefined
  onKeypad: () => void
  onShort: () => void
}) {
  const { t } = useTranslation()
  return (
    <Paper withBorder radius="md" p="md" className={classes.current} data-testid="current-line">
      <Text size="sm" c="dimmed" fw={600}>
        {t('work.picking.line', { index: index + 1, count })}
      </Text>
      <Group gap="xs" mt={4} wrap="nowrap" c={atPosition ? 'green.8' : undefined}>
        {atPosition ? <CheckIcon size={36} /> : <PositionIcon size={36} />}
        <Text fw={900} ff="monospace" style={{ fontSize: 38, lineHeight: 1.1, overflowWrap: 'anywhere' }}>
          {line.positionCode}
        </Text>
      </Group>
      <Group justify="space-between" mt="sm" wrap="nowrap" align="center">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={800} style={{ fontSize: 24, overflowWrap: 'anywhere' }}>
            {line.sysSku}
          </Text>
          {product && (
            <Text c="dimmed" size="md" lineClamp={2}>
              {product.name}
            </Text>
          )}
        </Stack>
        <Counter value={line.scannedQuantity} total={line.quantity} label={t('work.picked')} />
      </Group>
      <Group grow mt="md" gap="sm">
        <Button
          h={56}
          size="lg"
          variant="light"
          leftSection={<KeypadIcon />}
          disabled={!atPosition}
          onClick={onKeypad}
          aria-label={t('work.enterQuantity')}
        >
          {t('work.quantity')}
        </Button>
        <Button h={56} size="lg" variant="light" color="orange" onClick={onShort}>
          {t('work.picking.short')}
        </Button>
      </Group>
    </Paper>
  )
}

/** A pick list's lines in walking order, the current one marked; any open one can be taken up now. */
function PickLineList({
  lines,
  currentId,
  onChoose,
}: {
  lines: PickLine[]
  currentId: string | undefined
  onChoose: (lineId: string) => void
}) {
  return (
    <Stack gap={6}>
      {lines.map((l, index) => (
        <PickLineRow key={l.id} line={l} index={index} isCurrent={l.id === currentId} onChoose={() => onChoose(l.id)} />
      ))}
    </Stack>
  )
}

/** Picks units of a product on a line of the list as it stands now (the screen's scan does the same). */
type PickUnits = (current: PickListRow, line: PickLine | undefined, productId: string, quantity: number) => void

/** The current line's two dialogs: units picked on the keypad, and closing the line short. */
type PickLineDialog = 'keypad' | 'short' | null

function PickLineDialogs({
  pick,
  line,
  dialog,
  setDialog,
  pickUnits,
  work,
}: {
  pick: PickListRow
  line: PickLine
  dialog: PickLineDialog
  setDialog: (dialog: PickLineDialog) => void
  pickUnits: PickUnits
  work: PickingContext['work']
}) {
  const { t } = useTranslation()
  const left = Math.max(1, line.quantity - line.scannedQuantity)
  return (
    <>
      <QuantityKeypad
        opened={dialog === 'keypad'}
        title={t('work.picking.quantityTitle', { sku: line.sysSku })}
        subtitle={`${line.positionCode} · ${line.scannedQuantity}/${line.quantity}`}
        initial={left}
        max={left}
        onClose={() => setDialog(null)}
        onConfirm={(quantity) => {
          setDialog(null)
          const now = work.currentView().pickLists.get(pick.id)
          if (now) pickUnits(now, now.lines.find((l) => l.id === line.id) ?? line, line.productId, quantity)
        }}
      />
      <ShortPickDialog
        opened={dialog === 'short'}
        line={line}
        onClose={() => setDialog(null)}
        onConfirm={(reason) => {
          setDialog(null)
          void work.act(judged('ok', 'work.picking.shortDone', { sku: line.sysSku }), [
            { name: 'shortPick', args: { pickId: pick.id, lineId: line.id, reason } },
          ])
        }}
      />
    </>
  )
}

/**
 * A chosen pick list: the line to pick now, every line in walking order, the keypad and the short
 * pick for the current line, and finishing the list; another device holding it is named first.
 */
export function PickListWork({
  pick,
  chosenLineId,
  confirmedPositionId,
  claim,
  pickUnits,
  work,
  setParams,
  onScan,
}: PickingContext & {
  pick: PickListRow
  chosenLineId: string | null
  confirmedPositionId: string | null
  claim: ReturnType<typeof usePickClaim>
  pickUnits: PickUnits
}) {
  const { t } = useTranslation()
  const [dialog, setDialog] = useState<PickLineDialog>(null)
  const lines = linesInWalkingOrder(pick)
  const line = currentPickLine(pick, chosenLineId)
  const atPosition = line !== undefined && confirmedPositionId === line.positionId
  const units = unitsOf(pick)
  const prompt = pickListPrompt(pick, line, atPosition)

  const finish = () =>
    void work
      .act(judged('ok', 'work.picking.finished', { code: pick.code }), [
        { name: 'finishTask', args: { kind: 'picking', id: pick.id } },
      ])
      .then((queued) => {
        if (queued) setParams({ id: null, line: null, position: null }, { onlyIf: { id: pick.id } })
      })

  return (
    <WorkScreen
      title={pick.code}
      subtitle={t('work.pickedOf', { scanned: units.scanned, total: units.total })}
      onBack={() => setParams({ id: null, line: null, position: null })}
      prompt={t(prompt.key, prompt.values ?? {})}
      answer={work.answer}
      onScan={onScan}
      scanning={dialog === null && claim.holder === null}
      footer={
        <Button h={60} size="xl" fullWidth disabled={!canFinishPicking(pick)} onClick={finish}>
          {t('work.picking.finish')}
        </Button>
      }
    >
      {line && (
        <CurrentLineCard
          line={line}
          index={lines.indexOf(line)}
          count={lines.length}
          atPosition={atPosition}
          product={work.view.products.get(line.productId)}
          onKeypad={() => setDialog('keypad')}
          onShort={() => setDialog('short')}
        />
      )}
      <PickLineList lines={lines} currentId={line?.id} onChoose={(id) => setParams({ line: id, position: null })} />
      <PickClaimDialog
        holder={claim.holder}
        code={pick.code}
        onTakeOver={claim.takeOver}
        onBack={() => setParams({ id: null, line: null, position: null })}
      />
      {line && (
        <PickLineDialogs
          pick={pick}
          line={line}
          dialog={dialog}
          setDialog={setDialog}
          pickUnits={pickUnits}
          work={work}
        />
      )}
    </WorkScreen>
  )
}
