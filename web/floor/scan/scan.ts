import { type Gs1Data, parseGs1, stripSymbologyId } from '#sync/floor/gs1.ts'

/** Where a scan came from: a keyboard-wedge scanner, the camera, or typed into a screen's code field. */
export type ScanSource = 'wedge' | 'camera' | 'typed'

/**
 * One scan as every screen receives it, whatever read it: the code (without a scanner's AIM
 * symbology identifier; GS separators kept as U+001D), its source, when (ms since the epoch), and
 * the GS1 element string it carries, if any.
 */
export type Scan = { code: string; source: ScanSource; at: number; gs1: Gs1Data | null }

/** A scan of what a reader gave; null for an empty read. */
export function toScan(raw: string, source: ScanSource, at: number = Date.now()): Scan | null {
  const text = raw.trim()
  const code = stripSymbologyId(text)
  if (code.length === 0) return null
  return { code, source, at, gs1: parseGs1(text) }
}
