/** The page to show for what was typed: a whole number within 1..total (1 while nothing is loaded). */
export function clampPage(requested: number, total: number): number {
  if (total < 1) return 1
  if (!Number.isFinite(requested)) return 1
  return Math.min(total, Math.max(1, Math.round(requested)))
}

/** Zoom steps of the viewer. */
export const ZOOM_MIN = 0.5
export const ZOOM_MAX = 3
export const ZOOM_STEP = 0.25

/** The next zoom after a step, kept within the viewer's range and to a quarter. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const next = Math.round((zoom + direction * ZOOM_STEP) / ZOOM_STEP) * ZOOM_STEP
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, next))
}

/** How long each loading hint stays before the other one replaces it. */
export const LOADING_HINT_MS = 4000

/** The viewer's loading hints: the loading text, and "if stuck, refresh". */
export type LoadingHint = 'loading' | 'stuck'

/** Which loading hint shows after `elapsedMs`: the loading text, then "if stuck, refresh", alternating. */
export function loadingHintAt(elapsedMs: number): LoadingHint {
  return Math.floor(Math.max(0, elapsedMs) / LOADING_HINT_MS) % 2 === 0 ? 'loading' : 'stuck'
}
