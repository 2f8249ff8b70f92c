import { Stack, TextInput, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNumberText } from './use-number-text.ts'

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

/** The field's ▲ and ▼ buttons, one step up or down (the keyboard has ArrowUp and ArrowDown instead). */
function NumberStepper({ onStep, disabled }: { onStep: (direction: 1 | -1) => void; disabled: boolean | undefined }) {
  const { t } = useTranslation()
  return (
    <Stack gap={0} h="100%" justify="center">
      <UnstyledButton
        tabIndex={-1}
        aria-label={t('inputs.number.increment')}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => onStep(1)}
        disabled={disabled}
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
        onClick={() => onStep(-1)}
        disabled={disabled}
        fz={10}
        lh={1}
        px={4}
      >
        ▼
      </UnstyledButton>
    </Stack>
  )
}

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
  const rules = { min, max, step, strictStep, precision, allowNull }
  const { press, inputProps } = useNumberText({ value, onChange, rules, disabled, readOnly })
  return (
    <TextInput
      label={label}
      {...inputProps}
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
            <NumberStepper onStep={press} disabled={disabled || readOnly} />
          </>
        )
      }
      rightSectionWidth={(suffix ? suffix.length * 9 + 8 : 0) + (readOnly ? 16 : 24)}
    />
  )
}
