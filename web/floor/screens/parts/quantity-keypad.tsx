import { Button, SimpleGrid, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { FloorDialog } from './floor-dialog.tsx'
import { useKeypadEntry } from './use-keypad-entry.ts'
import { BackspaceIcon } from './work-icons.tsx'

/** The number a keypad entry stands for, or null while empty. */
export function keypadValue(entry: string): number | null {
  return entry === '' ? null : Number(entry)
}

/** Why an entry cannot be confirmed (a message key and its values), or null when it can. */
export function keypadProblem(
  value: number | null,
  min: number,
  max: number,
): { key: string; values: Record<string, number> } | null {
  const inRange = value !== null && Number.isInteger(value) && value >= min && value <= max
  return inRange ? null : { key: 'work.keypad.range', values: { min, max } }
}

/** The quantity typed so far, large, over a rule. */
function KeypadDisplay({ entry }: { entry: string }) {
  return (
    <Text
      data-testid="keypad-display"
      ta="center"
      fw={800}
      ff="monospace"
      style={{
        fontSize: 56,
        lineHeight: 1.1,
        minHeight: 62,
        borderBottom: '3px solid var(--mantine-color-gray-4)',
      }}
    >
      {entry || ' '}
    </Text>
  )
}

/** The pad's keys, three to a row: 1 to 9, then clear, 0 and delete. */
function KeypadKeys({
  onDigit,
  onClear,
  onDelete,
}: {
  onDigit: (digit: string) => void
  onClear: () => void
  onDelete: () => void
}) {
  const { t } = useTranslation()
  return (
    <SimpleGrid cols={3} spacing="sm">
      {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((digit) => (
        <Button key={digit} h={72} variant="default" style={{ fontSize: 30 }} onClick={() => onDigit(digit)}>
          {digit}
        </Button>
      ))}
      <Button h={72} variant="light" color="gray" size="lg" onClick={onClear}>
        {t('work.keypad.clear')}
      </Button>
      <Button h={72} variant="default" style={{ fontSize: 30 }} onClick={() => onDigit('0')}>
        0
      </Button>
      <Button h={72} variant="light" color="gray" aria-label={t('work.keypad.delete')} onClick={onDelete}>
        <BackspaceIcon />
      </Button>
    </SimpleGrid>
  )
}

/**
 * A big on-screen number pad for a quantity (gloves cannot aim at a phone keyboard's keys): digits,
 * delete and clear, the range allowed, and OK at the bottom under the thumb.
 */
export function QuantityKeypad({
  opened,
  title,
  subtitle,
  initial,
  min = 1,
  max,
  confirmLabel,
  onClose,
  onConfirm,
}: {
  opened: boolean
  title: string
  subtitle?: string
  initial?: number
  min?: number
  max: number
  confirmLabel?: string
  onClose: () => void
  onConfirm: (quantity: number) => void
}) {
  const { t } = useTranslation()
  const { entry, press, clear, deleteLast, onKey } = useKeypadEntry(opened, initial)
  const value = keypadValue(entry)
  const problem = keypadProblem(value, min, max)
  const confirm = () => {
    if (value !== null && !problem) onConfirm(value)
  }
  return (
    <FloorDialog opened={opened} onClose={onClose} title={title}>
      <Stack gap="md" onKeyDown={(e) => onKey(e.key, confirm)}>
        {subtitle && (
          <Text size="lg" c="dimmed">
            {subtitle}
          </Text>
        )}
        <KeypadDisplay entry={entry} />
        <Text ta="center" size="lg" c={problem && entry !== '' ? 'red' : 'dimmed'}>
          {t('work.keypad.range', { min, max })}
        </Text>
        <KeypadKeys onDigit={press} onClear={clear} onDelete={deleteLast} />
        <Button h={64} size="xl" disabled={problem !== null} onClick={confirm}>
          {confirmLabel ?? t('work.keypad.ok')}
        </Button>
      </Stack>
    </FloorDialog>
  )
}
