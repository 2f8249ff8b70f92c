import { useSyncExternalStore } from 'react'

/** Chromium's install offer (not in the DOM typings). */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let offer: BeforeInstallPromptEvent | null = null
const listeners = new Set<() => void>()
const notify = () => {
  for (const fn of listeners) fn()
}

/**
 * Keeps the browser's install offer for the install button. Called at start, before any chunk loads,
 * because the browser fires `beforeinstallprompt` once, early, and not again for that page.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own button offers it where the person can find it, instead of the browser's mini-bar.
    event.preventDefault()
    offer = event as BeforeInstallPromptEvent
    notify()
  })
  window.addEventListener('appinstalled', () => {
    offer = null
    notify()
  })
}

/** Shows the browser's install dialog; the offer is spent whatever the answer. */
async function install(): Promise<void> {
  const current = offer
  if (!current) return
  offer = null
  notify()
  await current.prompt()
  await current.userChoice.catch(() => undefined)
}

function subscribe(fn: () => void): () => void {
  listeners.add(fn)
  return () => {
    listeners.delete(fn)
  }
}

/** Whether the browser offers to install the app here, and the way to accept. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const canInstall = useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  )
  return { canInstall, install }
}
