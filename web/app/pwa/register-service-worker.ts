/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register'
import { appUpdateFlow, connectUpdateFlow } from './service-worker.ts'

/** How often an open page asks the server for a newer service worker. */
const UPDATE_CHECK_MS = 60 * 60 * 1000

let started = false

/**
 * Registers the service worker (production builds) with the prompt flow: it precaches the app shell,
 * and a newer one waits until the person reloads from the banner. The first install has nothing to
 * wait for: it activates and, with clientsClaim, controls this very page.
 */
export function startServiceWorker(): void {
  if (started || import.meta.env.DEV || !('serviceWorker' in navigator)) return
  started = true
  const activate = registerSW({
    onNeedRefresh: appUpdateFlow.onNeedRefresh,
    // Given, it replaces the plugin's own reload when the new worker takes control.
    onNeedReload: appUpdateFlow.onControlled,
    onRegisteredSW: (_url, registration) => {
      // A page left open all shift still hears of new versions; offline the check would only fail.
      setInterval(() => {
        if (navigator.onLine) void registration?.update().catch(() => undefined)
      }, UPDATE_CHECK_MS)
    },
  })
  connectUpdateFlow(() => activate())
}
