import { Workbox } from 'workbox-window'
import { isHandheld, PWA_APPS, type PwaApp } from './pwa-apps.ts'
import { appUpdateFlow, connectUpdateFlow } from './service-worker.ts'

/** How often an open page asks the server for a newer service worker. */
const UPDATE_CHECK_MS = 60 * 60 * 1000

let started = false

/** This device's screen, as `isHandheld` reads it. */
function thisScreen() {
  return {
    shortSide: Math.min(window.screen.width, window.screen.height),
    touchOnly: window.matchMedia('(hover: none) and (pointer: coarse)').matches,
  }
}

/**
 * Points the page's manifest link at its app's manifest: the page is one index.html for both apps,
 * and the floor installs as its own app (its name, start and scope /floor/).
 */
export function linkManifest(app: PwaApp): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
  if (link && link.getAttribute('href') !== PWA_APPS[app].manifest) link.setAttribute('href', PWA_APPS[app].manifest)
}

/**
 * A handheld keeps no console offline: the console's worker (and the shell it precached) an earlier
 * version may have installed there is removed, from the console's page and the floor's alike.
 */
async function dropConsoleWorker(): Promise<void> {
  const { scope } = PWA_APPS.console
  const registration = await navigator.serviceWorker.getRegistration(scope)
  if (!registration || new URL(registration.scope).pathname !== scope) return
  await registration.unregister()
  const precache = (await caches.keys()).filter(
    (name) => name.startsWith('workbox-precache') && name.endsWith(`${location.origin}${scope}`),
  )
  await Promise.all(precache.map((name) => caches.delete(name)))
}

/**
 * Registers the service worker of the page's app (production builds) with the prompt flow: the floor's
 * (scope /floor/, precaching the floor alone) on any device, the console's (scope /) only on a desk.
 * A newer worker waits until the person reloads from the banner; the first install has nothing to
 * wait for: it activates and, with clientsClaim, controls this very page.
 */
export function startServiceWorker(app: PwaApp): void {
  if (started || import.meta.env.DEV || !('serviceWorker' in navigator)) return
  started = true
  const handheld = isHandheld(thisScreen())
  if (handheld) void dropConsoleWorker().catch(() => undefined)
  if (app === 'console' && handheld) return
  const { worker, scope } = PWA_APPS[app]
  const workbox = new Workbox(worker, { scope })
  let announced = false
  const announce = () => {
    if (announced) return
    announced = true
    appUpdateFlow.onNeedRefresh()
  }
  // A new version installed, by this page or another tab, waits for the person's reload.
  workbox.addEventListener('waiting', announce)
  workbox.addEventListener('controlling', (event) => {
    // The first install taking control is no update; a new version taking over is.
    if (event.isUpdate) appUpdateFlow.onControlled()
  })
  connectUpdateFlow(async () => workbox.messageSkipWaiting())
  void workbox
    .register()
    .then((registration) => {
      // A page left open all shift still hears of new versions; offline the check would only fail.
      setInterval(() => {
        if (navigator.onLine) void registration?.update().catch(() => undefined)
      }, UPDATE_CHECK_MS)
    })
    .catch(() => undefined)
}
