import { Button, Modal, SimpleGrid, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BackspaceIcon } from './work-icons.tsx'

/** Most digits a quantity may have (1,000,000 is the protocol's ceiling). */
const MAX_DIGITS = 7

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
  const [entry, setEntry] = useState('')
  // Each opening starts from the suggested quantity; the first digit typed replaces it.
  const [fresh, setFresh] = useState(true)
  useEffect(() => {
    if (opened) {
      setEntry(initial === undefined ? '' : String(initial))
      setFresh(true)
    }
  }, [opened, initial])
  const value = keypadValue(entry)
  const problem = keypadProblem(value, min, max)
  const press = (digit: string) => {
    setEntry((current) => {
      const base = fresh ? '' : current
      const next = base === '0' ? digit : base + digit
      return next.length > MAX_DIGITS ? current : next
    })
    setFresh(false)
  }
  const confirm = () => {
    if (value !== null && !problem) onConfirm(value)
  }
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={700} size="xl">
          {title}
        </Text>
      }
      fullScreen
      radius={0}
      transitionProps={{ duration: 0 }}
    >
      <Stack gap="md" onKeyDown={(e) => onKeypadKey(e.key, press, setEntry, confirm, setFresh)}>
        {subtitle && (
          <Text size="lg" c="dimmed">
            {subtitle}
          </Text>
        )}
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
        <Text ta="center" size="lg" c={problem && entry !== '' ? 'red' : 'dimmed'}>
          {t('work.keypad.range', { min, max })}
        </Text>
        <SimpleGrid cols={3} spacing="sm">
          {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((digit) => (
            <Button key={digit} h={72} variant="default" style={{ fontSize: 30 }} onClick={() => press(digit)}>
              {digit}
            </Button>
          ))}
          <Button
            h={72}
            variant="light"
            color="gray"
            size="lg"
            onClick={() => {
              setEntry('')
              setFresh(false)
            }}
          >
            {t('work.keypad.clear')}
          </Button>
          <Button h={72} variant="default" style={{ fontSize: 30 }} onClick={() => press('0')}>
            0
          </Button>
          <Button
            h={72}
            variant="light"
            color="gray"
            aria-label={t('work.keypad.delete')}
            onClick={() => {
              setEntry((current) => current.slice(0, -1))
              setFresh(false)
            }}
          >
            <BackspaceIcon />
          </Button>
        </SimpleGrid>
        <Button h={64} size="xl" disabled={problem !== null} onClick={confirm}>
          {confirmLabel ?? t('work.keypad.ok')}
        </Button>
      </Stack>
    </Modal>
  )
}

// A hardware keyboard (or a tablet's) works on the pad too.
function onKeypadKey(
  key: string,
  press: (digit: string) => void,
  setEntry: (update: (current: string) => string) => void,
  confirm: () => void,
  setFresh: (fresh: boolean) => void,
) {
  if (/^[0-9]$/.test(key)) press(key)
  else if (key === 'Backspace') {
    setEntry((current) => current.slice(0, -1))
    setFresh(false)
  } else if (key === 'Enter') confirm()
}
