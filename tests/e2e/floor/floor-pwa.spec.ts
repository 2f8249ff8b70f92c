import { type BrowserContext, expect, type Page, test } from '@playwright/test'

// The floor app and the console install as two apps (issue 27 §15): each has its manifest; the floor's
// service worker has scope /floor/ and precaches the floor alone; the console on a handheld registers
// no worker (and removes one an earlier version installed there), on a desk it keeps its own.

const HANDHELD = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

/** The scopes of the page's origin's service workers, as paths. */
const workerScopes = (page: Page) =>
  page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname).sort(),
  )

/** The URLs (paths) each Workbox precache of the origin holds, by the cache's scope path. */
const precached = (page: Page) =>
  page.evaluate(async () => {
    const byScope: Record<string, string[]> = {}
    for (const name of await caches.keys()) {
      if (!name.startsWith('workbox-precache')) continue
      const scope = new URL(name.replace(/^workbox-precache-v\d+-/, '')).pathname
      const keys = await (await caches.open(name)).keys()
      byScope[scope] = keys.map((k) => new URL(k.url).pathname)
    }
    return byScope
  })

async function handheld(context: BrowserContext) {
  return context.browser()?.newContext({ ...HANDHELD, baseURL: test.info().project.use.baseURL })
}

test('[FLOOR][PWA]: the floor and the console are two installable apps, each with its manifest', async ({
  request,
}) => {
  const floor = await (await request.get('/floor/manifest.webmanifest')).json()
  const consoleApp = await (await request.get('/manifest.webmanifest')).json()
  expect(floor).toMatchObject({ id: '/floor/', start_url: '/floor/', scope: '/floor/', short_name: '仓库作业' })
  expect(consoleApp).toMatchObject({ id: '/', start_url: '/', scope: '/', short_name: 'ERP' })
  expect(floor.name).not.toBe(consoleApp.name)
  // Shortcuts into floor work belong to the floor app, whose scope holds them.
  expect(floor.shortcuts.map((s: { url: string }) => s.url)).toEqual(['/floor/picking', '/floor/stocktaking'])
  expect(consoleApp.shortcuts ?? []).toEqual([])
  // The floor's page links its own manifest, from the server and once the app runs.
  const page = await (await request.get('/floor/picking')).text()
  expect(page).toContain('href="/floor/manifest.webmanifest"')
  expect(await (await request.get('/login')).text()).toContain('href="/manifest.webmanifest"')
})

test('[FLOOR][PWA]: on a handheld the floor worker has scope /floor/ and precaches only the floor; the console registers none', async ({
  context,
}) => {
  test.setTimeout(90_000)
  const phone = await handheld(context)
  if (!phone) throw new Error('no browser')
  try {
    const page = await phone.newPage()
    await page.goto('/floor/')
    await expect(page).toHaveURL(/\/floor\/login$/)
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/floor/manifest.webmanifest')
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      return {
        scope: new URL(registration.scope).pathname,
        script: new URL(registration.active?.scriptURL ?? '').pathname,
      }
    })
    expect(worker).toEqual({ scope: '/floor/', script: '/floor/sw.js' })
    await expect.poll(async () => (await precached(page))['/floor/']?.length ?? 0).toBeGreaterThan(0)
    const cached = (await precached(page))['/floor/'] ?? []
    expect(cached).toContain('/index.html')
    expect(cached).toContain('/floor/manifest.webmanifest')
    expect(cached.some((p) => /\/assets\/floor-main-[\w-]+\.js$/.test(p))).toBe(true)
    // None of the console's chunks: its shell, its pages.
    expect(cached.filter((p) => /console-main|resource-pages|\/layout-/.test(p))).toEqual([])

    // The console on the same handheld: it runs, and no worker of scope / precaches it.
    await page.goto('/login')
    await expect(page.getByLabel('用户名')).toBeVisible()
    await page.waitForLoadState('load')
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
    expect(await workerScopes(page)).toEqual(['/floor/'])
    expect(Object.keys(await precached(page))).toEqual(['/floor/'])

    // A console worker an earlier version left on the handheld is removed with its precache.
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js', { scope: '/' })
    })
    await expect.poll(() => workerScopes(page)).toEqual(['/', '/floor/'])
    await page.reload()
    await expect(page.getByLabel('用户名')).toBeVisible()
    await expect.poll(() => workerScopes(page)).toEqual(['/floor/'])
    await expect.poll(async () => Object.keys(await precached(page))).toEqual(['/floor/'])
  } finally {
    await phone.close()
  }
})

test("[FLOOR][PWA]: on a desk the console keeps its own worker of scope /, beside the floor's and its precache", async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  const readyWorker = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      return {
        scope: new URL(registration.scope).pathname,
        script: new URL(registration.active?.scriptURL ?? '').pathname,
      }
    })
  await page.goto('/floor/')
  await expect(page).toHaveURL(/\/floor\/login$/)
  expect(await readyWorker()).toEqual({ scope: '/floor/', script: '/floor/sw.js' })
  await page.goto('/login')
  await expect(page.getByLabel('用户名')).toBeVisible()
  expect(await readyWorker()).toEqual({ scope: '/', script: '/sw.js' })
  expect(await workerScopes(page)).toEqual(['/', '/floor/'])
  // The console's worker, activating, leaves the floor's precache alone.
  const caches = await precached(page)
  expect(Object.keys(caches).sort()).toEqual(['/', '/floor/'])
  expect(caches['/floor/']?.some((p) => /\/assets\/floor-main-[\w-]+\.js$/.test(p))).toBe(true)
})
