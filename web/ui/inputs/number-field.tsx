import { Stack, TextInput, UnstyledButton } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumberOnBlur, sanitizeNumberText, stepNumber } from './number-text.ts'

/** Props of the number input; the value is a decimal string (null when empty). */
export type NumberFieldProps = {
  label?: string
  value: string | null
  onChange: (value: string | null) => void
  min?: number
  max?: number
  step?: number
  strictStep?: boolean
  precision?: number
  allowNull?: boolean
  prefix?: string
  suffix?: string
  error?: string
  required?: boolean
  disabled?: boolean
  placeholder?: string
  readOnly?: boolean
}

const REFORMAT_DELAY_MS = 1000

/**
 * A decimal input: keeps only digits and one dot while typing, formats to `precision` decimals on
 * blur (and 1 s after the last key), falls back to min or 0 when emptied and null is not allowed, and
 * steps with its arrows or the ArrowUp/ArrowDown keys.
 */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step,
  strictStep,
  precision,
  allowNull = true,
  prefix,
  suffix,
  error,
  required,
  disabled,
  placeholder,
  readOnly,
}: NumberFieldProps) {
  const { t } = useTranslation()
  const rules = { min, max, step, strictStep, precision, allowNull }
  const [text, setText] = useState(value ?? '')
  const [focused, setFocused] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // While the person types, the text is theirs; otherwise it mirrors the value given.
  useEffect(() => {
    if (!focused) setText(value ?? '')
  }, [value, focused])
  useEffect(() => () => clearTimeout(timer.current), [])

  const commit = (raw: string) => {
    clearTimeout(timer.current)
    const formatted = formatNumberOnBlur(raw, rules)
    setText(formatted ?? '')
    if (formatted !== value) onChange(formatted)
  }

  const type = (raw: string) => {
    const clean = sanitizeNumberText(raw, (min ?? 0) < 0)
    setText(clean)
    onChange(clean === '' ? null : clean)
    clearTimeout(timer.current)
    // The form's value settles to the formatted number shortly after typing stops.
    timer.current = setTimeout(() => {
      const formatted = formatNumberOnBlur(clean, rules)
      if (formatted !== null || allowNull) onChange(formatted)
    }, REFORMAT_DELAY_MS)
  }

  const press = (direction: 1 | -1) => {
    if (disabled || readOnly) return
    const next = stepNumber(text, direction, rules)
    clearTimeout(timer.current)
    setText(next)
    onChange(next)
  }

  const stepper = (
    <Stack gap={0} h="100%" justify="center">
      <UnstyledButton
        tabIndex={-1}
        aria-label={t('inputs.number.increment')}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => press(1)}
        disabled={disabled || readOnly}
        fz={10}
        lh={1}
        px={4}
      >
        ▲
      </UnstyledButton>
      <UnstyledButton
        tabIndex={-1}
        aria-label={t('inputs.number.decrement')}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => press(-1)}
        disabled={disabled || readOnly}
        fz={10}
        lh={1}
        px={4}
      >
        ▼
      </UnstyledButton>
    </Stack>
  )

  return (
    <TextInput
      label={label}
      value={text}
      inputMode="decimal"
      placeholder={placeholder}
      error={error}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      leftSection={prefix}
      leftSectionWidth={prefix ? Math.max(36, prefix.length * 9 + 16) : undefined}
      rightSection={
        readOnly ? (
          suffix
        ) : (
          <>
            {suffix && (
              <span style={{ fontSize: 'var(--mantine-font-size-sm)', whiteSpace: 'nowrap', marginRight: 4 }}>
                {suffix}
              </span>
            )}
            {stepper}
          </>
        )
      }
      rightSectionWidth={(suffix ? suffix.length * 9 + 8 : 0) + (readOnly ? 16 : 24)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        setFocused(false)
        if (!readOnly && !disabled) commit(e.currentTarget.value)
      }}
      onChange={(e) => type(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
          e.preventDefault()
          press(e.key === 'ArrowUp' ? 1 : -1)
        }
        if (e.key === 'Enter') commit(e.currentTarget.value)
      }}
    />
  )
}
