import { Badge, Button, Group, Paper, Stack, Text, Textarea, UnstyledButton } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FloorDialog } from './floor-dialog.tsx'
import { isLineDone, type PickLine, SHORT_REASONS, shortReasonText } from './picking-work.ts'
import classes from './work.module.css'

/** One line in the walking order: position, SKU, picked of quantity; an open line can be taken up now. */
export function PickLineRow({
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
export function ShortPickDialog({
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
    <FloorDialog opened={opened} onClose={close} title={t('work.picking.shortTitle', { sku: line.sysSku })}>
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
    </FloorDialog>
  )
}
