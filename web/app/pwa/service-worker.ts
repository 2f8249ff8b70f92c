import { useSyncExternalStore } from 'react'

/** What the page knows of the app's updates. */
export type UpdateState = {
  /** A newer version is installed and waits (or already took over from another tab): a reload brings it. */
  needRefresh: boolean
  /** The new version was activated from another tab: this page runs the old code until it reloads. */
  takenOver: boolean
}

/** A reload the person asked for happens even if the new worker never announces control. */
const RELOAD_FALLBACK_MS = 5_000

/** The hooks the update flow needs from the browser; replaced in tests. */
export type UpdateDriver = {
  /** Tells the waiting worker to activate (workbox-window's skip-waiting message). */
  activateWaiting: () => Promise<void>
  reload: () => void
}

/**
 * The update flow of one page, apart from any service-worker library so it can be tested: a waiting
 * version is announced, never applied by itself; the page reloads only when the person asks for it
 * here. When another tab applies it (its worker then controls this page too), this page keeps running
 * and keeps offering the reload, so nobody mid-task loses the screen under their hands.
 */
export function createUpdateFlow(driver: UpdateDriver) {
  let state: UpdateState = { needRefresh: false, takenOver: false }
  let askedHere = false
  const listeners = new Set<() => void>()
  const set = (patch: Partial<UpdateState>) => {
    state = { ...state, ...patch }
    for (const fn of listeners) fn()
  }
  return {
    getState: (): UpdateState => state,
    subscribe(fn: () => void): () => void {
      listeners.add(fn)
      return () => {
        listeners.delete(fn)
      }
    },
    /** A new version is installed and waiting. */
    onNeedRefresh: () => set({ needRefresh: true }),
    /** The new version controls this page now. */
    onControlled(): void {
      if (askedHere) driver.reload()
      else set({ needRefresh: true, takenOver: true })
    },
    /** The person asked for the new version. */
    async applyUpdate(): Promise<void> {
      askedHere = true
      if (state.takenOver) {
        driver.reload()
        return
      }
      setTimeout(driver.reload, RELOAD_FALLBACK_MS)
      await driver.activateWaiting()
    },
  }
}

let activate: (() => Promise<void>) | null = null

/** The update flow of this page; its waiting worker is reached through `connectUpdateFlow`. */
export const appUpdateFlow = createUpdateFlow({
  activateWaiting: () => activate?.() ?? Promise.resolve(),
  reload: () => window.location.reload(),
})

/** Hands the flow the way to activate the waiting worker (the registration's skip-waiting message). */
export function connectUpdateFlow(activateWaiting: () => Promise<void>): void {
  activate = activateWaiting
}

/** The update state of this page and the way to apply it. */
export function useAppUpdate(): UpdateState & { applyUpdate: () => Promise<void> } {
  const state = useSyncExternalStore(appUpdateFlow.subscribe, appUpdateFlow.getState, appUpdateFlow.getState)
  return { ...state, applyUpdate: appUpdateFlow.applyUpdate }
}
