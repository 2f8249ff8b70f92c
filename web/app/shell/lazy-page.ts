import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

/** How long a page chunk may take to arrive (spec 1 §9). */
export const CHUNK_TIMEOUT_MS = 120_000

const RELOAD_KEY = 'erp-chunk-reload'
// A second failure of the same route soon after reloading is a real fault: show it, do not loop.
const RELOAD_GUARD_MS = 30_000

/** A chunk that did not arrive in time. */
export class ChunkTimeoutError extends Error {
  constructor() {
    super(`page chunk did not load within ${CHUNK_TIMEOUT_MS / 1000} s`)
    this.name = 'ChunkTimeoutError'
  }
}

/** Whether an error means a script or stylesheet chunk failed to load (stale deploy, network). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkTimeoutError) return true
  const message = error instanceof Error ? error.message : String(error)
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload CSS|Loading (CSS )?chunk/i.test(
    message,
  )
}

/**
 * Reloads the current route once after a chunk failure. Answers false (and does nothing) when this
 * route already reloaded moments ago, so a broken deploy shows its error instead of looping.
 */
export function reloadRouteOnce(now = Date.now()): boolean {
  const route = window.location.pathname + window.location.search
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? 'null') as { route: string; at: number } | null
    if (last && last.route === route && now - last.at < RELOAD_GUARD_MS) return false
  } catch {
    // An unreadable mark counts as none.
  }
  sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ route, at: now }))
  window.location.reload()
  return true
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError()), ms)
    promise.then(
      (v) => {
        clearTimeout(timer)
        resolve(v)
      },
      (e: unknown) => {
        clearTimeout(timer)
        reject(e)
      },
    )
  })
}

/** A page loaded on first visit in its own chunk; a failed chunk reloads the route once. */
export function lazyPage(load: () => Promise<ComponentType>): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    try {
      const page = await withTimeout(load(), CHUNK_TIMEOUT_MS)
      return { default: page }
    } catch (error) {
      // While the reload is under way, stay suspended rather than flash the error panel.
      if (isChunkLoadError(error) && reloadRouteOnce()) return new Promise<never>(() => undefined)
      throw error
    }
  })
}

/** Vite reports a failed preload (a stylesheet chunk included) as `vite:preloadError`: reload once. */
export function installChunkReload(): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadRouteOnce()) event.preventDefault()
  }
  window.addEventListener('vite:preloadError', onPreloadError)
  return () => window.removeEventListener('vite:preloadError', onPreloadError)
}
