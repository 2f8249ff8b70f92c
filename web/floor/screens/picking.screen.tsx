import { Badge, Button, Group, Modal, Paper, Stack, Text, Textarea, UnstyledButton } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PickListRow } from '#sync/floor/floor-protocol.ts'
import { resolveCode } from '../scan/resolve-code.ts'
import type { Scan } from '../scan/scan.ts'
import { PickClaimDialog, usePickClaim } from './parts/pick-claim.tsx'
import {
  canFinishPicking,
  currentPickLine,
  isLineDone,
  judgePickPosition,
  judgePickProduct,
  linesInWalkingOrder,
  type PickLine,
  SHORT_REASONS,
  shortReasonText,
} from './parts/picking-work.ts'
import { QuantityKeypad } from './parts/quantity-keypad.tsx'
import { Counter, TaskList } from './parts/task-list.tsx'
import { useWorkActions } from './parts/use-floor-work.ts'
import { useWorkParams } from './parts/use-work-params.ts'
import classes from './parts/work.module.css'
import { CheckIcon, KeypadIcon, PositionIcon } from './parts/work-icons.tsx'
import { WorkScreen } from './parts/work-screen.tsx'
import { judged } from './parts/work-types.ts'

const unitsOf = (pick: PickListRow) => ({
  scanned: pick.lines.reduce((sum, l) => sum + Math.min(l.scannedQuantity, l.quantity), 0),
  total: pick.lines.reduce((sum, l) => sum + l.quantity, 0),
})

/**
 * Picking (issue 11 §2): choose or scan a pick list, then walk its lines in position order: scan the
 * line's position, then its SKU (each scan one unit, the keypad several); a short pick closes a line
 * with a reason; finish once every line is picked or short.
 */
export function PickingScreen() {
  const { t } = useTranslation()
  const { view, currentView, answer, give, act } = useWorkActions()
  const { param, setParams } = useWorkParams<'id' | 'line' | 'position'>()
  const [dialog, setDialog] = useState<'keypad' | 'short' | null>(null)
  const pickId = param('id')
  const pick = pickId ? view.pickLists.get(pickId) : undefined
  const chosenLineId = param('line')
  const confirmedPositionId = param('position')
  // Opened to pick, the list is claimed for this device; another device on it is named first.
  const claim = usePickClaim(pick ? pick.id : null, pick?.pickedTime === null)

  const pickUnits = (current: PickListRow, line: PickLine | undefined, productId: string, quantity: number) => {
    const product = currentView().products.get(productId) ?? { id: productId, sysSku: line?.sysSku ?? productId }
    const judgement = judgePickProduct(current, line, confirmedPositionId, product, quantity)
    if (judgement.line && judgement.line.id !== line?.id) setParams({ line: judgement.line.id })
    void act(judgement)
  }

  const onScan = (scan: Scan) => {
    const now = currentView()
    const found = resolveCode(now, scan.code, scan.gs1)
    const current = pickId ? now.pickLists.get(pickId) : undefined
    if (found.kind === 'unknown') return give(judged('unknown', 'work.scan.unknown', { code: found.code }))
    if (found.kind === 'pickList') {
      setParams({ id: found.row.id, line: null, position: null }, { push: !current })
      return give(judged('ok', 'work.picking.opened', { code: found.row.code }))
    }
    if (found.kind !== 'product' && found.kind !== 'position')
      return give(judged('wrong', 'work.scan.notHere', { code: scan.code }))
    if (!current) return give(judged('wrong', 'work.picking.chooseFirst'))
    const line = currentPickLine(current, chosenLineId)
    if (found.kind === 'position') {
      if (!line) return give(judged('wrong', 'work.picking.allDone'))
      const judgement = judgePickPosition(line, found.position)
      if (judgement.verdict === 'ok') setParams({ line: line.id, position: found.position.id })
      return give(judgement)
    }
    pickUnits(current, line, found.product.id, 1)
  }

  if (!pick) {
    const lists = [...view.pickLists.values()]
      .filter((p) => p.pickedTime === null)
      .sort((a, b) => a.code.localeCompare(b.code))
    return (
      <WorkScreen prompt={t('work.picking.choose')} answer={answer} onScan={onScan}>
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

  const lines = linesInWalkingOrder(pick)
  const line = currentPickLine(pick, chosenLineId)
  const atPosition = line !== undefined && confirmedPositionId === line.positionId
  const product = line ? view.products.get(line.productId) : undefined
  const units = unitsOf(pick)
  const finished = pick.pickedTime !== null
  const prompt = finished
    ? t('work.picking.alreadyPicked')
    : !line
      ? t('work.picking.allDone')
      : atPosition
        ? t('work.picking.scanSku', { sku: line.sysSku })
        : t('work.picking.scanPosition', { code: line.positionCode })

  const finish = () =>
    void act(judged('ok', 'work.picking.finished', { code: pick.code }), [
      { name: 'finishTask', args: { kind: 'picking', id: pick.id } },
    ]).then((queued) => {
      if (queued) setParams({ id: null, line: null, position: null }, { onlyIf: { id: pick.id } })
    })

  return (
    <WorkScreen
      title={pick.code}
      subtitle={t('work.pickedOf', { scanned: units.scanned, total: units.total })}
      onBack={() => setParams({ id: null, line: null, position: null })}
      prompt={prompt}
      answer={answer}
      onScan={onScan}
      scanning={dialog === null && claim.holder === null}
      footer={
        <Button h={60} size="xl" fullWidth disabled={!canFinishPicking(pick)} onClick={finish}>
          {t('work.picking.finish')}
        </Button>
      }
    >
      {line && (
        <Paper withBorder radius="md" p="md" className={classes.current} data-testid="current-line">
          <Text size="sm" c="dimmed" fw={600}>
            {t('work.picking.line', { index: lines.indexOf(line) + 1, count: lines.length })}
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
              onClick={() => setDialog('keypad')}
              aria-label={t('work.enterQuantity')}
            >
              {t('work.quantity')}
            </Button>
            <Button h={56} size="lg" variant="light" color="orange" onClick={() => setDialog('short')}>
              {t('work.picking.short')}
            </Button>
          </Group>
        </Paper>
      )}
      <Stack gap={6}>
        {lines.map((l, index) => (
          <PickLineRow
            key={l.id}
            line={l}
            index={index}
            isCurrent={l.id === line?.id}
            onChoose={() => setParams({ line: l.id, position: null })}
          />
        ))}
      </Stack>
      <PickClaimDialog
        holder={claim.holder}
        code={pick.code}
        onTakeOver={claim.takeOver}
        onBack={() => setParams({ id: null, line: null, position: null })}
      />
      {line && (
        <QuantityKeypad
          opened={dialog === 'keypad'}
          title={t('work.picking.quantityTitle', { sku: line.sysSku })}
          subtitle={`${line.positionCode} · ${line.scannedQuantity}/${line.quantity}`}
          initial={Math.max(1, line.quantity - line.scannedQuantity)}
          max={Math.max(1, line.quantity - line.scannedQuantity)}
          onClose={() => setDialog(null)}
          onConfirm={(quantity) => {
            setDialog(null)
            const now = currentView().pickLists.get(pick.id)
            if (now) pickUnits(now, now.lines.find((l) => l.id === line.id) ?? line, line.productId, quantity)
          }}
        />
      )}
      {line && (
        <ShortPickDialog
          opened={dialog === 'short'}
          line={line}
          onClose={() => setDialog(null)}
          onConfirm={(reason) => {
            setDialog(null)
            void act(judged('ok', 'work.picking.shortDone', { sku: line.sysSku }), [
              { name: 'shortPick', args: { pickId: pick.id, lineId: line.id, reason } },
            ])
          }}
        />
      )}
    </WorkScreen>
  )
}

/** One line in the walking order: position, SKU, picked of quantity; an open line can be taken up now. */
function PickLineRow({
  line,
  index,
  isCurrent,
  onChoose,
}: {
  line: PickLine
  index: number
  isCurrent: boolean
  onChoose: () => void
}) {
  const { t } = useTranslation()
  const done = isLineDone(line)
  const body = (
    <Paper
      withBorder
      radius="md"
      px="sm"
      py={8}
      bg={isCurrent ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ opacity: done ? 0.6 : 1, minHeight: 52 }}
      data-line={line.sysSku}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Text c="dimmed" fw={700} w={24} ta="right">
            {index + 1}
          </Text>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={800} ff="monospace" size="lg" lh={1.2}>
              {line.positionCode}
            </Text>
            <Text size="md" lh={1.2} style={{ overflowWrap: 'anywhere' }}>
              {line.sysSku}
            </Text>
          </Stack>
        </Group>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <Text fw={800} className={classes.number} size="xl">
            {line.scannedQuantity}/{line.quantity}
          </Text>
          {line.shortReason !== null ? (
            <Badge color="orange" size="sm" maw={150}>
              {t('work.picking.shortBadge', { reason: line.shortReason })}
            </Badge>
          ) : done ? (
            <Badge color="green" size="sm">
              {t('work.done')}
            </Badge>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  )
  if (done || isCurrent) return body
  return (
    <UnstyledButton
      className={classes.card}
      onClick={onChoose}
      aria-label={`${t('work.picking.choosePosition')} ${line.positionCode} ${line.sysSku}`}
    >
      {body}
    </UnstyledButton>
  )
}

/** A short pick: a reason chosen with one tap (a note where "other" needs one), then confirmed. */
function ShortPickDialog({
  opened,
  line,
  onClose,
  onConfirm,
}: {
  opened: boolean
  line: PickLine
  onClose: () => void
  onConfirm: (reason: string) => void
}) {
  const { t } = useTranslation()
  const [choice, setChoice] = useState<(typeof SHORT_REASONS)[number] | null>(null)
  const [note, setNote] = useState('')
  const close = () => {
    setChoice(null)
    setNote('')
    onClose()
  }
  const needsNote = choice === 'work.picking.reasonOther'
  const ready = choice !== null && (!needsNote || note.trim() !== '')
  return (
    <Modal
      opened={opened}
      onClose={close}
      fullScreen
      radius={0}
      transitionProps={{ duration: 0 }}
      title={
        <Text fw={700} size="xl">
          {t('work.picking.shortTitle', { sku: line.sysSku })}
        </Text>
      }
    >
      <Stack gap="md">
        <Text size="lg">{t('work.picking.shortInfo', { scanned: line.scannedQuantity, quantity: line.quantity })}</Text>
        <Text fw={700} size="lg">
          {t('work.picking.reason')}
        </Text>
        <Stack gap="sm" role="radiogroup" aria-label={t('work.picking.reason')}>
          {SHORT_REASONS.map((key) => (
            <Button
              key={key}
              role="radio"
              aria-checked={choice === key}
              h={58}
              size="lg"
              justify="flex-start"
              variant={choice === key ? 'filled' : 'default'}
              color={choice === key ? 'orange' : undefined}
              onClick={() => setChoice(key)}
            >
              {t(key)}
            </Button>
          ))}
        </Stack>
        <Textarea
          size="lg"
          label={t('work.picking.reasonNote')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={200}
          rows={2}
          withAsterisk={needsNote}
        />
        <Button
          h={60}
          size="xl"
          color="orange"
          disabled={!ready}
          onClick={() => {
            if (!choice) return
            const reason = shortReasonText(t(choice), note)
            setChoice(null)
            setNote('')
            onConfirm(reason)
          }}
        >
          {t('work.picking.shortConfirm')}
        </Button>
      </Stack>
    </Modal>
  )
}
