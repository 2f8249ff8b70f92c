/**
 * One code read again within a window counts once. A camera reads the same label on frame after
 * frame while it stays in view, so the window runs from the code's last read, not its first: the
 * label counts again only once it has been out of view for the window. A wedge scanner reads once
 * per trigger pull, and a person may scan one SKU twice on purpose, so its window is 0.
 */

/** Camera reads of one code closer than this are one scan. */
export const CAMERA_DEBOUNCE_MS = 800
/** Wedge scans are never merged. */
export const WEDGE_DEBOUNCE_MS = 0

export type ScanDebouncer = {
  /** Whether this read of `code` at `at` (ms) counts; every read, counted or not, restarts the code's window. */
  accept(code: string, at: number): boolean
  /** Forgets every code (a new task, the camera turned off). */
  clear(): void
}

/** A debouncer per code with a window of `windowMs` (0: every read counts). */
export function createScanDebouncer(windowMs: number): ScanDebouncer {
  const lastRead = new Map<string, number>()
  return {
    accept(code, at) {
      if (windowMs <= 0) return true
      const last = lastRead.get(code)
      lastRead.set(code, at)
      // Codes not read for a window are forgotten, so the map holds only what is in view.
      if (lastRead.size > 64) for (const [c, t] of lastRead) if (at - t >= windowMs) lastRead.delete(c)
      return last === undefined || at - last >= windowMs
    },
    clear() {
      lastRead.clear()
    },
  }
}
