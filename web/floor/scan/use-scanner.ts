import { useEffect, useRef } from 'react'
import { createScanDebouncer, WEDGE_DEBOUNCE_MS } from './debounce.ts'
import { primeScanFeedback } from './feedback.ts'
import { type Scan, toScan } from './scan.ts'
import { WedgeDetector, type WedgeOptions } from './wedge.ts'

export type { Scan, ScanSource } from './scan.ts'

export type UseScannerOptions = {
  /** Off while a dialog that takes its own typing is open (default on). */
  enabled?: boolean
  /** The timing of the wedge detector (see `WedgeOptions`). */
  wedge?: WedgeOptions
  /** Same-code window for wedge scans, ms (default 0: a person may scan one SKU twice on purpose). */
  debounceMs?: number
}

/** A text field whose value a scanner burst typed into and that must get its value back. */
type FieldSnapshot = {
  field: HTMLInputElement | HTMLTextAreaElement
  value: string
  start: number | null
  end: number | null
}

function snapshotOf(element: Element | null): FieldSnapshot | null {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return null
  let start: number | null = null
  let end: number | null = null
  try {
    start = element.selectionStart
    end = element.selectionEnd
  } catch {
    // Inputs of type number or email have no selection.
  }
  return { field: element, value: element.value, start, end }
}

/** Sets a field's value the way React notices it (through the native setter and an input event). */
function setFieldValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/** Puts the field's value back as it was before a scanner burst typed into it. */
function restore(snapshot: FieldSnapshot): void {
  const { field, value } = snapshot
  if (field.value === value) return
  setFieldValue(field, value)
  try {
    if (snapshot.start !== null && snapshot.end !== null) field.setSelectionRange(snapshot.start, snapshot.end)
  } catch {
    // Not every input type takes a selection.
  }
}

const NOT_TYPED_INTO = new Set(['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'image', 'range', 'color'])

/** Whether keys typed now land in a field (an input that takes text, a text area, a select, an editable element). */
function takesTyping(element: Element | null): boolean {
  if (element instanceof HTMLInputElement) return !NOT_TYPED_INTO.has(element.type)
  return (
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element instanceof HTMLElement && element.isContentEditable)
  )
}

/** The screen's code field (ScanField), when it can take a code. */
function screenScanField(): HTMLInputElement | null {
  const field = document.querySelector<HTMLInputElement>('input[data-scan-field]')
  return field && !field.disabled ? field : null
}

/**
 * A character typed while no field has the focus (a person typing a code slowly, or a scanner too slow
 * to count as one) goes into the screen's code field, which takes the focus for the keys after it:
 * the code is not lost for want of a tap on the field first.
 */
function typeIntoScanField(event: KeyboardEvent): FieldSnapshot | null {
  // Space stays a button's press; a code does not begin with it.
  if ([...event.key].length !== 1 || event.key === ' ' || event.ctrlKey || event.altKey || event.metaKey) return null
  if (takesTyping(document.activeElement)) return null
  const field = screenScanField()
  if (!field) return null
  event.preventDefault()
  field.focus()
  const before = field.value
  setFieldValue(field, before + event.key)
  return { field, value: before, start: before.length, end: before.length }
}

/**
 * Listens for keyboard-wedge scans on the whole window (capture phase, so it hears them before any
 * field) and calls `onScan` with each one. Typing is left alone: only a burst the detector calls a
 * scan is taken, its terminator swallowed (no form submit, no focus move on Tab) and whatever the
 * burst typed into the focused field removed again. Keys typed with no field focused go to the
 * screen's code field (`ScanField`), so a code typed slowly is submitted there. Use one per screen; `onScan` may change every
 * render. Also primes the scan sounds on the first tap (a scan's keys get them at its verdict).
 */
export function useScanner(onScan: (scan: Scan) => void, options: UseScannerOptions = {}): void {
  const onScanRef = useRef(onScan)
  useEffect(() => {
    onScanRef.current = onScan
  })
  const enabled = options.enabled ?? true
  const debounceMs = options.debounceMs ?? WEDGE_DEBOUNCE_MS
  // The wedge options as a value, so a literal object per render does not re-attach the listener.
  const wedgeKey = JSON.stringify(options.wedge ?? {})

  useEffect(() => {
    primeScanFeedback()
  }, [])

  useEffect(() => {
    if (!enabled) return
    const detector = new WedgeDetector(JSON.parse(wedgeKey) as WedgeOptions)
    const debouncer = createScanDebouncer(debounceMs)
    let snapshot: FieldSnapshot | null = null
    const onKeyDown = (event: KeyboardEvent) => {
      const result = detector.feed({
        key: event.key,
        code: event.code,
        at: event.timeStamp,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        metaKey: event.metaKey,
        repeat: event.repeat,
        isComposing: event.isComposing,
      })
      if (result.kind === 'char') {
        const focused = result.startsBurst ? snapshotOf(document.activeElement) : null
        const redirected = typeIntoScanField(event)
        // A burst that began outside any field puts the code field back as it was before its first key.
        if (result.startsBurst) snapshot = redirected ?? focused
        return
      }
      if (result.kind === 'other') return
      event.preventDefault()
      event.stopImmediatePropagation()
      if (snapshot && snapshot.field === document.activeElement) restore(snapshot)
      snapshot = null
      const scan = toScan(result.code, 'wedge')
      if (scan && debouncer.accept(scan.code, scan.at)) onScanRef.current(scan)
    }
    window.addEventListener('keydown', onKeyDown, { capture: true })
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true })
  }, [enabled, debounceMs, wedgeKey])
}
