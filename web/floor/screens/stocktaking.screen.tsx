import { Box, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { readStored, removeStored, writeStored } from '../../ui/session-state.ts'
import { resolveCode } from '../scan/resolve-code.ts'
import type { Scan } from '../scan/scan.ts'
import { ConfirmSheet } from './parts/confirm-sheet.tsx'
import { QuantityKeypad } from './parts/quantity-keypad.tsx'
import { PositionCard, TallyCard } from './parts/stocktaking-cards.tsx'
import { canFinishCount, isPositionCounted, positionCountCommands } from './parts/stocktaking-work.ts'
import { Counter, TaskList } from './parts/task-list.tsx'
import { useWorkActions } from './parts/use-floor-work.ts'
import { useTally } from './parts/use-tally.ts'
import { useWorkParams } from './parts/use-work-params.ts'
import classes from './parts/work.module.css'
import { PositionIcon } from './parts/work-icons.tsx'
import { WorkScreen } from './parts/work-screen.tsx'
import { judged } from './parts/work-types.ts'

/** Most units one product may count at a position (the protocol's ceiling). */
const COUNT_MAX = 1_000_000

const tallyKey = (countId: string, positionId: string) => `erp-floor-tally:${countId}:${positionId}`
const doneKey = (countId: string) => `erp-floor-counted:${countId}`

/**
 * Stocktaking (issue 11 §2), blind: choose a started count, scan one of its positions, scan every
 * item there (each adds one to this device's tally, the keypad sets a number); the books' quantities
 * are never shown. "Position done" sends a count per product (0 for those listed there but not
 * scanned, after a confirm); finish once every position is done.
 */
export function StocktakingScreen() {
  const { t } = useTranslation()
  const { view, currentView, answer, give, act } = useWorkActions()
  const { param, setParams } = useWorkParams<'id' | 'position'>()
  const [dialog, setDialog] = useState<{ kind: 'keypad'; productId: string } | { kind: 'zero'; count: number } | null>(
    null,
  )
  const countId = param('id')
  const count = countId ? view.stocktakes.get(countId) : undefined
  const positionId = count ? param('position') : null
  const tally = useTally(countId && positionId ? tallyKey(countId, positionId) : null)
  // Positions the count lists nothing at, said done on this device (no line shows it).
  const [doneHere, setDoneHere] = useState<{ countId: string | null; ids: Set<string> }>({
    countId: null,
    ids: new Set(),
  })
  const done =
    doneHere.countId === countId ? doneHere.ids : new Set(countId ? readStored<string[]>(doneKey(countId), []) : [])
  const positionCode = (id: string) => view.positions.get(id)?.code ?? id

  const onScan = (scan: Scan) => {
    const now = currentView()
    const found = resolveCode(now, scan.code, scan.gs1)
    const current = countId ? now.stocktakes.get(countId) : undefined
    if (found.kind === 'unknown') return give(judged('unknown', 'work.scan.unknown', { code: found.code }))
    if (found.kind === 'stocktake') {
      setParams({ id: found.row.id, position: null }, { push: !current })
      return give(judged('ok', 'work.stocktaking.opened', { code: found.row.code }))
    }
    if (found.kind !== 'product' && found.kind !== 'position')
      return give(judged('wrong', 'work.scan.notHere', { code: scan.code }))
    if (!current) return give(judged('wrong', 'work.stocktaking.chooseFirst'))
    if (found.kind === 'position') {
      const position = found.position
      if (!current.positionIds.includes(position.id))
        return give(judged('wrong', 'work.stocktaking.notInCount', { code: position.code }))
      if (positionId && positionId !== position.id && tally.current().length > 0)
        return give(judged('wrong', 'work.stocktaking.finishPosition', { code: positionCode(positionId) }))
      setParams({ position: position.id })
      return give(judged('ok', 'work.stocktaking.counting', { code: position.code }))
    }
    if (!positionId) return give(judged('wrong', 'work.stocktaking.positionFirst'))
    const counted = tally.add(found.product.id, 1)
    give(judged('ok', 'work.stocktaking.counted', { sku: found.product.sysSku, count: counted }))
  }

  if (!count) {
    const counts = [...view.stocktakes.values()].sort((a, b) => a.code.localeCompare(b.code))
    return (
      <WorkScreen prompt={t('work.stocktaking.choose')} answer={answer} onScan={onScan}>
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

  const markDone = (id: string) => {
    const ids = new Set(done).add(id)
    writeStored(doneKey(count.id), [...ids])
    setDoneHere({ countId: count.id, ids })
  }
  const positionsDone = count.positionIds.filter((p) => isPositionCounted(count, p, done)).length
  const finish = () =>
    void act(judged('ok', 'work.stocktaking.finished', { code: count.code }), [
      { name: 'finishTask', args: { kind: 'stocktaking', id: count.id } },
    ]).then((queued) => {
      if (queued) setParams({ id: null, position: null }, { onlyIf: { id: count.id } })
    })

  if (!positionId) {
    return (
      <WorkScreen
        title={count.code}
        subtitle={t('work.stocktaking.positionsOf', { done: positionsDone, count: count.positionIds.length })}
        onBack={() => setParams({ id: null, position: null })}
        prompt={t('work.stocktaking.scanPosition')}
        answer={answer}
        onScan={onScan}
        footer={
          <Button h={60} size="xl" fullWidth disabled={!canFinishCount(count, done)} onClick={finish}>
            {t('work.stocktaking.finish')}
          </Button>
        }
      >
        <Paper withBorder radius="md" p="sm">
          <Counter
            value={positionsDone}
            total={count.positionIds.length}
            label={t('work.stocktaking.positionsLabel')}
          />
          <Progress
            mt="xs"
            size="lg"
            radius="xl"
            color={positionsDone === count.positionIds.length ? 'green' : undefined}
            value={count.positionIds.length > 0 ? (100 * positionsDone) / count.positionIds.length : 0}
          />
        </Paper>
        <Stack gap={6}>
          {count.positionIds.map((id) => (
            <PositionCard
              key={id}
              code={positionCode(id)}
              counted={isPositionCounted(count, id, done)}
              onChoose={() => {
                setParams({ position: id })
                give(judged('ok', 'work.stocktaking.counting', { code: positionCode(id) }))
              }}
            />
          ))}
        </Stack>
      </WorkScreen>
    )
  }

  const here = positionCode(positionId)
  const units = tally.tally.reduce((sum, entry) => sum + entry.quantity, 0)
  const keypadProduct = dialog?.kind === 'keypad' ? view.products.get(dialog.productId) : undefined
  const keypadInitial =
    dialog?.kind === 'keypad' ? tally.tally.find((e) => e.productId === dialog.productId)?.quantity : undefined
  const savePosition = () => {
    const { commands } = positionCountCommands(count, positionId, tally.current())
    const saved = tallyKey(count.id, positionId)
    void act(judged('ok', 'work.stocktaking.positionSaved', { code: here }), commands).then((queued) => {
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
      answer={answer}
      onScan={onScan}
      scanning={dialog === null}
      footer={
        <Button h={60} size="xl" fullWidth onClick={positionDone}>
          {t('work.stocktaking.positionDone')}
        </Button>
      }
    >
      <Paper withBorder radius="md" p="md" className={classes.current} data-testid="count-position">
        <Group justify="space-between" wrap="nowrap">
          {/* A long position code wraps; the count beside it keeps its width. */}
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <PositionIcon size={36} />
            <Text fw={900} ff="monospace" style={{ fontSize: 36, lineHeight: 1.1, overflowWrap: 'anywhere' }}>
              {here}
            </Text>
          </Group>
          <Box style={{ flexShrink: 0 }}>
            <Counter value={units} label={t('work.stocktaking.unitsLabel')} />
          </Box>
        </Group>
      </Paper>
      {tally.tally.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text ta="center" c="dimmed" size="lg">
            {t('work.stocktaking.nothingYet')}
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm">
          {tally.tally.map((entry, index) => {
            const product = view.products.get(entry.productId)
            return (
              <TallyCard
                key={entry.productId}
                sku={product?.sysSku ?? entry.productId}
                name={product?.name}
                quantity={entry.quantity}
                latest={index === 0}
                onKeypad={() => setDialog({ kind: 'keypad', productId: entry.productId })}
              />
            )
          })}
        </Stack>
      )}
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
            give(judged('ok', 'work.stocktaking.counted', { sku: keypadProduct?.sysSku ?? '', count: quantity }))
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
    </WorkScreen>
  )
}
