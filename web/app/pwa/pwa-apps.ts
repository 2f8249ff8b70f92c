/**
 * The two installable apps of the site (issue 27 §15), each with its manifest and its service worker:
 * the console over the whole site, the floor app confined to /floor/. The build (vite.pwa.ts) writes
 * them where these paths say; the pages register the worker of the app they run.
 */
export const PWA_APPS = {
  console: { manifest: '/manifest.webmanifest', worker: '/sw.js', scope: '/' },
  floor: { manifest: '/floor/manifest.webmanifest', worker: '/floor/sw.js', scope: '/floor/' },
} as const

/** Which of the two apps a page is. */
export type PwaApp = keyof typeof PWA_APPS

/** The floor app answers /floor and everything under it; the console everything else. */
export function isFloorPath(path: string): boolean {
  return path === '/floor' || path.startsWith('/floor/')
}

/** The app a path belongs to. */
export const pwaAppOf = (path: string): PwaApp => (isFloorPath(path) ? 'floor' : 'console')

/** What tells a handheld (phone, scanner) from a desk: the screen's short side, or touch without hover. */
export type ScreenTraits = { shortSide: number; touchOnly: boolean }

/** Phones and scanners are narrower than this (CSS px) on their short side. */
export const HANDHELD_SHORT_SIDE = 768

/** Whether the device is a handheld: a small screen, or one worked by touch alone. */
export function isHandheld(screen: ScreenTraits): boolean {
  return screen.shortSide < HANDHELD_SHORT_SIDE || screen.touchOnly
}
