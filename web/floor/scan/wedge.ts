/**
 * Keyboard-wedge scanners type the code as keystrokes, a few milliseconds apart, and end it with
 * Enter or Tab. A person types ten times slower. This detector is fed every keydown (key and time)
 * and tells a scanner's burst from typing by the gaps between keys alone; it knows no DOM.
 *
 * A burst is a run of characters each within `maxGapMs` of the one before. A burst already two
 * characters long survives one slower gap (up to `maxHiccupMs`: a Bluetooth scanner's radio
 * hiccup), since cutting it there would send the code's tail alone; the burst then counts as a
 * scan only if its average gap is still within `maxGapMs`. A single character typed just before a
 * scan never joins it.
 */

/** The group separator (FNC1) inside a GS1 code. */
export const GS = '\u001d'

/** A key the scanner sends for the GS separator: its `key`, with Ctrl or Alt held where it needs them. */
export type GsKey = { key: string; ctrl?: boolean; alt?: boolean; code?: string }

export type WedgeOptions = {
  /** Longest gap between two keys of one scan, in ms (scanners send 1-20 ms apart; people 80 ms and more). */
  maxGapMs?: number
  /** Longest single gap a burst of two or more characters survives (its average gap must stay within `maxGapMs`). */
  maxHiccupMs?: number
  /** Longest gap before the terminator (some scanners pause before the suffix). */
  maxTerminatorGapMs?: number
  /** Fewest characters a scan has. */
  minLength?: number
  /** The keys that end a scan. */
  terminators?: readonly string[]
  /** The keys that stand for the GS separator; kept as U+001D in the code. */
  gsKeys?: readonly GsKey[]
}

/** Ctrl+] is ASCII 29 on a keyboard, F8 a common scanner setting, and some send the character itself. */
export const DEFAULT_GS_KEYS: readonly GsKey[] = [
  { key: ']', ctrl: true, code: 'BracketRight' },
  { key: 'F8' },
  { key: GS },
]

const DEFAULTS = {
  maxGapMs: 35,
  maxHiccupMs: 100,
  maxTerminatorGapMs: 100,
  minLength: 3,
  terminators: ['Enter', 'Tab'],
  gsKeys: DEFAULT_GS_KEYS,
} as const satisfies Required<WedgeOptions>

/** What the detector needs of a keydown (a DOM KeyboardEvent has all of it; `at` is its timeStamp). */
export type WedgeKey = {
  key: string
  at: number
  code?: string
  ctrlKey?: boolean
  altKey?: boolean
  metaKey?: boolean
  repeat?: boolean
  isComposing?: boolean
}

/**
 * What a key was: `char` joined a possible burst (`startsBurst` when it began a new one); `scan` is a
 * terminator that completed a scan (its key must not reach the page); `other` is anything else,
 * including a terminator after typing, which belongs to the focused field.
 */
export type WedgeResult =
  | { kind: 'char'; startsBurst: boolean }
  | { kind: 'scan'; code: string; at: number; startedAt: number }
  | { kind: 'other' }

const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock', 'NumLock', 'Fn'])

/** Tells scanner bursts from typing; one per listener. */
export class WedgeDetector {
  readonly options: Required<WedgeOptions>
  private buffer = ''
  private startedAt = 0
  private lastAt = Number.NEGATIVE_INFINITY
  /** The characters of the buffer (a surrogate pair is one key) and the sum of the gaps between them. */
  private keys = 0
  private gapSum = 0
  private hiccups = 0

  constructor(options: WedgeOptions = {}) {
    this.options = { ...DEFAULTS, ...options }
  }

  /** Feeds one keydown; see `WedgeResult`. */
  feed(event: WedgeKey): WedgeResult {
    // Shift comes between the characters of a scanned capital letter: it neither counts nor breaks.
    if (MODIFIERS.has(event.key)) return { kind: 'other' }
    if (event.isComposing || event.repeat || event.metaKey) return this.drop()
    const gap = event.at - this.lastAt
    if (this.options.terminators.includes(event.key) && !event.ctrlKey && !event.altKey) {
      const isFast = this.keys < 2 || this.gapSum / (this.keys - 1) <= this.options.maxGapMs
      const isScan = this.keys >= this.options.minLength && isFast && gap <= this.options.maxTerminatorGapMs
      const result: WedgeResult = isScan
        ? { kind: 'scan', code: this.buffer, at: event.at, startedAt: this.startedAt }
        : { kind: 'other' }
      this.reset()
      return result
    }
    const char = this.charOf(event)
    if (char === null) return this.drop()
    const isSlow = gap > this.options.maxGapMs
    const isHiccup = isSlow && this.keys >= 2 && this.hiccups === 0 && gap <= this.options.maxHiccupMs
    const startsBurst = this.keys === 0 || (isSlow && !isHiccup)
    if (startsBurst) {
      this.buffer = ''
      this.keys = 0
      this.gapSum = 0
      this.hiccups = 0
      this.startedAt = event.at
    } else {
      this.gapSum += gap
      if (isHiccup) this.hiccups++
    }
    this.buffer += char
    this.keys++
    this.lastAt = event.at
    return { kind: 'char', startsBurst }
  }

  /** Forgets the burst in progress. */
  reset(): void {
    this.buffer = ''
    this.keys = 0
    this.gapSum = 0
    this.hiccups = 0
    this.lastAt = Number.NEGATIVE_INFINITY
  }

  private drop(): WedgeResult {
    this.reset()
    return { kind: 'other' }
  }

  /** The character a key adds to a code: a printable key, or GS for a separator key; null for anything else. */
  private charOf(event: WedgeKey): string | null {
    const isGs = this.options.gsKeys.some(
      (g) =>
        (g.key === event.key || (g.code !== undefined && g.code === event.code)) &&
        !!g.ctrl === !!event.ctrlKey &&
        !!g.alt === !!event.altKey,
    )
    if (isGs) return GS
    // Ctrl or Alt alone is a shortcut; both at once is AltGr, which types characters on many layouts.
    if (!!event.ctrlKey !== !!event.altKey) return null
    // One character (a surrogate pair counts as one); named keys such as ArrowLeft are longer.
    return [...event.key].length === 1 ? event.key : null
  }
}
