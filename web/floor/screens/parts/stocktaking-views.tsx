import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProductRow, StocktakeRow } from '#sync/floor/floor-protocol.ts'
import { readStored, removeStored } from '../../../ui/session-state.ts'
import type { Scan } from '../../scan/scan.ts'
import { ConfirmSheet } from './confirm-sheet.tsx'
import { QuantityKeypad } from './quantity-keypad.tsx'
import { PositionCard, TallyCard } from './stocktaking-cards.tsx'
import { canFinishCount, isPositionCounted, positionCountCommands, type Tally } from './stocktaking-work.ts'
import { Counter, CounterCard, TaskList } from './task-list.tsx'
import type { useWorkActions } from './use-floor-work.ts'
import type { useTally } from './use-tally.ts'
import type { useWorkParams } from './use-work-params.ts'
import classes from './work.module.css'
import { PositionIcon } from './work-icons.tsx'
import { WorkScreen } from './work-screen.tsx'
import { judged } from './work-types.ts'

/** Most units one product may count at a position (the protocol's ceiling). */
const COUNT_MAX = 1_000_000

export const tallyKey = (countId: string, positionId: string) => `erp-floor-tally:${countId}:${positionId}`
export const doneKey = (countId: string) => `erp-floor-counted:${countId}`

/** What every stocktaking view shares: the screen's work, its URL steps and its scan handler. */
export type StocktakingContext = {
  work: ReturnType<typeof useWorkActions>
  setParams: ReturnType<typeof useWorkParams<'id' | 'position'>>['setParams']
  onScan: (scan: Scan) => void
  positionCode: (id: string) => string
}

/** The started counts to choose from, each with how many of its positions this device counted. */
export function CountList({ work, setParams, onScan }: StocktakingContext) {
  const { t } = useTranslation()
  const counts = [...work.view.stocktakes.values()].sort((a, b) => a.code.localeCompare(b.code))
  return (
    <WorkScreen prompt={t('work.stocktaking.choose')} answer={work.answer} onScan={onScan}>
      <TaskList
        label={t('work.stocktaking.title')}
        empty={t('work.stocktaking.none')}
        items={counts.map((c) => {
          const stored = new Set(readStored<string[]>(doneKey(c.id), []))
          return {
            id: c.id,
            code: c.code,
            progress: {
              done: c.positionIds.filter((p) => isPositionCounted(c, p, stored)).length,
              total: c.positionIds.length,
            },
          }
        })}
        onChoose={(id) => setParams({ id, position: null }, { push: true })}
      />
    </WorkScreen>
  )
}

/** A chosen count: its positions (counted or not), and finishing it once every one is done. */
export function CountPositions({
  count,
  done,
  work,
  setParams,
  onScan,
  positionCode,
}: StocktakingContext & { count: StocktakeRow; done: ReadonlySet<string> }) {
  const { t } = useTranslation()
  const positionsDone = count.positionIds.filter((p) => isPositionCounted(count, p, done)).length
  const finish = () =>
    void work
      .act(judged('ok', 'work.stocktaking.finished', { code: count.code }), [
        { name: 'finishTask', args: { kind: 'stocktaking', id: count.id } },
      ])
      .then((queued) => {
        if (queued) setParams({ id: null, position: null }, { onlyIf: { id: count.id } })
      })
  return (
    <WorkScreen
      title={count.code}
      subtitle={t('work.stocktaking.positionsOf', { done: positionsDone, count: count.positionIds.length })}
      onBack={() => setParams({ id: null, position: null })}
      prompt={t('work.stocktaking.scanPosition')}
      answer={work.answer}
      onScan={onScan}
      footer={
        <Button h={60} size="xl" fullWidth disabled={!canFinishCount(count, done)} onClick={finish}>
          {t('work.stocktaking.finish')}
        </Button>
      }
    >
      <CounterCard
        value={positionsDone}
        total={count.positionIds.length}
        label={t('work.stocktaking.positionsLabel')}
      />
      <Stack gap={6}>
        {count.positionIds.map((id) => (
          <PositionCard
            key={id}
            code={positionCode(id)}
            counted={isPositionCounted(count, id, done)}
            onChoose={() => {
              setParams({ position: id })
              work.give(judged('ok', 'work.stocktaking.counting', { code: positionCode(id) }))
            }}
          />
        ))}
      </Stack>
    </WorkScreen>
  )
}

/** The position being counted, large, with the units tallied there so far. */
function CountedPosition({ code, units }: { code: string; units: number }) {
  const { t } = useTranslation()
  return (
    <Paper withBorder radius="md" p="md" className={classes.current} data-testid="count-position">
      <Group justify="space-between" wrap="nowrap">
        {/* A long position code wraps; the count beside it keeps its width. */}
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <PositionIcon size={36} />
          <Text fw={900} ff="monospace" style={{ fontSize: 36, lineHeight: 1.1, overflowWrap: 'anywhere' }}>
            {code}
          </Text>
        </Group>
        <Box style={{ flexShrink: 0 }}>
          <Counter value={units} label={t('work.stocktaking.unitsLabel')} />
        </Box>
      </Group>
    </Paper>
  )
}

/** What was tallied at the position, latest first, each with its keypad; a hint while nothing is. */
function TallyList({
  tally,
  products,
  onKeypad,
}: {
  tally: Tally
  products: ReadonlyMap<string, ProductRow>
  onKeypad: (productId: string) => void
}) {
  const { t } = useTranslation()
  if (tally.length === 0)
    return (
      <Paper withBorder radius="md" p="lg">
        <Text ta="center" c="dimmed" size="lg">
          {t('work.stocktaking.nothingYet')}
        </Text>
      </Paper>
    )
  return (
    <Stack gap="sm">
      {tally.map((entry, index) => {
        const product = products.get(entry.productId)
        return (
          <TallyCard
            key={entry.productId}
            sku={product?.sysSku ?? entry.productId}
            name={product?.name}
            quantity={entry.quantity}
            latest={index === 0}
            onKeypad={() => onKeypad(entry.productId)}
          />
        )
      })}
    </Stack>
  )
}

/** The position's two dialogs: a product's count on the keypad, and confirming zeros for unscanned products. */
type TallyDialog = { kind: 'keypad'; productId: string } | { kind: 'zero'; count: number } | null

function TallyDialogs({
  here,
  tally,
  dialog,
  setDialog,
  savePosition,
  work,
}: {
  here: string
  tally: ReturnType<typeof useTally>
  dialog: TallyDialog
  setDialog: (dialog: TallyDialog) => void
  savePosition: () => void
  work: StocktakingContext['work']
}) {
  const { t } = useTranslation()
  const keypadProduct = dialog?.kind === 'keypad' ? work.view.products.get(dialog.productId) : undefined
  const keypadInitial =
    dialog?.kind === 'keypad' ? tally.tally.find((e) => e.productId === dialog.productId)?.quantity : undefined
  return (
    <>
      <QuantityKeypad
        opened={dialog?.kind === 'keypad'}
        title={t('work.stocktaking.setTitle', { sku: keypadProduct?.sysSku ?? '' })}
        subtitle={here}
        initial={keypadInitial}
        min={0}
        max={COUNT_MAX}
        onClose={() => setDialog(null)}
        onConfirm={(quantity) => {
          if (dialog?.kind === 'keypad') {
            tally.set(dialog.productId, quantity)
            work.give(judged('ok', 'work.stocktaking.counted', { sku: keypadProduct?.sysSku ?? '', count: quantity }))
          }
          setDialog(null)
        }}
      />
      <ConfirmSheet
        opened={dialog?.kind === 'zero'}
        message={t('work.stocktaking.zeroConfirm', { count: dialog?.kind === 'zero' ? dialog.count : 0 })}
        confirmLabel={t('work.stocktaking.positionDone')}
        color="orange"
        onClose={() => setDialog(null)}
        onConfirm={savePosition}
      />
    </>
  )
}

/**
 * Counting one position: the tally scanned here, the keypad to set a product's number, and
 * "position done", which confirms zeros for listed products not scanned before sending the counts.
 */
export function PositionTally({
  count,
  positionId,
  tally,
  markDone,
  work,
  setParams,
  onScan,
  positionCode,
}: StocktakingContext & {
  count: StocktakeRow
  positionId: string
  tally: ReturnType<typeof useTally>
  markDone: (positionId: string) => void
}) {
  const { t } = useTranslation()
  const [dialog, setDialog] = useState<TallyDialog>(null)
  const here = positionCode(positionId)
  const units = tally.tally.reduce((sum, entry) => sum + entry.quantity, 0)
  const savePosition = () => {
    const { commands } = positionCountCommands(count, positionId, tally.current())
    const saved = tallyKey(count.id, positionId)
    void work.act(judged('ok', 'work.stocktaking.positionSaved', { code: here }), commands).then((queued) => {
      if (!queued) return
      // The saved position's tally only: the counter may already be counting the next one.
      if (tally.key() === saved) tally.clear()
      else removeStored(saved)
      markDone(positionId)
      setParams({ position: null }, { onlyIf: { position: positionId } })
    })
  }
  const positionDone = () => {
    const { unscanned } = positionCountCommands(count, positionId, tally.current())
    if (unscanned.length > 0) setDialog({ kind: 'zero', count: unscanned.length })
    else savePosition()
  }

  return (
    <WorkScreen
      title={count.code}
      subtitle={t('work.stocktaking.counting', { code: here })}
      onBack={() => setParams({ position: null })}
      prompt={t('work.stocktaking.prompt')}
      answer={work.answer}
      onScan={onScan}
      scanning={dialog === null}
      footer={
        <Button h={60} size="xl" fullWidth onClick={positionDone}>
          {t('work.stocktaking.positionDone')}
        </Button>
      }
    >
      <CountedPosition code={here} units={units} />
      <TallyList
        tally={tally.tally}
        products={work.view.products}
        onKeypad={(productId) => setDialog({ kind: 'keypad', productId })}
      />
      <TallyDialogs
        here={here}
        tally={tally}
        dialog={dialog}
        setDialog={setDialog}
        savePosition={savePosition}
        work={work}
      />
    </WorkScreen>
  )
}
