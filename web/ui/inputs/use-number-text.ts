import { type ChangeEvent, type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { formatNumberOnBlur, type NumberRules, sanitizeNumberText, stepNumber } from './number-text.ts'

const REFORMAT_DELAY_MS = 1000

/** What the number field is given: its value, where a change goes, its rules, and whether it is locked. */
export type NumberTextInput = {
  value: string | null
  onChange: (value: string | null) => void
  rules: NumberRules
  disabled?: boolean
  readOnly?: boolean
}

/**
 * The text of a number field: the person's own while they type (digits and one dot kept), formatted
 * by the rules on blur, on Enter and 1 s after the last key, stepped by `press` or ArrowUp/ArrowDown;
 * otherwise it mirrors the value given. `inputProps` go on the input.
 */
export function useNumberText({ value, onChange, rules, disabled, readOnly }: NumberTextInput) {
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
    const clean = sanitizeNumberText(raw, (rules.min ?? 0) < 0)
    setText(clean)
    onChange(clean === '' ? null : clean)
    clearTimeout(timer.current)
    // The form's value settles to the formatted number shortly after typing stops.
    timer.current = setTimeout(() => {
      const formatted = formatNumberOnBlur(clean, rules)
      if (formatted !== null || rules.allowNull) onChange(formatted)
    }, REFORMAT_DELAY_MS)
  }

  const press = (direction: 1 | -1) => {
    if (disabled || readOnly) return
    const next = stepNumber(text, direction, rules)
    clearTimeout(timer.current)
    setText(next)
    onChange(next)
  }

  const inputProps = {
    value: text,
    onFocus: () => setFocused(true),
    onBlur: (e: FocusEvent<HTMLInputElement>) => {
      setFocused(false)
      if (!readOnly && !disabled) commit(e.currentTarget.value)
    },
    onChange: (e: ChangeEvent<HTMLInputElement>) => type(e.currentTarget.value),
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
        e.preventDefault()
        press(e.key === 'ArrowUp' ? 1 : -1)
      }
      if (e.key === 'Enter') commit(e.currentTarget.value)
    },
  }
  return { press, inputProps }
}
