import { ActionIcon, TextInput } from '@mantine/core'
import { type KeyboardEvent, type Ref, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Scan, toScan } from './scan.ts'

export type ScanFieldProps = {
  /** Called with a `typed` scan when the person submits the field (Enter or the button). */
  onScan: (scan: Scan) => void
  label?: string
  placeholder?: string
  autoFocus?: boolean
  disabled?: boolean
  inputRef?: Ref<HTMLInputElement>
}

/**
 * A screen's code field: a code typed (or a wedge scan while `useScanner` is not listening) and
 * submitted with Enter or the button becomes a scan of source `typed`, and the field empties for
 * the next one. Scanner bursts never reach it while `useScanner` listens: they arrive as `wedge`.
 */
export function ScanField({ onScan, label, placeholder, autoFocus, disabled, inputRef }: ScanFieldProps) {
  const { t } = useTranslation()
  const [value, setValue] = useState('')
  const submit = () => {
    const scan = toScan(value, 'typed')
    if (!scan) return
    setValue('')
    onScan(scan)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
    event.preventDefault()
    submit()
  }
  return (
    <TextInput
      ref={inputRef}
      size="lg"
      label={label ?? t('floor.scanField.label')}
      placeholder={placeholder}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      autoFocus={autoFocus}
      disabled={disabled}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      enterKeyHint="search"
      data-scan-field=""
      rightSectionWidth={52}
      rightSection={
        <ActionIcon
          size={44}
          variant="filled"
          aria-label={t('floor.scanField.submit')}
          onClick={submit}
          disabled={disabled || value.trim() === ''}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M5 12h12M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        </ActionIcon>
      }
    />
  )
}
