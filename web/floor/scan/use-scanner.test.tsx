import { act, cleanup, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GS } from '#sync/floor/gs1.ts'
import { type Scan, type UseScannerOptions, useScanner } from './use-scanner.ts'

afterEach(cleanup)

/** A screen with one text field (as a screen's quantity or search field would be) and the scanner hook. */
function Screen({ onScan, options }: { onScan: (scan: Scan) => void; options?: UseScannerOptions }) {
  const [value, setValue] = useState('')
  const [submitted, setSubmitted] = useState<string[]>([])
  useScanner(onScan, options)
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        setSubmitted((s) => [...s, value])
      }}
    >
      <input aria-label="field" value={value} onChange={(e) => setValue(e.currentTarget.value)} />
      <output data-testid="submitted">{submitted.join('|')}</output>
    </form>
  )
}

const setNativeValue = (input: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * Presses a key on the focused element at time `at` the way a browser does: keydown (capture
 * listeners on window first), then, unless prevented, the default action: the character typed into
 * the field, or Enter submitting its form.
 */
function press(target: HTMLElement, key: string, at: number, init: KeyboardEventInit = {}): void {
  act(() => pressNow(target, key, at, init))
}

function pressNow(target: HTMLElement, key: string, at: number, init: KeyboardEventInit): void {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })
  Object.defineProperty(event, 'timeStamp', { value: at })
  const allowed = target.dispatchEvent(event)
  if (!allowed) return
  if (target instanceof HTMLInputElement && [...key].length === 1 && !init.ctrlKey) {
    setNativeValue(target, target.value + key)
  } else if (key === 'Enter' && target instanceof HTMLInputElement) {
    target.form?.requestSubmit()
  }
}

function type(target: HTMLElement, text: string, gapMs: number, start: number): number {
  let at = start
  for (const key of text) {
    press(target, key, at)
    at += gapMs
  }
  return at
}

/** A work screen: its code field (as ScanField marks it) submitting typed codes, a button, and the scanner hook. */
function WorkScreen({ onScan }: { onScan: (scan: Scan) => void }) {
  const [value, setValue] = useState('')
  const [typed, setTyped] = useState<string[]>([])
  useScanner(onScan)
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        setTyped((s) => [...s, value])
        setValue('')
      }}
    >
      <button type="button">Menu</button>
      <input aria-label="code" data-scan-field="" value={value} onChange={(e) => setValue(e.currentTarget.value)} />
      <output data-testid="typed">{typed.join('|')}</output>
    </form>
  )
}

/** Types each key on whatever has the focus at that moment, as a keyboard does. */
function typeOnFocus(text: string, gapMs: number, start: number): number {
  let at = start
  for (const key of text) {
    press((document.activeElement as HTMLElement | null) ?? document.body, key, at)
    at += gapMs
  }
  return at
}

describe('useScanner', () => {
  it('takes a code typed slowly with no field focused into the code field, whose Enter submits it', () => {
    const onScan = vi.fn()
    render(<WorkScreen onScan={onScan} />)
    ;(document.activeElement as HTMLElement | null)?.blur()
    const end = typeOnFocus('A-01-01', 180, 0)
    const field = screen.getByLabelText('code') as HTMLInputElement
    expect(document.activeElement).toBe(field)
    expect(field.value).toBe('A-01-01')
    press(field, 'Enter', end)
    expect(screen.getByTestId('typed').textContent).toBe('A-01-01')
    expect(onScan).not.toHaveBeenCalled()
  })

  it('takes a scan begun with no field focused as a scan, leaving the code field empty', () => {
    const onScan = vi.fn()
    render(<WorkScreen onScan={onScan} />)
    screen.getByRole('button', { name: 'Menu' }).focus()
    const end = typeOnFocus('DEMO-PAN-28', 6, 0)
    press(document.activeElement as HTMLElement, 'Enter', end)
    expect(onScan.mock.calls.map(([s]) => s.code)).toEqual(['DEMO-PAN-28'])
    expect((screen.getByLabelText('code') as HTMLInputElement).value).toBe('')
    expect(screen.getByTestId('typed').textContent).toBe('')
  })

  it('takes a wedge burst typed into a field as a scan, puts the field back and keeps Enter from the form', () => {
    const onScan = vi.fn()
    render(<Screen onScan={onScan} />)
    const field = screen.getByLabelText('field') as HTMLInputElement
    field.focus()
    const afterTyping = type(field, '12', 200, 1000)
    const end = type(field, 'DEMO-PAN-28', 8, afterTyping + 500)
    press(field, 'Enter', end)
    expect(onScan).toHaveBeenCalledTimes(1)
    expect(onScan.mock.calls[0]?.[0]).toMatchObject({ code: 'DEMO-PAN-28', source: 'wedge', gs1: null })
    expect(field.value).toBe('12')
    expect(screen.getByTestId('submitted').textContent).toBe('')
  })

  it('leaves slow typing and its Enter to the field and form', () => {
    const onScan = vi.fn()
    render(<Screen onScan={onScan} />)
    const field = screen.getByLabelText('field') as HTMLInputElement
    field.focus()
    const end = type(field, 'A-01-01', 150, 0)
    press(field, 'Enter', end)
    expect(onScan).not.toHaveBeenCalled()
    expect(field.value).toBe('A-01-01')
    expect(screen.getByTestId('submitted').textContent).toBe('A-01-01')
  })

  it('hears scans with no field focused, back to back, with GS1 data read', () => {
    const onScan = vi.fn()
    render(<Screen onScan={onScan} />)
    const body = document.body
    let at = type(body, 'A-01-01', 5, 0)
    press(body, 'Enter', at)
    at = type(body, '0106901234567892', 5, at + 10)
    press(body, 'F8', at)
    at = type(body, '10LOT9', 5, at + 5)
    press(body, 'Tab', at)
    at = type(body, 'A-01-01', 5, at + 10)
    press(body, 'Enter', at)
    expect(onScan.mock.calls.map(([s]) => s.code)).toEqual(['A-01-01', `0106901234567892${GS}10LOT9`, 'A-01-01'])
    expect(onScan.mock.calls[1]?.[0].gs1).toMatchObject({ gtin: '06901234567892', batch: 'LOT9' })
  })

  it('merges repeats only when given a debounce window, and stops listening when disabled or unmounted', () => {
    const onScan = vi.fn()
    const { rerender, unmount } = render(<Screen onScan={onScan} options={{ debounceMs: 800 }} />)
    const body = document.body
    press(body, 'Enter', type(body, 'SKU-1', 5, 0))
    press(body, 'Enter', type(body, 'SKU-1', 5, 100))
    expect(onScan).toHaveBeenCalledTimes(1)
    rerender(<Screen onScan={onScan} options={{ enabled: false }} />)
    press(body, 'Enter', type(body, 'SKU-2', 5, 5000))
    expect(onScan).toHaveBeenCalledTimes(1)
    unmount()
    press(body, 'Enter', type(body, 'SKU-3', 5, 9000))
    expect(onScan).toHaveBeenCalledTimes(1)
  })

  it('calls the latest onScan without listening anew', () => {
    const first = vi.fn()
    const second = vi.fn()
    const { rerender } = render(<Screen onScan={first} />)
    rerender(<Screen onScan={second} />)
    press(document.body, 'Enter', type(document.body, 'SKU-9', 5, 0))
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledTimes(1)
  })
})
